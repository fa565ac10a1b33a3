"""The Magicians' abilities that act in the Theater (RULES §1.16, G80-G82, G90; the Dark Alley
versions): Electra's Supercharge, Master of Chains' Break Free, The Red Lotus' Trick Steal and
Yoruba Spiritmaster's Soul Possession, on hand-set Dark Alley states with scripted choices; then
whole random Dark Alley games keeping the invariants, and the trace of the Theater's new records."""

import numpy as np
import pytest

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion import theater_records as TR
from simkit.games.trickerion.theater_effects import BREAK_FREE, SOUL_POSSESSION, SUPERCHARGE, TRICK_STEAL
from simkit.games.trickerion.theater_invariants import check_theater_nb
from simkit.games.trickerion.theater_options import (ABILITY_NO, ABILITY_YES, GUEST_SLOT, MARKER_NONE, PAY_COINS,
                                                     PAY_FAME, marker_option, reschedule_option)
from simkit.games.trickerion.theater_perform import perform_card_nb
from simkit.games.trickerion.theater_performance import performance_phase_nb
from simkit.games.trickerion.theater_set_up import set_up_nb
from simkit.games.trickerion.trace import empty_records, events_of
from tests.trickerion.core_state import dark_alley, give_trick, magician, records, script, streams, tracing, trick
from tests.trickerion.test_effects_theater import (FRIDAY, LEFT, SATURDAY, asked, gains, link, marker_total, opt,
                                                   performing, totals)
from tests.trickerion.theater_state import card_id, lay_out, put_marker, slot_id


def state(*magicians, ruleset="trickerion-dark-alley"):
    return dark_alley(3, ruleset=ruleset, magicians=list(magicians))


# ---- Electra: Supercharge (G82) ---------------------------------------------------------------------

def test_supercharge_piles_a_second_marker_which_yields_once_plus_its_level_in_fame_and_coins():
    """Electra sets up Linking Rings (level 1) and piles its second marker onto the slot
    (DECIDE_ABILITY): one Set Up, one marker for Links and G61; at the Performance the pile yields
    Linking Rings once (0 Fame 2 Coins) plus 1 Fame 1 Coin (cause ability), then both go home."""
    s = state("Electra", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 1")
    rings = trick("Linking Rings")
    symbol = give_trick(s, 0, "Linking Rings", on_card=2)
    tr = tracing(s)
    set_up_nb(s, streams(), tr, script([opt(s, 0, "Linking Rings", 0, "A", "B"), ABILITY_YES]), 0)
    assert s[L.CTX_KIND] == L.DECIDE_ABILITY
    assert s[L.TRICK_ON_CARD + rings] == 0 and s[L.TRACK_PILE + slot_id("A")] == 1
    assert marker_total(s, 0, "Linking Rings") == 4 and check_theater_nb(s) == 0
    riverside = card_id("Riverside 1")
    assert records(s, tr, TR.EV_THEATER_ABILITY) == [
        (TR.EV_THEATER_ABILITY, 0, SUPERCHARGE, magician("Electra"), rings, riverside, slot_id("A"), 0)]
    moved = records(s, tr, R.EV_MARKER)
    assert len(moved) == 2 and all(r[5:8] == (R.MPLACE_TRICK, R.MPLACE_CARD, R.MARKER_CAUSE_SET_UP) for r in moved)
    performing(s, 0, FRIDAY)
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([]), FRIDAY, 0, 0)
    g = gains(s, tr)
    assert g[0][:5] == (0, 0, 2, 0, R.GAIN_YIELD)
    assert g[1] == (0, 1, 1, 0, R.GAIN_ABILITY, magician("Electra"), -1)
    home = records(s, tr, R.EV_MARKER)
    assert home == [(R.EV_MARKER, 0, rings, symbol, 2, R.MPLACE_CARD, R.MPLACE_SUPPLY, R.MARKER_CAUSE_PERFORMED)]
    assert s[L.TRACK_PILE + slot_id("A")] == 0 and s[L.MARKERS_FREE + symbol] == 4


