"""One-step look-ahead: the change of V (value.py) an action or an option would bring a seat,
from the state and the option's meaning (its encoding: simkit.games.trickerion.options and
theater_options). Where the effect is on Tricks or components, the state is changed in place,
V's part re-read and the change undone; elsewhere the gain is written out (Coins, a hire, a
Set Up's links). Greedy scores every option by these gains; the planner reuses them.

Only public fields are read (RULES §4.3) and each gain is a pure function of the state.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty
from simkit.games.trickerion.signature_nb import built_enough_nb
from simkit.games.trickerion.layout import (DARK_ALLEY, ROLE_DARK_ALLEY, SCORE_PER_SA, COINS, COMPONENT_PRICE, CTYPE_KIND, CTYPE_WAGE, DICE, DIE_KIND, FAME,
                                            GRID, HELD, MARKET_ORDER, MARKET_STOCK, MAX_COMPONENTS,
                                            MAX_PER_TYPE, N_COMPONENT_TYPES, N_DICE, N_MARKET_SLOTS, N_TRICKS,
                                            PC_CIRCLE, PC_SLOTS,
                                            QUICK_ORDER, QUICK_ORDER_SURCHARGE, SCORE_PER_APPRENTICE,
                                            SCORE_PER_SPECIALIST, SYMBOL_TRICK, SYMBOLS, THRESHOLDS, TRACK_CARD,
                                            TRACK_LEN, TRACK_OWNER, TRACK_SYMBOL, TRICK_LEVEL, TRICK_NEEDS,
                                            TRICK_ON_CARD, TRICK_OWNER, TRICK_SYMBOL, TURN, TURNS, DIRECTIONS,
                                            MARKERS_FREE, TRICK_PREPARE_AP, TRICK_MARKERS, ENGINEER_TRICK,
                                            START_COMPONENT_VALUE, MAX_CHARS, CHAR_STATE, CH_PLACED, CH_ASSIGNED,
                                            CHAR_CARD, CHAR_FREE, LOC_ROLE, ROLE_ACADEMY, LOC_THEATER, ROLE_DOWNTOWN,
                                            ROLE_MARKET_ROW, ROLE_WORKSHOP)
from simkit.games.trickerion.academy_rooms_nb import taught_nb, wage_nb
from simkit.strategies.trickerion.plan import (DIE_BANK, DIE_INN, allowed_categories_nb, hire_type_nb,
                                               learnable_given_nb, markers_on_cards_nb)
from simkit.strategies.trickerion.academy_gains import academy_location_gain_nb
from simkit.strategies.trickerion.theater_eval import PLACES, other_end_nb, perform_gain_nb, set_up_gain_nb
from simkit.strategies.trickerion.value import (KIND_APPRENTICE, KIND_SPECIALIST, marker_value_nb, missing_copies_nb,
                                                oldest_leaves_nb, owned_parts_nb, parts_sum_nb,
                                                held_for_needs_all_nb, trick_value_given_nb, trick_value_nb,
                                                tricks_value_nb)
from simkit.strategies.trickerion.weights import (W_APPRENTICE, W_CARD_MARKER, W_COINS, W_LEAVING_MARKER, W_LINK,
                                                  W_PROGRESS, W_READY, W_SPECIALIST, W_THEATER_MARKER, W_WAGE)

NEVER = -1e9  # the gain of an action that cannot be taken
DOWNTOWN_AP = 3  # Learn, Hire, Take Coins


@leaf
def spare_coins_nb(s, seat):
    """Coins left once the wages of the characters working this turn are set aside (G72)."""
    wages = 0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        state = s[CHAR_STATE + at]
        working = state == CH_PLACED or (state == CH_ASSIGNED and s[CHAR_CARD + at] >= 0)
        if working and s[CHAR_FREE + at] == 0:
            wages += wage_nb(s, seat, ch)  # the Protégé's grows with its Secrets (G56)
    return s[COINS + seat] - wages


@leaf
def learn_gain_given_nb(s, row, seat, trick, ids, parts, count, before, spare, have):
    """learn_gain_nb from the seat's owned parts (value.owned_parts_nb), V's Trick part ``before``,
    its spare Coins (spare_coins_nb) and its copies of each type (value.held_for_needs_all_nb)."""
    after = parts_sum_nb(ids, parts, count, trick, trick_value_given_nb(s, row, seat, trick, have))
    deficit = max(0, s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1] - s[FAME + seat])
    if deficit > 0 and deficit > spare:  # not with the wages' Coins
        return NEVER
    return after - before - row[W_COINS] * deficit


@leaf
def learn_gain_nb(s, row, seat, trick):
    """Owning ``trick``: its promise in V, less the Coins of its Fame deficit (G35)."""
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    count = owned_parts_nb(s, row, seat, ids, parts)
    before = parts_sum_nb(ids, parts, count, -1, 0.0)
    have = stack_empty(MAX_COMPONENTS, np.int64)
    held_for_needs_all_nb(s, seat, have)
    return learn_gain_given_nb(s, row, seat, trick, ids, parts, count, before, spare_coins_nb(s, seat), have)


@lean_kernel
def best_learn_nb(s, row, seat):
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    count = owned_parts_nb(s, row, seat, ids, parts)
    if count >= SYMBOLS:
        return NEVER
    before = parts_sum_nb(ids, parts, count, -1, 0.0)
    spare = spare_coins_nb(s, seat)
    allowed = allowed_categories_nb(s, seat)
    have = stack_empty(MAX_COMPONENTS, np.int64)
    held_for_needs_all_nb(s, seat, have)
    best = NEVER
    for trick in range(s[N_TRICKS]):
        if learnable_given_nb(s, seat, trick, allowed):
            best = max(best, learn_gain_given_nb(s, row, seat, trick, ids, parts, count, before, spare, have))
    return best


@leaf
def hire_gain_nb(s, row, seat, kind):
    """A character of type ``kind``: its end-game score and its work over the turns left."""
    turns_left = max(0, s[TURNS] - s[TURN])
    if s[CTYPE_KIND + kind] == KIND_SPECIALIST:
        return s[SCORE_PER_SPECIALIST] + row[W_SPECIALIST] * turns_left - row[W_WAGE] * s[CTYPE_WAGE + kind]
    if s[CTYPE_KIND + kind] == KIND_APPRENTICE:
        return s[SCORE_PER_APPRENTICE] + row[W_APPRENTICE] * turns_left - row[W_WAGE] * s[CTYPE_WAGE + kind]
    return 0.0


@leaf
def best_hire_nb(s, row, seat):
    best = NEVER
    for die in range(s[N_DICE]):
        kind = s[DICE + die]
        if s[DIE_KIND + die] == DIE_INN and kind >= 0:
            best = max(best, hire_gain_nb(s, row, seat, kind))
    return best if hire_type_nb(s, seat) >= 0 else NEVER


@leaf
def best_bank_nb(s, row):
    best = NEVER
    for die in range(s[N_DICE]):
        if s[DIE_KIND + die] == DIE_BANK and s[DICE + die] > 0:
            best = max(best, row[W_COINS] * s[DICE + die])
    return best


@leaf
def components_gain_given_nb(s, row, seat, kind, count, price, ids, parts, owned, before):
    """Holding ``count`` more of component ``kind`` (capped at MAX_PER_TYPE) for ``price`` Coins,
    from the owned parts (value.owned_parts_nb): only the Tricks that need ``kind`` change."""
    at = HELD + seat * MAX_COMPONENTS + kind
    have = s[at]
    s[at] = min(s[MAX_PER_TYPE], have + count)
    after = 0.0
    for k in range(owned):
        trick = ids[k]
        after += trick_value_nb(s, row, seat, trick) if s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind] > 0 else parts[k]
    s[at] = have
    return after - before - row[W_COINS] * price


@leaf
def components_gain_nb(s, row, seat, kind, count, price):
    """Holding ``count`` more of component ``kind`` (capped at MAX_PER_TYPE) for ``price`` Coins."""
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    owned = owned_parts_nb(s, row, seat, ids, parts)
    before = parts_sum_nb(ids, parts, owned, -1, 0.0)
    return components_gain_given_nb(s, row, seat, kind, count, price, ids, parts, owned, before)


@leaf
def market_kind_nb(s, slot):
    """The component type on Buy slot ``slot`` (MARKET_QUICK = N_MARKET_SLOTS.. the Quick Order), -1."""
    if slot < s[N_MARKET_SLOTS]:
        return s[MARKET_STOCK + slot]
    return s[QUICK_ORDER]


@leaf
def buy_price_nb(s, slot, count):
    kind = market_kind_nb(s, slot)
    price = s[COMPONENT_PRICE + kind]
    if slot >= s[N_MARKET_SLOTS]:
        price += s[QUICK_ORDER_SURCHARGE]
    return price * count


@leaf
def buy_price_fits_nb(s, slot, count, spare):
    """The Coins of Buy (``slot``, ``count``), -1 when the slot is empty or they exceed ``spare``
    (spare_coins_nb)."""
    if market_kind_nb(s, slot) < 0:
        return -1
    price = buy_price_nb(s, slot, count)
    return -1 if price > spare else price


@leaf
def buy_gain_nb(s, row, seat, slot, count):
    price = buy_price_fits_nb(s, slot, count, spare_coins_nb(s, seat))
    if price < 0:
        return NEVER
    return components_gain_nb(s, row, seat, market_kind_nb(s, slot), count, price)


@lean_kernel
def best_buy_nb(s, row, seat):
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    owned = owned_parts_nb(s, row, seat, ids, parts)
    before = parts_sum_nb(ids, parts, owned, -1, 0.0)
    spare = spare_coins_nb(s, seat)
    best = NEVER
    for slot in range(s[N_MARKET_SLOTS] + 1):
        kind = market_kind_nb(s, slot)
        if kind < 0:
            continue
        for count in range(1, s[MAX_PER_TYPE] - s[HELD + seat * MAX_COMPONENTS + kind] + 1):
            price = buy_price_fits_nb(s, slot, count, spare)
            gain = NEVER if price < 0 else components_gain_given_nb(s, row, seat, kind, count, price, ids, parts,
                                                                    owned, before)
            best = max(best, gain)
    return best


@leaf
def prepare_markers_nb(s, seat, trick):
    markers = s[TRICK_MARKERS + trick] + (1 if s[ENGINEER_TRICK + seat] == trick else 0)
    symbol = s[TRICK_SYMBOL + trick]
    return min(markers, s[MARKERS_FREE + seat * SYMBOLS + symbol]) if symbol >= 0 else 0


@lean_kernel
def start_trick_gain_nb(s, row, seat, trick):
    """D3/D4: a starting Trick, and its free Prepare at setup when the starting components'
    value covers what it lacks (G7)."""
    gain = learn_gain_nb(s, row, seat, trick)
    cost = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
        if need > s[HELD + seat * MAX_COMPONENTS + kind]:
            cost += (need - s[HELD + seat * MAX_COMPONENTS + kind]) * s[COMPONENT_PRICE + kind]
    if cost <= s[START_COMPONENT_VALUE]:  # its components free, its markers prepared
        pv = s[TRICK_MARKERS + trick] * marker_value_nb(s, row, seat, trick)
        gain += (row[W_READY] + row[W_PROGRESS] + row[W_CARD_MARKER]) * pv
    return gain


@leaf
def prepare_gain_nb(s, row, seat, trick):
    before = tricks_value_nb(s, row, seat)
    s[TRICK_ON_CARD + trick] = prepare_markers_nb(s, seat, trick)
    after = tricks_value_nb(s, row, seat)
    s[TRICK_ON_CARD + trick] = 0
    return after - before


@lean_kernel
def best_prepare_nb(s, row, seat, ap):
    """The best Prepare the seat can pay with ``ap`` Action Points (components met, card empty)."""
    best = NEVER
    for trick in range(s[N_TRICKS]):
        if (s[TRICK_OWNER + trick] == seat and s[TRICK_ON_CARD + trick] == 0 and s[TRICK_PREPARE_AP + trick] <= ap
                and prepare_markers_nb(s, seat, trick) > 0 and missing_copies_nb(s, seat, trick) == 0
                and not taught_nb(s, trick)  # a taught Trick can't be prepared [S L144]
                and built_enough_nb(s, seat, trick)):  # a Signature Trick: Contraptions enough (G94)
            best = max(best, prepare_gain_nb(s, row, seat, trick))
    return best


@leaf
def share_at_nb(s, row, pos):
    if pos == 0 and oldest_leaves_nb(s):
        return row[W_LEAVING_MARKER]
    return row[W_THEATER_MARKER]


@leaf
def set_up_option_gain_nb(s, row, seat, option):
    """A Set Up option: the marker from its Trick card to the place (share of its yield value),
    the Links' payment and Shards, and W_LINK per Link at the place's share."""
    links, paid, trick = set_up_gain_nb(s, row, seat, option)
    pos = (option % PLACES) // (GRID * DIRECTIONS)
    share = share_at_nb(s, row, pos)
    return (share - row[W_CARD_MARKER]) * marker_value_nb(s, row, seat, trick) + paid + row[W_LINK] * share * links


@leaf
def trick_on_card_nb(s, pos, seat, symbol):
    """Does the card at ``pos`` already hold a marker of the seat's ``symbol`` (the same Trick)?"""
    for slot in range(GRID):
        if s[TRACK_OWNER + pos * GRID + slot] == seat and s[TRACK_SYMBOL + pos * GRID + slot] == symbol:
            return True
    return False


