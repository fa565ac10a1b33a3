"""The planner's turn plan (RULES §6.3), computed at Assignment from what the seat may know:
public state, its own hand and its characters.

1. **Targets**: the 1-2 Tricks with the best value per cost, among the seat's owned Tricks
   not yet prepared and the Tricks it could learn this turn (a Trick die's category or Any, or
   its Magician's Favourite; Fame Threshold met or paid for in Coins). A Trick's score is a
   Prepare's yield value (value.prepare_value_nb) over 1 + the Coins it still costs (missing
   components, Learn's Fame deficit) + P_AP_COINS per Action Point (Learn, Buys, Prepare); the
   Favourite's Tricks are multiplied by P_FAVOURITE. Components already held lower the cost:
   that is the overlap with what is owned.
   With ``orders=1`` (T54) a missing type that neither a Buy slot nor the Quick Order slot
   holds adds P_ABSENT Coins (it is bought a turn later) and, unless already ordered, an
   Order's AP.
2. **Needs -> locations**: Downtown to learn a target, to hire (while P_HIRE_TURNS turns are
   left and an Inn die shows a character it may own) or for Coins (below P_LOW_COINS); the
   Market Row for a target's missing components (with ``orders=1``: to buy those in stock and
   Order the others, PLAN_ORDER, one character with an AP for each, up to 3); the Workshop for
   a Trick ready to prepare (now, or once this turn's Buys complete it); the Theater when
   markers are ready to set up.
3. **Weekday**: Sunday (the best yields) with P_SUNDAY_MARKERS or more markers to set up, else
   the earliest day (Thursday, +1 AP).
4. **Perform**: the Magician takes the stage when the seat has P_PERFORM_MARKERS or more markers
   on the Performance cards, counting those it sets up this turn (on the Dark Alley P_DA_PERFORM
   more: the Magician's placement could draw cards there instead).
5. **Characters**: tasks in that priority, each given the free character with the fewest AP that
   still suffices (a slot's modifier may add up to +1), the Magician first for Downtown; with the
   Magician performing, the Specialists left join it backstage (their performer bonus beats
   their wage); planner.py puts greedy's choice first for all but the performing Magician.
   Assignment cards in hand bound each location, and a character goes only if its wage fits
   the Coins (wages before purchases).
6. **The Dark Alley** (its rulesets): a character left free draws Special Assignment cards there,
   each worth its end-game Fame unspent.
7. **The Academy** (its rulesets; before step 6): the Protégé, else the spare character whose
   best Academy action (academy_gains.py: Renovate, Teach, Practice, Learn Secret) gains most,
   goes there when that gain less its wage reaches P_ACADEMY and beats a Dark Alley draw.

``plan_turn_nb`` writes the plan into an int array (``PLAN_*`` below). It reads no hidden field
(opponents' Assignment cards, decks, future dice) and is a pure function of the state, so every
one of the seat's DECIDE_ASSIGN decisions of a turn sees the same plan.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros
from simkit.games.trickerion.academy_rooms_nb import base_ap_nb, wage_nb
from simkit.games.trickerion.signature_nb import signature_allowed_nb
from simkit.games.trickerion.layout import (ACADEMY, PROTEGE_SLOT, ROLE_ACADEMY, SCORE_PER_SA, DARK_ALLEY, ROLE_DARK_ALLEY, CH_ASSIGNED, CH_HOME, CHAR_CARD, CHAR_STATE, CHAR_TYPE, COINS,
                                            COMPONENT_PRICE, CTYPE_KIND, CTYPE_MAX,
                                            CHAR_FREE, DICE, DIE_KIND, FAME,
                                            FAVOURITE, HAND, LOC_ROLE, LOC_IN_GAME, LOC_THEATER, MARKERS_FREE,
                                            MAX_CHARS, MAX_COMPONENTS, MAX_LOCATIONS, N_CHARACTER_TYPES, N_DICE,
                                            N_LOCATIONS, N_TRICKS, ROLE_DOWNTOWN, ROLE_MARKET_ROW, ROLE_WORKSHOP,
                                            SYMBOLS, THRESHOLDS, TRICK_CATEGORY, TRICK_IN_GAME, TRICK_LEVEL,
                                            TRICK_MARKERS, TRICK_NEEDS, TRICK_ON_CARD, TRICK_OWNER, TRICK_PREPARE_AP,
                                            TRICK_SYMBOL, TURN, TURNS, N_COMPONENT_TYPES, CH_NONE,
                                            TRACK_LEN, TRACK_OWNER, GRID, ENGINEER_TRICK, MARKET_ORDER,
                                            N_ORDER_SLOTS, QUICK_ORDER)
from simkit.games.trickerion.market_nb import in_stock_nb, ordered_nb
from simkit.games.trickerion.vocabulary import FACE_ANY
from simkit.strategies.trickerion.value import KIND_SPECIALIST, held_for_needs_nb, prepare_value_nb
from simkit.strategies.trickerion.academy_gains import academy_location_gain_nb
from simkit.strategies.trickerion.weights import (W_WAGE, P_ACADEMY, P_ABSENT, P_DA_PERFORM, P_AP_COINS, P_FAVOURITE, P_HIRE_TURNS, P_LOW_COINS,
                                                  P_ORDERS, P_PERFORM_MARKERS, P_SUNDAY_MARKERS, P_TARGETS)

LEARN_AP = 3  # Learn, Hire and Take Coins cost 3 AP (RULES §1.7)
KIND_MAGICIAN = 0
DIE_TRICK = 0  # DIE_KINDS ids
ALL_CATEGORIES = (1 << FACE_ANY) - 1  # categories are 0 .. FACE_ANY - 1
DIE_INN = 1
DIE_BANK = 2
SUNDAY = 3  # weekday indices (Thursday first)
THURSDAY = 0

HAND_SIZE = MAX_LOCATIONS + 1  # plan_turn_nb's Assignment cards per location

# the plan array
PLAN_TARGET = 0  # 2: target Tricks, -1
PLAN_LOC = 2  # MAX_CHARS: each character slot's location (LOC_THEATER the Theater), -1 idle
PLAN_DAY = PLAN_LOC + MAX_CHARS  # the weekday to claim
PLAN_PERFORM = PLAN_DAY + 1  # 1: the Magician takes the stage
PLAN_LEARN = PLAN_PERFORM + 1  # 1: learn a target at Downtown
PLAN_HIRE = PLAN_LEARN + 1  # the character type to hire, -1
PLAN_COINS = PLAN_HIRE + 1  # 1: Take Coins at Downtown
PLAN_BUY = PLAN_COINS + 1  # 1: buy the targets' missing components
PLAN_PREPARE = PLAN_BUY + 1  # the Trick to prepare this turn, -1
PLAN_SET_UP = PLAN_PREPARE + 1  # markers to set up this turn
PLAN_ORDER = PLAN_SET_UP + 1  # types to Order at the Market Row this turn (``orders=1``)
PLAN_SIZE = PLAN_ORDER + 1


@leaf
def location_of_role_nb(s, role):
    """The first location in the game with ``role`` (ROLE_*), -1."""
    for loc in range(s[N_LOCATIONS]):
        if s[LOC_ROLE + loc] == role and s[LOC_IN_GAME + loc] == 1:
            return loc
    return -1


@leaf
def owned_tricks_nb(s, seat):
    count = 0
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] == seat:
            count += 1
    return count


@leaf
def category_on_dice_nb(s, category):
    """Does a Trick die show ``category`` or Any?"""
    for die in range(s[N_DICE]):
        if s[DIE_KIND + die] == DIE_TRICK and (s[DICE + die] == category or s[DICE + die] == FACE_ANY):
            return True
    return False


@leaf
def learnable_nb(s, seat, trick):
    """Could the seat learn ``trick`` at Downtown this turn (category allowed, Fame or Coins enough;
    a Signature Trick only its Magician's)?"""
    if s[TRICK_OWNER + trick] != -1 or s[TRICK_IN_GAME + trick] == 0 or not signature_allowed_nb(s, seat, trick):
        return False
    category = s[TRICK_CATEGORY + trick]
    if category != s[FAVOURITE + seat] and not category_on_dice_nb(s, category):
        return False
    return s[FAME + seat] + s[COINS + seat] >= s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1]


