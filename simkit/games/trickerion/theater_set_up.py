"""The Theater's two actions: Set Up (a marker from a Trick card onto a Performance card, its
Links paid at once, G60-G64) and Reschedule (a marker on the track to another slot, no payment,
G65). Each costs 1 AP, which the placement loop spends; these kernels do the rest.

The legal options (encodings: theater_options.py) are a marker and a *place*: a free slot of a
card on the track and the direction of the slot's link circle that the marker's own Trick
category faces (so a slot with 1-3 circles gives 1-3 orientations). A seat has at most one
marker of a symbol on each card (G61).

The Dark Alley's effects on them (theater_effects.py: the Prophecy's or the placement's card, for
the first Set Up or Reschedule, G28): A06 a full card's Guest slot, A07 every adjacent marker
paid, A08 Links paid twice, A09 a second marker of a Trick on a card, A10 two cards swapped, set
up Fame by category (P10, P13, P17, P23); A14 a marker taken off to yield now, A15 another
seat's marker moved. Electra's Supercharge piles a second marker onto the slot (G82); Master of
Chains' Break Free is a free Reschedule before the Performance phase that pays its Links (G90).
"""

from simkit.games.trickerion.academy_abilities_nb import luminous_bonds_nb
from simkit.games.trickerion.academy_rooms_nb import FREE_ROTATE, practice_ability_nb, practice_most_nb
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import card_op_nb, prophecy_op_nb
from simkit.games.trickerion.layout import (CAPPED, CHAR_LOC, CHAR_SLOT, COINS, DECIDE_ABILITY, DECIDE_GUEST_SLOT,
                                            DECIDE_LINK_PAYMENT, DECIDE_RESCHEDULE, DECIDE_SET_UP, DIRECTIONS, FAME,
                                            GRID, LINK_PAYMENT, LOC_THEATER, MAGICIAN, MARK_LINK_COINS, MARK_LINK_FAME,
                                            MARK_LINKS_CREATED, MARK_SETS_UP, MARKS, MAX_CHARS, MAX_LINKS, MAX_OPTIONS,
                                            N_MARKS, OPTIONS, PC_LINK_A, PC_LINK_B, PC_LINK_SHARD, PC_N_LINKS, PC_SLOTS,
                                            PLACING, SHARD_CIRCLE_SHARDS, SYMBOL_TRICK, SYMBOLS, THEATER_SLOTS,
                                            TRACK_CARD, TRACK_GUEST, TRACK_LEN, TRACK_OWNER, TRACK_PILE, TRACK_SYMBOL,
                                            TRACK_UP, TRICK_CATEGORY, TRICK_LEVEL, TRICK_ON_CARD)
