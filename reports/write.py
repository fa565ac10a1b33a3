"""Write a report: the HTML page, the tables as CSV in a folder next to it, the Markdown summary."""

from __future__ import annotations

from pathlib import Path

from reports.build import Analysis
from reports.html import render_html
from reports.markdown import render_markdown


def csv_folder(html_path: Path) -> Path:
    """balance.html -> balance-tables/ beside it."""
    return html_path.with_name(html_path.stem + "-tables")


def write_report(analysis: Analysis, html_path: Path, md_path: Path | None = None) -> list[Path]:
    """Write every output; returns the paths written. Each file is written whole then renamed,
    so an interrupted report never leaves half a page behind."""
    written = []
    folder = csv_folder(html_path)
    folder.mkdir(parents=True, exist_ok=True)
    for name, table in analysis.tables.items():
        path = folder / f"{name}.csv"
        table.to_csv(path.with_suffix(".csv.tmp"), index=False)
        path.with_suffix(".csv.tmp").replace(path)
        written.append(path)
    outputs = [(html_path, render_html(analysis))]
    if md_path is not None:
        outputs.append((md_path, render_markdown(analysis)))
    for path, text in outputs:
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        temporary.replace(path)
        written.append(path)
    return written
