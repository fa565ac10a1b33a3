"""Table helpers every phase uses: seats in turn order, shuffles, decks and their refills."""

import numpy as np
from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.layout import (ACTIVE, CARD_EFFECT, EFFECT_EYE, EFFECT_SKULL, EFFECT_SWAP,
                                            MAX_CARDS, MODE, MODE_SOLO1, N_PLAYERS, POS, TRACING, ZONE_CARDS,
                                            ZONE_COUNT, ZONE_DECK2, ZONE_DISCARD)
from simkit.games.tricksters.rng import CHANCE
from simkit.games.tricksters.zones import (CAUSE_REFILL, EV_PLACED, EV_REFILL, EV_SHUFFLE, record_nb, zone_append_nb,
                                           zone_card_nb, zone_count_nb, zone_last_nb, zone_remove_nb, move_nb)
from simkit.engine.random_streams import randint_nb


@leaf
def is_active_nb(s, seat):
    return (s[ACTIVE] >> seat) & 1 == 1


@leaf
def next_active_nb(s, seat):
    """The next seat in turn order still playing."""
    n = s[N_PLAYERS]
    p = (seat + 1) % n
    while not is_active_nb(s, p):
        p = (p + 1) % n
    return p


@leaf
def is_action_effect_nb(effect):
    """Eye, Swap Arrows and Skull act; x3 only counts."""
    return effect == EFFECT_EYE or effect == EFFECT_SWAP or effect == EFFECT_SKULL


@leaf
def shuffle_first_nb(s, rng, tr, zone, n):
    """Shuffle the first ``n`` entries of a zone's list with the chance stream (the rest stay
    where they are); traced as the zone's whole new order."""
    base = ZONE_CARDS + zone * MAX_CARDS
    for i in range(n - 1, 0, -1):
        j = randint_nb(rng, CHANCE, i + 1)
        a = s[base + i]
        b = s[base + j]
        s[base + i] = b
        s[POS + b] = i
        s[base + j] = a
        s[POS + a] = j
    if s[TRACING] == 1:
        count = s[ZONE_COUNT + zone]
        record_nb(s, tr, EV_SHUFFLE, zone, count, 0, 0, 0, 0, 0)
        for i in range(count):
            record_nb(s, tr, EV_PLACED, s[base + i], zone, i, 0, 0, 0, 0)


@leaf
def shuffle_zone_nb(s, rng, tr, zone):
    """Shuffle a zone's list with the chance stream; traced as the new order."""
    shuffle_first_nb(s, rng, tr, zone, s[ZONE_COUNT + zone])


@leaf
def refills_deck_nb(s, deck_zone, card):
    """Does this discarded card go back into that deck? (Solo mode 1 keeps its two piles apart.)"""
    if s[MODE] != MODE_SOLO1:
        return True
    return is_action_effect_nb(s[CARD_EFFECT + card]) == (deck_zone == ZONE_DECK2)


@leaf
def available_nb(s, deck_zone):
    """Cards a draw from this deck can still reach: the deck and the discards that refill it."""
    n = zone_count_nb(s, deck_zone)
    for i in range(zone_count_nb(s, ZONE_DISCARD)):
        if refills_deck_nb(s, deck_zone, zone_card_nb(s, ZONE_DISCARD, i)):
            n += 1
    return n


@leaf
def take_discards_nb(s, tr, deck_zone):
    """Move every discard that refills this deck onto it (traced as "refill" moves)."""
    record_nb(s, tr, EV_REFILL, deck_zone, 0, 0, 0, 0, 0, 0)
    i = 0
    while i < zone_count_nb(s, ZONE_DISCARD):
        card = zone_card_nb(s, ZONE_DISCARD, i)
        if refills_deck_nb(s, deck_zone, card):
            move_nb(s, tr, card, deck_zone, CAUSE_REFILL)
        else:
            i += 1


@lean_kernel
def refill_deck_nb(s, rng, tr, deck_zone):
    """An empty deck takes its discards back, shuffled (everyone knows they are in it)."""
    take_discards_nb(s, tr, deck_zone)
    shuffle_zone_nb(s, rng, tr, deck_zone)


@lean_kernel
def refill_under_top_nb(s, rng, tr, deck_zone):
    """A deck down to its one (already seen) top card takes its discards back beneath it: the
    discards are shuffled and the seen card stays on top (solo mode 2's Eye, which looks at two
    cards where the deck holds one: the second is the top of the reshuffled discards)."""
    top = zone_last_nb(s, deck_zone)
    take_discards_nb(s, tr, deck_zone)
    zone_remove_nb(s, top)  # back on top: the refilled cards go under it
    zone_append_nb(s, deck_zone, top)
    shuffle_first_nb(s, rng, tr, deck_zone, zone_count_nb(s, deck_zone) - 1)


@leaf
def draw_top_nb(s, rng, tr, deck_zone, to_zone, cause):
    """Move the deck's top card (refilling an empty deck first); -1 when there is none."""
    if zone_count_nb(s, deck_zone) == 0:
        if available_nb(s, deck_zone) == 0:
            return -1
        refill_deck_nb(s, rng, tr, np.int64(deck_zone))
    card = zone_last_nb(s, deck_zone)
    move_nb(s, tr, card, to_zone, cause)
    return card
