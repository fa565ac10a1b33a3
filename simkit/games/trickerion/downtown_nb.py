"""Downtown's actions (RULES §1.7): Learn Trick (3 AP, G34-G36), Hire Character (3 AP, G33),
Take Coins (3 AP), Reroll Die (1 AP) and Set Die (2 AP, G37). A die action turns its die to X.

Each action has ``can_<action>_nb(s, seat, ap)`` (legal and affordable with ``ap`` AP left) and
``<action>_nb(s, rng, tr, w, seat, ch, ap)`` asking its parameters (options.py) and returning
the AP it spent; it writes the ``action`` record (EV_ACTION) before its moves and gains.

Card effects (docs/trickerion-effects.md, "Resources" and "Downtown"): Take Coins' ``take_coins_times``
(P07), ``take_coins_reroll_add`` (A34), ``take_coins_fame`` (A33) and ``take_coins_invest`` (A32);
Hire's ``hire_any`` (A28) and ``hire_second_apprentice`` (A26); Learn's ``learn_any`` (A30),
``learn_leaked`` (A31) and ``learn_overhaul`` (A29). A card applies to the first action of its kind
in its placement (G28); its AP changes are cost_nb's.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.effects_nb import EFFECT_ACTION_OF, _op, _param, card_op_nb, cost_nb, prophecy_op_nb
from simkit.games.trickerion.board_nb import (KIND_APPRENTICE, KIND_SPECIALIST, components_met_nb,
                                              free_slot_for_type_nb, free_symbol_nb)
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (TRICK_ASIDE, ACT_HIRE, ACT_LEARN, ACT_REROLL, ACT_SET_DIE, ACT_TAKE_COINS, CH_INCOMING,
                                            COINS, CTYPE_KIND, DECIDE_BANK_DIE, DECIDE_BUY_COPY, DECIDE_EFFECT_USE,
                                            DECIDE_HIRE, DECIDE_HIRE_DIE, DECIDE_LEARN_DIE, DECIDE_LEARN_TRICK,
                                            DECIDE_OVERHAUL, DECIDE_REROLL_DIE, DECIDE_SET_DIE, DECIDE_SET_FACE, DICE,
                                            DIE_FACE_VALUES, DIE_FACES, DIE_KIND, ENGINEER_TRICK, FAME, FAVOURITE,
                                            ITEM_LEARNED, MARK_APPRENTICES_HIRED, MARK_COINS_TAKEN,
                                            MARK_SPECIALISTS_HIRED, MARK_TRICKS_LEARNED, MARKERS_FREE, MARKS,
                                            MAX_COMPONENTS, N_CHARACTER_TYPES, N_DICE, N_MARKS, N_TRICKS,
                                            OPT_FAVOURITE_USES_DIE, OPTIONS, PR_ACTIVE, SA_TEXT, SYMBOL_TRICK, SYMBOLS,
                                            THRESHOLDS, TRICK_CATEGORY, TRICK_IN_GAME, TRICK_LEVEL, TRICK_ON_CARD,
                                            TRICK_OWNER, TRICK_SIGNATURE_OF, TRICK_SYMBOL, APPRENTICE_NUMBERS, DAWN)
from simkit.games.trickerion.market_nb import (copy_options_nb, copy_price_nb, market_coins_paid_nb, order_area_open_nb,
                                               source_type_nb)
from simkit.games.trickerion.moves_nb import add_character_nb, roll_die_nb, set_die_nb, take_components_nb, take_trick_nb
from simkit.games.trickerion.options import NO, NONE, YES
from simkit.games.trickerion.records import (CHAR_CAUSE_HIRE, CHAR_STATE_INCOMING, COMP_CAUSE_BUY, DIE_CAUSE_REROLL,
                                             DIE_CAUSE_SET, DIE_CAUSE_USED, EV_ACTION, EV_ACTION_CONTEXT,
                                             EV_EFFECT_MARKERS, EV_EFFECT_TRICK, GAIN_FAME_DEFICIT, GAIN_PROPHECY,
                                             GAIN_SPECIAL_ASSIGNMENT, GAIN_TAKE_COINS, TPLACE_BESIDE, TPLACE_DECK, TPLACE_ENGINEER,
                                             TPLACE_SEAT, TRICK_CAUSE_LEARN)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.signature_nb import (counterpart_leaves_nb, replaces_counterpart_nb, signature_allowed_nb,
                                                  take_signature_nb)
from simkit.games.trickerion.vocabulary import FACE_ANY, FACE_X

DIE_TRICK = 0  # DIE_KINDS ids
DIE_INN = 1
DIE_BANK = 2
LEARN_AP = 3
HIRE_AP = 3
TAKE_COINS_AP = 3
REROLL_AP = 1
SET_DIE_AP = 2

ACTION_LEARN = EFFECT_ACTION_OF[ACT_LEARN]
ACTION_HIRE = EFFECT_ACTION_OF[ACT_HIRE]
ACTION_TAKE_COINS = EFFECT_ACTION_OF[ACT_TAKE_COINS]
OP_TAKE_COINS_TIMES = _op("take_coins_times")
P_TAKE_COINS_TIMES_TIMES = _param("take_coins_times", "times")
OP_TAKE_COINS_FAME = _op("take_coins_fame")
P_TAKE_COINS_FAME_MINUS = _param("take_coins_fame", "minus")
OP_TAKE_COINS_REROLL_ADD = _op("take_coins_reroll_add")
OP_TAKE_COINS_INVEST = _op("take_coins_invest")
P_TAKE_COINS_INVEST_COMPONENTS = _param("take_coins_invest", "components")
OP_HIRE_SECOND_APPRENTICE = _op("hire_second_apprentice")
P_HIRE_SECOND_APPRENTICE_COINS = _param("hire_second_apprentice", "coins")
OP_HIRE_ANY = _op("hire_any")
OP_LEARN_ANY = _op("learn_any")
OP_LEARN_OVERHAUL = _op("learn_overhaul")
OP_LEARN_LEAKED = _op("learn_leaked")
P_LEARN_LEAKED_MAX_LEVEL = _param("learn_leaked", "max_level")
P_LEARN_LEAKED_MARKERS = _param("learn_leaked", "markers")


# ---- Learn Trick ---------------------------------------------------------------------------------

@leaf
def deficit_nb(s, seat, trick):
    """Coins to pay for the missing Fame (G35)."""
    return max(0, s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1] - s[FAME + seat])


@leaf
def die_shows_category_nb(s, die, category):
    face = s[DICE + die]
    return s[DIE_KIND + die] == DIE_TRICK and face != FACE_X and (face == category or face == FACE_ANY)


@leaf
def favourite_die_free_nb(s, seat, trick):
    """Learning a Favourite Trick needs no die (G34); with the option favourite_uses_die it turns
    a Trick die not showing X, when there is one."""
    return s[OPT_FAVOURITE_USES_DIE] == 0 or s[TRICK_CATEGORY + trick] != s[FAVOURITE + seat]


@lean_kernel
def learnable_nb(s, seat, trick):
    """In a category deck (or the seat's own Signature Trick, G93), its Fame deficit payable, of a
    level ``learn_leaked`` allows (A31), and of a category a die shows, the Favourite, or any under
    ``learn_any`` (A30)."""
    if s[TRICK_IN_GAME + trick] == 0 or s[TRICK_OWNER + trick] != -1 or s[TRICK_ASIDE + trick] != 0:
        return False
    if not signature_allowed_nb(s, seat, trick):
        return False
    if deficit_nb(s, seat, trick) > s[COINS + seat]:
        return False
    at = card_op_nb(s, ACTION_LEARN, OP_LEARN_LEAKED, 0, 0)
    if at >= 0 and s[TRICK_LEVEL + trick] > s[at + P_LEARN_LEAKED_MAX_LEVEL]:
        return False
    if card_op_nb(s, ACTION_LEARN, OP_LEARN_ANY, 0, 0) >= 0:
        return True
    category = s[TRICK_CATEGORY + trick]
    if category == s[FAVOURITE + seat]:
        return True
    for d in range(s[N_DICE]):
        if die_shows_category_nb(s, d, category):
            return True
    return False


@leaf
def learn_option_nb(s, seat, trick, free, overhaul):
    """A Trick the Learn may take: learnable, and a free Symbol marker for it, or under
    ``learn_overhaul`` (A29) its components met, so that it may take an owned Trick's, or a
    Signature Trick that takes its owned counterpart's (G93)."""
    return learnable_nb(s, seat, trick) and (free or (overhaul and components_met_nb(s, seat, trick))
                                             or replaces_counterpart_nb(s, seat, trick))


@lean_kernel
def can_learn_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_LEARN, LEARN_AP):
        return False
    free = free_symbol_nb(s, seat) >= 0
    overhaul = card_op_nb(s, ACTION_LEARN, OP_LEARN_OVERHAUL, 0, 0) >= 0
    if not free and not overhaul and s[DAWN] == 0:  # with Dawn a Signature Trick may take its counterpart's
        return False
    for t in range(s[N_TRICKS]):
        if learn_option_nb(s, seat, t, free, overhaul):
            return True
    return False


