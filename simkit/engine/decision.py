"""The decision point every game's choices go through, written once over the state header.

The game writes the legal options into ``s[OPTIONS:]`` and calls ``ask_nb`` (made here for the
game's strategy seam by ``decision_point``). A single option is forced: it is taken without
asking, and counted only as a decision point. A real choice (two or more options) writes the
context (``CTX_KIND``, ``CTX_SEAT``, ``N_OPTIONS``), is counted as a decision, stops the game at
decision ``s[STOP_AT]`` (tests, ``position_at``), then asks the seat's strategy through the
game's ``decide(s, rng, w, seat) -> option index``.

A strategy that runs the game itself (search) must stay out of the engine's call stack: it
*defers* (``defer_nb``, or raising DeferredDecision with ``s[DEFERRED]`` set), and the game
driver (simkit.engine.game_driver) answers between engine calls.
"""

import numpy as np

from simkit.engine.header import CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED, N_OPTIONS, OPTIONS, STOP_AT
from simkit.engine.jit import leaf


class StopAtDecision(Exception):
    """The game reached ``s[STOP_AT]``: the state is the one the strategy would see there."""


class DeferredDecision(Exception):
    """A strategy deferred a decision: the game driver answers it outside the engine."""


@leaf
def pose_nb(s, seat, kind, n_options):
    """Write the context of a real decision (two or more options), count it, stop at STOP_AT."""
    s[CTX_KIND] = kind
    s[CTX_SEAT] = seat
    s[N_OPTIONS] = n_options
    s[DECISIONS] += 1
    if s[DECISIONS] == s[STOP_AT]:
        raise StopAtDecision("stopped at the requested decision")


@leaf
def defer_nb(s, seat, kind, n_options):
    """Hand a decision to the game driver (the options are written): raises DeferredDecision."""
    s[DECISION_POINTS] += 1
    pose_nb(s, seat, kind, n_options)
    s[DEFERRED] = 1
    raise DeferredDecision("a deferring strategy answers outside the engine")


def decision_point(decide):
    """The game's ``ask_nb(s, rng, w, seat, kind, n_options) -> option``, asking ``decide``.

    ``decide`` is the game's strategy seam (a late-bound call, simkit.engine.late_binding, that
    the strategies implement, so the engine never imports them, its kernels stay cacheable and
    the strategies are compiled once). The returned helper is a ``leaf``, inlined where the game
    asks: ``decide`` is frozen into it like a global.
    """

    @leaf
    def ask_nb(s, rng, w, seat, kind, n_options):
        """The option the seat picks among the ``n_options`` written to ``s[OPTIONS:]``."""
        s[DECISION_POINTS] += 1
        if n_options == 1:
            return s[OPTIONS]
        pose_nb(s, seat, kind, n_options)
        index = decide(s, rng, w, np.int64(seat))
        if index < 0 or index >= n_options:
            raise ValueError("a strategy chose an option index out of range")
        return s[OPTIONS + index]

    return ask_nb
