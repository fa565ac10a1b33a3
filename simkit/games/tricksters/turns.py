"""The playing phase: a seat's turn (draw two, or place one face down) in every mode.

Standard and team play: draw two cards from the deck and/or the Cubs (the Cubs taken and the
number of deck cards decided before drawing; the Cub row is refilled right after), or place a
hand card face down into the pool; the card that completes the round's additions is shown to
everyone. Solo mode 1: four actions a round, the two piles and three Cubs, then the Cub phase
fills the pool up to four new cards. Solo mode 2: draw four (all there are when the deck and its
discards hold fewer), or place two; after every action the deck adds its top two cards to the
pool. A seat that can do neither passes.
"""

import numpy as np
from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.decide import ask_nb, defer_nb, defers
from simkit.games.tricksters.layout import (ACTIONS, ADDED, CARD_EFFECT, CURRENT, DECIDE_ACTION, DECIDE_DRAW,
                                            DECIDE_PLACE, DECIDE_TURN, ACTION_DRAW, ACTION_PLACE, CUB_SLOTS,
                                            EFFECT_NONE, LAST_ADDER, MODE, MODE_SOLO1, MODE_SOLO2, N_ITEMS,
                                            OPTIONS, PASSES, PLACE_CODE, PLAYS, TRIGGER, TURN_PASS, TURNS,
                                            ZONE_CUBS, ZONE_DECK, ZONE_DECK2, ZONE_POOL)
from simkit.games.tricksters.table import available_nb, draw_top_nb, next_active_nb
from simkit.games.tricksters.zones import (CAUSE_CUB, CAUSE_CUB_FILL, CAUSE_DECK_TURN, CAUSE_DRAW, CAUSE_PLACE,
                                           EV_TURN, REVEAL_FOURTH, move_nb, record_nb, reveal_to_all_nb,
                                           zone_card_nb, zone_count_nb)

SOLO_ACTIONS = 4  # solo mode 1: actions in a round
SOLO2_DRAW = 4  # solo mode 2's draw: four deck cards (fewer when deck and discards hold fewer)
TURN_DRAW = 0  # EV_TURN actions
TURN_PLACE = 1
TURN_PASS_EVENT = 2


@leaf
def popcount_nb(x):
    n = 0
    while x:
        n += x & 1
        x >>= 1
    return n


@leaf
def draw_options_nb(s, start):
    """Write the legal draw codes at ``OPTIONS + start``; returns how many."""
    k = start
    if s[MODE] == MODE_SOLO2:
        can = min(SOLO2_DRAW, available_nb(s, ZONE_DECK))
        if can > 0:  # the code says how many are drawn (fewer than four near the end)
            s[OPTIONS + k] = can << 4
            k += 1
        return k - start
    solo1 = s[MODE] == MODE_SOLO1
    from_deck = available_nb(s, ZONE_DECK)
    from_pile2 = available_nb(s, ZONE_DECK2) if solo1 else 0
    if from_deck + from_pile2 == 0:
        return 0  # deck and discards empty: the seat must place (rules notes), Cubs or not
    cubs = zone_count_nb(s, ZONE_CUBS)
    for mask in range(1 << cubs):
        need = 2 - popcount_nb(mask)
        if need < 0:
            continue
        if solo1:
            for a in range(need + 1):
                if a <= from_deck and need - a <= from_pile2:
                    s[OPTIONS + k] = mask | (a << 4) | ((need - a) << 8)
                    k += 1
        elif need <= from_deck:
            s[OPTIONS + k] = mask | (need << 4)
            k += 1
    return k - start


@leaf
def hand_options_nb(s, seat, start, code):
    """Write ``code + card`` for every hand card at ``OPTIONS + start``; returns how many."""
    n = zone_count_nb(s, seat)
    for i in range(n):
        s[OPTIONS + start + i] = code + zone_card_nb(s, seat, i)
    return n


@leaf
def turn_options_nb(s, seat):
    """Every whole-turn code of the seat (draws, then placements; a pass when nothing else)."""
    n = draw_options_nb(s, 0)
    n += hand_options_nb(s, seat, n, PLACE_CODE)
    if n == 0:
        s[OPTIONS] = TURN_PASS
        n = 1
    return n


@leaf
def cub_source_nb(s):
    return ZONE_DECK2 if s[MODE] == MODE_SOLO1 else ZONE_DECK


@leaf
def refill_cubs_nb(s, rng, tr, count):
    """Add up to ``count`` Cubs from their deck, never above the row's size (fewer when no card
    is left). A draw replenishes only the Cubs it took (FAQ), so a row left short by an empty
    deck stays short."""
    for _ in range(count):
        if zone_count_nb(s, ZONE_CUBS) >= s[CUB_SLOTS]:
            break
        if draw_top_nb(s, rng, tr, cub_source_nb(s), ZONE_CUBS, CAUSE_CUB) < 0:
            break


@lean_kernel
def apply_draw_nb(s, rng, tr, seat, code):
    mask = code & 0xF
    from_deck = (code >> 4) & 0xF
    from_pile2 = (code >> 8) & 0xF
    for i in range(zone_count_nb(s, ZONE_CUBS) - 1, -1, -1):  # from the back: indices stay valid
        if (mask >> i) & 1:
            move_nb(s, tr, zone_card_nb(s, ZONE_CUBS, i), seat, CAUSE_DRAW)
    for _ in range(from_deck):
        draw_top_nb(s, rng, tr, ZONE_DECK, seat, CAUSE_DRAW)
    for _ in range(from_pile2):
        draw_top_nb(s, rng, tr, ZONE_DECK2, seat, CAUSE_DRAW)
    if mask:
        refill_cubs_nb(s, rng, tr, popcount_nb(mask))


