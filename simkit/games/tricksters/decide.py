"""Tricksters' decision point: every choice of every seat goes through ``ask_nb``
(simkit.engine.decision over this game's strategy seam).

The engine writes the legal options into ``s[OPTIONS:]`` and the context (``CTX_*``) into the
state, then asks the seat's strategy (simkit.games.tricksters.policies). A single option is
forced and taken without asking. What a strategy may read is the seat's observation
(docs/tricksters.md): its own hand, the face-up zones, zone counts, the ledgers, the hidden
cards it knows (``knows_nb``), the decision context, the options and its own random stream.

A strategy that plays the game forward itself (search) *defers* its turn and avatar decisions:
the engine raises DeferredDecision with the options written (``defer_nb``), and the game driver
(simkit.games.tricksters.batch) answers outside the engine's call stack, then resumes the game
from the phase saved in the state.
"""

from simkit.engine.decision import DeferredDecision, StopAtDecision, decision_point, defer_nb, pose_nb  # noqa: F401

from simkit.games.tricksters.policies import choose_nb

ask_nb = decision_point(choose_nb)
