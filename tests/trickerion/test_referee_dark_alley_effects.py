"""The referee on the effects whose consequences are resources, markers and market slots
(docs/trickerion-effects.md "Resources", "Market Row", "Workshop", "Theater"): gains with cause
"prophecy" / "special_assignment" and `op`, effects that change a Buy's price, a Prepare's markers,
a Set Up's payments, a Performance's yields and bonuses; and the refusal of the primitives whose
events docs/trickerion-trace.md does not pin. Turn I makes the Prophecy Active and draws the SA
cards a case needs; turn II is the case. Where a case needs a prepared Trick or markers on a card,
the test puts them into the referee's model at the start of turn II (`Live`)."""

import pytest

from tests.trickerion.dark_alley_fixture import PROPHECY, Live
from tests.trickerion.referee import RefereeError, check_trace
from tests.trickerion.test_referee_dark_alley_ap import ap, turn_two

CYCLE = ["Escape", "Spiritual", "Mechanical", "Optical"]
DIRS = ["up", "right", "down", "left"]


def sides(slot, facing, category):
    (ca, ra), (cb, rb) = divmod("ABCDEF".index(slot), 3), divmod("ABCDEF".index(facing), 3)
    d = {(0, -1): "up", (0, 1): "down", (1, 0): "right", (-1, 0): "left"}[(cb - ca, rb - ra)]
    k, i = CYCLE.index(category), DIRS.index(d)
    return {DIRS[(i + j) % 4]: CYCLE[(k + j) % 4] for j in range(4)}


def ok(t):
    check_trace(t.events, complete=False)


def rejects(t, words):
    with pytest.raises(RefereeError, match=words):
        check_trace(t.events, complete=False)


def with_state(t, start, prepare, words=None):
    """Feed to `start` (turn II's first event after its start), set the model up, feed the rest."""
    live = Live(t, upto=start)
    prepare(live)
    if words is None:
        live.feed()
    else:
        with pytest.raises(RefereeError, match=words):
            live.feed()


def prophecy_gain(t, seat, pid, op, **amounts):
    return t.gain(seat, cause="prophecy", prophecy=PROPHECY[pid], op=op, **amounts)


def card_gain(t, seat, card, op, **amounts):
    return t.gain(seat, cause="special_assignment", card=card, op=op, **amounts)


# -- Take Coins: take_coins_times (P07, R2), take_coins_fame (A33)

def take_coins(prophecy="P20", cards=(), sa=None):
    t = turn_two(prophecy, cards)
    if sa:
        t.assign(0, sa={"Magician": sa}).reveal()
    else:
        t.assign(0, {"Magician": "Downtown"}).reveal()
    t.place(0, "Magician", "Downtown", 3, ap(3), sa={"card": sa, "use": "text"} if sa else None)
    t.action(0, "Magician", "take_coins", 3, 0, die="Bank 1")
    t.emit("die", die="Bank 1", face="X", cause="used")
    return t


def test_take_coins_gives_double_under_p07_in_one_gain_or_two():
    t = take_coins("P07")
    t.gain(0, coins=8, cause="take_coins", die="Bank 1")
    ok(t.end_placement(0, "Magician", 0))
    t = take_coins("P07")
    t.gain(0, coins=4, cause="take_coins", die="Bank 1")
    prophecy_gain(t, 0, "P07", "take_coins_times", coins=4)
    ok(t.end_placement(0, "Magician", 0))
    t = take_coins("P07")
    t.gain(0, coins=4, cause="take_coins", die="Bank 1")
    rejects(t.end_placement(0, "Magician", 0), r"\(take_coins_times\)")
    t = take_coins("P07")
    t.gain(0, coins=6, cause="take_coins", die="Bank 1")
    rejects(t, r"Take Coins gives 2 x the Bank die's 4 Coins")


