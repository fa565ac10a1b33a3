"""Market Row's actions (RULES §1.7): Buy (1 AP, + Bargain 1 AP per Coin off, G39, G40, G43, T11),
Order (1 AP, G41) and Quick Order (2 AP, G42). The same shape as downtown_nb.py."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.board_nb import can_hold_more_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ACT_BUY, ACT_ORDER, ACT_QUICK_ORDER, COINS, COMPONENT_PRICE,
                                            DECIDE_BARGAIN, DECIDE_BUY, DECIDE_ORDER, DECIDE_QUICK_ORDER,
                                            MARK_COINS_SPENT_COMPONENTS, MARKET_ORDER, MARKET_STOCK, MARKS, MAX_PER_TYPE,
                                            N_COMPONENT_TYPES, N_MARKET_SLOTS, N_MARKS, N_ORDER_SLOTS,
                                            OPT_COMPONENT_SUPPLY, OPTIONS, QUICK_ORDER, QUICK_ORDER_SURCHARGE,
                                            SUPPLY_LEFT)
from simkit.games.trickerion.moves_nb import take_components_nb
from simkit.games.trickerion.options import MARKET_QUICK, PACK, pack_nb
from simkit.games.trickerion.records import (COMP_CAUSE_BUY, EV_ACTION, EV_ACTION_CONTEXT, EV_MARKET, GAIN_BUY,
                                             MARKET_CAUSE_ORDER, MARKET_CAUSE_QUICK_ORDER, MSLOT_ORDER, MSLOT_QUICK)
from simkit.games.trickerion.resources import gain_nb

BUY_AP = 1
ORDER_AP = 1
QUICK_ORDER_AP = 2


@leaf
def slot_type_nb(s, slot):
    """The component type a Buy slot (or MARKET_QUICK) offers, -1 none."""
    return s[QUICK_ORDER] if slot == MARKET_QUICK else s[MARKET_STOCK + slot]


@leaf
def unit_price_nb(s, slot, comp):
    """A copy's price: the tier's, +QUICK_ORDER_SURCHARGE from the Quick Order slot (T11)."""
    price = s[COMPONENT_PRICE + comp]
    if slot == MARKET_QUICK:
        price += s[QUICK_ORDER_SURCHARGE]
    return price


@leaf
def buyable_nb(s, seat, ap, slot, count):
    """``count`` copies from ``slot``: held at most 3, a board slot for a new type, and Coins
    enough with the most Bargain the AP left allow (down to 0, G39)."""
    comp = slot_type_nb(s, slot)
    if comp < 0 or not can_hold_more_nb(s, seat, comp, count):
        return False
    if s[OPT_COMPONENT_SUPPLY] == 1 and s[SUPPLY_LEFT + comp] < count:
        return False
    price = count * unit_price_nb(s, slot, comp)
    return price - min(price, ap - cost_nb(s, ACT_BUY, BUY_AP)) <= s[COINS + seat]


@lean_kernel
def buy_options_nb(s, seat, ap, write):
    """DECIDE_BUY's options (written to OPTIONS when ``write``); returns how many."""
    k = 0
    for slot in range(MARKET_QUICK + 1):
        if slot < MARKET_QUICK and slot >= s[N_MARKET_SLOTS]:
            continue
        for count in range(1, s[MAX_PER_TYPE] + 1):
            if buyable_nb(s, seat, ap, slot, count):
                if write:
                    s[OPTIONS + k] = pack_nb(slot, count)
                k += 1
    return k


@lean_kernel
def can_buy_nb(s, seat, ap):
    return ap >= cost_nb(s, ACT_BUY, BUY_AP) and buy_options_nb(s, seat, ap, False) > 0


@lean_kernel
def buy_nb(s, rng, tr, w, seat, ch, ap):
    """D14: (slot, count) jointly, then the Bargain AP (each 1 Coin off, never below 0)."""
    k = buy_options_nb(s, seat, ap, True)
    option = ask_nb(s, rng, w, seat, DECIDE_BUY, k)
    slot = option // PACK
    count = option % PACK
    comp = slot_type_nb(s, slot)
    price = count * unit_price_nb(s, slot, comp)
    low = max(0, price - s[COINS + seat])
    high = min(ap - cost_nb(s, ACT_BUY, BUY_AP), price)
    k = 0
    for b in range(low, high + 1):
        s[OPTIONS + k] = b
        k += 1
    bargain = ask_nb(s, rng, w, seat, DECIDE_BARGAIN, k)
    paid = price - bargain
    spent = cost_nb(s, ACT_BUY, BUY_AP) + bargain
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_BUY, spent, ap - spent, comp, count)
    record_nb(s, tr, EV_ACTION_CONTEXT, bargain, paid, 0, 0, 0, 0, 0)
    take_components_nb(s, tr, seat, comp, count, False, COMP_CAUSE_BUY, slot)
    gain_nb(s, tr, seat, 0, -paid, 0, GAIN_BUY, comp, count, slot)
    s[MARKS + seat * N_MARKS + MARK_COINS_SPENT_COMPONENTS] += paid
    return spent


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
    option = ask_nb(s, rng, w, seat, DECIDE_ORDER, order_options_nb(s, True))
    comp = option // PACK
    slot = option % PACK
    cost = cost_nb(s, ACT_ORDER, ORDER_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_ORDER, cost, ap - cost, comp, slot)
    s[MARKET_ORDER + slot] = comp
    record_nb(s, tr, EV_MARKET, MSLOT_ORDER, slot, comp, MARKET_CAUSE_ORDER, -1, 0, 0)
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
    comp = ask_nb(s, rng, w, seat, DECIDE_QUICK_ORDER, quick_order_options_nb(s, True))
    replaced = s[QUICK_ORDER]
    cost = cost_nb(s, ACT_QUICK_ORDER, QUICK_ORDER_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_QUICK_ORDER, cost, ap - cost, comp, 0)
    s[QUICK_ORDER] = comp
    record_nb(s, tr, EV_MARKET, MSLOT_QUICK, 0, comp, MARKET_CAUSE_QUICK_ORDER, replaced, 0, 0)
    return cost
