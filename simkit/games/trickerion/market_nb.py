"""Market Row's actions (RULES §1.7): Buy (1 AP, + Bargain 1 AP per Coin off, G39, G40, G43, T11),
Order (1 AP, G41) and Quick Order (2 AP, G42). The same shape as downtown_nb.py.

Card effects (docs/trickerion-effects.md, "Market Row"): the Active Prophecy's ``component_price``
(P21) and ``buy_from_order_area`` (P04), and the Special Assignment card's, on the placement's first
Buy (G28): how the Buy picks its copies (``buy_any_mix`` A36, ``shoplift`` A40), how it is paid
(``buy_with_fame`` A37, ``buy_with_shard`` A38; nothing for A40), ``buy_fame`` (A39) and
``owned_types_in_stock`` (A45); on Orders ``order_now`` (A41) and ``order_deliver`` (A42, every
Order); ``keep_quick_order`` (A43); and ``business_share`` (A44, the whole placement).

A Buy takes copies from a *market source* (options.py): a Buy slot, the Quick Order slot, an
Order slot (P04) or a type the seat holds (A45). Downtown's Investments (A32) buy from the same
sources with ``copy_options_nb``.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty, stack_zeros
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import board_types_nb, pile_slot_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import (ACTION_ANY, EFFECT_ACTION_OF, _op, _param, card_op_nb, cost_nb,
                                                prophecy_op_nb)
from simkit.games.trickerion.layout import (ACT_BUY, ACT_ORDER, ACT_QUICK_ORDER, BOARD_SLOTS, BUSINESS_SHARE,
                                            BUSINESS_SHARE_CARD, COINS, COMPONENT_PRICE, COMPONENT_TIER,
                                            DECIDE_BARGAIN, DECIDE_BUY, DECIDE_BUY_COPY, DECIDE_EFFECT_USE,
                                            DECIDE_ORDER, DECIDE_QUICK_ORDER, DECIDE_REFILL, FAME, HELD,
                                            MARK_COINS_SPENT_COMPONENTS, MARKET_ORDER, MARKET_STOCK, MARKS,
                                            MAX_COMPONENTS, MAX_PER_TYPE, N_COMPONENT_TYPES, N_MARKET_SLOTS, N_MARKS,
                                            N_ORDER_SLOTS, OPT_COMPONENT_SUPPLY, OPTIONS, QUICK_KEEP, QUICK_ORDER,
                                            QUICK_ORDER_SURCHARGE, SA_TEXT, SHARDS, SUPPLY_LEFT)
from simkit.games.trickerion.moves_nb import take_components_nb
from simkit.games.trickerion.options import (MARKET_ORDER_AREA, MARKET_OWNED, MARKET_QUICK, N_SOURCES, NO, NONE,
                                             PACK, YES, pack_nb)
from simkit.games.trickerion.records import (COMP_CAUSE_BUY, EV_ACTION, EV_ACTION_CONTEXT, EV_EFFECT_MARKET,
                                             EV_MARKET, GAIN_BUY, GAIN_SPECIAL_ASSIGNMENT, MARKET_CAUSE_ORDER,
                                             MARKET_CAUSE_QUICK_ORDER, MSLOT_ORDER, MSLOT_QUICK, MSLOT_STOCK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.vocabulary import EFFECT_OPS

BUY_AP = 1
ORDER_AP = 1
QUICK_ORDER_AP = 2
BASIC = 0  # TIERS id

ACTION_BUY = EFFECT_ACTION_OF[ACT_BUY]
ACTION_ORDER = EFFECT_ACTION_OF[ACT_ORDER]
ACTION_QUICK_ORDER = EFFECT_ACTION_OF[ACT_QUICK_ORDER]
OP_COMPONENT_PRICE = _op("component_price")
P_COMPONENT_PRICE_PRICE = _param("component_price", "price")
OP_BUY_FROM_ORDER_AREA = _op("buy_from_order_area")
OP_BUY_ANY_MIX = _op("buy_any_mix")
P_BUY_ANY_MIX_COUNT = _param("buy_any_mix", "count")
MAX_MIX = EFFECT_OPS["buy_any_mix"][0].high  # the most copies one Buy may mix
OP_BUY_WITH_FAME = _op("buy_with_fame")
P_BUY_WITH_FAME_MINUS = _param("buy_with_fame", "minus")
OP_BUY_WITH_SHARD = _op("buy_with_shard")
P_BUY_WITH_SHARD_VALUE = _param("buy_with_shard", "value")
OP_BUY_FAME = _op("buy_fame")
P_BUY_FAME_MINUS = _param("buy_fame", "minus")
OP_SHOPLIFT = _op("shoplift")
OP_ORDER_NOW = _op("order_now")
OP_ORDER_DELIVER = _op("order_deliver")
P_ORDER_DELIVER_SURCHARGE = _param("order_deliver", "surcharge")
OP_KEEP_QUICK_ORDER = _op("keep_quick_order")
OP_BUSINESS_SHARE = _op("business_share")
OP_OWNED_TYPES_IN_STOCK = _op("owned_types_in_stock")
P_OWNED_TYPES_IN_STOCK_DISCOUNT = _param("owned_types_in_stock", "discount")

# how a Buy is paid (the card in force on it)
PAY_COINS = 0
PAY_FAME = 1  # buy_with_fame (A37): Fame = price - minus
PAY_SHARD = 2  # buy_with_shard (A38): 1 Shard, for copies worth at most its value
PAY_NOTHING = 3  # shoplift (A40)


# ---- market sources and prices -------------------------------------------------------------------

@leaf
def in_stock_nb(s, comp):
    for i in range(s[N_MARKET_SLOTS]):
        if s[MARKET_STOCK + i] == comp:
            return True
    return False


@leaf
def ordered_nb(s, comp):
    for i in range(s[N_ORDER_SLOTS]):
        if s[MARKET_ORDER + i] == comp:
            return True
    return False


@leaf
def order_area_open_nb(s, action):
    """May ``action``'s purchases take the Order slots' types (buy_from_order_area, P04)?"""
    return (prophecy_op_nb(s, OP_BUY_FROM_ORDER_AREA, 0, 0) >= 0
            or card_op_nb(s, action, OP_BUY_FROM_ORDER_AREA, 0, 0) >= 0)


@leaf
def owned_open_nb(s):
    return card_op_nb(s, ACTION_BUY, OP_OWNED_TYPES_IN_STOCK, 0, 0) >= 0


@leaf
def last_source_nb(area, owned):
    """One past the last market source to look at: the Buy and Quick Order slots, then those the effects open."""
    if owned:
        return N_SOURCES
    if area:
        return MARKET_OWNED
    return MARKET_QUICK + 1


@leaf
def source_type_nb(s, seat, src, area, owned):
    """The component type a market source offers, -1 none. ``area``: the Order slots' types may be
    bought (P04); ``owned``: the types the seat holds count as in stock (A45; those shown on a Buy
    slot are bought there)."""
    if src < MARKET_QUICK:
        return s[MARKET_STOCK + src] if src < s[N_MARKET_SLOTS] else -1
    if src == MARKET_QUICK:
        return s[QUICK_ORDER]
    if src < MARKET_OWNED:
        i = src - MARKET_ORDER_AREA
        return s[MARKET_ORDER + i] if area and i < s[N_ORDER_SLOTS] else -1
    comp = src - MARKET_OWNED
    if owned and comp < s[N_COMPONENT_TYPES] and s[HELD + seat * MAX_COMPONENTS + comp] > 0 \
            and not in_stock_nb(s, comp):
        return comp
    return -1


@leaf
def slot_type_nb(s, slot):
    """The component type a Buy slot (or MARKET_QUICK) offers, -1 none."""
    return source_type_nb(s, 0, slot, False, False)


@lean_kernel
def copy_price_nb(s, seat, src, comp, action):
    """A copy's price for ``action``: its tier's, or the ``component_price`` in force (the
    Prophecy's, then the card's); +QUICK_ORDER_SURCHARGE from the Quick Order slot (T11), which
    still applies; less an ``owned_types_in_stock`` discount for a type the seat holds (A45), at
    least 0."""
    price = s[COMPONENT_PRICE + comp]
    at = prophecy_op_nb(s, OP_COMPONENT_PRICE, 0, 0)
    if at >= 0:
        price = s[at + P_COMPONENT_PRICE_PRICE]
    at = card_op_nb(s, action, OP_COMPONENT_PRICE, 0, 0)
    if at >= 0:
        price = s[at + P_COMPONENT_PRICE_PRICE]
    if src == MARKET_QUICK:
        price += s[QUICK_ORDER_SURCHARGE]
    at = card_op_nb(s, action, OP_OWNED_TYPES_IN_STOCK, 0, 0)
    if at >= 0 and s[HELD + seat * MAX_COMPONENTS + comp] > 0:
        price = max(0, price - s[at + P_OWNED_TYPES_IN_STOCK_DISCOUNT])
    return price


@leaf
def unit_price_nb(s, slot, comp):
    """A copy's price from a Buy slot or the Quick Order slot (MARKET_QUICK), for a Buy."""
    return copy_price_nb(s, 0, slot, comp, ACTION_BUY)


