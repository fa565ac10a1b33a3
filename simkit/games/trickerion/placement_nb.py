"""Place Characters (RULES §1.5 step 5, §1.6): the cards are revealed, then round by round in
initiative order each seat with characters left places one (G22, G23): its anytime actions
(D21, G17), the character (D9), its slot (D10: a free, unblocked slot of its card's location;
the Theater's on the seat's weekday, G24), the Shard's +1 AP (D12, G26), then its actions one by
one (D13) while AP lasts, or stop. A revealed character with no free legal slot when its seat
places stays home unpaid, its card back in hand (G21). The placement in progress is in the state
(PLACING, PLACING_AP: the character and its AP, public), so a strategy can weigh the Shard's +1 AP
and its actions.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import is_joined_nb, KIND_APPRENTICE, KIND_MAGICIAN, ch_kind_nb
from simkit.games.trickerion.calls_theater import (can_reschedule_nb, can_set_up_nb, reschedule_nb, set_up_nb)
from simkit.games.trickerion.dark_alley_nb import can_draw_nb, can_tell_fortune_nb, draw_nb, fortune_telling_nb, move_sa_nb
from simkit.games.trickerion.abilities_nb import (MECHANICAL_ENHANCEMENT as ABILITY_MECHANICAL_ENHANCEMENT,
                                                  MIMESIS as ABILITY_MIMESIS, can_weave_fate_nb, fate_weaving_nb,
                                                  magic_for_the_masses_nb, mechanical_enhancement_nb, mimesis_nb)
from simkit.games.trickerion.academy_nb import (can_discover_nb, can_learn_secret_nb, can_renovate_nb, can_use_room_nb,
                                                discover_nb, learn_secret_nb, practice_nb, renovate_nb,
                                                secret_for_placement_nb, teach_nb)
from simkit.games.trickerion.academy_rooms_nb import base_ap_nb
from simkit.games.trickerion.abilities_nb import WHISPERER_OF_SECRETS, has_ability_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.contraptions_nb import activate_nb, build_nb, can_build_nb, placement_over_nb
from simkit.games.trickerion.effects_nb import (OP_SLOT_COST, character_ap_nb, contraption_character_ap_nb, cost_nb, freelancer_nb,
                                                lowest_slot_only_nb, reveal_at_placement_nb, shard_ap_nb,
                                                shard_in_theater_nb, slot_coins_nb, spend_card_nb,
                                                two_placements_nb)
from simkit.games.trickerion.hire_effects_nb import hired_arrives_now_nb, incoming_mask_nb
from simkit.games.trickerion.downtown_nb import (can_hire_nb, can_learn_nb, can_reroll_nb, can_set_die_nb,
                                                 can_take_coins_nb, hire_nb, learn_nb, reroll_nb, set_die_action_nb,
                                                 take_coins_nb)
from simkit.games.trickerion.layout import (ACT_BUILD, MARK_ACADEMY_PLACEMENTS, ASSIGN_LATE, CH_HOME, DECIDE_LATE_ASSIGN, MARK_IDLE, SA_IN_ASSIGNED,
                                            SA_LOC, SA_OPTION, SA_OWNER, SA_PLACE, N_SA, ACT_DISCOVER, ACT_LEARN_SECRET, ACT_PRACTICE, ACT_RENOVATE, ACT_TEACH,
                                            LEARNED_SECRET, PROTEGE_SLOT, ROLE_ACADEMY, SPACE_CLASSROOM,
                                            SPACE_PRACTICE_ROOM, ACT_DRAW_FIRST, ACT_DRAW_FURTHER, ACT_FORTUNE_TELLING, CHAR_SA, CHAR_SA_USE,
                                            DECIDE_SA_USE, DREW_FIRST, FORTUNE_TOLD, ROLE_DARK_ALLEY, SA_IN_HAND,
                                            SA_USE_AP, SA_USE_TEXT, SA_TEXT, SA_TEXT_SPENT, COINS, PR_ACTIVE, ACT_BUY,
                                            ACT_FATE_WEAVING, CHAR_REVEALED, DECIDE_FREELANCE_LOCATION, LOC_IN_GAME,
                                            MAGICIAN, MARK_SA_PLUS_AP, MARK_SA_USED, N_LOCATIONS, SA_USE_NONE, ACT_HIRE, ACT_LEARN, ACT_MOVE_APPRENTICE, ACT_MOVE_COMPONENTS,
                                            ACT_MOVE_TRICK, ACT_ORDER, ACT_PREPARE, ACT_QUICK_ORDER, ACT_REROLL,
                                            ACT_RESCHEDULE, ACT_SET_DIE, ACT_SET_UP, ACT_STOP, ACT_TAKE_COINS, CAPPED,
                                            CH_ASSIGNED, CH_PLACED, CH_UNPLACEABLE, CHAR_CARD, CHAR_LOC, CHAR_SLOT,
                                            CHAR_STATE, DECIDE_ACTION, DECIDE_ANYTIME,
                                            DECIDE_PLACE_CHARACTER, DECIDE_SHARD_AP, DECIDE_SLOT, HAND, HELD,
                                            LOC_N_SLOTS, LOC_PER_SEAT, LOC_ROLE, LOC_SLOT_AP, LOC_THEATER, MARK_DAYS,
                                            MARK_UNPLACEABLE, MARKS, MAX_CHARS, MAX_COMPONENTS, MAX_LOC_SLOTS,
                                            MAX_LOCATIONS, N_COMPONENT_TYPES, N_MARKS, N_PLAYERS, N_TRICKS,
                                            N_WEEKDAYS, OPT_MAY_DECLINE, OPTIONS, ORDER, PHASE, PHASE_PLACEMENT,
                                            PLACEMENTS, PLACING, PLACING_AP, ROLE_DOWNTOWN, ROLE_MARKET_ROW,
                                            ROLE_WORKSHOP, SHARDS, SLOT_BLOCKED, SLOT_OCC, THEATER_OCC, THEATER_SLOTS,
                                            TRICK_OWNER, WEEKDAY_AP, WEEKDAY_OWNER, WORKSHOP_OCC)
from simkit.games.trickerion.invariants import check_state_nb
from simkit.games.trickerion.market_nb import (buy_nb, can_buy_nb, can_order_nb, can_quick_order_nb, order_nb,
                                               quick_order_nb)
from simkit.games.trickerion.market_nb import market_placement_end_nb
from simkit.games.trickerion.moves_nb import discard_trick_nb, return_component_nb
from simkit.games.trickerion.options import ANYTIME_DISCARD, ANYTIME_NONE, ANYTIME_RETURN, PACK, pack_nb
from simkit.games.trickerion.records import (EV_ASSIGN, SA_CAUSE_ASSIGN, COMP_CAUSE_RETURN, EV_ABILITY, EV_ACTION, EV_ANYTIME, EV_PLACE, EV_PLACE_SA,
                                             EV_PLACEMENT_END, EV_REVEAL, EV_UNPLACEABLE, GAIN_PROPHECY, GAIN_SHARD_AP,
                                             SA_CAUSE_UNPLACEABLE)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.workshop_nb import (can_move_apprentice_nb, can_move_components_nb, can_move_trick_nb,
                                                 can_prepare_nb, move_apprentice_nb, move_components_nb,
                                                 move_trick_nb, prepare_nb)

MAX_ACTIONS = 64  # actions in one placement: never reached (AP bound it); past it the game is capped
MAX_THEATER_OPTIONS = 4 * 3  # DECIDE_SLOT's Theater options: weekday * THEATER_SLOTS + slot
NOT_LEGAL = -99  # legal_slot_modifier_nb: the slot may not be taken
THEATER_ACTION_AP = 1  # Set Up and Reschedule


@leaf
def occupant(seat, ch):
    return seat * MAX_CHARS + ch


@lean_kernel
def slot_options_nb(s, seat, ch, write):
    """The free legal slots for the seat's character at its card's location (DECIDE_SLOT's
    options, written to OPTIONS when ``write``); returns how many. A character holding Freelancer
    (A25) may go anywhere else: it counts as placeable if some location has a slot for it."""
    loc = s[CHAR_CARD + seat * MAX_CHARS + ch]
    if loc < 0:
        return 0
    k = slot_options_at_nb(s, seat, ch, loc, write, True)
    card = s[CHAR_SA + seat * MAX_CHARS + ch]
    if k == 0 and not write and card >= 0 and freelancer_nb(s, card):
        for other in range(MAX_LOCATIONS + 1):
            if other < MAX_LOCATIONS and (other >= s[N_LOCATIONS] or s[LOC_IN_GAME + other] == 0):
                continue
            k += slot_options_at_nb(s, seat, ch, other, False, False)
    return k


@lean_kernel
def slot_options_at_nb(s, seat, ch, loc, write, stage):
    """The free legal slots for the seat's character at ``loc`` (the stage only if ``stage``)."""
    lowest = lowest_slot_only_nb(s)  # a Prophecy: only the lowest modifier among the free slots
    low = 99
    k = 0
    for pass_ in range(2 if lowest else 1):
        k = 0
        for option in range(MAX_THEATER_OPTIONS if loc == LOC_THEATER else s[LOC_N_SLOTS + loc]):
            if loc == LOC_THEATER and not stage and option % THEATER_SLOTS == 0:
                continue
            modifier = legal_slot_modifier_nb(s, seat, ch, loc, option)
            if modifier == NOT_LEGAL:
                continue
            if pass_ == 0 and lowest:
                low = min(low, modifier)
                continue
            if lowest and modifier != low:
                continue
            if write:
                s[OPTIONS + k] = option
            k += 1
    return k


