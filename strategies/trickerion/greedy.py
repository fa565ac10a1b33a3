"""``greedy``: one-step look-ahead at every decision (RULES §6.3). Each option is scored by the
change of V (value.py) it brings, from the state and the option's meaning (gains.py), and the
best is taken (ties: uniformly on the seat's own stream). The weights are the seat's parameter
row (weights.py: ``greedy:coins=0.3:ready=3``), so greedy is tuned without recompiling.

Per decision kind (encodings: simkit.games.trickerion.options, theater_options):

- setup: the starting Trick(s) by their promise in V, components by what owned Tricks need,
  the Specialist by the V of its setup bonus and its backstage bonus;
- Advertise: its Fame against a·Coins;
- Assignment: each character to the location whose best single action, with that character's
  AP, gains most, if that beats its wage; else idle;
- placement: the character whose location gains most; the slot with the most AP (the Theater:
  the stage for the Magician, the weekday by AP and yield modifiers); a Shard for +1 AP when the
  AP it adds to the placement in progress (the state's PLACING_AP) buys one more action, or a
  better Prepare, worth ``shardmargin`` more than the Shard, but only with ``shardap=1``: by
  default (``shardap=0``) it never pays, since paying measured worse (docs/trickerion.md T51);
- actions: the best action by its best parameters, or stop when none gains; each parameter
  (Trick, die, Buy, Bargain, Order, Prepare, Set Up, Link payment, card to perform) by its gain;
- the Dark Alley: a draw at the Fame an unspent card scores; Fortune Telling by what next turn's
  Prophecy becoming p1 instead of p0 is worth to the seat (and the turn after's, by
  ``fortunenext``), Fate Weaving by its best Pending slot, each less the margin ``fortune``
  (prophecy.py).
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty, stack_zeros
from simkit.games.trickerion.dark_alley_nb import sa_hand_size_nb
from simkit.games.trickerion.academy_abilities_nb import DEJA_VU_NONE
from simkit.games.trickerion.academy_rooms_nb import base_ap_nb, wage_nb
from simkit.games.trickerion.layout import (ACT_BUILD, DECIDE_ACTIVATE, ACADEMY, ACT_DISCOVER, ACT_RENOVATE, DECIDE_ANJALI_COIN,
                                            DECIDE_CLASSROOM_DOUBLE, DECIDE_LATE_ASSIGN, DECIDE_LEARN_SECRET,
                                            DECIDE_LUMINOUS_BOND, DECIDE_PRACTICE, DECIDE_RENOVATE,
                                            DECIDE_SECRET_USE, DECIDE_TEACH, DECIDE_TILE, PHASE, PHASE_CLASSROOM,
                                            TRICK_ACADEMY)
from simkit.games.trickerion.layout import (ACT_FATE_WEAVING, ACT_FORTUNE_TELLING, DECIDE_FATE_WEAVING, SCORE_CAP, DECIDE_ABILITY, DECIDE_HIRED_CARD, DECIDE_MIMESIS, DECIDE_CARD_MARKER, PERFORMING, STEALING_SLOT, SYMBOL_TRICK, ACT_DRAW_FIRST, ACT_DRAW_FURTHER, DECIDE_SA_USE, SA_LOC, SA_OPTION, SA_USE_TEXT, SCORE_PER_SA, ACT_BUY, ACT_HIRE, ACT_LEARN, ACT_MOVE_APPRENTICE, ACT_ORDER,
                                            ACT_PREPARE, ACT_QUICK_ORDER, ACT_SET_UP, ACT_STOP, ACT_TAKE_COINS,
                                            ADVERTISE_COST, ADVERTISE_FAME, CHAR_CARD,
                                            CTYPE_BACKSTAGE, CTYPE_SETUP_BONUS, CTX_KIND,
                                            DECIDE_ACTION, DECIDE_ADVERTISE, DECIDE_ASSIGN, DECIDE_BANK_DIE,
                                            DECIDE_BARGAIN, DECIDE_BUY, DECIDE_ENGINEER_TRICK, DECIDE_HIRE,
                                            DECIDE_LEARN_DIE, DECIDE_LEARN_TRICK, DECIDE_LINK_PAYMENT,
                                            DECIDE_MANAGER_COMPONENTS, DECIDE_MOVE_TRICK, DECIDE_ORDER,
                                            DECIDE_PERFORM_CARD, DECIDE_PLACE_CHARACTER, DECIDE_PREPARE,
                                            DECIDE_QUICK_ORDER, DECIDE_SET_UP, DECIDE_SPECIALIST,
                                            DECIDE_START_COMPONENTS, DECIDE_START_TRICK, DICE, LOC_THEATER, MAX_CHARS, MAX_COMPONENTS, MAX_OPTIONS, SYMBOLS,
                                            OPTIONS, POSITION, SCORE_PER_APPRENTICE, START_COMPONENT_VALUE,
                                            TURN, TURNS,
                                            LOC_ROLE, MAX_LOCATIONS, ROLE_DOWNTOWN, ROLE_MARKET_ROW, ROLE_WORKSHOP,
                                            DECIDE_SHARD_AP, DECIDE_ANYTIME, DECIDE_SLOT, CH_ASSIGNED, CHAR_STATE,
                                            LOC_PER_SEAT, LOC_SLOT_AP, MAX_LOC_SLOTS, THEATER_SLOTS, WEEKDAY_AP,
                                            WEEKDAY_YIELD, CHAR_LOC, PLACING, PLACING_AP)
from simkit.strategies.trickerion.dawn_gains import activate_gain_nb, build_gain_nb
from simkit.games.trickerion.theater_options import MARKER_NONE, marker_option_part, marker_option_slot
from simkit.games.trickerion.theater_track import marker_owner, marker_symbol
from simkit.games.trickerion.vocabulary import FACE_ANY
from simkit.games.trickerion.workshop_effects_nb import enhanced_yield_nb
from simkit.strategies.determinise import best_option_nb
from simkit.strategies.trickerion.academy_gains import (academy_action_gain_nb, academy_role_nb,
                                                        academy_taken_nb, anjali_coin_gain_nb,
                                                        learn_secret_gain_nb, protege_goes_nb, renovate_gain_nb,
                                                        room_option_gain_nb, tile_choice_gain_nb)
from simkit.strategies.trickerion.academy_value import classroom_value_nb
from simkit.strategies.trickerion.assign_memo import assign_location_gain_nb
from simkit.strategies.trickerion.gains import (DOWNTOWN_AP, NEVER, best_bank_nb, best_buy_nb, best_hire_nb,
                                                best_learn_nb, best_prepare_nb, best_set_up_nb, buy_gain_nb,
                                                hire_gain_nb, learn_gain_given_nb, learn_gain_nb, location_gain_nb,
                                                order_value_nb, perform_value_nb, prepare_gain_nb,
                                                set_up_option_gain_nb, spare_coins_nb, start_trick_gain_nb)
from simkit.strategies.trickerion.notes import placed_noted_nb, remember_placed_nb
from simkit.strategies.trickerion.plan import markers_on_cards_nb, markers_on_track_nb
from simkit.strategies.trickerion.prophecy import fortune_gain_nb, weave_action_gain_nb, weave_gain_nb
from simkit.strategies.trickerion.theater_eval import perform_gain_nb
from simkit.strategies.trickerion.value import held_for_needs_all_nb, need_of_nb, owned_parts_nb, parts_sum_nb
from simkit.strategies.trickerion.weights import (W_APPRENTICE, W_CARD_MARKER, W_COINS, W_OWNED, W_PROGRESS, W_SHARD_AP,
                                                 W_SHARD_MARGIN, W_SHARDS, W_WAGE)

PACK = 256  # options.PACK: a packed option is a * PACK + b
SETUP_TRICK = 1  # SETUP_BONUSES ids: none, trick, components, apprentice
SETUP_COMPONENTS = 2
SETUP_APPRENTICE = 3
PLACE_CACHE_SIZE = MAX_LOCATIONS + 2  # place_location_gain_nb's cache
TYPICAL_PREPARE_VALUE = 6.0  # a level-1 Trick's Prepare in Fame-equivalents (RULES §6.1's table)


@leaf
def ap_of_nb(s, seat, ch):
    """The character's printed AP; the Protégé's by its Secrets (G56)."""
    return base_ap_nb(s, seat, ch)


@lean_kernel
def placement_worth_nb(s, row, seat, loc, ap):
    """What the placed character's actions at ``loc`` are worth with ``ap`` AP: Downtown the best
    ``ap // 3`` of Learn, Hire and Take Coins (3 AP each) that gain, the Workshop the best Prepare
    ``ap`` pays for; elsewhere AP buys nothing greedy values (the Market Row's Buy takes 1 AP, an
    extra one only bargains a Coin)."""
    role = s[LOC_ROLE + loc]
    if role == ROLE_DOWNTOWN:
        gains = stack_zeros(3, np.float64)
        gains[0] = max(0.0, best_learn_nb(s, row, seat))
        gains[1] = max(0.0, best_hire_nb(s, row, seat))
        gains[2] = max(0.0, best_bank_nb(s, row))
        for i in range(1, 3):  # ascending (an insertion sort: np.sort would allocate)
            k = i
            while k > 0 and gains[k - 1] > gains[k]:
                gains[k - 1], gains[k] = gains[k], gains[k - 1]
                k -= 1
        worth = 0.0
        for k in range(min(3, ap // DOWNTOWN_AP)):
            worth += gains[2 - k]
        return worth
    if role == ROLE_WORKSHOP:
        return max(0.0, best_prepare_nb(s, row, seat, ap))
    return 0.0


@lean_kernel
def shard_ap_gain_nb(s, row, seat):
    """D12, a Shard for +1 AP: what the AP adds to the placement in progress (PLACING, PLACING_AP)
    less the Shard's worth in V and the margin ``shardmargin``."""
    ch = s[PLACING]
    if ch < 0:
        return -1.0
    loc = s[CHAR_LOC + seat * MAX_CHARS + ch]
    ap = s[PLACING_AP]
    return (placement_worth_nb(s, row, seat, loc, ap + 1) - placement_worth_nb(s, row, seat, loc, ap)
            - row[W_SHARDS] - row[W_SHARD_MARGIN])