@lean_kernel
def learn_nb(s, rng, tr, w, seat, ch, ap):
    """D14: the Trick, then (not the Favourite category, nor under ``learn_any``) the die it uses;
    under ``learn_overhaul`` with its components met, the owned Trick it replaces (or none while
    a Symbol marker is free); under ``learn_leaked`` markers on it at once, components or not."""
    free = free_symbol_nb(s, seat) >= 0
    overhaul = card_op_nb(s, ACTION_LEARN, OP_LEARN_OVERHAUL, 0, 0) >= 0
    k = 0
    for t in range(s[N_TRICKS]):
        if learn_option_nb(s, seat, t, free, overhaul):
            s[OPTIONS + k] = t
            k += 1
    trick = ask_nb(s, rng, w, seat, DECIDE_LEARN_TRICK, k)
    category = s[TRICK_CATEGORY + trick]
    die = -1
    k = 0
    if card_op_nb(s, ACTION_LEARN, OP_LEARN_ANY, 0, 0) < 0:  # learn_any: no die
        if category != s[FAVOURITE + seat]:
            for d in range(s[N_DICE]):
                if die_shows_category_nb(s, d, category):
                    s[OPTIONS + k] = d
                    k += 1
        elif s[OPT_FAVOURITE_USES_DIE] == 1:
            for d in range(s[N_DICE]):
                if s[DIE_KIND + d] == DIE_TRICK and s[DICE + d] != FACE_X:
                    s[OPTIONS + k] = d
                    k += 1
    if k > 0:
        die = ask_nb(s, rng, w, seat, DECIDE_LEARN_DIE, k)
    replaced = NONE
    signature = s[TRICK_SIGNATURE_OF + trick] >= 0
    if overhaul and components_met_nb(s, seat, trick) and not replaces_counterpart_nb(s, seat, trick):
        k = 0
        if free:
            s[OPTIONS + k] = NONE
            k += 1
        for t in range(s[N_TRICKS]):
            if s[TRICK_OWNER + t] == seat:
                s[OPTIONS + k] = t
                k += 1
        replaced = ask_nb(s, rng, w, seat, DECIDE_OVERHAUL, k)
    deficit = deficit_nb(s, seat, trick)
    cost = cost_nb(s, ACT_LEARN, LEARN_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_LEARN, cost, ap - cost, trick, die)
    record_nb(s, tr, EV_ACTION_CONTEXT, deficit, 0, 0, 0, 0, 0, 0)
    if die >= 0:
        set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
    if deficit > 0:
        gain_nb(s, tr, seat, 0, -deficit, 0, GAIN_FAME_DEFICIT, trick, -1, -1)
    if replaced >= 0:
        overhaul_nb(s, tr, seat, replaced, trick)
        counterpart_leaves_nb(s, tr, seat, trick)  # a Signature Trick's, G93
    elif signature:
        take_signature_nb(s, tr, seat, trick, TRICK_CAUSE_LEARN)
    else:
        take_trick_nb(s, tr, seat, trick, False, TRICK_CAUSE_LEARN)
    at = card_op_nb(s, ACTION_LEARN, OP_LEARN_LEAKED, 0, 0)
    if at >= 0:
        symbol = s[TRICK_SYMBOL + trick]
        n = min(s[at + P_LEARN_LEAKED_MARKERS], s[MARKERS_FREE + seat * SYMBOLS + symbol])
        if n > 0:
            s[MARKERS_FREE + seat * SYMBOLS + symbol] -= n
            s[TRICK_ON_CARD + trick] += n
            record_nb(s, tr, EV_EFFECT_MARKERS, seat, trick, symbol, n, s[SA_TEXT], OP_LEARN_LEAKED, 0)
    return cost


