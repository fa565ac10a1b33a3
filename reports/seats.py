"""Seat order: win share per seat with intervals, and the Ludii-style game metrics per deck.

Line-ups are pooled within a deck: with seat rotation every strategy visits every seat equally
often, so the seat effect is not confounded with who sits there.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from reports.stats import DECK, GROUP, Z95, wilson


def seat_advantage(results, per_deck: bool = True) -> pd.DataFrame:
    """One row per (deck or player count, seat): win share, Wilson 95% interval, the fair share,
    the excess over it, and whether the interval excludes the fair share.

    The fair share is the seats' mean share: 1/players when every game has a winner (Trickster),
    lower when some games have none (a failed co-operative game), so a co-operative win shared
    by every seat never looks like a seat advantage."""
    keys = (DECK if per_deck else GROUP) + ["seat"]
    table = results.seats.groupby(keys, as_index=False, observed=True)[["games", "wins"]].sum()
    table["win_share"] = table["wins"] / table["games"]
    table["win_share_lo"], table["win_share_hi"] = wilson(table["wins"], table["games"])
    all_wins = table.groupby(keys[:-1], observed=True)["wins"].transform("sum")
    table["expected"] = all_wins / (table["players"] * table["games"])
    table["excess"] = table["win_share"] - table["expected"]
    table["significant"] = (table["win_share_lo"] > table["expected"]) | (table["win_share_hi"] < table["expected"])
    return table


def seat_order(results) -> pd.DataFrame:
    """One row per (ruleset, players), all decks pooled: does seat order matter?

    Pearson chi-square of the seats' wins against equal shares of the wins handed out (one per
    game in Trickster), the seat with the largest deviation and its interval."""
    seats = seat_advantage(results, per_deck=False)
    rows = []
    for (ruleset, players), group in seats.groupby(GROUP, observed=True):
        games = group["games"].iloc[0]
        expected = group["wins"].sum() / players
        chi2 = float((((group["wins"] - expected) ** 2) / expected).sum()) if expected > 0 else 0.0
        worst = group.loc[group["excess"].abs().idxmax()]
        rows.append({"ruleset": ruleset, "players": players, "games": int(games), "chi2": chi2,
                     "p_value": float(stats.chi2.sf(chi2, players - 1)),
                     "first_seat_share": float(group.loc[group["seat"] == 0, "win_share"].iloc[0]),
                     "extreme_seat": int(worst["seat"]), "extreme_share": float(worst["win_share"]),
                     "extreme_lo": float(worst["win_share_lo"]), "extreme_hi": float(worst["win_share_hi"]),
                     "expected": float(group["expected"].iloc[0])})
    table = pd.DataFrame(rows)
    if len(table):
        table["seat_order_matters"] = table["p_value"] < 0.05
    return table


def _pooled_sd(total, total_sq, n):
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.sqrt(np.maximum(total_sq - total * total / n, 0.0) / (n - 1))


def game_metrics(results) -> pd.DataFrame:
    """One row per deck at a player count (line-ups pooled), after Ludii's game metrics:

    - balance: 1 - (highest seat win share - lowest), 1 when every seat wins equally often;
    - advantage: win share of seat 0 (the first player), with its interval;
    - drawishness: share of games with a shared win; decisiveness: share with a sole winner
      (Ludii's move-level decisiveness needs per-move evaluations, which results do not keep);
    - length (tricks or turns per game: the game's unit), rounds per game, and final score
      spread (highest - lowest total), mean and sd;
    - lead changes per game between rounds; games that hit the trick cap;
    - seat_p_value: chi-square test of equal seat win shares within the deck.
    """
    cells = results.cells.groupby(DECK, as_index=False, observed=True)[
        ["games", "length_sum", "length_sq_sum", "rounds_sum", "rounds_sq_sum", "shared_win_games", "lead_changes_sum", "spread_sum",
         "spread_sq_sum", "capped_games"]].sum()
    seats = seat_advantage(results)
    seats["chi_term"] = (seats["wins"] - seats["games"] * seats["expected"]) ** 2 / (seats["games"] * seats["expected"])
    by_deck = seats.groupby(DECK, observed=True)
    share_range = by_deck["win_share"].max() - by_deck["win_share"].min()
    chi2 = by_deck["chi_term"].sum()
    first = seats[seats["seat"] == 0].set_index(DECK)[["win_share", "win_share_lo", "win_share_hi"]]
    table = cells.set_index(DECK)
    table["balance"] = 1.0 - share_range
    table["seat_chi2"] = chi2
    table["advantage"] = first["win_share"]
    table["advantage_lo"] = first["win_share_lo"]
    table["advantage_hi"] = first["win_share_hi"]
    table = table.reset_index()
    games = table["games"].to_numpy(float)
    table["drawishness"] = table["shared_win_games"] / games
    table["drawishness_lo"], table["drawishness_hi"] = wilson(table["shared_win_games"], games)
    table["decisiveness"] = 1.0 - table["drawishness"]
    table["length_mean"] = table["length_sum"] / games
    table["length_sd"] = _pooled_sd(table["length_sum"], table["length_sq_sum"], games)
    half = Z95 * table["length_sd"] / np.sqrt(games)
    table["length_lo"], table["length_hi"] = table["length_mean"] - half, table["length_mean"] + half
    table["rounds_mean"] = table["rounds_sum"] / games
    table["spread_mean"] = table["spread_sum"] / games
    table["spread_sd"] = _pooled_sd(table["spread_sum"], table["spread_sq_sum"], games)
    table["lead_changes_mean"] = table["lead_changes_sum"] / games
    table["seat_p_value"] = stats.chi2.sf(table["seat_chi2"], table["players"] - 1)
    return table.drop(columns=["length_sum", "length_sq_sum", "rounds_sum", "rounds_sq_sum", "spread_sum",
                               "spread_sq_sum", "lead_changes_sum"])
