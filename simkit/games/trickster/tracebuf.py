"""The trace buffer: int records written by the same kernels that play.

A record is ``RECORD_WIDTH`` int32: the event code, then its fields. With
``s[TRACING] == 0`` nothing is written (batch play); ``simkit.games.trickster.trace`` turns
the records of a traced game into the JSON Lines of docs/trace-format.md.
"""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import TRACE_COUNT, TRACING

RECORD_WIDTH = 8

# event codes and their fields
EV_DEAL = 1  # round
EV_DEALT = 2  # card, zone, index in zone (one per card, right after EV_DEAL)
EV_MOVE = 3  # card, from zone, to zone, cause, to the deck's bottom (0/1)
EV_TRICK = 4  # number, leader (-1: Timeline), trickster
EV_PATTERN = 5  # pattern, trickster
EV_EFFECT = 6  # player, global hero id, source card, resolved (0/1)
EV_SIDEWAYS = 7  # card
EV_REVEAL = 8  # player, count, card, card, card, card
EV_BUST = 9  # player, reason
EV_ROUND_END = 10  # round
EV_SEAT_SCORE = 11  # seat, round score, bit mask of majority suits
EV_GAME_END = 12
EV_SEAT_TOTAL = 13  # seat, total, winner (0/1)

# move causes, in the order of CAUSE_NAMES
CAUSE_SETUP = 0
CAUSE_PLAY = 1
CAUSE_LEAD = 2
CAUSE_EFFECT = 3
CAUSE_BUST = 4
CAUSE_REFILL = 5
CAUSE_ROUND_END = 6
CAUSE_NAMES = ("setup", "play", "lead", "effect", "bust", "refill", "round_end")

# bust reasons, in the order of BUST_NAMES
BUST_NO_LEGAL_CARD = 0
BUST_EMPTY_HAND = 1
BUST_ALL_PLAYED = 2
BUST_NAMES = ("no_legal_card", "empty_hand", "all_played")


@leaf
def record_nb(s, tr, code, a, b, c, d, e, f, g):
    """Append one record when tracing; count overflows so Python can report them."""
    if s[TRACING] == 0:
        return
    i = s[TRACE_COUNT]
    s[TRACE_COUNT] = i + 1
    if i >= tr.shape[0]:
        return
    tr[i, 0] = code
    tr[i, 1] = a
    tr[i, 2] = b
    tr[i, 3] = c
    tr[i, 4] = d
    tr[i, 5] = e
    tr[i, 6] = f
    tr[i, 7] = g
