"""One Performance (RULES §1.10 steps 3-5, with the Dark Alley's effects and abilities in force:
theater_performance.py's docstring): the choices the effects ask first, every marker's yield, the
performer's bonuses, Arranged Fiasco and Durable Components, then the markers go home. Apart
from theater_performance.py so that its tests may script that module's decisions while these
kernels stay compiled.
"""

import numpy as np

from simkit.games.trickerion.academy_abilities_nb import protege_backstage_nb, secret_combination_extra_nb
from simkit.games.trickerion.academy_rooms_nb import STAY_ON_CARD, practice_ability_nb
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ACADEMY, PROTEGE_SLOT, CHAR_TYPE, CTYPE_BACKSTAGE, CTYPE_KIND, DECIDE_CARD_MARKER, FAME, GRID,
                                            ITEM_PLAYS, MAGICIAN, MARK_FAME_PERFORMED, MARK_FAME_PERFORMER,
                                            MARK_PERFORMANCES, MARKS, MAX_CHARS, MAX_SEATS, MAX_TRICKS, N_MARKS,
                                            N_PLAYERS, OPT_LINK_BONUS, OPT_RED_LOTUS_ONCE, OPTIONS, PC_BONUS, PERFORMER_LINK_FAME,
                                            PERFORMING, STEALING_SLOT,
                                            SYMBOL_TRICK, SYMBOLS, THEATER_OCC, THEATER_SLOTS, TRACK_CARD, TRACK_PILE,
                                            TRICK_LEVEL)
from simkit.games.trickerion.records import (GAIN_PERFORMER_BONUS, GAIN_PERFORMER_LINKS, GAIN_PERFORMER_SPECIALIST,
                                             GAIN_YIELD, MARKER_CAUSE_PERFORMED)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_effects import (OP_COIN_YIELD_AS_FAME, OP_DURABLE, OP_FIASCO,
                                                     OP_PERFORMER_BONUS_TIMES, OP_PERFORMER_MODIFIER_FOR_ALL,
                                                     OP_PREMIERE, P_DURABLE_MARKERS, P_FIASCO_OTHER, P_FIASCO_OWN,
                                                     P_PERFORMER_BONUS_TIMES, P_PREMIERE_TIMES, SUPERCHARGE,
                                                     TRICK_STEAL, ability_gain_nb, effect_gain_nb, has_ability_nb,
                                                     marker_yield_nb, owner_weekday, perform_op_nb)
from simkit.games.trickerion.theater_geometry import links_on_card, tricks_in_links
from simkit.games.trickerion.theater_options import (GUEST_SLOT, MARKER_NONE, marker_option, marker_option_part,
                                                     marker_option_slot)
from simkit.games.trickerion.theater_records import EV_PERFORMANCE, EV_THEATER_ABILITY, EV_YIELD
from simkit.games.trickerion.theater_track import (marker_count, marker_owner, marker_symbol, marker_to_trick_nb,
                                                   seats_markers_home_nb)
from simkit.games.trickerion.vocabulary import CHARACTER_KINDS

KIND_SPECIALIST = CHARACTER_KINDS.index("specialist")
MARKER_SLOTS = GRID + 1  # a card's grid slots and its Guest slot


@leaf
def markers_of_seat(s, pos, seat):
    """The seat's markers on the card at ``pos`` (its Guest slot too; a pile once)."""
    n = 0
    for slot in range(GRID + 1):
        if marker_owner(s, pos, slot) == seat:
            n += 1
    return n


@leaf
def seat_markers(s, pos):
    n = 0
    for slot in range(GRID + 1):
        if marker_owner(s, pos, slot) >= 0:
            n += 1
    return n


@leaf
def yield_part(base, modifier):
    value = base + modifier
    return value if value > 0 else 0


@leaf
def marker_trick(s, pos, slot):
    return s[SYMBOL_TRICK + marker_owner(s, pos, slot) * SYMBOLS + marker_symbol(s, pos, slot)]


@leaf
def yield_weekday(s, owner, day, performer):
    """The weekday whose modifier ``owner``'s yields take in ``performer``'s Performance on
    ``day``: its own (G68, T30), or the performer's, ``day``, for every seat under P19."""
    if perform_op_nb(s, performer, OP_PERFORMER_MODIFIER_FOR_ALL, 0, 0) >= 0:
        return day
    return owner_weekday(s, owner, day)


