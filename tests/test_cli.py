"""The simkit command: real output for good input, one clear line and exit code 2 for bad input."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cli_run import run


def test_play_prints_a_summary_with_intervals(capsys):
    code, out, err = run(capsys, "play", "--players", "4", "--deck", "beginner", "--games", "300", "--seed", "1")
    assert code == 0, err
    assert "games        300" in out and "games/s" in out
    assert out.count("%, ") >= 4  # one interval per seat
    for hero in ("Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"):
        assert hero in out
    assert "tricks/round" in out


def test_play_takes_one_strategy_per_seat_and_named_heroes(capsys):
    code, out, err = run(capsys, "play", "--players", "3", "--games", "50", "--strategies", "random,cautious,random",
                         "--deck", "General,Hunter,Noble,Shaman,Saint,Smuggler,Vigilante")
    assert code == 0, err
    assert "random, cautious, random" in out and "Smuggler" in out


def test_trace_then_replay(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    code, out, err = run(capsys, "trace", "--players", "3", "--deck", "strategist", "--seed", "7", "--out", str(path))
    assert code == 0, err
    assert path.read_text().count("\n") > 50
    code, out, err = run(capsys, "replay", str(path))
    assert code == 0, err
    assert "== Round 1 ==" in out and "Trick 1: Timeline leads" in out and "Final totals" in out


def test_heroes_lists_the_28_heroes_with_their_set_and_text(capsys):
    code, out, _ = run(capsys, "heroes")
    assert code == 0
    lines = out.strip().splitlines()
    assert len(lines) == 28
    assert lines[-5].startswith("Guard (Fantasy)") and "Fantasy" in lines[-5] and "any player's House" in lines[-5]
    assert any(line.startswith("Vigilante") and "Grand Gambit" in line and "Swap a card" in line for line in lines)
    sets = {line.split()[0]: "Grand Gambit" in line for line in lines[:21]}
    assert [name for name, gambit in sets.items() if gambit] == [
        "General", "Hunter", "Magician", "Noble", "Shaman", "Saint", "Smuggler", "Vigilante"]


BAD_INPUT = [
    (["--deck", "Brigand,Guard,Magician,Nomad,Peddler,Soldier,Wizard"], "unknown hero 'Wizard'"),
    (["--deck", "Brigand,Guard,Magician,Nomad,Peddler,Soldier"], "7 different heroes, got 6"),
    (["--deck", "Brigand,Guard,Magician,Nomad,Peddler,Soldier,Scion,Witness"], "7 different heroes, got 8"),
    (["--deck", "Brigand,Guard,Magician,Nomad,Peddler,Soldier,Guard"], "'Guard' appears more than once"),
    (["--deck", "fancy"], "unknown deck 'fancy'"),
    (["--players", "1"], "2-6 players, not 1"),
    (["--players", "7"], "2-6 players, not 7"),
    (["--strategies", "genius"], "unknown strategy 'genius'"),
    (["--strategies", "random,random"], "one per seat (4), got 2"),
    (["--ruleset", "poker"], "unknown ruleset 'poker'"),
]


@pytest.mark.parametrize("args, message", BAD_INPUT)
@pytest.mark.parametrize("command", ["play", "trace"])
def test_bad_input_is_one_line_and_exit_code_2(capsys, tmp_path, command, args, message):
    extra = ["--out", str(tmp_path / "t.jsonl")] if command == "trace" else []
    code, out, err = run(capsys, command, *args, *extra)
    assert code == 2
    assert err.count("\n") == 1 and message in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []  # no output file left behind


@pytest.mark.parametrize("args, message", [
    (["play", "--games", "-5"], "--games must be at least 1, got -5"),
    (["play", "--games", "many"], "'many' is not a valid integer"),
    (["replay", "/no/such/trace.jsonl"], "no such trace file"),
    (["trace", "--out", "/no/such/folder/t.jsonl"], "does not exist"),
])
def test_other_bad_input(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2 and err.count("\n") == 1 and message in err


def test_replay_rejects_a_file_that_is_not_a_trace(tmp_path, capsys):
    path = tmp_path / "notes.jsonl"
    path.write_text("hello\n")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not a JSON Lines trace" in err


def test_installed_command_exit_code_and_message():
    """The console script installed beside this Python, in a fresh process: no traceback, exit code 2."""
    script = Path(sys.executable).parent / "simkit"
    assert script.exists(), "install the project first (README Quick start)"
    done = subprocess.run([str(script), "play", "--players", "9"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert done.stderr == "simkit: error: Trickster: Champions of Time is for 2-6 players, not 9\n"


def test_python_dash_m_simkit_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "simkit", "heroes"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.startswith("Archivist")


@pytest.mark.parametrize("args, message", [
    (["play", "--seed", "-1"], "-1 is not in the range"),
    (["trace", "--number", "99999999999999999999", "--out", "t.jsonl"], "is not in the range"),
    (["trace", "--out", ""], "--out needs a file name"),
])
def test_out_of_range_numbers_and_empty_names(capsys, args, message):
    code, _, err = run(capsys, *args)
    assert code == 2 and err.count("\n") == 1 and message in err


def test_a_failed_write_leaves_no_file(tmp_path, capsys, monkeypatch):
    import simkit.trace_file
    calls = []
    real_dumps = json.dumps

    def failing_dumps(*args, **kwargs):  # the disk fills up after 20 lines
        calls.append(1)
        if len(calls) > 20:
            raise OSError(28, "No space left on device")
        return real_dumps(*args, **kwargs)
    monkeypatch.setattr(simkit.trace_file.json, "dumps", failing_dumps)
    code, _, err = run(capsys, "trace", "--seed", "3", "--out", str(tmp_path / "t.jsonl"))
    assert code == 2 and "No space left on device" in err and err.count("\n") == 1
    assert len(calls) == 21  # 20 lines were written to the temporary file before the failure
    assert list(tmp_path.iterdir()) == []  # neither the trace nor its temporary file


def test_replay_rejects_json_that_is_not_a_trace(tmp_path, capsys):
    path = tmp_path / "list.jsonl"
    path.write_text("[1, 2]\n")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not a simkit trace" in err


EXAMPLES = str(Path(__file__).resolve().parents[1] / "docs" / "examples" / "designer-heroes.toml")


def test_fantasy_play_trace_and_replay(tmp_path, capsys):
    code, out, err = run(capsys, "play", "--ruleset", "fantasy", "--players", "5", "--deck", "fantasy",
                         "--games", "200", "--seed", "2")
    assert code == 0, err
    assert "Trickster: Fantasy, 5 players" in out and "Guard (Fantasy)" in out and "R2" not in out
    path = tmp_path / "f.jsonl"
    code, _, err = run(capsys, "trace", "--ruleset", "fantasy", "--players", "3", "--deck", "fantasy",
                       "--seed", "1", "--out", str(path))
    assert code == 0, err
    events = [json.loads(line) for line in path.read_text().splitlines()]
    assert events[0]["suits"] == ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    assert any(e["event"] == "sideways" for e in events)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "turns sideways" in out


def test_mixed_decks_play_under_both_rulesets(capsys):
    deck = "Bard,Druid,Brigand,Guard,Scion,Noble,Saint"
    for ruleset, players in (("cot", 4), ("fantasy", 4)):
        code, out, err = run(capsys, "play", "--ruleset", ruleset, "--players", str(players), "--deck", deck,
                             "--games", "100")
        assert code == 0, err
        assert "Druid" in out and "Saint" in out


def test_fantasy_player_counts(capsys):
    code, _, err = run(capsys, "play", "--ruleset", "fantasy", "--players", "2", "--deck", "fantasy")
    assert code == 2 and "Trickster: Fantasy is for 3-7 players, not 2" in err


def test_heroes_with_a_catalogue_lists_what_the_file_defines(capsys):
    code, out, _ = run(capsys, "heroes", "--catalog", EXAMPLES)
    assert code == 0
    assert [line.split()[0] for line in out.strip().splitlines()] == ["Alchemist", "Courier", "Oracle"]


def test_designer_heroes_play_from_a_catalogue(capsys):
    code, out, err = run(capsys, "play", "--catalog", EXAMPLES, "--deck",
                         "Alchemist,Courier,Oracle,Guard,Nomad,Brigand,Soldier", "--games", "100")
    assert code == 0, err
    assert "Oracle" in out


@pytest.mark.parametrize("body, message", [
    ('[[hero]]\nname = "Thief"\nset = "X"\ntext = "t"\neffect = [{ op = "steal", from = "trash", to = "own.hand" }]\n',
     "hero 'Thief'.effect[0]: unknown primitive op = 'steal'"),
    ('[[hero]]\nname = "Thief"\nset = "X"\ntext = "t"\neffect = [{ op = "move", from = "attic", to = "own.hand" }]\n',
     "hero 'Thief'.effect[0].from: unknown zone 'attic'"),
    ('[[hero]]\nname = "Thief"\nset = "X"\neffect = [{ op = "move", from = "trash", to = "own.hand" }]\n',
     "hero 'Thief': missing field 'text'"),
    ('[[hero]]\nname = "Scion"\nset = "X"\ntext = "t"\neffect = [{ op = "move", from = "trash", to = "own.hand" }]\n',
     "hero 'Scion': name clashes with a built-in hero"),
    ('[[hero]]\nname = "Thief"\nset = "X"\ntext = "t"\neffect = [{ op = "move", from = "trash", to = "own.hand" }]\n' * 2,
     "hero 'Thief': duplicate hero name"),
    ('this is not toml', "not valid TOML"),
])
@pytest.mark.parametrize("command", [["heroes"], ["play", "--games", "50"]])
def test_a_broken_catalogue_is_one_line_naming_file_hero_and_field(tmp_path, capsys, body, message, command):
    path = tmp_path / "broken.toml"
    path.write_text(body)
    code, out, err = run(capsys, *command, "--catalog", str(path))
    assert code == 2 and err.count("\n") == 1 and str(path) in err and message in err
    assert out == ""  # nothing simulated, nothing listed


@pytest.mark.parametrize("args, message", [
    (["play", "--game", "chess"], "unknown game 'chess' (known: trickster"),
    (["play", "--game", "trickster", "--ruleset", "nope"], "--ruleset 'nope' is not a ruleset of trickster"),
    (["play", "--ruleset", "nope"], "unknown ruleset 'nope'"),
    (["play", "--composition", "x.toml"], "trickster has hero decks: use --deck, not --composition"),
    (["strategies", "--game", "chess"], "unknown game 'chess'"),
])
def test_game_options_name_the_problem(capsys, args, message):
    code, _, err = run(capsys, *args)
    assert code == 2 and err.count("\n") == 1 and message in err


def test_games_lists_every_registered_game_and_its_rulesets(capsys):
    from simkit.games.registry import game_names, get_game
    code, out, _ = run(capsys, "games")
    assert code == 0
    for name in game_names():
        assert f"{name}  " in out
        for ruleset in get_game(name).rulesets.values():
            assert f"  {ruleset.name} " in out


def test_compile_fills_the_cache_for_one_game(capsys):
    code, text, err = run(capsys, "compile", "--game", "trickarus")
    assert code == 0, err
    assert text.startswith("trickarus: kernels ready in") and "random" in text


def test_compile_of_every_game_runs_them_side_by_side_largest_first(capsys):
    from simkit.games.compile import largest_first
    from simkit.games.registry import game_names
    order = largest_first(game_names())
    assert sorted(order) == sorted(game_names()) and order[0] == "trickerion"  # the longest compile by far
    code, text, err = run(capsys, "compile", "--jobs", "2")
    assert code == 0, err
    lines = [line.split(":")[0] for line in text.splitlines()]
    parts = ["trickerion (engine)", "trickerion (strategies)"]  # compiled side by side, then the game played
    assert sorted(lines) == sorted(game_names() + parts)
    assert max(lines.index(part) for part in parts) < lines.index("trickerion")


def test_compile_of_one_part_compiles_without_playing(capsys):
    code, text, err = run(capsys, "compile", "--game", "trickerion", "--part", "strategies")
    assert code == 0, err
    assert text.startswith("trickerion (strategies): kernels ready in")


@pytest.mark.parametrize("args, problem", [
    (("--part", "engine"), "--part needs --game"),
    (("--game", "trickarus", "--part", "engine"), "not a part of trickarus's kernels (they have no parts)"),
    (("--game", "trickerion", "--part", "search"), "not a part of trickerion's kernels (its parts: engine, strategies)"),
])
def test_compile_of_an_unknown_part_is_one_line(capsys, args, problem):
    code, _, err = run(capsys, "compile", *args)
    assert code == 2 and problem in err and err.strip().count("\n") == 0


def test_compile_of_an_unknown_game_is_one_line(capsys):
    code, _, err = run(capsys, "compile", "--game", "chess")
    assert code == 2 and "unknown game 'chess'" in err and err.strip().count("\n") == 0
