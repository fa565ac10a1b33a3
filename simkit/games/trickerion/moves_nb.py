"""The moves of things that setup, actions and anytime actions share, each with its trace record:
a Trick to a seat, components into a seat's board or Manager slots, a Prepare's markers, a new
character, a die's new face, and discarding a Trick (G18)."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.random_streams import CHANCE, randint_nb
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import leave_workshop_nb, pile_slot_nb
from simkit.games.trickerion.calls_theater import symbol_markers_home_nb
from simkit.games.trickerion.layout import (SPACE_TRICK, TRICK_ACADEMY, APPRENTICE_NUMBERS, CHAR_CARD, CHAR_FREE, CHAR_LOC, CHAR_NUMBER, CHAR_SLOT,
                                            CHAR_STATE,
                                            CHAR_TYPE, DICE, DIE_FACE_VALUES, DIE_FACES, ENGINEER_TRICK, HELD,
                                            ITEM_LEARNED, MANAGER_PILE, MANAGER_SLOTS, MARKERS_FREE,
                                            MARKERS_PER_SYMBOL, MARK_PREPARES, MARK_TRICKS_LEARNED, MARKS, MAX_CHARS,
                                            MAX_COMPONENTS, N_MARKS, OPT_COMPONENT_SUPPLY, SUPPLY_LEFT,
                                            SYMBOL_TRICK, SYMBOLS, TRICK_MARKERS,
                                            TRICK_ON_CARD, TRICK_OWNER, TRICK_SIGNATURE_OF, TRICK_SYMBOL)
from simkit.games.trickerion.records import (AMARKER_CAUSE_DISCARD, EV_ACADEMY_MARKER, EV_CHARACTER, EV_COMPONENT, EV_DIE, EV_MARKER,
                                             EV_TRICK, MARKER_CAUSE_DISCARD, MARKER_CAUSE_PREPARE,
                                             MPLACE_SUPPLY, MPLACE_TRICK, PLACE_BOARD, PLACE_MANAGER, PLACE_SUPPLY,
                                             TPLACE_BESIDE, TPLACE_DECK, TPLACE_ENGINEER, TPLACE_SEAT,
                                             TRICK_CAUSE_DISCARD)


@lean_kernel
def take_trick_nb(s, tr, seat, trick, to_engineer, cause):
    """``trick`` leaves its deck (a Signature Trick: its Magician's side, G93) for ``seat`` with the
    lowest free Symbol marker (T4); on the Engineer's Trick slot if ``to_engineer``. Returns the symbol."""
    symbol = -1
    for k in range(SYMBOLS):
        if s[SYMBOL_TRICK + seat * SYMBOLS + k] == -1:
            symbol = k
            break
    s[TRICK_OWNER + trick] = seat
    s[TRICK_SYMBOL + trick] = symbol
    s[SYMBOL_TRICK + seat * SYMBOLS + symbol] = trick
    s[TRICK_ON_CARD + trick] = 0
    s[ITEM_LEARNED + trick] += 1
    s[MARKS + seat * N_MARKS + MARK_TRICKS_LEARNED] += 1
    to = TPLACE_SEAT
    if to_engineer:
        s[ENGINEER_TRICK + seat] = trick
        to = TPLACE_ENGINEER
    src = TPLACE_BESIDE if s[TRICK_SIGNATURE_OF + trick] >= 0 else TPLACE_DECK
    record_nb(s, tr, EV_TRICK, seat, trick, src, to, symbol, cause, 0)
    return symbol


@lean_kernel
def take_components_nb(s, tr, seat, comp, count, to_manager, cause, market_slot):
    """``count`` of ``comp`` from the supply to the seat: onto the pile already there (board or a
    Manager slot), else onto the board, or onto a Manager slot if ``to_manager`` (the Manager's
    bonus, G6, which never takes a type held on the board: T15)."""
    place = PLACE_BOARD
    pile = pile_slot_nb(s, seat, comp)
    if pile >= 0:
        place = PLACE_MANAGER + pile
    elif to_manager:
        for i in range(s[MANAGER_SLOTS]):
            if s[MANAGER_PILE + seat * 2 + i] == -1:
                pile = i
                break
        if pile >= 0:
            if s[HELD + seat * MAX_COMPONENTS + comp] > 0:
                raise ValueError("the Manager's bonus took a type held on the board (T15)")
            s[MANAGER_PILE + seat * 2 + pile] = comp
            place = PLACE_MANAGER + pile
    s[HELD + seat * MAX_COMPONENTS + comp] += count
    if s[OPT_COMPONENT_SUPPLY] == 1:
        s[SUPPLY_LEFT + comp] -= count
    record_nb(s, tr, EV_COMPONENT, seat, comp, count, PLACE_SUPPLY, place, cause, market_slot)


@lean_kernel
def return_component_nb(s, tr, seat, comp, cause):
    """One token of ``comp`` back to the supply; an emptied Manager pile frees its slot."""
    pile = pile_slot_nb(s, seat, comp)
    place = PLACE_BOARD if pile < 0 else PLACE_MANAGER + pile
    s[HELD + seat * MAX_COMPONENTS + comp] -= 1
    if s[OPT_COMPONENT_SUPPLY] == 1:
        s[SUPPLY_LEFT + comp] += 1
    if s[HELD + seat * MAX_COMPONENTS + comp] == 0 and pile >= 0:
        s[MANAGER_PILE + seat * 2 + pile] = -1
    record_nb(s, tr, EV_COMPONENT, seat, comp, -1, place, PLACE_SUPPLY, cause, -1)


@leaf
def prepare_count_nb(s, seat, trick):
    """Markers a Prepare puts on ``trick``: its printed number, +1 on the Engineer's slot, capped
    by the seat's free markers of its symbol (G44)."""
    return prepare_count_with_nb(s, seat, trick, 0, MARKERS_PER_SYMBOL)


@leaf
def prepare_count_with_nb(s, seat, trick, extra, most):
    """prepare_count_nb under card effects (workshop_effects_nb.py): ``extra`` markers more (fewer
    if negative, never below 0), at most ``most``, then capped by the free markers (G44)."""
    n = s[TRICK_MARKERS + trick]
    if s[ENGINEER_TRICK + seat] == trick:
        n += 1
    n = min(max(0, n + extra), most)
    return min(n, s[MARKERS_FREE + seat * SYMBOLS + s[TRICK_SYMBOL + trick]])


@lean_kernel
def prepare_markers_nb(s, tr, seat, trick, cause):
    """Put a Prepare's markers on the seat's Trick card; returns how many."""
    n = prepare_count_nb(s, seat, trick)
    put_markers_nb(s, tr, seat, trick, n, cause)
    if cause == MARKER_CAUSE_PREPARE:
        s[MARKS + seat * N_MARKS + MARK_PREPARES] += 1
    return n


@lean_kernel
def put_markers_nb(s, tr, seat, trick, n, cause):
    """``n`` markers from the seat's supply onto its Trick card (no record when ``n`` is 0)."""
    if n <= 0:
        return
    symbol = s[TRICK_SYMBOL + trick]
    s[MARKERS_FREE + seat * SYMBOLS + symbol] -= n
    s[TRICK_ON_CARD + trick] += n
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, n, MPLACE_SUPPLY, MPLACE_TRICK, cause)


