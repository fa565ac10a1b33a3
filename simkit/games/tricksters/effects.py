"""The special effects phase: revealed effect cards act for avatars of their colour.

Standard, team play and solo mode 2: each seat takes one effects turn (from the seat that added
the round's last card, in turn order) and resolves every revealed Eye, Swap Arrows and Skull of
its avatar's colour, one by one in the order it chooses; an effect card serves every seat whose
avatar shares its colour. Eye: look at a seat's hand and take a card (solo mode 2: look at the
deck's top two, keep one, discard the other; a deck of one card takes its discards back under
it for the second). Swap Arrows: exchange the avatar with a hand card, and the turn ends.
Skull: destroy a revealed card (removed from the game), then put a hand card face up into the
pool; its effect, if of the seat's colour, comes after every other.

Solo mode 1 applies the negative effects (simkit.games.tricksters.solo_effects).

An effect *resolves* when it happens (one card can resolve for several seats); a revealed
Eye, Swap or Skull card that resolved for nobody by the end of the phase (or was destroyed
before) *fizzled*. x3 cards only count (scoring).
"""

import numpy as np
from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.decide import ask_nb
from simkit.games.tricksters.layout import (CARD_COLOUR, CARD_EFFECT, CTX_ARG, DECIDE_DESTROY, DECIDE_EFFECT,
                                            DECIDE_EYE_TAKE, DECIDE_EYE_TARGET, DECIDE_KEEP, DECIDE_SKULL_PLACE,
                                            DECIDE_SWAP, EFFECT_EYE, EFFECT_SKULL, EFFECT_SWAP, FIZZLED, KNOWERS,
                                            MARK_CARDS_STOLEN, MARK_DONE, MARK_LATE, MARKS, MODE, MODE_SOLO2, N_ITEMS,
                                            N_MARKS, N_PLAYERS, OPTIONS, PLAYS, RESOLVED, TURN_MARK, USED,
                                            ZONE_AVATAR0, ZONE_DECK, ZONE_DESTROYED, ZONE_DISCARD, ZONE_REVEALED)
from simkit.games.tricksters.table import (available_nb, is_action_effect_nb, is_active_nb, refill_deck_nb,
                                           refill_under_top_nb)
from simkit.games.tricksters.zones import (CAUSE_EYE, CAUSE_EYE_DISCARD, CAUSE_EYE_KEEP, CAUSE_SKULL_DESTROY,
                                           CAUSE_SKULL_PLACE, EV_EFFECT, EV_EFFECTS_TURN, EV_LOOK,
                                           REVEAL_EYE, move_nb, record_nb, reveal_to_all_nb, zone_card_nb,
                                           zone_count_nb, zone_last_nb)
from simkit.games.tricksters.solo_effects import swap_avatar_nb


@leaf
def effect_done_nb(s, tr, seat, effect, card, resolved):
    record_nb(s, tr, EV_EFFECT, seat, effect, card, 1 if resolved else 0, 0, 0, 0)
    if resolved:
        s[USED + card] = 1
        s[RESOLVED + effect - 1] += 1


@lean_kernel
def eye_nb(s, rng, tr, w, seat, card):
    """Look at a seat's hand and take one card from it."""
    n = 0
    for p in range(s[N_PLAYERS]):
        if p != seat and is_active_nb(s, p) and zone_count_nb(s, p) > 0:
            s[OPTIONS + n] = p
            n += 1
    effect_done_nb(s, tr, seat, EFFECT_EYE, card, n > 0)
    if n == 0:
        return
    target = ask_nb(s, rng, w, seat, DECIDE_EYE_TARGET, n)
    record_nb(s, tr, EV_LOOK, seat, target, 0, 0, 0, 0, 0)
    for i in range(zone_count_nb(s, target)):
        s[KNOWERS + zone_card_nb(s, target, i)] |= 1 << seat
    for i in range(zone_count_nb(s, target)):
        s[OPTIONS + i] = zone_card_nb(s, target, i)
    s[CTX_ARG] = target
    taken = ask_nb(s, rng, w, seat, DECIDE_EYE_TAKE, zone_count_nb(s, target))
    move_nb(s, tr, taken, seat, CAUSE_EYE)
    s[MARKS + target * N_MARKS + MARK_CARDS_STOLEN] += 1


@lean_kernel
def solo_eye_nb(s, rng, tr, w, seat, card):
    """Solo mode 2: look at the deck's top two cards, keep one, discard the other. An empty
    deck takes its discards back first; a deck of one card shows it, then takes its discards
    back beneath it, so the second card is the reshuffled discards' top."""
    resolved = available_nb(s, ZONE_DECK) > 0
    effect_done_nb(s, tr, seat, EFFECT_EYE, card, resolved)
    if not resolved:
        return
    if zone_count_nb(s, ZONE_DECK) == 0:
        refill_deck_nb(s, rng, tr, np.int64(ZONE_DECK))
    first = zone_last_nb(s, ZONE_DECK)
    reveal_to_all_nb(s, tr, first, REVEAL_EYE)
    if zone_count_nb(s, ZONE_DECK) == 1 and available_nb(s, ZONE_DECK) > 1:
        refill_under_top_nb(s, rng, tr, np.int64(ZONE_DECK))
    second = -1
    if zone_count_nb(s, ZONE_DECK) >= 2:
        second = zone_card_nb(s, ZONE_DECK, zone_count_nb(s, ZONE_DECK) - 2)
        reveal_to_all_nb(s, tr, second, REVEAL_EYE)
    s[OPTIONS] = first
    s[OPTIONS + 1] = second
    kept = ask_nb(s, rng, w, seat, DECIDE_KEEP, 2 if second >= 0 else 1)
    other = second if kept == first else first
    move_nb(s, tr, kept, seat, CAUSE_EYE_KEEP)
    if other >= 0:
        move_nb(s, tr, other, ZONE_DISCARD, CAUSE_EYE_DISCARD)