@lean_kernel
def assign_gain_nb(s, row, seat, option):
    """DECIDE_ASSIGN ``pack(character, location + 1)``: the location's best action less the wage."""
    ch = option // PACK
    loc = option % PACK - 1
    extra = 0
    card_worth = 0.0
    if option % PACK >= SA_OPTION:  # a Special Assignment card: its +1 AP, less the Fame it scores unspent
        loc = s[SA_LOC + option % PACK - SA_OPTION]
        extra = 1
        if s[SCORE_CAP] == 0 or sa_hand_size_nb(s, seat) * s[SCORE_PER_SA] <= s[SCORE_CAP]:
            card_worth = float(s[SCORE_PER_SA])  # past the line's cap one card more scores nothing
    if loc < 0:
        return 0.0
    if academy_role_nb(s, loc) and academy_taken_nb(s, seat, loc, ch):  # one character a seat there
        return -1.0 - card_worth
    gain = assign_location_gain_nb(s, row, seat, loc, base_ap_nb(s, seat, ch) + extra, ch == 0)
    return gain - row[W_WAGE] * wage_nb(s, seat, ch) - card_worth


@lean_kernel
def action_gain_nb(s, row, seat, action):
    """DECIDE_ACTION: an action by its best parameters (stop: 0)."""
    if action == ACT_STOP:
        return 0.0
    if action == ACT_LEARN:
        return best_learn_nb(s, row, seat)
    if action == ACT_HIRE:
        return best_hire_nb(s, row, seat)
    if action == ACT_TAKE_COINS:
        return best_bank_nb(s, row)
    if action == ACT_BUY:
        return best_buy_nb(s, row, seat)
    if action == ACT_ORDER or action == ACT_QUICK_ORDER:
        return order_value_nb(s, row, seat) - (0.1 if action == ACT_QUICK_ORDER else 0.0)
    if action == ACT_PREPARE:
        return best_prepare_nb(s, row, seat, 3)
    if action == ACT_SET_UP:
        return best_set_up_nb(s, row, seat)
    if action == ACT_MOVE_APPRENTICE:  # a wage saved every turn left
        return row[W_WAGE] * max(0, s[TURNS] - s[TURN])
    if action == ACT_DRAW_FIRST or action == ACT_DRAW_FURTHER:
        return float(s[SCORE_PER_SA])
    if action == ACT_FORTUNE_TELLING:  # next turn's Prophecy p1 instead of p0 (prophecy.py)
        return fortune_gain_nb(s, row, seat)
    if action == ACT_FATE_WEAVING:  # a Pending Prophecy Active now (prophecy.py)
        return weave_action_gain_nb(s, row, seat)
    if ACT_RENOVATE <= action <= ACT_DISCOVER:  # the Academy's (academy_gains.py), with the AP left
        return academy_action_gain_nb(s, row, seat, action, s[PLACING_AP], spare_coins_nb(s, seat))
    if action == ACT_BUILD:  # Dawn (dawn_gains.py)
        return build_gain_nb(s, row, seat)
    return -0.1  # dice, moves of Tricks and components, Reschedule: not worth their AP here