@lean_kernel
def add_character_nb(s, tr, seat, ch, ctype, state, free, number, cause, trace_state):
    """A new character of ``ctype`` in slot ``ch`` (the trace's ``character`` event)."""
    at = seat * MAX_CHARS + ch
    s[CHAR_TYPE + at] = ctype
    s[CHAR_STATE + at] = state
    s[CHAR_CARD + at] = -1
    s[CHAR_LOC + at] = -1
    s[CHAR_SLOT + at] = -1
    s[CHAR_FREE + at] = free
    s[CHAR_NUMBER + at] = number
    s[APPRENTICE_NUMBERS + seat] = max(s[APPRENTICE_NUMBERS + seat], number)
    record_nb(s, tr, EV_CHARACTER, seat, ch, ctype, cause, trace_state, number, 0)


@lean_kernel
def set_die_nb(s, tr, die, face, cause):
    s[DICE + die] = face
    record_nb(s, tr, EV_DIE, die, face, cause, 0, 0, 0, 0)


@lean_kernel
def roll_die_nb(s, rng, tr, die, cause):
    """A chance draw of one of the die's 6 faces (RULES §7.11)."""
    face = s[DIE_FACE_VALUES + die * DIE_FACES + randint_nb(rng, CHANCE, DIE_FACES)]
    set_die_nb(s, tr, die, face, cause)


@lean_kernel
def discard_trick_nb(s, tr, seat, trick):
    """G18: the Trick goes back to its deck with its markers (its card's and the Theater's) and
    frees its Symbol marker."""
    symbol = s[TRICK_SYMBOL + trick]
    on_card = s[TRICK_ON_CARD + trick]
    if on_card > 0:
        s[MARKERS_FREE + seat * SYMBOLS + symbol] += on_card
        s[TRICK_ON_CARD + trick] = 0
        record_nb(s, tr, EV_MARKER, seat, trick, symbol, on_card, MPLACE_TRICK, MPLACE_SUPPLY, MARKER_CAUSE_DISCARD)
    symbol_markers_home_nb(s, tr, seat, symbol, MARKER_CAUSE_DISCARD)  # the Theater's (Guest slots, piles too)
    came_from = leave_workshop_nb(s, seat, trick)
    record_nb(s, tr, EV_TRICK, seat, trick, came_from, TPLACE_DECK, symbol, TRICK_CAUSE_DISCARD, 0)
    place = s[TRICK_ACADEMY + trick]
    if place >= 0:  # its Academy marker comes back with it (the Academy)
        s[SPACE_TRICK + place] = -1
        s[TRICK_ACADEMY + trick] = -1
        record_nb(s, tr, EV_ACADEMY_MARKER, seat, trick, place, -1, AMARKER_CAUSE_DISCARD, 0, 0)