@leaf
def can_take_nb(s, seat, comp, count, pending, new_types):
    """May the seat take ``count`` more of ``comp`` on top of ``pending`` already chosen in this
    purchase, ``new_types`` of whose types take new board slots: held at most MAX_PER_TYPE, a
    board slot for a new type (G43), the supply (option component_supply=physical)?"""
    held = s[HELD + seat * MAX_COMPONENTS + comp] + pending
    if held + count > s[MAX_PER_TYPE]:
        return False
    if held == 0 and pile_slot_nb(s, seat, comp) < 0 and board_types_nb(s, seat) + new_types >= s[BOARD_SLOTS]:
        return False
    if s[OPT_COMPONENT_SUPPLY] == 1 and s[SUPPLY_LEFT + comp] < pending + count:
        return False
    return True


@leaf
def new_type_nb(s, seat, comp, pending):
    """Does a first copy of ``comp`` take a new board slot?"""
    return pending == 0 and s[HELD + seat * MAX_COMPONENTS + comp] == 0 and pile_slot_nb(s, seat, comp) < 0


@leaf
def affordable_nb(price, room, budget):
    """A price the budget covers with up to ``room`` Bargain AP (each 1 Coin off, down to 0, G39)."""
    return budget >= 0 and price - min(price, room) <= budget


