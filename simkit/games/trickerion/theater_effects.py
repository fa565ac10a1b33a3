"""The card effects and Magician abilities that act in the Theater (docs/trickerion-effects.md,
"Theater"; RULES §1.16): which step of the Active Prophecy or of a Special Assignment card applies
to a Set Up, a Reschedule or a Performance, the gains they cause, and who has which ability.

Where an effect applies (docs/trickerion-effects.md, "When an effect is in force"):

- a Set Up or a Reschedule: the Active Prophecy's step, else that of the card whose text the
  placement uses, for the first action of its kind (effects_nb.card_op_nb, G28);
- a Performance: the Active Prophecy's step, else that of the performer's card: the SA card of
  the seat's Magician (who is on the stage) if the seat used its text and it modifies ``perform``.

A gain an effect causes is the seat's ``gain`` with cause special_assignment (card, op) or
prophecy (Prophecy, op), found from the step's offset (effect_gain_nb); an ability's is cause
ability (context the Magician).
"""

from simkit.games.trickerion.academy_rooms_nb import YIELD_COINS, YIELD_FAME, practice_ability_nb
from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickerion.effects_nb import (ACTION_PERFORM, _op, _param, card_op_nb, perform_contraption_op_nb,
                                               prophecy_op_nb, step_of_nb)
from simkit.games.trickerion.layout import (BOARDS, CONTRAPTION_EFFECT, CONTRAPTIONS, ABILITIES_ON, CHAR_SA, CHAR_SA_USE, EFFECT_ROW, EFFECT_STEPS, MAGICIAN,
                                            MAGICIAN_ABILITY, MAX_CHARS, MAX_SA, N_WEEKDAYS, PR_EFFECT, SA_ACTION,
                                            SA_EFFECT, SA_USE_TEXT, TRICK_ENHANCED, TRICK_YIELD, WEEKDAY_OWNER,
                                            WEEKDAY_YIELD)
from simkit.games.trickerion.records import GAIN_ABILITY, GAIN_CONTRAPTION, GAIN_PROPHECY, GAIN_SPECIAL_ASSIGNMENT
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.vocabulary import ABILITIES, ACTIONS, MODES

ACTION_SET_UP = ACTIONS.index("set_up")
ACTION_RESCHEDULE = ACTIONS.index("reschedule")
MODE_SET = MODES.index("set")
STEP_SIZE = EFFECT_STEPS * EFFECT_ROW  # one card's or Prophecy's effect rows

OP_SET_UP_FAME = _op("set_up_fame")
P_SET_UP_FAME_CATEGORY = _param("set_up_fame", "category")
P_SET_UP_FAME_FAME = _param("set_up_fame", "fame")
OP_GUEST_SLOT = _op("guest_slot")
OP_PAY_EVERY_ADJACENT = _op("pay_every_adjacent")
OP_LINK_PAYMENT_TIMES = _op("link_payment_times")
P_LINK_PAYMENT_TIMES = _param("link_payment_times", "times")
OP_SAME_TRICK_TWICE = _op("same_trick_twice")
OP_SWAP_CARDS = _op("swap_cards")
P_SWAP_CARDS_COINS = _param("swap_cards", "coins")
OP_DURABLE = _op("durable")
P_DURABLE_MARKERS = _param("durable", "markers")
OP_FIASCO = _op("fiasco")
P_FIASCO_OWN = _param("fiasco", "own")
P_FIASCO_OTHER = _param("fiasco", "other")
OP_PREMIERE = _op("premiere")
P_PREMIERE_TIMES = _param("premiere", "times")
OP_STREET_PERFORMANCE = _op("street_performance")
OP_DIRECTORS_FAVOR = _op("directors_favor")
OP_PERFORMER_BONUS_TIMES = _op("performer_bonus_times")
P_PERFORMER_BONUS_TIMES = _param("performer_bonus_times", "times")
OP_COIN_YIELD_AS_FAME = _op("coin_yield_as_fame")
OP_WEEKDAY_YIELD = _op("weekday_yield")
P_WEEKDAY_YIELD_WEEKDAY = _param("weekday_yield", "weekday")
P_WEEKDAY_YIELD_FAME = _param("weekday_yield", "fame")
P_WEEKDAY_YIELD_COINS = _param("weekday_yield", "coins")
P_WEEKDAY_YIELD_MODE = _param("weekday_yield", "mode")
OP_PERFORMER_MODIFIER_FOR_ALL = _op("performer_modifier_for_all")

# the abilities acting in the Theater (RULES §1.16; the Dark Alley versions, G90)
SUPERCHARGE = ABILITIES.index("supercharge")  # Electra, G82
BREAK_FREE = ABILITIES.index("break_free")  # Master of Chains, G90
TRICK_STEAL = ABILITIES.index("trick_steal")  # The Red Lotus, G80
SOUL_POSSESSION = ABILITIES.index("soul_possession")  # Yoruba Spiritmaster, G81


@lean_kernel
def set_up_op_nb(s, op):
    """The step of ``op`` that applies to the Set Up in progress (the Prophecy's, else the card's); -1."""
    at = prophecy_op_nb(s, op, 0, 0)
    return at if at >= 0 else card_op_nb(s, ACTION_SET_UP, op, 0, 0)


@lean_kernel
def reschedule_op_nb(s, op):
    at = prophecy_op_nb(s, op, 0, 0)
    return at if at >= 0 else card_op_nb(s, ACTION_RESCHEDULE, op, 0, 0)


