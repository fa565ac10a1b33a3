"""The Workshop's Special Assignment cards (docs/trickerion-effects.md, "Workshop"; DATA.md
Appendix C, A16-A24) on named cards: hand-set states, one kernel (the Prepare, a placement, Return
Characters), scripted choices, the rule and its trace records."""

import pytest

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.effects_nb import spend_card_nb
from simkit.games.trickerion.end_turn_nb import return_characters_nb
from simkit.games.trickerion.dark_alley_nb import discard_assigned_nb
from simkit.games.trickerion.invariants import check_state_nb
from simkit.games.trickerion.placement_nb import action_options_nb, place_character_nb
from simkit.games.trickerion.theater_geometry import is_link
from simkit.games.trickerion.theater_options import set_up_option
from simkit.games.trickerion.trace import events_of
from simkit.games.trickerion.workshop_effects_nb import (OP_ENHANCE_TRICK, OP_HIDDEN_TALENT,
                                                         OP_PREPARE_FAME_PER_COMPONENT, OP_PREPARE_RETURN_COMPONENTS,
                                                         OP_PREPARE_YIELD_NOW, RETURN_NONE, enhanced_yield_nb)
from simkit.games.trickerion.workshop_nb import can_prepare_nb, prepare_nb
from tests.trickerion.core_state import (assigned, comp, ctype, dark_alley, give_character, give_components,
                                         give_trick, loc, place, records, script, streams, tracing, trick)
from tests.trickerion.theater_state import lay_out, put_marker, slot_id

MAGICIAN = 0
APPRENTICE = 4
UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3
SETUP = GAME.make_setup("trickerion-dark-alley", 3, None, "random", in_development=True)


def in_force(s, seat, ch, name, slot=0):
    """The seat's character stands on its Workshop ``slot`` using the text of the SA card ``name``
    (D11): the card is in force for the placement's first Prepare."""
    card = assigned(s, seat, ch, name)
    place(s, seat, ch, "Workshop", slot)
    s[L.CHAR_SA_USE + seat * L.MAX_CHARS + ch] = L.SA_USE_TEXT
    s[L.SA_TEXT] = card
    s[L.SA_TEXT_SPENT] = 0
    return card


def prepare(s, seat, ap, *choices, ch=MAGICIAN):
    """One Prepare of the seat's character with ``ap`` AP and these option values chosen."""
    tr = tracing(s)
    spent = prepare_nb(s, streams(), tr, script(*([[]] * seat + [list(choices)])), seat, ch, ap)
    return spent, tr


def on_card(s, name):
    return int(s[L.TRICK_ON_CARD + trick(name)])


def gains(s, tr):
    """(fame, coins, shards, cause, context a, b) of each gain."""
    rows = records(s, tr)
    out = []
    for i, row in enumerate(rows):
        if row[0] == R.EV_GAIN:
            ctx = rows[i + 1] if i + 1 < len(rows) and rows[i + 1][0] == R.EV_GAIN_CONTEXT else None
            out.append(row[2:6] + ((ctx[2], ctx[3]) if ctx else (-1, -1)))
    return out


def prepare_action(s, tr):
    return records(s, tr, R.EV_ACTION)[0][3:8]  # action, AP, AP left, trick, markers


def events(s, tr):
    final = SETUP.template.copy()
    return events_of({"event": "game", "players": 3}, SETUP, tr, int(s[L.TRACE_COUNT]), final)[1:]


# ---- A16 Trick Tweaking: prepare_markers +1 -------------------------------------------------------

def test_trick_tweaking_adds_a_marker_to_the_placements_first_prepare_only_g28():
    s = dark_alley(3)
    card = assigned(s, 0, MAGICIAN, "Trick Tweaking")
    give_trick(s, 0, "Linking Rings")  # Metal 2; 1 AP, 2 markers
    give_trick(s, 0, "Chinese Sticks")  # Wood 2, Rope 2; 1 AP, 2 markers
    give_components(s, 0, Metal=2, Wood=2, Rope=2)
    tr = tracing(s)
    # the card's text (D11), Workshop slot 0, no Shard, Prepare Linking Rings, Prepare (Chinese Sticks, forced), stop
    w = script([L.SA_USE_TEXT, 0, 0, L.ACT_PREPARE, trick("Linking Rings"), L.ACT_PREPARE, L.ACT_STOP])
    place_character_nb(s, streams(), tr, w, 0, MAGICIAN)
    assert records(s, tr, R.EV_PLACE_SA)[0][3:5] == (card, L.SA_USE_TEXT)
    assert on_card(s, "Linking Rings") == 3 and on_card(s, "Chinese Sticks") == 2
    first, second = records(s, tr, R.EV_ACTION)
    assert first[3:8] == (L.ACT_PREPARE, 1, 2, trick("Linking Rings"), 3)
    assert second[3:8] == (L.ACT_PREPARE, 1, 1, trick("Chinese Sticks"), 2)
    assert s[L.MARKS + L.MARK_PREPARES] == 2


