"""The referee on the Magicians' abilities outside the Theater (RULES §1.16, G78, G79, G83, G90; T62,
T65, T66) and the `magician_ability` event (docs/trickerion-trace.md, "The placement's effects and the
Magicians' abilities outside the Theater"). Hand-written traces; the fixture's Magicians are seat 0
The Mechaniker, 1 The Great Optico, 2 Master of Chains, 3 the Priestess (The Gentleman where named)."""

import pytest

from tests.trickerion.dark_alley_fixture import PROPHECY, Trace, decks_with
from tests.trickerion.referee import RefereeError, check_trace

GENTLEMAN = ["The Mechaniker", "The Gentleman", "Master of Chains", "Priestess of Mysticism"]


def ap(character, slot=0, shard=0, sa=0, ability=0):
    return {"character": character, "slot": slot, "shard": shard, "special_assignment": sa, "ability": ability,
            "total": max(0, character + slot + shard + sa + ability)}


def ok(t):
    check_trace(t.events, complete=False)


def rejects(t, words):
    with pytest.raises(RefereeError, match=words):
        check_trace(t.events, complete=False)


def assign(t, cards=None, sa=None):
    """Every seat's assign events in seat order: cards {seat: {character: location}}, sa {seat: {character: card}}."""
    cards, sa = cards or {}, sa or {}
    for s in range(t.players):
        t.assign(s, cards.get(s), sa.get(s))
    return t


def ability(t, seat, magician, name, character, **fields):
    t.emit("magician_ability", seat=seat, magician=magician, ability=name, character=character, **fields)


def turn_two(prophecy="P10", cards=(), seat=0, ruleset="trickerion-dark-alley", magicians=None):
    """Turn I: `seat`'s Magician draws `cards` at the Dark Alley (none: an idle turn); End Turn makes the
    Prophecy `prophecy` Active (P10 is harmless here); turn II begins."""
    others = [n for pid, n in PROPHECY.items() if pid not in (prophecy, "P20", "P09")][:2]
    t = Trace(4, ruleset=ruleset).setup(sa_decks=decks_with(*cards), pending=[PROPHECY[prophecy]] + others,
                                         magicians=magicians)
    t.start_turn()
    if cards:
        t.assign(seat, {"Magician": "Dark Alley"}).reveal().draw_cards(seat, list(cards))
        t.end_turn(returns={seat: (["Magician"], {"Dark Alley": 1})})
    else:
        t.reveal().end_turn()
    return t.start_turn()


# -- Mechanical Enhancement (The Mechaniker, G78, T65)

def mechaniker(location="Downtown", slot=3, character="Apprentice 1", seat=0, plus=1, event=True,
               ruleset="trickerion-dark-alley", weekday=None):
    t = Trace(4, ruleset=ruleset).setup()
    assign(t.start_turn(), {seat: {character: location}}).reveal()
    base = 1 if character.startswith("Apprentice") else 3
    mod = 1 if location == "Theater" else [2, 1, 1, 0][slot]
    t.place(seat, character, location, slot, ap(base, slot=mod, ability=plus), weekday=weekday)
    if event:
        ability(t, seat, t.magicians[seat], "mechanical_enhancement", character, ap=1)
    t.end_placement(seat, character, base + mod + plus)
    return t


def test_the_mechanikers_apprentice_takes_plus_1_ap_outside_the_theater():
    ok(mechaniker())
    ok(mechaniker(plus=0, event=False))   # a yes/no: not taking it is legal (T65)
    ok(mechaniker("Market Row", 0, plus=1))


def test_mechanical_enhancement_needs_its_magician_ability_event_after_the_place():
    rejects(mechaniker(event=False), "Mechanical Enhancement's magician_ability follows its place")