def test_fame_and_fortune_gives_fame_for_the_coins_taken_less_1():
    t = take_coins(cards=["Fame and Fortune"], sa="Fame and Fortune")
    t.gain(0, coins=4, cause="take_coins", die="Bank 1")
    card_gain(t, 0, "Fame and Fortune", "take_coins_fame", fame=3)
    ok(t.end_placement(0, "Magician", 0))
    t = take_coins(cards=["Fame and Fortune"], sa="Fame and Fortune")
    t.gain(0, coins=4, cause="take_coins", die="Bank 1")
    rejects(t.end_placement(0, "Magician", 0), r"Fame = the Coins taken - 1 = 3 \(take_coins_fame\)")


# -- Market Row: component_price (P21), buy_from_order_area (P04), buy_with_fame (A37),
#    buy_with_shard (A38), buy_fame (A39), keep_quick_order (A43), business_share (A44)

def market(prophecy="P20", cards=(), sa=None, character="Magician", slot=3):
    t = turn_two(prophecy, cards)
    if sa:
        t.assign(0, sa={character: sa}).reveal()
    else:
        t.assign(0, {character: "Market Row"}).reveal()
    base = t.characters_ap(character) + [2, 1, 1, 0][slot]
    t.place(0, character, "Market Row", slot, ap(t.characters_ap(character), [2, 1, 1, 0][slot]),
            sa={"card": sa, "use": "text"} if sa else None)
    return t, base


def buy(t, comp, count, price, market_slot, left, character="Magician", bargain=0):
    t.action(0, character, "buy", 1 + bargain, left, component=comp, count=count, bargain=bargain, price=price)
    t.emit("component", seat=0, component=comp, count=count, cause="buy", market_slot=market_slot,
           **{"from": ["supply"], "to": ["board", 0]})


def test_every_component_costs_2_under_p21():
    for price, good in ((4, True), (2, False)):
        t, left = market("P21")
        buy(t, "Wood", 2, price, ["stock", 0], left - 1)
        if good:
            t.gain(0, coins=-price, cause="buy", component="Wood")
            ok(t)
        else:
            rejects(t, r"the price is count x price .*\[4\]")


def test_order_area_types_can_be_bought_under_p04():
    def trace(prophecy):
        t, left = market(prophecy)
        t.action(0, "Magician", "order", 1, left - 1, component="Rope", slot=0)
        t.emit("market", slot=["order", 0], component="Rope", cause="order", replaced=None)
        buy(t, "Rope", 1, 2, ["order", 0], left - 2)
        t.gain(0, coins=-2, cause="buy", component="Rope")
        return t
    ok(trace("P04"))
    rejects(trace("P20"), r"Buy a type in the Buy area or on the Quick Order slot")


def test_smuggled_goods_pays_the_buy_in_fame_less_1():
    t, left = market(cards=["Smuggled Goods"], sa="Smuggled Goods")
    buy(t, "Wood", 3, 0, ["stock", 0], left - 1)
    card_gain(t, 0, "Smuggled Goods", "buy_with_fame", fame=-2)
    ok(t.end_placement(0, "Magician", left - 1))
    t, left = market(cards=["Smuggled Goods"], sa="Smuggled Goods")
    buy(t, "Wood", 3, 3, ["stock", 0], left - 1)
    rejects(t, r"the Buy paid in Fame or with a Shard costs no Coins")
    t, left = market(cards=["Smuggled Goods"], sa="Smuggled Goods")
    buy(t, "Wood", 3, 0, ["stock", 0], left - 1)
    card_gain(t, 0, "Smuggled Goods", "buy_with_fame", fame=-3)
    rejects(t, r"paid in Fame = price - 1, cut at 0 \(buy_with_fame\): 2")


def test_barter_with_power_buys_up_to_4_coins_worth_for_a_shard():
    t, left = market(cards=["Barter with Power"], sa="Barter with Power")
    buy(t, "Glass", 3, 0, ["stock", 2], left - 1)
    card_gain(t, 0, "Barter with Power", "buy_with_shard", shards=-1)
    ok(t.end_placement(0, "Magician", left - 1))
    t, left = market(cards=["Barter with Power"], sa="Barter with Power")
    buy(t, "Glass", 3, 0, ["stock", 2], left - 1)
    rejects(t.end_placement(0, "Magician", left - 1), r"the Buy is free for 1 Shard returned \(buy_with_shard\)")


