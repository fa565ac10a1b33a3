"""simkit report on a real simkit run: the runner's results folder goes straight into the report."""

from cli_run import run

SPEC = """
description = "two rulebook decks, cautious against random"
ruleset = "cot"
players = 3
games = 400
seed = 5
out = "unused"

[decks]
named = ["beginner", "strategist"]

[[lineups]]
seats = ["cautious"]

[[lineups]]
seats = ["cautious", "random", "random"]
rotate = true
"""


def test_report_of_a_real_run(tmp_path, capsys):
    spec = tmp_path / "cautious-vs-random.toml"
    spec.write_text(SPEC)
    results = tmp_path / "results"
    code, _, err = run(capsys, "run", str(spec), "--out", str(results), "--workers", "1")
    assert code == 0, err
    code, out, err = run(capsys, "report", str(results), "--md", str(tmp_path / "balance.md"))
    assert code == 0, err
    summary = (tmp_path / "balance.md").read_text()
    assert summary.startswith("# Balance report: cautious-vs-random")
    assert "two rulebook decks, cautious against random" in summary
    assert "### cot, 3 players" in summary and "games)" in summary
    assert "cautious wins" in summary  # the skill gap of the rotated mixed line-up
    page = (results / "balance.html").read_text()
    assert '"engine_hash"' in page and page.count("<img ") >= 5


def test_an_empty_folder_is_not_results(tmp_path, capsys):
    code, out, err = run(capsys, "report", str(tmp_path))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "not a simkit results folder" in err