@leaf
def allowed_categories_nb(s, seat):
    """The categories the seat may learn from now, as bits: its favourite and those a Trick die
    shows (all of them on an Any face); learnable_given_nb reads it for every Trick."""
    bits = 1 << s[FAVOURITE + seat] if 0 <= s[FAVOURITE + seat] < FACE_ANY else 0
    for die in range(s[N_DICE]):
        face = s[DICE + die]
        if s[DIE_KIND + die] == DIE_TRICK and face >= 0:  # FACE_X (-1) allows none
            bits |= ALL_CATEGORIES if face == FACE_ANY else 1 << face
    return bits


@leaf
def learnable_given_nb(s, seat, trick, allowed):
    """learnable_nb with the allowed categories read once (allowed_categories_nb)."""
    if s[TRICK_OWNER + trick] != -1 or s[TRICK_IN_GAME + trick] == 0 or not signature_allowed_nb(s, seat, trick):
        return False
    if (allowed >> s[TRICK_CATEGORY + trick]) & 1 == 0:
        return False
    return s[FAME + seat] + s[COINS + seat] >= s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1]


@leaf
def fame_deficit_nb(s, seat, trick):
    return max(0, s[THRESHOLDS + s[TRICK_LEVEL + trick] - 1] - s[FAME + seat])


