"""Synthetic results with known answers, shaped exactly like ``simkit.experiments.load``'s.

Games are drawn from a small generative model whose effects are set by hand (a hero that adds
+2 points of seat-0 win share, a pair that lengthens games, a strategy twice as strong), then
reduced to the same per-cell, per-seat and per-hero sums the runner stores. The analyses are
tested on them, and the docs build a demonstration report from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

import numpy as np
import pandas as pd

from simkit.reports.stats import CELL, wilson

BASE_SCORE = 20.0  # mean final total of a seat before hero effects
SCORE_NOISE = 4.0  # sd of a seat's final total
BASE_LENGTH = 28.0  # mean tricks per game
LENGTH_NOISE = 3.0


@dataclass
class SyntheticModel:
    """The effects the synthetic games are drawn with; every field defaults to 'no effect'."""
    seat_weights: dict[int, list[float]] = field(default_factory=dict)  # players -> relative seat win weights
    hero_seat0: dict[str, float] = field(default_factory=dict)  # hero -> added to seat 0's win probability
    hero_length: dict[str, float] = field(default_factory=dict)  # hero -> added tricks per game
    pair_length: dict[tuple[str, str], float] = field(default_factory=dict)  # hero pair -> added tricks
    play_score: dict[str, float] = field(default_factory=dict)  # hero -> added to final total per play
    strength: dict[str, float] = field(default_factory=dict)  # strategy -> relative win weight (default 1)
    fizzle: dict[str, float] = field(default_factory=dict)  # hero -> probability a play fizzles
    plays_per_hero: float = 1.0  # mean plays of each deck hero per seat and game
    # sources of sampling beyond independent games and plays (0: none; they draw from their own streams,
    # so a model without them gives the same numbers as before they existed)
    fizzle_game_correlation: float = 0.0  # correlation of two plays' fizzles within one game (beta-binomial)
    fizzle_deck_sd: float = 0.0  # sd of a (deck, hero)'s fizzle probability around the hero's
    play_score_deck_sd: float = 0.0  # sd of a (deck, hero)'s points per play around the hero's
    shared_win_rate: float = 0.01  # share of games won jointly by two seats


@dataclass
class SyntheticResults:
    """The attributes of the runner's ``Results``; the analyses need nothing else."""
    manifest: dict
    seats: pd.DataFrame
    cells: pd.DataFrame
    heroes: pd.DataFrame
    hero_seats: pd.DataFrame
    marks: pd.DataFrame
    score_hist: pd.DataFrame
    length_hist: pd.DataFrame

    @property
    def game(self) -> str:
        """The game of the manifest's ruleset, as the runner's results name it."""
        from simkit.games.registry import game_of_ruleset
        return game_of_ruleset(self.manifest["spec"]["ruleset"]).name


def win_probabilities(model: SyntheticModel, deck: list[str], lineup: list[str]) -> np.ndarray:
    """Per seat: seat weight x strategy strength, normalised, then seat 0 shifted by its deck's heroes."""
    players = len(lineup)
    weights = np.asarray(model.seat_weights.get(players, [1.0] * players), dtype=float)
    weights = weights * np.array([model.strength.get(name, 1.0) for name in lineup])
    probs = weights / weights.sum()
    shift = sum(model.hero_seat0.get(hero, 0.0) for hero in deck)
    probs[0] += shift
    probs[1:] -= shift / (players - 1)
    return probs


def _deck_rng(seed: int, deck_id: int, stream: int) -> np.random.Generator:
    return np.random.default_rng([seed, deck_id, stream])


def _play_score(model, deck, deck_rng) -> np.ndarray:
    beta = np.array([model.play_score.get(hero, 0.0) for hero in deck])
    if model.play_score_deck_sd:
        beta = beta + deck_rng.normal(0.0, model.play_score_deck_sd, len(beta))
    return beta


def _fizzles(model, hero, effects, rng, side, deck_shift):
    """Per game, fizzled effects of a hero tried ``effects[g]`` times in game g.

    The total is drawn from the main stream as before; without clustering it is spread over the
    games by a multivariate hypergeometric draw (the same law as independent plays)."""
    p = model.fizzle.get(hero, 0.0)
    total = int(rng.binomial(int(effects.sum()), p))
    if not (model.fizzle_game_correlation or model.fizzle_deck_sd):
        return side.multivariate_hypergeometric(effects, total) if total else np.zeros_like(effects)
    p = float(np.clip(p + deck_shift, 0.0, 1.0))
    rho = model.fizzle_game_correlation
    if rho and 0 < p < 1:
        concentration = (1 - rho) / rho
        p = side.beta(p * concentration, (1 - p) * concentration, size=effects.size)
    return side.binomial(effects, p)


