"""V, the Fame-equivalent value of a seat's position, that greedy maximises, the planner ranks
with and search scores its rollouts by (RULES §6.3):

    V = Fame + a·Coins + b·Shards
        + Σ owned Tricks: prepared markers × marker value (on the Trick card, on a Performance card,
          on the oldest card when it leaves this turn: three shares)
        + owned Tricks: a Prepare's yield value pv × (W_OWNED + W_PROGRESS × the share of its
          components held + c = W_READY when all are)
        + the end-game score of the characters owned + d · Specialists × turns left
          (and the same for Apprentices)
        + W_LINK · Links own markers are part of
        − W_WAGE · wages committed this turn (the Protégé's by its Secrets, G56)
        + the Academy's part (academy_value.py: Banners, taught Tricks' Classroom yields; a taught
          Trick counts only its markers on its card above).

A marker's value is its Trick's yield per performed marker: Fame + a·Coins + b·Shards. The
weights are the columns of a parameter row ``row`` (weights.py; the deciding seat's ``w[seat]``).
Once the game is over V is the final Fame. Everything V reads is public (RULES §4.3): Fame,
Coins, Shards, Tricks and markers, components, characters and the board.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.layout import (ACADEMY, CH_ASSIGNED, CH_NONE, CH_PLACED, CHAR_CARD, CHAR_FREE, CHAR_STATE,
                                            CHAR_TYPE, COINS, CTYPE_KIND, DIRECTIONS, FAME, GAME_OVER,
                                            GRID, HELD, MANAGER_PILE, MARKER_CYCLE, MAX_CHARS, MAX_COMPONENTS,
                                            MAX_LINKS, MAX_PER_TYPE, N_COMPONENT_TYPES, N_PLAYERS, N_TRICKS, PC_CIRCLE,
                                            PC_LINK_A, PC_LINK_B, PC_N_LINKS, SCORE_PER_APPRENTICE,
                                            SCORE_PER_SPECIALIST, SHARDS, SYMBOL_TRICK, SYMBOLS, TRACK_CARD,
                                            TRACK_LEN, TRACK_OWNER, TRACK_SYMBOL, TRACK_UP,
                                            TRICK_MARKERS, TRICK_NEEDS, TRICK_ON_CARD, TRICK_OWNER, TRICK_YIELD,
                                            TURN, TURNS)
from simkit.games.trickerion.academy_rooms_nb import taught_nb, wage_nb
from simkit.strategies.trickerion.academy_value import academy_value_nb
from simkit.strategies.trickerion.weights import (W_APPRENTICE, W_CARD_MARKER, W_COINS, W_LEAVING_MARKER, W_LINK,
                                                  W_OWNED, W_PROGRESS, W_READY, W_SHARDS, W_SPECIALIST,
                                                  W_THEATER_MARKER, W_WAGE)

KIND_SPECIALIST = 1  # CHARACTER_KINDS ids (vocabulary.py): magician, specialist, apprentice
KIND_APPRENTICE = 2
NO_TRICK = 1 << 30  # above every Trick id


@leaf
def held_for_needs_nb(s, seat, kind):
    """Copies of component ``kind`` that count toward a requirement: tokens held, +1 on a
    Manager Multi Component slot, at most MAX_PER_TYPE."""
    have = s[HELD + seat * MAX_COMPONENTS + kind]
    if have > 0 and (s[MANAGER_PILE + seat * 2] == kind or s[MANAGER_PILE + seat * 2 + 1] == kind):
        have += 1
    return min(have, s[MAX_PER_TYPE])


@leaf
def need_of_nb(s, seat, kind):
    """Copies of component ``kind`` the seat's owned Tricks need beyond what it holds."""
    need = 0
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] == seat:
            need = max(need, s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind])
    return max(0, need - s[HELD + seat * MAX_COMPONENTS + kind])


@leaf
def missing_copies_nb(s, seat, trick):
    """Component copies the seat still lacks for ``trick``'s requirement (0: components met)."""
    missing = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
        if need > 0:
            have = held_for_needs_nb(s, seat, kind)
            if have < need:
                missing += need - have
    return missing


@leaf
def needed_copies_nb(s, trick):
    total = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        total += s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
    return total


@leaf
def marker_value_nb(s, row, seat, trick):
    """A performed marker's yield in Fame-equivalents (weekday modifiers aside)."""
    return (s[TRICK_YIELD + trick * 3] + row[W_COINS] * s[TRICK_YIELD + trick * 3 + 1]
            + row[W_SHARDS] * s[TRICK_YIELD + trick * 3 + 2])


