"""The memos greedy and the planner keep in a seat's notes (strategies/trickerion/notes.py,
assign_memo.py) and the exact shortcuts of their gains: each gives what computing afresh gives,
on named cards, and a stale memo is never read."""

import itertools

import numpy as np

from simkit.games.trickerion import layout as L
from tests.trickerion.core_state import (comp, die, fresh, give_character, give_components, give_trick, loc, set_dice,
                                         streams, trick)
from tests.trickerion.test_strategies import row, rows

LOCATIONS = ("Downtown", "Market Row", "Workshop", "Theater")


def assigning(s, turn=1):
    s[L.PHASE] = L.PHASE_ASSIGNMENT
    s[L.TURN] = turn


def assign(s, seat, ch, location):
    at = seat * L.MAX_CHARS + ch
    s[L.CHAR_STATE + at] = L.CH_ASSIGNED
    s[L.CHAR_CARD + at] = loc(location)


def values(s, gain, r, seat=0):
    return {(where, ap, magician): gain(s, r, seat, loc(where), ap, magician)
            for where, ap, magician in itertools.product(LOCATIONS, range(4), (True, False))}


def test_the_assignment_memo_values_every_location_as_the_gains_do_while_the_wages_take_the_spare_coins():
    from simkit.strategies.trickerion.assign_memo import STAMP, assign_location_gain_nb
    from simkit.strategies.trickerion.gains import NEVER, location_gain_nb
    from simkit.strategies.trickerion.notes import ASSIGN_MEMO, notes_at_nb
    s = fresh(2)
    assigning(s)
    s[L.FAME] = 0  # every level-1 Trick 1 Fame short: a Learn needs 1 spare Coin
    s[L.COINS] = 2
    set_dice(s, Trick_1="Any")  # no Inn or Bank die: Downtown is worth its best Learn only
    give_trick(s, 0, "Linking Rings", on_card=2)  # markers to set up: the Theater has a value
    give_trick(s, 0, "Levitation")
    give_components(s, 0, Metal=2)
    levitation = trick("Levitation")  # its components held: a Prepare at the Workshop
    for kind in range(s[L.N_COMPONENT_TYPES]):
        s[L.HELD + kind] = max(s[L.HELD + kind], s[L.TRICK_NEEDS + levitation * L.MAX_COMPONENTS + kind])
    first = give_character(s, 0, "Apprentice")  # Apprentice 1 (from fresh) and a second, wage 1 each
    apprentices = [ch for ch in range(1, L.MAX_CHARS) if s[L.CHAR_STATE + ch] == L.CH_HOME]
    assert first in apprentices and len(apprentices) == 2
    r = row()
    seen = []
    for step in range(3):  # spare Coins 2, 1, 0
        memo = values(s, assign_location_gain_nb, r)
        assert memo == values(s, location_gain_nb, r)
        assert s[notes_at_nb(0) + ASSIGN_MEMO + STAMP] == 2  # made at turn I, then kept
        seen.append(memo)
        if step < 2:
            assign(s, 0, apprentices[step], "Market Row")
    downtown = [v[("Downtown", 3, False)] for v in seen]
    market = [v[("Market Row", 1, False)] for v in seen]
    assert downtown[0] > 0 and downtown[1] == downtown[0] and downtown[2] == NEVER  # the Learn no longer paid
    assert market[0] != market[2]  # the Buys too
    assert seen[0][("Theater", 2, False)] != NEVER and seen[0][("Workshop", 3, False)] != NEVER  # markers, a Prepare


def test_the_assignment_memo_is_made_anew_each_turn_and_not_read_outside_the_assignment():
    from simkit.strategies.trickerion.assign_memo import STAMP, assign_location_gain_nb
    from simkit.strategies.trickerion.gains import location_gain_nb
    from simkit.strategies.trickerion.notes import ASSIGN_MEMO, notes_at_nb
    s = fresh(2)
    assigning(s)
    s[L.COINS] = 10
    set_dice(s, Trick_1="Any", Bank_1=3)
    r = row()
    before = values(s, assign_location_gain_nb, r)
    give_components(s, 0, Metal=2)  # a change the Assignment itself never makes
    give_trick(s, 0, "Linking Rings")
    s[L.TURN] = 2
    assert values(s, assign_location_gain_nb, r) == values(s, location_gain_nb, r) != before
    assert s[notes_at_nb(0) + ASSIGN_MEMO + STAMP] == 3
    s[L.PHASE] = L.PHASE_PLACEMENT
    s[L.TURN] = 2
    set_dice(s, Trick_1="Any", Bank_1=6)  # the same turn's stamp, but placement: computed afresh
    assert values(s, assign_location_gain_nb, r) == values(s, location_gain_nb, r)


