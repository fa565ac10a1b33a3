"""``planner``: plans the turn at Assignment (plan.py), then executes it greedily (RULES §6.3).

- Assignment: the Magician takes the stage when the plan says it performs; every other
  character goes where greedy would send it (Downtown to hire or take Coins, ...) and, where
  greedy would leave it idle, to its task in the plan (the Theater pipeline: Buys, Prepare,
  Set Up), else idle.
- Advertise: when P_ADVERTISE_SPARE Coins or more are left after paying.
- Placement order: the Magician to the stage first when it performs (that claims the weekday),
  then Downtown (a Learn before the Buys it needs), the Dark Alley (its +2 slot draws two
  cards) and the Academy (its spaces go to the first comer), the Market Row, the Workshop (a Prepare after the Buys), the Theater's backstage (a Set
  Up after the Prepare).
- Theater slots: the plan's weekday if still free, else the free day nearest to it; the stage
  for the performing Magician, backstage for everyone else.
- Every other decision: greedy's gain in V (gains.py), with the plan's targets preferred: the
  target Tricks at Learn, their missing components at Buy (with ``orders=1`` also at Order and
  Quick Order, and the Order action while a target's type is absent and not yet ordered), the
  planned Trick at Prepare, and the Fame over Coins at Link payments unless Coins run short
  (P_LOW_COINS).
- With the Academy (T117): Advertise at P_ACADEMY_ADVERTISE spare Coins instead; a character
  greedy leaves idle stays idle rather than take a Theater pipeline task (P_ACADEMY_PIPELINE 0);
  V's Banners at P_ACADEMY_BANNERS instead of W_BANNERS (the majority at the game's end).
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty, stack_zeros
from simkit.games.trickerion.layout import (ACADEMY, ROLE_ACADEMY, ROLE_DARK_ALLEY, ACT_LEARN, ACT_ORDER, ACT_PREPARE, ACT_BUY, ACT_SET_UP, DECIDE_ORDER,
                                            DECIDE_QUICK_ORDER, ADVERTISE_COST, CHAR_CARD,
                                            COINS, CTX_KIND, DECIDE_ADVERTISE, DECIDE_ASSIGN, DECIDE_BUY,
                                            DECIDE_LEARN_TRICK, DECIDE_LINK_PAYMENT, DECIDE_PLACE_CHARACTER,
                                            DECIDE_PREPARE, DECIDE_ACTION, LOC_ROLE, LOC_THEATER, MAX_CHARS, MAX_OPTIONS,
                                            MAX_COMPONENTS, OPTIONS, POSITION, ROLE_DOWNTOWN, ROLE_MARKET_ROW,
                                            ROLE_WORKSHOP, TRICK_NEEDS, HELD, DECIDE_SLOT, CH_ASSIGNED, CHAR_STATE,
                                            THEATER_SLOTS, TURN)
from simkit.strategies.determinise import best_option_nb
from simkit.strategies.trickerion.academy_gains import academy_role_nb, academy_taken_nb
from simkit.strategies.trickerion.gains import market_kind_nb
from simkit.strategies.trickerion.greedy import (PACK, learn_values_nb, option_gain_nb, place_gains_nb,
                                                 slot_values_nb)
from simkit.strategies.trickerion.notes import PLAN_STAMP, notes_at_nb, placed_noted_nb, remember_placed_nb
from simkit.strategies.trickerion.plan import (PLAN_DAY, PLAN_LOC, PLAN_ORDER, PLAN_PERFORM, PLAN_PREPARE, PLAN_SIZE,
                                               PLAN_TARGET, absent_types_nb, plan_turn_nb)
from simkit.strategies.trickerion.ids import N_PARAMS
from simkit.strategies.trickerion.weights import (P_ACADEMY_ADVERTISE, P_ACADEMY_BANNERS, P_ACADEMY_PIPELINE,
                                                  P_ADVERTISE_SPARE, P_LOW_COINS, P_ORDERS, P_REPLAN, W_BANNERS)

TARGET_BONUS = 3.0  # Fame-equivalents added to an option that serves the plan
PLACE_ORDER_BONUS = 100.0  # placement order: the plan's sequence beats any gain difference
PLANNED_KINDS = (DECIDE_ASSIGN, DECIDE_PLACE_CHARACTER, DECIDE_SLOT, DECIDE_LEARN_TRICK, DECIDE_BUY,
                 DECIDE_PREPARE, DECIDE_ACTION)
ORDER_KINDS = (DECIDE_ORDER, DECIDE_QUICK_ORDER)  # planned with ``orders=1`` only


@lean_kernel
def placement_rank_nb(s, seat, ch, plan):
    """Lower goes first (module docstring)."""
    loc = s[CHAR_CARD + seat * MAX_CHARS + ch]
    if loc == LOC_THEATER:
        return 0 if ch == 0 and plan[PLAN_PERFORM] == 1 else 4
    role = s[LOC_ROLE + loc]
    if role == ROLE_DOWNTOWN or role == ROLE_DARK_ALLEY:  # the Dark Alley's +2 slot draws two cards
        return 1
    if role == ROLE_ACADEMY:  # its renovation spaces and Classroom slots go to the first comer
        return 1
    if role == ROLE_MARKET_ROW:
        return 2
    if role == ROLE_WORKSHOP:
        return 3
    return 5


@leaf
def pipeline_task_nb(s, loc):
    """Is ``loc`` a step of the Theater pipeline (the Market Row, the Workshop, the Theater)?"""
    if loc == LOC_THEATER:
        return True
    role = s[LOC_ROLE + loc]
    return role == ROLE_MARKET_ROW or role == ROLE_WORKSHOP


@lean_kernel
def target_need_nb(s, seat, plan, kind):
    """Copies of component ``kind`` the plan's targets still need."""
    need = 0
    for k in range(2):
        trick = plan[PLAN_TARGET + k]
        if trick >= 0:
            need = max(need, s[TRICK_NEEDS + trick * MAX_COMPONENTS + kind])
    return max(0, need - s[HELD + seat * MAX_COMPONENTS + kind])


