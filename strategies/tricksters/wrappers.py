"""Wrappers around a seat's base strategy, read from its strategy word (simkit.games.tricksters.layout).

``restricted:<base>:<effect>`` (restricted play): the options that would add the effect type
to the pool are set aside while another option exists; the base strategy chooses among the rest.
"""

from simkit.engine.jit import leaf
from simkit.strategies.wrappers import put_back_nb
from simkit.games.tricksters.layout import (ARG_SHIFT, CARD_EFFECT, CTX_KIND, DECIDE_PLACE, DECIDE_SKULL_PLACE,
                                            DECIDE_TURN, FILTER_SCRATCH, N_OPTIONS, OPTIONS, PLACE_CODE, STRATEGY,
                                            WRAP_MASK, WRAP_RESTRICTED, WRAP_SHIFT)


@leaf
def placed_card_nb(s, option):
    """The card an option adds to the pool, or -1."""
    kind = s[CTX_KIND]
    if kind == DECIDE_PLACE or kind == DECIDE_SKULL_PLACE:
        return option
    if kind == DECIDE_TURN and option >= PLACE_CODE:
        return option - PLACE_CODE
    return -1


@leaf
def restrict_options_nb(s, seat):
    """Set aside the options adding the restricted effect type to the pool, while another option
    exists. Returns the full option count when it set options aside (0 when not); the full list
    waits in FILTER_SCRATCH for ``unrestrict_choice_nb``."""
    word = s[STRATEGY + seat]
    if (word >> WRAP_SHIFT) & WRAP_MASK != WRAP_RESTRICTED:
        return 0
    effect = word >> ARG_SHIFT  # stored as item index + 1, which is the effect code (EFFECT_*)
    n = s[N_OPTIONS]
    kept = 0
    for i in range(n):
        card = placed_card_nb(s, s[OPTIONS + i])
        if card < 0 or s[CARD_EFFECT + card] != effect:
            kept += 1
    if kept == 0 or kept == n:
        return 0
    k = 0
    for i in range(n):
        option = s[OPTIONS + i]
        s[FILTER_SCRATCH + i] = option
        card = placed_card_nb(s, option)
        if card < 0 or s[CARD_EFFECT + card] != effect:
            s[OPTIONS + k] = option
            k += 1
    s[N_OPTIONS] = k
    return n


@leaf
def unrestrict_choice_nb(s, n, index):
    """Put the full option list back; the index of the chosen option in it."""
    return put_back_nb(s, n, index, OPTIONS, N_OPTIONS, FILTER_SCRATCH)
