"""The Market Row's card effects on named cards and Prophecies (docs/trickerion-effects.md, "Market
Row"; RULES §1.7, G28, G39-G43): a hand-set Dark Alley state, the card's text in force as at its
placement, one kernel, scripted choices, the trace's records and events."""

import numpy as np

from simkit.games.trickerion import GAME
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.downtown_nb import take_coins_nb
from simkit.games.trickerion.end_turn_nb import market_arrivals_nb
from simkit.games.trickerion.invariants import check_state_nb
from simkit.games.trickerion.market_nb import (ACTION_BUY, OP_BUSINESS_SHARE, OP_BUY_FAME, OP_BUY_WITH_FAME, OP_BUY_WITH_SHARD,
                                               OP_KEEP_QUICK_ORDER, OP_ORDER_DELIVER, OP_ORDER_NOW, OP_SHOPLIFT,
                                               buy_nb, buy_options_nb, can_buy_nb, copy_options_nb, order_nb,
                                               quick_order_nb)
from simkit.games.trickerion.options import (MARKET_ORDER_AREA, MARKET_OWNED, MARKET_QUICK, NO, NONE, YES, pack)
from simkit.games.trickerion.placement_nb import action_options_nb, place_character_nb
from simkit.games.trickerion.trace import events_of
from tests.trickerion.core_state import (assigned, comp, dark_alley, give_components, prophecy, records, script,
                                         set_dice, streams, tracing)

MAGICIAN = 0
APPRENTICE = 4
MARKET_0_AP_SLOT = 3  # the Market Row's slot with AP modifier 0
SETUP = GAME.make_setup("trickerion-dark-alley", 3, None, "random", in_development=True)


def in_force(s, name, seat=0, ch=MAGICIAN):
    """The seat's character is being placed with the SA card ``name``, its text in force (as
    place_character_nb sets it after D11)."""
    card = assigned(s, seat, ch, name)
    s[L.CHAR_SA_USE + seat * L.MAX_CHARS + ch] = L.SA_USE_TEXT
    s[L.SA_TEXT] = card
    s[L.SA_TEXT_SPENT] = 0
    return card


def act(kernel, s, seat, ap, *choices, ch=MAGICIAN):
    """One action of the seat's character with ``ap`` AP and these option values chosen."""
    tr = tracing(s)
    w = script(*([[]] * seat + [list(choices)]))
    spent = kernel(s, streams(), tr, w, seat, ch, ap)
    return spent, tr


def buy_options(s, seat, ap):
    k = buy_options_nb(s, seat, ap, True)
    return [int(x) for x in s[L.OPTIONS:L.OPTIONS + k]]


def held(s, seat, name):
    return int(s[L.HELD + seat * L.MAX_COMPONENTS + comp(name)])


def events(s, tr):
    """The trace events of the records the kernels wrote."""
    return events_of({"event": "game", "players": 3}, SETUP, tr, int(s[L.TRACE_COUNT]), s)[1:]


def gains(s, tr):
    return [r[1:6] for r in records(s, tr, R.EV_GAIN)]


def contexts(s, tr):
    return [r[1:5] for r in records(s, tr, R.EV_GAIN_CONTEXT)]


# ---- the Prophecies ------------------------------------------------------------------------------

def test_p21_makes_every_component_cost_2_and_the_quick_order_surcharge_still_applies():
    """T-decision: P21's price is every price the Market Row charges this turn: a Buy's, Investments'
    (A32) and Traveling Merchants' deliveries (A42)."""
    s = dark_alley(3)
    s[L.PR_ACTIVE] = prophecy("P21")
    s[L.QUICK_ORDER] = comp("Cog")
    act(buy_nb, s, 0, 1, pack(0, 2))  # 2 Wood at 2
    assert s[L.COINS] == 6 and held(s, 0, "Wood") == 2
    act(buy_nb, s, 0, 1, pack(MARKET_QUICK, 1))  # a Cog at 2 + 1
    assert s[L.COINS] == 3 and held(s, 0, "Cog") == 1
    assert pack(0, 1) in buy_options(s, 0, 1) and pack(1, 2) not in buy_options(s, 0, 1)  # 4 > 3 Coins


