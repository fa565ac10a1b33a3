"""Skill gap per deck: how much a strong strategy out-wins the others in mixed line-ups.

A deck where the strong strategy wins no more than a fair seat's share is a deck where skill does
not matter, a balance finding in itself."""

from __future__ import annotations

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.lineups import is_mixed
from simkit.reports.stats import DECK, GROUP, holm, wilson

ALPHA = 0.05  # family-wise error rate over the decks of a player count
PREFERRED_STRONG = "search"  # the strong reference player, when the experiment has it


def strong_strategy(seats: pd.DataFrame) -> str:
    """`search` when it plays, else the strategy with the highest pooled win share."""
    if (seats["strategy"] == PREFERRED_STRONG).any():
        return PREFERRED_STRONG
    pooled = seats.groupby("strategy", observed=True)[["wins", "games"]].sum()
    return str((pooled["wins"] / pooled["games"]).idxmax())


def skill_gap(results, strong: str | None = None) -> pd.DataFrame:
    """One row per deck at a player count with mixed line-ups: the strong strategy's win share
    with its interval, the others' share, and the gap = strong share - 1/players (a fair seat's
    share) with its interval, and ``skill_matters`` (the one-sided test of gap > 0, Holm-corrected over
    the decks of the player count). Line-ups with restricted or no-effect wrappers are left out."""
    seats = results.seats[results.seats["lineup"].map(is_mixed)]
    rows = []
    for _, group in seats.groupby(GROUP, observed=True):
        name = strong or strong_strategy(group)
        group = group.assign(is_strong=group["strategy"] == name)
        if not group["is_strong"].any():
            continue
        for keys, deck in group.groupby(DECK, observed=True):
            mine, others = deck[deck["is_strong"]], deck[~deck["is_strong"]]
            if others.empty:
                continue
            rows.append({**dict(zip(DECK, keys)), "strong": name,
                         "weaker": ",".join(sorted(others["strategy"].unique())),
                         "games": int(mine["games"].sum()), "wins": float(mine["wins"].sum()),
                         "others_games": int(others["games"].sum()), "others_wins": float(others["wins"].sum())})
    table = pd.DataFrame(rows, columns=DECK + ["strong", "weaker", "games", "wins", "others_games", "others_wins"])
    table["strong_share"] = table["wins"] / table["games"]
    lo, hi = wilson(table["wins"], table["games"])
    table["others_share"] = table["others_wins"] / table["others_games"]
    table["expected"] = 1.0 / table["players"]
    table["gap"] = table["strong_share"] - table["expected"]
    table["gap_lo"], table["gap_hi"] = lo - table["expected"], hi - table["expected"]
    # one test per deck: "skill matters in k of N decks" counts flags, so they are Holm-corrected
    # over the decks of a player count (one-sided: the strong strategy wins more than a fair seat)
    with np.errstate(invalid="ignore", divide="ignore"):
        share, games = table["strong_share"].astype(float), table["games"].astype(float)
        table["p_value"] = stats.norm.sf(table["gap"].astype(float) / np.sqrt(share * (1 - share) / games))
    table["p_holm"] = np.nan
    for _, rows in table.groupby(GROUP, observed=True):
        table.loc[rows.index, "p_holm"] = holm(rows["p_value"])
    table["skill_matters"] = table["p_holm"] < ALPHA
    return table


def strategy_shares(results) -> pd.DataFrame:
    """One row per (ruleset, players, strategy), every line-up and deck pooled: games, win share
    with its interval, and the fair share 1/players it is read against."""
    table = results.seats.groupby(GROUP + ["strategy"], as_index=False, observed=True)[["games", "wins"]].sum()
    table["win_share"] = table["wins"] / table["games"]
    table["win_share_lo"], table["win_share_hi"] = wilson(table["wins"], table["games"])
    table["expected"] = 1.0 / table["players"]
    return table.sort_values(GROUP + ["win_share"], ascending=[True, True, False], kind="stable").reset_index(drop=True)
