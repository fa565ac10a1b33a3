"""The referee on the Special Assignment primitives whose events docs/trickerion-trace.md pins in its Dark Alley
sections ("Card effects of the Market Row and Downtown", "Card effects of the Workshop"), once refused as
uncheckable (R27): Replacable Parts (A18), Unstable Prototype (A21), Enhance Trick (A22), On-stage
Preparation (A23), Hidden Talent (A24), Mass Recruitment (A26), Trick Overhaul (A29), Leaked Blueprints
(A31), Investments (A32), Interest (A34), Component Sale (A36), Shoplifting (A40), Logistics (A41),
Traveling Merchants (A42), Workshop Delivery (A45). Hand-written traces: turn I draws the card for seat 0
(and makes a Prophecy Active), turn II is the case; what a case needs in the model (components, Tricks,
markers) is put there at turn II's start (`Live`). Each primitive has accepted and refused cases."""

from tests.trickerion.dark_alley_fixture import PROPHECY, Live, Trace, decks_with
from tests.trickerion.test_referee_dark_alley_ap import ap, turn_two
from tests.trickerion.test_referee_dark_alley_effects import (
    card_gain,
    ok,
    performance,
    prophecy_gain,
    rejects,
    returns,
    sides,
    with_state,
    yield_gain,
)


def state(board=None, tricks=None, on_trick=None, shards=None, coins=None, cards=None, quick_order=None, dice=None):
    """Set seat 0's model: board {component: n}; tricks {name: symbol} (besides Linking Rings on spade);
    on_trick {symbol: n}; Shards; Coins; cards {card: {slot: marker}}; the Quick Order slot; dice {die: face}."""
    def prepare(live):
        seat = live.seat(0)
        seat.board.update(board or {})
        for name, symbol in (tricks or {}).items():
            seat.tricks[name] = {"symbol": symbol, "engineer": False}
        seat.on_trick.update(on_trick or {})
        if shards is not None:
            live.trace.totals[0][2] = seat.shards = shards
        if coins is not None:
            live.trace.totals[0][1] = seat.coins = coins
        for card, slots in (cards or {}).items():
            live.game.cards[card].update(slots)
        if quick_order:
            live.game.quick_order = quick_order
        live.game.dice.update(dice or {})
    return prepare


def rings_on(slot="A", facing="B"):
    return {"seat": 0, "symbol": "spade", "trick": "Linking Rings", "category": "Mechanical",
            "sides": sides(slot, facing, "Mechanical")}


def placed(card, location, character="Manager", slot=0, use="text", prophecy="P20"):
    """Turn II: seat 0's `character` takes `card` (drawn on turn I) to `location`'s `slot`; returns (trace,
    the index where a test sets up the model, the AP left)."""
    t = turn_two(prophecy, [card])
    t.assign(0, sa={character: card}).reveal()
    start = len(t.events) - 1
    base = t.characters_ap(character)
    bonus = {"Workshop": [0, 0], "Downtown": [2, 1, 1, 0], "Market Row": [2, 1, 1, 0]}[location][slot]
    t.place(0, character, location, slot, ap(base, bonus, sa=1 if use == "ap" else 0), sa={"card": card, "use": use})
    return t, start, base + bonus + (1 if use == "ap" else 0)


def markers(t, trick, symbol, count, cause="prepare", src=None, dst=None, **context):
    t.emit("marker", seat=0, trick=trick, symbol=symbol, count=count, cause=cause,
           **{"from": src or ["supply", 0], "to": dst or ["trick", 0, symbol]}, **context)


def component(t, comp, count, cause, src, dst, **context):
    t.emit("component", seat=0, component=comp, count=count, cause=cause, **{"from": src, "to": dst}, **context)


# -- Workshop: A18 Replacable Parts (prepare_marker_elsewhere)

def replacable(elsewhere, marker=True):
    t, start, _ = placed("Replacable Parts", "Workshop")
    t.action(0, "Manager", "prepare", 1, 1, trick="Linking Rings", markers=1, elsewhere=elsewhere)
    markers(t, "Linking Rings", "spade", 1)
    if marker and elsewhere:
        markers(t, elsewhere, "heart", 1)
    return t.end_placement(0, "Manager", 1), start


