"""``simkit report``: an experiment's results folder -> HTML report, CSV tables, Markdown summary.

Imports only click at module level: ``simkit --help`` must not pay for pandas and matplotlib.
A problem with the input is BadInput: one line on stderr, exit code 2."""

from __future__ import annotations

from pathlib import Path

import click

from simkit.cli.errors import BadInput
from simkit.cli.page_targets import check_page_targets


def load_results(folder: Path):
    """The runner's results for a folder, or one line saying why they cannot be had."""
    if not folder.exists():
        raise BadInput(f"{folder}: no such folder")
    if not folder.is_dir():
        raise BadInput(f"{folder}: not a folder (give the results folder of simkit run)")
    try:
        from simkit.experiments import load
    except ImportError:
        raise BadInput("cannot read results: this simkit has no experiment runner (experiments.load)") from None
    try:
        results = load(folder)
    except Exception as exc:  # whatever the loader trips on, the folder is not results we can read
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if "results folder" in reason:  # the loader's own message already says it
            raise BadInput(reason) from None
        raise BadInput(f"{folder}: not a simkit results folder ({reason})") from None
    from simkit.reports.build import missing_attributes
    missing = missing_attributes(results)
    if missing:
        raise BadInput(f"{folder}: not a simkit results folder (no {', '.join(missing)})")
    if len(results.seats) == 0:
        raise BadInput(f"{folder}: no finished games yet")
    return results


@click.command()
@click.argument("results_folder", type=click.Path(path_type=Path))
@click.option("--html", "html_path", type=click.Path(path_type=Path), default=None,
              help="The HTML report to write [default: RESULTS_FOLDER/balance.html]; "
                   "its tables go as CSV to a folder beside it (balance-tables/).")
@click.option("--md", "md_path", type=click.Path(path_type=Path), default=None,
              help="Also write the Markdown summary here.")
@click.option("--band", "hero_band", type=click.FloatRange(min=0, max=100, min_open=True), default=None,
              help="Hero band in points of win share: a hero is too strong or too weak only when its value "
                   "differs from the typical hero's by more [default: 10% of the fair share].")
@click.option("--seat-band", "seat_band", type=click.FloatRange(min=0, max=100, min_open=True), default=None,
              help="Seat band in points of win share: seat order matters only beyond it "
                   "[default: 10% of the fair share].")
def report(results_folder, html_path, md_path, hero_band, seat_band):
    """Balance report of an experiment's results: HTML, CSV tables, Markdown summary."""
    results = load_results(results_folder)
    html_path = html_path or results_folder / "balance.html"
    from simkit.reports.write import csv_folder
    check_page_targets(html_path, md_path, csv_folder(html_path), "report")
    from simkit.reports.bands import Bands
    from simkit.reports.build import analyse
    from simkit.reports.write import csv_folder, write_report
    try:
        write_report(analyse(results, Bands(hero_band, seat_band)), html_path, md_path)
    except OSError as exc:
        raise BadInput(f"cannot write the report ({exc.strerror or exc}: {exc.filename})") from None
    click.echo(f"wrote {html_path} and the tables as CSV in {csv_folder(html_path)}/")
    if md_path:
        click.echo(f"wrote {md_path}")