@leaf
def performer_card_nb(s, seat):
    """The SA card whose text applies to the seat's Performance this turn (its Magician's, G28), -1."""
    if seat < 0:
        return -1
    at = seat * MAX_CHARS
    card = s[CHAR_SA + at]
    if card < 0 or s[CHAR_SA_USE + at] != SA_USE_TEXT or s[SA_ACTION + card] != ACTION_PERFORM:
        return -1
    return card


@lean_kernel
def perform_op_nb(s, performer, op, key_at, key):
    """The step of ``op`` (``key_at`` as in effects_nb.step_of_nb) that applies to ``performer``'s
    Performance: the Active Prophecy's, else the performer's card's (``performer`` -1: the
    Prophecy's only), else one of the performer's Contraptions activated for it (Dawn); -1."""
    at = prophecy_op_nb(s, op, key_at, key)
    if at >= 0:
        return at
    card = performer_card_nb(s, performer)
    if card >= 0:
        at = step_of_nb(s, SA_EFFECT + card * STEP_SIZE, op, key_at, key)
        if at >= 0:
            return at
    return perform_contraption_op_nb(s, performer, op, key_at, key)  # Dawn (T126)


@lean_kernel
def effect_gain_nb(s, tr, seat, at, fame, coins, shards):
    """The seat gains what the effect step at ``at`` gives (nothing recorded for nothing): cause
    special_assignment (card, op), contraption (Contraption, op) or prophecy (Prophecy, op), by
    where the step is. Returns the
    Fame gained."""
    if fame == 0 and coins == 0 and shards == 0:
        return 0
    if SA_EFFECT <= at < SA_EFFECT + MAX_SA * STEP_SIZE:
        return gain_nb(s, tr, seat, fame, coins, shards, GAIN_SPECIAL_ASSIGNMENT, (at - SA_EFFECT) // STEP_SIZE,
                       s[at], -1)
    if CONTRAPTION_EFFECT <= at < CONTRAPTION_EFFECT + BOARDS * CONTRAPTIONS * STEP_SIZE:
        return gain_nb(s, tr, seat, fame, coins, shards, GAIN_CONTRAPTION, (at - CONTRAPTION_EFFECT) // STEP_SIZE,
                       s[at], -1)
    return gain_nb(s, tr, seat, fame, coins, shards, GAIN_PROPHECY, (at - PR_EFFECT) // STEP_SIZE, s[at], -1)


@leaf
def has_ability_nb(s, seat, ability):
    """1 if abilities are in play and the seat's Magician has ``ability``."""
    if s[ABILITIES_ON] != 1 or seat < 0:
        return False
    m = s[MAGICIAN + seat]
    return m >= 0 and s[MAGICIAN_ABILITY + m] == ability


@leaf
def ability_seat_nb(s, players, ability):
    """The seat whose Magician has ``ability`` (abilities in play), -1."""
    for seat in range(players):
        if has_ability_nb(s, seat, ability):
            return seat
    return -1


@lean_kernel
def ability_gain_nb(s, tr, seat, magician, fame, coins, shards):
    """The seat gains what ``magician``'s ability gives it (cause ability); nothing for nothing."""
    if fame == 0 and coins == 0 and shards == 0:
        return 0
    return gain_nb(s, tr, seat, fame, coins, shards, GAIN_ABILITY, magician, -1, -1)


# ---- yields (RULES §1.10 step 3, G68) -----------------------------------------------------------

@leaf
def owner_weekday(s, seat, day):
    """The weekday whose modifier the seat's yields take during ``day``'s performance (G68): the
    weekday it claimed this turn, -1 for none; with several (T30), ``day`` itself if it is one of
    them, else the earliest (``day`` -1: the earliest)."""
    if day >= 0 and s[WEEKDAY_OWNER + day] == seat:
        return day
    for d in range(s[N_WEEKDAYS]):
        if s[WEEKDAY_OWNER + d] == seat:
            return d
    return -1


@leaf
def trick_yield_nb(s, trick, r):
    """The Trick's yield, part ``r`` (0 Fame, 1 Coins, 2 Shards), per performed marker: the
    printed one, with what A22 Enhance Trick added to its Fame and Coins for the rest of the game
    (workshop_effects_nb.enhanced_yield_nb, the same rule)."""
    y = s[TRICK_YIELD + trick * 3 + r]
    if r < 2:
        y += s[TRICK_ENHANCED + trick * 2 + r]
        y += practice_ability_nb(s, trick, YIELD_FAME if r == 0 else YIELD_COINS)  # a Practice Room's (the Academy)
    return y


@lean_kernel
def weekday_modifier_nb(s, performer, day, r):
    """Weekday ``day``'s yield modifier, part ``r``, with a ``weekday_yield`` in force (P11, P16,
    P22: the Prophecy's, else the performer's card's) adding to or replacing its Fame and Coins."""
    m = s[WEEKDAY_YIELD + day * 3 + r]
    if r == 2:
        return m
    at = perform_op_nb(s, performer, OP_WEEKDAY_YIELD, P_WEEKDAY_YIELD_WEEKDAY, day)
    if at < 0:
        return m
    value = s[at + P_WEEKDAY_YIELD_FAME] if r == 0 else s[at + P_WEEKDAY_YIELD_COINS]
    return value if s[at + P_WEEKDAY_YIELD_MODE] == MODE_SET else m + value


@lean_kernel
def marker_yield_nb(s, trick, r, weekday, performer):
    """A performed marker's yield, part ``r``: the Trick's plus the weekday's modifier (none for
    ``weekday`` -1), at least 0 (G68)."""
    base = trick_yield_nb(s, trick, r)
    if weekday < 0:
        return base
    value = base + weekday_modifier_nb(s, performer, weekday, r)
    return value if value > 0 else 0

