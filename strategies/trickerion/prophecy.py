"""What a Prophecy is worth to a seat (RULES G48, T62; docs/trickerion-effects.md), for greedy's
Fortune Telling and Fate Weaving (and so the planner's and search's, which take greedy's gains
at their Dark Alley actions).

``prophecy_worth_nb(s, row, seat, p)`` estimates, in Fame-equivalents (V's weights: a = ``coins``
per Coin, b = ``shards`` per Shard), what Prophecy ``p`` being Active next turn is worth to
``seat`` less the mean of what it is worth to each other seat (a rule that helps every seat alike
is worth nothing). It reads the Prophecy's rows (PR_EFFECT) step by step, by primitive and
parameters, the way simkit/games/trickerion/effects_nb.py does, never by the Prophecy's id, so a
designer's own Prophecy made of existing primitives is valued too. Each seat's part is read from
its public state only (RULES §4.3: Tricks, markers on Trick cards and on the track, components,
Coins, Shards, characters owned; never a Special Assignment hand or another seat's assignment).
"Out" below is a seat's markers on the Performance cards and on its Trick cards, each taken to be
performed next turn with probability PERFORM_SHARE; markers on the Trick cards (and the
``set_up_fame`` below) count only for a seat that sets up, one with a marker on the track; an AP is worth ``ap`` Coins (the planner's
appetite, 2) at a·Coin each.

The primitives valued, per step (Δ a change the Prophecy makes):

- ``set_up_fame`` (category, fame): fame × the seat's markers of the category ready to set up
  (prepared, on its Trick cards), at most SET_UP_CAP;
- ``shard_gain_extra`` (n) and ``shard_gain_fame`` (fame): n·b, or fame, per receipt of Shards
  the seat expects: its markers out whose Trick yields Shards and its Specialists whose
  backstage bonus gives a Shard, each at PERFORM_SHARE;
- ``coin_yield_as_fame``: (1 − a) per Coin its markers out yield, at PERFORM_SHARE;
- ``weekday_yield`` (weekday, fame, coins, mode): Δfame + a·Δcoins of the weekday's modifier per
  marker out at PERFORM_SHARE, times the chance the seat's yields take that weekday: 1/2 for a
  better day (a seat can claim it), 1/(weekdays) for a worse one (a seat can avoid it);
- ``performer_bonus_times`` (times): (times − 1) × the performer bonus of the seat's best card
  on the track (its Links' Fame and the card's bonus) and of its Specialists backstage, at
  PERFORM_SHARE; 0 for a seat with no marker on the track (its Magician has nothing to perform);
- ``take_coins_times`` (times): (times − 1) × the Bank dice's mean face × a, for a seat short of
  Coins (fewer than COINS_NEED) in full, else half;
- ``component_price`` (price): (each type's price − price) × a per copy the seat's owned Tricks
  still need (negative when the price goes up);
- ``action_cost`` (action, ap) and ``action_ap`` (action, delta): the AP saved (the rules' cost
  less the new one, for Learn, Hire and Take Coins (3), Draw Further Cards (2), Draw First Card and
  Fortune Telling (1)) × an AP's worth × the chance the seat takes the action (Learn with fewer
  than 4 Tricks, Hire with 2 turns left or more, Take Coins by its Coins as above, the draws in
  full);
- ``character_ap`` (who, mode, value, if_advertised): the AP each of the seat's characters (its
  Apprentices only, for ``apprentice``) gains or loses × an AP's worth (×ADVERTISE_SHARE with
  ``if_advertised``);
- ``shard_ap`` (ap): (ap − 1) AP for a seat with a Shard, only when the seat's weights pay Shards
  for AP (``shardap=1``; greedy's default never does).

Given 0 (not valued sensibly from a seat's state, or alike for every seat): ``buy_from_order_area``,
``shard_ap_in_theater``, ``slot_cost``, ``lowest_slot``, ``two_placements``,
``reveal_at_placement``, ``performer_modifier_for_all``, and every Special Assignment card's
primitive (a Prophecy made of one is valued at 0 for that step).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.academy_rooms_nb import base_ap_nb
from simkit.games.trickerion.downtown_nb import P_TAKE_COINS_TIMES_TIMES
from simkit.games.trickerion.effects_nb import (OP_ACTION_AP, OP_ACTION_COST, OP_CHARACTER_AP, OP_SHARD_AP,
                                                OP_SHARD_GAIN_EXTRA, OP_SHARD_GAIN_FAME, P_ACTION_AP_ACTION,
                                                P_ACTION_AP_DELTA, P_ACTION_COST_ACTION, P_ACTION_COST_AP,
                                                P_CHARACTER_AP_IF_ADVERTISED, P_CHARACTER_AP_MODE,
                                                P_CHARACTER_AP_VALUE, P_CHARACTER_AP_WHO, P_SHARD_AP_AP,
                                                P_SHARD_GAIN_EXTRA_N, P_SHARD_GAIN_FAME_FAME, WHO_APPRENTICE, _op,
                                                _param)
from simkit.games.trickerion.layout import (CH_NONE, CHAR_STATE, CHAR_TYPE, COINS, COMPONENT_PRICE,
                                            CTYPE_BACKSTAGE, CTYPE_KIND, DARK_ALLEY, DIE_FACE_VALUES, DIE_FACES,
                                            DIE_KIND, EFFECT_ROW, EFFECT_STEPS, GRID, MAX_CHARS,
                                            N_COMPONENT_TYPES, N_DICE, N_PLAYERS, N_TRICKS,
                                            N_WEEKDAYS, PC_BONUS, PENDING, PERFORMER_LINK_FAME, PR_ACTIVE, PR_EFFECT,
                                            PR_PENDING, PROPHECIES_ON, SHARDS, SYMBOL_TRICK, SYMBOLS, TRACK_CARD,
                                            TRACK_LEN, TRACK_OWNER, TRACK_SYMBOL, TRICK_CATEGORY, TRICK_ON_CARD, TRICK_YIELD, TURN, TURNS, WEEKDAY_YIELD)
from simkit.games.trickerion.market_nb import P_COMPONENT_PRICE_PRICE
from simkit.games.trickerion.theater_effects import (MODE_SET, OP_COIN_YIELD_AS_FAME, OP_PERFORMER_BONUS_TIMES,
                                                     OP_SET_UP_FAME, OP_WEEKDAY_YIELD, P_PERFORMER_BONUS_TIMES,
                                                     P_SET_UP_FAME_CATEGORY, P_SET_UP_FAME_FAME,
                                                     P_WEEKDAY_YIELD_COINS, P_WEEKDAY_YIELD_FAME,
                                                     P_WEEKDAY_YIELD_MODE, P_WEEKDAY_YIELD_WEEKDAY)
from simkit.games.trickerion.vocabulary import ACTIONS
from simkit.strategies.trickerion.plan import DIE_BANK
from simkit.strategies.trickerion.theater_eval import card_links_nb
from simkit.strategies.trickerion.value import KIND_APPRENTICE, KIND_SPECIALIST, need_of_nb
from simkit.strategies.trickerion.weights import (P_AP_COINS, W_COINS, W_FORTUNE, W_FORTUNE_NEXT, W_SHARD_AP,
                                                  W_SHARDS)

OP_TAKE_COINS_TIMES = _op("take_coins_times")
OP_COMPONENT_PRICE = _op("component_price")
P_TAKE_COINS_TIMES = _param("take_coins_times", "times")
P_COMPONENT_PRICE = _param("component_price", "price")
assert P_TAKE_COINS_TIMES == P_TAKE_COINS_TIMES_TIMES and P_COMPONENT_PRICE == P_COMPONENT_PRICE_PRICE

STEP_SIZE = EFFECT_STEPS * EFFECT_ROW  # one Prophecy's rows
PERFORM_SHARE = 0.5  # a marker out is performed next turn
SET_UP_CAP = 4  # markers a seat sets up in a turn, at most (a Theater character's AP, or two)
COINS_NEED = 10  # a seat with fewer Coins takes Coins next turn
ADVERTISE_SHARE = 0.75  # a seat Advertises next turn
FATE_NOW = 0.5  # the share of this turn still to come when Fate Weaving makes a Prophecy Active now
NOT_TOLD = -1e9  # the gain of telling a fortune that changes nothing (no turn comes)

ACTION_LEARN = ACTIONS.index("learn")
ACTION_HIRE = ACTIONS.index("hire")
ACTION_TAKE_COINS = ACTIONS.index("take_coins")
ACTION_DRAW_FIRST = ACTIONS.index("draw_first")
ACTION_DRAW_FURTHER = ACTIONS.index("draw_further")
ACTION_FORTUNE_TELLING = ACTIONS.index("fortune_telling")


@leaf
def ap_worth_nb(row):
    """An Action Point in Fame-equivalents: ``ap`` Coins (the planner's appetite) at a each."""
    return row[P_AP_COINS] * row[W_COINS]


@leaf
def sets_up_nb(s, seat):
    """Does the seat set up at all: a marker of its on the track. Greedy on the Dark Alley sets up
    0.08 times a game, and markers prepared at the start stay on its Trick cards all game: counted,
    they made its fortunes cost Fame (docs/trickerion.md T100)."""
    for pos in range(s[TRACK_LEN]):
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == seat:
                return True
    return False


@leaf
def category_ready_nb(s, seat, category):
    """The seat's markers of a category ready to set up: prepared, on its Trick cards, for a seat
    that sets up (sets_up_nb); a Trick merely ready to prepare counts nothing."""
    if not sets_up_nb(s, seat):
        return 0.0
    ready = 0
    for k in range(SYMBOLS):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + k]
        if trick >= 0 and s[TRICK_CATEGORY + trick] == category:
            ready += s[TRICK_ON_CARD + trick]
    return float(min(ready, SET_UP_CAP))


