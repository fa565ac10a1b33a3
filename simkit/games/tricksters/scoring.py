"""The scoring phase: Tricksters (minority), Keepers (middle), Perceivers (majority).

Only the revealed pool counts; an x3 card counts 3 for its colour (1 for everything else).
The colours with the fewest weighted cards are Tricksters, with the most Perceivers, the others
Keepers (a tie for fewest makes both Tricksters, a tie for most both Perceivers: no Keepers).
A three-way tie: one face-down card (a random one set aside; with none, the deck's top, shown
and discarded) shows the Perceivers' colour; the other two colours are Tricksters.
A Trickster avatar scores 1 point on the side its seat chooses; a Keeper 0; a Perceiver as
many points as the Trickster colour with the fewest (actual) cards holds, on the side of the
Light/Dark majority of the revealed pool (a tie: decided by a face-down card as above, one
"left unrevealed": not the card a three-way tie of the same round showed).
Points are a signed ledger (Light +, Dark -), so opposite points cancel.
Solo mode 2: a Keeper gives the deck 1 point, a Perceiver gives it 2, on the majority side.
"""

from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.decide import ask_nb
from simkit.games.tricksters.layout import (ACTIVE, CARD_COLOUR, CARD_EFFECT, CARD_SIDE, CLASS, CLASS_KEEPER,
                                            CLASS_NONE, CLASS_PERCEIVER, CLASS_TRICKSTER, COLOUR_CARDS,
                                            COLOUR_CLASS, COLOUR_WEIGHT, DECIDE_POINT, DECK_LEDGER, EFFECT_X3,
                                            LEDGER, LOC, MARK_CANCELLED_POINTS, MARK_KEEPER_ROUNDS,
                                            MARK_PERCEIVER_POINTS, MARK_SCORELESS_ROUNDS, MARK_TRICKSTER_POINTS,
                                            MARKS, MODE, MODE_SOLO2, N_COLOURS, N_MARKS, N_PLAYERS,
                                            OPTIONS, PICK, POS, RESOLVED, SIDE_DARK, SIDE_LIGHT, TIE_SHOWN,
                                            ZONE_ASIDE, ZONE_AVATAR0, ZONE_DECK, ZONE_DISCARD, ZONE_REVEALED)
from simkit.games.tricksters.rng import CHANCE
from simkit.games.tricksters.table import draw_top_nb
from simkit.games.tricksters.zones import (CAUSE_TIEBREAK_DISCARD, EV_CLASSES, EV_DECK_SCORE, EV_ENERGY, EV_SCORE,
                                           EV_SEAT_SCORE, REVEAL_COLOUR_TIE, REVEAL_ENERGY_TIE, record_nb,
                                           reveal_to_all_nb, zone_card_nb, zone_count_nb, zone_last_nb)
from simkit.engine.random_streams import randint_nb

DECK_KEEPER_POINTS = 1  # solo mode 2
DECK_PERCEIVER_POINTS = 2


@lean_kernel
def tie_card_nb(s, rng, tr, reason):
    """A face-down card that breaks a tie: a random card set aside and not yet shown (shown to
    everyone); with none left unrevealed, the deck's top, shown and discarded (FAQ). -1 when
    there is no card at all. The aside card a colour tie showed (TIE_SHOWN) is no longer
    "left unrevealed", so a Light/Dark tie of the same round cannot take it again."""
    shown = s[TIE_SHOWN] - 1
    n = zone_count_nb(s, ZONE_ASIDE)
    if shown >= 0 and s[LOC + shown] == ZONE_ASIDE:
        n -= 1
    if n > 0:
        k = randint_nb(rng, CHANCE, n)
        if shown >= 0 and s[LOC + shown] == ZONE_ASIDE and k >= s[POS + shown]:
            k += 1  # skip the card already shown
        card = zone_card_nb(s, ZONE_ASIDE, k)
        reveal_to_all_nb(s, tr, card, reason)
        return card
    return draw_top_nb(s, rng, tr, ZONE_DECK, ZONE_DISCARD, CAUSE_TIEBREAK_DISCARD)


@lean_kernel
def classify_nb(s, rng, tr):
    """Each colour's class (COLOUR_CLASS); returns the Perceivers' points."""
    for c in range(N_COLOURS):
        s[COLOUR_WEIGHT + c] = 0
        s[COLOUR_CARDS + c] = 0
    for i in range(zone_count_nb(s, ZONE_REVEALED)):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        colour = s[CARD_COLOUR + card]
        s[COLOUR_CARDS + colour] += 1
        if s[CARD_EFFECT + card] == EFFECT_X3:
            s[COLOUR_WEIGHT + colour] += 3
            s[RESOLVED + EFFECT_X3 - 1] += 1
        else:
            s[COLOUR_WEIGHT + colour] += 1
    w0 = s[COLOUR_WEIGHT]
    w1 = s[COLOUR_WEIGHT + 1]
    w2 = s[COLOUR_WEIGHT + 2]
    s[TIE_SHOWN] = 0
    if w0 == w1 and w1 == w2:
        card = tie_card_nb(s, rng, tr, REVEAL_COLOUR_TIE)
        s[TIE_SHOWN] = card + 1
        for c in range(N_COLOURS):
            s[COLOUR_CLASS + c] = CLASS_TRICKSTER
        if card >= 0:
            s[COLOUR_CLASS + s[CARD_COLOUR + card]] = CLASS_PERCEIVER
    else:
        most = max(w0, max(w1, w2))
        fewest = min(w0, min(w1, w2))
        for c in range(N_COLOURS):
            weight = s[COLOUR_WEIGHT + c]
            s[COLOUR_CLASS + c] = (CLASS_PERCEIVER if weight == most else
                                   CLASS_TRICKSTER if weight == fewest else CLASS_KEEPER)
    points = 1 << 30
    for c in range(N_COLOURS):
        if s[COLOUR_CLASS + c] == CLASS_TRICKSTER:
            points = min(points, s[COLOUR_CARDS + c])
    return 0 if points == 1 << 30 else points