@lean_kernel
def market_coins_paid_nb(s, tr, seat, coins):
    """The seat spent ``coins`` at the Market Row (its gain is written): they are counted, and
    while another seat's Business Share is in force (A44) that seat receives them."""
    s[MARKS + seat * N_MARKS + MARK_COINS_SPENT_COMPONENTS] += coins
    holder = s[BUSINESS_SHARE] - 1
    if holder >= 0 and holder != seat and coins > 0:
        gain_nb(s, tr, holder, 0, coins, 0, GAIN_SPECIAL_ASSIGNMENT, s[BUSINESS_SHARE_CARD], OP_BUSINESS_SHARE, -1)


@lean_kernel
def market_placement_end_nb(s, seat):
    """At the end of a placement whose SA card has ``business_share`` (A44): from now on this
    turn, the Coins the other seats spend at the Market Row go to the seat."""
    if card_op_nb(s, ACTION_ANY, OP_BUSINESS_SHARE, 0, 0) >= 0:
        s[BUSINESS_SHARE] = seat + 1
        s[BUSINESS_SHARE_CARD] = s[SA_TEXT]


# ---- Buy -----------------------------------------------------------------------------------------

@lean_kernel
def buy_pay_nb(s):
    """How the Buy is paid: PAY_* (the card in force on it)."""
    if card_op_nb(s, ACTION_BUY, OP_SHOPLIFT, 0, 0) >= 0:
        return PAY_NOTHING
    if card_op_nb(s, ACTION_BUY, OP_BUY_WITH_SHARD, 0, 0) >= 0:
        return PAY_SHARD
    if card_op_nb(s, ACTION_BUY, OP_BUY_WITH_FAME, 0, 0) >= 0:
        return PAY_FAME
    return PAY_COINS


@lean_kernel
def buy_budget_nb(s, seat, pay):
    """The most the Buy's price may be after Bargain: the seat's Coins; its Fame + ``minus``
    (A37); the value a Shard buys, if the seat has one (A38); -1: it cannot pay."""
    if pay == PAY_FAME:
        return s[FAME + seat] + s[card_op_nb(s, ACTION_BUY, OP_BUY_WITH_FAME, 0, 0) + P_BUY_WITH_FAME_MINUS]
    if pay == PAY_SHARD:
        if s[SHARDS + seat] < 1:
            return -1
        return s[card_op_nb(s, ACTION_BUY, OP_BUY_WITH_SHARD, 0, 0) + P_BUY_WITH_SHARD_VALUE]
    return s[COINS + seat]


