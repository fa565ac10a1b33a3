"""The strategy dispatcher behind Tricksters' decision point (simkit.games.tricksters.decide).

Implements the engine's ``choose`` and ``answer_deferred`` (late-bound calls: compiled once,
here) and ``defers`` (numba's ``@overload``): the seat's strategy word (``s[STRATEGY + seat]``, from simkit.strategies.tricksters.registry)
selects the kernel, after its wrapper (simkit.strategies.tricksters.wrappers) had its say.
``SEARCH_ID`` defers its turns and avatars to the game driver (search runs the engine for its
rollouts) and decides everything else like the heuristic. A new strategy is one module with a
``*_choose_nb`` kernel, one registry entry and one branch here.
"""

from numba.extending import overload

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.tricksters.decide import ANSWER_DEFERRED, CHOOSE, defers
from simkit.games.tricksters.layout import N_OPTIONS, STRATEGY, STRATEGY_ID_MASK
from simkit.strategies.tricksters.heuristic import heuristic_choose_nb
from simkit.strategies.tricksters.random_play import random_choose_nb
from simkit.strategies.tricksters.ids import HEURISTIC_ID, RANDOM_ID, SEARCH_ID
from simkit.strategies.tricksters.search import search_choose_nb
from simkit.strategies.tricksters.wrappers import restrict_options_nb, unrestrict_choice_nb


@leaf
def strategy_id_nb(s, seat):
    return s[STRATEGY + seat] & STRATEGY_ID_MASK


@leaf
def defers_nb(s, seat):
    """Does the seat's strategy answer its turns and avatars outside the engine (search)?"""
    return strategy_id_nb(s, seat) == SEARCH_ID


@leaf
def base_choose_nb(s, rng, w, seat):
    strategy = strategy_id_nb(s, seat)
    if strategy == RANDOM_ID:
        return random_choose_nb(s, rng, w, seat)
    if strategy == HEURISTIC_ID or strategy == SEARCH_ID:
        return heuristic_choose_nb(s, rng, w, seat)
    raise ValueError("unknown strategy id")


@leaf
def choose_nb(s, rng, w, seat):
    """The index of the option the seat's strategy picks: its wrapper, then its base strategy."""
    n = restrict_options_nb(s, seat)
    index = 0 if s[N_OPTIONS] == 1 else base_choose_nb(s, rng, w, seat)
    if n > 0:
        index = unrestrict_choice_nb(s, n, index)
    return index


@lean_kernel
def choose_kernel_nb(s, rng, w, seat):
    return choose_nb(s, rng, w, seat)


CHOOSE.implement(choose_kernel_nb)


@overload(defers, jit_options={"cache": True})
def _defers_overload(s, seat):
    def impl(s, seat):
        return defers_nb(s, seat)
    return impl


ANSWER_DEFERRED.implement(search_choose_nb)  # the only strategy that defers
