"""The start of a turn (RULES §1.5 steps 1-4): Roll Dice with the 2-player Turn Setup card (G32),
Set Initiative Order (G15; turn 1 is seat order, G13), Advertise (G16) and Assignment (D7, G20).
"""

import numpy as np

from simkit.games.trickerion.effects_nb import _op, prophecy_op_nb
from simkit.games.trickerion.academy_abilities_nb import anjali_coins_nb
from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_empty
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import is_joined_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ASSIGN_LATE, ADVERTISE_COST, ADVERTISE_FAME, ADVERTISED, BLOCKING, CH_ASSIGNED,
                                            CH_HOME, CHAR_CARD, CHAR_REVEALED, CHAR_SA, CHAR_STATE, COINS, DECIDE_ADVERTISE, DECIDE_ASSIGN,
                                            FAME, HAND, INITIATIVE_POSITIONS, LOC_IN_GAME,
                                            LOC_TURN_SETUP, MARK_FAME_ADVERTISE, MARK_IDLE, MARKS, MAX_CHARS,
                                            MAX_LOC_SLOTS, MAX_LOCATIONS, MAX_SEATS, N_DICE, N_LOCATIONS, N_MARKS,
                                            N_PLAYERS, N_SA, N_TURN_SETUP, OPTIONS, ORDER, PHASE, PHASE_ADVERTISE,
                                            PHASE_ASSIGNMENT, PHASE_DICE, PHASE_INITIATIVE, POSITION, SLOT_BLOCKED,
                                            SA_IN_ASSIGNED, SA_IN_HAND, SA_LOC, SA_OPTION, SA_OWNER, SA_PLACE,
                                            TS_BLOCKED, TS_CURRENT, TS_DECK, TS_TOP, TURN)
from simkit.games.trickerion.dark_alley_nb import move_sa_nb
from simkit.games.trickerion.moves_nb import roll_die_nb
from simkit.games.trickerion.options import PACK, pack_nb
from simkit.games.trickerion.records import (EV_ASSIGN_LATE, DIE_CAUSE_ROLL, EV_ADVERTISE, EV_ASSIGN, EV_INITIATIVE, EV_TURN,
                                             EV_TURN_SETUP, SA_CAUSE_ASSIGN)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.records import GAIN_ADVERTISE

BLOCK_NEUTRAL_DISC = 1
BLOCK_TURN_SETUP = 2

OP_ASSIGN_AT_PLACEMENT = _op("assign_at_placement")

@lean_kernel
def roll_dice_nb(s, rng, tr):
    """Roll Dice, then (2 players) flip the next Turn Setup card: its slots are blocked this turn."""
    s[PHASE] = PHASE_DICE
    record_nb(s, tr, EV_TURN, s[TURN], 0, 0, 0, 0, 0, 0)
    for d in range(s[N_DICE]):
        roll_die_nb(s, rng, tr, d, DIE_CAUSE_ROLL)
    if s[BLOCKING] != BLOCK_TURN_SETUP:
        return
    for i in range(MAX_LOCATIONS * MAX_LOC_SLOTS):
        s[SLOT_BLOCKED + i] = 0
    card = s[TS_DECK + s[TS_TOP] % s[N_TURN_SETUP]]
    s[TS_TOP] += 1
    s[TS_CURRENT] = card
    for loc in range(s[N_LOCATIONS]):
        if s[LOC_TURN_SETUP + loc] == 1:
            for slot in range(MAX_LOC_SLOTS):
                if s[TS_BLOCKED + (card * MAX_LOCATIONS + loc) * MAX_LOC_SLOTS + slot] == 1:
                    s[SLOT_BLOCKED + loc * MAX_LOC_SLOTS + slot] = 1
    record_nb(s, tr, EV_TURN_SETUP, card, 0, 0, 0, 0, 0, 0)


@lean_kernel
def set_initiative_nb(s, tr):
    """Turns 2+: fewest Fame first, ties keep the previous order (a stable sort, G15); the seats
    take the player count's positions in that order (2 players: 1 and 3, G13)."""
    s[PHASE] = PHASE_INITIATIVE
    n = s[N_PLAYERS]
    if s[TURN] > 1:
        order = stack_empty(MAX_SEATS, np.int32)
        for i in range(n):
            order[i] = s[ORDER + i]
        for i in range(1, n):  # insertion sort: stable
            seat = order[i]
            j = i - 1
            while j >= 0 and s[FAME + order[j]] > s[FAME + seat]:
                order[j + 1] = order[j]
                j -= 1
            order[j + 1] = seat
        for i in range(n):
            s[ORDER + i] = order[i]
        record_nb(s, tr, EV_INITIATIVE, s[ORDER], s[ORDER + 1] if n > 1 else -1, s[ORDER + 2] if n > 2 else -1,
                  s[ORDER + 3] if n > 3 else -1, 0, 0, 0)
    for i in range(n):
        s[POSITION + s[ORDER + i]] = s[INITIATIVE_POSITIONS + i]


