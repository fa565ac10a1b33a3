"""The Performance deck and track: setup (G2, the P-1 start cards, Duel sides) and the track step
at End Turn (the oldest card leaves with its markers, the deck's top enters, none on the last
turn, G14, G70)."""

import numpy as np
import pytest

from simkit.engine.random_streams import seed_streams_nb
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.records import EV_MARKER, EV_MARKER_CONTEXT, MARKER_CAUSE_CARD_LEFT
from simkit.games.trickerion.theater_records import (EV_PDECK_CARD, EV_THEATER_SETUP, EV_TRACK, EV_TRACK_CARDS)
from simkit.games.trickerion.theater_track import setup_track_nb, track_step_nb

from .theater_state import (COMPOSITION, card_id, lay_out, learn, put_marker, records, slot_id, theater_state,
                            trace_buffer)

P = COMPOSITION.performance_cards


def rng_for(game):
    rng = np.zeros(5, dtype=np.uint64)
    seed_streams_nb(rng, 7, game, np.uint64(3))
    return rng


def track(s):
    return [int(c) for c in s[L.TRACK_CARD:L.TRACK_CARD + s[L.TRACK_LEN]]]


def venue(card):
    return P.venues[P.venue[card]]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_draws_the_deck_by_venue_and_p_minus_1_riverside_cards_from_the_rest_g2(players):
    seen = set()
    for game in range(40):
        s = theater_state(players=players, turn=0)
        setup_track_nb(s, rng_for(game), trace_buffer())
        deck = [int(c) for c in s[L.PDECK:L.PDECK + s[L.N_PDECK]]]
        assert [venue(c) for c in deck] == ["Riverside", "Riverside", "Grand Magorian", "Grand Magorian"]
        assert s[L.PDECK_TOP] == 0 and (s[L.PDECK + 4:L.PDECK + L.MAX_PDECK] == -1).all()
        cards = track(s)
        assert len(cards) == players - 1 and all(venue(c) == "Riverside" for c in cards)
        assert len(set(deck) | set(cards)) == len(deck) + len(cards)  # every card once
        greys = int((s[L.TRACK_OWNER:L.TRACK_OWNER + L.MAX_TRACK * L.GRID] == L.GREY).sum())
        assert greys == (players - 1 if players == 2 else 0)  # 1 grey marker on each Riverside Duel side
        seen.update(deck + cards)
    assert len(seen) == 12 + 8  # every Riverside and Grand Magorian card turns up: the draw is random


def test_setup_records_the_deck_top_first_and_the_track():
    s = theater_state(players=3, turn=0)
    tr = trace_buffer()
    s[L.TRACING] = 1
    setup_track_nb(s, rng_for(1), tr)
    rec = records(s, tr)
    assert rec[0] == (EV_THEATER_SETUP, 4, 2, 0, 0, 0, 0, 0)
    assert rec[1:5] == [(EV_PDECK_CARD, i, int(s[L.PDECK + i]), 0, 0, 0, 0, 0) for i in range(4)]
    assert rec[5] == (EV_TRACK_CARDS, *track(s), -1, -1, -1, 0, 0)


def test_setup_depends_on_the_chance_stream_only():
    a, b = theater_state(players=4, turn=0), theater_state(players=4, turn=0)
    setup_track_nb(a, rng_for(5), trace_buffer())
    setup_track_nb(b, rng_for(5), trace_buffer())
    assert (a == b).all()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_track_at_end_turn_of_turns_1_to_5(players):
    """P-1 cards at the start; one enters each End Turn; from a full track (P + 1) the oldest
    leaves first; the last turn (5) moves nothing (G14)."""
    s = theater_state(players=players, turn=0)
    setup_track_nb(s, rng_for(2), trace_buffer())
    deck = [int(c) for c in s[L.PDECK:L.PDECK + 4]]
    start = track(s)
    expected = list(start)
    lengths = []
    for turn in range(1, 6):
        s[L.TURN] = turn
        entered = track_step_nb(s, rng_for(0), trace_buffer())
        if turn < 5:
            if len(expected) == players + 1:
                expected.pop(0)
            expected.append(deck[turn - 1])
            assert entered == deck[turn - 1]
        else:
            assert entered == -1
        assert track(s) == expected
        lengths.append(len(expected))
    full = players + 1
    assert lengths == {2: [2, 3, 3, 3, 3], 3: [3, 4, 4, 4, 4], 4: [4, 5, 5, 5, 5]}[players]
    assert full in lengths
    assert s[L.PDECK_TOP] == 4  # the 4-card deck lasts the 5 turns exactly