def test_trick_tweakings_marker_stays_within_the_symbols_free_markers_g44():
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Trick Tweaking")
    symbol = give_trick(s, 0, "Linking Rings")
    give_components(s, 0, Metal=2)
    s[L.MARKERS_FREE + symbol] = 2  # two of its markers are in the Theater
    spent, tr = prepare(s, 0, 3)
    assert on_card(s, "Linking Rings") == 2 and s[L.MARKERS_FREE + symbol] == 0
    assert prepare_action(s, tr)[4] == 2


# ---- A17 Test Run: prepare_markers -1, prepare_yield_now ---------------------------------------------

def test_test_run_places_one_marker_fewer_and_gains_the_tricks_yield_now():
    """The yield is the Trick's printed one per marker, once (with its enhancements, A22): no
    Performance, so no weekday modifier (G68) applies."""
    s = dark_alley(3)
    card = in_force(s, 0, MAGICIAN, "Test Run")
    give_trick(s, 0, "Window to the Otherworld")  # Metal 2, Petroleum 1, Mirror 1; 2 markers; yield 3 Fame 2 Coins
    give_components(s, 0, Metal=2, Petroleum=1, Mirror=1)
    fame, coins = int(s[L.FAME]), int(s[L.COINS])
    spent, tr = prepare(s, 0, 3)
    assert on_card(s, "Window to the Otherworld") == 1
    assert (s[L.FAME], s[L.COINS]) == (fame + 3, coins + 2)
    assert gains(s, tr) == [(3, 2, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_PREPARE_YIELD_NOW)]
    assert prepare_action(s, tr)[4] == 1


def test_test_run_on_a_one_marker_trick_places_none_but_still_yields():
    """A Trick printing 1 marker gets 0 under Test Run: no marker moves (its card stays empty, so
    it may be prepared again), the Prepare still counts and its yield is gained."""
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Test Run")
    give_trick(s, 0, "Burning Mummy")  # Fabric 3, Petroleum 1; 1 marker; yield 2 Fame 2 Coins
    give_components(s, 0, Fabric=3, Petroleum=1)
    spent, tr = prepare(s, 0, 3)
    assert on_card(s, "Burning Mummy") == 0 and records(s, tr, R.EV_MARKER) == []
    assert prepare_action(s, tr)[4] == 0 and s[L.MARKS + L.MARK_PREPARES] == 1
    assert gains(s, tr)[0][:3] == (2, 2, 0)


# ---- A18 Replacable Parts: prepare_markers -1, prepare_marker_elsewhere ---------------------------------

def test_replacable_parts_puts_a_marker_on_another_trick_of_equal_or_lower_level_components_or_not():
    """The seat chose the card's text (D11), so the marker goes whenever a Trick can take it (a
    decision only among several); "threshold" compares the Tricks' levels."""
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Replacable Parts")
    give_trick(s, 0, "Bullet Catch")  # level 2; Metal 2, Rope 2, Petroleum 2; 2 AP, 3 markers
    give_components(s, 0, Metal=2, Rope=2, Petroleum=2)
    give_trick(s, 0, "Linking Rings")  # level 1, its Metal met
    prison = give_trick(s, 0, "Prison Break")  # level 2, Disguise missing: still a choice
    give_trick(s, 0, "Aztec Lady")  # level 3: not
    # Bullet Catch (Linking Rings is ready too), then the other Trick: Linking Rings or Prison Break
    spent, tr = prepare(s, 0, 2, trick("Bullet Catch"), trick("Prison Break"))
    assert on_card(s, "Bullet Catch") == 2 and on_card(s, "Prison Break") == 1
    assert on_card(s, "Linking Rings") == 0 and on_card(s, "Aztec Lady") == 0
    moved = records(s, tr, R.EV_MARKER)
    assert moved[1][1:8] == (0, trick("Prison Break"), prison, 1, R.MPLACE_SUPPLY, R.MPLACE_TRICK,
                             R.MARKER_CAUSE_PREPARE)
    assert s[L.MARKS + L.MARK_PREPARES] == 1  # the other marker is no Prepare
    assert records(s, tr, R.EV_ELSEWHERE)[0][1:3] == (0, trick("Prison Break"))
    ev = events(s, tr)
    assert next(e for e in ev if e["event"] == "action")["elsewhere"] == "Prison Break"
    marker = [e for e in ev if e["event"] == "marker"][1]
    assert marker["to"] == ["trick", 0, "diamond"] and marker["cause"] == "prepare" and marker["count"] == 1


