"""The referee on the Theater's card effects and abilities (docs/trickerion-trace.md "The Theater's card
effects and the Magicians' abilities"; README R41-R46): a correct fragment passes, a broken one is
refused naming the rule."""

from tests.trickerion.test_referee_dark_alley_abilities import turn_two as ability_turn_two
from tests.trickerion.test_referee_dark_alley_ap import ap
from tests.trickerion.test_referee_dark_alley_effects import (card_gain, prepared, returns, set_up, set_up_action,
                                                              sides, with_state, yield_gain)

LINKING = {"seat": 0, "symbol": "spade", "trick": "Linking Rings", "category": "Mechanical"}
BARRELS = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels", "category": "Escape"}


def full_card(live):
    """Riverside 1's slots all held by seat 2's markers (grey ones are not needed)."""
    prepared(2)(live)
    for slot in "ABC":
        live.game.cards["Riverside 1"].setdefault(slot, dict(BARRELS, sides=sides(slot, "B" if slot != "B" else "A",
                                                                                  "Escape")))


def guest(t):
    t.action(0, "Magician", "set_up", 1, 2, trick="Linking Rings", card="Riverside 1", slot="guest", facing=None,
             sides=None, links=[])
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="set_up",
           **{"from": ["trick", 0, "spade"], "to": ["card", "Riverside 1", "guest"]})
    return t.end_placement(0, "Magician", 2)


def test_guest_performer_sets_up_into_a_full_cards_guest_slot():
    t, start, _ = set_up(cards=["Guest Performer"], sa="Guest Performer")
    with_state(guest(t), start, full_card)
    t, start, _ = set_up(cards=["Guest Performer"], sa="Guest Performer")
    with_state(guest(t), start, prepared(2), r"a full card's Guest slot \(A06, R41\)")
    t, start, _ = set_up()
    with_state(guest(t), start, full_card, r"the Guest slot only under Guest Performer's text \(A06\)")


def test_orchestral_interlude_pays_every_adjacent_marker_that_is_no_link():
    def state(live):   # seat 2's Escape marker on B, turned so that nothing links with A
        prepared(2)(live)
        live.game.cards["Riverside 1"]["B"] = dict(BARRELS, sides=sides("B", "A", "Escape"))

    def trace(adjacent, pay=True):
        t, start, s = set_up(cards=["Orchestral Interlude"], sa="Orchestral Interlude")
        t.action(0, "Magician", "set_up", 1, 2, trick="Linking Rings", card="Riverside 1", slot="A", facing="B",
                 sides=s, links=[], adjacent=adjacent)
        t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="set_up", facing="B", sides=s,
               **{"from": ["trick", 0, "spade"], "to": ["card", "Riverside 1", "A"]})
        if pay:
            card_gain(t, 0, "Orchestral Interlude", "pay_every_adjacent", coins=1)
        return t.end_placement(0, "Magician", 2), start
    t, start = trace([{"circle": "AB", "with": 2, "payment": "coins"}])
    with_state(t, start, state)
    t, start = trace([], pay=False)
    with_state(t, start, state, r"Orchestral Interlude pays every circle .*\(A07, set_up.adjacent\)")
    t, start = trace([{"circle": "AB", "with": 2, "payment": "coins"}], pay=False)
    with_state(t, start, state, r"Orchestral Interlude: the adjacent marker across AB pays")


def test_buying_time_swaps_two_cards_then_gives_3_coins():
    def trace(after):
        t, start, s = set_up(cards=["Buying Time"], sa="Buying Time")
        set_up_action(t, s)
        track = list(t.track)
        swapped = [track[1], track[0]] + track[2:]
        after(t, track, swapped)
        return t.end_placement(0, "Magician", 2), start
    t, start = trace(lambda t, a, b: (t.emit("track_swap", seat=0, cards=a[:2], track=b),
                                      card_gain(t, 0, "Buying Time", "swap_cards", coins=3)))
    with_state(t, start, prepared())
    t, start = trace(lambda t, a, b: None)   # a refused swap gives nothing
    with_state(t, start, prepared())
    t, start = trace(lambda t, a, b: t.emit("track_swap", seat=0, cards=a[:2], track=b))
    with_state(t, start, prepared(), r"Buying Time: the swap gives 3 Coins \(A10\)")
    t, start = trace(lambda t, a, b: t.emit("track_swap", seat=0, cards=a[:2], track=a))
    with_state(t, start, prepared(), r"track_swap.track is the track after the swap")


def reschedule(sa, **fields):
    t, start, _ = set_up(cards=[sa], sa=sa)
    t.action(0, "Magician", "reschedule", 1, 2, **fields)
    return t, start


def test_directors_favor_moves_an_opponents_marker():
    s = sides("C", "B", "Escape")

    def state(live):
        live.game.cards["Riverside 1"]["B"] = dict(BARRELS, sides=sides("B", "A", "Escape"))

    def trace(sa, owner):
        t, start = reschedule(sa, trick="Barricaded Barrels", owner=owner, facing="B", sides=s,
                              **{"from": ["card", "Riverside 1", "B"], "to": ["card", "Riverside 1", "C"]})
        t.emit("marker", seat=2, trick="Barricaded Barrels", symbol="spade", count=1, cause="reschedule", facing="B",
               sides=s, **{"from": ["card", "Riverside 1", "B"], "to": ["card", "Riverside 1", "C"]})
        return t.end_placement(0, "Magician", 2), start
    t, start = trace("Director's Favor", 2)
    with_state(t, start, state)
    t, start = trace("New Twist", 2)
    with_state(t, start, state, r"only under Director's Favor's text \(A15, G65\)")


