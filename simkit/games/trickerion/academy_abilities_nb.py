"""The Academy's Magician abilities (RULES §1.16, G84-G89) other than Geer's (academy_nb.renovate_nb):
Lumenia's Luminous Bonds, Master of Chains' The Secret Combination and the Priestess' Déjà Vu
(their Academy versions, G90), Professor Bernard's Mentor of Magicians and Anjali's Coins on her
Secrets (the Secrets' use: academy_nb.secret_for_placement_nb). Only with ABILITIES_ON and the
ruleset's MAGICIAN_ABILITY.
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.abilities_nb import has_ability_nb
from simkit.games.trickerion.board_nb import leave_workshop_nb
from simkit.games.trickerion.dark_alley_nb import move_sa_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (PR_ACTIVE, ACADEMY, ANJALI_COINS, CHAR_SA, COINS,
                                            DECIDE_ABILITY, DECIDE_ANJALI_COIN, DECIDE_LUMINOUS_BOND,
                                            GRID, MAGICIAN, MAX_CHARS, MAX_LINKS, N_PLAYERS, N_TRICKS,
                                            OPTIONS, PC_LINK_A, PC_LINK_B, PC_N_LINKS, PROTEGE_SECRET,
                                            PROTEGE_SECRETS, SA_IN_ASSIGNED, SA_IN_HAND, SA_PLACE, SHARDS,
                                            TRACK_CARD, TRACK_OWNER, TRICK_ASIDE,
                                            TRICK_OWNER, TRICK_SYMBOL)
from simkit.games.trickerion.records import (GAIN_PROPHECY, EV_ABILITY, EV_ANJALI_COIN, EV_ASIDE, EV_TRICK, GAIN_ABILITY,
                                             SA_CAUSE_KEEP, TPLACE_ASIDE, TRICK_CAUSE_ASIDE)
from simkit.games.trickerion.effects_nb import _op, _param, prophecy_op_nb
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_geometry import is_link
from simkit.games.trickerion.vocabulary import ABILITIES

LUMINOUS_BONDS = ABILITIES.index("luminous_bonds")
SECRET_COMBINATION = ABILITIES.index("secret_combination")
DEJA_VU = ABILITIES.index("deja_vu")
MENTOR_OF_MAGICIANS = ABILITIES.index("mentor_of_magicians")
WHISPERER_OF_SECRETS = ABILITIES.index("whisperer_of_secrets")
DEJA_VU_NONE = -1
OP_PROTEGE_BACKSTAGE = _op("protege_backstage")
P_PROTEGE_FAME = _param("protege_backstage", "fame")
P_PROTEGE_COINS = _param("protege_backstage", "coins")
P_PROTEGE_SHARDS = _param("protege_backstage", "shards")
MAX_ASIDE = 2  # G86: at most 2 Tricks set aside
MAX_ANJALI_COINS = 4  # T108: at most one Coin per Apprentice a seat may own


@lean_kernel
def luminous_bonds_nb(s, rng, tr, w, seat, created):
    """G87: Lumenia gains 1 Fame or 1 Coin per Link her Set Up created; the option is how many of
    them she takes as Fame (DECIDE_LUMINOUS_BOND: 0..created)."""
    if created <= 0 or not has_ability_nb(s, seat, LUMINOUS_BONDS):
        return
    for k in range(created + 1):
        s[OPTIONS + k] = k
    fame = ask_nb(s, rng, w, seat, DECIDE_LUMINOUS_BOND, created + 1)
    record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], LUMINOUS_BONDS, -1, created, 0, 0)
    gain_nb(s, tr, seat, fame, created - fame, 0, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)


@leaf
def links_with_seat_nb(s, pos, seat):
    """The Links on the card at ``pos`` with at least one of the seat's markers (G88)."""
    card = s[TRACK_CARD + pos]
    n = 0
    for link in range(s[PC_N_LINKS + card]):
        if not is_link(s, pos, link):
            continue
        a = s[TRACK_OWNER + pos * GRID + s[PC_LINK_A + card * MAX_LINKS + link]]
        b = s[TRACK_OWNER + pos * GRID + s[PC_LINK_B + card * MAX_LINKS + link]]
        if a == seat or b == seat:
            n += 1
    return n


@leaf
def secret_combination_extra_nb(s, seat, pos, per_link):
    """G88: Master of Chains (Academy) performing gets 2 Fame instead of 1 for each Link with his
    marker: the extra Fame beyond the usual per-Link bonus."""
    if not has_ability_nb(s, seat, SECRET_COMBINATION):
        return 0
    return links_with_seat_nb(s, pos, seat) * max(0, 2 - per_link) if per_link < 2 else 0


