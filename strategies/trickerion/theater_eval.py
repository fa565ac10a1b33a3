"""What a Set Up or a Performance would bring a seat, read off the public board (the strategies'
own arithmetic over the layout; the Theater's kernels apply the rules, this only predicts them).

A Set Up option is ``symbol * PLACES + place`` (simkit.games.trickerion.theater_options): the
marker of the Trick ``SYMBOL_TRICK[seat * 4 + symbol]`` goes to ``place`` = (track position,
grid slot, direction), its own category facing the circle in that direction (G60). Its
orientation is then the ``MARKER_CYCLE`` index ``up`` with ``MARKER_CYCLE[(up + direction) % 4]``
= the category. Each circle of the slot whose other slot holds a marker showing the same
category toward it is a Link (G61): the placer is paid LINK_PAYMENT by the Trick's level
(G62), and on the Shard circle every seat in the Link gets SHARD_CIRCLE_SHARDS (G63).
"""

import numpy as np

from simkit.engine.jit import leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.games.trickerion.layout import (DIRECTIONS, GRID, LINK_PAYMENT, MARKER_CYCLE, MAX_LINKS, N_TRICKS,
                                            PC_BONUS, PC_CIRCLE, PC_LINK_A, PC_LINK_B, PC_LINK_SHARD,
                                            PERFORMER_LINK_FAME, SHARD_CIRCLE_SHARDS, SYMBOL_TRICK, SYMBOLS,
                                            TRACK_CARD, TRACK_OWNER, TRACK_SYMBOL, TRACK_UP, TRICK_CATEGORY,
                                            TRICK_LEVEL, TRICK_YIELD, WEEKDAY_OWNER, WEEKDAY_YIELD, N_WEEKDAYS,
                                            PC_N_LINKS)
from simkit.strategies.trickerion.value import facing_category_nb
from simkit.strategies.trickerion.weights import W_COINS, W_SHARDS

PLACES = 120  # theater_options.PLACES (MAX_TRACK * GRID * DIRECTIONS)


@leaf
def up_for_nb(s, category, direction):
    """The MARKER_CYCLE index facing up when ``category`` faces ``direction``."""
    for up in range(4):
        if s[MARKER_CYCLE + (up + direction) % 4] == category:
            return up
    return 0


@leaf
def facing_at_nb(s, pos, slot, link):
    """The category the marker at (pos, slot) shows toward circle ``link`` of its card, -1."""
    card = s[TRACK_CARD + pos]
    for d in range(DIRECTIONS):
        if s[PC_CIRCLE + (card * GRID + slot) * DIRECTIONS + d] == link:
            return facing_category_nb(s, s[TRACK_UP + pos * GRID + slot], d)
    return -1


@leaf
def other_end_nb(s, card, slot, link):
    """The slot at the other end of circle ``link`` of ``slot`` on ``card``."""
    other = s[PC_LINK_A + card * MAX_LINKS + link]
    return s[PC_LINK_B + card * MAX_LINKS + link] if other == slot else other


@leaf
def set_up_gain_nb(s, row, seat, option):
    """(Links created, their payment in Fame-equivalents, Shards the seat gets) of a Set Up option."""
    symbol = option // PLACES
    place = option % PLACES
    pos = place // (GRID * DIRECTIONS)
    slot = (place // DIRECTIONS) % GRID
    direction = place % DIRECTIONS
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    category = s[TRICK_CATEGORY + trick]
    up = up_for_nb(s, category, direction)
    card = s[TRACK_CARD + pos]
    links = 0
    shards = 0
    for d in range(DIRECTIONS):
        link = s[PC_CIRCLE + (card * GRID + slot) * DIRECTIONS + d]
        if link < 0:
            continue
        other = other_end_nb(s, card, slot, link)
        if s[TRACK_OWNER + pos * GRID + other] == -1:
            continue
        if facing_at_nb(s, pos, other, link) == facing_category_nb(s, up, d):
            links += 1
            if s[PC_LINK_SHARD + card * MAX_LINKS + link] == 1:
                shards += s[SHARD_CIRCLE_SHARDS]
    pay = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    payment = links * max(1.0, row[W_COINS]) * pay
    return links, payment + row[W_SHARDS] * shards, trick


@leaf
def owner_day_nb(s, seat):
    """The weekday the seat claimed this turn, -1."""
    for day in range(s[N_WEEKDAYS]):
        if s[WEEKDAY_OWNER + day] == seat:
            return day
    return -1


@leaf
def yield_value_nb(s, row, owner, trick):
    """A performed marker's yield to its owner with the owner's weekday modifier (G68, never below 0)."""
    day = owner_day_nb(s, owner)
    value = 0.0
    for r in range(3):
        amount = s[TRICK_YIELD + trick * 3 + r]
        if day >= 0:
            amount = max(0, amount + s[WEEKDAY_YIELD + day * 3 + r])
        value += amount * (1.0 if r == 0 else (row[W_COINS] if r == 1 else row[W_SHARDS]))
    return value


@leaf
def card_links_nb(s, pos):
    """Links on the track card at ``pos`` (both ends hold markers facing the same category)."""
    card = s[TRACK_CARD + pos]
    count = 0
    for link in range(s[PC_N_LINKS + card]):
        a = s[PC_LINK_A + card * MAX_LINKS + link]
        b = s[PC_LINK_B + card * MAX_LINKS + link]
        if s[TRACK_OWNER + pos * GRID + a] == -1 or s[TRACK_OWNER + pos * GRID + b] == -1:
            continue
        if facing_at_nb(s, pos, a, link) == facing_at_nb(s, pos, b, link):
            count += 1
    return count


@leaf
def perform_gain_nb(s, row, seat, pos):
    """(the performer's gain, the best other seat's gain) in Fame-equivalents of performing the
    card at track position ``pos``: yields per marker (owner's weekday), the performer's Fame per
    Link and the card's bonus (Specialists backstage are the same for every card)."""
    card = s[TRACK_CARD + pos]
    mine = 0.0
    other = stack_zeros(SYMBOLS, np.float64)  # per seat (4 seats at most)
    for slot in range(GRID):
        owner = s[TRACK_OWNER + pos * GRID + slot]
        if owner < 0:
            continue
        trick = s[SYMBOL_TRICK + owner * SYMBOLS + s[TRACK_SYMBOL + pos * GRID + slot]]
        if trick < 0 or trick >= s[N_TRICKS]:
            continue
        value = yield_value_nb(s, row, owner, trick)
        if owner == seat:
            mine += value
        else:
            other[owner] += value
    mine += s[PERFORMER_LINK_FAME] * card_links_nb(s, pos)
    mine += (s[PC_BONUS + card * 3] + row[W_COINS] * s[PC_BONUS + card * 3 + 1]
             + row[W_SHARDS] * s[PC_BONUS + card * 3 + 2])
    best_other = other[0]
    for p in range(1, SYMBOLS):
        best_other = max(best_other, other[p])
    return mine, best_other