@leaf
def prepare_value_nb(s, row, seat, trick):
    """One Prepare's markers at their yield value."""
    return s[TRICK_MARKERS + trick] * marker_value_nb(s, row, seat, trick)


@leaf
def oldest_leaves_nb(s):
    """Does the oldest Performance card leave at this turn's end? (the track is full from turn
    III on: P - 1 cards at the start, one more each End Turn; none leaves after the last turn)"""
    return s[TRACK_LEN] >= s[N_PLAYERS] + 1 and s[TURN] < s[TURNS]


@leaf
def facing_category_nb(s, up, direction):
    """The category a marker with MARKER_CYCLE index ``up`` facing up shows toward ``direction``."""
    return s[MARKER_CYCLE + (up + direction) % 4]


@leaf
def links_with_seat_nb(s, pos, seat):
    """Links on the track card at ``pos`` with a marker of ``seat`` at one end or both."""
    card = s[TRACK_CARD + pos]
    count = 0
    for link in range(s[PC_N_LINKS + card]):
        a = s[PC_LINK_A + card * MAX_LINKS + link]
        b = s[PC_LINK_B + card * MAX_LINKS + link]
        oa = s[TRACK_OWNER + pos * GRID + a]
        ob = s[TRACK_OWNER + pos * GRID + b]
        if oa == -1 or ob == -1 or (oa != seat and ob != seat):
            continue
        fa = -1
        fb = -2
        for d in range(DIRECTIONS):
            if s[PC_CIRCLE + (card * GRID + a) * DIRECTIONS + d] == link:
                fa = facing_category_nb(s, s[TRACK_UP + pos * GRID + a], d)
            if s[PC_CIRCLE + (card * GRID + b) * DIRECTIONS + d] == link:
                fb = facing_category_nb(s, s[TRACK_UP + pos * GRID + b], d)
        if fa == fb:
            count += 1
    return count


@lean_kernel
def theater_value_nb(s, row, seat):
    """The seat's markers on the Performance cards at their shares, plus W_LINK per Link of theirs."""
    value = 0.0
    leaves = oldest_leaves_nb(s)
    for pos in range(s[TRACK_LEN]):
        share = row[W_LEAVING_MARKER] if pos == 0 and leaves else row[W_THEATER_MARKER]
        mine = 0
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == seat:
                mine += 1
                trick = s[SYMBOL_TRICK + seat * SYMBOLS + s[TRACK_SYMBOL + pos * GRID + slot]]
                if trick >= 0:
                    value += share * marker_value_nb(s, row, seat, trick)
        if mine > 0 and row[W_LINK] != 0.0:
            value += row[W_LINK] * share * links_with_seat_nb(s, pos, seat)
    return value


@leaf
def trick_value_nb(s, row, seat, trick):
    """One owned Trick's part of tricks_value_nb."""
    return trick_value_of_nb(s, row, seat, trick, needed_copies_nb(s, trick), missing_copies_nb(s, seat, trick))


@leaf
def trick_value_of_nb(s, row, seat, trick, needed, missing):
    """trick_value_nb from the Trick's ``needed`` copies and the seat's ``missing`` ones. A Trick
    taught in a Classroom can't be prepared any more [S L144]: only its markers on its card count
    (its yields are academy_value.academy_value_nb's)."""
    if s[ACADEMY] == 1 and taught_nb(s, trick):
        return row[W_CARD_MARKER] * s[TRICK_ON_CARD + trick] * marker_value_nb(s, row, seat, trick)
    pv = prepare_value_nb(s, row, seat, trick)
    value = row[W_OWNED] * pv + row[W_PROGRESS] * pv * (needed - missing) / max(1, needed)
    if missing == 0:
        value += row[W_READY] * pv
    on_card = s[TRICK_ON_CARD + trick]
    if on_card > 0:
        value += row[W_CARD_MARKER] * on_card * marker_value_nb(s, row, seat, trick)
    return value


@leaf
def held_for_needs_all_nb(s, seat, have):
    """held_for_needs_nb of every component type into ``have`` (MAX_COMPONENTS)."""
    for kind in range(s[N_COMPONENT_TYPES]):
        have[kind] = held_for_needs_nb(s, seat, kind)


