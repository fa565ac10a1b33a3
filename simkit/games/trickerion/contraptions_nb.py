"""Dawn of Technology's Contraptions (RULES §1.6 step 1, §1.7 Build Contraption, §1.12 step 3,
§1.19; G30, G91, G92; docs/trickerion.md T124-T127). A seat's board is its Favourite category's;
Contraption k (0..3, bottom-up) is built k-th, Active side up, even with its Shard symbols
uncovered. Before each of its placements the seat may activate any Active ones (D8, one yes/no
each, bottom-up): Inactive, their texts in force as a used SA card's (effects_nb.card_op_nb; a
"perform" one for the seat's Performance this turn). At End Turn an Inactive one whose Shard
symbols are covered (the seat holds at least its highest position's Shards, G92) turns Active
again and gives its Fame. Outside a Dawn game none of this runs."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import ACTION_PERFORM, cost_nb
from simkit.games.trickerion.layout import (ACT_BUILD, BUILD_AP, BUILD_COINS_PER_BUILT, COINS, CONTRAPTION_ACTION,
                                            CONTRAPTION_ACTIVE, CONTRAPTION_FAME, CONTRAPTION_IN_FORCE,
                                            CONTRAPTION_NEEDS, CONTRAPTION_SPENT, CONTRAPTIONS, CONTRAPTIONS_BUILT,
                                            DAWN, DECIDE_ACTIVATE, FAVOURITE,
                                            MARK_CONTRAPTIONS_ACTIVATED, MARK_CONTRAPTIONS_BUILT, MARKS, N_MARKS,
                                            N_PLAYERS, OPTIONS, SHARDS)
from simkit.games.trickerion.records import (CONTRAPTION_ACTIVATED, CONTRAPTION_REACTIVATED, EV_ACTION, EV_CONTRAPTION,
                                             GAIN_BUILD, GAIN_CONTRAPTION)
from simkit.games.trickerion.resources import gain_nb

NOT_NOW = -1  # DECIDE_ACTIVATE's "no"; "yes" is the Contraption's k


@leaf
def contraption_of_nb(s, seat, k):
    """The catalogue index (category * 4 + k) of the seat's Contraption k."""
    return s[FAVOURITE + seat] * CONTRAPTIONS + k


@leaf
def build_coins_nb(s, seat):
    """G91: 1 Coin per Contraption the seat has built (0 under contraption_coins=0)."""
    return s[BUILD_COINS_PER_BUILT] * s[CONTRAPTIONS_BUILT + seat]


@lean_kernel
def can_build_nb(s, seat, ap):
    return (s[DAWN] == 1 and s[CONTRAPTIONS_BUILT + seat] < CONTRAPTIONS
            and ap >= cost_nb(s, ACT_BUILD, s[BUILD_AP]) and s[COINS + seat] >= build_coins_nb(s, seat))


@lean_kernel
def build_nb(s, tr, seat, ch, ap):
    """Build Contraption (any character at the Workshop, T124): the lowest empty slot, Active."""
    k = s[CONTRAPTIONS_BUILT + seat]
    c = contraption_of_nb(s, seat, k)
    cost = cost_nb(s, ACT_BUILD, s[BUILD_AP])
    coins = build_coins_nb(s, seat)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_BUILD, cost, ap - cost, c, coins)
    if coins > 0:
        gain_nb(s, tr, seat, 0, -coins, 0, GAIN_BUILD, c, -1, -1)
    s[CONTRAPTIONS_BUILT + seat] = k + 1
    s[CONTRAPTION_ACTIVE + seat * CONTRAPTIONS + k] = 1
    s[MARKS + seat * N_MARKS + MARK_CONTRAPTIONS_BUILT] += 1
    return cost


@lean_kernel
def activate_nb(s, rng, tr, w, seat):
    """D8 before the seat's placement (G30): each Active Contraption, bottom-up, activated or not."""
    if s[DAWN] == 0:
        return
    for k in range(s[CONTRAPTIONS_BUILT + seat]):
        at = seat * CONTRAPTIONS + k
        if s[CONTRAPTION_ACTIVE + at] == 1:
            s[OPTIONS] = NOT_NOW
            s[OPTIONS + 1] = k
            if ask_nb(s, rng, w, seat, DECIDE_ACTIVATE, 2) == k:
                s[CONTRAPTION_ACTIVE + at] = 0
                s[CONTRAPTION_IN_FORCE + at] = 1
                s[CONTRAPTION_SPENT + at] = 0
                s[MARKS + seat * N_MARKS + MARK_CONTRAPTIONS_ACTIVATED] += 1
                record_nb(s, tr, EV_CONTRAPTION, seat, contraption_of_nb(s, seat, k), CONTRAPTION_ACTIVATED, 0, 0, 0, 0)


@lean_kernel
def placement_over_nb(s, seat):
    """The placement's end: its Contraptions' texts are over, but those for the Performance."""
    if s[DAWN] == 0:
        return
    for k in range(CONTRAPTIONS):
        if s[CONTRAPTION_ACTION + contraption_of_nb(s, seat, k)] != ACTION_PERFORM:
            s[CONTRAPTION_IN_FORCE + seat * CONTRAPTIONS + k] = 0
            s[CONTRAPTION_SPENT + seat * CONTRAPTIONS + k] = 0


@lean_kernel
def reactivate_nb(s, tr):
    """End Turn (RULES §1.12 step 3): every text in force ends (the Performance is over); each
    Inactive built Contraption whose Shard symbols are covered turns Active and gives its Fame."""
    if s[DAWN] == 0:
        return
    for p in range(s[N_PLAYERS]):
        for k in range(CONTRAPTIONS):
            at = p * CONTRAPTIONS + k
            s[CONTRAPTION_IN_FORCE + at] = 0
            s[CONTRAPTION_SPENT + at] = 0
            c = contraption_of_nb(s, p, k)
            if k < s[CONTRAPTIONS_BUILT + p] and s[CONTRAPTION_ACTIVE + at] == 0 and s[SHARDS + p] >= s[CONTRAPTION_NEEDS + c]:
                s[CONTRAPTION_ACTIVE + at] = 1
                record_nb(s, tr, EV_CONTRAPTION, p, c, CONTRAPTION_REACTIVATED, 0, 0, 0, 0)
                if s[CONTRAPTION_FAME + c] > 0:
                    gain_nb(s, tr, p, s[CONTRAPTION_FAME + c], 0, 0, GAIN_CONTRAPTION, c, -1, -1)
