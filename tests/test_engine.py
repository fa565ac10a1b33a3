"""The machinery every game shares (simkit/engine/), on a toy state: the header every layout
starts with, the trace buffer, zone lists, the decision point and the game driver."""

from importlib import import_module

import numpy as np
import pytest

from simkit.engine import header
from simkit.engine.decision import StopAtDecision, decision_point, defer_nb
from simkit.engine.game_driver import deferring_driver, stopping_driver
from simkit.engine.header import (CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED, N_OPTIONS, N_PLAYERS,
                                  OPTIONS, STOP_AT, STRATEGY, TRACE_COUNT, TRACING, header_end)
from simkit.engine.jit import kernel, leaf
from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb
from simkit.engine.zone_lists import zone_lists
from simkit.games.registry import GAMES

HEADER_FIELDS = ("N_PLAYERS", "N_CARDS", "CAPPED", "TRACING", "TRACE_COUNT", "DECISION_POINTS", "DECISIONS",
                 "STOP_AT", "DEFERRED", "CTX_KIND", "CTX_SEAT", "N_OPTIONS", "STRATEGY", "OPTIONS")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_layout_starts_with_the_header(game):
    layout = import_module(GAMES[game] + ".layout")
    for name in HEADER_FIELDS:
        assert getattr(layout, name) == getattr(header, name), f"{game}: {name}"
    seats = getattr(layout, "MAX_PLAYERS", getattr(layout, "MAX_SEATS", None))
    assert seats <= header.STRATEGY_SEATS, f"{game}: every seat has a strategy word"
    assert header_end(layout.MAX_OPTIONS) < layout.STATE_SIZE, f"{game}: its fields follow the header"
    if hasattr(layout, "LOC"):  # the card games' first field: each card's zone
        assert header_end(layout.MAX_OPTIONS) <= layout.LOC < layout.STATE_SIZE, f"{game}: its fields follow the header"


# a toy layout: 3 zones of up to 4 cards after the header (options area of 4)
MAX_CARDS = 4
LOC = header_end(4)
POS = LOC + MAX_CARDS
ZONE_COUNT = POS + MAX_CARDS
ZONE_CARDS = ZONE_COUNT + 3
SIZE = ZONE_CARDS + 3 * MAX_CARDS
ZONES = zone_lists(LOC, POS, ZONE_COUNT, ZONE_CARDS, MAX_CARDS)
zone_append_nb, zone_prepend_nb, zone_remove_nb = ZONES.append, ZONES.prepend, ZONES.remove
zone_last_nb, zone_count_nb, zone_card_nb = ZONES.last, ZONES.count, ZONES.card  # kernels see module globals only


@kernel
def move_cards_nb(s):
    for card in range(4):
        zone_append_nb(s, 0, card)
    zone_remove_nb(s, 1)
    zone_prepend_nb(s, 2, 1)
    zone_remove_nb(s, 3)
    zone_prepend_nb(s, 2, 3)
    return zone_last_nb(s, 0), zone_count_nb(s, 2), zone_card_nb(s, 2, 0)


def test_zone_lists_keep_order_and_positions():
    s = np.zeros(SIZE, dtype=np.int32)
    assert move_cards_nb(s) == (2, 2, 3)
    lists = [[int(s[ZONE_CARDS + zone * MAX_CARDS + i]) for i in range(s[ZONE_COUNT + zone])] for zone in range(3)]
    assert lists == [[0, 2], [], [3, 1]]
    for zone, cards in enumerate(lists):
        for i, card in enumerate(cards):
            assert s[LOC + card] == zone and s[POS + card] == i


@kernel
def trace_nb(s, tr, n):
    for i in range(n):
        record_nb(s, tr, 7, i, 0, 0, 0, 0, 0, 9)


def test_trace_buffer_writes_only_when_tracing_and_counts_overflows():
    s = np.zeros(SIZE, dtype=np.int32)
    tr = np.zeros((2, RECORD_WIDTH), dtype=np.int32)
    trace_nb(s, tr, 3)
    assert s[TRACE_COUNT] == 0 and not tr.any()
    s[TRACING] = 1
    trace_nb(s, tr, 3)
    assert s[TRACE_COUNT] == 3  # one more than the buffer holds: counted, not written
    assert tr[:, 0].tolist() == [7, 7] and tr[:, 1].tolist() == [0, 1] and tr[:, 7].tolist() == [9, 9]


