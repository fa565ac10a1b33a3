"""Fame, Coins and Shards: every change goes through ``gain_nb``, which cuts losses at 0 (G19),
keeps the marks that count resources, and writes the trace's ``gain`` event
(docs/trickerion-trace.md) with its cause and context.
"""

from simkit.engine.jit import leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.layout import (COINS, FAME, MARK_SHARDS_GAINED, MARKS, N_MARKS, SHARDS)
from simkit.games.trickerion.records import EV_GAIN, EV_GAIN_CONTEXT


@leaf
def gain_nb(s, tr, seat, fame, coins, shards, cause, a, b, c):
    """Add signed Fame, Coins and Shards to ``seat`` (a loss cut at what it has, G19) and record
    it with its ``cause`` (GAIN_* of records.py) and up to three context ints (the cause's
    fields, -1 where unused). Returns the Fame actually gained (negative for a loss)."""
    if fame < 0 and -fame > s[FAME + seat]:
        fame = -s[FAME + seat]
    if coins < 0 and -coins > s[COINS + seat]:
        coins = -s[COINS + seat]
    if shards < 0 and -shards > s[SHARDS + seat]:
        shards = -s[SHARDS + seat]
    s[FAME + seat] += fame
    s[COINS + seat] += coins
    s[SHARDS + seat] += shards
    if shards > 0:
        s[MARKS + seat * N_MARKS + MARK_SHARDS_GAINED] += shards
    record_nb(s, tr, EV_GAIN, seat, fame, coins, shards, cause, s[FAME + seat], s[COINS + seat])
    if a != -1 or b != -1 or c != -1:
        record_nb(s, tr, EV_GAIN_CONTEXT, seat, a, b, c, s[SHARDS + seat], 0, 0)
    return fame
