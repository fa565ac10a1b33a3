"""The Performance track and deck: the setup of both (G2, the P-1 cards of the start venue, the
Duel side's grey markers), a card entering, the oldest card leaving with its markers (G70), and
the track step at End Turn (none on the last turn, G14).

``TRACK_CARD`` lists the track's cards oldest first; each position's six grid slots hold a
marker's owner (``TRACK_OWNER``: -1 empty, ``GREY``, or a seat), its symbol and orientation.
``PDECK`` is the deck top first, ``PDECK_TOP`` the next card to enter (hidden, RULES §4.3).
The Dark Alley adds, per position, a Guest slot (``TRACK_GUEST``, A06: a marker outside the
card's links, grid slot GUEST_SLOT in records) and, per slot, Electra's piles (``TRACK_PILE``: 2
markers of one Trick on one slot, G82); they move with their card and go home with it.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.engine.random_streams import CHANCE, randint_nb
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (DECIDE_SWAP_CARDS, DUEL, GREY, GRID, MARKERS_FREE, MAX_GREY, MAX_PDECK,
                                            MAX_PERFORMANCE_CARDS, MAX_TRACK, N_PCARDS, N_PDECK, N_PLAYERS, OPTIONS,
                                            PC_GREY_SLOT, PC_GREY_UP, PC_VENUE, PDECK, PDECK_TOP, PDECK_VENUES,
                                            START_CARDS, START_VENUE, SYMBOLS, SYMBOL_TRICK, TRACK_CARD, TRACK_GUEST,
                                            TRACK_LEN, TRACK_OWNER, TRACK_PILE, TRACK_SYMBOL, TRACK_UP, TRICK_ON_CARD,
                                            TURN, TURNS)
from simkit.games.trickerion.records import (EV_MARKER, EV_MARKER_CONTEXT, MARKER_CAUSE_CARD_LEFT,
                                             MARKER_CAUSE_PERFORMED, MPLACE_CARD, MPLACE_SUPPLY, MPLACE_TRICK)
from simkit.games.trickerion.theater_effects import OP_SWAP_CARDS, P_SWAP_CARDS_COINS, effect_gain_nb, set_up_op_nb
from simkit.games.trickerion.theater_options import GUEST_SLOT, SWAP_NONE, swap_option
from simkit.games.trickerion.theater_records import (EV_PDECK_CARD, EV_SWAP_CARDS, EV_THEATER_SETUP, EV_TRACK,
                                                     EV_TRACK_CARDS)


@leaf
def clear_slot(s, pos, slot):
    s[TRACK_OWNER + pos * GRID + slot] = -1
    s[TRACK_SYMBOL + pos * GRID + slot] = -1
    s[TRACK_UP + pos * GRID + slot] = -1
    s[TRACK_PILE + pos * GRID + slot] = 0


@leaf
def marker_owner(s, pos, slot):
    """The seat of the marker on grid slot ``slot`` (or the Guest slot, GUEST_SLOT) of the card at
    ``pos``: -1 empty, GREY, or a seat."""
    if slot == GUEST_SLOT:
        guest = s[TRACK_GUEST + pos]
        return (guest - 1) // SYMBOLS if guest > 0 else -1
    return s[TRACK_OWNER + pos * GRID + slot]


@leaf
def marker_symbol(s, pos, slot):
    if slot == GUEST_SLOT:
        return (s[TRACK_GUEST + pos] - 1) % SYMBOLS
    return s[TRACK_SYMBOL + pos * GRID + slot]


@leaf
def marker_count(s, pos, slot):
    """Markers on the slot: 2 for Electra's pile, else 1 (a seat's marker there)."""
    if slot == GUEST_SLOT:
        return 1
    return 1 + s[TRACK_PILE + pos * GRID + slot]


@leaf
def marker_off_nb(s, pos, slot):
    """The slot (or the Guest slot) is emptied."""
    if slot == GUEST_SLOT:
        s[TRACK_GUEST + pos] = 0
    else:
        clear_slot(s, pos, slot)


@leaf
def marker_home_nb(s, tr, pos, slot, cause):
    """A seat's marker (Electra's pile: both) on the card at ``pos`` goes back to its owner's
    supply (G70); ``slot`` GUEST_SLOT: its Guest slot."""
    owner = marker_owner(s, pos, slot)
    symbol = marker_symbol(s, pos, slot)
    count = marker_count(s, pos, slot)
    s[MARKERS_FREE + owner * SYMBOLS + symbol] += count
    marker_off_nb(s, pos, slot)
    record_nb(s, tr, EV_MARKER, owner, s[SYMBOL_TRICK + owner * SYMBOLS + symbol], symbol, count, MPLACE_CARD,
              MPLACE_SUPPLY, cause)
    record_nb(s, tr, EV_MARKER_CONTEXT, s[TRACK_CARD + pos], slot, 0, 0, 0, 0, 0)


@leaf
def marker_to_trick_nb(s, tr, pos, slot):
    """A11 Durable Components: one performed marker on ``slot`` of the card at ``pos`` goes back
    onto its Trick card instead of the supply (of a pile, one: the other stays to go home)."""
    owner = marker_owner(s, pos, slot)
    symbol = marker_symbol(s, pos, slot)
    trick = s[SYMBOL_TRICK + owner * SYMBOLS + symbol]
    s[TRICK_ON_CARD + trick] += 1
    if slot != GUEST_SLOT and s[TRACK_PILE + pos * GRID + slot] == 1:
        s[TRACK_PILE + pos * GRID + slot] = 0
    else:
        marker_off_nb(s, pos, slot)
    record_nb(s, tr, EV_MARKER, owner, trick, symbol, 1, MPLACE_CARD, MPLACE_TRICK, MARKER_CAUSE_PERFORMED)
    record_nb(s, tr, EV_MARKER_CONTEXT, s[TRACK_CARD + pos], slot, 0, 0, 0, 0, 0)


@leaf
def seats_markers_home_nb(s, tr, pos, cause):
    """Every seat's marker on the card at ``pos`` goes home, seats in seat order, slots A-F then
    the Guest slot; grey markers stay (they are printed on the card). Returns how many slots were
    emptied."""
    n = 0
    for seat in range(s[N_PLAYERS]):
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) == seat:
                marker_home_nb(s, tr, pos, slot, cause)
                n += 1
    return n


@leaf
def symbol_markers_home_nb(s, tr, seat, symbol, cause):
    """Every marker of the seat's ``symbol`` on the track goes home (a discarded Trick, G18),
    positions oldest first, slots A-F then the Guest slot."""
    for pos in range(min(s[TRACK_LEN], MAX_TRACK)):
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) == seat and marker_symbol(s, pos, slot) == symbol:
                marker_home_nb(s, tr, pos, slot, cause)


@leaf
def markers_on_track_nb(s, seat, symbol):
    """The seat's markers of ``symbol`` on the track (piles count 2, Guest slots 1)."""
    n = 0
    for pos in range(min(s[TRACK_LEN], MAX_TRACK)):
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) == seat and marker_symbol(s, pos, slot) == symbol:
                n += marker_count(s, pos, slot)
    return n