from simkit.games.trickerion.records import (EV_MARKER, EV_MARKER_CONTEXT, GAIN_LINK_PAYMENT, GAIN_LINK_SHARD,
                                             MARKER_CAUSE_RESCHEDULE, MARKER_CAUSE_SET_UP, MPLACE_CARD, MPLACE_TRICK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_effects import (ACTION_SET_UP, BREAK_FREE, OP_DIRECTORS_FAVOR, OP_GUEST_SLOT,
                                                     OP_LINK_PAYMENT_TIMES, OP_PAY_EVERY_ADJACENT, OP_SAME_TRICK_TWICE,
                                                     OP_SET_UP_FAME, OP_STREET_PERFORMANCE, P_LINK_PAYMENT_TIMES,
                                                     P_SET_UP_FAME_CATEGORY, P_SET_UP_FAME_FAME, SUPERCHARGE,
                                                     ability_gain_nb, effect_gain_nb, has_ability_nb, marker_yield_nb,
                                                     owner_weekday, reschedule_op_nb, set_up_op_nb)
from simkit.games.trickerion.theater_geometry import circle_at, is_link, neighbour, shows, up_facing
from simkit.games.trickerion.theater_options import (ABILITY_NO, ABILITY_YES, GUEST_NONE, GUEST_SLOT, PAY_COINS,
                                                     PAY_FAME, STREET, guest_option, guest_position, guest_symbol,
                                                     option_place, place_direction, place_position, place_slot,
                                                     reschedule_from_position, reschedule_from_slot, reschedule_option,
                                                     set_up_option, set_up_symbol)
from simkit.games.trickerion.theater_records import (EV_ADJACENT_PAYMENT, EV_GUEST_SET_UP, EV_LINK, EV_RESCHEDULE,
                                                     EV_RESCHEDULE_CONTEXT, EV_SET_UP, EV_STREET_PERFORMANCE,
                                                     EV_THEATER_ABILITY)
from simkit.games.trickerion.theater_track import (clear_slot, marker_home_nb, marker_owner, marker_symbol,
                                                   swap_cards_nb)


@leaf
def symbol_count(s, pos, seat, symbol, except_slot):
    """The seat's markers of ``symbol`` on the card at ``pos`` (G61; its Guest slot too, a pile
    once), not counting ``except_slot`` (the marker being moved; -1 none)."""
    n = 0
    for slot in range(GRID + 1):
        if slot != except_slot and marker_owner(s, pos, slot) == seat and marker_symbol(s, pos, slot) == symbol:
            n += 1
    return n


@leaf
def symbol_on_card(s, pos, seat, symbol, except_slot):
    """1 if the seat has a marker of ``symbol`` on the card at ``pos`` (G61), not counting
    ``except_slot``."""
    return 1 if symbol_count(s, pos, seat, symbol, except_slot) > 0 else 0


@leaf
def same_trick_most(s):
    """Markers of one Trick of a seat a card may hold after the Set Up in progress: 1 (G61), 2
    with A09 New Twist (``same_trick_twice``) in force."""
    return 2 if set_up_op_nb(s, OP_SAME_TRICK_TWICE) >= 0 else 1


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
    most = same_trick_most(s)
    for symbol in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        if trick < 0 or s[TRICK_ON_CARD + trick] <= 0:
            continue
        trick_most = practice_most_nb(s, trick, most)
        rotate = practice_ability_nb(s, trick, FREE_ROTATE) > 0  # a Practice Room's Free Rotate (the Academy)
        for pos in range(s[TRACK_LEN]):
            if symbol_count(s, pos, seat, symbol, -1) >= trick_most:
                continue
            card = s[TRACK_CARD + pos]
            for slot in range(GRID):
                if not free_slot(s, pos, slot):
                    continue
                for d in range(DIRECTIONS):
                    if circle_at(s, card, slot, d) < 0 and not rotate:
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
def card_full(s, pos):
    card = s[TRACK_CARD + pos]
    for slot in range(GRID):
        if s[PC_SLOTS + card * GRID + slot] == 1 and s[TRACK_OWNER + pos * GRID + slot] == -1:
            return False
    return True


@lean_kernel
def guest_scan_nb(s, seat, write, k):
    """With A06 Guest Performer (``guest_slot``) in force, the seat's Set Ups into the Guest slot
    of a full card: a marker on one of its Trick cards, the card's Guest slot free, G61 as for any
    Set Up. ``write`` 1: written from ``s[OPTIONS + k]`` on (DECIDE_GUEST_SLOT); returns how many."""
    if set_up_op_nb(s, OP_GUEST_SLOT) < 0:
        return 0
    most = same_trick_most(s)
    n = 0
    for symbol in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
        if trick < 0 or s[TRICK_ON_CARD + trick] <= 0:
            continue
        for pos in range(s[TRACK_LEN]):
            if (s[TRACK_GUEST + pos] != 0 or not card_full(s, pos)
                    or symbol_count(s, pos, seat, symbol, -1) >= practice_most_nb(s, trick, most)):
                continue
            if write:
                s[OPTIONS + k + n] = guest_option(symbol, pos)
            n += 1
    return n


@leaf
def can_set_up_nb(s, seat):
    """1 if the seat has a legal Set Up (a marker on one of its Trick cards and a free slot it may
    take, G61; or a Guest slot, A06); leaves ``s[OPTIONS:]`` alone (the action list may be being
    written there)."""
    if set_up_scan_nb(s, seat, 0):
        return 1
    return 1 if guest_scan_nb(s, seat, 0, 0) > 0 else 0


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
    pay_links_by_nb(s, tr, seat, pos, trick, links, coins, -1)


@lean_kernel
def pay_links_by_nb(s, tr, seat, pos, trick, links, coins, magician):
    """pay_links_nb; ``magician`` >= 0: the payments are that Magician's ability's (Break Free):
    every gain is cause ability."""
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
        fame = 0 if (coins >> link) & 1 == PAY_COINS else amount
        before_fame = s[FAME + seat]
        before_coins = s[COINS + seat]
        if magician >= 0:
            ability_gain_nb(s, tr, seat, magician, fame, amount - fame, 0)
        else:
            gain_nb(s, tr, seat, fame, amount - fame, 0, GAIN_LINK_PAYMENT, card, link, trick)
        s[MARKS + seat * N_MARKS + MARK_LINK_COINS] += s[COINS + seat] - before_coins
        s[MARKS + seat * N_MARKS + MARK_LINK_FAME] += s[FAME + seat] - before_fame
        if s[PC_LINK_SHARD + card * MAX_LINKS + link] == 1:
            a = s[TRACK_OWNER + pos * GRID + s[PC_LINK_A + card * MAX_LINKS + link]]
            b = s[TRACK_OWNER + pos * GRID + s[PC_LINK_B + card * MAX_LINKS + link]]
            if a >= 0:
                shard_circle_gain_nb(s, tr, a, card, link, magician)
            if b >= 0 and b != a:
                shard_circle_gain_nb(s, tr, b, card, link, magician)


@leaf
def shard_circle_gain_nb(s, tr, seat, card, link, magician):
    if magician >= 0:
        ability_gain_nb(s, tr, seat, magician, 0, 0, s[SHARD_CIRCLE_SHARDS])
    else:
        gain_nb(s, tr, seat, 0, 0, s[SHARD_CIRCLE_SHARDS], GAIN_LINK_SHARD, card, link, -1)


@lean_kernel
def guest_set_up_nb(s, tr, seat, option):
    """A06's Set Up, for a legal DECIDE_GUEST_SLOT ``option``: the marker goes from its Trick card
    into the Guest slot of a full card, outside its links (no orientation, no Link). Returns the
    Trick."""
    symbol = guest_symbol(option)
    pos = guest_position(option)
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    card = s[TRACK_CARD + pos]
    s[TRICK_ON_CARD + trick] -= 1
    s[TRACK_GUEST + pos] = 1 + seat * SYMBOLS + symbol
    s[MARKS + seat * N_MARKS + MARK_SETS_UP] += 1
    record_nb(s, tr, EV_GUEST_SET_UP, seat, trick, symbol, card, pos, 0, 0)
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, 1, MPLACE_TRICK, MPLACE_CARD, MARKER_CAUSE_SET_UP)
    record_nb(s, tr, EV_MARKER_CONTEXT, card, GUEST_SLOT, 0, 0, 0, 0, 0)
    return trick


