"""The effect interpreter: runs a hero's compiled steps (simkit.games.trickster.catalog) on the state.

One kernel for every hero: a step names zones through (zone, owner)
selectors, and the helpers below turn a selector into a bit mask of state
zones. A step is *feasible* when that mask, filtered by what the step needs
(a destination, a swap partner, a legal pot card, ...), is not empty; an
effect resolves when its first step is feasible and fizzles otherwise.

While a copy hero (Archivist, General) uses another card's effect, that card
is ``s[LOCKED_CARD]``: it counts as absent for the copied effect, so the
effect can neither move it nor count on it.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickster.knowledge import observe_move_nb, reveal_to_all_nb, reveal_to_nb

from simkit.games.trickster.catalog import (F_A_OWNER, F_A_PICK, F_A_ZONE, F_B_OWNER, F_B_PICK, F_B_ZONE, F_COUNT, F_C_OWNER,
                            F_C_ZONE, F_MIN_COUNT, F_OP, F_REVEAL, OP_COPY, OP_MOVE, OP_NONE, OP_REVEAL_KEEP,
                            OP_SIDEWAYS, OP_SWAP, O_ANY, O_OPPONENT, O_OTHER, O_OWN, PICK_CHOICE, PICK_RANDOM,
                            PICK_TOP, Z_DECK_BOTTOM, Z_DECK_TOP, Z_HAND, Z_NONE, Z_POT, Z_TABLEAU, Z_TRASH)
from simkit.games.trickster.decision import ask_nb
from simkit.games.trickster.layout import (ARG_SHIFT, CARD_SLOT, CTX_HERO, CTX_OP, CTX_OWNER, CTX_PLAYER, CTX_ROLE, CTX_ZONE,
                           DECIDE_CARD, DECIDE_COPY, DECIDE_GIVE, DECIDE_KEEP, DECIDE_PLAYER, EFFECT_FIZZLED,
                           EFFECT_RESOLVED, ENGINE_SCRATCH, LOC, LOCKED_CARD, MAX_STEPS, N_FIELDS, N_PLAYERS,
                           OPTIONS, REVEALED, REVEAL_VIEWER, ROLE_DESTINATION, ROLE_REST, ROLE_SOURCE,
                           ROLE_SWAP_OTHER, SIDEWAYS, SLOT_HERO, SLOT_STEPS, STRATEGY, WRAP_MASK,
                           WRAP_NOEFFECT, WRAP_SHIFT, ZONE_DECK, ZONE_POT, ZONE_TABLEAU0, ZONE_TRASH)
from simkit.games.trickster.pot import pot_accepts_nb, pot_entered_nb
from simkit.games.trickster.rng import CHANCE, randint_nb
from simkit.games.trickster.tracebuf import (CAUSE_EFFECT, EV_EFFECT, EV_MOVE, EV_REVEAL, EV_SIDEWAYS,
                             record_nb)
from simkit.games.trickster.zones import relocate_nb, zone_card_nb, zone_count_nb, zone_last_nb, zone_owner_nb


# ---- selectors -----------------------------------------------------------

@leaf
def step_base_nb(slot, k):
    """Offset of step ``k`` of hero slot ``slot`` in the state."""
    return SLOT_STEPS + (slot * MAX_STEPS + k) * N_FIELDS


@leaf
def owner_matches_nb(owner, p, actor, src_player):
    if owner == O_OWN:
        return p == actor
    if owner == O_OPPONENT:
        return p != actor
    if owner == O_ANY:
        return True
    if owner == O_OTHER:
        return p != src_player
    return False


@leaf
def state_zone_nb(zone_sel, p):
    """The state zone a step's zone names for player ``p``."""
    if zone_sel == Z_HAND:
        return p
    if zone_sel == Z_TABLEAU:
        return ZONE_TABLEAU0 + p
    if zone_sel == Z_TRASH:
        return ZONE_TRASH
    if zone_sel == Z_POT:
        return ZONE_POT
    return ZONE_DECK


@leaf
def selector_mask_nb(s, zone_sel, owner, actor, src_player):
    """Bit mask of the state zones a (zone, owner) selector names."""
    if zone_sel == Z_NONE:
        return 0
    if zone_sel != Z_HAND and zone_sel != Z_TABLEAU:
        return 1 << state_zone_nb(zone_sel, 0)
    mask = 0
    for p in range(s[N_PLAYERS]):
        if owner_matches_nb(owner, p, actor, src_player):
            mask |= 1 << state_zone_nb(zone_sel, p)
    return mask


