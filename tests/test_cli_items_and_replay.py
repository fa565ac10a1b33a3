"""``simkit items`` serves every game (``simkit heroes`` is its first name), and ``simkit replay``
finds a trace's game in the trace: its family, or else its ruleset."""

import json
from pathlib import Path

import pytest

from cli_run import run
from simkit.games.registry import game_names, get_game

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("name", game_names())
def test_items_lists_every_item_of_every_game(capsys, name):
    code, out, err = run(capsys, "items", "--game", name)
    assert code == 0 and err == ""
    listed = [line.split("  ")[0].strip() for line in out.splitlines()]
    assert listed == [item.name for item in get_game(name).items()]


def test_heroes_is_items_of_the_default_game(capsys):
    heroes = run(capsys, "heroes")
    items = run(capsys, "items")
    assert heroes == items and heroes[0] == 0 and "Brigand" in heroes[1]


def test_a_game_without_designer_files_refuses_a_catalogue_in_one_line(capsys):
    code, out, err = run(capsys, "items", "--game", "trickarus", "--catalog", "heroes.toml")
    assert code == 2 and out == "" and err.count("\n") == 1 and "trickarus has no hero decks" in err


@pytest.mark.parametrize("ruleset", ["cot", "tricksters", "trickarus"])
def test_replay_finds_the_game_of_a_golden_trace(capsys, ruleset):
    events = [json.loads(line) for line in (GOLDEN / f"{ruleset}.jsonl").read_text().splitlines()]
    code, out, err = run(capsys, "replay", str(GOLDEN / f"{ruleset}.jsonl"))
    assert code == 0 and err == "" and out
    game = get_game(events[0]["family"]) if "family" in events[0] else get_game("trickster")
    assert out == game.render(events)


def test_a_trace_naming_no_known_game_is_one_line(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps({"event": "game", "ruleset": "chess", "players": 2}) + "\n"
                    + json.dumps({"event": "game_end"}) + "\n")
    code, out, err = run(capsys, "replay", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1 and "ruleset: unknown ruleset 'chess'" in err
