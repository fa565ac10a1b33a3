"""The Theater's state invariants (RULES §7.13), for tests and the core's invariant check: 0 when
the state is sound, else the number of the first broken rule below."""

from simkit.engine.jit import kernel
from simkit.games.trickerion.layout import (DIRECTIONS, DUEL, GREY, GRID, MARKERS_FREE, MARKERS_PER_SYMBOL, MAX_CHARS,
                                            MAX_GREY, MAX_TRACK, N_PLAYERS, N_WEEKDAYS, PC_GREY_SLOT, PC_GREY_UP,
                                            PC_SLOTS, PDECK, PDECK_TOP, N_PDECK, SYMBOL_TRICK, SYMBOLS, THEATER_OCC,
                                            THEATER_SLOTS, TRACK_CARD, TRACK_GUEST, TRACK_LEN, TRACK_OWNER,
                                            TRACK_PILE, TRACK_SYMBOL, TRACK_UP, TRICK_ON_CARD, WEEKDAY_OWNER,
                                            DARK_ALLEY)
from simkit.games.trickerion.theater_track import marker_owner, marker_symbol, markers_on_track_nb

BAD_MARKER_COUNT = 1  # a seat's markers of a symbol, supply + Trick card + track (piles 2), are not 4
BAD_SAME_TRICK = 2  # a second marker of one (seat, symbol) on a card (G61); the Dark Alley: a third (A09 New Twist)
BAD_SLOT = 3  # a marker off its card's slots, or with a bad owner, symbol or orientation
BAD_ORPHAN = 4  # something past the track's last card
BAD_TRACK_LEN = 5  # more than players + 1 cards
BAD_WEEKDAY = 6  # a Theater character of a seat that does not own its weekday, or not the Magician on stage
BAD_GREY = 7  # a Duel side's grey marker missing or moved, or grey without the Duel module
BAD_CARD_TWICE = 8  # a card twice among the track and the deck still to come
BAD_GUEST = 9  # a Guest slot (A06) past the track, or holding a marker of a symbol with no Trick
BAD_PILE = 10  # a pile (Supercharge, G82) on a slot without a seat's marker, past the track, or not 0/1


@kernel
def check_theater_nb(s):
    players = s[N_PLAYERS]
    n = s[TRACK_LEN]
    if n < 0 or n > players + 1 or n > MAX_TRACK:
        return BAD_TRACK_LEN
    for pos in range(MAX_TRACK):
        guest = s[TRACK_GUEST + pos]
        if guest != 0:
            owner = (guest - 1) // SYMBOLS
            if pos >= n or guest < 0 or owner >= players \
                    or s[SYMBOL_TRICK + owner * SYMBOLS + (guest - 1) % SYMBOLS] < 0:
                return BAD_GUEST
        for slot in range(GRID):
            pile = s[TRACK_PILE + pos * GRID + slot]
            if pile != 0 and (pile != 1 or pos >= n or s[TRACK_OWNER + pos * GRID + slot] < 0):
                return BAD_PILE
            owner = s[TRACK_OWNER + pos * GRID + slot]
            if pos >= n:
                if owner != -1 or s[TRACK_SYMBOL + pos * GRID + slot] != -1:
                    return BAD_ORPHAN
                continue
            if owner == -1:
                continue
            card = s[TRACK_CARD + pos]
            up = s[TRACK_UP + pos * GRID + slot]
            if s[PC_SLOTS + card * GRID + slot] != 1 or up < 0 or up >= DIRECTIONS:
                return BAD_SLOT
            symbol = s[TRACK_SYMBOL + pos * GRID + slot]
            if owner == GREY:
                if symbol != -1:
                    return BAD_SLOT
            elif owner < 0 or owner >= players or symbol < 0 or symbol >= SYMBOLS \
                    or s[SYMBOL_TRICK + owner * SYMBOLS + symbol] < 0:
                return BAD_SLOT
        if pos >= n and s[TRACK_CARD + pos] != -1:
            return BAD_ORPHAN
    most = 2 if s[DARK_ALLEY] == 1 else 1  # A09 New Twist: a second marker of the Trick
    for pos in range(n):
        card = s[TRACK_CARD + pos]
        for a in range(GRID + 1):
            owner = marker_owner(s, pos, a)
            if owner < 0:
                continue
            same = 0
            for b in range(GRID + 1):
                if marker_owner(s, pos, b) == owner and marker_symbol(s, pos, b) == marker_symbol(s, pos, a):
                    same += 1
            if same > most:
                return BAD_SAME_TRICK
        greys = 0
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == GREY:
                greys += 1
        printed = 0
        for g in range(MAX_GREY):
            slot = s[PC_GREY_SLOT + card * MAX_GREY + g]
            if slot >= 0 and s[DUEL] == 1:
                printed += 1
                if s[TRACK_OWNER + pos * GRID + slot] != GREY or \
                        s[TRACK_UP + pos * GRID + slot] != s[PC_GREY_UP + card * MAX_GREY + g]:
                    return BAD_GREY
        if greys != printed:
            return BAD_GREY
        for other in range(pos + 1, n):
            if s[TRACK_CARD + other] == card:
                return BAD_CARD_TWICE
        for i in range(s[PDECK_TOP], s[N_PDECK]):
            if s[PDECK + i] == card:
                return BAD_CARD_TWICE
    for seat in range(players):
        for symbol in range(SYMBOLS):
            count = s[MARKERS_FREE + seat * SYMBOLS + symbol]
            trick = s[SYMBOL_TRICK + seat * SYMBOLS + symbol]
            if trick >= 0:
                count += s[TRICK_ON_CARD + trick]
            count += markers_on_track_nb(s, seat, symbol)
            if count != MARKERS_PER_SYMBOL:
                return BAD_MARKER_COUNT
    for day in range(s[N_WEEKDAYS]):
        for k in range(THEATER_SLOTS):
            occupant = s[THEATER_OCC + day * THEATER_SLOTS + k]
            if occupant < 0:
                continue
            if occupant // MAX_CHARS != s[WEEKDAY_OWNER + day]:
                return BAD_WEEKDAY
            if k == 0 and occupant % MAX_CHARS != 0:
                return BAD_WEEKDAY
    return 0
