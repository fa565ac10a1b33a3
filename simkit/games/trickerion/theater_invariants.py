"""The Theater's state invariants (RULES §7.13), for tests and the core's invariant check: 0 when
the state is sound, else the number of the first broken rule below."""

from simkit.engine.jit import kernel
from simkit.games.trickerion.layout import (DIRECTIONS, DUEL, GREY, GRID, MARKERS_FREE, MARKERS_PER_SYMBOL, MAX_CHARS,
                                            MAX_GREY, MAX_TRACK, N_PLAYERS, N_WEEKDAYS, PC_GREY_SLOT, PC_GREY_UP,
                                            PC_SLOTS, PDECK, PDECK_TOP, N_PDECK, SYMBOL_TRICK, SYMBOLS, THEATER_OCC,
                                            THEATER_SLOTS, TRACK_CARD, TRACK_LEN, TRACK_OWNER, TRACK_SYMBOL,
                                            TRACK_UP, TRICK_ON_CARD, WEEKDAY_OWNER)

BAD_MARKER_COUNT = 1  # a seat's markers of a symbol, supply + Trick card + track, are not 4
BAD_SAME_TRICK = 2  # two markers of one (seat, symbol) on a card (G61)
BAD_SLOT = 3  # a marker off its card's slots, or with a bad owner, symbol or orientation
BAD_ORPHAN = 4  # something past the track's last card
BAD_TRACK_LEN = 5  # more than players + 1 cards
BAD_WEEKDAY = 6  # a Theater character of a seat that does not own its weekday, or not the Magician on stage
BAD_GREY = 7  # a Duel side's grey marker missing or moved, or grey without the Duel module
BAD_CARD_TWICE = 8  # a card twice among the track and the deck still to come


@kernel
def check_theater_nb(s):
    players = s[N_PLAYERS]
    n = s[TRACK_LEN]
    if n < 0 or n > players + 1 or n > MAX_TRACK:
        return BAD_TRACK_LEN
    for pos in range(MAX_TRACK):
        for slot in range(GRID):
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
    for pos in range(n):
        card = s[TRACK_CARD + pos]
        for a in range(GRID):
            owner = s[TRACK_OWNER + pos * GRID + a]
            if owner < 0:
                continue
            for b in range(a + 1, GRID):
                if s[TRACK_OWNER + pos * GRID + b] == owner and \
                        s[TRACK_SYMBOL + pos * GRID + b] == s[TRACK_SYMBOL + pos * GRID + a]:
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
            for pos in range(n):
                for slot in range(GRID):
                    if s[TRACK_OWNER + pos * GRID + slot] == seat and s[TRACK_SYMBOL + pos * GRID + slot] == symbol:
                        count += 1
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