def test_workshop_exhibition_gives_fame_for_the_coins_paid_less_1():
    t, left = market(cards=["Workshop Exhibition"], sa="Workshop Exhibition")
    buy(t, "Wood", 3, 3, ["stock", 0], left - 1)
    t.gain(0, coins=-3, cause="buy", component="Wood")
    card_gain(t, 0, "Workshop Exhibition", "buy_fame", fame=2)
    ok(t.end_placement(0, "Magician", left - 1))
    t, left = market(cards=["Workshop Exhibition"], sa="Workshop Exhibition")
    buy(t, "Wood", 3, 3, ["stock", 0], left - 1)
    t.gain(0, coins=-3, cause="buy", component="Wood")
    rejects(t.end_placement(0, "Magician", left - 1), r"Fame = Coins paid - 1 \(buy_fame\): 2")


def test_dubious_sources_keeps_the_quick_order_component_at_end_turn():
    """docs/trickerion-trace.md: at End Turn the kept component's `market` event (cause special_assignment, `card`,
    `op` keep_quick_order, `component` = `replaced`) instead of `returns` (R24)."""
    def keep(card="Dubious Sources", component="Rope"):
        return lambda t: t.emit("market", slot=["quick_order"], component=component, replaced="Rope",
                                cause="special_assignment", card=card, op="keep_quick_order")

    def trace(sa, after_return=None):
        t, left = market(cards=["Dubious Sources"], sa=sa)
        t.action(0, "Magician", "quick_order", 2, left - 2, component="Rope")
        t.emit("market", slot=["quick_order"], component="Rope", cause="quick_order", replaced=None)
        t.end_placement(0, "Magician", left - 2)
        discards = [(0, "Magician")] if sa else []
        return t.end_turn(returns={0: (["Magician"], {} if sa else {"Market Row": 1})}, discards=discards,
                          after_return=after_return)
    ok(trace("Dubious Sources", keep()))
    rejects(trace("Dubious Sources"), r"Dubious Sources' keep_quick_order market event at End Turn, instead of returns")
    rejects(trace("Dubious Sources", keep(component=None)), r"the kept Quick Order component stays")
    rejects(trace("Dubious Sources", keep(card="Shoplifting")), r"its market event names the card")
    rejects(trace(None), r"the Quick Order component returns at End Turn \(G42\)")
    rejects(trace(None, keep()), r"its market event names the card that kept")


def test_business_share_takes_the_coins_other_seats_spend_at_the_market_row_after_it():
    def trace(shared):
        t = turn_two(cards=["Business Share"])
        t.assign(0, sa={"Apprentice 1": "Business Share"}).assign(1, {"Apprentice 1": "Market Row"}).reveal()
        t.place(0, "Apprentice 1", "Market Row", 3, ap(1), sa={"card": "Business Share", "use": "text"})
        t.end_placement(0, "Apprentice 1", 1)
        t.place(1, "Apprentice 1", "Market Row", 2, ap(1, 1))
        t.action(1, "Apprentice 1", "buy", 1, 1, component="Metal", count=2, bargain=0, price=2)
        t.emit("component", seat=1, component="Metal", count=2, cause="buy", market_slot=["stock", 1],
               **{"from": ["supply"], "to": ["board", 1]})
        t.gain(1, coins=-2, cause="buy", component="Metal")
        if shared:
            card_gain(t, 0, "Business Share", "business_share", coins=2)
        return t.end_placement(1, "Apprentice 1", 1)
    ok(trace(True))
    rejects(trace(False), r"go to the Business Share's holder \(business_share\)")


# -- Workshop: prepare_markers (A16, A17), prepare_yield_now (A17), prepare_fame_per_component (A19),
#    prepare_lacking (A20)

def prepare(card, trick="Linking Rings", markers=3, symbol="spade", use="text"):
    t = turn_two(cards=[card])
    t.assign(0, sa={"Manager": card}).reveal()
    start = len(t.events) - 1
    t.place(0, "Manager", "Workshop", 0, ap(2, sa=1 if use == "ap" else 0), sa={"card": card, "use": use})
    left = 1 if use == "text" else 2
    t.action(0, "Manager", "prepare", 1, left, trick=trick, markers=markers)
    if markers:
        t.emit("marker", seat=0, trick=trick, symbol=symbol, count=markers, cause="prepare",
               **{"from": ["supply", 0], "to": ["trick", 0, symbol]})
    return t, start


