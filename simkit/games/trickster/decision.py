"""The one decision point: every choice of every seat goes through ``ask_nb``.

The engine writes the legal options into ``s[OPTIONS:]`` and the context
(``CTX_*``) into the state, then asks the seat's strategy through
``decide(s, rng, w, seat) -> option index``. ``decide`` is a stub here: the
strategies package implements it with numba's ``@overload``
(strategies/trickster/dispatch.py), so the engine never imports strategies and the
compiled kernels stay cacheable on disk. Import ``strategies`` before
running a kernel.

What a strategy may read is the seat's observation, documented in
docs/strategies.md: its own hand, the public zones (tableaux, pot, trash,
Timeline), zone counts, the public scores, the hidden cards it knows
(simkit.games.trickster.knowledge), the decision context, the options and its own random
stream.
"""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import CTX_KIND, CTX_SEAT, STOP_AT, DECISION_POINTS, DECISIONS, N_OPTIONS, OPTIONS


class StopAtDecision(Exception):
    """The game reached ``s[STOP_AT]``: the state is the one the strategy would see there."""


class DeferredDecision(Exception):
    """A strategy deferred a play decision: the game driver answers it (simkit.games.trickster.batch)."""


def decide(s, rng, w, seat):
    """Index of the option the seat's strategy picks (implemented by strategies.trickster.dispatch).

    A strategy whose word has STRATEGY_DEFERS may instead set ``s[DEFERRED]`` and raise
    DeferredDecision at a play decision; ``answer_deferred`` then answers it outside the
    engine's call stack, and the game resumes from that play. This is how the search player,
    which runs the engine itself for its rollouts, stays out of the engine's call graph.
    """
    raise NotImplementedError("import strategies.trickster.dispatch to bind the decision point")


def answer_deferred(s, rng, w, seat):
    """Index of the option for a deferred play decision (implemented by strategies.trickster.dispatch)."""
    raise NotImplementedError("import strategies.trickster.dispatch to bind the decision point")


@leaf
def ask_nb(s, rng, w, seat, kind, n_options):
    """The option the seat picks among the ``n_options`` written to ``s[OPTIONS:]``.

    A single option is forced: it is taken without asking the strategy.
    """
    s[DECISION_POINTS] += 1
    if n_options == 1:
        return s[OPTIONS]
    return s[OPTIONS + choose_nb(s, rng, w, seat, kind, n_options)]


@leaf
def choose_nb(s, rng, w, seat, kind, n_options):
    """Ask the seat's strategy (a real choice): one call into the strategies' compiled dispatcher."""
    s[CTX_KIND] = kind
    s[CTX_SEAT] = seat
    s[N_OPTIONS] = n_options
    s[DECISIONS] += 1
    if s[DECISIONS] == s[STOP_AT]:
        raise StopAtDecision("stopped at the requested decision")
    index = decide(s, rng, w, seat)
    if index < 0 or index >= n_options:
        raise ValueError("a strategy chose an option index out of range")
    return index