def test_replacable_parts_skips_tricks_holding_markers_or_without_a_free_marker_and_may_find_none():
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Replacable Parts")
    give_trick(s, 0, "Bullet Catch")
    give_components(s, 0, Metal=2, Rope=2, Petroleum=2)
    give_trick(s, 0, "Linking Rings", on_card=1)  # its card holds a marker
    spade = give_trick(s, 0, "Prison Break")
    s[L.MARKERS_FREE + spade] = 0  # all its markers are in the Theater (G44)
    spent, tr = prepare(s, 0, 2)
    assert on_card(s, "Bullet Catch") == 2 and on_card(s, "Linking Rings") == 1 and on_card(s, "Prison Break") == 0
    assert len(records(s, tr, R.EV_MARKER)) == 1
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Replacable Parts")
    give_trick(s, 0, "Bullet Catch")
    give_components(s, 0, Metal=2, Rope=2, Petroleum=2)
    give_trick(s, 0, "Linking Rings")
    prepare(s, 0, 2)  # one choice: not asked
    assert on_card(s, "Linking Rings") == 1


# ---- A19 Invention: prepare_fame_per_component --------------------------------------------------------

def test_invention_gains_a_fame_per_advanced_and_superior_component_the_trick_requires():
    """"Per component": each copy the Trick requires counts (Bullet Catch: Rope 2 and Petroleum 2,
    both Advanced, give 4), Basic ones never."""
    s = dark_alley(3)
    card = in_force(s, 0, MAGICIAN, "Invention")
    give_trick(s, 0, "Bullet Catch")  # Metal 2 (Basic), Rope 2, Petroleum 2 (Advanced)
    give_components(s, 0, Metal=2, Rope=2, Petroleum=2)
    fame = int(s[L.FAME])
    spent, tr = prepare(s, 0, 2)
    assert s[L.FAME] == fame + 4 and on_card(s, "Bullet Catch") == 3
    assert gains(s, tr) == [(4, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_PREPARE_FAME_PER_COMPONENT)]
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Invention")
    give_trick(s, 0, "Mechanical Hornet")  # Metal 3 (Basic), Petroleum 1 (Advanced), Cog 1 (Superior)
    give_components(s, 0, Metal=3, Petroleum=1, Cog=1)
    fame = int(s[L.FAME])
    prepare(s, 0, 2)
    assert s[L.FAME] == fame + 2


# ---- A20 Ingenuity: prepare_lacking -------------------------------------------------------------------

def test_ingenuity_lets_a_trick_lacking_one_type_be_prepared_with_one_marker():
    """A type is lacking when its copies fall short of the requirement (the Manager's slot counted,
    G44), held or not; a Trick lacking one gets at most 1 marker, the Engineer's included."""
    s = dark_alley(3)
    give_trick(s, 0, "Living Piano", engineer=True)  # Wood 1, Glass 1, Animal 1; 3 markers, +1 Engineer
    give_components(s, 0, Wood=1, Glass=1)  # Animal missing
    give_trick(s, 0, "Chinese Sticks")  # Wood 2, Rope 2: two types missing
    assert not can_prepare_nb(s, 0, 3)  # the base rule (G44)
    in_force(s, 0, MAGICIAN, "Ingenuity")
    assert can_prepare_nb(s, 0, 3)
    assert action_options_nb(s, 0, MAGICIAN, loc("Workshop"), 0, 3) == 2 and s[L.OPTIONS + 1] == L.ACT_PREPARE
    spent, tr = prepare(s, 0, 3)  # Living Piano, the only one: Chinese Sticks lacks two types
    assert on_card(s, "Living Piano") == 1 and prepare_action(s, tr)[3:5] == (trick("Living Piano"), 1)


