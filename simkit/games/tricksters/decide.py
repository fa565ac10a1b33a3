"""Tricksters' decision point: every choice of every seat goes through ``ask_nb``
(simkit.engine.decision over this game's strategy seam).

The engine writes the legal options into ``s[OPTIONS:]`` and the context (``CTX_*``) into the
state, then asks the seat's strategy through ``choose(s, rng, w, seat) -> option index``. A
single option is forced and taken without asking. ``choose``, ``defers`` and ``answer_deferred``
are stubs here: the game's strategies implement them with numba's ``@overload``
(strategies/tricksters/dispatch.py), so the engine never imports strategies and every kernel
stays cacheable. Bind them (simkit.games.players.load_players) before running a kernel. What a
strategy may read is the seat's observation (docs/tricksters.md): its own hand, the face-up
zones, zone counts, the ledgers, the hidden cards it knows (``knows_nb``), the decision context,
the options and its own random stream.

A strategy that plays the game forward itself (search) *defers* its turn and avatar decisions:
the engine raises DeferredDecision with the options written (``defer_nb``), and the game driver
(simkit.games.tricksters.batch) answers outside the engine's call stack, then resumes the game
from the phase saved in the state.
"""

from simkit.engine.decision import DeferredDecision, StopAtDecision, decision_point, defer_nb, pose_nb  # noqa: F401


def choose(s, rng, w, seat):
    """Index of the option the seat's strategy picks (implemented by the strategies' dispatcher)."""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


def defers(s, seat):
    """Does the seat's strategy answer its turns and avatars outside the engine (search)?"""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


def answer_deferred(s, rng, w, seat):
    """Index of the option for a deferred decision, outside the engine's call stack."""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


ask_nb = decision_point(choose)
