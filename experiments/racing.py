"""Racing over decks: successive halving that stops spending games on a deck once its place is known.

Per player count, every deck plays round 0; after each round each deck's **imbalance** (the
largest deviation of a seat's win share from 1/players, its line-ups pooled, as the report ranks
decks: reports/ranking.py) gets an interval from the seats' Wilson intervals, Bonferroni-widened
over every seat, every deck of the player count and every round of the race. A deck is

- *among the k most balanced* when fewer than k other decks can be as balanced (their lower
  bound is not above its upper bound); *out of the k most balanced* when at least k decks are
  surely more balanced (their upper bound is below its lower bound); the same at the other end;
- *settled* when both ends are decided for it; it then plays no more games;
- otherwise still racing: it plays twice the games in the next round (successive halving's
  doubling), until the race's last round or max_games, where it ends *unsettled*: the decks
  worth more games.

The guarantee (docs/experiments.md): the intervals cover every deck's true imbalance at every
round at once with 95% (the Bonferroni union over decks x seats x rounds holds whatever the games
a deck got, since a deck can only be looked at after one of the fixed round sizes), and on that
event every label is right. So with 95% confidence, at once: each deck called among the k most
(least) balanced is, and each deck called out of contention is in neither end.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.engine.intervals import wilson_interval
from simkit.experiments.reduce import WIN_UNITS

RUNNING = "running"
MOST, LEAST, OUT, UNSETTLED = "most balanced", "least balanced", "out of contention", "unsettled"


@dataclass
class Deck:
    ruleset: str
    players: int
    deck_id: int
    cells: list[int]  # every cell of the deck (they share its fate)
    measured: list[int]  # the cells its imbalance is measured on (not paired measuring devices)
    status: str = RUNNING
    games: int = 0
    imbalance: float = float("nan")
    lo: float = 0.0
    hi: float = 1.0
    settled_round: int = -1


@dataclass
class RaceState:
    keep: int
    rounds: int
    decks: list[Deck]
    cell_deck: dict[int, int] = field(default_factory=dict)  # cell -> index in decks

    @classmethod
    def start(cls, adaptive, cells) -> "RaceState":
        decks: dict[tuple, Deck] = {}
        for cell in cells:
            key = (cell.ruleset, cell.players, cell.deck_id)
            deck = decks.setdefault(key, Deck(cell.ruleset, cell.players, cell.deck_id, [], []))
            deck.cells.append(cell.cell)
            if cell.paired_with < 0:
                deck.measured.append(cell.cell)
        ordered = list(decks.values())
        state = cls(adaptive.keep, adaptive.rounds, ordered)
        state.cell_deck = {c: i for i, deck in enumerate(ordered) for c in deck.cells}
        return state

    def cell_status(self, cell: int) -> str:
        return self.decks[self.cell_deck[cell]].status


def deck_bounds(win_units: np.ndarray, games: int, players: int, z: float) -> tuple[float, float, float]:
    """(imbalance, lower, upper bound): the nearest and farthest any seat's interval gets from fair."""
    fair = 1.0 / players
    shares = win_units / WIN_UNITS / games
    nearest, farthest = [], []
    for wins in win_units:
        lo, hi = wilson_interval(wins / WIN_UNITS, games, z)
        nearest.append(0.0 if lo <= fair <= hi else min(abs(lo - fair), abs(hi - fair)))
        farthest.append(max(abs(lo - fair), abs(hi - fair)))
    return float(np.abs(shares - fair).max()), max(nearest), max(farthest)


def race_round(state: RaceState, r: int, sums: dict, last: bool) -> RaceState:
    """Update every deck's interval from the cells' sums after round r, then settle what can be."""
    from simkit.experiments.adaptive import race_z
    groups: dict[tuple, list[Deck]] = {}
    for deck in state.decks:
        groups.setdefault((deck.ruleset, deck.players), []).append(deck)
    for (_, players), decks in groups.items():
        z = race_z(players, len(decks), state.rounds)
        for deck in decks:
            if deck.status != RUNNING:
                continue  # a settled deck keeps the interval it was settled on
            wins = sum(sums[c].win_units for c in deck.measured)
            deck.games = sum(sums[c].games for c in deck.measured)
            deck.imbalance, deck.lo, deck.hi = deck_bounds(np.asarray(wins), deck.games, players, z)
        _settle(decks, state.keep, r, last)
    return state


def _settle(decks: list[Deck], keep: int, r: int, last: bool) -> None:
    lo = np.array([d.lo for d in decks])
    hi = np.array([d.hi for d in decks])
    for i, deck in enumerate(decks):
        if deck.status != RUNNING:
            continue
        others = np.arange(len(decks)) != i
        in_most = int((lo[others] <= hi[i]).sum()) < keep
        out_most = int((hi[others] < lo[i]).sum()) >= keep
        in_least = int((hi[others] >= lo[i]).sum()) < keep
        out_least = int((lo[others] > hi[i]).sum()) >= keep
        if (in_most or out_most) and (in_least or out_least):
            deck.status = MOST if in_most else LEAST if in_least else OUT
            deck.settled_round = r
        elif last:
            deck.status = UNSETTLED
            deck.settled_round = r


def race_table(state: RaceState, cells) -> "object":
    """One row per deck: its last interval, games, status and the round it was settled in."""
    import pandas as pd
    names = {cell.cell: cell.deck for cell in cells}
    return pd.DataFrame([{"ruleset": d.ruleset, "players": d.players, "deck_id": d.deck_id,
                          "deck": names[d.cells[0]], "status": d.status, "games": d.games,
                          "imbalance": d.imbalance, "imbalance_lo": d.lo, "imbalance_hi": d.hi,
                          "settled_round": d.settled_round} for d in state.decks])