@leaf
def beside_a_marker_nb(s, pos, card, slot):
    """Does a circle of ``slot`` lead to a slot holding a marker (so a Set Up there may Link)?"""
    for d in range(DIRECTIONS):
        link = s[PC_CIRCLE + (card * GRID + slot) * DIRECTIONS + d]
        if link < 0:
            continue
        if s[TRACK_OWNER + pos * GRID + other_end_nb(s, card, slot, link)] != -1:
            return True
    return False


@lean_kernel
def best_set_up_nb(s, row, seat):
    """The best Set Up the seat could make now (its own enumeration of the legal places). A place
    no marker is beside makes no Link in any direction, so its gain is that of the card's first
    such place: it is valued once per card."""
    best = NEVER
    for symbol in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        if trick < 0 or s[TRICK_ON_CARD + trick] == 0:
            continue
        for pos in range(s[TRACK_LEN]):
            if trick_on_card_nb(s, pos, seat, symbol):
                continue
            card = s[TRACK_CARD + pos]
            alone_valued = False
            for slot in range(GRID):
                if s[PC_SLOTS + card * GRID + slot] == 0 or s[TRACK_OWNER + pos * GRID + slot] != -1:
                    continue
                alone = not beside_a_marker_nb(s, pos, card, slot)
                if alone and alone_valued:
                    continue
                for d in range(DIRECTIONS):
                    if s[PC_CIRCLE + (card * GRID + slot) * DIRECTIONS + d] >= 0:
                        option = symbol * PLACES + (pos * GRID + slot) * DIRECTIONS + d
                        best = max(best, set_up_option_gain_nb(s, row, seat, option))
                        if alone:
                            alone_valued = True
                            break
    return best


