"""Entry kernels: a batch of games (no trace), one traced game, a game stopped at a decision.

They run on the game driver (simkit.engine.game_driver) and reach the strategies through the decision point (simkit.games.trickster.decision);
bind it first (simkit.games.players.load_players). A game's randomness comes
from (master seed, game index) only.
"""

import numpy as np
from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.game_driver import deferring_driver, stopping_driver
from simkit.engine.jit import kernel, leaf

from simkit.games.trickster.decision import answer_deferred
from simkit.games.trickster.rules import finish_after_play_nb, init_game_nb, play_game_nb
from simkit.games.trickster.layout import (BUSTS, CAPPED, CTX_SEAT, DECISIONS, DECISION_POINTS, DECK_HEROES,
                                          EFFECT_FIZZLED, EFFECT_RESOLVED, MAX_ROUNDS, MAX_PLAYERS, OPTIONS, PLAYS,
                                          ROUND_SCORE, STATE_SIZE, STRATEGY, STRATEGY_DEFERS, TRACING, TRICKS,
                                          WINNER)
from simkit.games.trickster.rng import CHANCE, N_STREAMS, randint_nb, seed_game_nb
from simkit.games.trickster.tracebuf import RECORD_WIDTH


@kernel
def pick_deck_nb(rng, deck, pool, slot_heroes):
    """The game's heroes: ``deck`` as given, or 7 drawn from ``pool`` when ``deck[0] < 0``."""
    if deck[0] >= 0:
        slot_heroes[:] = deck
        return
    scratch = pool.copy()
    for i in range(DECK_HEROES):
        j = i + randint_nb(rng, CHANCE, scratch.shape[0] - i)
        hero = scratch[j]
        scratch[j] = scratch[i]
        scratch[i] = hero
        slot_heroes[i] = hero


@leaf
def defers_nb(s, seat):
    return s[STRATEGY + seat] & STRATEGY_DEFERS != 0


@leaf
def start_nb(s, rng, tr, w):
    play_game_nb(s, rng, tr, w)


@leaf
def answer_nb(s, rng, tr, w):
    """The card a deferring strategy plays (simkit.strategies.dispatch answers it)."""
    return s[OPTIONS + answer_deferred(s, rng, w, s[CTX_SEAT])]


@leaf
def resume_nb(s, rng, tr, w, card):
    finish_after_play_nb(s, rng, tr, w, card, True)


_play_whole_game = deferring_driver(defers_nb, start_nb, answer_nb, resume_nb)


@kernel
def play_whole_game_nb(s, rng, tr, w):
    """Play a game; play decisions a strategy defers (search) are answered between engine calls."""
    _play_whole_game(s, rng, tr, w)


_play_to_decision = stopping_driver(play_whole_game_nb)


@kernel
def play_batch_nb(master_seed, first_game, n_players, rules, deck, pool, hero_steps, strategies, weights,
                  out_heroes, out_scores, out_winners, out_tricks, out_busts, out_resolved,
                  out_fizzled, out_plays, out_decisions, out_decision_points, out_capped):
    """Play ``out_scores.shape[0]`` games, game ``first_game + g`` into row g of every output."""
    own_s = np.zeros(STATE_SIZE, dtype=np.int32)
    own_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    own_tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    s, rng, tr = borrowed(own_s), borrowed(own_rng), borrowed(own_tr)  # no reference counts (borrow.py)
    weights = borrowed(weights)
    slot_heroes = np.zeros(DECK_HEROES, dtype=np.int32)
    for g in range(out_scores.shape[0]):
        seed_game_nb(rng, master_seed, first_game + g)
        pick_deck_nb(rng, deck, pool, slot_heroes)
        init_game_nb(s, n_players, slot_heroes, hero_steps, strategies, rules)
        play_whole_game_nb(s, rng, tr, weights)
        for i in range(DECK_HEROES):
            out_heroes[g, i] = slot_heroes[i]
            out_resolved[g, i] = s[EFFECT_RESOLVED + i]
            out_fizzled[g, i] = s[EFFECT_FIZZLED + i]
            for p in range(n_players):
                out_plays[g, p, i] = s[PLAYS + p * DECK_HEROES + i]
        for r in range(MAX_ROUNDS):
            out_tricks[g, r] = s[TRICKS + r]
            for p in range(n_players):
                out_scores[g, r, p] = s[ROUND_SCORE + r * MAX_PLAYERS + p]
        for p in range(n_players):
            out_winners[g, p] = s[WINNER + p]
            out_busts[g, p] = s[BUSTS + p]
        out_decisions[g] = s[DECISIONS]
        out_decision_points[g] = s[DECISION_POINTS]
        out_capped[g] = s[CAPPED]
    keep_alive((own_s, own_rng, own_tr))


@kernel
def trace_game_nb(master_seed, game_index, n_players, rules, deck, pool, hero_steps, strategies, weights,
                  tr):
    """Play one game writing trace records into ``tr``; returns the final state."""
    s = np.zeros(STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    slot_heroes = np.zeros(DECK_HEROES, dtype=np.int32)
    seed_game_nb(rng, master_seed, game_index)
    pick_deck_nb(rng, deck, pool, slot_heroes)
    init_game_nb(s, n_players, slot_heroes, hero_steps, strategies, rules)
    s[TRACING] = 1
    play_whole_game_nb(s, rng, tr, weights)
    return s


@kernel
def play_to_decision_nb(master_seed, game_index, n_players, rules, deck, pool, hero_steps, strategies, weights,
                        stop_at, s, rng):
    """Play game ``game_index`` into ``s`` and ``rng`` until decision ``stop_at`` is asked (0: to
    the end). Returns True when it stopped there: ``s`` and ``rng`` are then exactly what the
    deciding seat's strategy would be given."""
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    slot_heroes = np.zeros(DECK_HEROES, dtype=np.int32)
    seed_game_nb(rng, master_seed, game_index)
    pick_deck_nb(rng, deck, pool, slot_heroes)
    init_game_nb(s, n_players, slot_heroes, hero_steps, strategies, rules)
    return _play_to_decision(s, rng, tr, weights, stop_at)