@leaf
def markers_out_nb(s, seat):
    """(markers out, the Coins they yield, those whose Trick yields Shards): on the track, and on
    the seat's Trick cards for a seat that sets up (sets_up_nb)."""
    markers = 0
    coins = 0
    shards = 0
    for k in range(SYMBOLS if sets_up_nb(s, seat) else 0):
        trick = s[SYMBOL_TRICK + seat * SYMBOLS + k]
        if trick >= 0:
            n = s[TRICK_ON_CARD + trick]
            markers += n
            coins += n * s[TRICK_YIELD + trick * 3 + 1]
            shards += n if s[TRICK_YIELD + trick * 3 + 2] > 0 else 0
    for pos in range(s[TRACK_LEN]):
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] != seat:
                continue
            trick = s[SYMBOL_TRICK + seat * SYMBOLS + s[TRACK_SYMBOL + pos * GRID + slot]]
            if trick < 0 or trick >= s[N_TRICKS]:
                continue
            markers += 1
            coins += s[TRICK_YIELD + trick * 3 + 1]
            shards += 1 if s[TRICK_YIELD + trick * 3 + 2] > 0 else 0
    return markers, coins, shards


@leaf
def specialists_backstage_nb(s, row, seat):
    """(the performer bonus the seat's Specialists give backstage in Fame-equivalents, how many of
    them give a Shard)."""
    worth = 0.0
    shard_givers = 0
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] == CH_NONE:
            continue
        kind = s[CHAR_TYPE + at]
        if s[CTYPE_KIND + kind] != KIND_SPECIALIST:
            continue
        worth += (s[CTYPE_BACKSTAGE + kind * 3] + row[W_COINS] * s[CTYPE_BACKSTAGE + kind * 3 + 1]
                  + row[W_SHARDS] * s[CTYPE_BACKSTAGE + kind * 3 + 2])
        if s[CTYPE_BACKSTAGE + kind * 3 + 2] > 0:
            shard_givers += 1
    return worth, shard_givers