@lean_kernel
def pile_marker_nb(s, tr, seat, pos, slot):
    """Electra's Supercharge (G82): a second marker of the Trick on the slot the Set Up took goes
    onto it from the Trick card; the pile is one marker for Links and G61."""
    at = pos * GRID + slot
    symbol = s[TRACK_SYMBOL + at]
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    card = s[TRACK_CARD + pos]
    s[TRICK_ON_CARD + trick] -= 1
    s[TRACK_PILE + at] = 1
    record_nb(s, tr, EV_THEATER_ABILITY, seat, SUPERCHARGE, s[MAGICIAN + seat], trick, card, slot, 0)
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, 1, MPLACE_TRICK, MPLACE_CARD, MARKER_CAUSE_SET_UP)
    record_nb(s, tr, EV_MARKER_CONTEXT, card, slot, 0, 0, 0, 0, 0)


@leaf
def adjacent_circles(s, pos, slot, links):
    """A07: the circles of ``slot`` with a marker (a seat's or grey) across them that are not
    Links (``links``), as a bit mask over the card's link indices."""
    card = s[TRACK_CARD + pos]
    mask = 0
    for d in range(DIRECTIONS):
        link = circle_at(s, card, slot, d)
        if link >= 0 and (links >> link) & 1 == 0 and s[TRACK_OWNER + pos * GRID + neighbour(slot, d)] != -1:
            mask |= 1 << link
    return mask


@leaf
def links_at_slot(s, pos, slot):
    """The circles of ``slot`` that are Links now, as a bit mask over the card's link indices."""
    card = s[TRACK_CARD + pos]
    mask = 0
    for d in range(DIRECTIONS):
        link = circle_at(s, card, slot, d)
        if link >= 0 and is_link(s, pos, link):
            mask |= 1 << link
    return mask