@lean_kernel
def legal_slot_modifier_nb(s, seat, ch, loc, option):
    """The AP modifier of a free legal slot for the seat's character at ``loc`` (``option`` as
    DECIDE_SLOT's: the Theater's ``weekday * 3 + slot``), NOT_LEGAL if it may not take it: taken,
    blocked, another seat's weekday (G24), the stage for another than the Magician, or a slot the
    seat cannot pay a ``slot_cost`` for."""
    if loc == LOC_THEATER:
        d = option // THEATER_SLOTS
        slot = option % THEATER_SLOTS
        if d >= s[N_WEEKDAYS] or (slot == 0 and ch_kind_nb(s, seat, ch) != KIND_MAGICIAN):
            return NOT_LEGAL
        owner = s[WEEKDAY_OWNER + d]
        if owner != -1 and owner != seat:
            return NOT_LEGAL
        if owner == -1:
            for other in range(s[N_WEEKDAYS]):
                if s[WEEKDAY_OWNER + other] == seat:
                    return NOT_LEGAL
        if s[THEATER_OCC + option] != -1:
            return NOT_LEGAL
        return s[WEEKDAY_AP + d]
    if s[LOC_PER_SEAT + loc] == 1:
        if s[WORKSHOP_OCC + seat * MAX_LOC_SLOTS + option] != -1:
            return NOT_LEGAL
        return s[LOC_SLOT_AP + loc * MAX_LOC_SLOTS + option]
    at = loc * MAX_LOC_SLOTS + option
    if s[SLOT_OCC + at] != -1 or s[SLOT_BLOCKED + at] != 0:
        return NOT_LEGAL
    modifier = s[LOC_SLOT_AP + at]
    if slot_coins_nb(s, modifier) > s[COINS + seat]:
        return NOT_LEGAL
    return modifier


