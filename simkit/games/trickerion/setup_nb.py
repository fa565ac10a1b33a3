"""Setup (RULES §1.4, base game: G2-G13): the game block from the catalogue, then the seats'
choices in the rules' order.

Before this kernel the state holds the catalogue (tables.py) and, per seat, the setup
parameters (engine.new_state): ``MAGICIAN[p]`` a Magician id, MAGICIAN_DRAFT (-1, D1) or
MAGICIAN_RANDOM (-2, a chance draw among those allowed); ``START_SPECIALIST[p]`` a character
type or SPECIALIST_DRAFT (-1, D4). Order (docs/trickerion-trace.md, "Setup"): the `setup`
records, the Theater's deck and track, every seat's Magician in seat order (G9), then per seat
in seat order its starting Trick (D3), its components (D2, after the Trick: G7) and its
Specialist (D4) with the Assistant's and the Manager's bonuses (G6), then the Engineers' bonus
Tricks in seat order, then the free preparations in seat order (G8).
"""

import numpy as np

from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_empty, stack_zeros
from simkit.engine.random_streams import CHANCE, randint_nb
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import (KIND_APPRENTICE, KIND_SPECIALIST, can_hold_more_nb,
                                              components_met_nb, free_slot_for_type_nb, pile_slot_nb)
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (BLOCKING, HELD, CH_HOME, COINS, COMPONENT_PHYSICAL, COMPONENT_PRICE,
                                            CTYPE_KIND, CTYPE_SETUP_BONUS, DECIDE_ENGINEER_TRICK,
                                            DECIDE_MAGICIAN, DECIDE_MANAGER_COMPONENTS, DECIDE_SPECIALIST,
                                            DECIDE_START_COMPONENTS, DECIDE_START_TRICK, DICE, DUEL, ENGINEER_TRICK,
                                            FAME, FAVOURITE, HAND, LEADER, LOC_3P_BLOCK,
                                            MAGICIAN, MAGICIAN_CATEGORY, MAGICIAN_IN_GAME, MANAGER_PILE,
                                            MARKET_ORDER, MARKET_START, MARKET_STOCK, MARKERS_FREE, MARKERS_PER_SYMBOL,
                                            MAX_CHARS, MAX_DICE, MAX_LOC_SLOTS, MAX_LOCATIONS, MAX_MARKET,
                                            MAX_SEATS, MAX_TURN_SETUP, MAX_WEEKDAYS, N_CHARACTER_TYPES, N_COMPONENT_TYPES,
                                            N_LOCATIONS, N_MAGICIANS, N_PLAYERS, N_TRICKS, N_TURN_SETUP, OPTIONS,
                                            ORDER, PHASE, PHASE_SETUP, POSITION, INITIATIVE_POSITIONS, QUICK_ORDER,
                                            SHARDS, SLOT_BLOCKED, SLOT_CTYPE, SLOT_OCC, START_COINS,
                                            START_COMPONENT_VALUE, START_FAME, START_HAND, START_SHARDS,
                                            START_SPECIALIST, SUPPLY_LEFT, SYMBOL_TRICK, SYMBOLS, THEATER_OCC,
                                            THEATER_SLOTS, TRICK_CATEGORY, TRICK_IN_GAME, TRICK_LEVEL, TRICK_ON_CARD,
                                            TRICK_OWNER, TRICK_SIGNATURE_OF, TRICK_SYMBOL, TS_CURRENT, PLACING, PERFORMING, STEALING_SLOT, TS_DECK, TS_TOP, TURN,
                                            WEEKDAY_OWNER, WINNER, WORKSHOP_OCC, CHAR_TYPE, CATALOGUE_END, ADVERTISED,
                                            MAX_COMPONENTS, CHAR_CARD, CHAR_LOC, CHAR_SLOT,
                                            TRACK_CARD, TRACK_OWNER, TRACK_SYMBOL, TRACK_UP, PDECK,
                                            MAX_TRACK, GRID, MAX_PDECK, CHAR_SA, MAX_SA, SA_OWNER, SA_DECKS,
                                            MAX_SA_DECK, SA_DECK, SA_DISCARD, PENDING, PR_PENDING, PR_ACTIVE, SA_TEXT)