def test_the_slot_decision_is_for_the_character_chosen_at_the_placement_decision():
    from simkit.strategies.trickerion.greedy import greedy_nb, place_choice_nb
    from simkit.strategies.trickerion.notes import placed_noted_nb, remember_placed_nb
    s = fresh(2)
    s[L.TURN] = 1
    s[L.PLACEMENTS] = 4
    remember_placed_nb(s, 0, 3)
    assert placed_noted_nb(s, 0) == 3 and placed_noted_nb(s, 1) == -1
    s[L.PLACEMENTS] = 5  # the next placement: its D9 was forced, nothing noted for it
    assert placed_noted_nb(s, 0) == -1
    set_dice(s, Bank_1=6)
    ch = next(c for c in range(1, L.MAX_CHARS) if s[L.CHAR_STATE + c] == L.CH_HOME)
    assign(s, 0, 0, "Downtown")
    assign(s, 0, ch, "Market Row")
    s[L.CTX_KIND] = L.DECIDE_PLACE_CHARACTER
    s[L.OPTIONS] = 0
    s[L.OPTIONS + 1] = ch
    picked = [0, ch][greedy_nb(s, streams(), rows(), 0, 2)]
    assert picked == place_choice_nb(s, rows()[0], 0) and placed_noted_nb(s, 0) == picked


def test_the_sample_forgets_every_seats_memos_and_keeps_the_searching_seats_plan():
    from simkit.games.trickerion.rng import N_STREAMS
    from simkit.strategies.trickerion.notes import ASSIGN_MEMO, PLACE_MEMO, notes_at_nb
    from simkit.strategies.trickerion.search import determinise_nb
    s = fresh(3)
    for p in range(3):
        at = notes_at_nb(p)
        s[at] = 2
        s[at + PLACE_MEMO] = 2
        s[at + ASSIGN_MEMO] = 2
    determinise_nb(s, rows(), 1, np.arange(1, N_STREAMS + 1, dtype=np.uint64))
    assert [s[notes_at_nb(p) + PLACE_MEMO] for p in range(3)] == [0, 0, 0]
    assert [s[notes_at_nb(p) + ASSIGN_MEMO] for p in range(3)] == [0, 0, 0]
    assert [s[notes_at_nb(p)] for p in range(3)] == [0, 2, 0]


def every_place_best_set_up(s, r, seat):
    """gains.best_set_up_nb as it was: every legal place of every prepared Trick valued; and the
    Links of the best place."""
    from simkit.strategies.trickerion.gains import NEVER, set_up_option_gain_nb, trick_on_card_nb
    from simkit.strategies.trickerion.theater_eval import PLACES, set_up_gain_nb
    best, best_links = NEVER, 0
    for symbol in range(L.SYMBOLS):
        t = s[L.SYMBOL_TRICK + seat * L.SYMBOLS + symbol]
        if t < 0 or s[L.TRICK_ON_CARD + t] == 0:
            continue
        for pos in range(s[L.TRACK_LEN]):
            if trick_on_card_nb(s, pos, seat, symbol):
                continue
            card = s[L.TRACK_CARD + pos]
            for slot in range(L.GRID):
                if s[L.PC_SLOTS + card * L.GRID + slot] == 0 or s[L.TRACK_OWNER + pos * L.GRID + slot] != -1:
                    continue
                for d in range(L.DIRECTIONS):
                    if s[L.PC_CIRCLE + (card * L.GRID + slot) * L.DIRECTIONS + d] >= 0:
                        option = symbol * PLACES + (pos * L.GRID + slot) * L.DIRECTIONS + d
                        gain = set_up_option_gain_nb(s, r, seat, option)
                        if gain > best:
                            best, best_links = gain, set_up_gain_nb(s, r, seat, option)[0]
    return best, best_links


def test_the_best_set_up_values_each_lone_place_once_and_finds_what_valuing_every_place_finds():
    from simkit.strategies.trickerion.gains import best_set_up_nb
    s = fresh(3)
    rng = np.random.default_rng(5)
    give_trick(s, 0, "Linking Rings", on_card=2)
    give_trick(s, 0, "Levitation", on_card=1)
    s[L.TRACK_LEN] = 3
    r = row(link=1.5)
    linked = 0
    for _ in range(80):
        s[L.TRACK_OWNER:L.TRACK_OWNER + 3 * L.GRID] = -1
        for pos in range(3):
            card = int(rng.integers(0, 4))
            s[L.TRACK_CARD + pos] = card
            for slot in range(L.GRID):
                if s[L.PC_SLOTS + card * L.GRID + slot] == 1 and rng.random() < 0.35:
                    owner = int(rng.integers(0, 3))
                    s[L.TRACK_OWNER + pos * L.GRID + slot] = owner
                    s[L.TRACK_SYMBOL + pos * L.GRID + slot] = int(rng.integers(0, 2)) if owner == 0 else 0
                    s[L.TRACK_UP + pos * L.GRID + slot] = int(rng.integers(0, 4))
        best, links = every_place_best_set_up(s, r, 0)
        assert best_set_up_nb(s, r, 0) == best
        linked += links > 0
    assert linked > 0  # the best place Links in some of them


def test_the_categories_read_once_allow_what_each_trick_check_allows():
    from simkit.strategies.trickerion.plan import allowed_categories_nb, learnable_given_nb, learnable_nb
    s = fresh(2)
    faces = ["X", "Any", "Optical", "Mechanical", "Spiritual", "Escape"]
    for a, b in itertools.product(faces, faces):
        set_dice(s, Trick_1=a, Trick_2=b)
        for seat in range(2):
            allowed = allowed_categories_nb(s, seat)
            for t in range(s[L.N_TRICKS]):
                assert learnable_given_nb(s, seat, t, allowed) == learnable_nb(s, seat, t)
    assert die("Trick 1") >= 0 and comp("Metal") >= 0 and trick("Levitation") >= 0
