"""The strategy dispatcher: a seat's strategy word selects its kernel, after its wrapper.

Strategy ids (simkit.games.tricksters.strategies names them): ``RANDOM_ID`` picks a uniformly
random option; ``HEURISTIC_ID`` runs the weighted heuristic (simkit.games.tricksters.heuristic)
with the seat's weight row; ``SEARCH_ID`` defers its turns and avatars to the game driver and
decides everything else like the heuristic. The ``restricted`` wrapper sets aside the options
that would add its effect type to the pool while another option exists.
"""

from simkit.engine.jit import kernel, leaf

from simkit.games.tricksters.heuristic import heuristic_choose_nb
from simkit.games.tricksters.layout import (ARG_SHIFT, CARD_EFFECT, CTX_KIND, DECIDE_PLACE, DECIDE_SKULL_PLACE,
                                            DECIDE_TURN, FILTER_SCRATCH, N_OPTIONS, OPTIONS, PLACE_CODE, STRATEGY,
                                            STRATEGY_ID_MASK, WRAP_MASK, WRAP_RESTRICTED, WRAP_SHIFT)
from simkit.engine.random_streams import randint_nb

RANDOM_ID = 0
HEURISTIC_ID = 1
SEARCH_ID = 2


@leaf
def strategy_id_nb(s, seat):
    return s[STRATEGY + seat] & STRATEGY_ID_MASK


@leaf
def defers_nb(s, seat):
    """Does the seat's strategy answer its turns and avatars outside the engine (search)?"""
    return strategy_id_nb(s, seat) == SEARCH_ID


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
    option = s[OPTIONS + index]
    found = 0
    for i in range(n):
        s[OPTIONS + i] = s[FILTER_SCRATCH + i]
        if s[OPTIONS + i] == option:
            found = i
    s[N_OPTIONS] = n
    return found


@leaf
def base_choose_nb(s, rng, w, seat):
    strategy = strategy_id_nb(s, seat)
    if strategy == RANDOM_ID:
        return randint_nb(rng, 1 + seat, s[N_OPTIONS])
    if strategy == HEURISTIC_ID or strategy == SEARCH_ID:
        return heuristic_choose_nb(s, rng, w, seat)
    raise ValueError("unknown strategy id")


@kernel
def choose_nb(s, rng, w, seat):
    """The index of the option the seat's strategy picks: its wrapper, then its base strategy."""
    n = restrict_options_nb(s, seat)
    index = 0 if s[N_OPTIONS] == 1 else base_choose_nb(s, rng, w, seat)
    if n > 0:
        index = unrestrict_choice_nb(s, n, index)
    return index
