"""Tricksters' decision point: every choice of every seat goes through ``ask_nb``
(simkit.engine.decision over this game's strategy seam).

The engine writes the legal options into ``s[OPTIONS:]`` and the context (``CTX_*``) into the
state, then asks the seat's strategy through ``choose(s, rng, w, seat) -> option index``. A
single option is forced and taken without asking. ``choose`` and ``answer_deferred`` are
late-bound calls (simkit.engine.late_binding: the strategies are compiled once, not into every
kernel that asks; the first call in a process binds them), ``defers`` (one comparison, inlined)
a stub the game's strategies implement with numba's ``@overload``
(strategies/tricksters/dispatch.py), so the engine never imports strategies and every kernel
stays cacheable. What a strategy may read is the seat's observation (docs/tricksters.md): its own hand, the face-up
zones, zone counts, the ledgers, the hidden cards it knows (``knows_nb``), the decision context,
the options and its own random stream.

A strategy that plays the game forward itself (search) *defers* its turn and avatar decisions:
the engine raises DeferredDecision with the options written (``defer_nb``), and the game driver
(simkit.games.tricksters.batch) answers outside the engine's call stack, then resumes the game
from the phase saved in the state.
"""

from numba import types

from simkit.engine.decision import DeferredDecision, StopAtDecision, decision_point, defer_nb, pose_nb  # noqa: F401
from simkit.engine.late_binding import LateBound
from simkit.games.players import players_loader


# choose(s, rng, w, seat): index of the option the seat's strategy picks (the strategies' dispatcher)
CHOOSE = LateBound("tricksters.choose", types.int64(types.int32[::1], types.uint64[::1], types.float64[:, ::1],
                                                    types.int64), players_loader("tricksters"))
choose = CHOOSE.call


def defers(s, seat):
    """Does the seat's strategy answer its turns and avatars outside the engine (search)?"""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


# answer_deferred(s, rng, w, seat): index of the option for a deferred decision, outside the
# engine's call stack (late-bound too: search, which plays the engine itself, is compiled once)
ANSWER_DEFERRED = LateBound("tricksters.answer_deferred", CHOOSE.signature, players_loader("tricksters"))
answer_deferred = ANSWER_DEFERRED.call


ask_nb = decision_point(choose)