def test_ingenuity_leaves_a_met_tricks_markers_alone_and_ends_with_the_first_prepare_g28():
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Ingenuity")
    give_trick(s, 0, "Living Piano", engineer=True)
    give_components(s, 0, Wood=1, Glass=1, Animal=1)
    give_trick(s, 0, "Linking Rings")  # Metal 2: lacking
    spent, tr = prepare(s, 0, 3, trick("Living Piano"))  # both offered: a decision
    assert on_card(s, "Living Piano") == 4
    spend_card_nb(s, L.ACT_PREPARE)
    assert not can_prepare_nb(s, 0, 3)  # the card is spent: Linking Rings lacks Metal again


# ---- A21 Unstable Prototype: prepare_return_components ----------------------------------------------------

def test_unstable_prototype_returns_chosen_required_tokens_each_for_a_marker_a_fame_and_a_coin():
    s = dark_alley(3)
    card = in_force(s, 0, MAGICIAN, "Unstable Prototype")
    symbol = give_trick(s, 0, "Chinese Sticks")  # Wood 2, Rope 2; 2 markers
    give_components(s, 0, Wood=3, Rope=2)
    fame, coins = int(s[L.FAME]), int(s[L.COINS])
    # one Wood, then one Rope, then no more
    spent, tr = prepare(s, 0, 3, comp("Wood"), comp("Rope"), RETURN_NONE)
    assert on_card(s, "Chinese Sticks") == 4 and s[L.MARKERS_FREE + symbol] == 0
    assert s[L.HELD + comp("Wood")] == 2 and s[L.HELD + comp("Rope")] == 1
    assert (s[L.FAME], s[L.COINS]) == (fame + 2, coins + 2)
    assert prepare_action(s, tr)[3:5] == (trick("Chinese Sticks"), 4)
    returned = records(s, tr, R.EV_COMPONENT)
    assert [(r[2], r[3], r[5], r[6]) for r in returned] == [(comp("Wood"), -1, R.PLACE_SUPPLY, R.COMP_CAUSE_RETURN),
                                                            (comp("Rope"), -1, R.PLACE_SUPPLY, R.COMP_CAUSE_RETURN)]
    assert gains(s, tr) == [(2, 2, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_PREPARE_RETURN_COMPONENTS)]
    codes = [r[0] for r in records(s, tr)]
    assert codes.index(R.EV_ACTION) < codes.index(R.EV_RETURNED) < codes.index(R.EV_COMPONENT) < codes.index(R.EV_MARKER)
    ev = events(s, tr)
    assert next(e for e in ev if e["event"] == "action")["returned"] == {"Wood": 1, "Rope": 1}
    assert [e["cause"] for e in ev if e["event"] == "component"] == ["return", "return"]


def test_unstable_prototype_may_return_none_and_at_most_max_tokens_each_type_up_to_its_requirement():
    """"Required component tokens": at most as many of a type as the Trick requires (Wood 2 of the
    3 held), at most ``max`` (3) in all; the seat may stop at any time, even at once. Markers past
    the symbol's free markers are lost, not the Fame and Coins (G44)."""
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Unstable Prototype")
    give_trick(s, 0, "Chinese Sticks")
    give_components(s, 0, Wood=3, Rope=2)
    spent, tr = prepare(s, 0, 3, RETURN_NONE)
    assert on_card(s, "Chinese Sticks") == 2 and gains(s, tr) == [] and records(s, tr, R.EV_COMPONENT) == []
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Unstable Prototype")
    give_trick(s, 0, "Chinese Sticks")
    give_components(s, 0, Wood=3, Rope=2)
    with pytest.raises(ValueError, match="not among the options"):  # a third Wood is not offered
        prepare(s, 0, 3, comp("Wood"), comp("Wood"), comp("Wood"))
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Unstable Prototype")
    give_trick(s, 0, "Chinese Sticks")
    give_components(s, 0, Wood=3, Rope=2)
    fame = int(s[L.FAME])
    spent, tr = prepare(s, 0, 3, comp("Wood"), comp("Wood"), comp("Rope"))  # the third: no more asked
    assert on_card(s, "Chinese Sticks") == 4 and s[L.FAME] == fame + 3 and len(records(s, tr, R.EV_COMPONENT)) == 3


# ---- A22 Enhance Trick: enhance_trick -----------------------------------------------------------------