def test_the_oldest_card_leaves_with_every_seats_markers_and_the_rest_move_up_g70():
    s = theater_state(players=2, turn=3)
    lay_out(s, "Riverside 1", "Riverside 2", "Grand Magorian 1")  # full: 3 cards with 2 players
    s[L.PDECK] = card_id("Grand Magorian 2")
    s[L.N_PDECK] = 1
    s[L.PDECK_TOP] = 0
    learn(s, 0, "Mind Reading")
    learn(s, 1, "Linking Rings")
    put_marker(s, 0, "Mind Reading", 0, "B", facing="A")
    put_marker(s, 1, "Linking Rings", 0, "A", facing="B")
    put_marker(s, 1, "Linking Rings", 1, "B", facing="A")
    free = s[L.MARKERS_FREE:L.MARKERS_FREE + 8].copy()
    tr = trace_buffer()
    s[L.TRACING] = 1
    assert track_step_nb(s, rng_for(0), tr) == card_id("Grand Magorian 2")
    assert track(s) == [card_id(c) for c in ("Riverside 2", "Grand Magorian 1", "Grand Magorian 2")]
    assert s[L.MARKERS_FREE + 0] == free[0] + 1 and s[L.MARKERS_FREE + 4] == free[4] + 1
    # Riverside 2 moved to position 0 with seat 1's marker and its grey marker (Duel side: A)
    assert s[L.TRACK_OWNER + slot_id("B")] == 1 and s[L.TRACK_OWNER + slot_id("A")] == L.GREY
    # Grand Magorian 2 entered on its Duel side: grey on E
    assert s[L.TRACK_OWNER + 2 * 6 + slot_id("E")] == L.GREY
    rec = records(s, tr)
    r1 = card_id("Riverside 1")
    assert [r for r in rec if r[0] in (EV_MARKER, EV_MARKER_CONTEXT)] == [
        (EV_MARKER, 0, int(s[L.SYMBOL_TRICK]), 0, 1, 2, 0, MARKER_CAUSE_CARD_LEFT),
        (EV_MARKER_CONTEXT, r1, slot_id("B"), 0, 0, 0, 0, 0),
        (EV_MARKER, 1, int(s[L.SYMBOL_TRICK + 4]), 0, 1, 2, 0, MARKER_CAUSE_CARD_LEFT),
        (EV_MARKER_CONTEXT, r1, slot_id("A"), 0, 0, 0, 0, 0)]
    assert rec[-2] == (EV_TRACK, r1, card_id("Grand Magorian 2"), 3, 0, 0, 0, 0)
    assert rec[-1][0] == EV_TRACK_CARDS
    assert (s[L.TRACK_OWNER + 3 * 6:L.TRACK_OWNER + 5 * 6] == -1).all()


def test_nothing_moves_on_the_last_turn_g14():
    s = theater_state(players=2, turn=5)
    lay_out(s, "Riverside 1", "Riverside 2", "Grand Magorian 1")
    s[L.PDECK] = card_id("Grand Magorian 2")
    s[L.N_PDECK] = 1
    before = s.copy()
    tr = trace_buffer()
    s[L.TRACING] = 1
    assert track_step_nb(s, rng_for(0), tr) == -1
    s[L.TRACING] = 0
    assert (s == before).all() and records(s, tr) == []
