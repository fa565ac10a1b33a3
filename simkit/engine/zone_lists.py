"""Ordered zone lists, written once for every game whose cards sit in zones.

Every card is in exactly one zone's ordered list: ``cards[zone * max_cards + i]`` is the i-th
card of the zone, ``count[zone]`` how many it holds, ``loc[card]`` and ``pos[card]`` where a card
is. Removal keeps the order (decks, the Timeline and the pot are ordered). The offsets are the
game's (its layout places the lists); ``zone_lists`` makes the helpers over them.
"""

from types import SimpleNamespace

from simkit.engine.jit import leaf


def zone_lists(loc: int, pos: int, count: int, cards: int, max_cards: int) -> SimpleNamespace:
    """The zone-list helpers over a layout's ``LOC``, ``POS``, ``ZONE_COUNT``, ``ZONE_CARDS`` and its
    ``MAX_CARDS``: ``count``, ``card``, ``last``, ``append``, ``prepend``, ``remove`` (``leaf``s; the
    offsets are frozen into them as constants)."""

    @leaf
    def zone_count_nb(s, zone):
        return s[count + zone]

    @leaf
    def zone_card_nb(s, zone, i):
        return s[cards + zone * max_cards + i]

    @leaf
    def zone_last_nb(s, zone):
        """The last card of a zone's list (a deck's top)."""
        return s[cards + zone * max_cards + s[count + zone] - 1]

    @leaf
    def zone_append_nb(s, zone, card):
        n = s[count + zone]
        s[cards + zone * max_cards + n] = card
        s[loc + card] = zone
        s[pos + card] = n
        s[count + zone] = n + 1

    @leaf
    def zone_prepend_nb(s, zone, card):
        """Put a card first in a zone's list (a deck's bottom)."""
        base = cards + zone * max_cards
        n = s[count + zone]
        for i in range(n, 0, -1):
            moved = s[base + i - 1]
            s[base + i] = moved
            s[pos + moved] = i
        s[base] = card
        s[loc + card] = zone
        s[pos + card] = 0
        s[count + zone] = n + 1

    @leaf
    def zone_remove_nb(s, card):
        """Take a card out of its zone, keeping the others' order."""
        zone = s[loc + card]
        base = cards + zone * max_cards
        n = s[count + zone]
        for i in range(s[pos + card], n - 1):
            moved = s[base + i + 1]
            s[base + i] = moved
            s[pos + moved] = i
        s[count + zone] = n - 1
        s[loc + card] = -1

    return SimpleNamespace(count=zone_count_nb, card=zone_card_nb, last=zone_last_nb, append=zone_append_nb,
                           prepend=zone_prepend_nb, remove=zone_remove_nb)
