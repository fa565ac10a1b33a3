"""Dahlgaard's Academy's actions (RULES §1.7 Academy, §1.18, G50-G57, G84): Renovate, Practice,
Teach, Learn Secret and Discover New Secrets, the Practice Room marker taken back at any time,
and the Secrets a placed Protégé (or Anjali's Apprentice) uses. Nothing here runs without the
Academy module (ACADEMY 0). Option encodings: academy_options.py.

A renovated space holds one tile of its kind (Classroom or Practice Room) with 2 slots; a slot is
``place = space * 2 + slot``. One Academy marker per Trick (G54), which sits on at most one slot.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.abilities_nb import has_ability_nb
from simkit.games.trickerion.academy_rooms_nb import set_aside_nb, taught_nb
from simkit.games.trickerion.board_nb import components_met_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import cost_nb, prophecy_op_nb
from simkit.games.trickerion.layout import (ACADEMY, ACADEMY_SECRET, ACADEMY_SECRETS, ACT_DISCOVER, ACT_LEARN_SECRET,
                                            ACT_PRACTICE, ACT_RENOVATE, ACT_TEACH, ADVERTISE_FAME, ADVERTISED,
                                            ANJALI_COINS, BANNER_CHART, BANNERS_LEFT, BANNERS_PLACED, COINS,
                                            DECIDE_LEARN_SECRET, DECIDE_PRACTICE, DECIDE_RENOVATE, DECIDE_SECRET_USE,
                                            DECIDE_TEACH, DECIDE_TILE, FAME, LEARNED_SECRET, MAGICIAN, MARK_COINS_RENOVATE,
                                            MARK_FAME_RENOVATE, MARK_PRACTICES, MARK_RENOVATIONS,
                                            MARK_SECRETS_LEARNED, MARK_TEACHES, MARKS, MAX_STACK, N_MARKS,
                                            N_PLAYERS, N_SA, N_SPACES, N_TRICKS, OPT_TILE_LOOK, OPTIONS, PR_ACTIVE,
                                            PROTEGE_SECRET, PROTEGE_SECRETS, SA_LOC, SA_TEXT, SA_TEXT_SPENT,
                                            SECRET_STACK, SECRET_STACK_N, SPACE_CLASSROOM, SPACE_COINS, SPACE_FAME,
                                            SPACE_KIND, SPACE_OPENS, SPACE_OWNER, SPACE_PRACTICE_ROOM, SPACE_SLOTS,
                                            SPACE_TILE, SPACE_TRICK, THRESHOLDS, TILE_BONUS, TILE_LEVEL, TILE_STACK,
                                            TILE_STACK_N, TRICK_ACADEMY, TRICK_LEVEL, TRICK_ON_CARD,
                                            TRICK_OWNER, TRICK_SYMBOL, TURN, TRICK_YIELD, TILE_YIELD, TRICK_ENHANCED,
                                            MARK_FAME_CLASSROOM, MARK_COINS_CLASSROOM)
from simkit.games.trickerion.options import PACK, pack_nb
from simkit.games.trickerion.records import (AMARKER_CAUSE_PRACTICE, AMARKER_CAUSE_TEACH, BANNER_CAUSE_RENOVATE,
                                             BANNER_CAUSE_SHORT, EV_ABILITY, EV_ACADEMY_MARKER, EV_ACTION,
                                             EV_ACTION_CONTEXT, EV_BANNERS, EV_SECRET, EV_SECRET_USE, GAIN_ABILITY,
                                             GAIN_CLASSROOM, GAIN_CLASSROOM_BONUS, GAIN_PROPHECY,
                                             GAIN_RENOVATE, SECRET_CAUSE_DISCOVER, SECRET_CAUSE_DRAW,
                                             SECRET_CAUSE_LEARN, SECRET_CAUSE_REPLACED, SPLACE_ACADEMY, SPLACE_BOX,
                                             SPLACE_DRAWN, SPLACE_PROTEGE, SPLACE_STACK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_track import markers_on_track_nb
from simkit.games.trickerion.effects_nb import _op, _param
from simkit.games.trickerion.vocabulary import ABILITIES

RENOVATE_AP = 2  # RULES §1.7, the Academy
LEARN_SECRET_AP = 2  # once per placement
DISCOVER_AP = 1
MAGORIAS_BENEFACTOR = ABILITIES.index("magorias_benefactor")
GEER_ADVERTISE_COINS = 6  # G84: a Renovate paying at least this gives Geer a free Advertise
SOURCE_DRAW = ACADEMY_SECRETS  # DECIDE_LEARN_SECRET: draw from the stack (P30, secret_draw)
SOURCE_DRAWN = ACADEMY_SECRETS + 1  # DECIDE_LEARN_SECRET: a drawn Secret k is SOURCE_DRAWN + k (P30)
MAX_DRAWN = 9  # secret_draw's n at most (vocabulary)

OP_RENOVATE_FAME = _op("renovate_fame")
P_RENOVATE_FAME_PER_LEVEL = _param("renovate_fame", "per_level")
OP_PRACTICE_COINS = _op("practice_coins")
P_PRACTICE_COINS_PER_LEVEL = _param("practice_coins", "per_level")
OP_SECRET_DRAW = _op("secret_draw")
P_SECRET_DRAW_N = _param("secret_draw", "n")
OP_TEACH_YIELD_NOW = _op("teach_yield_now")


@leaf
def space_open_nb(s, space):
    """Renovate may use the space: open this turn (G59) and empty."""
    return s[SPACE_OPENS + space] <= s[TURN] and s[SPACE_TILE + space] < 0


@leaf
def stack_of(kind, level):
    return kind * 3 + level - 1


# ---- Renovate -------------------------------------------------------------------------------------

@leaf
def geer_free_level_nb(s, seat, level):
    """G84: Geer may take the ratio one threshold above his Fame without paying the deficit."""
    if not has_ability_nb(s, seat, MAGORIAS_BENEFACTOR):
        return False
    fame = s[FAME + seat]
    return s[THRESHOLDS + level - 1] > fame and (level == 1 or s[THRESHOLDS + level - 2] <= fame)


@leaf
def renovate_price_nb(s, seat, space, level):
    """Coins the ratio costs: its Coins plus 1 per Fame point short of its threshold (RULES §1.7:
    "pay Coins to make up the difference", as Learn's deficit, G35)."""
    deficit = max(0, s[THRESHOLDS + level - 1] - s[FAME + seat])
    if deficit > 0 and geer_free_level_nb(s, seat, level):
        deficit = 0
    return s[SPACE_COINS + space * 3 + level - 1] + deficit


@lean_kernel
def renovate_options_nb(s, seat, write):
    """DECIDE_RENOVATE's options pack(space, level): an open empty space, a ratio the seat can pay,
    a tile left in that stack; written to OPTIONS when ``write``. Returns how many."""
    k = 0
    for space in range(s[N_SPACES]):
        if not space_open_nb(s, space):
            continue
        for level in range(1, 4):
            if s[TILE_STACK_N + stack_of(s[SPACE_KIND + space], level)] == 0:
                continue
            if renovate_price_nb(s, seat, space, level) > s[COINS + seat]:
                continue
            if write:
                s[OPTIONS + k] = pack_nb(space, level)
            k += 1
    return k


@lean_kernel
def can_renovate_nb(s, seat, ap):
    """Needs a Banner in the seat's supply (RULES §1.7) and an option."""
    if s[ACADEMY] == 0 or s[BANNERS_LEFT + seat] < 1 or ap < cost_nb(s, ACT_RENOVATE, RENOVATE_AP):
        return False
    return renovate_options_nb(s, seat, False) > 0


@lean_kernel
def take_tile_nb(s, rng, w, seat, stack):
    """The top tile of the stack (G51), or under tile_choice=look the one the seat chooses; the
    others keep their order."""
    at = TILE_STACK + stack * MAX_STACK
    n = s[TILE_STACK_N + stack]
    i = 0
    if s[OPT_TILE_LOOK] == 1 and n > 1:
        for k in range(n):
            s[OPTIONS + k] = s[at + k]
        chosen = ask_nb(s, rng, w, seat, DECIDE_TILE, n)
        while s[at + i] != chosen:
            i += 1
    tile = s[at + i]
    for k in range(i, n - 1):
        s[at + k] = s[at + k + 1]
    s[at + n - 1] = -1
    s[TILE_STACK_N + stack] = n - 1
    return tile


@lean_kernel
def place_banners_nb(s, tr, seat):
    """RULES §1.7 Renovate, G52: the turn's number of Banners from the seat's supply onto the
    board; each one it cannot place makes every other seat discard one from its supply."""
    due = s[BANNER_CHART + s[TURN] - 1]
    placed = min(due, s[BANNERS_LEFT + seat])
    s[BANNERS_LEFT + seat] -= placed
    s[BANNERS_PLACED + seat] += placed
    record_nb(s, tr, EV_BANNERS, seat, placed, s[BANNERS_LEFT + seat], s[BANNERS_PLACED + seat],
              BANNER_CAUSE_RENOVATE, seat, 0)
    short = due - placed
    if short <= 0:
        return
    for other in range(s[N_PLAYERS]):
        if other == seat:
            continue
        lost = min(short, s[BANNERS_LEFT + other])
        if lost > 0:
            s[BANNERS_LEFT + other] -= lost
            record_nb(s, tr, EV_BANNERS, other, -lost, s[BANNERS_LEFT + other], s[BANNERS_PLACED + other],
                      BANNER_CAUSE_SHORT, seat, 0)


@lean_kernel
def renovate_nb(s, rng, tr, w, seat, ch, ap):
    """Renovate: the space and ratio (DECIDE_RENOVATE), pay its Coins, gain its Fame, the tile onto
    the space, the turn's Banners; P28's Fame; Geer's free Advertise (G84)."""
    k = renovate_options_nb(s, seat, True)
    option = ask_nb(s, rng, w, seat, DECIDE_RENOVATE, k)
    space, level = option // PACK, option % PACK
    cost = cost_nb(s, ACT_RENOVATE, RENOVATE_AP)
    price = renovate_price_nb(s, seat, space, level)
    tile = take_tile_nb(s, rng, w, seat, stack_of(s[SPACE_KIND + space], level))
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_RENOVATE, cost, ap - cost, space, level)
    record_nb(s, tr, EV_ACTION_CONTEXT, tile, price, 0, 0, 0, 0, 0)
    s[SPACE_TILE + space] = tile
    s[SPACE_OWNER + space] = seat
    fame = gain_nb(s, tr, seat, s[SPACE_FAME + space * 3 + level - 1], -price, 0, GAIN_RENOVATE, space, level, tile)
    m = MARKS + seat * N_MARKS
    s[m + MARK_RENOVATIONS] += 1
    s[m + MARK_FAME_RENOVATE] += fame
    s[m + MARK_COINS_RENOVATE] += price
    at = prophecy_op_nb(s, OP_RENOVATE_FAME, 0, 0)
    if at >= 0 and s[at + P_RENOVATE_FAME_PER_LEVEL] > 0:
        s[m + MARK_FAME_RENOVATE] += gain_nb(s, tr, seat, s[at + P_RENOVATE_FAME_PER_LEVEL] * level, 0, 0,
                                             GAIN_PROPHECY, s[PR_ACTIVE], OP_RENOVATE_FAME, -1)
    place_banners_nb(s, tr, seat)
    if price >= GEER_ADVERTISE_COINS and s[ADVERTISED + seat] == 0 and has_ability_nb(s, seat, MAGORIAS_BENEFACTOR):
        s[ADVERTISED + seat] = 1
        record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], MAGORIAS_BENEFACTOR, ch, s[ADVERTISE_FAME], 0, 0)
        gain_nb(s, tr, seat, s[ADVERTISE_FAME], 0, 0, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)
    return cost