@leaf
def missing_cost_nb(s, seat, trick):
    """(Coins, component types) still to buy for ``trick``'s requirement."""
    coins = 0
    types = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
        if need > 0:
            have = held_for_needs_nb(s, seat, kind)
            if have < need:
                coins += (need - have) * s[COMPONENT_PRICE + kind]
                types += 1
    return coins, types


@leaf
def stocked_nb(s, kind):
    """Can ``kind`` be bought now: a Buy slot or the Quick Order slot holds it?"""
    return s[QUICK_ORDER] == kind or in_stock_nb(s, kind)


@leaf
def free_order_slots_nb(s):
    free = 0
    for slot in range(s[N_ORDER_SLOTS]):
        if s[MARKET_ORDER + slot] == -1:
            free += 1
    return free


@leaf
def absent_types_nb(s, seat, trick):
    """(types to Order, types ordered already) among ``trick``'s missing types no Buy slot holds:
    both arrive at End Turn at the earliest, so they are bought next turn."""
    to_order = 0
    ordered = 0
    for kind in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind]
        if need > 0 and held_for_needs_nb(s, seat, kind) < need and not stocked_nb(s, kind):
            if ordered_nb(s, kind):
                ordered += 1
            else:
                to_order += 1
    return to_order, ordered


@leaf
def waiting_types_nb(s, row, seat, trick):
    """``absent_types_nb`` with ``orders=1``; (0, 0) without, where the plan treats every missing
    type as buyable (the planner before T54)."""
    if row[P_ORDERS] == 0.0:
        return 0, 0
    return absent_types_nb(s, seat, trick)


@leaf
def free_markers_nb(s, seat, trick):
    symbol = s[TRICK_SYMBOL + trick]
    if symbol < 0:
        return 0
    return s[MARKERS_FREE + seat * SYMBOLS + symbol]


@leaf
def markers_a_prepare_nb(s, seat, trick):
    """Markers a Prepare of ``trick`` would place now (+1 on the Engineer's slot, the symbol's
    supply permitting)."""
    markers = s[TRICK_MARKERS + trick] + (1 if s[ENGINEER_TRICK + seat] == trick else 0)
    return min(markers, free_markers_nb(s, seat, trick))