@leaf
def performer_bonus_nb(s, row, seat):
    """The performer bonus of the seat's best card on the track (its Links' Fame and the card's
    bonus; G67, G69), 0 with no marker of the seat there."""
    best = -1.0
    for pos in range(s[TRACK_LEN]):
        mine = False
        for slot in range(GRID):
            if s[TRACK_OWNER + pos * GRID + slot] == seat:
                mine = True
        if not mine:
            continue
        card = s[TRACK_CARD + pos]
        bonus = (s[PERFORMER_LINK_FAME] * card_links_nb(s, pos) + s[PC_BONUS + card * 3]
                 + row[W_COINS] * s[PC_BONUS + card * 3 + 1] + row[W_SHARDS] * s[PC_BONUS + card * 3 + 2])
        best = max(best, bonus)
    return best


@leaf
def bank_mean_nb(s):
    """The Bank dice's mean face (X counts 0)."""
    total = 0.0
    faces = 0
    for die in range(s[N_DICE]):
        if s[DIE_KIND + die] != DIE_BANK:
            continue
        for f in range(DIE_FACES):
            total += max(0, s[DIE_FACE_VALUES + die * DIE_FACES + f])
            faces += 1
    return total / faces if faces > 0 else 0.0


@leaf
def coins_need_nb(s, seat):
    return 1.0 if s[COINS + seat] < COINS_NEED else 0.5


@leaf
def owned_count_nb(s, seat):
    n = 0
    for k in range(SYMBOLS):
        if s[SYMBOL_TRICK + seat * SYMBOLS + k] >= 0:
            n += 1
    return n


@leaf
def base_cost_nb(action):
    """The rules' AP of the actions an ``action_cost`` is valued for (RULES §1.7), 0 for the others."""
    if action == ACTION_LEARN or action == ACTION_HIRE or action == ACTION_TAKE_COINS:
        return 3
    if action == ACTION_DRAW_FURTHER:
        return 2
    if action == ACTION_DRAW_FIRST or action == ACTION_FORTUNE_TELLING:
        return 1
    return 0


