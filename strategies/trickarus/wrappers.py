"""Wrappers around a seat's base strategy, read from its strategy word (registry.RESTRICT_LIGHTNING).

``restricted:<base>:lightning`` (restricted play): the Lightning card is set aside while the seat
has another legal card; the base strategy chooses among the rest.
"""

from simkit.engine.jit import leaf
from simkit.games.trickarus.layout import LIGHTNING_CARD, OPTIONS


@leaf
def drop_lightning_nb(s, n):
    """Set the Lightning card aside from the options when there are others; the new count."""
    if n < 2:
        return n
    for i in range(n):
        if s[OPTIONS + i] == s[LIGHTNING_CARD]:
            s[OPTIONS + i] = s[OPTIONS + n - 1]
            return n - 1
    return n
