"""The verdict's forest plot: each hero's value relative to the typical hero, the band shaded,
too strong and too weak marked, strongest at the top; one panel per player count."""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.plots import WIDTH, plt, to_png
from simkit.reports.fmt import group_label
from simkit.reports.verdicts import TOO_STRONG, TOO_WEAK, UNDECIDED

COLOURS = {TOO_STRONG: "#c0392b", TOO_WEAK: "#2e86c1", UNDECIDED: "#7f8c8d"}
WITHIN_COLOUR = "#1f4e79"
MAX_HEROES = 40


def verdict_plot(table: pd.DataFrame) -> bytes:
    groups = [(keys, rows) for keys, rows in table.groupby(["ruleset", "players", "base"], observed=True)]
    rows_max = min(MAX_HEROES, max(len(rows) for _, rows in groups))
    figure, axes = plt.subplots(1, len(groups), figsize=(WIDTH, 1.2 + 0.28 * rows_max), squeeze=False)
    for axis, ((ruleset, players, base), rows) in zip(axes[0], groups):
        rows = rows.sort_values("relative").tail(MAX_HEROES)
        y = np.arange(len(rows))
        band = 100 * rows["band"].iloc[0]
        axis.axvspan(-band, band, color="#d5e8d4", alpha=0.8, label=f"band +-{band:.1f}")
        axis.axvline(0, color="#555555", linewidth=0.8)
        for i, row in enumerate(rows.itertuples(index=False)):
            colour = COLOURS.get(row.verdict, WITHIN_COLOUR)
            lo, hi = 100 * row.relative_lo, 100 * row.relative_hi
            if np.isfinite(lo) and np.isfinite(hi):
                axis.plot([lo, hi], [i, i], color=colour, linewidth=2)
            axis.plot(100 * row.relative, i, "o", color=colour, markersize=5)
        axis.set_yticks(y)
        axis.set_yticklabels([f"{h} ({v})" if v in (TOO_STRONG, TOO_WEAK) else h
                              for h, v in zip(rows["hero"], rows["verdict"])], fontsize=8)
        axis.set_xlabel("effect value minus the typical hero's (points of win share)")
        axis.set_title(f"{group_label(ruleset, players)}, {base}", fontsize=10)
        axis.legend(fontsize=8, loc="lower right")
    return to_png(figure)
