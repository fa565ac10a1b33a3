"""The option encodings of the Theater's decisions (one int32 per option), with their helpers.

A *place* on the Performance track is ``(position, grid slot, direction)``: the track position
(0 the oldest card), the grid slot (A..F = 0..5) and the direction (0 up, 1 right, 2 down,
3 left) of the link circle the marker's own Trick category faces (G60). Its code is
``place = (position * GRID + slot) * DIRECTIONS + direction`` (0..119). The orientation stored
on the track (``TRACK_UP``) follows from the direction and the category (theater_geometry).

- ``DECIDE_SET_UP`` (ACT_SET_UP, RULES §7.4's joint option): the seat's Symbol marker (0..3:
  the Trick ``SYMBOL_TRICK[seat * 4 + symbol]``, one of whose markers sits on its Trick card)
  and the place: ``option = symbol * PLACES + place``. At most 4 x 5 x 6 x 3 = 360 options.
- ``DECIDE_LINK_PAYMENT`` (G62): asked once per Link the Set Up creates, in the card's link
  order; ``option = PAY_FAME`` (0) or ``PAY_COINS`` (1).
- ``DECIDE_RESCHEDULE`` (G65): the seat's marker, by where it is (``from = position * GRID +
  slot``), joint with its new place: ``option = from * PLACES + place``.
- ``DECIDE_PERFORM_CARD`` (D17): ``option = track position`` of a card with at least one of
  the performer's markers.
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import DIRECTIONS, GRID, MAX_TRACK

PLACES = MAX_TRACK * GRID * DIRECTIONS  # 120 place codes
PAY_FAME = 0
PAY_COINS = 1


@leaf
def place_code(position, slot, direction):
    return (position * GRID + slot) * DIRECTIONS + direction


@leaf
def place_position(place):
    return place // (GRID * DIRECTIONS)


@leaf
def place_slot(place):
    return (place // DIRECTIONS) % GRID


@leaf
def place_direction(place):
    return place % DIRECTIONS


@leaf
def set_up_option(symbol, position, slot, direction):
    return symbol * PLACES + place_code(position, slot, direction)


@leaf
def set_up_symbol(option):
    return option // PLACES


@leaf
def option_place(option):
    """The place of a DECIDE_SET_UP or DECIDE_RESCHEDULE option."""
    return option % PLACES


@leaf
def reschedule_option(from_position, from_slot, position, slot, direction):
    return (from_position * GRID + from_slot) * PLACES + place_code(position, slot, direction)


@leaf
def reschedule_from_position(option):
    return (option // PLACES) // GRID


@leaf
def reschedule_from_slot(option):
    return (option // PLACES) % GRID
