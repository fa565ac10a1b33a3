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

A remembered card is always remembered where it is now (a move out of sight
forgets it), so one bit per seat suffices: ``KNOWERS[card]`` has bit ``seat``
set when that seat knows where the hidden card is (a zeroed state knows
nothing; simkit.engine.seat_knowledge reads it). The engine updates it on every move (``move_nb``) and reveal;
strategies read it through ``knows_nb``. The search player's
determinisations and the no-peeking contract test are built on these rules.
"""

from simkit.engine.jit import leaf
from simkit.engine.seat_knowledge import seat_knowledge
from simkit.games.trickster.layout import KNOWERS, LOC, MAX_CARDS, MAX_PLAYERS, REVEAL_VIEWER, ZONE_DECK, ZONE_TABLEAU0


@leaf
def is_public_zone_nb(zone):
    """Tableaux, pot, trash and Timeline are face up; hands and the deck are not."""
    return zone >= ZONE_TABLEAU0 and zone != ZONE_DECK


_KNOWLEDGE = seat_knowledge(LOC, KNOWERS, is_public_zone_nb)
sees_nb = _KNOWLEDGE.sees  # is the card face up to the seat (its own hand or a public zone)?
knows_nb = _KNOWLEDGE.knows  # does the seat know where the card is (it sees it, or remembers it)?


@leaf
def observe_move_nb(s, card, to_zone):
    """Update who knows where the card is, for a card about to move to ``to_zone``."""
    if is_public_zone_nb(to_zone):  # face up from now on: nothing to remember
        s[KNOWERS + card] = 0
        return
    from_zone = s[LOC + card]
    if is_public_zone_nb(from_zone):
        knowers = (1 << MAX_PLAYERS) - 1  # everyone saw it go
    elif from_zone < MAX_PLAYERS:
        knowers = 1 << from_zone  # its giver
    else:
        knowers = 0
    viewer = s[REVEAL_VIEWER] - 1  # a revealed card goes on in its viewer's sight
    if viewer >= 0:
        knowers |= s[KNOWERS + card] & (1 << viewer)
    if to_zone < MAX_PLAYERS:
        knowers &= ~(1 << to_zone)  # in the receiver's hand: seen, not remembered
    s[KNOWERS + card] = knowers


@leaf
def reveal_to_nb(s, seat, card):
    """The seat is shown a hidden card where it lies."""
    if not sees_nb(s, seat, card):
        s[KNOWERS + card] |= 1 << seat


@leaf
def reveal_to_all_nb(s, card):
    """A hand card shown to everyone: known to all but its holder (who sees it)."""
    loc = s[LOC + card]
    s[KNOWERS + card] = ((1 << MAX_PLAYERS) - 1) & ~(1 << loc) if loc < MAX_PLAYERS else 0


@leaf
def forget_all_nb(s):
    """A new deal: nobody knows any hidden card."""
    for card in range(MAX_CARDS):
        s[KNOWERS + card] = 0
