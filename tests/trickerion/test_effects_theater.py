"""The Theater's Special Assignment cards (A06-A15) and the Prophecies that change the Theater (P06,
P10, P11, P13, P14, P16, P17, P19, P22, P23) on named cards (docs/trickerion-effects.md, "Theater";
RULES §1.9, §1.10, G60-G70): hand-set Dark Alley states, one compiled kernel, scripted choices."""

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion import theater_records as TR
from simkit.games.trickerion.moves_nb import discard_trick_nb
from simkit.games.trickerion.theater_effects import (OP_COIN_YIELD_AS_FAME, OP_FIASCO, OP_LINK_PAYMENT_TIMES,
                                                     OP_PAY_EVERY_ADJACENT, OP_PERFORMER_BONUS_TIMES, OP_PREMIERE,
                                                     OP_SET_UP_FAME, OP_STREET_PERFORMANCE, OP_SWAP_CARDS)
from simkit.games.trickerion.theater_geometry import _direction
from simkit.games.trickerion.theater_invariants import check_theater_nb
from simkit.games.trickerion.theater_options import (GUEST_NONE, GUEST_SLOT, MARKER_NONE, PAY_COINS, PAY_FAME, STREET,
                                                     SWAP_NONE, guest_option, marker_option, reschedule_option,
                                                     set_up_option, swap_option)
from simkit.games.trickerion.theater_perform import perform_card_nb
from simkit.games.trickerion.theater_set_up import can_reschedule_nb, can_set_up_nb, reschedule_nb, set_up_nb
from simkit.games.trickerion.theater_track import markers_on_track_nb, oldest_card_leaves_nb
from tests.trickerion.core_state import (COMPOSITION, assigned, dark_alley, give_trick, place, prophecy, records,
                                         sa_card, script, streams, tracing, trick)
from tests.trickerion.theater_state import card_id, lay_out, put_marker, slot_id

MAGICIAN = 0
APPRENTICE = 4
THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(4)
UP, RIGHT, DOWN, LEFT = range(4)


# ---- builders -----------------------------------------------------------------------------------

def state(players=3):
    """A Dark Alley state (Magicians without a Theater ability) with the track empty."""
    return dark_alley(players, magicians=["The Mechaniker", "The Great Optico", "The Gentleman",
                                          "Priestess of Mysticism"])


def setting_up(s, seat, name):
    """The seat's Apprentice places with the Theater card ``name`` and uses its text (D11)."""
    card = assigned(s, seat, APPRENTICE, name)
    s[L.SA_TEXT] = card
    s[L.SA_TEXT_SPENT] = 0
    return card


def performing(s, seat, day, name=None):
    """The seat's Magician is on ``day``'s stage, with the Theater card ``name`` used for its text."""
    s[L.THEATER_OCC + day * L.THEATER_SLOTS] = seat * L.MAX_CHARS + MAGICIAN
    s[L.WEEKDAY_OWNER + day] = seat
    if name is None:
        return -1
    card = assigned(s, seat, MAGICIAN, name)
    s[L.CHAR_SA_USE + seat * L.MAX_CHARS + MAGICIAN] = L.SA_USE_TEXT
    return card


def opt(s, seat, name, pos, slot, facing):
    """The Set Up option of the seat's Trick ``name`` onto ``slot`` of the card at ``pos``, its
    category facing the circle toward slot ``facing``."""
    symbol = int(s[L.TRICK_SYMBOL + trick(name)])
    return set_up_option(symbol, pos, slot_id(slot), _direction(slot_id(slot), slot_id(facing)))


def link(card, pair):
    pc = COMPOSITION.performance_cards
    c = card_id(card)
    return next(k for k in range(pc.n_links[c]) if {"ABCDEF"[pc.link_a[c, k]], "ABCDEF"[pc.link_b[c, k]]} == set(pair))


def totals(s, seat):
    return int(s[L.FAME + seat]), int(s[L.COINS + seat]), int(s[L.SHARDS + seat])


def gains(s, tr):
    """(seat, fame, coins, shards, cause, context a, context b) of every gain."""
    rows = records(s, tr)
    out = []
    for i, r in enumerate(rows):
        if r[0] == R.EV_GAIN:
            ctx = rows[i + 1] if i + 1 < len(rows) and rows[i + 1][0] == R.EV_GAIN_CONTEXT else (0, 0, -1, -1)
            out.append((r[1], r[2], r[3], r[4], r[5], ctx[2], ctx[3]))
    return out


