"""The Magicians' abilities outside the Theater (RULES §1.16, G78, G79, G83, G90; the Dark Alley
versions): The Mechaniker's Mechanical Enhancement, The Great Optico's Mimesis, The Gentleman's
Magic for the Masses and the Priestess' Fate Weaving. Only with ABILITIES_ON (not in the base game
nor `-noabilities`); each seat's ability is its Magician's MAGICIAN_ABILITY. The Theater's
abilities (Supercharge, Break Free, Trick Steal, Soul Possession) are the Theater's kernels'.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import KIND_APPRENTICE, KIND_MAGICIAN, ch_kind_nb, tricks_owned_nb
from simkit.games.trickerion.dark_alley_nb import draw_prophecy_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import cost_nb
from simkit.games.trickerion.layout import (ABILITIES_ON, ABILITY_USED, ACT_FATE_WEAVING, CHAR_CARD, CHAR_REVEALED,
                                            CHAR_SA, DECIDE_ABILITY, DECIDE_FATE_WEAVING, DECIDE_MIMESIS, LOC_ROLE,
                                            LOC_THEATER, MAGICIAN, MAGICIAN_ABILITY, MARK_FORTUNE_TELLINGS, MARKS, MAX_CHARS, N_MARKS,
                                            N_PLAYERS, N_SA,
                                            OPTIONS, PENDING, PR_ACTIVE, PR_PENDING, ROLE_ACADEMY, ROLE_DARK_ALLEY,
                                            ROLE_DOWNTOWN, ROLE_MARKET_ROW, SA_IN_ASSIGNED, SA_LOC, SA_OWNER, SA_PLACE)
from simkit.games.trickerion.records import EV_ABILITY, EV_ACTION, EV_PROPHECY, GAIN_ABILITY, PROPHECY_CAUSE_FATE
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.vocabulary import ABILITIES

MECHANICAL_ENHANCEMENT = ABILITIES.index("mechanical_enhancement")
MIMESIS = ABILITIES.index("mimesis")
MAGIC_FOR_THE_MASSES = ABILITIES.index("magic_for_the_masses")
FATE_WEAVING = ABILITIES.index("fate_weaving")
WHISPERER_OF_SECRETS = ABILITIES.index("whisperer_of_secrets")
ENHANCEMENT_AP = 1  # G78
FATE_WEAVING_AP = 1  # "for 1 Dark Alley AP" [BGA, RAS]


@leaf
def has_ability_nb(s, seat, ability):
    return s[ABILITIES_ON] == 1 and s[MAGICIAN_ABILITY + s[MAGICIAN + seat]] == ability


@lean_kernel
def mechanical_enhancement_nb(s, rng, w, seat, ch, loc):
    """G78: once a turn, +1 AP to an Apprentice the seat places outside the Theater, if it
    chooses (the first one it chooses to give it to). Returns the AP it adds (the placement
    records it)."""
    if (not has_ability_nb(s, seat, MECHANICAL_ENHANCEMENT) or s[ABILITY_USED + seat] == 1 or loc == LOC_THEATER
            or ch_kind_nb(s, seat, ch) != KIND_APPRENTICE):
        return 0
    s[OPTIONS] = 0
    s[OPTIONS + 1] = 1
    if ask_nb(s, rng, w, seat, DECIDE_ABILITY, 2) == 0:
        return 0
    s[ABILITY_USED + seat] = 1
    return ENHANCEMENT_AP


@lean_kernel
def magic_for_the_masses_nb(s, tr, seat, ch, loc):
    """G83: the Gentleman's Magician placed at Downtown, the Market Row, the Dark Alley (or the
    Academy) gains Fame = the Tricks the seat owns."""
    if not has_ability_nb(s, seat, MAGIC_FOR_THE_MASSES) or ch_kind_nb(s, seat, ch) != KIND_MAGICIAN:
        return
    if loc == LOC_THEATER:
        return
    role = s[LOC_ROLE + loc]
    if role != ROLE_DOWNTOWN and role != ROLE_MARKET_ROW and role != ROLE_DARK_ALLEY and role != ROLE_ACADEMY:
        return
    fame = tricks_owned_nb(s, seat)
    record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], MAGIC_FOR_THE_MASSES, ch, fame, 0, 0)
    if fame > 0:
        gain_nb(s, tr, seat, fame, 0, 0, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)


@lean_kernel
def mimesis_nb(s, rng, tr, w, seat, ch):
    """G79: once a turn, The Great Optico's character placed with a Permanent card may use it as a
    copy of an opponent's revealed SA card of the same location (its text or its +1 AP, D11
    next); the copied card stays with its owner. Returns the copied card, -1 (the placement
    records it)."""
    at = seat * MAX_CHARS + ch
    if not has_ability_nb(s, seat, MIMESIS) or s[ABILITY_USED + seat] == 1 or s[CHAR_SA + at] >= 0:
        return -1
    loc = s[CHAR_CARD + at]
    k = 0
    s[OPTIONS + k] = 0
    k += 1
    for card in range(s[N_SA]):
        if (s[SA_PLACE + card] == SA_IN_ASSIGNED and s[SA_OWNER + card] != seat and s[SA_LOC + card] == loc
                and revealed_card_nb(s, card)):
            s[OPTIONS + k] = 1 + card
            k += 1
    if k == 1:
        return -1
    choice = ask_nb(s, rng, w, seat, DECIDE_MIMESIS, k)
    if choice == 0:
        return -1
    s[ABILITY_USED + seat] = 1
    return choice - 1


@leaf
def revealed_card_nb(s, card):
    """An assigned SA card is face up once its character's card is revealed (P20: at its placement)."""
    owner = s[SA_OWNER + card]
    for ch in range(MAX_CHARS):
        if s[CHAR_SA + owner * MAX_CHARS + ch] == card:
            return s[CHAR_REVEALED + owner * MAX_CHARS + ch] == 1
    return False