@lean_kernel
def overhaul_nb(s, tr, seat, old, trick):
    """Trick Overhaul (A29): ``old`` goes back to its deck and the learned ``trick`` takes its
    place: its Symbol marker (so its markers, on the Trick card and in the Theater) and its slot
    (the Engineer's too)."""
    symbol = s[TRICK_SYMBOL + old]
    place = TPLACE_SEAT
    if s[ENGINEER_TRICK + seat] == old:
        s[ENGINEER_TRICK + seat] = trick
        place = TPLACE_ENGINEER
    card = s[SA_TEXT]
    s[TRICK_OWNER + old] = -1
    s[TRICK_SYMBOL + old] = -1
    s[TRICK_OWNER + trick] = seat
    s[TRICK_SYMBOL + trick] = symbol
    s[TRICK_ON_CARD + trick] = s[TRICK_ON_CARD + old]
    s[TRICK_ON_CARD + old] = 0
    s[SYMBOL_TRICK + seat * SYMBOLS + symbol] = trick
    s[ITEM_LEARNED + trick] += 1
    s[MARKS + seat * N_MARKS + MARK_TRICKS_LEARNED] += 1
    record_nb(s, tr, EV_EFFECT_TRICK, seat, old, place, TPLACE_DECK, symbol, card, OP_LEARN_OVERHAUL)
    src = TPLACE_BESIDE if s[TRICK_SIGNATURE_OF + trick] >= 0 else TPLACE_DECK  # a Signature Trick (G93)
    record_nb(s, tr, EV_EFFECT_TRICK, seat, trick, src, place, symbol, card, OP_LEARN_OVERHAUL)