def marker_total(s, seat, name):
    """The seat's markers of the Trick: supply + Trick card + track (piles 2, Guest slots)."""
    symbol = int(s[L.TRICK_SYMBOL + trick(name)])
    return int(s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] + s[L.TRICK_ON_CARD + trick(name)]
               + markers_on_track_nb(s, seat, symbol))


def asked(s):
    return [int(x) for x in s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]]]


# ---- Set Up ---------------------------------------------------------------------------------------

def test_p10_setting_up_an_escape_trick_gives_2_fame_and_p13_gives_nothing_for_it():
    s = state()
    lay_out(s, "Riverside 1", "Riverside 2")
    give_trick(s, 0, "Barricaded Barrels", on_card=2)  # Escape
    s[L.PR_ACTIVE] = prophecy("P10")
    before = totals(s, 0)
    tr = tracing(s)
    assert set_up_nb(s, streams(), tr, script([opt(s, 0, "Barricaded Barrels", 0, "A", "B")]), 0) == 0
    assert totals(s, 0) == (before[0] + 2, before[1], before[2])
    assert gains(s, tr) == [(0, 2, 0, 0, R.GAIN_PROPHECY, prophecy("P10"), OP_SET_UP_FAME)]
    s[L.PR_ACTIVE] = prophecy("P13")  # Mechanical
    tr = tracing(s)
    set_up_nb(s, streams(), tr, script([opt(s, 0, "Barricaded Barrels", 1, "A", "B")]), 0)
    assert gains(s, tr) == []


def test_set_up_fame_of_the_other_categories_p13_p17_p23():
    for p, name in (("P13", "Linking Rings"), ("P17", "Enchanted Butterflies"), ("P23", "Mind Reading")):
        s = state()
        lay_out(s, "Riverside 1")
        give_trick(s, 0, name, on_card=1)
        s[L.PR_ACTIVE] = prophecy(p)
        tr = tracing(s)
        set_up_nb(s, streams(), tr, script([opt(s, 0, name, 0, "A", "B")]), 0)
        assert gains(s, tr) == [(0, 2, 0, 0, R.GAIN_PROPHECY, prophecy(p), OP_SET_UP_FAME)]


def guest_scenario():
    """Riverside 1 (A, B, C) full of seats 1 and 2's markers; seat 0 has Barricaded Barrels ready."""
    s = state()
    lay_out(s, "Riverside 1")
    give_trick(s, 1, "Linking Rings")
    give_trick(s, 1, "Mind Reading")
    give_trick(s, 2, "Levitation")
    put_marker(s, 1, "Linking Rings", 0, "A", facing="B")
    put_marker(s, 2, "Levitation", 0, "B", facing="A")
    put_marker(s, 1, "Mind Reading", 0, "C", facing="B")
    give_trick(s, 0, "Barricaded Barrels", on_card=2)
    return s


def test_guest_performer_sets_up_on_a_full_card_in_its_guest_slot_which_performs_and_goes_home():
    """A06: the card is full, so only its Guest slot is offered (one option: not asked). The marker
    sits outside the links (no orientation, no Link), counts for G61 and yields at the Performance
    like any marker of the card; then it goes home from the Guest slot (EV_MARKER slot 6)."""
    s = guest_scenario()
    assert not can_set_up_nb(s, 0)
    card = setting_up(s, 0, "Guest Performer")
    assert card == sa_card("Guest Performer") and can_set_up_nb(s, 0)
    tr = tracing(s)
    assert set_up_nb(s, streams(), tr, script([]), 0) == 0
    symbol = int(s[L.TRICK_SYMBOL + trick("Barricaded Barrels")])
    assert s[L.TRACK_GUEST] == 1 + 0 * L.SYMBOLS + symbol
    assert s[L.TRICK_ON_CARD + trick("Barricaded Barrels")] == 1
    riverside = card_id("Riverside 1")
    rows = records(s, tr)
    assert rows[0] == (TR.EV_GUEST_SET_UP, 0, trick("Barricaded Barrels"), symbol, riverside, 0, 0, 0)
    assert rows[1] == (R.EV_MARKER, 0, trick("Barricaded Barrels"), symbol, 1, R.MPLACE_TRICK, R.MPLACE_CARD,
                       R.MARKER_CAUSE_SET_UP)
    assert rows[2][:3] == (R.EV_MARKER_CONTEXT, riverside, GUEST_SLOT)
    assert check_theater_nb(s) == 0 and marker_total(s, 0, "Barricaded Barrels") == 4
    assert not can_set_up_nb(s, 0)  # G61: Barricaded Barrels is on the card
    s[L.SA_TEXT] = -1
    performing(s, 0, FRIDAY)
    before = totals(s, 0)
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    # Barricaded Barrels 1 Fame 1 Coin; the performer: 1 Fame for the Link A-B, the card's Shard
    assert totals(s, 0) == (before[0] + 2, before[1] + 1, before[2] + 1)
    homes = records(s, tr, R.EV_MARKER)
    assert len(homes) == 4 and homes[0][1] == 0  # seat 0's from the Guest slot first (seat order)
    assert records(s, tr, R.EV_MARKER_CONTEXT)[0][1:3] == (riverside, GUEST_SLOT)
    assert s[L.TRACK_GUEST] == 0 and marker_total(s, 0, "Barricaded Barrels") == 4 and check_theater_nb(s) == 0