@lean_kernel
def deja_vu_nb(s, rng, tr, w):
    """G89: in the Discard Special Assignment subphase the Priestess (Academy) may pay 1 Shard to
    take one revealed SA card she placed this turn back to her hand, once per turn."""
    for seat in range(s[N_PLAYERS]):
        if not has_ability_nb(s, seat, DEJA_VU) or s[SHARDS + seat] < 1:
            continue
        s[OPTIONS] = DEJA_VU_NONE
        k = 1
        for ch in range(MAX_CHARS):
            card = s[CHAR_SA + seat * MAX_CHARS + ch]
            if card >= 0 and s[SA_PLACE + card] == SA_IN_ASSIGNED:
                s[OPTIONS + k] = card
                k += 1
        if k == 1:
            continue
        card = ask_nb(s, rng, w, seat, DECIDE_ABILITY, k)
        if card == DEJA_VU_NONE:
            continue
        for ch in range(MAX_CHARS):
            if s[CHAR_SA + seat * MAX_CHARS + ch] == card:
                s[CHAR_SA + seat * MAX_CHARS + ch] = -1
                record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], DEJA_VU, ch, card, 0, 0)
                gain_nb(s, tr, seat, 0, 0, -1, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)
                move_sa_nb(s, tr, seat, card, SA_IN_HAND, seat, SA_CAUSE_KEEP, ch)
                break


@lean_kernel
def anjali_coins_nb(s, rng, tr, w, seat):
    """G85: at Assignment Anjali puts Coins from her supply on her Protégé's Secrets, one at a time
    (DECIDE_ANJALI_COIN: -1 stop, or a Protégé slot holding a Secret), at most MAX_ANJALI_COINS."""
    if s[ACADEMY] == 0 or not has_ability_nb(s, seat, WHISPERER_OF_SECRETS):
        return
    for _ in range(MAX_ANJALI_COINS):
        if s[COINS + seat] < 1:
            return
        s[OPTIONS] = -1
        k = 1
        for i in range(PROTEGE_SECRETS):
            if s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + i] >= 0:
                s[OPTIONS + k] = i
                k += 1
        if k == 1:
            return
        i = ask_nb(s, rng, w, seat, DECIDE_ANJALI_COIN, k)
        if i < 0:
            return
        at = ANJALI_COINS + seat * PROTEGE_SECRETS + i
        s[at] += 1
        gain_nb(s, tr, seat, 0, -1, 0, GAIN_ABILITY, s[MAGICIAN + seat], -1, -1)
        record_nb(s, tr, EV_ANJALI_COIN, seat, i, s[PROTEGE_SECRET + seat * PROTEGE_SECRETS + i], s[at], 0, 0, 0)


@lean_kernel
def mentor_aside_nb(s, rng, tr, w, seat, trick):
    """G86: at its Classroom yield Bernard may set the Trick aside: it leaves the Workshop (its
    Symbol is free again; it is no longer owned, and the end scoring ignores it [S L250]) and
    keeps its Classroom slot and yield for the rest of the game; at most 2."""
    if s[TRICK_OWNER + trick] != seat or not has_ability_nb(s, seat, MENTOR_OF_MAGICIANS):
        return
    aside = 0
    for t in range(s[N_TRICKS]):
        if s[TRICK_ASIDE + t] == seat + 1:
            aside += 1
    if aside >= MAX_ASIDE:
        return
    s[OPTIONS] = 0
    s[OPTIONS + 1] = 1
    if ask_nb(s, rng, w, seat, DECIDE_ABILITY, 2) == 0:
        return
    symbol = s[TRICK_SYMBOL + trick]
    came_from = leave_workshop_nb(s, seat, trick)
    s[TRICK_ASIDE + trick] = seat + 1
    record_nb(s, tr, EV_ABILITY, seat, s[MAGICIAN + seat], MENTOR_OF_MAGICIANS, -1, trick, 0, 0)
    record_nb(s, tr, EV_ASIDE, seat, trick, symbol, 0, 0, 0, 0)
    record_nb(s, tr, EV_TRICK, seat, trick, came_from, TPLACE_ASIDE, symbol, TRICK_CAUSE_ASIDE, 0)


@lean_kernel
def protege_backstage_nb(s, tr, seat, bf, bc, bs):
    """P33: the performer's Protégé backstage gives it the Prophecy's Fame, Coins and Shards; adds
    them to the performer's bonuses (bf, bc, bs) and returns those."""
    at = prophecy_op_nb(s, OP_PROTEGE_BACKSTAGE, 0, 0)
    if at < 0:
        return bf, bc, bs
    f, c, sh = s[at + P_PROTEGE_FAME], s[at + P_PROTEGE_COINS], s[at + P_PROTEGE_SHARDS]
    got = gain_nb(s, tr, seat, f, c, sh, GAIN_PROPHECY, s[PR_ACTIVE], OP_PROTEGE_BACKSTAGE, -1)
    return bf + got, bc + c, bs + sh
