"""The Dark Alley (RULES §1.7, §1.17, G3, G11, G47-G49): the Special Assignment (SA) decks and
hands, the location's actions (Draw First Card, Draw Further Cards, Fortune Telling), the
Prophecies' track, and the End Turn steps that move them (the Prophecies, then the SA discards,
G29, G73). Nothing here runs in a ruleset without the Dark Alley module (DARK_ALLEY 0).

SA decks lie face down, their order hidden from everyone (G3); a drawer sees the cards it drew.
A deck is named by its cards' location code (LOC_THEATER for the Theater's).
"""

from simkit.engine.jit import lean_kernel
from simkit.engine.random_streams import CHANCE, randint_nb
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.layout import (ACT_DRAW_FIRST, ACT_DRAW_FURTHER, ACT_FORTUNE_TELLING, CHAR_SA, CHAR_SA_USE, DARK_ALLEY, DECIDE_DRAW_DECK,
                                            DECIDE_DRAW_KEEP, DREW_FIRST, FORTUNE_TOLD, MARK_FORTUNE_TELLINGS, MARK_SA_DRAWN, MARKS, N_MARKS, MAX_CHARS, MAX_SA_DECK,
                                            N_PLAYERS, N_PROPHECIES, N_SA, OPT_FORTUNE_ONCE, OPTIONS, PENDING,
                                            PR_ACTIVE, PR_BAG, PR_BAG_N, PR_BAG_TOP, PR_IN_GAME, PR_PENDING, PR_SET, PROPHECIES_REMOVED,
                                            PROPHECIES_ON, SA_DECK, SA_DECK_N, SA_DECKS, SA_DISCARD, SA_DISCARD_N,
                                            SA_IN_ASSIGNED, SA_IN_DECK, SA_IN_DISCARD, SA_IN_HAND, SA_LOC, SA_OWNER,
                                            SA_PLACE, SA_USE_NONE, TURN, TURNS)
from simkit.games.trickerion.records import (EV_ACTION, EV_ACTION_CONTEXT, EV_PR_BAG, EV_PROPHECY, EV_SA_DECK, EV_SA_MOVE,
                                             EV_SA_RESHUFFLE, PROPHECY_CAUSE_END_TURN, PROPHECY_CAUSE_FORTUNE,
                                             PROPHECY_CAUSE_SETUP, SA_CAUSE_BOTTOM, SA_CAUSE_DISCARD, SA_CAUSE_KEEP)

DRAW_FIRST_AP = 1  # RULES §1.7, the Dark Alley
DRAW_FURTHER_AP = 2
FORTUNE_TELLING_AP = 1
DRAW_COUNT = 2  # cards seen per draw, one kept (G47)


@lean_kernel
def shuffle_deck_nb(s, rng, at, n):
    """Fisher-Yates on the chance stream over s[at:at + n]."""
    for i in range(n - 1, 0, -1):
        j = randint_nb(rng, CHANCE, i + 1)
        card = s[at + i]
        s[at + i] = s[at + j]
        s[at + j] = card


@lean_kernel
def setup_dark_alley_nb(s, rng, tr):
    """RULES §1.4 steps 4 and 18: each SA deck of the ruleset shuffled face down (G3); the
    Prophecy bag shuffled and 3 Pending drawn, none Active on turn I (G11)."""
    if s[DARK_ALLEY] == 0:
        return
    for loc in range(SA_DECKS):
        n = 0
        for card in range(s[N_SA]):
            if s[SA_LOC + card] == loc:
                s[SA_DECK + loc * MAX_SA_DECK + n] = card
                s[SA_PLACE + card] = SA_IN_DECK
                n += 1
        s[SA_DECK_N + loc] = n
        shuffle_deck_nb(s, rng, SA_DECK + loc * MAX_SA_DECK, n)
        for i in range(n):
            record_nb(s, tr, EV_SA_DECK, loc, i, s[SA_DECK + loc * MAX_SA_DECK + i], 0, 0, 0, 0)
    if s[PROPHECIES_ON] == 0:
        return
    n = 0
    removed = s[PROPHECIES_REMOVED]
    if removed > 0:  # [S L40]: 7 random Dark Alley ones leave, the 7 blue Academy ones go in
        for p in range(s[N_PROPHECIES]):
            if s[PR_IN_GAME + p] == 1 and s[PR_SET + p] == 0:
                s[PR_BAG + n] = p
                n += 1
        shuffle_deck_nb(s, rng, PR_BAG, n)
        n = max(0, n - removed)
        for p in range(s[N_PROPHECIES]):
            if s[PR_IN_GAME + p] == 1 and s[PR_SET + p] != 0:
                s[PR_BAG + n] = p
                n += 1
    else:
        for p in range(s[N_PROPHECIES]):
            if s[PR_IN_GAME + p] == 1:
                s[PR_BAG + n] = p
                n += 1
    s[PR_BAG_N] = n
    shuffle_deck_nb(s, rng, PR_BAG, n)
    s[PR_BAG_TOP] = 0
    for i in range(PENDING):
        s[PR_PENDING + i] = draw_prophecy_nb(s)
    for i in range(s[PR_BAG_TOP], n):
        record_nb(s, tr, EV_PR_BAG, i - s[PR_BAG_TOP], s[PR_BAG + i], 0, 0, 0, 0, 0)
    record_nb(s, tr, EV_PROPHECY, PROPHECY_CAUSE_SETUP, -1, s[PR_PENDING], s[PR_PENDING + 1], s[PR_PENDING + 2],
              -1, 0)