# ---- Practice and Teach (G53, G54) ---------------------------------------------------------------

@leaf
def can_teach_trick_nb(s, seat, trick):
    """Teach needs the Trick's components met or at least 1 of its markers (on its card or in the
    Theater) [S L136-142]."""
    if s[TRICK_ON_CARD + trick] > 0 or components_met_nb(s, seat, trick):
        return True
    return markers_on_track_nb(s, seat, s[TRICK_SYMBOL + trick]) > 0


@leaf
def room_trick_nb(s, seat, ap, kind, act, trick):
    """The seat's Trick may go to a slot of ``kind`` by Practice or Teach (``act``) with ``ap`` AP:
    owned, not set aside, its level in AP, not taught for a Practice (a Classroom's marker can't be
    taken back, [S L140]), components met or a marker of it for a Teach."""
    if s[TRICK_OWNER + trick] != seat or set_aside_nb(s, trick) or ap < cost_nb(s, act, s[TRICK_LEVEL + trick]):
        return False
    if kind == SPACE_PRACTICE_ROOM:
        return not taught_nb(s, trick)
    return can_teach_trick_nb(s, seat, trick)


@lean_kernel
def room_options_nb(s, seat, ap, kind, act, write):
    """DECIDE_PRACTICE (kind Practice Room) or DECIDE_TEACH (Classroom) options pack(trick, place):
    an owned Trick (not set aside) whose level in AP the character has, its Academy marker not in a
    Classroom for a Practice (it can't be taken back, [S L140]), onto an empty slot of a renovated
    space of that kind. Returns how many."""
    k = 0
    for trick in range(s[N_TRICKS]):
        if not room_trick_nb(s, seat, ap, kind, act, trick):
            continue
        for space in range(s[N_SPACES]):
            if s[SPACE_TILE + space] < 0 or s[SPACE_KIND + space] != kind:
                continue
            for slot in range(SPACE_SLOTS):
                if s[SPACE_TRICK + space * SPACE_SLOTS + slot] < 0:
                    if write:
                        s[OPTIONS + k] = pack_nb(trick, space * SPACE_SLOTS + slot)
                    k += 1
    return k


