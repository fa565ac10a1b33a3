"""``search``: determinised flat Monte Carlo at the macro decisions (RULES §6.3, §7.7).

Search decides the Assignment of each character (D7), every Set Up (the joint Trick x card x
slot x orientation option) and the card to perform (D17); every other decision is the
planner's. At a macro decision it *defers* (the engine cannot call itself): the game driver
(simkit.games.trickerion.replay) answers through ``search_answer_nb``, outside the engine.

For each of ``rollouts`` samples and each candidate option it replays the game from its start
state (in the replay rows of ``w``) to this decision, every seat choosing as before (its own
earlier answers from the log), and there it *branches* (``branch_nb``, in the dispatcher):

- it samples what the seat cannot know (RULES §4.3), the same way for every option (common
  random numbers): the Performance deck's cards not yet entered are dealt anew among the deck
  positions of their venue, the unflipped Turn Setup cards are shuffled, during Assignment the
  other seats that already chose get the planner's assignment instead of their real one, and
  the streams of chance (future dice) and of every seat are drawn anew; the Dark Alley's hidden
  cards are dealt anew (dark_alley_sample.py) and the Academy's stacks reordered
  (academy_sample.py); every sample comes from
  the seat's own stream and hidden cards are gathered by card id, so it never depends on where
  they really are;
- it takes the candidate, and every seat plays on with the planner (the opponent model), to the
  end of the current turn (``horizon`` turns; 0: to the game's end), where the seat's V less the
  best other seat's V (value.relative_value_nb) scores it; at the game's end V is the final Fame.

A restricted search (``restricted:search:<what>``, wrappers.py) honours its restriction at its
own decisions and keeps it in its own seat's rollouts (branch_nb leaves its RESTRICTED bit);
the other seats play the plain planner there. No macro decision is one a restriction filters.

The option with the best mean score is taken (ties: the seat's own stream). Options beyond
MAX_CANDIDATES (a Set Up has up to 360) are first cut to the best by greedy's gain.
"""

import numpy as np

from simkit.engine.borrow import borrowed, keep_alive
from simkit.engine.header import CTX_KIND, DECISIONS, N_OPTIONS, OPTIONS, STOP_AT, STRATEGY, TRACING
from simkit.engine.jit import kernel, lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.engine.random_streams import mix64_nb, next_u64_nb
from simkit.games.trickerion.engine import play_checked_nb
from simkit.games.trickerion.layout import (CH_ASSIGNED, CHAR_CARD, CHAR_STATE, DECIDE_ASSIGN, DECIDE_PERFORM_CARD,
                                            DECIDE_SET_UP, HAND, MAX_CHARS, MAX_LOCATIONS, MAX_PDECK, MAX_SEATS,
                                            MAX_TURN_SETUP, N_PDECK, N_PLAYERS, N_TURN_SETUP, PDECK, PDECK_TOP,
                                            PDECK_VENUES, PHASE, PHASE_ASSIGNMENT, STATE_SIZE, TS_DECK, TS_TOP, TURN,
                                            TURNS, NOTES_SIZE, SEAT_NOTES)
from simkit.games.trickerion.records import RECORD_WIDTH
from simkit.games.trickerion.replay import CONTROL, CURSOR, MODE, load_start_nb
from simkit.games.trickerion.rng import N_STREAMS
from simkit.strategies.determinise import best_option_nb
from simkit.strategies.trickerion.academy_sample import redeal_academy_nb
from simkit.strategies.trickerion.dark_alley_sample import redeal_dark_alley_nb
from simkit.strategies.trickerion.sampling import shuffle_sorted_nb
from simkit.strategies.trickerion.greedy import option_gain_nb
from simkit.strategies.trickerion.notes import forget_memos_nb
from simkit.strategies.trickerion.ids import PLANNER_ID, RESTRICTED
from simkit.strategies.trickerion.plan import PLAN_LOC, PLAN_SIZE, plan_turn_nb
from simkit.strategies.trickerion.value import relative_value_nb
from simkit.strategies.trickerion.weights import S_HORIZON, S_ROLLOUTS

