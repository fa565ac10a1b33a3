"""``simkit compare``: a planted change is found, an unrelated measure is not, a folder compared with
itself shows no change, the pairing is said, and two folders that cannot be compared are refused."""

import math
from pathlib import Path

import pandas as pd
import pytest

from cli_run import run
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.reports.compare import CHANGED, NO_CHANGE, ONLY_B, compare

REPO = Path(__file__).resolve().parent.parent
HEROES = (REPO / "docs" / "examples" / "designer-heroes.toml").read_text()
SWAP = 'effect = [{ op = "swap", a = "own.hand", b = "trash" }]'
# the planted change: Alchemist's swap becomes Magician's vanish twice (docs/examples/planted-heroes.toml's Conjurer)
STRONGER = ('effect = [{ op = "move", from = "own.tableau", to = "trash" }, '
            '{ op = "move", from = "own.tableau", to = "trash" }]')
SPEC = """\
ruleset = "cot"
players = 4
games = 1_000
games_per_task = 50
seed = SEED
catalogs = ["HEROES"]

[decks]
lists = [["Alchemist", "Oracle", "Guard", "Brigand", "Soldier", "Nomad", "Scion"]]

[[lineups]]
seats = ["cautious"]
"""


def make(folder: Path, name: str, heroes: str, seed: int = 5, spec: str = SPEC) -> Path:
    (folder / f"{name}-heroes.toml").write_text(heroes)
    spec_file = folder / f"{name}.toml"
    spec_file.write_text(spec.replace("SEED", str(seed)).replace("HEROES", f"{name}-heroes.toml"))
    run_spec(load_spec(spec_file), folder / name, lambda: local_pool(1), log=lambda message: None)
    return folder / name


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    folder = tmp_path_factory.mktemp("compare")
    assert STRONGER not in HEROES and SWAP in HEROES
    return {"before": make(folder, "before", HEROES), "again": make(folder, "again", HEROES),
            "after": make(folder, "after", HEROES.replace(SWAP, STRONGER)),
            "other-seed": make(folder, "other-seed", HEROES, seed=6)}


def line(comparison, measure):
    rows = comparison.lines[comparison.lines["measure"] == measure]
    assert len(rows) == 1, measure
    return rows.iloc[0]


def test_a_hero_made_stronger_is_changed_and_an_unrelated_hero_is_not(folders):
    c = compare(folders["before"], folders["after"])
    assert c.pairing == "paired" and c.unit_kind == "blocks" and c.units == 20
    planted = line(c, "Alchemist's win share per play")
    assert planted["verdict"] == CHANGED and planted["change_lo"] > 0  # a stronger card wins more for its player
    unrelated = line(c, "Oracle's win share per play")
    assert unrelated["verdict"] == NO_CHANGE and unrelated["change_lo"] < 0 < unrelated["change_hi"]
    assert unrelated["detectable"] > 0  # the smallest change the data could have seen
    assert (c.lines.loc[c.lines["verdict"] == CHANGED, "p_holm"] < 0.05).all()


def test_a_folder_compared_with_a_rerun_of_its_spec_shows_no_change(folders):
    c = compare(folders["before"], folders["again"])
    assert c.pairing == "paired"
    assert set(c.lines["verdict"]) == {NO_CHANGE}
    assert (c.lines["change"] == 0).all() and (c.lines["a"].fillna(0) == c.lines["b"].fillna(0)).all()


def test_other_seeds_are_compared_as_independent_with_wider_intervals(folders):
    paired = compare(folders["before"], folders["after"])
    independent = compare(folders["before"], folders["other-seed"])
    assert independent.pairing == "independent" and "other seeds" in independent.why
    # the same measure on the same folder A: pairing cancels the deals' luck, so the paired interval is narrower
    width = lambda c: (line(c, "the mean game length")["change_hi"] - line(c, "the mean game length")["change_lo"])
    assert width(paired) < width(independent)
    assert not (independent.lines["verdict"] == CHANGED).any() or \
        (independent.lines.loc[independent.lines["verdict"] == CHANGED, "p_holm"] < 0.05).all()


