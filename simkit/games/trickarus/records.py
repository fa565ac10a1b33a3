"""Trace records: int rows written by the kernels that play (``s[TRACING] == 1`` only).

simkit/games/trickarus/trace.py turns them into the JSON Lines of docs/trickarus.md.
"""

from simkit.games.trickarus.layout import TRACE_COUNT, TRACING
from simkit.engine.jit import leaf

RECORD_WIDTH = 8

# event codes and their fields
EV_DEAL = 1  # round, leader
EV_DEALT = 2  # card, zone (a seat's hand, ZONE_SAVED or ZONE_OUT)
EV_TRICK = 3  # round, trick number in the round, leader
EV_PLAY = 4  # seat, card, active side when played
EV_FLIP = 5  # the side active from now on
EV_TRICK_END = 6  # winner, height before, height after, flew (0/1), Lightning in trick (0/1), moved down (0/1)
EV_ROUND_END = 7  # round, then the height of seats 0..4
EV_GAME_END = 8  # winner bit mask, capped (0/1), co-operative success (0/1)


@leaf
def record_nb(s, tr, code, a, b, c, d, e, f, g):
    """Append one record when tracing; overflows are counted so Python can report them."""
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