@leaf
def trick_score_nb(s, row, seat, trick):
    """A target's value per cost (module docstring); 0 when it cannot be pursued."""
    owned = s[TRICK_OWNER + trick] == seat
    if owned:
        if s[TRICK_ON_CARD + trick] > 0 or free_markers_nb(s, seat, trick) == 0:
            return 0.0
    elif not learnable_nb(s, seat, trick):
        return 0.0
    coins, types = missing_cost_nb(s, seat, trick)
    ap = s[TRICK_PREPARE_AP + trick] + types
    to_order, ordered = waiting_types_nb(s, row, seat, trick)
    coins += row[P_ABSENT] * (to_order + ordered)  # a turn's wait
    ap += to_order  # an Order each
    if not owned:
        deficit = fame_deficit_nb(s, seat, trick)
        if 2 * deficit > s[COINS + seat]:  # buying Fame for a Trick: only with half the Coins at most
            return 0.0
        coins += deficit
        ap += LEARN_AP
    score = prepare_value_nb(s, row, seat, trick) / (1.0 + coins + row[P_AP_COINS] * ap)
    if s[TRICK_CATEGORY + trick] == s[FAVOURITE + seat]:
        score *= row[P_FAVOURITE]
    return score


@leaf
def hire_type_nb(s, seat):
    """A character type an Inn die shows that the seat may own one more of (a Specialist first), -1."""
    best = -1
    for die in range(s[N_DICE]):
        kind = s[DICE + die]
        if s[DIE_KIND + die] != DIE_INN or kind < 0 or kind >= s[N_CHARACTER_TYPES]:
            continue
        owned = 0
        for ch in range(MAX_CHARS):
            if s[CHAR_STATE + seat * MAX_CHARS + ch] != CH_NONE and s[CHAR_TYPE + seat * MAX_CHARS + ch] == kind:
                owned += 1
        if owned >= s[CTYPE_MAX + kind]:
            continue
        if best < 0 or (s[CTYPE_KIND + kind] == KIND_SPECIALIST and s[CTYPE_KIND + best] != KIND_SPECIALIST):
            best = kind
    return best


@leaf
def markers_on_track_nb(s, seat):
    count = 0
    for pos in range(s[TRACK_LEN]):
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == seat:
                count += 1
    return count


@leaf
def markers_on_cards_nb(s, seat):
    count = 0
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] == seat:
            count += s[TRICK_ON_CARD + trick]
    return count


@leaf
def pick_character_nb(s, seat, free, need, slack, magician_first):
    """The free character with the fewest AP >= ``need`` - ``slack`` (a slot's modifier may add
    it), the Magician first when ``magician_first``; -1."""
    best = -1
    best_ap = 99
    if magician_first and free[0] and base_ap_nb(s, seat, 0) >= need:
        return 0
    for ch in range(MAX_CHARS):
        if not free[ch]:
            continue
        ap = base_ap_nb(s, seat, ch)  # the Protégé's by its Secrets (G56)
        if need - slack <= ap < best_ap:
            best = ch
            best_ap = ap
    return best


@leaf
def give_nb(s, seat, plan, free, hand, ch, loc, budget):
    """Send character ``ch`` to ``loc`` if a card for it is in hand and its wage fits the Coins
    left in ``budget[0]`` (an unpaid wage Coin costs 2 Fame, G72)."""
    if ch < 0 or loc < 0 or hand[loc] <= 0:
        return False
    wage = 0 if s[CHAR_FREE + seat * MAX_CHARS + ch] == 1 else wage_nb(s, seat, ch)
    if wage > budget[0]:
        return False
    budget[0] -= wage
    plan[PLAN_LOC + ch] = loc
    free[ch] = False
    hand[loc] -= 1
    return True


@lean_kernel
def academy_task_nb(s, row, seat, plan, free, hand, budget):
    """Step 7: send one spare character to the Academy, the Protégé when its best Academy action
    (academy_gains.academy_location_gain_nb) beats its wage by P_ACADEMY and a Dark Alley draw, else
    the spare character whose best Academy action does most so."""
    academy = location_of_role_nb(s, ROLE_ACADEMY)
    if academy < 0 or hand[academy] <= 0:
        return
    best = -1
    best_gain = 0.0
    for k in range(MAX_CHARS):
        ch = PROTEGE_SLOT if k == 0 else k - 1  # the Protégé first, then the others in slot order
        if not free[ch] or s[CHAR_STATE + seat * MAX_CHARS + ch] == CH_NONE:
            continue
        ap = base_ap_nb(s, seat, ch)
        wage = 0 if s[CHAR_FREE + seat * MAX_CHARS + ch] == 1 else wage_nb(s, seat, ch)
        gain = academy_location_gain_nb(s, row, seat, ap, budget[0] - wage) - row[W_WAGE] * wage
        if s[DARK_ALLEY] == 1 and gain <= draw_value_nb(s, ap):
            continue
        if gain >= row[P_ACADEMY] and (best < 0 or gain > best_gain):
            best = ch
            best_gain = gain
        if best == PROTEGE_SLOT:
            break
    if best >= 0:
        give_nb(s, seat, plan, free, hand, best, academy, budget)