def test_replacable_parts_puts_one_marker_on_another_trick_of_equal_or_lower_level():
    t, start = replacable("Enchanted Butterflies")
    with_state(t, start, state({"Metal": 2}, {"Enchanted Butterflies": "heart"}))
    t, start = replacable(None)   # no other Trick: nothing elsewhere
    with_state(t, start, state({"Metal": 2}))
    t, start = replacable(None)
    with_state(t, start, state({"Metal": 2}, {"Enchanted Butterflies": "heart"}),
               r"Replacable Parts puts 1 marker on another own Trick whenever it can .*Enchanted Butterflies")
    t, start = replacable("Mechanical Hornet")   # level 2 above Linking Rings' 1
    with_state(t, start, state({"Metal": 2}, {"Mechanical Hornet": "heart"}), r"equal or lower threshold .*\[\]")
    t, start = replacable("Enchanted Butterflies")   # its card is not empty
    with_state(t, start, state({"Metal": 2}, {"Enchanted Butterflies": "heart"}, {"heart": 1}),
               r"whose card is empty")
    t, start = replacable("Enchanted Butterflies", marker=False)
    with_state(t, start, state({"Metal": 2}, {"Enchanted Butterflies": "heart"}),
               r"1 marker from the supply onto prepare.elsewhere's Trick, cause prepare")


# -- A21 Unstable Prototype (prepare_return_components)

def unstable(returned, n, tokens, fame_coins, trick="Levitation", symbol="heart", field=True):
    t, start, _ = placed("Unstable Prototype", "Workshop")
    t.action(0, "Manager", "prepare", 1, 1, trick=trick, markers=n, **({"returned": returned} if field else {}))
    for comp in tokens:
        component(t, comp, -1, "return", ["board", 0], ["supply"])
    if fame_coins is not None:
        card_gain(t, 0, "Unstable Prototype", "prepare_return_components", fame=fame_coins, coins=fame_coins)
    if n:
        markers(t, trick, symbol, n)
    return t.end_placement(0, "Manager", 1), start


LEVITATION = state({"Glass": 3, "Rope": 1, "Petroleum": 2}, {"Levitation": "heart"})


def test_unstable_prototype_returns_required_tokens_for_markers_fame_and_coins():
    # 3 tokens: 2 + 3 markers, capped by the 4 free ones (T80), 3 Fame and 3 Coins, the tokens in any order
    t, start = unstable({"Glass": 2, "Petroleum": 1}, 4, ["Glass", "Petroleum", "Glass"], 3)
    with_state(t, start, LEVITATION)
    t, start = unstable({}, 2, [], None)
    with_state(t, start, LEVITATION)
    t, start = unstable({"Glass": 2, "Petroleum": 1}, 5, ["Glass", "Petroleum", "Glass"], 3)
    with_state(t, start, LEVITATION, r"capped by the free ones: 4")
    t, start = unstable({"Petroleum": 3}, 4, ["Petroleum"] * 3, 3)   # more than the 2 required
    with_state(t, start, state({"Glass": 3, "Rope": 1, "Petroleum": 3}, {"Levitation": "heart"}),
               r"at most the required copies of each type")
    t, start = unstable({"Wood": 1}, 3, ["Wood"], 1)   # not a required type
    with_state(t, start, state({"Glass": 3, "Rope": 1, "Petroleum": 2, "Wood": 1}, {"Levitation": "heart"}),
               r"returns the Trick's required tokens")
    t, start = unstable({"Glass": 2, "Rope": 1, "Petroleum": 1}, 4, ["Glass"] * 2 + ["Rope", "Petroleum"], 4)
    with_state(t, start, LEVITATION, r"at most 3 tokens")
    t, start = unstable({"Glass": 2, "Petroleum": 1}, 4, ["Glass", "Petroleum", "Glass"], 2)
    with_state(t, start, LEVITATION, r"1 Fame and 1 Coin per returned token, one gain: 3")
    t, start = unstable({"Glass": 2, "Petroleum": 1}, 4, ["Glass", "Petroleum"], 3)
    with_state(t, start, LEVITATION, r"a component event per returned token")
    t, start = unstable({}, 2, [], None, field=False)  # none returned: the field may be left out (R55)
    with_state(t, start, LEVITATION)
    t, start = unstable(["Glass"], 2, [], None)  # but when written it is {component: count}
    with_state(t, start, LEVITATION, r"prepare.returned \(\{component: count\}\) under Unstable Prototype's text")


# -- A22 Enhance Trick (enhance_trick)

def enhance(paid, pay=True):
    t, start, _ = placed("Enhance Trick", "Workshop")
    t.action(0, "Manager", "prepare", 1, 1, trick="Linking Rings", markers=2,
             enhance={"paid": paid, "shards": 1, "fame": 1, "coins": 1})
    markers(t, "Linking Rings", "spade", 2)
    if paid and pay:
        card_gain(t, 0, "Enhance Trick", "enhance_trick", shards=-1)
    return t.end_placement(0, "Manager", 1), start


