"""Set Up and Reschedule (G60-G65) on named cards: options, Links, payments, Shards, records."""

import numpy as np

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import theater_set_up as T
from simkit.games.trickerion.records import (EV_GAIN, EV_GAIN_CONTEXT, EV_MARKER, EV_MARKER_CONTEXT, GAIN_LINK_PAYMENT,
                                             GAIN_LINK_SHARD, MARKER_CAUSE_RESCHEDULE, MARKER_CAUSE_SET_UP,
                                             MPLACE_CARD, MPLACE_TRICK)
from simkit.games.trickerion.theater_options import (PAY_COINS, PAY_FAME, PLACES, place_code, reschedule_option,
                                                     set_up_option)
from simkit.games.trickerion.theater_records import EV_LINK, EV_RESCHEDULE, EV_RESCHEDULE_CONTEXT, EV_SET_UP

from .theater_script import Script, run
from .theater_state import (card_id, lay_out, learn, put_marker, records, sides, slot_id, theater_state, trace_buffer,
                            trick_id)

UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3


def options(s, seat):
    n = T.set_up_options_nb(s, seat)
    return sorted(int(x) for x in s[L.OPTIONS:L.OPTIONS + n])


def opt(symbol, pos, slot, d):
    return set_up_option(symbol, pos, slot_id(slot), d)


def resources(s, seat):
    return int(s[L.FAME + seat]), int(s[L.COINS + seat]), int(s[L.SHARDS + seat])


def mark(s, seat, m):
    return int(s[L.MARKS + seat * L.N_MARKS + m])


def test_set_up_offers_every_free_slot_with_one_orientation_per_circle():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1", "Grand Magorian 1")
    sym = learn(s, 0, "Linking Rings", on_card=2)
    # Riverside 1: A (AB), B (AB, BC), C (BC); Grand Magorian 1: A 1, B 2, C 1, D 2, E 2
    assert options(s, 0) == sorted([opt(sym, 0, "A", DOWN), opt(sym, 0, "B", UP), opt(sym, 0, "B", DOWN),
                                    opt(sym, 0, "C", UP),
                                    opt(sym, 1, "A", RIGHT), opt(sym, 1, "B", RIGHT), opt(sym, 1, "B", DOWN),
                                    opt(sym, 1, "C", UP), opt(sym, 1, "D", LEFT), opt(sym, 1, "D", DOWN),
                                    opt(sym, 1, "E", LEFT), opt(sym, 1, "E", UP)])
    assert T.can_set_up_nb(s, 0) == 1
    assert options(s, 1) == [] and T.can_set_up_nb(s, 1) == 0  # no Trick


def test_set_up_needs_a_marker_on_the_trick_card():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1")
    learn(s, 0, "Linking Rings", on_card=0)
    assert T.can_set_up_nb(s, 0) == 0 and options(s, 0) == []


def test_can_set_up_leaves_the_options_alone():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1")
    learn(s, 0, "Linking Rings", on_card=1)
    s[L.OPTIONS:L.OPTIONS + 4] = [7, 8, 9, 10]
    assert T.can_set_up_nb(s, 0) == 1 and T.can_reschedule_nb(s, 0) == 0
    assert list(s[L.OPTIONS:L.OPTIONS + 4]) == [7, 8, 9, 10]


