"""Adaptive runs (target) and races: the tasks played depend on the seed alone, so 1 and 2 workers give
the same bits, a run killed with SIGKILL resumes to the same bits, and a cell's games are the fixed
run's games; the race keeps a planted unbalanced deck and drops the middling ones."""

import os
import signal
import subprocess
import sys
import time
from collections import namedtuple

import numpy as np
import pandas as pd
import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.adaptive import AT_CAP, AT_TARGET, Adaptive, TaskStats, schedule
from simkit.experiments.executors import local_pool
from simkit.experiments.racing import LEAST, MOST, OUT, UNSETTLED
from simkit.experiments.reduce import WIN_UNITS
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.experiments.store import finished_tasks
from simkit.experiments.tasks import task_slots

TABLES = ("seats", "cells", "heroes", "hero_seats", "score_hist", "length_hist")
TARGET = """\
ruleset = "cot"
players = 4
games = 100
games_per_task = 50
max_games = 1_600
seed = 41
target = { halfwidth = 0.045, measure = "seat_share" }

[decks]
named = ["beginner"]

[[lineups]]
seats = ["cautious", "random", "random", "random"]
rotate = true

[[lineups]]
seats = ["random"]
"""
RACE = """\
ruleset = "cot"
players = 3
games = 100
games_per_task = 50
seed = 43
race = { keep = 1, objective = "imbalance", rounds = 3 }

[decks]
sample = 5

[[lineups]]
seats = ["cautious", "random", "random"]
"""


def write(folder, text, name="spec"):
    spec = folder / f"{name}.toml"
    spec.write_text(text)
    return spec


def play(spec, out, workers=1):
    run_spec(load_spec(spec), out, lambda: local_pool(workers), log=lambda message: None)
    return experiments.load(out)


def assert_identical(a, b):
    for table in TABLES:
        pd.testing.assert_frame_equal(getattr(a, table), getattr(b, table), check_exact=True)


@pytest.fixture(scope="module")
def target_run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("target")
    return folder, play(write(folder, TARGET), folder / "one")


def test_a_target_run_stops_each_cell_at_its_own_count(target_run):
    _, results = target_run
    assert results.complete and results.adaptive.finished
    status = results.adaptive.cells.set_index("cell")
    games = results.cells.set_index("cell")["games"]
    assert set(status["status"]) <= {AT_TARGET, AT_CAP}
    # the random table has four shares near 25%, the mixed ones one near 50%: a share near 50% is the
    # widest, so the mixed cells need more games; they stop on the doubling schedule's counts
    assert set(games) <= {100, 200, 400, 800, 1600} and games.nunique() > 1
    assert (games == status.loc[games.index, "games"]).all()
    for cell, n in games.items():
        seats = results.seats[(results.seats["lineup"] == results.cells.set_index("cell").loc[cell, "lineup"])]
        widest = ((seats["win_share_hi"] - seats["win_share_lo"]) / 2).max()
        assert (widest <= 0.045) == (status.loc[cell, "status"] == AT_TARGET)


def test_a_target_run_is_the_same_on_two_workers_and_its_cells_hold_the_fixed_runs_games(target_run, tmp_path):
    folder, one = target_run
    assert_identical(one, play(write(tmp_path, TARGET), tmp_path / "two", workers=2))
    cells = one.cells.set_index("cell")
    first = int(cells["games"].min())
    fixed = play(write(tmp_path, TARGET.replace("target = {", "# {").replace("max_games", "# max_games")
                       .replace("games = 100", f"games = {first}"), "fixed"), tmp_path / "fixed")
    # a cell that stopped at n games holds the fixed run's n games: the same tasks, the same seeds
    stopped = cells.index[cells["games"] == first]
    assert 0 < len(stopped) < len(cells)
    for cell in stopped:
        mine = one.seats[one.seats["lineup"] == cells.loc[cell, "lineup"]].reset_index(drop=True)
        theirs = fixed.seats[fixed.seats["lineup"] == cells.loc[cell, "lineup"]].reset_index(drop=True)
        pd.testing.assert_frame_equal(mine, theirs, check_exact=True)