@lean_kernel
def link_effects_nb(s, tr, seat, pos, trick, links, coins, adjacent):
    """After a Set Up's Link payments: A08 Headliner Trick (``link_payment_times``): each Link
    created pays ``times`` - 1 more in the kind chosen for it, and the placer's Shards on the
    Shard circle too; A07 Orchestral Interlude (``pay_every_adjacent``): each circle in
    ``adjacent`` pays the placed Trick's Link payment (an EV_ADJACENT_PAYMENT each, then the gains).
    Gains cause special_assignment (or prophecy)."""
    card = s[TRACK_CARD + pos]
    amount = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    at = set_up_op_nb(s, OP_LINK_PAYMENT_TIMES)
    if at >= 0:
        extra = s[at + P_LINK_PAYMENT_TIMES] - 1
        for link in range(s[PC_N_LINKS + card]):
            if (links >> link) & 1 == 0:
                continue
            shards = extra * s[SHARD_CIRCLE_SHARDS] if s[PC_LINK_SHARD + card * MAX_LINKS + link] == 1 else 0
            paid = extra * amount
            in_coins = (coins >> link) & 1 == PAY_COINS
            effect_gain_nb(s, tr, seat, at, 0 if in_coins else paid, paid if in_coins else 0, shards)
    at = set_up_op_nb(s, OP_PAY_EVERY_ADJACENT)
    if at < 0 or adjacent == 0:
        return
    for link in range(s[PC_N_LINKS + card]):
        if (adjacent >> link) & 1 == 0:
            continue
        a = s[TRACK_OWNER + pos * GRID + s[PC_LINK_A + card * MAX_LINKS + link]]
        b = s[TRACK_OWNER + pos * GRID + s[PC_LINK_B + card * MAX_LINKS + link]]
        record_nb(s, tr, EV_ADJACENT_PAYMENT, seat, card, link, b if a == seat else a, (coins >> link) & 1, amount,
                  0)
    for link in range(s[PC_N_LINKS + card]):
        if (adjacent >> link) & 1 == 0:
            continue
        in_coins = (coins >> link) & 1 == PAY_COINS
        effect_gain_nb(s, tr, seat, at, 0 if in_coins else amount, amount if in_coins else 0, 0)


@lean_kernel
def set_up_fame_nb(s, tr, seat, trick):
    """``set_up_fame`` (P10, P13, P17, P23): setting up a Trick of the category gives Fame (the
    Prophecy's, then a card's)."""
    category = s[TRICK_CATEGORY + trick]
    at = prophecy_op_nb(s, OP_SET_UP_FAME, P_SET_UP_FAME_CATEGORY, category)
    if at >= 0:
        effect_gain_nb(s, tr, seat, at, s[at + P_SET_UP_FAME_FAME], 0, 0)
    at = card_op_nb(s, ACTION_SET_UP, OP_SET_UP_FAME, P_SET_UP_FAME_CATEGORY, category)
    if at >= 0:
        effect_gain_nb(s, tr, seat, at, s[at + P_SET_UP_FAME_FAME], 0, 0)


@lean_kernel
def set_up_nb(s, rng, tr, w, seat):
    """ACT_SET_UP: the seat picks a marker and a place (DECIDE_SET_UP), the marker moves
    (place_marker_nb), then the seat picks Fame or Coins for each Link it created, in the card's
    link order (DECIDE_LINK_PAYMENT, G62; not asked when the payment is 0), and they are paid
    (pay_links_nb). Returns the Links created (-1: no legal Set Up, nothing done).

    The Dark Alley: with A06 the seat first chooses a Guest slot or a usual Set Up
    (DECIDE_GUEST_SLOT); Electra may pile a second marker (DECIDE_ABILITY, G82); with A07 the
    adjacent circles that are no Links are asked and paid too (link_effects_nb, with A08's
    extra); then the Set Up's Fame (set_up_fame_nb) and A10's swap (swap_cards_nb)."""
    n = set_up_options_nb(s, seat)
    guests = guest_scan_nb(s, seat, 0, 0)
    if n == 0 and guests == 0:
        return -1
    if guests > 0:
        k = 0
        if n > 0:
            s[OPTIONS] = GUEST_NONE
            k = 1
        k += guest_scan_nb(s, seat, 1, k)
        choice = ask_nb(s, rng, w, seat, DECIDE_GUEST_SLOT, k)
        if choice != GUEST_NONE:
            trick = guest_set_up_nb(s, tr, seat, choice)
            set_up_fame_nb(s, tr, seat, trick)
            swap_cards_nb(s, rng, tr, w, seat)
            return 0
        set_up_options_nb(s, seat)
    option = ask_nb(s, rng, w, seat, DECIDE_SET_UP, n)
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + set_up_symbol(option)]
    pos = place_position(option_place(option))
    slot = place_slot(option_place(option))
    links = place_marker_nb(s, tr, seat, option)
    if has_ability_nb(s, seat, SUPERCHARGE) and s[TRICK_ON_CARD + trick] >= 1:
        s[OPTIONS] = ABILITY_NO
        s[OPTIONS + 1] = ABILITY_YES
        if ask_nb(s, rng, w, seat, DECIDE_ABILITY, 2) == ABILITY_YES:
            pile_marker_nb(s, tr, seat, pos, slot)
    adjacent = 0
    if set_up_op_nb(s, OP_PAY_EVERY_ADJACENT) >= 0:
        adjacent = adjacent_circles(s, pos, slot, links)
    amount = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    coins = 0
    created = 0
    for link in range(MAX_LINKS):
        if ((links | adjacent) >> link) & 1 == 0:
            continue
        created += (links >> link) & 1
        if amount > 0:
            s[OPTIONS] = PAY_FAME
            s[OPTIONS + 1] = PAY_COINS
            if ask_nb(s, rng, w, seat, DECIDE_LINK_PAYMENT, 2) == PAY_COINS:
                coins |= 1 << link
    pay_links_nb(s, tr, seat, pos, trick, links, coins)
    link_effects_nb(s, tr, seat, pos, trick, links, coins, adjacent)
    set_up_fame_nb(s, tr, seat, trick)
    luminous_bonds_nb(s, rng, tr, w, seat, created)
    swap_cards_nb(s, rng, tr, w, seat)
    return created