@lean_kernel
def specialist_gain_nb(s, row, seat, kind):
    """D4: a starting Specialist by its setup bonus and its backstage bonus (one turn's worth)."""
    bonus = s[CTYPE_SETUP_BONUS + kind]
    gain = (s[CTYPE_BACKSTAGE + kind * 3] + row[W_COINS] * s[CTYPE_BACKSTAGE + kind * 3 + 1]
            + row[W_SHARDS] * s[CTYPE_BACKSTAGE + kind * 3 + 2])
    if bonus == SETUP_APPRENTICE:
        gain += s[SCORE_PER_APPRENTICE] + row[W_APPRENTICE] * max(0, s[TURNS] - s[TURN])
    elif bonus == SETUP_TRICK:
        gain += row[W_OWNED] * TYPICAL_PREPARE_VALUE * 2
    elif bonus == SETUP_COMPONENTS:
        gain += (row[W_COINS] + row[W_PROGRESS]) * s[START_COMPONENT_VALUE]
    return gain


@lean_kernel
def yield_worth_nb(s, row, trick):
    """A marker's yield in V (its Fame, Coins and Shards, enhancements included; no weekday)."""
    return (enhanced_yield_nb(s, trick, 0) + row[W_COINS] * enhanced_yield_nb(s, trick, 1)
            + row[W_SHARDS] * enhanced_yield_nb(s, trick, 2))


