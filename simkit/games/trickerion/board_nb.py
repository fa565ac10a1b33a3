"""Small reads of a seat's board that every core kernel uses: characters, components held,
Tricks and their requirements, Symbol markers, dice. Tiny ``leaf`` helpers only (inlined)."""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import (BOARD_SLOTS, CH_INCOMING, CH_NONE, CHAR_FREE, CHAR_STATE, CHAR_TYPE,
                                            COMPONENT_PRICE, CTYPE_KIND, CTYPE_MAX, CTYPE_SLOT, DICE, ENGINEER_TRICK,
                                            FAVOURITE, HELD, MANAGER_PILE, MANAGER_SLOTS, MAX_CHARS,
                                            MAX_COMPONENTS, MAX_PER_TYPE, N_COMPONENT_TYPES, N_TRICKS, SLOT_CTYPE,
                                            SYMBOL_TRICK, SYMBOLS, TRICK_CATEGORY, TRICK_NEEDS, TRICK_OWNER,
                                            TRICK_SYMBOL)
from simkit.games.trickerion.records import TPLACE_ENGINEER, TPLACE_SEAT

KIND_MAGICIAN = 0  # CHARACTER_KINDS ids
KIND_SPECIALIST = 1
KIND_APPRENTICE = 2


@leaf
def ch_at(seat, ch):
    """The offset of character slot ``ch`` of ``seat`` in the per-character arrays."""
    return seat * MAX_CHARS + ch


@leaf
def ch_type_nb(s, seat, ch):
    return s[CHAR_TYPE + seat * MAX_CHARS + ch]


@leaf
def ch_kind_nb(s, seat, ch):
    t = s[CHAR_TYPE + seat * MAX_CHARS + ch]
    return -1 if t < 0 else s[CTYPE_KIND + t]


@leaf
def owns_type_nb(s, seat, ctype):
    """Characters of type ``ctype`` the seat owns (incoming ones included)."""
    n = 0
    for ch in range(MAX_CHARS):
        if s[CHAR_TYPE + seat * MAX_CHARS + ch] == ctype:
            n += 1
    return n


@leaf
def free_slot_for_type_nb(s, seat, ctype):
    """The first empty character slot for a new character of ``ctype``, -1 if it may own no more."""
    if owns_type_nb(s, seat, ctype) >= s[CTYPE_MAX + ctype]:
        return -1
    first = s[CTYPE_SLOT + ctype]
    for ch in range(first, MAX_CHARS):
        if s[SLOT_CTYPE + ch] == ctype and s[CHAR_TYPE + seat * MAX_CHARS + ch] == -1:
            return ch
        if s[CTYPE_KIND + ctype] != KIND_APPRENTICE:
            break
    return -1


@leaf
def apprentices_got_nb(s, seat):
    n = 0
    for ch in range(MAX_CHARS):
        t = s[CHAR_TYPE + seat * MAX_CHARS + ch]
        if t >= 0 and s[CTYPE_KIND + t] == KIND_APPRENTICE:
            n += 1
    return n


@leaf
def assistant_slot_taken_nb(s, seat):
    for ch in range(MAX_CHARS):
        if s[CHAR_FREE + seat * MAX_CHARS + ch] == 1 and s[CHAR_STATE + seat * MAX_CHARS + ch] != CH_NONE:
            return True
    return False


@leaf
def is_joined_nb(s, seat, ch):
    """Owned and in the team (not incoming)."""
    st = s[CHAR_STATE + seat * MAX_CHARS + ch]
    return st != CH_NONE and st != CH_INCOMING


# ---- components ----------------------------------------------------------------------------

@leaf
def pile_slot_nb(s, seat, comp):
    """The Manager slot holding ``comp``'s pile, -1 if it is on the board (or not held)."""
    for i in range(s[MANAGER_SLOTS]):
        if s[MANAGER_PILE + seat * 2 + i] == comp:
            return i
    return -1


@leaf
def held_nb(s, seat, comp):
    return s[HELD + seat * MAX_COMPONENTS + comp]


@leaf
def effective_nb(s, seat, comp):
    """Copies counted toward requirements: held, +1 on a Manager slot, at most MAX_PER_TYPE."""
    n = s[HELD + seat * MAX_COMPONENTS + comp]
    if n > 0 and pile_slot_nb(s, seat, comp) >= 0:
        n += 1
    return min(n, s[MAX_PER_TYPE])


@leaf
def board_types_nb(s, seat):
    """Component types on the player board (not on Manager slots)."""
    n = 0
    for k in range(s[N_COMPONENT_TYPES]):
        if s[HELD + seat * MAX_COMPONENTS + k] > 0 and pile_slot_nb(s, seat, k) < 0:
            n += 1
    return n


@leaf
def can_hold_more_nb(s, seat, comp, count):
    """May the seat take ``count`` more of ``comp`` (3 a type; a new type needs a board slot, G43)?"""
    held = s[HELD + seat * MAX_COMPONENTS + comp]
    if held + count > s[MAX_PER_TYPE]:
        return False
    if held == 0 and pile_slot_nb(s, seat, comp) < 0 and board_types_nb(s, seat) >= s[BOARD_SLOTS]:
        return False
    return True


@leaf
def components_met_nb(s, seat, trick):
    for k in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + k]
        if need > 0 and effective_nb(s, seat, k) < need:
            return False
    return True


@leaf
def cheapest_price_nb(s):
    best = 1 << 20
    for k in range(s[N_COMPONENT_TYPES]):
        best = min(best, s[COMPONENT_PRICE + k])
    return best


# ---- Tricks and symbols ----------------------------------------------------------------------

@leaf
def free_symbol_nb(s, seat):
    """The lowest free Symbol marker (T4), -1 if the seat owns 4 Tricks."""
    for k in range(SYMBOLS):
        if s[SYMBOL_TRICK + seat * SYMBOLS + k] == -1:
            return k
    return -1


@leaf
def tricks_owned_nb(s, seat):
    n = 0
    for t in range(s[N_TRICKS]):
        if s[TRICK_OWNER + t] == seat:
            n += 1
    return n


@leaf
def is_favourite_nb(s, seat, trick):
    return s[TRICK_CATEGORY + trick] == s[FAVOURITE + seat]


@leaf
def on_engineer_nb(s, seat, trick):
    return s[ENGINEER_TRICK + seat] == trick


@leaf
def die_face_nb(s, die):
    return s[DICE + die]


@leaf
def leave_workshop_nb(s, seat, trick):
    """The seat's Trick leaves its Workshop: off the Engineer's slot, its Symbol marker free, owned by
    nobody. Returns where it was (TPLACE_SEAT or TPLACE_ENGINEER) for its `trick` record."""
    came_from = TPLACE_SEAT
    if s[ENGINEER_TRICK + seat] == trick:
        s[ENGINEER_TRICK + seat] = -1
        came_from = TPLACE_ENGINEER
    s[SYMBOL_TRICK + seat * SYMBOLS + s[TRICK_SYMBOL + trick]] = -1
    s[TRICK_OWNER + trick] = -1
    s[TRICK_SYMBOL + trick] = -1
    return came_from