@lean_kernel
def energy_nb(s, rng, tr):
    """The side of the revealed pool's Light/Dark majority (a tie: a face-down card's); -1: none."""
    light = 0
    dark = 0
    for i in range(zone_count_nb(s, ZONE_REVEALED)):
        if s[CARD_SIDE + zone_card_nb(s, ZONE_REVEALED, i)] == SIDE_LIGHT:
            light += 1
        else:
            dark += 1
    side = SIDE_LIGHT if light > dark else SIDE_DARK
    if light == dark:
        card = tie_card_nb(s, rng, tr, REVEAL_ENERGY_TIE)
        side = -1 if card < 0 else s[CARD_SIDE + card]
    record_nb(s, tr, EV_ENERGY, side, light, dark, 0, 0, 0, 0)
    return side


@leaf
def add_points_nb(ledger, points, side):
    """The ledger after gaining points on a side, and how many points cancelled."""
    delta = points if side == SIDE_LIGHT else -points
    cancelled = 0
    if ledger * delta < 0:
        cancelled = min(abs(ledger), points)
    return ledger + delta, cancelled


@leaf
def gain_nb(s, tr, seat, cls, points, side):
    ledger = s[LEDGER + seat]
    cancelled = 0
    if points > 0:
        ledger, cancelled = add_points_nb(ledger, points, side)
    s[LEDGER + seat] = ledger
    s[MARKS + seat * N_MARKS + MARK_CANCELLED_POINTS] += cancelled
    record_nb(s, tr, EV_SEAT_SCORE, seat, cls, points, side, ledger, cancelled, 0)


@leaf
def deck_gain_nb(s, tr, points, side):
    if side < 0:
        return
    s[DECK_LEDGER], _ = add_points_nb(s[DECK_LEDGER], points, side)
    record_nb(s, tr, EV_DECK_SCORE, points, side, s[DECK_LEDGER], 0, 0, 0, 0)


@lean_kernel
def score_round_nb(s, rng, tr, w):
    """Classes, points and ledgers of the round (the revealed pool is not empty)."""
    n = s[N_PLAYERS]
    points = classify_nb(s, rng, tr)
    record_nb(s, tr, EV_SCORE, s[COLOUR_WEIGHT], s[COLOUR_WEIGHT + 1], s[COLOUR_WEIGHT + 2], s[COLOUR_CARDS],
              s[COLOUR_CARDS + 1], s[COLOUR_CARDS + 2], points)
    record_nb(s, tr, EV_CLASSES, s[COLOUR_CLASS], s[COLOUR_CLASS + 1], s[COLOUR_CLASS + 2], 0, 0, 0, 0)
    solo2 = s[MODE] == MODE_SOLO2
    need_energy = False
    for p in range(n):
        s[CLASS + p] = CLASS_NONE
        if zone_count_nb(s, ZONE_AVATAR0 + p) > 0:
            cls = s[COLOUR_CLASS + s[CARD_COLOUR + zone_last_nb(s, ZONE_AVATAR0 + p)]]
            s[CLASS + p] = cls
            if cls == CLASS_PERCEIVER and (points > 0 or solo2):
                need_energy = True
            if cls == CLASS_KEEPER and solo2:
                need_energy = True
    side = energy_nb(s, rng, tr) if need_energy else -1
    for p in range(n):  # the Tricksters choose their points' side (all before any is scored)
        if s[CLASS + p] == CLASS_TRICKSTER:
            s[OPTIONS] = SIDE_LIGHT
            s[OPTIONS + 1] = SIDE_DARK
            s[PICK + p] = ask_nb(s, rng, w, p, DECIDE_POINT, 2)
    for p in range(n):
        if (s[ACTIVE] >> p) & 1 == 0:
            continue
        cls = s[CLASS + p]
        gained = 0
        if cls == CLASS_TRICKSTER:
            gained = 1
            gain_nb(s, tr, p, cls, 1, s[PICK + p])
            s[MARKS + p * N_MARKS + MARK_TRICKSTER_POINTS] += 1
        elif cls == CLASS_KEEPER:
            gain_nb(s, tr, p, cls, 0, -1)
            s[MARKS + p * N_MARKS + MARK_KEEPER_ROUNDS] += 1
            if solo2:
                deck_gain_nb(s, tr, DECK_KEEPER_POINTS, side)
        elif cls == CLASS_PERCEIVER:
            gained = points if side >= 0 else 0
            gain_nb(s, tr, p, cls, gained, side)
            s[MARKS + p * N_MARKS + MARK_PERCEIVER_POINTS] += gained
            if solo2:
                deck_gain_nb(s, tr, DECK_PERCEIVER_POINTS, side)
        if gained == 0:
            s[MARKS + p * N_MARKS + MARK_SCORELESS_ROUNDS] += 1
