"""The comparison's outputs: one self-contained HTML page with before/after interval plots, the
tables as CSV in a folder beside it, a Markdown summary (as ``simkit report`` writes them)."""

from __future__ import annotations

import base64
import json
from html import escape
from pathlib import Path

import numpy as np
import pandas as pd

from simkit.reports.compare import CHANGED, Comparison, folder_label
from simkit.reports.compare_words import method_lines, summary_lines
from simkit.reports.html import CSS, POLICY
from simkit.reports.markdown import md_text
from simkit.reports.plots import WIDTH, plt, to_png

MAX_ROWS = 30  # rows per figure
KIND_TITLES = {"seats": "Seat win shares", "effects": "Effect values (paired cells)", "strategies": "Strategies",
               "items": "{Items}", "game": "Game metrics", "events": "Game events"}


def tables(comparison: Comparison) -> dict[str, pd.DataFrame]:
    return {"changes": comparison.lines, "cells": comparison.cells}


def before_after_plot(rows: pd.DataFrame, title: str) -> bytes:
    """A then B with their intervals, one row per measure line; the changed ones in red. Each line has
    its own unit, so each row is drawn relative to A's value: the x axis is the change."""
    rows = rows.head(MAX_ROWS)
    figure, axis = plt.subplots(figsize=(WIDTH, 1.0 + 0.32 * len(rows)))
    for i, row in enumerate(rows.itertuples(index=False)):
        y = len(rows) - 1 - i
        colour = "#c0392b" if row.verdict == CHANGED else "#1f4e79"
        if np.isfinite(row.a_lo) and np.isfinite(row.a_hi):
            axis.plot([row.a_lo - row.a, row.a_hi - row.a], [y + 0.15] * 2, color="#999999", linewidth=2)
        axis.plot(0, y + 0.15, "o", color="#999999", markersize=4)
        if np.isfinite(row.change_lo) and np.isfinite(row.change_hi):
            axis.plot([row.change_lo, row.change_hi], [y - 0.15] * 2, color=colour, linewidth=2)
        axis.plot(row.change, y - 0.15, "o", color=colour, markersize=5)
    axis.axvline(0, color="#555555", linewidth=0.8)
    axis.set_yticks(range(len(rows)))
    axis.set_yticklabels([f"{r.measure} ({r.unit}, {r.ruleset} {r.players}p)" for r in rows.itertuples()][::-1],
                         fontsize=8)
    axis.set_xlabel("grey: A's interval around A; colour: B - A with its interval (red: changed)")
    axis.set_title(title, fontsize=10)
    return to_png(figure)


def seat_plot(lines: pd.DataFrame) -> bytes:
    """Each seat's win share before (A, grey) and after (B, blue) with their intervals, one panel per group."""
    seats = lines[(lines["kind"] == "seats") & lines["subject"].str.match(r"seat \d+$")].copy()
    seats["seat"] = seats["subject"].str.slice(5).astype(int)
    groups = list(seats.groupby(["ruleset", "players"], observed=True))
    figure, axes = plt.subplots(1, len(groups), figsize=(WIDTH, 3.2), squeeze=False, sharey=True)
    for axis, ((ruleset, players), rows) in zip(axes[0], groups):
        for side, shift, colour, label in (("a", -0.12, "#999999", "A (before)"), ("b", 0.12, "#1f4e79", "B (after)")):
            value = rows[side].to_numpy(float)
            errors = np.maximum([value - rows[f"{side}_lo"].to_numpy(float), rows[f"{side}_hi"].to_numpy(float) - value],
                                0.0)
            axis.errorbar(rows["seat"] + shift, value, yerr=np.nan_to_num(errors), fmt="o", color=colour, capsize=3,
                          label=label)
        changed = rows[rows["verdict"] == CHANGED]
        axis.plot(changed["seat"] + 0.12, changed["b"], "o", color="#c0392b", markersize=8, fillstyle="none",
                  label="changed")
        axis.axhline(100 / players, color="#c0392b", linestyle="--", linewidth=1)
        axis.set_xticks(sorted(rows["seat"]))
        axis.set_xlabel("seat")
        axis.set_title(f"{ruleset}, {players} players", fontsize=10)
    axes[0][0].set_ylabel("win share (points)")
    axes[0][0].legend(fontsize=8)
    return to_png(figure)


