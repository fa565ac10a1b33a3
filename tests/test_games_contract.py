"""Every registered game keeps the game contract (simkit.games.base), and the runner, the
result tables, the reports and the CLI serve it with no code of its own.

Parametrised over the registry, so a new game is checked the moment its line is added.
"""

import json

import numpy as np
import pytest

import experiments
from cli_run import run
from experiments.executors import local_pool
from experiments.runner import run_spec
from experiments.spec import load_spec
from reports.build import analyse
from reports.html import render_html
from simkit.games.base import GameSetupError, Outcome
from simkit.games.registry import game_names, game_of_ruleset, get_game

GAMES = game_names()
RULESETS = [(name, ruleset) for name in GAMES for ruleset in get_game(name).rulesets]


def small_players(game, ruleset):
    info = game.rulesets[ruleset]
    return min(max(3, info.min_players), info.max_players)


def test_ruleset_names_are_unique_and_name_their_game():
    seen = {}
    for name in GAMES:
        for ruleset in get_game(name).rulesets:
            assert ruleset not in seen, f"{ruleset} is a ruleset of {seen.get(ruleset)} and {name}"
            seen[ruleset] = name
            assert game_of_ruleset(ruleset).name == name


@pytest.mark.parametrize("name, ruleset", RULESETS)
def test_a_batch_is_an_outcome_of_consistent_shapes_and_split_batches_agree(name, ruleset):
    game = get_game(name)
    players = small_players(game, ruleset)
    setup = game.make_setup(ruleset, players, game.default_deck, "random")
    assert setup.ruleset == ruleset and setup.players == players and len(setup.strategies) == players
    whole = game.play(setup, 12, seed=5)
    assert isinstance(whole, Outcome) and whole.games == 12 and whole.players == players
    for array in (whole.scores, whole.winners):
        assert array.shape == (12, players)
    for array in (whole.length, whole.rounds, whole.lead_changes, whole.capped, whole.decisions,
                  whole.decision_points):
        assert array.shape == (12,)
    k = whole.item_plays.shape[2]
    assert whole.item_plays.shape == (12, players, k) and whole.item_resolved.shape == (12, k)
    assert whole.item_ids().shape == (12, k) and sorted(whole.marks) == sorted(game.mark_names)
    assert set(np.unique(whole.winners)) <= {0, 1} and (whole.length > 0).all() and (whole.rounds > 0).all()
    assert (whole.decisions <= whole.decision_points).all() and not whole.capped.any()
    part = game.play(setup, 5, seed=5, first_game=7)  # games 7..11 of the same seed
    assert np.array_equal(part.scores, whole.scores[7:]) and np.array_equal(part.winners, whole.winners[7:])
    assert np.array_equal(part.length, whole.length[7:])


@pytest.mark.parametrize("name, ruleset", RULESETS)
def test_a_trace_names_its_game_and_renders(name, ruleset):
    game = get_game(name)
    setup = game.make_setup(ruleset, small_players(game, ruleset), game.default_deck, "random")
    events = game.trace(setup, seed=3, game=2)
    json.dumps(events)  # JSON Lines: every event serialisable
    first = events[0]
    assert first["event"] == "game" and first["ruleset"] == ruleset and first["game"] == 2
    assert first.get("family", "trickster") == name
    assert isinstance(game.render(events), str) and game.render(events)


@pytest.mark.parametrize("name", GAMES)
def test_bad_setups_raise_one_line(name, tmp_path):
    game = get_game(name)
    ruleset = next(iter(game.rulesets))
    info = game.rulesets[ruleset]
    for args in [(ruleset, info.max_players + 1, game.default_deck, "random"),
                 (ruleset, info.min_players, game.default_deck, "no-such-strategy")]:
        with pytest.raises(GameSetupError) as caught:
            game.make_setup(*args)
        assert "\n" not in str(caught.value) and str(caught.value)
    if game.deck_kind == "composition":
        broken = tmp_path / "broken.toml"
        broken.write_text("this is = = not toml\n")
        with pytest.raises(GameSetupError) as caught:
            game.make_setup(ruleset, info.min_players, str(broken), "random")
        assert "broken.toml" in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_strategy_plays(name):
    game = get_game(name)
    ruleset = next(iter(game.rulesets))
    listed = [s.name for s in game.strategies()]
    assert "random" in listed
    players = small_players(game, ruleset)
    for strategy in listed:
        try:
            setup = game.make_setup(ruleset, players, game.default_deck, strategy)
        except ValueError:
            continue  # a family name that needs arguments (restricted:<base>:<item>, heuristic:...)
        assert game.play(setup, 2, seed=1).games == 2


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
