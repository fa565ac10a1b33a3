"""Wrappers around a seat's base strategy, read from its strategy word (simkit.games.trickster.layout).

- ``restricted:<base>:<hero>`` (restricted play, Jaffe et al., AIIDE 2012): at a
  play decision the hero's cards are set aside while another legal card exists;
  the base strategy chooses among the rest. Its win-rate drop against the base
  measures what playing the hero is worth.
- ``noeffect``: the engine itself ignores the hero's effect (simkit.games.trickster.effects);
  the base strategy plays as usual.
"""

from simkit.engine.jit import leaf
from simkit.strategies.wrappers import put_back_nb
from simkit.games.trickster.layout import (ARG_SHIFT, CARD_SLOT, CTX_KIND, DECIDE_PLAY, FILTER_SCRATCH, N_OPTIONS, OPTIONS,
                           SLOT_HERO, STRATEGY, WRAP_MASK, WRAP_RESTRICTED, WRAP_SHIFT)


@leaf
def wrapper_of_nb(s, seat):
    return (s[STRATEGY + seat] >> WRAP_SHIFT) & WRAP_MASK


@leaf
def wrapper_arg_nb(s, seat):
    return (s[STRATEGY + seat] >> ARG_SHIFT) - 1


@leaf
def restrict_options_nb(s, seat):
    """Set the restricted hero's cards aside while another legal card exists. Returns the full
    option count when it set cards aside (0 when not); the full list waits in FILTER_SCRATCH
    for ``unrestrict_choice_nb``."""
    if wrapper_of_nb(s, seat) != WRAP_RESTRICTED or s[CTX_KIND] != DECIDE_PLAY:
        return 0
    hero = wrapper_arg_nb(s, seat)
    n = s[N_OPTIONS]
    kept = 0
    for i in range(n):
        if s[SLOT_HERO + s[CARD_SLOT + s[OPTIONS + i]]] != hero:
            kept += 1
    if kept == 0 or kept == n:
        return 0
    k = 0
    for i in range(n):
        card = s[OPTIONS + i]
        s[FILTER_SCRATCH + i] = card
        if s[SLOT_HERO + s[CARD_SLOT + card]] != hero:
            s[OPTIONS + k] = card
            k += 1
    s[N_OPTIONS] = k
    return n


@leaf
def unrestrict_choice_nb(s, n, index):
    """Put the full option list back; the index of the chosen card in it."""
    return put_back_nb(s, n, index, OPTIONS, N_OPTIONS, FILTER_SCRATCH)