# ---- Hire Character ------------------------------------------------------------------------------

@leaf
def hireable_nb(s, seat, ctype):
    kind = s[CTYPE_KIND + ctype]
    return (kind == KIND_SPECIALIST or kind == KIND_APPRENTICE) and free_slot_for_type_nb(s, seat, ctype) >= 0


@leaf
def die_shows_type_nb(s, die, ctype):
    return s[DIE_KIND + die] == DIE_INN and s[DICE + die] == ctype


@leaf
def hire_any_nb(s):
    return card_op_nb(s, ACTION_HIRE, OP_HIRE_ANY, 0, 0) >= 0


@lean_kernel
def can_hire_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_HIRE, HIRE_AP):
        return False
    if hire_any_nb(s):
        for t in range(s[N_CHARACTER_TYPES]):
            if hireable_nb(s, seat, t):
                return True
        return False
    for d in range(s[N_DICE]):
        if s[DIE_KIND + d] == DIE_INN and s[DICE + d] != FACE_X and hireable_nb(s, seat, s[DICE + d]):
            return True
    return False


@lean_kernel
def hire_nb(s, rng, tr, w, seat, ch, ap):
    """D14: the character type, then the Inn die showing it (none under ``hire_any``, A28). The
    hire is incoming: it joins at Return Characters; its board works at once (G33). Under
    ``hire_second_apprentice`` (A26) a hired Apprentice may bring a second one for Coins."""
    any_type = hire_any_nb(s)
    k = 0
    for t in range(s[N_CHARACTER_TYPES]):
        if not hireable_nb(s, seat, t):
            continue
        for d in range(s[N_DICE]):
            if any_type or die_shows_type_nb(s, d, t):
                s[OPTIONS + k] = t
                k += 1
                break
    ctype = ask_nb(s, rng, w, seat, DECIDE_HIRE, k)
    die = -1
    if not any_type:
        k = 0
        for d in range(s[N_DICE]):
            if die_shows_type_nb(s, d, ctype):
                s[OPTIONS + k] = d
                k += 1
        die = ask_nb(s, rng, w, seat, DECIDE_HIRE_DIE, k)
    cost = cost_nb(s, ACT_HIRE, HIRE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_HIRE, cost, ap - cost, ctype, die)
    if die >= 0:
        set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
    hire_character_nb(s, tr, seat, ctype)
    at = card_op_nb(s, ACTION_HIRE, OP_HIRE_SECOND_APPRENTICE, 0, 0)
    if at >= 0 and s[CTYPE_KIND + ctype] == KIND_APPRENTICE and hireable_nb(s, seat, ctype):
        coins = s[at + P_HIRE_SECOND_APPRENTICE_COINS]
        if coins <= s[COINS + seat]:
            s[OPTIONS] = NO
            s[OPTIONS + 1] = YES
            if ask_nb(s, rng, w, seat, DECIDE_EFFECT_USE, 2) == YES:
                gain_nb(s, tr, seat, 0, -coins, 0, GAIN_SPECIAL_ASSIGNMENT, s[SA_TEXT], OP_HIRE_SECOND_APPRENTICE, -1)
                hire_character_nb(s, tr, seat, ctype)
    return cost


