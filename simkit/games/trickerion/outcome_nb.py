"""One Trickerion game's result row, copied out of its final state by the batch entry kernel
(outcome.py turns a batch of rows into the ``Outcome``, RULES §5.3).

The row: Fame per seat, the winner, placements, turns, lead changes, capped, decisions, decision
points, each seat's Magician and starting Specialist, the per-seat marks (layout.MARK_*), per seat
the markers performed of every Trick, and the times each Trick was learned.
"""

import numpy as np

from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.jit import kernel, leaf
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.replay import play_deferring_nb
from simkit.games.trickerion.records import RECORD_WIDTH
from simkit.games.trickerion.rng import N_STREAMS, seed_game_nb

S = L.MAX_SEATS
T = L.MAX_TRICKS
ROW_FAME = 0
ROW_WINNER = ROW_FAME + S
ROW_PLACEMENTS = ROW_WINNER + 1
ROW_TURNS = ROW_PLACEMENTS + 1
ROW_LEAD_CHANGES = ROW_TURNS + 1
ROW_CAPPED = ROW_LEAD_CHANGES + 1
ROW_DECISIONS = ROW_CAPPED + 1
ROW_DECISION_POINTS = ROW_DECISIONS + 1
ROW_MAGICIAN = ROW_DECISION_POINTS + 1
ROW_SPECIALIST = ROW_MAGICIAN + S
ROW_MARKS = ROW_SPECIALIST + S
ROW_PLAYS = ROW_MARKS + S * L.N_MARKS
ROW_LEARNED = ROW_PLAYS + S * T
ROW_SIZE = ROW_LEARNED + T


@leaf
def outcome_row_nb(s, row):
    """Copy the final state's result fields into ``row`` (ROW_SIZE ints)."""
    for p in range(S):
        row[ROW_FAME + p] = s[L.FAME + p]
        row[ROW_MAGICIAN + p] = s[L.MAGICIAN + p]
        row[ROW_SPECIALIST + p] = s[L.START_SPECIALIST + p]
    row[ROW_WINNER] = s[L.WINNER]
    row[ROW_PLACEMENTS] = s[L.PLACEMENTS]
    row[ROW_TURNS] = s[L.TURN]
    row[ROW_LEAD_CHANGES] = s[L.LEAD_CHANGES]
    row[ROW_CAPPED] = s[L.CAPPED]
    row[ROW_DECISIONS] = s[L.DECISIONS]
    row[ROW_DECISION_POINTS] = s[L.DECISION_POINTS]
    for i in range(S * L.N_MARKS):
        row[ROW_MARKS + i] = s[L.MARKS + i]
    for i in range(S * T):
        row[ROW_PLAYS + i] = s[L.ITEM_PLAYS + i]
    for i in range(T):
        row[ROW_LEARNED + i] = s[L.ITEM_LEARNED + i]


@kernel
def play_rows_nb(master_seed, first_game, template, w, check, rows):
    """Play ``rows.shape[0]`` games, game ``first_game + g`` into row g (``outcome_row_nb``); each
    game starts from a copy of ``template`` (engine.new_state) and depends only on (seed, game, setup)."""
    own_s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    own_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    own_tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s, rng, tr = borrowed(own_s), borrowed(own_rng), borrowed(own_tr)  # no reference counts (borrow.py)
    template, w, rows = borrowed(template), borrowed(w), borrowed(rows)
    for g in range(rows.shape[0]):
        s[:] = template
        seed_game_nb(rng, master_seed, first_game + g)
        play_deferring_nb(s, rng, tr, w, check)
        outcome_row_nb(s, rows[g])
    keep_alive((own_s, own_rng, own_tr))
