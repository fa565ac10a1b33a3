"""State invariants checked after every play of a checked batch (tests/trickarus).

``check_state_nb`` returns 0, or the number of the first broken invariant:
1 a card in no valid zone; 2 a hand count that disagrees with its cards; 3 the table's list
disagrees with the cards on the table; 4 the 3-player card out is not out (or another card is);
5 a piece off the track; 6 two pieces on one space above the ground; 7 the 2-player saved pile
is not 20 cards while waiting, or holds cards in a 3-5 player game; 8 hand sizes out of step
with the trick.
"""

import numpy as np

from simkit.games.trickarus.layout import (HAND_COUNT, HEIGHT, LEADER, LOC, N_CARDS, N_PLAYERS, REMOVED_CARD, ROUND,
                                           TABLE, TABLE_SEAT, TRACK_SPACES, TURN, ZONE_DISCARD, ZONE_OUT, ZONE_SAVED,
                                           ZONE_TABLE)
from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_zeros


@lean_kernel
def check_state_nb(s):
    n = s[N_PLAYERS]
    counts = stack_zeros(9, np.int64)  # cards per zone
    for card in range(s[N_CARDS]):
        loc = s[LOC + card]
        if not (0 <= loc < n or loc in (ZONE_TABLE, ZONE_DISCARD, ZONE_SAVED, ZONE_OUT)):
            return 1
        counts[loc] += 1
    for p in range(n):
        if counts[p] != s[HAND_COUNT + p]:
            return 2
    if counts[ZONE_TABLE] != s[TURN]:
        return 3
    for i in range(s[TURN]):
        if s[LOC + s[TABLE + i]] != ZONE_TABLE or s[TABLE_SEAT + i] != (s[LEADER] + i) % n:
            return 3
    if counts[ZONE_OUT] != (1 if n == 3 else 0) or (n == 3 and s[LOC + s[REMOVED_CARD]] != ZONE_OUT):
        return 4
    for p in range(n):
        h = s[HEIGHT + p]
        if h < 0 or h > TRACK_SPACES:
            return 5
        for q in range(p):
            if h > 0 and s[HEIGHT + q] == h:
                return 6
    if n == 2:
        if counts[ZONE_SAVED] != (20 if s[ROUND] % 2 == 1 else 0):
            return 7
    elif counts[ZONE_SAVED] != 0:
        return 7
    for p in range(n):  # seats that played into this trick hold one card fewer
        played = (p - s[LEADER]) % n < s[TURN]
        if s[HAND_COUNT + p] + (1 if played else 0) != s[HAND_COUNT + s[LEADER]] + (1 if s[TURN] > 0 else 0):
            return 8
    return 0
