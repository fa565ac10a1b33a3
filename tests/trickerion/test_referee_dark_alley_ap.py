"""The referee on the effects that change Action Points and placement (docs/trickerion-effects.md,
"Action Points and placement"): the Active Prophecy for every seat that turn, and an SA card used
for its text for its placement (the first action of its kind, G28). Hand-written traces: turn I
makes the Prophecy Active (and draws the SA cards a case needs), turn II is the case."""

import pytest

from tests.trickerion.dark_alley_fixture import PROPHECY, Live, Trace, decks_with
from tests.trickerion.referee import RefereeError, check_trace


def turn_two(prophecy="P20", cards=(), players=4):
    """Turn I: seat 0's Magician draws `cards` at the Dark Alley (none: an idle turn); End Turn makes
    the Prophecy `prophecy` Active; turn II begins (dice rolled, initiative set)."""
    others = [n for pid, n in PROPHECY.items() if pid not in (prophecy, "P20", "P12")][:2]
    pending = [PROPHECY[prophecy]] + others
    t = Trace(players).setup(sa_decks=decks_with(*cards), pending=pending)
    t.start_turn()
    if cards:
        t.assign(0, {"Magician": "Dark Alley"}).reveal().draw_cards(0, list(cards))
        t.end_turn(returns={0: (["Magician"], {"Dark Alley": 1})})
    else:
        t.reveal().end_turn()
    assert t.active == PROPHECY[prophecy]
    return t.start_turn()


def ap(character, slot=0, shard=0, sa=0):
    return {"character": character, "slot": slot, "shard": shard, "special_assignment": sa,
            "total": max(0, character + slot + shard + sa)}


def ok(t):
    check_trace(t.events, complete=False)


def rejects(t, words):
    with pytest.raises(RefereeError, match=words):
        check_trace(t.events, complete=False)


def learn(t, seat, character, cost, left, trick="Pub-In-A-Bottle", die="Trick 1", symbol="heart",
          category="Optical"):
    t.action(seat, character, "learn_trick", cost, left, trick=trick, die=die, deficit=0)
    if die:
        t.emit("die", die=die, face="X", cause="used")
    t.emit("trick", seat=seat, trick=trick, cause="learn", symbol=symbol,
           **{"from": ["deck", category], "to": ["seat", seat]})


# -- action_cost (Prophecies P05, P12, P24, P25)

def learn_with_apprentice(prophecy, cost):
    t = turn_two(prophecy)
    t.assign(0, {"Apprentice 1": "Downtown"}).reveal()
    t.place(0, "Apprentice 1", "Downtown", 3, ap(1))
    learn(t, 0, "Apprentice 1", cost, 1 - cost)
    return t


def test_a_prophecys_action_cost_sets_the_cost_for_every_seat_that_turn():
    ok(learn_with_apprentice("P12", 1))
    rejects(learn_with_apprentice("P12", 3), "learn_trick costs 1 AP")
    rejects(learn_with_apprentice("P20", 1), "learn_trick costs 3 AP")


@pytest.mark.parametrize("prophecy, cost", [("P24", 1), ("P20", 3)])
def test_take_coins_costs_1_ap_under_p24(prophecy, cost):
    def trace(paid):
        t = turn_two(prophecy)
        t.assign(0, {"Magician": "Downtown"}).reveal()
        t.place(0, "Magician", "Downtown", 3, ap(3))
        t.action(0, "Magician", "take_coins", paid, 3 - paid, die="Bank 1")
        t.emit("die", die="Bank 1", face="X", cause="used")
        t.gain(0, coins=4, cause="take_coins", die="Bank 1")
        return t
    ok(trace(cost))
    rejects(trace(2), f"take_coins costs {cost} AP")


def test_draw_further_cards_costs_1_ap_under_p05():
    def trace(cost):
        t = turn_two("P05")
        t.assign(0, {"Magician": "Dark Alley"}).reveal()
        t.place(0, "Magician", "Dark Alley", 3, ap(3))
        deck = t.sa_decks["Theater"]
        t.draw(0, "Magician", 1, 2, "Theater", deck[:2], deck[0])
        deck = t.sa_decks["Theater"]
        t.draw(0, "Magician", cost, 2 - cost, "Theater", deck[:2], deck[0], further=True)
        return t
    ok(trace(1))
    rejects(trace(2), "draw_further_cards costs 1 AP")


# -- action_ap on an SA card: its first action of that kind only (G28)