def test_mechanical_enhancement_is_refused_in_the_theater_for_a_specialist_or_magician_or_another_seat():
    rejects(mechaniker("Theater", 1, weekday="Thursday"), r"outside the Theater \(G78\)")
    rejects(mechaniker(character="Magician"), r"to an Apprentice \(G78\)")
    rejects(mechaniker(seat=1), "only The Mechaniker's seat")


def test_mechanical_enhancement_is_not_in_a_ruleset_without_abilities():
    rejects(mechaniker(ruleset="trickerion-dark-alley-noabilities"), "only The Mechaniker's seat")


def test_mechanical_enhancement_once_a_turn():
    t = Trace(4).setup(specialists=["Assistant", "Manager", "Manager", "Manager"])
    t.start_turn().assign(0, {"Apprentice 1": "Downtown", "Apprentice 2": "Market Row"}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1, ability=1))
    ability(t, 0, "The Mechaniker", "mechanical_enhancement", "Apprentice 1", ap=1)
    t.end_placement(0, "Apprentice 1", 2)
    t.place(0, "Apprentice 2", "Market Row", 3, ap(1, ability=1))
    rejects(t, r"Mechanical Enhancement once a turn \(G78, T65\)")


def test_place_ap_names_the_ability_field_in_a_dark_alley_ruleset():
    t = Trace(4).setup()
    t.start_turn().assign(0, {"Apprentice 1": "Downtown"}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1))
    del t.events[-1]["ap"]["ability"]
    rejects(t, "place.ap.ability is the Mechaniker's")


def test_a_magician_ability_nothing_caused_is_rejected():
    t = Trace(4).setup()
    t.start_turn().assign(0, {"Apprentice 1": "Downtown"}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1))
    ability(t, 0, "The Mechaniker", "mechanical_enhancement", "Apprentice 1", ap=1)
    rejects(t, "mechanical_enhancement's magician_ability has no cause here")


def test_a_magician_ability_names_the_seats_magician_and_its_ability_id():
    t = Trace(4).setup()
    t.start_turn().assign(0, {"Apprentice 1": "Downtown"}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1))
    ability(t, 0, "The Mechaniker", "mimesis", "Apprentice 1", ap=1)
    rejects(t, "names the seat's Magician")


@pytest.mark.parametrize("ruleset", ["trickerion-dark-alley-noabilities"])
def test_no_magician_ability_event_without_abilities(ruleset):
    t = Trace(4, ruleset=ruleset).setup()
    t.start_turn()
    ability(t, 0, "The Mechaniker", "mechanical_enhancement", "Apprentice 1", ap=1)
    rejects(t, "no Magician abilities in this ruleset")


# -- the Theater's abilities (R33 superseded: test_referee_dark_alley_theater.py)

def test_break_free_outside_its_moment_is_refused():
    t = turn_two()
    ability(t, 2, "Master of Chains", "break_free", "Magician")
    rejects(t, r"Break Free comes before the Performance phase, after the placements \(R43\)")


# -- Mimesis (The Great Optico, G79, T66)

