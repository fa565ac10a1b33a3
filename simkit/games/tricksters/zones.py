"""Zone lists (simkit.engine.zone_lists over this layout), who knows where each hidden card is,
and the trace events of moves (simkit.engine.trace_buffer).

Every card is in exactly one zone's ordered list (``ZONE_CARDS``); ``LOC`` and ``POS`` say
where. Hands, the decks, the pool and the cards set aside are hidden; avatars, Cubs, the
revealed pool, the discard pile and the destroyed cards are face up.

Knowledge (one bit per seat and card, ``KNOWERS``), as a player would remember it:
- a card moving face down out of a public zone is known to everyone (a Trickster avatar
  shuffled into the pool, the revealed pool turned face down, the discard pile shuffled
  into the deck);
- a card a seat puts face down (placing into the pool) is known to that seat;
- a card moving between the pool and the cards set aside stays known to whoever knew it
  (what is not revealed must be aside);
- a card taken from a hand by an Eye is known to the taker and the robbed seat;
- a card drawn from a deck is known to nobody but its holder (who sees it);
- the card that completes a round's additions is shown to everyone.
A deck's order is never known to anyone.
"""

from simkit.engine.jit import leaf
from simkit.engine.seat_knowledge import seat_knowledge
from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb  # noqa: F401
from simkit.engine.zone_lists import zone_lists

from simkit.games.tricksters.layout import (ALL_SEATS, KNOWERS, LOC, MAX_CARDS, MAX_PLAYERS, N_CARDS, N_ZONES, POS,
                                            ZONE_ASIDE, ZONE_AVATAR0, ZONE_CARDS, ZONE_COUNT, ZONE_DECK, ZONE_DECK2,
                                            ZONE_POOL)

# trace event codes and their fields
EV_DEAL = 1  # (then one EV_PLACED per card)
EV_PLACED = 2  # card, zone, index in zone
EV_MOVE = 3  # card, from zone, to zone, cause
EV_ROUND = 4  # round, first seat
EV_TURN = 5  # seat, action (0 draw, 1 place, 2 pass), draw code
EV_REVEAL = 6  # card, reason (REVEAL_*)
EV_LOOK = 7  # seat, target seat
EV_EFFECTS_TURN = 8  # seat, avatar colour (-1: none)
EV_EFFECT = 9  # seat, effect, card, resolved (0/1)
EV_SCORE = 10  # weights R, G, B, cards R, G, B, perceiver points, energy side (-1 none)
EV_SEAT_SCORE = 11  # seat, class, points, side, ledger after, cancelled
EV_DECK_SCORE = 12  # points, side, ledger after
EV_REFILL = 13  # deck zone (then one EV_PLACED per card)
EV_TIME = 14  # counters left, reason (0 round, 1 skull)
EV_CUB_ROW = 15  # new row size
EV_GAME_END = 16  # finished normally (0/1)
EV_WINNER = 17  # seat
EV_SHUFFLE = 18  # zone (then one EV_PLACED per card, in the new order)
EV_PLAYING_ON = 19  # bit mask of the seats playing on after a tie
EV_ENERGY = 20  # side (-1: undecided), light cards, dark cards
EV_CLASSES = 21  # class of colour 0, 1, 2

