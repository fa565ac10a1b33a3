"""State invariants checked after every placement of a checked game (tests/trickerion).

``check_state_nb`` returns 0, or the number of the first broken invariant:
1 Fame, Coins or Shards below 0; 2 more than MAX_PER_TYPE of a component type, or a negative
count; 3 more component types on a board than BOARD_SLOTS, or a Manager pile that is empty or
twice; 4 a seat's markers of a symbol not 4 in all (free + on its Trick card + on Performance
cards), or markers of a free symbol outside the supply; 5 Tricks and Symbol markers disagree
(owner, symbol, at most 4); 6 a character's type and state disagree (owned <-> state, placed
<-> location and slot); 7 a slot's occupant disagrees with the character placed there, or two
characters on one slot; 8 a weekday's characters not all of its owner; 9 a hand count below 0;
10 a Special Assignment card not in exactly the place its SA_PLACE names (its deck or discard
pile once, a seat's hand or a character of that seat), or a Prophecy twice on the board; 11 the
Market Row's effects: a kept Quick Order component (A43) that is not there, or a Business Share
(A44) of no seat; 12 a Hidden Talent mark on a character other than an Apprentice placed this
turn, or a Trick's enhancement below 0 (the Workshop's card effects, workshop_effects_nb.py);
13 the Academy's (academy_invariants.check_academy_nb: its markers, Banners, Secrets, tiles);
14 Dawn of Technology's (dawn_invariants.check_dawn_nb: Contraptions, Signature Tricks);
100 + n the Theater's invariant n broke (theater_invariants.check_theater_nb: the track, its
markers and grey markers).
"""

from simkit.engine.jit import kernel
from simkit.games.trickerion.academy_invariants import check_academy_nb
from simkit.games.trickerion.dawn_invariants import check_dawn_nb
from simkit.games.trickerion.board_nb import KIND_APPRENTICE, board_types_nb
from simkit.games.trickerion.calls_theater import check_theater_nb, markers_on_track_nb
from simkit.games.trickerion.layout import BUSINESS_SHARE, QUICK_KEEP, QUICK_ORDER
from simkit.games.trickerion.layout import (CH_NONE, CH_PLACED, CHAR_LOC, CHAR_SLOT, CHAR_STATE, CHAR_TYPE, COINS,
                                            CTYPE_KIND, TALENT, TRICK_ENHANCED,
                                            FAME, HAND, HELD, LOC_PER_SEAT, LOC_THEATER, MANAGER_PILE,
                                            MARKERS_FREE, MARKERS_PER_SYMBOL, MAX_CHARS, MAX_COMPONENTS, MAX_LOC_SLOTS,
                                            MAX_LOCATIONS, MAX_PER_TYPE, MAX_WEEKDAYS, N_COMPONENT_TYPES,
                                            N_PLAYERS, N_TRICKS, SHARDS, SLOT_OCC, SYMBOL_TRICK, SYMBOLS,
                                            THEATER_OCC, THEATER_SLOTS,
                                            TRICK_ON_CARD, TRICK_OWNER, TRICK_SYMBOL, WEEKDAY_OWNER, WORKSHOP_OCC,
                                            BOARD_SLOTS, CHAR_SA, MAX_SA_DECK, MAX_SEATS, N_SA, PENDING, PR_ACTIVE,
                                            PR_PENDING, SA_DECK, SA_DECK_N, SA_DISCARD, SA_DISCARD_N, SA_IN_ASSIGNED,
                                            SA_IN_BOX, SA_IN_DECK, SA_IN_DISCARD, SA_IN_HAND, SA_LOC, SA_OWNER,
                                            SA_PLACE)


