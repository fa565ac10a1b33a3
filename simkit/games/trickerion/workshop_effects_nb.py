"""The Workshop's Special Assignment cards (docs/trickerion-effects.md, "Workshop"; DATA.md
Appendix C, A16-A24): their primitives at the Prepare they modify (the placement's first Prepare
while the card's text is in force, G28) and, for hidden_talent, at Return Characters.

The Prepare (workshop_nb.prepare_nb) asks here, in this order: which Tricks it may prepare
(prepare_lacking), the tokens to return (prepare_return_components: decided before the action's
record, which shows the markers placed, and returned after it), how many markers it places
(prepare_markers, prepare_return_components, prepare_lacking; the symbol's free markers cap them,
G44), then what follows the markers (after_prepare_nb): one of them on stage (prepare_to_stage),
a marker on another Trick (prepare_marker_elsewhere), the enhancement (enhance_trick), the yield
now (prepare_yield_now), Fame per component (prepare_fame_per_component), and the mark that makes
the Apprentice a Specialist at Return Characters (hidden_talent). With no card in force every
answer is the base game's. Only the card's text counts: a Prophecy with these ops does nothing.

``enhanced_yield_nb`` is the Trick's yield with its enhancement: the Theater's yields read it.
"""

from simkit.games.trickerion.academy_rooms_nb import EXTRA_MARKER, practice_ability_nb
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import (KIND_APPRENTICE, KIND_SPECIALIST, ch_kind_nb, components_met_nb,
                                              effective_nb, free_slot_for_type_nb)
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import _op, _param, card_op_nb
from simkit.games.trickerion.layout import (CH_HOME, CH_NONE, CHAR_CARD, CHAR_FREE, CHAR_LOC, CHAR_NUMBER,
                                            CHAR_SLOT, CHAR_STATE, CHAR_TYPE, COINS, COMPONENT_TIER, CTYPE_KIND,
                                            CTYPE_WAGE, DECIDE_HIDDEN_TALENT, DECIDE_MARKER_ELSEWHERE, DECIDE_ON_STAGE,
                                            DECIDE_RETURN_COMPONENT, GRID, HELD, MARK_FAME_LOST, MARK_WAGES_UNPAID,
                                            MARKERS_FREE, MARKERS_PER_SYMBOL, MARKS, MAX_CHARS, MAX_COMPONENTS,
                                            N_CHARACTER_TYPES, N_COMPONENT_TYPES, N_MARKS, N_TRICKS, OPTIONS, SA_TEXT,
                                            SHARDS, SYMBOLS, TALENT, TRACK_CARD, TRACK_OWNER, TRACK_SYMBOL, TRACK_UP,
                                            TRICK_CATEGORY, TRICK_ENHANCED, TRICK_LEVEL, TRICK_NEEDS, TRICK_ON_CARD,
                                            TRICK_OWNER, TRICK_SYMBOL, TRICK_YIELD, UNPAID_WAGE_FAME)