@leaf
def mask_end_nb(mask):
    """One past the highest zone in ``mask``: loops over a mask's zones stop there."""
    end = 0
    while mask >> end:
        end += 1
    return end


@leaf
def movable_count_nb(s, zone):
    """Cards of a zone an effect may take: the locked (copied) card does not count."""
    n = zone_count_nb(s, zone)
    locked = s[LOCKED_CARD]
    if locked >= 0 and s[LOC + locked] == zone:
        n -= 1
    return n


@leaf
def has_pot_card_nb(s, zone):
    """Does the zone hold a movable card the pot accepts now?"""
    locked = s[LOCKED_CARD]
    for i in range(zone_count_nb(s, zone)):
        card = zone_card_nb(s, zone, i)
        if card != locked and pot_accepts_nb(s, card):
            return True
    return False


@leaf
def destination_mask_nb(s, zone_sel, owner, actor, src_zone):
    """Destination zones of a move from ``src_zone`` (never the source zone itself)."""
    mask = selector_mask_nb(s, zone_sel, owner, actor, zone_owner_nb(src_zone))
    if zone_sel == Z_DECK_BOTTOM:
        return mask  # the deck's top card may go to its bottom
    return mask & ~(1 << src_zone)


@lean_kernel
def move_source_mask_nb(s, b, actor):
    """Zones a move step may take its card from (holding a card, with a destination)."""
    src_sel = s[b + F_A_ZONE]
    dst_sel = s[b + F_B_ZONE]
    to_pot_only = dst_sel == Z_POT and s[b + F_C_ZONE] == Z_NONE
    if src_sel == Z_DECK_TOP:
        if zone_count_nb(s, ZONE_DECK) == 0:
            return 0
        if to_pot_only and not pot_accepts_nb(s, zone_last_nb(s, ZONE_DECK)):
            return 0
        return 1 << ZONE_DECK
    candidates = selector_mask_nb(s, src_sel, s[b + F_A_OWNER], actor, -1)
    mask = 0
    for zone in range(mask_end_nb(candidates)):
        if (candidates >> zone) & 1 == 0 or movable_count_nb(s, zone) == 0:
            continue
        if to_pot_only and not has_pot_card_nb(s, zone):
            continue
        if destination_mask_nb(s, dst_sel, s[b + F_B_OWNER], actor, zone) != 0:
            mask |= 1 << zone
    return mask


@lean_kernel
def swap_mask_nb(s, zone_sel, owner, actor, other_mask):
    """Zones of one swap side holding a movable card, with a partner zone in ``other_mask``."""
    candidates = selector_mask_nb(s, zone_sel, owner, actor, -1)
    mask = 0
    for zone in range(mask_end_nb(candidates)):
        if (candidates >> zone) & 1 == 0 or movable_count_nb(s, zone) == 0:
            continue
        if other_mask & ~(1 << zone) != 0:
            mask |= 1 << zone
    return mask


@lean_kernel
def nonempty_mask_nb(s, mask, at_least):
    """The zones of ``mask`` holding at least ``at_least`` movable cards."""
    out = 0
    for zone in range(mask_end_nb(mask)):
        if (mask >> zone) & 1 and movable_count_nb(s, zone) >= at_least:
            out |= 1 << zone
    return out


@lean_kernel
def upright_mask_nb(s, b, actor):
    candidates = selector_mask_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], actor, -1)
    mask = 0
    for zone in range(mask_end_nb(candidates)):
        if (candidates >> zone) & 1 == 0:
            continue
        for i in range(zone_count_nb(s, zone)):
            if s[SIDEWAYS + zone_card_nb(s, zone, i)] == 0:
                mask |= 1 << zone
                break
    return mask


# ---- feasibility -----------------------------------------------------------

