"""The card effects in force (docs/trickerion-effects.md): the Active Prophecy's, for every seat
all turn, and the Special Assignment card whose text the placement in progress uses (SA_TEXT), for
the first action of the kind it names (G28; "any": the whole placement). Rule points ask here for a
primitive and read its parameters; with nothing in force (the base game) every answer is the rule's
own number, so the base game plays exactly as before.

Effects are rows of the catalogue (SA_EFFECT, PR_EFFECT): ``[op, p0, p1, p2, p3]`` per step, the
op an index of the vocabulary's EFFECT_OPS and the parameters in its declared order
(simkit/games/trickerion/effect_data.py); ``at + P_...`` below reads one.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.layout import (ACT_DISCOVER, ACT_LEARN_SECRET, ACT_PRACTICE, ACT_RENOVATE, ACT_TEACH,
                                            ACT_BUY, ACT_DRAW_FIRST, ACT_DRAW_FURTHER, ACT_FORTUNE_TELLING, ACT_HIRE,
                                            ACT_LEARN, ACT_MOVE_APPRENTICE, ACT_MOVE_COMPONENTS, ACT_MOVE_TRICK,
                                            ACT_ORDER, ACT_PREPARE, ACT_QUICK_ORDER, ACT_REROLL, ACT_RESCHEDULE,
                                            ACT_SET_DIE, ACT_SET_UP, ACT_STOP, ACT_TAKE_COINS, ADVERTISED, EFFECT_ROW,
                                            EFFECT_STEPS, N_ACTIONS, PR_ACTIVE, PR_EFFECT, SA_ACTION, SA_EFFECT,
                                            SA_TEXT, SA_TEXT_SPENT, CONTRAPTION_ACTION, CONTRAPTION_EFFECT,
                                            CONTRAPTION_IN_FORCE, CONTRAPTION_SPENT, CONTRAPTIONS, DAWN, FAVOURITE,
                                            N_PLAYERS)
from simkit.games.trickerion.vocabulary import ACTIONS, EFFECT_OPS, MODES, WHO

OP_NAMES = tuple(EFFECT_OPS)


def _op(name: str) -> int:
    return OP_NAMES.index(name)


def _param(op: str, name: str) -> int:
    """The offset of a parameter from its step's start (the op is at 0)."""
    return 1 + [p.name for p in EFFECT_OPS[op]].index(name)


# the vocabulary's action id of each ACT_* (the engine's actions; -1 for stop)
_ACT_WORDS = {ACT_LEARN: "learn", ACT_HIRE: "hire", ACT_TAKE_COINS: "take_coins", ACT_REROLL: "reroll",
              ACT_SET_DIE: "set_die", ACT_BUY: "buy", ACT_ORDER: "order", ACT_QUICK_ORDER: "quick_order",
              ACT_PREPARE: "prepare", ACT_MOVE_TRICK: "move_trick", ACT_MOVE_COMPONENTS: "move_components",
              ACT_MOVE_APPRENTICE: "move_apprentice", ACT_SET_UP: "set_up", ACT_RESCHEDULE: "reschedule",
              ACT_DRAW_FIRST: "draw_first", ACT_DRAW_FURTHER: "draw_further",
              ACT_FORTUNE_TELLING: "fortune_telling", ACT_RENOVATE: "renovate", ACT_PRACTICE: "practice",
              ACT_TEACH: "teach", ACT_LEARN_SECRET: "learn_secret", ACT_DISCOVER: "discover"}
EFFECT_ACTION_OF = tuple(ACTIONS.index(_ACT_WORDS[a]) if a in _ACT_WORDS else -1 for a in range(N_ACTIONS))
assert EFFECT_ACTION_OF[ACT_STOP] == -1
ACTION_ANY = ACTIONS.index("any")
ACTION_PERFORM = ACTIONS.index("perform")

OP_ACTION_COST = _op("action_cost")
P_ACTION_COST_ACTION = _param("action_cost", "action")
P_ACTION_COST_AP = _param("action_cost", "ap")
OP_ACTION_AP = _op("action_ap")
P_ACTION_AP_ACTION = _param("action_ap", "action")
P_ACTION_AP_DELTA = _param("action_ap", "delta")
OP_CHARACTER_AP = _op("character_ap")
P_CHARACTER_AP_WHO = _param("character_ap", "who")
P_CHARACTER_AP_MODE = _param("character_ap", "mode")
P_CHARACTER_AP_VALUE = _param("character_ap", "value")
P_CHARACTER_AP_IF_ADVERTISED = _param("character_ap", "if_advertised")
WHO_APPRENTICE = WHO.index("apprentice")
MODE_SET = MODES.index("set")
OP_SHARD_AP = _op("shard_ap")
P_SHARD_AP_AP = _param("shard_ap", "ap")
OP_SHARD_AP_IN_THEATER = _op("shard_ap_in_theater")
OP_SLOT_COST = _op("slot_cost")
P_SLOT_COST_MODIFIER = _param("slot_cost", "modifier")
P_SLOT_COST_COINS = _param("slot_cost", "coins")
OP_LOWEST_SLOT = _op("lowest_slot")
OP_TWO_PLACEMENTS = _op("two_placements")
OP_REVEAL_AT_PLACEMENT = _op("reveal_at_placement")
OP_ANY_LOCATION = _op("any_location")
OP_SHARD_GAIN_EXTRA = _op("shard_gain_extra")
P_SHARD_GAIN_EXTRA_N = _param("shard_gain_extra", "n")
OP_SHARD_GAIN_FAME = _op("shard_gain_fame")
P_SHARD_GAIN_FAME_FAME = _param("shard_gain_fame", "fame")
OP_HIRE_ARRIVES_NOW = _op("hire_arrives_now")
ACTION_HIRE = ACTIONS.index("hire")
OP_ORDER_DELIVER = _op("order_deliver")  # an "every" primitive: its card is never spent (spend_card_nb)