@lean_kernel
def bargain_room_nb(s, ap, pay):
    """The Bargain AP the Buy may spend: the AP it leaves; none when a Shard pays or nothing does."""
    if pay == PAY_SHARD or pay == PAY_NOTHING:
        return 0
    return max(0, ap - cost_nb(s, ACT_BUY, BUY_AP))


@lean_kernel
def mix_count_nb(s):
    """``buy_any_mix``'s count in force on the Buy (A36), 0 none."""
    at = card_op_nb(s, ACTION_BUY, OP_BUY_ANY_MIX, 0, 0)
    return s[at + P_BUY_ANY_MIX_COUNT] if at >= 0 else 0


@lean_kernel
def buy_options_nb(s, seat, ap, write):
    """DECIDE_BUY's options (written to OPTIONS when ``write``); returns how many."""
    pay = buy_pay_nb(s)
    room = bargain_room_nb(s, ap, pay)
    budget = buy_budget_nb(s, seat, pay)
    area = order_area_open_nb(s, ACTION_BUY)
    owned = owned_open_nb(s)
    k = 0
    for src in range(last_source_nb(area, owned)):
        comp = source_type_nb(s, seat, src, area, owned)
        if comp < 0:
            continue
        if pay == PAY_NOTHING:  # Shoplifting: one copy from a Buy slot
            if src < MARKET_QUICK and can_take_nb(s, seat, comp, 1, 0, 0):
                if write:
                    s[OPTIONS + k] = pack_nb(src, 1)
                k += 1
            continue
        unit = copy_price_nb(s, seat, src, comp, ACTION_BUY)
        for count in range(1, s[MAX_PER_TYPE] + 1):
            if can_take_nb(s, seat, comp, count, 0, 0) and affordable_nb(count * unit, room, budget):
                if write:
                    s[OPTIONS + k] = pack_nb(src, count)
                k += 1
    return k


@lean_kernel
def copy_options_nb(s, seat, pending, new_types, total, room, budget, action, stop, write):
    """DECIDE_BUY_COPY's options: NONE if ``stop`` may be chosen, then each market source whose
    next copy the seat may take on top of ``pending`` (copies per type already chosen) and the
    price ``total`` may grow by within ``budget`` with ``room`` Bargain AP."""
    area = order_area_open_nb(s, action)
    owned = action == ACTION_BUY and owned_open_nb(s)
    k = 0
    if stop:
        if write:
            s[OPTIONS + k] = NONE
        k += 1
    for src in range(last_source_nb(area, owned)):
        comp = source_type_nb(s, seat, src, area, owned)
        if comp < 0 or not can_take_nb(s, seat, comp, 1, pending[comp], new_types):
            continue
        if affordable_nb(total + copy_price_nb(s, seat, src, comp, action), room, budget):
            if write:
                s[OPTIONS + k] = src
            k += 1
    return k


@lean_kernel
def can_buy_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_BUY, BUY_AP):
        return False
    if mix_count_nb(s) > 0:
        pay = buy_pay_nb(s)
        pending = stack_zeros(MAX_COMPONENTS, np.int64)
        return copy_options_nb(s, seat, pending, 0, 0, bargain_room_nb(s, ap, pay), buy_budget_nb(s, seat, pay),
                               ACTION_BUY, False, False) > 0
    return buy_options_nb(s, seat, ap, False) > 0