@leaf
def last_option_nb(s, rng, w, seat):
    """A toy strategy: the last option, or the index in w[0] when it is set (an invalid one)."""
    if w[0] != 0:
        return np.int64(w[0])
    return np.int64(s[N_OPTIONS] - 1)


ask_nb = decision_point(last_option_nb)


@kernel
def ask_twice_nb(s, w):
    rng = np.zeros(1, dtype=np.uint64)
    s[OPTIONS] = 10
    forced = ask_nb(s, rng, w, 1, 3, 1)
    s[OPTIONS + 1] = 11
    s[OPTIONS + 2] = 12
    chosen = ask_nb(s, rng, w, 2, 5, 3)
    return forced, chosen


def test_decision_point_forces_single_options_and_counts_choices():
    s = np.zeros(SIZE, dtype=np.int32)
    assert ask_twice_nb(s, np.zeros(1)) == (10, 12)
    assert (s[DECISION_POINTS], s[DECISIONS], s[CTX_KIND], s[CTX_SEAT], s[N_OPTIONS]) == (2, 1, 5, 2, 3)


def test_decision_point_stops_at_decision_n_and_refuses_bad_indexes():
    s = np.zeros(SIZE, dtype=np.int32)
    s[STOP_AT] = 1
    with pytest.raises(StopAtDecision):
        ask_twice_nb(s, np.zeros(1))
    assert s[DECISIONS] == 1 and s[CTX_SEAT] == 2  # stopped where the strategy would have been asked
    with pytest.raises(ValueError, match="out of range"):
        ask_twice_nb(np.zeros(SIZE, dtype=np.int32), np.array([3.0]))


# a toy game of three decisions by seat 0 (options 4 and 5), each answer added to s[LOC];
# seat 0 defers when its strategy word is 1
@leaf
def toy_defers_nb(s, seat):
    return s[STRATEGY + seat] == 1


@kernel
def toy_start_nb(s, rng, tr, w):
    while s[LOC + 1] < 3:
        s[OPTIONS] = 4
        s[OPTIONS + 1] = 5
        if s[STRATEGY] == 1:
            defer_nb(s, 0, 0, 2)
        s[LOC] += ask_nb(s, rng, w, 0, 0, 2)
        s[LOC + 1] += 1
    if w[0] < 0:
        raise ValueError("a failing strategy")


@leaf
def toy_answer_nb(s, rng, tr, w):
    return s[OPTIONS + 1]


@kernel
def toy_resume_nb(s, rng, tr, w, option):
    s[LOC] += option
    s[LOC + 1] += 1
    toy_start_nb(s, rng, tr, w)


_toy_whole_game = deferring_driver(toy_defers_nb, toy_start_nb, toy_answer_nb, toy_resume_nb)


@kernel
def toy_whole_game_nb(s, rng, tr, w):
    _toy_whole_game(s, rng, tr, w)


_toy_to_decision = stopping_driver(toy_whole_game_nb)


@kernel
def toy_to_decision_nb(s, w, stop_at):
    return _toy_to_decision(s, np.zeros(1, dtype=np.uint64), np.zeros((1, RECORD_WIDTH), dtype=np.int32), w, stop_at)


def toy_state(deferring: bool) -> np.ndarray:
    s = np.zeros(SIZE, dtype=np.int32)
    s[N_PLAYERS] = 2
    s[STRATEGY] = 1 if deferring else 0
    return s


def test_game_driver_answers_deferred_decisions_between_engine_calls():
    rng, tr = np.zeros(1, dtype=np.uint64), np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    deferring, asking = toy_state(True), toy_state(False)
    toy_whole_game_nb(deferring, rng, tr, np.zeros(1))
    toy_whole_game_nb(asking, rng, tr, np.zeros(1))
    assert deferring[LOC] == asking[LOC] == 15 and deferring[LOC + 1] == 3  # three answers of option 5
    assert deferring[DECISIONS] == asking[DECISIONS] == 3 and deferring[DEFERRED] == 0
    with pytest.raises(RuntimeError, match="a strategy failed inside the engine"):
        toy_whole_game_nb(toy_state(True), rng, tr, np.array([-1.0]))


def test_game_driver_plays_to_decision_n():
    s = toy_state(False)
    assert toy_to_decision_nb(s, np.zeros(1), 2)
    assert s[DECISIONS] == 2 and s[LOC + 1] == 1
    s = toy_state(False)
    assert not toy_to_decision_nb(s, np.zeros(1), 0)
    assert s[DECISIONS] == 3