def test_guest_performer_may_still_set_up_the_usual_way_on_a_card_with_a_free_slot():
    """A06 is a choice (DECIDE_GUEST_SLOT): GUEST_NONE, then the usual Set Up; or the Guest slot."""
    s = guest_scenario()
    lay_out(s, "Riverside 2")
    setting_up(s, 0, "Guest Performer")
    symbol = int(s[L.TRICK_SYMBOL + trick("Barricaded Barrels")])
    usual = opt(s, 0, "Barricaded Barrels", 1, "A", "B")
    set_up_nb(s, streams(), tracing(s), script([GUEST_NONE, usual]), 0)
    assert s[L.TRACK_GUEST] == 0 and s[L.TRACK_OWNER + L.GRID + slot_id("A")] == 0
    assert s[L.CTX_KIND] == L.DECIDE_SET_UP
    s = guest_scenario()
    lay_out(s, "Riverside 2")
    setting_up(s, 0, "Guest Performer")
    set_up_nb(s, streams(), tracing(s), script([guest_option(symbol, 0)]), 0)
    assert s[L.TRACK_GUEST] == 1 + symbol and s[L.CTX_KIND] == L.DECIDE_GUEST_SLOT
    assert asked(s) == [GUEST_NONE, guest_option(symbol, 0)]


def test_a_guest_marker_goes_home_with_a_discarded_trick_and_with_its_card_leaving():
    s = guest_scenario()
    setting_up(s, 0, "Guest Performer")
    set_up_nb(s, streams(), tracing(s), script([]), 0)
    tr = tracing(s)
    discard_trick_nb(s, tr, 0, trick("Barricaded Barrels"))
    assert s[L.TRACK_GUEST] == 0 and s[L.MARKERS_FREE + 0] == 4
    last = records(s, tr, R.EV_MARKER)[-1]
    assert last[1] == 0 and last[4:8] == (1, R.MPLACE_CARD, R.MPLACE_SUPPLY, R.MARKER_CAUSE_DISCARD)
    assert records(s, tr, R.EV_MARKER_CONTEXT)[-1][1:3] == (card_id("Riverside 1"), GUEST_SLOT)
    s = guest_scenario()
    lay_out(s, "Riverside 2")
    setting_up(s, 0, "Guest Performer")
    symbol = int(s[L.TRICK_SYMBOL + trick("Barricaded Barrels")])
    set_up_nb(s, streams(), tracing(s), script([guest_option(symbol, 0)]), 0)
    oldest_card_leaves_nb(s, tracing(s))
    assert s[L.TRACK_GUEST] == 0 and s[L.TRACK_GUEST + 1] == 0 and s[L.MARKERS_FREE + symbol] == 3
    assert check_theater_nb(s) == 0


