"""The weighted heuristic behind ``counter`` and ``hunter`` (simkit.strategies.tricksters.registry names the weights).

It reads only the seat's observation: its hand, the face-up zones (revealed pool, avatars,
Cubs), zone counts, the ledgers, and the pool cards it knows (``knows_nb``: what it placed,
the revealed cards turned face down, Trickster avatars, the fourth card shown).

- Avatar: estimate each colour's weight in the coming reveal from the known pool cards (an
  unknown card adds 0.4 to every colour: x3 makes a card worth 1.2 on average) and pick the hand
  colour whose expected class scores best for the seat's side: a Trickster's sure point
  (``trick``), a Perceiver's expected points (``perceive``), a Keeper nothing.
- Place: the card whose absence from the hand and presence in the pool leaves the best avatar;
  draw instead while the hand holds ``hoard`` cards or fewer.
- Draw: Cubs of the colour the hand holds most, else deck cards.
- Effects (the revealed pool is face up then, so exact): Eye first, Skull next, Swap Arrows
  last; Swap, Skull's destroyed and placed cards chosen for the best exact result; Eye looks at
  the leader (``hunt``) or the biggest hand and takes a card of the seat's main colour.
- A Trickster's point goes to the side the seat (its team) already leads on.
"""

import numpy as np
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty, stack_zeros

from simkit.games.tricksters.ending import competitor_of_nb, competitor_score_nb
from simkit.games.tricksters.layout import (ACTION_DRAW, ACTION_PLACE, CARD_COLOUR, CARD_EFFECT, CARD_SIDE,
                                            CTX_KIND, DECIDE_ACTION, DECIDE_AVATAR, DECIDE_DESTROY, DECIDE_DRAW,
                                            DECIDE_EFFECT, DECIDE_EYE_TAKE, DECIDE_EYE_TARGET, DECIDE_KEEP,
                                            DECIDE_PLACE, DECIDE_POINT, DECIDE_SKULL_PLACE, DECIDE_SWAP,
                                            DECK_LEDGER, EFFECT_EYE, EFFECT_SKULL, EFFECT_X3, LEDGER, MODE,
                                            MODE_SOLO2, MODE_TEAM, N_COLOURS, N_OPTIONS, N_PLAYERS, OPTIONS,
                                            SIDE_LIGHT, TEAM, ZONE_ASIDE, ZONE_AVATAR0, ZONE_CUBS, ZONE_POOL,
                                            ZONE_REVEALED)
from simkit.games.tricksters.zones import knows_nb, zone_card_nb, zone_count_nb, zone_last_nb

F_HOARD = 0
F_PERCEIVE = 1
F_TRICK = 2
F_HUNT = 3
F_MEMORY = 4
UNKNOWN_WEIGHT = 0.4  # expected weight an unknown card adds to each colour
CARD_KINDS = 2 * N_COLOURS  # what a placed card's value depends on: its colour, and x3 or not
EXACT_KINDS = 4 * N_COLOURS  # and for an exact choice: its colour, x3 or not, and its side


@leaf
def weight_of_nb(s, card):
    return 3 if s[CARD_EFFECT + card] == EFFECT_X3 else 1


@leaf
def own_ledger_nb(s, seat):
    """The seat's points (team play: its team's sum), Light positive."""
    if s[MODE] != MODE_TEAM:
        return s[LEDGER + seat]
    total = 0
    for p in range(s[N_PLAYERS]):
        if s[TEAM + p] == s[TEAM + seat]:
            total += s[LEDGER + p]
    return total


@lean_kernel
def progress_nb(ledger, delta):
    """How much nearer a side's target a signed change brings the ledger."""
    return abs(ledger + delta) - abs(ledger)


@lean_kernel
def class_value_nb(trick, perceive, ledger, deck, solo2, is_trickster, is_perceiver, points, p_light):
    """Expected worth of an avatar class for a seat at ``ledger`` (solo mode 2: the deck at
    ``deck`` gains too). Scalars only, so this compiles once and costs no array bookkeeping."""
    if is_trickster:
        return trick * 1.0
    if is_perceiver:
        gain = p_light * progress_nb(ledger, points) + (1.0 - p_light) * progress_nb(ledger, -points)
        value = perceive * gain
        if solo2:
            value -= p_light * progress_nb(deck, 2) + (1.0 - p_light) * progress_nb(deck, -2)
        return value
    if solo2:
        return -(p_light * progress_nb(deck, 1) + (1.0 - p_light) * progress_nb(deck, -1))
    return 0.0


