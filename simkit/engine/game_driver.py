"""The game driver every game's entry kernels share: a whole game with deferred decisions
answered, and a game played up to decision N.

A deferring strategy (search) raises out of the engine with ``s[DEFERRED]`` set and its
decision posed (simkit.engine.decision); the driver answers it between engine calls and the
game resumes from there. The game brings four kernels:
- ``defers(s, seat)``: does this seat's strategy defer? (no seat defers: the game is one call)
- ``start(s, rng, tr, w)``: play the game from its initial state;
- ``answer(s, rng, tr, w) -> option``: answer the posed decision (and apply it, if the game
  resumes from the decision's effect rather than from the option);
- ``resume(s, rng, tr, w, option)``: continue the game after that answer.
The helpers made here are ``leaf``s: the game's kernels are frozen into them like globals, so
the game's entry kernels that call them stay cacheable.
"""

from simkit.engine.header import DEFERRED, N_PLAYERS, STOP_AT
from simkit.engine.jit import leaf


def deferring_driver(defers, start, answer, resume):
    """The game's ``play_whole_game(s, rng, tr, w)``: play a game to its end, answering deferrals."""

    @leaf
    def play_whole_game(s, rng, tr, w):
        deferring = False
        for p in range(s[N_PLAYERS]):
            if defers(s, p):
                deferring = True
        if not deferring:
            start(s, rng, tr, w)
            return
        s[DEFERRED] = 0
        started = False
        done = False
        option = -1
        failed = False
        while not done and not failed:
            try:
                if started:
                    resume(s, rng, tr, w, option)
                else:
                    started = True
                    start(s, rng, tr, w)
                done = True
            except Exception:  # numba catches no exception class: tell deferrals from errors by the flag
                failed = s[DEFERRED] == 0
            if not done and not failed:
                s[DEFERRED] = 0
                option = answer(s, rng, tr, w)
        if failed:  # raised out here: numba cannot raise inside an except block
            raise RuntimeError("a strategy failed inside the engine")

    return play_whole_game


def stopping_driver(play_whole_game):
    """The game's ``play_to_decision(s, rng, tr, w, stop_at) -> stopped``: play the set-up game in
    ``s`` until decision ``stop_at`` is asked (0: to the end). True when it stopped there: ``s``
    and ``rng`` are then exactly what the deciding seat's strategy would be given."""

    @leaf
    def play_to_decision(s, rng, tr, w, stop_at):
        s[STOP_AT] = stop_at
        stopped = False
        try:
            play_whole_game(s, rng, tr, w)
        except Exception:  # StopAtDecision; any other error is told apart by the decision count
            stopped = True
        return stopped

    return play_to_decision
