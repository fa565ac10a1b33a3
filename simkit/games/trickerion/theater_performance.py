"""The Performance phase (RULES §1.10): weekdays in order, each with a Magician on its stage slot
performs one card holding at least one of its seat's markers (D17; none: nothing, G66). Every
seat's marker on the card yields its Trick's yield plus the owner's weekday modifier, each part at
least 0 (G68); grey markers yield nothing; the performer gets its Link Fame (G67), its
Specialists' backstage bonuses (G69) and the card's bonus; then the seats' markers go home (G70).

The Dark Alley (theater_effects.py: the Active Prophecy's effects, else the performer's card's):
before the phase Master of Chains may Break Free (G90); before a performer chooses its card
Yoruba may choose it instead (G81); the Red Lotus performing may take other seats' yields (G80);
the yields follow ``weekday_yield`` (P11, P16, P22) and ``performer_modifier_for_all`` (P19),
Grand Premiere (A13) multiplies one, Electra's piles yield once plus their level in Fame and
Coins (G82), ``coin_yield_as_fame`` (P14) turns their Coins into Fame; the performer's bonuses
are multiplied by ``performer_bonus_times`` (P06); then Arranged Fiasco (A12) and Durable
Components (A11) before the markers go home. A marker in a card's Guest slot (A06) is part of
its Performance.
"""

import numpy as np

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_zeros, stack_zeros_2d
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.layout import (ABILITY_USED, DECIDE_ABILITY, DECIDE_PERFORM_CARD, MAGICIAN, MAX_CHARS,
                                            MAX_SEATS, N_PLAYERS, N_WEEKDAYS, OPTIONS, SHARDS, THEATER_OCC,
                                            THEATER_SLOTS, TRACK_LEN)
from simkit.games.trickerion.theater_effects import BREAK_FREE, SOUL_POSSESSION, ability_gain_nb, ability_seat_nb
from simkit.games.trickerion.theater_effects import owner_weekday  # noqa: F401  (G68's weekday, named here too)
from simkit.games.trickerion.theater_options import ABILITY_NO, ABILITY_YES
from simkit.games.trickerion.theater_perform import markers_of_seat, perform_card_nb
from simkit.games.trickerion.theater_records import EV_PERFORMANCE, EV_THEATER_ABILITY
from simkit.games.trickerion.theater_set_up import break_free_nb


@lean_kernel
def perform_nb(s, tr, day, seat, pos):
    """perform_card_nb with no strategy at hand (the base game's rules ask nothing there)."""
    rng = stack_zeros(1, np.uint64)
    w = stack_zeros_2d(MAX_SEATS, 1, np.float64)
    perform_card_nb(s, rng, tr, w, day, seat, pos)


@leaf
def perform_options_nb(s, seat):
    """The track positions of the cards holding at least one of the seat's markers (D17), into
    ``s[OPTIONS:]``; returns how many."""
    n = 0
    for pos in range(s[TRACK_LEN]):
        if markers_of_seat(s, pos, seat) > 0:
            s[OPTIONS + n] = pos
            n += 1
    return n


@lean_kernel
def performance_phase_nb(s, rng, tr, w):
    """Thursday to Sunday: each weekday whose stage slot holds a Magician, its seat chooses a card
    with at least one of its markers (DECIDE_PERFORM_CARD, option = track position) and performs
    it; with none it performs nothing (G66). First, Master of Chains may Break Free (G90); before
    a performer other than Yoruba chooses among several cards, Yoruba may pay 1 Shard to choose
    for it, once per turn (DECIDE_ABILITY, then DECIDE_PERFORM_CARD asked to her, G81)."""
    chains = ability_seat_nb(s, s[N_PLAYERS], BREAK_FREE)
    if chains >= 0:
        break_free_nb(s, rng, tr, w, chains)
    yoruba = ability_seat_nb(s, s[N_PLAYERS], SOUL_POSSESSION)
    for day in range(s[N_WEEKDAYS]):
        occupant = s[THEATER_OCC + day * THEATER_SLOTS]
        if occupant < 0:
            continue
        seat = occupant // MAX_CHARS
        n = perform_options_nb(s, seat)
        if n == 0:
            record_nb(s, tr, EV_PERFORMANCE, day, seat, -1, -1, 0, 0, 0)
            continue
        chooser = seat
        if yoruba >= 0 and yoruba != seat and n >= 2 and s[SHARDS + yoruba] >= 1 and s[ABILITY_USED + yoruba] == 0:
            s[OPTIONS] = ABILITY_NO
            s[OPTIONS + 1] = ABILITY_YES
            if ask_nb(s, rng, w, yoruba, DECIDE_ABILITY, 2) == ABILITY_YES:
                record_nb(s, tr, EV_THEATER_ABILITY, yoruba, SOUL_POSSESSION, s[MAGICIAN + yoruba], seat, day, 0, 0)
                ability_gain_nb(s, tr, yoruba, s[MAGICIAN + yoruba], 0, 0, -1)
                chooser = yoruba
                s[ABILITY_USED + yoruba] = 1  # once per turn
            n = perform_options_nb(s, seat)
        pos = ask_nb(s, rng, w, chooser, DECIDE_PERFORM_CARD, n)
        perform_card_nb(s, rng, tr, w, day, seat, pos)