@lean_kernel
def reschedule_scan_nb(s, seat, write):
    """The seat's legal Reschedules: each of its markers on the track (positions, then slots) to
    each other free slot it may take (G61 on the new card, the marker itself not counted) and
    orientation; with A15 Director's Favor the other seats' markers too (G61 for their owner);
    with A14 Street Performance then ``STREET + from`` for each of its own markers. ``write`` as
    in set_up_scan_nb."""
    favor = reschedule_op_nb(s, OP_DIRECTORS_FAVOR) >= 0
    n = 0
    for fpos in range(s[TRACK_LEN]):
        for fslot in range(GRID):
            owner = s[TRACK_OWNER + fpos * GRID + fslot]
            if owner != seat and (not favor or owner < 0):
                continue
            symbol = s[TRACK_SYMBOL + fpos * GRID + fslot]
            for pos in range(s[TRACK_LEN]):
                if symbol_on_card(s, pos, owner, symbol, fslot if pos == fpos else -1):
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
    if reschedule_op_nb(s, OP_STREET_PERFORMANCE) >= 0:
        for fpos in range(s[TRACK_LEN]):
            for fslot in range(GRID):
                if s[TRACK_OWNER + fpos * GRID + fslot] != seat:
                    continue
                if write == 0:
                    return 1
                if n < MAX_OPTIONS:
                    s[OPTIONS + n] = STREET + fpos * GRID + fslot
                    n += 1
    return n


@leaf
def can_reschedule_nb(s, seat):
    """1 if the seat has a marker on the track and another free slot it may take; leaves
    ``s[OPTIONS:]`` alone."""
    return reschedule_scan_nb(s, seat, 0)


@lean_kernel
def move_marker_nb(s, tr, seat, option):
    """Reschedule's move, for a legal ``option``: the marker (its owner's: A15 moves another
    seat's; Electra's pile whole) goes to its new slot, turned to face the chosen circle; nothing
    is paid (G65)."""
    fpos = reschedule_from_position(option)
    fslot = reschedule_from_slot(option)
    place = option_place(option)
    pos = place_position(place)
    slot = place_slot(place)
    d = place_direction(place)
    owner = s[TRACK_OWNER + fpos * GRID + fslot]
    symbol = s[TRACK_SYMBOL + fpos * GRID + fslot]
    pile = s[TRACK_PILE + fpos * GRID + fslot]
    trick = s[SYMBOL_TRICK + owner * SYMBOLS + symbol]
    up = up_facing(s, s[TRICK_CATEGORY + trick], d)
    clear_slot(s, fpos, fslot)
    s[TRACK_OWNER + pos * GRID + slot] = owner
    s[TRACK_SYMBOL + pos * GRID + slot] = symbol
    s[TRACK_UP + pos * GRID + slot] = up
    s[TRACK_PILE + pos * GRID + slot] = pile
    fcard = s[TRACK_CARD + fpos]
    card = s[TRACK_CARD + pos]
    record_nb(s, tr, EV_RESCHEDULE, owner, trick, symbol, fcard, fslot, card, slot)
    record_nb(s, tr, EV_RESCHEDULE_CONTEXT, owner, up, neighbour(slot, d), 0, 0, 0, 0)
    record_nb(s, tr, EV_MARKER, owner, trick, symbol, 1 + pile, MPLACE_CARD, MPLACE_CARD, MARKER_CAUSE_RESCHEDULE)
    record_nb(s, tr, EV_MARKER_CONTEXT, fcard, fslot, card, slot, 0, 0, 0)