@lean_kernel
def buy_nb(s, rng, tr, w, seat, ch, ap):
    """D14: (source, count) jointly, or with ``buy_any_mix`` one copy at a time (A36); then the
    Bargain AP (each 1 Coin off, never below 0), unless a Shard pays or nothing does."""
    pay = buy_pay_nb(s)
    room = bargain_room_nb(s, ap, pay)
    budget = buy_budget_nb(s, seat, pay)
    sources = stack_empty(MAX_MIX, np.int64)  # the copies' sources and types, in the order chosen
    kinds = stack_empty(MAX_MIX, np.int64)
    pending = stack_zeros(MAX_COMPONENTS, np.int64)
    area = order_area_open_nb(s, ACTION_BUY)
    owned = owned_open_nb(s)
    mix = mix_count_nb(s)
    count = 0
    price = 0
    comp = -1
    one_source = -1
    if mix > 0:
        new_types = 0
        for _ in range(mix):
            k = copy_options_nb(s, seat, pending, new_types, price, room, budget, ACTION_BUY, count > 0, True)
            src = ask_nb(s, rng, w, seat, DECIDE_BUY_COPY, k)
            if src == NONE:
                break
            kind = source_type_nb(s, seat, src, area, owned)
            if new_type_nb(s, seat, kind, pending[kind]):
                new_types += 1
            pending[kind] += 1
            price += copy_price_nb(s, seat, src, kind, ACTION_BUY)
            sources[count] = src
            kinds[count] = kind
            comp = kind if count == 0 or kind == comp else -1
            one_source = src if count == 0 or src == one_source else -1
            count += 1
    else:
        option = ask_nb(s, rng, w, seat, DECIDE_BUY, buy_options_nb(s, seat, ap, True))
        one_source = option // PACK
        count = option % PACK
        comp = source_type_nb(s, seat, one_source, area, owned)
        if pay != PAY_NOTHING:
            price = count * copy_price_nb(s, seat, one_source, comp, ACTION_BUY)
    bargain = 0
    if pay == PAY_COINS or pay == PAY_FAME:
        low = max(0, price - budget)
        high = min(room, price)
        k = 0
        for b in range(low, high + 1):
            s[OPTIONS + k] = b
            k += 1
        bargain = ask_nb(s, rng, w, seat, DECIDE_BARGAIN, k)
    paid = price - bargain if pay == PAY_COINS else 0
    spent = cost_nb(s, ACT_BUY, BUY_AP) + bargain
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_BUY, spent, ap - spent, comp, count)
    record_nb(s, tr, EV_ACTION_CONTEXT, bargain, paid, 0, 0, 0, 0, 0)
    if mix > 0:
        for i in range(count):
            take_components_nb(s, tr, seat, kinds[i], 1, False, COMP_CAUSE_BUY, sources[i])
    else:
        take_components_nb(s, tr, seat, comp, count, False, COMP_CAUSE_BUY, one_source)
    card = s[SA_TEXT]
    if pay == PAY_COINS:
        gain_nb(s, tr, seat, 0, -paid, 0, GAIN_BUY, comp, count, one_source)
        market_coins_paid_nb(s, tr, seat, paid)
    elif pay == PAY_FAME:
        minus = s[card_op_nb(s, ACTION_BUY, OP_BUY_WITH_FAME, 0, 0) + P_BUY_WITH_FAME_MINUS]
        gain_nb(s, tr, seat, -max(0, price - bargain - minus), 0, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_BUY_WITH_FAME, -1)
    elif pay == PAY_SHARD:
        gain_nb(s, tr, seat, 0, 0, -1, GAIN_SPECIAL_ASSIGNMENT, card, OP_BUY_WITH_SHARD, -1)
    at = card_op_nb(s, ACTION_BUY, OP_BUY_FAME, 0, 0)
    if at >= 0:
        gain_nb(s, tr, seat, max(0, paid - s[at + P_BUY_FAME_MINUS]), 0, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_BUY_FAME,
                -1)
    if pay == PAY_NOTHING and 0 <= one_source < MARKET_QUICK:
        refill_nb(s, rng, tr, w, seat, one_source)
    return spent


@lean_kernel
def refill_nb(s, rng, tr, w, seat, slot):
    """Shoplifting (A40): the seat refills the Buy slot it took from with a Basic type of its
    choice, one shown on no other Buy slot (the one taken may stay)."""
    k = 0
    for comp in range(s[N_COMPONENT_TYPES]):
        if s[COMPONENT_TIER + comp] != BASIC:
            continue
        elsewhere = False
        for i in range(s[N_MARKET_SLOTS]):
            if i != slot and s[MARKET_STOCK + i] == comp:
                elsewhere = True
        if not elsewhere:
            s[OPTIONS + k] = comp
            k += 1
    if k == 0:
        return
    comp = ask_nb(s, rng, w, seat, DECIDE_REFILL, k)
    replaced = s[MARKET_STOCK + slot]
    s[MARKET_STOCK + slot] = comp
    record_nb(s, tr, EV_EFFECT_MARKET, MSLOT_STOCK, slot, comp, replaced, s[SA_TEXT], OP_SHOPLIFT, 0)


# ---- Order, Quick Order --------------------------------------------------------------------------

