"""Dahlgaard's Academy in greedy's one-step look-ahead (RULES §1.7 Academy, §1.11, §1.18): what
Renovate, Teach, Practice, Learn Secret and Discover, and the Academy's other decisions, would
gain a seat in V (value.py, whose Academy part is ``academy_value_nb`` here). Option encodings:
simkit.games.trickerion.academy_nb (DECIDE_RENOVATE pack(space, level), DECIDE_PRACTICE /
DECIDE_TEACH pack(trick, place), DECIDE_LEARN_SECRET pack(source, Protégé slot)).

- Renovate: the ratio's Fame less a·its Coins (the Fame deficit included), the Banners' change
  of the seat's majority value (``banners`` of the rank's Fame, plus a Banner's share of the
  top prize), and ``room`` for the tile (its first use is the renovator's);
- Teach: the Classroom yield's value times the Classroom phases left, the tile's one-time bonus
  when the levels match, less the Trick's part of V (it can't be prepared any more) or its yield
  in the Classroom it leaves;
- Practice: the Practice Room ability's worth for that Trick (markers, AP, yields) a turn, times
  the turns left and ``practice``, less the ability it leaves;
- Learn Secret: the Protégé's AP and wage on the way to 3 Secrets (``protegeap`` per AP less
  ``wage`` per wage Coin, averaged over the Secrets still to learn) and the Secret's worth
  (``secret`` a turn when it is of the location the Protégé goes to, a quarter otherwise), per
  turn left; a replaced Secret's worth is lost;
- Discover: ``discover``.

Everything read is public: the tile stacks and the Secret stack are read for their contents
only (a mean over them), never their order.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.academy_nb import (DISCOVER_AP, LEARN_SECRET_AP, RENOVATE_AP, SOURCE_DRAW,
                                                renovate_price_nb, room_trick_nb, space_open_nb, stack_of)
from simkit.games.trickerion.academy_rooms_nb import (DOUBLE_MARKER, EXTRA_MARKER, FREE_ROTATE, PREPARE_COST,
                                                      STAY_ON_CARD, YIELD_COINS, YIELD_FAME, secrets_held_nb,
                                                      taught_nb)
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.layout import (ACADEMY, ACADEMY_SECRET, ACADEMY_SECRETS, ACT_DISCOVER, ACT_LEARN_SECRET,
                                            ACT_PRACTICE, ACT_RENOVATE, ACT_TEACH, ANJALI_COINS, BANNERS_LEFT, COINS,
                                            CH_ASSIGNED, CH_PLACED, CHAR_CARD, CHAR_STATE, LOC_ROLE, LOC_THEATER, MAX_CHARS,
                                            N_SA, N_SPACES, N_TRICKS, PROTEGE_AP, PROTEGE_SECRET, PROTEGE_SECRETS,
                                            PROTEGE_SLOT, PROTEGE_WAGE, ROLE_ACADEMY, SA_LOC, SECRET_STACK,
                                            SECRET_STACK_N, SPACE_CLASSROOM, SPACE_FAME, SPACE_KIND,
                                            SPACE_PRACTICE_ROOM, SPACE_SLOTS, SPACE_TILE, SPACE_TRICK, TILE_ABILITY,
                                            TILE_ABILITY_N, TILE_BONUS, TILE_KIND, TILE_LEVEL, TILE_STACK_N,
                                            TILE_YIELD, TRICK_ACADEMY, TRICK_ASIDE, TRICK_ENHANCED, TRICK_LEVEL,
                                            TRICK_MARKERS, TRICK_OWNER, TRICK_YIELD, TURN, TURNS)
from simkit.strategies.trickerion.academy_value import (banners_gain_nb, classroom_value_nb, phases_left_nb,
                                                       worth3_nb)
from simkit.strategies.trickerion.value import missing_copies_nb, trick_value_nb
from simkit.strategies.trickerion.weights import (W_COINS, W_DISCOVER, W_LINK, W_PRACTICE, W_PROTEGE_AP, W_ROOM,
                                                  W_SECRET, W_SHARDS, W_SHORT, W_WAGE)

NEVER = -1e9  # gains.NEVER
NOT_READY = 0.25  # share of a Practice Room's worth for a Trick whose components are not met
OFF_LOCATION = 0.25  # share of ``secret`` a Secret of another location than the Protégé's is worth


# ---- Classrooms and Practice Rooms --------------------------------------------------------------

@leaf
def tile_yield_value_nb(s, row, trick, tile, slot):
    """classroom_value_nb for a tile not on the board yet."""
    value = 0.0
    for r in range(3):
        amount = s[TRICK_YIELD + trick * 3 + r] + s[TILE_YIELD + (tile * SPACE_SLOTS + slot) * 3 + r]
        if r < 2:
            amount += s[TRICK_ENHANCED + trick * 2 + r]
        value += max(0, amount) * (1.0 if r == 0 else row[W_COINS] if r == 1 else row[W_SHARDS])
    return value


@leaf
def tile_bonus_value_nb(s, row, tile, trick):
    """The Classroom tile's one-time bonus for a Trick of its level, else 0."""
    if s[TILE_LEVEL + tile] != s[TRICK_LEVEL + trick]:
        return 0.0
    b = TILE_BONUS + tile * 3
    return worth3_nb(row, s[b], s[b + 1], s[b + 2])


