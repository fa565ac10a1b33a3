"""The Performance phase (RULES §1.10): weekdays in order, each with a Magician on its stage slot
performs one card holding at least one of its seat's markers (D17; none: nothing, G66). Every
seat's marker on the card yields its Trick's yield plus the owner's weekday modifier, each part at
least 0 (G68); grey markers yield nothing; the performer gets its Link Fame (G67), its
Specialists' backstage bonuses (G69) and the card's bonus; then the seats' markers go home (G70).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (CHAR_TYPE, CTYPE_BACKSTAGE, CTYPE_KIND, DECIDE_PERFORM_CARD, FAME, GRID,
                                            ITEM_PLAYS, MARK_FAME_PERFORMED, MARK_FAME_PERFORMER, MARK_PERFORMANCES,
                                            MARKS, MAX_CHARS, MAX_TRICKS, N_MARKS, N_PLAYERS, N_WEEKDAYS,
                                            OPT_LINK_BONUS, OPTIONS, PC_BONUS, PERFORMER_LINK_FAME, SYMBOL_TRICK,
                                            SYMBOLS, THEATER_OCC, THEATER_SLOTS, TRACK_CARD, TRACK_LEN, TRACK_OWNER,
                                            TRACK_SYMBOL, TRICK_YIELD, WEEKDAY_OWNER, WEEKDAY_YIELD)
from simkit.games.trickerion.records import (GAIN_PERFORMER_BONUS, GAIN_PERFORMER_LINKS, GAIN_PERFORMER_SPECIALIST,
                                             GAIN_YIELD, MARKER_CAUSE_PERFORMED)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_geometry import links_on_card, tricks_in_links
from simkit.games.trickerion.theater_records import EV_PERFORMANCE, EV_YIELD
from simkit.games.trickerion.theater_track import seats_markers_home_nb
from simkit.games.trickerion.vocabulary import CHARACTER_KINDS

KIND_SPECIALIST = CHARACTER_KINDS.index("specialist")


@leaf
def owner_weekday(s, seat, day):
    """The weekday whose modifier the seat's yields take during ``day``'s performance (G68): the
    weekday it claimed this turn, -1 for none; with several (T30), ``day`` itself if it is one of
    them, else the earliest."""
    if s[WEEKDAY_OWNER + day] == seat:
        return day
    for d in range(s[N_WEEKDAYS]):
        if s[WEEKDAY_OWNER + d] == seat:
            return d
    return -1


@leaf
def markers_of_seat(s, pos, seat):
    n = 0
    for slot in range(GRID):
        if s[TRACK_OWNER + pos * GRID + slot] == seat:
            n += 1
    return n


@leaf
def seat_markers(s, pos):
    n = 0
    for slot in range(GRID):
        if s[TRACK_OWNER + pos * GRID + slot] >= 0:
            n += 1
    return n


@leaf
def yield_part(base, modifier):
    value = base + modifier
    return value if value > 0 else 0


@lean_kernel
def perform_nb(s, tr, day, seat, pos):
    """``seat``'s Magician performs the card at track position ``pos`` on weekday ``day``."""
    card = s[TRACK_CARD + pos]
    links = links_on_card(s, pos)
    record_nb(s, tr, EV_PERFORMANCE, day, seat, card, pos, links, seat_markers(s, pos), 0)
    s[MARKS + seat * N_MARKS + MARK_PERFORMANCES] += 1
    for owner in range(s[N_PLAYERS]):
        weekday = owner_weekday(s, owner, day)
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] != owner:
                continue
            trick = s[SYMBOL_TRICK + owner * SYMBOLS + s[TRACK_SYMBOL + pos * GRID + slot]]
            fame = s[TRICK_YIELD + trick * 3]
            coins = s[TRICK_YIELD + trick * 3 + 1]
            shards = s[TRICK_YIELD + trick * 3 + 2]
            if weekday >= 0:
                fame = yield_part(fame, s[WEEKDAY_YIELD + weekday * 3])
                coins = yield_part(coins, s[WEEKDAY_YIELD + weekday * 3 + 1])
                shards = yield_part(shards, s[WEEKDAY_YIELD + weekday * 3 + 2])
            record_nb(s, tr, EV_YIELD, owner, card, slot, trick, weekday, 0, 0)
            got = gain_nb(s, tr, owner, fame, coins, shards, GAIN_YIELD, card, slot, trick)
            s[MARKS + owner * N_MARKS + MARK_FAME_PERFORMED] += got
            s[ITEM_PLAYS + owner * MAX_TRICKS + trick] += 1
    fame_before = s[FAME + seat]
    counted = links
    if s[OPT_LINK_BONUS] == 1:
        counted = tricks_in_links(s, pos)
    if counted > 0:
        gain_nb(s, tr, seat, counted * s[PERFORMER_LINK_FAME], 0, 0, GAIN_PERFORMER_LINKS, card, counted, -1)
    for k in range(1, THEATER_SLOTS):
        occupant = s[THEATER_OCC + day * THEATER_SLOTS + k]
        if occupant < 0 or occupant // MAX_CHARS != seat:
            continue
        ctype = s[CHAR_TYPE + occupant]
        if ctype < 0 or s[CTYPE_KIND + ctype] != KIND_SPECIALIST:
            continue
        gain_nb(s, tr, seat, s[CTYPE_BACKSTAGE + ctype * 3], s[CTYPE_BACKSTAGE + ctype * 3 + 1],
                s[CTYPE_BACKSTAGE + ctype * 3 + 2], GAIN_PERFORMER_SPECIALIST, ctype, -1, -1)
    bf = s[PC_BONUS + card * 3]
    bc = s[PC_BONUS + card * 3 + 1]
    bs = s[PC_BONUS + card * 3 + 2]
    if bf != 0 or bc != 0 or bs != 0:
        gain_nb(s, tr, seat, bf, bc, bs, GAIN_PERFORMER_BONUS, card, -1, -1)
    s[MARKS + seat * N_MARKS + MARK_FAME_PERFORMER] += s[FAME + seat] - fame_before
    seats_markers_home_nb(s, tr, pos, MARKER_CAUSE_PERFORMED)


@leaf
def perform_options_nb(s, seat):
    """The track positions of the cards holding at least one of the seat's markers (D17), into
    ``s[OPTIONS:]``; returns how many."""
    n = 0
    for pos in range(s[TRACK_LEN]):
        if markers_of_seat(s, pos, seat) > 0:
            s[OPTIONS + n] = pos
            n += 1
    return n


@lean_kernel
def performance_phase_nb(s, rng, tr, w):
    """Thursday to Sunday: each weekday whose stage slot holds a Magician, its seat chooses a card
    with at least one of its markers (DECIDE_PERFORM_CARD, option = track position) and performs
    it; with none it performs nothing (G66)."""
    for day in range(s[N_WEEKDAYS]):
        occupant = s[THEATER_OCC + day * THEATER_SLOTS]
        if occupant < 0:
            continue
        seat = occupant // MAX_CHARS
        n = perform_options_nb(s, seat)
        if n == 0:
            record_nb(s, tr, EV_PERFORMANCE, day, seat, -1, -1, 0, 0, 0)
            continue
        pos = ask_nb(s, rng, w, seat, DECIDE_PERFORM_CARD, n)
        perform_nb(s, tr, day, seat, pos)