@pytest.mark.parametrize("text", [RACE, TARGET], ids=["race", "target"])
def test_an_adaptive_run_is_the_same_on_two_workers_and_after_a_sigkill(text, tmp_path, capsys):
    spec = write(tmp_path, text)
    whole = play(spec, tmp_path / "whole")
    assert whole.complete and (whole.adaptive.race is not None) == (text is RACE)
    assert_identical(whole, play(spec, tmp_path / "two", workers=2))
    killed = tmp_path / "killed"
    process = subprocess.Popen([sys.executable, "-m", "simkit", "run", str(spec), "--out", str(killed),
                                "--workers", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
    deadline = time.monotonic() + 120
    while len(finished_tasks(killed)) < 12 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)  # past round 0 (10 tasks): the kill lands after a decision
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL, process.stderr.read().decode()
    assert 12 <= len(finished_tasks(killed)) < whole.tasks_done
    code, out, err = run(capsys, "run", str(spec), "--out", str(killed), "--workers", "2")
    assert code == 0, err
    assert "replaying the run's decisions" in err and "adaptive run finished" in err
    resumed = experiments.load(killed)
    assert resumed.complete and resumed.tasks_done == whole.tasks_done
    assert_identical(whole, resumed)
    pd.testing.assert_frame_equal(whole.adaptive.cells, resumed.adaptive.cells, check_exact=True)
    if text is RACE:
        pd.testing.assert_frame_equal(whole.adaptive.race, resumed.adaptive.race, check_exact=True)


def test_a_race_reports_progress_and_gives_the_report_its_racing_list(tmp_path, capsys):
    spec = write(tmp_path, RACE)
    code, out, err = run(capsys, "run", str(spec), "--out", str(tmp_path / "race"), "--workers", "1")
    assert code == 0, err
    assert "round 0: 5 cells to 100 games (500 games to play)" in err
    assert "cells still racing; at most" in err and "ETA at most" in err
    code, out, err = run(capsys, "report", str(tmp_path / "race"), "--html", str(tmp_path / "r.html"),
                         "--md", str(tmp_path / "r.md"))
    assert code == 0, err
    race = pd.read_csv(tmp_path / "r-tables" / "race.csv")
    rerun = pd.read_csv(tmp_path / "r-tables" / "rerun.csv")
    assert sorted(rerun["deck_id"]) == sorted(race.loc[race["status"] == UNSETTLED, "deck_id"])
    assert "Racing (the run's race, 1 decks at each end)" in (tmp_path / "r.md").read_text()


# --- the race's rule on planted decks -----------------------------------------------------------

Cell = namedtuple("Cell", "cell ruleset players deck_id paired_with deck")
GAMES_PER_TASK = 500


def planted_stats(shares, adaptive, seed=7):
    """Every task of the plan, its seats' wins drawn from the deck's true shares (3 players)."""
    rng = np.random.default_rng(seed)
    slots = list(task_slots(len(shares), [_segment(adaptive)]))
    stats = {}
    for task, (cell, first, games) in enumerate(slots):
        wins = rng.multinomial(games, shares[cell])
        stats[task] = TaskStats(games, wins.astype(np.int64) * WIN_UNITS, 0, 0)
    return slots, stats


def _segment(adaptive):
    from simkit.experiments.tasks import Segment
    return Segment(0, adaptive.max_games, adaptive.games_per_task)


def test_the_race_keeps_a_planted_unbalanced_deck_and_drops_the_middling_ones():
    fair, middling, unbalanced = [1 / 3] * 3, [0.41, 0.30, 0.29], [0.62, 0.19, 0.19]
    shares = [fair] * 3 + [middling] * 10 + [unbalanced] * 2
    adaptive = Adaptive("race", 500, 32_000, GAMES_PER_TASK, keep=2, objective="imbalance", rounds=7)
    cells = [Cell(i, "cot", 3, i, -1, f"deck {i}") for i in range(len(shares))]
    slots, stats = planted_stats(shares, adaptive)
    step = schedule(adaptive, cells, slots, stats)
    assert step.finished
    status = {d.deck_id: d.status for d in step.race.decks}
    games = {d.deck_id: d.games for d in step.race.decks}
    assert [status[i] for i in (13, 14)] == [LEAST, LEAST]  # kept at the unbalanced end, and settled early
    assert all(games[i] < 32_000 for i in (13, 14))
    assert all(status[i] == OUT for i in range(3, 13))  # dropped: surely in neither end
    assert all(games[i] < 32_000 for i in range(3, 13))
    # three equally fair decks for two places: no honest race can settle them, and none is misplaced
    assert {status[i] for i in range(3)} <= {MOST, UNSETTLED} and any(status[i] == UNSETTLED for i in range(3))
    # spent where it mattered: the unsettled decks played every round
    assert all(games[i] == 32_000 for i in range(3) if status[i] == UNSETTLED)


def test_a_race_without_real_differences_settles_nothing_wrongly():
    shares = [[1 / 3] * 3] * 12
    adaptive = Adaptive("race", 500, 8_000, GAMES_PER_TASK, keep=2, objective="imbalance", rounds=5)
    cells = [Cell(i, "cot", 3, i, -1, f"deck {i}") for i in range(12)]
    for seed in range(5):
        slots, stats = planted_stats(shares, adaptive, seed)
        step = schedule(adaptive, cells, slots, stats)
        assert {d.status for d in step.race.decks} == {UNSETTLED}  # every deck is as fair as the others