def test_one_marker_per_seat_and_trick_on_a_card_g61():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1", "Riverside 2")
    rings = learn(s, 0, "Linking Rings", on_card=2)
    piano = learn(s, 0, "Living Piano", on_card=1)
    learn(s, 1, "Chinese Sticks", on_card=1)
    put_marker(s, 0, "Linking Rings", 0, "A", facing="B")
    put_marker(s, 1, "Chinese Sticks", 1, "A", facing="B")  # another seat's marker does not count
    got = options(s, 0)
    assert all(o // PLACES != rings or (o % PLACES) // 24 == 1 for o in got)  # Linking Rings: Riverside 2 only
    assert opt(piano, 0, "B", UP) in got  # another Trick of the seat may join it
    assert opt(rings, 1, "B", UP) in got and opt(rings, 1, "A", DOWN) not in got  # Riverside 2's A is taken


def test_a_link_between_two_seats_on_the_shard_circle_pays_the_placer_and_a_shard_each():
    """Riverside 2 (A-B, B-E the Shard circle): seat 1's Enchanted Butterflies (Optical) on E
    faces B; seat 0 puts Linking Rings (Mechanical, level 1) on B facing A, which turns its
    Optical side toward E: a Link between different categories on the Shard circle."""
    s = theater_state(players=3)
    tr = trace_buffer()
    s[L.TRACING] = 1
    lay_out(s, "Riverside 2")
    sym = learn(s, 0, "Linking Rings", on_card=2)
    learn(s, 1, "Enchanted Butterflies")
    put_marker(s, 1, "Enchanted Butterflies", 0, "E", facing="B")
    option = opt(sym, 0, "B", UP)
    assert option in options(s, 0)
    links = T.place_marker_nb(s, tr, 0, option)
    assert links == 1 << 1  # circle 1 (B-E)
    assert s[L.TRICK_ON_CARD + trick_id("Linking Rings")] == 1
    assert sides(s, 0, "B") == {"up": "Mechanical", "right": "Optical", "down": "Escape", "left": "Spiritual"}
    T.pay_links_nb(s, tr, 0, 0, trick_id("Linking Rings"), links, 1 << 1)
    assert resources(s, 0) == (0, 1, 1) and resources(s, 1) == (0, 0, 1)
    assert (mark(s, 0, L.MARK_LINKS_CREATED), mark(s, 0, L.MARK_LINK_COINS), mark(s, 0, L.MARK_LINK_FAME),
            mark(s, 0, L.MARK_SETS_UP)) == (1, 1, 0, 1)
    card, rings = card_id("Riverside 2"), trick_id("Linking Rings")
    assert records(s, tr) == [
        (EV_SET_UP, 0, rings, sym, card, slot_id("B"), 2, slot_id("A")),
        (EV_MARKER, 0, rings, sym, 1, MPLACE_TRICK, MPLACE_CARD, MARKER_CAUSE_SET_UP),
        (EV_MARKER_CONTEXT, card, slot_id("B"), 0, 0, 0, 0, 0),
        (EV_LINK, 0, card, 1, 1, 1, PAY_COINS, 1),
        (EV_GAIN, 0, 0, 1, 0, GAIN_LINK_PAYMENT, 0, 1), (EV_GAIN_CONTEXT, 0, card, 1, rings, 0, 0, 0),
        (EV_GAIN, 0, 0, 0, 1, GAIN_LINK_SHARD, 0, 1), (EV_GAIN_CONTEXT, 0, card, 1, -1, 1, 0, 0),
        (EV_GAIN, 1, 0, 0, 1, GAIN_LINK_SHARD, 0, 0), (EV_GAIN_CONTEXT, 1, card, 1, -1, 1, 0, 0)]


def test_a_grey_link_pays_the_placer_but_gives_grey_no_shard_g64():
    """Magnus Pantheon 5's Duel side: a grey marker on C shows Optical toward B-C, its Shard
    circle (T1). Mind Reading (Spiritual) on B facing A shows Optical down: a Link with grey."""
    s = theater_state(players=2)
    lay_out(s, "Magnus Pantheon 5")
    assert s[L.TRACK_OWNER + slot_id("C")] == L.GREY
    sym = learn(s, 0, "Mind Reading", on_card=1)
    tr = trace_buffer()
    s[L.TRACING] = 1
    links = T.place_marker_nb(s, tr, 0, opt(sym, 0, "B", UP))
    card = card_id("Magnus Pantheon 5")
    bc = [i for i in range(3) if {s[L.PC_LINK_A + card * 5 + i], s[L.PC_LINK_B + card * 5 + i]} == {1, 2}][0]
    assert links == 1 << bc
    T.pay_links_nb(s, tr, 0, 0, trick_id("Mind Reading"), links, 0)
    assert resources(s, 0) == (1, 0, 1)  # 1 Fame (level 1) and its own Shard
    shard_gains = [r for r in records(s, tr) if r[0] == EV_GAIN and r[5] == GAIN_LINK_SHARD]
    assert len(shard_gains) == 1 and shard_gains[0][1] == 0
    assert [r for r in records(s, tr) if r[0] == EV_LINK] == [(EV_LINK, 0, card, bc, L.GREY, 1, PAY_FAME, 1)]


def test_a_link_of_two_own_markers_on_the_shard_circle_gives_one_shard_g63():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1")  # A-B is the Shard circle
    learn(s, 0, "Linking Rings")  # Mechanical
    sym = learn(s, 0, "Levitation", on_card=1)  # Mechanical too
    put_marker(s, 0, "Linking Rings", 0, "A", facing="B")  # shows Mechanical down
    links = T.place_marker_nb(s, trace_buffer(), 0, opt(sym, 0, "B", UP))
    assert links == 1 << 0
    T.pay_links_nb(s, trace_buffer(), 0, 0, trick_id("Levitation"), links, 0)
    assert resources(s, 0) == (1, 0, 1)


def test_a_level_2_trick_pays_2_for_each_of_two_links_each_its_own_choice_g62():
    """Grand Magorian 1: seat 1's Linking Rings (Mechanical) on E faces B, seat 2's Enchanted
    Butterflies (Optical) on C faces B; seat 0's Mechanical Hornet (Mechanical, level 2) on B
    facing E shows Optical down: two Links, B-E (the Shard circle) and B-C, 2 each (level 2)."""
    s = theater_state(players=3)
    lay_out(s, "Grand Magorian 1")  # A-D, B-C, B-E (Shard), D-E
    learn(s, 1, "Linking Rings")  # Mechanical
    learn(s, 2, "Enchanted Butterflies")  # Optical
    sym = learn(s, 0, "Mechanical Hornet", on_card=1)  # Mechanical, level 2
    # B with Mechanical right (toward E) shows Optical down (toward C) and Spiritual up
    put_marker(s, 1, "Linking Rings", 0, "E", facing="B")  # Mechanical toward B
    put_marker(s, 2, "Enchanted Butterflies", 0, "C", facing="B")  # Optical toward B
    links = T.place_marker_nb(s, trace_buffer(), 0, opt(sym, 0, "B", RIGHT))
    card = card_id("Grand Magorian 1")
    names = {i: {s[L.PC_LINK_A + card * 5 + i], s[L.PC_LINK_B + card * 5 + i]} for i in range(4)}
    bc = [i for i, v in names.items() if v == {1, 2}][0]
    be = [i for i, v in names.items() if v == {1, 4}][0]
    assert links == (1 << bc) | (1 << be)
    T.pay_links_nb(s, trace_buffer(), 0, 0, trick_id("Mechanical Hornet"), links, 1 << be)
    assert resources(s, 0) == (2, 2, 1)  # 2 Fame for B-C, 2 Coins for B-E, the Shard circle's Shard
    assert resources(s, 1) == (0, 0, 1) and resources(s, 2) == (0, 0, 0)
    assert mark(s, 0, L.MARK_LINKS_CREATED) == 2


def test_no_link_when_the_sides_differ_or_the_circle_is_empty():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1")
    learn(s, 1, "Linking Rings")
    sym = learn(s, 0, "Mind Reading", on_card=1)
    put_marker(s, 1, "Linking Rings", 0, "A", facing="B")  # Mechanical down
    # Spiritual toward the empty B-C turns Optical up, toward A's Mechanical: no Link
    assert T.place_marker_nb(s, trace_buffer(), 0, opt(sym, 0, "B", DOWN)) == 0
    assert sides(s, 0, "B")["up"] == "Optical" and sides(s, 0, "A")["down"] == "Mechanical"


def test_enumerate_set_ups_gives_each_options_links_payment_and_shards():
    s = theater_state(players=3)
    lay_out(s, "Riverside 2", "Grand Magorian 1")
    learn(s, 1, "Enchanted Butterflies")
    put_marker(s, 1, "Enchanted Butterflies", 0, "E", facing="B")
    learn(s, 2, "Linking Rings")
    put_marker(s, 2, "Linking Rings", 1, "E", facing="B")
    learn(s, 0, "Mechanical Hornet", on_card=1)
    learn(s, 0, "Mind Reading", on_card=2)
    out = np.zeros((L.MAX_OPTIONS, 4), dtype=np.int32)
    n = T.enumerate_set_ups_nb(s, 0, out)
    assert n == len(options(s, 0)) > 10
    some_link = 0
    for i in range(n):
        trial = s.copy()
        links = T.place_marker_nb(trial, trace_buffer(), 0, int(out[i, 0]))
        before = resources(trial, 0)
        trick = trial[L.SYMBOL_TRICK + out[i, 0] // PLACES]
        T.pay_links_nb(trial, trace_buffer(), 0, (out[i, 0] % PLACES) // 24, trick, links, 0)
        after = resources(trial, 0)
        assert out[i, 1] == bin(links).count("1")
        assert out[i, 2] == after[0] - before[0]
        assert out[i, 3] == after[2] - before[2]
        some_link += out[i, 1] > 0
    assert some_link >= 2


def test_set_up_asks_the_place_then_fame_or_coins_per_link(monkeypatch):
    s = theater_state(players=3)
    lay_out(s, "Riverside 2")
    sym = learn(s, 0, "Linking Rings", on_card=2)
    learn(s, 1, "Enchanted Butterflies")
    put_marker(s, 1, "Enchanted Butterflies", 0, "E", facing="B")
    script = Script(opt(sym, 0, "B", UP), PAY_FAME)
    assert run(monkeypatch, T, T.set_up_nb, script, s, trace_buffer(), 0) == 1
    assert [(kind, seat) for kind, seat, _ in script.asked] == [(L.DECIDE_SET_UP, 0), (L.DECIDE_LINK_PAYMENT, 0)]
    assert script.asked[1][2] == [PAY_FAME, PAY_COINS]
    assert resources(s, 0) == (1, 0, 1)
    script = Script(lambda o: o[0])
    learn(s, 2, "Card Manipulation")
    assert run(monkeypatch, T, T.set_up_nb, script, s, trace_buffer(), 2) == -1  # nothing on its Trick card
    assert script.asked == []


def test_reschedule_moves_an_own_marker_to_another_free_slot_and_pays_nothing_g65(monkeypatch):
    s = theater_state(players=3)
    lay_out(s, "Riverside 2", "Riverside 1")
    rings = learn(s, 0, "Linking Rings")
    learn(s, 1, "Enchanted Butterflies")
    put_marker(s, 1, "Enchanted Butterflies", 0, "E", facing="B")
    put_marker(s, 0, "Linking Rings", 1, "A", facing="B")
    n = T.reschedule_options_nb(s, 0)
    got = [int(x) for x in s[L.OPTIONS:L.OPTIONS + n]]
    fr = (1, slot_id("A"))
    # Riverside 2: A (1 circle), B (2); Riverside 1: B (2), C (1); its own slot is not offered
    assert sorted(got) == sorted(reschedule_option(*fr, p, slot_id(x), d) for p, x, d in
                                 ((0, "A", DOWN), (0, "B", UP), (0, "B", RIGHT), (1, "B", UP), (1, "B", DOWN),
                                  (1, "C", UP)))
    assert T.can_reschedule_nb(s, 1) == 1 and T.can_reschedule_nb(s, 2) == 0
    tr = trace_buffer()
    s[L.TRACING] = 1
    script = Script(reschedule_option(*fr, 0, slot_id("B"), UP))
    assert run(monkeypatch, T, T.reschedule_nb, script, s, tr, 0) == 1
    assert script.asked[0][0] == L.DECIDE_RESCHEDULE
    # the move makes the B-E Link of the test above, but Reschedule pays nothing
    assert resources(s, 0) == (0, 0, 0) and resources(s, 1) == (0, 0, 0)
    assert s[L.TRACK_OWNER + 1 * 6 + slot_id("A")] == -1 and s[L.TRACK_OWNER + slot_id("B")] == 0
    r2, r1, lr = card_id("Riverside 2"), card_id("Riverside 1"), trick_id("Linking Rings")
    assert records(s, tr) == [
        (EV_RESCHEDULE, 0, lr, rings, r1, slot_id("A"), r2, slot_id("B")),
        (EV_RESCHEDULE_CONTEXT, 0, 2, slot_id("A"), 0, 0, 0, 0),
        (EV_MARKER, 0, lr, rings, 1, MPLACE_CARD, MPLACE_CARD, MARKER_CAUSE_RESCHEDULE),
        (EV_MARKER_CONTEXT, r1, slot_id("A"), r2, slot_id("B"), 0, 0, 0)]


def test_reschedule_keeps_g61_on_the_new_card_but_may_turn_within_its_own():
    s = theater_state(players=3)
    lay_out(s, "Riverside 1", "Riverside 2")
    learn(s, 0, "Linking Rings")
    put_marker(s, 0, "Linking Rings", 0, "A", facing="B")
    put_marker(s, 0, "Linking Rings", 1, "A", facing="B")
    n = T.reschedule_options_nb(s, 0)
    got = [int(x) for x in s[L.OPTIONS:L.OPTIONS + n]]
    # each marker may move within its own card only: the other card holds the same Trick
    assert all((o // PLACES) // 6 == (o % PLACES) // 24 for o in got) and got
    assert place_code(0, slot_id("B"), UP) in [o % PLACES for o in got]