@lean_kernel
def drop_unplaceable_nb(s, tr, seat):
    """G21: the seat's revealed characters with no free legal slot stay home, cards back in hand.
    Returns how many characters the seat can still place."""
    left = 0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] != CH_ASSIGNED or s[CHAR_CARD + at] < 0:
            continue
        if slot_options_nb(s, seat, ch, False) > 0:
            left += 1
            continue
        loc = s[CHAR_CARD + at]
        s[CHAR_STATE + at] = CH_UNPLACEABLE
        s[CHAR_REVEALED + at] = 1
        s[MARKS + seat * N_MARKS + MARK_UNPLACEABLE] += 1
        record_nb(s, tr, EV_UNPLACEABLE, seat, ch, loc, 0, 0, 0, 0)
        card_back_to_hand_nb(s, tr, seat, ch)
    return left


@lean_kernel
def card_back_to_hand_nb(s, tr, seat, ch):
    """G21: an unplaced character's card goes back to the hand unused (an SA card too)."""
    at = seat * MAX_CHARS + ch
    card = s[CHAR_SA + at]
    if card >= 0:
        s[CHAR_SA + at] = -1
        move_sa_nb(s, tr, seat, card, SA_IN_HAND, seat, SA_CAUSE_UNPLACEABLE, ch)
    else:
        s[HAND + seat * (MAX_LOCATIONS + 1) + s[CHAR_CARD + at]] += 1