@lean_kernel
def colour_class_value_nb(trick, perceive, ledger, deck, solo2, colour, w0, w1, w2, n0, n1, n2, p_light):
    """Worth of an avatar of ``colour`` if the revealed weights were (w0, w1, w2), cards (n0..n2)."""
    most = max(w0, max(w1, w2))
    fewest = min(w0, min(w1, w2))
    mine = w0 if colour == 0 else w1 if colour == 1 else w2
    big = 1 << 30
    if most == fewest:  # a three-way tie: a face-down card picks the Perceivers' colour
        points = min(n0, min(n1, n2))
        return (class_value_nb(trick, perceive, ledger, deck, solo2, False, True, points, p_light)
                + 2.0 * class_value_nb(trick, perceive, ledger, deck, solo2, True, False, 0, p_light)) / 3.0
    points = min(n0 if w0 == fewest else big, min(n1 if w1 == fewest else big, n2 if w2 == fewest else big))
    return class_value_nb(trick, perceive, ledger, deck, solo2, mine == fewest, mine == most, points, p_light)


@leaf
def colour_value_nb(s, w, seat, colour, w0, w1, w2, n0, n1, n2, p_light):
    """The seat's worth of an avatar of ``colour`` for those revealed weights and cards."""
    return colour_class_value_nb(float(w[seat, F_TRICK]), float(w[seat, F_PERCEIVE]),
                                 np.int64(own_ledger_nb(s, seat)), np.int64(s[DECK_LEDGER]),
                                 s[MODE] == MODE_SOLO2, np.int64(colour), float(w0), float(w1), float(w2),
                                 float(n0), float(n1), float(n2), float(p_light))


@leaf
def hand_colour_count_nb(s, seat, colour):
    n = 0
    for i in range(zone_count_nb(s, seat)):
        if s[CARD_COLOUR + zone_card_nb(s, seat, i)] == colour:
            n += 1
    return n


@leaf
def main_colour_nb(s, seat):
    """The colour the seat's hand holds most of (0 for an empty hand)."""
    best = 0
    count = -1
    for c in range(3):
        n = hand_colour_count_nb(s, seat, c)
        if n > count:
            best, count = c, n
    return best


@leaf
def known_pool_nb(s, w, seat):
    """Expected revealed weights per colour from the pool cards the seat knows, and p(Light)."""
    e0 = 0.0
    e1 = 0.0
    e2 = 0.0
    light = 0
    dark = 0
    unknown = 0
    memory = w[seat, F_MEMORY] > 0.5
    for zone in (ZONE_POOL, ZONE_ASIDE):
        for i in range(zone_count_nb(s, zone)):
            card = zone_card_nb(s, zone, i)
            if memory and knows_nb(s, seat, card):
                c = s[CARD_COLOUR + card]
                k = weight_of_nb(s, card)
                if c == 0:
                    e0 += k
                elif c == 1:
                    e1 += k
                else:
                    e2 += k
                if s[CARD_SIDE + card] == SIDE_LIGHT:
                    light += 1
                else:
                    dark += 1
            else:
                unknown += 1
    extra = UNKNOWN_WEIGHT * unknown
    p_light = min(0.9, max(0.1, 0.5 + 0.1 * (light - dark)))
    return e0 + extra, e1 + extra, e2 + extra, p_light


@leaf
def estimated_value_nb(s, w, seat, colour, e0, e1, e2, p_light):
    return colour_value_nb(s, w, seat, colour, e0, e1, e2, e0 / 1.2, e1 / 1.2, e2 / 1.2, p_light)


@leaf
def best_avatar_value_nb(s, w, seat, e0, e1, e2, p_light, h0, h1, h2):
    """The best estimated avatar worth among the colours the hand holds (h0..h2 cards of each)."""
    best = -1e9
    if h0 > 0:
        best = max(best, estimated_value_nb(s, w, seat, 0, e0, e1, e2, p_light))
    if h1 > 0:
        best = max(best, estimated_value_nb(s, w, seat, 1, e0, e1, e2, p_light))
    if h2 > 0:
        best = max(best, estimated_value_nb(s, w, seat, 2, e0, e1, e2, p_light))
    return best


