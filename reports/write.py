"""Write a report: the HTML page, the tables as CSV in a folder next to it, the Markdown summary."""

from __future__ import annotations

from pathlib import Path

from simkit.reports.build import Analysis
from simkit.reports.html import render_html
from simkit.reports.markdown import render_markdown


def csv_folder(html_path: Path) -> Path:
    """balance.html -> balance-tables/ beside it."""
    return html_path.with_name(html_path.stem + "-tables")


def write_report(analysis: Analysis, html_path: Path, md_path: Path | None = None) -> list[Path]:
    """Write every output; returns the paths written. Everything is rendered before the first
    file is written, and each file is written whole then renamed (simkit.safe_write: exclusive
    temporary names), so a failure never leaves half a report behind. CSV string cells that a
    spreadsheet would run as a formula are neutralised."""
    from simkit.safe_write import check_folder, csv_text, write_text
    folder = check_folder(csv_folder(html_path), "--html (its tables folder)")
    outputs = [(folder / f"{name}.csv", csv_text(table)) for name, table in analysis.tables.items()]
    outputs.append((html_path, render_html(analysis)))
    if md_path is not None:
        outputs.append((md_path, render_markdown(analysis)))
    folder.mkdir(exist_ok=True)
    for path, text in outputs:
        write_text(path, text, "--md" if path == md_path else "--html")
    return [path for path, _ in outputs]
