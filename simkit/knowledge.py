"""What each seat knows: the public zones, its own hand, and hidden cards it has seen.

A seat sees its own hand and the public zones (tableaux, pot, trash,
Timeline). It also *knows* where some hidden cards are (in another hand or the
deck), as a player would remember them:
- a card that went into a hidden zone from a public zone (everyone saw it go),
  from the seat's own hand (the seat gave it), or that was revealed to the seat
  (Explorer, Smuggler) and went on from there in the seat's sight;
- a hand card shown to everyone (General) stays known while it stays there.
A seat forgets a card when it moves between hidden zones out of its sight
(another player gives it away, or it is drawn at random), and at a new deal.

``KNOWN[seat, card]`` holds the hidden zone + 1, 0 when not known (a zeroed
state knows nothing). The engine updates it on every move (``move_nb``) and
reveal; strategies read it through ``knows_nb``. The search player's
determinisations and the no-peeking contract test are built on these rules.
"""

from simkit.jit import leaf
from simkit.layout import KNOWN, LOC, MAX_CARDS, N_PLAYERS, REVEAL_VIEWER, ZONE_DECK, ZONE_TABLEAU0


@leaf
def is_public_zone_nb(zone):
    """Tableaux, pot, trash and Timeline are face up; hands and the deck are not."""
    return zone >= ZONE_TABLEAU0 and zone != ZONE_DECK


@leaf
def sees_nb(s, seat, card):
    """Is the card face up to the seat (its own hand or a public zone)?"""
    loc = s[LOC + card]
    return loc == seat or is_public_zone_nb(loc)


@leaf
def knows_nb(s, seat, card):
    """Does the seat know where the card is (it sees it, or remembers it in a hidden zone)?"""
    loc = s[LOC + card]
    return loc == seat or is_public_zone_nb(loc) or s[KNOWN + seat * MAX_CARDS + card] == loc + 1


@leaf
def observe_move_nb(s, card, to_zone):
    """Update every seat's knowledge for a card about to move to ``to_zone``."""
    n = s[N_PLAYERS]
    if is_public_zone_nb(to_zone):  # face up from now on: nothing to remember
        for p in range(n):
            s[KNOWN + p * MAX_CARDS + card] = 0
        return
    from_zone = s[LOC + card]
    from_public = is_public_zone_nb(from_zone)
    viewer = s[REVEAL_VIEWER]
    for p in range(n):
        at = KNOWN + p * MAX_CARDS + card
        saw = from_public or from_zone == p or (p + 1 == viewer and s[at] == from_zone + 1)
        s[at] = to_zone + 1 if saw and to_zone != p else 0


@leaf
def reveal_to_nb(s, seat, card):
    """The seat is shown a hidden card where it lies."""
    if not sees_nb(s, seat, card):
        s[KNOWN + seat * MAX_CARDS + card] = s[LOC + card] + 1


@leaf
def reveal_to_all_nb(s, card):
    for p in range(s[N_PLAYERS]):
        reveal_to_nb(s, p, card)


@leaf
def forget_all_nb(s):
    """A new deal: nobody knows any hidden card."""
    for i in range(s[N_PLAYERS] * MAX_CARDS):
        s[KNOWN + i] = 0
