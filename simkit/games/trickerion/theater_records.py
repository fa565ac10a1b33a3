"""The Theater's trace events (codes 80-119), written by theater_*.py; trace.py renders them
as docs/trickerion-trace.md says. A record is an event code and 7 ints; ``card`` is a
Performance card id, ``slot`` a grid slot (A..F = 0..5), ``up`` a marker's orientation (the
``MARKER_CYCLE`` index facing up: ``sides`` follow from it), ``facing`` the grid slot across
the circle the marker's own category faces, ``trick`` a Trick id, ``symbol`` 0..3.

Order within an action: the placement loop writes its ``action`` record (seat, character, AP),
then the action kernel writes the records below, then their gains (resources.EV_GAIN).
"""

# Set Up (ACT_SET_UP): the `action` fields trick, card, slot, facing, sides; the `marker` event
# cause "set_up" from ["trick", seat, symbol] to ["card", card, slot] with the same sides and facing
EV_SET_UP = 80  # seat, trick, symbol, card, slot, up, facing
# one per Link the Set Up created, right after EV_SET_UP, in the card's link order: the entries of
# the action's `links`; then the gains, per Link its link_payment (to the placer) and, on the Shard
# circle, its link_shard gains (each seat with a marker in the circle, once per seat; none to grey)
EV_LINK = 81  # placer seat, card, link (index of the circle on the card), with (seat or GREY = -2), shard (0/1), payment (PAY_FAME 0 / PAY_COINS 1), amount
# Reschedule (ACT_RESCHEDULE): the `action` fields trick, from, to, facing, sides and the `marker`
# event cause "reschedule" (no payment, G65)
EV_RESCHEDULE = 82  # seat, trick, symbol, from card, from slot, to card, to slot
EV_RESCHEDULE_CONTEXT = 83  # seat, up, facing (at the new slot)
# a seat's marker back to ["supply", seat] from ["card", card, slot] (G70); grey markers never move
EV_MARKER_HOME = 84  # seat, trick, symbol, card, slot, cause (HOME_*)
HOME_PERFORMED = 0  # the `marker` cause "performed"
HOME_CARD_LEFT = 1  # "card_left"
# the Performance phase: one per weekday whose stage slot holds a Magician, in weekday order (D17)
EV_PERFORMANCE = 85  # weekday, seat, card (-1: none holds its markers, G66), track position (-1), links on the card, markers on the card
# each performed marker's yield, right before its gain cause "yield" (which has card, slot, trick)
EV_YIELD = 86  # owner seat, card, slot, trick, weekday of the owner (-1: none, no modifier)
# the track step at End Turn (G14): `marker` events cause "card_left" (EV_MARKER_HOME) come first
EV_TRACK = 87  # left card (-1), entered card (-1), cards on the track after
EV_TRACK_CARDS = 88  # the track's cards after, oldest first, -1 padding (5 fields)
# setup (part of the `setup` event): after EV_THEATER_SETUP, one EV_PDECK_CARD per deck card top
# first, then EV_TRACK_CARDS with the starting track
EV_THEATER_SETUP = 89  # cards in the deck, cards on the track, side (0 normal, 1 duel)
EV_PDECK_CARD = 90  # deck index (0 the top), card