def test_a_measure_only_one_folder_has_is_said(folders, tmp_path):
    verdicts = make(tmp_path, "verdicts", HEROES, spec=SPEC + '\n[verdicts]\nbase = "cautious"\nseats = "rotate"\n')
    c = compare(folders["before"], verdicts)
    effects = c.lines[c.lines["kind"] == "effects"]
    assert len(effects) == 7 and set(effects["verdict"]) == {ONLY_B}
    assert math.isnan(effects["a"].iloc[0]) and effects["b"].notna().all()


def test_the_command_writes_the_page_the_tables_and_the_summary(folders, tmp_path, capsys):
    html, md = tmp_path / "what.html", tmp_path / "what.md"
    code, out, err = run(capsys, "compare", str(folders["before"]), str(folders["after"]), "--html", str(html),
                         "--md", str(md))
    assert code == 0, err
    assert "Alchemist's win share per play rose from" in out
    page = html.read_text()
    assert page.count("data:image/png;base64,") >= 3 and "http://" not in page.replace("http-equiv", "")
    summary = md.read_text().splitlines()
    assert summary[0].startswith("# What changed") and "rose from" in md.read_text()
    changes = pd.read_csv(tmp_path / "what-tables" / "changes.csv")
    assert {"change_lo", "change_hi", "p_holm", "verdict", "detectable", "pairing"} <= set(changes.columns)
    assert (pd.read_csv(tmp_path / "what-tables" / "cells.csv")["status"] == "in both").all()


def test_folders_without_a_common_cell_are_refused_in_one_line(folders, tmp_path, capsys):
    other = make(tmp_path, "other-deck", HEROES,
                 spec=SPEC.replace('"Scion"]', '"Saint"]'))
    code, _, err = run(capsys, "compare", str(folders["before"]), str(other), "--html", str(tmp_path / "x.html"))
    assert code == 2 and err.count("\n") == 1 and "have no common cell" in err
    assert not (tmp_path / "x.html").exists()


def test_folders_of_two_games_are_refused_in_one_line(folders, tmp_path, capsys):
    spec = tmp_path / "tricksters.toml"
    spec.write_text('ruleset = "tricksters"\nplayers = 2\ngames = 100\ngames_per_task = 50\nseed = 1\n\n'
                    '[[lineups]]\nseats = ["random"]\n')
    run_spec(load_spec(spec), tmp_path / "tricksters", lambda: local_pool(1), log=lambda message: None)
    code, _, err = run(capsys, "compare", str(folders["before"]), str(tmp_path / "tricksters"), "--html",
                       str(tmp_path / "x.html"))
    assert code == 2 and err.count("\n") == 1
    assert "holds results of trickster" in err and "of tricksters: compare needs two folders of the same game" in err
    assert not (tmp_path / "x.html").exists()


def test_a_card_list_game_compares_through_the_same_contract(tmp_path):
    spec = ('ruleset = "tricksters"\nplayers = 3\ngames = 600\ngames_per_task = 50\nseed = SEED\n\n'
            '[[lineups]]\nseats = ["counter", "random", "random"]\nrotate = true\n')
    for name in ("a", "b"):
        (tmp_path / f"{name}.toml").write_text(spec.replace("SEED", "3"))
        run_spec(load_spec(tmp_path / f"{name}.toml"), tmp_path / name, lambda: local_pool(1),
                 log=lambda message: None)
    c = compare(tmp_path / "a", tmp_path / "b")
    assert c.game == "tricksters" and c.pairing == "paired" and set(c.lines["verdict"]) == {NO_CHANGE}
    assert {"seats", "strategies", "items", "game"} <= set(c.lines["kind"])
    assert "turns" in set(c.lines["unit"])  # the game's own length unit
