"""V's part for Dahlgaard's Academy (value.py; RULES §1.11, §1.13): the seat's Banners on the
board and its taught Tricks' Classroom yields over the phases left. 0 without the Academy, so V
is unchanged in the other rulesets. Shared with the Academy's gains (academy_gains.py).
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.academy_nb import classroom_amount_nb
from simkit.games.trickerion.academy_rooms_nb import taught_nb
from simkit.games.trickerion.layout import (ACADEMY, BANNER_CHART, BANNER_FAME, BANNERS_LEFT, BANNERS_PER_SEAT,
                                            BANNERS_PLACED, MAX_SEATS, N_PLAYERS, N_TRICKS, PHASE, PHASE_CLASSROOM,
                                            PHASE_END_TURN, PHASE_OVER, TRICK_ACADEMY, TRICK_ASIDE, TRICK_OWNER, TURN,
                                            TURNS)
from simkit.strategies.trickerion.weights import W_BANNERS, W_COINS, W_SHARDS


@leaf
def phases_left_nb(s):
    """Classroom phases still to come: this turn's until it has passed, then the later turns'."""
    later = max(0, s[TURNS] - s[TURN])
    phase = s[PHASE]
    if phase == PHASE_CLASSROOM or phase == PHASE_END_TURN or phase == PHASE_OVER:
        return later
    return later + 1


@leaf
def worth3_nb(row, fame, coins, shards):
    return fame + row[W_COINS] * coins + row[W_SHARDS] * shards


# ---- Banners --------------------------------------------------------------------------------------

@leaf
def banner_rank_fame_nb(s, seat, mine):
    """The majority's Fame the seat would score now with ``mine`` Banners placed (G76's ties)."""
    if mine <= 0:
        return 0.0
    above = 0
    tied = 0
    for q in range(s[N_PLAYERS]):
        theirs = mine if q == seat else s[BANNERS_PLACED + q]
        if theirs > mine:
            above += 1
        elif theirs == mine:
            tied += 1
    last = above + tied - 1
    return float(s[BANNER_FAME + last]) if last < MAX_SEATS else 0.0


@leaf
def banner_value_nb(s, row, seat, mine):
    """V's worth of ``mine`` Banners placed: ``banners`` of the rank's Fame and of a Banner's share
    of the top prize each (the others still place theirs)."""
    top = float(s[BANNER_FAME]) / max(1, s[BANNERS_PER_SEAT])
    return row[W_BANNERS] * (banner_rank_fame_nb(s, seat, mine) + top * mine)


@leaf
def banners_gain_nb(s, row, seat):
    """The turn's Banners onto the board (as many as the supply holds)."""
    if s[TURN] < 1:
        return 0.0
    mine = s[BANNERS_PLACED + seat]
    placed = min(s[BANNER_CHART + s[TURN] - 1], s[BANNERS_LEFT + seat])
    return banner_value_nb(s, row, seat, mine + placed) - banner_value_nb(s, row, seat, mine)


@leaf
def classroom_value_nb(s, row, trick, place):
    """One Classroom yield of the Trick at ``place`` in Fame-equivalents."""
    return worth3_nb(row, classroom_amount_nb(s, trick, place, 0), classroom_amount_nb(s, trick, place, 1),
                     classroom_amount_nb(s, trick, place, 2))


@leaf
def academy_value_nb(s, row, seat):
    """V's Academy part: the Banners placed (banner_value_nb) and the Classroom yields of the
    seat's taught Tricks over the phases left; 0 without the Academy."""
    if s[ACADEMY] == 0:
        return 0.0
    value = banner_value_nb(s, row, seat, s[BANNERS_PLACED + seat])
    phases = phases_left_nb(s)
    if phases > 0:
        for trick in range(s[N_TRICKS]):
            if s[TRICK_OWNER + trick] != seat and s[TRICK_ASIDE + trick] != seat + 1:
                continue
            if taught_nb(s, trick):
                value += classroom_value_nb(s, row, trick, s[TRICK_ACADEMY + trick]) * phases
    return value
