"""Game events per seat (the game's marks: busts, flights into the sun, ...): how often a seat
has one, and the seat's win share in the games where it does, line-ups and decks pooled."""

from __future__ import annotations

import pandas as pd

from simkit.reports.stats import GROUP, wilson


def mark_shares(results) -> pd.DataFrame:
    """One row per (ruleset, players, mark, seat): mean per game, share of games with the event,
    and the win share in those games with its 95% Wilson interval."""
    columns = GROUP + ["mark", "seat", "games", "mark_mean", "marked_games", "marked_rate", "marked_win_share",
                       "marked_win_share_lo", "marked_win_share_hi"]
    marks = results.marks
    if marks.empty:
        return pd.DataFrame(columns=columns)
    sums = marks.groupby(GROUP + ["mark", "seat"], as_index=False, observed=True)[
        ["games", "mark_sum", "marked_games", "marked_wins"]].sum()
    sums["mark_mean"] = sums["mark_sum"] / sums["games"]
    sums["marked_rate"] = sums["marked_games"] / sums["games"]
    sums["marked_win_share"] = sums["marked_wins"] / sums["marked_games"].where(sums["marked_games"] > 0)
    sums["marked_win_share_lo"], sums["marked_win_share_hi"] = wilson(sums["marked_wins"], sums["marked_games"])
    return sums[columns]