def test_orchestral_interlude_pays_the_link_payment_for_an_adjacent_marker_that_does_not_link():
    """A07 on Riverside 7 (AB the Shard circle, AD, BC): Linking Rings (Mechanical) at A facing D
    makes a Link with Levitation at D (Mechanical toward A) and shows Optical down toward Mind
    Reading's Spiritual at B: no Link, but A07 pays the Link payment there too (its kind asked in
    the card's link order with the Links'), and no Shard: that circle is no Link (decision)."""
    s = state()
    lay_out(s, "Riverside 7")
    give_trick(s, 1, "Levitation")
    give_trick(s, 2, "Mind Reading")
    put_marker(s, 1, "Levitation", 0, "D", facing="A")
    put_marker(s, 2, "Mind Reading", 0, "B", facing="A")
    give_trick(s, 0, "Linking Rings", on_card=1)
    card = setting_up(s, 0, "Orchestral Interlude")
    ab, ad = link("Riverside 7", "AB"), link("Riverside 7", "AD")
    assert ab < ad
    tr = tracing(s)
    before = totals(s, 0)
    created = set_up_nb(s, streams(), tr, script([opt(s, 0, "Linking Rings", 0, "A", "D"), PAY_COINS, PAY_FAME]), 0)
    assert created == 1
    assert totals(s, 0) == (before[0] + 1, before[1] + 1, before[2])
    c = card_id("Riverside 7")
    assert records(s, tr, TR.EV_LINK) == [(TR.EV_LINK, 0, c, ad, 1, 0, PAY_FAME, 1)]
    assert records(s, tr, TR.EV_ADJACENT_PAYMENT) == [(TR.EV_ADJACENT_PAYMENT, 0, c, ab, 2, PAY_COINS, 1, 0)]
    assert gains(s, tr) == [(0, 1, 0, 0, R.GAIN_LINK_PAYMENT, c, ad),
                            (0, 0, 1, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_PAY_EVERY_ADJACENT)]


def test_headliner_trick_pays_each_link_twice_shards_included_for_the_placer():
    """A08 on Riverside 4's Shard circle A-D: the Link pays its Coin twice and the placer's Shard
    twice (the extra as one special_assignment gain); the other seat in the Link gets its 1 Shard
    (decision: the card doubles its holder's payment only)."""
    s = state()
    lay_out(s, "Riverside 4")
    give_trick(s, 1, "Levitation")
    put_marker(s, 1, "Levitation", 0, "D", facing="A")
    give_trick(s, 0, "Linking Rings", on_card=1)
    card = setting_up(s, 0, "Headliner Trick")
    before0, before1 = totals(s, 0), totals(s, 1)
    tr = tracing(s)
    set_up_nb(s, streams(), tr, script([opt(s, 0, "Linking Rings", 0, "A", "D"), PAY_COINS]), 0)
    assert totals(s, 0) == (before0[0], before0[1] + 2, before0[2] + 2)
    assert totals(s, 1) == (before1[0], before1[1], before1[2] + 1)
    c, ad = card_id("Riverside 4"), link("Riverside 4", "AD")
    assert gains(s, tr) == [(0, 0, 1, 0, R.GAIN_LINK_PAYMENT, c, ad), (0, 0, 0, 1, R.GAIN_LINK_SHARD, c, ad),
                            (1, 0, 0, 1, R.GAIN_LINK_SHARD, c, ad),
                            (0, 0, 1, 1, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_LINK_PAYMENT_TIMES)]


def test_new_twist_allows_a_second_marker_of_a_trick_on_a_card_and_both_perform():
    """A09: G61 is lifted once: a second Linking Rings marker of seat 0 joins Riverside 8; both
    yield (the Dark Alley's invariant allows two)."""
    s = state()
    lay_out(s, "Riverside 8")
    give_trick(s, 0, "Linking Rings", on_card=2)
    put_marker(s, 0, "Linking Rings", 0, "A", facing="B")
    assert not can_set_up_nb(s, 0)
    setting_up(s, 0, "New Twist")
    assert can_set_up_nb(s, 0)
    set_up_nb(s, streams(), tracing(s), script([opt(s, 0, "Linking Rings", 0, "C", "B")]), 0)
    assert s[L.TRACK_OWNER + slot_id("C")] == 0 and check_theater_nb(s) == 0
    s[L.SA_TEXT_SPENT] = 1  # the card was used on this Set Up (G28): no third
    assert not can_set_up_nb(s, 0)
    s[L.SA_TEXT] = -1
    performing(s, 0, FRIDAY)
    before = totals(s, 0)
    perform_card_nb(s, streams(), tracing(s), script([]), FRIDAY, 0, 0)
    assert totals(s, 0)[1] == before[1] + 2 * 2 + 1  # two yields of 2 Coins, the card's 1 Coin