@lean_kernel
def card_marker_gain_nb(s, row, seat, option):
    """DECIDE_CARD_MARKER, a marker of the card being performed (PERFORMING): Trick Steal (her
    own marker at STEALING_SLOT) by the stolen Trick's yield less her own's (both take her weekday's
    modifier); Grand Premiere (no "none" option) by the part it yields again; Durable Components by
    its marker back on its Trick card. None: 0."""
    pos = s[PERFORMING]
    if option == MARKER_NONE or pos < 0:
        return 0.0
    slot = marker_option_slot(option)
    trick = s[SYMBOL_TRICK + marker_owner(s, pos, slot) * SYMBOLS + marker_symbol(s, pos, slot)]
    own = s[STEALING_SLOT]
    if own >= 0:
        mine = s[SYMBOL_TRICK + seat * SYMBOLS + marker_symbol(s, pos, own)]
        return yield_worth_nb(s, row, trick) - yield_worth_nb(s, row, mine)
    if s[OPTIONS] != MARKER_NONE:
        r = marker_option_part(option)
        return enhanced_yield_nb(s, trick, r) * (1.0 if r == 0 else row[W_COINS] if r == 1 else row[W_SHARDS])
    return row[W_CARD_MARKER] * yield_worth_nb(s, row, trick)