@leaf
def targets_to_order_nb(s, seat, plan):
    """Types the plan's targets still miss that no Buy slot holds and nobody has ordered."""
    count = 0
    for k in range(2):
        if plan[PLAN_TARGET + k] >= 0:
            count += absent_types_nb(s, seat, plan[PLAN_TARGET + k])[0]
    return count


@lean_kernel
def plan_bonus_nb(s, row, seat, kind, option, plan):
    """What serving the plan adds to greedy's gain of the option."""
    if kind == DECIDE_LEARN_TRICK:
        return TARGET_BONUS if option == plan[PLAN_TARGET] or option == plan[PLAN_TARGET + 1] else 0.0
    if kind == DECIDE_BUY:
        kind_bought = market_kind_nb(s, option // PACK)
        wanted = target_need_nb(s, seat, plan, kind_bought) if kind_bought >= 0 else 0
        return TARGET_BONUS * min(wanted, option % PACK) / 3.0
    if kind == DECIDE_PREPARE:
        return TARGET_BONUS if option == plan[PLAN_PREPARE] else 0.0
    if (kind == DECIDE_ORDER or kind == DECIDE_QUICK_ORDER) and plan[PLAN_ORDER] > 0:
        kind_ordered = option // PACK if kind == DECIDE_ORDER else option
        return TARGET_BONUS if target_need_nb(s, seat, plan, kind_ordered) > 0 else 0.0
    if kind == DECIDE_ACTION and option == ACT_ORDER and plan[PLAN_ORDER] > 0:
        return 1.0 if targets_to_order_nb(s, seat, plan) > 0 else 0.0
    if kind == DECIDE_ACTION:
        if option == ACT_LEARN and plan[PLAN_TARGET] >= 0:
            return 0.5
        if option == ACT_PREPARE or option == ACT_SET_UP or option == ACT_BUY:
            return 0.25
        return 0.0
    if kind == DECIDE_LINK_PAYMENT:
        return 2.0 if option == 1 and s[COINS + seat] < row[P_LOW_COINS] else 0.0
    return 0.0


@lean_kernel
def planner_place_choice_nb(s, row, seat, plan):
    """The character the planner places next (D9): the plan's order, then greedy's gain, then the
    lowest slot, deterministically, so that the slot decision (D10) can tell who it is for."""
    gains = stack_zeros(MAX_CHARS, np.float64)
    place_gains_nb(s, row, seat, gains)
    best = -1
    best_value = 0.0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] != CH_ASSIGNED or s[CHAR_CARD + at] < 0:
            continue
        value = gains[ch] - PLACE_ORDER_BONUS * placement_rank_nb(s, seat, ch, plan)
        if best < 0 or value > best_value:
            best = ch
            best_value = value
    return best


@leaf
def planner_slot_values_nb(s, row, seat, ch, n, value, plan):
    """D10 for every option: greedy's slot gain (greedy.slot_values_nb); in the Theater the plan's
    weekday first (else the nearest free day), the stage only for the performing Magician."""
    slot_values_nb(s, row, seat, ch, n, value)
    if s[CHAR_CARD + seat * MAX_CHARS + ch] != LOC_THEATER:
        return
    for i in range(n):
        day = s[OPTIONS + i] // THEATER_SLOTS
        stage = s[OPTIONS + i] % THEATER_SLOTS == 0
        value[i] = (-PLACE_ORDER_BONUS * abs(day - plan[PLAN_DAY])
                    + (50.0 if stage == (plan[PLAN_PERFORM] == 1) else 0.0) + 0.001 * value[i])


@leaf
def turn_plan_nb(s, row, seat):
    """The seat's plan of this turn (plan.py), kept in its notes (SEAT_NOTES: the turn it was made
    for + 1, then the plan): made at its first planned decision of the turn, its Assignment as a
    rule, and followed to the turn's end; with ``replan=1`` made anew at every decision (T52)."""
    at = notes_at_nb(seat) + PLAN_STAMP
    plan = s[at + 1:at + 1 + PLAN_SIZE]
    if row[P_REPLAN] != 0.0 or s[at] != s[TURN] + 1:
        plan_turn_nb(s, row, seat, plan)
        s[at] = s[TURN] + 1
    return plan


