"""``random``: a uniformly random legal option — the luck baseline."""

from simkit.jit import leaf

from simkit.layout import N_OPTIONS
from simkit.rng import randint_nb


@leaf
def random_decide_nb(s, rng, w, seat):
    return randint_nb(rng, 1 + seat, s[N_OPTIONS])
