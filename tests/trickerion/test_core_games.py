"""Whole games with random play (compiled): every invariant after every placement
(invariants.py), determinism under a seed whatever the chunking, the game's shape (5 turns, one
winner, scores), and random:stop=0 never stopping with an affordable action left."""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from tests.trickerion.core_games import play, traced
from tests.trickerion.core_state import REGISTRY


@pytest.mark.xdist_group("trickerion-checked")  # one worker compiles the checked play, once
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strategy", ["random", "random:stop=0", "random:anytime=1"])
def test_random_games_keep_every_invariant_and_end_after_five_turns(players, strategy):
    out = play(players, strategy, games=60, seed=11, check=True)  # raises on a broken invariant
    assert np.all(out["rounds"] == 5) and not out["capped"].any()
    assert np.all(out["winners"].sum(axis=1) == 1)
    winner = out["winners"].argmax(axis=1)
    assert np.all(out["scores"][np.arange(60), winner] == out["scores"].max(axis=1))
    assert out["length"].min() > 0 and out["decisions"].min() > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_games_keep_every_invariant(players):
    for strategy in ("random", "random:stop=0"):
        out = play(players, strategy, games=1500, seed=5, check=True)
        assert not out["capped"].any()


def test_noduel_two_players_and_every_option_keep_the_invariants():
    out = play(2, "random", games=40, seed=3, side="normal", blocking="neutral_disc",
               options={"may_decline": 1, "favourite_uses_die": 1, "component_supply": 1})
    assert np.all(out["rounds"] == 5)


def test_same_seed_same_games_in_any_chunking():
    whole = play(3, "random:stop=0", games=12, seed=99)
    first = play(3, "random:stop=0", games=5, seed=99)
    rest = play(3, "random:stop=0", games=7, seed=99, first_game=5)
    for key, value in whole.items():
        assert np.array_equal(value, np.concatenate([first[key], rest[key]])), key
    other = play(3, "random:stop=0", games=12, seed=100)
    assert not np.array_equal(whole["scores"], other["scores"])


def test_a_traced_game_is_the_batch_game():
    s, tr = traced(4, "random", seed=21, game=3)
    out = play(4, "random", games=1, seed=21, first_game=3)
    assert list(s[L.FAME:L.FAME + 4]) == list(out["scores"][0])
    rows = tr[:s[L.TRACE_COUNT]]
    assert rows[-1, 0] == R.EV_GAME_END and rows[-1, 1] == out["winners"][0].argmax()
    assert (rows[:, 0] == R.EV_TURN).sum() == 5
    # the trace's gains add up to every seat's final Fame, Coins and Shards
    gains = rows[rows[:, 0] == R.EV_GAIN]
    for p in range(4):
        mine = gains[gains[:, 1] == p]
        assert 5 + mine[:, 2].sum() == s[L.FAME + p]
        assert s[L.START_COINS + p] + mine[:, 3].sum() == s[L.COINS + p]
        assert 1 + mine[:, 4].sum() == s[L.SHARDS + p]


def test_random_stop_0_never_stops_with_an_affordable_action_left():
    s, tr = traced(4, "random:stop=0", seed=8)
    rows = [tuple(r) for r in tr[:s[L.TRACE_COUNT]]]
    # a placement ends with AP left only when no action is affordable; with stop=0 an action that
    # costs 1 AP (Reroll, Buy, Order, Set Up, ...) is never left: Downtown placements use all AP
    for i, r in enumerate(rows):
        if r[0] == R.EV_PLACEMENT_END:
            place = next(p for p in reversed(rows[:i]) if p[0] == R.EV_PLACE and p[1] == r[1] and p[2] == r[2])
            if place[3] == 0:  # Downtown: Reroll (1 AP) is always affordable
                assert r[3] == 0
    from simkit.strategies.trickerion.dispatch import decide_kernel_nb as decide_nb  # compiled once, cached
    from simkit.engine.random_streams import seed_streams_nb
    state = np.zeros(L.STATE_SIZE, dtype=np.int32)
    state[L.CTX_KIND] = L.DECIDE_ACTION
    state[L.OPTIONS:L.OPTIONS + 3] = [L.ACT_STOP, L.ACT_REROLL, L.ACT_SET_DIE]
    rng = np.zeros(8, dtype=np.uint64)
    seed_streams_nb(rng, 1, 0, np.uint64(0))
    words, w = REGISTRY.seat_arrays([REGISTRY.parse_strategy("random:stop=0")])
    picks = {decide_nb(state, rng, w, 0, 3) for _ in range(200)}
    assert picks == {1, 2}
    words, w = REGISTRY.seat_arrays([REGISTRY.parse_strategy("random")])
    assert {decide_nb(state, rng, w, 0, 3) for _ in range(200)} == {0, 1, 2}


def test_strategy_names_round_trip():
    for name in ("random", "random:stop=0", "random:anytime=1", "random:stop=0:anytime=1"):
        assert REGISTRY.parse_strategy(name).name == name
    assert REGISTRY.parse_strategy("random:stop=1").name == "random"
    from simkit.games.base import GameSetupError
    with pytest.raises(GameSetupError, match="stop must be a whole number 0-1"):
        REGISTRY.parse_strategy("random:stop=2")
