"""Entry kernels: a batch of games into Outcome arrays, one traced game, a game up to a decision.

A game depends only on (master seed, game number, setup): its streams come from
simkit.games.trickarus.rng.seed_game_nb, chance on stream 0 and seat p's strategy on stream 1 + p.
"""

import numpy as np

from simkit.games.trickarus.engine import init_game_nb, winner_mask_nb
from simkit.games.trickarus.layout import (CAPPED, DECISION_POINTS, DECISIONS, FIRST_TO_SUN, FLIPS, FLOWN, HEIGHT,
                                           LEAD_CHANGES, LIGHTNING_FALLS, LIGHTNING_FIZZLED, LIGHTNING_RESOLVED,
                                           PLAYS_FIVE, PLAYS_LIGHTNING, ROUND, STATE_SIZE,
                                           SUN_FLIGHTS, TRACING, TRICKS_TOTAL, TRICKS_WON)
from simkit.games.trickarus.play import play_game_nb
from simkit.games.trickarus.records import RECORD_WIDTH
from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.game_driver import stopping_driver
from simkit.engine.jit import kernel, leaf
from simkit.games.trickarus.rng import N_STREAMS, seed_game_nb

ITEM_LIGHTNING = 0  # Outcome item columns
ITEM_FIVE = 1
MARK_COLUMNS = ("first_to_sun", "sun_flights", "tricks_won", "lightning_falls", "landed")


@leaf
def play_unchecked_nb(s, rng, tr, params):
    play_game_nb(s, rng, tr, params, False)


_play_to_decision = stopping_driver(play_unchecked_nb)  # no Trickarus strategy defers: the game is one call


@kernel
def play_batch_nb(master_seed, first_game, n_players, mode, round_limit, colours, values, lightning_card,
                  removed_card, words, params, check, out_scores, out_winners, out_length, out_rounds,
                  out_lead_changes, out_capped, out_plays, out_resolved, out_fizzled, out_decisions,
                  out_decision_points, out_marks):
    """Play ``out_scores.shape[0]`` games, game ``first_game + g`` into row g of every output."""
    own_s = np.zeros(STATE_SIZE, dtype=np.int32)
    own_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    own_tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s, rng, tr = borrowed(own_s), borrowed(own_rng), borrowed(own_tr)  # no reference counts (borrow.py)
    params = borrowed(params)
    for g in range(out_scores.shape[0]):
        seed_game_nb(rng, master_seed, first_game + g)
        init_game_nb(s, n_players, mode, round_limit, colours, values, lightning_card, removed_card, words)
        play_game_nb(s, rng, tr, params, check)
        mask = winner_mask_nb(s)
        for p in range(n_players):
            out_scores[g, p] = s[HEIGHT + p]
            out_winners[g, p] = (mask >> p) & 1
            out_plays[g, p, ITEM_LIGHTNING] = s[PLAYS_LIGHTNING + p]
            out_plays[g, p, ITEM_FIVE] = s[PLAYS_FIVE + p]
            out_marks[g, p, 0] = s[FIRST_TO_SUN + p]
            out_marks[g, p, 1] = s[SUN_FLIGHTS + p]
            out_marks[g, p, 2] = s[TRICKS_WON + p]
            out_marks[g, p, 3] = s[LIGHTNING_FALLS + p]
            out_marks[g, p, 4] = 1 if s[FLOWN] == 1 and s[HEIGHT + p] == 0 else 0
        out_length[g] = s[TRICKS_TOTAL]
        out_rounds[g] = s[ROUND]
        out_lead_changes[g] = s[LEAD_CHANGES]
        out_capped[g] = s[CAPPED]
        out_resolved[g, ITEM_LIGHTNING] = s[LIGHTNING_RESOLVED]
        out_fizzled[g, ITEM_LIGHTNING] = s[LIGHTNING_FIZZLED]
        out_resolved[g, ITEM_FIVE] = s[FLIPS]
        out_fizzled[g, ITEM_FIVE] = 0
        out_decisions[g] = s[DECISIONS]
        out_decision_points[g] = s[DECISION_POINTS]
    keep_alive((own_s, own_rng, own_tr))


@kernel
def trace_game_nb(master_seed, game_index, n_players, mode, round_limit, colours, values, lightning_card,
                  removed_card, words, params, tr):
    """Play one game writing trace records into ``tr``; returns the final state."""
    s = np.zeros(STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    seed_game_nb(rng, master_seed, game_index)
    init_game_nb(s, n_players, mode, round_limit, colours, values, lightning_card, removed_card, words)
    s[TRACING] = 1
    play_game_nb(s, rng, tr, params, True)
    return s


@kernel
def play_to_decision_nb(master_seed, game_index, n_players, mode, round_limit, colours, values, lightning_card,
                        removed_card, words, params, stop_at, s, rng):
    """Play game ``game_index`` into ``s`` and ``rng`` until decision ``stop_at`` is due (0: to the
    end). Returns True when it stopped there: ``s`` and ``rng`` are then exactly what the deciding
    seat's strategy would be given."""
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    seed_game_nb(rng, master_seed, game_index)
    init_game_nb(s, n_players, mode, round_limit, colours, values, lightning_card, removed_card, words)
    return _play_to_decision(s, rng, tr, params, stop_at)
