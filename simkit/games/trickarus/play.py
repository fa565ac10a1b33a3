"""One game from its first deal to its end: every play goes through the seat's strategy.

A seat's strategy is a word (``STRATEGY[seat]``) and a row of ``params``, both built by the
game's strategies (strategies/trickarus/registry.py). Every play goes through the decision point
(simkit.engine.decision): a single legal card is played without asking; otherwise ``decide``
asks the seat's strategy to pick among ``s[OPTIONS:]``.
"""

from numba import types

from simkit.engine.decision import decision_point
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.late_binding import LateBound
from simkit.games.trickarus.engine import advance_nb, legal_options_nb, play_card_nb
from simkit.games.trickarus.invariants import check_state_nb
from simkit.games.trickarus.layout import DECIDE_PLAY, N_OPTIONS
from simkit.games.players import players_loader

# decide(s, rng, params, seat, n): the option (an index into s[OPTIONS:]) the seat's strategy picks
# among n >= 2. A late-bound call (simkit.engine.late_binding) the game's strategies implement
# (strategies/trickarus/dispatch.py): the engine never imports strategies, every kernel stays
# cacheable, and the first call in a process binds it.
DECIDE = LateBound("trickarus.decide", types.int64(types.int32[::1], types.uint64[::1], types.float64[:, ::1],
                                                   types.int64, types.int64), players_loader("trickarus"))
decide = DECIDE.call


@leaf
def choose_nb(s, rng, params, seat):
    """The strategy seam of the decision point: ``decide`` among the ``s[N_OPTIONS]`` posed."""
    return decide(s, rng, params, seat, s[N_OPTIONS])


ask_nb = decision_point(choose_nb)


@lean_kernel
def play_game_nb(s, rng, tr, params, check):
    """Play the game in ``s`` to its end; StopAtDecision at decision ``s[STOP_AT]``.

    ``check``: verify the state's invariants after every play (tests; raises on a violation).
    """
    while True:
        seat = advance_nb(s, rng, tr)
        if seat < 0:
            return
        card = ask_nb(s, rng, params, seat, DECIDE_PLAY, legal_options_nb(s, seat))
        play_card_nb(s, tr, seat, card)
        if check and check_state_nb(s) != 0:
            raise AssertionError("a Trickarus state invariant failed (see invariants.py)")
