"""The Academy's state invariants (invariants.check_state_nb's 13): ``check_academy_nb`` returns
0, or 1 when something breaks: an Academy marker and its slot disagree (both ways), sits on an
empty space or on a Trick nobody holds (owned or set aside); Banners below 0 or more than a seat
has; a Secret in two places or nowhere (the box excepted: replaced ones), a face-up Secret slot
or a Protégé slot holding an unknown Secret; a tile twice (stacks and spaces); Anjali's Coins
below 0; a Protégé without the Academy.
"""

from simkit.engine.jit import kernel
from simkit.games.trickerion.layout import (ACADEMY, ACADEMY_SECRET, ACADEMY_SECRETS, ANJALI_COINS, BANNERS_LEFT,
                                            BANNERS_PER_SEAT, BANNERS_PLACED, CHAR_TYPE, MAX_CHARS, MAX_SECRETS,
                                            MAX_SEATS, MAX_STACK, MAX_ACADEMY_TILES, N_PLAYERS, N_SECRETS, N_SPACES,
                                            N_TILES, N_TRICKS, PROTEGE_SECRET, PROTEGE_SECRETS, PROTEGE_SLOT,
                                            SECRET_STACK, SECRET_STACK_N, SPACE_SLOTS, SPACE_TILE, SPACE_TRICK,
                                            TILE_STACK, TILE_STACK_N, TILE_STACKS, TRICK_ACADEMY, TRICK_ASIDE,
                                            TRICK_OWNER)
import numpy as np

from simkit.engine.stack_arrays import stack_zeros


@kernel
def check_academy_nb(s):
    n = s[N_PLAYERS]
    if s[ACADEMY] == 0:
        for p in range(n):
            if s[CHAR_TYPE + p * MAX_CHARS + PROTEGE_SLOT] != -1:
                return 1
        return 0
    for trick in range(s[N_TRICKS]):
        place = s[TRICK_ACADEMY + trick]
        if place < 0:
            continue
        if place >= s[N_SPACES] * SPACE_SLOTS or s[SPACE_TRICK + place] != trick:
            return 1
        if s[SPACE_TILE + place // SPACE_SLOTS] < 0:
            return 1
        if s[TRICK_OWNER + trick] < 0 and s[TRICK_ASIDE + trick] == 0:
            return 1
    for place in range(s[N_SPACES] * SPACE_SLOTS):
        trick = s[SPACE_TRICK + place]
        if trick >= 0 and s[TRICK_ACADEMY + trick] != place:
            return 1
    for p in range(MAX_SEATS):
        if p >= n:
            break
        if s[BANNERS_LEFT + p] < 0 or s[BANNERS_PLACED + p] < 0:
            return 1
        if s[BANNERS_LEFT + p] + s[BANNERS_PLACED + p] > s[BANNERS_PER_SEAT]:
            return 1
        for i in range(PROTEGE_SECRETS):
            if s[ANJALI_COINS + p * PROTEGE_SECRETS + i] < 0:
                return 1
    seen = stack_zeros(MAX_SECRETS, np.int64)
    for i in range(s[SECRET_STACK_N]):
        seen[s[SECRET_STACK + i]] += 1
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] >= 0:
            seen[s[ACADEMY_SECRET + a]] += 1
    for i in range(n * PROTEGE_SECRETS):
        if s[PROTEGE_SECRET + i] >= 0:
            seen[s[PROTEGE_SECRET + i]] += 1
    for k in range(s[N_SECRETS]):
        if seen[k] > 1:
            return 1
    tiles = stack_zeros(MAX_ACADEMY_TILES, np.int64)
    for stack in range(TILE_STACKS):
        for i in range(s[TILE_STACK_N + stack]):
            tiles[s[TILE_STACK + stack * MAX_STACK + i]] += 1
    for space in range(s[N_SPACES]):
        if s[SPACE_TILE + space] >= 0:
            tiles[s[SPACE_TILE + space]] += 1
    for t in range(s[N_TILES]):
        if tiles[t] != 1:
            return 1
    return 0
