"""Dawn of Technology's Signature Tricks (RULES §1.4 step 14, §1.7, §1.19; G10, G93, G94;
docs/trickerion.md T120-T123): Tricks N.. of a Dawn catalogue, each its Magician's alone, learned
like a Favourite-category Trick (no die); learning one takes its standard counterpart out of the
game, or replaces it, markers kept, when the learner owns it; prepared only with Contraptions
built >= its level. Outside a Dawn game no Trick is one (TRICK_SIGNATURE_OF -1): every check
here passes and nothing changes."""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.layout import (CONTRAPTIONS_BUILT, ENGINEER_TRICK, ITEM_LEARNED, MAGICIAN,
                                            MARK_TRICKS_LEARNED, MARKS, N_MARKS, SPACE_TRICK, SYMBOL_TRICK, SYMBOLS, TRICK_ACADEMY, TRICK_ASIDE,
                                            TRICK_COUNTERPART, TRICK_IN_GAME, TRICK_LEVEL, TRICK_ON_CARD,
                                            TRICK_OWNER, TRICK_SIGNATURE_OF, TRICK_SYMBOL)
from simkit.games.trickerion.moves_nb import take_trick_nb
from simkit.games.trickerion.records import (EV_TRICK, TPLACE_BESIDE, TPLACE_DECK, TPLACE_ENGINEER, TPLACE_GONE,
                                             TPLACE_SEAT, TRICK_CAUSE_SIGNATURE)


@leaf
def signature_allowed_nb(s, seat, trick):
    """A standard Trick, or the seat's Magician's own Signature Trick (G93: no one else takes it)."""
    magician = s[TRICK_SIGNATURE_OF + trick]
    return magician < 0 or magician == s[MAGICIAN + seat]


@leaf
def built_enough_nb(s, seat, trick):
    """G94: a Signature Trick is prepared only with Contraptions built (Active or not) >= its level."""
    return s[TRICK_SIGNATURE_OF + trick] < 0 or s[CONTRAPTIONS_BUILT + seat] >= s[TRICK_LEVEL + trick]


@leaf
def replaces_counterpart_nb(s, seat, trick):
    """Learning this Signature Trick replaces its counterpart, which the seat owns (so it needs no
    free Symbol marker of its own)."""
    counterpart = s[TRICK_COUNTERPART + trick]
    return counterpart >= 0 and s[TRICK_OWNER + counterpart] == seat


@lean_kernel
def take_signature_nb(s, tr, seat, trick, cause):
    """The seat takes its Signature Trick (``cause``: setup or learn). G93: the counterpart it owns
    is replaced, the Signature Trick taking its Symbol marker (so its markers, on the card and in
    the Theater), its slot (the Engineer's too) and its Academy marker; a counterpart in its deck
    leaves the game; an opponent's stays theirs (T121)."""
    old = s[TRICK_COUNTERPART + trick]
    if old >= 0 and s[TRICK_OWNER + old] == seat:
        symbol = s[TRICK_SYMBOL + old]
        place = TPLACE_SEAT
        if s[ENGINEER_TRICK + seat] == old:
            s[ENGINEER_TRICK + seat] = trick
            place = TPLACE_ENGINEER
        s[TRICK_OWNER + trick] = seat
        s[TRICK_SYMBOL + trick] = symbol
        s[TRICK_ON_CARD + trick] = s[TRICK_ON_CARD + old]
        s[SYMBOL_TRICK + seat * SYMBOLS + symbol] = trick
        at = s[TRICK_ACADEMY + old]
        s[TRICK_ACADEMY + trick] = at
        if at >= 0:
            s[SPACE_TRICK + at] = trick
        s[TRICK_OWNER + old] = -1
        s[TRICK_SYMBOL + old] = -1
        s[TRICK_ON_CARD + old] = 0
        s[TRICK_ACADEMY + old] = -1
        s[TRICK_IN_GAME + old] = 0
        s[ITEM_LEARNED + trick] += 1
        s[MARKS + seat * N_MARKS + MARK_TRICKS_LEARNED] += 1
        record_nb(s, tr, EV_TRICK, seat, old, place, TPLACE_GONE, symbol, TRICK_CAUSE_SIGNATURE, 0)
        record_nb(s, tr, EV_TRICK, seat, trick, TPLACE_BESIDE, place, symbol, cause, 0)
        return
    counterpart_leaves_nb(s, tr, seat, trick)
    take_trick_nb(s, tr, seat, trick, False, cause)


@lean_kernel
def counterpart_leaves_nb(s, tr, seat, trick):
    """G93: the counterpart of the Signature Trick the seat takes leaves the game if it is in its
    deck (set aside by Bernard or owned by an opponent, it stays; T121). Nothing for a standard Trick."""
    old = s[TRICK_COUNTERPART + trick]
    if old >= 0 and s[TRICK_OWNER + old] == -1 and s[TRICK_ASIDE + old] == 0 and s[TRICK_IN_GAME + old] == 1:
        s[TRICK_IN_GAME + old] = 0
        record_nb(s, tr, EV_TRICK, seat, old, TPLACE_DECK, TPLACE_GONE, -1, TRICK_CAUSE_SIGNATURE, 0)