def test_buying_time_swaps_two_cards_with_their_markers_and_gives_3_coins_or_nothing():
    """A10, after the Set Up (DECIDE_SWAP_CARDS): the oldest and the newest card swap places with
    everything on them, then 3 Coins. The swap may be refused: then no Coins (decision)."""
    s = state()
    lay_out(s, "Riverside 1", "Riverside 2", "Riverside 4")
    give_trick(s, 0, "Linking Rings", on_card=1)
    give_trick(s, 1, "Levitation")
    put_marker(s, 1, "Levitation", 2, "D", facing="A")
    card = setting_up(s, 0, "Buying Time")
    before = totals(s, 0)
    tr = tracing(s)
    set_up_nb(s, streams(), tr, script([opt(s, 0, "Linking Rings", 0, "A", "B"), swap_option(0, 2)]), 0)
    assert s[L.CTX_KIND] == L.DECIDE_SWAP_CARDS
    assert asked(s) == [SWAP_NONE, swap_option(0, 1), swap_option(0, 2), swap_option(1, 2)]
    r1, r2, r4 = card_id("Riverside 1"), card_id("Riverside 2"), card_id("Riverside 4")
    assert list(s[L.TRACK_CARD:L.TRACK_CARD + 3]) == [r4, r2, r1]
    assert s[L.TRACK_OWNER + slot_id("D")] == 1 and s[L.TRACK_OWNER + 2 * L.GRID + slot_id("A")] == 0
    assert totals(s, 0) == (before[0], before[1] + 3, before[2]) and check_theater_nb(s) == 0
    assert records(s, tr, TR.EV_SWAP_CARDS) == [(TR.EV_SWAP_CARDS, 0, r1, r4, 0, 0, 0, 0)]
    assert records(s, tr, TR.EV_TRACK_CARDS) == [(TR.EV_TRACK_CARDS, r4, r2, r1, -1, -1, 0, 0)]
    assert gains(s, tr)[-1] == (0, 0, 3, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_SWAP_CARDS)
    s = state()
    lay_out(s, "Riverside 1", "Riverside 2")
    give_trick(s, 0, "Linking Rings", on_card=1)
    setting_up(s, 0, "Buying Time")
    before = totals(s, 0)
    tr = tracing(s)
    set_up_nb(s, streams(), tr, script([opt(s, 0, "Linking Rings", 0, "A", "B"), SWAP_NONE]), 0)
    assert list(s[L.TRACK_CARD:L.TRACK_CARD + 2]) == [r1, r2] and totals(s, 0) == before
    assert records(s, tr, TR.EV_SWAP_CARDS) == []


# ---- Reschedule -----------------------------------------------------------------------------------

def test_street_performance_takes_a_marker_off_and_yields_it_now_with_the_weekday_modifier():
    """A14: the Reschedule may instead take one of the seat's markers off its card (STREET +
    from): it goes to the supply and yields at once, by the weekday of the placed character
    (Sunday: +1 Fame +1 Coin). A Street Performance is no Performance: the Trick counts as not
    performed (decision)."""
    s = state()
    lay_out(s, "Riverside 1")
    give_trick(s, 0, "Levitation")
    put_marker(s, 0, "Levitation", 0, "A", facing="B")
    card = setting_up(s, 0, "Street Performance")
    place(s, 0, APPRENTICE, "Theater", SUNDAY * L.THEATER_SLOTS + 1)
    s[L.PLACING] = APPRENTICE
    before = totals(s, 0)
    tr = tracing(s)
    reschedule_nb(s, streams(), tr, script([STREET + slot_id("A")]), 0)
    symbol = int(s[L.TRICK_SYMBOL + trick("Levitation")])
    assert s[L.TRACK_OWNER + slot_id("A")] == -1 and s[L.MARKERS_FREE + symbol] == 4
    assert totals(s, 0) == (before[0] + 2 + 1, before[1] + 3 + 1, before[2])
    riverside = card_id("Riverside 1")
    assert records(s, tr, TR.EV_STREET_PERFORMANCE) == [
        (TR.EV_STREET_PERFORMANCE, 0, trick("Levitation"), symbol, riverside, slot_id("A"), SUNDAY, 0)]
    assert records(s, tr, R.EV_MARKER)[0][5:8] == (R.MPLACE_CARD, R.MPLACE_SUPPLY, R.MARKER_CAUSE_RESCHEDULE)
    assert gains(s, tr) == [(0, 3, 4, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_STREET_PERFORMANCE)]
    assert s[L.ITEM_PLAYS + trick("Levitation")] == 0