def mimesis(copy="Empower", use="ap", owner_card="Empower", optico_card="Downtown", owner_placed=True,
            event=True, optico_sa=None, prophecy="P10", copier=1):
    """Seat 0 drew `owner_card` on turn I and gives it to its Apprentice on turn II; seat 1's (Optico's)
    Magician goes to `optico_card` with a Permanent card (or `optico_sa`) and copies `copy`."""
    cards = [owner_card] + ([optico_sa] if optico_sa else [])
    others = [n for pid, n in PROPHECY.items() if pid not in (prophecy, "P20", "P09")][:2]
    t = Trace(4).setup(sa_decks=decks_with(*cards), pending=[PROPHECY[prophecy]] + others)
    assign(t.start_turn(), {0: {"Magician": "Dark Alley"}, 1: {"Magician": "Dark Alley"} if optico_sa else {}})
    t.reveal().draw_cards(0, [owner_card])
    if optico_sa:
        t.place(1, "Magician", "Dark Alley", 1, ap(3, slot=1))
        deck = t.sa_decks["Downtown"]
        t.draw(1, "Magician", 1, 3, "Downtown", deck[:2], optico_sa)
        t.end_placement(1, "Magician", 3)
    t.end_turn(returns={s: (["Magician"], {"Dark Alley": 1}) for s in ([0, 1] if optico_sa else [0])})
    t.start_turn()
    owner_loc = next(c["location"] for c in t.data["special_assignments"]["card"] if c["name"] == owner_card)
    assign(t, {0: {} if owner_placed else {"Magician": "Downtown"}, 1: {} if optico_sa else {"Magician": optico_card}},
           {0: {"Apprentice 1": owner_card}, 1: {"Magician": optico_sa} if optico_sa else {}})
    t.reveal()
    order = t.initiative
    first, second = (0, 1) if order.index(0) < order.index(1) else (1, 0)
    for seat in (first, second):
        if seat == 0 and owner_placed:
            t.place(0, "Apprentice 1", owner_loc, 3, ap(1, sa=1), sa={"card": owner_card, "use": "ap"})
            t.end_placement(0, "Apprentice 1", 2)
        elif seat == 0:   # its Magician goes first, its Apprentice's card is not revealed yet (P20)
            t.place(0, "Magician", "Downtown", 0, ap(3, slot=2))
            t.end_placement(0, "Magician", 5)
        elif seat == 1:
            loc = optico_card
            t.place(1, "Magician", loc, 2, ap(3, slot=1, sa=1 if use == "ap" else 0),
                    sa={"card": copy, "use": use, "copied": True})
            if event:
                ability(t, 1, t.magicians[copier], "mimesis", "Magician", copied=copy)
            t.end_placement(1, "Magician", 5 if use == "ap" else 4)
    return t


def test_optico_copies_another_seats_revealed_sa_card_of_his_cards_location():
    ok(mimesis())
    ok(mimesis(copy="Empower", use="text"))


def test_mimesis_needs_its_magician_ability_event():
    rejects(mimesis(event=False), "Mimesis' magician_ability follows its place")


def test_mimesis_copies_a_card_of_his_permanent_cards_location_only():
    rejects(mimesis(owner_card="Business Share", copy="Business Share"), r"of the location of the character's "
                                                                         r"Permanent card \(Downtown, G79\)")


def test_mimesis_copies_a_card_assigned_this_turn_by_another_seat():
    rejects(mimesis(copy="Headhunter"), r"another seat assigned this turn \(G79, T66\)")


def test_mimesis_is_for_a_character_with_a_permanent_card():
    rejects(mimesis(optico_sa="Headhunter"), r"Permanent card copies, not one with an SA card \(T66\)")


def test_mimesis_under_p20_copies_only_a_card_already_revealed_at_its_place():
    rejects(mimesis(prophecy="P20", owner_placed=False), r"placed already \(R34\)")


def test_copied_headhunter_hires_any_type_without_a_die_for_2_ap():
    t = mimesis(use="text", copy="Headhunter", owner_card="Headhunter")
    del t.events[-1]   # the placement goes on
    t.action(1, "Magician", "hire", 2, 2, type="Engineer", die=None)
    t.emit("character", seat=1, character="Engineer", cause="hire", state="incoming")
    ok(t)