@leaf
def performed_before(s, trick):
    """1 if a marker of the Trick was performed earlier this game (A13), by any seat."""
    for seat in range(MAX_SEATS):
        if s[ITEM_PLAYS + seat * MAX_TRICKS + trick] > 0:
            return True
    return False


@lean_kernel
def trick_steal_nb(s, rng, w, seat, pos, steal):
    """The Red Lotus performs (Trick Steal, G80): for each of her markers on the card (slots A-F,
    then the Guest slot) she may take, instead of its yield, that of one other seat's marker on
    the card whose Trick's level is at most hers, each at most once (DECIDE_CARD_MARKER); with the
    option red_lotus=once, one steal in all (G80). ``steal[slot]``: the slot whose Trick her
    marker there yields, -1."""
    for slot in range(GRID + 1):
        steal[slot] = -1
    stolen = 0
    for slot in range(GRID + 1):
        if marker_owner(s, pos, slot) != seat or (stolen > 0 and s[OPT_RED_LOTUS_ONCE] == 1):
            continue
        level = s[TRICK_LEVEL + marker_trick(s, pos, slot)]
        s[OPTIONS] = MARKER_NONE
        k = 1
        for other in range(GRID + 1):
            owner = marker_owner(s, pos, other)
            if owner < 0 or owner == seat or s[TRICK_LEVEL + marker_trick(s, pos, other)] > level:
                continue
            taken = False
            for x in range(GRID + 1):
                if steal[x] == other:
                    taken = True
            if not taken:
                s[OPTIONS + k] = marker_option(other, 0)
                k += 1
        if k > 1:
            s[STEALING_SLOT] = slot
            choice = ask_nb(s, rng, w, seat, DECIDE_CARD_MARKER, k)
            s[STEALING_SLOT] = -1
            if choice != MARKER_NONE:
                steal[slot] = marker_option_slot(choice)
                stolen += 1


@leaf
def source_trick(s, pos, slot, steal):
    """The Trick whose yield the marker on ``slot`` gives: its own, or the one it steals."""
    return marker_trick(s, pos, slot if steal[slot] < 0 else steal[slot])


@lean_kernel
def premiere_nb(s, rng, w, day, seat, pos, steal):
    """A13 Grand Premiere: among the performer's markers of Tricks never performed before, the
    marker and the part of its yield (above 0) the premiere multiplies (DECIDE_CARD_MARKER, asked
    when there are several); MARKER_NONE for none."""
    weekday = yield_weekday(s, seat, day, seat)
    k = 0
    for slot in range(GRID + 1):
        if marker_owner(s, pos, slot) != seat or performed_before(s, marker_trick(s, pos, slot)):
            continue
        for r in range(3):
            if marker_yield_nb(s, source_trick(s, pos, slot, steal), r, weekday, seat) > 0:
                s[OPTIONS + k] = marker_option(slot, r)
                k += 1
    if k == 0:
        return MARKER_NONE
    return ask_nb(s, rng, w, seat, DECIDE_CARD_MARKER, k)


