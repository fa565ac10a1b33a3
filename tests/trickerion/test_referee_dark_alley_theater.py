"""The referee on the Theater's card effects and abilities (docs/trickerion-trace.md "The Theater's card
effects and the Magicians' abilities"; README R41-R46): a correct fragment passes, a broken one is
refused naming the rule."""

from tests.trickerion.test_referee_dark_alley_abilities import assign
from tests.trickerion.test_referee_dark_alley_abilities import turn_two as ability_turn_two
from tests.trickerion.test_referee_dark_alley_ap import ap
from tests.trickerion.test_referee_dark_alley_effects import (card_gain, prepared, prophecy_gain, returns, set_up,
                                                              set_up_action, sides, with_state, yield_gain)

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


# -- Trick Steal (The Red Lotus, G80): P14 on a stolen yield (T92, T99, R44, R47), option red_lotus (R63)

LOTUS = ["The Mechaniker", "The Great Optico", "The Red Lotus", "Priestess of Mysticism"]
OWN = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels", "category": "Escape"}     # 1 Fame 1 Coin
PUB = {"seat": 1, "symbol": "heart", "trick": "Pub-In-A-Bottle", "category": "Optical"}        # 2 Fame 2 Coins
WINDOW = {"seat": 3, "symbol": "heart", "trick": "Window to the Otherworld", "category": "Spiritual"}   # 3 and 2


def lotus(prophecy="P14", options=None):
    """Seat 2's Red Lotus performs Riverside 1 on Friday: her Barricaded Barrels on A, seat 1's Pub-In-A-Bottle
    on C (an earlier seat), seat 3's Window to the Otherworld on E (a later seat); no Links."""
    t = ability_turn_two(prophecy=prophecy, magicians=LOTUS)
    t.events[0]["options"].update(options or {})
    assign(t, {2: {"Magician": "Theater"}}).reveal()
    start = len(t.events) - 1
    t.place(2, "Magician", "Theater", 0, ap(3), weekday="Friday")
    t.end_placement(2, "Magician", 3)
    t.emit("performance", weekday="Friday", seat=2, card="Riverside 1")

    def state(live):
        for m, slot in ((PUB, "C"), (WINDOW, "E")):
            live.seat(m["seat"]).tricks[m["trick"]] = {"symbol": m["symbol"], "engineer": False}
            live.game.cards["Riverside 1"][slot] = dict(m, sides=sides(slot, "B" if slot == "C" else "F",
                                                                       m["category"]))
        live.game.cards["Riverside 1"]["A"] = dict(OWN, sides=sides("A", "B", "Escape"))
    return t, start, state


def steal(t, victim, slot, trick):
    t.emit("magician_ability", seat=2, magician="The Red Lotus", ability="trick_steal", slot="A", victim=victim,
           victim_slot=slot, trick=trick)


def lotus_gain(t, seat, **amounts):
    t.gain(seat, cause="ability", magician="The Red Lotus", **amounts)


def p14(t, seat, coins):
    prophecy_gain(t, seat, "P14", "coin_yield_as_fame", fame=coins, coins=-coins)


def lotus_end(t):
    t.gain(2, shards=1, cause="performer_bonus", card="Riverside 1")
    for m, slot in ((PUB, "C"), (OWN, "A"), (WINDOW, "E")):
        t.emit("marker", seat=m["seat"], trick=m["trick"], symbol=m["symbol"], count=1, cause="performed",
               **{"from": ["card", "Riverside 1", slot], "to": ["supply", m["seat"]]})
    return t


def test_p14_converts_a_stolen_yields_coins_after_the_earlier_robbed_seats_minus_1():
    """The robbed seat 1 yielded first: her stolen yield's gain, its -1 at once, then P14's (T99, T92)."""
    def trace(after_steal, window=True):
        t, start, state = lotus()
        yield_gain(t, 1, 2, 2, None, trick="Pub-In-A-Bottle", slot="C")
        p14(t, 1, 2)
        steal(t, 1, "C", "Pub-In-A-Bottle")
        after_steal(t)
        if window:
            yield_gain(t, 3, 5, 0, None, trick="Window to the Otherworld", slot="E")   # P14 in one gain (R2)
        return lotus_end(t), start, state

    def documented(t):
        lotus_gain(t, 2, fame=2, coins=2)
        lotus_gain(t, 1, fame=-1)
        p14(t, 2, 2)
    with_state(*trace(documented))

    def p14_before_minus_1(t):
        lotus_gain(t, 2, fame=2, coins=2)
        p14(t, 2, 2)
        lotus_gain(t, 1, fame=-1)
    with_state(*trace(p14_before_minus_1), r"the robbed seat gets 1 Fame less \(G80, R44\)")

    def no_p14(t):
        lotus_gain(t, 2, fame=2, coins=2)
        lotus_gain(t, 1, fame=-1)
    with_state(*trace(no_p14), r"P14: the stolen yield's Coins as Fame")

    def converted_in_the_steal(t):
        lotus_gain(t, 2, fame=4, coins=0)
        lotus_gain(t, 1, fame=-1)
    with_state(*trace(converted_in_the_steal), r"Trick Steal: the stolen Trick's yield, her weekday's modifier")

    def wrong_amount(t):
        lotus_gain(t, 2, fame=2, coins=2)
        lotus_gain(t, 1, fame=-1)
        p14(t, 2, 1)
    with_state(*trace(wrong_amount), r"P14: the stolen yield's Coins as Fame")


