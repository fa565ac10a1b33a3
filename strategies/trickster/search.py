"""``search``: determinised flat Monte Carlo over the engine's own kernels.

At a play decision the seat samples the cards it cannot know (simkit.games.trickster.knowledge):
the unknown cards are dealt anew into the unknown places of the other hands and
the deck, keeping every zone's size and every card it knows. From each sample it
plays every option and then the rest of the round with a fast default policy
(``policy``: random, or the cautious heuristic for every seat), and picks the
option with the best mean outcome. Rounds are scored independently and the next
deal is fresh, so the round's end is a natural horizon: the outcome is the
seat's lead over the best opponent's total then, and in the last round the win
share plus that lead as a small tie-breaking term. The same samples and rollout streams
serve every option (common random numbers), so options are compared on the same
futures. ``rollouts`` samples are drawn per decision; setup and effect choices use
the cautious heuristic.

Search defers its play decisions (simkit.games.trickster.decision): the game driver calls
``search_play_nb`` between engine calls, so search -> engine -> search is never
a compile-time cycle; rollout seats run plain policies that never defer. Every
random draw comes from the seat's own stream, so a decision depends only on what
the seat may know.
"""

import numpy as np

from simkit.games.trickster.rules import decide_winners_nb, finish_after_play_nb
from simkit.engine.jit import kernel, leaf
from simkit.games.trickster.knowledge import knows_nb
from simkit.games.trickster.layout import (KNOWERS, LOC, MAX_CARDS, MAX_PLAYERS, N_CARDS, N_OPTIONS, N_PLAYERS, N_ROUNDS,
                           OPTIONS, POS, ROUND, STOP_AT, STRATEGY, TOTAL, TRACING, WINNER, ZONE_CARDS,
                           ZONE_COUNT, ZONE_DECK)
from simkit.games.trickster.rng import N_STREAMS, next_u64_nb
from simkit.games.trickster.tracebuf import RECORD_WIDTH
from simkit.strategies.determinise import best_option_nb, deal_unknown_nb, forget_others_nb, shuffle_nb
from simkit.strategies.trickster.ids import HEURISTIC_ID, N_WEIGHTS, RANDOM_ID, SEARCH_POLICY, SEARCH_ROLLOUTS

MARGIN_WEIGHT = 0.05  # outcome per point of lead over the best opponent


@kernel
def determinize_nb(sim, rng, seat, unknown, pool):
    """Deal the hidden cards ``seat`` does not know anew, consistently with what it knows."""
    n = sim[N_PLAYERS]
    m = 0
    for card in range(sim[N_CARDS]):  # by card id: the sample never depends on hidden places
        unknown[card] = not knows_nb(sim, seat, card)
        if unknown[card]:
            pool[m] = card
            m += 1
    shuffle_nb(pool, m, rng, seat)
    k = 0
    for p in range(n):
        if p != seat:
            k = deal_unknown_nb(sim, p, unknown, pool, k, ZONE_CARDS, MAX_CARDS, ZONE_COUNT, LOC, POS)
    deal_unknown_nb(sim, ZONE_DECK, unknown, pool, k, ZONE_CARDS, MAX_CARDS, ZONE_COUNT, LOC, POS)
    forget_others_nb(sim, seat, KNOWERS, MAX_CARDS)


@leaf
def outcome_nb(sim, seat, tr):
    """The seat's lead over the best opponent at the round's end; in the last round its win
    share first (the winners are decided then), the lead only separating equal shares."""
    n = sim[N_PLAYERS]
    best_other = 1 << 30
    for p in range(n):
        if p != seat:
            best_other = min(best_other, sim[TOTAL + p])
    lead = best_other - sim[TOTAL + seat]
    if sim[ROUND] < sim[N_ROUNDS] - 1:
        return MARGIN_WEIGHT * lead
    decide_winners_nb(sim, tr)
    winners = 0
    for p in range(n):
        winners += sim[WINNER + p]
    return sim[WINNER + seat] / winners + MARGIN_WEIGHT * lead


@kernel
def search_play_nb(s, rng, w, seat):
    """The index of the legal card with the best mean outcome over ``rollouts`` samples."""
    n_options = s[N_OPTIONS]
    samples = int(w[seat, SEARCH_ROLLOUTS])
    policy = HEURISTIC_ID if w[seat, SEARCH_POLICY] > 0.5 else RANDOM_ID
    rollout_w = np.zeros((MAX_PLAYERS, N_WEIGHTS))
    for p in range(MAX_PLAYERS):
        for f in range(N_WEIGHTS):
            rollout_w[p, f] = w[seat, f]
    options = s[OPTIONS:OPTIONS + n_options].copy()
    base = np.empty_like(s)
    sim = np.empty_like(s)
    seeds = np.zeros(N_STREAMS, dtype=np.uint64)
    streams = np.zeros(N_STREAMS, dtype=np.uint64)
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    unknown = np.zeros(MAX_CARDS, dtype=np.bool_)
    pool = np.zeros(MAX_CARDS, dtype=np.int32)
    value = np.zeros(n_options)
    for _ in range(samples):
        base[:] = s
        determinize_nb(base, rng, seat, unknown, pool)
        base[TRACING] = 0
        base[STOP_AT] = 0  # a stop requested for the real game is not one for its rollouts
        for p in range(base[N_PLAYERS]):
            base[STRATEGY + p] = policy
        for k in range(N_STREAMS):
            seeds[k] = next_u64_nb(rng, 1 + seat)
        for i in range(n_options):
            sim[:] = base
            streams[:] = seeds
            finish_after_play_nb(sim, streams, tr, rollout_w, options[i], False)
            value[i] += outcome_nb(sim, seat, tr)
    return best_option_nb(value, n_options, rng, seat)