@lean_kernel
def anytime_nb(s, rng, tr, w, seat):
    """D21 at the start of the seat's placement (G17): discard a Trick (G18) or return a
    component token, repeated until the seat takes none."""
    for _ in range(64):
        k = 0
        s[OPTIONS + k] = ANYTIME_NONE
        k += 1
        for t in range(s[N_TRICKS]):
            if s[TRICK_OWNER + t] == seat:
                s[OPTIONS + k] = pack_nb(ANYTIME_DISCARD, t)
                k += 1
        for comp in range(s[N_COMPONENT_TYPES]):
            if s[HELD + seat * MAX_COMPONENTS + comp] > 0:
                s[OPTIONS + k] = pack_nb(ANYTIME_RETURN, comp)
                k += 1
        option = ask_nb(s, rng, w, seat, DECIDE_ANYTIME, k)
        what = option // PACK
        arg = option % PACK
        if what == ANYTIME_NONE:
            return
        record_nb(s, tr, EV_ANYTIME, seat, what, arg, 1, 0, 0, 0)
        if what == ANYTIME_DISCARD:
            discard_trick_nb(s, tr, seat, arg)
        else:
            return_component_nb(s, tr, seat, arg, COMP_CAUSE_RETURN)


@lean_kernel
def action_options_nb(s, seat, ch, loc, slot, ap):
    """DECIDE_ACTION's options: stop, then every action the placed character may take and afford."""
    k = 0
    s[OPTIONS + k] = ACT_STOP
    k += 1
    if loc == LOC_THEATER:
        if slot % THEATER_SLOTS == 0:
            return k  # the stage: the Magician performs, no action
        if ap >= cost_nb(s, ACT_SET_UP, THEATER_ACTION_AP) and can_set_up_nb(s, seat):
            s[OPTIONS + k] = ACT_SET_UP
            k += 1
        if ap >= cost_nb(s, ACT_RESCHEDULE, THEATER_ACTION_AP) and can_reschedule_nb(s, seat):
            s[OPTIONS + k] = ACT_RESCHEDULE
            k += 1
        return k
    role = s[LOC_ROLE + loc]
    if role == ROLE_DOWNTOWN:
        if can_learn_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_LEARN
            k += 1
        if can_hire_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_HIRE
            k += 1
        if can_take_coins_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_TAKE_COINS
            k += 1
        if can_reroll_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_REROLL
            k += 1
        if can_set_die_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_SET_DIE
            k += 1
    elif role == ROLE_MARKET_ROW:
        if can_buy_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_BUY
            k += 1
        if can_order_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_ORDER
            k += 1
        if can_quick_order_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_QUICK_ORDER
            k += 1
    elif role == ROLE_DARK_ALLEY:
        if can_draw_nb(s, ap, True):
            s[OPTIONS + k] = ACT_DRAW_FIRST
            k += 1
        if can_draw_nb(s, ap, False):
            s[OPTIONS + k] = ACT_DRAW_FURTHER
            k += 1
        if can_tell_fortune_nb(s, ap):
            s[OPTIONS + k] = ACT_FORTUNE_TELLING
            k += 1
        if can_weave_fate_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_FATE_WEAVING
            k += 1
    elif role == ROLE_ACADEMY:
        if can_renovate_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_RENOVATE
            k += 1
        if can_use_room_nb(s, seat, ap, SPACE_PRACTICE_ROOM, ACT_PRACTICE):
            s[OPTIONS + k] = ACT_PRACTICE
            k += 1
        if can_use_room_nb(s, seat, ap, SPACE_CLASSROOM, ACT_TEACH):
            s[OPTIONS + k] = ACT_TEACH
            k += 1
        if can_learn_secret_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_LEARN_SECRET
            k += 1
        if can_discover_nb(s, ap):
            s[OPTIONS + k] = ACT_DISCOVER
            k += 1
    elif role == ROLE_WORKSHOP:
        if can_prepare_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_PREPARE
            k += 1
        if can_move_trick_nb(s, seat, ch, ap):
            s[OPTIONS + k] = ACT_MOVE_TRICK
            k += 1
        if can_move_components_nb(s, seat, ch, ap):
            s[OPTIONS + k] = ACT_MOVE_COMPONENTS
            k += 1
        if can_move_apprentice_nb(s, seat, ch, ap):
            s[OPTIONS + k] = ACT_MOVE_APPRENTICE
            k += 1
        if can_build_nb(s, seat, ap):
            s[OPTIONS + k] = ACT_BUILD
            k += 1
    return k