@lean_kernel
def marker_yields_nb(s, tr, day, seat, pos, slot, steal, premiere):
    """The yield of the marker on ``slot`` to its owner (RULES §1.10 step 3) with the effects in
    force in ``seat``'s Performance; returns the Fame it gave."""
    owner = marker_owner(s, pos, slot)
    card = s[TRACK_CARD + pos]
    trick = marker_trick(s, pos, slot)
    source = source_trick(s, pos, slot, steal)
    weekday = yield_weekday(s, owner, day, seat)
    fame = marker_yield_nb(s, source, 0, weekday, seat)
    coins = marker_yield_nb(s, source, 1, weekday, seat)
    shards = marker_yield_nb(s, source, 2, weekday, seat)
    record_nb(s, tr, EV_YIELD, owner, card, slot, trick, weekday, 0, 0)
    if steal[slot] >= 0:
        victim = marker_owner(s, pos, steal[slot])
        record_nb(s, tr, EV_THEATER_ABILITY, owner, TRICK_STEAL, s[MAGICIAN + owner], slot, victim, steal[slot],
                  source)
        got = ability_gain_nb(s, tr, owner, s[MAGICIAN + owner], fame, coins, shards)
        if victim < owner:  # the robbed seat yielded before her: its 1 Fame less follows her gain (T99)
            lost = marker_yield_nb(s, marker_trick(s, pos, steal[slot]), 0, yield_weekday(s, victim, day, seat), seat)
            if lost > 0:
                lost = ability_gain_nb(s, tr, victim, s[MAGICIAN + owner], -1, 0, 0)
                s[MARKS + victim * N_MARKS + MARK_FAME_PERFORMED] += lost
    else:
        got = gain_nb(s, tr, owner, fame, coins, shards, GAIN_YIELD, card, slot, trick)
    for x in range(GRID + 1):
        if steal[x] == slot and fame > 0 and owner > seat:  # robbed by the Red Lotus (the performer), after her
            got += ability_gain_nb(s, tr, owner, s[MAGICIAN + seat], -1, 0, 0)
    if premiere != MARKER_NONE and marker_option_slot(premiere) == slot:
        at = perform_op_nb(s, seat, OP_PREMIERE, 0, 0)
        r = marker_option_part(premiere)
        extra = s[at + P_PREMIERE_TIMES] - 1
        got += effect_gain_nb(s, tr, owner, at, extra * fame if r == 0 else 0, extra * coins if r == 1 else 0,
                              extra * shards if r == 2 else 0)
        coins += extra * coins if r == 1 else 0
    if slot != GUEST_SLOT and s[TRACK_PILE + pos * GRID + slot] == 1 and has_ability_nb(s, owner, SUPERCHARGE):
        level = s[TRICK_LEVEL + trick]
        got += ability_gain_nb(s, tr, owner, s[MAGICIAN + owner], level, level, 0)
        coins += level
    at = perform_op_nb(s, seat, OP_COIN_YIELD_AS_FAME, 0, 0)
    if at >= 0 and coins > 0:
        got += effect_gain_nb(s, tr, owner, at, coins, -coins, 0)
    s[ITEM_PLAYS + owner * MAX_TRICKS + trick] += marker_count(s, pos, slot)
    return got


@lean_kernel
def durable_nb(s, rng, tr, w, seat, pos):
    """A11 Durable Components (``durable``), after the Performance: up to ``markers`` times the
    performer may put one of its performed markers back onto its Trick card (DECIDE_CARD_MARKER)."""
    at = perform_op_nb(s, seat, OP_DURABLE, 0, 0)
    if at < 0:
        return
    for _ in range(s[at + P_DURABLE_MARKERS]):
        s[OPTIONS] = MARKER_NONE
        k = 1
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) == seat:
                s[OPTIONS + k] = marker_option(slot, 0)
                k += 1
        if k == 1:
            return
        choice = ask_nb(s, rng, w, seat, DECIDE_CARD_MARKER, k)
        if choice == MARKER_NONE:
            return
        marker_to_trick_nb(s, tr, pos, marker_option_slot(choice))



@lean_kernel
def stay_on_card_nb(s, tr, pos):
    """A Practice Room's Stay on Card (the Academy): after the Performance, up to ``n`` performed
    markers of each Trick with that ability go back onto its Trick card instead of the supply
    (RULES §1.10 step 5), owners in seat order, slots A-F then the Guest slot."""
    if s[ACADEMY] == 0:
        return
    kept = stack_zeros(MAX_TRICKS, np.int64)  # markers kept so far, per Trick
    for owner in range(s[N_PLAYERS]):
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) != owner:
                continue
            trick = s[SYMBOL_TRICK + owner * SYMBOLS + marker_symbol(s, pos, slot)]
            if kept[trick] < practice_ability_nb(s, trick, STAY_ON_CARD):
                kept[trick] += 1
                marker_to_trick_nb(s, tr, pos, slot)

