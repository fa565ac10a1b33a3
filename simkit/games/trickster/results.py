"""Per-game results as arrays, and the summary ``simkit play`` prints.

Every rate comes with a 95% interval: Wilson for per-game proportions, a
normal interval (t ~ z for these sample sizes) for means, and for rates
pooled over many events per game (fizzles per play) a ratio interval
clustered by game, since the plays of one game are not independent.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.engine.intervals import (Z95, clustered_ratio_interval, mean_interval, ratio_interval,  # noqa: F401
                                     wilson_interval)  # (re-exported)
from simkit.games.trickster.layout import DECK_HEROES, MAX_ROUNDS


@dataclass
class GameResults:
    """One row per game; seats in columns. ``winners`` is 1 for every (co-)winner."""
    seed: int
    first_game: int
    players: int
    rounds: int  # rounds in a game of the ruleset
    hero_names: list[str]  # global hero ids -> names
    strategies: list[str]
    heroes: np.ndarray  # (games, 7) global hero ids of the deck's slots
    round_scores: np.ndarray  # (games, 3, players)
    winners: np.ndarray  # (games, players)
    tricks: np.ndarray  # (games, 3)
    busts: np.ndarray  # (games, players)
    effects_resolved: np.ndarray  # (games, 7) per deck slot: played cards whose effect resolved
    effects_fizzled: np.ndarray  # (games, 7)
    plays: np.ndarray  # (games, players, 7) cards each seat played, per deck slot
    decisions: np.ndarray  # (games,) decision points with two or more options (a strategy chose)
    decision_points: np.ndarray  # (games,) every decision point, forced ones (one option) included
    capped: np.ndarray  # (games,) 1 if a round hit the trick cap

    @classmethod
    def empty(cls, games: int, players: int, setup, seed: int, first_game: int) -> "GameResults":
        def z(*shape, dtype=np.int32):
            return np.zeros(shape, dtype=dtype)
        return cls(seed, first_game, players, setup.ruleset.rounds, setup.catalog.names, list(setup.strategies),
                   z(games, DECK_HEROES), z(games, MAX_ROUNDS, players), z(games, players),
                   z(games, MAX_ROUNDS), z(games, players), z(games, DECK_HEROES), z(games, DECK_HEROES),
                   z(games, players, DECK_HEROES),
                   z(games, dtype=np.int64), z(games, dtype=np.int64), z(games))

    @property
    def games(self) -> int:
        return self.winners.shape[0]

    @property
    def totals(self) -> np.ndarray:
        return self.round_scores.sum(axis=1)

    def win_shares(self) -> np.ndarray:
        """(games, players): 1 for a sole win, 1/k for a k-way shared win."""
        return self.winners / self.winners.sum(axis=1, keepdims=True)

    def hero_plays(self) -> dict[str, tuple[np.ndarray, np.ndarray]]:
        """Hero name -> per game (resolved, fizzled) effects, 0 in games without the hero."""
        table: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for slot in range(DECK_HEROES):
            ids = self.heroes[:, slot]
            for hero in np.unique(ids):
                mask = ids == hero
                resolved, fizzled = table.setdefault(
                    self.hero_names[hero], (np.zeros(self.games, np.int64), np.zeros(self.games, np.int64)))
                resolved[mask] += self.effects_resolved[mask, slot]
                fizzled[mask] += self.effects_fizzled[mask, slot]
        return dict(sorted(table.items()))

    def fizzle_table(self) -> dict[str, tuple[int, int]]:
        """Hero name -> (effects resolved, effects fizzled) over all games."""
        return {name: (int(r.sum()), int(f.sum())) for name, (r, f) in self.hero_plays().items()}

    def to_frame(self):
        """One row per game: deck, tricks per round, and per seat total, win share and busts."""
        import pandas as pd
        shares = self.win_shares()
        totals = self.totals
        columns = {"game": np.arange(self.first_game, self.first_game + self.games),
                   "deck": [",".join(self.hero_names[h] for h in row) for row in self.heroes.tolist()]}
        for r in range(self.rounds):
            columns[f"tricks_round{r + 1}"] = self.tricks[:, r]
        for seat in range(self.players):
            columns[f"total_{seat}"] = totals[:, seat]
            columns[f"win_share_{seat}"] = shares[:, seat]
            columns[f"busts_{seat}"] = self.busts[:, seat]
        return pd.DataFrame(columns)


def format_summary(results: GameResults, wall_seconds: float) -> str:
    """The short text summary of a batch: speed, seats, rounds, fizzles."""
    g = results.games
    lines = [
        f"games        {g:,}",
        f"wall time    {wall_seconds:.2f} s   ({g / wall_seconds:,.0f} games/s)",
        f"strategies   {', '.join(results.strategies)}",
        "",
        f"{'seat':<6}{'win share':>11}{'95% interval':>18}{'mean score':>12}{'95% interval':>18}"
        f"{'busts/game':>12}{'95% interval':>18}",
    ]
    shares = results.win_shares()
    totals = results.totals
    for seat in range(results.players):
        won = float(shares[:, seat].sum())
        lo, hi = wilson_interval(won, g)
        mean, mlo, mhi = mean_interval(totals[:, seat])
        busts, blo, bhi = mean_interval(results.busts[:, seat])
        lines.append(f"{seat:<6}{won / g:>10.1%} {f'[{lo:.1%}, {hi:.1%}]':>17}{mean:>12.2f}"
                     f"{f'[{mlo:.2f}, {mhi:.2f}]':>18}{busts:>12.2f}{f'[{blo:.2f}, {bhi:.2f}]':>18}")
    shared = int((results.winners.sum(axis=1) > 1).sum())
    slo, shi = wilson_interval(shared, g)
    lines.append(f"shared wins  {shared:,} games, {shared / g:.3%} [{slo:.3%}, {shi:.3%}]    "
                 f"expected win share per seat {1 / results.players:.1%}")
    lines.append("tricks/round " + "  ".join(f"R{r + 1} {results.tricks[:, r].mean():.2f}"
                                              for r in range(results.rounds)))
    if results.capped.any():
        lines.append(f"WARNING      {int(results.capped.sum())} games hit the trick cap per round")
    lines += ["", f"{'hero':<16}{'effects':>10}{'fizzled':>10}{'fizzle rate':>13}{'95% interval':>18}"]
    for name, (resolved, fizzled) in results.hero_plays().items():
        n = int(resolved.sum() + fizzled.sum())
        if n == 0:
            lines.append(f"{name:<16}{0:>10}{0:>10}{'never played':>13}")
            continue
        rate, lo, hi = ratio_interval(fizzled, resolved + fizzled)
        lines.append(f"{name:<16}{n:>10,}{int(fizzled.sum()):>10,}{rate:>13.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}")
    return "\n".join(lines)