def test_enhance_trick_pays_a_shard_onto_the_trick_whose_fame_and_coin_yields_rise_for_good():
    """The seat chose the card's text, so it pays when it has the Shards. The enhancement belongs
    to the Trick card for the rest of the game (a Trick discarded and learned again keeps it) and
    adds up with later ones; Shard yields are not changed."""
    s = dark_alley(3)
    card = in_force(s, 0, MAGICIAN, "Enhance Trick")
    give_trick(s, 0, "Window to the Otherworld")  # yield 3 Fame 2 Coins 0 Shards
    give_components(s, 0, Metal=2, Petroleum=1, Mirror=1)
    s[L.SHARDS] = 1
    t = trick("Window to the Otherworld")
    spent, tr = prepare(s, 0, 3)
    assert s[L.SHARDS] == 0 and on_card(s, "Window to the Otherworld") == 2
    assert [enhanced_yield_nb(s, t, r) for r in range(3)] == [4, 3, 0]
    assert records(s, tr, R.EV_ENHANCE)[0][1:8] == (0, t, card, 1, 1, 1, 1)
    assert gains(s, tr) == [(0, 0, -1, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_ENHANCE_TRICK)]
    action = next(e for e in events(s, tr) if e["event"] == "action")
    assert action["enhance"] == {"paid": True, "shards": 1, "fame": 1, "coins": 1}
    # a later turn's Test Run yields the enhanced yield; enhancements add up
    s[L.TRICK_ON_CARD + t] = 0
    s[L.MARKERS_FREE + s[L.TRICK_SYMBOL + t]] = 4
    s[L.SA_PLACE + card] = L.SA_IN_DISCARD
    in_force(s, 0, MAGICIAN, "Test Run", slot=1)
    spent, tr = prepare(s, 0, 3)
    assert gains(s, tr)[0][:3] == (4, 3, 0)


def test_enhance_trick_without_the_shards_does_nothing():
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Enhance Trick")
    give_trick(s, 0, "Window to the Otherworld")
    give_components(s, 0, Metal=2, Petroleum=1, Mirror=1)
    s[L.SHARDS] = 0
    spent, tr = prepare(s, 0, 3)
    t = trick("Window to the Otherworld")
    card = int(s[L.SA_TEXT])
    assert enhanced_yield_nb(s, t, 0) == 3 and gains(s, tr) == []
    assert records(s, tr, R.EV_ENHANCE) == [(R.EV_ENHANCE, 0, t, card, 0, 1, 1, 1)]
    action = next(e for e in events(s, tr) if e["event"] == "action")
    assert action["enhance"] == {"paid": False, "shards": 1, "fame": 1, "coins": 1}


# ---- A23 On-stage Preparation: prepare_to_stage ---------------------------------------------------------

def stage(players=3):
    """Riverside 1 on the track (A, B, C; the Shard circle AB, the circle BC), seat 1's Mechanical
    Linking Rings marker on B turned toward A."""
    s = dark_alley(players)
    lay_out(s, "Riverside 1")
    give_trick(s, 1, "Linking Rings")
    put_marker(s, 1, "Linking Rings", 0, "B", "A")
    return s


