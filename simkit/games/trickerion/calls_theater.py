"""Where the core's kernels call the Theater's (theater_*.py): its setup of the Performance deck
and track, the legality and kernels of Set Up and Reschedule, the Performance phase, the track
step at End Turn, the Theater's invariants, and its markers of a symbol (a discarded Trick's,
the marker count). One import place, so the core's kernels name them
once.
"""

from simkit.games.trickerion.theater_invariants import check_theater_nb  # noqa: F401
from simkit.games.trickerion.theater_performance import performance_phase_nb  # noqa: F401
from simkit.games.trickerion.theater_set_up import (can_reschedule_nb, can_set_up_nb,  # noqa: F401
                                                    reschedule_nb, set_up_nb)
from simkit.games.trickerion.theater_track import setup_track_nb as setup_theater_nb  # noqa: F401
from simkit.games.trickerion.theater_track import track_step_nb  # noqa: F401
from simkit.games.trickerion.theater_track import markers_on_track_nb, symbol_markers_home_nb  # noqa: F401
