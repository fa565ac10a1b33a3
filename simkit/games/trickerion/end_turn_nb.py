"""End Turn (RULES §1.12, in the seed's order, G73): wages (G71, G72), Return Characters (hired
ones join, G33), Orders arrive and the Quick Order component returns, the Performance track's
step (the Theater's, none on the last turn, G14), the Prophecies (T55) and the discard of the
revealed Special Assignment cards (G29), posters back; then the turn's totals and the
Fame leader (lead changes, RULES §5.3)."""

from simkit.engine.jit import lean_kernel
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.contraptions_nb import reactivate_nb
from simkit.games.trickerion.calls_theater import track_step_nb
from simkit.games.trickerion.dark_alley_nb import discard_assigned_nb, prophecy_step_nb
from simkit.games.trickerion.layout import (ADVERTISED, CH_HOME, CH_INCOMING, CH_NONE, CH_PLACED, CHAR_CARD, CHAR_SA,
                                            CHAR_FREE, CHAR_LOC, CHAR_SLOT, CHAR_STATE, COINS, FAME, HAND, LEAD_CHANGES, LEADER, MARK_FAME_LOST, MARK_WAGES_UNPAID,
                                            MARKET_ORDER, MARKET_STOCK, MARKS, MAX_CHARS, MAX_LOC_SLOTS, MAX_LOCATIONS,
                                            MAX_SEATS, MAX_WEEKDAYS, N_MARKS, N_ORDER_SLOTS, N_PLAYERS, ORDER, PHASE,
                                            PHASE_END_TURN, QUICK_ORDER, SHARDS, SLOT_OCC, THEATER_OCC, THEATER_SLOTS,
                                            TURN, UNPAID_WAGE_FAME, WEEKDAY_OWNER, WORKSHOP_OCC)
