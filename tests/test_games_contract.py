"""Every registered game keeps the game contract (simkit.games.base), and the runner, the
result tables, the reports and the CLI serve it with no code of its own.

Parametrised over the registry, so a new game is checked the moment its line is added.
"""

import json

import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.reports.build import analyse
from simkit.reports.html import render_html
from simkit.games.base import GameSetupError
from simkit.games.check import check_bad_setups, check_batches, check_game, check_strategies, check_trace, small_players
from simkit.games.registry import game_names, game_of_ruleset, get_game

GAMES = game_names()
RULESETS = [(name, ruleset) for name in GAMES for ruleset in get_game(name).rulesets]


def test_ruleset_names_are_unique_and_name_their_game():
    seen = {}
    for name in GAMES:
        for ruleset in get_game(name).rulesets:
            assert ruleset not in seen, f"{ruleset} is a ruleset of {seen.get(ruleset)} and {name}"
            seen[ruleset] = name
            assert game_of_ruleset(ruleset).name == name


@pytest.mark.parametrize("name, ruleset", RULESETS)
def test_a_batch_is_an_outcome_of_consistent_shapes_and_split_batches_agree(name, ruleset):
    check_batches(get_game(name), ruleset)


@pytest.mark.parametrize("name, ruleset", RULESETS)
def test_a_trace_names_its_game_and_renders(name, ruleset):
    check_trace(get_game(name), ruleset)


@pytest.mark.parametrize("name", GAMES)
def test_bad_setups_raise_one_line(name, tmp_path):
    game = get_game(name)
    check_bad_setups(game)
    if game.deck_kind == "composition":
        ruleset = next(iter(game.rulesets))
        broken = tmp_path / "broken.toml"
        broken.write_text("this is = = not toml\n")
        with pytest.raises(GameSetupError) as caught:
            game.make_setup(ruleset, game.rulesets[ruleset].min_players, str(broken), "random")
        assert "broken.toml" in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_strategy_plays(name):
    check_strategies(get_game(name))


def test_check_game_names_the_broken_promise():
    """check_game (what a new game's tests call) fails on a game that breaks the contract."""
    class SplitsDiffer:  # a game whose batches depend on where they start
        def __init__(self, game):
            self.inner = game

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def play(self, setup, games, seed, first_game=0):
            return self.inner.play(setup, games, seed + first_game, first_game)
    with pytest.raises(AssertionError, match="differ when played as their own batch"):
        check_game(SplitsDiffer(get_game("trickarus")))


@pytest.mark.parametrize("name, ruleset", RULESETS)
def test_runner_tables_and_report_serve_the_game(name, ruleset, tmp_path, capsys):
    game = get_game(name)
    players = small_players(game, ruleset)
    deck = (f'[decks]\nnamed = ["{"fantasy" if ruleset == "fantasy" else "beginner"}"]' if game.deck_kind == "heroes"
            else f'compositions = ["{game.default_deck}"]')
    (tmp_path / "spec.toml").write_text(
        f'ruleset = "{ruleset}"\nplayers = {players}\ngames = 40\ngames_per_task = 20\nseed = 1\n{deck}\n'
        '[[lineups]]\nseats = "random"\n')
    run_spec(load_spec(tmp_path / "spec.toml"), tmp_path / "out", lambda: local_pool(1), log=lambda m: None)
    results = experiments.load(tmp_path / "out")
    assert results.complete and results.game == name
    assert int(results.cells["games"].sum()) == 40 and len(results.seats) == players
    assert results.seats["wins"].sum() <= 40 + 1e-9
    assert sorted(results.marks["mark"].unique()) == sorted(game.mark_names)
    page = render_html(analyse(results))
    assert "Seat order" in page and "Game length" in page
    code, out, err = run(capsys, "results", str(tmp_path / "out"))
    assert code == 0 and "seats (seat advantage" in out, err


@pytest.mark.parametrize("name", GAMES)
def test_cli_plays_traces_and_replays_the_game(name, tmp_path, capsys):
    code, out, err = run(capsys, "play", "--game", name, "--games", "30", "--seed", "2")
    assert code == 0 and "win share" in out, err
    trace = tmp_path / "game.jsonl"
    code, out, err = run(capsys, "trace", "--game", name, "--seed", "2", "--number", "4", "--out", str(trace))
    assert code == 0 and trace.is_file(), err
    assert json.loads(trace.read_text().splitlines()[0])["game"] == 4
    code, out, err = run(capsys, "replay", str(trace))
    assert code == 0 and out, err
    code, out, err = run(capsys, "strategies", "--game", name)
    assert code == 0 and out.startswith("random"), err


def test_the_installed_command_has_every_game_and_its_data_files():
    """The console script imports the installed package, not this checkout: a game left out of the
    package (or its composition files) fails here on a real install (.ci/run installs with pip)."""
    import subprocess
    import sys
    from pathlib import Path
    script = Path(sys.executable).parent / "simkit"
    assert script.exists(), "install the project first (README Quick start)"
    done = subprocess.run([str(script), "games"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    for name in GAMES:
        assert f"{name}  " in done.stdout
        if get_game(name).deck_kind == "composition":
            played = subprocess.run([str(script), "play", "--game", name, "--games", "20"], capture_output=True,
                                    text=True, timeout=600)
            assert played.returncode == 0 and "win share" in played.stdout, played.stderr