@lean_kernel
def take_action_nb(s, rng, tr, w, seat, ch, action, ap):
    """Run one action; returns the AP it spent."""
    if action == ACT_LEARN:
        return learn_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_TAKE_COINS:
        return take_coins_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_REROLL:
        return reroll_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_SET_DIE:
        return set_die_action_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_BUY:
        return buy_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_ORDER:
        return order_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_QUICK_ORDER:
        return quick_order_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_PREPARE:
        return prepare_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_MOVE_TRICK:
        return move_trick_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_MOVE_COMPONENTS:
        return move_components_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_MOVE_APPRENTICE:
        return move_apprentice_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_DRAW_FIRST or action == ACT_DRAW_FURTHER:
        return draw_nb(s, rng, tr, w, seat, ch, ap, action == ACT_DRAW_FIRST)
    if action == ACT_FORTUNE_TELLING:
        return fortune_telling_nb(s, tr, seat, ch, ap)
    if action == ACT_FATE_WEAVING:
        return fate_weaving_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_RENOVATE:
        return renovate_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_PRACTICE:
        return practice_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_TEACH:
        return teach_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_LEARN_SECRET:
        return learn_secret_nb(s, rng, tr, w, seat, ch, ap)
    if action == ACT_DISCOVER:
        return discover_nb(s, tr, seat, ch, ap)
    if action == ACT_BUILD:
        return build_nb(s, tr, seat, ch, ap)
    if action == ACT_HIRE:
        before = incoming_mask_nb(s, seat)
        cost = hire_nb(s, rng, tr, w, seat, ch, ap)
        hired_arrives_now_nb(s, rng, tr, w, seat, incoming_mask_nb(s, seat) & ~before)
        return cost
    # the Theater's: the loop writes the `action` record, the Theater's kernel what follows
    cost = cost_nb(s, action, THEATER_ACTION_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, action, cost, ap - cost, 0, 0)
    if action == ACT_SET_UP:
        set_up_nb(s, rng, tr, w, seat)
    else:
        reschedule_nb(s, rng, tr, w, seat)
    return cost


@lean_kernel
def special_assignment_use_nb(s, rng, w, seat, ch, card):
    """D11: the SA card's text, or +1 AP instead (G27); a Freelancer whose own location has no free
    slot must use its text (T63)."""
    k = 2
    if freelancer_nb(s, card) and slot_options_at_nb(s, seat, ch, s[CHAR_CARD + seat * MAX_CHARS + ch], False,
                                                     True) == 0:
        k = 1
    s[OPTIONS] = SA_USE_TEXT
    s[OPTIONS + 1] = SA_USE_AP
    return ask_nb(s, rng, w, seat, DECIDE_SA_USE, k)


@lean_kernel
def freelance_location_nb(s, rng, w, seat, ch):
    """Freelancer's text (A25): the location the character goes to instead, any with a free legal
    slot for it (the Theater's stage excepted)."""
    k = 0
    for loc in range(MAX_LOCATIONS + 1):
        if loc < MAX_LOCATIONS and (loc >= s[N_LOCATIONS] or s[LOC_IN_GAME + loc] == 0):
            continue
        if slot_options_at_nb(s, seat, ch, loc, False, False) > 0:
            s[OPTIONS + k] = loc
            k += 1
    return ask_nb(s, rng, w, seat, DECIDE_FREELANCE_LOCATION, k)