from simkit.games.trickerion.moves_nb import (add_character_nb, prepare_markers_nb, take_components_nb,
                                              take_trick_nb)
from simkit.games.trickerion.records import (CHAR_CAUSE_ASSISTANT_BONUS, CHAR_CAUSE_SETUP, CHAR_STATE_ASSISTANT_SLOT,
                                             CHAR_STATE_HOME, COMP_CAUSE_MANAGER_BONUS, COMP_CAUSE_SETUP, EV_MAGICIAN,
                                             EV_SETUP, EV_SPECIALIST, EV_TS_DECK, MARKER_CAUSE_SETUP,
                                             GAIN_SIGNATURE_START, TRICK_CAUSE_ENGINEER_BONUS, TRICK_CAUSE_SETUP)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.signature_nb import built_enough_nb, signature_allowed_nb, take_signature_nb
from simkit.games.trickerion.calls_theater import setup_theater_nb
from simkit.games.trickerion.academy_turn_nb import init_academy_fields_nb, setup_academy_nb
from simkit.games.trickerion.dark_alley_nb import setup_dark_alley_nb

MAGICIAN_DRAFT = -1  # MAGICIAN[p] before setup: D1 in seat order
MAGICIAN_RANDOM = -2  # a chance draw among the Magicians still allowed
SPECIALIST_DRAFT = -1  # START_SPECIALIST[p] before setup: D4
BLOCK_NEUTRAL_DISC = 1  # SLOT_BLOCKING ids
BLOCK_TURN_SETUP = 2
SETUP_TRICK = 1  # SETUP_BONUSES ids
SETUP_COMPONENTS = 2
SETUP_APPRENTICE = 3