def test_mimesis_once_a_turn():
    t = Trace(4).setup(sa_decks=decks_with("Empower", "Business Share"),
                       pending=[PROPHECY["P10"], PROPHECY["P13"], PROPHECY["P17"]])
    t.start_turn().assign(0, {"Magician": "Dark Alley"}).reveal().draw_cards(0, ["Empower", "Business Share"])
    t.end_turn(returns={0: (["Magician"], {"Dark Alley": 1})})
    assign(t.start_turn(), {1: {"Magician": "Downtown", "Apprentice 1": "Market Row"}},
           {0: {"Apprentice 1": "Empower", "Magician": "Business Share"}}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1, sa=1), sa={"card": "Empower", "use": "ap"})
    t.end_placement(0, "Apprentice 1", 2)
    t.place(1, "Magician", "Downtown", 2, ap(3, slot=1, sa=1), sa={"card": "Empower", "use": "ap", "copied": True})
    ability(t, 1, "The Great Optico", "mimesis", "Magician", copied="Empower")
    t.end_placement(1, "Magician", 5)
    t.place(0, "Magician", "Market Row", 3, ap(3, sa=1), sa={"card": "Business Share", "use": "ap"})
    t.end_placement(0, "Magician", 4)
    ok(t)
    t.place(1, "Apprentice 1", "Market Row", 2, ap(1, slot=1, sa=1),
            sa={"card": "Business Share", "use": "ap", "copied": True})
    rejects(t, r"Mimesis once a turn \(G79\)")


# -- Magic for the Masses (The Gentleman, G83)

def gentleman(location="Downtown", fame=1, gain=True, event=True, shard=False):
    t = Trace(4).setup(magicians=GENTLEMAN)
    assign(t.start_turn(), {1: {"Magician": location}}).reveal()
    slot = 3 if location != "Workshop" else 0
    t.place(1, "Magician", location, slot, ap(3, shard=1 if shard else 0), shard=shard)
    if shard:
        t.gain(1, shards=-1, cause="shard_ap")
    if event:
        ability(t, 1, "The Gentleman", "magic_for_the_masses", "Magician", fame=fame)
    if gain:
        t.gain(1, fame=fame, cause="ability", magician="The Gentleman")
    t.end_placement(1, "Magician", 4 if shard else 3)
    return t


@pytest.mark.parametrize("location", ["Downtown", "Market Row", "Dark Alley"])
def test_the_gentlemans_magician_gains_fame_per_trick_owned_at_downtown_the_market_row_and_the_dark_alley(location):
    ok(gentleman(location))


def test_magic_for_the_masses_comes_after_the_placements_own_gains():
    ok(gentleman(shard=True))


def test_magic_for_the_masses_gains_the_tricks_owned_and_writes_its_gain():
    rejects(gentleman(fame=2), r"gains Fame = the Tricks his seat owns, 1 \(G83\)")
    rejects(gentleman(gain=False), r"gains Fame = the Tricks his seat owns, 1 \(G83\)")
    rejects(gentleman(event=False), r"gains Fame = the Tricks his seat owns, 1 \(G83\)")


def test_magic_for_the_masses_not_at_the_workshop():
    rejects(gentleman("Workshop"), "magic_for_the_masses's magician_ability has no cause here")


# -- Fate Weaving (the Priestess, G90, T62)

def fate_weaving(turn_one=False, seat=3, chosen=1, pending=None, ruleset="trickerion-dark-alley"):
    if turn_one:
        t = Trace(4, ruleset=ruleset).setup()
        t.start_turn()
    else:
        t = turn_two(ruleset=ruleset)
    assign(t, {seat: {"Magician": "Dark Alley"}}).reveal()
    t.place(seat, "Magician", "Dark Alley", 3, ap(3))
    pick = t.pending[chosen]
    t.action(seat, "Magician", "fate_weaving", 1, 2, prophecy=pick)
    drawn = t.bag.pop(0)
    new = pending or ([p for p in t.pending if p != pick] + [drawn])
    t.active, t.pending = pick, new
    t.emit("prophecy", pending=list(new), active=pick, cause="fate_weaving", drawn=drawn)
    t.end_placement(seat, "Magician", 2)
    return t


def test_the_priestess_weaves_fate_a_pending_prophecy_becomes_active():
    ok(fate_weaving())
    ok(fate_weaving(chosen=0))
    ok(fate_weaving(chosen=2))


