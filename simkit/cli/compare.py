"""``simkit compare A B``: what changed between two results folders (HTML, CSV tables, Markdown).

Imports only click at module level. Bad input (a folder that is no results folder, folders of two
games, no common cell, a bad output target) is one line on stderr and exit code 2."""

from __future__ import annotations

from pathlib import Path

import click

from simkit.cli.errors import BadInput
from simkit.cli.page_targets import check_page_targets


@click.command()
@click.argument("folder_a", type=click.Path(path_type=Path))
@click.argument("folder_b", type=click.Path(path_type=Path))
@click.option("--html", "html_path", type=click.Path(path_type=Path), default=None,
              help="The HTML page to write [default: FOLDER_B/compare.html]; its tables go as CSV to a "
                   "folder beside it (compare-tables/).")
@click.option("--md", "md_path", type=click.Path(path_type=Path), default=None,
              help="Also write the Markdown summary here.")
def compare(folder_a, folder_b, html_path, md_path):
    """What changed from results folder A to B: every headline measure's change with its interval."""
    for folder in (folder_a, folder_b):
        if not folder.exists():
            raise BadInput(f"{folder}: no such folder")
        if not folder.is_dir():
            raise BadInput(f"{folder}: not a folder (give a results folder of simkit run)")
    html_path = html_path or folder_b / "compare.html"
    from simkit.reports.compare_page import csv_folder
    check_page_targets(html_path, md_path, csv_folder(html_path), "page")
    from simkit.experiments.store import StoreError
    from simkit.reports.compare import CompareError
    from simkit.reports.compare import compare as compare_folders
    from simkit.reports.compare_page import csv_folder, write_comparison
    from simkit.reports.compare_words import summary_lines
    try:
        comparison = compare_folders(folder_a, folder_b)
    except (StoreError, CompareError) as exc:
        raise BadInput(str(exc)) from None
    try:
        write_comparison(comparison, html_path, md_path)
    except OSError as exc:
        raise BadInput(f"cannot write the comparison ({exc.strerror or exc}: {exc.filename})") from None
    for line in summary_lines(comparison):
        click.echo(line)
    click.echo(f"wrote {html_path} and the tables as CSV in {csv_folder(html_path)}/")
    if md_path:
        click.echo(f"wrote {md_path}")