def thirst(first, second, use="text"):
    t = turn_two(cards=["Thirst for Knowledge"])
    t.assign(0, sa={"Magician": "Thirst for Knowledge"}).reveal()
    t.place(0, "Magician", "Downtown", 0, ap(3, 2, sa=1 if use == "ap" else 0),
            sa={"card": "Thirst for Knowledge", "use": use})
    total = 5 + (1 if use == "ap" else 0)
    learn(t, 0, "Magician", first, total - first, trick="Breath of Life", die=None, category="Spiritual")
    learn(t, 0, "Magician", second, total - first - second, symbol="diamond")
    return t


def test_an_sa_cards_action_ap_applies_to_its_first_action_of_that_kind_only():
    ok(thirst(2, 3))
    rejects(thirst(3, 3), "learn_trick costs 2 AP")
    rejects(thirst(2, 2), "learn_trick costs 3 AP")


def test_an_sa_card_taken_for_its_ap_has_no_text():
    rejects(thirst(2, 3, use="ap"), "Learn Trick without a die only for the Magician's Favourite category")


def test_headhunter_hires_any_type_without_a_die_for_one_ap_less():
    def trace(cost, die=None):
        t = turn_two(cards=["Headhunter"])
        t.assign(0, sa={"Magician": "Headhunter"}).reveal()
        t.place(0, "Magician", "Downtown", 3, ap(3), sa={"card": "Headhunter", "use": "text"})
        t.action(0, "Magician", "hire", cost, 3 - cost, type="Engineer", die=die)
        t.emit("character", seat=0, character="Engineer", cause="hire", state="incoming")
        return t
    ok(trace(2))
    rejects(trace(3), "hire costs 2 AP")
    rejects(trace(2, die="Inn 1"), "hire_any: Hire without a die")


# -- character_ap (P01, P15)

def test_every_character_has_1_base_ap_under_p01():
    for shown, good in ((1, True), (3, False)):
        t = turn_two("P01")
        t.assign(0, {"Magician": "Workshop"}).reveal()
        t.place(0, "Magician", "Workshop", 0, ap(shown))
        ok(t) if good else rejects(t, r"a placement's AP = the character's AP")


def test_advertisers_apprentices_have_one_more_base_ap_under_p15():
    def trace(advertise, shown):
        t = turn_two("P15")
        if advertise:
            t.emit("advertise", seat=0, position=1)
            t.gain(0, fame=2, coins=-1, cause="advertise")
        t.assign(0, {"Apprentice 1": "Workshop"}).reveal()
        t.place(0, "Apprentice 1", "Workshop", 0, ap(shown))
        return t
    ok(trace(True, 2))
    ok(trace(False, 1))
    rejects(trace(False, 2), r"'character': 1")
    rejects(trace(True, 1), r"'character': 2")


# -- the Shard buy: shard_ap (P08, Empower A35), shard_ap_in_theater (P26)

def shard_placement(prophecy, shard_ap, cards=(), sa=None, location="Workshop", slot=0, weekday=None,
                    character="Apprentice 1"):
    t = turn_two(prophecy, cards)
    if sa:
        t.assign(0, sa={character: sa["card"]})
    else:
        t.assign(0, {character: location})
    t.reveal()
    base = t.characters_ap(character)
    slot_ap = {"Thursday": 1, None: 0}[weekday] if location in ("Workshop", "Theater") else [2, 1, 1, 0][slot]
    t.place(0, character, location, slot, ap(base, slot_ap, shard_ap, 1 if sa and sa["use"] == "ap" else 0),
            weekday=weekday, shard=True, sa=sa)
    t.gain(0, shards=-1, cause="shard_ap")
    return t


def test_the_shard_buys_2_ap_under_p08_and_3_with_empowers_text():
    ok(shard_placement("P08", 2))
    rejects(shard_placement("P08", 1), r"'shard': 2")
    ok(shard_placement("P20", 1))
    empower = dict(cards=["Empower"], location="Downtown", slot=3)
    ok(shard_placement("P20", 3, sa={"card": "Empower", "use": "text"}, **empower))
    ok(shard_placement("P08", 3, sa={"card": "Empower", "use": "text"}, **empower))
    ok(shard_placement("P20", 1, sa={"card": "Empower", "use": "ap"}, **empower))
    rejects(shard_placement("P20", 1, sa={"card": "Empower", "use": "text"}, **empower), r"'shard': 3")


def test_the_shard_buy_is_allowed_in_the_theater_only_under_p26():
    theater = dict(location="Theater", slot=1, weekday="Thursday", character="Magician")
    ok(shard_placement("P26", 1, **theater))
    rejects(shard_placement("P20", 1, **theater), r"no Shard for AP in the Theater \(G26\)")


# -- slot_cost (P18)

