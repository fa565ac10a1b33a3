"""The Theater's invariants (theater_invariants.py): each rule caught on a broken state, and kept
by thousands of random Set Ups, Reschedules, Performances and track steps (compiled kernels
driven from Python, every legal option reachable)."""

import numpy as np
import pytest

from simkit.engine.random_streams import seed_streams_nb
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import theater_invariants as I
from simkit.games.trickerion.theater_performance import perform_nb, perform_options_nb
from simkit.games.trickerion.theater_set_up import (enumerate_set_ups_nb, move_marker_nb, pay_links_nb,
                                                    place_marker_nb, reschedule_options_nb, set_up_options_nb)
from simkit.games.trickerion.theater_options import PLACES
from simkit.games.trickerion.theater_track import setup_track_nb, track_step_nb

from .theater_state import COMPOSITION, lay_out, learn, put_marker, slot_id, theater_state, trace_buffer


def sound():
    s = theater_state(players=2)
    lay_out(s, "Riverside 1", "Riverside 2")
    learn(s, 0, "Mind Reading", on_card=1)
    learn(s, 1, "Linking Rings")
    put_marker(s, 0, "Mind Reading", 0, "B", facing="A")
    put_marker(s, 1, "Linking Rings", 1, "B", facing="A")
    s[L.WEEKDAY_OWNER + 1] = 0
    s[L.THEATER_OCC + 3] = 0
    return s


def test_a_sound_state_passes():
    assert I.check_theater_nb(sound()) == 0


def test_each_broken_rule_is_caught():
    cases = []
    s = sound(); s[L.MARKERS_FREE] += 1; cases.append((s, I.BAD_MARKER_COUNT))
    s = sound(); put_marker(s, 0, "Mind Reading", 1, "E", facing="B"); cases.append((s, 0))  # another card
    s = sound(); put_marker(s, 0, "Mind Reading", 0, "A", facing="B"); cases.append((s, I.BAD_SAME_TRICK))
    s = sound(); s[L.TRACK_OWNER + slot_id("F")] = 0; s[L.TRACK_SYMBOL + slot_id("F")] = 1
    cases.append((s, I.BAD_SLOT))
    s = sound(); s[L.TRACK_OWNER + 3 * 6] = 1; cases.append((s, I.BAD_ORPHAN))
    s = sound(); lay_out(s, "Riverside 3", "Riverside 4"); cases.append((s, I.BAD_TRACK_LEN))
    s = sound(); s[L.THEATER_OCC + 4] = 1 * L.MAX_CHARS + 1; cases.append((s, I.BAD_WEEKDAY))
    s = sound(); s[L.TRACK_OWNER + slot_id("C")] = -1; cases.append((s, I.BAD_GREY))
    s = sound(); s[L.PDECK] = s[L.TRACK_CARD]; s[L.N_PDECK] = 1; s[L.PDECK_TOP] = 0; cases.append((s, I.BAD_CARD_TWICE))
    for s, code in cases:
        assert I.check_theater_nb(s) == code


def random_game(players, game, steps):
    """A Theater-only random game: every seat learns Tricks, prepares, sets up, reschedules and
    performs at random, five turns; the invariants hold after every step."""
    rng = np.zeros(5, dtype=np.uint64)
    seed_streams_nb(rng, 11, game, np.uint64(3))
    pick = np.random.default_rng([players, game])
    s = theater_state(players=players, turn=0, link_bonus=game % 2)
    tr = trace_buffer()
    setup_track_nb(s, rng, tr)
    level12 = [i for i in range(len(COMPOSITION.tricks.names)) if COMPOSITION.tricks.level[i] <= 2]
    tricks = pick.permutation(level12)
    names = COMPOSITION.tricks.names
    k = 0
    for seat in range(players):
        for _ in range(pick.integers(1, 5)):
            learn(s, seat, names[tricks[k]])
            k += 1
    out = np.zeros((L.MAX_OPTIONS, 4), dtype=np.int32)
    totals = np.zeros(3, dtype=np.int64)
    counts = {"set_up": 0, "links": 0, "reschedule": 0, "perform": 0}
    for turn in range(1, 6):
        s[L.TURN] = turn
        s[L.WEEKDAY_OWNER:L.WEEKDAY_OWNER + 4] = -1
        s[L.THEATER_OCC:L.THEATER_OCC + 12] = -1
        for day in pick.permutation(4)[:players]:
            seat = int(pick.integers(players))
            if seat in s[L.WEEKDAY_OWNER:L.WEEKDAY_OWNER + 4]:
                continue
            s[L.WEEKDAY_OWNER + day] = seat
            s[L.CHAR_TYPE + seat * L.MAX_CHARS] = 0
            s[L.THEATER_OCC + day * 3] = seat * L.MAX_CHARS
        for _ in range(steps):
            seat = int(pick.integers(players))
            what = pick.integers(3)
            if what == 0:  # Prepare (the core's action): markers from the supply onto a Trick card
                symbol = int(pick.integers(4))
                trick = s[L.SYMBOL_TRICK + seat * 4 + symbol]
                free = s[L.MARKERS_FREE + seat * 4 + symbol]
                if trick >= 0 and free > 0 and s[L.TRICK_ON_CARD + trick] == 0:
                    m = min(free, int(COMPOSITION.tricks.markers[trick]))
                    s[L.TRICK_ON_CARD + trick] += m
                    s[L.MARKERS_FREE + seat * 4 + symbol] -= m
            elif what == 1:
                n = set_up_options_nb(s, seat)
                assert enumerate_set_ups_nb(s, seat, out) == n
                if n:
                    option = int(s[L.OPTIONS + pick.integers(n)])
                    expected = out[list(out[:n, 0]).index(option), 1]
                    links = place_marker_nb(s, tr, seat, option)
                    assert bin(links).count("1") == expected
                    trick = s[L.SYMBOL_TRICK + seat * 4 + option // PLACES]
                    pay_links_nb(s, tr, seat, (option % PLACES) // 24, trick, links, int(pick.integers(32)))
                    counts["set_up"] += 1
                    counts["links"] += bin(links).count("1")
            else:
                n = reschedule_options_nb(s, seat)
                if n:
                    move_marker_nb(s, tr, seat, int(s[L.OPTIONS + pick.integers(n)]))
                    counts["reschedule"] += 1
            assert I.check_theater_nb(s) == 0
        before = s[L.FAME:L.FAME + 12].copy()
        for day in range(4):
            occupant = s[L.THEATER_OCC + day * 3]
            if occupant < 0:
                continue
            n = perform_options_nb(s, occupant // 8)
            if n:
                perform_nb(s, tr, day, occupant // 8, int(s[L.OPTIONS + pick.integers(n)]))
                counts["perform"] += 1
            assert I.check_theater_nb(s) == 0
        assert (s[L.FAME:L.FAME + 12] >= before).all()  # the Theater never costs anything
        track_step_nb(s, rng, tr)
        assert I.check_theater_nb(s) == 0
    totals += s[L.FAME:L.FAME + players].sum(), s[L.COINS:L.COINS + players].sum(), s[L.SHARDS:L.SHARDS + players].sum()
    return counts, totals


@pytest.mark.xdist_group("trickerion-theater")  # one worker compiles the Theater's kernels, once
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_theater_play_keeps_the_invariants(players):
    seen = {"set_up": 0, "links": 0, "reschedule": 0, "perform": 0}
    for game in range(60):
        counts, _ = random_game(players, game, steps=12)
        for key in seen:
            seen[key] += counts[key]
    assert all(v > 20 for v in seen.values()), seen
