"""Whole Dawn of Technology games (compiled, issue 17, part 4): every invariant after every
placement and End Turn (14 included: Contraptions and Signature Tricks), the game's shape (7
turns, one winner), Contraptions built, activated and turned Active again and Signature Tricks
taken, determinism under a seed whatever the chunking, a traced game equal to the batch game, and
its trace decoded into JSON events, for both Dawn rulesets at 2-4 players."""

import json

import numpy as np
import pytest

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.outcome import MARK_COLUMNS
from tests.trickerion.core_games import play, traced

RULESETS = ["trickerion-full", "trickerion-full-da-hand"]


@pytest.mark.xdist_group("trickerion-checked")  # one worker compiles the checked play, once
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strategy", ["random:stop=0", "greedy", "planner"])
def test_dawn_games_keep_every_invariant_and_end_after_seven_turns(ruleset, players, strategy):
    out = play(players, strategy, games=12, seed=13, check=True, ruleset=ruleset)  # raises on a broken invariant
    assert np.all(out["rounds"] == 7) and not out["capped"].any()
    assert np.all(out["winners"].sum(axis=1) == 1)


@pytest.mark.xdist_group("trickerion-checked")
@pytest.mark.parametrize("strategy", ["random:stop=0", "greedy"])
def test_contraptions_are_built_activated_and_turn_active_again(strategy):
    out = play(4, strategy, games=40, seed=17, check=True, ruleset=RULESETS[0])
    marks = {name: out["marks"][:, :, k] for k, name in enumerate(MARK_COLUMNS)}
    assert marks["contraptions_built"].sum() > 0 and marks["contraptions_activated"].sum() > 0
    assert marks["contraptions_built"].max() <= 4


def test_dawn_games_are_the_same_in_any_chunking():
    whole = play(3, "random:stop=0", games=10, seed=99, ruleset=RULESETS[0])
    first = play(3, "random:stop=0", games=4, seed=99, ruleset=RULESETS[0])
    rest = play(3, "random:stop=0", games=6, seed=99, first_game=4, ruleset=RULESETS[0])
    for key, value in whole.items():
        assert np.array_equal(value, np.concatenate([first[key], rest[key]])), key


def test_a_traced_dawn_game_is_the_batch_game_and_decodes_into_events():
    s, tr = traced(4, "random:stop=0", seed=21, game=3, ruleset=RULESETS[0])
    out = play(4, "random:stop=0", games=1, seed=21, first_game=3, ruleset=RULESETS[0])
    assert list(s[L.FAME:L.FAME + 4]) == list(out["scores"][0])
    rows = tr[:s[L.TRACE_COUNT]]
    assert rows[-1, 0] == R.EV_GAME_END and (rows[:, 0] == R.EV_TURN).sum() == 7
    setup = GAME.make_setup(RULESETS[0], 4, None, "random:stop=0", in_development=True)
    seen = set()
    for game in range(6):
        events = GAME.trace(setup, 21, game)
        json.dumps(events)
        seen |= {e["event"] for e in events} | {e["action"] for e in events if e["event"] == "action"}
        seen |= {e["cause"] for e in events if e["event"] in ("gain", "trick")}
    assert {"contraption", "build_contraption", "build", "signature_start", "signature"} <= seen