def test_fate_weaving_keeps_the_others_order_and_draws_into_the_last_slot():
    t = turn_two()
    p = t.pending
    rejects(fate_weaving(pending=[p[2], p[0], t.bag[0]]), r"keep their order .* \(T62\)")


def test_fate_weaving_needs_an_active_prophecy():
    rejects(fate_weaving(turn_one=True), r"needs an Active Prophecy to discard \(T62")


def test_fate_weaving_is_the_priestess_ability_only():
    rejects(fate_weaving(seat=0), r"Fate Weaving is the Priestess of Mysticism's Dark Alley ability")
    rejects(fate_weaving(ruleset="trickerion-dark-alley-noabilities"), "Fate Weaving is the Priestess")


def weave_to_p01(manager_ap):
    """Turn II with P10 Active and P01 (every character has 1 base AP) Pending in p1: the Priestess'
    Magician weaves P01 Active, then her Manager is placed."""
    t = Trace(4).setup(pending=[PROPHECY["P10"], PROPHECY["P01"], PROPHECY["P13"]])
    t.start_turn().reveal().end_turn()
    assign(t.start_turn(), {3: {"Magician": "Dark Alley", "Manager": "Downtown"}}).reveal()
    t.place(3, "Magician", "Dark Alley", 3, ap(3))
    t.action(3, "Magician", "fate_weaving", 1, 2, prophecy=PROPHECY["P01"])
    drawn = t.bag.pop(0)
    t.emit("prophecy", pending=[p for p in t.pending if p != PROPHECY["P01"]] + [drawn], active=PROPHECY["P01"],
           cause="fate_weaving", drawn=drawn)
    t.end_placement(3, "Magician", 2)
    t.place(3, "Manager", "Downtown", 3, ap(manager_ap))
    return t


def test_after_fate_weaving_the_new_active_prophecy_is_in_force():
    ok(weave_to_p01(1))
    rejects(weave_to_p01(2), r"'character': 1")


# -- reveal.one_by_one (P20, reveal_at_placement; R38)

def reveal_turn(prophecy, one_by_one=None, shown=None):
    t = turn_two(prophecy, cards=["Empower"])
    t.assign(0, sa={"Apprentice 1": "Empower"}, cards={"Magician": "Downtown"})
    t.reveal()
    e = t.events[-1]
    if one_by_one is not None:
        e["one_by_one"] = one_by_one
    if shown is not None:
        e["assignments"], e["special_assignments"] = shown
    return t


def test_under_p20_the_reveal_is_one_by_one_and_shows_no_card():
    t = reveal_turn("P20")
    assert t.events[-1]["one_by_one"] is True and t.events[-1]["assignments"] == [{}, {}, {}, {}]
    ok(t)
    ok(reveal_turn("P20", shown=([], [])))
    rejects(reveal_turn("P20", one_by_one=False), r"reveal.one_by_one is true exactly while .* \(R38\)")
    rejects(reveal_turn("P20", shown=([{"Magician": "Downtown", "Apprentice 1": "Downtown"}, {}, {}, {}],
                                      [{"Apprentice 1": "Empower"}, {}, {}, {}])), r"shows no card: .*\(R38\)")


def test_without_p20_the_reveal_shows_everything_and_one_by_one_is_false():
    ok(reveal_turn("P10"))
    rejects(reveal_turn("P10", one_by_one=True), r"reveal.one_by_one is true exactly while .* \(R38\)")


def test_the_reveal_shows_every_sa_card_without_p20():
    t = reveal_turn("P10")
    t.events[-1]["special_assignments"][0] = {}
    rejects(t, "the reveal shows seat 0's SA cards as assigned")


def test_under_p20_the_placement_goes_on_as_usual():
    t = reveal_turn("P20")
    t.place(0, "Magician", "Downtown", 3, ap(3))
    t.end_placement(0, "Magician", 3)
    t.place(0, "Apprentice 1", "Downtown", 2, ap(1, slot=1, sa=1), sa={"card": "Empower", "use": "ap"})
    ok(t)


