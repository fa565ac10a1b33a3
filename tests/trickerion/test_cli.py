"""What a designer can do with Trickerion from the command line (issue 15): play with setup
parameters, trace and replay, an experiment spec with its report saying when assumed data was
used, a tournament, the Trick catalogue. Small games: the point is the wiring, not the numbers."""

import json

from cli_run import run
from simkit.games.trickerion import GAME


def test_play_four_players_prints_fame_per_seat_and_the_tricks(capsys):
    code, out, err = run(capsys, "play", "--ruleset", "trickerion", "--players", "4", "--strategies", "random:stop=0",
                         "--games", "40", "--seed", "1")
    assert code == 0, err
    assert "Trickerion, base game" in out and "4 players" in out and "games        40" in out
    assert "Linking Rings" in out or "Mind Reading" in out  # the items are the Tricks


def test_play_with_random_magicians_and_fixed_specialists(capsys):
    code, out, err = run(capsys, "play", "--ruleset", "trickerion", "--players", "3", "--magicians", "random",
                         "--specialists", "Engineer,Manager,Assistant", "--strategies", "random,random:stop=0,random",
                         "--games", "20")
    assert code == 0, err
    assert "random, random:stop=0, random" in out


def test_the_setup_parameters_reach_the_game(tmp_path, capsys):
    out = tmp_path / "t.jsonl"
    code, _, err = run(capsys, "trace", "--ruleset", "trickerion", "--players", "2", "--magicians",
                       "Electra,The Red Lotus", "--specialists", "Manager,Assistant", "--tiebreak", "shared",
                       "--out", str(out))
    assert code == 0, err
    events = [json.loads(line) for line in out.read_text().splitlines()]
    assert [e["magician"] for e in events if e["event"] == "magician"] == ["Electra", "The Red Lotus"]
    assert [e["specialist"] for e in events if e["event"] == "specialist"] == ["Manager", "Assistant"]
    assert events[0]["options"]["tiebreak"] == "shared" and events[0]["magicians"] == ["Electra", "The Red Lotus"]


def test_trace_then_replay_a_two_player_duel_game(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    code, out, err = run(capsys, "trace", "--ruleset", "trickerion", "--players", "2", "--seed", "7", "--out", str(path))
    assert code == 0, err and "wrote" in out
    events = [json.loads(line) for line in path.read_text().splitlines()]
    assert events[0]["family"] == "trickerion" and events[-1]["event"] == "game_end"
    assert events[0]["assumed_data"] == ["duel_sides", "turn_setup"]
    code, text, err = run(capsys, "replay", str(path))
    assert code == 0, err
    assert text == GAME.render(events) and "Assumed data: duel_sides, turn_setup" in text and "Turn 5" in text
    assert events == GAME.trace(GAME.make_setup("trickerion", 2, None, "random"), 7, 0)  # the same game


def test_an_experiment_manifest_and_report_say_when_assumed_data_was_used(tmp_path, capsys):
    spec = tmp_path / "s.toml"
    spec.write_text('ruleset = "trickerion"\nplayers = [2, 3]\ngames = 40\nseed = 1\n'
                    '[[lineups]]\nseats = ["random:stop=0"]\nrotate = true\n[setup]\nmagicians = "random"\n')
    code, out, err = run(capsys, "run", str(spec), "--out", str(tmp_path / "out"))
    assert code == 0, err
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["uses_assumed_data"] is True
    assert manifest["assumed_data"] == [{"players": 2, "deck": "trickerion-assumed-v1",
                                         "sections": ["duel_sides", "turn_setup"]}]
    md = tmp_path / "summary.md"
    code, out, err = run(capsys, "report", str(tmp_path / "out"), "--md", str(md))
    assert code == 0, err
    text = md.read_text()
    assert "Assumed data: 2 players with trickerion-assumed-v1 use duel\\_sides, turn\\_setup" in text
    assert "When a seat has 'magician " in text  # per-Magician win rates, from the marks (RULES 5.3)


def test_a_tournament_ranks_trickerion_strategies(capsys):
    code, out, err = run(capsys, "tournament", "--ruleset", "trickerion", "--players", "3",
                         "--strategies", "random,random:stop=0", "--games", "40")
    assert code == 0, err
    assert "random:stop=0" in out and "trickerion, 3 players" in out


def test_items_lists_the_32_tricks_of_the_base_game(capsys):
    code, out, err = run(capsys, "items", "--game", "trickerion")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 32 and any(line.startswith("Linking Rings") for line in lines)
    assert all(" 1  " in line or " 2  " in line for line in lines)  # levels 1-2 only


def test_games_lists_trickerion_with_its_setup_parameters(capsys):
    code, out, err = run(capsys, "games")
    assert code == 0 and "trickerion-noduel" in out and "--magicians" in out and "--specialists" in out