from simkit.games.trickerion.moves_nb import prepare_count_with_nb, put_markers_nb, return_component_nb
from simkit.games.trickerion.records import (COMP_CAUSE_RETURN, EV_ELSEWHERE, EV_ENHANCE, EV_HIDDEN_TALENT,
                                             EV_MARKER, EV_MARKER_CONTEXT, EV_ON_STAGE, EV_RETURNED,
                                             GAIN_SPECIAL_ASSIGNMENT,
                                             MARKER_CAUSE_PREPARE, MPLACE_CARD, MPLACE_TRICK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_geometry import neighbour, up_facing
from simkit.games.trickerion.theater_options import (option_place, place_direction, place_position, place_slot,
                                                     set_up_symbol)
from simkit.games.trickerion.theater_set_up import set_up_options_nb
from simkit.games.trickerion.vocabulary import ACTIONS

ACTION_PREPARE = ACTIONS.index("prepare")
OP_PREPARE_MARKERS = _op("prepare_markers")
P_PREPARE_MARKERS_N = _param("prepare_markers", "n")
OP_PREPARE_YIELD_NOW = _op("prepare_yield_now")
OP_PREPARE_MARKER_ELSEWHERE = _op("prepare_marker_elsewhere")
OP_PREPARE_FAME_PER_COMPONENT = _op("prepare_fame_per_component")
P_FAME_PER_COMPONENT_TIERS = _param("prepare_fame_per_component", "tiers")
OP_PREPARE_LACKING = _op("prepare_lacking")
P_LACKING_TYPES = _param("prepare_lacking", "types")
P_LACKING_MARKERS = _param("prepare_lacking", "markers")
OP_PREPARE_RETURN_COMPONENTS = _op("prepare_return_components")
P_RETURN_MAX = _param("prepare_return_components", "max")
P_RETURN_MARKERS = _param("prepare_return_components", "markers")
P_RETURN_FAME = _param("prepare_return_components", "fame")
P_RETURN_COINS = _param("prepare_return_components", "coins")
OP_ENHANCE_TRICK = _op("enhance_trick")
P_ENHANCE_SHARDS = _param("enhance_trick", "shards")
P_ENHANCE_FAME = _param("enhance_trick", "fame")
P_ENHANCE_COINS = _param("enhance_trick", "coins")
OP_PREPARE_TO_STAGE = _op("prepare_to_stage")
OP_HIDDEN_TALENT = _op("hidden_talent")

RETURN_NONE = -1  # DECIDE_RETURN_COMPONENT: return no more tokens (options.py)


@lean_kernel
def prepare_op_nb(s, op):
    """The step with ``op`` of the SA card in force on this Prepare; -1."""
    return card_op_nb(s, ACTION_PREPARE, op, 0, 0)


@leaf
def enhanced_yield_nb(s, trick, r):
    """The Trick's yield ``r`` (0 Fame, 1 Coins, 2 Shards) per marker, with what enhance_trick
    added to its Fame and Coins for the rest of the game."""
    y = s[TRICK_YIELD + trick * 3 + r]
    if r < 2:
        y += s[TRICK_ENHANCED + trick * 2 + r]
    return y


# ---- which Tricks, how many markers --------------------------------------------------------------

@leaf
def lacking_types_nb(s, seat, trick):
    """The Trick's required component types the seat does not meet (Manager slot counted, G44)."""
    n = 0
    for k in range(s[N_COMPONENT_TYPES]):
        need = s[TRICK_NEEDS + trick * MAX_COMPONENTS + k]
        if need > 0 and effective_nb(s, seat, k) < need:
            n += 1
    return n


@leaf
def components_ok_nb(s, seat, trick):
    """The Prepare's component rule: met (G44), or lacking at most the types a prepare_lacking in
    force allows."""
    if components_met_nb(s, seat, trick):
        return True
    at = prepare_op_nb(s, OP_PREPARE_LACKING)
    return at >= 0 and lacking_types_nb(s, seat, trick) <= s[at + P_LACKING_TYPES]


@lean_kernel
def card_prepare_count_nb(s, seat, trick, returned):
    """The markers this Prepare places: prepare_markers' ``n`` more, each of the ``returned``
    tokens' ``markers`` more, at most prepare_lacking's ``markers`` if the Trick lacks a type;
    never below 0, capped by the symbol's free markers (G44)."""
    extra = practice_ability_nb(s, trick, EXTRA_MARKER)  # a Practice Room's Extra Marker (the Academy)
    most = MARKERS_PER_SYMBOL
    at = prepare_op_nb(s, OP_PREPARE_MARKERS)
    if at >= 0:
        extra += s[at + P_PREPARE_MARKERS_N]
    at = prepare_op_nb(s, OP_PREPARE_RETURN_COMPONENTS)
    if at >= 0:
        extra += returned * s[at + P_RETURN_MARKERS]
    at = prepare_op_nb(s, OP_PREPARE_LACKING)
    if at >= 0 and not components_met_nb(s, seat, trick):
        most = s[at + P_LACKING_MARKERS]
    return prepare_count_with_nb(s, seat, trick, extra, most)


# ---- prepare_return_components -------------------------------------------------------------------

@lean_kernel
def choose_returns_nb(s, rng, w, seat, trick, chosen):
    """prepare_return_components' choice, before anything moves: one token at a time
    (DECIDE_RETURN_COMPONENT), of a type the Trick requires, at most its requirement of that type
    and what the seat holds, up to the card's ``max`` tokens; ``chosen[type]`` counts them (zeros
    on entry). Returns how many."""
    at = prepare_op_nb(s, OP_PREPARE_RETURN_COMPONENTS)
    if at < 0:
        return 0
    total = 0
    for _ in range(s[at + P_RETURN_MAX]):
        s[OPTIONS] = RETURN_NONE
        k = 1
        for comp in range(s[N_COMPONENT_TYPES]):
            most = min(s[TRICK_NEEDS + trick * MAX_COMPONENTS + comp], s[HELD + seat * MAX_COMPONENTS + comp])
            if most - chosen[comp] > 0:
                s[OPTIONS + k] = comp
                k += 1
        if k == 1:
            break
        comp = ask_nb(s, rng, w, seat, DECIDE_RETURN_COMPONENT, k)
        if comp == RETURN_NONE:
            break
        chosen[comp] += 1
        total += 1
    return total


@lean_kernel
def return_tokens_nb(s, tr, seat, chosen, total):
    """The chosen tokens go back to the supply; each gives the card's Fame and Coins (one gain)."""
    if total == 0:
        return
    at = prepare_op_nb(s, OP_PREPARE_RETURN_COMPONENTS)
    for comp in range(s[N_COMPONENT_TYPES]):
        if chosen[comp] > 0:
            record_nb(s, tr, EV_RETURNED, seat, comp, chosen[comp], 0, 0, 0, 0)
    for comp in range(s[N_COMPONENT_TYPES]):
        for _ in range(chosen[comp]):
            return_component_nb(s, tr, seat, comp, COMP_CAUSE_RETURN)
    fame = total * s[at + P_RETURN_FAME]
    coins = total * s[at + P_RETURN_COINS]
    if fame > 0 or coins > 0:
        gain_nb(s, tr, seat, fame, coins, 0, GAIN_SPECIAL_ASSIGNMENT, s[SA_TEXT], OP_PREPARE_RETURN_COMPONENTS, -1)


# ---- after the markers ---------------------------------------------------------------------------

@lean_kernel
def to_stage_nb(s, rng, tr, w, seat, trick):
    """prepare_to_stage: one of the new markers goes onto a free slot of a Performance card by Set
    Up's rules (the Theater's set_up_options_nb, this Trick's symbol only; DECIDE_ON_STAGE), turned
    to face one of the slot's circles. It is no Set Up: nothing is paid (no Link payment, no
    Shard circle). Nothing happens without a marker or a legal slot."""
    if s[TRICK_ON_CARD + trick] <= 0:
        return
    symbol = s[TRICK_SYMBOL + trick]
    n = set_up_options_nb(s, seat)
    k = 0
    for i in range(n):
        option = s[OPTIONS + i]
        if set_up_symbol(option) == symbol:
            s[OPTIONS + k] = option
            k += 1
    if k == 0:
        return
    place = option_place(ask_nb(s, rng, w, seat, DECIDE_ON_STAGE, k))
    pos = place_position(place)
    slot = place_slot(place)
    d = place_direction(place)
    card = s[TRACK_CARD + pos]
    up = up_facing(s, s[TRICK_CATEGORY + trick], d)
    s[TRICK_ON_CARD + trick] -= 1
    at = pos * GRID + slot
    s[TRACK_OWNER + at] = seat
    s[TRACK_SYMBOL + at] = symbol
    s[TRACK_UP + at] = up
    record_nb(s, tr, EV_ON_STAGE, seat, trick, symbol, card, slot, up, neighbour(slot, d))
    record_nb(s, tr, EV_MARKER, seat, trick, symbol, 1, MPLACE_TRICK, MPLACE_CARD, MARKER_CAUSE_PREPARE)
    record_nb(s, tr, EV_MARKER_CONTEXT, card, slot, 0, 0, 0, 0, 0)


@lean_kernel
def marker_elsewhere_nb(s, rng, tr, w, seat, trick):
    """prepare_marker_elsewhere: 1 marker onto another of the seat's Tricks of the same or a lower
    level whose card holds no marker and whose symbol has a free marker (G44), components met or
    not (DECIDE_MARKER_ELSEWHERE); nothing if there is none."""
    k = 0
    for t in range(s[N_TRICKS]):
        if (t != trick and s[TRICK_OWNER + t] == seat and s[TRICK_LEVEL + t] <= s[TRICK_LEVEL + trick]
                and s[TRICK_ON_CARD + t] == 0 and s[MARKERS_FREE + seat * SYMBOLS + s[TRICK_SYMBOL + t]] > 0):
            s[OPTIONS + k] = t
            k += 1
    if k == 0:
        return
    other = ask_nb(s, rng, w, seat, DECIDE_MARKER_ELSEWHERE, k)
    record_nb(s, tr, EV_ELSEWHERE, seat, other, 0, 0, 0, 0, 0)
    put_markers_nb(s, tr, seat, other, 1, MARKER_CAUSE_PREPARE)


@lean_kernel
def enhance_nb(s, tr, seat, trick, at):
    """enhance_trick: the seat pays ``shards`` Shards onto the Trick, whose Fame and Coin yields are
    ``fame`` and ``coins`` higher for the rest of the game (enhancements add up); nothing if it
    lacks the Shards (the record says whether it paid)."""
    shards = s[at + P_ENHANCE_SHARDS]
    card = s[SA_TEXT]
    fame = s[at + P_ENHANCE_FAME]
    coins = s[at + P_ENHANCE_COINS]
    if s[SHARDS + seat] < shards:
        record_nb(s, tr, EV_ENHANCE, seat, trick, card, 0, shards, fame, coins)
        return
    s[TRICK_ENHANCED + trick * 2] += fame
    s[TRICK_ENHANCED + trick * 2 + 1] += coins
    record_nb(s, tr, EV_ENHANCE, seat, trick, card, 1, shards, fame, coins)
    if shards > 0:
        gain_nb(s, tr, seat, 0, 0, -shards, GAIN_SPECIAL_ASSIGNMENT, card, OP_ENHANCE_TRICK, -1)


@lean_kernel
def after_prepare_nb(s, rng, tr, w, seat, ch, trick):
    """What the card in force does once the Prepare's markers are placed (module docstring)."""
    card = s[SA_TEXT]
    if card < 0:
        return
    if prepare_op_nb(s, OP_PREPARE_TO_STAGE) >= 0:
        to_stage_nb(s, rng, tr, w, seat, trick)
    if prepare_op_nb(s, OP_PREPARE_MARKER_ELSEWHERE) >= 0:
        marker_elsewhere_nb(s, rng, tr, w, seat, trick)
    at = prepare_op_nb(s, OP_ENHANCE_TRICK)
    if at >= 0:
        enhance_nb(s, tr, seat, trick, at)
    if prepare_op_nb(s, OP_PREPARE_YIELD_NOW) >= 0:
        fame = enhanced_yield_nb(s, trick, 0)
        coins = enhanced_yield_nb(s, trick, 1)
        shards = enhanced_yield_nb(s, trick, 2)
        if fame > 0 or coins > 0 or shards > 0:
            gain_nb(s, tr, seat, fame, coins, shards, GAIN_SPECIAL_ASSIGNMENT, card, OP_PREPARE_YIELD_NOW, -1)
    at = prepare_op_nb(s, OP_PREPARE_FAME_PER_COMPONENT)
    if at >= 0:
        fame = 0
        for k in range(s[N_COMPONENT_TYPES]):
            if (s[at + P_FAME_PER_COMPONENT_TIERS] >> s[COMPONENT_TIER + k]) & 1 == 1:
                fame += s[TRICK_NEEDS + trick * MAX_COMPONENTS + k]
        if fame > 0:
            gain_nb(s, tr, seat, fame, 0, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_PREPARE_FAME_PER_COMPONENT, -1)
    if prepare_op_nb(s, OP_HIDDEN_TALENT) >= 0 and ch_kind_nb(s, seat, ch) == KIND_APPRENTICE:
        s[TALENT + seat * MAX_CHARS + ch] = 1 + card  # the card whose text it used (a Mimesis copy is not its own)


# ---- hidden_talent at Return Characters ----------------------------------------------------------

@lean_kernel
def hidden_talent_nb(s, rng, tr, w, seat):
    """Return Characters, after everyone is home: each Apprentice of the seat that prepared under
    hidden_talent this turn becomes a Specialist the seat lacks (one it neither owns nor hired this
    turn; DECIDE_HIDDEN_TALENT if several), at home, in that Specialist's character slot; its
    wage is due now, on top of the Apprentice's paid at Wages, each Coin short costing
    UNPAID_WAGE_FAME Fame (G72). A seat lacking no Specialist keeps its Apprentice. The
    Apprentice's SA card stays on its slot until the discard (G29)."""
    for ch in range(MAX_CHARS):
        at = seat * MAX_CHARS + ch
        if s[TALENT + at] == 0:
            continue
        card = s[TALENT + at] - 1
        s[TALENT + at] = 0
        k = 0
        for t in range(s[N_CHARACTER_TYPES]):
            if s[CTYPE_KIND + t] == KIND_SPECIALIST and free_slot_for_type_nb(s, seat, t) >= 0:
                s[OPTIONS + k] = t
                k += 1
        if k == 0:
            continue
        ctype = ask_nb(s, rng, w, seat, DECIDE_HIDDEN_TALENT, k)
        slot = free_slot_for_type_nb(s, seat, ctype)
        s[CHAR_TYPE + at] = -1
        s[CHAR_STATE + at] = CH_NONE
        s[CHAR_FREE + at] = 0
        s[CHAR_NUMBER + at] = 0
        to = seat * MAX_CHARS + slot
        s[CHAR_TYPE + to] = ctype
        s[CHAR_STATE + to] = CH_HOME
        s[CHAR_CARD + to] = -1
        s[CHAR_LOC + to] = -1
        s[CHAR_SLOT + to] = -1
        s[CHAR_FREE + to] = 0
        s[CHAR_NUMBER + to] = 0
        due = s[CTYPE_WAGE + ctype]
        paid = min(due, s[COINS + seat])
        short = due - paid
        record_nb(s, tr, EV_HIDDEN_TALENT, seat, ch, slot, ctype, due, paid, short)
        if paid > 0:
            gain_nb(s, tr, seat, 0, -paid, 0, GAIN_SPECIAL_ASSIGNMENT, card, OP_HIDDEN_TALENT, -1)
        if short > 0:
            s[MARKS + seat * N_MARKS + MARK_WAGES_UNPAID] += short
            lost = gain_nb(s, tr, seat, -short * s[UNPAID_WAGE_FAME], 0, 0, GAIN_SPECIAL_ASSIGNMENT, card,
                           OP_HIDDEN_TALENT, -1)
            s[MARKS + seat * N_MARKS + MARK_FAME_LOST] -= lost
