"""The strategy dispatcher behind the engine's decision point.

Implements ``simkit.decision.decide`` with numba's ``@overload``: the seat's
strategy id (``s[STRATEGY + seat]``, from strategies.registry) selects the
kernel. A new strategy is one module with a ``*_decide_nb`` kernel, one
registry entry and one branch here.
"""

from simkit.jit import leaf
from numba.extending import overload

from simkit.decision import decide
from simkit.layout import STRATEGY
from strategies.cautious import cautious_decide_nb
from strategies.random_play import random_decide_nb
from strategies.registry import CAUTIOUS_ID, RANDOM_ID, SCRIPTED_ID
from strategies.scripted import scripted_decide_nb


@leaf
def decide_nb(s, rng, w, seat):
    strategy = s[STRATEGY + seat]
    if strategy == RANDOM_ID:
        return random_decide_nb(s, rng, w, seat)
    if strategy == CAUTIOUS_ID:
        return cautious_decide_nb(s, rng, w, seat)
    if strategy == SCRIPTED_ID:
        return scripted_decide_nb(s, rng, w, seat)
    raise ValueError("unknown strategy id")


@overload(decide, jit_options={"cache": True})
def _decide_overload(s, rng, w, seat):
    def impl(s, rng, w, seat):
        return decide_nb(s, rng, w, seat)
    return impl