# -- two placements a placement turn (P09)

def p09_turn(second_seat):
    t = turn_two("P09")
    assign(t, {0: {"Magician": "Downtown", "Apprentice 1": "Market Row"}, 1: {"Magician": "Downtown"}}).reveal()
    t.place(0, "Magician", "Downtown", 3, ap(3)).end_placement(0, "Magician", 3)
    if second_seat == 0:
        t.place(0, "Apprentice 1", "Market Row", 3, ap(1)).end_placement(0, "Apprentice 1", 1)
        t.place(1, "Magician", "Downtown", 2, ap(3, slot=1)).end_placement(1, "Magician", 4)
    else:
        t.place(1, "Magician", "Downtown", 2, ap(3, slot=1))
    return t


def test_under_p09_a_seat_places_its_second_character_in_the_same_placement_turn():
    ok(p09_turn(0))
    rejects(p09_turn(1), r"seat 0 is due")


# -- Freelancer (A25, T63)

def freelancer(use, location="Downtown", slot=3):
    """Seat 0's Workshop is full (Magician, Manager) when its Apprentice's Freelancer comes."""
    t = turn_two(cards=["Freelancer", "Trick Tweaking"])
    t.assign(0, {"Magician": "Workshop"}, sa={"Apprentice 1": "Freelancer", "Manager": "Trick Tweaking"}).reveal()
    t.place(0, "Magician", "Workshop", 0, ap(3)).end_placement(0, "Magician", 3)
    t.place(0, "Manager", "Workshop", 1, ap(2, sa=1), sa={"card": "Trick Tweaking", "use": "ap"})
    t.end_placement(0, "Manager", 3)
    t.place(0, "Apprentice 1", location, slot, ap(1, sa=1 if use == "ap" else 0),
            sa={"card": "Freelancer", "use": use})
    return t


def test_a_freelancer_whose_own_location_is_full_must_use_its_text():
    ok(freelancer("text"))
    rejects(freelancer("ap", "Workshop", 1), r"must use its text: its \+1 AP is not offered \(A25, T63\)")


# -- Hypnotic Motivation (A27, T64): hired_arrives

def hypnotic(card="Market Row", sa=None, arrives=True, place=True, joined=()):
    cards = ["Hypnotic Motivation"] + ([sa] if sa else [])
    t = turn_two(cards=cards)
    t.assign(0, sa={"Magician": "Hypnotic Motivation"}).reveal()
    t.place(0, "Magician", "Downtown", 3, ap(3), sa={"card": "Hypnotic Motivation", "use": "text"})
    t.action(0, "Magician", "hire", 3, 0, type="Apprentice", die="Inn 2")
    t.emit("die", die="Inn 2", face="X", cause="used")
    t.emit("character", seat=0, character="Apprentice 2", cause="hire", state="incoming")
    if arrives:
        t.emit("hired_arrives", seat=0, character="Apprentice 2", card=card, special_assignment=sa)
        if sa:
            t.emit("special_assignment", seat=0, card=sa, cause="assign",
                   **{"from": ["sa_hand", 0], "to": ["sa_assigned", 0, "Apprentice 2"]})
            t.sa_assigned[0]["Apprentice 2"] = sa
    t.end_placement(0, "Magician", 0)
    if place and card:
        slot = 2 if card == "Downtown" else 3
        t.place(0, "Apprentice 2", card, slot, ap(1, slot=[2, 1, 1, 0][slot], sa=1 if sa else 0),
                sa={"card": sa, "use": "ap"} if sa else None)
        t.end_placement(0, "Apprentice 2", t.events[-1]["ap"]["total"])
        t.events.append({"event": "wages", "turn": t.turn, "seat": 0, "due": 1, "paid": 1, "short": 0})
        t.gain(0, coins=-1, cause="wages")
        t.emit("return", seat=0, characters=["Magician", "Apprentice 2"],
               cards={} if sa else {card: 1}, joined=list(joined))
    return t