@lean_kernel
def swap_nb(s, rng, tr, w, seat, card):
    """Exchange the avatar with a hand card. Returns True when it happened (the turn ends)."""
    n = zone_count_nb(s, seat)
    effect_done_nb(s, tr, seat, EFFECT_SWAP, card, n > 0)
    if n == 0:
        return False
    for i in range(n):
        s[OPTIONS + i] = zone_card_nb(s, seat, i)
    swap_avatar_nb(s, tr, seat, ask_nb(s, rng, w, seat, DECIDE_SWAP, n))
    return True


@lean_kernel
def skull_nb(s, rng, tr, w, seat, card):
    """Destroy a revealed card, then put a hand card face up into the pool (resolved late)."""
    effect_done_nb(s, tr, seat, EFFECT_SKULL, card, True)
    n = zone_count_nb(s, ZONE_REVEALED)
    for i in range(n):
        s[OPTIONS + i] = zone_card_nb(s, ZONE_REVEALED, i)
    destroyed = ask_nb(s, rng, w, seat, DECIDE_DESTROY, n)
    effect = s[CARD_EFFECT + destroyed]
    if is_action_effect_nb(effect) and s[USED + destroyed] == 0:
        s[FIZZLED + effect - 1] += 1  # nobody used it, and nobody now can
    move_nb(s, tr, destroyed, ZONE_DESTROYED, CAUSE_SKULL_DESTROY)
    n = zone_count_nb(s, seat)
    if n == 0:
        return
    for i in range(n):
        s[OPTIONS + i] = zone_card_nb(s, seat, i)
    placed = ask_nb(s, rng, w, seat, DECIDE_SKULL_PLACE, n)
    move_nb(s, tr, placed, ZONE_REVEALED, CAUSE_SKULL_PLACE)
    s[TURN_MARK + placed] = MARK_LATE
    s[USED + placed] = 0
    effect = s[CARD_EFFECT + placed]
    if effect > 0:
        s[PLAYS + seat * N_ITEMS + effect - 1] += 1


@leaf
def pending_effects_nb(s, colour):
    """Bit mask of the effect types the seat still has to resolve this turn (late ones only
    when no other is left), and whether they are the late ones."""
    regular = 0
    late = 0
    for i in range(zone_count_nb(s, ZONE_REVEALED)):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        effect = s[CARD_EFFECT + card]
        if s[CARD_COLOUR + card] != colour or not is_action_effect_nb(effect):
            continue
        mark = s[TURN_MARK + card]
        if mark == 0:
            regular |= 1 << effect
        elif mark == MARK_LATE:
            late |= 1 << effect
    if regular:
        return regular, False
    return late, True


@lean_kernel
def effects_turn_nb(s, rng, tr, w, seat):
    """One seat's effects turn: every revealed effect of its avatar's colour, in its order."""
    if zone_count_nb(s, ZONE_AVATAR0 + seat) == 0:
        record_nb(s, tr, EV_EFFECTS_TURN, seat, -1, 0, 0, 0, 0, 0)
        return
    colour = s[CARD_COLOUR + zone_last_nb(s, ZONE_AVATAR0 + seat)]
    record_nb(s, tr, EV_EFFECTS_TURN, seat, colour, 0, 0, 0, 0, 0)
    for i in range(zone_count_nb(s, ZONE_REVEALED)):
        s[TURN_MARK + zone_card_nb(s, ZONE_REVEALED, i)] = 0
    while True:
        mask, late = pending_effects_nb(s, colour)
        if mask == 0:
            return
        n = 0
        for effect in (EFFECT_EYE, EFFECT_SWAP, EFFECT_SKULL):
            if (mask >> effect) & 1:
                s[OPTIONS + n] = effect
                n += 1
        effect = ask_nb(s, rng, w, seat, DECIDE_EFFECT, n)
        wanted = MARK_LATE if late else 0
        card = -1
        for i in range(zone_count_nb(s, ZONE_REVEALED)):
            c = zone_card_nb(s, ZONE_REVEALED, i)
            if s[CARD_COLOUR + c] == colour and s[CARD_EFFECT + c] == effect and s[TURN_MARK + c] == wanted:
                card = c
                break
        s[TURN_MARK + card] = MARK_DONE
        if effect == EFFECT_EYE:
            if s[MODE] == MODE_SOLO2:
                solo_eye_nb(s, rng, tr, w, seat, np.int64(card))
            else:
                eye_nb(s, rng, tr, w, seat, np.int64(card))
        elif effect == EFFECT_SWAP:
            if swap_nb(s, rng, tr, w, seat, np.int64(card)):
                return
        else:
            skull_nb(s, rng, tr, w, seat, np.int64(card))