@lean_kernel
def plain_step_feasible_nb(s, b, actor):
    """Can the (non-copy) step at offset ``b`` be done now by ``actor``?"""
    op = s[b + F_OP]
    if op == OP_MOVE:
        return move_source_mask_nb(s, b, actor) != 0
    if op == OP_SWAP:
        b_zones = nonempty_mask_nb(s, selector_mask_nb(s, s[b + F_B_ZONE], s[b + F_B_OWNER], actor, -1), 1)
        return swap_mask_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], actor, b_zones) != 0
    if op == OP_REVEAL_KEEP:
        if s[b + F_A_ZONE] == Z_DECK_TOP:
            return zone_count_nb(s, ZONE_DECK) >= s[b + F_MIN_COUNT]
        hands = selector_mask_nb(s, Z_HAND, s[b + F_A_OWNER], actor, -1)
        return nonempty_mask_nb(s, hands, s[b + F_MIN_COUNT]) != 0
    if op == OP_SIDEWAYS:
        return upright_mask_nb(s, b, actor) != 0
    return False


@lean_kernel
def copy_target_ok_nb(s, card, actor):
    """May a copy hero use ``card``'s effect: not a copy hero, and resolvable with it locked."""
    base = step_base_nb(s[CARD_SLOT + card], 0)
    if s[base + F_OP] == OP_COPY:
        return False
    s[LOCKED_CARD] = card
    ok = plain_step_feasible_nb(s, base, actor)
    s[LOCKED_CARD] = -1
    return ok


@lean_kernel
def copy_options_nb(s, b, actor):
    """Write the cards a copy step may use into the options; return how many."""
    zones = (selector_mask_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], actor, -1)
             | selector_mask_nb(s, s[b + F_B_ZONE], s[b + F_B_OWNER], actor, -1))
    k = 0
    for zone in range(mask_end_nb(zones)):
        if (zones >> zone) & 1 == 0:
            continue
        for i in range(zone_count_nb(s, zone)):
            card = zone_card_nb(s, zone, i)
            if copy_target_ok_nb(s, card, actor):
                s[OPTIONS + k] = card
                k += 1
    return k


@lean_kernel
def step_feasible_nb(s, b, actor):
    """Can the step at offset ``b`` be done now by ``actor``?"""
    if s[b + F_OP] == OP_COPY:
        return copy_options_nb(s, b, actor) > 0
    return plain_step_feasible_nb(s, b, actor)


# ---- choices ---------------------------------------------------------------

@leaf
def set_context_nb(s, zone_sel, owner, role, src_player):
    s[CTX_ZONE] = zone_sel
    s[CTX_OWNER] = owner
    s[CTX_ROLE] = role
    s[CTX_PLAYER] = src_player


@leaf
def choose_card_nb(s, rng, w, chooser, zones, pot_only, kind):
    """``chooser`` picks a movable card among ``zones`` (only pot-legal ones if asked)."""
    locked = s[LOCKED_CARD]
    k = 0
    for zone in range(mask_end_nb(zones)):
        if (zones >> zone) & 1 == 0:
            continue
        for i in range(zone_count_nb(s, zone)):
            card = zone_card_nb(s, zone, i)
            if card == locked or (pot_only and not pot_accepts_nb(s, card)):
                continue
            s[OPTIONS + k] = card
            k += 1
    return ask_nb(s, rng, w, chooser, kind, k)


@leaf
def choose_player_nb(s, rng, w, chooser, zones):
    """``chooser`` picks whose zone among ``zones`` (owned zones) the step uses."""
    k = 0
    for zone in range(mask_end_nb(zones)):
        if (zones >> zone) & 1:
            s[OPTIONS + k] = zone_owner_nb(zone)
            k += 1
    return ask_nb(s, rng, w, chooser, DECIDE_PLAYER, k)


@lean_kernel
def random_card_nb(s, rng, zone):
    """A uniformly random movable card of ``zone`` (chance)."""
    locked = s[LOCKED_CARD]
    target = randint_nb(rng, CHANCE, movable_count_nb(s, zone))
    for i in range(zone_count_nb(s, zone)):
        card = zone_card_nb(s, zone, i)
        if card == locked:
            continue
        if target == 0:
            return card
        target -= 1
    return -1


@lean_kernel
def take_card_nb(s, rng, w, zone, pick):
    """The card of a player-chosen zone, picked at random or by its owner."""
    if pick == PICK_RANDOM:
        return random_card_nb(s, rng, zone)
    return choose_card_nb(s, rng, w, zone_owner_nb(zone), 1 << zone, False, DECIDE_GIVE)


