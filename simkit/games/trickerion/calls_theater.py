"""Where the core's kernels call the Theater's (theater_*.py, trk-theater's half): its setup of
the Performance deck and track, the legality and kernels of Set Up and Reschedule, the
Performance phase and the track step at End Turn. One import place, so the core's kernels
name them once.

Until the Theater's modules are on the branch, the Theater offers no action, holds no card and
performs nothing: ``THEATER_READY`` is False and the games play without it (core tests only).
"""

from simkit.engine.jit import kernel

try:
    from simkit.games.trickerion.theater_track import setup_track_nb as setup_theater_nb  # noqa: F401
    from simkit.games.trickerion.theater_set_up import (can_reschedule_nb, can_set_up_nb,  # noqa: F401
                                                        reschedule_nb, set_up_nb)
    from simkit.games.trickerion.theater_performance import performance_phase_nb  # noqa: F401
    from simkit.games.trickerion.theater_track import track_step_nb  # noqa: F401
    THEATER_READY = True
except ImportError:
    THEATER_READY = False

    @kernel
    def setup_theater_nb(s, rng, tr):
        return

    @kernel
    def can_set_up_nb(s, seat):
        return False

    @kernel
    def can_reschedule_nb(s, seat):
        return False

    @kernel
    def set_up_nb(s, rng, tr, w, seat):
        return

    @kernel
    def reschedule_nb(s, rng, tr, w, seat):
        return

    @kernel
    def performance_phase_nb(s, rng, tr, w):
        return

    @kernel
    def track_step_nb(s, rng, tr):
        return
