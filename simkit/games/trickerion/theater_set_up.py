"""The Theater's two actions: Set Up (a marker from a Trick card onto a Performance card, its
Links paid at once, G60-G64) and Reschedule (a marker on the track to another slot, no payment,
G65). Each costs 1 AP, which the placement loop spends; these kernels do the rest.

The legal options (encodings: theater_options.py) are a marker and a *place*: a free slot of a
card on the track and the direction of the slot's link circle that the marker's own Trick
category faces (so a slot with 1-3 circles gives 1-3 orientations). A seat has at most one
marker of a symbol on each card (G61).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (CAPPED, COINS, DECIDE_LINK_PAYMENT, DECIDE_RESCHEDULE, DECIDE_SET_UP,
                                            DIRECTIONS, FAME, GRID, LINK_PAYMENT, MARK_LINK_COINS, MARK_LINK_FAME,
                                            MARK_LINKS_CREATED, MARK_SETS_UP, MARKS, MAX_LINKS, MAX_OPTIONS, N_MARKS,
                                            OPTIONS, PC_LINK_A, PC_LINK_B, PC_LINK_SHARD, PC_N_LINKS, PC_SLOTS,
                                            SHARD_CIRCLE_SHARDS, SYMBOL_TRICK, SYMBOLS, TRACK_CARD, TRACK_LEN,
                                            TRACK_OWNER, TRACK_SYMBOL, TRACK_UP, TRICK_CATEGORY, TRICK_LEVEL,
                                            TRICK_ON_CARD)
from simkit.games.trickerion.records import (EV_MARKER, EV_MARKER_CONTEXT, GAIN_LINK_PAYMENT, GAIN_LINK_SHARD,
                                             MARKER_CAUSE_RESCHEDULE, MARKER_CAUSE_SET_UP, MPLACE_CARD, MPLACE_TRICK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_geometry import circle_at, neighbour, shows, up_facing
from simkit.games.trickerion.theater_options import (PAY_COINS, PAY_FAME, option_place, place_direction,
                                                     place_position, place_slot, reschedule_from_position,
                                                     reschedule_from_slot, reschedule_option, set_up_option,
                                                     set_up_symbol)
from simkit.games.trickerion.theater_records import EV_LINK, EV_RESCHEDULE, EV_RESCHEDULE_CONTEXT, EV_SET_UP


@leaf
def symbol_on_card(s, pos, seat, symbol, except_slot):
    """1 if the seat has a marker of ``symbol`` on the card at ``pos`` (G61), not counting
    ``except_slot`` (the marker being moved; -1 none)."""
    for slot in range(GRID):
        if slot != except_slot and s[TRACK_OWNER + pos * GRID + slot] == seat \
                and s[TRACK_SYMBOL + pos * GRID + slot] == symbol:
            return 1
    return 0


@leaf
def free_slot(s, pos, slot):
    return s[PC_SLOTS + s[TRACK_CARD + pos] * GRID + slot] == 1 and s[TRACK_OWNER + pos * GRID + slot] == -1


@leaf
def placed_link(s, pos, slot, up, d):
    """The circle at side ``d`` of ``slot`` if a marker turned ``up`` there makes it a Link with
    the marker across it (a seat's or grey, G64), else -1."""
    card = s[TRACK_CARD + pos]
    link = circle_at(s, card, slot, d)
    if link < 0:
        return -1
    other = neighbour(slot, d)
    if s[TRACK_OWNER + pos * GRID + other] == -1:
        return -1
    if shows(s, up, d) != shows(s, s[TRACK_UP + pos * GRID + other], (d + 2) % DIRECTIONS):
        return -1
    return link


@lean_kernel
def set_up_scan_nb(s, seat, write):
    """The seat's legal Set Ups, in order symbol, track position, slot, direction. ``write`` 1:
    written into ``s[OPTIONS:]``, returns how many; 0: returns 1 at the first (nothing written)."""
    n = 0
    for symbol in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        if trick < 0 or s[TRICK_ON_CARD + trick] <= 0:
            continue
        for pos in range(s[TRACK_LEN]):
            if symbol_on_card(s, pos, seat, symbol, -1):
                continue
            card = s[TRACK_CARD + pos]
            for slot in range(GRID):
                if not free_slot(s, pos, slot):
                    continue
                for d in range(DIRECTIONS):
                    if circle_at(s, card, slot, d) < 0:
                        continue
                    if write == 0:
                        return 1
                    if n < MAX_OPTIONS:
                        s[OPTIONS + n] = set_up_option(symbol, pos, slot, d)
                        n += 1
                    else:
                        s[CAPPED] = 1  # never in part 1 (T37): at most 4 x 34 options
    return n


@leaf
def can_set_up_nb(s, seat):
    """1 if the seat has a legal Set Up (a marker on one of its Trick cards and a free slot it may
    take, G61); leaves ``s[OPTIONS:]`` alone (the action list may be being written there)."""
    return set_up_scan_nb(s, seat, 0)


@leaf
def set_up_options_nb(s, seat):
    return set_up_scan_nb(s, seat, 1)


@lean_kernel
def enumerate_set_ups_nb(s, seat, out):
    """Every legal Set Up with its immediate payoff (RULES §7.4), for strategies: writes the
    options into ``s[OPTIONS:]`` in the decision's order and ``out[i] = (option, Links created,
    Fame-or-Coins they pay, Shards to the seat)``; returns how many."""
    n = set_up_options_nb(s, seat)
    for i in range(n):
        option = s[OPTIONS + i]
        symbol = set_up_symbol(option)
        place = option_place(option)
        pos = place_position(place)
        slot = place_slot(place)
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        up = up_facing(s, s[TRICK_CATEGORY + trick], place_direction(place))
        links = 0
        shard = 0
        card = s[TRACK_CARD + pos]
        for d in range(DIRECTIONS):
            link = placed_link(s, pos, slot, up, d)
            if link >= 0:
                links += 1
                if s[PC_LINK_SHARD + card * MAX_LINKS + link] == 1:
                    shard = s[SHARD_CIRCLE_SHARDS]
        out[i, 0] = option
        out[i, 1] = links
        out[i, 2] = links * s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
        out[i, 3] = shard
    return n


@lean_kernel
def place_marker_nb(s, tr, seat, option):
    """Set Up's move, for a legal ``option``: the marker goes from its Trick card onto the card,
    turned to face the chosen circle. Returns the Links it created as a bit mask over the card's
    link indices (each a circle of its slot whose two sides now match, grey markers included)."""
    symbol = set_up_symbol(option)
    place = option_place(option)
    pos = place_position(place)
    slot = place_slot(place)
    d = place_direction(place)
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    card = s[TRACK_CARD + pos]
    up = up_facing(s, s[TRICK_CATEGORY + trick], d)
    s[TRICK_ON_CARD + trick] -= 1
    at = pos * GRID + slot
    s[TRACK_OWNER + at] = seat
    s[TRACK_SYMBOL + at] = symbol
    s[TRACK_UP + at] = up
    s[MARKS + seat * N_MARKS + MARK_SETS_UP] += 1
    record_nb(s, tr, EV_SET_UP, seat, trick, symbol, card, slot, up, neighbour(slot, d))
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, 1, MPLACE_TRICK, MPLACE_CARD, MARKER_CAUSE_SET_UP)
    record_nb(s, tr, EV_MARKER_CONTEXT, card, slot, 0, 0, 0, 0, 0)
    mask = 0
    for dd in range(DIRECTIONS):
        link = placed_link(s, pos, slot, up, dd)
        if link >= 0:
            mask |= 1 << link
    return mask


