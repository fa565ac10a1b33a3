"""The strategy dispatcher behind Trickarus' decision point (simkit.games.trickarus.play.DECIDE).

Implements ``DECIDE``, a late-bound call (compiled once, here, not into the engine): the seat's strategy word (``s[STRATEGY + seat]``,
built by the registry) selects the policy, after its wrapper (wrappers.py) had its say. Search
plays its rollouts with the engine's own step kernels, never with ``play_game_nb``, so it is
answered in place. A new strategy is one policy kernel, its id (ids.py), one registry entry and
one branch here.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickarus.layout import N_OPTIONS, STRATEGY
from simkit.games.trickarus.play import DECIDE
from simkit.strategies.trickarus.heuristic import policy_nb, random_nb
from simkit.strategies.trickarus.ids import (PARAM_GAIN, PARAM_MARGIN, PARAM_POLICY, PARAM_ROLLOUTS, POLICY_MASK,
                                                  RANDOM_ID, RESTRICT_LIGHTNING, SEARCH_ID)
from simkit.strategies.trickarus.search import search_nb
from simkit.strategies.trickarus.wrappers import drop_lightning_nb


@leaf
def decide_nb(s, rng, params, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``."""
    word = s[STRATEGY + seat]
    if word & RESTRICT_LIGHTNING:
        n = drop_lightning_nb(s, n)
        if n == 1:
            return 0
    s[N_OPTIONS] = n
    policy = word & POLICY_MASK
    if policy == SEARCH_ID:
        return search_nb(s, rng, seat, n, int(params[seat, PARAM_ROLLOUTS]), int(params[seat, PARAM_POLICY]))
    if policy == RANDOM_ID:  # the baseline's fast path: no call
        return random_nb(rng, seat, n)
    return policy_nb(s, rng, seat, n, policy, int(params[seat, PARAM_MARGIN]), int(params[seat, PARAM_GAIN]))


@lean_kernel
def decide_kernel_nb(s, rng, params, seat, n):
    return decide_nb(s, rng, params, seat, n)


DECIDE.implement(decide_kernel_nb)
