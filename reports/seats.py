"""Seat order: win share per seat with intervals, and the Ludii-style game metrics per deck.

Line-ups are pooled within a deck: with seat rotation every strategy visits every seat equally
often, so the seat effect is not confounded with who sits there.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.bands import DEFAULT_BANDS, Bands
from simkit.reports.stats import DECK, GROUP, Z95, holm, wilson


def seat_advantage(results, per_deck: bool = True) -> pd.DataFrame:
    """One row per (deck or player count, seat): win share, Wilson 95% interval, the fair share,
    the excess over it, its p-value and ``significant`` (Holm over the seats and decks of a player count).

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
    _flag_seats(table)
    return table


def _flag_seats(table: pd.DataFrame) -> None:
    """``significant``: the seat's share differs from the fair share, Holm-corrected over every seat (and
    deck, or line-up family) of a player count: one deck or one seat in twenty is not flagged by chance.
    The test is the normal one of the share against the fair share, as the chi-square's terms are."""
    with np.errstate(invalid="ignore", divide="ignore"):
        se = np.sqrt(table["expected"] * (1 - table["expected"]) / table["games"])
        table["p_value"] = 2 * stats.norm.sf(np.abs(table["excess"]) / se)
    table["p_holm"] = np.nan
    for _, rows in table.groupby(GROUP, observed=True):
        table.loc[rows.index, "p_holm"] = holm(rows["p_value"])
    table["significant"] = table["p_holm"] < 0.05


def seat_order(results, bands: Bands = DEFAULT_BANDS) -> pd.DataFrame:
    """One row per (ruleset, players), all decks pooled: does seat order matter, and by more than the
    seat band a designer would notice?

    Pearson chi-square of the seats' wins against equal shares of the wins handed out (one per
    game in Trickster): with 100,000 games any difference is "significant", so the verdict is the
    band's (``seat_band``: "larger", "within" or "unclear", from every seat's interval, Bonferroni-
    widened so all seats are covered at once); the p-value is kept as secondary."""
    return _order_rows(seat_advantage(results, per_deck=False), GROUP, bands)


def lineup_families(seats: pd.DataFrame) -> pd.Series:
    """Per seats row, its line-up family within its player count: the strategy mix with its seat orders
    pooled when the experiment has several of them (rotated line-ups), else the line-up itself."""
    mix = seats["lineup"].map(lambda lineup: _mix(lineup.split(",")))
    orders = seats.groupby(GROUP + [mix.rename("mix")], observed=True)["lineup"].transform("nunique")
    return pd.Series(np.where(orders > 1, mix + " (seat orders pooled)", seats["lineup"].str.replace(",", ", ")),
                     index=seats.index)


def _mix(strategies: list[str]) -> str:
    counts = Counter(strategies)
    return ", ".join(f"{name} x{n}" if n > 1 else name for name, n in sorted(counts.items()))


def seat_advantage_by_family(results) -> pd.DataFrame:
    """seat_advantage per (ruleset, players, line-up family, seat), decks pooled."""
    seats = results.seats.assign(family=lambda frame: lineup_families(frame))
    keys = GROUP + ["family", "seat"]
    table = seats.groupby(keys, as_index=False, observed=True)[["games", "wins"]].sum()
    table["win_share"] = table["wins"] / table["games"]
    table["win_share_lo"], table["win_share_hi"] = wilson(table["wins"], table["games"])
    all_wins = table.groupby(keys[:-1], observed=True)["wins"].transform("sum")
    table["expected"] = all_wins / (table["players"] * table["games"])
    table["excess"] = table["win_share"] - table["expected"]
    _flag_seats(table)
    return table


def seat_order_by_family(results, bands: Bands = DEFAULT_BANDS) -> pd.DataFrame:
    """seat_order per line-up family: random tables and a cautious player's tables can differ."""
    return _order_rows(seat_advantage_by_family(results), GROUP + ["family"], bands)


def band_verdict(lo, hi, expected, band) -> np.ndarray:
    """Per seat: "larger" when its whole interval is further than the band from the fair share,
    "within" when its whole interval is inside the band, else "unclear"."""
    lo, hi = np.asarray(lo, float) - expected, np.asarray(hi, float) - expected
    larger = (lo > band) | (hi < -band)
    within = (lo >= -band) & (hi <= band)
    return np.where(larger, "larger", np.where(within, "within", "unclear"))


def _order_rows(seats: pd.DataFrame, keys: list[str], bands: Bands) -> pd.DataFrame:
    rows = []
    for group_keys, group in seats.groupby(keys, observed=True):
        players = int(group["players"].iloc[0])
        games = group["games"].iloc[0]
        expected = group["wins"].sum() / players
        chi2 = float((((group["wins"] - expected) ** 2) / expected).sum()) if expected > 0 else 0.0
        worst = group.loc[group["excess"].abs().idxmax()]
        lo_all, hi_all = wilson(group["wins"], group["games"], stats.norm.ppf(1 - 0.025 / players))
        fair = float(group["expected"].iloc[0])
        band = bands.seat(1.0 / players)
        verdicts = band_verdict(lo_all, hi_all, fair, band)
        at = group.index.get_loc(worst.name)
        first = group.loc[group["seat"] == 0, "win_share"]
        rows.append({**dict(zip(keys, group_keys)), "games": int(games), "chi2": chi2,
                     "p_value": float(stats.chi2.sf(chi2, players - 1)),
                     "first_seat_share": float(first.iloc[0]) if len(first) else float("nan"),
                     "extreme_seat": int(worst["seat"]), "extreme_share": float(worst["win_share"]),
                     "extreme_lo": float(worst["win_share_lo"]), "extreme_hi": float(worst["win_share_hi"]),
                     "extreme_lo_all": float(lo_all[at]), "extreme_hi_all": float(hi_all[at]),
                     "expected": fair, "seat_band": band,
                     "band_verdict": ("larger" if (verdicts == "larger").any() else
                                      "within" if (verdicts == "within").all() else "unclear")})
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