@lean_kernel
def hire_character_nb(s, tr, seat, ctype):
    """A hired character of ``ctype`` in its first free slot, incoming; returns the slot."""
    slot = free_slot_for_type_nb(s, seat, ctype)
    number = 0
    if s[CTYPE_KIND + ctype] == KIND_APPRENTICE:  # the next number after the highest given (T23): an
        number = s[APPRENTICE_NUMBERS + seat] + 1  # Apprentice Hidden Talent turned into a Specialist keeps its own
        s[MARKS + seat * N_MARKS + MARK_APPRENTICES_HIRED] += 1
    else:
        s[MARKS + seat * N_MARKS + MARK_SPECIALISTS_HIRED] += 1
    add_character_nb(s, tr, seat, slot, ctype, CH_INCOMING, 0, number, CHAR_CAUSE_HIRE, CHAR_STATE_INCOMING)
    return slot


# ---- Take Coins, Reroll Die, Set Die -------------------------------------------------------------

@lean_kernel
def can_take_coins_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_TAKE_COINS, TAKE_COINS_AP):
        return False
    for d in range(s[N_DICE]):
        if s[DIE_KIND + d] == DIE_BANK and s[DICE + d] != FACE_X:
            return True
    return False


@lean_kernel
def take_coins_nb(s, rng, tr, w, seat, ch, ap):
    """Coins = the Bank die's face. Card effects, in this order: ``take_coins_reroll_add`` (A34:
    the die is rolled once more, its face taken too, X nothing, and it is used again); a
    ``take_coins_times`` (P07; the Prophecy's, then a card's) multiplies every Coin the action
    took; ``take_coins_fame`` (A33) gives Fame = those Coins - minus; ``take_coins_invest`` (A32)
    spends up to them on Market Row components."""
    k = 0
    for d in range(s[N_DICE]):
        if s[DIE_KIND + d] == DIE_BANK and s[DICE + d] != FACE_X:
            s[OPTIONS + k] = d
            k += 1
    die = ask_nb(s, rng, w, seat, DECIDE_BANK_DIE, k)
    coins = s[DICE + die]
    cost = cost_nb(s, ACT_TAKE_COINS, TAKE_COINS_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_TAKE_COINS, cost, ap - cost, die, 0)
    set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
    gain_nb(s, tr, seat, 0, coins, 0, GAIN_TAKE_COINS, die, -1, -1)
    card = s[SA_TEXT]
    if card_op_nb(s, ACTION_TAKE_COINS, OP_TAKE_COINS_REROLL_ADD, 0, 0) >= 0:
        roll_die_nb(s, rng, tr, die, DIE_CAUSE_REROLL)
        more = s[DICE + die]
        if more != FACE_X:
            set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
            gain_nb(s, tr, seat, 0, more, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_TAKE_COINS_REROLL_ADD, -1)
            coins += more
    at = prophecy_op_nb(s, OP_TAKE_COINS_TIMES, 0, 0)
    if at >= 0:
        more = (s[at + P_TAKE_COINS_TIMES_TIMES] - 1) * coins
        gain_nb(s, tr, seat, 0, more, 0, GAIN_PROPHECY, s[PR_ACTIVE], OP_TAKE_COINS_TIMES, -1)
        coins += more
    at = card_op_nb(s, ACTION_TAKE_COINS, OP_TAKE_COINS_TIMES, 0, 0)
    if at >= 0:
        more = (s[at + P_TAKE_COINS_TIMES_TIMES] - 1) * coins
        gain_nb(s, tr, seat, 0, more, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_TAKE_COINS_TIMES, -1)
        coins += more
    s[MARKS + seat * N_MARKS + MARK_COINS_TAKEN] += coins
    at = card_op_nb(s, ACTION_TAKE_COINS, OP_TAKE_COINS_FAME, 0, 0)
    if at >= 0:
        gain_nb(s, tr, seat, max(0, coins - s[at + P_TAKE_COINS_FAME_MINUS]), 0, 0, GAIN_SPECIAL_ASSIGNMENT, card,
                OP_TAKE_COINS_FAME, -1)
    at = card_op_nb(s, ACTION_TAKE_COINS, OP_TAKE_COINS_INVEST, 0, 0)
    if at >= 0:
        invest_nb(s, rng, tr, w, seat, s[at + P_TAKE_COINS_INVEST_COMPONENTS], coins)
    return cost


