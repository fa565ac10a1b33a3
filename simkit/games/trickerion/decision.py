"""Trickerion's decision point: every kernel that asks a seat (the core's and the Theater's)
calls ``ask_nb(s, rng, w, seat, kind, n)`` from here, after writing its ``n`` options into
``s[OPTIONS:]`` (each kind's encoding: options.py, theater_options.py).

``decide`` is the strategy seam: a stub the game's strategies implement with numba's
``@overload`` (strategies/trickerion/dispatch.py), so the engine never imports strategies and
its kernels stay cacheable. Bind it (simkit.games.players.load_players) before compiling.
"""

from simkit.engine.decision import decision_point
from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import N_OPTIONS


def decide(s, rng, w, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``."""
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


@leaf
def choose_nb(s, rng, w, seat):
    return decide(s, rng, w, seat, s[N_OPTIONS])


ask_nb = decision_point(choose_nb)
