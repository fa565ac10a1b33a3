"""``random``: a uniformly random legal option from the seat's own stream (the luck baseline).

``random:stop=0`` never stops a placement while an affordable action is left (RULES §6.3:
DECIDE_ACTION's ACT_STOP is its option 0). Anytime actions (D21: discarding a Trick, returning a
component) are offered at every placement; ``random`` declines them (option 0) unless
``anytime=1``, since they only undo progress."""

from simkit.engine.jit import leaf
from simkit.engine.random_streams import randint_nb
from simkit.games.trickerion.layout import CTX_KIND, DECIDE_ACTION, DECIDE_ANYTIME
from simkit.strategies.trickerion.ids import PARAM_ANYTIME, PARAM_STOP


@leaf
def random_nb(s, rng, w, seat, n):
    kind = s[CTX_KIND]
    if kind == DECIDE_ANYTIME and w[seat, PARAM_ANYTIME] == 0.0:
        return 0
    if kind == DECIDE_ACTION and w[seat, PARAM_STOP] == 0.0:
        return 1 + randint_nb(rng, 1 + seat, n - 1)
    return randint_nb(rng, 1 + seat, n)