def test_street_performance_takes_a_marker_off_and_yields_now_by_the_characters_weekday():
    def state(live):
        live.game.cards["Riverside 1"]["A"] = dict(LINKING, sides=sides("A", "B", "Mechanical"))

    def trace(day, fame, coins):
        t, start = reschedule("Street Performance", trick="Linking Rings", street_performance=True, weekday=day,
                              **{"from": ["card", "Riverside 1", "A"], "to": ["supply", 0]})
        t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="reschedule",
               **{"from": ["card", "Riverside 1", "A"], "to": ["supply", 0]})
        card_gain(t, 0, "Street Performance", "street_performance", fame=fame, coins=coins)
        return t.end_placement(0, "Magician", 2), start
    t, start = trace("Friday", 0, 2)
    with_state(t, start, state)
    t, start = trace("Friday", 1, 2)
    with_state(t, start, state, r"Street Performance: the marker yields now")
    t, start = trace("Sunday", 1, 3)
    with_state(t, start, state, r"by the placed character's weekday \(Friday, A14\)")


def perform(card, other=False):
    """Seat 0's Magician performs Riverside 1 on Friday with `card`'s text."""
    t = set_up.__globals__["turn_two"](cards=[card])
    t.assign(0, sa={"Magician": card}).reveal()
    start = len(t.events) - 1
    t.place(0, "Magician", "Theater", 0, ap(3), weekday="Friday", sa={"card": card, "use": "text"})
    t.end_placement(0, "Magician", 3)
    t.emit("performance", weekday="Friday", seat=0, card="Riverside 1")

    def state(live):
        cards = live.game.cards["Riverside 1"]
        cards["A"] = dict(LINKING, sides=sides("A", "B", "Mechanical"))
        if other:
            cards["C"] = dict(BARRELS, sides=sides("C", "B", "Escape"))
    return t, start, state


def bonus(t):
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")


def test_arranged_fiasco_gives_the_performer_1_per_own_marker_and_takes_1_per_other_marker():
    t, start, state = perform("Arranged Fiasco", other=True)
    yield_gain(t, 0, 0, 2, "Friday")
    yield_gain(t, 2, 1, 1, None, trick="Barricaded Barrels", slot="C")
    bonus(t)
    card_gain(t, 0, "Arranged Fiasco", "fiasco", fame=1)
    card_gain(t, 2, "Arranged Fiasco", "fiasco", fame=-1)
    with_state(returns(t, other=True), start, state)
    t, start, state = perform("Arranged Fiasco", other=True)
    yield_gain(t, 0, 0, 2, "Friday")
    yield_gain(t, 2, 1, 1, None, trick="Barricaded Barrels", slot="C")
    bonus(t)
    card_gain(t, 0, "Arranged Fiasco", "fiasco", fame=1)
    with_state(returns(t, other=True), start, state, r"Arranged Fiasco: the performer \+1 Fame per own marker")


def test_grand_premiere_doubles_one_part_of_a_first_performed_tricks_yield():
    t, start, state = perform("Grand Premiere")
    yield_gain(t, 0, 0, 2, "Friday")
    card_gain(t, 0, "Grand Premiere", "premiere", coins=2)
    bonus(t)
    with_state(returns(t), start, state)
    t, start, state = perform("Grand Premiere")
    yield_gain(t, 0, 0, 2, "Friday")
    card_gain(t, 0, "Grand Premiere", "premiere", fame=2)
    with_state(returns(t), start, state, r"Grand Premiere: a Trick performed for the first time")


def test_durable_components_puts_one_performed_marker_back_on_its_trick_card():
    t, start, state = perform("Durable Components")
    yield_gain(t, 0, 0, 2, "Friday")
    bonus(t)
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="performed",
           **{"from": ["card", "Riverside 1", "A"], "to": ["trick", 0, "spade"]})
    with_state(t, start, state)
    t, start, state = perform("New Twist")
    yield_gain(t, 0, 0, 2, "Friday")
    bonus(t)
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="performed",
           **{"from": ["card", "Riverside 1", "A"], "to": ["trick", 0, "spade"]})
    with_state(t, start, state, r"every seat's performed marker goes back to its supply \(G70\)")


# -- the abilities

def test_electras_supercharge_piles_two_markers_that_yield_once_plus_the_level():
    t = ability_turn_two(prophecy="P20", magicians=["Electra", "The Great Optico", "Master of Chains",
                                                    "Priestess of Mysticism"])
    t.assign(0, {"Magician": "Theater"}).reveal()
    start = len(t.events) - 1
    t.place(0, "Magician", "Theater", 1, ap(3) | {"ability": 0}, weekday="Friday")
    s = sides("A", "B", "Mechanical")
    set_up_action(t, s)
    t.emit("magician_ability", seat=0, magician="Electra", ability="supercharge", character="Magician",
           trick="Linking Rings", card="Riverside 1", slot="A")
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="set_up",
           **{"from": ["trick", 0, "spade"], "to": ["card", "Riverside 1", "A"]})
    with_state(t.end_placement(0, "Magician", 2), start, prepared(2))
    with_state(t, start, prepared(1), r"Supercharge needs a second marker on the Trick card \(G82\)")