def test_on_stage_preparation_sets_one_new_marker_up_by_set_ups_rules_and_pays_no_link():
    """The marker goes whenever a legal slot exists (the card's text was chosen), the seat choosing
    the slot and orientation among Set Up's options for this Trick. It is no Set Up: the Link it makes (here on the Shard circle) pays neither Fame, Coins nor
    Shards, and no Set Up Prophecy or mark applies; the Link still counts at the Performance."""
    s = stage()
    in_force(s, 0, MAGICIAN, "On-stage Preparation")
    symbol = give_trick(s, 0, "Chinese Sticks")  # Mechanical; Wood 2, Rope 2; 2 markers
    give_components(s, 0, Wood=2, Rope=2)
    give_trick(s, 0, "Living Piano", on_card=2)  # another Trick's markers: never offered here
    resources = (int(s[L.FAME]), int(s[L.COINS]), int(s[L.SHARDS]))
    with pytest.raises(ValueError, match="not among the options"):
        prepare(s.copy(), 0, 3, set_up_option(symbol + 1, 0, slot_id("A"), DOWN))
    spent, tr = prepare(s, 0, 3, set_up_option(symbol, 0, slot_id("A"), DOWN))  # A facing B, or C
    assert on_card(s, "Chinese Sticks") == 1
    at = 0 * L.GRID + slot_id("A")
    assert (s[L.TRACK_OWNER + at], s[L.TRACK_SYMBOL + at]) == (0, symbol)
    assert is_link(s, 0, 0) == 1  # AB: Mechanical meets Mechanical
    assert (int(s[L.FAME]), int(s[L.COINS]), int(s[L.SHARDS])) == resources and gains(s, tr) == []
    assert s[L.MARKS + L.MARK_SETS_UP] == 0 and s[L.MARKS + L.MARK_LINKS_CREATED] == 0
    assert check_state_nb(s) == 0
    moved = records(s, tr, R.EV_MARKER)
    assert moved[1][4:8] == (1, R.MPLACE_TRICK, R.MPLACE_CARD, R.MARKER_CAUSE_PREPARE)
    ev = events(s, tr)
    action = next(e for e in ev if e["event"] == "action")
    assert action["markers"] == 2 and action["on_stage"]["card"] == "Riverside 1"
    assert action["on_stage"]["slot"] == "A" and action["on_stage"]["facing"] == "B"
    marker = [e for e in ev if e["event"] == "marker"][1]
    assert marker["from"] == ["trick", 0, "spade"] and marker["to"] == ["card", "Riverside 1", "A"]
    assert marker["facing"] == "B" and marker["cause"] == "prepare"


def test_on_stage_preparation_respects_one_marker_of_a_trick_per_card_g61_and_may_find_no_slot():
    s = stage()
    in_force(s, 0, MAGICIAN, "On-stage Preparation")
    give_trick(s, 0, "Chinese Sticks")
    give_components(s, 0, Wood=2, Rope=2)
    put_marker(s, 0, "Chinese Sticks", 0, "C", "B")  # already on Riverside 1 (G61)
    spent, tr = prepare(s, 0, 3)
    assert on_card(s, "Chinese Sticks") == 2 and records(s, tr, R.EV_ON_STAGE) == []
    assert check_state_nb(s) == 0


# ---- A24 Hidden Talent: hidden_talent ------------------------------------------------------------------

def talented(s, seat=0):
    """The seat's Apprentice prepares Linking Rings under Hidden Talent at the Workshop."""
    card = in_force(s, seat, APPRENTICE, "Hidden Talent")
    give_trick(s, seat, "Linking Rings")
    give_components(s, seat, Metal=2)
    prepare(s, seat, 1, ch=APPRENTICE)
    return card


def test_hidden_talent_makes_the_apprentice_a_lacking_specialist_at_return_characters_paying_its_wage():
    """The Specialist's wage is due at Return Characters, on top of the Apprentice's paid at Wages
    (the Apprentice worked this turn); the seat chooses among the Specialists it lacks."""
    s = dark_alley(3)
    give_character(s, 0, "Engineer")
    card = talented(s)
    assert s[L.TALENT + APPRENTICE] == 1 + card  # the card whose text it used
    coins = int(s[L.COINS])
    tr = tracing(s)
    return_characters_nb(s, streams(), tr, script([ctype("Assistant")]))  # Manager or Assistant: a decision
    slot = int(s[L.CTYPE_SLOT + ctype("Assistant")])
    assert s[L.CHAR_TYPE + slot] == ctype("Assistant") and s[L.CHAR_STATE + slot] == L.CH_HOME
    assert s[L.CHAR_TYPE + APPRENTICE] == -1 and s[L.CHAR_STATE + APPRENTICE] == L.CH_NONE
    assert s[L.TALENT + APPRENTICE] == 0
    assert s[L.COINS] == coins - 2
    assert records(s, tr, R.EV_HIDDEN_TALENT)[0][1:8] == (0, APPRENTICE, slot, ctype("Assistant"), 2, 2, 0)
    assert gains(s, tr) == [(0, -2, 0, R.GAIN_SPECIAL_ASSIGNMENT, card, OP_HIDDEN_TALENT)]
    assert check_state_nb(s) == 0
    discard_assigned_nb(s, tr)  # its card still goes to the discards (G29)
    assert s[L.SA_PLACE + card] == L.SA_IN_DISCARD
    ev = [e for e in events(s, tr) if e["event"] == "hidden_talent"]
    assert ev == [{"event": "hidden_talent", "turn": 0, "seat": 0, "apprentice": "Apprentice 1",
                   "specialist": "Assistant", "wage": {"due": 2, "paid": 2, "short": 0}}]