@lean_kernel
def can_weave_fate_nb(s, seat, ap):
    """Fate Weaving needs an Active Prophecy (none on turn I) and a Pending one."""
    if not has_ability_nb(s, seat, FATE_WEAVING) or s[PR_ACTIVE] < 0 or s[PR_PENDING] < 0:
        return False
    return ap >= cost_nb(s, ACT_FATE_WEAVING, FATE_WEAVING_AP)


@lean_kernel
def fate_weaving_nb(s, rng, tr, w, seat, ch, ap):
    """The Priestess' Dark Alley ability (G90): for 1 AP at the Dark Alley the Active Prophecy is
    discarded and a Pending one of her choice becomes Active; the others keep their order and a
    new one is drawn into the last slot (T62)."""
    k = 0
    for i in range(PENDING):
        if s[PR_PENDING + i] >= 0:
            s[OPTIONS + k] = i
            k += 1
    slot = ask_nb(s, rng, w, seat, DECIDE_FATE_WEAVING, k)
    cost = cost_nb(s, ACT_FATE_WEAVING, FATE_WEAVING_AP)
    record_nb(s, tr, EV_ACTION, seat, ch, ACT_FATE_WEAVING, cost, ap - cost, s[PR_PENDING + slot], 0)
    s[PR_ACTIVE] = s[PR_PENDING + slot]
    for i in range(slot, PENDING - 1):
        s[PR_PENDING + i] = s[PR_PENDING + i + 1]
    drawn = draw_prophecy_nb(s)
    s[PR_PENDING + PENDING - 1] = drawn
    s[MARKS + seat * N_MARKS + MARK_FORTUNE_TELLINGS] += 1
    record_nb(s, tr, EV_PROPHECY, PROPHECY_CAUSE_FATE, s[PR_ACTIVE], s[PR_PENDING], s[PR_PENDING + 1],
              s[PR_PENDING + 2], drawn, 0)
    return cost


@lean_kernel
def reset_abilities_nb(s):
    """A new turn: the once-a-turn abilities are ready again."""
    for p in range(s[N_PLAYERS]):
        s[ABILITY_USED + p] = 0