@lean_kernel
def init_game_block_nb(s):
    """The game and record blocks at their setup values (the setup parameters kept)."""
    n = s[N_PLAYERS]
    magician = stack_empty(MAX_SEATS, np.int32)
    specialist = stack_empty(MAX_SEATS, np.int32)
    for p in range(MAX_SEATS):
        magician[p] = s[MAGICIAN + p]
        specialist[p] = s[START_SPECIALIST + p]
    s[CATALOGUE_END:] = 0
    for p in range(MAX_SEATS):
        s[MAGICIAN + p] = magician[p]
        s[START_SPECIALIST + p] = specialist[p]
    s[TURN] = 0
    s[PHASE] = PHASE_SETUP
    s[LEADER] = -1
    s[WINNER] = -1
    for p in range(MAX_SEATS):
        s[FAVOURITE + p] = -1
        s[ENGINEER_TRICK + p] = -1
        s[ORDER + p] = p if p < n else -1
        s[POSITION + p] = s[INITIATIVE_POSITIONS + p] if p < n else 0
        s[ADVERTISED + p] = 0
        if p < n:
            s[FAME + p] = s[START_FAME]
            s[COINS + p] = s[START_COINS + p]
            s[SHARDS + p] = s[START_SHARDS]
            for loc in range(MAX_LOCATIONS + 1):
                s[HAND + p * (MAX_LOCATIONS + 1) + loc] = s[START_HAND + loc]
        for k in range(SYMBOLS):
            s[SYMBOL_TRICK + p * SYMBOLS + k] = -1
            s[MARKERS_FREE + p * SYMBOLS + k] = MARKERS_PER_SYMBOL if p < n else 0
        s[MANAGER_PILE + p * 2] = -1
        s[MANAGER_PILE + p * 2 + 1] = -1
        for ch in range(MAX_CHARS):
            at = p * MAX_CHARS + ch
            s[CHAR_TYPE + at] = -1
            s[CHAR_CARD + at] = -1
            s[CHAR_LOC + at] = -1
            s[CHAR_SLOT + at] = -1
        for slot in range(MAX_LOC_SLOTS):
            s[WORKSHOP_OCC + p * MAX_LOC_SLOTS + slot] = -1
    for t in range(s[N_TRICKS]):
        s[TRICK_OWNER + t] = -1
        s[TRICK_SYMBOL + t] = -1
    for k in range(MAX_COMPONENTS):
        s[SUPPLY_LEFT + k] = s[COMPONENT_PHYSICAL + k]
    for i in range(MAX_MARKET):
        s[MARKET_STOCK + i] = s[MARKET_START + i]
        s[MARKET_ORDER + i] = -1
    s[QUICK_ORDER] = -1
    for d in range(MAX_DICE):
        s[DICE + d] = -1
    for i in range(MAX_LOCATIONS * MAX_LOC_SLOTS):
        s[SLOT_OCC + i] = -1
    for i in range(MAX_WEEKDAYS):
        s[WEEKDAY_OWNER + i] = -1
    for i in range(MAX_WEEKDAYS * THEATER_SLOTS):
        s[THEATER_OCC + i] = -1
    for i in range(MAX_TRACK):
        s[TRACK_CARD + i] = -1
    for i in range(MAX_TRACK * GRID):
        s[TRACK_OWNER + i] = -1
        s[TRACK_SYMBOL + i] = -1
        s[TRACK_UP + i] = -1
    for i in range(MAX_PDECK):
        s[PDECK + i] = -1
    for i in range(MAX_TURN_SETUP):
        s[TS_DECK + i] = -1
    s[TS_CURRENT] = -1
    s[PLACING] = -1
    s[PERFORMING] = -1
    s[STEALING_SLOT] = -1
    for i in range(MAX_SEATS * MAX_CHARS):
        s[CHAR_SA + i] = -1
    for i in range(MAX_SA):
        s[SA_OWNER + i] = -1
    for i in range(SA_DECKS * MAX_SA_DECK):
        s[SA_DECK + i] = -1
        s[SA_DISCARD + i] = -1
    for i in range(PENDING):
        s[PR_PENDING + i] = -1
    s[PR_ACTIVE] = -1
    s[SA_TEXT] = -1
    init_academy_fields_nb(s)
    if s[BLOCKING] == BLOCK_NEUTRAL_DISC:  # 3 players: the neutral disc (G31)
        for loc in range(s[N_LOCATIONS]):
            if s[LOC_3P_BLOCK + loc] >= 0:
                s[SLOT_BLOCKED + loc * MAX_LOC_SLOTS + s[LOC_3P_BLOCK + loc]] = 1


@lean_kernel
def shuffle_turn_setup_nb(s, rng, tr):
    """2 players: the Turn Setup deck, shuffled on the chance stream (hidden, G32)."""
    n = s[N_TURN_SETUP]
    for i in range(n):
        s[TS_DECK + i] = i
    for i in range(n - 1, 0, -1):
        j = randint_nb(rng, CHANCE, i + 1)
        card = s[TS_DECK + i]
        s[TS_DECK + i] = s[TS_DECK + j]
        s[TS_DECK + j] = card
    s[TS_TOP] = 0
    for i in range(n):
        record_nb(s, tr, EV_TS_DECK, i, s[TS_DECK + i], 0, 0, 0, 0, 0)


@lean_kernel
def choose_magicians_nb(s, rng, tr, w):
    """D1 in seat order (G9): a Magician of the ruleset whose category no seat has; fixed ones
    keep theirs (their categories are taken first); random ones are chance draws."""
    n = s[N_PLAYERS]
    taken = stack_zeros(8, np.int64)
    for p in range(n):
        if s[MAGICIAN + p] >= 0:
            taken[s[MAGICIAN_CATEGORY + s[MAGICIAN + p]]] = 1
    for p in range(n):
        m = s[MAGICIAN + p]
        if m < 0:
            k = 0
            for cand in range(s[N_MAGICIANS]):
                if s[MAGICIAN_IN_GAME + cand] == 1 and taken[s[MAGICIAN_CATEGORY + cand]] == 0:
                    s[OPTIONS + k] = cand
                    k += 1
            if k == 0:
                raise ValueError("no Magician left of a category not chosen")
            if m == MAGICIAN_RANDOM:
                m = s[OPTIONS + randint_nb(rng, CHANCE, k)]
            else:
                m = ask_nb(s, rng, w, p, DECIDE_MAGICIAN, k)
            taken[s[MAGICIAN_CATEGORY + m]] = 1
        s[MAGICIAN + p] = m
        s[FAVOURITE + p] = s[MAGICIAN_CATEGORY + m]
        record_nb(s, tr, EV_MAGICIAN, p, m, 0, 0, 0, 0, 0)


