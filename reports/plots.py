"""The report's figures as PNG bytes (matplotlib, no display needed).

One figure per question, with one panel per ruleset and player count where it has groups, so a
figure reads the same however many player counts the experiment has."""

from __future__ import annotations

import io

import matplotlib

matplotlib.use("Agg")  # before pyplot: headless, no display
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

from simkit.reports.fmt import group_label  # noqa: E402
from simkit.reports.stats import GROUP  # noqa: E402

WIDTH = 9.0  # inches at 100 dpi: fits a laptop screen beside nothing else
DPI = 100
MAX_ROWS = 30  # forest plots show at most this many rows per panel


def to_png(figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=DPI, bbox_inches="tight")
    plt.close(figure)
    return buffer.getvalue()


def _panels(table: pd.DataFrame, height: float, sharey: bool = True):
    groups = [(keys, rows) for keys, rows in table.groupby(GROUP, observed=True)]
    figure, axes = plt.subplots(1, len(groups), figsize=(WIDTH, height), sharey=sharey, squeeze=False)
    for axis, (keys, _) in zip(axes[0], groups):
        axis.set_title(group_label(*keys), fontsize=10)
    return figure, list(zip(axes[0], [rows for _, rows in groups]))


def seat_plot(seats: pd.DataFrame, band=None) -> bytes:
    """Win share per seat with its interval, against the fair share (axis zoomed to the data) and, given
    ``band`` (a function of the fair share, in win-share fractions), the seat band shaded around it."""
    figure, panels = _panels(seats, 3.2)
    for axis, rows in panels:
        if band is not None:
            fair, half = 100 * rows["expected"].iloc[0], 100 * band(1.0 / rows["players"].iloc[0])
            axis.axhspan(fair - half, fair + half, color="#f5d5d0", alpha=0.6, label="seat band")
        share = 100 * rows["win_share"].to_numpy()
        errors = [share - 100 * rows["win_share_lo"].to_numpy(), 100 * rows["win_share_hi"].to_numpy() - share]
        axis.errorbar(rows["seat"], share, yerr=np.maximum(np.array(errors), 0.0), fmt="o", color="#1f4e79",
                      capsize=4)
        axis.axhline(100 * rows["expected"].iloc[0], color="#c0392b", linestyle="--", linewidth=1, label="fair share")
        axis.set_xlabel("seat")
        axis.set_xticks(rows["seat"])
        axis.set_xlim(-0.5, rows["seat"].max() + 0.5)
    panels[0][0].set_ylabel("win share (%)")
    panels[0][0].legend(fontsize=8)
    return to_png(figure)


