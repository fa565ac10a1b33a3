"""Deferred decisions for a procedural engine: the game is replayed from its start.

Trickerion's kernels ask their decisions from deep inside the turn (decision.ask_nb), so a
strategy that plays the game forward itself (search) cannot answer in place: that would make
the engine call itself. It *defers* instead (it raises with ``s[DEFERRED]`` set, its decision
posed), and ``play_deferring_nb`` answers it outside the engine through the ``answer_deferred``
seam, writes the answer into a log, and plays the game again from its start: every other
choice is made again exactly (each seat's choices depend only on the state and its own stream),
and the deferring seat's earlier answers are read back from the log (the strategies' dispatcher
does that, by decision number). A game with ``K`` deferred decisions is played ``K + 1`` times.

Everything a replay needs travels in the parameter rows ``w`` (the one array every kernel passes
to the decision point): below the seats' rows come a control row, the log, the state the game
started from and its streams (``replay_rows``; registry.seat_arrays makes ``w`` that large
when a seat defers). Search replays the same way for its rollouts (strategies/trickerion/search.py):
from the start state in ``w``, to the decision it branches at.

| row            | contents                                                                    |
|----------------|-----------------------------------------------------------------------------|
| 0..MAX_SEATS-1 | the seats' parameter rows                                                   |
| CONTROL        | MODE, CURSOR, N_LOG and the rollout fields (strategies/trickerion/search.py)|
| LOG_ROW..      | the log: entry k at (LOG_ROW + k // per_row, 2 * (k % per_row)): decision, option index |
| start rows     | the start state, ``w.shape[1]`` int32 values a row; then its streams in 32-bit halves  |
"""

import numpy as np
from numba import types

from simkit.engine.header import CTX_SEAT, DECISIONS, DEFERRED, STRATEGY
from simkit.engine.jit import kernel, leaf
from simkit.engine.late_binding import LateBound
from simkit.games.players import players_loader
from simkit.games.trickerion.engine import play_checked_nb
from simkit.games.trickerion.layout import MAX_SEATS, N_PLAYERS, STATE_SIZE
from simkit.games.trickerion.rng import N_STREAMS

DEFERS = 1 << 8  # the strategy word's bit of a strategy that defers (search)
MAX_LOG = 2048  # deferred answers a game may log
CONTROL = MAX_SEATS  # the control row
MODE = 0  # control columns: REPLAY or a strategy's own mode (search's rollouts)
CURSOR = 1  # the next log entry a replay reads
N_LOG = 2  # entries in the log
MODE_PLAIN = 0  # no replay context (the rows are the seats' only)
MODE_REPLAY = 1  # a game replayed with its log
LOG_ROW = CONTROL + 1


@leaf
def replay_rows_nb(columns):
    """Rows of a parameter array that can replay a game (``columns`` columns)."""
    log_rows = (2 * MAX_LOG + columns - 1) // columns
    state_rows = (STATE_SIZE + columns - 1) // columns
    rng_rows = (2 * N_STREAMS + columns - 1) // columns
    return LOG_ROW + log_rows + state_rows + rng_rows


def replay_rows(columns: int) -> int:
    return int(getattr(replay_rows_nb, "py_func", replay_rows_nb)(columns))


@leaf
def start_row_nb(w):
    return LOG_ROW + (2 * MAX_LOG + w.shape[1] - 1) // w.shape[1]


@leaf
def rng_row_nb(w):
    return start_row_nb(w) + (STATE_SIZE + w.shape[1] - 1) // w.shape[1]


