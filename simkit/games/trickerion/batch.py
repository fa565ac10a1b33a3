"""Entry kernels: a batch of games into Outcome arrays, one traced game, a game up to a decision.

A game depends only on (master seed, game number, setup): its streams come from
simkit.games.trickerion.rng.seed_game_nb, chance on stream 0 and seat p's strategy on stream
1 + p. ``template`` is engine.new_state's array (catalogue, strategy words, setup parameters);
each game starts from a copy of it. ``w`` is the seats' parameter rows (the registry's).
"""

import numpy as np

from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.game_driver import stopping_driver
from simkit.engine.jit import kernel, leaf
from simkit.games.trickerion.replay import play_deferring_nb
from simkit.games.trickerion.layout import (CAPPED, DECISION_POINTS, DECISIONS, FAME, ITEM_LEARNED, ITEM_PLAYS,
                                            LEAD_CHANGES, MARKS, MAX_TRICKS, N_MARKS, N_PLAYERS, N_TRICKS,
                                            PLACEMENTS, STATE_SIZE, TIEBREAK_USED, TRACING, TURN, WINNER)
from simkit.games.trickerion.records import RECORD_WIDTH
from simkit.games.trickerion.rng import N_STREAMS, seed_game_nb

from simkit.games.trickerion.outcome import MARK_COLUMNS  # noqa: E402,F401  (the MARK_* of layout.py, in order: one list)


@leaf
def play_unchecked_nb(s, rng, tr, w):
    play_deferring_nb(s, rng, tr, w, False)


_play_to_decision = stopping_driver(play_unchecked_nb)  # deferred decisions (search) replay the game: replay.py


@kernel
def play_batch_nb(master_seed, first_game, template, w, check, out_scores, out_winners, out_length, out_rounds,
                  out_lead_changes, out_capped, out_plays, out_resolved, out_fizzled, out_decisions,
                  out_decision_points, out_marks, out_tiebreak):
    """Play ``out_scores.shape[0]`` games, game ``first_game + g`` into row g of every output.
    Items are the Tricks: plays = markers performed, resolved = times learned, fizzled = learned
    but never performed by anybody."""
    own_s = np.zeros(STATE_SIZE, dtype=np.int32)
    own_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    own_tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s, rng, tr = borrowed(own_s), borrowed(own_rng), borrowed(own_tr)  # no reference counts (borrow.py)
    template, w = borrowed(template), borrowed(w)
    n = template[N_PLAYERS]
    for g in range(out_scores.shape[0]):
        s[:] = template
        seed_game_nb(rng, master_seed, first_game + g)
        play_deferring_nb(s, rng, tr, w, check)
        winner = s[WINNER]
        for p in range(n):
            out_scores[g, p] = s[FAME + p]
            out_winners[g, p] = 1 if p == winner else 0
            for t in range(s[N_TRICKS]):
                out_plays[g, p, t] = s[ITEM_PLAYS + p * MAX_TRICKS + t]
            for m in range(out_marks.shape[2]):
                out_marks[g, p, m] = s[MARKS + p * N_MARKS + m]
        for t in range(s[N_TRICKS]):
            out_resolved[g, t] = s[ITEM_LEARNED + t]
            performed = 0
            for p in range(n):
                performed += s[ITEM_PLAYS + p * MAX_TRICKS + t]
            out_fizzled[g, t] = 1 if s[ITEM_LEARNED + t] > 0 and performed == 0 else 0
        out_length[g] = s[PLACEMENTS]
        out_rounds[g] = s[TURN]
        out_lead_changes[g] = s[LEAD_CHANGES]
        out_capped[g] = s[CAPPED]
        out_decisions[g] = s[DECISIONS]
        out_decision_points[g] = s[DECISION_POINTS]
        out_tiebreak[g] = s[TIEBREAK_USED]
    keep_alive((own_s, own_rng, own_tr))


@kernel
def trace_game_nb(master_seed, game_index, template, w, tr):
    """Play one game writing trace records into ``tr``; returns the final state."""
    s = template.copy()
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    seed_game_nb(rng, master_seed, game_index)
    s[TRACING] = 1
    play_deferring_nb(s, rng, tr, w, True)
    return s


@kernel
def play_to_decision_nb(master_seed, game_index, template, w, stop_at, s, rng):
    """Play game ``game_index`` into ``s`` and ``rng`` until decision ``stop_at`` is due (0: to the
    end). Returns True when it stopped there: ``s`` and ``rng`` are then exactly what the deciding
    seat's strategy would be given."""
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s[:] = template
    seed_game_nb(rng, master_seed, game_index)
    return _play_to_decision(s, rng, tr, w, stop_at)
