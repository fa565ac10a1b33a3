"""``search``: determinised flat Monte Carlo over the engine's own kernels.

At a turn or an avatar decision the seat samples the hidden cards it cannot know
(``knows_nb``): they are dealt anew into the hidden places holding unknown cards (other hands,
the decks, the face-down pool, the cards set aside), every zone keeping its size and every card
the seat knows; a deck's order is never known, so each deck is shuffled whole. From each sample
it tries every option and plays on with a cheap policy for every seat (``policy``: random, or
the colour-counter heuristic) for ``horizon`` rounds (0: to the game's end), and picks the
option with the best mean outcome: the win share when the game ended, else the seat's lead in
points over the best opponent (a small term, so that wins dominate). The same samples and
rollout streams serve every option (common random numbers). Other decisions use the heuristic.
Every random draw comes from the seat's own stream, so a decision depends only on what the seat
may know.
"""

import numpy as np
from simkit.engine.jit import kernel, leaf

from simkit.games.tricksters.ending import DECK_SEAT, competitor_count_nb, competitor_of_nb, competitor_score_nb
from simkit.games.tricksters.layout import (CTX_KIND, DECIDE_AVATAR, DEFERRED, FINISHED, KNOWERS, LOC,
                                            MAX_CARDS, MAX_PLAYERS, MODE, MODE_SOLO2, N_CARDS, N_OPTIONS,
                                            N_PLAYERS, OPTIONS, PICK, POS, ROLLOUT_END, ROUND, STATE_SIZE, STOP_AT,
                                            STRATEGY, TARGET, TRACING, WINNER, ZONE_ASIDE, ZONE_CARDS,
                                            ZONE_COUNT, ZONE_DECK, ZONE_DECK2, ZONE_POOL)
from simkit.games.tricksters.rng import N_STREAMS
from simkit.games.tricksters.rounds import NOT_ASKED, continue_game_nb
from simkit.games.tricksters.turns import apply_turn_nb
from simkit.games.tricksters.zones import RECORD_WIDTH, knows_nb
from simkit.engine.random_streams import next_u64_nb, randint_nb
from simkit.strategies.determinise import best_option_nb, deal_unknown_nb, forget_others_nb, shuffle_nb
from simkit.strategies.tricksters.ids import HEURISTIC_ID, RANDOM_ID, SEARCH_HORIZON, SEARCH_POLICY, SEARCH_ROLLOUTS
from simkit.strategies.tricksters.wrappers import restrict_options_nb, unrestrict_choice_nb

MARGIN_WEIGHT = 0.05  # outcome per target's worth of lead


@leaf
def shuffle_deck_nb(sim, rng, seat, zone):
    base = ZONE_CARDS + zone * MAX_CARDS
    for i in range(sim[ZONE_COUNT + zone] - 1, 0, -1):
        j = randint_nb(rng, 1 + seat, i + 1)
        a = sim[base + i]
        b = sim[base + j]
        sim[base + i] = b
        sim[POS + b] = i
        sim[base + j] = a
        sim[POS + a] = j


@kernel
def determinize_nb(sim, rng, seat, unknown, pool):
    """Deal the hidden cards ``seat`` does not know anew, consistently with what it knows."""
    m = 0
    for card in range(sim[N_CARDS]):  # by card id: the sample never depends on hidden places
        unknown[card] = not knows_nb(sim, seat, card)
        if unknown[card]:
            pool[m] = card
            m += 1
    shuffle_nb(pool, m, rng, seat)
    k = 0
    for p in range(sim[N_PLAYERS]):
        if p != seat:
            k = deal_unknown_nb(sim, p, unknown, pool, k, ZONE_CARDS, MAX_CARDS, ZONE_COUNT, LOC, POS)
    for zone in (ZONE_DECK, ZONE_DECK2, ZONE_POOL, ZONE_ASIDE):
        k = deal_unknown_nb(sim, zone, unknown, pool, k, ZONE_CARDS, MAX_CARDS, ZONE_COUNT, LOC, POS)
    shuffle_deck_nb(sim, rng, seat, ZONE_DECK)
    shuffle_deck_nb(sim, rng, seat, ZONE_DECK2)
    forget_others_nb(sim, seat, KNOWERS, MAX_CARDS)


@leaf
def outcome_nb(sim, seat):
    """The win share at the game's end, plus the seat's lead over the best opponent."""
    mine = competitor_of_nb(sim, seat)
    best_other = 0
    for k in range(competitor_count_nb(sim)):
        if k != mine:
            best_other = max(best_other, competitor_score_nb(sim, k))
    if sim[MODE] == MODE_SOLO2:
        best_other = competitor_score_nb(sim, DECK_SEAT)
    lead = (competitor_score_nb(sim, mine) - best_other) / max(1, sim[TARGET])
    value = MARGIN_WEIGHT * lead
    if sim[FINISHED] == 1:
        value += sim[WINNER + seat]
    return value


@kernel
def search_choose_nb(s, rng, w, seat):
    """The index of the option (a whole turn, or an avatar) with the best mean outcome."""
    n_full = restrict_options_nb(s, seat)
    n_options = s[N_OPTIONS]
    kind = s[CTX_KIND]
    samples = max(1, int(w[seat, SEARCH_ROLLOUTS]))
    policy = HEURISTIC_ID if w[seat, SEARCH_POLICY] > 0.5 else RANDOM_ID
    horizon = int(w[seat, SEARCH_HORIZON])
    rollout_w = np.zeros((MAX_PLAYERS, w.shape[1]))
    for p in range(MAX_PLAYERS):
        for f in range(w.shape[1]):
            rollout_w[p, f] = w[seat, f]
    options = s[OPTIONS:OPTIONS + n_options].copy()
    base = np.empty(STATE_SIZE, dtype=np.int32)
    sim = np.empty(STATE_SIZE, dtype=np.int32)
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
        base[STOP_AT] = 0
        base[DEFERRED] = 0
        base[ROLLOUT_END] = base[ROUND] + horizon - 1 if horizon > 0 else 0
        if kind == DECIDE_AVATAR:  # avatars are chosen at once: the others' picks are not known
            for p in range(base[N_PLAYERS]):
                if p != seat and base[PICK + p] >= 0:
                    base[PICK + p] = NOT_ASKED
        for p in range(base[N_PLAYERS]):
            base[STRATEGY + p] = policy
        for k in range(N_STREAMS):
            seeds[k] = next_u64_nb(rng, 1 + seat)
        for i in range(n_options):
            sim[:] = base
            streams[:] = seeds
            if kind == DECIDE_AVATAR:
                sim[PICK + seat] = options[i]
            else:
                apply_turn_nb(sim, streams, tr, rollout_w, np.int64(seat), np.int64(options[i]))
            continue_game_nb(sim, streams, tr, rollout_w)
            value[i] += outcome_nb(sim, seat)
    best = best_option_nb(value, n_options, rng, seat)
    if n_full > 0:
        best = unrestrict_choice_nb(s, n_full, best)
    return best