def holding(board, trick=None):
    def prepare(live):
        live.seat(0).board.update(board)
        if trick:
            live.seat(0).tricks[trick] = {"symbol": "heart", "engineer": False}
    return prepare


def test_trick_tweaking_prepares_one_more_marker():
    t, start = prepare("Trick Tweaking", markers=3)
    with_state(t.end_placement(0, "Manager", 1), start, holding({"Metal": 2}))
    t, start = prepare("Trick Tweaking", markers=2)
    with_state(t, start, holding({"Metal": 2}), r"and the effects in force\), capped by the free ones: 3")
    t, start = prepare("Trick Tweaking", markers=2, use="ap")
    with_state(t.end_placement(0, "Manager", 2), start, holding({"Metal": 2}))


def test_test_run_prepares_one_marker_fewer_and_yields_now():
    t, start = prepare("Test Run", markers=1)
    card_gain(t, 0, "Test Run", "prepare_yield_now", coins=2)
    with_state(t.end_placement(0, "Manager", 1), start, holding({"Metal": 2}))
    t, start = prepare("Test Run", markers=1)
    with_state(t.end_placement(0, "Manager", 1), start, holding({"Metal": 2}),
               r"the prepared Trick yields once, now \(prepare_yield_now\)")


def test_invention_gives_fame_per_advanced_and_superior_component_required():
    t, start = prepare("Invention", trick="Levitation", markers=2, symbol="heart")
    card_gain(t, 0, "Invention", "prepare_fame_per_component", fame=3)
    comps = {"Glass": 3, "Rope": 1, "Petroleum": 2}
    with_state(t.end_placement(0, "Manager", 1), start, holding(comps, "Levitation"))
    t, start = prepare("Invention", trick="Levitation", markers=2, symbol="heart")
    card_gain(t, 0, "Invention", "prepare_fame_per_component", fame=6)
    with_state(t, start, holding(comps, "Levitation"), r"\(prepare_fame_per_component\): 3")


def test_ingenuity_prepares_lacking_one_type_with_one_marker():
    t, start = prepare("Ingenuity", trick="Levitation", markers=1, symbol="heart")
    with_state(t.end_placement(0, "Manager", 1), start, holding({"Glass": 3, "Rope": 1}, "Levitation"))
    t, start = prepare("Ingenuity", trick="Levitation", markers=1, symbol="heart")
    with_state(t, start, holding({"Glass": 3}, "Levitation"), "Ingenuity lets it lack 1 type")
    t, start = prepare("Ingenuity", trick="Levitation", markers=2, symbol="heart")
    with_state(t.end_placement(0, "Manager", 1), start, holding({"Glass": 3, "Rope": 1, "Petroleum": 2},
                                                                  "Levitation"))


# -- Theater: set_up_fame (P10, P13, P17, P23), link_payment_times (A08), same_trick_twice (A09)

def set_up(prophecy="P20", cards=(), sa=None, slot="A", facing="B", card="Riverside 1"):
    t = turn_two(prophecy, cards)
    if sa:
        t.assign(0, sa={"Magician": sa}).reveal()
    else:
        t.assign(0, {"Magician": "Theater"}).reveal()
    start = len(t.events) - 1
    t.place(0, "Magician", "Theater", 1, ap(3), weekday="Friday", sa={"card": sa, "use": "text"} if sa else None)
    s = sides(slot, facing, "Mechanical")
    return t, start, s


def prepared(markers=2, barrels=False):
    def prepare(live):
        live.seat(0).on_trick["spade"] = markers
        if barrels:   # seat 2's Escape marker on Riverside 1's B, turned toward C: Mechanical faces A
            live.game.cards["Riverside 1"]["B"] = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels",
                                                   "category": "Escape", "sides": sides("B", "C", "Escape")}
    return prepare