@lean_kernel
def can_use_room_nb(s, seat, ap, kind, act):
    if s[ACADEMY] == 0:
        return False
    return room_options_nb(s, seat, ap, kind, act, False) > 0


@lean_kernel
def move_academy_marker_nb(s, tr, seat, trick, place, cause):
    """The Trick's Academy marker to ``place`` (-1: back to the seat), freeing where it was."""
    old = s[TRICK_ACADEMY + trick]
    if old >= 0:
        s[SPACE_TRICK + old] = -1
    s[TRICK_ACADEMY + trick] = place
    if place >= 0:
        s[SPACE_TRICK + place] = trick
    record_nb(s, tr, EV_ACADEMY_MARKER, seat, trick, old, place, cause, 0, 0)
    return old


@leaf
def classroom_amount_nb(s, trick, place, r):
    """Resource r (Fame 0, Coins 1, Shards 2) of the Trick's yield in the Classroom slot at
    ``place``: its printed yield and lasting enhancements, changed by the slot's modifier, never
    below 0; the Theater's weekday modifiers do not apply (RULES §1.11)."""
    tile = s[SPACE_TILE + place // SPACE_SLOTS]
    amount = s[TRICK_YIELD + trick * 3 + r] + s[TILE_YIELD + (tile * SPACE_SLOTS + place % SPACE_SLOTS) * 3 + r]
    if r < 2:
        amount += s[TRICK_ENHANCED + trick * 2 + r]
    return max(0, amount)


@lean_kernel
def classroom_yield_nb(s, tr, seat, trick, place, times):
    """The seat receives the Trick's Classroom yield ``times`` over; returns (Fame, Coins) gained."""
    fame = classroom_amount_nb(s, trick, place, 0) * times
    coins = classroom_amount_nb(s, trick, place, 1) * times
    shards = classroom_amount_nb(s, trick, place, 2) * times
    if fame == 0 and coins == 0 and shards == 0:
        return 0, 0
    got = gain_nb(s, tr, seat, fame, coins, shards, GAIN_CLASSROOM, trick, place // SPACE_SLOTS, place % SPACE_SLOTS)
    m = MARKS + seat * N_MARKS
    s[m + MARK_FAME_CLASSROOM] += got
    s[m + MARK_COINS_CLASSROOM] += coins
    return got, coins


@lean_kernel
def practice_nb(s, rng, tr, w, seat, ch, ap):
    """Practice: a Trick's Academy marker onto an empty Practice Room slot (or moved between them);
    P29's Coins by the Trick's level."""
    k = room_options_nb(s, seat, ap, SPACE_PRACTICE_ROOM, ACT_PRACTICE, True)
    option = ask_nb(s, rng, w, seat, DECIDE_PRACTICE, k)
    trick, place = option // PACK, option % PACK
    cost = cost_nb(s, ACT_PRACTICE, s[TRICK_LEVEL + trick])
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_PRACTICE, cost, ap - cost, trick, place)
    record_nb(s, tr, EV_ACTION_CONTEXT, s[TRICK_ACADEMY + trick], 0, 0, 0, 0, 0, 0)
    move_academy_marker_nb(s, tr, seat, trick, place, AMARKER_CAUSE_PRACTICE)
    s[MARKS + seat * N_MARKS + MARK_PRACTICES] += 1
    at = prophecy_op_nb(s, OP_PRACTICE_COINS, 0, 0)
    if at >= 0 and s[at + P_PRACTICE_COINS_PER_LEVEL] > 0:
        gain_nb(s, tr, seat, 0, s[at + P_PRACTICE_COINS_PER_LEVEL] * s[TRICK_LEVEL + trick], 0, GAIN_PROPHECY,
                s[PR_ACTIVE], OP_PRACTICE_COINS, -1)
    return cost


@lean_kernel
def teach_nb(s, rng, tr, w, seat, ch, ap):
    """Teach: a Trick's Academy marker onto an empty Classroom slot (from none, a Practice Room or
    another Classroom); the tile's one-time bonus when the Trick's level matches the tile's
    [S L136-142]; P32's yield at once. The Trick can't be prepared any more [S L144]."""
    k = room_options_nb(s, seat, ap, SPACE_CLASSROOM, ACT_TEACH, True)
    option = ask_nb(s, rng, w, seat, DECIDE_TEACH, k)
    trick, place = option // PACK, option % PACK
    cost = cost_nb(s, ACT_TEACH, s[TRICK_LEVEL + trick])
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_TEACH, cost, ap - cost, trick, place)
    record_nb(s, tr, EV_ACTION_CONTEXT, s[TRICK_ACADEMY + trick], 0, 0, 0, 0, 0, 0)
    move_academy_marker_nb(s, tr, seat, trick, place, AMARKER_CAUSE_TEACH)
    m = MARKS + seat * N_MARKS
    s[m + MARK_TEACHES] += 1
    tile = s[SPACE_TILE + place // SPACE_SLOTS]
    if s[TILE_LEVEL + tile] == s[TRICK_LEVEL + trick]:
        b = TILE_BONUS + tile * 3
        if s[b] != 0 or s[b + 1] != 0 or s[b + 2] != 0:
            got = gain_nb(s, tr, seat, s[b], s[b + 1], s[b + 2], GAIN_CLASSROOM_BONUS, tile, trick, -1)
            s[m + MARK_FAME_CLASSROOM] += got
            s[m + MARK_COINS_CLASSROOM] += s[b + 1]
    if prophecy_op_nb(s, OP_TEACH_YIELD_NOW, 0, 0) >= 0:
        classroom_yield_nb(s, tr, seat, trick, place, 1)
    return cost


# ---- Secrets (G55, G56) ------------------------------------------------------------------------

@leaf
def protege_target_slots_nb(s, seat, write, source, k):
    """Learn Secret's Protégé slots for one source: the lowest empty slot, else each held Secret
    (replaced, to the box); writes pack(source, slot) from OPTIONS + k. Returns the new k."""
    base = PROTEGE_SECRET + seat * PROTEGE_SECRETS
    for i in range(PROTEGE_SECRETS):
        if s[base + i] < 0:
            if write:
                s[OPTIONS + k] = pack_nb(source, i)
            return k + 1
    for i in range(PROTEGE_SECRETS):
        if write:
            s[OPTIONS + k] = pack_nb(source, i)
        k += 1
    return k


@lean_kernel
def learn_secret_options_nb(s, seat, write):
    """DECIDE_LEARN_SECRET's options pack(source, Protégé slot): a face-up Academy Secret (source
    its Academy slot), or under P30 the stack (SOURCE_DRAW)."""
    k = 0
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] >= 0:
            k = protege_target_slots_nb(s, seat, write, a, k)
    if s[SECRET_STACK_N] > 0 and prophecy_op_nb(s, OP_SECRET_DRAW, 0, 0) >= 0:
        k = protege_target_slots_nb(s, seat, write, SOURCE_DRAW, k)
    return k