@lean_kernel
def place_character_nb(s, rng, tr, w, seat, ch):
    """The Dark Alley's choices of the card first (Mimesis, D11: its text or +1 AP; Freelancer's
    location), then D10 the slot, D12 the Shard, the Mechaniker's +1 AP, then the action loop (D13)
    of one placement."""
    at = seat * MAX_CHARS + ch
    loc = s[CHAR_CARD + at]
    s[CHAR_REVEALED + at] = 1  # P20: the card is face up from its placement
    card = s[CHAR_SA + at]
    copied = -1
    if card < 0:
        copied = mimesis_nb(s, rng, tr, w, seat, ch)
        card = copied
    use = SA_USE_NONE
    if card >= 0:
        use = special_assignment_use_nb(s, rng, w, seat, ch, card)
        s[MARKS + seat * N_MARKS + (MARK_SA_USED if use == SA_USE_TEXT else MARK_SA_PLUS_AP)] += 1
        if copied < 0:
            s[CHAR_SA_USE + at] = use
        if use == SA_USE_TEXT and freelancer_nb(s, card):
            loc = freelance_location_nb(s, rng, w, seat, ch)
    stage = s[CHAR_CARD + at] == loc  # a Freelancer never takes the stage
    slot = ask_nb(s, rng, w, seat, DECIDE_SLOT, slot_options_at_nb(s, seat, ch, loc, True, stage))
    s[CHAR_STATE + at] = CH_PLACED
    s[CHAR_LOC + at] = loc
    s[CHAR_SLOT + at] = slot
    if loc == LOC_THEATER:
        day = slot // THEATER_SLOTS
        if s[WEEKDAY_OWNER + day] == -1:
            s[WEEKDAY_OWNER + day] = seat
            s[MARKS + seat * N_MARKS + MARK_DAYS + day] += 1
        s[THEATER_OCC + slot] = occupant(seat, ch)
        slot_ap = s[WEEKDAY_AP + day]
    else:
        if s[LOC_PER_SEAT + loc] == 1:
            s[WORKSHOP_OCC + seat * MAX_LOC_SLOTS + slot] = occupant(seat, ch)
        else:
            s[SLOT_OCC + loc * MAX_LOC_SLOTS + slot] = occupant(seat, ch)
        slot_ap = s[LOC_SLOT_AP + loc * MAX_LOC_SLOTS + slot]
    apprentice = ch_kind_nb(s, seat, ch) == KIND_APPRENTICE
    char_ap = contraption_character_ap_nb(s, apprentice, character_ap_nb(s, seat, apprentice, base_ap_nb(s, seat, ch)))
    sa_ap = 1 if use == SA_USE_AP else 0
    s[PLACING] = ch  # the placement in progress, public (the trace's `place`): what D12 and D13 weigh
    s[PLACING_AP] = max(0, char_ap + slot_ap + sa_ap)
    s[DREW_FIRST] = 0
    s[FORTUNE_TOLD] = 0
    s[LEARNED_SECRET] = 0
    if use == SA_USE_TEXT:
        s[SA_TEXT] = card  # its effect is in force for this placement (effects_nb.py)
        s[SA_TEXT_SPENT] = 0
    shard = 0
    if (loc != LOC_THEATER or shard_in_theater_nb(s)) and s[SHARDS + seat] >= 1:
        s[OPTIONS] = 0
        s[OPTIONS + 1] = 1
        shard = ask_nb(s, rng, w, seat, DECIDE_SHARD_AP, 2)
    shard_ap = shard_ap_nb(s) if shard == 1 else 0
    ability_ap = mechanical_enhancement_nb(s, rng, w, seat, ch, loc)
    s[PLACEMENTS] += 1
    record_nb(s, tr, EV_PLACE, seat, ch, loc, slot, shard_ap, char_ap, slot_ap)
    if card >= 0:
        record_nb(s, tr, EV_PLACE_SA, seat, ch, card, use, int(copied >= 0), 0, 0)
    if copied >= 0:
        record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], ABILITY_MIMESIS, ch, copied, 0, 0)
    if ability_ap > 0:
        record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], ABILITY_MECHANICAL_ENHANCEMENT, ch, ability_ap, 0, 0)
    if loc != LOC_THEATER and s[LOC_PER_SEAT + loc] == 0:
        coins = slot_coins_nb(s, slot_ap)
        if coins > 0:
            gain_nb(s, tr, seat, 0, -coins, 0, GAIN_PROPHECY, s[PR_ACTIVE], OP_SLOT_COST, -1)
    if shard == 1:
        gain_nb(s, tr, seat, 0, 0, -1, GAIN_SHARD_AP, -1, -1, -1)
    magic_for_the_masses_nb(s, tr, seat, ch, loc)
    if loc != LOC_THEATER and s[LOC_ROLE + loc] == ROLE_ACADEMY:
        s[MARKS + seat * N_MARKS + MARK_ACADEMY_PLACEMENTS] += 1
    if ch == PROTEGE_SLOT:  # its Secrets' abilities (T105), or Anjali's Secret on an Apprentice (G85)
        secret_for_placement_nb(s, rng, tr, w, seat, ch, loc, False)
    elif ch_kind_nb(s, seat, ch) == KIND_APPRENTICE and has_ability_nb(s, seat, WHISPERER_OF_SECRETS):
        secret_for_placement_nb(s, rng, tr, w, seat, ch, loc, True)
    ap = max(0, char_ap + slot_ap + sa_ap + shard_ap + ability_ap)  # G25: a character may have 0 AP
    stopped = False
    for _ in range(MAX_ACTIONS):
        s[PLACING_AP] = ap
        action = ask_nb(s, rng, w, seat, DECIDE_ACTION, action_options_nb(s, seat, ch, loc, slot, ap))
        if action == ACT_STOP:
            stopped = True
            break
        ap -= take_action_nb(s, rng, tr, w, seat, ch, action, ap)
        spend_card_nb(s, action)
        if ap < 0:
            raise AssertionError("an action spent more AP than the placement had")
    if not stopped:
        s[CAPPED] = 1
    market_placement_end_nb(s, seat)  # business_share (A44): in force after this placement
    s[SA_TEXT] = -1
    placement_over_nb(s, seat)  # its Contraptions' texts (Dawn)
    s[PLACING] = -1
    s[PLACING_AP] = 0
    record_nb(s, tr, EV_PLACEMENT_END, seat, ch, ap, 0, 0, 0, 0)