def set_up_action(t, s, links=(), card="Riverside 1", slot="A", facing="B", left=2):
    t.action(0, "Magician", "set_up", 1, left, trick="Linking Rings", card=card, slot=slot, facing=facing, sides=s,
             links=list(links))
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="set_up", facing=facing, sides=s,
           **{"from": ["trick", 0, "spade"], "to": ["card", card, slot]})


def test_setting_up_a_trick_of_the_prophecys_category_gives_2_fame():
    t, start, s = set_up("P13")
    set_up_action(t, s)
    prophecy_gain(t, 0, "P13", "set_up_fame", fame=2)
    with_state(t.end_placement(0, "Magician", 2), start, prepared())
    t, start, s = set_up("P13")
    set_up_action(t, s)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(), r"\(set_up_fame\)")
    t, start, s = set_up("P10")   # Escape: not Linking Rings' category
    set_up_action(t, s)
    with_state(t.end_placement(0, "Magician", 2), start, prepared())


def headliner_shard_link(prophecy="P20"):
    """Seat 0 sets up Linking Rings under Headliner Trick, one Link on Riverside 1's Shard circle AB
    with seat 2's marker, paid in Coins; its base gains follow."""
    link = {"circle": "AB", "with": 2, "shard": True, "payment": "coins"}
    t, start, s = set_up(prophecy, cards=["Headliner Trick"], sa="Headliner Trick")
    set_up_action(t, s, [link])
    return t, start


def shard_link_gains(t, placer_first=True):
    t.gain(0, coins=1, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    for p in (0, 2) if placer_first else (2, 0):
        t.gain(p, shards=1, cause="link_shard", card="Riverside 1", circle="AB")


def test_headliner_trick_pays_each_link_twice_shards_included_after_the_links_gains():
    # docs/trickerion-trace.md "Gains of the effects": after the Links' gains, one per Link, the extra
    # payment in the kind chosen and the placer's extra Shards (R10, R65)
    for placer_first in (True, False):
        t, start = headliner_shard_link()
        shard_link_gains(t, placer_first)
        card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
        with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True))


def test_headliner_trick_refuses_the_extra_right_after_the_base_gain():
    t, start = headliner_shard_link()   # the old R2 split form
    t.gain(0, coins=1, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1)
    t.gain(0, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    card_gain(t, 0, "Headliner Trick", "link_payment_times", shards=1)
    t.gain(2, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    with_state(t, start, prepared(barrels=True), "Shard-circle Link gives each seat")
    t, start = headliner_shard_link()   # the extra between the placer's and the other seat's Shard
    t.gain(0, coins=1, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    t.gain(0, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
    t.gain(2, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    with_state(t, start, prepared(barrels=True), "Shard-circle Link gives each seat")
    t, start = headliner_shard_link()   # the old R2 one-gain form: doubled base gains
    t.gain(0, coins=2, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    t.gain(0, shards=2, cause="link_shard", card="Riverside 1", circle="AB")
    t.gain(2, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), "a Link pays 1")


def test_headliner_trick_refuses_a_missing_or_split_extra():
    t, start = headliner_shard_link()
    shard_link_gains(t)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True),
               r"Headliner Trick: after all the Links' gains.*\(A08, R65\)")
    t, start = headliner_shard_link()   # the Coin without the Shard
    shard_link_gains(t)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), r"\(A08, R65\)")
    t, start = headliner_shard_link()   # Coin and Shard in two gains
    shard_link_gains(t)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", shards=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), r"\(A08, R65\)")
    t, start = headliner_shard_link()   # the other seat's Shard is not multiplied (R10)
    shard_link_gains(t)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
    card_gain(t, 2, "Headliner Trick", "link_payment_times", shards=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), "a gain event here has no cause")
    t, start = headliner_shard_link()
    shard_link_gains(t)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=2)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), r"\(A08, R65\)")