@lean_kernel
def choose_avatar_nb(s, w, seat):
    e0, e1, e2, p_light = known_pool_nb(s, w, seat)
    values = stack_empty(N_COLOURS, np.float64)  # an option's value depends on its colour only:
    valued = stack_zeros(N_COLOURS, np.bool_)  # each colour is valued once
    best = 0
    best_value = -1e9
    for i in range(s[N_OPTIONS]):
        c = s[CARD_COLOUR + s[OPTIONS + i]]
        if not valued[c]:
            values[c] = estimated_value_nb(s, w, seat, c, e0, e1, e2, p_light)
            valued[c] = True
        value = values[c]
        if value > best_value:
            best, best_value = i, value
    return best


@lean_kernel
def choose_place_nb(s, w, seat):
    e0, e1, e2, p_light = known_pool_nb(s, w, seat)
    h0 = hand_colour_count_nb(s, seat, 0)
    h1 = hand_colour_count_nb(s, seat, 1)
    h2 = hand_colour_count_nb(s, seat, 2)
    values = stack_empty(CARD_KINDS, np.float64)  # an option's value depends on its card kind only:
    valued = stack_zeros(CARD_KINDS, np.bool_)  # each kind is valued once
    best = 0
    best_value = -1e9
    for i in range(s[N_OPTIONS]):
        card = s[OPTIONS + i]
        k = weight_of_nb(s, card)
        c = s[CARD_COLOUR + card]
        kind = 2 * c + (k == 3)
        if not valued[kind]:
            values[kind] = best_avatar_value_nb(s, w, seat, e0 + (k if c == 0 else 0), e1 + (k if c == 1 else 0),
                                                e2 + (k if c == 2 else 0), p_light, h0 - (c == 0), h1 - (c == 1),
                                                h2 - (c == 2))
            valued[kind] = True
        value = values[kind]
        if value > best_value:
            best, best_value = i, value
    return best


@leaf
def choose_draw_nb(s, seat):
    main = main_colour_nb(s, seat)
    best = 0
    best_value = -1e9
    for i in range(s[N_OPTIONS]):
        code = s[OPTIONS + i]
        value = 0.5 * (((code >> 4) & 0xF) + ((code >> 8) & 0xF))
        for j in range(zone_count_nb(s, ZONE_CUBS)):
            if (code >> j) & 1:
                value += 1.0 if s[CARD_COLOUR + zone_card_nb(s, ZONE_CUBS, j)] == main else 0.4
        if value > best_value:
            best, best_value = i, value
    return best


@leaf
def revealed_counts_nb(s):
    """Weights and cards per colour of the revealed pool, and its Light/Dark counts."""
    w0 = w1 = w2 = n0 = n1 = n2 = light = dark = 0
    for i in range(zone_count_nb(s, ZONE_REVEALED)):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        c = s[CARD_COLOUR + card]
        k = weight_of_nb(s, card)
        if c == 0:
            w0 += k
            n0 += 1
        elif c == 1:
            w1 += k
            n1 += 1
        else:
            w2 += k
            n2 += 1
        if s[CARD_SIDE + card] == SIDE_LIGHT:
            light += 1
        else:
            dark += 1
    return w0, w1, w2, n0, n1, n2, light, dark


@leaf
def exact_value_nb(s, w, seat, colour, card, sign, w0, w1, w2, n0, n1, n2, light, dark):
    """Worth of an avatar of ``colour`` with ``card`` added to (sign 1) or removed from (-1) the
    revealed pool (card -1: as it is), whose counts revealed_counts_nb gave."""
    if card >= 0:
        c = s[CARD_COLOUR + card]
        k = sign * weight_of_nb(s, card)
        if c == 0:
            w0 += k
            n0 += sign
        elif c == 1:
            w1 += k
            n1 += sign
        else:
            w2 += k
            n2 += sign
        if s[CARD_SIDE + card] == SIDE_LIGHT:
            light += sign
        else:
            dark += sign
    p_light = 1.0 if light > dark else 0.0 if dark > light else 0.5
    return colour_value_nb(s, w, seat, colour, w0, w1, w2, n0, n1, n2, p_light)


@leaf
def avatar_colour_nb(s, seat):
    if zone_count_nb(s, ZONE_AVATAR0 + seat) == 0:
        return -1
    return s[CARD_COLOUR + zone_last_nb(s, ZONE_AVATAR0 + seat)]