def _figures(comparison: Comparison) -> list[tuple[str, bytes]]:
    lines = comparison.lines[comparison.lines["change"].notna()].copy()
    found = []
    if ((lines["kind"] == "seats") & lines["a"].notna() & lines["b"].notna()).any():
        found.append(("Seat win shares before (A) and after (B), 95% intervals; dashed: the fair share",
                      seat_plot(lines[lines["a"].notna() & lines["b"].notna()])))
    with np.errstate(invalid="ignore", divide="ignore"):
        lines["strength"] = (lines["change"].abs() / (lines["change_hi"] - lines["change_lo"])).fillna(0)
    for kind, title in KIND_TITLES.items():
        rows = lines[lines["kind"] == kind].sort_values(["verdict", "strength"], ascending=[True, False],
                                                        key=lambda c: c.ne(CHANGED) if c.name == "verdict" else c)
        if len(rows):
            caption = title.format(Items=comparison.words.Items) + ": before (A) and the change to B"
            found.append((caption, before_after_plot(rows, caption)))
    return found


def _figure(caption: str, png: bytes) -> str:
    data = base64.b64encode(png).decode("ascii")
    return (f"<figure><figcaption>{escape(caption)}</figcaption>"
            f'<img alt="{escape(caption)}" src="data:image/png;base64,{data}"></figure>')


def title(comparison: Comparison) -> str:
    a, b = (folder_label(f) for f in comparison.folders)
    return f"What changed: {a} -> {b}"


def render_html(comparison: Comparison) -> str:
    heading = title(comparison)
    parts = ["<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">",
             f"<meta http-equiv=\"Content-Security-Policy\" content=\"{POLICY}\">",
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
             f"<title>{escape(heading)}</title><style>{CSS}</style></head><body>", f"<h1>{escape(heading)}</h1>",
             "<h2>Summary</h2><div class=\"summary\"><ul>"]
    parts += [f"<li>{escape(line)}</li>" for line in summary_lines(comparison)]
    parts.append("</ul></div><h2>How it was measured</h2><ul>")
    parts += [f"<li>{escape(line)}</li>" for line in method_lines(comparison)]
    parts.append("</ul><h2>Before and after</h2>")
    parts += [_figure(caption, png) for caption, png in _figures(comparison)]
    shown = comparison.lines.drop(columns=["pairing", "units", "unit_kind"])
    parts.append("<h2>Every measure</h2><div class=\"scroll\">"
                 + shown.to_html(index=False, escape=True, border=0, float_format=lambda v: f"{v:.4g}") + "</div>")
    only = comparison.cells[comparison.cells["status"] != "in both"]
    if len(only):
        parts.append("<h2>Cells not compared</h2><div class=\"scroll\">"
                     + only.to_html(index=False, escape=True, border=0) + "</div>")
    parts.append("<h2>Provenance</h2><p>The two experiments' manifests (spec, seeds, versions, engine hash).</p>")
    for label, manifest in zip(("A", "B"), comparison.manifests):
        text = json.dumps(manifest, indent=2, sort_keys=True, default=str)
        parts.append(f"<h3>{label}</h3><pre>{escape(text, quote=False)}</pre>")
    parts.append("</body></html>")
    return "\n".join(parts)


def render_markdown(comparison: Comparison) -> str:
    lines = [f"# {md_text(title(comparison))}", ""]
    lines += [f"- {md_text(line)}" for line in summary_lines(comparison)]
    lines += ["", "## How it was measured", ""] + [f"- {md_text(line)}" for line in method_lines(comparison)]
    changed = comparison.lines[comparison.lines["verdict"] == CHANGED]
    if len(changed):
        lines += ["", "## Changed", "", "| measure | group | A | B | change | unit |", "|---|---|---|---|---|---|"]
        for row in changed.itertuples(index=False):
            lines.append(f"| {md_text(row.measure)} | {md_text(row.ruleset)}, {row.players} players | {row.a:.4g} | "
                         f"{row.b:.4g} | {row.change:+.4g} [{row.change_lo:.4g}, {row.change_hi:.4g}] | {row.unit} |")
    return "\n".join(lines) + "\n"


def csv_folder(html_path: Path) -> Path:
    return html_path.with_name(html_path.stem + "-tables")


def write_comparison(comparison: Comparison, html_path: Path, md_path: Path | None = None) -> list[Path]:
    """Every output rendered first, then each written whole and renamed (simkit.safe_write)."""
    from simkit.safe_write import check_folder, csv_text, write_text
    folder = check_folder(csv_folder(html_path), "--html (its tables folder)")
    outputs = [(folder / f"{name}.csv", csv_text(table)) for name, table in tables(comparison).items()]
    outputs.append((html_path, render_html(comparison)))
    if md_path is not None:
        outputs.append((md_path, render_markdown(comparison)))
    folder.mkdir(exist_ok=True)
    for path, text in outputs:
        write_text(path, text, "--md" if path == md_path else "--html")
    return [path for path, _ in outputs]