def test_the_plus_2_slots_cost_3_coins_under_p18():
    def trace(slot, pay=True):
        t = turn_two("P18")
        t.assign(0, {"Apprentice 1": "Downtown"}).reveal()
        t.place(0, "Apprentice 1", "Downtown", slot, ap(1, [2, 1, 1, 0][slot]))
        if pay:
            t.gain(0, coins=-3, cause="prophecy", prophecy=PROPHECY["P18"], op="slot_cost")
        return t.end_placement(0, "Apprentice 1", 1 + [2, 1, 1, 0][slot])
    ok(trace(0))
    ok(trace(1, pay=False))
    rejects(trace(0, pay=False), r"the slot costs 3 Coins \(slot_cost\)")
    rejects(trace(1), "has no cause")
    t = trace(0)
    live = Live(t, upto=next(i for i, e in enumerate(t.events) if e["event"] == "place"))
    live.seat(0).coins = 2
    with pytest.raises(RefereeError, match=r"paid for \(slot_cost\)"):
        live.feed()


def test_slot_cost_spares_the_workshop():
    t = turn_two("P18")
    t.assign(0, {"Apprentice 1": "Workshop"}).reveal()
    t.place(0, "Apprentice 1", "Workshop", 0, ap(1))
    ok(t)


# -- lowest_slot (P27)

def test_characters_take_the_lowest_modifier_free_slot_under_p27():
    def trace(first, second):
        t = turn_two("P27")
        t.assign(0, {"Apprentice 1": "Downtown"}).assign(1, {"Apprentice 1": "Downtown"}).reveal()
        t.place(0, "Apprentice 1", "Downtown", first, ap(1, [2, 1, 1, 0][first]))
        t.end_placement(0, "Apprentice 1", 1 + [2, 1, 1, 0][first])
        t.place(1, "Apprentice 1", "Downtown", second, ap(1, [2, 1, 1, 0][second]))
        return t
    ok(trace(3, 1))
    ok(trace(3, 2))
    rejects(trace(1, 3), "the lowest modifier's under lowest_slot")
    rejects(trace(3, 0), "the lowest modifier's under lowest_slot")


def test_under_p27_a_theater_placement_takes_the_lowest_weekday():
    for day, good in (("Sunday", True), ("Thursday", False)):
        t = turn_two("P27")
        t.assign(0, {"Magician": "Theater"}).reveal()
        t.place(0, "Magician", "Theater", 0, ap(3, {"Sunday": -1, "Thursday": 1}[day]), weekday=day)
        ok(t) if good else rejects(t, "the lowest modifier's under lowest_slot")


# -- two_placements (P09)

def test_each_seat_places_two_characters_a_turn_under_p09():
    def trace(prophecy):
        t = turn_two(prophecy)
        t.assign(0, {"Magician": "Workshop", "Apprentice 1": "Downtown"})
        t.assign(1, {"Magician": "Workshop"}).reveal()
        t.place(0, "Magician", "Workshop", 0, ap(3)).end_placement(0, "Magician", 3)
        t.place(0, "Apprentice 1", "Downtown", 3, ap(1)).end_placement(0, "Apprentice 1", 1)
        t.place(1, "Magician", "Workshop", 0, ap(3)).end_placement(1, "Magician", 3)
        return t
    ok(trace("P09"))
    rejects(trace("P20"), r"placements go round by round in initiative order \(G23\): seat 1 is due")


# -- Freelancer (A25, any_location)

def test_freelancer_may_go_to_any_other_location_but_the_stage():
    def trace(location, slot, weekday=None, use="text"):
        t = turn_two(cards=["Freelancer"])
        t.assign(0, sa={"Apprentice 1": "Freelancer"}).reveal()
        slot_ap = {None: [2, 1, 1, 0][slot] if location not in ("Workshop", "Theater") else 0, "Friday": 0}[weekday]
        t.place(0, "Apprentice 1", location, slot, ap(1, slot_ap, sa=1 if use == "ap" else 0), weekday=weekday,
                sa={"card": "Freelancer", "use": use})
        return t
    ok(trace("Market Row", 3))
    ok(trace("Workshop", 0))
    ok(trace("Theater", 1, "Friday"))
    rejects(trace("Market Row", 3, use="ap"), r"the character goes to the location of its card \(Workshop\)")
    with pytest.raises(RefereeError, match="not the Theater's stage"):
        t = turn_two(cards=["Freelancer"])
        t.assign(0, sa={"Magician": "Freelancer"}).reveal()
        t.place(0, "Magician", "Theater", 0, ap(3), weekday="Friday", sa={"card": "Freelancer", "use": "text"})
        check_trace(t.events, complete=False)