@leaf
def move_nb(s, tr, card, to_zone, to_bottom, cause):
    record_nb(s, tr, EV_MOVE, card, s[LOC + card], to_zone, cause, 1 if to_bottom else 0, 0, 0)
    observe_move_nb(s, card, to_zone)
    relocate_nb(s, card, to_zone, to_bottom)


# ---- the primitives ----------------------------------------------------------

@lean_kernel
def run_move_nb(s, rng, tr, w, b, actor, sources):
    """A move step; ``sources``: its source zones (move_source_mask_nb), known to be non-empty."""
    src_sel = s[b + F_A_ZONE]
    src_owner = s[b + F_A_OWNER]
    pick = s[b + F_A_PICK]
    dst_sel = s[b + F_B_ZONE]
    dst_owner = s[b + F_B_OWNER]
    card = -1
    if pick == PICK_TOP:
        card = zone_last_nb(s, ZONE_DECK)
        src_zone = ZONE_DECK
    elif pick == PICK_CHOICE:
        set_context_nb(s, src_sel, src_owner, ROLE_SOURCE, -1)
        card = choose_card_nb(s, rng, w, actor, sources, dst_sel == Z_POT, DECIDE_CARD)
        src_zone = s[LOC + card]
    else:
        set_context_nb(s, src_sel, src_owner, ROLE_SOURCE, -1)
        src_zone = state_zone_nb(src_sel, choose_player_nb(s, rng, w, actor, sources))
    # the destination is chosen before a random or owner-picked card is known (Saint)
    dst_zone = state_zone_nb(dst_sel, 0)
    if dst_sel == Z_HAND or dst_sel == Z_TABLEAU:
        set_context_nb(s, dst_sel, dst_owner, ROLE_DESTINATION, zone_owner_nb(src_zone))
        dst_zone = state_zone_nb(dst_sel, choose_player_nb(
            s, rng, w, actor, destination_mask_nb(s, dst_sel, dst_owner, actor, src_zone)))
    if card < 0:
        set_context_nb(s, src_sel, src_owner, ROLE_SOURCE, zone_owner_nb(src_zone))
        card = take_card_nb(s, rng, w, src_zone, pick)
    if s[b + F_REVEAL]:
        record_nb(s, tr, EV_REVEAL, actor, 1, card, -1, -1, -1, 0)
    if dst_sel == Z_POT:
        if pot_accepts_nb(s, card):
            move_nb(s, tr, card, ZONE_POT, False, CAUSE_EFFECT)
            pot_entered_nb(s, tr, card, actor)
        else:
            move_nb(s, tr, card, state_zone_nb(s[b + F_C_ZONE], actor), s[b + F_C_ZONE] == Z_DECK_BOTTOM,
                    CAUSE_EFFECT)
    else:
        move_nb(s, tr, card, dst_zone, dst_sel == Z_DECK_BOTTOM, CAUSE_EFFECT)


@lean_kernel
def swap_side_nb(s, rng, w, actor, zones, zone_sel, owner, pick, role):
    """Pick one card of a swap: the actor's choice, or a chosen player's card (random / owner)."""
    set_context_nb(s, zone_sel, owner, role, -1)
    if pick == PICK_CHOICE:
        return choose_card_nb(s, rng, w, actor, zones, False, DECIDE_CARD)
    player = choose_player_nb(s, rng, w, actor, zones)
    zone = state_zone_nb(zone_sel, player)
    s[CTX_PLAYER] = player
    return take_card_nb(s, rng, w, zone, pick)


@lean_kernel
def run_swap_nb(s, rng, tr, w, b, actor):
    b_all = nonempty_mask_nb(s, selector_mask_nb(s, s[b + F_B_ZONE], s[b + F_B_OWNER], actor, -1), 1)
    a_zones = swap_mask_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], actor, b_all)
    card_a = swap_side_nb(s, rng, w, actor, a_zones, s[b + F_A_ZONE], s[b + F_A_OWNER],
                          s[b + F_A_PICK], ROLE_SOURCE)
    zone_a = s[LOC + card_a]
    card_b = swap_side_nb(s, rng, w, actor, b_all & ~(1 << zone_a), s[b + F_B_ZONE],
                          s[b + F_B_OWNER], s[b + F_B_PICK], ROLE_SWAP_OTHER)
    zone_b = s[LOC + card_b]
    move_nb(s, tr, card_a, zone_b, False, CAUSE_EFFECT)
    move_nb(s, tr, card_b, zone_a, False, CAUSE_EFFECT)


