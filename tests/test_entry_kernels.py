"""How Trickster's entry kernels are chosen and compiled (simkit/games/trickster/batch.py,
simkit/engine/jit.py): a line-up without a deferring seat takes the plain entries, which play
exactly the games the driver's entries play; a kernel is compiled once per argument types."""

import numpy as np
import pytest

from simkit.api import make_setup, position_at, trace_setup
from simkit.engine.jit import compiled_type, kernel
from simkit.games.trickster import layout as L
from simkit.games.trickster.batch import DEFERRING, PLAIN, entries
from simkit.games.trickster.results import GameResults
from simkit.games.trickster.rng import N_STREAMS
from simkit.games.trickster.tracebuf import RECORD_WIDTH
from simkit.strategies.trickster.registry import seat_arrays
from numba import types


@pytest.mark.parametrize("line_up, deferring", [
    ("random", False),
    ("cautious,random,random,random", False),
    ("restricted:cautious:Brigand,noeffect:random:Guard,hunter,dumper", False),
    ("search:rollouts=2,random,random,random", True),
    ("random,random,random,restricted:search:Brigand", True),
])
def test_only_a_line_up_with_a_deferring_seat_takes_the_driver(line_up, deferring):
    ids, _ = seat_arrays(make_setup("cot", 4, "beginner", line_up).strategies)
    assert entries(ids) is (DEFERRING if deferring else PLAIN)


def _batch(entry, setup, games, seed):
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    out = GameResults.empty(games, setup.players, setup, seed, 0)
    entry(np.uint64(seed), 0, setup.players, setup.rules_array(), setup.deck_array(), setup.pool_array(),
          setup.catalog.steps_table(), ids, weights, out.heroes, out.round_scores, out.winners, out.tricks,
          out.busts, out.effects_resolved, out.effects_fizzled, out.plays, out.decisions, out.decision_points,
          out.capped)
    return out


@pytest.mark.parametrize("ruleset, players, deck, line_up", [
    ("cot", 4, "strategist", "cautious,random,hunter,restricted:random:Scion"),
    ("fantasy", 5, "fantasy", "random,noeffect:cautious:Bard,collector,random,dumper"),
])
def test_the_plain_entries_play_the_games_the_driver_plays(ruleset, players, deck, line_up):
    """With no seat deferring, the driver's entries and the plain ones give the same bits."""
    setup = make_setup(ruleset, players, deck, line_up)
    plain, driven = _batch(PLAIN.batch, setup, 300, 4), _batch(DEFERRING.batch, setup, 300, 4)
    for name in ("heroes", "round_scores", "winners", "tricks", "busts", "effects_resolved", "effects_fizzled",
                 "plays", "decisions", "decision_points", "capped"):
        assert np.array_equal(getattr(plain, name), getattr(driven, name)), name
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    args = (np.uint64(9), 2, players, setup.rules_array(), setup.deck_array(), setup.pool_array(),
            setup.catalog.steps_table(), ids, weights)
    records = [np.zeros((60_000, RECORD_WIDTH), dtype=np.int32) for _ in range(2)]
    states = [PLAIN.trace(*args, records[0]), DEFERRING.trace(*args, records[1])]
    assert np.array_equal(states[0], states[1]) and np.array_equal(records[0], records[1])
    stopped = []
    for entry in (PLAIN.to_decision, DEFERRING.to_decision):
        s, rng = np.zeros(L.STATE_SIZE, dtype=np.int32), np.zeros(N_STREAMS, dtype=np.uint64)
        assert entry(*args, 12, s, rng)
        stopped.append((s, rng))
    assert np.array_equal(stopped[0][0], stopped[1][0]) and np.array_equal(stopped[0][1], stopped[1][1])
    # and the API takes the plain ones
    assert trace_setup(setup, 9, 2)[-1]["event"] == "game_end"
    assert np.array_equal(position_at(setup, 9, 2, 12).state, stopped[0][0])


def test_a_kernel_is_compiled_for_types_not_for_literal_values():
    assert compiled_type(types.literal(0)) == types.int64
    assert compiled_type(types.int32) == types.int64
    assert compiled_type(types.literal(True)) == types.boolean
    assert compiled_type(types.uint64) == types.uint64

    @kernel
    def lead(s, n, flag):
        return s[0] + n if flag else s[0] - n

    @kernel
    def caller(s):
        total = lead(s, 0, True) + lead(s, np.int32(2), False)
        for i in range(3):
            total += lead(s, s[i], i > 0)
        return total

    s = np.arange(4, dtype=np.int32)
    assert caller(s) == 0 + (0 - 2) + (0 - 0) + (0 + 1) + (0 + 2)
    assert len(lead.signatures) == 1  # literal 0, int32 2 and int32 s[i]: one int64 specialisation