@lean_kernel
def can_learn_secret_nb(s, seat, ap):
    if s[ACADEMY] == 0 or s[LEARNED_SECRET] == 1 or ap < cost_nb(s, ACT_LEARN_SECRET, LEARN_SECRET_AP):
        return False
    return learn_secret_options_nb(s, seat, False) > 0


@lean_kernel
def stack_draw_nb(s):
    """The Secret stack's top Secret, -1 when empty."""
    n = s[SECRET_STACK_N]
    if n == 0:
        return -1
    secret = s[SECRET_STACK]
    for i in range(n - 1):
        s[SECRET_STACK + i] = s[SECRET_STACK + i + 1]
    s[SECRET_STACK + n - 1] = -1
    s[SECRET_STACK_N] = n - 1
    return secret


@lean_kernel
def stack_bottom_nb(s, secret):
    s[SECRET_STACK + s[SECRET_STACK_N]] = secret
    s[SECRET_STACK_N] += 1


@lean_kernel
def learn_secret_nb(s, rng, tr, w, seat, ch, ap):
    """Learn Secret (once per placement): a face-up Secret (or under P30 one of the stack's top n,
    the others under the stack) onto the Protégé's lowest empty slot, or replacing one (the old one
    to the box). The Protégé's AP and wage follow from the Secrets it holds (G56)."""
    k = learn_secret_options_nb(s, seat, True)
    option = ask_nb(s, rng, w, seat, DECIDE_LEARN_SECRET, k)
    source, slot = option // PACK, option % PACK
    cost = cost_nb(s, ACT_LEARN_SECRET, LEARN_SECRET_AP)
    s[LEARNED_SECRET] = 1
    pick = -1  # the drawn Secret kept (P30)
    if source == SOURCE_DRAW:
        at = prophecy_op_nb(s, OP_SECRET_DRAW, 0, 0)
        n = min(s[at + P_SECRET_DRAW_N], s[SECRET_STACK_N], MAX_DRAWN)
        drawn = 0  # the drawn Secrets, 5 bits each (MAX_SECRETS <= 32)
        for i in range(n):
            sec = stack_draw_nb(s)
            record_nb(s, tr, EV_SECRET, seat, sec, SPLACE_STACK, SPLACE_DRAWN, i, SECRET_CAUSE_DRAW, -1)
            drawn |= sec << (5 * i)
        for i in range(n):  # the drawn Secret itself in the option: its drawer sees it
            s[OPTIONS + i] = pack_nb(SOURCE_DRAWN + ((drawn >> (5 * i)) & 31), slot)
        kept = ask_nb(s, rng, w, seat, DECIDE_LEARN_SECRET, n) // PACK - SOURCE_DRAWN
        secret = -1
        for i in range(n):
            sec = (drawn >> (5 * i)) & 31
            if sec == kept:
                secret = sec
                pick = i
            else:
                stack_bottom_nb(s, sec)
                record_nb(s, tr, EV_SECRET, seat, sec, SPLACE_DRAWN, SPLACE_STACK, -1, SECRET_CAUSE_DRAW, i)
    else:
        secret = s[ACADEMY_SECRET + source]
        s[ACADEMY_SECRET + source] = -1
    at = PROTEGE_SECRET + seat * PROTEGE_SECRETS + slot
    old = s[at]
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_LEARN_SECRET, cost, ap - cost, secret, slot)
    record_nb(s, tr, EV_ACTION_CONTEXT, old, 0, 0, 0, 0, 0, 0)
    if old >= 0:
        record_nb(s, tr, EV_SECRET, seat, old, SPLACE_PROTEGE, SPLACE_BOX, -1, SECRET_CAUSE_REPLACED, slot)
        back = s[ANJALI_COINS + seat * PROTEGE_SECRETS + slot]  # Anjali's Coins on it come back (G85)
        if back > 0:
            s[ANJALI_COINS + seat * PROTEGE_SECRETS + slot] = 0
            gain_nb(s, tr, seat, 0, back, 0, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)
    record_nb(s, tr, EV_SECRET, seat, secret, SPLACE_DRAWN if source == SOURCE_DRAW else SPLACE_ACADEMY,
              SPLACE_PROTEGE, slot, SECRET_CAUSE_LEARN, pick if source == SOURCE_DRAW else source)
    s[at] = secret
    s[MARKS + seat * N_MARKS + MARK_SECRETS_LEARNED] += 1
    return cost


