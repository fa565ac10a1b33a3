"""``search``: determinised flat Monte Carlo over the Trickarus kernels.

At a decision with two or more options the seat draws ``rollouts`` samples of the cards it
cannot see (the other hands and, for 2 players, the saved pile): those cards, taken in card-id
order, are shuffled on the seat's own stream and dealt into the unseen places (hand counts are
public), so a sample depends only on what the seat may know. From each sample it plays every
option and then the rest of the game with the rollout ``policy`` for every seat; the same
sample and rollout stream serve every option (common random numbers). It picks the option with
the best mean value: competitive, the seat's win share plus a small term for its lead over the
highest rival; co-operative, team success plus a small term per seat on the ground.
"""

import numpy as np

from simkit.games.trickarus.engine import advance_nb, legal_options_nb, play_card_nb, winner_mask_nb
from simkit.games.trickarus.layout import (HAND_COUNT, HEIGHT, LOC, MAX_CARDS, MODE, MODE_COOP, N_CARDS, N_PLAYERS,
                                           OPTIONS, STATE_SIZE, STOP_AT, SUCCESS, SUN, TRACING, ZONE_SAVED)
from simkit.games.trickarus.records import RECORD_WIDTH
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty, stack_zeros, stack_zeros_2d
from simkit.engine.random_streams import next_u64_nb
from simkit.strategies.determinise import shuffle_nb
from simkit.games.trickarus.rng import N_STREAMS, seed_game_nb
from simkit.strategies.trickarus.heuristic import policy_nb
from simkit.strategies.trickarus.ids import DEFAULT_GAIN, DEFAULT_MARGIN

MARGIN_WEIGHT = 0.05  # value per track space of lead (competitive) or per grounded seat (co-operative)


@lean_kernel
def rollout_nb(sim, rng, tr, policy):
    """Play ``sim`` to the game's end with ``policy`` at every seat."""
    while True:
        seat = advance_nb(sim, rng, tr)
        if seat < 0:
            return
        n = legal_options_nb(sim, seat)
        index = 0 if n == 1 else policy_nb(sim, rng, seat, n, policy, DEFAULT_MARGIN, DEFAULT_GAIN)
        play_card_nb(sim, tr, seat, sim[OPTIONS + index])


@leaf
def copy_state_nb(to, state):
    for i in range(STATE_SIZE):
        to[i] = state[i]


@leaf
def value_for_nb(sim, seat):
    n = sim[N_PLAYERS]
    if sim[MODE] == MODE_COOP:
        grounded = 0
        for p in range(n):
            if sim[HEIGHT + p] == 0:
                grounded += 1
        return sim[SUCCESS] + MARGIN_WEIGHT * grounded / n
    mask = winner_mask_nb(sim)
    share = 0.0
    if (mask >> seat) & 1:
        winners = 0
        for p in range(n):
            winners += (mask >> p) & 1
        share = 1.0 / winners
    rival = 0
    for p in range(n):
        if p != seat:
            rival = max(rival, sim[HEIGHT + p])
    return share + MARGIN_WEIGHT * (sim[HEIGHT + seat] - rival) / SUN


@lean_kernel
def determinize_nb(sim, rng, seat):
    """Deal the cards ``seat`` cannot see anew into the places it cannot see."""
    n = sim[N_PLAYERS]
    pool = stack_empty(MAX_CARDS, np.int32)
    m = 0
    for card in range(sim[N_CARDS]):
        loc = sim[LOC + card]
        if loc == ZONE_SAVED or (loc < n and loc != seat):
            pool[m] = card
            m += 1
    shuffle_nb(pool, m, rng, seat)
    k = 0
    for p in range(n):
        if p != seat:
            for _ in range(sim[HAND_COUNT + p]):
                sim[LOC + pool[k]] = p
                k += 1
    while k < m:
        sim[LOC + pool[k]] = ZONE_SAVED
        k += 1


@lean_kernel
def search_nb(s, rng, seat, n, rollouts, policy):
    """Index of the option with the best mean rollout value."""
    # stack arrays: the engine calls this kernel without numba's runtime (nothing may allocate)
    options = stack_empty(MAX_CARDS, np.int32)
    for i in range(n):
        options[i] = s[OPTIONS + i]
    totals = stack_zeros(MAX_CARDS, np.float64)
    base = stack_empty(STATE_SIZE, np.int32)
    sim = stack_empty(STATE_SIZE, np.int32)
    sim_rng = stack_zeros(N_STREAMS, np.uint64)
    tr = stack_zeros_2d(1, RECORD_WIDTH, np.int32)
    for _ in range(rollouts):
        copy_state_nb(base, s)
        base[TRACING] = 0
        base[STOP_AT] = 0
        determinize_nb(base, rng, seat)
        future = next_u64_nb(rng, 1 + seat)
        for i in range(n):
            copy_state_nb(sim, base)
            seed_game_nb(sim_rng, future, 0)
            play_card_nb(sim, tr, seat, options[i])
            rollout_nb(sim, sim_rng, tr, policy)
            totals[i] += value_for_nb(sim, seat)
    best = 0
    for i in range(1, n):
        if totals[i] > totals[best]:
            best = i
    return best
