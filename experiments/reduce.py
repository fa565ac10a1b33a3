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
    """Per hero (any deck slot, any game) and per seat and hero."""
    p = results.players
    plays = results.plays.astype(np.int64)
    heroes, hero_seats = {c: [] for c in HERO_COLUMNS}, {c: [] for c in HERO_SEAT_COLUMNS}
    for hero in np.unique(results.heroes):
        in_slot = (results.heroes == hero).astype(np.int64)  # (games, 7)
        in_deck = in_slot.any(axis=1)
        hero_plays = np.einsum("gps,gs->gp", plays, in_slot)  # (games, players)
        name = results.hero_names[hero]
        heroes["hero"].append(name)
        heroes["plays"].append(hero_plays.sum())
        heroes["resolved"].append((results.effects_resolved * in_slot).sum())
        heroes["fizzled"].append((results.effects_fizzled * in_slot).sum())
        hero_seats["seat"] += range(p)
        hero_seats["hero"] += [name] * p
        hero_seats["games"] += [in_deck.sum()] * p
        hero_seats["plays_sum"] += hero_plays.sum(axis=0).tolist()
        hero_seats["plays_sq_sum"] += (hero_plays ** 2).sum(axis=0).tolist()
        hero_seats["plays_score_sum"] += (hero_plays * totals).sum(axis=0).tolist()
        hero_seats["plays_win_units"] += (hero_plays * units).sum(axis=0).tolist()

    def arrays(table: dict) -> dict:
        return {k: np.array(v, dtype=object if k == "hero" else np.int64) for k, v in table.items()}
    return {"heroes": arrays(heroes), "hero_seats": arrays(hero_seats)}
