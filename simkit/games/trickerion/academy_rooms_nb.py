"""What the Academy's rooms say about one Trick (RULES §1.18, G54): the Practice Room ability its
Academy marker sits on, whether it is taught (in a Classroom: it can't be prepared again [S
L144]) or set aside by Bernard (G86). Small leaves the Workshop, the Theater and the Classroom
phase ask; without the Academy every answer is "none", so the other rulesets play as before.
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import (ACADEMY, CHAR_TYPE, CTYPE_AP, CTYPE_WAGE, MAX_CHARS, PROTEGE_AP,
                                            PROTEGE_SECRET, PROTEGE_SECRETS, PROTEGE_SLOT, PROTEGE_WAGE,
                                            SPACE_CLASSROOM, SPACE_KIND, SPACE_PRACTICE_ROOM, SPACE_SLOTS, SPACE_TILE,
                                            TILE_ABILITY, TILE_ABILITY_N, TRICK_ACADEMY, TRICK_ASIDE, TRICK_PREPARE_AP)
from simkit.games.trickerion.vocabulary import PRACTICE_ABILITIES

EXTRA_MARKER = PRACTICE_ABILITIES.index("extra_marker")
STAY_ON_CARD = PRACTICE_ABILITIES.index("stay_on_card")
FREE_ROTATE = PRACTICE_ABILITIES.index("free_rotate")
DOUBLE_MARKER = PRACTICE_ABILITIES.index("double_marker")
PREPARE_COST = PRACTICE_ABILITIES.index("prepare_cost")
YIELD_FAME = PRACTICE_ABILITIES.index("yield_fame")
YIELD_COINS = PRACTICE_ABILITIES.index("yield_coins")
MAX_MARKERS_ON_CARD = 5  # "Extra Marker (max 5 total)" [RAS]


@leaf
def practice_ability_nb(s, trick, ability):
    """The number of ``ability`` (PRACTICE_ABILITIES id) the Trick's Academy marker gets from the
    Practice Room slot it sits on; 0 when it sits on none or the slot has another ability."""
    place = s[TRICK_ACADEMY + trick]
    if place < 0:
        return 0
    space = place // SPACE_SLOTS
    if s[SPACE_KIND + space] != SPACE_PRACTICE_ROOM:
        return 0
    at = s[SPACE_TILE + space] * SPACE_SLOTS + place % SPACE_SLOTS
    if s[TILE_ABILITY + at] != ability:
        return 0
    return max(1, s[TILE_ABILITY_N + at])


@leaf
def taught_nb(s, trick):
    """The Trick's Academy marker sits in a Classroom (RULES §1.7 Teach)."""
    place = s[TRICK_ACADEMY + trick]
    return place >= 0 and s[SPACE_KIND + place // SPACE_SLOTS] == SPACE_CLASSROOM


@leaf
def set_aside_nb(s, trick):
    return s[TRICK_ASIDE + trick] > 0


@leaf
def secrets_held_nb(s, seat):
    n = 0
    for i in range(PROTEGE_SECRETS):
        if s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + i] >= 0:
            n += 1
    return n


@leaf
def base_ap_nb(s, seat, ch):
    """A character's printed AP; the Protégé's grows with its Secrets (G56: 1, 1, 2, 3)."""
    if ch == PROTEGE_SLOT and s[ACADEMY] == 1:
        return s[PROTEGE_AP + secrets_held_nb(s, seat)]
    return s[CTYPE_AP + s[CHAR_TYPE + seat * MAX_CHARS + ch]]


@leaf
def wage_nb(s, seat, ch):
    """A working character's wage; the Protégé's grows with its Secrets (G56: 1, 2, 3, 3)."""
    if ch == PROTEGE_SLOT and s[ACADEMY] == 1:
        return s[PROTEGE_WAGE + secrets_held_nb(s, seat)]
    return s[CTYPE_WAGE + s[CHAR_TYPE + seat * MAX_CHARS + ch]]


@leaf
def prepare_ap_nb(s, trick):
    """The Trick's printed preparation cost, less a Practice Room's prepare_cost (at least 1)."""
    printed = s[TRICK_PREPARE_AP + trick]
    less = practice_ability_nb(s, trick, PREPARE_COST)
    return max(1, printed - less) if less > 0 else printed


@leaf
def practice_most_nb(s, trick, most):
    """G61's "same Trick once per card" limit (``most``) for this Trick: 2 on a Practice Room's
    Double Marker."""
    if practice_ability_nb(s, trick, DOUBLE_MARKER) > 0:
        return max(most, 2)
    return most