@lean_kernel
def run_reveal_keep_nb(s, rng, tr, w, b, actor):
    count = s[b + F_COUNT]
    src_player = -1
    if s[b + F_A_ZONE] == Z_DECK_TOP:
        src_zone = ZONE_DECK
        k = min(count, zone_count_nb(s, ZONE_DECK))
        for i in range(k):
            s[REVEALED + i] = zone_card_nb(s, ZONE_DECK, zone_count_nb(s, ZONE_DECK) - 1 - i)
    else:
        hands = nonempty_mask_nb(s, selector_mask_nb(s, Z_HAND, s[b + F_A_OWNER], actor, -1),
                                 s[b + F_MIN_COUNT])
        set_context_nb(s, Z_HAND, s[b + F_A_OWNER], ROLE_SOURCE, -1)
        src_player = choose_player_nb(s, rng, w, actor, hands)
        src_zone = src_player
        # k distinct random cards: a partial shuffle of the movable cards, in the engine's
        # scratch (the unrevealed ones are hidden from the actor)
        locked = s[LOCKED_CARD]
        n = 0
        for i in range(zone_count_nb(s, src_zone)):
            card = zone_card_nb(s, src_zone, i)
            if card != locked:
                s[ENGINE_SCRATCH + n] = card
                n += 1
        k = min(count, n)
        for i in range(k):
            j = i + randint_nb(rng, CHANCE, n - i)
            card = s[ENGINE_SCRATCH + j]
            s[ENGINE_SCRATCH + j] = s[ENGINE_SCRATCH + i]
            s[REVEALED + i] = card
    record_nb(s, tr, EV_REVEAL, actor, k, s[REVEALED], s[REVEALED + 1] if k > 1 else -1, -1, -1, 0)
    for i in range(k):  # the actor sees them, and follows them as they move on
        reveal_to_nb(s, actor, s[REVEALED + i])
    s[REVEAL_VIEWER] = actor + 1
    # keep one
    for i in range(k):
        s[OPTIONS + i] = s[REVEALED + i]
    set_context_nb(s, s[b + F_B_ZONE], s[b + F_B_OWNER], ROLE_DESTINATION, src_player)
    kept = ask_nb(s, rng, w, actor, DECIDE_KEEP, k)
    keep_zone = state_zone_nb(s[b + F_B_ZONE], actor)
    if s[b + F_B_ZONE] == Z_HAND or s[b + F_B_ZONE] == Z_TABLEAU:
        keep_zone = state_zone_nb(s[b + F_B_ZONE], choose_player_nb(
            s, rng, w, actor, destination_mask_nb(s, s[b + F_B_ZONE], s[b + F_B_OWNER], actor, src_zone)))
    move_nb(s, tr, kept, keep_zone, s[b + F_B_ZONE] == Z_DECK_BOTTOM, CAUSE_EFFECT)
    # the rest
    rest_sel = s[b + F_C_ZONE]
    for i in range(k):
        card = s[REVEALED + i]
        if card == kept:
            continue
        if rest_sel == Z_DECK_TOP and src_zone == ZONE_DECK:
            continue  # stays on top of the deck
        rest_zone = state_zone_nb(rest_sel, actor)
        if rest_sel == Z_HAND or rest_sel == Z_TABLEAU:
            set_context_nb(s, rest_sel, s[b + F_C_OWNER], ROLE_REST, src_player)
            rest_zone = state_zone_nb(rest_sel, choose_player_nb(
                s, rng, w, actor, selector_mask_nb(s, rest_sel, s[b + F_C_OWNER], actor, src_player)))
        if rest_zone != src_zone or rest_sel == Z_DECK_BOTTOM:  # the deck's bottom is a move too
            move_nb(s, tr, card, rest_zone, rest_sel == Z_DECK_BOTTOM, CAUSE_EFFECT)
    s[REVEAL_VIEWER] = 0


