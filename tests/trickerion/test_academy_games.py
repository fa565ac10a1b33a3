"""Whole Academy games (compiled, issue 17): every invariant after every placement and End Turn
(invariants.py, 13 included: Academy markers, Banners, Secrets and tiles), the game's shape (7
turns, one winner), the Academy used, determinism under a seed whatever the chunking, a traced
game equal to the batch game, and its trace decoded into JSON events, for both Academy rulesets
at 2-4 players."""

import json

import numpy as np
import pytest

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.outcome import MARK_COLUMNS
from tests.trickerion.core_games import play, traced

RULESETS = ["trickerion-academy", "trickerion-academy-da-hand"]


@pytest.mark.xdist_group("trickerion-checked")  # one worker compiles the checked play, once
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strategy", ["random:stop=0", "greedy", "planner"])
def test_academy_games_keep_every_invariant_and_end_after_seven_turns(ruleset, players, strategy):
    out = play(players, strategy, games=15, seed=13, check=True, ruleset=ruleset)  # raises on a broken invariant
    assert np.all(out["rounds"] == 7) and not out["capped"].any()
    assert np.all(out["winners"].sum(axis=1) == 1)
    assert out["length"].min() > 0


@pytest.mark.xdist_group("trickerion-checked")
def test_the_academy_is_used_renovated_taught_practised_and_its_secrets_learned():
    out = play(4, "random:stop=0", games=60, seed=17, check=True, ruleset=RULESETS[0])
    marks = {name: out["marks"][:, :, k] for k, name in enumerate(MARK_COLUMNS)}
    for name in ("renovations", "fame_renovate", "fame_banners", "practices", "teaches", "secrets_learned",
                 "academy_placements", "coins_renovate"):
        assert marks[name].sum() > 0, name


def test_academy_games_are_the_same_in_any_chunking():
    whole = play(3, "random:stop=0", games=10, seed=99, ruleset=RULESETS[0])
    first = play(3, "random:stop=0", games=4, seed=99, ruleset=RULESETS[0])
    rest = play(3, "random:stop=0", games=6, seed=99, first_game=4, ruleset=RULESETS[0])
    for key, value in whole.items():
        assert np.array_equal(value, np.concatenate([first[key], rest[key]])), key


def test_a_traced_academy_game_is_the_batch_game_and_decodes_into_events():
    s, tr = traced(4, "random:stop=0", seed=21, game=3, ruleset=RULESETS[0])
    out = play(4, "random:stop=0", games=1, seed=21, first_game=3, ruleset=RULESETS[0])
    assert list(s[L.FAME:L.FAME + 4]) == list(out["scores"][0])
    rows = tr[:s[L.TRACE_COUNT]]
    assert rows[-1, 0] == R.EV_GAME_END and (rows[:, 0] == R.EV_TURN).sum() == 7
    setup = GAME.make_setup(RULESETS[0], 4, None, "random:stop=0", in_development=True)
    events = GAME.trace(setup, 21, 3)
    json.dumps(events)
    kinds = {e["event"] for e in events}
    assert {"banner", "secret", "action"} <= kinds
    assert events[1]["academy"]["banners"] == [12, 12, 12, 12]
    assert sum(len(v) for v in events[1]["academy"]["tile_stacks"].values()) == 18
    assert events[-1]["scores"] == list(out["scores"][0])


def test_the_academy_rulesets_are_released_and_report_their_assumed_data():
    assert set(RULESETS) <= set(GAME.rulesets)  # listed (simkit games) and playable from the command line and specs
    setup = GAME.make_setup(RULESETS[0], 4, None, "random")
    assert {"academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege"} <= set(setup.assumed_data())
    assert "academy_ten_rooms" not in GAME.make_setup(RULESETS[0], 3, None, "random").assumed_data()
