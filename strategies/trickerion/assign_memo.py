"""The location values of the Assignment phase, worked out once a turn for a seat and kept in its
notes (notes.ASSIGN_MEMO), so that each of its characters' Assignment (D7) reads them instead of
valuing every location again (gains.location_gain_nb), with the same results bit for bit.

While the seat assigns, the state changes only in its own characters' cards (turn_nb.assignment_nb:
each seat decides all its characters before the next seat), and of what the location values
read, those cards change only the spare Coins (gains.spare_coins_nb: the wages set aside), which
decide which Learns and Buys the seat can pay. So the memo keeps every learnable Trick's gain
with its Fame deficit, every Buy's gain with its price and every Prepare's gain with its AP, and
each Assignment takes the best of those the spare Coins (and the character's AP) allow, as the
gains would. Outside the Assignment phase, or when a list would not fit, the gains are
computed as before.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty
from simkit.games.trickerion.academy_rooms_nb import taught_nb
from simkit.games.trickerion.layout import (ROLE_ACADEMY, ROLE_DARK_ALLEY, FAME, HELD, LOC_ROLE, LOC_THEATER, MAX_COMPONENTS, MAX_PER_TYPE,
                                            N_MARKET_SLOTS, N_TRICKS, NOTES_SIZE, PHASE, PHASE_ASSIGNMENT,
                                            ROLE_DOWNTOWN, ROLE_MARKET_ROW, ROLE_WORKSHOP, SYMBOLS, THRESHOLDS,
                                            TRICK_LEVEL, TRICK_ON_CARD, TRICK_OWNER, TRICK_PREPARE_AP, TURN)
from simkit.strategies.trickerion.academy_gains import academy_location_gain_nb
from simkit.strategies.trickerion.gains import (DOWNTOWN_AP, NEVER, best_bank_nb, best_buy_nb, best_hire_nb, draw_gain_nb,
                                                best_learn_nb, best_prepare_nb, best_set_up_nb, buy_price_nb,
                                                components_gain_given_nb, learn_gain_given_nb, location_gain_nb,
                                                market_kind_nb, perform_value_nb, prepare_gain_nb, prepare_markers_nb,
                                                spare_coins_nb)
from simkit.strategies.trickerion.notes import ASSIGN_MEMO, notes_at_nb
from simkit.strategies.trickerion.plan import allowed_categories_nb, learnable_given_nb, markers_on_cards_nb
from simkit.strategies.trickerion.value import (held_for_needs_all_nb, missing_copies_nb, owned_parts_nb,
                                                parts_sum_nb)

LEARN_CAP = 24  # learnable Tricks kept (more: computed directly)
BUY_CAP = 16  # Buy options kept: the Buy slots and the Quick Order slot x copies
PREPARE_CAP = SYMBOLS  # a seat owns at most 4 Tricks (more: computed directly)
# words of the memo
STAMP = 0  # the turn it was made for + 1
READY = 1  # the seat's markers on its Trick cards
N_LEARN = 2  # entries kept, -1: too many
N_BUY = 3
N_PREPARE = 4
LEARN_DEFICIT = 6
BUY_PRICE = LEARN_DEFICIT + LEARN_CAP
PREPARE_AP = BUY_PRICE + BUY_CAP
FLOATS = PREPARE_AP + PREPARE_CAP  # float64 from here (an even word: 8-byte aligned)
F_HIRE = 0
F_BANK = 1
F_SET_UP = 2
F_PERFORM = 3
F_LEARN = 4
F_BUY = F_LEARN + LEARN_CAP
F_PREPARE = F_BUY + BUY_CAP
N_FLOATS = F_PREPARE + PREPARE_CAP
MEMO_SIZE = FLOATS + 2 * N_FLOATS
ANY_COINS = 1 << 30  # a spare-Coins figure no Fame deficit exceeds: the gain before the check
if FLOATS % 2 or ASSIGN_MEMO % 2 or NOTES_SIZE % 2 or ASSIGN_MEMO + MEMO_SIZE > NOTES_SIZE:
    raise ImportError("strategies.trickerion.assign_memo: the memo does not fit the seat notes (NOTES_SIZE)")


@leaf
def memo_floats_nb(s, at):
    return s[at + FLOATS:at + FLOATS + 2 * N_FLOATS].view(np.float64)


@lean_kernel
def fill_assign_memo_nb(s, row, seat, at):
    """Work out the memo at ``at`` from the state (module docstring)."""
    f = memo_floats_nb(s, at)
    f[F_HIRE] = best_hire_nb(s, row, seat)
    f[F_BANK] = best_bank_nb(s, row)
    ready = markers_on_cards_nb(s, seat)
    s[at + READY] = ready
    f[F_SET_UP] = best_set_up_nb(s, row, seat) if ready > 0 else 0.0
    f[F_PERFORM] = perform_value_nb(s, row, seat)
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    owned = owned_parts_nb(s, row, seat, ids, parts)
    before = parts_sum_nb(ids, parts, owned, -1, 0.0)
    n = 0  # gains.best_learn_nb's Tricks, with their deficits
    if owned < SYMBOLS:
        allowed = allowed_categories_nb(s, seat)
        have = stack_empty(MAX_COMPONENTS, np.int64)
        held_for_needs_all_nb(s, seat, have)
        for trick in range(s[N_TRICKS]):
            if learnable_given_nb(s, seat, trick, allowed):
                if n == LEARN_CAP:
                    n = -1
                    break
                s[at + LEARN_DEFICIT + n] = max(0, s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1] - s[FAME + seat])
                f[F_LEARN + n] = learn_gain_given_nb(s, row, seat, trick, ids, parts, owned, before, ANY_COINS,
                                                       have)
                n += 1
    s[at + N_LEARN] = n
    n = 0  # gains.best_buy_nb's options, with their prices
    for slot in range(s[N_MARKET_SLOTS] + 1):
        kind = market_kind_nb(s, slot)
        if kind < 0 or n < 0:
            continue
        for count in range(1, s[MAX_PER_TYPE] - s[HELD + seat * MAX_COMPONENTS + kind] + 1):
            if n == BUY_CAP:
                n = -1
                break
            price = buy_price_nb(s, slot, count)
            s[at + BUY_PRICE + n] = price
            f[F_BUY + n] = components_gain_given_nb(s, row, seat, kind, count, price, ids, parts, owned, before)
            n += 1
    s[at + N_BUY] = n
    n = 0  # gains.best_prepare_nb's Tricks, with their AP
    for trick in range(s[N_TRICKS]):
        if (s[TRICK_OWNER + trick] == seat and s[TRICK_ON_CARD + trick] == 0
                and prepare_markers_nb(s, seat, trick) > 0 and missing_copies_nb(s, seat, trick) == 0
                and not taught_nb(s, trick)):
            if n == PREPARE_CAP:
                n = -1
                break
            s[at + PREPARE_AP + n] = s[TRICK_PREPARE_AP + trick]
            f[F_PREPARE + n] = prepare_gain_nb(s, row, seat, trick)
            n += 1
    s[at + N_PREPARE] = n
    s[at + STAMP] = s[TURN] + 1


@leaf
def best_at_most_nb(s, keys, f, gains, n, limit):
    """The best of the memo's ``n`` gains (``f[gains:]``) whose key (``s[keys:]``) is at most
    ``limit``; NEVER without one."""
    best = NEVER
    for k in range(n):
        if s[keys + k] <= limit:
            best = max(best, f[gains + k])
    return best


@leaf
def memo_learn_nb(s, row, seat, at, f, spare):
    """gains.best_learn_nb with ``spare`` Coins, from the memo: a Learn with no Fame deficit, or
    one the spare Coins cover."""
    n = s[at + N_LEARN]
    if n < 0:
        return best_learn_nb(s, row, seat)
    return best_at_most_nb(s, at + LEARN_DEFICIT, f, F_LEARN, n, max(0, spare))


@leaf
def memo_buy_nb(s, row, seat, at, f, spare):
    """gains.best_buy_nb with ``spare`` Coins, from the memo."""
    n = s[at + N_BUY]
    if n < 0:
        return best_buy_nb(s, row, seat)
    return best_at_most_nb(s, at + BUY_PRICE, f, F_BUY, n, spare)


@leaf
def memo_prepare_nb(s, row, seat, at, f, ap):
    """gains.best_prepare_nb with ``ap`` AP, from the memo."""
    n = s[at + N_PREPARE]
    if n < 0:
        return best_prepare_nb(s, row, seat, ap)
    return best_at_most_nb(s, at + PREPARE_AP, f, F_PREPARE, n, ap)


@lean_kernel
def assign_location_gain_nb(s, row, seat, loc, ap, magician):
    """gains.location_gain_nb, from the memo during the Assignment phase (made at the seat's first
    call of the turn)."""
    if s[PHASE] != PHASE_ASSIGNMENT:
        return location_gain_nb(s, row, seat, loc, ap, magician)
    at = notes_at_nb(seat) + ASSIGN_MEMO
    if s[at + STAMP] != s[TURN] + 1:
        fill_assign_memo_nb(s, row, seat, at)
    f = memo_floats_nb(s, at)
    if loc == LOC_THEATER:
        ready = s[at + READY]
        setting = max(0.0, f[F_SET_UP]) * min(ap, ready) if ready > 0 else 0.0
        if magician:
            return max(f[F_PERFORM], setting)
        return setting if ready > 0 else NEVER
    role = s[LOC_ROLE + loc]
    if role == ROLE_DOWNTOWN:
        if ap + 2 < DOWNTOWN_AP:  # not even on the +2 slot
            return NEVER
        return max(memo_learn_nb(s, row, seat, at, f, spare_coins_nb(s, seat)), f[F_HIRE], f[F_BANK])
    if role == ROLE_MARKET_ROW:
        return memo_buy_nb(s, row, seat, at, f, spare_coins_nb(s, seat))
    if role == ROLE_WORKSHOP:
        return memo_prepare_nb(s, row, seat, at, f, ap)
    if role == ROLE_DARK_ALLEY:
        return draw_gain_nb(s, ap)
    if role == ROLE_ACADEMY:  # not kept: it reads the spare Coins and the AP throughout
        return academy_location_gain_nb(s, row, seat, ap, spare_coins_nb(s, seat))
    return NEVER
