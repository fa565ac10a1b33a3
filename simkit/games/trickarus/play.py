"""One game from its first deal to its end: every play goes through the seat's strategy.

A seat's strategy is a word (``STRATEGY[seat]``) and a row of ``params``, both built by the
game's strategies (strategies/trickarus/registry.py). The decision point is in
``play_game_nb``: a single legal card is played without asking; otherwise ``decide`` asks the
seat's strategy to pick among ``s[OPTIONS:]``.
"""

from simkit.games.trickarus.engine import advance_nb, legal_options_nb, play_card_nb
from simkit.games.trickarus.invariants import check_state_nb
from simkit.games.trickarus.layout import CTX_SEAT, DECISION_POINTS, DECISIONS, N_OPTIONS, OPTIONS, STOP_AT, STOPPED
from simkit.engine.jit import kernel


def decide(s, rng, params, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the seat's strategy picks among ``n >= 2``.

    A stub: the game's strategies implement it with numba's ``@overload``
    (strategies/trickarus/dispatch.py), so the engine never imports strategies and every
    kernel stays cacheable. Bind it (simkit.games.players.load_players) before running a kernel.
    """
    raise NotImplementedError("bind the decision point first: simkit.games.players.load_players(GAME)")


@kernel
def play_game_nb(s, rng, tr, params, check):
    """Play the game in ``s`` to its end, or to decision ``s[STOP_AT]`` (then ``s[STOPPED] = 1``).

    ``check``: verify the state's invariants after every play (tests; raises on a violation).
    """
    while True:
        seat = advance_nb(s, rng, tr)
        if seat < 0:
            return
        n = legal_options_nb(s, seat)
        s[DECISION_POINTS] += 1
        index = 0
        if n > 1:
            s[DECISIONS] += 1
            s[CTX_SEAT] = seat
            s[N_OPTIONS] = n
            if s[DECISIONS] == s[STOP_AT]:
                s[STOPPED] = 1
                return
            index = decide(s, rng, params, seat, n)
            if index < 0 or index >= s[N_OPTIONS]:
                raise ValueError("a strategy chose an option index out of range")
        play_card_nb(s, tr, seat, s[OPTIONS + index])
        if check and check_state_nb(s) != 0:
            raise AssertionError("a Trickarus state invariant failed (see invariants.py)")