@lean_kernel
def choose_free_components_nb(s, rng, tr, w, seat, kind, to_manager, cause):
    """D2 / the Manager's bonus: components of total price <= START_COMPONENT_VALUE, one type at a
    time while one is affordable (free components are always taken; the rest is lost, G7)."""
    left = s[START_COMPONENT_VALUE]
    while True:
        k = 0
        for comp in range(s[N_COMPONENT_TYPES]):
            if s[COMPONENT_PRICE + comp] > left or not can_hold_more_nb(s, seat, comp, 1):
                continue
            if to_manager and not _fits_manager_nb(s, seat, comp):
                continue
            s[OPTIONS + k] = comp
            k += 1
        if k == 0:
            return
        comp = ask_nb(s, rng, w, seat, kind, k)
        left -= s[COMPONENT_PRICE + comp]
        take_components_nb(s, tr, seat, comp, 1, to_manager, cause, -1)


@lean_kernel
def _fits_manager_nb(s, seat, comp):
    """The Manager's bonus goes onto its slots: a type already there, or a free slot for a type the
    seat does not hold on its board (a type is one pile, and the bonus moves no board pile: T15)."""
    if s[HELD + seat * MAX_COMPONENTS + comp] > 0 and pile_slot_nb(s, seat, comp) < 0:
        return False
    free = False
    for i in range(2):
        pile = s[MANAGER_PILE + seat * 2 + i]
        if pile == comp:
            return True
        if pile == -1:
            free = True
    return free


@lean_kernel
def choose_start_trick_nb(s, rng, tr, w, seat):
    """D3: a level-1 Trick of the Favourite category still in its deck; with Dawn also the seat's
    Signature Trick if it is of level 1, for 1 Shard (G10; T122)."""
    k = 0
    for t in range(s[N_TRICKS]):
        if (s[TRICK_IN_GAME + t] == 1 and s[TRICK_LEVEL + t] == 1 and s[TRICK_OWNER + t] == -1
                and s[TRICK_CATEGORY + t] == s[FAVOURITE + seat] and signature_allowed_nb(s, seat, t)
                and (s[TRICK_SIGNATURE_OF + t] < 0 or s[SHARDS + seat] >= 1)):
            s[OPTIONS + k] = t
            k += 1
    if k == 0:
        raise ValueError("no level-1 Trick of the Favourite category left")
    trick = ask_nb(s, rng, w, seat, DECIDE_START_TRICK, k)
    if s[TRICK_SIGNATURE_OF + trick] >= 0:
        gain_nb(s, tr, seat, 0, 0, -1, GAIN_SIGNATURE_START, trick, -1, -1)
        take_signature_nb(s, tr, seat, trick, TRICK_CAUSE_SETUP)
    else:
        take_trick_nb(s, tr, seat, trick, False, TRICK_CAUSE_SETUP)


