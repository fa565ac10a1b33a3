"""The trace buffer: int records written by the same kernels that play, in every game.

A record is ``RECORD_WIDTH`` int32: the game's event code, then its fields. With
``s[TRACING] == 0`` nothing is written (batch play); a game's ``trace.py`` turns the records of
a traced game into JSON Lines. An overflow is counted, not written, so Python can report it.
"""

from simkit.engine.header import TRACE_COUNT, TRACING
from simkit.engine.jit import leaf

RECORD_WIDTH = 8


@leaf
def record_nb(s, tr, code, a, b, c, d, e, f, g):
    """Append one record when tracing."""
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
