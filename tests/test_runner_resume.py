"""Resume: a run killed with SIGKILL and run again equals an uninterrupted run; a changed spec or engine is refused."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.experiments.store import finished_tasks

REPO = Path(__file__).resolve().parent.parent
TABLES = ("seats", "cells", "heroes", "hero_seats", "score_hist", "length_hist")
SPEC = """\
ruleset = "fantasy"
players = [3, 5]
games = 8_000
games_per_task = 1_000
seed = 31

[decks]
named = ["fantasy"]

[[lineups]]
seats = ["cautious", "random", "random"]

[[lineups]]
seats = ["cautious"]
"""
TASKS = 3 * 8  # cells (3 players: two line-ups, 5 players: one) x chunks


def test_sigkill_midway_then_resume_equals_an_uninterrupted_run(tmp_path, capsys):
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text(SPEC)
    killed = tmp_path / "killed"
    process = subprocess.Popen([sys.executable, "-m", "simkit", "run", str(spec_file), "--out", str(killed),
                                "--workers", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
    deadline = time.monotonic() + 120
    while len(finished_tasks(killed)) < 3 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    assert process.returncode == -signal.SIGKILL, process.stderr.read().decode()
    done = finished_tasks(killed)
    assert 3 <= len(done) < TASKS  # killed midway

    code, out, err = run(capsys, "run", str(spec_file), "--out", str(killed), "--workers", "2")
    assert code == 0, err
    assert f"{len(done)} finished before" in err and f"played {(TASKS - len(done)) * 1000:,} games" in out
    whole = tmp_path / "whole"
    run_spec(load_spec(spec_file), whole, lambda: local_pool(1), log=lambda message: None)
    resumed, uninterrupted = experiments.load(killed), experiments.load(whole)
    assert resumed.complete and resumed.tasks_done == TASKS
    assert resumed.cells["games"].tolist() == [8000] * 3  # nothing lost, nothing counted twice
    for table in TABLES:
        pd.testing.assert_frame_equal(getattr(resumed, table), getattr(uninterrupted, table), check_exact=True)
    assert not list((killed / "parts").glob(".*.tmp"))

    code, out, err = run(capsys, "run", str(spec_file), "--out", str(killed))
    assert code == 0 and "nothing to run: every task is finished" in out


@pytest.fixture
def finished_run(tmp_path):
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text(SPEC.replace("8_000", "200").replace("1_000", "100"))
    run_spec(load_spec(spec_file), tmp_path / "out", lambda: local_pool(1), log=lambda message: None)
    return spec_file, tmp_path / "out"


def test_resume_refuses_a_changed_spec(finished_run, capsys):
    spec_file, out = finished_run
    before = sorted(p.name for p in (out / "parts").iterdir())
    spec_file.write_text(spec_file.read_text().replace("seed = 31", "seed = 32"))
    code, _, err = run(capsys, "run", str(spec_file), "--out", str(out))
    assert code == 2 and err.count("\n") == 1
    assert f"{out}: made by a different spec (spec.seed: 31 -> 32)" in err and "use a new --out folder" in err
    assert sorted(p.name for p in (out / "parts").iterdir()) == before


def test_resume_ignores_where_results_go_and_what_they_are_called(finished_run, capsys):
    spec_file, out = finished_run
    spec_file.write_text('out = "elsewhere"\ndescription = "renamed"\n' + spec_file.read_text())
    code, out_text, err = run(capsys, "run", str(spec_file), "--out", str(out))
    assert code == 0 and "nothing to run" in out_text


def test_resume_refuses_another_engine(finished_run, capsys):
    spec_file, out = finished_run
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["engine_hash"] = "0123456789abcdef"
    (out / "manifest.json").write_text(json.dumps(manifest))
    code, _, err = run(capsys, "run", str(spec_file), "--out", str(out))
    assert code == 2 and "made by other engine code (engine hash 0123456789abcdef, now " in err


def test_designer_heroes_play_and_an_edited_hero_file_is_refused(tmp_path, capsys):
    heroes = tmp_path / "my-heroes.toml"
    heroes.write_text((REPO / "docs" / "examples" / "designer-heroes.toml").read_text())
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text(SPEC.replace("8_000", "40").replace("1_000", "40").replace(
        'named = ["fantasy"]', 'lists = [["Alchemist", "Oracle", "Bard", "Druid", "Knight", "Mage", "Rogue"]]')
        .replace('seed = 31', 'seed = 31\ncatalogs = ["my-heroes.toml"]'))
    code, _, err = run(capsys, "run", str(spec_file), "--out", str(tmp_path / "out"), "--workers", "1")
    assert code == 0, err
    heroes_played = set(experiments.load(tmp_path / "out").heroes["hero"])
    assert {"Alchemist", "Oracle"} <= heroes_played
    heroes.write_text(heroes.read_text().replace("Swap a card", "Swap one card"))
    code, _, err = run(capsys, "run", str(spec_file), "--out", str(tmp_path / "out"))
    assert code == 2 and "my-heroes.toml was edited since this folder was made" in err and err.count("\n") == 1