@leaf
def order_value_nb(s, row, seat):
    """Ordering: worth a little when an owned, unprepared Trick needs a type no Buy slot holds."""
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] != seat or s[TRICK_ON_CARD + trick] > 0:
            continue
        for kind in range(s[N_COMPONENT_TYPES]):
            if s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind] > s[HELD + seat * MAX_COMPONENTS + kind]:
                stocked = s[QUICK_ORDER] == kind
                for slot in range(s[N_MARKET_SLOTS]):
                    if s[MARKET_STOCK + slot] == kind or s[MARKET_ORDER + slot] == kind:
                        stocked = True
                if not stocked:
                    return 0.1
    return NEVER


@lean_kernel
def perform_value_nb(s, row, seat):
    """The best card the seat could perform now (its own gain), 0 with none of its markers out."""
    best = 0.0
    for pos in range(s[TRACK_LEN]):
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == seat:
                best = max(best, perform_gain_nb(s, row, seat, pos)[0])
                break
    return best


@lean_kernel
def location_gain_nb(s, row, seat, loc, ap, magician):
    """The best single action a character with ``ap`` AP could take at ``loc`` (the Theater:
    perform for the Magician, else set up its markers), as a gain in V."""
    if loc == LOC_THEATER:
        ready = markers_on_cards_nb(s, seat)
        setting = max(0.0, best_set_up_nb(s, row, seat)) * min(ap, ready) if ready > 0 else 0.0
        if magician:
            return max(perform_value_nb(s, row, seat), setting)
        return setting if ready > 0 else NEVER
    role = s[LOC_ROLE + loc]
    if role == ROLE_DOWNTOWN:
        if ap + 2 < DOWNTOWN_AP:  # not even on the +2 slot
            return NEVER
        return max(best_learn_nb(s, row, seat), best_hire_nb(s, row, seat), best_bank_nb(s, row))
    if role == ROLE_MARKET_ROW:
        return best_buy_nb(s, row, seat)
    if role == ROLE_WORKSHOP:
        return best_prepare_nb(s, row, seat, ap)
    if role == ROLE_DARK_ALLEY:
        return draw_gain_nb(s, ap)
    if role == ROLE_ACADEMY:
        return academy_location_gain_nb(s, row, seat, ap, spare_coins_nb(s, seat))
    return NEVER


@leaf
def draw_gain_nb(s, ap):
    """The Dark Alley: a drawn Special Assignment card, valued at the Fame it scores unspent."""
    if s[DARK_ALLEY] == 0 or ap < 1:
        return NEVER
    return float(s[SCORE_PER_SA])
