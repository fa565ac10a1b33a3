"""Trickster's trace events, written into the trace buffer (simkit.engine.trace_buffer) by the
same kernels that play; ``simkit.games.trickster.trace`` turns the records of a traced game into
the JSON Lines of docs/trace-format.md.
"""

from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb  # noqa: F401

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