@leaf
def trick_value_given_nb(s, row, seat, trick, have):
    """trick_value_nb with the seat's copies of every type read once (held_for_needs_all_nb), its
    needed and missing copies in one pass: the same arithmetic, bit for bit."""
    needed = 0
    missing = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
        needed += need
        if need > 0 and have[kind] < need:
            missing += need - have[kind]
    return trick_value_of_nb(s, row, seat, trick, needed, missing)


@leaf
def next_owned_nb(s, seat, last):
    """The seat's lowest Trick id above ``last``, NO_TRICK after the last. The seat's Tricks are
    its Symbol markers' (SYMBOL_TRICK, set with TRICK_OWNER), at most 4: taken in Trick order, the
    sums below are bit for bit the scan over every Trick's."""
    following = NO_TRICK
    for symbol in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        if last < trick < following:
            following = trick
    return following


@leaf
def owned_parts_nb(s, row, seat, ids, parts):
    """The seat's Tricks in Trick order into ``ids`` and each one's part of tricks_value_nb into
    ``parts`` (arrays of SYMBOLS); returns how many. A gain over many options reads them once."""
    count = 0
    last = next_owned_nb(s, seat, -1)
    while last != NO_TRICK:
        ids[count] = last
        parts[count] = trick_value_nb(s, row, seat, last)
        count += 1
        last = next_owned_nb(s, seat, last)
    return count


@leaf
def parts_sum_nb(ids, parts, count, extra, extra_part):
    """The owned parts summed in Trick order with ``extra_part`` for Trick ``extra`` (-1: none)
    in its place: tricks_value_nb with ``extra`` owned too, from owned_parts_nb's arrays, bit for bit."""
    value = 0.0
    pending = extra >= 0
    for k in range(count):
        if pending and extra <= ids[k]:
            value += extra_part
            pending = False
            if extra == ids[k]:  # already owned: counted once
                continue
        value += parts[k]
    if pending:
        value += extra_part
    return value


@leaf
def tricks_value_nb(s, row, seat):
    """The owned Tricks: each worth shares of a Prepare's yield value ``pv`` for being owned
    (W_OWNED), for the share of its components held (W_PROGRESS) and for all of them (W_READY):
    components are capital, never spent, so a prepared Trick keeps them; plus its prepared
    markers on its card (W_CARD_MARKER of a marker's value each)."""
    value = 0.0
    trick = next_owned_nb(s, seat, -1)
    while trick != NO_TRICK:
        value += trick_value_nb(s, row, seat, trick)
        trick = next_owned_nb(s, seat, trick)
    return value


@lean_kernel
def team_value_nb(s, row, seat):
    """The characters owned (end-game score and future work) less the wages committed this turn."""
    value = 0.0
    turns_left = max(0, s[TURNS] - s[TURN])
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        state = s[CHAR_STATE + at]
        if state == CH_NONE:
            continue
        kind = s[CTYPE_KIND + s[CHAR_TYPE + at]]
        if kind == KIND_SPECIALIST:
            value += s[SCORE_PER_SPECIALIST] + row[W_SPECIALIST] * turns_left
        elif kind == KIND_APPRENTICE:
            value += s[SCORE_PER_APPRENTICE] + row[W_APPRENTICE] * turns_left
        working = state == CH_PLACED or (state == CH_ASSIGNED and s[CHAR_CARD + at] >= 0)
        if working and s[CHAR_FREE + at] == 0:
            value -= row[W_WAGE] * wage_nb(s, seat, ch)  # the Protégé's grows with its Secrets (G56)
    return value


@lean_kernel
def value_nb(s, row, seat):
    """V of ``seat`` (module docstring); the final Fame once the game is over."""
    if s[GAME_OVER] != 0:
        return np.float64(s[FAME + seat])
    value = (s[FAME + seat] + row[W_COINS] * s[COINS + seat] + row[W_SHARDS] * s[SHARDS + seat]
             + tricks_value_nb(s, row, seat) + theater_value_nb(s, row, seat) + team_value_nb(s, row, seat))
    if s[ACADEMY] == 1:  # its Banners and Classroom yields (academy_value.py)
        value += academy_value_nb(s, row, seat)
    return value


@lean_kernel
def relative_value_nb(s, row, seat):
    """V of ``seat`` less the best other seat's V (both by the weights ``row``): search's rollout score."""
    best = -1e18
    for p in range(s[N_PLAYERS]):
        if p != seat:
            best = max(best, value_nb(s, row, p))
    return value_nb(s, row, seat) - best
