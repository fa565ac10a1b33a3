"""The hero verdict on real games (a small, fast version of benchmarks/calibrate_verdicts.py):
the planted strong hero is named too strong, the self-harming one too weak, and the twin of
Magician is not told apart from it. The full calibration over many seeds is in
docs/findings-truth.md."""

from pathlib import Path

import pytest

from simkit import experiments
from cli_run import run
from simkit.reports.bands import Bands
from simkit.reports.verdicts import TOO_STRONG, TOO_WEAK, difference, verdict_table

PLANTED = Path(__file__).resolve().parent.parent / "docs" / "examples" / "planted-heroes.toml"
SPEC = f"""
ruleset = "cot"
players = 4
games = 1000
seed = 7
catalogs = ["{PLANTED}"]

[decks]
lists = [["Conjurer", "Mimic", "Magician", "Burden", "Guard", "Nomad", "Soldier"]]

[[lineups]]
seats = ["cautious"]

[[lineups]]
seats = ["restricted:cautious:Conjurer", "cautious", "cautious", "cautious"]

[verdicts]
base = "cautious"
"""


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    folder = tmp_path_factory.mktemp("planted")
    (folder / "spec.toml").write_text(SPEC)
    return folder


def test_the_paired_run_names_the_planted_heroes(planted, capsys):
    code, _, err = run(capsys, "run", str(planted / "spec.toml"), "--out", str(planted / "out"), "--workers", "1")
    assert code == 0, err
    results = experiments.load(planted / "out")
    cells = results.cells
    assert len(cells) == 2 + 7 * 4  # the base, the restricted line-up, 7 heroes x 4 seats
    assert (cells["paired_with"] >= 0).sum() == 1 + 28 and set(cells.loc[cells["paired_with"] >= 0, "paired_with"]) == {0}
    # a one-point band: at 1,000 games a cell the planted heroes are far outside it
    table = verdict_table(results, Bands(hero_points=1.0)).set_index("hero")
    assert table.loc["Conjurer", "verdict"] == TOO_STRONG
    assert table.loc["Burden", "verdict"] == TOO_WEAK
    assert table.loc["Conjurer", "value"] > table.loc["Magician", "value"]
    assert table["unit_kind"].iloc[0] == "blocks" and table["units"].iloc[0] == 20
    twin = difference(results, "Mimic", "Magician")
    assert not twin["told_apart"].iloc[0]


def test_the_report_puts_the_verdict_first(planted, capsys):
    code, _, err = run(capsys, "report", str(planted / "out"), "--md", str(planted / "balance.md"), "--band", "1")
    assert code == 0, err
    summary = (planted / "balance.md").read_text()
    first = summary.split("### cot, 4 players", 1)[1].strip().splitlines()
    assert " is too strong" in first[0] and "its effect is worth +" in first[0]  # Soldier too, for cautious
    assert any("Conjurer" in line and "too strong" in line for line in first[:4])
    # the no-effect cells are measuring devices: seat order and the other tables describe the game
    assert "noeffect:" not in summary.split("## Hero verdicts")[0].split("Also too weak")[-1]
    assert "Holding back Conjurer costs cautious" in summary and "same deals and seat" in summary
    page = (planted / "out" / "balance.html").read_text()
    assert page.index("<h2>Hero verdicts") < page.index("<h2>Seat order")