@lean_kernel
def draw_prophecy_nb(s):
    """The bag's next Prophecy, -1 when it is empty."""
    if s[PR_BAG_TOP] >= s[PR_BAG_N]:
        return -1
    p = s[PR_BAG + s[PR_BAG_TOP]]
    s[PR_BAG_TOP] += 1
    return p


@lean_kernel
def move_sa_nb(s, tr, seat, card, to, owner, cause, ch):
    """Move an SA card (SA_PLACE, SA_OWNER) and record it; deck order and discard piles are the
    callers'."""
    record_nb(s, tr, EV_SA_MOVE, seat, card, s[SA_PLACE + card], to, cause, ch, 0)
    s[SA_PLACE + card] = to
    s[SA_OWNER + card] = owner


@lean_kernel
def sa_hand_size_nb(s, seat):
    n = 0
    for card in range(s[N_SA]):
        if s[SA_PLACE + card] == SA_IN_HAND and s[SA_OWNER + card] == seat:
            n += 1
    return n


@lean_kernel
def deck_drawable_nb(s, loc):
    return s[SA_DECK_N + loc] + s[SA_DISCARD_N + loc] > 0


@lean_kernel
def can_draw_nb(s, ap, first):
    """Draw First Card once per placement, then Draw Further Cards (G47); some deck holds or can be
    refilled with a card."""
    if s[DARK_ALLEY] == 0:
        return False
    if first:
        if s[DREW_FIRST] == 1 or ap < cost_nb(s, ACT_DRAW_FIRST, DRAW_FIRST_AP):
            return False
    elif s[DREW_FIRST] == 0 or ap < cost_nb(s, ACT_DRAW_FURTHER, DRAW_FURTHER_AP):
        return False
    for loc in range(SA_DECKS):
        if deck_drawable_nb(s, loc):
            return True
    return False


@lean_kernel
def reshuffle_discards_nb(s, rng, loc):
    """G47: an empty deck takes its discards, shuffled (a chance draw; draw_nb records the order
    after its action)."""
    n = s[SA_DISCARD_N + loc]
    for i in range(n):
        card = s[SA_DISCARD + loc * MAX_SA_DECK + i]
        s[SA_DECK + loc * MAX_SA_DECK + i] = card
        s[SA_PLACE + card] = SA_IN_DECK
        s[SA_OWNER + card] = -1
    s[SA_DISCARD_N + loc] = 0
    s[SA_DECK_N + loc] = n
    shuffle_deck_nb(s, rng, SA_DECK + loc * MAX_SA_DECK, n)


@lean_kernel
def take_top_nb(s, loc):
    at = SA_DECK + loc * MAX_SA_DECK
    card = s[at]
    n = s[SA_DECK_N + loc]
    for i in range(n - 1):
        s[at + i] = s[at + i + 1]
    s[at + n - 1] = -1
    s[SA_DECK_N + loc] = n - 1
    return card


