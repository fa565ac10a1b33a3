"""Trickster's zone lists (simkit.engine.zone_lists over this layout), who owns a zone, and moving
a card.

``ZONE_CARDS`` holds each zone's cards in order (the deck's top and the Timeline's front are the
last entries); ``LOC`` and ``POS`` say where each card is.
"""

from simkit.engine.jit import leaf
from simkit.engine.zone_lists import zone_lists

from simkit.games.trickster.layout import (LOC, MAX_CARDS, POS, SIDEWAYS, ZONE_CARDS, ZONE_COUNT,
                           ZONE_DECK, ZONE_TABLEAU0)


_LISTS = zone_lists(LOC, POS, ZONE_COUNT, ZONE_CARDS, MAX_CARDS)
zone_count_nb = _LISTS.count
zone_card_nb = _LISTS.card
zone_last_nb = _LISTS.last  # the deck's top card, the Timeline's front card
zone_append_nb = _LISTS.append
zone_prepend_nb = _LISTS.prepend  # the deck's bottom
zone_remove_nb = _LISTS.remove


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