@leaf
def swap_positions_nb(s, a, b):
    """The cards at track positions ``a`` and ``b`` swap places with everything on them (A10)."""
    card = s[TRACK_CARD + a]
    s[TRACK_CARD + a] = s[TRACK_CARD + b]
    s[TRACK_CARD + b] = card
    guest = s[TRACK_GUEST + a]
    s[TRACK_GUEST + a] = s[TRACK_GUEST + b]
    s[TRACK_GUEST + b] = guest
    for slot in range(GRID):
        for field in (TRACK_OWNER, TRACK_SYMBOL, TRACK_UP, TRACK_PILE):
            x = s[field + a * GRID + slot]
            s[field + a * GRID + slot] = s[field + b * GRID + slot]
            s[field + b * GRID + slot] = x


@leaf
def enter_card_nb(s, card):
    """``card`` enters the track as its newest card; on its Duel side with its grey markers."""
    pos = s[TRACK_LEN]
    s[TRACK_CARD + pos] = card
    s[TRACK_GUEST + pos] = 0
    for slot in range(GRID):
        clear_slot(s, pos, slot)
    if s[DUEL] == 1:
        for g in range(MAX_GREY):
            slot = s[PC_GREY_SLOT + card * MAX_GREY + g]
            if slot >= 0:
                s[TRACK_OWNER + pos * GRID + slot] = GREY
                s[TRACK_UP + pos * GRID + slot] = s[PC_GREY_UP + card * MAX_GREY + g]
    s[TRACK_LEN] = pos + 1


@lean_kernel
def oldest_card_leaves_nb(s, tr):
    """The oldest card leaves the track, its seats' markers going home first (G70, cause
    "card_left"); the other cards move up one position. Returns the card."""
    card = s[TRACK_CARD]
    seats_markers_home_nb(s, tr, 0, MARKER_CAUSE_CARD_LEFT)
    n = s[TRACK_LEN]
    for pos in range(1, n):
        s[TRACK_CARD + pos - 1] = s[TRACK_CARD + pos]
        s[TRACK_GUEST + pos - 1] = s[TRACK_GUEST + pos]
        for slot in range(GRID):
            s[TRACK_OWNER + (pos - 1) * GRID + slot] = s[TRACK_OWNER + pos * GRID + slot]
            s[TRACK_SYMBOL + (pos - 1) * GRID + slot] = s[TRACK_SYMBOL + pos * GRID + slot]
            s[TRACK_UP + (pos - 1) * GRID + slot] = s[TRACK_UP + pos * GRID + slot]
            s[TRACK_PILE + (pos - 1) * GRID + slot] = s[TRACK_PILE + pos * GRID + slot]
    s[TRACK_CARD + n - 1] = -1
    s[TRACK_GUEST + n - 1] = 0
    for slot in range(GRID):
        clear_slot(s, n - 1, slot)
    s[TRACK_LEN] = n - 1
    return card


