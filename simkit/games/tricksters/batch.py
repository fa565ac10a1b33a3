"""Entry kernels: a batch of games (no trace), one traced game, a game played to a decision, on
the game driver (simkit.engine.game_driver).

A game's randomness comes from (master seed, game index) only. Decisions a strategy defers
(search) are answered here, between engine calls, and the game resumes from its saved phase.
"""

import numpy as np

from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.game_driver import deferring_driver, stopping_driver
from simkit.engine.jit import kernel, leaf

from simkit.games.tricksters.layout import (CAPPED, CTX_KIND, CTX_SEAT, DECIDE_AVATAR, DECISION_POINTS,
                                            DECISIONS, DECK_LEDGER, FIZZLED, LEAD_CHANGES, LEDGER, MARKS, N_ITEMS,
                                            N_MARKS, OPTIONS, PICK, PLAYS, RESOLVED, ROUND, STATE_SIZE, TIME, TURNS,
                                            WINNER)
from simkit.games.tricksters.decide import answer_deferred, defers
from simkit.games.tricksters.rng import N_STREAMS, seed_game_nb
from simkit.games.tricksters.rounds import continue_game_nb
from simkit.games.tricksters.setup_nb import init_game_nb
from simkit.games.tricksters.turns import apply_turn_nb
from simkit.games.tricksters.zones import RECORD_WIDTH, conserved_nb


@leaf
def start_nb(s, rng, tr, w):
    continue_game_nb(s, rng, tr, w)


@leaf
def answer_nb(s, rng, tr, w):
    """Answer the deferred decision (the strategy's answer_deferred) and apply it: the game resumes from its saved phase."""
    seat = s[CTX_SEAT]
    option = s[OPTIONS + answer_deferred(s, rng, w, seat)]
    if s[CTX_KIND] == DECIDE_AVATAR:
        s[PICK + seat] = option
    else:
        apply_turn_nb(s, rng, tr, w, np.int64(seat), np.int64(option))
    return option


@leaf
def resume_nb(s, rng, tr, w, option):
    continue_game_nb(s, rng, tr, w)


_play_whole_game = deferring_driver(defers, start_nb, answer_nb, resume_nb)


@kernel
def play_whole_game_nb(s, rng, tr, w):
    """Play a game to its end, answering deferred decisions (search) between engine calls."""
    _play_whole_game(s, rng, tr, w)


_play_to_decision = stopping_driver(play_whole_game_nb)


@kernel
def play_batch_nb(master_seed, first_game, n_players, rules, colours, sides, effects, copies, strategies,
                  weights, out_ledger, out_deck_ledger, out_winners, out_turns, out_rounds, out_lead_changes,
                  out_capped, out_plays, out_resolved, out_fizzled, out_decisions, out_decision_points,
                  out_marks, out_time):
    """Play ``out_winners.shape[0]`` games, game ``first_game + g`` into row g of every output."""
    own_s = np.zeros(STATE_SIZE, dtype=np.int32)
    own_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    own_tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s, rng, tr = borrowed(own_s), borrowed(own_rng), borrowed(own_tr)  # no reference counts (borrow.py)
    weights = borrowed(weights)
    for g in range(out_winners.shape[0]):
        seed_game_nb(rng, master_seed, first_game + g)
        init_game_nb(s, rng, tr, n_players, rules, colours, sides, effects, copies, strategies, 0)
        play_whole_game_nb(s, rng, tr, weights)
        if not conserved_nb(s):
            raise RuntimeError("card conservation broken: a card is not in exactly one place")
        for p in range(n_players):
            out_ledger[g, p] = s[LEDGER + p]
            out_winners[g, p] = s[WINNER + p]
            for k in range(N_ITEMS):
                out_plays[g, p, k] = s[PLAYS + p * N_ITEMS + k]
            for m in range(N_MARKS):
                out_marks[g, p, m] = s[MARKS + p * N_MARKS + m]
        for k in range(N_ITEMS):
            out_resolved[g, k] = s[RESOLVED + k]
            out_fizzled[g, k] = s[FIZZLED + k]
        out_deck_ledger[g] = s[DECK_LEDGER]
        out_turns[g] = s[TURNS]
        out_rounds[g] = s[ROUND]
        out_lead_changes[g] = s[LEAD_CHANGES]
        out_capped[g] = s[CAPPED]
        out_decisions[g] = s[DECISIONS]
        out_decision_points[g] = s[DECISION_POINTS]
        out_time[g] = s[TIME]
    keep_alive((own_s, own_rng, own_tr))


@kernel
def trace_game_nb(master_seed, game_index, n_players, rules, colours, sides, effects, copies, strategies,
                  weights, tr):
    """Play one game writing trace records into ``tr``; returns the final state."""
    s = np.zeros(STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    seed_game_nb(rng, master_seed, game_index)
    init_game_nb(s, rng, tr, n_players, rules, colours, sides, effects, copies, strategies, 1)
    play_whole_game_nb(s, rng, tr, weights)
    return s


@kernel
def play_to_decision_nb(master_seed, game_index, n_players, rules, colours, sides, effects, copies, strategies,
                        weights, stop_at, s, rng):
    """Play game ``game_index`` into ``s`` and ``rng`` until decision ``stop_at`` is asked (0: to
    the end). Returns True when it stopped there: ``s`` and ``rng`` are then exactly what the
    deciding seat's strategy would be given."""
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    seed_game_nb(rng, master_seed, game_index)
    init_game_nb(s, rng, tr, n_players, rules, colours, sides, effects, copies, strategies, 0)
    return _play_to_decision(s, rng, tr, weights, stop_at)
