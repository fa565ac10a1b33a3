"""Whole Dark Alley games (compiled): every invariant after every placement and End Turn
(invariants.py, 10 included: every Special Assignment card in its place), the game's shape (7
turns, one winner), determinism under a seed whatever the chunking, and a traced game equal to
the batch game, for the three Dark Alley rulesets at 2-4 players."""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from tests.trickerion.core_games import play, traced

RULESETS = ["trickerion-dark-alley", "trickerion-dark-alley-noprophecies", "trickerion-dark-alley-noabilities"]


@pytest.mark.xdist_group("trickerion-checked")  # one worker compiles the checked play, once
@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strategy", ["random:stop=0", "greedy", "planner"])
def test_dark_alley_games_keep_every_invariant_and_end_after_seven_turns(ruleset, players, strategy):
    out = play(players, strategy, games=20, seed=13, check=True, ruleset=ruleset)  # raises on a broken invariant
    assert np.all(out["rounds"] == 7) and not out["capped"].any()
    assert np.all(out["winners"].sum(axis=1) == 1)
    assert out["length"].min() > 0


@pytest.mark.xdist_group("trickerion-checked")
def test_the_dark_alley_is_used_cards_are_drawn_and_used_and_prophecies_told():
    out = play(4, "random:stop=0", games=40, seed=17, check=True, ruleset=RULESETS[0])
    from simkit.games.trickerion.outcome import MARK_COLUMNS
    marks = {name: out["marks"][:, :, k] for k, name in enumerate(MARK_COLUMNS)}
    assert marks["sa_drawn"].sum() > 0 and marks["sa_used"].sum() > 0 and marks["sa_plus_ap"].sum() > 0
    assert marks["fortune_tellings"].sum() > 0


def test_dark_alley_games_are_the_same_in_any_chunking():
    whole = play(3, "random:stop=0", games=10, seed=99, ruleset=RULESETS[0])
    first = play(3, "random:stop=0", games=4, seed=99, ruleset=RULESETS[0])
    rest = play(3, "random:stop=0", games=6, seed=99, first_game=4, ruleset=RULESETS[0])
    for key, value in whole.items():
        assert np.array_equal(value, np.concatenate([first[key], rest[key]])), key


def test_a_traced_dark_alley_game_is_the_batch_game():
    s, tr = traced(4, "random:stop=0", seed=21, game=3, ruleset=RULESETS[0])
    out = play(4, "random:stop=0", games=1, seed=21, first_game=3, ruleset=RULESETS[0])
    assert list(s[L.FAME:L.FAME + 4]) == list(out["scores"][0])
    rows = tr[:s[L.TRACE_COUNT]]
    assert rows[-1, 0] == R.EV_GAME_END and (rows[:, 0] == R.EV_TURN).sum() == 7