@lean_kernel
def perform_card_nb(s, rng, tr, w, day, seat, pos):
    """``seat``'s Magician performs the card at track position ``pos`` on weekday ``day``: the
    choices of the effects in force first (Trick Steal, then Grand Premiere), the yields (seats in
    seat order, slots A-F then the Guest slot), the performer's bonuses, Arranged Fiasco, Durable
    Components, then the markers go home."""
    card = s[TRACK_CARD + pos]
    links = links_on_card(s, pos)
    record_nb(s, tr, EV_PERFORMANCE, day, seat, card, pos, links, seat_markers(s, pos), 0)
    s[PERFORMING] = pos
    s[MARKS + seat * N_MARKS + MARK_PERFORMANCES] += 1
    steal = stack_zeros(MARKER_SLOTS, np.int64)
    for slot in range(GRID + 1):
        steal[slot] = -1
    if has_ability_nb(s, seat, TRICK_STEAL):
        trick_steal_nb(s, rng, w, seat, pos, steal)
    premiere = MARKER_NONE
    if perform_op_nb(s, seat, OP_PREMIERE, 0, 0) >= 0:
        premiere = premiere_nb(s, rng, w, day, seat, pos, steal)
    for owner in range(s[N_PLAYERS]):
        for slot in range(GRID + 1):
            if marker_owner(s, pos, slot) == owner:
                got = marker_yields_nb(s, tr, day, seat, pos, slot, steal, premiere)
                s[MARKS + owner * N_MARKS + MARK_FAME_PERFORMED] += got
    fame_before = s[FAME + seat]
    counted = links
    if s[OPT_LINK_BONUS] == 1:
        counted = tricks_in_links(s, pos)
    bf = counted * s[PERFORMER_LINK_FAME]
    bc = 0
    bs = 0
    if counted > 0:
        gain_nb(s, tr, seat, counted * s[PERFORMER_LINK_FAME], 0, 0, GAIN_PERFORMER_LINKS, card, counted, -1)
    extra = secret_combination_extra_nb(s, seat, pos, s[PERFORMER_LINK_FAME])  # G88 (the Academy's version)
    if extra > 0:
        bf += ability_gain_nb(s, tr, seat, s[MAGICIAN + seat], extra, 0, 0)
    for k in range(1, THEATER_SLOTS):
        occupant = s[THEATER_OCC + day * THEATER_SLOTS + k]
        if occupant < 0 or occupant // MAX_CHARS != seat:
            continue
        if occupant % MAX_CHARS == PROTEGE_SLOT:  # P33: a Protégé backstage (the Academy)
            bf, bc, bs = protege_backstage_nb(s, tr, seat, bf, bc, bs)
            continue
        ctype = s[CHAR_TYPE + occupant]
        if ctype < 0 or s[CTYPE_KIND + ctype] != KIND_SPECIALIST:
            continue
        gain_nb(s, tr, seat, s[CTYPE_BACKSTAGE + ctype * 3], s[CTYPE_BACKSTAGE + ctype * 3 + 1],
                s[CTYPE_BACKSTAGE + ctype * 3 + 2], GAIN_PERFORMER_SPECIALIST, ctype, -1, -1)
        bf += s[CTYPE_BACKSTAGE + ctype * 3]
        bc += s[CTYPE_BACKSTAGE + ctype * 3 + 1]
        bs += s[CTYPE_BACKSTAGE + ctype * 3 + 2]
    pf = s[PC_BONUS + card * 3]
    pc = s[PC_BONUS + card * 3 + 1]
    ps = s[PC_BONUS + card * 3 + 2]
    if pf != 0 or pc != 0 or ps != 0:
        gain_nb(s, tr, seat, pf, pc, ps, GAIN_PERFORMER_BONUS, card, -1, -1)
    at = perform_op_nb(s, seat, OP_PERFORMER_BONUS_TIMES, 0, 0)
    if at >= 0:
        extra = s[at + P_PERFORMER_BONUS_TIMES] - 1
        effect_gain_nb(s, tr, seat, at, extra * (bf + pf), extra * (bc + pc), extra * (bs + ps))
    s[MARKS + seat * N_MARKS + MARK_FAME_PERFORMER] += s[FAME + seat] - fame_before
    at = perform_op_nb(s, seat, OP_FIASCO, 0, 0)
    if at >= 0:
        for owner in range(s[N_PLAYERS]):
            per = s[at + P_FIASCO_OWN] if owner == seat else s[at + P_FIASCO_OTHER]
            effect_gain_nb(s, tr, owner, at, per * markers_of_seat(s, pos, owner), 0, 0)
    durable_nb(s, rng, tr, w, seat, pos)
    stay_on_card_nb(s, tr, pos)
    seats_markers_home_nb(s, tr, pos, MARKER_CAUSE_PERFORMED)
    s[PERFORMING] = -1