@leaf
def record_track_cards_nb(s, tr):
    t = TRACK_CARD
    record_nb(s, tr, EV_TRACK_CARDS, s[t], s[t + 1], s[t + 2], s[t + 3], s[t + 4], 0, 0)


@lean_kernel
def track_step_nb(s, rng, tr):
    """End Turn's step of the track (RULES §1.12 step 5): a full track (players + 1 cards) loses
    its oldest card with its markers; the deck's top card enters; nothing on the last turn (G14).
    Returns the card that entered, -1 for none."""
    if s[TURN] >= s[TURNS]:
        return -1
    left = -1
    if s[TRACK_LEN] >= s[N_PLAYERS] + 1 or s[TRACK_LEN] >= MAX_TRACK:
        left = oldest_card_leaves_nb(s, tr)
    entered = -1
    if s[PDECK_TOP] < s[N_PDECK]:
        entered = s[PDECK + s[PDECK_TOP]]
        s[PDECK_TOP] += 1
        enter_card_nb(s, entered)
    record_nb(s, tr, EV_TRACK, left, entered, s[TRACK_LEN], 0, 0, 0, 0)
    record_track_cards_nb(s, tr)
    return entered


@leaf
def draw_card_nb(s, rng, used, venue):
    """A random card of ``venue`` not drawn yet (the chance stream), marked used; -1 if none."""
    count = 0
    for card in range(s[N_PCARDS]):
        if s[PC_VENUE + card] == venue and used[card] == 0:
            count += 1
    if count == 0:
        return -1
    k = randint_nb(rng, CHANCE, count)
    for card in range(s[N_PCARDS]):
        if s[PC_VENUE + card] == venue and used[card] == 0:
            if k == 0:
                used[card] = 1
                return card
            k -= 1
    return -1


@lean_kernel
def setup_track_nb(s, rng, tr):
    """Setup's Performance cards (RULES §1.4 step 3): the deck, top first, one random card of each
    position's venue (G2); then ``START_CARDS`` random cards of the start venue from the rest onto
    the track (2 players: the Duel side with its grey markers)."""
    s[TRACK_LEN] = 0
    for pos in range(MAX_TRACK):
        s[TRACK_CARD + pos] = -1
        s[TRACK_GUEST + pos] = 0
        for slot in range(GRID):
            clear_slot(s, pos, slot)
    for i in range(MAX_PDECK):
        s[PDECK + i] = -1
    used = stack_zeros(MAX_PERFORMANCE_CARDS, np.int32)
    for i in range(s[N_PDECK]):
        s[PDECK + i] = draw_card_nb(s, rng, used, s[PDECK_VENUES + i])
    s[PDECK_TOP] = 0
    for _ in range(s[START_CARDS]):
        card = draw_card_nb(s, rng, used, s[START_VENUE])
        if card >= 0:
            enter_card_nb(s, card)
    record_nb(s, tr, EV_THEATER_SETUP, s[N_PDECK], s[TRACK_LEN], s[DUEL], 0, 0, 0, 0)
    for i in range(s[N_PDECK]):
        record_nb(s, tr, EV_PDECK_CARD, i, s[PDECK + i], 0, 0, 0, 0, 0)
    record_track_cards_nb(s, tr)


@lean_kernel
def swap_cards_nb(s, rng, tr, w, seat):
    """A10 Buying Time (``swap_cards``), after the Set Up: the seat may swap two cards of the track
    (DECIDE_SWAP_CARDS), with everything on them, and then gains the Coins."""
    at = set_up_op_nb(s, OP_SWAP_CARDS)
    if at < 0 or s[TRACK_LEN] < 2:
        return
    s[OPTIONS] = SWAP_NONE
    k = 1
    for a in range(s[TRACK_LEN]):
        for b in range(a + 1, s[TRACK_LEN]):
            s[OPTIONS + k] = swap_option(a, b)
            k += 1
    choice = ask_nb(s, rng, w, seat, DECIDE_SWAP_CARDS, k)
    if choice == SWAP_NONE:
        return
    a = (choice - 1) // MAX_TRACK
    b = (choice - 1) % MAX_TRACK
    record_nb(s, tr, EV_SWAP_CARDS, seat, s[TRACK_CARD + a], s[TRACK_CARD + b], 0, 0, 0, 0)
    swap_positions_nb(s, a, b)
    record_track_cards_nb(s, tr)
    effect_gain_nb(s, tr, seat, at, 0, s[at + P_SWAP_CARDS_COINS], 0)
