"""Trickerion's trace events, written into the trace buffer (simkit.engine.trace_buffer) by the
kernels that play (``s[TRACING] == 1`` only); simkit/games/trickerion/trace.py turns them into
the JSON Lines of docs/trickerion-trace.md.

A record is an event code and 7 ints. Every code's fields are listed beside it; where an event
needs more than 7 fields it is followed by a continuation record (``*_CONTEXT``). Codes 1-79 are
the kernels of setup, turns, placements and the locations; 80-119 the Theater's
(theater_*.py); 120+ are reserved for parts 2 and 3.
"""

from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb  # noqa: F401

# resources (resources.gain_nb)
EV_GAIN = 1  # seat, fame, coins, shards (signed, after the G19 cut), cause (GAIN_*), fame total, coins total
EV_GAIN_CONTEXT = 2  # seat, context a, b, c (the cause's fields, -1 unused), shards total

# gain causes (the trace's `cause` words, in this order)
GAIN_ADVERTISE = 0  # context: -
GAIN_FAME_DEFICIT = 1  # context: trick
GAIN_TAKE_COINS = 2  # context: die
GAIN_BUY = 3  # context: component type, count, market slot (0..3 a Buy slot, 4 the Quick Order slot)
GAIN_SHARD_AP = 4  # context: -
GAIN_LINK_PAYMENT = 5  # context: Performance card id, link index, trick
GAIN_LINK_SHARD = 6  # context: Performance card id, link index
GAIN_YIELD = 7  # context: Performance card id, grid slot, trick
GAIN_PERFORMER_LINKS = 8  # context: Performance card id, links counted
GAIN_PERFORMER_SPECIALIST = 9  # context: character type
GAIN_PERFORMER_BONUS = 10  # context: Performance card id
GAIN_WAGES = 11  # context: -
GAIN_UNPAID_WAGE = 12  # context: -
GAIN_END_SHARDS = 13  # context: -
GAIN_END_COINS = 14
GAIN_END_APPRENTICES = 15
GAIN_END_SPECIALISTS = 16
GAIN_CAUSES = ("advertise", "fame_deficit", "take_coins", "buy", "shard_ap", "link_payment", "link_shard",
               "yield", "performer_links", "performer_specialist", "performer_bonus", "wages", "unpaid_wage",
               "end_shards", "end_coins", "end_apprentices", "end_specialists")
