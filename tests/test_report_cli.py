"""simkit report: writes the HTML, CSV and Markdown outputs; bad input is one line and exit code 2."""

import pandas as pd
import pytest

from simkit import experiments
from cli_run import run
from report_fixtures import small_experiment
from simkit.reports.build import analyse


@pytest.fixture(scope="module")
def results():
    return small_experiment()


@pytest.fixture
def loads_synthetic(monkeypatch, results):
    """simkit.experiments.load returns the synthetic experiment for any folder (the runner's loader stands in)."""
    monkeypatch.setattr(experiments, "load", lambda folder: results, raising=False)


def test_report_writes_html_csv_and_markdown(tmp_path, capsys, loads_synthetic, results):
    html, md = tmp_path / "balance.html", tmp_path / "balance.md"
    code, out, err = run(capsys, "report", str(tmp_path), "--html", str(html), "--md", str(md))
    assert code == 0, err
    assert f"wrote {html}" in out and f"wrote {md}" in out
    page = html.read_text()
    assert page.count('src="data:image/png;base64,') >= 8
    assert "http://" not in page and "https://" not in page and "src=\"data:" in page
    assert page.index("Summary") < page.index("Seat order") < page.index("Provenance")
    assert '"engine_hash": "synthetic"' in page
    summary = md.read_text()
    assert summary.startswith("# Balance report: synthetic") and "## Summary" in summary
    assert "Seat order matters" in summary and "Hero4" in summary
    tables = analyse(results).tables
    folder = tmp_path / "balance-tables"
    assert sorted(p.stem for p in folder.glob("*.csv")) == sorted(tables)
    ranking = pd.read_csv(folder / "deck_ranking.csv")
    assert ranking["deck"].tolist() == tables["deck_ranking"]["deck"].tolist()
    assert ranking["imbalance"].to_numpy() == pytest.approx(tables["deck_ranking"]["imbalance"].to_numpy())


def test_report_defaults_to_balance_html_in_the_results_folder(tmp_path, capsys, loads_synthetic):
    code, _, err = run(capsys, "report", str(tmp_path))
    assert code == 0, err
    assert (tmp_path / "balance.html").is_file() and (tmp_path / "balance-tables" / "seat_order.csv").is_file()
    assert not list(tmp_path.glob("*.md"))


def _one_line_error(code, out, err, *fragments):
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("simkit: error: ") and "Traceback" not in err
    for fragment in fragments:
        assert fragment in err


def test_missing_folder_is_one_line_exit_2(tmp_path, capsys):
    _one_line_error(*run(capsys, "report", str(tmp_path / "nothing")), "no such folder")


def test_a_file_is_not_a_results_folder(tmp_path, capsys):
    path = tmp_path / "notes.txt"
    path.write_text("hello")
    _one_line_error(*run(capsys, "report", str(path)), "not a folder")


def test_a_folder_the_loader_rejects_is_one_line_exit_2(tmp_path, capsys, monkeypatch):
    def refuse(folder):
        raise FileNotFoundError(f"{folder}/manifest.json: no such file\nsecond line")
    monkeypatch.setattr(experiments, "load", refuse, raising=False)
    _one_line_error(*run(capsys, "report", str(tmp_path)), "not a simkit results folder", "manifest.json")


def test_the_loaders_own_message_is_not_repeated(tmp_path, capsys, monkeypatch):
    def refuse(folder):
        raise ValueError(f"{folder}: not a simkit results folder (no manifest.json)")
    monkeypatch.setattr(experiments, "load", refuse, raising=False)
    code, out, err = run(capsys, "report", str(tmp_path))
    _one_line_error(code, out, err, "(no manifest.json)")
    assert err.count("not a simkit results folder") == 1


def test_an_object_without_the_results_tables_is_rejected(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(experiments, "load", lambda folder: object(), raising=False)
    _one_line_error(*run(capsys, "report", str(tmp_path)), "not a simkit results folder", "seats")


def test_html_into_a_missing_folder_is_one_line_exit_2(tmp_path, capsys, loads_synthetic):
    _one_line_error(*run(capsys, "report", str(tmp_path), "--html", str(tmp_path / "no" / "balance.html")),
                    "--html", "does not exist")
    assert not (tmp_path / "balance-tables").exists()  # nothing written


def test_report_does_not_load_pandas_for_help():
    import subprocess
    import sys
    code = ("import sys; import simkit.cli; "
            "print(any(m in sys.modules for m in ('pandas', 'matplotlib', 'scipy')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
