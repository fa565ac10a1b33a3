"""Fame, Coins and Shards: every change goes through ``gain_nb``, which cuts losses at 0 (G19),
keeps the marks that count resources, writes the trace's ``gain`` event
(docs/trickerion-trace.md) with its cause and context, and adds what the Active Prophecy gives for
Shards received (P02, P03).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.effects_nb import (OP_SHARD_GAIN_EXTRA, OP_SHARD_GAIN_FAME, P_SHARD_GAIN_EXTRA_N,
                                                P_SHARD_GAIN_FAME_FAME, prophecy_op_nb)
from simkit.games.trickerion.layout import (COINS, FAME, MARK_FAME_ABILITY, MARK_FAME_CONTRAPTIONS, MARK_FAME_EFFECTS,
                                            MARK_SHARDS_GAINED, MARKS,
                                            N_MARKS, PR_ACTIVE, SHARDS)
from simkit.games.trickerion.records import (EV_GAIN, EV_GAIN_CONTEXT, GAIN_ABILITY, GAIN_CONTRAPTION, GAIN_PROPHECY,
                                             GAIN_SPECIAL_ASSIGNMENT)


@leaf
def apply_gain_nb(s, tr, seat, fame, coins, shards, cause, a, b, c):
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
    if cause == GAIN_SPECIAL_ASSIGNMENT or cause == GAIN_PROPHECY:
        s[MARKS + seat * N_MARKS + MARK_FAME_EFFECTS] += fame
    elif cause == GAIN_ABILITY:
        s[MARKS + seat * N_MARKS + MARK_FAME_ABILITY] += fame
    elif cause == GAIN_CONTRAPTION:
        s[MARKS + seat * N_MARKS + MARK_FAME_CONTRAPTIONS] += fame
    record_nb(s, tr, EV_GAIN, seat, fame, coins, shards, cause, s[FAME + seat], s[COINS + seat])
    if a != -1 or b != -1 or c != -1:
        record_nb(s, tr, EV_GAIN_CONTEXT, seat, a, b, c, s[SHARDS + seat], 0, 0)
    return fame


@lean_kernel
def prophecy_shard_gains_nb(s, tr, seat):
    """What receiving Shards brings under the Active Prophecy (P02 one more, P03 Fame too), as the
    Prophecy's own gains; returns the Fame gained. A kernel, not inlined: every gain_nb would
    otherwise carry two Prophecy lookups (numba's inlining of them was most of the compile)."""
    gained = 0
    at = prophecy_op_nb(s, OP_SHARD_GAIN_EXTRA, 0, 0)
    if at >= 0:
        apply_gain_nb(s, tr, seat, 0, 0, s[at + P_SHARD_GAIN_EXTRA_N], GAIN_PROPHECY, s[PR_ACTIVE],
                      OP_SHARD_GAIN_EXTRA, -1)
    at = prophecy_op_nb(s, OP_SHARD_GAIN_FAME, 0, 0)
    if at >= 0:
        gained += apply_gain_nb(s, tr, seat, s[at + P_SHARD_GAIN_FAME_FAME], 0, 0, GAIN_PROPHECY, s[PR_ACTIVE],
                                OP_SHARD_GAIN_FAME, -1)
    return gained


@leaf
def gain_nb(s, tr, seat, fame, coins, shards, cause, a, b, c):
    """apply_gain_nb, then what receiving Shards brings under the Active Prophecy (P02 one more,
    P03 Fame too), as the Prophecy's own gains right after (every receipt of Shards but the end
    scoring's)."""
    gained = apply_gain_nb(s, tr, seat, fame, coins, shards, cause, a, b, c)
    if shards > 0 and s[PR_ACTIVE] >= 0:
        gained += prophecy_shard_gains_nb(s, tr, seat)
    return gained
