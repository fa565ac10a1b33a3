"""Hypnotic Motivation (A27, the primitive ``hire_arrives_now``): the character a Hire brings
joins at once instead of at Return Characters. It takes a card from the seat's hand as at
Assignment (a Permanent card, an SA card, or none: idle), face up at once, and is placed in the
seat's later placement turns of this phase (T64)."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.dark_alley_nb import move_sa_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import ACTION_HIRE, OP_HIRE_ARRIVES_NOW, card_op_nb
from simkit.games.trickerion.layout import (CH_ASSIGNED, CH_INCOMING, CHAR_CARD, CHAR_REVEALED, CHAR_SA, CHAR_STATE,
                                            DECIDE_HIRED_CARD, HAND, LOC_IN_GAME, MAX_CHARS, MAX_LOCATIONS,
                                            N_LOCATIONS, N_SA, OPTIONS, SA_IN_ASSIGNED, SA_IN_HAND, SA_LOC, SA_OPTION,
                                            SA_OWNER, SA_PLACE)
from simkit.games.trickerion.options import PACK, pack_nb
from simkit.games.trickerion.records import EV_HIRED_ARRIVES, SA_CAUSE_ASSIGN


@leaf
def incoming_mask_nb(s, seat):
    """The seat's hired characters still to join (bit per character slot)."""
    mask = 0
    for ch in range(MAX_CHARS):
        if s[CHAR_STATE + seat * MAX_CHARS + ch] == CH_INCOMING:
            mask |= 1 << ch
    return mask


@lean_kernel
def hired_arrives_now_nb(s, rng, tr, w, seat, new_mask):
    """After a Hire: with ``hire_arrives_now`` in force the character just hired (the lowest slot
    of ``new_mask``) takes a card (DECIDE_HIRED_CARD, DECIDE_ASSIGN's encoding) and joins now."""
    if new_mask == 0 or card_op_nb(s, ACTION_HIRE, OP_HIRE_ARRIVES_NOW, 0, 0) < 0:
        return
    ch = 0
    while (new_mask >> ch) & 1 == 0:
        ch += 1
    k = 0
    s[OPTIONS + k] = pack_nb(ch, 0)
    k += 1
    for loc in range(MAX_LOCATIONS + 1):
        if loc < MAX_LOCATIONS and (loc >= s[N_LOCATIONS] or s[LOC_IN_GAME + loc] == 0):
            continue
        if s[HAND + seat * (MAX_LOCATIONS + 1) + loc] > 0:
            s[OPTIONS + k] = pack_nb(ch, loc + 1)
            k += 1
    for card in range(s[N_SA]):
        if s[SA_PLACE + card] == SA_IN_HAND and s[SA_OWNER + card] == seat:
            s[OPTIONS + k] = pack_nb(ch, SA_OPTION + card)
            k += 1
    choice = ask_nb(s, rng, w, seat, DECIDE_HIRED_CARD, k) % PACK
    card = choice - SA_OPTION if choice >= SA_OPTION else -1
    loc = s[SA_LOC + card] if card >= 0 else choice - 1
    at = seat * MAX_CHARS + ch
    s[CHAR_STATE + at] = CH_ASSIGNED
    s[CHAR_CARD + at] = loc
    s[CHAR_REVEALED + at] = 1
    record_nb(s, tr, EV_HIRED_ARRIVES, seat, ch, loc, card, 0, 0, 0)
    if card >= 0:
        s[CHAR_SA + at] = card
        move_sa_nb(s, tr, seat, card, SA_IN_ASSIGNED, seat, SA_CAUSE_ASSIGN, ch)
    elif loc >= 0:
        s[HAND + seat * (MAX_LOCATIONS + 1) + loc] -= 1