MODE_ROLLOUT = 2  # the control row's MODE during a rollout (replay.MODE_REPLAY is 1)
BRANCH_AT = 3  # control columns of a rollout: the decision number it branches at
BRANCH_INDEX = 4  # the option index it takes there
BRANCH_KIND = 5  # the decision's kind and option count, checked at the branch (the replay is exact)
BRANCH_N = 6
STOP_TURN = 7  # the rollout stops at the first decision of a later turn
SEARCHER = 8
SEED_HIGH = 9  # the sample's seed, in 32-bit halves
SEED_LOW = 10
STOPPED = 11  # 1 once the rollout stopped at its horizon
MAX_CANDIDATES = 6
PACK = 256  # options.PACK


@leaf
def is_macro_nb(kind):
    return kind == DECIDE_ASSIGN or kind == DECIDE_SET_UP or kind == DECIDE_PERFORM_CARD


@lean_kernel
def determinise_nb(sim, w, seat, streams):
    """Deal anew what ``seat`` cannot know (module docstring), on ``streams`` (seeded from its
    own stream)."""
    top = sim[PDECK_TOP]
    cards = stack_zeros(MAX_PDECK, np.int32)
    for i in range(top, sim[N_PDECK]):
        venue = sim[PDECK_VENUES + i]
        first = True
        for j in range(top, i):
            if sim[PDECK_VENUES + j] == venue:
                first = False
        if not first:
            continue
        m = 0
        for j in range(i, sim[N_PDECK]):
            if sim[PDECK_VENUES + j] == venue:
                cards[m] = sim[PDECK + j]
                m += 1
        shuffle_sorted_nb(cards, m, streams)
        m = 0
        for j in range(i, sim[N_PDECK]):
            if sim[PDECK_VENUES + j] == venue:
                sim[PDECK + j] = cards[m]
                m += 1
    flips = stack_zeros(MAX_TURN_SETUP, np.int32)
    m = 0
    for i in range(min(sim[TS_TOP], sim[N_TURN_SETUP]), sim[N_TURN_SETUP]):
        flips[m] = sim[TS_DECK + i]
        m += 1
    shuffle_sorted_nb(flips, m, streams)
    m = 0
    for i in range(min(sim[TS_TOP], sim[N_TURN_SETUP]), sim[N_TURN_SETUP]):
        sim[TS_DECK + i] = flips[m]
        m += 1
    for p in range(sim[N_PLAYERS]):  # the other seats' plans were made from what they know: plan anew
        if p != seat:
            sim[SEAT_NOTES + p * NOTES_SIZE] = 0
    forget_memos_nb(sim)  # caches of the seats' own rows: the sample's seats play with others
    redeal_dark_alley_nb(sim, seat, streams)  # its decks, the other seats' hands, the Prophecy bag
    redeal_academy_nb(sim, streams)  # the order of its tile stacks and Secret stack
    if sim[PHASE] == PHASE_ASSIGNMENT:
        plan = stack_zeros(PLAN_SIZE, np.int32)
        for p in range(sim[N_PLAYERS]):
            if p == seat:
                continue
            plan_turn_nb(sim, w[seat], p, plan)  # the planner's cards for the other seat, from what is public
            hand = HAND + p * (MAX_LOCATIONS + 1)
            for ch in range(MAX_CHARS):
                at = p * MAX_CHARS + ch
                if sim[CHAR_STATE + at] == CH_ASSIGNED and sim[CHAR_CARD + at] >= 0:
                    sim[hand + sim[CHAR_CARD + at]] += 1
            for ch in range(MAX_CHARS):
                at = p * MAX_CHARS + ch
                if sim[CHAR_STATE + at] != CH_ASSIGNED:
                    continue
                loc = plan[PLAN_LOC + ch]
                if loc >= 0 and sim[hand + loc] > 0:
                    sim[CHAR_CARD + at] = loc
                    sim[hand + loc] -= 1
                else:
                    sim[CHAR_CARD + at] = -1