def two_links():
    """Linking Rings (Mechanical) set up on Riverside 1's B facing A: seat 2's Mechanical marker on A
    faces it across the Shard circle AB, seat 1's Escape marker on C across BC."""
    def prepare(live):
        prepared()(live)
        live.game.cards["Riverside 1"]["A"] = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels",
                                               "category": "Mechanical", "sides": sides("A", "B", "Mechanical")}
        live.game.cards["Riverside 1"]["C"] = {"seat": 1, "symbol": "club", "trick": "Houdini",
                                               "category": "Escape", "sides": sides("C", "B", "Escape")}
    t, start, s = set_up(cards=["Headliner Trick"], sa="Headliner Trick", slot="B", facing="A")
    links = [{"circle": "BC", "with": 1, "shard": False, "payment": "coins"},
             {"circle": "AB", "with": 2, "shard": True, "payment": "fame"}]
    set_up_action(t, s, links, slot="B", facing="A")
    t.gain(0, coins=1, cause="link_payment", card="Riverside 1", circle="BC", trick="Linking Rings")
    t.gain(0, fame=1, cause="link_payment", card="Riverside 1", circle="AB", trick="Linking Rings")
    t.gain(0, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    t.gain(2, shards=1, cause="link_shard", card="Riverside 1", circle="AB")
    return t, start, prepare


def test_headliner_trick_gives_one_extra_per_link_in_the_links_order():
    t, start, prepare = two_links()
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", fame=1, shards=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepare)
    t, start, prepare = two_links()
    card_gain(t, 0, "Headliner Trick", "link_payment_times", fame=1, shards=1)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepare, r"Link on BC .*\(A08, R65\)")
    t, start, prepare = two_links()   # one extra for both Links refused
    card_gain(t, 0, "Headliner Trick", "link_payment_times", fame=1, coins=1, shards=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepare, r"Link on BC .*\(A08, R65\)")


def test_headliner_trick_with_a_set_up_fame_prophecy_in_either_order():
    # both "after the Set Up's Link gains"; the doc does not order them (R65)
    for fame_first in (True, False):
        t, start = headliner_shard_link("P13")
        shard_link_gains(t)
        if fame_first:
            prophecy_gain(t, 0, "P13", "set_up_fame", fame=2)
        card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
        if not fame_first:
            prophecy_gain(t, 0, "P13", "set_up_fame", fame=2)
        with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True))
    t, start = headliner_shard_link("P13")   # the Prophecy's Fame once, not twice
    shard_link_gains(t)
    prophecy_gain(t, 0, "P13", "set_up_fame", fame=2)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
    prophecy_gain(t, 0, "P13", "set_up_fame", fame=2)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), "set_up_fame|nobody caused")
    t, start = headliner_shard_link("P13")   # nor left out
    shard_link_gains(t)
    card_gain(t, 0, "Headliner Trick", "link_payment_times", coins=1, shards=1)
    with_state(t.end_placement(0, "Magician", 2), start, prepared(barrels=True), r"\(set_up_fame\)")


def test_new_twist_sets_up_the_same_trick_twice_on_a_card():
    def state(live):   # seat 0's Linking Rings already on Riverside 1's C, and 1 marker on its Trick card
        prepared(1)(live)
        live.game.cards["Riverside 1"]["C"] = {"seat": 0, "symbol": "spade", "trick": "Linking Rings",
                                               "category": "Mechanical", "sides": sides("C", "B", "Mechanical")}

    def trace(sa):
        t, start, s = set_up(cards=["New Twist"], sa=sa)
        set_up_action(t, s)
        return t.end_placement(0, "Magician", 2), start
    t, start = trace("New Twist")
    with_state(t, start, state)
    t, start = trace(None)
    with_state(t, start, state, r"the same Trick at most once on a Performance card \(G61\)")


# -- the Performance: weekday_yield (P11, P16, P22), performer_modifier_for_all (P19),
#    coin_yield_as_fame (P14), performer_bonus_times (P06), shard_gain_extra / _fame (P02, P03)

