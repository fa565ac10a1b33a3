"""Plugin strategies in specs: loaded by simkit run and by every worker."""

import subprocess
import sys

from simkit import experiments
from plugin_source import PLUGIN, PLUGIN_FILE

SPEC = """\
ruleset = "cot"
players = 4
games = 200
games_per_task = 50
seed = 12
plugins = ["{plugin}"]

[decks]
named = ["beginner"]

[[lineups]]
seats = ["lastpick", "cautious", "random", "random"]
rotate = true
"""


def simkit_cli(*args, cwd):
    return subprocess.run([sys.executable, "-m", "simkit", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=900)


def test_a_spec_plays_a_plugin_strategy_on_two_workers(tmp_path):
    (tmp_path / PLUGIN_FILE).write_text(PLUGIN)
    (tmp_path / "spec.toml").write_text(SPEC.format(plugin=PLUGIN_FILE))
    result = simkit_cli("run", "spec.toml", "--out", "out", "--workers", "2", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    seats = experiments.load(tmp_path / "out").seats
    plugin_seats = seats[seats.strategy == "lastpick"]
    assert len(plugin_seats) == 4 and (plugin_seats.games == 200).all()  # one seat per rotation
    assert set(seats.strategy) == {"lastpick", "cautious", "random"}


def test_spec_plugin_problems_are_one_line(tmp_path):
    (tmp_path / "spec.toml").write_text(SPEC.format(plugin="missing.py"))
    result = simkit_cli("run", "spec.toml", "--out", "out", cwd=tmp_path)
    assert result.returncode == 2 and "plugins: no such file 'missing.py'" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and not (tmp_path / "out").exists()
    (tmp_path / PLUGIN_FILE).write_text(PLUGIN)
    (tmp_path / "spec.toml").write_text(SPEC.format(plugin=PLUGIN_FILE))
    result = simkit_cli("run", "spec.toml", "--scheduler", "tcp://127.0.0.1:1", cwd=tmp_path)
    assert result.returncode == 2 and "plugins: not on a Dask cluster" in result.stderr