@leaf
def ability_worth_nb(s, row, trick, ability, n):
    """A Practice Room ability's worth to the Trick at one Prepare and performance (T111)."""
    fame = s[TRICK_YIELD + trick * 3]
    mv = worth3_nb(row, fame, s[TRICK_YIELD + trick * 3 + 1], s[TRICK_YIELD + trick * 3 + 2])
    markers = s[TRICK_MARKERS + trick]
    if ability == EXTRA_MARKER or ability == STAY_ON_CARD:
        return n * mv
    if ability == PREPARE_COST:
        return n * row[W_PROTEGE_AP]
    if ability == YIELD_FAME:
        return float(n * markers)
    if ability == YIELD_COINS:
        return n * markers * row[W_COINS]
    if ability == DOUBLE_MARKER:
        return 0.5 * mv
    if ability == FREE_ROTATE:
        return 0.5 * row[W_LINK]
    return 0.0


@leaf
def slot_ability_worth_nb(s, row, trick, tile, slot):
    at = tile * SPACE_SLOTS + slot
    ability = s[TILE_ABILITY + at]
    if ability < 0:
        return 0.0
    return ability_worth_nb(s, row, trick, ability, max(1, s[TILE_ABILITY_N + at]))


@leaf
def place_ability_worth_nb(s, row, trick, place):
    """The ability of the Practice Room slot at ``place`` for the Trick; 0 off a Practice Room."""
    if place < 0 or s[SPACE_KIND + place // SPACE_SLOTS] != SPACE_PRACTICE_ROOM:
        return 0.0
    return slot_ability_worth_nb(s, row, trick, s[SPACE_TILE + place // SPACE_SLOTS], place % SPACE_SLOTS)


@leaf
def teach_gain_nb(s, row, seat, trick, place, trick_part):
    """DECIDE_TEACH pack(trick, place); ``trick_part`` the Trick's part of V (value.trick_value_nb)."""
    phases = phases_left_nb(s)
    gain = classroom_value_nb(s, row, trick, place) * phases
    gain += tile_bonus_value_nb(s, row, s[SPACE_TILE + place // SPACE_SLOTS], trick)
    old = s[TRICK_ACADEMY + trick]
    if taught_nb(s, trick):
        gain -= classroom_value_nb(s, row, trick, old) * phases
    else:
        gain -= trick_part + place_ability_worth_nb(s, row, trick, old) * row[W_PRACTICE] * phases
    return gain


@leaf
def practice_gain_nb(s, row, seat, trick, place):
    """DECIDE_PRACTICE pack(trick, place): the slot's ability less the one the marker leaves; a
    quarter of it for a Trick whose components are not met yet (it is not prepared soon)."""
    change = place_ability_worth_nb(s, row, trick, place) - place_ability_worth_nb(s, row, trick,
                                                                                  s[TRICK_ACADEMY + trick])
    ready = 1.0 if missing_copies_nb(s, seat, trick) == 0 else NOT_READY
    return change * row[W_PRACTICE] * phases_left_nb(s) * ready


@leaf
def room_part_nb(s, row, seat, trick):
    """The Trick's part of V that a Teach gives up (value.trick_value_nb)."""
    return trick_value_nb(s, row, seat, trick)


@lean_kernel
def best_room_nb(s, row, seat, ap, kind, act):
    """The best Teach (``kind`` Classroom) or Practice (Practice Room) the seat could make with
    ``ap`` AP, as academy_nb.room_options_nb offers them; NEVER without one."""
    best = NEVER
    for trick in range(s[N_TRICKS]):
        if not room_trick_nb(s, seat, ap, kind, act, trick):
            continue
        part = room_part_nb(s, row, seat, trick) if kind == SPACE_CLASSROOM else 0.0
        for space in range(s[N_SPACES]):
            if s[SPACE_TILE + space] < 0 or s[SPACE_KIND + space] != kind:
                continue
            for slot in range(SPACE_SLOTS):
                if s[SPACE_TRICK + space * SPACE_SLOTS + slot] >= 0:
                    continue
                place = space * SPACE_SLOTS + slot
                if kind == SPACE_CLASSROOM:
                    best = max(best, teach_gain_nb(s, row, seat, trick, place, part))
                else:
                    best = max(best, practice_gain_nb(s, row, seat, trick, place))
    return best


@leaf
def room_option_gain_nb(s, row, seat, option, teach):
    trick = option // 256
    place = option % 256
    if teach:
        return teach_gain_nb(s, row, seat, trick, place, room_part_nb(s, row, seat, trick))
    return practice_gain_nb(s, row, seat, trick, place)


@leaf
def tile_choice_gain_nb(s, row, seat, tile):
    """DECIDE_TILE (tile_choice=look): the tile's best use by one of the seat's Tricks a turn."""
    best = 0.0
    for trick in range(s[N_TRICKS]):
        if s[TRICK_OWNER + trick] != seat and s[TRICK_ASIDE + trick] != seat + 1:
            continue
        for slot in range(SPACE_SLOTS):
            if s[TILE_KIND + tile] == SPACE_CLASSROOM:
                value = tile_yield_value_nb(s, row, trick, tile, slot) + tile_bonus_value_nb(s, row, tile, trick)
            else:
                value = slot_ability_worth_nb(s, row, trick, tile, slot)
            best = max(best, value)
    return best


# ---- Renovate -------------------------------------------------------------------------------------

@leaf
def renovate_gain_nb(s, row, seat, space, level, spare):
    """DECIDE_RENOVATE pack(space, level) with ``spare`` Coins (gains.spare_coins_nb): the Coins
    it takes from the wages cost ``short`` each."""
    price = renovate_price_nb(s, seat, space, level)
    if price > s[COINS + seat]:
        return NEVER
    short = max(0, price - spare)  # Coins the wages will miss (``short`` each)
    return (s[SPACE_FAME + space * 3 + level - 1] - row[W_COINS] * price + banners_gain_nb(s, row, seat)
            + row[W_ROOM] - row[W_SHORT] * short)


@lean_kernel
def best_renovate_nb(s, row, seat, spare):
    if s[BANNERS_LEFT + seat] < 1:
        return NEVER
    best = NEVER
    for space in range(s[N_SPACES]):
        if not space_open_nb(s, space):
            continue
        for level in range(1, 4):
            if s[TILE_STACK_N + stack_of(s[SPACE_KIND + space], level)] > 0:
                best = max(best, renovate_gain_nb(s, row, seat, space, level, spare))
    return best


# ---- Secrets --------------------------------------------------------------------------------------

@leaf
def secret_worth_nb(s, row, secret, goes):
    """A Secret on the Protégé a turn: ``secret`` at the location it goes to (``goes``), a quarter
    elsewhere (-1: not known)."""
    if secret < 0:
        return 0.0
    if goes >= 0 and s[SA_LOC + s[N_SA] + secret] == goes:
        return row[W_SECRET]
    return row[W_SECRET] * OFF_LOCATION


@leaf
def protege_step_nb(s, row, held):
    """The Protégé's AP less its wage a turn per Secret still to learn, on the way to all three
    (G56: the first Secret raises only the wage, so a single step undervalues it)."""
    if held >= PROTEGE_SECRETS:
        return 0.0
    top = row[W_PROTEGE_AP] * s[PROTEGE_AP + PROTEGE_SECRETS] - row[W_WAGE] * s[PROTEGE_WAGE + PROTEGE_SECRETS]
    now = row[W_PROTEGE_AP] * s[PROTEGE_AP + held] - row[W_WAGE] * s[PROTEGE_WAGE + held]
    return (top - now) / (PROTEGE_SECRETS - held)


@leaf
def learn_secret_gain_nb(s, row, seat, source, slot, goes):
    """DECIDE_LEARN_SECRET pack(source, slot), the Protégé going to ``goes`` (-1: not known)."""
    turns = max(0, s[TURNS] - s[TURN])
    if source < ACADEMY_SECRETS:
        worth = secret_worth_nb(s, row, s[ACADEMY_SECRET + source], goes)
    elif source == SOURCE_DRAW:  # the mean of the stack's Secrets (its contents, never its order)
        n = s[SECRET_STACK_N]
        worth = 0.0
        for i in range(n):
            worth += secret_worth_nb(s, row, s[SECRET_STACK + i], goes)
        worth = worth / n if n > 0 else 0.0
    else:
        worth = secret_worth_nb(s, row, source - SOURCE_DRAW - 1, goes)  # a drawn Secret k: SOURCE_DRAWN + k (P30)
    old = s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + slot]
    if old >= 0:
        worth -= secret_worth_nb(s, row, old, goes)
    else:
        worth += protege_step_nb(s, row, secrets_held_nb(s, seat))
    return worth * turns


@leaf
def protege_goes_nb(s, seat):
    """Where the seat's Protégé works this turn when it is assigned (its card), -1 otherwise."""
    at = seat * MAX_CHARS + PROTEGE_SLOT
    if s[CHAR_STATE + at] == CH_ASSIGNED and s[CHAR_CARD + at] >= 0 and s[CHAR_CARD + at] != LOC_THEATER:
        return s[CHAR_CARD + at]
    return -1


@lean_kernel
def best_learn_secret_nb(s, row, seat, goes):
    best = NEVER
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] < 0:
            continue
        filled = True
        for i in range(PROTEGE_SECRETS):
            if s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + i] < 0:
                best = max(best, learn_secret_gain_nb(s, row, seat, a, i, goes))
                filled = False
                break
        if filled:
            for i in range(PROTEGE_SECRETS):
                best = max(best, learn_secret_gain_nb(s, row, seat, a, i, goes))
    return best


@leaf
def can_discover_nb(s):
    if s[SECRET_STACK_N] == 0:
        return False
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] < 0:
            return True
    return False


# ---- the location and its actions ---------------------------------------------------------------

@lean_kernel
def academy_location_gain_nb(s, row, seat, ap, spare):
    """The best single Academy action a character with ``ap`` AP could take (a slot adds about 1),
    with ``spare`` Coins."""
    if s[ACADEMY] == 0:
        return NEVER
    ap = ap + 1
    best = NEVER
    if ap >= cost_nb(s, ACT_RENOVATE, RENOVATE_AP):
        best = max(best, best_renovate_nb(s, row, seat, spare))
    best = max(best, best_room_nb(s, row, seat, ap, SPACE_CLASSROOM, ACT_TEACH))
    best = max(best, best_room_nb(s, row, seat, ap, SPACE_PRACTICE_ROOM, ACT_PRACTICE))
    if ap >= cost_nb(s, ACT_LEARN_SECRET, LEARN_SECRET_AP):
        best = max(best, best_learn_secret_nb(s, row, seat, protege_goes_nb(s, seat)))
    if ap >= cost_nb(s, ACT_DISCOVER, DISCOVER_AP) and can_discover_nb(s):
        best = max(best, row[W_DISCOVER])
    return best


@lean_kernel
def academy_action_gain_nb(s, row, seat, action, ap, spare):
    """DECIDE_ACTION's Academy actions by their best parameters, ``ap`` AP left."""
    if action == ACT_RENOVATE:
        return best_renovate_nb(s, row, seat, spare)
    if action == ACT_TEACH:
        return best_room_nb(s, row, seat, ap, SPACE_CLASSROOM, ACT_TEACH)
    if action == ACT_PRACTICE:
        return best_room_nb(s, row, seat, ap, SPACE_PRACTICE_ROOM, ACT_PRACTICE)
    if action == ACT_LEARN_SECRET:
        return best_learn_secret_nb(s, row, seat, protege_goes_nb(s, seat))
    if action == ACT_DISCOVER:
        return row[W_DISCOVER]
    return -0.1


@leaf
def anjali_coin_gain_nb(s, row, seat, slot):
    """DECIDE_ANJALI_COIN: a Coin on the Secret in ``slot`` pays when an Apprentice of hers goes to
    its location (her Coins not used come back at End Turn, G85); stop (-1): 0."""
    if slot < 0:
        return 0.0
    secret = s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + slot]
    loc = s[SA_LOC + s[N_SA] + secret]
    going = 0
    for ch in range(1, PROTEGE_SLOT):
        at = seat * MAX_CHARS + ch
        if s[CHAR_STATE + at] == CH_ASSIGNED and s[CHAR_CARD + at] == loc:
            going += 1
    if s[ANJALI_COINS + seat * PROTEGE_SECRETS + slot] < going:
        return row[W_SECRET] * 2.0 - row[W_COINS] * 0.5
    return -0.1


@leaf
def academy_role_nb(s, loc):
    return loc != LOC_THEATER and s[ACADEMY] == 1 and s[LOC_ROLE + loc] == ROLE_ACADEMY


@leaf
def academy_taken_nb(s, seat, loc, ch):
    """Another character of the seat already goes to (or is at) the Academy ``loc`` this turn: its
    best action is that one's, and the Academy's few slots (G50) would leave a second unplaceable."""
    for other in range(MAX_CHARS):
        at = seat * MAX_CHARS + other
        state = s[CHAR_STATE + at]
        if other != ch and (state == CH_ASSIGNED or state == CH_PLACED) and s[CHAR_CARD + at] == loc:
            return True
    return False