@lean_kernel
def late_assign_nb(s, rng, tr, w, seat):
    """P31: a seat that Advertised assigns each card as it places (DECIDE_LATE_ASSIGN): a home
    character and a card of its hand (as DECIDE_ASSIGN's options) whose location has a free legal
    slot for it, revealed at once; or stop, the characters left home idle. False when it stops."""
    s[OPTIONS] = -1
    k = 1
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] != CH_HOME or not is_joined_nb(s, seat, ch):
            continue
        for loc in range(MAX_LOCATIONS + 1):
            if loc < MAX_LOCATIONS and (loc >= s[N_LOCATIONS] or s[LOC_IN_GAME + loc] == 0):
                continue
            if s[HAND + seat * (MAX_LOCATIONS + 1) + loc] > 0 and slot_options_at_nb(s, seat, ch, loc, False, True) > 0:
                s[OPTIONS + k] = pack_nb(ch, loc + 1)
                k += 1
        for card in range(s[N_SA]):
            if (s[SA_PLACE + card] == SA_IN_HAND and s[SA_OWNER + card] == seat
                    and slot_options_at_nb(s, seat, ch, s[SA_LOC + card], False, True) > 0):
                s[OPTIONS + k] = pack_nb(ch, SA_OPTION + card)
                k += 1
    choice = ask_nb(s, rng, w, seat, DECIDE_LATE_ASSIGN, k) if k > 1 else -1
    if choice < 0:
        s[ASSIGN_LATE + seat] = 0
        for ch in range(MAX_CHARS):
            at = seat * MAX_CHARS + ch
            if s[CHAR_STATE + at] == CH_HOME and is_joined_nb(s, seat, ch):
                s[CHAR_STATE + at] = CH_ASSIGNED
                s[CHAR_CARD + at] = -1
                s[MARKS + seat * N_MARKS + MARK_IDLE] += 1
                record_nb(s, tr, EV_ASSIGN, seat, ch, -1, -1, 0, 0, 0)
        return False
    ch, part = choice // PACK, choice % PACK
    at = seat * MAX_CHARS + ch
    card = part - SA_OPTION if part >= SA_OPTION else -1
    loc = s[SA_LOC + card] if card >= 0 else part - 1
    s[CHAR_STATE + at] = CH_ASSIGNED
    s[CHAR_CARD + at] = loc
    s[CHAR_REVEALED + at] = 1
    if card >= 0:
        s[CHAR_SA + at] = card
    else:
        s[HAND + seat * (MAX_LOCATIONS + 1) + loc] -= 1
    record_nb(s, tr, EV_ASSIGN, seat, ch, loc, card, 0, 0, 0)
    if card >= 0:
        move_sa_nb(s, tr, seat, card, SA_IN_ASSIGNED, seat, SA_CAUSE_ASSIGN, ch)
    return True


