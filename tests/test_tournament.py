"""Tournaments: rotated seats on the same deals, per-strategy table, row-beats-column matrix."""

import csv
import subprocess
import sys

import numpy as np
import pytest

from simkit.api import trace_events
from cli_run import run
from plugin_source import PLUGIN, PLUGIN_FILE
from simkit.experiments.tournament import _tabulate, lineups


@pytest.mark.parametrize("k, players", [(2, 4), (3, 4), (4, 4), (5, 3), (4, 6)])
def test_every_strategy_sits_in_every_seat_equally_often(k, players):
    names = [f"s{i}" for i in range(k)]
    rotations = lineups(names, players)
    assert len(rotations) == k
    for seat in range(players):
        assert sorted(lineup[seat] for lineup in rotations) == names
    seats = [sum(lineup.count(name) for lineup in rotations) for name in names]
    assert seats == [players] * k


def test_the_rotations_replay_the_same_deals():
    first = [next(e for e in trace_events("cot", 4, "beginner", lineup, seed=9, game=3) if e["event"] == "deal")
             for lineup in lineups(["random", "cautious"], 4)]
    assert first[0] == first[1]


def test_tables_from_known_outcomes():
    """Two strategies, two players: a always scores 10 to b's 20, except a 15-15 tie in game 0."""
    rotations = lineups(["a", "b"], 2)
    outcomes = []
    for lineup in rotations:
        totals = np.array([[10, 20]] * 4) if lineup[0] == "a" else np.array([[20, 10]] * 4)
        totals[0] = [15, 15]
        shares = np.where(totals == totals.min(axis=1, keepdims=True), 1.0, 0.0)
        shares /= shares.sum(axis=1, keepdims=True)
        outcomes.append((totals, shares))
    t = _tabulate(["a", "b"], rotations, 4, outcomes)
    a, b = t.table.iloc[0], t.table.iloc[1]
    assert (a.games, b.games) == (8, 8)
    assert a.wins == 7.0 and b.wins == 1.0 and a.win_share == 7 / 8
    assert a.mean_score == pytest.approx((15 + 3 * 10) / 4)
    assert t.ahead.loc["a", "b"] == pytest.approx(7 / 8) and t.ahead.loc["b", "a"] == pytest.approx(1 / 8)
    assert t.meetings.loc["a", "b"] == 8
    assert t.ahead_lo.loc["a", "b"] < 7 / 8 < t.ahead_hi.loc["a", "b"]


def test_cli_tournament_ranks_and_writes_csv(tmp_path, capsys):
    out = tmp_path / "t.csv"
    code, text, err = run(capsys, "tournament", "--strategies", "random,cautious", "--games", "400",
                          "--seed", "3", "--out", str(out))
    assert code == 0, err
    assert "2 rotations x 200 games" in text and "row finishes ahead of column" in text
    rows = list(csv.DictReader(out.open()))
    assert {"strategy", "games", "wins", "win_share", "win_share_lo", "win_share_hi", "mean_score"} <= set(rows[0])
    by_name = {row["strategy"]: row for row in rows}
    assert int(by_name["random"]["games"]) == int(by_name["cautious"]["games"]) == 800
    assert float(by_name["random"]["wins"]) + float(by_name["cautious"]["wins"]) == pytest.approx(400)
    assert float(by_name["cautious"]["win_share_lo"]) > float(by_name["random"]["win_share_hi"])
    cautious_row = next(line for line in text.splitlines()[::-1] if line.startswith("cautious"))
    assert "*" in cautious_row  # beats random at 95%


@pytest.mark.parametrize("args, message", [
    (["--strategies", "random"], "at least 2 strategies"),
    (["--strategies", "random,random"], "each strategy may enter a tournament once"),
    (["--strategies", "random,cautious", "--games", "0"], "--games must be at least 1"),
    (["--strategies", "random,bogus"], "unknown strategy 'bogus'"),
    (["--strategies", "random,cautious", "--out", "/nonexistent/t.csv"], "folder /nonexistent does not exist"),
])
def test_cli_tournament_bad_input(capsys, args, message):
    code, out, err = run(capsys, "tournament", *args)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_cli_lists_every_strategy_with_description_and_parameters(capsys):
    code, out, _ = run(capsys, "strategies")
    assert code == 0
    names = [line.split()[0] for line in out.splitlines()]
    assert names[:5] == ["random", "cautious", "dumper", "collector", "hunter"]
    assert {"heuristic", "search", "restricted", "noeffect"} <= set(names)
    assert "rollouts=24" in out and "variety=1" in out


def simkit_cli(*args, cwd):
    return subprocess.run([sys.executable, "-m", "simkit", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=900)


def test_a_plugin_strategy_is_listed_plays_and_is_checked(tmp_path):
    plugin = tmp_path / PLUGIN_FILE
    plugin.write_text(PLUGIN)
    listed = simkit_cli("strategies", "--plugin", str(plugin), cwd=tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert any(line.startswith("lastpick  always the last legal option") for line in listed.stdout.splitlines())
    played = simkit_cli("play", "--plugin", str(plugin), "--strategies", "lastpick,middle,peeker,random",
                        "--games", "50", cwd=tmp_path)
    assert played.returncode == 0, played.stderr
    assert "lastpick, middle, peeker, random" in played.stdout
    checked = simkit_cli("strategies", "--plugin", str(plugin), "--check", "lastpick", cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr
    assert "legal, deterministic, no peeking" in checked.stdout
    cheat = simkit_cli("strategies", "--plugin", str(plugin), "--check", "peeker", cwd=tmp_path)
    assert cheat.returncode == 1 and "PEEKS" in cheat.stdout


@pytest.mark.parametrize("content, message", [
    (None, "no such file"),
    ("x = 1\n", "registers no strategy"),
    ("def broken(:\n", "SyntaxError"),
    (PLUGIN.replace('"peeker"', '"random"'), "a strategy of that name exists"),
])
def test_a_broken_plugin_is_one_line_and_exit_2(tmp_path, content, message):
    plugin = tmp_path / PLUGIN_FILE
    if content is not None:
        plugin.write_text(content)
    result = simkit_cli("strategies", "--plugin", str(plugin), cwd=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_two_workers_give_the_same_tournament():
    from simkit.experiments.tournament import run_tournament
    one = run_tournament("cot", 4, "beginner", ["random", "hunter", "collector"], 300, seed=8)
    two = run_tournament("cot", 4, "beginner", ["random", "hunter", "collector"], 300, seed=8, workers=2)
    assert one.table.equals(two.table) and one.ahead.equals(two.ahead)


@pytest.mark.parametrize("game", ["tricksters", "trickarus"])
def test_every_game_has_tournaments(capsys, game):
    code, text, err = run(capsys, "tournament", "--game", game, "--strategies", "random,search:rollouts=2"
                          if game == "trickarus" else "random,counter", "--games", "60", "--seed", "2")
    assert code == 0, err
    assert "2 rotations x 30 games" in text and "row finishes ahead of column" in text


def test_ahead_follows_the_games_score_direction():
    """The same scores as test_tables_from_known_outcomes, in a game where the higher score wins."""
    rotations = lineups(["a", "b"], 2)
    outcomes = [(np.array([[10, 20]] * 4) if lineup[0] == "a" else np.array([[20, 10]] * 4), np.full((4, 2), 0.5))
                for lineup in rotations]
    t = _tabulate(["a", "b"], rotations, 4, outcomes, high_score_wins=True)
    assert t.ahead.loc["b", "a"] == pytest.approx(1.0) and t.ahead.loc["a", "b"] == pytest.approx(0.0)