def _play_cell(model, deck, lineup, games, rng, beta=None):
    """Per-game arrays of one cell: win shares, sole wins, totals, busts, plays, tricks, lead changes."""
    players = len(lineup)
    winner = rng.choice(players, size=games, p=win_probabilities(model, deck, lineup))
    shares = np.zeros((games, players))
    shares[np.arange(games), winner] = 1.0
    shared = rng.random(games) < model.shared_win_rate
    partner = (winner + rng.integers(1, players, size=games)) % players
    shares[shared, winner[shared]] = 0.5
    shares[shared, partner[shared]] = 0.5
    plays = rng.poisson(model.plays_per_hero, size=(games, players, len(deck)))
    beta = np.array([model.play_score.get(hero, 0.0) for hero in deck]) if beta is None else beta
    totals = np.rint(np.maximum(BASE_SCORE + plays @ beta + rng.normal(0, SCORE_NOISE, (games, players)), 0))
    length = BASE_LENGTH + sum(model.hero_length.get(hero, 0.0) for hero in deck)
    length += sum(effect for pair, effect in model.pair_length.items() if set(pair) <= set(deck))
    tricks = np.maximum(np.rint(length + rng.normal(0, LENGTH_NOISE, games)), 1).astype(int)
    return dict(shares=shares, sole=(shares == 1.0), totals=totals, plays=plays, tricks=tricks,
                busts=rng.poisson(2.0, size=(games, players)), lead_changes=rng.poisson(1.5, size=games))


def synthetic_results(decks: list[list[str]], lineups: list[list[str]], model: SyntheticModel | None = None,
                      games: int = 2000, seed: int = 0, ruleset: str = "cot",
                      sampled: bool = False) -> SyntheticResults:
    """Every deck x line-up (the line-up's length is the player count) for ``games`` games each.
    ``sampled``: the manifest says the decks were drawn at random (``decks.sample``), as from a pool."""
    model = model or SyntheticModel()
    rng = np.random.default_rng(seed)
    seat_rows, cell_rows, hero_rows, hero_seat_rows, mark_rows, score_rows, length_rows = [], [], [], [], [], [], []
    for deck_id, deck in enumerate(decks):
        beta = _play_score(model, deck, _deck_rng(seed, deck_id, 1))
        fizzle_shift = _deck_rng(seed, deck_id, 2).normal(0.0, model.fizzle_deck_sd or 1.0, len(deck))
        fizzle_shift *= bool(model.fizzle_deck_sd)
        for number, lineup in enumerate(lineups):
            g = _play_cell(model, deck, lineup, games, rng, beta)
            side = _deck_rng(seed, deck_id, 3 + number)
            cell = dict(zip(CELL, (ruleset, len(lineup), deck_id, ",".join(deck), ",".join(lineup))))
            for seat, strategy in enumerate(lineup):
                wins, totals = g["shares"][:, seat], g["totals"][:, seat]
                seat_rows.append({**cell, "seat": seat, "strategy": strategy, "games": games,
                                  "wins": float(wins.sum()), "sole_wins": int(g["sole"][:, seat].sum()),
                                  "score_sum": float(totals.sum()), "score_sq_sum": float((totals ** 2).sum())})
                busts = g["busts"][:, seat]
                mark_rows.append({**cell, "seat": seat, "strategy": strategy, "mark": "busts", "games": games,
                                  "mark_sum": int(busts.sum()), "mark_sq_sum": int((busts ** 2).sum()),
                                  "marked_games": int((busts > 0).sum()),
                                  "marked_wins": float(wins[busts > 0].sum())})
                values, counts = np.unique(totals, return_counts=True)
                score_rows += [{**cell, "seat": seat, "score": int(v), "count": int(c)} for v, c in zip(values, counts)]
                for slot, hero in enumerate(deck):
                    plays = g["plays"][:, seat, slot]
                    hero_seat_rows.append({**cell, "seat": seat, "strategy": strategy, "hero": hero, "games": games,
                                           "plays_sum": int(plays.sum()), "plays_sq_sum": int((plays ** 2).sum()),
                                           "plays_score_sum": float((plays * totals).sum()),
                                           "plays_win_sum": float((plays * wins).sum())})
            for slot, hero in enumerate(deck):
                effects = g["plays"][:, :, slot].sum(axis=1)  # per game: every play's effect is tried
                fizzled = _fizzles(model, hero, effects, rng, side, fizzle_shift[slot])
                hero_rows.append({**cell, "hero": hero, "plays": int(effects.sum()),
                                  "resolved": int((effects - fizzled).sum()), "fizzled": int(fizzled.sum()),
                                  "fizzled_sq_sum": int((fizzled ** 2).sum()),
                                  "effects_sq_sum": int((effects ** 2).sum()),
                                  "fizzled_effects_sum": int((fizzled * effects).sum())})
            spread = g["totals"].max(axis=1) - g["totals"].min(axis=1)
            cell_rows.append({**cell, "games": games, "length_sum": int(g["tricks"].sum()),
                              "length_sq_sum": int((g["tricks"] ** 2).sum()), "rounds_sum": 3 * games,
                              "rounds_sq_sum": 9 * games, "shared_win_games": int((~g["sole"].any(axis=1)).sum()),
                              "no_winner_games": 0,
                              "lead_changes_sum": int(g["lead_changes"].sum()), "spread_sum": float(spread.sum()),
                              "spread_sq_sum": float((spread ** 2).sum()), "capped_games": 0})
            values, counts = np.unique(g["tricks"], return_counts=True)
            length_rows += [{**cell, "length": int(v), "count": int(c)} for v, c in zip(values, counts)]
    return SyntheticResults(_manifest(seed, ruleset, decks, lineups, games, sampled), _finish_seats(pd.DataFrame(seat_rows)),
                            _finish_cells(pd.DataFrame(cell_rows)), _finish_heroes(pd.DataFrame(hero_rows)),
                            pd.DataFrame(hero_seat_rows), _finish_marks(pd.DataFrame(mark_rows)),
                            pd.DataFrame(score_rows), pd.DataFrame(length_rows))


