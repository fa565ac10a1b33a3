"""Deck ranking by balance, and the racing suggestion: which decks deserve more games.

A deck's imbalance is the largest deviation of a seat's win share from the fair share 1/players
(0 for a perfectly fair deck). Its interval is a parametric bootstrap over the seats' win counts;
finite samples make even a fair deck show some imbalance, of the order of the noise.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from reports.seats import game_metrics, seat_advantage
from reports.stats import DECK, GROUP

BOOTSTRAP = 1000  # multinomial redraws per deck
EXTRA_GAMES_FACTOR = 3  # 3x more games halves an interval's width (total 4x)


def deck_ranking(results, seed: int = 0) -> pd.DataFrame:
    """One row per deck at a player count, most balanced first within each player count: the
    imbalance with its 95% interval, the seat furthest from fair, the deck's game metrics."""
    seats = seat_advantage(results).sort_values(DECK + ["seat"])
    rng = np.random.default_rng(seed)
    rows = []
    for keys, deck in seats.groupby(DECK, observed=True, sort=False):
        players, games = int(keys[1]), int(deck["games"].iloc[0])
        shares = np.clip(deck["win_share"].to_numpy(float), 0, None)
        deviation = np.abs(shares - 1.0 / players)
        redrawn = rng.multinomial(games, shares / shares.sum(), size=BOOTSTRAP) / games
        spread = np.abs(redrawn - 1.0 / players).max(axis=1)
        worst = int(np.argmax(deviation))
        rows.append({**dict(zip(DECK, keys)), "games": games, "imbalance": float(deviation.max()),
                     "imbalance_lo": float(np.quantile(spread, 0.025)),
                     "imbalance_hi": float(np.quantile(spread, 0.975)),
                     "worst_seat": int(deck["seat"].iloc[worst]), "worst_share": float(shares[worst])})
    table = pd.DataFrame(rows, columns=DECK + ["games", "imbalance", "imbalance_lo", "imbalance_hi", "worst_seat",
                                               "worst_share"])
    metrics = game_metrics(results)[DECK + ["balance", "advantage", "drawishness", "length_mean", "spread_mean",
                                            "seat_p_value"]]
    table = table.merge(metrics, on=DECK, how="left")
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