@leaf
def action_use_nb(s, seat, action):
    """The chance the seat takes ``action`` next turn (module docstring)."""
    if action == ACTION_LEARN:
        return 1.0 if owned_count_nb(s, seat) < SYMBOLS else 0.0
    if action == ACTION_HIRE:
        return 1.0 if s[TURNS] - s[TURN] >= 2 else 0.0
    if action == ACTION_TAKE_COINS:
        return coins_need_nb(s, seat)
    if action == ACTION_DRAW_FIRST or action == ACTION_DRAW_FURTHER:
        return 1.0 if s[DARK_ALLEY] == 1 else 0.0
    if action == ACTION_FORTUNE_TELLING:
        return 0.5
    return 0.0


@leaf
def character_ap_worth_nb(s, row, seat, at):
    """``character_ap`` at step ``at``: the AP the seat's characters gain or lose."""
    change = 0
    for ch in range(MAX_CHARS):
        c = seat * MAX_CHARS + ch
        if s[CHAR_STATE + c] == CH_NONE:
            continue
        kind = s[CHAR_TYPE + c]
        if s[at + P_CHARACTER_AP_WHO] == WHO_APPRENTICE and s[CTYPE_KIND + kind] != KIND_APPRENTICE:
            continue
        base = base_ap_nb(s, seat, ch)  # the Protégé's by its Secrets (G56)
        new = s[at + P_CHARACTER_AP_VALUE] if s[at + P_CHARACTER_AP_MODE] == MODE_SET else base + s[at + P_CHARACTER_AP_VALUE]
        change += max(0, new) - base
    worth = change * ap_worth_nb(row)
    return worth * ADVERTISE_SHARE if s[at + P_CHARACTER_AP_IF_ADVERTISED] == 1 else worth


@leaf
def weekday_worth_nb(s, row, at, markers):
    """``weekday_yield`` at step ``at`` for a seat with ``markers`` out."""
    day = s[at + P_WEEKDAY_YIELD_WEEKDAY]
    fame = s[at + P_WEEKDAY_YIELD_FAME]
    coins = s[at + P_WEEKDAY_YIELD_COINS]
    if s[at + P_WEEKDAY_YIELD_MODE] == MODE_SET:
        fame -= s[WEEKDAY_YIELD + day * 3]
        coins -= s[WEEKDAY_YIELD + day * 3 + 1]
    change = fame + row[W_COINS] * coins
    share = 0.5 if change > 0 else 1.0 / max(1, s[N_WEEKDAYS])
    return change * share * markers * PERFORM_SHARE


@lean_kernel
def seat_worth_nb(s, row, seat, p):
    """What Prophecy ``p`` Active next turn is worth to ``seat`` alone (module docstring)."""
    worth = 0.0
    markers, coins, shards = markers_out_nb(s, seat)
    for k in range(EFFECT_STEPS):
        at = PR_EFFECT + p * STEP_SIZE + k * EFFECT_ROW
        op = s[at]
        if op == OP_SET_UP_FAME:
            worth += s[at + P_SET_UP_FAME_FAME] * category_ready_nb(s, seat, s[at + P_SET_UP_FAME_CATEGORY])
        elif op == OP_SHARD_GAIN_EXTRA or op == OP_SHARD_GAIN_FAME:
            _, givers = specialists_backstage_nb(s, row, seat)
            receipts = PERFORM_SHARE * (shards + givers)
            if op == OP_SHARD_GAIN_EXTRA:
                worth += receipts * s[at + P_SHARD_GAIN_EXTRA_N] * row[W_SHARDS]
            else:
                worth += receipts * s[at + P_SHARD_GAIN_FAME_FAME]
        elif op == OP_COIN_YIELD_AS_FAME:
            worth += PERFORM_SHARE * coins * (1.0 - row[W_COINS])
        elif op == OP_WEEKDAY_YIELD:
            worth += weekday_worth_nb(s, row, at, markers)
        elif op == OP_PERFORMER_BONUS_TIMES:
            bonus = performer_bonus_nb(s, row, seat)
            if bonus >= 0.0:
                backstage, _ = specialists_backstage_nb(s, row, seat)
                worth += PERFORM_SHARE * (s[at + P_PERFORMER_BONUS_TIMES] - 1) * (bonus + backstage)
        elif op == OP_TAKE_COINS_TIMES:
            worth += ((s[at + P_TAKE_COINS_TIMES] - 1) * bank_mean_nb(s) * row[W_COINS]
                      * coins_need_nb(s, seat))
        elif op == OP_COMPONENT_PRICE:
            for kind in range(s[N_COMPONENT_TYPES]):
                need = need_of_nb(s, seat, kind)
                if need > 0:
                    worth += need * (s[COMPONENT_PRICE + kind] - s[at + P_COMPONENT_PRICE]) * row[W_COINS]
        elif op == OP_ACTION_COST or op == OP_ACTION_AP:
            action = s[at + P_ACTION_COST_ACTION] if op == OP_ACTION_COST else s[at + P_ACTION_AP_ACTION]
            base = base_cost_nb(action)
            if base > 0:
                if op == OP_ACTION_COST:
                    saved = base - max(0, s[at + P_ACTION_COST_AP])
                else:
                    saved = base - max(0, base + s[at + P_ACTION_AP_DELTA])
                worth += saved * ap_worth_nb(row) * action_use_nb(s, seat, action)
        elif op == OP_CHARACTER_AP:
            worth += character_ap_worth_nb(s, row, seat, at)
        elif op == OP_SHARD_AP:
            if row[W_SHARD_AP] != 0.0 and s[SHARDS + seat] > 0:
                worth += (s[at + P_SHARD_AP_AP] - 1) * ap_worth_nb(row)
    return worth