@lean_kernel
def seat_placement_nb(s, rng, tr, w, seat):
    """One seat's placement turn; False if it had no character left to place."""
    if s[ASSIGN_LATE + seat] == 1 and not late_assign_nb(s, rng, tr, w, seat):
        return False
    if drop_unplaceable_nb(s, tr, seat) == 0:
        return False
    anytime_nb(s, rng, tr, w, seat)
    if drop_unplaceable_nb(s, tr, seat) == 0:  # returning components or Tricks frees no slot; kept for safety
        return False
    activate_nb(s, rng, tr, w, seat)  # Dawn: Contraptions before the placement (G30)
    k = 0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] == CH_ASSIGNED and s[CHAR_CARD + at] >= 0:
            s[OPTIONS + k] = ch
            k += 1
            if s[OPT_MAY_DECLINE] == 1:
                s[OPTIONS + k] = PACK + ch
                k += 1
    choice = ask_nb(s, rng, w, seat, DECIDE_PLACE_CHARACTER, k)
    if choice >= PACK:  # may_decline: this character stays home, its card back in hand (G21's option)
        ch = choice - PACK
        at = seat * MAX_CHARS + ch
        loc = s[CHAR_CARD + at]
        s[CHAR_STATE + at] = CH_UNPLACEABLE
        record_nb(s, tr, EV_UNPLACEABLE, seat, ch, loc, 0, 0, 0, 0)
        card_back_to_hand_nb(s, tr, seat, ch)
        placement_over_nb(s, seat)  # Contraptions it activated for this placement turn: their texts end (T125)
        return True
    place_character_nb(s, rng, tr, w, seat, choice)
    return True


@lean_kernel
def placement_phase_nb(s, rng, tr, w, check):
    """``check``: verify the state's invariants after every placement (raises on a violation)."""
    s[PHASE] = PHASE_PLACEMENT
    one_by_one = reveal_at_placement_nb(s)  # P20: each card is revealed at its placement
    record_nb(s, tr, EV_REVEAL, int(one_by_one), 0, 0, 0, 0, 0, 0)
    if not one_by_one:
        for i in range(s[N_PLAYERS] * MAX_CHARS):
            if s[CHAR_STATE + i] == CH_ASSIGNED:
                s[CHAR_REVEALED + i] = 1
    for _ in range(MAX_CHARS * 4 + 1):
        placed = False
        for i in range(s[N_PLAYERS]):
            per_turn = 2 if two_placements_nb(s) else 1  # P09, Active when the placement turn begins
            for _k in range(per_turn):
                if not seat_placement_nb(s, rng, tr, w, s[ORDER + i]):
                    break
                placed = True
                if check and check_state_nb(s) != 0:
                    raise AssertionError("a Trickerion state invariant failed (see invariants.py)")
        if not placed:
            return