# move causes, in the order of CAUSE_NAMES
CAUSE_DEAL = 0
CAUSE_DRAW = 1
CAUSE_CUB = 2  # a Cub replenished
CAUSE_PLACE = 3
CAUSE_AVATAR = 4
CAUSE_ASIDE = 5
CAUSE_REVEAL = 6
CAUSE_EYE = 7
CAUSE_SWAP = 8
CAUSE_SKULL_DESTROY = 9
CAUSE_SKULL_PLACE = 10
CAUSE_EFFECT_DISCARD = 11
CAUSE_PERCEIVER = 12
CAUSE_KEEPER = 13
CAUSE_TRICKSTER = 14
CAUSE_FACE_DOWN = 15
CAUSE_CUB_FILL = 16  # solo mode 1: the Cub phase fills the pool
CAUSE_CUB_LOST = 17  # solo mode 1: a negative Eye
CAUSE_DECK_TURN = 18  # solo mode 2: the deck adds a card
CAUSE_EYE_KEEP = 19  # solo mode 2: the Eye's kept card
CAUSE_EYE_DISCARD = 20  # solo mode 2: the Eye's other card
CAUSE_TIEBREAK_DISCARD = 21  # a deck card drawn to break an energy tie
CAUSE_REFILL = 22  # the discard pile shuffled into an empty deck
CAUSE_NAMES = ("deal", "draw", "cub", "place", "avatar", "aside", "reveal", "eye", "swap", "skull_destroy",
               "skull_place", "effect_discard", "perceiver", "keeper", "trickster", "face_down", "cub_fill",
               "cub_lost", "deck_turn", "eye_keep", "eye_discard", "tiebreak_discard", "refill")

REVEAL_FOURTH = 0  # the card that completed the round's additions
REVEAL_COLOUR_TIE = 1  # an aside card showing the majority colour on a three-way tie
REVEAL_ENERGY_TIE = 2  # an aside (or deck) card showing the Perceivers' energy on a tie
REVEAL_EYE = 3  # solo mode 2: a card the Eye looked at
REVEAL_NAMES = ("fourth", "colour_tie", "energy_tie", "eye")


@leaf
def is_public_zone_nb(zone):
    return (ZONE_AVATAR0 <= zone < ZONE_DECK) or not (zone < MAX_PLAYERS or zone == ZONE_DECK
                                                       or zone == ZONE_DECK2 or zone == ZONE_POOL
                                                       or zone == ZONE_ASIDE)


knows_nb = seat_knowledge(LOC, KNOWERS, is_public_zone_nb).knows  # its own hand, a face-up zone, or remembered

_LISTS = zone_lists(LOC, POS, ZONE_COUNT, ZONE_CARDS, MAX_CARDS)
zone_count_nb = _LISTS.count
zone_card_nb = _LISTS.card
zone_last_nb = _LISTS.last
zone_append_nb = _LISTS.append
zone_remove_nb = _LISTS.remove


@leaf
def observe_move_nb(s, card, to_zone):
    """Who knows where the card is after it moves to ``to_zone`` (the module's rules)."""
    if is_public_zone_nb(to_zone):
        s[KNOWERS + card] = 0
        return
    from_zone = s[LOC + card]
    if is_public_zone_nb(from_zone):
        s[KNOWERS + card] = ALL_SEATS
    elif from_zone < MAX_PLAYERS:
        s[KNOWERS + card] = 1 << from_zone
    elif (from_zone == ZONE_POOL or from_zone == ZONE_ASIDE) and (to_zone == ZONE_POOL or to_zone == ZONE_ASIDE):
        return
    else:
        s[KNOWERS + card] = 0


@leaf
def move_nb(s, tr, card, to_zone, cause):
    """Move a card to the end of a zone (a deck's top), updating knowledge and the trace."""
    from_zone = s[LOC + card]
    observe_move_nb(s, card, to_zone)
    zone_remove_nb(s, card)
    zone_append_nb(s, to_zone, card)
    record_nb(s, tr, EV_MOVE, card, from_zone, to_zone, cause, 0, 0, 0)


@leaf
def reveal_to_all_nb(s, tr, card, reason):
    """A hidden card is shown to every seat where it lies."""
    s[KNOWERS + card] = ALL_SEATS
    record_nb(s, tr, EV_REVEAL, card, reason, 0, 0, 0, 0, 0)


@leaf
def conserved_nb(s):
    """Card conservation: every card of the game in exactly one zone, where LOC and POS say."""
    seen = 0
    for zone in range(N_ZONES):
        for i in range(s[ZONE_COUNT + zone]):
            card = s[ZONE_CARDS + zone * MAX_CARDS + i]
            if card < 0 or card >= s[N_CARDS] or s[LOC + card] != zone or s[POS + card] != i:
                return False
            seen += 1
    return seen == s[N_CARDS]
