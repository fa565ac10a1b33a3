"""Trickerion's decision point: every kernel that asks a seat (the core's and the Theater's)
calls ``ask_nb(s, rng, w, seat, kind, n)`` from here, after writing its ``n`` options into
``s[OPTIONS:]`` (each kind's encoding: options.py, theater_options.py).

``DECIDE`` is the strategy seam: a late-bound call (simkit.engine.late_binding) that the game's
strategies implement (strategies/trickerion/dispatch.py), so the engine never imports strategies,
its kernels stay cacheable, and the strategies are compiled once instead of into every kernel
that asks. The first call in a process binds it (importing the strategies through
simkit.games.players.load_players when nothing implements it yet).
"""

from numba import types

from simkit.engine.decision import decision_point
from simkit.engine.jit import leaf
from simkit.engine.late_binding import LateBound
from simkit.games.players import players_loader
from simkit.games.trickerion.layout import N_OPTIONS

# decide(s, rng, w, seat, n): the option (an index into s[OPTIONS:]) the seat's strategy picks among n >= 2
DECIDE = LateBound("trickerion.decide", types.int64(types.int32[::1], types.uint64[::1], types.float64[:, ::1],
                                                    types.int64, types.int64), players_loader("trickerion"))
decide = DECIDE.call


@leaf
def choose_nb(s, rng, w, seat):
    return decide(s, rng, w, seat, s[N_OPTIONS])


ask_nb = decision_point(choose_nb)