SHARD_AP = 1  # the Shard buy's AP (G26)


@leaf
def step_of_nb(s, base, op, key_at, key):
    """The offset of the first step of the effect at ``base`` with ``op`` (and, if ``key_at`` > 0,
    its parameter at ``key_at`` equal to ``key``); -1 if none."""
    for k in range(EFFECT_STEPS):
        at = base + k * EFFECT_ROW
        if s[at] == op and (key_at == 0 or s[at + key_at] == key):
            return at
    return -1


@lean_kernel
def prophecy_op_nb(s, op, key_at, key):
    """A step of the Active Prophecy (the whole turn, every seat); -1."""
    p = s[PR_ACTIVE]
    if p < 0:
        return -1
    return step_of_nb(s, PR_EFFECT + p * EFFECT_STEPS * EFFECT_ROW, op, key_at, key)


@lean_kernel
def card_op_nb(s, action, op, key_at, key):
    """A step of the SA card whose text the placement in progress uses, if the card modifies
    ``action`` (a vocabulary action id: its own action, or any for an "any" card) and has not
    been spent on an earlier one (G28); ``action`` ACTION_ANY asks for the placement's own rules
    (the Shard buy, the slot): "any" cards only. Else, with Dawn, a Contraption's in force
    (contraption_op_nb, T126). -1."""
    card = s[SA_TEXT]
    if card >= 0 and s[SA_TEXT_SPENT] == 0:
        modifies = s[SA_ACTION + card]
        if modifies == ACTION_ANY or modifies == action:
            at = step_of_nb(s, SA_EFFECT + card * EFFECT_STEPS * EFFECT_ROW, op, key_at, key)
            if at >= 0:
                return at
    if s[DAWN] == 1:
        return contraption_op_nb(s, action, op, key_at, key)
    return -1


@lean_kernel
def contraption_op_nb(s, action, op, key_at, key):
    """A step of a Contraption activated for the placement in progress (Dawn, G30, T126): as an SA
    card's text, for ``action`` or any, not spent on an earlier action (G28); the first that has
    ``op``, bottom-up (two with one primitive do not add up). Only the placing seat has any in
    force but those for its Performance ("perform": perform_contraption_op_nb). -1."""
    for p in range(s[N_PLAYERS]):
        for k in range(CONTRAPTIONS):
            at = p * CONTRAPTIONS + k
            if s[CONTRAPTION_IN_FORCE + at] == 0 or s[CONTRAPTION_SPENT + at] == 1:
                continue
            c = s[FAVOURITE + p] * CONTRAPTIONS + k
            modifies = s[CONTRAPTION_ACTION + c]
            if modifies == ACTION_PERFORM or (modifies != ACTION_ANY and modifies != action):
                continue
            step = step_of_nb(s, CONTRAPTION_EFFECT + c * EFFECT_STEPS * EFFECT_ROW, op, key_at, key)
            if step >= 0:
                return step
    return -1


@lean_kernel
def perform_contraption_op_nb(s, seat, op, key_at, key):
    """A step of the seat's Contraptions activated this turn for its Performance ("perform"), the
    first that has ``op``, bottom-up; -1."""
    if s[DAWN] == 0 or seat < 0:
        return -1
    for k in range(CONTRAPTIONS):
        c = s[FAVOURITE + seat] * CONTRAPTIONS + k
        if s[CONTRAPTION_IN_FORCE + seat * CONTRAPTIONS + k] == 1 and s[CONTRAPTION_ACTION + c] == ACTION_PERFORM:
            step = step_of_nb(s, CONTRAPTION_EFFECT + c * EFFECT_STEPS * EFFECT_ROW, op, key_at, key)
            if step >= 0:
                return step
    return -1


