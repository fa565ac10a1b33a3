"""The one decision point: every choice of every seat goes through ``ask_nb``.

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
the engine raises DeferredDecision with the options written, and the game driver
(simkit.games.tricksters.batch) answers outside the engine's call stack, then resumes the game
from the phase saved in the state.
"""

import numpy as np
from simkit.engine.jit import leaf

from simkit.games.tricksters.layout import (CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED, N_OPTIONS,
                                            OPTIONS, STOP_AT)


class StopAtDecision(Exception):
    """The game reached ``s[STOP_AT]``: the state is the one the strategy would see there."""


class DeferredDecision(Exception):
    """A strategy deferred a decision: the game driver answers it."""


def choose(s, rng, w, seat):
    """Index of the option the seat's strategy picks (implemented by the strategies' dispatcher)."""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


def defers(s, seat):
    """Does the seat's strategy answer its turns and avatars outside the engine (search)?"""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


def answer_deferred(s, rng, w, seat):
    """Index of the option for a deferred decision, outside the engine's call stack."""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


@leaf
def pose_nb(s, seat, kind, n_options):
    """Write the context of a real decision (two or more options) and count it."""
    s[CTX_KIND] = kind
    s[CTX_SEAT] = seat
    s[N_OPTIONS] = n_options
    s[DECISIONS] += 1
    if s[DECISIONS] == s[STOP_AT]:
        raise StopAtDecision("stopped at the requested decision")


@leaf
def ask_nb(s, rng, w, seat, kind, n_options):
    """The option the seat picks among the ``n_options`` written to ``s[OPTIONS:]``."""
    s[DECISION_POINTS] += 1
    if n_options == 1:
        return s[OPTIONS]
    pose_nb(s, seat, kind, n_options)
    index = choose(s, rng, w, np.int64(seat))
    if index < 0 or index >= n_options:
        raise ValueError("a strategy chose an option index out of range")
    return s[OPTIONS + index]


@leaf
def defer_nb(s, seat, kind, n_options):
    """Hand a decision to the game driver (the options are written): raises DeferredDecision."""
    s[DECISION_POINTS] += 1
    pose_nb(s, seat, kind, n_options)
    s[DEFERRED] = 1
    raise DeferredDecision("a deferring strategy answers outside the engine")