def performance(prophecy, day="Friday", other=False):
    """Seat 0's Magician performs Riverside 1 on `day`, holding seat 0's Linking Rings marker on A (and,
    with `other`, seat 2's Barricaded Barrels on C: seat 2 has no Theater character)."""
    t = turn_two(prophecy)
    t.assign(0, {"Magician": "Theater"}).reveal()
    start = len(t.events) - 1
    t.place(0, "Magician", "Theater", 0, ap(3, {"Thursday": 1, "Friday": 0, "Saturday": 0, "Sunday": -1}[day]),
            weekday=day)
    t.end_placement(0, "Magician", 3 + {"Thursday": 1, "Friday": 0, "Saturday": 0, "Sunday": -1}[day])
    t.emit("performance", weekday=day, seat=0, card="Riverside 1")

    def state(live):
        cards = live.game.cards["Riverside 1"]
        cards["A"] = {"seat": 0, "symbol": "spade", "trick": "Linking Rings", "category": "Mechanical",
                      "sides": sides("A", "B", "Mechanical")}
        if other:
            cards["C"] = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels", "category": "Escape",
                          "sides": sides("C", "B", "Escape")}
    return t, start, state


def returns(t, other=False):
    t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="performed",
           **{"from": ["card", "Riverside 1", "A"], "to": ["supply", 0]})
    if other:
        t.emit("marker", seat=2, trick="Barricaded Barrels", symbol="spade", count=1, cause="performed",
               **{"from": ["card", "Riverside 1", "C"], "to": ["supply", 2]})
    return t


def yield_gain(t, seat, f, c, day, trick="Linking Rings", slot="A"):
    t.gain(seat, fame=f, coins=c, cause="yield", card="Riverside 1", slot=slot, trick=trick, weekday=day)


@pytest.mark.parametrize("prophecy, day, fame, coins", [
    ("P11", "Friday", 0, 1), ("P20", "Friday", 0, 2), ("P22", "Saturday", 1, 3), ("P16", "Sunday", 0, 2),
    ("P20", "Sunday", 1, 3), ("P16", "Thursday", 0, 2)])
def test_the_prophecys_weekday_yield_changes_the_weekday_modifier(prophecy, day, fame, coins):
    t, start, state = performance(prophecy, day)
    yield_gain(t, 0, fame, coins, day)
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t), start, state)
    t, start, state = performance(prophecy, day)
    yield_gain(t, 0, fame + 1, coins, day)
    with_state(t, start, state, r"yields its yield \+ its owner's weekday modifier")


def test_the_performers_modifier_applies_to_every_marker_under_p19():
    t, start, state = performance("P19", "Sunday", other=True)
    yield_gain(t, 0, 1, 3, "Sunday")
    yield_gain(t, 2, 2, 2, "Sunday", trick="Barricaded Barrels", slot="C")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t, other=True), start, state)
    t, start, state = performance("P20", "Sunday", other=True)
    yield_gain(t, 0, 1, 3, "Sunday")
    yield_gain(t, 2, 2, 2, None, trick="Barricaded Barrels", slot="C")
    with_state(t, start, state, r"yields its yield \+ its owner's weekday modifier \(None\)")


