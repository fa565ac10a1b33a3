"""Downtown's actions (RULES §1.7): Learn Trick (3 AP, G34-G36), Hire Character (3 AP, G33),
Take Coins (3 AP), Reroll Die (1 AP) and Set Die (2 AP, G37). A die action turns its die to X.

Each action has ``can_<action>_nb(s, seat, ap)`` (legal and affordable with ``ap`` AP left) and
``<action>_nb(s, rng, tr, w, seat, ch, ap)`` asking its parameters (options.py) and returning
the AP it spent; it writes the ``action`` record (EV_ACTION) before its moves and gains.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.board_nb import (KIND_APPRENTICE, KIND_SPECIALIST, free_slot_for_type_nb,
                                              free_symbol_nb)
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ACT_HIRE, ACT_LEARN, ACT_REROLL, ACT_SET_DIE, ACT_TAKE_COINS, CH_INCOMING,
                                            COINS, CTYPE_KIND, DECIDE_BANK_DIE, DECIDE_HIRE, DECIDE_HIRE_DIE,
                                            DECIDE_LEARN_DIE, DECIDE_LEARN_TRICK, DECIDE_REROLL_DIE, DECIDE_SET_DIE,
                                            DECIDE_SET_FACE, DICE, DIE_FACE_VALUES, DIE_FACES, DIE_KIND, FAME,
                                            FAVOURITE, MARK_APPRENTICES_HIRED, MARK_COINS_TAKEN,
                                            MARK_SPECIALISTS_HIRED, MARKS, N_CHARACTER_TYPES, N_DICE, N_MARKS,
                                            N_TRICKS, OPT_FAVOURITE_USES_DIE, OPTIONS, THRESHOLDS, TRICK_CATEGORY,
                                            TRICK_IN_GAME, TRICK_LEVEL, TRICK_OWNER, CHAR_NUMBER, MAX_CHARS)
from simkit.games.trickerion.moves_nb import add_character_nb, roll_die_nb, set_die_nb, take_trick_nb
from simkit.games.trickerion.records import (CHAR_CAUSE_HIRE, CHAR_STATE_INCOMING, DIE_CAUSE_REROLL, DIE_CAUSE_SET,
                                             DIE_CAUSE_USED, EV_ACTION, EV_ACTION_CONTEXT, GAIN_FAME_DEFICIT,
                                             GAIN_TAKE_COINS, TRICK_CAUSE_LEARN)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.vocabulary import FACE_ANY, FACE_X

DIE_TRICK = 0  # DIE_KINDS ids
DIE_INN = 1
DIE_BANK = 2
LEARN_AP = 3
HIRE_AP = 3
TAKE_COINS_AP = 3
REROLL_AP = 1
SET_DIE_AP = 2


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
    if s[TRICK_IN_GAME + trick] == 0 or s[TRICK_OWNER + trick] != -1:
        return False
    if deficit_nb(s, seat, trick) > s[COINS + seat]:
        return False
    category = s[TRICK_CATEGORY + trick]
    if category == s[FAVOURITE + seat]:
        return True
    for d in range(s[N_DICE]):
        if die_shows_category_nb(s, d, category):
            return True
    return False


@lean_kernel
def can_learn_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_LEARN, LEARN_AP) or free_symbol_nb(s, seat) < 0:
        return False
    for t in range(s[N_TRICKS]):
        if learnable_nb(s, seat, t):
            return True
    return False


@lean_kernel
def learn_nb(s, rng, tr, w, seat, ch, ap):
    """D14: the Trick, then (not the Favourite category) the die it uses."""
    k = 0
    for t in range(s[N_TRICKS]):
        if learnable_nb(s, seat, t):
            s[OPTIONS + k] = t
            k += 1
    trick = ask_nb(s, rng, w, seat, DECIDE_LEARN_TRICK, k)
    category = s[TRICK_CATEGORY + trick]
    die = -1
    k = 0
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
    deficit = deficit_nb(s, seat, trick)
    cost = cost_nb(s, ACT_LEARN, LEARN_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_LEARN, cost, ap - cost, trick, die)
    record_nb(s, tr, EV_ACTION_CONTEXT, deficit, 0, 0, 0, 0, 0, 0)
    if die >= 0:
        set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
    if deficit > 0:
        gain_nb(s, tr, seat, 0, -deficit, 0, GAIN_FAME_DEFICIT, trick, -1, -1)
    take_trick_nb(s, tr, seat, trick, False, TRICK_CAUSE_LEARN)
    return cost


# ---- Hire Character ------------------------------------------------------------------------------

@leaf
def hireable_nb(s, seat, ctype):
    kind = s[CTYPE_KIND + ctype]
    return (kind == KIND_SPECIALIST or kind == KIND_APPRENTICE) and free_slot_for_type_nb(s, seat, ctype) >= 0


@leaf
def die_shows_type_nb(s, die, ctype):
    return s[DIE_KIND + die] == DIE_INN and s[DICE + die] == ctype


@lean_kernel
def can_hire_nb(s, seat, ap):
    if ap < cost_nb(s, ACT_HIRE, HIRE_AP):
        return False
    for d in range(s[N_DICE]):
        if s[DIE_KIND + d] == DIE_INN and s[DICE + d] != FACE_X and hireable_nb(s, seat, s[DICE + d]):
            return True
    return False


@lean_kernel
def hire_nb(s, rng, tr, w, seat, ch, ap):
    """D14: the character type, then the Inn die showing it. The hire is incoming: it joins at
    Return Characters; its board works at once (G33)."""
    k = 0
    for t in range(s[N_CHARACTER_TYPES]):
        if not hireable_nb(s, seat, t):
            continue
        for d in range(s[N_DICE]):
            if die_shows_type_nb(s, d, t):
                s[OPTIONS + k] = t
                k += 1
                break
    ctype = ask_nb(s, rng, w, seat, DECIDE_HIRE, k)
    k = 0
    for d in range(s[N_DICE]):
        if die_shows_type_nb(s, d, ctype):
            s[OPTIONS + k] = d
            k += 1
    die = ask_nb(s, rng, w, seat, DECIDE_HIRE_DIE, k)
    cost = cost_nb(s, ACT_HIRE, HIRE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_HIRE, cost, ap - cost, ctype, die)
    set_die_nb(s, tr, die, FACE_X, DIE_CAUSE_USED)
    slot = free_slot_for_type_nb(s, seat, ctype)
    number = 0
    if s[CTYPE_KIND + ctype] == KIND_APPRENTICE:
        for c in range(MAX_CHARS):
            number = max(number, s[CHAR_NUMBER + seat * MAX_CHARS + c])
        number += 1
        s[MARKS + seat * N_MARKS + MARK_APPRENTICES_HIRED] += 1
    else:
        s[MARKS + seat * N_MARKS + MARK_SPECIALISTS_HIRED] += 1
    add_character_nb(s, tr, seat, slot, ctype, CH_INCOMING, 0, number, CHAR_CAUSE_HIRE, CHAR_STATE_INCOMING)
    return cost


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
    s[MARKS + seat * N_MARKS + MARK_COINS_TAKEN] += coins
    return cost


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