@lean_kernel
def pay_links_nb(s, tr, seat, pos, trick, links, coins):
    """Pay the Links of a Set Up (bit masks over the card's link indices: ``links`` created,
    ``coins`` those paid in Coins, the rest in Fame): per Link the placed Trick's
    ``LINK_PAYMENT`` to the placer (G62); on the Shard circle ``SHARD_CIRCLE_SHARDS`` to each seat
    with a marker in it, once per seat, none to a grey marker (G63, G64). The EV_LINK records of
    all Links come first (the trace's `links`), then the gains, Link by Link."""
    card = s[TRACK_CARD + pos]
    amount = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    n = s[PC_N_LINKS + card]
    for link in range(n):
        if (links >> link) & 1 == 0:
            continue
        a = s[TRACK_OWNER + pos * GRID + s[PC_LINK_A + card * MAX_LINKS + link]]
        b = s[TRACK_OWNER + pos * GRID + s[PC_LINK_B + card * MAX_LINKS + link]]
        other = b if a == seat else a  # the placer's new marker is one of the two
        record_nb(s, tr, EV_LINK, seat, card, link, other, s[PC_LINK_SHARD + card * MAX_LINKS + link],
                  (coins >> link) & 1, amount)
    for link in range(n):
        if (links >> link) & 1 == 0:
            continue
        s[MARKS + seat * N_MARKS + MARK_LINKS_CREATED] += 1
        if (coins >> link) & 1 == PAY_COINS:
            before = s[COINS + seat]
            gain_nb(s, tr, seat, 0, amount, 0, GAIN_LINK_PAYMENT, card, link, trick)
            s[MARKS + seat * N_MARKS + MARK_LINK_COINS] += s[COINS + seat] - before
        else:
            before = s[FAME + seat]
            gain_nb(s, tr, seat, amount, 0, 0, GAIN_LINK_PAYMENT, card, link, trick)
            s[MARKS + seat * N_MARKS + MARK_LINK_FAME] += s[FAME + seat] - before
        if s[PC_LINK_SHARD + card * MAX_LINKS + link] == 1:
            a = s[TRACK_OWNER + pos * GRID + s[PC_LINK_A + card * MAX_LINKS + link]]
            b = s[TRACK_OWNER + pos * GRID + s[PC_LINK_B + card * MAX_LINKS + link]]
            if a >= 0:
                gain_nb(s, tr, a, 0, 0, s[SHARD_CIRCLE_SHARDS], GAIN_LINK_SHARD, card, link, -1)
            if b >= 0 and b != a:
                gain_nb(s, tr, b, 0, 0, s[SHARD_CIRCLE_SHARDS], GAIN_LINK_SHARD, card, link, -1)


