"""What a seat knows of where the cards are: one bit per seat and card, in every game with hidden
zones.

A seat sees its own hand and the game's face-up zones; it also *remembers* where some hidden
cards are (``knowers[card]`` has bit ``seat`` set), by the game's own rules of who saw a card go
(its ``observe_move_nb``). ``seat_knowledge`` makes the reading helpers over a layout's ``LOC``
and ``KNOWERS`` offsets and the game's ``is_public_zone_nb(zone)``.
"""

from types import SimpleNamespace

from simkit.engine.jit import leaf


def seat_knowledge(loc: int, knowers: int, is_public_zone) -> SimpleNamespace:
    """``sees(s, seat, card)``: the card is face up to the seat (its own hand or a public zone);
    ``knows(s, seat, card)``: it sees it or remembers where it is (``leaf``s)."""

    @leaf
    def sees_nb(s, seat, card):
        where = s[loc + card]
        return where == seat or is_public_zone(where)

    @leaf
    def knows_nb(s, seat, card):
        where = s[loc + card]
        return where == seat or is_public_zone(where) or (s[knowers + card] >> seat) & 1 == 1

    return SimpleNamespace(sees=sees_nb, knows=knows_nb)
