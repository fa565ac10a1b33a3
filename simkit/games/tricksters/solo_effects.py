"""Solo mode 1's negative effects, and the avatar swap every mode shares.

Which revealed effects apply depends on the difficulty: Easy those of the avatar's colour,
Normal those of the other colours, Hard all (with no avatar: Easy none, Normal and Hard all).
They apply one by one, Swap Arrows last. Eye: the Cub row loses its oldest card and shrinks by
one for the rest of the game. Skull: a time counter is lost at once (the last one ends the game,
lost). Swap Arrows: exchange the avatar with a hand card of another colour (the player's
choice; with none, nothing happens). An effect *applied* when it happened.
"""

from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.decide import ask_nb
from simkit.games.tricksters.layout import (CARD_COLOUR, CARD_EFFECT, CUB_SLOTS, DECIDE_SWAP, EFFECT_EYE,
                                            EFFECT_SKULL, EFFECT_SWAP, FINISHED, LEVEL, LEVEL_EASY, LEVEL_NORMAL,
                                            OPTIONS, RESOLVED, TIME, USED, ZONE_AVATAR0, ZONE_CUBS, ZONE_DISCARD,
                                            ZONE_REVEALED)
from simkit.games.tricksters.table import is_action_effect_nb
from simkit.games.tricksters.zones import (CAUSE_CUB_LOST, CAUSE_SWAP, EV_CUB_ROW, EV_EFFECT, EV_EFFECTS_TURN,
                                           EV_TIME, move_nb, record_nb, zone_card_nb, zone_count_nb, zone_last_nb)

TIME_SKULL = 1  # EV_TIME reasons
TIME_ROUND = 0


@leaf
def swap_avatar_nb(s, tr, seat, card):
    """The avatar goes to the hand, the hand card becomes the avatar."""
    avatar = zone_last_nb(s, ZONE_AVATAR0 + seat)
    move_nb(s, tr, avatar, seat, CAUSE_SWAP)
    move_nb(s, tr, card, ZONE_AVATAR0 + seat, CAUSE_SWAP)


@leaf
def applies_nb(s, colour, card):
    """Does this revealed effect card apply to the solo player at this difficulty?"""
    if s[LEVEL] == LEVEL_EASY:
        return colour >= 0 and s[CARD_COLOUR + card] == colour
    if s[LEVEL] == LEVEL_NORMAL:
        return colour < 0 or s[CARD_COLOUR + card] != colour
    return True


@leaf
def applied_nb(s, tr, effect, card, applied):
    record_nb(s, tr, EV_EFFECT, 0, effect, card, 1 if applied else 0, 0, 0, 0)
    if applied:
        s[USED + card] = 1
        s[RESOLVED + effect - 1] += 1


@lean_kernel
def solo1_effects_nb(s, rng, tr, w):
    """Apply the negative effects (Eye and Skull in pool order, then every Swap Arrows)."""
    seat = 0
    colour = -1
    if zone_count_nb(s, ZONE_AVATAR0) > 0:
        colour = s[CARD_COLOUR + zone_last_nb(s, ZONE_AVATAR0)]
    record_nb(s, tr, EV_EFFECTS_TURN, seat, colour, 0, 0, 0, 0, 0)
    first_colour = colour  # which effects apply is fixed before any Swap changes the avatar
    n = zone_count_nb(s, ZONE_REVEALED)
    for i in range(n):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        effect = s[CARD_EFFECT + card]
        if effect == EFFECT_SWAP or not is_action_effect_nb(effect) or not applies_nb(s, first_colour, card):
            continue
        if effect == EFFECT_EYE:
            cubs = zone_count_nb(s, ZONE_CUBS)
            applied_nb(s, tr, effect, card, cubs > 0)
            if cubs > 0:
                move_nb(s, tr, zone_card_nb(s, ZONE_CUBS, 0), ZONE_DISCARD, CAUSE_CUB_LOST)
                s[CUB_SLOTS] -= 1
                record_nb(s, tr, EV_CUB_ROW, s[CUB_SLOTS], 0, 0, 0, 0, 0, 0)
        elif effect == EFFECT_SKULL:
            applied_nb(s, tr, effect, card, True)
            s[TIME] -= 1
            record_nb(s, tr, EV_TIME, s[TIME], TIME_SKULL, 0, 0, 0, 0, 0)
            if s[TIME] <= 0:
                s[FINISHED] = 1
                return
    for i in range(n):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        if s[CARD_EFFECT + card] != EFFECT_SWAP or not applies_nb(s, first_colour, card):
            continue
        k = 0
        if colour >= 0:
            for j in range(zone_count_nb(s, seat)):
                c = zone_card_nb(s, seat, j)
                if s[CARD_COLOUR + c] != colour:
                    s[OPTIONS + k] = c
                    k += 1
        applied_nb(s, tr, EFFECT_SWAP, card, k > 0)
        if k > 0:
            swap_avatar_nb(s, tr, seat, ask_nb(s, rng, w, seat, DECIDE_SWAP, k))
            colour = s[CARD_COLOUR + zone_last_nb(s, ZONE_AVATAR0)]