@leaf
def placing_weekday(s, seat):
    """The weekday whose modifier the seat's yields take during its placement in progress (T30,
    by the placed character's weekday); -1 for none."""
    ch = s[PLACING]
    day = -1
    if ch >= 0 and s[CHAR_LOC + seat * MAX_CHARS + ch] == LOC_THEATER:
        day = s[CHAR_SLOT + seat * MAX_CHARS + ch] // THEATER_SLOTS
    return owner_weekday(s, seat, day)


@lean_kernel
def street_performance_nb(s, tr, seat, option):
    """A14 Street Performance, for a legal ``STREET + from`` option: the seat's marker leaves its
    card for the supply and yields now, its weekday's modifier applying (a pile yields once)."""
    fpos = (option - STREET) // GRID
    fslot = (option - STREET) % GRID
    symbol = s[TRACK_SYMBOL + fpos * GRID + fslot]
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
    weekday = placing_weekday(s, seat)
    record_nb(s, tr, EV_STREET_PERFORMANCE, seat, trick, symbol, s[TRACK_CARD + fpos], fslot, weekday, 0)
    marker_home_nb(s, tr, fpos, fslot, MARKER_CAUSE_RESCHEDULE)
    at = reschedule_op_nb(s, OP_STREET_PERFORMANCE)
    effect_gain_nb(s, tr, seat, at, marker_yield_nb(s, trick, 0, weekday, -1),
                   marker_yield_nb(s, trick, 1, weekday, -1), marker_yield_nb(s, trick, 2, weekday, -1))


@leaf
def reschedule_options_nb(s, seat):
    return reschedule_scan_nb(s, seat, 1)


@lean_kernel
def reschedule_nb(s, rng, tr, w, seat):
    """ACT_RESCHEDULE: the seat moves one of its markers on the track to another free slot
    meeting the Set Up rules (DECIDE_RESCHEDULE), turned to face one of its circles; no Link is
    paid (G65). Returns 1, or -1 with no legal Reschedule (nothing done). A14 and A15 add their
    options (reschedule_scan_nb)."""
    n = reschedule_options_nb(s, seat)
    if n == 0:
        return -1
    option = ask_nb(s, rng, w, seat, DECIDE_RESCHEDULE, n)
    if option >= STREET:
        street_performance_nb(s, tr, seat, option)
    else:
        move_marker_nb(s, tr, seat, option)
    return 1


@lean_kernel
def break_free_nb(s, rng, tr, w, seat):
    """Master of Chains' Break Free (the Dark Alley version, G90), before the Performance phase:
    the seat may (DECIDE_ABILITY) Reschedule one of its markers for free (DECIDE_RESCHEDULE), and
    the Links it creates at its new slot are paid as a Set Up's (DECIDE_LINK_PAYMENT, the Shard
    circle to each seat in it), cause ability."""
    if not can_reschedule_nb(s, seat):
        return
    s[OPTIONS] = ABILITY_NO
    s[OPTIONS + 1] = ABILITY_YES
    if ask_nb(s, rng, w, seat, DECIDE_ABILITY, 2) != ABILITY_YES:
        return
    magician = s[MAGICIAN + seat]
    record_nb(s, tr, EV_THEATER_ABILITY, seat, BREAK_FREE, magician, 0, 0, 0, 0)
    option = ask_nb(s, rng, w, seat, DECIDE_RESCHEDULE, reschedule_options_nb(s, seat))
    move_marker_nb(s, tr, seat, option)
    pos = place_position(option_place(option))
    slot = place_slot(option_place(option))
    trick = s[SYMBOL_TRICK + seat * SYMBOLS + s[TRACK_SYMBOL + pos * GRID + slot]]
    links = links_at_slot(s, pos, slot)
    amount = s[LINK_PAYMENT + s[TRICK_LEVEL + trick] - 1]
    coins = 0
    for link in range(MAX_LINKS):
        if (links >> link) & 1 == 1 and amount > 0:
            s[OPTIONS] = PAY_FAME
            s[OPTIONS + 1] = PAY_COINS
            if ask_nb(s, rng, w, seat, DECIDE_LINK_PAYMENT, 2) == PAY_COINS:
                coins |= 1 << link
    pay_links_by_nb(s, tr, seat, pos, trick, links, coins, magician)
