"""The strategy dispatcher behind Trickerion's decision point (simkit.games.trickerion.decision.decide).

Implements ``decide`` with numba's ``@overload``: the seat's strategy word (``s[STRATEGY + seat]``,
built by the registry) selects the policy. A new strategy is one policy kernel, its id (ids.py),
one registry entry and one branch here.
"""

from numba.extending import overload

from simkit.engine.jit import leaf
from simkit.games.trickerion.decision import decide
from simkit.games.trickerion.layout import STRATEGY
from simkit.strategies.trickerion.greedy import greedy_nb
from simkit.strategies.trickerion.ids import GREEDY_ID, PLANNER_ID, POLICY_MASK, RANDOM_ID, SCRIPTED_ID
from simkit.strategies.trickerion.planner import planner_nb
from simkit.strategies.trickerion.random_play import random_nb
from simkit.strategies.trickerion.scripted import scripted_nb


@leaf
def decide_nb(s, rng, w, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``."""
    policy = s[STRATEGY + seat] & POLICY_MASK
    if policy == RANDOM_ID:
        return random_nb(s, rng, w, seat, n)
    if policy == GREEDY_ID:
        return greedy_nb(s, rng, w, seat, n)
    if policy == PLANNER_ID:
        return planner_nb(s, rng, w, seat, n)
    if policy == SCRIPTED_ID:
        return scripted_nb(s, w, seat, n)
    return random_nb(s, rng, w, seat, n)


@overload(decide, jit_options={"cache": True})
def _decide_overload(s, rng, w, seat, n):
    def impl(s, rng, w, seat, n):
        return decide_nb(s, rng, w, seat, n)
    return impl


def _bind_without_jit():
    """NUMBA_DISABLE_JIT=1 (fast iteration on kernel logic): no overloads apply, so the stub is
    replaced by the dispatcher itself."""
    from numba.core import config

    if config.DISABLE_JIT:
        import simkit.games.trickerion.decision as decision
        decision.decide = decide_nb


_bind_without_jit()