def test_p04_makes_the_order_slots_types_buyable_as_if_in_stock():
    """T-decision: an Order slot's type is bought at its normal price (no surcharge), from that slot
    (the trace's market slot ``["order", i]``), by a Buy or Investments (A32); the order stays."""
    s = dark_alley(3)
    s[L.MARKET_ORDER + 2] = comp("Cog")
    assert all(option // 256 < MARKET_ORDER_AREA for option in buy_options(s, 0, 1))
    s[L.PR_ACTIVE] = prophecy("P04")
    assert [o for o in buy_options(s, 0, 1) if o // 256 >= MARKET_ORDER_AREA] == [
        pack(MARKET_ORDER_AREA + 2, n) for n in (1, 2, 3)]
    _, tr = act(buy_nb, s, 0, 1, pack(MARKET_ORDER_AREA + 2, 1))
    assert held(s, 0, "Cog") == 1 and s[L.COINS] == 7 and s[L.MARKET_ORDER + 2] == comp("Cog")
    component = [e for e in events(s, tr) if e["event"] == "component"][0]
    assert component["market_slot"] == ["order", 2]
    gain = [e for e in events(s, tr) if e["event"] == "gain"][0]
    assert gain["cause"] == "buy" and gain["market_slot"] == ["order", 2] and gain["coins"] == -3


# ---- Buy: how it picks its copies ------------------------------------------------------------------

def test_component_sale_buys_up_to_4_copies_of_any_mix_in_one_buy_then_the_next_buy_is_plain_g28():
    """T-decision: the copies are chosen one at a time (each a market source, or none more after the
    first), each type within 3 held and the board's slots; Bargain then applies to the whole Buy."""
    s = dark_alley(3)
    card = assigned(s, 0, MAGICIAN, "Component Sale")
    tr = tracing(s)
    # slot, the text, no Shard; Buy: Wood, Wood, Metal, Fabric (4: the last copy ends it), 1 Bargain AP;
    # a second Buy takes one type only (DECIDE_BUY); no AP is left after it
    place_character_nb(s, streams(), tr, script([MARKET_0_AP_SLOT, L.SA_USE_TEXT, 0, L.ACT_BUY, 0, 0, 1, 3, 1,
                                                 L.ACT_BUY, pack(2, 1)]), 0, MAGICIAN)
    assert [held(s, 0, n) for n in ("Wood", "Metal", "Glass", "Fabric")] == [2, 1, 1, 1]
    assert s[L.COINS] == 10 - 3 - 1
    first, second = records(s, tr, R.EV_ACTION)
    assert first[3:8] == (L.ACT_BUY, 2, 1, -1, 4)  # a mix: no one component
    assert second[3:8] == (L.ACT_BUY, 1, 0, comp("Glass"), 1)
    assert records(s, tr, R.EV_ACTION_CONTEXT)[0][1:3] == (1, 3)
    copies = [r for r in records(s, tr, R.EV_COMPONENT)]
    assert [(r[2], r[3], r[7]) for r in copies[:4]] == [(comp("Wood"), 1, 0), (comp("Wood"), 1, 0),
                                                         (comp("Metal"), 1, 1), (comp("Fabric"), 1, 3)]
    assert gains(s, tr)[0] == (0, 0, -3, 0, R.GAIN_BUY) and contexts(s, tr)[0][1:4] == (-1, 4, -1)
    assert s[L.SA_PLACE + card] == L.SA_IN_ASSIGNED and check_state_nb(s) == 0
    event = [e for e in events(s, tr) if e["event"] == "action"][0]
    assert event["component"] is None and event["count"] == 4 and event["price"] == 3


def test_component_sale_may_stop_after_any_copy_and_each_type_stays_within_3_held():
    s = dark_alley(3)
    in_force(s, "Component Sale")
    give_components(s, 0, Wood=2)
    pending = np.zeros(L.MAX_COMPONENTS, dtype=np.int64)
    assert copy_options_nb(s, 0, pending, 0, 0, 0, 10, ACTION_BUY, False, True) == 4  # the 4 Buy slots, no "none" yet
    pending[comp("Wood")] = 1  # a third Wood chosen: no fourth
    k = copy_options_nb(s, 0, pending, 0, 1, 0, 10, ACTION_BUY, True, True)
    assert [int(x) for x in s[L.OPTIONS:L.OPTIONS + k]] == [NONE, 1, 2, 3]
    _, tr = act(buy_nb, s, 0, 1, 0, NONE)
    assert held(s, 0, "Wood") == 3 and s[L.COINS] == 9
    assert records(s, tr, R.EV_ACTION)[0][6:8] == (comp("Wood"), 1)  # one type: named
    s[L.COINS] = 0
    s[L.SA_TEXT_SPENT] = 0
    assert not can_buy_nb(s, 0, 1)  # no copy affordable, even with Bargain AP: no Buy offered
    assert can_buy_nb(s, 0, 2)  # 1 Bargain AP makes a Basic copy free


def test_shoplifting_takes_one_copy_from_a_buy_slot_for_free_and_refills_it_with_a_basic_type():
    """T-decision: the free copy comes from a Buy slot (not the Quick Order slot), one copy, no
    Bargain; the refill is any Basic type shown on no other Buy slot (the type taken may stay)."""
    s = dark_alley(3)
    card = in_force(s, "Shoplifting")
    s[L.MARKET_STOCK + 1] = comp("Saw")
    s[L.MARKET_STOCK + 2] = comp("Rope")
    s[L.QUICK_ORDER] = comp("Cog")
    assert buy_options(s, 0, 3) == [pack(slot, 1) for slot in range(4)]  # not the Quick Order slot, one copy
    spent, tr = act(buy_nb, s, 0, 3, pack(1, 1), comp("Glass"))  # Metal or Glass: in no other Buy slot
    assert spent == 1 and held(s, 0, "Saw") == 1 and s[L.COINS] == 10
    assert s[L.MARKET_STOCK + 1] == comp("Glass")
    assert records(s, tr, R.EV_ACTION_CONTEXT)[0][1:3] == (0, 0) and records(s, tr, R.EV_GAIN) == []
    assert records(s, tr, R.EV_EFFECT_MARKET) == [
        (R.EV_EFFECT_MARKET, R.MSLOT_STOCK, 1, comp("Glass"), comp("Saw"), card, OP_SHOPLIFT, 0)]
    market = [e for e in events(s, tr) if e["event"] == "market"][0]
    assert market == {"event": "market", "turn": 0, "slot": ["stock", 1], "component": "Glass", "replaced": "Saw",
                      "cause": "special_assignment", "card": "Shoplifting", "op": "shoplift"}


def test_workshop_delivery_counts_held_types_as_in_stock_and_takes_1_coin_off_each_copy_of_them():
    """T-decision: every type the seat holds costs 1 less a copy in that Buy (at least 0), in stock or
    not; a held type shown on no Buy slot is bought from the supply (market slot ``["owned"]``)."""
    s = dark_alley(3)
    in_force(s, "Workshop Delivery")
    give_components(s, 0, Cog=1, Wood=1)
    options = buy_options(s, 0, 1)
    assert pack(MARKET_OWNED + comp("Cog"), 2) in options and pack(MARKET_OWNED + comp("Cog"), 3) not in options
    assert pack(MARKET_OWNED + comp("Wood"), 1) not in options  # Wood is on a Buy slot: bought there
    _, tr = act(buy_nb, s, 0, 1, pack(MARKET_OWNED + comp("Cog"), 2))
    assert held(s, 0, "Cog") == 3 and s[L.COINS] == 10 - 2 * 2
    assert [e for e in events(s, tr) if e["event"] == "component"][0]["market_slot"] == ["owned"]
    s2 = dark_alley(3)
    in_force(s2, "Workshop Delivery")
    give_components(s2, 0, Wood=1)
    act(buy_nb, s2, 0, 1, pack(0, 2))  # a held type in stock: 1 - 1 = 0 a copy
    act(buy_nb, s2, 0, 1, pack(1, 1))  # Metal, not held: full price
    assert s2[L.COINS] == 9 and held(s2, 0, "Wood") == 3


# ---- Buy: how it is paid ---------------------------------------------------------------------------

def test_smuggled_goods_pays_the_buy_in_fame_price_minus_1_and_bargain_lowers_it():
    """T-decision: the first Buy with the text is paid in Fame, which the seat must have (no G19 cut
    makes it cheaper); Bargain lowers the price, so the Fame."""
    s = dark_alley(3)
    card = in_force(s, "Smuggled Goods")
    s[L.QUICK_ORDER] = comp("Cog")
    _, tr = act(buy_nb, s, 0, 1, pack(MARKET_QUICK, 1))  # 3 + 1 = 4: 3 Fame
    assert s[L.FAME] == 2 and s[L.COINS] == 10 and held(s, 0, "Cog") == 1
    assert gains(s, tr) == [(0, -3, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT)] and contexts(s, tr)[0][1:3] == (card,
                                                                                                     OP_BUY_WITH_FAME)
    assert records(s, tr, R.EV_ACTION_CONTEXT)[0][1:3] == (0, 0)  # no Coins paid
    s = dark_alley(3)
    in_force(s, "Smuggled Goods")
    s[L.FAME] = 1
    assert pack(0, 2) in buy_options(s, 0, 1) and pack(0, 3) not in buy_options(s, 0, 1)  # Fame 1 pays up to 2
    assert pack(0, 3) in buy_options(s, 0, 2)  # with 1 Bargain AP
    act(buy_nb, s, 0, 2, pack(0, 3), 1)  # 3 - 1 Bargain - 1 = 1 Fame
    assert s[L.FAME] == 0 and held(s, 0, "Wood") == 3


def test_barter_with_power_returns_a_shard_for_copies_worth_up_to_4_coins_and_a_seat_without_one_cannot():
    """T-decision: the first Buy with the text is the Shard's: copies worth at most 4 Coins at their
    price, no Bargain; a seat without a Shard has no Buy until the card is spent (it never is
    without a Buy), so it would take the card's +1 AP instead."""
    s = dark_alley(3)
    card = in_force(s, "Barter with Power")
    s[L.MARKET_STOCK + 1] = comp("Rope")
    options = buy_options(s, 0, 3)
    assert pack(1, 2) in options and pack(1, 3) not in options and pack(0, 3) in options
    spent, tr = act(buy_nb, s, 0, 3, pack(1, 2))  # no Bargain asked
    assert spent == 1 and s[L.SHARDS] == 0 and s[L.COINS] == 10 and held(s, 0, "Rope") == 2
    assert gains(s, tr) == [(0, 0, 0, -1, R.GAIN_SPECIAL_ASSIGNMENT)] and contexts(s, tr)[0][1:3] == (
        card, OP_BUY_WITH_SHARD)
    s[L.SA_TEXT_SPENT] = 0
    assert not can_buy_nb(s, 0, 3)  # the card's Buy needs a Shard: take its +1 AP instead
    s[L.SA_TEXT_SPENT] = 1
    assert can_buy_nb(s, 0, 3)  # after the first Buy, Buys are plain (G28)


def test_workshop_exhibition_gives_fame_for_the_coins_paid_minus_1_on_the_first_buy_only_g28():
    """The Coins paid are after Bargain."""
    s = dark_alley(3)
    card = in_force(s, "Workshop Exhibition")
    s[L.QUICK_ORDER] = comp("Cog")
    _, tr = act(buy_nb, s, 0, 2, pack(MARKET_QUICK, 1), 1)  # 4, 1 Bargain: 3 paid, 2 Fame
    assert s[L.COINS] == 7 and s[L.FAME] == 7
    assert gains(s, tr)[1] == (0, 2, 0, 0, R.GAIN_SPECIAL_ASSIGNMENT) and contexts(s, tr)[1][1:3] == (
        card, OP_BUY_FAME)
    s[L.SA_TEXT_SPENT] = 1
    _, tr = act(buy_nb, s, 0, 1, pack(0, 3))
    assert s[L.FAME] == 7 and len(gains(s, tr)) == 1


# ---- Order and Quick Order -------------------------------------------------------------------------

def test_logistics_puts_the_ordered_type_in_the_aligned_buy_slot_now_and_it_arrives_at_end_turn():
    """T-decision: the ordered type replaces the aligned Buy slot's at once (that type cannot be
    bought any more this turn); its Order slot stays taken, and at Orders Arrive it "goes back" and
    arrives as any Order, so the Buy slot keeps it."""
    s = dark_alley(3)
    card = in_force(s, "Logistics")
    _, tr = act(order_nb, s, 0, 1, pack(comp("Cog"), 2))
    assert s[L.MARKET_STOCK + 2] == comp("Cog") and s[L.MARKET_ORDER + 2] == comp("Cog")
    assert records(s, tr, R.EV_EFFECT_MARKET) == [
        (R.EV_EFFECT_MARKET, R.MSLOT_STOCK, 2, comp("Cog"), comp("Glass"), card, OP_ORDER_NOW, 0)]
    s[L.SA_TEXT_SPENT] = 1
    assert pack(2, 1) in buy_options(s, 1, 1)  # any seat may buy it this turn
    tr = tracing(s)
    market_arrivals_nb(s, tr)
    assert s[L.MARKET_STOCK + 2] == comp("Cog") and s[L.MARKET_ORDER + 2] == -1
    assert records(s, tr, R.EV_MARKET)[0][1:6] == (R.MSLOT_STOCK, 2, comp("Cog"), R.MARKET_CAUSE_ARRIVES, comp("Cog"))


def test_traveling_merchants_delivers_a_copy_for_price_plus_1_on_every_order_of_the_placement_if_wanted():
    """T-decision: after each Order of the placement (the card is never spent, G28's exception) the
    seat may pay the type's price + 1 for one copy, if it has the Coins and the room."""
    s = dark_alley(3)
    card = assigned(s, 0, MAGICIAN, "Traveling Merchants")
    tr = tracing(s)
    cog, padlock, mirror = comp("Cog"), comp("Padlock"), comp("Mirror")
    place_character_nb(s, streams(), tr, script([MARKET_0_AP_SLOT, L.SA_USE_TEXT, 0, L.ACT_ORDER, pack(cog, 0), YES,
                                                 L.ACT_ORDER, pack(padlock, 1), NO, L.ACT_ORDER, pack(mirror, 2),
                                                 YES]), 0, MAGICIAN)
    assert held(s, 0, "Cog") == 1 and held(s, 0, "Mirror") == 1 and held(s, 0, "Padlock") == 0
    assert s[L.COINS] == 10 - 4 - 4
    assert [s[L.MARKET_ORDER + i] for i in range(3)] == [cog, padlock, mirror]
    assert [g for g in gains(s, tr)] == [(0, 0, -4, 0, R.GAIN_SPECIAL_ASSIGNMENT)] * 2
    assert [c[1:3] for c in contexts(s, tr)] == [(card, OP_ORDER_DELIVER)] * 2
    component = [e for e in events(s, tr) if e["event"] == "component"][0]
    assert component["market_slot"] == ["order", 0] and component["cause"] == "buy"
    s = dark_alley(3)
    in_force(s, "Traveling Merchants")
    s[L.COINS] = 3  # a Cog costs 3 + 1: no delivery offered
    act(order_nb, s, 0, 1, pack(cog, 0))
    assert s[L.COINS] == 3 and held(s, 0, "Cog") == 0


def test_dubious_sources_keeps_the_quick_order_component_at_this_end_turn_only():
    """T-decision: the component stays through this turn's End Turn, so any seat may buy it next
    turn, and returns at the next one; another Quick Order replacing it first is not kept."""
    s = dark_alley(3)
    card = in_force(s, "Dubious Sources")
    act(quick_order_nb, s, 0, 2, comp("Cog"))
    assert s[L.QUICK_KEEP] == card + 1
    tr = tracing(s)
    market_arrivals_nb(s, tr)
    assert s[L.QUICK_ORDER] == comp("Cog") and s[L.QUICK_KEEP] == 0
    assert records(s, tr, R.EV_EFFECT_MARKET) == [
        (R.EV_EFFECT_MARKET, R.MSLOT_QUICK, 0, comp("Cog"), comp("Cog"), card, OP_KEEP_QUICK_ORDER, 0)]
    assert [e for e in events(s, tr)][0]["slot"] == ["quick_order"]
    tr = tracing(s)
    market_arrivals_nb(s, tr)  # the next End Turn: it returns
    assert s[L.QUICK_ORDER] == -1 and records(s, tr, R.EV_MARKET)[0][4] == R.MARKET_CAUSE_RETURNS
    s = dark_alley(3)
    in_force(s, "Dubious Sources")
    act(quick_order_nb, s, 0, 2, comp("Cog"))
    s[L.SA_TEXT] = -1
    act(quick_order_nb, s, 1, 2, comp("Mirror"))  # another seat's Quick Order replaces it: not kept
    assert s[L.QUICK_KEEP] == 0 and check_state_nb(s) == 0
    market_arrivals_nb(s, tracing(s))
    assert s[L.QUICK_ORDER] == -1


# ---- Business Share --------------------------------------------------------------------------------

def test_business_share_gives_the_holder_the_coins_other_seats_spend_at_the_market_row_after_its_placement():
    """T-decision: from the end of the holder's placement to End Turn, every Coin another seat pays
    for Market Row components (Buys, Investments from Downtown, Traveling Merchants' deliveries;
    not a Prophecy's slot fee) goes to the holder right after the payment; its own Coins do not."""
    s = dark_alley(3)
    act(buy_nb, s, 1, 1, pack(0, 1))  # before the placement: nothing
    assert s[L.COINS] == 10 and s[L.COINS + 1] == 11
    card = assigned(s, 0, MAGICIAN, "Business Share")
    place_character_nb(s, streams(), tracing(s), script([MARKET_0_AP_SLOT, L.SA_USE_TEXT, 0, L.ACT_STOP]), 0,
                       MAGICIAN)
    assert s[L.BUSINESS_SHARE] == 1 and s[L.BUSINESS_SHARE_CARD] == card
    _, tr = act(buy_nb, s, 1, 1, pack(1, 2))
    assert s[L.COINS + 1] == 9 and s[L.COINS] == 12
    assert gains(s, tr) == [(1, 0, -2, 0, R.GAIN_BUY), (0, 0, 2, 0, R.GAIN_SPECIAL_ASSIGNMENT)]
    assert contexts(s, tr)[1][1:3] == (card, OP_BUSINESS_SHARE)
    gain = [e for e in events(s, tr) if e["event"] == "gain"][1]
    assert gain["card"] == "Business Share" and gain["op"] == "business_share" and gain["seat"] == 0
    act(buy_nb, s, 0, 1, pack(2, 1))  # the holder's own Coins stay spent
    assert s[L.COINS] == 11
    set_dice(s, Bank_1=5)
    in_force(s, "Investments", seat=2)  # Market Row components bought from Downtown count too
    act(take_coins_nb, s, 2, 3, 3, NONE)  # a Fabric
    assert s[L.COINS + 2] == 14 + 5 - 1 and s[L.COINS] == 12
    market_arrivals_nb(s, tracing(s))  # End Turn: it ends
    assert s[L.BUSINESS_SHARE] == 0 and check_state_nb(s) == 0


def test_a_placement_without_the_text_starts_no_business_share():
    s = dark_alley(3)
    assigned(s, 0, MAGICIAN, "Business Share")
    place_character_nb(s, streams(), tracing(s), script([MARKET_0_AP_SLOT, L.SA_USE_AP, 0, L.ACT_STOP]), 0, MAGICIAN)
    assert s[L.BUSINESS_SHARE] == 0


# ---- the actions offered follow the effects ---------------------------------------------------------

def test_the_buy_is_offered_when_and_only_when_the_card_in_force_allows_one():
    s = dark_alley(3)
    in_force(s, "Barter with Power")
    s[L.SHARDS] = 0
    assert L.ACT_BUY not in [int(x) for x in s[L.OPTIONS:L.OPTIONS + action_options_nb(s, 0, 0, 1, 3, 3)]]
    s[L.SHARDS] = 1
    assert L.ACT_BUY in [int(x) for x in s[L.OPTIONS:L.OPTIONS + action_options_nb(s, 0, 0, 1, 3, 3)]]