@lean_kernel
def can_discover_nb(s, ap):
    """Discover New Secrets needs an empty Academy Secret slot (G55) and a Secret in the stack."""
    if s[ACADEMY] == 0 or s[SECRET_STACK_N] == 0 or ap < cost_nb(s, ACT_DISCOVER, DISCOVER_AP):
        return False
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] < 0:
            return True
    return False


@lean_kernel
def discover_nb(s, tr, seat, ch, ap):
    """Discover New Secrets: the stack's top Secret face up onto the first empty Academy slot."""
    cost = cost_nb(s, ACT_DISCOVER, DISCOVER_AP)
    slot = 0
    while s[ACADEMY_SECRET + slot] >= 0:
        slot += 1
    secret = stack_draw_nb(s)
    s[ACADEMY_SECRET + slot] = secret
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_DISCOVER, cost, ap - cost, secret, slot)
    record_nb(s, tr, EV_SECRET, seat, secret, SPLACE_STACK, SPLACE_ACADEMY, slot, SECRET_CAUSE_DISCOVER, -1)
    return cost


@lean_kernel
def secret_for_placement_nb(s, rng, tr, w, seat, ch, loc, anjali):
    """A Secret's ability for the placement in progress (docs/trickerion.md T105): the Protégé
    uses one of its Secrets of the placement's location, or (``anjali``) Anjali's Apprentice one
    of hers that holds a Coin, spending it (G85). Its effect is in force as an SA card's text would
    be (SA_TEXT: Secret k is SA card N_SA + k), so only when no SA card's text is. The seat
    chooses which, or none (DECIDE_SECRET_USE)."""
    if s[ACADEMY] == 0 or s[SA_TEXT] >= 0:
        return
    base = PROTEGE_SECRET + seat * PROTEGE_SECRETS
    k = 1
    s[OPTIONS] = -1
    for i in range(PROTEGE_SECRETS):
        secret = s[base + i]
        if secret < 0 or s[SA_LOC + s[N_SA] + secret] != loc:
            continue
        if anjali and s[ANJALI_COINS + seat * PROTEGE_SECRETS + i] == 0:
            continue
        s[OPTIONS + k] = i
        k += 1
    if k == 1:
        return
    i = ask_nb(s, rng, w, seat, DECIDE_SECRET_USE, k)
    if i < 0:
        return
    secret = s[base + i]
    if anjali:
        s[ANJALI_COINS + seat * PROTEGE_SECRETS + i] -= 1
    record_nb(s, tr, EV_SECRET_USE, seat, ch, secret, 1 if anjali else 0, 0, 0, 0)
    s[SA_TEXT] = s[N_SA] + secret
    s[SA_TEXT_SPENT] = 0