def test_coin_yields_are_received_as_fame_under_p14_in_one_gain_or_two():
    t, start, state = performance("P14")
    yield_gain(t, 0, 2, 0, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t), start, state)
    t, start, state = performance("P14")
    yield_gain(t, 0, 0, 2, "Friday")
    prophecy_gain(t, 0, "P14", "coin_yield_as_fame", fame=2, coins=-2)
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t), start, state)
    t, start, state = performance("P14")
    yield_gain(t, 0, 0, 2, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(t, start, state, r"\(coin_yield_as_fame\)")


def test_performer_bonuses_are_doubled_under_p06():
    """docs/trickerion-trace.md: after the performer's gains (each with its base amount), P06's one gain of the
    bonuses once more (R2)."""
    def linked(live):   # seat 2's Barricaded Barrels on B shows Mechanical up: a Link AB with seat 0's A
        state(live)
        live.game.cards["Riverside 1"]["B"] = {"seat": 2, "symbol": "spade", "trick": "Barricaded Barrels",
                                               "category": "Escape", "sides": sides("B", "C", "Escape")}

    def trace(gains):
        t, start, _ = performance("P06")
        yield_gain(t, 0, 0, 2, "Friday")
        yield_gain(t, 2, 1, 1, None, trick="Barricaded Barrels", slot="B")
        gains(t)
        t.emit("marker", seat=0, trick="Linking Rings", symbol="spade", count=1, cause="performed",
               **{"from": ["card", "Riverside 1", "A"], "to": ["supply", 0]})
        t.emit("marker", seat=2, trick="Barricaded Barrels", symbol="spade", count=1, cause="performed",
               **{"from": ["card", "Riverside 1", "B"], "to": ["supply", 2]})
        return t, start

    def documented(t):
        t.gain(0, fame=1, cause="performer_links", card="Riverside 1", links=1)
        t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
        prophecy_gain(t, 0, "P06", "performer_bonus_times", fame=1, shards=1)

    def after_each(t):
        t.gain(0, fame=1, cause="performer_links", card="Riverside 1", links=1)
        prophecy_gain(t, 0, "P06", "performer_bonus_times", fame=1)
        t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
        prophecy_gain(t, 0, "P06", "performer_bonus_times", shards=1)

    def doubled_in_place(t):
        t.gain(0, fame=2, cause="performer_links", card="Riverside 1", links=1)
        t.gain(0, shards=2, cause="performer_bonus", card="Riverside 1")

    def missing(t):
        t.gain(0, fame=1, cause="performer_links", card="Riverside 1", links=1)
        t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")

    _, _, state = performance("P06")
    t, start = trace(documented)
    with_state(t, start, linked)
    t, start = trace(after_each)
    with_state(t, start, linked, "the performer gains the card's printed bonus")
    t, start = trace(doubled_in_place)
    with_state(t, start, linked, r"the performer gains 1 Fame per Link on the card: 1")
    t, start = trace(missing)
    with_state(t, start, linked, r"one gain of the bonuses \(1, 0, 1\) x 1 more \(performer_bonus_times")
    t, start = performance("P06")[:2]   # no Link: the card's Shard and its one extra
    yield_gain(t, 0, 0, 2, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    prophecy_gain(t, 0, "P06", "performer_bonus_times", shards=1)
    with_state(returns(t), start, state)


@pytest.mark.parametrize("pid, op, amounts", [("P02", "shard_gain_extra", {"shards": 1}),
                                              ("P03", "shard_gain_fame", {"fame": 2})])
def test_receiving_shards_gives_one_more_or_2_fame_right_after(pid, op, amounts):
    t, start, state = performance(pid)
    yield_gain(t, 0, 0, 2, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    prophecy_gain(t, 0, pid, op, **amounts)
    with_state(returns(t), start, state)
    t, start, state = performance(pid)
    yield_gain(t, 0, 0, 2, "Friday")
    t.gain(0, shards=1, cause="performer_bonus", card="Riverside 1")
    with_state(returns(t), start, state, rf"\({op}\)")


# -- a card used for +1 AP, or whose action its placement never takes, does nothing (R27)

def test_a_card_used_for_its_ap_leaves_its_action_as_usual():
    def trace(interest_roll):
        t = turn_two(cards=["Interest"])
        t.assign(0, sa={"Magician": "Interest"}).reveal()
        t.place(0, "Magician", "Downtown", 3, ap(3, sa=1), sa={"card": "Interest", "use": "ap"})
        t.action(0, "Magician", "take_coins", 3, 1, die="Bank 1")
        t.emit("die", die="Bank 1", face="X", cause="used")
        t.gain(0, coins=4, cause="take_coins", die="Bank 1")
        if interest_roll:
            t.emit("die", die="Bank 1", face=5, cause="reroll")
        return t.end_placement(0, "Magician", 1)
    ok(trace(False))
    rejects(trace(True), r"a die event here has no cause")


def test_a_card_whose_action_its_placement_never_takes_does_nothing():
    t = turn_two(cards=["Replacable Parts"])
    t.assign(0, sa={"Manager": "Replacable Parts"}).reveal()
    t.place(0, "Manager", "Workshop", 0, ap(2), sa={"card": "Replacable Parts", "use": "text"})
    ok(t.end_placement(0, "Manager", 2))
