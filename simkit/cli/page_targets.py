"""The output targets of a command that writes an HTML page, its CSV tables folder and an optional
Markdown summary (``simkit report``, ``simkit compare``): all checked before anything is written,
so a bad ``--md`` never leaves the HTML behind. A bad target is one line (BadInput, exit 2)."""

from __future__ import annotations

from pathlib import Path

from simkit.cli.errors import BadInput


def writable(path: Path, option: str) -> Path:
    from simkit.safe_write import TargetError, check_target
    try:
        return check_target(path, option)
    except TargetError as exc:
        raise BadInput(str(exc)) from None


def check_page_targets(html_path: Path, md_path: Path | None, tables: Path, page: str) -> None:
    """``page``: what the HTML file is called in the message ("report", "page")."""
    from simkit.safe_write import TargetError, check_folder
    writable(html_path, "--html")
    if md_path is not None:
        writable(md_path, "--md")
        if md_path.resolve() == html_path.resolve():
            raise BadInput(f"--md: {md_path} is the HTML {page}'s file too")
    try:
        check_folder(tables, "--html (its tables folder)")
    except TargetError as exc:
        raise BadInput(str(exc)) from None
