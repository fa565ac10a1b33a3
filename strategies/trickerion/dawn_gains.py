"""greedy's (and so the planner's and search's) valuation of Dawn of Technology's decisions (T128;
the encodings: simkit/games/trickerion/contraptions_nb.py): Build Contraption by what its
Contraption gives over the turns left, less its Coins; D8 by whether the Contraption's text
serves a character the seat still places this turn. A Contraption's use is valued at
CONTRAPTION_USE Fame-equivalents, whatever its text: its effects (docs/trickerion.md,
"contraptions") are one action's worth of markers, AP or Fame. Signature Tricks are Tricks:
gains.py values them as any, and the engine offers them only where they are legal."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.contraptions_nb import NOT_NOW, build_coins_nb, contraption_of_nb
from simkit.games.trickerion.layout import (CH_ASSIGNED, CHAR_CARD, CHAR_STATE, CONTRAPTION_ACTION, CONTRAPTION_FAME,
                                            CONTRAPTION_NEEDS, CONTRAPTIONS, CONTRAPTIONS_BUILT, LOC_ROLE,
                                            LOC_THEATER, MAGICIAN_SIGNATURE, MAGICIAN, MAX_CHARS, ROLE_WORKSHOP,
                                            SHARDS, TRICK_LEVEL, TRICK_OWNER, TURN, TURNS)
from simkit.games.trickerion.vocabulary import ACTIONS, ANY_ACTION
from simkit.strategies.trickerion.weights import W_COINS

CONTRAPTION_USE = 1.5  # Fame-equivalents of one activation (assumed: one action's worth of a marker or an AP)
SIGNATURE_UNLOCK = 3.0  # the Signature Trick owned and prepared once more Contraptions stand (G94)
ANY = ACTIONS.index(ANY_ACTION)
PREPARE = ACTIONS.index("prepare")
THEATER_ACTIONS = (ACTIONS.index("set_up"), ACTIONS.index("reschedule"), ACTIONS.index("perform"))


@leaf
def serves_nb(s, seat, c):
    """Has the seat a character still to place this turn where Contraption c's text acts?"""
    action = s[CONTRAPTION_ACTION + c]
    if action == ANY:
        return True
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] != CH_ASSIGNED or s[CHAR_CARD + at] < 0:
            continue
        loc = s[CHAR_CARD + at]
        if loc == LOC_THEATER:
            if action == THEATER_ACTIONS[0] or action == THEATER_ACTIONS[1] or action == THEATER_ACTIONS[2]:
                return True
        elif action == PREPARE and s[LOC_ROLE + loc] == ROLE_WORKSHOP:
            return True
    return False


@lean_kernel
def activate_gain_nb(s, row, seat, option):
    """D8: a Contraption's use when it serves this turn's placements, else keep it Active."""
    if option == NOT_NOW:
        return 0.0
    return CONTRAPTION_USE if serves_nb(s, seat, contraption_of_nb(s, seat, option)) else -0.1


@lean_kernel
def build_gain_nb(s, row, seat):
    """Build Contraption: its first use, a use each turn left once the seat's Shards cover it (and its
    Fame each time it turns Active again), the Signature Trick it lets the seat prepare, less the Coins."""
    k = s[CONTRAPTIONS_BUILT + seat]
    if k >= CONTRAPTIONS:
        return -1.0
    c = contraption_of_nb(s, seat, k)
    left = max(0, s[TURNS] - s[TURN])
    gain = CONTRAPTION_USE
    if s[SHARDS + seat] >= s[CONTRAPTION_NEEDS + c]:
        gain += (CONTRAPTION_USE + s[CONTRAPTION_FAME + c]) * left
    signature = s[MAGICIAN_SIGNATURE + s[MAGICIAN + seat]]
    if signature >= 0 and s[TRICK_OWNER + signature] == seat and s[TRICK_LEVEL + signature] == k + 1:
        gain += SIGNATURE_UNLOCK
    return gain - row[W_COINS] * build_coins_nb(s, seat)
