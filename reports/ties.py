"""The top (or bottom) of a ranking, named only when the data separate it from the runner-up.

With intervals, "the most" is a claim: the leader's interval must clear the runner-up's. Otherwise
the leader is statistically tied with every entry whose interval overlaps its own, and a sentence
says so instead of naming one winner ("no hero is distinguishable from the others at this sample
size" when the tie covers them all).
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd


@dataclass(frozen=True)
class Leader:
    row: pd.Series  # the entry with the best estimate
    runner_up: pd.Series | None  # the next best (None with a single entry)
    tied: list[pd.Series]  # entries whose interval overlaps the leader's, best first (empty: separated)
    total: int  # entries ranked

    @property
    def separated(self) -> bool:
        return not self.tied

    @property
    def all_tied(self) -> bool:
        return len(self.tied) == self.total - 1 and self.total > 1

    def margin(self, estimate: str) -> float:
        """Leader minus runner-up, in the ranking's direction (positive)."""
        return abs(float(self.row[estimate]) - float(self.runner_up[estimate])) if self.runner_up is not None else 0.0


def leader(rows: pd.DataFrame, estimate: str, lo: str, hi: str, highest: bool = True) -> Leader | None:
    """The best entry of ``rows`` by ``estimate`` (highest or lowest) and what it is tied with."""
    rows = rows.dropna(subset=[estimate])
    if rows.empty:
        return None
    ordered = rows.sort_values(estimate, ascending=not highest, kind="stable")
    top = ordered.iloc[0]
    rest = ordered.iloc[1:]
    if highest:
        tied = rest[rest[hi] >= top[lo]]
    else:
        tied = rest[rest[lo] <= top[hi]]
    return Leader(top, rest.iloc[0] if len(rest) else None, [row for _, row in tied.iterrows()], len(ordered))


def names(rows: list[pd.Series], column: str, limit: int = 4) -> str:
    """'A, B and C' (and 'and 3 others' past ``limit``)."""
    shown = [str(row[column]) for row in rows[:limit]]
    if len(rows) > limit:
        return ", ".join(shown) + f" and {len(rows) - limit} other{'s' if len(rows) - limit > 1 else ''}"
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def absolute(rows: pd.DataFrame, estimate: str, lo: str, hi: str) -> pd.DataFrame:
    """The rows with the estimate and interval of its absolute value (for 'the largest effect either way'):
    a negative effect's interval [lo, hi] becomes [-hi, -lo]."""
    negative = rows[estimate] < 0
    out = rows.copy()
    out[f"abs_{estimate}"] = rows[estimate].abs()
    out[f"abs_{lo}"] = rows[lo].where(~negative, -rows[hi])
    out[f"abs_{hi}"] = rows[hi].where(~negative, -rows[lo])
    return out
