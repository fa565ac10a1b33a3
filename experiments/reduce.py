"""Per-game results of one task -> the task's rows: sums and counts that add up across tasks.

Memory stays flat however many games a spec plays: a task's games are reduced here, in
the worker, and only these few hundred rows leave it. The input is a game's ``Outcome``
(simkit.games.base), so every registered game reduces the same way.

Win shares are counted in WIN_UNITS per game (a k-way shared win is WIN_UNITS / k to each
winner, an integer for every k up to 8 players), so every sum is an integer and adding
tasks in any order or chunking gives the same bits.
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import Outcome

WIN_UNITS = 840  # lcm(1..8): a k-way share is a whole number of units for every k <= 8 players

SEAT_COLUMNS = ("seat", "games", "win_units", "sole_wins", "score_sum", "score_sq_sum")
CELL_COLUMNS = ("games", "length_sum", "length_sq_sum", "rounds_sum", "rounds_sq_sum", "shared_win_games",
                "no_winner_games", "lead_changes_sum", "spread_sum", "spread_sq_sum", "capped_games")
HERO_COLUMNS = ("hero", "plays", "resolved", "fizzled", "fizzled_sq_sum", "effects_sq_sum", "fizzled_effects_sum")
HERO_SEAT_COLUMNS = ("seat", "hero", "games", "plays_sum", "plays_sq_sum", "plays_score_sum", "plays_win_units")
MARK_COLUMNS = ("seat", "mark", "games", "mark_sum", "mark_sq_sum", "marked_games", "marked_win_units")
SCORE_HIST_COLUMNS = ("seat", "score", "count")
LENGTH_HIST_COLUMNS = ("length", "count")
TABLES = {"seats": SEAT_COLUMNS, "cells": CELL_COLUMNS, "heroes": HERO_COLUMNS, "hero_seats": HERO_SEAT_COLUMNS,
          "marks": MARK_COLUMNS, "score_hist": SCORE_HIST_COLUMNS, "length_hist": LENGTH_HIST_COLUMNS}
TEXT_COLUMNS = ("hero", "mark")

TaskRows = dict[str, dict[str, np.ndarray]]  # table -> column -> values


def win_units(winners: np.ndarray) -> np.ndarray:
    """(games, players) int64: WIN_UNITS / k to each of k winners; 0 to all in a game nobody won."""
    winners = winners.astype(np.int64)
    count = winners.sum(axis=1, keepdims=True)
    return winners * (WIN_UNITS // np.maximum(count, 1))


def histogram(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    keys, counts = np.unique(values, return_counts=True)
    return keys.astype(np.int64), counts.astype(np.int64)


def _sums(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    values = values.astype(np.int64)
    return np.array([values.sum()]), np.array([(values ** 2).sum()])


def reduce_games(outcome: Outcome) -> TaskRows:
    g, p = outcome.games, outcome.players
    scores = outcome.scores.astype(np.int64)
    units = win_units(outcome.winners)
    winner_count = outcome.winners.sum(axis=1)
    spread = scores.max(axis=1) - scores.min(axis=1)
    length_sum, length_sq = _sums(outcome.length)
    rounds_sum, rounds_sq = _sums(outcome.rounds)
    spread_sum, spread_sq = _sums(spread)
    rows: TaskRows = {
        "seats": {"seat": np.arange(p, dtype=np.int64), "games": np.full(p, g, np.int64),
                  "win_units": units.sum(axis=0),
                  "sole_wins": outcome.winners[winner_count == 1].sum(axis=0).astype(np.int64),
                  "score_sum": scores.sum(axis=0), "score_sq_sum": (scores ** 2).sum(axis=0)},
        "cells": {"games": np.array([g]), "length_sum": length_sum, "length_sq_sum": length_sq,
                  "rounds_sum": rounds_sum, "rounds_sq_sum": rounds_sq,
                  "shared_win_games": np.array([(winner_count > 1).sum()]),
                  "no_winner_games": np.array([(winner_count == 0).sum()]),
                  "lead_changes_sum": np.array([outcome.lead_changes.astype(np.int64).sum()]),
                  "spread_sum": spread_sum, "spread_sq_sum": spread_sq,
                  "capped_games": np.array([(outcome.capped != 0).sum()])},
    }
    rows["cells"] = {k: v.astype(np.int64) for k, v in rows["cells"].items()}
    rows.update(_item_rows(outcome, scores, units))
    rows["marks"] = _mark_rows(outcome, units)
    score_seats, score_keys, score_counts = [], [], []
    for seat in range(p):
        keys, counts = histogram(scores[:, seat])
        score_seats.append(np.full(keys.size, seat, np.int64))
        score_keys.append(keys)
        score_counts.append(counts)
    rows["score_hist"] = {"seat": np.concatenate(score_seats), "score": np.concatenate(score_keys),
                          "count": np.concatenate(score_counts)}
    keys, counts = histogram(outcome.length)
    rows["length_hist"] = {"length": keys, "count": counts}
    return rows


def _item_rows(outcome: Outcome, scores: np.ndarray, units: np.ndarray) -> TaskRows:
    """Per item and per seat and item ("heroes", "hero_seats"); a task plays one deck, so an
    item column holds one item in all its games."""
    ids = outcome.item_ids()
    deck = ids[0]
    if (ids != deck).any():
        raise ValueError("a task plays one deck, but its games' heroes differ")
    p = outcome.players
    plays = outcome.item_plays.astype(np.int64)  # (games, players, column)
    names = np.array([outcome.item_names[h] for h in deck.tolist()], dtype=object)
    heroes = {"hero": names, "plays": plays.sum(axis=(0, 1)),
              "resolved": outcome.item_resolved.sum(axis=0).astype(np.int64),
              "fizzled": outcome.item_fizzled.sum(axis=0).astype(np.int64)}
    heroes.update(_per_game_fizzle_sums(outcome, names))
    columns = plays.shape[2]
    by_column = {"plays_sum": plays.sum(axis=0), "plays_sq_sum": (plays * plays).sum(axis=0),
                 "plays_score_sum": np.einsum("gps,gp->ps", plays, scores),
                 "plays_win_units": np.einsum("gps,gp->ps", plays, units)}  # each (players, column)
    hero_seats = {"seat": np.tile(np.arange(p, dtype=np.int64), columns), "hero": np.repeat(names, p),
                  "games": np.full(p * columns, outcome.games, np.int64)}
    hero_seats.update({k: v.T.reshape(-1).astype(np.int64) for k, v in by_column.items()})  # column-major, then seat
    return {"heroes": heroes, "hero_seats": hero_seats}


def _per_game_fizzle_sums(outcome: Outcome, names: np.ndarray) -> dict[str, np.ndarray]:
    """Per item column, sums over games of f_g^2, e_g^2 and f_g e_g (f: fizzled, e: resolved + fizzled in
    game g): with the plain sums they give the fizzle rate's variance clustered by game (reports/fizzles.py).
    Columns sharing a name are added per game first, as the tables add their rows, so the squares stay
    squares of the item's per-game counts."""
    fizzled = outcome.item_fizzled.astype(np.int64)
    effects = fizzled + outcome.item_resolved.astype(np.int64)
    same = names[:, None] == names[None, :]  # column -> every column of its name
    fizzled, effects = fizzled @ same.astype(np.int64), effects @ same.astype(np.int64)
    first = np.array([np.flatnonzero(row)[0] == i for i, row in enumerate(same)])  # sums on a name's first column
    sums = {"fizzled_sq_sum": (fizzled * fizzled).sum(axis=0), "effects_sq_sum": (effects * effects).sum(axis=0),
            "fizzled_effects_sum": (fizzled * effects).sum(axis=0)}
    return {k: np.where(first, v, 0).astype(np.int64) for k, v in sums.items()}


def _mark_rows(outcome: Outcome, units: np.ndarray) -> dict[str, np.ndarray]:
    """Per seat and mark: its sum and sum of squares, the games where the seat had it, and the
    seat's win units in those games (how often a seat that, say, reached the sun first wins)."""
    p = outcome.players
    names = sorted(outcome.marks)
    columns = {c: [] for c in MARK_COLUMNS}
    for name in names:
        values = outcome.marks[name].astype(np.int64)  # (games, players)
        marked = values > 0
        columns["seat"].append(np.arange(p, dtype=np.int64))
        columns["mark"].append(np.full(p, name, dtype=object))
        columns["games"].append(np.full(p, outcome.games, np.int64))
        columns["mark_sum"].append(values.sum(axis=0))
        columns["mark_sq_sum"].append((values ** 2).sum(axis=0))
        columns["marked_games"].append(marked.sum(axis=0).astype(np.int64))
        columns["marked_win_units"].append((units * marked).sum(axis=0))
    if not names:
        return {c: np.zeros(0, dtype=object if c == "mark" else np.int64) for c in MARK_COLUMNS}
    return {c: np.concatenate(v) for c, v in columns.items()}
