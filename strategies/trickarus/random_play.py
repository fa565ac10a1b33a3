"""``random``: a uniformly random legal card from the seat's own stream (the luck baseline)."""

from simkit.engine.jit import leaf
from simkit.engine.random_streams import randint_nb


@leaf
def random_nb(rng, seat, n):
    return randint_nb(rng, 1 + seat, n)