@lean_kernel
def prophecy_worth_nb(s, row, seat, p):
    """What Prophecy ``p`` Active next turn is worth to ``seat`` less the mean of its worth to each
    other seat, in Fame-equivalents (module docstring); 0 for no Prophecy (``p`` -1)."""
    if p < 0:
        return 0.0
    others = 0.0
    n = s[N_PLAYERS]
    for other in range(n):
        if other != seat:
            others += seat_worth_nb(s, row, other, p)
    return seat_worth_nb(s, row, seat, p) - others / max(1, n - 1)


@lean_kernel
def fortune_gain_nb(s, row, seat):
    """Fortune Telling (G48): the Pending Prophecies turn p1 -> p0, p2 -> p1, p0 -> p2, so next
    turn's Active is p1 instead of p0, and the turn after's p2 instead of p1 (weighed by
    ``fortunenext``); less the margin ``fortune``. NOT_TOLD once no Prophecy is to become Active
    (the last turn, T55)."""
    if s[PROPHECIES_ON] == 0 or s[TURN] >= s[TURNS]:
        return NOT_TOLD
    w0 = prophecy_worth_nb(s, row, seat, s[PR_PENDING])
    w1 = prophecy_worth_nb(s, row, seat, s[PR_PENDING + 1])
    gain = w1 - w0
    if s[TURN] + 1 < s[TURNS]:
        gain += row[W_FORTUNE_NEXT] * (prophecy_worth_nb(s, row, seat, s[PR_PENDING + 2]) - w1)
    return gain - row[W_FORTUNE]


@lean_kernel
def weave_gain_nb(s, row, seat, slot):
    """Fate Weaving (T62) on Pending slot ``slot``: its Prophecy is Active for the rest of this
    turn (FATE_NOW of a turn's worth) instead of the Active one; the Pending ones after it move up
    (a new one drawn last, unknown: worth 0), so next turn's Active is p1 instead of p0 when p0 is
    taken, and the turn after's p2 instead of p1 when p0 or p1 is taken (weighed by
    ``fortunenext``). The margin is not taken off (weave_action_gain_nb does)."""
    p = s[PR_PENDING + slot]
    if p < 0:
        return NOT_TOLD
    gain = FATE_NOW * (prophecy_worth_nb(s, row, seat, p) - prophecy_worth_nb(s, row, seat, s[PR_ACTIVE]))
    if s[TURN] >= s[TURNS]:
        return gain
    if slot == 0:
        gain += (prophecy_worth_nb(s, row, seat, s[PR_PENDING + 1])
                 - prophecy_worth_nb(s, row, seat, s[PR_PENDING]))
    if slot <= 1 and s[TURN] + 1 < s[TURNS]:
        gain += row[W_FORTUNE_NEXT] * (prophecy_worth_nb(s, row, seat, s[PR_PENDING + 2])
                                       - prophecy_worth_nb(s, row, seat, s[PR_PENDING + 1]))
    return gain


@lean_kernel
def weave_action_gain_nb(s, row, seat):
    """The Fate Weaving action: its best Pending slot's weave_gain_nb less the margin ``fortune``."""
    best = NOT_TOLD
    for slot in range(PENDING):
        if s[PR_PENDING + slot] >= 0:
            best = max(best, weave_gain_nb(s, row, seat, slot))
    return best - row[W_FORTUNE]
