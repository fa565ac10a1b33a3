"""``random``: a uniformly random legal option — the luck baseline."""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import N_OPTIONS
from simkit.games.trickster.rng import randint_nb


@leaf
def random_decide_nb(s, rng, w, seat):
    return randint_nb(rng, 1 + seat, s[N_OPTIONS])