def forest_plot(table: pd.DataFrame, label: str, estimate: str, lo: str, hi: str, xlabel: str,
                scale: float = 1.0, flag: str | None = None) -> bytes:
    """Estimates with 95% intervals, one row per label, one panel per player count, zero marked; red
    marks the rows of column ``flag`` (corrected significance), or by default intervals that exclude 0."""
    labels = list(table.groupby(label)[estimate].mean().sort_values().index)
    if len(labels) > MAX_ROWS:
        labels = labels[:MAX_ROWS // 2] + labels[-MAX_ROWS // 2:]
    figure, panels = _panels(table, 0.8 + 0.28 * len(labels))
    position = {name: i for i, name in enumerate(labels)}
    for axis, rows in panels:
        rows = rows[rows[label].isin(position)]
        y = rows[label].map(position).to_numpy()
        value = scale * rows[estimate].to_numpy(float)
        errors = [value - scale * rows[lo].to_numpy(float), scale * rows[hi].to_numpy(float) - value]
        clear = (rows[flag].astype(bool) if flag else (rows[lo] > 0) | (rows[hi] < 0)).to_numpy()
        errors = np.maximum(np.array(errors), 0.0)  # rounding can put an estimate a hair outside its interval
        for mask, colour in ((clear, "#c0392b"), (~clear, "#555555")):
            axis.errorbar(value[mask], y[mask], xerr=errors[:, mask], fmt="o", markersize=4, color=colour, capsize=2)
        axis.axvline(0, color="black", linewidth=0.8)
        axis.set_xlabel(xlabel, fontsize=9)
        axis.set_yticks(range(len(labels)), labels, fontsize=8)
        axis.set_ylim(-0.7, len(labels) - 0.3)
    return to_png(figure)


def synergy_heatmap(pairs: pd.DataFrame, outcome: str, scale: float, unit: str) -> bytes:
    """Interaction of each hero pair on one outcome; pairs flagged after BH correction starred."""
    rows = pairs[pairs["outcome"] == outcome]
    figure, panels = _panels(rows, 4.2, sharey=False)
    for axis, group in panels:
        heroes = sorted(set(group["hero_a"]) | set(group["hero_b"]))
        index = {hero: i for i, hero in enumerate(heroes)}
        grid = np.full((len(heroes), len(heroes)), np.nan)
        for row in group.itertuples():
            i, j = index[row.hero_a], index[row.hero_b]
            grid[i, j] = grid[j, i] = scale * row.interaction
        limit = np.nanmax(np.abs(grid)) if np.isfinite(grid).any() else 1.0
        for row in group[group["significant"]].itertuples():
            i, j = index[row.hero_a], index[row.hero_b]
            colour = "white" if abs(scale * row.interaction) > limit / 2 else "black"  # readable on dark cells
            for x, y in ((i, j), (j, i)):
                axis.text(x, y, "*", ha="center", va="center", fontsize=11, fontweight="bold", color=colour)
        image = axis.imshow(grid, cmap="RdBu_r", vmin=-limit, vmax=limit)
        axis.set_xticks(range(len(heroes)), heroes, rotation=90, fontsize=7)
        axis.set_yticks(range(len(heroes)), heroes, fontsize=7)
        figure.colorbar(image, ax=axis, shrink=0.8, label=unit)
    return to_png(figure)


def distribution_plot(quantiles: pd.DataFrame, by: str, ylabel: str) -> bytes:
    """Box plots drawn from histogram quantiles: box 25-75%, median, whiskers 5-95%, mean dot."""
    figure, panels = _panels(quantiles, 3.4)
    for axis, rows in panels:
        stats = [{"label": str(row[by]), "q1": row["q25"], "med": row["q50"], "q3": row["q75"],
                  "whislo": row["q05"], "whishi": row["q95"], "mean": row["mean"], "fliers": []}
                 for _, row in rows.iterrows()]
        axis.bxp(stats, showmeans=True, showfliers=False)
        axis.tick_params(axis="x", labelsize=8, rotation=30 if by == "strategy" else 0)
    panels[0][0].set_ylabel(ylabel)
    return to_png(figure)


def length_plot(length_hist: pd.DataFrame, unit: str = "tricks") -> bytes:
    """Share of games by length (tricks or turns), one line per ruleset and player count."""
    figure, axis = plt.subplots(figsize=(WIDTH, 3.2))
    for keys, rows in length_hist.groupby(GROUP, observed=True):
        counts = rows.groupby("length")["count"].sum()
        axis.plot(counts.index, 100 * counts / counts.sum(), label=group_label(*keys))
    axis.set_xlabel(f"{unit} per game")
    axis.set_ylabel("games (%)")
    axis.legend(fontsize=8)
    return to_png(figure)


def skill_plot(gaps: pd.DataFrame) -> bytes:
    """Skill gap of every deck, labelled (a named deck by its name), with its interval: red where skill
    matters after the correction over decks. More than MAX_ROWS decks: the two ends."""
    labels = [name or deck.replace(",", ", ") for deck, name in
              zip(gaps["deck"], gaps["deck_name"] if "deck_name" in gaps else [""] * len(gaps))]
    return forest_plot(gaps.assign(deck_label=labels), "deck_label", "gap", "gap_lo", "gap_hi",
                       "strong share - fair share (points of win share)", 100, flag="skill_matters")
