"""Trickarus's trace events, written into the trace buffer (simkit.engine.trace_buffer) by the
kernels that play (``s[TRACING] == 1`` only); simkit/games/trickarus/trace.py turns them into the
JSON Lines of docs/trickarus.md.
"""

from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb  # noqa: F401

# event codes and their fields
EV_DEAL = 1  # round, leader
EV_DEALT = 2  # card, zone (a seat's hand, ZONE_SAVED or ZONE_OUT)
EV_TRICK = 3  # round, trick number in the round, leader
EV_PLAY = 4  # seat, card, active side when played
EV_FLIP = 5  # the side active from now on
EV_TRICK_END = 6  # winner, height before, height after, flew (0/1), Lightning in trick (0/1), moved down (0/1)
EV_ROUND_END = 7  # round, then the height of seats 0..4
EV_GAME_END = 8  # winner bit mask, capped (0/1), co-operative success (0/1)

