"""``random``: a uniformly random legal option from the seat's own stream (the luck baseline)."""

from simkit.engine.jit import leaf
from simkit.engine.random_streams import randint_nb
from simkit.games.tricksters.layout import N_OPTIONS


@leaf
def random_choose_nb(s, rng, w, seat):
    return randint_nb(rng, 1 + seat, s[N_OPTIONS])