def _finish_seats(seats):
    seats["win_share"] = seats["wins"] / seats["games"]
    seats["win_share_lo"], seats["win_share_hi"] = wilson(seats["wins"], seats["games"])
    seats["score_mean"] = seats["score_sum"] / seats["games"]
    seats["score_sd"] = np.sqrt((seats["score_sq_sum"] - seats["score_sum"] ** 2 / seats["games"])
                                / (seats["games"] - 1))
    return seats


def _finish_cells(cells):
    for measure in ("length", "rounds"):
        cells[f"{measure}_mean"] = cells[f"{measure}_sum"] / cells["games"]
        cells[f"{measure}_sd"] = np.sqrt((cells[f"{measure}_sq_sum"] - cells[f"{measure}_sum"] ** 2 / cells["games"])
                                         / (cells["games"] - 1))
    return cells


def _finish_marks(marks):
    marks["mark_mean"] = marks["mark_sum"] / marks["games"]
    marks["marked_rate"] = marks["marked_games"] / marks["games"]
    marks["marked_win_share"] = marks["marked_wins"] / marks["marked_games"]
    marks["marked_win_share_lo"], marks["marked_win_share_hi"] = wilson(marks["marked_wins"], marks["marked_games"])
    return marks


def _finish_heroes(heroes):
    heroes["fizzle_rate"] = heroes["fizzled"] / heroes["plays"].where(heroes["plays"] > 0)
    return heroes


def _manifest(seed, ruleset, decks, lineups, games, sampled=False):
    sweep = {"sample": len(decks)} if sampled else len(decks)
    return {"spec_file": "synthetic.toml", "description": "Synthetic results with planted effects (reports/synthetic.py)",
            "spec": {"ruleset": ruleset, "decks": sweep, "lineups": [",".join(lineup) for lineup in lineups],
                     "games": games},
            "seed": seed, "versions": {"numpy": np.__version__, "pandas": pd.__version__},
            "engine_hash": "synthetic", "simkit_version": "synthetic", "created": "synthetic"}


def deck_sweep(pool: list[str], size: int = 7) -> list[list[str]]:
    """Every ``size``-hero deck of the pool, as a sweep would run them."""
    return [list(deck) for deck in combinations(pool, size)]