@lean_kernel
def branch_nb(s, rng, w, seat, n):
    """At the rollout's branch decision: check the replay reached it exactly, sample the hidden
    state, hand every seat to the planner with the searching seat's weights, take the option."""
    searcher = int(w[CONTROL, SEARCHER])
    if s[CTX_KIND] != int(w[CONTROL, BRANCH_KIND]) or n != int(w[CONTROL, BRANCH_N]) or seat != searcher:
        raise RuntimeError("a search rollout's replay did not reach the decision it branches at")
    seed = (np.uint64(w[CONTROL, SEED_HIGH]) << np.uint64(32)) | np.uint64(w[CONTROL, SEED_LOW])
    streams = stack_zeros(N_STREAMS, np.uint64)
    for k in range(N_STREAMS):
        streams[k] = mix64_nb(seed + np.uint64(k + 1) * np.uint64(0x9E3779B97F4A7C15))
    determinise_nb(s, w, searcher, streams)
    for k in range(N_STREAMS):
        rng[k] = next_u64_nb(streams, k)
    for p in range(MAX_SEATS):
        s[STRATEGY + p] = PLANNER_ID | (s[STRATEGY + p] & RESTRICTED if p == searcher else 0)  # its own only
        if p != searcher:
            for f in range(w.shape[1]):  # a row copy without a view (no runtime here)
                w[p, f] = w[searcher, f]
    return int(w[CONTROL, BRANCH_INDEX])


@leaf
def past_horizon_nb(s, w):
    """In a rollout after its branch: has it reached its horizon (a later turn)?"""
    if s[TURN] > w[CONTROL, STOP_TURN]:
        w[CONTROL, STOPPED] = 1
        return True
    return False


@kernel
def candidates_nb(s, w, seat, n, out):
    """The options search tries: all, or the MAX_CANDIDATES best by greedy's gain; how many."""
    if n <= MAX_CANDIDATES:
        for i in range(n):
            out[i] = i
        return n
    gain = np.zeros(n)
    for i in range(n):
        gain[i] = option_gain_nb(s, w[seat], seat, s[CTX_KIND], s[OPTIONS + i])
    order = np.argsort(-gain, kind="mergesort")
    for k in range(MAX_CANDIDATES):
        out[k] = order[k]
    return MAX_CANDIDATES


@kernel
def search_answer_nb(s, rng, w, seat):
    """The index of the option with the best mean rollout score (module docstring)."""
    n = s[N_OPTIONS]
    row = w[seat]
    candidates = np.zeros(n, dtype=np.int64)
    m = candidates_nb(s, w, seat, n, candidates)
    rollouts = max(1, int(row[S_ROLLOUTS]))
    horizon = int(row[S_HORIZON])
    stop_turn = s[TURN] + horizon - 1 if horizon > 0 else s[TURNS] + 1
    sim = np.zeros(STATE_SIZE, dtype=np.int32)
    sim_rng = np.zeros(N_STREAMS, dtype=np.uint64)
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    wr = w.copy()
    lent_sim, lent_rng, lent_tr, lent_w = borrowed(sim), borrowed(sim_rng), borrowed(tr), borrowed(wr)  # borrow.py
    total = np.zeros(m)
    base = mix64_nb(rng[1 + seat] + np.uint64(s[DECISIONS]) * np.uint64(0xBF58476D1CE4E5B9))
    for r in range(rollouts):
        seed = mix64_nb(base + np.uint64(r + 1))
        for c in range(m):
            wr[:MAX_SEATS, :] = w[:MAX_SEATS, :]
            wr[CONTROL, MODE] = MODE_ROLLOUT
            wr[CONTROL, CURSOR] = 0
            wr[CONTROL, BRANCH_AT] = s[DECISIONS]
            wr[CONTROL, BRANCH_INDEX] = candidates[c]
            wr[CONTROL, BRANCH_KIND] = s[CTX_KIND]
            wr[CONTROL, BRANCH_N] = n
            wr[CONTROL, STOP_TURN] = stop_turn
            wr[CONTROL, SEARCHER] = seat
            wr[CONTROL, SEED_HIGH] = np.float64(seed >> np.uint64(32))
            wr[CONTROL, SEED_LOW] = np.float64(seed & np.uint64(0xFFFFFFFF))
            wr[CONTROL, STOPPED] = 0
            load_start_nb(w, sim, sim_rng)
            sim[TRACING] = 0
            sim[STOP_AT] = 0
            failed = False
            try:
                play_checked_nb(lent_sim, lent_rng, lent_tr, lent_w, False)
            except Exception:  # the horizon, told from an error by the flag
                failed = wr[CONTROL, STOPPED] == 0
            if failed:
                raise RuntimeError("a search rollout failed inside the engine")
            total[c] += relative_value_nb(sim, row, seat)
    keep_alive((sim, sim_rng, tr, wr))
    best = best_option_nb(total, m, rng, seat)
    return candidates[best]