def test_street_performance_leaves_the_usual_reschedule_and_needs_no_free_slot():
    s = guest_scenario()  # Riverside 1 full: no Reschedule for seat 1 without the card
    assert not can_reschedule_nb(s, 1)
    setting_up(s, 1, "Street Performance")
    assert can_reschedule_nb(s, 1)
    s = state()
    lay_out(s, "Riverside 1")
    give_trick(s, 0, "Levitation")
    put_marker(s, 0, "Levitation", 0, "A", facing="B")
    setting_up(s, 0, "Street Performance")
    move = reschedule_option(0, slot_id("A"), 0, slot_id("C"), UP)
    reschedule_nb(s, streams(), tracing(s), script([move]), 0)
    assert s[L.TRACK_OWNER + slot_id("C")] == 0 and s[L.CTX_KIND] == L.DECIDE_RESCHEDULE
    assert STREET + slot_id("A") in asked(s)


def test_directors_favor_moves_another_seats_marker_under_its_owners_g61():
    """A15: seat 0, with no marker on the track, moves seat 1's Levitation from A to C; the records
    name the owner (EV_RESCHEDULE's seat); G61 holds for the owner's Tricks."""
    s = state()
    lay_out(s, "Riverside 1")
    give_trick(s, 1, "Levitation")
    put_marker(s, 1, "Levitation", 0, "A", facing="B")
    assert not can_reschedule_nb(s, 0)
    setting_up(s, 0, "Director's Favor")
    assert can_reschedule_nb(s, 0)
    tr = tracing(s)
    move = reschedule_option(0, slot_id("A"), 0, slot_id("C"), UP)
    reschedule_nb(s, streams(), tr, script([move]), 0)
    assert s[L.TRACK_OWNER + slot_id("C")] == 1 and s[L.TRACK_OWNER + slot_id("A")] == -1
    assert records(s, tr, TR.EV_RESCHEDULE)[0][1:3] == (1, trick("Levitation"))
    assert records(s, tr, R.EV_MARKER)[0][1] == 1 and check_theater_nb(s) == 0


# ---- Performance ----------------------------------------------------------------------------------

def performance_scenario(players=3):
    """Riverside 4 (A-D the Shard circle, D-E, E-F; bonus 1 Fame): seat 0 has Linking Rings at A
    and Barricaded Barrels at E, seat 1 Levitation at D (a Link with A), seat 2 Mind Reading at F."""
    s = state(players)
    lay_out(s, "Riverside 4")
    give_trick(s, 0, "Linking Rings")
    give_trick(s, 0, "Barricaded Barrels")
    give_trick(s, 1, "Levitation")
    give_trick(s, 2, "Mind Reading")
    put_marker(s, 0, "Linking Rings", 0, "A", facing="D")
    put_marker(s, 1, "Levitation", 0, "D", facing="A")
    put_marker(s, 0, "Barricaded Barrels", 0, "E", facing="F")
    put_marker(s, 2, "Mind Reading", 0, "F", facing="E")
    return s


def test_durable_components_puts_one_performed_marker_back_on_its_trick_card_or_none():
    """A11 (DECIDE_CARD_MARKER): after the Performance seat 0 puts Linking Rings' marker back on its
    card (EV_MARKER card -> trick, cause performed); the rest go home. MARKER_NONE: all home."""
    s = performance_scenario()
    performing(s, 0, FRIDAY, "Durable Components")
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([marker_option(slot_id("A"), 0)]), FRIDAY, 0, 0)
    assert asked(s) == [MARKER_NONE, marker_option(slot_id("A"), 0), marker_option(slot_id("E"), 0)]
    rings = trick("Linking Rings")
    assert s[L.TRICK_ON_CARD + rings] == 1 and marker_total(s, 0, "Linking Rings") == 4
    back = [r for r in records(s, tr, R.EV_MARKER) if r[6] == R.MPLACE_TRICK]
    assert back == [(R.EV_MARKER, 0, rings, int(s[L.TRICK_SYMBOL + rings]), 1, R.MPLACE_CARD, R.MPLACE_TRICK,
                     R.MARKER_CAUSE_PERFORMED)]
    assert (s[L.TRACK_OWNER:L.TRACK_OWNER + L.GRID] == -1).all() and check_theater_nb(s) == 0
    s = performance_scenario()
    performing(s, 0, FRIDAY, "Durable Components")
    perform_card_nb(s, streams(), tracing(s), script([MARKER_NONE]), FRIDAY, 0, 0)
    assert s[L.TRICK_ON_CARD + rings] == 0 and marker_total(s, 0, "Linking Rings") == 4