@lean_kernel
def choose_specialist_nb(s, rng, tr, w, seat):
    """D4 (or the fixed one) and its bonus: the Assistant's free Apprentice, the Manager's
    components (G6). The Engineer's bonus Trick comes after every seat's first Trick."""
    ctype = s[START_SPECIALIST + seat]
    if ctype < 0:
        k = 0
        for t in range(s[N_CHARACTER_TYPES]):
            if s[CTYPE_KIND + t] == KIND_SPECIALIST:
                s[OPTIONS + k] = t
                k += 1
        ctype = ask_nb(s, rng, w, seat, DECIDE_SPECIALIST, k)
    s[START_SPECIALIST + seat] = ctype
    record_nb(s, tr, EV_SPECIALIST, seat, ctype, 0, 0, 0, 0, 0)
    ch = free_slot_for_type_nb(s, seat, ctype)
    add_character_nb(s, tr, seat, ch, ctype, CH_HOME, 0, 0, CHAR_CAUSE_SETUP, CHAR_STATE_HOME)
    bonus = s[CTYPE_SETUP_BONUS + ctype]
    if bonus == SETUP_APPRENTICE:
        for t in range(s[N_CHARACTER_TYPES]):
            if s[CTYPE_KIND + t] == KIND_APPRENTICE:
                slot = free_slot_for_type_nb(s, seat, t)
                if slot >= 0:
                    add_character_nb(s, tr, seat, slot, t, CH_HOME, 1, slot - 3, CHAR_CAUSE_ASSISTANT_BONUS,
                                     CHAR_STATE_ASSISTANT_SLOT)
                break
    elif bonus == SETUP_COMPONENTS:
        choose_free_components_nb(s, rng, tr, w, seat, DECIDE_MANAGER_COMPONENTS, True, COMP_CAUSE_MANAGER_BONUS)


@lean_kernel
def engineer_bonus_nb(s, rng, tr, w, seat):
    """G6: one more level-1 Trick, any category, onto the Engineer's Trick slot."""
    if s[ENGINEER_TRICK + seat] != -1:
        return
    k = 0
    for t in range(s[N_TRICKS]):
        if (s[TRICK_IN_GAME + t] == 1 and s[TRICK_LEVEL + t] == 1 and s[TRICK_OWNER + t] == -1
                and s[TRICK_SIGNATURE_OF + t] < 0):  # never a Signature Trick (G6)
            s[OPTIONS + k] = t
            k += 1
    if k == 0:
        return
    trick = ask_nb(s, rng, w, seat, DECIDE_ENGINEER_TRICK, k)
    take_trick_nb(s, tr, seat, trick, True, TRICK_CAUSE_ENGINEER_BONUS)


@lean_kernel
def setup_game_nb(s, rng, tr, w):
    """The whole setup, from the catalogue and the setup parameters to turn 1."""
    init_game_block_nb(s)
    n = s[N_PLAYERS]
    record_nb(s, tr, EV_SETUP, n, s[DUEL], s[N_TURN_SETUP] if s[BLOCKING] == BLOCK_TURN_SETUP else 0, 0, 0, 0, 0)
    if s[BLOCKING] == BLOCK_TURN_SETUP:
        shuffle_turn_setup_nb(s, rng, tr)
    setup_theater_nb(s, rng, tr)
    setup_dark_alley_nb(s, rng, tr)
    setup_academy_nb(s, rng, tr)
    for p in range(n):  # the starting team: Magician and Apprentice 1 (G4)
        add_character_nb(s, tr, p, 0, s[SLOT_CTYPE], CH_HOME, 0, 0, CHAR_CAUSE_SETUP, CHAR_STATE_HOME)
        add_character_nb(s, tr, p, 4, s[SLOT_CTYPE + 4], CH_HOME, 0, 1, CHAR_CAUSE_SETUP, CHAR_STATE_HOME)
    choose_magicians_nb(s, rng, tr, w)
    for p in range(n):
        choose_start_trick_nb(s, rng, tr, w, p)
        choose_free_components_nb(s, rng, tr, w, p, DECIDE_START_COMPONENTS, False, COMP_CAUSE_SETUP)
        choose_specialist_nb(s, rng, tr, w, p)
    for p in range(n):
        if s[CTYPE_SETUP_BONUS + s[START_SPECIALIST + p]] == SETUP_TRICK:
            engineer_bonus_nb(s, rng, tr, w, p)
    for p in range(n):  # G8: every starting Trick whose components are met, free
        for t in range(s[N_TRICKS]):
            if (s[TRICK_OWNER + t] == p and s[TRICK_ON_CARD + t] == 0 and components_met_nb(s, p, t)
                    and built_enough_nb(s, p, t)):  # a Signature Trick: no Contraption yet (G94)
                prepare_markers_nb(s, tr, p, t, MARKER_CAUSE_SETUP)