def test_p14_converts_a_stolen_yields_coins_at_once_when_the_robbed_seat_comes_later():
    """The robbed seat 3 comes after her: P14's gain right after her stolen yield's; its -1 after its yield gain,
    before its own P14 gain (T99)."""
    def trace(after_steal):
        t, start, state = lotus()
        yield_gain(t, 1, 4, 0, None, trick="Pub-In-A-Bottle", slot="C")
        steal(t, 3, "E", "Window to the Otherworld")
        after_steal(t)
        return lotus_end(t), start, state

    def documented(t):
        lotus_gain(t, 2, fame=3, coins=2)
        p14(t, 2, 2)
        yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
        lotus_gain(t, 3, fame=-1)
        p14(t, 3, 2)
    with_state(*trace(documented))

    def p14_after_the_victims_yield(t):
        lotus_gain(t, 2, fame=3, coins=2)
        yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
        p14(t, 2, 2)
        lotus_gain(t, 3, fame=-1)
        p14(t, 3, 2)
    with_state(*trace(p14_after_the_victims_yield), r"P14: the stolen yield's Coins as Fame")

    def victims_p14_before_its_minus_1(t):
        lotus_gain(t, 2, fame=3, coins=2)
        p14(t, 2, 2)
        yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
        p14(t, 3, 2)
        lotus_gain(t, 3, fame=-1)
    with_state(*trace(victims_p14_before_its_minus_1), r"the robbed seat gets 1 Fame less \(G80\)")


def test_without_p14_a_stolen_yield_keeps_its_coins():
    def trace(extra):
        t, start, state = lotus("P10")
        yield_gain(t, 1, 2, 2, None, trick="Pub-In-A-Bottle", slot="C")
        steal(t, 1, "C", "Pub-In-A-Bottle")
        lotus_gain(t, 2, fame=2, coins=2)
        lotus_gain(t, 1, fame=-1)
        extra(t)
        yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
        return lotus_end(t), start, state
    with_state(*trace(lambda t: None))
    with_state(*trace(lambda t: p14(t, 2, 2)), r"a performed Window to the Otherworld yields")


def steal_twice(options):
    t, start, state = lotus("P10", options)
    yield_gain(t, 1, 2, 2, None, trick="Pub-In-A-Bottle", slot="C")
    steal(t, 1, "C", "Pub-In-A-Bottle")
    lotus_gain(t, 2, fame=2, coins=2)
    lotus_gain(t, 1, fame=-1)
    return t, start, state


def test_red_lotus_per_trick_lets_each_marker_of_hers_steal_once():
    """Option red_lotus=per_trick (the rule, G80): a second marker of hers steals again; under `once` it is
    refused, her second marker yields its own (R63)."""
    mummy = {"seat": 2, "symbol": "heart", "trick": "Burning Mummy", "category": "Escape"}   # 2 Fame 2 Coins

    def trace(options, again=True):
        t, start, state = steal_twice(options)

        def two_markers(live):
            state(live)
            live.seat(2).tricks["Burning Mummy"] = {"symbol": "heart", "engineer": False}
            live.game.cards["Riverside 1"]["B"] = dict(mummy, sides=sides("B", "C", "Escape"))
        if again:
            t.emit("magician_ability", seat=2, magician="The Red Lotus", ability="trick_steal", slot="B", victim=3,
                   victim_slot="E", trick="Window to the Otherworld")
            lotus_gain(t, 2, fame=3, coins=2)
            yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
            lotus_gain(t, 3, fame=-1)
        else:
            yield_gain(t, 2, 2, 2, "Friday", trick="Burning Mummy", slot="B")
            yield_gain(t, 3, 3, 2, None, trick="Window to the Otherworld", slot="E")
        t.gain(2, shards=1, cause="performer_bonus", card="Riverside 1")
        for m, slot in ((PUB, "C"), (OWN, "A"), (mummy, "B"), (WINDOW, "E")):
            t.emit("marker", seat=m["seat"], trick=m["trick"], symbol=m["symbol"], count=1, cause="performed",
                   **{"from": ["card", "Riverside 1", slot], "to": ["supply", m["seat"]]})
        return t, start, two_markers
    with_state(*trace({"red_lotus": "per_trick"}))
    with_state(*trace({"red_lotus": "per_trick"}, again=False))
    with_state(*trace({"red_lotus": "once"}, again=False))
    with_state(*trace({"red_lotus": "once"}), r"option red_lotus=once: one Trick Steal a Performance \(G80, R63\)")


def test_electras_pile_is_rescheduled_whole_with_count_2():
    """docs/trickerion-trace.md "Places": the pile's `marker` events have `count` 2 when it moves; its Reschedule
    carries both markers to the new slot, which yields as a pile from then on."""
    def trace(count):
        t = ability_turn_two(prophecy="P20", magicians=["Electra", "The Great Optico", "Master of Chains",
                                                        "Priestess of Mysticism"])
        t.assign(0, {"Magician": "Theater"}).reveal()
        start = len(t.events) - 1
        t.place(0, "Magician", "Theater", 1, ap(3), weekday="Friday")
        s = sides("C", "B", "Mechanical")
        t.action(0, "Magician", "reschedule", 1, 2, trick="Linking Rings", facing="B", sides=s,
                 **{"from": ["card", "Riverside 1", "A"], "to": ["card", "Riverside 1", "C"]})
        t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=count, cause="reschedule", facing="B",
               sides=s, **{"from": ["card", "Riverside 1", "A"], "to": ["card", "Riverside 1", "C"]})
        return t.end_placement(0, "Magician", 2), start

    def pile(live):
        live.game.cards["Riverside 1"]["A"] = dict(LINKING, sides=sides("A", "B", "Mechanical"), count=2)
    t, start = trace(2)
    with_state(t, start, pile)
    t, start = trace(1)
    with_state(t, start, pile, r"the rescheduled marker moves")