@lean_kernel
def spend_card_nb(s, act):
    """After an action: a card naming that action has been used on it (G28), unless its
    primitive says "every" (order_deliver, Traveling Merchants: any number of Orders); so has a
    Contraption in force naming it (T126)."""
    card = s[SA_TEXT]
    if card >= 0 and s[SA_ACTION + card] == EFFECT_ACTION_OF[act]:
        if step_of_nb(s, SA_EFFECT + card * EFFECT_STEPS * EFFECT_ROW, OP_ORDER_DELIVER, 0, 0) < 0:
            s[SA_TEXT_SPENT] = 1
    if s[DAWN] == 1 and EFFECT_ACTION_OF[act] >= 0:
        for p in range(s[N_PLAYERS]):
            for k in range(CONTRAPTIONS):
                if s[CONTRAPTION_ACTION + s[FAVOURITE + p] * CONTRAPTIONS + k] == EFFECT_ACTION_OF[act]:
                    s[CONTRAPTION_SPENT + p * CONTRAPTIONS + k] = s[CONTRAPTION_IN_FORCE + p * CONTRAPTIONS + k]


@lean_kernel
def cost_nb(s, act, base):
    """The AP an action (ACT_*) costs: ``base`` (the rules'), set by an ``action_cost`` and
    changed by an ``action_ap`` in force, the Prophecy's first, then the card's; at least 0."""
    action = EFFECT_ACTION_OF[act]
    cost = base
    at = prophecy_op_nb(s, OP_ACTION_COST, P_ACTION_COST_ACTION, action)
    if at >= 0:
        cost = s[at + P_ACTION_COST_AP]
    at = prophecy_op_nb(s, OP_ACTION_AP, P_ACTION_AP_ACTION, action)
    if at >= 0:
        cost += s[at + P_ACTION_AP_DELTA]
    at = card_op_nb(s, action, OP_ACTION_COST, P_ACTION_COST_ACTION, action)
    if at >= 0:
        cost = s[at + P_ACTION_COST_AP]
    at = card_op_nb(s, action, OP_ACTION_AP, P_ACTION_AP_ACTION, action)
    if at >= 0:
        cost += s[at + P_ACTION_AP_DELTA]
    return max(0, cost)


@lean_kernel
def character_ap_nb(s, seat, apprentice, base):
    """A character's base AP for its placement under the Active Prophecy's ``character_ap``."""
    at = prophecy_op_nb(s, OP_CHARACTER_AP, 0, 0)
    if at < 0:
        return base
    if s[at + P_CHARACTER_AP_WHO] == WHO_APPRENTICE and not apprentice:
        return base
    if s[at + P_CHARACTER_AP_IF_ADVERTISED] == 1 and s[ADVERTISED + seat] == 0:
        return base
    if s[at + P_CHARACTER_AP_MODE] == MODE_SET:
        return s[at + P_CHARACTER_AP_VALUE]
    return base + s[at + P_CHARACTER_AP_VALUE]


@lean_kernel
def contraption_character_ap_nb(s, apprentice, base):
    """The placing character's AP under a Contraption in force with ``character_ap`` (Dawn, T126;
    an SA card's text never has one)."""
    if s[DAWN] == 0:
        return base
    at = contraption_op_nb(s, ACTION_ANY, OP_CHARACTER_AP, 0, 0)
    if at < 0 or (s[at + P_CHARACTER_AP_WHO] == WHO_APPRENTICE and not apprentice):
        return base
    if s[at + P_CHARACTER_AP_MODE] == MODE_SET:
        return s[at + P_CHARACTER_AP_VALUE]
    return base + s[at + P_CHARACTER_AP_VALUE]


@lean_kernel
def shard_ap_nb(s):
    """The AP the Shard buy gives: 1, or the most a ``shard_ap`` in force gives."""
    ap = SHARD_AP
    at = prophecy_op_nb(s, OP_SHARD_AP, 0, 0)
    if at >= 0:
        ap = max(ap, s[at + P_SHARD_AP_AP])
    at = card_op_nb(s, ACTION_ANY, OP_SHARD_AP, 0, 0)
    if at >= 0:
        ap = max(ap, s[at + P_SHARD_AP_AP])
    return ap


@lean_kernel
def shard_in_theater_nb(s):
    return prophecy_op_nb(s, OP_SHARD_AP_IN_THEATER, 0, 0) >= 0


@lean_kernel
def slot_coins_nb(s, modifier):
    """Coins a board slot with this AP modifier costs under a ``slot_cost`` in force (0)."""
    at = prophecy_op_nb(s, OP_SLOT_COST, P_SLOT_COST_MODIFIER, modifier)
    return s[at + P_SLOT_COST_COINS] if at >= 0 else 0


@lean_kernel
def lowest_slot_only_nb(s):
    return prophecy_op_nb(s, OP_LOWEST_SLOT, 0, 0) >= 0


@lean_kernel
def two_placements_nb(s):
    return prophecy_op_nb(s, OP_TWO_PLACEMENTS, 0, 0) >= 0


@lean_kernel
def reveal_at_placement_nb(s):
    return prophecy_op_nb(s, OP_REVEAL_AT_PLACEMENT, 0, 0) >= 0


@lean_kernel
def freelancer_nb(s, card):
    """The SA card lets its character go to any other location (``any_location``)."""
    return step_of_nb(s, SA_EFFECT + card * EFFECT_STEPS * EFFECT_ROW, OP_ANY_LOCATION, 0, 0) >= 0
