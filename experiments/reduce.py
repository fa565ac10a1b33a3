"""Per-game results of one task -> the task's rows: sums and counts that add up across tasks.

Memory stays flat however many games a spec plays: a task's games are reduced here, in
the worker, and only these few hundred rows leave it.

Win shares are counted in WIN_UNITS per game (a k-way shared win is WIN_UNITS / k to each
winner, an integer for every k up to 7 players), so every sum is an integer and adding
tasks in any order or chunking gives the same bits.
"""

from __future__ import annotations

import numpy as np

from simkit.results import GameResults

WIN_UNITS = 420  # lcm(1..7): a k-way share is a whole number of units for every k <= 7 players

SEAT_COLUMNS = ("seat", "games", "win_units", "sole_wins", "score_sum", "score_sq_sum", "busts_sum")
CELL_COLUMNS = ("games", "tricks_sum", "tricks_sq_sum", "shared_win_games", "lead_changes_sum", "spread_sum",
                "spread_sq_sum", "capped_games")
HERO_COLUMNS = ("hero", "plays", "resolved", "fizzled")
HERO_SEAT_COLUMNS = ("seat", "hero", "games", "plays_sum", "plays_sq_sum", "plays_score_sum", "plays_win_units")
SCORE_HIST_COLUMNS = ("seat", "score", "count")
LENGTH_HIST_COLUMNS = ("tricks", "count")
TABLES = {"seats": SEAT_COLUMNS, "cells": CELL_COLUMNS, "heroes": HERO_COLUMNS, "hero_seats": HERO_SEAT_COLUMNS,
          "score_hist": SCORE_HIST_COLUMNS, "length_hist": LENGTH_HIST_COLUMNS}

TaskRows = dict[str, dict[str, np.ndarray]]  # table -> column -> values


def win_units(winners: np.ndarray) -> np.ndarray:
    """(games, players) int64: WIN_UNITS / k to each of k winners."""
    winners = winners.astype(np.int64)
    return winners * (WIN_UNITS // winners.sum(axis=1, keepdims=True))


def lead_changes(round_scores: np.ndarray, rounds: int) -> np.ndarray:
    """Per game: how often the set of seats with the lowest running total changes between rounds."""
    running = np.cumsum(round_scores[:, :rounds, :], axis=1)
    leaders = running == running.min(axis=2, keepdims=True)
    return (leaders[:, 1:] != leaders[:, :-1]).any(axis=2).sum(axis=1)


def histogram(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    keys, counts = np.unique(values, return_counts=True)
    return keys.astype(np.int64), counts.astype(np.int64)


def reduce_games(results: GameResults) -> TaskRows:
    g, p = results.games, results.players
    totals = results.totals.astype(np.int64)
    units = win_units(results.winners)
    winner_count = results.winners.sum(axis=1)
    tricks = results.tricks[:, :results.rounds].sum(axis=1).astype(np.int64)
    spread = totals.max(axis=1) - totals.min(axis=1)
    seats = np.arange(p, dtype=np.int64)
    rows: TaskRows = {
        "seats": {"seat": seats, "games": np.full(p, g, np.int64), "win_units": units.sum(axis=0),
                  "sole_wins": results.winners[winner_count == 1].sum(axis=0).astype(np.int64),
                  "score_sum": totals.sum(axis=0), "score_sq_sum": (totals ** 2).sum(axis=0),
                  "busts_sum": results.busts.sum(axis=0).astype(np.int64)},
        "cells": {"games": np.array([g]), "tricks_sum": np.array([tricks.sum()]),
                  "tricks_sq_sum": np.array([(tricks ** 2).sum()]),
                  "shared_win_games": np.array([(winner_count > 1).sum()]),
                  "lead_changes_sum": np.array([lead_changes(results.round_scores, results.rounds).sum()]),
                  "spread_sum": np.array([spread.sum()]), "spread_sq_sum": np.array([(spread ** 2).sum()]),
                  "capped_games": np.array([(results.capped != 0).sum()])},
    }
    rows["cells"] = {k: v.astype(np.int64) for k, v in rows["cells"].items()}
    rows.update(_hero_rows(results, totals, units))
    score_seats, score_keys, score_counts = [], [], []
    for seat in range(p):
        keys, counts = histogram(totals[:, seat])
        score_seats.append(np.full(keys.size, seat, np.int64))
        score_keys.append(keys)
        score_counts.append(counts)
    rows["score_hist"] = {"seat": np.concatenate(score_seats), "score": np.concatenate(score_keys),
                          "count": np.concatenate(score_counts)}
    keys, counts = histogram(tricks)
    rows["length_hist"] = {"tricks": keys, "count": counts}
    return rows


def _hero_rows(results: GameResults, totals: np.ndarray, units: np.ndarray) -> TaskRows:
    """Per hero and per seat and hero; a task plays one deck, so a hero is one deck slot."""
    deck = results.heroes[0]
    if (results.heroes != deck).any():
        raise ValueError("a task plays one deck, but its games' heroes differ")
    p = results.players
    plays = results.plays.astype(np.int64)  # (games, players, slot)
    names = np.array([results.hero_names[h] for h in deck.tolist()], dtype=object)
    heroes = {"hero": names, "plays": plays.sum(axis=(0, 1)),
              "resolved": results.effects_resolved.sum(axis=0).astype(np.int64),
              "fizzled": results.effects_fizzled.sum(axis=0).astype(np.int64)}
    slots = plays.shape[2]
    by_slot = {"plays_sum": plays.sum(axis=0), "plays_sq_sum": (plays * plays).sum(axis=0),
               "plays_score_sum": np.einsum("gps,gp->ps", plays, totals),
               "plays_win_units": np.einsum("gps,gp->ps", plays, units)}  # each (players, slot)
    hero_seats = {"seat": np.tile(np.arange(p, dtype=np.int64), slots), "hero": np.repeat(names, p),
                  "games": np.full(p * slots, results.games, np.int64)}
    hero_seats.update({k: v.T.reshape(-1).astype(np.int64) for k, v in by_slot.items()})  # slot-major, then seat
    return {"heroes": heroes, "hero_seats": hero_seats}
