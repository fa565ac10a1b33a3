"""Workshop's actions (RULES §1.7): Prepare (the Trick's AP, G44, G45; the Workshop's Special
Assignment cards change it: workshop_effects_nb.py), and the Specialists' own
actions, taken only by that Specialist placed here (T12): Move Trick (Engineer, 1 AP), Move
Components (Manager, 1 AP), Move Apprentice (Assistant, 1 AP, G46). The same shape as
downtown_nb.py, with the placed character ``ch`` in the legality checks."""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.board_nb import KIND_APPRENTICE, pile_slot_nb
from simkit.games.trickerion.academy_rooms_nb import prepare_ap_nb, taught_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ACT_MOVE_APPRENTICE, ACT_MOVE_COMPONENTS, ACT_MOVE_TRICK, ACT_PREPARE,
                                            CH_INCOMING, CH_NONE, CHAR_FREE, CHAR_NUMBER, CHAR_STATE, CHAR_TYPE, CTYPE_KIND,
                                            CTYPE_SETUP_BONUS, DECIDE_MOVE_APPRENTICE, DECIDE_MOVE_COMPONENTS,
                                            DECIDE_MOVE_TRICK, DECIDE_PREPARE, ENGINEER_TRICK, HELD, MANAGER_PILE,
                                            MANAGER_SLOTS, MARK_PREPARES, MARKERS_FREE, MARKS, MAX_CHARS,
                                            MAX_COMPONENTS, N_COMPONENT_TYPES, N_MARKS, N_TRICKS, OPTIONS, SYMBOLS,
                                            TRICK_ON_CARD, TRICK_OWNER, TRICK_SYMBOL)
from simkit.games.trickerion.moves_nb import put_markers_nb
from simkit.games.trickerion.signature_nb import built_enough_nb
from simkit.games.trickerion.workshop_effects_nb import (after_prepare_nb, card_prepare_count_nb, choose_returns_nb,
                                                        components_ok_nb, return_tokens_nb)
from simkit.games.trickerion.options import PACK, pack_nb
from simkit.games.trickerion.records import (CHAR_CAUSE_MOVE_APPRENTICE, CHAR_STATE_ASSISTANT_SLOT, COMP_CAUSE_MOVE,
                                             EV_ACTION, EV_ACTION_CONTEXT, EV_CHARACTER, EV_COMPONENT, EV_TRICK,
                                             MARKER_CAUSE_PREPARE, PLACE_BOARD, PLACE_MANAGER, TPLACE_ENGINEER,
                                             TPLACE_SEAT, TRICK_CAUSE_MOVE)

MOVE_AP = 1
SETUP_TRICK = 1  # SETUP_BONUSES ids: which Specialist a character is
SETUP_COMPONENTS = 2
SETUP_APPRENTICE = 3


@leaf
def specialist_bonus_nb(s, seat, ch):
    """The placed character's setup-bonus id (tells the Engineer, Manager and Assistant apart)."""
    t = s[CHAR_TYPE + seat * MAX_CHARS + ch]
    return -1 if t < 0 else s[CTYPE_SETUP_BONUS + t]


# ---- Prepare -------------------------------------------------------------------------------------

@leaf
def preparable_nb(s, seat, trick, ap):
    """Owned, its card empty, AP enough, a free marker of its symbol, its components met (G44), or
    lacking what a prepare_lacking card in force allows; a Signature Trick with Contraptions enough (G94)."""
    return (s[TRICK_OWNER + trick] == seat and s[TRICK_ON_CARD + trick] == 0 and not taught_nb(s, trick)
            and built_enough_nb(s, seat, trick)
            and ap >= cost_nb(s, ACT_PREPARE, prepare_ap_nb(s, trick))
            and s[MARKERS_FREE + seat * SYMBOLS + s[TRICK_SYMBOL + trick]] > 0 and components_ok_nb(s, seat, trick))


@lean_kernel
def can_prepare_nb(s, seat, ap):
    for t in range(s[N_TRICKS]):
        if preparable_nb(s, seat, t, ap):
            return True
    return False


@lean_kernel
def prepare_nb(s, rng, tr, w, seat, ch, ap):
    """The Trick (DECIDE_PREPARE), then what a Workshop SA card in force adds (workshop_effects_nb:
    the tokens to return first, so the action's record shows the markers placed)."""
    k = 0
    for t in range(s[N_TRICKS]):
        if preparable_nb(s, seat, t, ap):
            s[OPTIONS + k] = t
            k += 1
    trick = ask_nb(s, rng, w, seat, DECIDE_PREPARE, k)
    cost = cost_nb(s, ACT_PREPARE, prepare_ap_nb(s, trick))
    returned = stack_zeros(MAX_COMPONENTS, np.int32)
    total = choose_returns_nb(s, rng, w, seat, trick, returned)
    n = card_prepare_count_nb(s, seat, trick, total)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_PREPARE, cost, ap - cost, trick, n)
    return_tokens_nb(s, tr, seat, returned, total)
    put_markers_nb(s, tr, seat, trick, n, MARKER_CAUSE_PREPARE)
    s[MARKS + seat * N_MARKS + MARK_PREPARES] += 1
    after_prepare_nb(s, rng, tr, w, seat, ch, trick)
    return cost


# ---- Move Trick (Engineer) -----------------------------------------------------------------------

@lean_kernel
def can_move_trick_nb(s, seat, ch, ap):
    if ap < cost_nb(s, ACT_MOVE_TRICK, MOVE_AP) or specialist_bonus_nb(s, seat, ch) != SETUP_TRICK:
        return False
    for t in range(s[N_TRICKS]):
        if s[TRICK_OWNER + t] == seat and s[ENGINEER_TRICK + seat] != t:
            return True
    return False