@lean_kernel
def set_up_nb(s, rng, tr, w, seat):
    """ACT_SET_UP: the seat picks a marker and a place (DECIDE_SET_UP), the marker moves
    (place_marker_nb), then the seat picks Fame or Coins for each Link it created, in the card's
    link order (DECIDE_LINK_PAYMENT, G62; not asked when the payment is 0), and they are paid
    (pay_links_nb). Returns the Links created (-1: no legal Set Up, nothing done)."""
    n = set_up_options_nb(s, seat)
    if n == 0:
        return -1
    option = ask_nb(s, rng, w, seat, DECIDE_SET_UP, n)
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + set_up_symbol(option)]
    pos = place_position(option_place(option))
    links = place_marker_nb(s, tr, seat, option)
    amount = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    coins = 0
    created = 0
    for link in range(MAX_LINKS):
        if (links >> link) & 1 == 0:
            continue
        created += 1
        if amount > 0:
            s[OPTIONS] = PAY_FAME
            s[OPTIONS + 1] = PAY_COINS
            if ask_nb(s, rng, w, seat, DECIDE_LINK_PAYMENT, 2) == PAY_COINS:
                coins |= 1 << link
    pay_links_nb(s, tr, seat, pos, trick, links, coins)
    return created


@lean_kernel
def reschedule_scan_nb(s, seat, write):
    """The seat's legal Reschedules: each of its markers on the track (positions, then slots) to
    each other free slot it may take (G61 on the new card, the marker itself not counted) and
    orientation. ``write`` as in set_up_scan_nb."""
    n = 0
    for fpos in range(s[TRACK_LEN]):
        for fslot in range(GRID):
            if s[TRACK_OWNER + fpos * GRID + fslot] != seat:
                continue
            symbol = s[TRACK_SYMBOL + fpos * GRID + fslot]
            for pos in range(s[TRACK_LEN]):
                if symbol_on_card(s, pos, seat, symbol, fslot if pos == fpos else -1):
                    continue
                card = s[TRACK_CARD + pos]
                for slot in range(GRID):
                    if not free_slot(s, pos, slot):
                        continue
                    for d in range(DIRECTIONS):
                        if circle_at(s, card, slot, d) < 0:
                            continue
                        if write == 0:
                            return 1
                        if n < MAX_OPTIONS:
                            s[OPTIONS + n] = reschedule_option(fpos, fslot, pos, slot, d)
                            n += 1
                        else:
                            s[CAPPED] = 1  # never in part 1 (T37): at most 288 options
    return n


@leaf
def can_reschedule_nb(s, seat):
    """1 if the seat has a marker on the track and another free slot it may take; leaves
    ``s[OPTIONS:]`` alone."""
    return reschedule_scan_nb(s, seat, 0)


@lean_kernel
def move_marker_nb(s, tr, seat, option):
    """Reschedule's move, for a legal ``option``: the marker goes to its new slot, turned to face
    the chosen circle; nothing is paid (G65)."""
    fpos = reschedule_from_position(option)
    fslot = reschedule_from_slot(option)
    place = option_place(option)
    pos = place_position(place)
    slot = place_slot(place)
    d = place_direction(place)
    symbol = s[TRACK_SYMBOL + fpos * GRID + fslot]
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    up = up_facing(s, s[TRICK_CATEGORY + trick], d)
    s[TRACK_OWNER + fpos * GRID + fslot] = -1
    s[TRACK_SYMBOL + fpos * GRID + fslot] = -1
    s[TRACK_UP + fpos * GRID + fslot] = -1
    s[TRACK_OWNER + pos * GRID + slot] = seat
    s[TRACK_SYMBOL + pos * GRID + slot] = symbol
    s[TRACK_UP + pos * GRID + slot] = up
    fcard = s[TRACK_CARD + fpos]
    card = s[TRACK_CARD + pos]
    record_nb(s, tr, EV_RESCHEDULE, seat, trick, symbol, fcard, fslot, card, slot)
    record_nb(s, tr, EV_RESCHEDULE_CONTEXT, seat, up, neighbour(slot, d), 0, 0, 0, 0)
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, 1, MPLACE_CARD, MPLACE_CARD, MARKER_CAUSE_RESCHEDULE)
    record_nb(s, tr, EV_MARKER_CONTEXT, fcard, fslot, card, slot, 0, 0, 0)


@leaf
def reschedule_options_nb(s, seat):
    return reschedule_scan_nb(s, seat, 1)


@lean_kernel
def reschedule_nb(s, rng, tr, w, seat):
    """ACT_RESCHEDULE: the seat moves one of its markers on the track to another free slot
    meeting the Set Up rules (DECIDE_RESCHEDULE), turned to face one of its circles; no Link is
    paid (G65). Returns 1, or -1 with no legal Reschedule (nothing done)."""
    n = reschedule_options_nb(s, seat)
    if n == 0:
        return -1
    move_marker_nb(s, tr, seat, ask_nb(s, rng, w, seat, DECIDE_RESCHEDULE, n))
    return 1