def test_an_apprentice_hired_after_hidden_talent_takes_the_next_number_t23():
    """Hidden Talent turned Apprentice 1 into a Specialist; the seat's next Apprentice is Apprentice
    2, never a second Apprentice 1 (T23: the next number after the highest the seat has given)."""
    from simkit.games.trickerion.downtown_nb import hire_character_nb
    s = dark_alley(3)
    give_character(s, 0, "Engineer")
    talented(s)
    return_characters_nb(s, streams(), tracing(s), script([ctype("Assistant")]))
    assert all(s[L.CHAR_NUMBER + ch] == 0 for ch in range(L.MAX_CHARS))  # no Apprentice left
    tr = tracing(s)
    slot = hire_character_nb(s, tr, 0, ctype("Apprentice"))
    assert s[L.CHAR_NUMBER + slot] == 2
    assert [e["character"] for e in events(s, tr) if e["event"] == "character"] == ["Apprentice 2"]


def test_hidden_talent_with_one_lacking_specialist_asks_nothing_and_a_short_wage_costs_fame_g72():
    s = dark_alley(3)
    give_character(s, 0, "Engineer")
    give_character(s, 0, "Manager", state=L.CH_INCOMING)  # hired this turn: not lacking
    talented(s)
    s[L.COINS] = 1
    fame = int(s[L.FAME])
    tr = tracing(s)
    return_characters_nb(s, streams(), tr, script([]))
    slot = int(s[L.CTYPE_SLOT + ctype("Assistant")])
    assert s[L.CHAR_TYPE + slot] == ctype("Assistant")
    assert records(s, tr, R.EV_HIDDEN_TALENT)[0][5:8] == (2, 1, 1)
    assert s[L.COINS] == 0 and s[L.FAME] == fame - s[L.UNPAID_WAGE_FAME]  # 1 Coin short
    assert s[L.MARKS + L.MARK_WAGES_UNPAID] == 1


def test_hidden_talent_needs_an_apprentices_prepare_and_a_lacking_specialist():
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Hidden Talent")  # the Magician: no Apprentice
    give_trick(s, 0, "Linking Rings")
    give_components(s, 0, Metal=2)
    prepare(s, 0, 3)
    assert s[L.TALENT + MAGICIAN] == 0
    s = dark_alley(3)
    for name in ("Engineer", "Manager", "Assistant"):
        give_character(s, 0, name)
    talented(s)
    tr = tracing(s)
    return_characters_nb(s, streams(), tr, script([]))
    assert s[L.CHAR_TYPE + APPRENTICE] == ctype("Apprentice") and records(s, tr, R.EV_HIDDEN_TALENT) == []
    assert s[L.TALENT + APPRENTICE] == 0


# ---- no card: the base game's Prepare -----------------------------------------------------------------

def test_an_sa_card_of_another_action_or_its_plus_1_ap_leaves_the_prepare_alone():
    s = dark_alley(3)
    card = assigned(s, 0, MAGICIAN, "Trick Tweaking")
    give_trick(s, 0, "Linking Rings")
    give_components(s, 0, Metal=2)
    tr = tracing(s)
    place_character_nb(s, streams(), tr, script([L.SA_USE_AP, 0, 0, L.ACT_PREPARE, L.ACT_STOP]), 0, MAGICIAN)
    assert on_card(s, "Linking Rings") == 2 and records(s, tr, R.EV_PLACE_SA)[0][3:5] == (card, L.SA_USE_AP)
    s = dark_alley(3)
    in_force(s, 0, MAGICIAN, "Freelancer")  # a Workshop card of the whole placement, no Prepare primitive
    give_trick(s, 0, "Linking Rings")
    give_components(s, 0, Metal=2)
    spent, tr = prepare(s, 0, 3)
    assert on_card(s, "Linking Rings") == 2 and gains(s, tr) == []


def test_the_invariants_know_the_hidden_talent_mark_and_the_enhancements():
    s = dark_alley(3)
    talented(s)
    assert check_state_nb(s) == 0  # the mark on a placed Apprentice
    s[L.TALENT + MAGICIAN] = 1
    assert check_state_nb(s) == 12
    s[L.TALENT + MAGICIAN] = 0
    s[L.TRICK_ENHANCED + 2 * trick("Linking Rings")] = -1
    assert check_state_nb(s) == 12