@leaf
def count_addition_nb(s, tr, seat, card, placed):
    """Book a card just added to the pool this round (``placed``: from the seat's hand)."""
    s[ADDED] += 1
    s[LAST_ADDER] = seat
    effect = s[CARD_EFFECT + card]
    if effect != EFFECT_NONE and placed:
        s[PLAYS + seat * N_ITEMS + effect - 1] += 1
    if s[ADDED] == s[TRIGGER] and s[MODE] < MODE_SOLO1:
        reveal_to_all_nb(s, tr, card, REVEAL_FOURTH)


@leaf
def place_nb(s, tr, seat, card):
    move_nb(s, tr, card, ZONE_POOL, CAUSE_PLACE)
    count_addition_nb(s, tr, seat, card, True)


@lean_kernel
def cub_phase_nb(s, rng, tr):
    """Solo mode 1: fill the round's additions up to four with the Cubs (oldest first), then
    the second pile's top; the Cub row is then refilled."""
    while s[ADDED] < SOLO_ACTIONS:
        if zone_count_nb(s, ZONE_CUBS) > 0:
            card = zone_card_nb(s, ZONE_CUBS, 0)
            move_nb(s, tr, card, ZONE_POOL, CAUSE_CUB_FILL)
        else:
            card = draw_top_nb(s, rng, tr, ZONE_DECK2, ZONE_POOL, CAUSE_CUB_FILL)
            if card < 0:
                break
        count_addition_nb(s, tr, 0, card, False)
    s[ADDED] = SOLO_ACTIONS  # the effects phase starts even when the piles ran dry
    refill_cubs_nb(s, rng, tr, s[CUB_SLOTS])


@lean_kernel
def deck_turn_nb(s, rng, tr):
    """Solo mode 2: the deck adds its top two cards to the pool (stopping at the fourth)."""
    for _ in range(2):
        if s[ADDED] >= s[TRIGGER]:
            return
        card = draw_top_nb(s, rng, tr, ZONE_DECK, ZONE_POOL, CAUSE_DECK_TURN)
        if card < 0:
            return
        count_addition_nb(s, tr, 0, card, False)


@lean_kernel
def apply_turn_nb(s, rng, tr, w, seat, code):
    """Carry out a whole-turn code for the seat and pass the turn on."""
    s[TURNS] += 1
    progress = True
    if code == TURN_PASS:
        record_nb(s, tr, EV_TURN, seat, TURN_PASS_EVENT, 0, 0, 0, 0, 0)
        progress = False
    elif code >= PLACE_CODE:
        record_nb(s, tr, EV_TURN, seat, TURN_PLACE, 0, 0, 0, 0, 0)
        place_nb(s, tr, seat, code - PLACE_CODE)
        if s[MODE] == MODE_SOLO2 and s[ADDED] < s[TRIGGER] and zone_count_nb(s, seat) > 0:
            n = hand_options_nb(s, seat, 0, 0)
            place_nb(s, tr, seat, ask_nb(s, rng, w, seat, DECIDE_PLACE, n))
    else:
        record_nb(s, tr, EV_TURN, seat, TURN_DRAW, code, 0, 0, 0, 0)
        apply_draw_nb(s, rng, tr, seat, code)
    if s[MODE] == MODE_SOLO2:
        before = s[ADDED]
        deck_turn_nb(s, rng, tr)
        progress = progress or s[ADDED] > before
    elif s[MODE] == MODE_SOLO1:
        s[ACTIONS] += 1
        if s[ACTIONS] == SOLO_ACTIONS:
            cub_phase_nb(s, rng, tr)
    else:
        s[CURRENT] = next_active_nb(s, seat)
    s[PASSES] = 0 if progress else s[PASSES] + 1


@lean_kernel
def take_turn_nb(s, rng, tr, w):
    """The current seat's turn: its strategy chooses draw or place, then what exactly."""
    seat = s[CURRENT]
    n_draw = draw_options_nb(s, 0)
    n_hand = zone_count_nb(s, seat)
    if n_draw == 0 and n_hand == 0:
        apply_turn_nb(s, rng, tr, w, np.int64(seat), np.int64(TURN_PASS))
        return
    if defers(s, seat) and n_draw + n_hand > 1:
        defer_nb(s, seat, DECIDE_TURN, turn_options_nb(s, seat))
    n = 0
    if n_draw > 0:
        s[OPTIONS + n] = ACTION_DRAW
        n += 1
    if n_hand > 0:
        s[OPTIONS + n] = ACTION_PLACE
        n += 1
    if ask_nb(s, rng, w, seat, DECIDE_ACTION, n) == ACTION_DRAW:
        n = draw_options_nb(s, 0)
        code = ask_nb(s, rng, w, seat, DECIDE_DRAW, n)
    else:
        n = hand_options_nb(s, seat, 0, 0)
        code = PLACE_CODE + ask_nb(s, rng, w, seat, DECIDE_PLACE, n)
    apply_turn_nb(s, rng, tr, w, np.int64(seat), np.int64(code))