@lean_kernel
def run_sideways_nb(s, rng, tr, w, b, actor):
    zones = upright_mask_nb(s, b, actor)
    k = 0
    for zone in range(mask_end_nb(zones)):
        if (zones >> zone) & 1 == 0:
            continue
        for i in range(zone_count_nb(s, zone)):
            card = zone_card_nb(s, zone, i)
            if s[SIDEWAYS + card] == 0:
                s[OPTIONS + k] = card
                k += 1
    set_context_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], ROLE_SOURCE, -1)
    card = ask_nb(s, rng, w, actor, DECIDE_CARD, k)
    s[SIDEWAYS + card] = 1
    record_nb(s, tr, EV_SIDEWAYS, card, 0, 0, 0, 0, 0, 0)


@lean_kernel
def run_steps_nb(s, rng, tr, w, slot, actor, first_sources):
    """Run a (non-copy) effect's steps: the first is known feasible (a move step's source zones are
    ``first_sources``), later ones run if able."""
    for k in range(MAX_STEPS):
        b = step_base_nb(slot, k)
        op = s[b + F_OP]
        if op == OP_NONE:
            return
        s[CTX_OP] = op
        if op == OP_MOVE:
            sources = first_sources if k == 0 else move_source_mask_nb(s, b, actor)
            if sources != 0:
                run_move_nb(s, rng, tr, w, b, actor, sources)
            continue
        if k > 0 and not plain_step_feasible_nb(s, b, actor):
            continue
        if op == OP_SWAP:
            run_swap_nb(s, rng, tr, w, b, actor)
        elif op == OP_REVEAL_KEEP:
            run_reveal_keep_nb(s, rng, tr, w, b, actor)
        elif op == OP_SIDEWAYS:
            run_sideways_nb(s, rng, tr, w, b, actor)


@lean_kernel
def run_copy_nb(s, rng, tr, w, b, actor):
    s[CTX_OP] = OP_COPY
    set_context_nb(s, s[b + F_A_ZONE], s[b + F_A_OWNER], ROLE_SOURCE, -1)
    card = ask_nb(s, rng, w, actor, DECIDE_COPY, copy_options_nb(s, b, actor))
    if s[LOC + card] < ZONE_TABLEAU0:
        record_nb(s, tr, EV_REVEAL, actor, 1, card, -1, -1, -1, 0)  # a hand card is shown first
        reveal_to_all_nb(s, card)
    slot = s[CARD_SLOT + card]
    s[CTX_HERO] = s[SLOT_HERO + slot]
    record_nb(s, tr, EV_EFFECT, actor, s[SLOT_HERO + slot], card, 1, 0, 0, 0)
    s[LOCKED_CARD] = card
    b = step_base_nb(slot, 0)
    run_steps_nb(s, rng, tr, w, slot, actor, move_source_mask_nb(s, b, actor) if s[b + F_OP] == OP_MOVE else 0)
    s[LOCKED_CARD] = -1


@lean_kernel
def resolve_effect_nb(s, rng, tr, w, actor, card):
    """Resolve the effect of ``card``, just played by ``actor``, if able; record a fizzle if not."""
    slot = s[CARD_SLOT + card]
    b = step_base_nb(slot, 0)
    s[CTX_HERO] = s[SLOT_HERO + slot]
    op = s[b + F_OP]
    word = s[STRATEGY + actor]
    if (word >> WRAP_SHIFT) & WRAP_MASK == WRAP_NOEFFECT and (word >> ARG_SHIFT) - 1 == s[SLOT_HERO + slot]:
        record_nb(s, tr, EV_EFFECT, actor, s[SLOT_HERO + slot], card, 0, 0, 0, 0)  # ignored: counted as neither
        return
    sources = move_source_mask_nb(s, b, actor) if op == OP_MOVE else 0
    if not (sources != 0 if op == OP_MOVE else step_feasible_nb(s, b, actor)):
        s[EFFECT_FIZZLED + slot] += 1
        record_nb(s, tr, EV_EFFECT, actor, s[SLOT_HERO + slot], card, 0, 0, 0, 0)
        return
    s[EFFECT_RESOLVED + slot] += 1
    record_nb(s, tr, EV_EFFECT, actor, s[SLOT_HERO + slot], card, 1, 0, 0, 0)
    if op == OP_COPY:
        run_copy_nb(s, rng, tr, w, b, actor)
    else:
        run_steps_nb(s, rng, tr, w, slot, actor, sources)