@lean_kernel
def option_gain_nb(s, row, seat, kind, option):
    """The change of V the option brings (module docstring); options that cannot be valued score
    0 and are told apart by the tie-break."""
    if kind == DECIDE_START_TRICK or kind == DECIDE_ENGINEER_TRICK:
        return start_trick_gain_nb(s, row, seat, option)
    if kind == DECIDE_LEARN_TRICK:
        return learn_gain_nb(s, row, seat, option)
    if kind == DECIDE_START_COMPONENTS or kind == DECIDE_MANAGER_COMPONENTS:
        return need_of_nb(s, seat, option) + 0.01 * option  # free: what the Tricks need, then any
    if kind == DECIDE_SPECIALIST:
        return specialist_gain_nb(s, row, seat, option)
    if kind == DECIDE_ADVERTISE:
        if option == 0:
            return 0.0
        return s[ADVERTISE_FAME] - row[W_COINS] * s[ADVERTISE_COST + s[POSITION + seat] - 1]
    if kind == DECIDE_ASSIGN:
        return assign_gain_nb(s, row, seat, option)
    if kind == DECIDE_PLACE_CHARACTER:
        loc = s[CHAR_CARD + seat * MAX_CHARS + option]
        return location_gain_nb(s, row, seat, loc, ap_of_nb(s, seat, option), option == 0)
    if kind == DECIDE_ACTION:
        return action_gain_nb(s, row, seat, option)
    if kind == DECIDE_HIRE:
        return hire_gain_nb(s, row, seat, option)
    if kind == DECIDE_BANK_DIE:
        return s[DICE + option]
    if kind == DECIDE_LEARN_DIE:  # keep an Any face for later
        return 0.0 if s[DICE + option] == FACE_ANY else 1.0
    if kind == DECIDE_BUY:
        return buy_gain_nb(s, row, seat, option // PACK, option % PACK)
    if kind == DECIDE_BARGAIN:  # each Bargain AP saves a Coin
        return row[W_COINS] * option
    if kind == DECIDE_ORDER:
        return need_of_nb(s, seat, option // PACK) - 0.01 * (option % PACK)
    if kind == DECIDE_QUICK_ORDER:
        return need_of_nb(s, seat, option)
    if kind == DECIDE_PREPARE:
        return prepare_gain_nb(s, row, seat, option)
    if kind == DECIDE_MOVE_TRICK:  # the Engineer's +1 marker on the best Trick not prepared yet
        return prepare_gain_nb(s, row, seat, option)
    if kind == DECIDE_SET_UP:
        return set_up_option_gain_nb(s, row, seat, option)
    if kind == DECIDE_LINK_PAYMENT:  # Fame, unless Coins are worth more to the seat
        return 1.0 if option == 0 else row[W_COINS]
    if kind == DECIDE_PERFORM_CARD:
        return perform_gain_nb(s, row, seat, option)[0]
    if kind == DECIDE_SHARD_AP and option != 0 and row[W_SHARD_AP] != 0.0:
        return shard_ap_gain_nb(s, row, seat)
    if kind == DECIDE_CARD_MARKER:
        return card_marker_gain_nb(s, row, seat, option)
    if kind == DECIDE_FATE_WEAVING:  # the Pending slot whose Prophecy becomes Active now
        return weave_gain_nb(s, row, seat, option)
    if kind == DECIDE_ACTIVATE:  # Dawn (dawn_gains.py)
        return activate_gain_nb(s, row, seat, option)
    if kind >= DECIDE_RENOVATE or (kind == DECIDE_ABILITY and s[ACADEMY] == 1):
        return academy_option_gain_nb(s, row, seat, kind, option)
    if kind == DECIDE_SA_USE:  # the card's text (its rule changes apply), not its +1 AP
        return 0.5 if option == SA_USE_TEXT else 0.0
    if kind == DECIDE_ABILITY or kind == DECIDE_MIMESIS:  # an ability's +1 AP, a copied card: take them
        return 0.5 if option != 0 else 0.0
    if kind == DECIDE_HIRED_CARD:
        return assign_gain_nb(s, row, seat, option)
    if kind == DECIDE_SHARD_AP or kind == DECIDE_ANYTIME:  # a Shard spent, a Trick discarded: no
        return -1.0 if option != 0 else 0.0
    return 0.0


@lean_kernel
def academy_option_gain_nb(s, row, seat, kind, option):
    """The Academy's decisions (academy_gains.py for the encodings); DECIDE_ABILITY with the
    Academy: Bernard's set-aside at the Classroom phase, the Priestess' Déjà Vu (first option
    none), else an ability's +1 AP as in the other rulesets."""
    if kind == DECIDE_RENOVATE:
        return renovate_gain_nb(s, row, seat, option // PACK, option % PACK, spare_coins_nb(s, seat))
    if kind == DECIDE_TILE:
        return tile_choice_gain_nb(s, row, seat, option)
    if kind == DECIDE_TEACH or kind == DECIDE_PRACTICE:
        return room_option_gain_nb(s, row, seat, option, kind == DECIDE_TEACH)
    if kind == DECIDE_LEARN_SECRET:  # a Secret of the location the Protégé goes to first
        return learn_secret_gain_nb(s, row, seat, option // PACK, option % PACK, protege_goes_nb(s, seat))
    if kind == DECIDE_SECRET_USE:  # a Secret's text for this placement rather than none
        return 0.5 if option >= 0 else 0.0
    if kind == DECIDE_CLASSROOM_DOUBLE:  # P34: the best yield twice
        return classroom_value_nb(s, row, option, s[TRICK_ACADEMY + option])
    if kind == DECIDE_ANJALI_COIN:
        return anjali_coin_gain_nb(s, row, seat, option)
    if kind == DECIDE_LUMINOUS_BOND:  # ``option`` Links as Fame, the others as Coins
        return option * (1.0 - row[W_COINS])
    if kind == DECIDE_LATE_ASSIGN:  # P31: as an Assignment; stop (-1) when none gains
        return 0.0 if option < 0 else assign_gain_nb(s, row, seat, option)
    if kind == DECIDE_ABILITY:
        if s[PHASE] == PHASE_CLASSROOM:  # Bernard (G86): set aside to free a Symbol when none is free
            if option == 0:
                return 0.0
            return 0.5 if owned_count_nb(s, seat) >= SYMBOLS else -0.5
        if s[OPTIONS] == DEJA_VU_NONE:  # the Priestess (G89): a Shard for the card's end Fame
            if option == DEJA_VU_NONE:
                return 0.0
            if s[SCORE_CAP] == 0 or (sa_hand_size_nb(s, seat) + 1) * s[SCORE_PER_SA] <= s[SCORE_CAP]:
                return s[SCORE_PER_SA] - row[W_SHARDS]
            return -row[W_SHARDS]
        return 0.5 if option != 0 else 0.0
    return 0.0


@leaf
def owned_count_nb(s, seat):
    count = 0
    for symbol in range(SYMBOLS):
        if s[SYMBOL_TRICK + seat * SYMBOLS + symbol] >= 0:
            count += 1
    return count


@leaf
def place_location_gain_nb(s, row, seat, loc, ap, magician, cache):
    """gains.location_gain_nb, with what is the same for every character of a D9 decision kept in
    ``cache`` (NaN until worked out): Downtown's and the Market Row's value at each location (the
    same for any AP that may act there), the best Set Up and the best performance."""
    if loc == LOC_THEATER:
        ready = markers_on_cards_nb(s, seat)
        setting = 0.0
        if ready > 0:
            if np.isnan(cache[MAX_LOCATIONS]):
                cache[MAX_LOCATIONS] = best_set_up_nb(s, row, seat)
            setting = max(0.0, cache[MAX_LOCATIONS]) * min(ap, ready)
        if magician:
            if np.isnan(cache[MAX_LOCATIONS + 1]):
                cache[MAX_LOCATIONS + 1] = perform_value_nb(s, row, seat)
            return max(cache[MAX_LOCATIONS + 1], setting)
        return setting if ready > 0 else NEVER
    role = s[LOC_ROLE + loc]
    if (role == ROLE_DOWNTOWN and ap + 2 >= DOWNTOWN_AP) or role == ROLE_MARKET_ROW:
        if np.isnan(cache[loc]):
            cache[loc] = location_gain_nb(s, row, seat, loc, ap, magician)
        return cache[loc]
    return location_gain_nb(s, row, seat, loc, ap, magician)


@lean_kernel
def place_gains_nb(s, row, seat, gains):
    """D9's gain (option_gain_nb) of every character slot into ``gains``; False where it cannot be
    placed (not assigned, or idle), which ``placeable`` tells."""
    cache = stack_empty(PLACE_CACHE_SIZE, np.float64)
    cache[:] = np.nan
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] == CH_ASSIGNED and s[CHAR_CARD + at] >= 0:
            gains[ch] = place_location_gain_nb(s, row, seat, s[CHAR_CARD + at], ap_of_nb(s, seat, ch), ch == 0, cache)


@lean_kernel
def place_choice_nb(s, row, seat):
    """The character greedy places next (D9): the highest gain, the lowest slot on a tie, so that
    the slot decision (D10, asked right after with the state unchanged) can tell who it is for."""
    gains = stack_zeros(MAX_CHARS, np.float64)
    place_gains_nb(s, row, seat, gains)
    best = -1
    best_gain = 0.0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] != CH_ASSIGNED or s[CHAR_CARD + at] < 0:
            continue
        if best < 0 or gains[ch] > best_gain:
            best = ch
            best_gain = gains[ch]
    return best


@leaf
def placed_character_nb(s, row, seat):
    """D10: the character chosen at this placement's D9 (notes.PLACE_MEMO), else chosen now."""
    ch = placed_noted_nb(s, seat)
    return ch if ch >= 0 else place_choice_nb(s, row, seat)


@leaf
def theater_terms_nb(s, row, seat):
    """What every Theater slot's gain reads (slot_gain_from_nb): the seat's markers on the track and on
    its Trick cards, and its best Set Up now; a slot decision reads them once."""
    on_track = markers_on_track_nb(s, seat)
    return on_track, on_track + markers_on_cards_nb(s, seat), max(0.0, best_set_up_nb(s, row, seat))


@leaf
def slot_gain_from_nb(s, row, seat, ch, option, on_track, markers, set_up):
    """DECIDE_SLOT for character ``ch``: a board slot by its AP; a Theater slot (``weekday * 3 +
    slot``) by the day's AP for the Set Ups and its yield modifiers on the seat's markers, the
    stage for the Magician when it has markers out; the Theater's terms given (theater_terms_nb)."""
    loc = s[CHAR_CARD + seat * MAX_CHARS + ch]
    if loc != LOC_THEATER:
        if s[LOC_PER_SEAT + loc] == 1:
            return 0.0
        return float(s[LOC_SLOT_AP + loc * MAX_LOC_SLOTS + option])
    day = option // THEATER_SLOTS
    modifier = s[WEEKDAY_YIELD + day * 3] + row[W_COINS] * s[WEEKDAY_YIELD + day * 3 + 1]
    gain = modifier * markers + s[WEEKDAY_AP + day] * set_up
    if option % THEATER_SLOTS == 0:
        gain += 10.0 if on_track > 0 else -10.0
    return gain


@leaf
def slot_values_nb(s, row, seat, ch, n, value):
    """Every slot option's slot_gain_from_nb into ``value``, the Theater's terms read once."""
    on_track, markers, set_up = 0, 0, 0.0
    if s[CHAR_CARD + seat * MAX_CHARS + ch] == LOC_THEATER:
        on_track, markers, set_up = theater_terms_nb(s, row, seat)
    for i in range(n):
        value[i] = slot_gain_from_nb(s, row, seat, ch, s[OPTIONS + i], on_track, markers, set_up)


@leaf
def learn_values_nb(s, row, seat, n, value):
    """D14, every option's learn_gain_nb into ``value``, with what they share read once."""
    ids = stack_empty(SYMBOLS, np.int64)
    parts = stack_empty(SYMBOLS, np.float64)
    count = owned_parts_nb(s, row, seat, ids, parts)
    before = parts_sum_nb(ids, parts, count, -1, 0.0)
    spare = spare_coins_nb(s, seat)
    have = stack_empty(MAX_COMPONENTS, np.int64)
    held_for_needs_all_nb(s, seat, have)
    for i in range(n):
        value[i] = learn_gain_given_nb(s, row, seat, s[OPTIONS + i], ids, parts, count, before, spare, have)


@lean_kernel
def greedy_nb(s, rng, w, seat, n):
    """The option (an index into ``s[OPTIONS:]``) with the largest gain in V."""
    row = w[seat]
    kind = s[CTX_KIND]
    value = stack_empty(MAX_OPTIONS, np.float64)  # the first n used
    value[:n] = 0.0
    if kind == DECIDE_PLACE_CHARACTER:
        best = place_choice_nb(s, row, seat)
        remember_placed_nb(s, seat, best)
        for i in range(n):
            if s[OPTIONS + i] == best:
                return i
    if kind == DECIDE_SLOT:
        slot_values_nb(s, row, seat, placed_character_nb(s, row, seat), n, value)
        return best_option_nb(value, n, rng, seat)
    if kind == DECIDE_LEARN_TRICK:
        learn_values_nb(s, row, seat, n, value)
        return best_option_nb(value, n, rng, seat)
    for i in range(n):
        value[i] = option_gain_nb(s, row, seat, kind, s[OPTIONS + i])
    return best_option_nb(value, n, rng, seat)