@lean_kernel
def order_options_nb(s, write):
    """(type, Order slot): a type in neither the Buy area nor the Order area, an empty slot (G41)."""
    k = 0
    for comp in range(s[N_COMPONENT_TYPES]):
        if in_stock_nb(s, comp) or ordered_nb(s, comp):
            continue
        for slot in range(s[N_ORDER_SLOTS]):
            if s[MARKET_ORDER + slot] == -1:
                if write:
                    s[OPTIONS + k] = pack_nb(comp, slot)
                k += 1
    return k


@lean_kernel
def can_order_nb(s, seat, ap):
    return ap >= cost_nb(s, ACT_ORDER, ORDER_AP) and order_options_nb(s, False) > 0


@lean_kernel
def order_nb(s, rng, tr, w, seat, ch, ap):
    """The Order; with ``order_now`` (A41) the type shows at once in the aligned Buy slot, in place of
    what was there, while its Order slot stays taken until Orders Arrive, where it arrives as any
    Order; with ``order_deliver`` (A42, every Order of the placement) the seat may pay the price +
    the surcharge to receive one copy now."""
    option = ask_nb(s, rng, w, seat, DECIDE_ORDER, order_options_nb(s, True))
    comp = option // PACK
    slot = option % PACK
    cost = cost_nb(s, ACT_ORDER, ORDER_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_ORDER, cost, ap - cost, comp, slot)
    s[MARKET_ORDER + slot] = comp
    record_nb(s, tr, EV_MARKET, MSLOT_ORDER, slot, comp, MARKET_CAUSE_ORDER, -1, 0, 0)
    card = s[SA_TEXT]
    if card_op_nb(s, ACTION_ORDER, OP_ORDER_NOW, 0, 0) >= 0 and slot < s[N_MARKET_SLOTS]:
        replaced = s[MARKET_STOCK + slot]
        s[MARKET_STOCK + slot] = comp
        record_nb(s, tr, EV_EFFECT_MARKET, MSLOT_STOCK, slot, comp, replaced, card, OP_ORDER_NOW, 0)
    at = card_op_nb(s, ACTION_ORDER, OP_ORDER_DELIVER, 0, 0)
    if at >= 0:
        price = copy_price_nb(s, seat, MARKET_ORDER_AREA + slot, comp, ACTION_ORDER) + s[at + P_ORDER_DELIVER_SURCHARGE]
        if price <= s[COINS + seat] and can_take_nb(s, seat, comp, 1, 0, 0):
            s[OPTIONS] = NO
            s[OPTIONS + 1] = YES
            if ask_nb(s, rng, w, seat, DECIDE_EFFECT_USE, 2) == YES:
                take_components_nb(s, tr, seat, comp, 1, False, COMP_CAUSE_BUY, MARKET_ORDER_AREA + slot)
                gain_nb(s, tr, seat, 0, -price, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_ORDER_DELIVER, -1)
                market_coins_paid_nb(s, tr, seat, price)
    return cost


@lean_kernel
def quick_order_options_nb(s, write):
    """A type not in the Buy area and not already on the Quick Order slot (G42)."""
    k = 0
    for comp in range(s[N_COMPONENT_TYPES]):
        if not in_stock_nb(s, comp) and comp != s[QUICK_ORDER]:
            if write:
                s[OPTIONS + k] = comp
            k += 1
    return k


@lean_kernel
def can_quick_order_nb(s, seat, ap):
    return ap >= cost_nb(s, ACT_QUICK_ORDER, QUICK_ORDER_AP) and quick_order_options_nb(s, False) > 0


@lean_kernel
def quick_order_nb(s, rng, tr, w, seat, ch, ap):
    """The Quick Order; with ``keep_quick_order`` (A43) its component stays at this End Turn (a
    later Quick Order replacing it is not kept)."""
    comp = ask_nb(s, rng, w, seat, DECIDE_QUICK_ORDER, quick_order_options_nb(s, True))
    replaced = s[QUICK_ORDER]
    cost = cost_nb(s, ACT_QUICK_ORDER, QUICK_ORDER_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_QUICK_ORDER, cost, ap - cost, comp, 0)
    s[QUICK_ORDER] = comp
    record_nb(s, tr, EV_MARKET, MSLOT_QUICK, 0, comp, MARKET_CAUSE_QUICK_ORDER, replaced, 0, 0)
    keep = card_op_nb(s, ACTION_QUICK_ORDER, OP_KEEP_QUICK_ORDER, 0, 0) >= 0
    s[QUICK_KEEP] = s[SA_TEXT] + 1 if keep else 0
    return cost