def test_supercharge_may_be_declined_and_is_not_offered_without_abilities_or_a_second_marker():
    s = state("Electra", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 1")
    give_trick(s, 0, "Linking Rings", on_card=2)
    set_up_nb(s, streams(), tracing(s), script([opt(s, 0, "Linking Rings", 0, "A", "B"), ABILITY_NO]), 0)
    assert s[L.TRACK_PILE + slot_id("A")] == 0 and s[L.TRICK_ON_CARD + trick("Linking Rings")] == 1
    for ruleset, on_card in (("trickerion-dark-alley-noabilities", 2), ("trickerion-dark-alley", 1)):
        s = state("Electra", "The Great Optico", "The Gentleman", ruleset=ruleset)
        lay_out(s, "Riverside 1")
        give_trick(s, 0, "Linking Rings", on_card=on_card)
        decisions = int(s[L.DECISIONS])
        set_up_nb(s, streams(), tracing(s), script([opt(s, 0, "Linking Rings", 0, "A", "B")]), 0)
        assert s[L.DECISIONS] == decisions + 1 and s[L.TRACK_PILE + slot_id("A")] == 0


def test_a_pile_moves_whole_on_a_reschedule_and_one_of_it_may_stay_durable():
    """A pile rescheduled moves with its two markers (EV_MARKER count 2). Durable Components on a
    pile puts one marker back on the Trick card and sends the other home (decision)."""
    from simkit.games.trickerion.theater_set_up import reschedule_nb
    s = state("Electra", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 1")
    give_trick(s, 0, "Linking Rings", on_card=2)
    set_up_nb(s, streams(), tracing(s), script([opt(s, 0, "Linking Rings", 0, "A", "B"), ABILITY_YES]), 0)
    tr = tracing(s)
    reschedule_nb(s, streams(), tr, script([reschedule_option(0, slot_id("A"), 0, slot_id("C"), 0)]), 0)
    assert s[L.TRACK_PILE + slot_id("C")] == 1 and s[L.TRACK_PILE + slot_id("A")] == 0
    assert records(s, tr, R.EV_MARKER)[0][4] == 2 and check_theater_nb(s) == 0
    performing(s, 0, FRIDAY, "Durable Components")
    perform_card_nb(s, streams(), tracing(s), script([marker_option(slot_id("C"), 0)]), FRIDAY, 0, 0)
    assert s[L.TRICK_ON_CARD + trick("Linking Rings")] == 1 and marker_total(s, 0, "Linking Rings") == 4


# ---- Master of Chains: Break Free (G90) ------------------------------------------------------------

def break_free_scenario():
    """Riverside 4: seat 1's Linking Rings at A shows Mechanical toward D; Master of Chains (seat 2)
    has Levitation at F. No Magician is on a stage: the phase is Break Free only."""
    s = state("The Mechaniker", "The Great Optico", "Master of Chains")
    lay_out(s, "Riverside 4")
    give_trick(s, 1, "Linking Rings")
    give_trick(s, 2, "Levitation")
    put_marker(s, 1, "Linking Rings", 0, "A", facing="D")
    put_marker(s, 2, "Levitation", 0, "F", facing="E")
    return s


def test_break_free_is_a_free_reschedule_before_the_performances_that_pays_its_links():
    """Levitation moves from F to D facing A: a Link on the Shard circle A-D, paid as a Set Up's
    (1 Fame, chosen) and its Shards to both seats in it, every gain cause ability."""
    s = break_free_scenario()
    before2, before1 = totals(s, 2), totals(s, 1)
    tr = tracing(s)
    move = reschedule_option(0, slot_id("F"), 0, slot_id("D"), LEFT)
    performance_phase_nb(s, streams(), tr, script([], [], [ABILITY_YES, move, PAY_FAME]))
    assert s[L.TRACK_OWNER + slot_id("D")] == 2 and s[L.TRACK_OWNER + slot_id("F")] == -1
    assert totals(s, 2) == (before2[0] + 1, before2[1], before2[2] + 1)
    assert totals(s, 1) == (before1[0], before1[1], before1[2] + 1)
    chains = magician("Master of Chains")
    assert records(s, tr, TR.EV_THEATER_ABILITY) == [(TR.EV_THEATER_ABILITY, 2, BREAK_FREE, chains, 0, 0, 0, 0)]
    c, ad = card_id("Riverside 4"), link("Riverside 4", "AD")
    assert records(s, tr, TR.EV_LINK) == [(TR.EV_LINK, 2, c, ad, 1, 1, PAY_FAME, 1)]
    assert gains(s, tr) == [(2, 1, 0, 0, R.GAIN_ABILITY, chains, -1), (1, 0, 0, 1, R.GAIN_ABILITY, chains, -1),
                            (2, 0, 0, 1, R.GAIN_ABILITY, chains, -1)]
    assert records(s, tr, TR.EV_PERFORMANCE) == [] and check_theater_nb(s) == 0


def test_break_free_may_be_declined_and_is_not_offered_without_abilities():
    s = break_free_scenario()
    decisions = int(s[L.DECISIONS])
    tr = tracing(s)
    performance_phase_nb(s, streams(), tr, script([], [], [ABILITY_NO]))
    assert s[L.TRACK_OWNER + slot_id("F")] == 2 and records(s, tr) == []
    assert s[L.DECISIONS] == decisions + 1
    s = state("The Mechaniker", "The Great Optico", "Master of Chains", ruleset="trickerion-dark-alley-noabilities")
    lay_out(s, "Riverside 4")
    give_trick(s, 2, "Levitation")
    put_marker(s, 2, "Levitation", 0, "F", facing="E")
    decisions = int(s[L.DECISIONS])
    performance_phase_nb(s, streams(), tracing(s), script())
    assert s[L.DECISIONS] == decisions


# ---- The Red Lotus: Trick Steal (G80) -------------------------------------------------------------

def steal_scenario():
    """Riverside 4: the Red Lotus (seat 0) performs on Friday with Barricaded Barrels (level 1, 1
    Fame 1 Coin) at A; seat 1 has Levitation (level 1, 2 Fame 3 Coins) at D, seat 2 Mechanical
    Hornet (level 2) at E; nobody else holds a weekday."""
    s = state("The Red Lotus", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 4")
    give_trick(s, 0, "Barricaded Barrels")
    give_trick(s, 1, "Levitation")
    give_trick(s, 2, "Mechanical Hornet")
    put_marker(s, 0, "Barricaded Barrels", 0, "A", facing="D")
    put_marker(s, 1, "Levitation", 0, "D", facing="A")
    put_marker(s, 2, "Mechanical Hornet", 0, "E", facing="F")
    performing(s, 0, FRIDAY)
    return s


def test_trick_steal_takes_a_lower_or_equal_level_yield_and_its_owner_gets_1_fame_less():
    """Her marker yields Levitation's 2 Fame 3 Coins (cause ability) instead of its own; seat 1
    still gets its yield, then loses 1 Fame of it (cause ability, context the Red Lotus); the
    level-2 Mechanical Hornet is not offered."""
    s = steal_scenario()
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([marker_option(slot_id("D"), 0)]), FRIDAY, 0, 0)
    assert asked(s) == [MARKER_NONE, marker_option(slot_id("D"), 0)]
    lotus = magician("The Red Lotus")
    assert records(s, tr, TR.EV_THEATER_ABILITY) == [
        (TR.EV_THEATER_ABILITY, 0, TRICK_STEAL, lotus, slot_id("A"), 1, slot_id("D"), trick("Levitation"))]
    g = gains(s, tr)
    assert g[0] == (0, 2, 3, 0, R.GAIN_ABILITY, lotus, -1)
    assert g[1][:5] == (1, 2, 3, 0, R.GAIN_YIELD) and g[2] == (1, -1, 0, 0, R.GAIN_ABILITY, lotus, -1)
    assert g[3][:5] == (2, 4, 3, 0, R.GAIN_YIELD)
    assert s[L.ITEM_PLAYS + trick("Barricaded Barrels")] == 1  # her Trick was performed


def test_trick_steal_may_be_declined():
    s = steal_scenario()
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([MARKER_NONE]), FRIDAY, 0, 0)
    assert gains(s, tr)[0][:5] == (0, 1, 1, 0, R.GAIN_YIELD) and records(s, tr, TR.EV_THEATER_ABILITY) == []


def test_an_earlier_seats_1_fame_less_follows_her_stolen_yield_t99():
    """The Red Lotus at seat 1 steals from seat 0, whose yield comes first (seats in seat order):
    seat 0's yield, her stolen yield, then at once seat 0's 1 Fame less (T99: the -1 follows the
    event that makes it due; the referee's R44)."""
    s = state("The Great Optico", "The Red Lotus", "The Gentleman")
    lay_out(s, "Riverside 4")
    give_trick(s, 0, "Levitation")
    give_trick(s, 1, "Barricaded Barrels")
    put_marker(s, 0, "Levitation", 0, "D", facing="A")
    put_marker(s, 1, "Barricaded Barrels", 0, "A", facing="D")
    performing(s, 1, FRIDAY)
    tr = tracing(s)
    perform_card_nb(s, streams(), tr, script([], [marker_option(slot_id("D"), 0)]), FRIDAY, 1, 0)
    lotus = magician("The Red Lotus")
    g = gains(s, tr)
    assert g[0][:5] == (0, 2, 3, 0, R.GAIN_YIELD)
    assert g[1] == (1, 2, 3, 0, R.GAIN_ABILITY, lotus, -1)
    assert g[2] == (0, -1, 0, 0, R.GAIN_ABILITY, lotus, -1)
    assert s[L.MARKS + 0 * L.N_MARKS + L.MARK_FAME_PERFORMED] == 1  # its yield less the stolen Fame


def two_steals_scenario():
    """steal_scenario, and a second marker of hers (Barricaded Barrels at B) and seat 2's Linking
    Rings (level 1) at F: two markers of hers, two Tricks she may take."""
    s = steal_scenario()
    give_trick(s, 2, "Linking Rings")
    put_marker(s, 0, "Barricaded Barrels", 0, "B", facing="A")
    put_marker(s, 2, "Linking Rings", 0, "F", facing="E")
    return s


def test_trick_steal_is_asked_per_own_trick_and_with_red_lotus_once_only_once_g80():
    """By default each of her markers may steal (G80): two steals. With the option red_lotus=once,
    after her first steal her second marker is not asked and yields its own Trick."""
    lotus = magician("The Red Lotus")
    for once, steals in ((0, 2), (1, 1)):
        s = two_steals_scenario()
        s[L.OPT_RED_LOTUS_ONCE] = once
        tr = tracing(s)
        decisions = int(s[L.DECISIONS])
        perform_card_nb(s, streams(), tr, script([marker_option(slot_id("D"), 0), marker_option(slot_id("F"), 0)]),
                        FRIDAY, 0, 0)
        assert int(s[L.DECISIONS]) - decisions == steals
        stolen = records(s, tr, TR.EV_THEATER_ABILITY)
        assert [r[6] for r in stolen] == [slot_id("D"), slot_id("F")][:steals]
        mine = [x for x in gains(s, tr) if x[0] == 0]
        assert sum(x[4] == R.GAIN_ABILITY and x[5] == lotus for x in mine) == steals
        assert sum(x[4] == R.GAIN_YIELD for x in mine) == 2 - steals


# ---- Yoruba Spiritmaster: Soul Possession (G81) ---------------------------------------------------

def possession_scenario():
    """Yoruba (seat 0, 2 Shards); seat 1 performs on Friday with markers on Riverside 1 and 2;
    seat 2 performs on Saturday with markers on Riverside 2 and 4."""
    s = state("Yoruba Spiritmaster", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 1", "Riverside 2", "Riverside 4")
    give_trick(s, 1, "Linking Rings")
    give_trick(s, 1, "Living Piano")
    give_trick(s, 2, "Levitation")
    put_marker(s, 1, "Linking Rings", 0, "A", facing="B")
    put_marker(s, 1, "Living Piano", 1, "A", facing="B")
    put_marker(s, 2, "Levitation", 1, "E", facing="B")
    put_marker(s, 2, "Levitation", 2, "A", facing="D")
    s[L.SHARDS] = 2
    performing(s, 1, FRIDAY)
    performing(s, 2, SATURDAY)
    return s


def test_soul_possession_pays_a_shard_to_choose_the_performers_card_once_per_turn():
    """Yoruba chooses Riverside 1 for seat 1 (DECIDE_PERFORM_CARD asked to her); on Saturday she
    may not again (once per turn): seat 2 chooses its own card."""
    s = possession_scenario()
    decisions = int(s[L.DECISIONS])
    tr = tracing(s)
    performance_phase_nb(s, streams(), tr, script([ABILITY_YES, 0], [], [2]))
    yoruba = magician("Yoruba Spiritmaster")
    assert records(s, tr, TR.EV_THEATER_ABILITY) == [
        (TR.EV_THEATER_ABILITY, 0, SOUL_POSSESSION, yoruba, 1, FRIDAY, 0, 0)]
    assert gains(s, tr)[0] == (0, 0, 0, -1, R.GAIN_ABILITY, yoruba, -1) and s[L.SHARDS] == 1
    performances = records(s, tr, TR.EV_PERFORMANCE)
    assert [(r[1], r[2], r[3]) for r in performances] == [(FRIDAY, 1, card_id("Riverside 1")),
                                                          (SATURDAY, 2, card_id("Riverside 4"))]
    assert s[L.DECISIONS] == decisions + 3  # Yoruba's yes, her card, seat 2's card


def test_soul_possession_may_be_declined_and_needs_a_shard():
    s = possession_scenario()
    tr = tracing(s)
    performance_phase_nb(s, streams(), tr, script([ABILITY_NO, ABILITY_NO], [1], [0]))
    assert s[L.SHARDS] == 2 and records(s, tr, TR.EV_THEATER_ABILITY) == []
    assert records(s, tr, TR.EV_PERFORMANCE)[0][3] == card_id("Riverside 2")
    s = possession_scenario()
    s[L.SHARDS] = 0
    decisions = int(s[L.DECISIONS])
    performance_phase_nb(s, streams(), tracing(s), script([], [0], [1]))
    assert s[L.DECISIONS] == decisions + 2  # seat 1's card, seat 2's card


# ---- whole games and the trace ----------------------------------------------------------------------

def test_random_dark_alley_games_keep_the_invariants_and_trace_the_theaters_effects():
    """Random play with every Theater card and Magician in the game: the invariants hold after
    every placement and End Turn (the traced game checks them), no game is capped, the Theater's
    new records are written and the trace writer turns every record into events."""
    from simkit.games.trickerion.batch import trace_game_nb
    from simkit.games.trickerion.engine import new_state
    from tests.trickerion.core_state import COMPOSITION, REGISTRY
    words, w = REGISTRY.seat_arrays([REGISTRY.parse_strategy("random")] * 3)
    tpl = new_state(COMPOSITION, "trickerion-dark-alley", 3, words)
    seen = set()
    tr = np.zeros((200_000, 8), dtype=np.int32)
    for game in range(400):  # random play rarely performs: a few hundred games reach the abilities
        s = trace_game_nb(np.uint64(7), game, tpl.copy(), w, tr)
        assert s[L.CAPPED] == 0 and check_theater_nb(s) == 0
        codes = {int(c) for c in tr[:s[L.TRACE_COUNT], 0]}
        new = {c for c in codes if 150 <= c < 170}
        seen |= new
        if game < 5 or new:
            events = events_of({"event": "game", "players": 3}, SETUP, tr, int(s[L.TRACE_COUNT]), s)
            assert events[-1]["event"] == "game_end"
    assert TR.EV_THEATER_ABILITY in seen


SETUP = GAME.make_setup("trickerion-dark-alley", 3, None, "random", in_development=True)


def written(*rows):
    records_ = empty_records()
    for i, row in enumerate(rows):
        records_[i, :len(row)] = row
    return events_of({"event": "game", "players": 3}, SETUP, records_, len(rows), SETUP.template.copy())[1:]


def test_the_trace_of_the_abilities_and_the_guest_slot():
    comp = SETUP.composition
    riverside = comp.performance_cards.names.index("Riverside 1")
    rings = comp.tricks.id("Linking Rings")
    electra = comp.magicians.names.index("Electra")
    events = written(
        (R.EV_ACTION, 0, 4, L.ACT_SET_UP, 1, 2, 0, 0),
        (TR.EV_GUEST_SET_UP, 0, rings, 0, riverside, 0),
        (R.EV_MARKER, 0, rings, 0, 1, R.MPLACE_TRICK, R.MPLACE_CARD, R.MARKER_CAUSE_SET_UP),
        (R.EV_MARKER_CONTEXT, riverside, GUEST_SLOT),
        (TR.EV_THEATER_ABILITY, 0, SUPERCHARGE, electra, rings, riverside, 2, 0),
        (R.EV_GAIN, 0, 1, 1, 0, R.GAIN_ABILITY, 6, 11),
        (R.EV_GAIN_CONTEXT, 0, electra, -1, -1, 1, 0, 0))
    assert events[0]["trick"] == "Linking Rings" and events[0]["slot"] == "guest" and events[0]["links"] == []
    assert events[1]["to"] == ["card", "Riverside 1", "guest"] and "sides" not in events[1]
    assert events[2] == {"event": "magician_ability", "turn": 0, "seat": 0, "magician": "Electra",
                         "ability": "supercharge", "trick": "Linking Rings", "card": "Riverside 1", "slot": "C"}
    assert events[3]["cause"] == "ability" and events[3]["magician"] == "Electra"
    chains = comp.magicians.names.index("Master of Chains")
    r4 = comp.performance_cards.names.index("Riverside 4")
    ad = link("Riverside 4", "AD")
    events = written(
        (TR.EV_THEATER_ABILITY, 2, BREAK_FREE, chains, 0, 0, 0, 0),
        (TR.EV_RESCHEDULE, 2, rings, 0, r4, 5, r4, 3),
        (TR.EV_RESCHEDULE_CONTEXT, 2, 0, 0),
        (TR.EV_LINK, 2, r4, ad, 1, 1, PAY_COINS, 1))
    assert events[0]["ability"] == "break_free" and events[0]["from"] == ["card", "Riverside 4", "F"]
    assert events[0]["to"] == ["card", "Riverside 4", "D"] and events[0]["links"][0]["circle"] == "AD"
    assert "owner" not in events[0]


def test_the_theaters_invariants_check_electras_piles():
    from simkit.games.trickerion import theater_invariants as I
    s = state("Electra", "The Great Optico", "The Gentleman")
    lay_out(s, "Riverside 1")
    give_trick(s, 0, "Linking Rings", on_card=2)
    set_up_nb(s, streams(), tracing(s), script([opt(s, 0, "Linking Rings", 0, "A", "B"), ABILITY_YES]), 0)
    s[L.TRACK_PILE + slot_id("B")] = 1  # a pile on an empty slot
    assert check_theater_nb(s) == I.BAD_PILE
    s[L.TRACK_PILE + slot_id("B")] = 0
    s[L.TRACK_PILE + slot_id("A")] = 0  # a marker lost
    assert check_theater_nb(s) == I.BAD_MARKER_COUNT


# ---- greedy's choices among the performed card's markers -----------------------------------------

def greedy_gain(s, option, seat=0):
    from simkit.strategies.trickerion import weights as W
    from simkit.strategies.trickerion.greedy import option_gain_nb
    from simkit.strategies.trickerion.ids import N_PARAMS
    return option_gain_nb(s, np.array(W.default_row(N_PARAMS)), seat, L.DECIDE_CARD_MARKER, option)


def test_greedy_steals_a_better_yield_and_declines_a_worse_one():
    """steal_scenario: her Barricaded Barrels (1 Fame 1 Coin) at A; Levitation (2 Fame 3 Coins,
    seat 1) is worth stealing, her own Trick's yield is not worth giving up for a worse one
    (Levitation's owner steals from Barricaded Barrels: negative); declining is 0."""
    s = steal_scenario()
    s[L.PERFORMING] = 0
    s[L.STEALING_SLOT] = slot_id("A")
    assert greedy_gain(s, marker_option(slot_id("D"), 0)) > 0 == greedy_gain(s, MARKER_NONE)
    s[L.STEALING_SLOT] = slot_id("D")
    assert greedy_gain(s, marker_option(slot_id("A"), 0), seat=1) < 0
    s[L.PERFORMING] = -1  # no Performance in progress: nothing to value
    assert greedy_gain(s, marker_option(slot_id("D"), 0)) == 0


def test_greedy_premieres_the_larger_part_and_keeps_a_durable_marker():
    """Grand Premiere (no "none" option): Levitation's 3 Coins (at a's worth) against its 2 Fame;
    Durable Components (a "none" option first): a marker back on its card is worth its share."""
    s = steal_scenario()
    s[L.PERFORMING] = 0
    s[L.STEALING_SLOT] = -1
    s[L.OPTIONS] = marker_option(slot_id("D"), 0)
    fame, coins = greedy_gain(s, marker_option(slot_id("D"), 0), 1), greedy_gain(s, marker_option(slot_id("D"), 1), 1)
    assert fame == 2 and coins == pytest.approx(3 * 0.45)
    s[L.OPTIONS] = MARKER_NONE
    assert greedy_gain(s, marker_option(slot_id("D"), 0), 1) == pytest.approx(0.7 * (2 + 3 * 0.45))