def test_enhance_trick_pays_a_shard_and_the_tricks_yields_are_higher_for_the_rest_of_the_game():
    t, start = enhance(True)
    live = Live(t, upto=start)
    state({"Metal": 2})(live)
    live.feed()
    assert live.game.enhanced == {"Linking Rings": (1, 1)}
    t, start = enhance(False)   # no Shard: nothing paid, nothing enhanced (T75)
    live = Live(t, upto=start)
    state({"Metal": 2}, shards=0)(live)
    live.feed()
    assert live.game.enhanced == {}
    t, start = enhance(True)
    with_state(t, start, state({"Metal": 2}, shards=0), r"\{'paid': False, 'shards': 1, 'fame': 1, 'coins': 1\}")
    t, start = enhance(False)
    with_state(t, start, state({"Metal": 2}), r"\{'paid': True, 'shards': 1, 'fame': 1, 'coins': 1\}")
    t, start = enhance(True, pay=False)
    with_state(t, start, state({"Metal": 2}), r"Enhance Trick: 1 Shard\(s\) paid onto the Trick")


def test_an_enhanced_trick_yields_1_fame_and_1_coin_more_at_its_performance():
    def enhanced(live):
        state_of(live)
        live.game.enhanced["Linking Rings"] = (1, 1)
    t, start, state_of = performance("P20")
    yield_gain(t, 0, 1, 3, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t), start, enhanced)
    t, start, state_of = performance("P20")
    yield_gain(t, 0, 0, 2, "Friday")
    with_state(t, start, enhanced, r"yields its yield \+ its owner's weekday modifier")


# -- A23 On-stage Preparation (prepare_to_stage)

def on_stage(where, marker=True, n=2):
    t, start, _ = placed("On-stage Preparation", "Workshop")
    t.action(0, "Manager", "prepare", 1, 1, trick="Linking Rings", markers=n, on_stage=where)
    if n:
        markers(t, "Linking Rings", "spade", n)
    if marker and where:
        markers(t, "Linking Rings", "spade", 1, src=["trick", 0, "spade"], dst=["card", where["card"], where["slot"]],
                facing=where["facing"], sides=where["sides"])
    return t, start


STAGE = {"card": "Riverside 1", "slot": "A", "facing": "B", "sides": sides("A", "B", "Mechanical")}