def test_arranged_fiasco_gives_fame_per_own_marker_and_takes_fame_per_other_seats_marker():
    """A12: the performer gains 1 Fame per own marker on the card (2), every other seat loses 1 per
    marker of its own there (BGA's text: the other seats lose it)."""
    s = performance_scenario()
    card = performing(s, 0, FRIDAY, "Arranged Fiasco")
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    fiasco = [g for g in gains(s, tr) if g[4] == R.GAIN_SPECIAL_ASSIGNMENT]
    assert fiasco == [(0, 2, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_FIASCO),
                      (1, -1, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_FIASCO),
                      (2, -1, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_FIASCO)]


def test_grand_premiere_multiplies_one_yield_of_a_trick_never_performed_before():
    """A13 (DECIDE_CARD_MARKER, a marker and a part of its yield above 0): Linking Rings yields
    Coins only, Barricaded Barrels Fame and Coins; seat 0 doubles Linking Rings' 2 Coins. Once
    performed (by any seat), a Trick is no premiere any more."""
    s = performance_scenario()
    card = performing(s, 0, FRIDAY, "Grand Premiere")
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([marker_option(slot_id("A"), 1)]), FRIDAY, 0, 0)
    assert asked(s) == [marker_option(slot_id("A"), 1), marker_option(slot_id("E"), 0),
                        marker_option(slot_id("E"), 1)]
    assert (0, 0, 2, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_PREMIERE) in gains(s, tr)
    s = performance_scenario()
    performing(s, 0, FRIDAY, "Grand Premiere")
    s[L.ITEM_PLAYS + 1 * L.MAX_TRICKS + trick("Linking Rings")] = 1
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([marker_option(slot_id("E"), 0)]), FRIDAY, 0, 0)
    assert asked(s) == [marker_option(slot_id("E"), 0), marker_option(slot_id("E"), 1)]
    premiere = [g for g in gains(s, tr) if g[4] == R.GAIN_SPECIAL_ASSIGNMENT]
    assert [g[:4] for g in premiere] == [(0, 1, 0, 0)]  # Barricaded Barrels' 1 Fame once more


def test_p06_doubles_the_performers_bonuses():
    """P06: the performer's Link Fame (A-D) and the card's 1 Fame are paid once more, as one
    prophecy gain."""
    s = performance_scenario()
    s[L.PR_ACTIVE] = prophecy("P06")
    performing(s, 0, FRIDAY)
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    assert gains(s, tr)[-1] == (0, 2, 0, 0, R.GAIN_PROPHECY, prophecy("P06"), OP_PERFORMER_BONUS_TIMES)


def test_p14_receives_coin_yields_as_fame_but_not_the_cards_coin_bonus():
    s = state()
    lay_out(s, "Riverside 7")  # bonus 1 Coin
    give_trick(s, 0, "Linking Rings")
    put_marker(s, 0, "Linking Rings", 0, "C", facing="B")
    s[L.PR_ACTIVE] = prophecy("P14")
    performing(s, 0, FRIDAY)
    before = totals(s, 0)
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    assert totals(s, 0) == (before[0] + 2, before[1] + 1, before[2])
    g = gains(s, tr)
    assert g[0][4] == R.GAIN_YIELD and g[0][1:4] == (0, 2, 0)
    assert g[1] == (0, 2, -2, 0, R.GAIN_PROPHECY, prophecy("P14"), OP_COIN_YIELD_AS_FAME)
    assert g[2][4] == R.GAIN_PERFORMER_BONUS


def weekday_scenario(p):
    """Riverside 4 with Levitation (2 Fame 3 Coins) of seat 0 (Friday, the performer), Linking
    Rings (0/2) of seat 1 (Thursday) and Chinese Sticks (1/2) of seat 2 (Saturday), under the
    Prophecy ``p``: each seat's (Fame, Coins) yield, and the EV_YIELD records."""
    s = state()
    lay_out(s, "Riverside 4")
    for seat, (name, slot, facing) in enumerate((("Levitation", "A", "D"), ("Linking Rings", "E", "F"),
                                                 ("Chinese Sticks", "F", "E"))):
        give_trick(s, seat, name)
        put_marker(s, seat, name, 0, slot, facing=facing)
    performing(s, 0, FRIDAY)
    s[L.WEEKDAY_OWNER + THURSDAY] = 1
    s[L.WEEKDAY_OWNER + SATURDAY] = 2
    s[L.PR_ACTIVE] = prophecy(p) if p else -1
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    return {g[0]: g[1:3] for g in gains(s, tr) if g[4] == R.GAIN_YIELD}, records(s, tr, TR.EV_YIELD)