def test_hypnotic_motivation_brings_the_hire_in_now_with_a_card_from_the_hand():
    ok(hypnotic())
    ok(hypnotic(card=None, place=False))   # idle (T64)


def test_the_arriving_hire_may_take_an_sa_card_from_the_hand():
    ok(hypnotic(card="Downtown", sa="Empower"))


def test_hypnotic_motivations_hire_must_arrive():
    rejects(hypnotic(arrives=False), r"the hired character arrives at once, .*\(hired_arrives, A27, T64\)")


def test_the_arriving_hires_card_comes_from_the_hand_and_it_is_not_joined_at_return():
    t = hypnotic()
    t.events[-1]["joined"] = ["Apprentice 2"]
    rejects(t, r"hired characters join now: \[\]")
    t = hypnotic(card="Theater", place=False)
    i = next(k for k, e in enumerate(t.events) if e["event"] == "hired_arrives")
    t.events[i]["card"] = "Dark Alley"
    ok(t)
    t.events[i]["card"] = "Academy"
    rejects(t, "an Assignment card names a location of the ruleset")


def test_a_hired_arrival_nothing_caused_is_rejected():
    t = turn_two(cards=["Hypnotic Motivation"])
    t.assign(0, sa={"Magician": "Hypnotic Motivation"}).reveal()
    t.place(0, "Magician", "Downtown", 3, ap(3 + 1, sa=0) | {"character": 3, "special_assignment": 1, "total": 4},
            sa={"card": "Hypnotic Motivation", "use": "ap"})
    t.action(0, "Magician", "hire", 3, 1, type="Apprentice", die="Inn 2")
    t.emit("die", die="Inn 2", face="X", cause="used")
    t.emit("character", seat=0, character="Apprentice 2", cause="hire", state="incoming")
    t.emit("hired_arrives", seat=0, character="Apprentice 2", card="Market Row", special_assignment=None)
    rejects(t, "a hired_arrives event here has no cause")


def p09_woven_away(next_seat):
    """Turn II under P09: seat 0 places two characters, then the Priestess' Magician weaves another
    Prophecy Active (P09 is discarded) in the first placement of her placement turn."""
    t = turn_two("P09")
    assign(t, {0: {"Magician": "Downtown", "Apprentice 1": "Market Row", "Manager": "Workshop"},
               3: {"Magician": "Dark Alley", "Manager": "Downtown"}}).reveal()
    t.place(0, "Magician", "Downtown", 3, ap(3)).end_placement(0, "Magician", 3)
    t.place(0, "Apprentice 1", "Market Row", 3, ap(1)).end_placement(0, "Apprentice 1", 1)
    t.place(3, "Magician", "Dark Alley", 3, ap(3))
    pick = t.pending[1]   # P02: nothing here depends on it
    t.action(3, "Magician", "fate_weaving", 1, 2, prophecy=pick)
    drawn = t.bag.pop(0)
    t.emit("prophecy", pending=[t.pending[0], t.pending[2], drawn], active=pick, cause="fate_weaving", drawn=drawn)
    t.end_placement(3, "Magician", 2)
    if next_seat == 3:
        t.place(3, "Manager", "Downtown", 2, ap(2, slot=1))
    else:
        t.place(0, "Manager", "Workshop", 0, ap(2))
    return t


def test_a_placement_turn_begun_under_p09_keeps_its_second_placement_when_p09_is_woven_away():
    ok(p09_woven_away(3))
    rejects(p09_woven_away(0), r"seat 3 is due")


def test_a_placement_turn_begun_after_p09_was_woven_away_is_one_placement():
    t = p09_woven_away(3)
    t.end_placement(3, "Manager", 3)
    t.place(0, "Manager", "Workshop", 0, ap(2)).end_placement(0, "Manager", 2)   # P09 gone: one placement
    ok(t)
