"""Zone lists: every card is in exactly one zone's ordered list.

``ZONE_CARDS`` holds each zone's cards in order (the deck's top and the
Timeline's front are the last entries); ``LOC`` and ``POS`` say where each
card is. Removal keeps the order, since deck, Timeline and pot are ordered.
"""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import (LOC, MAX_CARDS, POS, SIDEWAYS, ZONE_CARDS, ZONE_COUNT,
                           ZONE_DECK, ZONE_TABLEAU0)


@leaf
def zone_count_nb(s, zone):
    return s[ZONE_COUNT + zone]


@leaf
def zone_card_nb(s, zone, i):
    return s[ZONE_CARDS + zone * MAX_CARDS + i]


@leaf
def zone_last_nb(s, zone):
    """The deck's top card, the Timeline's front card."""
    return s[ZONE_CARDS + zone * MAX_CARDS + s[ZONE_COUNT + zone] - 1]


@leaf
def zone_append_nb(s, zone, card):
    n = s[ZONE_COUNT + zone]
    s[ZONE_CARDS + zone * MAX_CARDS + n] = card
    s[LOC + card] = zone
    s[POS + card] = n
    s[ZONE_COUNT + zone] = n + 1


@leaf
def zone_prepend_nb(s, zone, card):
    """Put a card first in a zone's list (the deck's bottom)."""
    base = ZONE_CARDS + zone * MAX_CARDS
    n = s[ZONE_COUNT + zone]
    for i in range(n, 0, -1):
        moved = s[base + i - 1]
        s[base + i] = moved
        s[POS + moved] = i
    s[base] = card
    s[LOC + card] = zone
    s[POS + card] = 0
    s[ZONE_COUNT + zone] = n + 1


@leaf
def zone_remove_nb(s, card):
    zone = s[LOC + card]
    base = ZONE_CARDS + zone * MAX_CARDS
    n = s[ZONE_COUNT + zone]
    for i in range(s[POS + card], n - 1):
        moved = s[base + i + 1]
        s[base + i] = moved
        s[POS + moved] = i
    s[ZONE_COUNT + zone] = n - 1
    s[LOC + card] = -1


@leaf
def zone_owner_nb(zone):
    """Seat owning a hand or tableau zone, -1 for shared zones."""
    if zone < ZONE_TABLEAU0:
        return zone
    if zone < 2 * ZONE_TABLEAU0:
        return zone - ZONE_TABLEAU0
    return -1


@leaf
def relocate_nb(s, card, to_zone, to_bottom):
    """Move a card; a card entering a hand or the deck turns upright (Druid)."""
    zone_remove_nb(s, card)
    if to_bottom:
        zone_prepend_nb(s, to_zone, card)
    else:
        zone_append_nb(s, to_zone, card)
    if to_zone < ZONE_TABLEAU0 or to_zone == ZONE_DECK:
        s[SIDEWAYS + card] = 0