@lean_kernel
def move_trick_nb(s, rng, tr, w, seat, ch, ap):
    """An owned Trick onto the Engineer's slot; the one there goes back to the Workshop."""
    k = 0
    for t in range(s[N_TRICKS]):
        if s[TRICK_OWNER + t] == seat and s[ENGINEER_TRICK + seat] != t:
            s[OPTIONS + k] = t
            k += 1
    trick = ask_nb(s, rng, w, seat, DECIDE_MOVE_TRICK, k)
    swapped = s[ENGINEER_TRICK + seat]
    cost = cost_nb(s, ACT_MOVE_TRICK, MOVE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_MOVE_TRICK, cost, ap - cost, trick, swapped)
    if swapped >= 0:
        record_nb(s, tr, EV_TRICK, seat, swapped, TPLACE_ENGINEER, TPLACE_SEAT, s[TRICK_SYMBOL + swapped],
                  TRICK_CAUSE_MOVE, 0)
    s[ENGINEER_TRICK + seat] = trick
    record_nb(s, tr, EV_TRICK, seat, trick, TPLACE_SEAT, TPLACE_ENGINEER, s[TRICK_SYMBOL + trick], TRICK_CAUSE_MOVE, 0)
    return cost


# ---- Move Components (Manager) -------------------------------------------------------------------

@lean_kernel
def move_components_options_nb(s, seat, write):
    """(type on the board, Manager slot): the pile goes there, a pile already there to the board."""
    k = 0
    for comp in range(s[N_COMPONENT_TYPES]):
        if s[HELD + seat * MAX_COMPONENTS + comp] == 0 or pile_slot_nb(s, seat, comp) >= 0:
            continue
        for i in range(s[MANAGER_SLOTS]):
            if write:
                s[OPTIONS + k] = pack_nb(comp, i)
            k += 1
    return k


@lean_kernel
def can_move_components_nb(s, seat, ch, ap):
    return (ap >= cost_nb(s, ACT_MOVE_COMPONENTS, MOVE_AP) and specialist_bonus_nb(s, seat, ch) == SETUP_COMPONENTS
            and move_components_options_nb(s, seat, False) > 0)


@lean_kernel
def move_components_nb(s, rng, tr, w, seat, ch, ap):
    option = ask_nb(s, rng, w, seat, DECIDE_MOVE_COMPONENTS, move_components_options_nb(s, seat, True))
    comp = option // PACK
    slot = option % PACK
    swapped = s[MANAGER_PILE + seat * 2 + slot]
    cost = cost_nb(s, ACT_MOVE_COMPONENTS, MOVE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_MOVE_COMPONENTS, cost, ap - cost, comp, slot)
    record_nb(s, tr, EV_ACTION_CONTEXT, swapped, 0, 0, 0, 0, 0, 0)
    if swapped >= 0:
        record_nb(s, tr, EV_COMPONENT, seat, swapped, s[HELD + seat * MAX_COMPONENTS + swapped], PLACE_MANAGER + slot,
                  PLACE_BOARD, COMP_CAUSE_MOVE, -1)
    s[MANAGER_PILE + seat * 2 + slot] = comp
    record_nb(s, tr, EV_COMPONENT, seat, comp, s[HELD + seat * MAX_COMPONENTS + comp], PLACE_BOARD,
              PLACE_MANAGER + slot, COMP_CAUSE_MOVE, -1)
    return cost


# ---- Move Apprentice (Assistant) -----------------------------------------------------------------

@leaf
def movable_apprentice_nb(s, seat, c):
    at = seat * MAX_CHARS + c
    t = s[CHAR_TYPE + at]
    return (t >= 0 and s[CTYPE_KIND + t] == KIND_APPRENTICE and s[CHAR_FREE + at] == 0
            and s[CHAR_STATE + at] != CH_NONE and s[CHAR_STATE + at] != CH_INCOMING)


@lean_kernel
def can_move_apprentice_nb(s, seat, ch, ap):
    if ap < cost_nb(s, ACT_MOVE_APPRENTICE, MOVE_AP) or specialist_bonus_nb(s, seat, ch) != SETUP_APPRENTICE:
        return False
    for c in range(MAX_CHARS):
        at = seat * MAX_CHARS + c
        if s[CHAR_FREE + at] == 1 and s[CHAR_STATE + at] != CH_NONE:
            return False  # the Assistant's slot is taken
    for c in range(MAX_CHARS):
        if movable_apprentice_nb(s, seat, c):
            return True
    return False


@lean_kernel
def move_apprentice_nb(s, rng, tr, w, seat, ch, ap):
    """An Apprentice (with its card, if any) onto the Assistant's slot: wage-free from this End
    Turn (G46)."""
    k = 0
    for c in range(MAX_CHARS):
        if movable_apprentice_nb(s, seat, c):
            s[OPTIONS + k] = c
            k += 1
    apprentice = ask_nb(s, rng, w, seat, DECIDE_MOVE_APPRENTICE, k)
    cost = cost_nb(s, ACT_MOVE_APPRENTICE, MOVE_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_MOVE_APPRENTICE, cost, ap - cost, apprentice, 0)
    at = seat * MAX_CHARS + apprentice
    s[CHAR_FREE + at] = 1
    record_nb(s, tr, EV_CHARACTER, seat, apprentice, s[CHAR_TYPE + at], CHAR_CAUSE_MOVE_APPRENTICE,
              CHAR_STATE_ASSISTANT_SLOT, s[CHAR_NUMBER + at], 0)
    return cost
