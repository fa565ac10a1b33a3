"""Trickster's decision point: every choice of every seat goes through ``ask_nb``
(simkit.engine.decision over this game's strategy seam).

The engine writes the legal options into ``s[OPTIONS:]`` and the context
(``CTX_*``) into the state, then asks the seat's strategy through
``decide(s, rng, w, seat) -> option index``: a late-bound call (simkit.engine.late_binding)
that the strategies package implements (strategies/trickster/dispatch.py), so the engine never
imports strategies, its kernels stay cacheable on disk, and the strategies are compiled once
rather than into every kernel that asks. The first call in a process binds it.

What a strategy may read is the seat's observation, documented in docs/strategies.md: its own
hand, the public zones (tableaux, pot, trash, Timeline), zone counts, the public scores, the
hidden cards it knows (simkit.games.trickster.knowledge), the decision context, the options and
its own random stream.
"""

from numba import types

from simkit.engine.decision import DeferredDecision, StopAtDecision, decision_point  # noqa: F401
from simkit.engine.late_binding import LateBound
from simkit.games.players import players_loader

# (s, rng, w, seat): what every Trickster strategy kernel is given (plugins too)
STRATEGY_SIGNATURE = types.int64(types.int32[::1], types.uint64[::1], types.float64[:, ::1], types.int64)


# decide(s, rng, w, seat): index of the option the seat's strategy picks. A strategy whose word
# has STRATEGY_DEFERS may instead set s[DEFERRED] and raise DeferredDecision at a play decision;
# answer_deferred then answers it outside the engine's call stack, and the game resumes from that
# play. This is how the search player, which runs the engine itself for its rollouts, stays out
# of the engine's call graph.
DECIDE = LateBound("trickster.decide", STRATEGY_SIGNATURE, players_loader("trickster"))
decide = DECIDE.call


# answer_deferred(s, rng, w, seat): index of the option for a deferred play decision (late-bound
# too: search, which plays the engine itself, is compiled once, not into the game driver)
ANSWER_DEFERRED = LateBound("trickster.answer_deferred", STRATEGY_SIGNATURE, players_loader("trickster"))
answer_deferred = ANSWER_DEFERRED.call


ask_nb = decision_point(decide)
