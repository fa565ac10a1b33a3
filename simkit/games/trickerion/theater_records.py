"""The Theater's trace events (codes 80-119), written by theater_*.py; trace.py renders them
as docs/trickerion-trace.md says. A record is an event code and 7 ints; ``card`` is a
Performance card id, ``slot`` a grid slot (A..F = 0..5), ``up`` a marker's orientation (the
``MARKER_CYCLE`` index facing up: ``sides`` follow from it), ``facing`` the grid slot across
the circle the marker's own category faces, ``trick`` a Trick id, ``symbol`` 0..3.

Order within an action: the placement loop writes its ``action`` record (records.EV_ACTION, no
fields for the Theater's actions), then the action kernel writes the records below, then their
gains (resources.EV_GAIN).

Every marker move is the core's ``records.EV_MARKER`` (seat, trick, symbol, count 1, from, to,
cause MARKER_CAUSE_*) followed by ``records.EV_MARKER_CONTEXT``: ``card, slot`` of the
Performance-card side (MPLACE_CARD), and for a card-to-card move (Reschedule) ``from card,
from slot, to card, to slot``. Its ``sides`` and ``facing`` are those of the action record
before it (EV_SET_UP, EV_RESCHEDULE_CONTEXT).
"""

# Set Up (ACT_SET_UP): the `action` fields trick, card, slot, facing, sides; then its EV_MARKER
# cause "set_up" from ["trick", seat, symbol] to ["card", card, slot] (same sides and facing)
EV_SET_UP = 80  # seat, trick, symbol, card, slot, up, facing
# one per Link the Set Up created, after its EV_MARKER, in the card's link order: the entries of
# the action's `links`; then the gains, per Link its link_payment (to the placer) and, on the Shard
# circle, its link_shard gains (each seat with a marker in the circle, once per seat; none to grey)
EV_LINK = 81  # placer seat, card, link (index of the circle on the card), with (seat or GREY = -2), shard (0/1), payment (PAY_FAME 0 / PAY_COINS 1), amount
# Reschedule (ACT_RESCHEDULE): the `action` fields trick, from, to, facing, sides; then its
# EV_MARKER cause "reschedule" (no payment, G65)
EV_RESCHEDULE = 82  # seat, trick, symbol, from card, from slot, to card, to slot
EV_RESCHEDULE_CONTEXT = 83  # seat, up, facing (at the new slot)
# (a seat's markers going home from a card, G70, are EV_MARKER causes "performed", "card_left";
# a discarded Trick's, moves_nb.discard_trick_nb's "discard"; grey markers never move)
# the Performance phase: one per weekday whose stage slot holds a Magician, in weekday order (D17);
# then the yields (EV_YIELD + gain each, seats in seat order, slots A-F), the performer's gains
# (performer_links if any Link, performer_specialist per Specialist, performer_bonus if not 0),
# then an EV_MARKER "performed" per seat marker on the card (seats in seat order, slots A-F)
EV_PERFORMANCE = 85  # weekday, seat, card (-1: none holds its markers, G66), track position (-1), links on the card, markers on the card
# each performed marker's yield, right before its gain cause "yield" (which has card, slot, trick)
EV_YIELD = 86  # owner seat, card, slot, trick, weekday of the owner (-1: none, no modifier)
# the track step at End Turn (none on the last turn, G14): EV_MARKER "card_left" records first
EV_TRACK = 87  # left card (-1), entered card (-1), cards on the track after
EV_TRACK_CARDS = 88  # the track's cards after, oldest first, -1 padding (5 fields)
# setup (part of the `setup` event): after EV_THEATER_SETUP, one EV_PDECK_CARD per deck card top
# first, then EV_TRACK_CARDS with the starting track
EV_THEATER_SETUP = 89  # cards in the deck, cards on the track, side (0 normal, 1 duel)
EV_PDECK_CARD = 90  # deck index (0 the top), card

# ---- the Theater's card effects and the Magicians' abilities there (codes 150-169, part 2) -------
# A06 Guest Performer: a Set Up into a full card's Guest slot (outside its links: no orientation, no
# Link); the `action` fields trick, card, slot "guest", links []; its EV_MARKER context has slot GUEST_SLOT
EV_GUEST_SET_UP = 150  # seat, trick, symbol, card, track position
# A07 Orchestral Interlude: one per circle of the new marker's slot with a marker across that is not a
# Link, after the EV_LINK records, in the card's link order (the action's `adjacent`); its gain is
# cause special_assignment, the Link payment of the placed Trick
EV_ADJACENT_PAYMENT = 151  # placer seat, card, link, with (seat or GREY = -2), payment (PAY_FAME / PAY_COINS), amount
# A10 Buying Time: two cards of the track swap positions (then EV_TRACK_CARDS: the track after, then the
# special_assignment gain of its Coins)
EV_SWAP_CARDS = 152  # seat, card a, card b (a the older before the swap)
# A14 Street Performance: the Reschedule takes the seat's marker off its card instead (then its EV_MARKER
# card -> supply, cause "reschedule", and the special_assignment gain of its yield)
EV_STREET_PERFORMANCE = 153  # seat, trick, symbol, card, slot, weekday (-1: no modifier)
# a Magician's ability acts (the trace's `magician_ability`); its gains are cause "ability" (context the
# Magician). By ability (ABILITIES of the vocabulary):
#   supercharge: a, b, c = trick, card, slot: a second marker of the Trick joins the one the Set Up placed
#     (its EV_MARKER cause "set_up" follows); at the Performance the pile yields once, + level Fame and Coins
#   break_free: before the Performance phase, a free Reschedule: EV_RESCHEDULE (+ context, EV_MARKER)
#     follows, then an EV_LINK per Link it created and their gains (cause "ability")
#   trick_steal: a, b, c, d = slot of her marker, the other seat, its marker's slot, the stolen Trick:
#     right after her marker's EV_YIELD; her gain follows (cause "ability"), and the other seat's -1
#     Fame after its own yield
#   soul_possession: a, b = the performer's seat, weekday: Yoruba pays 1 Shard (its gain follows) and
#     chooses the card (DECIDE_PERFORM_CARD asked to her seat)
EV_THEATER_ABILITY = 154  # seat, ability, Magician, a, b, c, d
