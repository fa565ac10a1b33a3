"""The strategy dispatcher behind the engine's decision point.

Implements ``simkit.games.trickster.decision.DECIDE`` and ``ANSWER_DEFERRED``, late-bound calls
(simkit.engine.late_binding: the strategies are compiled once, here, not into every kernel that
calls them): the seat's strategy word (``s[STRATEGY + seat]``, from
simkit.strategies.trickster.registry) selects the kernel, after its wrapper
(strategies.trickster.wrappers) had its say. The search player defers its play
decisions (simkit.games.trickster.decision): they are answered by ``answer_deferred``, outside
the engine's call stack, since search runs the engine itself for its rollouts.
A new strategy is one module with a ``*_decide_nb`` kernel, its id (ids.py), one registry entry
and one branch here.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickster.decision import ANSWER_DEFERRED, DECIDE, DeferredDecision, decide
from simkit.games.trickster.layout import (CTX_KIND, DECIDE_PLAY, DEFERRED, N_OPTIONS, STRATEGY, STRATEGY_DEFERS,
                           STRATEGY_ID_MASK)
from simkit.strategies.trickster.heuristic import heuristic_decide_nb
from simkit.strategies.trickster.plugin_slots import plugin_0, plugin_1, plugin_2, plugin_3
from simkit.strategies.trickster.random_play import random_decide_nb
from simkit.strategies.trickster.ids import HEURISTIC_ID, PLUGIN_IDS, RANDOM_ID, SCRIPTED_ID, SEARCH_ID
from simkit.strategies.trickster.scripted import scripted_decide_nb
from simkit.strategies.trickster.search import search_play_nb
from simkit.strategies.trickster.wrappers import restrict_options_nb, unrestrict_choice_nb


@leaf
def base_decide_nb(s, rng, w, seat, strategy):
    if strategy == RANDOM_ID:
        return random_decide_nb(s, rng, w, seat)
    if strategy == SEARCH_ID and s[CTX_KIND] == DECIDE_PLAY:
        s[DEFERRED] = 1
        raise DeferredDecision("search answers its plays outside the engine")
    if strategy == HEURISTIC_ID or strategy == SEARCH_ID:  # search's other choices are the heuristic's
        # one call site: numba inlines a leaf at every site, and this one took a third of the
        # engine's compile time when it was inlined twice
        return heuristic_decide_nb(s, rng, w, seat)
    if strategy == SCRIPTED_ID:
        return scripted_decide_nb(s, rng, w, seat)
    if strategy == PLUGIN_IDS[0]:
        return plugin_0(s, rng, w, seat)
    if strategy == PLUGIN_IDS[1]:
        return plugin_1(s, rng, w, seat)
    if strategy == PLUGIN_IDS[2]:
        return plugin_2(s, rng, w, seat)
    if strategy == PLUGIN_IDS[3]:
        return plugin_3(s, rng, w, seat)
    raise ValueError("unknown strategy id")


@leaf
def decide_nb(s, rng, w, seat):
    """The seat's choice: its wrapper, then its base strategy."""
    n = restrict_options_nb(s, seat)
    if s[N_OPTIONS] == 1:  # the restriction left one card: forced
        index = 0
    else:
        index = base_decide_nb(s, rng, w, seat, s[STRATEGY + seat] & STRATEGY_ID_MASK)
    if n > 0:
        index = unrestrict_choice_nb(s, n, index)
    return index


@leaf
def decide_at_nb(s, rng, w, seat):
    """The seat's answer to the pending decision in ``s``, deferred or not (tools, tests)."""
    if s[STRATEGY + seat] & STRATEGY_DEFERS and s[CTX_KIND] == DECIDE_PLAY:
        n = restrict_options_nb(s, seat)
        index = 0 if s[N_OPTIONS] == 1 else search_play_nb(s, rng, w, seat)
        if n > 0:
            index = unrestrict_choice_nb(s, n, index)
        return index
    return decide(s, rng, w, seat)  # the late-bound kernel, compiled once (not inlined again here)


@lean_kernel
def decide_kernel_nb(s, rng, w, seat):
    return decide_nb(s, rng, w, seat)


DECIDE.implement(decide_kernel_nb)


ANSWER_DEFERRED.implement(search_play_nb)  # the only strategy that defers