@lean_kernel
def invest_nb(s, rng, tr, w, seat, components, budget):
    """Investments (A32): up to ``components`` copies from the Market Row's sources (its Buy slots,
    the Quick Order slot, the Order slots under P04), one at a time, at their prices (no AP, no
    Bargain), for at most ``budget`` Coins in all: the Coins the Take Coins gave."""
    pending = stack_zeros(MAX_COMPONENTS, np.int64)  # each copy is taken at once: nothing pending
    area = order_area_open_nb(s, ACTION_TAKE_COINS)
    spent = 0
    for _ in range(components):
        left = min(budget - spent, s[COINS + seat])
        k = copy_options_nb(s, seat, pending, 0, 0, 0, left, ACTION_TAKE_COINS, True, True)
        src = ask_nb(s, rng, w, seat, DECIDE_BUY_COPY, k)
        if src == NONE:
            return
        comp = source_type_nb(s, seat, src, area, False)
        price = copy_price_nb(s, seat, src, comp, ACTION_TAKE_COINS)
        take_components_nb(s, tr, seat, comp, 1, False, COMP_CAUSE_BUY, src)
        gain_nb(s, tr, seat, 0, -price, 0, GAIN_SPECIAL_ASSIGNMENT, s[SA_TEXT], OP_TAKE_COINS_INVEST, -1)
        market_coins_paid_nb(s, tr, seat, price)
        spent += price


@lean_kernel
def can_reroll_nb(s, seat, ap):
    return ap >= cost_nb(s, ACT_REROLL, REROLL_AP) and s[N_DICE] > 0


@lean_kernel
def reroll_nb(s, rng, tr, w, seat, ch, ap):
    """Any die, X included, repeatedly (G37); the new face is a chance draw."""
    for d in range(s[N_DICE]):
        s[OPTIONS + d] = d
    die = ask_nb(s, rng, w, seat, DECIDE_REROLL_DIE, s[N_DICE])
    cost = cost_nb(s, ACT_REROLL, REROLL_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_REROLL, cost, ap - cost, die, 0)
    roll_die_nb(s, rng, tr, die, DIE_CAUSE_REROLL)
    return cost


@lean_kernel
def can_set_die_nb(s, seat, ap):
    return ap >= cost_nb(s, ACT_SET_DIE, SET_DIE_AP) and s[N_DICE] > 0


@lean_kernel
def set_die_action_nb(s, rng, tr, w, seat, ch, ap):
    """D14: the die, then one of its faces (each distinct value once, X included, G37)."""
    for d in range(s[N_DICE]):
        s[OPTIONS + d] = d
    die = ask_nb(s, rng, w, seat, DECIDE_SET_DIE, s[N_DICE])
    k = 0
    for f in range(DIE_FACES):
        value = s[DIE_FACE_VALUES + die * DIE_FACES + f]
        seen = False
        for j in range(k):
            if s[OPTIONS + j] == value:
                seen = True
        if not seen:
            s[OPTIONS + k] = value
            k += 1
    face = ask_nb(s, rng, w, seat, DECIDE_SET_FACE, k)
    cost = cost_nb(s, ACT_SET_DIE, SET_DIE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_SET_DIE, cost, ap - cost, die, face)
    set_die_nb(s, tr, die, face, DIE_CAUSE_SET)
    return cost
