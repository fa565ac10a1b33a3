"""The geometry of Performance cards: which link circle lies at each side of each grid slot, how a
Trick marker is turned (G60, T2), what it shows toward a circle, and which circles are Links.

The grid: A, B, C the left column top to bottom (slots 0, 1, 2), D, E, F the right column
(3, 4, 5); a slot's row is ``slot % 3``, its column ``slot // 3``. Directions: 0 up, 1 right,
2 down, 3 left. Up/down join A-B, B-C, D-E, E-F; left/right join A-D, B-E, C-F.

A marker's orientation is ``up``, the index in ``MARKER_CYCLE`` (the categories clockwise) of
the category facing up; it shows ``MARKER_CYCLE[(up + d) % 4]`` toward direction ``d``. On a
Set Up or Reschedule its own Trick's category faces one of its slot's circles: choosing that
circle's direction ``d`` gives ``up = (index of the category - d) % 4``.
"""

import numpy as np

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import (DIRECTIONS, GRID, MARKER_CYCLE, MAX_LINKS, MAX_PERFORMANCE_CARDS, N_PCARDS, PC_CIRCLE,
                                            PC_LINK_A, PC_LINK_B, PC_N_LINKS, PC_SLOTS, TRACK_CARD, TRACK_OWNER,
                                            TRACK_UP)

UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3


@leaf
def neighbour(slot, d):
    """The grid slot next to ``slot`` in direction ``d``, or -1 off the grid."""
    row = slot % 3
    col = slot // 3
    if d == UP:
        return slot - 1 if row > 0 else -1
    if d == DOWN:
        return slot + 1 if row < 2 else -1
    if d == RIGHT:
        return slot + 3 if col == 0 else -1
    return slot - 3 if col == 1 else -1


@leaf
def direction_to(a, b):
    """The direction from grid slot ``a`` to the adjacent slot ``b`` (-1 if not adjacent)."""
    for d in range(DIRECTIONS):
        if neighbour(a, d) == b:
            return d
    return -1


@leaf
def shows(s, up, d):
    """The category a marker turned ``up`` shows toward direction ``d``."""
    return s[MARKER_CYCLE + (up + d) % DIRECTIONS]


@leaf
def cycle_index(s, category):
    for k in range(DIRECTIONS):
        if s[MARKER_CYCLE + k] == category:
            return k
    return -1


@leaf
def up_facing(s, category, d):
    """The orientation that turns ``category`` toward direction ``d``."""
    return (cycle_index(s, category) - d) % DIRECTIONS


@leaf
def facing_direction(s, up, category):
    """The direction ``category`` faces on a marker turned ``up``."""
    return (cycle_index(s, category) - up) % DIRECTIONS


@leaf
def circle_at(s, card, slot, d):
    """The link index of ``card``'s circle at side ``d`` of ``slot``, -1 where there is none."""
    return s[PC_CIRCLE + (card * GRID + slot) * DIRECTIONS + d]


@leaf
def is_link(s, pos, link):
    """1 if circle ``link`` of the card at track position ``pos`` is a Link: both its slots hold a
    marker (a seat's or grey, G64) and the two sides facing it show the same category."""
    card = s[TRACK_CARD + pos]
    a = s[PC_LINK_A + card * MAX_LINKS + link]
    b = s[PC_LINK_B + card * MAX_LINKS + link]
    if s[TRACK_OWNER + pos * GRID + a] == -1 or s[TRACK_OWNER + pos * GRID + b] == -1:
        return 0
    d = direction_to(a, b)
    if shows(s, s[TRACK_UP + pos * GRID + a], d) == shows(s, s[TRACK_UP + pos * GRID + b], (d + 2) % DIRECTIONS):
        return 1
    return 0


@leaf
def links_on_card(s, pos):
    """The Links on the card at track position ``pos`` (G67)."""
    card = s[TRACK_CARD + pos]
    n = 0
    for link in range(s[PC_N_LINKS + card]):
        n += is_link(s, pos, link)
    return n


@leaf
def tricks_in_links(s, pos):
    """The seats' markers (Tricks, not grey) of the card at ``pos`` in at least one Link
    (option link_bonus=per_trick, G67)."""
    card = s[TRACK_CARD + pos]
    n = 0
    for slot in range(GRID):
        if s[TRACK_OWNER + pos * GRID + slot] < 0:
            continue
        for d in range(DIRECTIONS):
            link = circle_at(s, card, slot, d)
            if link >= 0 and is_link(s, pos, link):
                n += 1
                break
    return n


def fill_geometry(s: np.ndarray) -> None:
    """Derive ``PC_CIRCLE`` from ``PC_SLOTS`` and ``PC_LINK_A/B`` (tables.py calls it once the
    cards are written): the circle at each direction of each slot of each card, -1 elsewhere."""
    s[PC_CIRCLE:PC_CIRCLE + MAX_PERFORMANCE_CARDS * GRID * DIRECTIONS] = -1
    for card in range(int(s[N_PCARDS])):
        for link in range(int(s[PC_N_LINKS + card])):
            a = int(s[PC_LINK_A + card * MAX_LINKS + link])
            b = int(s[PC_LINK_B + card * MAX_LINKS + link])
            if not (s[PC_SLOTS + card * GRID + a] and s[PC_SLOTS + card * GRID + b]):
                raise ValueError(f"card {card}: link {link} joins a slot the card lacks")
            d = _direction(a, b)
            if d < 0:
                raise ValueError(f"card {card}: link {link} joins slots {a} and {b}, not side by side")
            s[PC_CIRCLE + (card * GRID + a) * DIRECTIONS + d] = link
            s[PC_CIRCLE + (card * GRID + b) * DIRECTIONS + (d + 2) % DIRECTIONS] = link


def _direction(a: int, b: int) -> int:
    for d in range(DIRECTIONS):
        if _neighbour(a, d) == b:
            return d
    return -1


def _neighbour(slot: int, d: int) -> int:
    row, col = slot % 3, slot // 3
    return {UP: slot - 1 if row > 0 else -1, DOWN: slot + 1 if row < 2 else -1,
            RIGHT: slot + 3 if col == 0 else -1, LEFT: slot - 3 if col == 1 else -1}[d]


def grey_up(marker_cycle, slot: int, facing: int, category: int) -> int:
    """The orientation (``PC_GREY_UP``) of a Duel side's grey marker on ``slot`` showing
    ``category`` toward the circle it shares with ``facing`` (the composition's grey_facing)."""
    d = _direction(slot, facing)
    if d < 0:
        raise ValueError(f"grey marker on slot {slot} faces slot {facing}, not side by side")
    return (list(marker_cycle).index(category) - d) % DIRECTIONS