@lean_kernel
def choose_eye_target_nb(s, w, seat):
    hunt = w[seat, F_HUNT] > 0.5
    mine = competitor_of_nb(s, seat)
    best = 0
    best_value = -1e9
    for i in range(s[N_OPTIONS]):
        p = s[OPTIONS + i]
        value = 0.01 * zone_count_nb(s, p)
        if competitor_of_nb(s, p) == mine and s[MODE] == MODE_TEAM:
            value -= 100.0  # a teammate's hand only if nobody else's
        elif hunt:
            value += competitor_score_nb(s, competitor_of_nb(s, p))
        if value > best_value:
            best, best_value = i, value
    return best


@leaf
def choose_wanted_card_nb(s, seat):
    """A card to take into the hand: of the main colour, an x3 best."""
    main = main_colour_nb(s, seat)
    best = 0
    best_value = -1.0
    for i in range(s[N_OPTIONS]):
        card = s[OPTIONS + i]
        value = (2.0 if s[CARD_COLOUR + card] == main else 0.0) + (1.0 if s[CARD_EFFECT + card] == EFFECT_X3 else 0.0)
        if value > best_value:
            best, best_value = i, value
    return best


@lean_kernel
def choose_exact_nb(s, w, seat, kind):
    """Swap Arrows (by the new avatar's colour), Skull's destroyed (-) or placed (+) card."""
    colour = avatar_colour_nb(s, seat)
    w0, w1, w2, n0, n1, n2, light, dark = revealed_counts_nb(s)
    values = stack_empty(EXACT_KINDS, np.float64)  # an option's value depends on its card's colour,
    valued = stack_zeros(EXACT_KINDS, np.bool_)  # weight and side only: each such kind valued once
    best = 0
    best_value = -1e9
    for i in range(s[N_OPTIONS]):
        card = s[OPTIONS + i]
        key = 4 * s[CARD_COLOUR + card] + 2 * (weight_of_nb(s, card) == 3) + (s[CARD_SIDE + card] == SIDE_LIGHT)
        if not valued[key]:
            if kind == DECIDE_SWAP:
                values[key] = exact_value_nb(s, w, seat, s[CARD_COLOUR + card], -1, 0,
                                             w0, w1, w2, n0, n1, n2, light, dark)
            elif kind == DECIDE_DESTROY:
                values[key] = exact_value_nb(s, w, seat, colour, card, -1, w0, w1, w2, n0, n1, n2, light, dark)
            else:
                values[key] = exact_value_nb(s, w, seat, colour, card, 1, w0, w1, w2, n0, n1, n2, light, dark)
            valued[key] = True
        value = values[key]
        if value > best_value:
            best, best_value = i, value
    return best


@leaf
def choose_effect_nb(s):
    """Eye first, Skull next, Swap Arrows last (it ends the turn)."""
    best = 0
    best_rank = -1
    for i in range(s[N_OPTIONS]):
        effect = s[OPTIONS + i]
        rank = 2 if effect == EFFECT_EYE else 1 if effect == EFFECT_SKULL else 0
        if rank > best_rank:
            best, best_rank = i, rank
    return best


@leaf
def heuristic_choose_nb(s, rng, w, seat):
    kind = s[CTX_KIND]
    if kind == DECIDE_ACTION:
        want = ACTION_DRAW if zone_count_nb(s, seat) <= w[seat, F_HOARD] else ACTION_PLACE
        return 0 if s[OPTIONS] == want else 1
    if kind == DECIDE_DRAW:
        return choose_draw_nb(s, seat)
    if kind == DECIDE_PLACE:
        return choose_place_nb(s, w, seat)
    if kind == DECIDE_AVATAR:
        return choose_avatar_nb(s, w, seat)
    if kind == DECIDE_EFFECT:
        return choose_effect_nb(s)
    if kind == DECIDE_EYE_TARGET:
        return choose_eye_target_nb(s, w, seat)
    if kind == DECIDE_EYE_TAKE or kind == DECIDE_KEEP:
        return choose_wanted_card_nb(s, seat)
    if kind == DECIDE_SWAP or kind == DECIDE_DESTROY or kind == DECIDE_SKULL_PLACE:
        return choose_exact_nb(s, w, seat, np.int64(kind))
    if kind == DECIDE_POINT:
        return 1 if own_ledger_nb(s, seat) < 0 else 0
    return 0