from simkit.games.trickerion.layout import BUSINESS_SHARE, BUSINESS_SHARE_CARD, QUICK_KEEP
from simkit.games.trickerion.market_nb import OP_KEEP_QUICK_ORDER
from simkit.games.trickerion.records import EV_EFFECT_MARKET
from simkit.games.trickerion.records import (EV_MARKET, EV_RETURN, EV_SEAT_TOTALS, EV_TURN_END, EV_WAGES,
                                             GAIN_UNPAID_WAGE, GAIN_WAGES, MARKET_CAUSE_ARRIVES,
                                             MARKET_CAUSE_RETURNS, MSLOT_QUICK, MSLOT_STOCK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.workshop_effects_nb import hidden_talent_nb
from simkit.games.trickerion.academy_rooms_nb import wage_nb
from simkit.games.trickerion.academy_turn_nb import academy_end_turn_nb
from simkit.games.trickerion.academy_abilities_nb import deja_vu_nb


@lean_kernel
def pay_wages_nb(s, tr):
    """Every seat pays the wages of its characters placed this turn (the Assistant's Apprentice
    is free) as one sum; each Coin short costs UNPAID_WAGE_FAME Fame (G71, G72)."""
    for seat in range(s[N_PLAYERS]):
        due = 0
        for ch in range(MAX_CHARS):
            at = seat * MAX_CHARS + ch
            if s[CHAR_STATE + at] == CH_PLACED and s[CHAR_FREE + at] == 0:
                due += wage_nb(s, seat, ch)
        paid = min(due, s[COINS + seat])
        short = due - paid
        record_nb(s, tr, EV_WAGES, seat, due, paid, short, 0, 0, 0)
        if paid > 0:
            gain_nb(s, tr, seat, 0, -paid, 0, GAIN_WAGES, -1, -1, -1)
        if short > 0:
            s[MARKS + seat * N_MARKS + MARK_WAGES_UNPAID] += short
            lost = gain_nb(s, tr, seat, -short * s[UNPAID_WAGE_FAME], 0, 0, GAIN_UNPAID_WAGE, -1, -1, -1)
            s[MARKS + seat * N_MARKS + MARK_FAME_LOST] -= lost


@lean_kernel
def return_characters_nb(s, rng, tr, w):
    """Everyone home: placed characters' cards back in hand, hired characters join; the board's
    slots empty. Then, seats in seat order, an Apprentice that prepared under Hidden Talent becomes
    a Specialist (workshop_effects_nb.hidden_talent_nb)."""
    for seat in range(s[N_PLAYERS]):
        back = 0
        joined = 0
        cards = 0
        for ch in range(MAX_CHARS):
            at = seat * MAX_CHARS + ch
            state = s[CHAR_STATE + at]
            if state == CH_NONE:
                continue
            if state == CH_INCOMING:
                joined |= 1 << ch
            elif state != CH_HOME:
                back |= 1 << ch
                if state == CH_PLACED and s[CHAR_SA + at] < 0:  # an SA card is discarded instead (G29)
                    loc = s[CHAR_CARD + at]
                    s[HAND + seat * (MAX_LOCATIONS + 1) + loc] += 1
                    cards += 1 << (4 * loc)
            s[CHAR_STATE + at] = CH_HOME
            s[CHAR_CARD + at] = -1
            s[CHAR_LOC + at] = -1
            s[CHAR_SLOT + at] = -1
        record_nb(s, tr, EV_RETURN, seat, back, joined, cards, 0, 0, 0)
    for i in range(MAX_LOCATIONS * MAX_LOC_SLOTS):
        s[SLOT_OCC + i] = -1
    for i in range(MAX_SEATS * MAX_LOC_SLOTS):
        s[WORKSHOP_OCC + i] = -1
    for i in range(MAX_WEEKDAYS):
        s[WEEKDAY_OWNER + i] = -1
    for i in range(MAX_WEEKDAYS * THEATER_SLOTS):
        s[THEATER_OCC + i] = -1
    for seat in range(s[N_PLAYERS]):
        hidden_talent_nb(s, rng, tr, w, seat)


@lean_kernel
def market_arrivals_nb(s, tr):
    """Orders arrive in their aligned Buy slots, replacing what was there (G41; one ordered under
    order_now, A41, is already there and arrives as any Order); then the Quick Order component
    returns to the supply (G42, G73), unless kept (keep_quick_order, A43)."""
    for i in range(s[N_ORDER_SLOTS]):
        comp = s[MARKET_ORDER + i]
        if comp < 0:
            continue
        replaced = s[MARKET_STOCK + i]
        s[MARKET_STOCK + i] = comp
        s[MARKET_ORDER + i] = -1
        record_nb(s, tr, EV_MARKET, MSLOT_STOCK, i, comp, MARKET_CAUSE_ARRIVES, replaced, 0, 0)
    if s[QUICK_ORDER] >= 0:
        replaced = s[QUICK_ORDER]
        if s[QUICK_KEEP] > 0:  # keep_quick_order (A43): it stays this time
            record_nb(s, tr, EV_EFFECT_MARKET, MSLOT_QUICK, 0, replaced, replaced, s[QUICK_KEEP] - 1,
                      OP_KEEP_QUICK_ORDER, 0)
        else:
            s[QUICK_ORDER] = -1
            record_nb(s, tr, EV_MARKET, MSLOT_QUICK, 0, -1, MARKET_CAUSE_RETURNS, replaced, 0, 0)
    s[QUICK_KEEP] = 0
    s[BUSINESS_SHARE] = 0  # business_share (A44) ends with the turn
    s[BUSINESS_SHARE_CARD] = 0


@lean_kernel
def update_leader_nb(s):
    """The Fame leader after the turn: the highest Fame; on a tie the previous leader stays if it
    is among the tied, else the earliest of them in initiative order (T13). A change counts."""
    n = s[N_PLAYERS]
    top = -1
    for p in range(n):
        top = max(top, s[FAME + p])
    leader = -1
    if s[LEADER] >= 0 and s[FAME + s[LEADER]] == top:
        leader = s[LEADER]
    else:
        for i in range(n):
            if s[FAME + s[ORDER + i]] == top:
                leader = s[ORDER + i]
                break
    if s[LEADER] >= 0 and leader != s[LEADER]:
        s[LEAD_CHANGES] += 1
    s[LEADER] = leader


@lean_kernel
def end_turn_nb(s, rng, tr, w):
    s[PHASE] = PHASE_END_TURN
    pay_wages_nb(s, tr)
    return_characters_nb(s, rng, tr, w)
    reactivate_nb(s, tr)  # Dawn (RULES §1.12 step 3)
    market_arrivals_nb(s, tr)
    track_step_nb(s, rng, tr)
    prophecy_step_nb(s, tr)
    deja_vu_nb(s, rng, tr, w)
    discard_assigned_nb(s, tr)
    academy_end_turn_nb(s, tr)
    for p in range(MAX_SEATS):
        s[ADVERTISED + p] = 0
    record_nb(s, tr, EV_TURN_END, s[TURN], 0, 0, 0, 0, 0, 0)
    for p in range(s[N_PLAYERS]):
        record_nb(s, tr, EV_SEAT_TOTALS, p, s[FAME + p], s[COINS + p], s[SHARDS + p], 0, 0, 0)
    update_leader_nb(s)