@leaf
def draw_value_nb(s, ap):
    """What a Dark Alley placement draws (gains.draw_gain_nb's figure): the Fame a card scores unspent."""
    return float(s[SCORE_PER_SA]) if ap >= 1 else 0.0


@lean_kernel
def plan_turn_nb(s, row, seat, plan):
    """Write the seat's plan for this turn into ``plan`` (PLAN_SIZE ints; module docstring)."""
    plan[:] = -1
    plan[PLAN_PERFORM] = 0
    plan[PLAN_LEARN] = 0
    plan[PLAN_COINS] = 0
    plan[PLAN_BUY] = 0
    plan[PLAN_SET_UP] = 0
    plan[PLAN_ORDER] = 0
    # 1. targets
    n_targets = min(2, max(1, int(row[P_TARGETS])))
    best0, best1 = -1, -1
    score0, score1 = 0.0, 0.0
    room = owned_tricks_nb(s, seat) < SYMBOLS
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] != seat and not room:
            continue
        score = trick_score_nb(s, row, seat, trick)
        if score <= 0.0:
            continue
        if score > score0:
            best1, score1 = best0, score0
            best0, score0 = trick, score
        elif score > score1:
            best1, score1 = trick, score
    plan[PLAN_TARGET] = best0
    if n_targets > 1 and best1 >= 0 and (s[TRICK_OWNER + best0] == seat or s[TRICK_OWNER + best1] == seat):
        plan[PLAN_TARGET + 1] = best1  # at most one Learn a turn is planned
    # 2. needs
    coins = s[COINS + seat]
    for k in range(2):
        trick = plan[PLAN_TARGET + k]
        if trick < 0:
            continue
        if s[TRICK_OWNER + trick] != seat:
            plan[PLAN_LEARN] = 1
            coins -= fame_deficit_nb(s, seat, trick)
        cost, types = missing_cost_nb(s, seat, trick)
        to_order, ordered = waiting_types_nb(s, row, seat, trick)
        plan[PLAN_ORDER] += to_order
        if types > to_order + ordered and coins > 0:  # something to buy now
            plan[PLAN_BUY] = 1
            coins -= cost
        elif types == 0 and s[TRICK_OWNER + trick] == seat and plan[PLAN_PREPARE] < 0:
            plan[PLAN_PREPARE] = trick
    plan[PLAN_ORDER] = min(plan[PLAN_ORDER], free_order_slots_nb(s))
    if plan[PLAN_PREPARE] < 0:  # a target the Buys complete this turn, if the Coins last
        trick = plan[PLAN_TARGET]
        if trick >= 0 and s[TRICK_OWNER + trick] == seat and plan[PLAN_BUY] == 1 and coins >= 0:
            to_order, ordered = waiting_types_nb(s, row, seat, trick)
            if to_order + ordered == 0:
                plan[PLAN_PREPARE] = trick
    if plan[PLAN_PREPARE] < 0:  # any owned Trick ready to prepare
        for trick in range(s[N_TRICKS]):
            if (s[TRICK_OWNER + trick] == seat and s[TRICK_ON_CARD + trick] == 0
                    and free_markers_nb(s, seat, trick) > 0 and missing_cost_nb(s, seat, trick)[1] == 0):
                plan[PLAN_PREPARE] = trick
                break
    turns_left = s[TURNS] - s[TURN]
    if turns_left >= row[P_HIRE_TURNS]:
        plan[PLAN_HIRE] = hire_type_nb(s, seat)
    plan[PLAN_COINS] = 1 if s[COINS + seat] < row[P_LOW_COINS] else 0
    to_set_up = markers_on_cards_nb(s, seat)
    if plan[PLAN_PREPARE] >= 0:
        to_set_up += markers_a_prepare_nb(s, seat, plan[PLAN_PREPARE])
    plan[PLAN_SET_UP] = to_set_up
    # 3. weekday, 4. perform
    plan[PLAN_DAY] = SUNDAY if to_set_up >= row[P_SUNDAY_MARKERS] else THURSDAY
    on_track = markers_on_track_nb(s, seat)
    perform_from = row[P_PERFORM_MARKERS] + (row[P_DA_PERFORM] if s[DARK_ALLEY] == 1 else 0.0)
    plan[PLAN_PERFORM] = 1 if on_track + to_set_up >= perform_from and (on_track > 0 or to_set_up > 0) else 0
    # 5. characters
    free = stack_zeros(MAX_CHARS, np.bool_)
    hand = stack_zeros(HAND_SIZE, np.int64)
    for loc in range(MAX_LOCATIONS + 1):
        hand[loc] = s[HAND + seat * (MAX_LOCATIONS + 1) + loc]
    for ch in range(MAX_CHARS):
        state = s[CHAR_STATE + seat * MAX_CHARS + ch]
        free[ch] = state == CH_HOME or state == CH_ASSIGNED
        if state == CH_ASSIGNED and s[CHAR_CARD + seat * MAX_CHARS + ch] >= 0:
            hand[s[CHAR_CARD + seat * MAX_CHARS + ch]] += 1  # its card is back in the plan's hand
    downtown = location_of_role_nb(s, ROLE_DOWNTOWN)
    market = location_of_role_nb(s, ROLE_MARKET_ROW)
    workshop = location_of_role_nb(s, ROLE_WORKSHOP)
    budget = stack_zeros(1, np.int64)
    budget[0] = s[COINS + seat] + (3 if plan[PLAN_COINS] == 1 else 0)  # wages first; a Bank die brings 3 or more
    if plan[PLAN_PERFORM] == 1 and free[0]:
        give_nb(s, seat, plan, free, hand, 0, LOC_THEATER, budget)
    downtown_tasks = plan[PLAN_LEARN] + (1 if plan[PLAN_HIRE] >= 0 else 0) + plan[PLAN_COINS]
    for _ in range(min(downtown_tasks, 2)):
        give_nb(s, seat, plan, free, hand, pick_character_nb(s, seat, free, LEARN_AP, 1, True), downtown, budget)
    if plan[PLAN_BUY] == 1 or plan[PLAN_ORDER] > 0:
        need = min(3, plan[PLAN_BUY] + plan[PLAN_ORDER])
        give_nb(s, seat, plan, free, hand, pick_character_nb(s, seat, free, need, need - 1, False), market, budget)
    if plan[PLAN_PREPARE] >= 0:
        need = s[TRICK_PREPARE_AP + plan[PLAN_PREPARE]]
        give_nb(s, seat, plan, free, hand, pick_character_nb(s, seat, free, need, 0, False), workshop, budget)
    if to_set_up > 0:
        need = min(to_set_up, 3) - (1 if plan[PLAN_DAY] == THURSDAY else -1)
        ch = pick_character_nb(s, seat, free, max(1, need), 0, False)
        give_nb(s, seat, plan, free, hand, ch, LOC_THEATER, budget)
    if plan[PLAN_PERFORM] == 1:
        for ch in range(1, MAX_CHARS):
            if free[ch] and s[CTYPE_KIND + s[CHAR_TYPE + seat * MAX_CHARS + ch]] == KIND_SPECIALIST:
                give_nb(s, seat, plan, free, hand, ch, LOC_THEATER, budget)
    if s[ACADEMY] == 1:  # 7. the Academy: the spare character (the Protégé first) with the best action there
        academy_task_nb(s, row, seat, plan, free, hand, budget)
    if s[DARK_ALLEY] == 1:  # 6. a spare character draws Special Assignment cards (each scores unspent)
        dark_alley = location_of_role_nb(s, ROLE_DARK_ALLEY)
        give_nb(s, seat, plan, free, hand, pick_character_nb(s, seat, free, 1, 1, False), dark_alley, budget)
