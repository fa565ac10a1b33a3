"""Outputs a user names: written whole through one safe writer, CSV cells that a spreadsheet would
run neutralised, user strings in the Markdown summary escaped."""

import csv
import io

import pandas as pd
import pytest

from simkit.reports.build import analyse
from simkit.reports.markdown import md_text, render_markdown
from simkit.reports.synthetic import synthetic_results
from simkit.reports.write import write_report
from simkit.safe_write import TargetError, check_target, csv_cell, csv_text, write_text

EVIL = ['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\tTab", "\rCR", "Hero | pipe", "# Heading",
        "[link](javascript:alert)"]


@pytest.mark.parametrize("value, expected", [
    ("=1+2", "'=1+2"), ("+1", "'+1"), ("-x", "'-x"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "'\rx"),
    ("plain", "plain"), (-3, -3), (-0.5, -0.5), (None, None),
])
def test_csv_cells_starting_a_formula_are_neutralised_numbers_untouched(value, expected):
    assert csv_cell(value) == expected


def test_csv_text_escapes_string_columns_only():
    frame = pd.DataFrame({"hero": ["=cmd", "ok"], "delta": [-1.5, 2.0], "count": [-3, 4]})
    rows = list(csv.reader(io.StringIO(csv_text(frame))))
    assert rows == [["hero", "delta", "count"], ["'=cmd", "-1.5", "-3"], ["ok", "2.0", "4"]]


def test_a_report_of_evil_names_writes_no_formula_and_escapes_the_markdown(tmp_path):
    deck = EVIL[:4] + ["Hero A", "Hero B", "Hero C"]
    analysis = analyse(synthetic_results([deck], [["random"] * 3, ["cautious", f"restricted:cautious:{EVIL[0]}", "random"]],
                                         games=300, seed=5))
    html, md = tmp_path / "b.html", tmp_path / "b.md"
    written = write_report(analysis, html, md)
    cells = 0
    for path in written:
        if path.suffix != ".csv":
            continue
        for row in csv.reader(io.StringIO(path.read_text())):
            for cell in row:
                cells += 1
                try:
                    float(cell)
                    continue  # a number, negative ones included, is left as it is
                except ValueError:
                    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), (path.name, cell)
    assert cells > 100
    text = md.read_text()
    assert '=HYPERLINK("http://x")' in text.replace("\\", "")  # still readable
    assert "| pipe" not in text.replace("\\|", "")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b-tables", "b.html", "b.md"]  # no temporary left


@pytest.mark.parametrize("text, escaped", [
    ("a|b", "a\\|b"), ("# head", "\\# head"), ("[x](y)", "\\[x\\](y)"), ("<b>", "\\<b\\>"), ("a_b*c", "a\\_b\\*c"),
    ("- item", "\\- item"), ("1. item", "1\\. item"), ("two\nlines", "two lines"), ("-0.5", "-0.5"), ("`code`", "\\`code\\`"),
])
def test_markdown_text_is_escaped(text, escaped):
    assert md_text(text) == escaped


def test_markdown_summary_keeps_its_own_formatting():
    from report_fixtures import small_experiment
    text = render_markdown(analyse(small_experiment()))
    assert text.startswith("# Balance report") and "## Summary" in text and "**Seat order**" in text


def test_check_target_refuses_what_is_not_a_regular_file(tmp_path):
    for path, message in [("/dev/full", "not a regular file"), (tmp_path, "is a folder"),
                          (tmp_path / "no" / "x", "does not exist"), (tmp_path / "", "is a folder")]:
        with pytest.raises(TargetError, match=message):
            check_target(path, "--out")
    assert check_target(tmp_path / "new.txt", "--out") == tmp_path / "new.txt"


def test_write_text_replaces_whole_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "x.txt"
    path.write_text("old")
    import simkit.safe_write as sw

    def broken(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(sw.os, "replace", broken)
    with pytest.raises(OSError):
        write_text(path, "new")
    assert path.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["x.txt"]
    monkeypatch.undo()
    write_text(path, "new")
    assert path.read_text() == "new"
