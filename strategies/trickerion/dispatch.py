"""The strategy dispatcher behind Trickerion's decision point (simkit.games.trickerion.decision.DECIDE).

Implements the engine's late-bound calls (simkit.engine.late_binding: compiled once here rather
than into every kernel that calls them), ``DECIDE`` and ``ANSWER_DEFERRED``: the seat's strategy
word (``s[STRATEGY + seat]``, built by the registry) selects the policy, after its restriction (wrappers.py, the word's
RESTRICTED bit) set options aside. A new strategy is one policy kernel, its id (ids.py),
one registry entry and one branch here.
"""

from simkit.engine.decision import DeferredDecision
from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.decision import DECIDE
from simkit.games.trickerion.layout import CTX_KIND, DECISIONS, DEFERRED, STRATEGY
from simkit.games.trickerion.replay import ANSWER_DEFERRED, CONTROL, MODE, logged_answer_nb
from simkit.strategies.trickerion.greedy import greedy_nb
from simkit.strategies.trickerion.ids import (GREEDY_ID, PLANNER_ID, POLICY_MASK, RANDOM_ID, RESTRICTED, SCRIPTED_ID,
                                              SEARCH_ID)
from simkit.strategies.trickerion.planner import planner_nb
from simkit.strategies.trickerion.random_play import random_nb
from simkit.strategies.trickerion.scripted import scripted_nb
from simkit.strategies.trickerion.search import (BRANCH_AT, MODE_ROLLOUT, branch_nb, is_macro_nb, past_horizon_nb,
                                                 search_answer_nb)
from simkit.strategies.trickerion.wrappers import restrict_nb, unrestrict_nb


@leaf
def decide_nb(s, rng, w, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``,
    after its restriction (wrappers.py) set options aside."""
    if s[STRATEGY + seat] & RESTRICTED:
        k = restrict_nb(s, w, seat, n)
        if k < n:
            index = 0 if k == 1 else base_decide_nb(s, rng, w, seat, k)
            return unrestrict_nb(s, n, index)
    return base_decide_nb(s, rng, w, seat, n)


@leaf
def base_decide_nb(s, rng, w, seat, n):
    """The base strategy's option among ``n >= 2``."""
    if w.shape[0] > CONTROL and w[CONTROL, MODE] == MODE_ROLLOUT:  # inside one of search's rollouts
        at = w[CONTROL, BRANCH_AT]
        if s[DECISIONS] == at:
            return branch_nb(s, rng, w, seat, n)
        if s[DECISIONS] > at:
            if past_horizon_nb(s, w):
                raise RuntimeError("the rollout reached its horizon")
            return planner_nb(s, rng, w, seat, n)
    policy = s[STRATEGY + seat] & POLICY_MASK
    if policy == SEARCH_ID:
        if is_macro_nb(s[CTX_KIND]):
            index = logged_answer_nb(s, w)  # a replay: the answer given before
            if index >= 0:
                return index
            s[DEFERRED] = 1
            raise DeferredDecision("search answers its macro decisions outside the engine")
        return planner_nb(s, rng, w, seat, n)
    if policy == RANDOM_ID:
        return random_nb(s, rng, w, seat, n)
    if policy == GREEDY_ID:
        return greedy_nb(s, rng, w, seat, n)
    if policy == PLANNER_ID:
        return planner_nb(s, rng, w, seat, n)
    if policy == SCRIPTED_ID:
        return scripted_nb(s, w, seat, n)
    return random_nb(s, rng, w, seat, n)


ANSWER_DEFERRED.implement(search_answer_nb)  # the only strategy that defers


@lean_kernel
def decide_kernel_nb(s, rng, w, seat, n):
    return decide_nb(s, rng, w, seat, n)


DECIDE.implement(decide_kernel_nb)


def _bind_without_jit():
    """NUMBA_DISABLE_JIT=1 (fast iteration on kernel logic): no late-bound call applies, so each
    seam is replaced by the kernel behind it."""
    from numba.core import config

    if config.DISABLE_JIT:
        import simkit.games.trickerion.decision as decision
        import simkit.games.trickerion.replay as replay
        decision.decide = decide_nb
        replay.answer_deferred = search_answer_nb


_bind_without_jit()