@leaf
def unplanned_choice_nb(s, rng, row, seat, kind, n):
    """A decision the plan does not bear on: Advertise by the Coins it leaves, anything else by
    greedy's gain (and a Link payment's Coins when they run short, plan_bonus_nb's only term that
    reads no plan)."""
    value = stack_empty(MAX_OPTIONS, np.float64)  # the first n used
    value[:n] = 0.0
    if kind == DECIDE_ADVERTISE:
        threshold = row[P_ADVERTISE_SPARE] if s[ACADEMY] == 0 else row[P_ACADEMY_ADVERTISE]
        for i in range(n):
            spare = s[COINS + seat] - s[ADVERTISE_COST + s[POSITION + seat] - 1]
            value[i] = (1.0 if spare >= threshold else -1.0) * s[OPTIONS + i]
        return best_option_nb(value, n, rng, seat)
    for i in range(n):
        option = s[OPTIONS + i]
        value[i] = option_gain_nb(s, row, seat, kind, option)
        if kind == DECIDE_LINK_PAYMENT and option == 1 and s[COINS + seat] < row[P_LOW_COINS]:
            value[i] += 2.0
    return best_option_nb(value, n, rng, seat)


@lean_kernel
def planner_nb(s, rng, w, seat, n):
    """The option (an index into ``s[OPTIONS:]``) the planner picks among ``n``."""
    row = w[seat]
    if s[ACADEMY] == 1:  # the Banner majority at the game's end, valued at ``acbanners`` (T117)
        academy_row = stack_empty(N_PARAMS, np.float64)
        for k in range(N_PARAMS):  # a loop: a slice copy would need numba's runtime
            academy_row[k] = row[k]
        academy_row[W_BANNERS] = row[P_ACADEMY_BANNERS]
        return planner_row_nb(s, rng, academy_row, seat, n)
    return planner_row_nb(s, rng, row, seat, n)


@lean_kernel
def planner_row_nb(s, rng, row, seat, n):
    """planner_nb with the seat's parameter row given."""
    kind = s[CTX_KIND]
    if not (kind in PLANNED_KINDS or (kind in ORDER_KINDS and row[P_ORDERS] != 0.0)):  # the plan is not read
        return unplanned_choice_nb(s, rng, row, seat, kind, n)
    plan = turn_plan_nb(s, row, seat)
    value = stack_empty(MAX_OPTIONS, np.float64)  # the first n used
    value[:n] = 0.0
    if kind == DECIDE_ASSIGN:
        ch = s[OPTIONS] // PACK
        planned = -1
        for i in range(n):
            if s[OPTIONS + i] % PACK - 1 == plan[PLAN_LOC + ch] and plan[PLAN_LOC + ch] >= 0:
                planned = i
        if planned >= 0 and ch == 0 and plan[PLAN_PERFORM] == 1:  # the Magician to the stage
            return planned
        for i in range(n):
            value[i] = option_gain_nb(s, row, seat, kind, s[OPTIONS + i])
        best = best_option_nb(value, n, rng, seat)
        if s[OPTIONS + best] % PACK == 0 and planned >= 0:  # greedy leaves it idle: the plan's task
            loc = plan[PLAN_LOC + ch]
            if s[ACADEMY] == 1 and row[P_ACADEMY_PIPELINE] == 0.0 and pipeline_task_nb(s, loc):
                return best  # the Academy: its wages and Coins do more at Renovate (T117)
            if not (academy_role_nb(s, loc) and academy_taken_nb(s, seat, loc, ch)):  # the Academy: one
                return planned
        return best
    if kind == DECIDE_PLACE_CHARACTER:
        best = planner_place_choice_nb(s, row, seat, plan)
        remember_placed_nb(s, seat, best)
        for i in range(n):
            if s[OPTIONS + i] == best:
                return i
    if kind == DECIDE_SLOT:
        ch = placed_noted_nb(s, seat)  # D9's choice (notes.PLACE_MEMO), else chosen now
        if ch < 0:
            ch = planner_place_choice_nb(s, row, seat, plan)
        planner_slot_values_nb(s, row, seat, ch, n, value, plan)
        return best_option_nb(value, n, rng, seat)
    if kind == DECIDE_LEARN_TRICK:
        learn_values_nb(s, row, seat, n, value)
        for i in range(n):
            value[i] += plan_bonus_nb(s, row, seat, kind, s[OPTIONS + i], plan)
        return best_option_nb(value, n, rng, seat)
    for i in range(n):
        option = s[OPTIONS + i]
        value[i] = option_gain_nb(s, row, seat, kind, option) + plan_bonus_nb(s, row, seat, kind, option, plan)
    return best_option_nb(value, n, rng, seat)
