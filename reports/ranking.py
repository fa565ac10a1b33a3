"""Deck ranking by balance, and the racing suggestion: which decks deserve more games.

A deck's imbalance is the largest deviation of a seat's win share from the fair share 1/players
(0 for a perfectly fair deck). Its interval comes from the seats' Wilson intervals, Bonferroni
widened to 95% for all seats at once: if every seat's true share is inside its interval, the true
imbalance lies between the nearest and the farthest the intervals get from 1/players. Finite
samples make even a fair deck show some imbalance; its lower bound is then 0.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.seats import game_metrics, seat_advantage
from simkit.reports.stats import DECK, GROUP, wilson

EXTRA_GAMES_FACTOR = 3  # 3x more games halves an interval's width (total 4x)


def imbalance_bounds(wins, games, players: int) -> tuple[np.ndarray, np.ndarray]:
    """Per seat, the nearest and farthest distance of its simultaneous 95% interval from 1/players."""
    z = stats.norm.ppf(1 - 0.025 / players)  # Bonferroni: all seats covered at once with 95%
    lo, hi = wilson(wins, games, z)
    fair = 1.0 / players
    nearest = np.where((lo <= fair) & (fair <= hi), 0.0, np.minimum(np.abs(lo - fair), np.abs(hi - fair)))
    return nearest, np.maximum(np.abs(lo - fair), np.abs(hi - fair))


def deck_ranking(results) -> pd.DataFrame:
    """One row per deck at a player count, most balanced first within each player count: the
    imbalance with its 95% interval, the seat furthest from fair, the deck's game metrics."""
    seats = seat_advantage(results)
    seats["deviation"] = (seats["win_share"] - seats["expected"]).abs()
    seats["nearest"], seats["farthest"] = np.nan, np.nan
    for players, rows in seats.groupby("players", observed=True):
        nearest, farthest = imbalance_bounds(rows["wins"], rows["games"], int(players))
        seats.loc[rows.index, "nearest"], seats.loc[rows.index, "farthest"] = nearest, farthest
    by_deck = seats.groupby(DECK, observed=True, sort=False)
    worst = seats.loc[by_deck["deviation"].idxmax()].set_index(DECK)
    table = pd.DataFrame({"games": by_deck["games"].first(), "imbalance": by_deck["deviation"].max(),
                          "imbalance_lo": by_deck["nearest"].max(), "imbalance_hi": by_deck["farthest"].max()})
    table["worst_seat"] = worst["seat"]
    table["worst_share"] = worst["win_share"]
    metrics = game_metrics(results)[DECK + ["balance", "advantage", "drawishness", "length_mean", "spread_mean",
                                            "seat_p_value"]]
    table = table.reset_index().merge(metrics, on=DECK, how="left")
    table = table.sort_values(GROUP + ["imbalance"], kind="stable").reset_index(drop=True)
    table["rank"] = table.groupby(GROUP, observed=True).cumcount() + 1
    return table


def rerun_suggestions(ranking: pd.DataFrame, leaders: int = 5) -> pd.DataFrame:
    """Racing: per player count and end of the ranking (most / least balanced), the decks whose
    interval still overlaps the boundary of the top ``leaders``: the leaders not yet separated
    from the rest, and the challengers that could still enter. Only they need more games."""
    rows = []
    for keys, group in ranking.groupby(GROUP, observed=True):
        if len(group) <= leaders:
            continue
        for end, ordered in (("most balanced", group.sort_values("imbalance")),
                             ("least balanced", group.sort_values("imbalance", ascending=False))):
            top, rest = ordered.iloc[:leaders], ordered.iloc[leaders:]
            if end == "most balanced":
                challengers = rest[rest["imbalance_lo"] < top["imbalance_hi"].max()]
                unsettled = top[top["imbalance_hi"] > rest["imbalance_lo"].min()]
            else:
                challengers = rest[rest["imbalance_hi"] > top["imbalance_lo"].min()]
                unsettled = top[top["imbalance_lo"] < rest["imbalance_hi"].max()]
            for role, decks in (("leader", unsettled), ("challenger", challengers)):
                for _, row in decks.iterrows():
                    rows.append({**dict(zip(GROUP, keys)), "end": end, "role": role, "deck_id": row["deck_id"],
                                 "deck": row["deck"], "imbalance": row["imbalance"],
                                 "imbalance_lo": row["imbalance_lo"], "imbalance_hi": row["imbalance_hi"],
                                 "games": int(row["games"]), "extra_games": int(row["games"]) * EXTRA_GAMES_FACTOR})
    return pd.DataFrame(rows, columns=GROUP + ["end", "role", "deck_id", "deck", "imbalance", "imbalance_lo",
                                               "imbalance_hi", "games", "extra_games"])


def race_rerun(race: pd.DataFrame) -> pd.DataFrame:
    """The decks worth more games after a raced run (experiments/racing.py): those the race left
    unsettled, with the race's own intervals (corrected over decks, seats and rounds)."""
    rows = race[race["status"] == "unsettled"]
    table = pd.DataFrame({"ruleset": rows["ruleset"], "players": rows["players"], "end": "either",
                          "role": "unsettled by the race", "deck_id": rows["deck_id"], "deck": rows["deck"],
                          "imbalance": rows["imbalance"], "imbalance_lo": rows["imbalance_lo"],
                          "imbalance_hi": rows["imbalance_hi"], "games": rows["games"].astype(int),
                          "extra_games": rows["games"].astype(int) * EXTRA_GAMES_FACTOR})
    return table.sort_values(GROUP + ["imbalance"], kind="stable").reset_index(drop=True)