@lean_kernel
def draw_nb(s, rng, tr, w, seat, ch, ap, first):
    """Draw First Card / Draw Further Cards: the seat picks a deck (D14), sees its top 2 cards
    (1 if it holds 1), keeps one (D14) and puts the other at the bottom (G47)."""
    k = 0
    for loc in range(SA_DECKS):
        if deck_drawable_nb(s, loc):
            s[OPTIONS + k] = loc
            k += 1
    loc = ask_nb(s, rng, w, seat, DECIDE_DRAW_DECK, k)
    reshuffled = s[SA_DECK_N + loc] == 0
    if reshuffled:
        reshuffle_discards_nb(s, rng, loc)
    a = take_top_nb(s, loc)
    b = take_top_nb(s, loc) if s[SA_DECK_N + loc] > 0 else -1
    kept = a
    if b >= 0:
        s[OPTIONS] = a
        s[OPTIONS + 1] = b
        kept = ask_nb(s, rng, w, seat, DECIDE_DRAW_KEEP, 2)
    bottom = b if kept == a else a
    cost = cost_nb(s, ACT_DRAW_FIRST, DRAW_FIRST_AP) if first else cost_nb(s, ACT_DRAW_FURTHER, DRAW_FURTHER_AP)
    if first:
        s[DREW_FIRST] = 1
    action = ACT_DRAW_FIRST if first else ACT_DRAW_FURTHER
    record_nb(s, tr, EV_ACTION, seat, ch, action, cost, ap - cost, loc, kept)
    record_nb(s, tr, EV_ACTION_CONTEXT, bottom, a, 0, 0, 0, 0, 0)
    if reshuffled:  # the deck's new order, as it was before the two cards were taken off its top
        n = 1 + (1 if b >= 0 else 0) + s[SA_DECK_N + loc]
        record_nb(s, tr, EV_SA_RESHUFFLE, loc, n, 0, 0, 0, 0, 0)
        record_nb(s, tr, EV_SA_DECK, loc, 0, a, 1, 0, 0, 0)
        if b >= 0:
            record_nb(s, tr, EV_SA_DECK, loc, 1, b, 1, 0, 0, 0)
        for i in range(s[SA_DECK_N + loc]):
            record_nb(s, tr, EV_SA_DECK, loc, n - s[SA_DECK_N + loc] + i, s[SA_DECK + loc * MAX_SA_DECK + i], 1, 0, 0, 0)
    move_sa_nb(s, tr, seat, kept, SA_IN_HAND, seat, SA_CAUSE_KEEP, -1)
    s[MARKS + seat * N_MARKS + MARK_SA_DRAWN] += 1
    if bottom >= 0:
        s[SA_DECK + loc * MAX_SA_DECK + s[SA_DECK_N + loc]] = bottom
        s[SA_DECK_N + loc] += 1
        move_sa_nb(s, tr, seat, bottom, SA_IN_DECK, -1, SA_CAUSE_BOTTOM, -1)
    return cost


@lean_kernel
def can_tell_fortune_nb(s, ap):
    if s[PROPHECIES_ON] == 0 or ap < cost_nb(s, ACT_FORTUNE_TELLING, FORTUNE_TELLING_AP):
        return False
    return s[OPT_FORTUNE_ONCE] == 0 or s[FORTUNE_TOLD] == 0


@lean_kernel
def fortune_telling_nb(s, tr, seat, ch, ap):
    """G48: the Pending Prophecies move one slot: p1 -> p0, p2 -> p1, p0 -> p2."""
    cost = cost_nb(s, ACT_FORTUNE_TELLING, FORTUNE_TELLING_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_FORTUNE_TELLING, cost, ap - cost, 0, 0)
    first = s[PR_PENDING]
    for i in range(PENDING - 1):
        s[PR_PENDING + i] = s[PR_PENDING + i + 1]
    s[PR_PENDING + PENDING - 1] = first
    s[FORTUNE_TOLD] += 1
    s[MARKS + seat * N_MARKS + MARK_FORTUNE_TELLINGS] += 1
    record_nb(s, tr, EV_PROPHECY, PROPHECY_CAUSE_FORTUNE, s[PR_ACTIVE], s[PR_PENDING], s[PR_PENDING + 1],
              s[PR_PENDING + 2], -1, 0)
    return cost


@lean_kernel
def prophecy_step_nb(s, tr):
    """End Turn (RULES §1.12 step 6), every turn but the last (T55): the Active Prophecy is
    discarded, p0 becomes Active, the others move on and a new one is drawn into the last slot."""
    if s[PROPHECIES_ON] == 0 or s[TURN] >= s[TURNS]:
        return
    s[PR_ACTIVE] = s[PR_PENDING]
    for i in range(PENDING - 1):
        s[PR_PENDING + i] = s[PR_PENDING + i + 1]
    drawn = draw_prophecy_nb(s)
    s[PR_PENDING + PENDING - 1] = drawn
    record_nb(s, tr, EV_PROPHECY, PROPHECY_CAUSE_END_TURN, s[PR_ACTIVE], s[PR_PENDING], s[PR_PENDING + 1],
              s[PR_PENDING + 2], drawn, 0)


@lean_kernel
def discard_assigned_nb(s, tr):
    """End Turn (RULES §1.12 step 7, G29): every SA card still assigned (revealed, used or not)
    goes face up onto its location's discard pile, seats in seat order, characters in order."""
    if s[DARK_ALLEY] == 0:
        return
    for seat in range(s[N_PLAYERS]):
        for ch in range(MAX_CHARS):
            at = seat * MAX_CHARS + ch
            card = s[CHAR_SA + at]
            if card < 0:
                continue
            s[CHAR_SA + at] = -1
            s[CHAR_SA_USE + at] = SA_USE_NONE
            if s[SA_PLACE + card] != SA_IN_ASSIGNED:
                continue
            loc = s[SA_LOC + card]
            s[SA_DISCARD + loc * MAX_SA_DECK + s[SA_DISCARD_N + loc]] = card
            s[SA_DISCARD_N + loc] += 1
            move_sa_nb(s, tr, seat, card, SA_IN_DISCARD, -1, SA_CAUSE_DISCARD, ch)