def test_weekday_yield_prophecies_change_or_replace_the_weekday_modifiers():
    """Thursday's modifier is -1/-1, Friday's and Saturday's 0."""
    assert weekday_scenario(None)[0] == {0: (2, 3), 1: (0, 1), 2: (1, 2)}
    assert weekday_scenario("P11")[0] == {0: (1, 2), 1: (0, 1), 2: (1, 2)}  # Friday -1 -1
    assert weekday_scenario("P16")[0] == {0: (2, 3), 1: (0, 2), 2: (1, 2)}  # Thursday (and Sunday) 0
    assert weekday_scenario("P22")[0] == {0: (2, 3), 1: (0, 1), 2: (2, 3)}  # Saturday +1 +1


def test_p19_applies_the_performers_modifier_to_every_marker():
    """P19: the performer is on Friday (no modifier): seat 1 loses its Thursday -1/-1; the yields'
    records name Friday for every seat."""
    got, yields = weekday_scenario("P19")
    assert got == {0: (2, 3), 1: (0, 2), 2: (1, 2)}
    assert {r[5] for r in yields} == {FRIDAY}


# ---- invariants and the trace ---------------------------------------------------------------------

def test_the_theaters_invariants_check_the_guest_slots_and_a_second_marker_of_a_trick():
    from simkit.games.trickerion import theater_invariants as I
    s = guest_scenario()
    s[L.TRACK_GUEST + 1] = 1  # past the track's last card
    assert check_theater_nb(s) == I.BAD_GUEST
    s = guest_scenario()
    s[L.TRACK_GUEST] = 1 + 0 * L.SYMBOLS + 3  # seat 0's symbol 3 has no Trick
    assert check_theater_nb(s) == I.BAD_GUEST
    s = state()
    lay_out(s, "Riverside 8")
    give_trick(s, 0, "Linking Rings")
    for slot, facing in (("A", "B"), ("C", "B"), ("E", "B")):
        put_marker(s, 0, "Linking Rings", 0, slot, facing=facing)
    assert check_theater_nb(s) == I.BAD_SAME_TRICK  # a third (A09 allows a second)


SETUP = None


def written(*rows):
    """The trace events of a buffer holding ``rows`` (a 3-player Dark Alley game's setup)."""
    from simkit.games.trickerion import GAME
    from simkit.games.trickerion.trace import empty_records, events_of
    global SETUP
    SETUP = SETUP or GAME.make_setup("trickerion-dark-alley", 3, None, "random", in_development=True)
    buffer = empty_records()
    for i, row in enumerate(rows):
        buffer[i, :len(row)] = row
    return events_of({"event": "game", "players": 3}, SETUP, buffer, len(rows), SETUP.template.copy())[1:]


def test_the_trace_of_the_theaters_card_effects():
    r7, r1, r4 = card_id("Riverside 7"), card_id("Riverside 1"), card_id("Riverside 4")
    rings, levitation = trick("Linking Rings"), trick("Levitation")
    ab = link("Riverside 7", "AB")
    events = written(
        (R.EV_ACTION, 0, 4, L.ACT_SET_UP, 1, 2, 0, 0),
        (TR.EV_ADJACENT_PAYMENT, 0, r7, ab, -2, PAY_COINS, 1, 0),
        (TR.EV_SWAP_CARDS, 0, r1, r4),
        (TR.EV_TRACK_CARDS, r4, r7, r1, -1, -1),
        (R.EV_ACTION, 0, 4, L.ACT_RESCHEDULE, 1, 1, 0, 0),
        (TR.EV_STREET_PERFORMANCE, 0, levitation, 1, r1, 0, SUNDAY),
        (R.EV_ACTION, 0, 4, L.ACT_RESCHEDULE, 1, 0, 0, 0),
        (TR.EV_RESCHEDULE, 2, rings, 0, r4, 0, r4, 4),
        (TR.EV_RESCHEDULE_CONTEXT, 2, 0, 3))
    assert events[0]["adjacent"] == [{"circle": "AB", "with": "grey", "payment": "coins"}]
    assert events[1] == {"event": "track_swap", "turn": 0, "seat": 0, "cards": ["Riverside 1", "Riverside 4"],
                         "track": ["Riverside 4", "Riverside 7", "Riverside 1"]}
    street = events[2]
    assert street["street_performance"] is True and street["from"] == ["card", "Riverside 1", "A"]
    assert street["to"] == ["supply", 0] and street["weekday"] == "Sunday" and street["trick"] == "Levitation"
    assert events[3]["owner"] == 2 and events[3]["to"] == ["card", "Riverside 4", "E"]