def test_on_stage_preparation_moves_a_new_marker_onto_a_free_slot_without_a_set_up():
    t, start = on_stage(STAGE)
    with_state(t.end_placement(0, "Manager", 1), start, state({"Metal": 2}))
    t, start = on_stage(STAGE)   # a Link with seat 2's marker on B: no payment, no Shard (T76)
    barrels = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels", "category": "Escape",
               "sides": sides("B", "C", "Escape")}
    with_state(t.end_placement(0, "Manager", 1), start, state({"Metal": 2}, cards={"Riverside 1": {"B": barrels}}))
    t, start = on_stage(STAGE)
    t.gain(0, coins=1, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    with_state(t, start, state({"Metal": 2}, cards={"Riverside 1": {"B": barrels}}), r"has no cause")
    t, start = on_stage(None)
    with_state(t.end_placement(0, "Manager", 1), start, state({"Metal": 2}),
               r"moves a new marker onto a free Performance card slot whenever it can")
    t, start = on_stage(STAGE)   # the slot is taken
    with_state(t, start, state({"Metal": 2}, cards={"Riverside 1": {"A": barrels}}), r"a free slot")
    t, start = on_stage(dict(STAGE, sides=sides("A", "B", "Escape")))
    with_state(t, start, state({"Metal": 2}), r"the marker's sides follow the marker cycle")
    t, start = on_stage(STAGE, marker=False)
    with_state(t.end_placement(0, "Manager", 1), start, state({"Metal": 2}),
               r"one new marker from the Trick card straight onto prepare.on_stage's slot, cause prepare")


# -- A24 Hidden Talent (hidden_talent)

def hidden_talent(write, coins=None, character="Apprentice 1"):
    t, start, left = placed("Hidden Talent", "Workshop", character=character)
    t.action(0, character, "prepare", 1, left - 1, trick="Linking Rings", markers=2)
    markers(t, "Linking Rings", "spade", 2)
    t.end_placement(0, character, left - 1)
    if coins is not None:
        t.totals[0][1] = coins
    wage = 1 if character.startswith("Apprentice") else 2
    t.end_turn(wages={0: wage}, returns={0: ([character], {})}, discards=[(0, character)], after_return=write)
    return t, start


def becomes(specialist="Engineer", due=2, paid=2, short=0, lost=None, pay=True, character="Apprentice 1"):
    def write(t):
        t.emit("hidden_talent", seat=0, apprentice=character, specialist=specialist,
               wage={"due": due, "paid": paid, "short": short})
        if pay and paid:
            card_gain(t, 0, "Hidden Talent", "hidden_talent", coins=-paid)
        if pay and short:
            card_gain(t, 0, "Hidden Talent", "hidden_talent", fame=-lost)
    return write


def test_hidden_talent_turns_the_apprentice_into_a_specialist_the_seat_lacks_whose_wage_is_due():
    t, start = hidden_talent(becomes())
    live = Live(t, upto=start)
    state({"Metal": 2})(live)
    live.feed()
    assert "Apprentice 1" not in live.seat(0).characters and live.seat(0).characters["Engineer"].joined
    t.characters[0] = ["Magician", "Manager", "Engineer"]
    t.start_turn()   # turn III: the Engineer is assigned, no Apprentice 1
    t.assign(0, {"Engineer": "Workshop"}).reveal()
    t.place(0, "Engineer", "Workshop", 0, ap(1))   # P01 is Active on turn III: every character has 1 AP
    live.feed()
    t, start = hidden_talent(becomes(paid=1, short=1, lost=2), coins=2)   # 1 Coin short: 2 Fame (G72)
    with_state(t, start, state({"Metal": 2}, coins=2))
    t, start = hidden_talent(becomes("Manager"))
    with_state(t, start, state({"Metal": 2}), r"a Specialist the seat lacks: one of \['Engineer', 'Assistant'\]")
    t, start = hidden_talent(becomes(due=1, paid=1))
    with_state(t, start, state({"Metal": 2}), r"due 2, paid 2, short 0")
    t, start = hidden_talent(becomes(pay=False))
    with_state(t, start, state({"Metal": 2}), r"Hidden Talent: the Specialist's wage, 2 Coins paid")
    t, start = hidden_talent(None)
    with_state(t, start, state({"Metal": 2}), r"becomes a Specialist the seat lacks \(hidden_talent, A24")
    t, start = hidden_talent(becomes(character="Manager"), character="Manager")   # not an Apprentice
    with_state(t, start, state({"Metal": 2}), r"only for an Apprentice whose Prepare used Hidden Talent's text")


# -- Downtown: A26 Mass Recruitment (hire_second_apprentice)

def recruit(kind="Apprentice", die="Inn 2", second=("gain", "character"), name="Apprentice 3", coins=-3):
    t, start, left = placed("Mass Recruitment", "Downtown", character="Magician", slot=3)
    t.action(0, "Magician", "hire", 3, left - 3, type=kind, die=die)
    t.emit("die", die=die, face="X", cause="used")
    t.emit("character", seat=0, character="Apprentice 2" if kind == "Apprentice" else kind, cause="hire",
           state="incoming")
    for what in second:
        if what == "gain":
            card_gain(t, 0, "Mass Recruitment", "hire_second_apprentice", coins=coins)
        else:
            t.emit("character", seat=0, character=name, cause="hire", state="incoming")
    return t.end_placement(0, "Magician", left - 3), start


def test_mass_recruitment_hires_a_second_apprentice_for_3_coins_or_not():
    ok(recruit()[0])
    ok(recruit(second=("character", "gain"))[0])
    ok(recruit(second=())[0])
    rejects(recruit(second=("gain",))[0], r"Mass Recruitment: a second Apprentice \(Apprentice 3\)")
    rejects(recruit(coins=-2)[0], r"has no cause")
    rejects(recruit(name="Apprentice 2")[0], r"Mass Recruitment: a second Apprentice \(Apprentice 3\)")
    t, start = recruit("Engineer", "Inn 1", second=())
    with_state(t, start, state(dice={"Inn 1": "Engineer"}))
    t, start = recruit("Engineer", "Inn 1")   # a Specialist's Hire: no second Apprentice
    with_state(t, start, state(dice={"Inn 1": "Engineer"}), r"has no cause")
    t, start = recruit()   # 2 Coins: no second one
    with_state(t, start, state(coins=2), r"has no cause")


# -- A29 Trick Overhaul (learn_overhaul)

def overhaul(events, trick="Chinese Sticks"):
    t, start, left = placed("Trick Overhaul", "Downtown", character="Magician", slot=3)
    t.action(0, "Magician", "learn_trick", 3, left - 3, trick=trick, die="Trick 1", deficit=0)
    t.emit("die", die="Trick 1", face="X", cause="used")
    for name, src, dst, symbol, cause in events:
        extra = {"card": "Trick Overhaul", "op": "learn_overhaul"} if cause == "special_assignment" else {}
        t.emit("trick", seat=0, trick=name, cause=cause, symbol=symbol, **{"from": src, "to": dst}, **extra)
    return t.end_placement(0, "Magician", left - 3), start


REPLACE = [("Linking Rings", ["seat", 0], ["deck", "Mechanical"], "spade", "special_assignment"),
           ("Chinese Sticks", ["deck", "Mechanical"], ["seat", 0], "spade", "special_assignment")]
STICKS = {"Wood": 2, "Rope": 2}


def test_trick_overhaul_replaces_a_trick_whose_symbol_and_markers_the_new_one_takes():
    t, start = overhaul(REPLACE)
    live = Live(t, upto=start)
    state(STICKS, on_trick={"spade": 2}, cards={"Riverside 1": {"A": rings_on()}})(live)
    live.feed()
    seat = live.seat(0)
    assert seat.tricks == {"Chinese Sticks": {"symbol": "spade", "engineer": False}} and seat.on_trick["spade"] == 2
    assert live.game.cards["Riverside 1"]["A"]["trick"] == "Chinese Sticks"
    assert "Linking Rings" in live.game.trick_decks["Mechanical"]
    t, start = overhaul([("Chinese Sticks", ["deck", "Mechanical"], ["seat", 0], "heart", "learn")])
    with_state(t, start, state(STICKS))   # or none replaced, with a free Symbol
    four = {"Enchanted Butterflies": "heart", "Barricaded Barrels": "diamond", "Mind Reading": "club"}
    t, start = overhaul(REPLACE)   # 4 Tricks: only the Overhaul makes the Learn possible (T74)
    with_state(t, start, state(STICKS, four))
    t, start = overhaul([("Chinese Sticks", ["deck", "Mechanical"], ["seat", 0], "heart", "learn")])
    with_state(t, start, state(STICKS, four), r"Trick Overhaul with no free Symbol")
    t, start = overhaul(REPLACE)   # the new Trick's components not met
    with_state(t, start, state({"Wood": 2, "Rope": 1}), r"the learned Trick goes from its deck to the seat")
    t, start = overhaul(REPLACE)
    with_state(t, start, state({"Wood": 2, "Rope": 1}, four), r"meets the new one's components")
    t, start = overhaul([REPLACE[0], ("Chinese Sticks", ["deck", "Mechanical"], ["seat", 0], "heart",
                                      "special_assignment")])
    with_state(t, start, state(STICKS), r"takes the replaced Linking Rings's Symbol \(spade")
    t, start = overhaul(REPLACE[:1])
    with_state(t, start, state(STICKS), r"takes the replaced Linking Rings's Symbol")


# -- A31 Leaked Blueprints (learn_leaked)

def leaked(trick="Pub-In-A-Bottle", category="Optical", cause="special_assignment", marker=True, deficit=0):
    t, _, left = placed("Leaked Blueprints", "Downtown", character="Magician", slot=3)
    t.action(0, "Magician", "learn_trick", 3, left - 3, trick=trick, die="Trick 1", deficit=deficit)
    t.emit("die", die="Trick 1", face="X", cause="used")
    t.emit("trick", seat=0, trick=trick, cause="learn", symbol="heart", **{"from": ["deck", category], "to": ["seat", 0]})
    if marker:
        context = {"card": "Leaked Blueprints", "op": "learn_leaked"} if cause == "special_assignment" else {}
        markers(t, trick, "heart", 1, cause=cause, **context)
    return t.end_placement(0, "Magician", left - 3)


def test_leaked_blueprints_puts_a_marker_on_the_learned_trick_components_or_not():
    ok(leaked())
    rejects(leaked(marker=False), r"Leaked Blueprints puts 1 marker\(s\) on the learned Trick at once")
    rejects(leaked(cause="prepare"), r"Leaked Blueprints puts 1 marker\(s\)")
    rejects(leaked("Mutilation", deficit=31), r"Leaked Blueprints learns a Trick of level 2 or lower")


# -- A32 Investments (take_coins_invest)

def invest(copies, prophecy="P20"):
    t, start, left = placed("Investments", "Downtown", character="Magician", slot=3, prophecy=prophecy)
    t.action(0, "Magician", "take_coins", 3, left - 3, die="Bank 1")
    t.emit("die", die="Bank 1", face="X", cause="used")
    t.gain(0, coins=8 if prophecy == "P07" else 4, cause="take_coins", die="Bank 1")
    for comp, slot, price, count in copies:
        component(t, comp, count, "buy", ["supply"], ["board", 0], market_slot=slot)
        if price is not None:
            card_gain(t, 0, "Investments", "take_coins_invest", coins=-price)
    return t.end_placement(0, "Magician", left - 3), start


def test_investments_buy_up_to_3_components_one_at_a_time_with_the_coins_taken():
    wood, metal, glass = ("Wood", ["stock", 0], 1, 1), ("Metal", ["stock", 1], 1, 1), ("Glass", ["stock", 2], 1, 1)
    ok(invest([wood, metal, glass])[0])
    ok(invest([])[0])
    ok(invest([wood, wood])[0])
    rejects(invest([wood, metal, glass, wood])[0], r"has no cause")
    rejects(invest([("Wood", ["stock", 0], 2, 1)])[0], r"the copy costs its normal price, 1 Coins")
    rejects(invest([("Wood", ["stock", 0], 2, 2)])[0], r"has no cause")   # one copy an event
    rejects(invest([("Wood", ["stock", 0], None, 1)])[0], r"the copy costs its normal price")
    t, start = invest([("Cog", ["quick_order"], 4, 1)])   # 3 + the Quick Order's 1: the 4 Coins taken
    with_state(t, start, state(quick_order="Cog"))
    t, start = invest([("Cog", ["quick_order"], 4, 1), wood])   # no Coins of this Take Coins left
    with_state(t, start, state(quick_order="Cog"), r"has no cause")
    t, start = invest([("Cog", ["quick_order"], 4, 1), wood], prophecy="P07")   # P07: 8 Coins taken
    with_state(t, start, state(quick_order="Cog"))


# -- A34 Interest (take_coins_reroll_add)

def interest(face, gains=None, used=True, prophecy="P20", cause="reroll", reroll=True):
    t, _, left = placed("Interest", "Downtown", character="Magician", slot=3, prophecy=prophecy)
    t.action(0, "Magician", "take_coins", 2, left - 2, die="Bank 1")
    t.emit("die", die="Bank 1", face="X", cause="used")
    t.gain(0, coins=8 if prophecy == "P07" else 4, cause="take_coins", die="Bank 1")
    if reroll:
        t.emit("die", die="Bank 1", face=face, cause=cause)
    if used and face != "X":
        t.emit("die", die="Bank 1", face="X", cause="used")
    for kind, coins in gains if gains is not None else [("card", face)]:
        if kind == "card":
            card_gain(t, 0, "Interest", "take_coins_reroll_add", coins=coins)
        else:
            prophecy_gain(t, 0, "P07", "take_coins_times", coins=coins)
    return t.end_placement(0, "Magician", left - 2)


def test_interest_rolls_the_bank_die_again_and_adds_its_face():
    ok(interest(5))
    ok(interest(5, cause="roll"))
    ok(interest("X", gains=[]))   # a rolled X gives nothing, and the die is X already (T72)
    ok(interest(5, gains=[("card", 10)], prophecy="P07"))   # P07 doubles Interest's Coins too (T72, R2)
    ok(interest(5, gains=[("card", 5), ("prophecy", 5)], prophecy="P07"))
    rejects(interest(5, gains=[("card", 5)], prophecy="P07"), r"\(take_coins_times, T72\)")
    rejects(interest(5, gains=[("card", 4)]), r"Interest: the Bank die's new face 5 is added")
    rejects(interest(5, gains=[]), r"Interest: the Bank die's new face 5 is added")
    rejects(interest(5, used=False), r"after a die action the die turns to X")
    rejects(interest("X", gains=[("card", 0)]), r"has no cause")
    rejects(interest(5, reroll=False, used=False, gains=[]), r"Interest rolls the used Bank die once more")


# -- Market Row: A36 Component Sale (buy_any_mix)

def sale(component_name, count, price, copies, gain=None, bargain=0):
    t, start, left = placed("Component Sale", "Market Row", character="Magician", slot=3)
    t.action(0, "Magician", "buy", 1 + bargain, left - 1 - bargain, component=component_name, count=count,
             bargain=bargain, price=price)
    for comp, slot, n in copies:
        component(t, comp, n, "buy", ["supply"], ["board", 0], market_slot=slot)
    pay = {"component": component_name} if gain is None else gain
    if component_name is None and gain is None:
        pay["market_slot"] = None
    t.gain(0, coins=-price, cause="buy", **pay)
    return t.end_placement(0, "Magician", left - 1 - bargain), start


def test_component_sale_buys_up_to_4_components_of_any_mix_in_one_buy():
    mix = [("Wood", ["stock", 0], 1), ("Metal", ["stock", 1], 1), ("Glass", ["stock", 2], 1),
           ("Wood", ["stock", 0], 1)]
    ok(sale(None, 4, 4, mix)[0])
    ok(sale(None, 4, 3, mix, bargain=1)[0])
    ok(sale("Wood", 2, 2, [("Wood", ["stock", 0], 1)] * 2)[0])
    ok(sale("Wood", 2, 2, [("Wood", ["stock", 0], 2)])[0])   # a single type as an ordinary Buy (R54)
    t, start = sale(None, 2, 5, [("Cog", ["quick_order"], 1), ("Wood", ["stock", 0], 1)])   # 3 + 1, and 1
    with_state(t, start, state(quick_order="Cog"))
    rejects(sale(None, 5, 5, mix + [("Fabric", ["stock", 3], 1)])[0], r"Component Sale takes 1-4 components")
    rejects(sale(None, 4, 3, mix)[0], r"the Buy's price is its copies' prices - Bargain, at least 0: 4")
    rejects(sale(None, 2, 2, [("Wood", ["stock", 0], 1)] * 2)[0], r"component is null only for several types")
    rejects(sale(None, 2, 2, [("Wood", ["stock", 0], 2)])[0], r"one component event per copy")
    rejects(sale(None, 2, 3, [("Wood", ["stock", 0], 1), ("Rope", ["stock", 0], 1)])[0], r"one component event per copy")
    rejects(sale(None, 4, 4, mix, gain={"component": "Wood"})[0], r"one buy gain of the whole price 4")


# -- A40 Shoplifting (shoplift)

def shoplift(comp="Wood", slot=("stock", 0), refill="Wood", price=0, count=1):
    t, start, left = placed("Shoplifting", "Market Row", character="Magician", slot=3)
    t.action(0, "Magician", "buy", 1, left - 1, component=comp, count=count, bargain=0, price=price)
    component(t, comp, count, "buy", ["supply"], ["board", 0], market_slot=list(slot))
    if refill:
        t.emit("market", slot=list(slot), component=refill, replaced=comp, cause="special_assignment",
               card="Shoplifting", op="shoplift")
    return t.end_placement(0, "Magician", left - 1), start


def test_shoplifting_takes_one_component_free_and_refills_its_buy_slot_with_a_basic_type():
    ok(shoplift()[0])
    ok(shoplift("Metal", ("stock", 1), "Metal")[0])
    rejects(shoplift(refill="Metal")[0], r"a Basic type shown on no other Buy slot: one of \['Wood'\]")
    rejects(shoplift(refill="Rope")[0], r"a Basic type shown on no other Buy slot")
    rejects(shoplift(refill=None)[0], r"Shoplifting refills the Buy slot")
    rejects(shoplift(price=1)[0], r"count 1, price 0")
    rejects(shoplift(count=2)[0], r"count 1, price 0")
    t, start = shoplift("Cog", ("quick_order",), "Wood")
    with_state(t, start, state(quick_order="Cog"), r"from a Buy slot, not the Quick Order slot")


# -- A41 Logistics (order_now)

def logistics(joins=("stock", 0), second=False, arrive=True, buy=False):
    t, _, left = placed("Logistics", "Market Row", character="Magician", slot=3)
    t.action(0, "Magician", "order", 1, left - 1, component="Rope", slot=0)
    t.emit("market", slot=["order", 0], component="Rope", cause="order", replaced=None)
    if joins:
        t.emit("market", slot=list(joins), component="Rope", replaced=["Wood", "Metal"][joins[1]],
               cause="special_assignment", card="Logistics", op="order_now")
    used = 1
    if buy:
        t.action(0, "Magician", "buy", 1, left - 2, component="Rope", count=1, bargain=0, price=2)
        component(t, "Rope", 1, "buy", ["supply"], ["board", 0], market_slot=["stock", 0])
        t.gain(0, coins=-2, cause="buy", component="Rope")
        used = 2
    if second:
        t.action(0, "Magician", "order", 1, left - 2, component="Saw", slot=1)
        t.emit("market", slot=["order", 1], component="Saw", cause="order", replaced=None)
        t.emit("market", slot=["stock", 1], component="Saw", replaced="Metal", cause="special_assignment",
               card="Logistics", op="order_now")
        used = 2
    t.end_placement(0, "Magician", left - used)
    if arrive:
        def market(t):
            t.emit("market", slot=["stock", 0], component="Rope", replaced="Rope", cause="arrives")
        t.end_turn(returns={0: (["Magician"], {})}, discards=[(0, "Magician")], after_return=market)
    return t


def test_logistics_shows_the_ordered_type_in_its_aligned_buy_slot_until_it_arrives():
    t = logistics()
    live = Live(t)
    assert live.game.stock[0] == "Rope" and live.game.order == [None] * 4
    ok(logistics(buy=True, arrive=False))   # bought from the Buy area at once
    rejects(logistics(joins=None), r"Logistics: the ordered type shows in the aligned Buy slot at once")
    rejects(logistics(joins=("stock", 1)), r"Logistics: the ordered type shows in the aligned Buy slot")
    rejects(logistics(second=True, arrive=False), r"has no cause")   # the placement's first Order only (G28)


# -- A42 Traveling Merchants (order_deliver)

def merchants(deliveries):
    t, _, left = placed("Traveling Merchants", "Market Row", character="Magician", slot=3)
    for k, (comp, delivered, cost, slot) in enumerate(deliveries):
        t.action(0, "Magician", "order", 1, left - 1 - k, component=comp, slot=k)
        t.emit("market", slot=["order", k], component=comp, cause="order", replaced=None)
        if delivered:
            component(t, delivered, 1, "buy", ["supply"], ["board", 0], market_slot=slot or ["order", k])
            if cost is not None:
                card_gain(t, 0, "Traveling Merchants", "order_deliver", coins=-cost)
    return t.end_placement(0, "Magician", left - len(deliveries))


def test_traveling_merchants_deliver_a_copy_of_every_order_for_its_price_plus_1():
    ok(merchants([("Rope", "Rope", 3, None), ("Cog", "Cog", 4, None)]))   # every Order of the placement (T70)
    ok(merchants([("Rope", None, None, None), ("Cog", "Cog", 4, None)]))   # each optional
    rejects(merchants([("Rope", "Rope", 2, None)]), r"the delivered copy costs its price \+ 1 = 3")
    rejects(merchants([("Rope", "Rope", None, None)]), r"the delivered copy costs its price \+ 1 = 3")
    rejects(merchants([("Rope", "Saw", 3, None)]), r"has no cause")
    rejects(merchants([("Rope", "Rope", 3, ["stock", 0])]), r"has no cause")


# -- A45 Workshop Delivery (owned_types_in_stock)

def delivery(comp, count, price, slot):
    t, start, left = placed("Workshop Delivery", "Market Row", character="Magician", slot=3)
    t.action(0, "Magician", "buy", 1, left - 1, component=comp, count=count, bargain=0, price=price)
    component(t, comp, count, "buy", ["supply"], ["board", 0], market_slot=slot)
    t.gain(0, coins=-price, cause="buy", component=comp)
    return t.end_placement(0, "Magician", left - 1), start


def test_workshop_delivery_buys_owned_types_as_in_stock_for_1_coin_less_a_copy():
    t, start = delivery("Rope", 2, 2, ["owned"])
    with_state(t, start, state({"Rope": 1}))
    t, start = delivery("Wood", 2, 0, ["stock", 0])   # an owned type in stock costs 1 less a copy too (R53)
    with_state(t, start, state({"Wood": 1}))
    t, start = delivery("Rope", 2, 4, ["owned"])
    with_state(t, start, state({"Rope": 1}), r"Bargain, at least 0 \(G39\): \[2\]")
    t, start = delivery("Rope", 1, 1, ["owned"])   # not held: not in stock
    with_state(t, start, state({"Wood": 1}), r"Buy a type in the Buy area or on the Quick Order slot")
    t, start = delivery("Wood", 2, 2, ["stock", 0])
    with_state(t, start, state({"Wood": 1}), r"\[0\]")


# -- Business Share (A44) takes the Coins another seat spends on Market Row components: Investments made at
#    Downtown and Traveling Merchants' deliveries too (T73, R25)

def shared(card, location, shared_gain=True):
    """Turn I: seat 0's Magician draws Business Share, seat 1's draws `card`; turn II: seat 0's Apprentice
    holds Business Share at the Market Row, then seat 1's Magician spends Coins with `card`."""
    others = [n for pid, n in PROPHECY.items() if pid not in ("P20", "P12")][:2]
    t = Trace(4).setup(sa_decks=decks_with("Business Share", card), pending=[PROPHECY["P20"]] + others)
    t.start_turn()
    t.assign(0, {"Magician": "Dark Alley"}).assign(1, {"Magician": "Dark Alley"}).reveal()
    t.draw_cards(0, ["Business Share"])
    deck = t.sa_decks[location]
    t.place(1, "Magician", "Dark Alley", 1, ap(3, 1))
    t.draw(1, "Magician", 1, 3, location, deck[:2], card)
    t.end_placement(1, "Magician", 3)
    t.end_turn(returns={0: (["Magician"], {"Dark Alley": 1}), 1: (["Magician"], {"Dark Alley": 1})})
    t.start_turn()
    t.assign(0, sa={"Apprentice 1": "Business Share"}).assign(1, sa={"Magician": card}).reveal()
    t.place(0, "Apprentice 1", "Market Row", 3, ap(1), sa={"card": "Business Share", "use": "text"})
    t.end_placement(0, "Apprentice 1", 1)
    t.place(1, "Magician", location, 2, ap(3, 1), sa={"card": card, "use": "text"})
    if card == "Investments":
        t.action(1, "Magician", "take_coins", 3, 1, die="Bank 1")
        t.emit("die", die="Bank 1", face="X", cause="used")
        t.gain(1, coins=4, cause="take_coins", die="Bank 1")
        t.emit("component", seat=1, component="Wood", count=1, cause="buy", market_slot=["stock", 0],
               **{"from": ["supply"], "to": ["board", 1]})
        card_gain(t, 1, card, "take_coins_invest", coins=-1)
        spent = 1
    else:
        t.action(1, "Magician", "order", 1, 3, component="Rope", slot=0)
        t.emit("market", slot=["order", 0], component="Rope", cause="order", replaced=None)
        t.emit("component", seat=1, component="Rope", count=1, cause="buy", market_slot=["order", 0],
               **{"from": ["supply"], "to": ["board", 1]})
        card_gain(t, 1, card, "order_deliver", coins=-3)
        spent = 3
    if shared_gain:
        card_gain(t, 0, "Business Share", "business_share", coins=spent)
    return t.end_placement(1, "Magician", 1 if card == "Investments" else 3)


def test_business_share_takes_the_coins_of_investments_and_deliveries():
    for card, location in (("Investments", "Downtown"), ("Traveling Merchants", "Market Row")):
        ok(shared(card, location))
        rejects(shared(card, location, shared_gain=False), r"go to the Business Share's holder \(business_share\)")