@kernel
def save_start_nb(w, s, rng):
    """Write the start state and streams into ``w``'s start rows."""
    row = start_row_nb(w)
    columns = w.shape[1]
    for i in range(STATE_SIZE):
        w[row + i // columns, i % columns] = s[i]
    row = rng_row_nb(w)
    for k in range(N_STREAMS):
        value = rng[k]
        w[row + (2 * k) // columns, (2 * k) % columns] = np.float64(value >> np.uint64(32))
        w[row + (2 * k + 1) // columns, (2 * k + 1) % columns] = np.float64(value & np.uint64(0xFFFFFFFF))


@kernel
def load_start_nb(w, s, rng):
    """The start state and streams from ``w``'s start rows into ``s`` and ``rng``."""
    row = start_row_nb(w)
    columns = w.shape[1]
    for i in range(STATE_SIZE):
        s[i] = np.int32(w[row + i // columns, i % columns])
    row = rng_row_nb(w)
    for k in range(N_STREAMS):
        high = np.uint64(w[row + (2 * k) // columns, (2 * k) % columns])
        low = np.uint64(w[row + (2 * k + 1) // columns, (2 * k + 1) % columns])
        rng[k] = (high << np.uint64(32)) | low


@leaf
def log_at_nb(w, k):
    """(decision, option index) of log entry ``k``."""
    per_row = w.shape[1] // 2
    row = LOG_ROW + k // per_row
    col = 2 * (k % per_row)
    return int(w[row, col]), int(w[row, col + 1])


@kernel
def log_answer_nb(w, decision, index):
    k = int(w[CONTROL, N_LOG])
    if k >= MAX_LOG:
        raise ValueError("more deferred decisions in one game than the replay log holds")
    per_row = w.shape[1] // 2
    w[LOG_ROW + k // per_row, 2 * (k % per_row)] = decision
    w[LOG_ROW + k // per_row, 2 * (k % per_row) + 1] = index
    w[CONTROL, N_LOG] = k + 1


@leaf
def logged_answer_nb(s, w):
    """The logged answer to the pending decision of a replay, -1 when the log has none (the
    entries are read in decision order, from the CURSOR)."""
    if w.shape[0] <= CONTROL or w[CONTROL, MODE] == MODE_PLAIN:
        return -1
    k = int(w[CONTROL, CURSOR])
    if k >= int(w[CONTROL, N_LOG]):
        return -1
    decision, index = log_at_nb(w, k)
    if decision != s[DECISIONS]:
        return -1
    w[CONTROL, CURSOR] = k + 1
    return index


# answer_deferred(s, rng, w, seat): the option index a deferring strategy picks for the decision
# posed in s. A late-bound call (simkit.engine.late_binding) the strategies' dispatcher implements:
# search, which plays the engine itself, is compiled once rather than into every kernel that
# drives a game.
ANSWER_DEFERRED = LateBound("trickerion.answer_deferred", types.int64(types.int32[::1], types.uint64[::1],
                                                                      types.float64[:, ::1], types.int64),
                            players_loader("trickerion"))
answer_deferred = ANSWER_DEFERRED.call


@leaf
def any_defers_nb(s):
    for p in range(s[N_PLAYERS]):
        if s[STRATEGY + p] & DEFERS:
            return True
    return False


@kernel
def play_deferring_nb(s, rng, tr, w, check):
    """Play the game in ``s`` to its end like play_checked_nb; when a seat's strategy defers,
    answer it, log it and replay from the start (module docstring)."""
    if not any_defers_nb(s):
        play_checked_nb(s, rng, tr, w, check)
        return
    if w.shape[0] < replay_rows_nb(w.shape[1]):
        raise ValueError("a deferring strategy needs the replay rows in w (registry.seat_arrays)")
    save_start_nb(w, s, rng)
    w[CONTROL, MODE] = MODE_REPLAY
    w[CONTROL, N_LOG] = 0
    for _ in range(MAX_LOG + 1):
        load_start_nb(w, s, rng)
        w[CONTROL, CURSOR] = 0
        s[DEFERRED] = 0
        done = False
        try:
            play_checked_nb(s, rng, tr, w, check)
            done = True
        except Exception:  # a deferral, or an error (told apart by the flag) or a stop at STOP_AT
            pass
        if done:
            return
        if s[DEFERRED] == 0:
            raise RuntimeError("the game stopped: a stop at the requested decision, or an error inside the engine")
        s[DEFERRED] = 0
        index = answer_deferred(s, rng, w, s[CTX_SEAT])
        log_answer_nb(w, s[DECISIONS], index)
    raise RuntimeError("more deferred decisions in one game than the replay log holds")
