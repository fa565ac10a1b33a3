"""What a seat cannot know of the Dark Alley (RULES §4.3), dealt anew for search's samples:
the order of every Special Assignment deck, the other seats' SA hands (their sizes are public,
their cards are not) with, during Assignment, the SA cards they gave their characters, and the
Prophecy bag's order. Public: the discard piles, revealed cards, the Pending and Active
Prophecies, the seat's own hand.

The unknown cards (the decks' and the other seats' hands') are sorted by id (the sample never
depends on the true order), shuffled, then dealt: each deck takes the first cards of its own
location in that order, the other seats' hands take the rest in turn, each its own size. The
seat forgets the bottom cards it put back (a sample may hold less than it knows, never more).
"""

import numpy as np

from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_zeros
from simkit.games.trickerion.layout import (CHAR_CARD, CHAR_REVEALED, CHAR_SA, DARK_ALLEY, MAX_CHARS, MAX_PROPHECIES, MAX_SA,
                                            MAX_SA_DECK, N_PLAYERS, N_SA, PHASE, PHASE_ASSIGNMENT, PR_BAG, PR_BAG_N,
                                            PR_BAG_TOP, SA_DECK, SA_DECK_N, SA_DECKS, SA_IN_DECK,
                                            SA_IN_HAND, SA_LOC, SA_OWNER, SA_PLACE)
from simkit.strategies.trickerion.sampling import shuffle_sorted_nb


@lean_kernel
def redeal_dark_alley_nb(sim, seat, streams):
    if sim[DARK_ALLEY] == 0:
        return
    n = sim[N_SA]
    if sim[PHASE] == PHASE_ASSIGNMENT:  # the other seats' secret SA cards go back to their hands
        for p in range(sim[N_PLAYERS]):
            if p == seat:
                continue
            for ch in range(MAX_CHARS):
                at = p * MAX_CHARS + ch
                card = sim[CHAR_SA + at]
                if card >= 0 and sim[CHAR_REVEALED + at] == 0:
                    sim[CHAR_SA + at] = -1
                    sim[CHAR_CARD + at] = -1
                    sim[SA_PLACE + card] = SA_IN_HAND
    pool = stack_zeros(MAX_SA, np.int32)
    hand_size = stack_zeros(4, np.int64)
    m = 0
    for card in range(n):
        place = sim[SA_PLACE + card]
        if place == SA_IN_DECK or (place == SA_IN_HAND and sim[SA_OWNER + card] != seat):
            pool[m] = card
            m += 1
            if place == SA_IN_HAND:
                hand_size[sim[SA_OWNER + card]] += 1
    shuffle_sorted_nb(pool, m, streams)
    taken = stack_zeros(MAX_SA, np.bool_)
    for loc in range(SA_DECKS):
        k = 0
        for i in range(m):
            if k >= sim[SA_DECK_N + loc]:
                break
            card = pool[i]
            if not taken[i] and sim[SA_LOC + card] == loc:
                taken[i] = True
                sim[SA_DECK + loc * MAX_SA_DECK + k] = card
                sim[SA_PLACE + card] = SA_IN_DECK
                sim[SA_OWNER + card] = -1
                k += 1
    i = 0
    for p in range(sim[N_PLAYERS]):
        if p == seat:
            continue
        for _ in range(hand_size[p]):
            while taken[i]:
                i += 1
            taken[i] = True
            sim[SA_PLACE + pool[i]] = SA_IN_HAND
            sim[SA_OWNER + pool[i]] = p
    bag = stack_zeros(MAX_PROPHECIES, np.int32)
    k = 0
    for i in range(sim[PR_BAG_TOP], sim[PR_BAG_N]):
        bag[k] = sim[PR_BAG + i]
        k += 1
    shuffle_sorted_nb(bag, k, streams)
    for i in range(k):
        sim[PR_BAG + sim[PR_BAG_TOP] + i] = bag[i]