@kernel
def check_state_nb(s):
    n = s[N_PLAYERS]
    for p in range(n):
        if s[FAME + p] < 0 or s[COINS + p] < 0 or s[SHARDS + p] < 0:
            return 1
        for k in range(s[N_COMPONENT_TYPES]):
            held = s[HELD + p * MAX_COMPONENTS + k]
            if held < 0 or held > s[MAX_PER_TYPE]:
                return 2
        if board_types_nb(s, p) > s[BOARD_SLOTS]:
            return 3
        a = s[MANAGER_PILE + p * 2]
        b = s[MANAGER_PILE + p * 2 + 1]
        if (a >= 0 and s[HELD + p * MAX_COMPONENTS + a] == 0) or (b >= 0 and s[HELD + p * MAX_COMPONENTS + b] == 0):
            return 3
        if a >= 0 and a == b:
            return 3
        for sym in range(SYMBOLS):
            total = s[MARKERS_FREE + p * SYMBOLS + sym]
            trick = s[SYMBOL_TRICK + p * SYMBOLS + sym]
            if trick >= 0:
                if s[TRICK_OWNER + trick] != p or s[TRICK_SYMBOL + trick] != sym:
                    return 5
                total += s[TRICK_ON_CARD + trick]
            on_track = markers_on_track_nb(s, p, sym)  # Guest slots and piles included
            if on_track > 0 and trick < 0:
                return 4
            total += on_track
            if total != MARKERS_PER_SYMBOL:
                return 4
        for loc in range(MAX_LOCATIONS + 1):
            if s[HAND + p * (MAX_LOCATIONS + 1) + loc] < 0:
                return 9
    for t in range(s[N_TRICKS]):
        owner = s[TRICK_OWNER + t]
        if owner >= 0 and s[SYMBOL_TRICK + owner * SYMBOLS + s[TRICK_SYMBOL + t]] != t:
            return 5
        if owner < 0 and (s[TRICK_SYMBOL + t] != -1 or s[TRICK_ON_CARD + t] != 0):
            return 5
    for p in range(n):
        for ch in range(MAX_CHARS):
            at = p * MAX_CHARS + ch
            owned = s[CHAR_TYPE + at] >= 0
            state = s[CHAR_STATE + at]
            if owned != (state != CH_NONE):
                return 6
            placed = state == CH_PLACED
            if placed != (s[CHAR_LOC + at] >= 0) or placed != (s[CHAR_SLOT + at] >= 0):
                return 6
            if not placed:
                continue
            loc = s[CHAR_LOC + at]
            slot = s[CHAR_SLOT + at]
            code = p * MAX_CHARS + ch
            if loc == LOC_THEATER:
                if s[THEATER_OCC + slot] != code:
                    return 7
                if s[WEEKDAY_OWNER + slot // THEATER_SLOTS] != p:
                    return 8
            elif s[LOC_PER_SEAT + loc] == 1:
                if s[WORKSHOP_OCC + p * MAX_LOC_SLOTS + slot] != code:
                    return 7
            elif s[SLOT_OCC + loc * MAX_LOC_SLOTS + slot] != code:
                return 7
    # every occupied slot holds a character placed there (so no slot holds two)
    for i in range(MAX_LOCATIONS * MAX_LOC_SLOTS):
        code = s[SLOT_OCC + i]
        if code >= 0 and (s[CHAR_LOC + code] != i // MAX_LOC_SLOTS or s[CHAR_SLOT + code] != i % MAX_LOC_SLOTS):
            return 7
    for p in range(n):
        for slot in range(MAX_LOC_SLOTS):
            code = s[WORKSHOP_OCC + p * MAX_LOC_SLOTS + slot]
            if code >= 0 and (code // MAX_CHARS != p or s[CHAR_SLOT + code] != slot):
                return 7
    for i in range(MAX_WEEKDAYS * THEATER_SLOTS):
        code = s[THEATER_OCC + i]
        if code >= 0 and (s[CHAR_LOC + code] != LOC_THEATER or s[CHAR_SLOT + code] != i):
            return 7
        if code >= 0 and code // MAX_CHARS != s[WEEKDAY_OWNER + i // THEATER_SLOTS]:
            return 8
    if check_dark_alley_nb(s) != 0:
        return 10
    if (s[QUICK_KEEP] > 0 and s[QUICK_ORDER] < 0) or s[BUSINESS_SHARE] < 0 or s[BUSINESS_SHARE] > n:
        return 11
    for p in range(n):
        for ch in range(MAX_CHARS):
            at = p * MAX_CHARS + ch
            if s[TALENT + at] != 0 and (s[TALENT + at] < 1 or s[CHAR_STATE + at] != CH_PLACED
                                        or s[CTYPE_KIND + s[CHAR_TYPE + at]] != KIND_APPRENTICE):
                return 12
    for i in range(s[N_TRICKS] * 2):
        if s[TRICK_ENHANCED + i] < 0:
            return 12
    if check_academy_nb(s) != 0:
        return 13
    if check_dawn_nb(s) != 0:
        return 14
    theater = check_theater_nb(s)
    if theater != 0:
        return 100 + theater
    return 0


@kernel
def check_dark_alley_nb(s):
    """Invariant 10 (0 when it holds): every SA card is where SA_PLACE says, once."""
    for card in range(s[N_SA]):
        place = s[SA_PLACE + card]
        loc = s[SA_LOC + card]
        found = 0
        if loc >= 0:
            for i in range(s[SA_DECK_N + loc]):
                if s[SA_DECK + loc * MAX_SA_DECK + i] == card:
                    found += 1
            for i in range(s[SA_DISCARD_N + loc]):
                if s[SA_DISCARD + loc * MAX_SA_DECK + i] == card:
                    found += 10
        held = 0
        for at in range(MAX_SEATS * MAX_CHARS):
            if s[CHAR_SA + at] == card:
                held += 1
        if place == SA_IN_DECK and (found != 1 or held != 0 or s[SA_OWNER + card] != -1):
            return 1
        if place == SA_IN_DISCARD and (found != 10 or held != 0):
            return 1
        if place == SA_IN_HAND and (found != 0 or held != 0 or not 0 <= s[SA_OWNER + card] < s[N_PLAYERS]):
            return 1
        if place == SA_IN_ASSIGNED and (found != 0 or held != 1):
            return 1
        if place == SA_IN_BOX and (loc >= 0 or found != 0):
            return 1
    for i in range(PENDING):
        p = s[PR_PENDING + i]
        if p < 0:
            continue
        if p == s[PR_ACTIVE]:
            return 1
        for j in range(i):
            if s[PR_PENDING + j] == p:
                return 1
    return 0
