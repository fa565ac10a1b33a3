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
  the performer's markers. Yoruba's Soul Possession (G81) asks it to her seat for the performer.

The Dark Alley's card effects and abilities (part 2). A marker's grid slot GUEST_SLOT (6) is a
card's Guest slot (A06), outside its links.

- ``DECIDE_SET_UP`` (RULES §7.4) with A09 New Twist in force also offers a card already holding a
  marker of the Trick (a second one); ``DECIDE_RESCHEDULE`` with A15 Director's Favor in force
  also offers the other seats' markers (same encoding: ``from`` is where the marker is), with A14
  Street Performance ``STREET + from``: that own marker leaves its card and yields now; Break Free
  (Master of Chains) asks it with the seat's own markers only.
- ``DECIDE_GUEST_SLOT`` (A06 Guest Performer): ``GUEST_NONE`` (0: a Set Up of the usual kind,
  offered when one is legal) or ``1 + symbol * MAX_TRACK + position``: the marker into the Guest
  slot of that full card. At most 21 options.
- ``DECIDE_SWAP_CARDS`` (A10 Buying Time): ``SWAP_NONE`` (0: no swap, no Coins) or ``1 + a *
  MAX_TRACK + b``: the cards at track positions a < b swap. At most 11 options.
- ``DECIDE_CARD_MARKER``: a marker of the card being performed, and a part of a yield:
  ``1 + slot * 3 + r`` (slot 0..5 or GUEST_SLOT, r 0 Fame, 1 Coins, 2 Shards), ``MARKER_NONE``
  (0) for none. A11 Durable Components: one of the performer's markers back onto its Trick card
  (r 0), or none; A13 Grand Premiere: the performer's marker of a Trick never performed before
  and the part of its yield multiplied; Trick Steal (Red Lotus, G80), asked once per marker of
  hers: the opponent's marker whose yield she takes instead (r 0), or none. At most 22 options.
- ``DECIDE_ABILITY`` (shared with the abilities outside the Theater): ``ABILITY_NO`` (0) or
  ``ABILITY_YES`` (1): Supercharge (Electra: a second marker of the Trick onto the slot the Set
  Up took), Break Free (Master of Chains: the free Reschedule before the Performance phase), Soul
  Possession (Yoruba: pay 1 Shard to choose this performer's card).
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import DIRECTIONS, GRID, MAX_TRACK

PLACES = MAX_TRACK * GRID * DIRECTIONS  # 120 place codes
PAY_FAME = 0
PAY_COINS = 1
GUEST_SLOT = GRID  # a card's Guest slot (A06), after A..F
STREET = MAX_TRACK * GRID * PLACES  # DECIDE_RESCHEDULE: STREET + from, A14 Street Performance (past every move)
GUEST_NONE = 0
SWAP_NONE = 0
MARKER_NONE = 0
ABILITY_NO = 0
ABILITY_YES = 1


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


@leaf
def guest_option(symbol, position):
    return 1 + symbol * MAX_TRACK + position


@leaf
def guest_symbol(option):
    return (option - 1) // MAX_TRACK


@leaf
def guest_position(option):
    return (option - 1) % MAX_TRACK


@leaf
def swap_option(a, b):
    return 1 + a * MAX_TRACK + b


@leaf
def marker_option(slot, r):
    return 1 + slot * 3 + r


@leaf
def marker_option_slot(option):
    return (option - 1) // 3


@leaf
def marker_option_part(option):
    return (option - 1) % 3