@lean_kernel
def advertise_nb(s, rng, tr, w):
    """D5 in initiative order: pay the position's cost for the Fame, once a turn (G16)."""
    s[PHASE] = PHASE_ADVERTISE
    for i in range(s[N_PLAYERS]):
        seat = s[ORDER + i]
        cost = s[ADVERTISE_COST + s[POSITION + seat] - 1]
        if s[ADVERTISED + seat] == 1 or s[COINS + seat] < cost:
            continue
        s[OPTIONS] = 0
        s[OPTIONS + 1] = 1
        if ask_nb(s, rng, w, seat, DECIDE_ADVERTISE, 2) == 1:
            s[ADVERTISED + seat] = 1
            record_nb(s, tr, EV_ADVERTISE, seat, s[POSITION + seat], 0, 0, 0, 0, 0)
            fame = gain_nb(s, tr, seat, s[ADVERTISE_FAME], -cost, 0, GAIN_ADVERTISE, -1, -1, -1)
            s[MARKS + seat * N_MARKS + MARK_FAME_ADVERTISE] += fame


@lean_kernel
def assignment_nb(s, rng, tr, w):
    """D7, simultaneous and secret (G20): each seat, in seat order, gives each of its characters
    at home (character-slot order) one card of its hand (a Permanent card, or with the Dark Alley
    a Special Assignment card, which sends it to the card's location) or leaves it idle. A seat decides all its
    characters before the next seat; strategies may not read the other seats' CHAR_CARD."""
    s[PHASE] = PHASE_ASSIGNMENT
    late = prophecy_op_nb(s, OP_ASSIGN_AT_PLACEMENT, 0, 0) >= 0  # P31
    for seat in range(s[N_PLAYERS]):
        s[ASSIGN_LATE + seat] = 0
        if late and s[ADVERTISED + seat] == 1:
            s[ASSIGN_LATE + seat] = 1
            record_nb(s, tr, EV_ASSIGN_LATE, seat, 0, 0, 0, 0, 0, 0)
            anjali_coins_nb(s, rng, tr, w, seat)
            continue
        for ch in range(MAX_CHARS):
            at = seat * MAX_CHARS + ch
            if s[CHAR_STATE + at] != CH_HOME or not is_joined_nb(s, seat, ch):
                continue
            k = 0
            s[OPTIONS + k] = pack_nb(ch, 0)
            k += 1
            for loc in range(MAX_LOCATIONS + 1):
                if loc < MAX_LOCATIONS and (loc >= s[N_LOCATIONS] or s[LOC_IN_GAME + loc] == 0):
                    continue
                if s[HAND + seat * (MAX_LOCATIONS + 1) + loc] > 0:
                    s[OPTIONS + k] = pack_nb(ch, loc + 1)
                    k += 1
            for card in range(s[N_SA]):  # the Dark Alley: an SA card of the seat's hand (G20)
                if s[SA_PLACE + card] == SA_IN_HAND and s[SA_OWNER + card] == seat:
                    s[OPTIONS + k] = pack_nb(ch, SA_OPTION + card)
                    k += 1
            choice = ask_nb(s, rng, w, seat, DECIDE_ASSIGN, k) % PACK
            card = choice - SA_OPTION if choice >= SA_OPTION else -1
            loc = s[SA_LOC + card] if card >= 0 else choice - 1
            s[CHAR_STATE + at] = CH_ASSIGNED
            s[CHAR_CARD + at] = loc
            s[CHAR_REVEALED + at] = 0
            if card >= 0:
                s[CHAR_SA + at] = card
            elif loc >= 0:
                s[HAND + seat * (MAX_LOCATIONS + 1) + loc] -= 1
            else:
                s[MARKS + seat * N_MARKS + MARK_IDLE] += 1
            record_nb(s, tr, EV_ASSIGN, seat, ch, loc, card, 0, 0, 0)
            if card >= 0:
                move_sa_nb(s, tr, seat, card, SA_IN_ASSIGNED, seat, SA_CAUSE_ASSIGN, ch)
        anjali_coins_nb(s, rng, tr, w, seat)


