"""A round after the playing phase, and the game loop that resumes from any phase.

Avatars: every seat still playing with a card in hand chooses one at the same time (the
choices are all made before any card moves). Then the whole pool is shuffled, X cards
(ASIDE_PER_ROUND x round) are set aside face down and the rest revealed; if the pool holds X
cards or fewer, nothing is revealed and nobody scores. Effects, scoring, the round's end, and
the next round begins with the seat after the one who added the round's last card.

``continue_game_nb`` plays from the phase saved in the state to the game's end, so a game can
resume after a deferred decision and the search player can roll a copy of it out.
"""

import numpy as np
from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.decide import ask_nb, defer_nb, defers
from simkit.games.tricksters.effects import effects_turn_nb
from simkit.games.tricksters.ending import check_end_nb, end_round_nb
from simkit.games.tricksters.layout import (ACTIONS, ADDED, ASIDE_PER_ROUND, CAPPED, CLASS, CLASS_NONE,
                                            CURRENT, DECIDE_AVATAR, FINISHED, LAST_ADDER, MARK_SCORELESS_ROUNDS,
                                            MARKS, MAX_ROUNDS, MAX_TURNS, MODE, MODE_SOLO1, MODE_SOLO2, N_MARKS,
                                            N_PLAYERS, OPTIONS, PASSES, PHASE, PHASE_AVATARS, PHASE_PLAYING,
                                            PHASE_RESOLVE, PICK, ROLLOUT_END, ROUND, TIME, TRIGGER, TURNS, USED, ZONE_ASIDE,
                                            ZONE_AVATAR0, ZONE_POOL, ZONE_REVEALED)
from simkit.games.tricksters.scoring import score_round_nb
from simkit.games.tricksters.solo_effects import TIME_ROUND, solo1_effects_nb
from simkit.games.tricksters.table import is_active_nb, next_active_nb, shuffle_zone_nb
from simkit.games.tricksters.turns import SOLO_ACTIONS, take_turn_nb
from simkit.games.tricksters.zones import (CAUSE_ASIDE, CAUSE_AVATAR, CAUSE_REVEAL, EV_GAME_END, EV_ROUND,
                                           EV_TIME, move_nb, record_nb, zone_card_nb, zone_count_nb)

NOT_ASKED = -1
NO_AVATAR = -2


@leaf
def playing_done_nb(s):
    if s[MODE] == MODE_SOLO1:
        return s[ACTIONS] >= SOLO_ACTIONS
    return s[ADDED] >= s[TRIGGER]


@leaf
def avatar_options_nb(s, seat):
    n = zone_count_nb(s, seat)
    for i in range(n):
        s[OPTIONS + i] = zone_card_nb(s, seat, i)
    return n


@lean_kernel
def choose_avatars_nb(s, rng, tr, w):
    """Every seat picks its avatar (no card moves until all have picked)."""
    for p in range(s[N_PLAYERS]):
        if s[PICK + p] != NOT_ASKED:
            continue
        n = avatar_options_nb(s, p) if is_active_nb(s, p) else 0
        if n == 0:
            s[PICK + p] = NO_AVATAR
            continue
        if defers(s, p) and n > 1:
            defer_nb(s, p, DECIDE_AVATAR, n)
        s[PICK + p] = ask_nb(s, rng, w, p, DECIDE_AVATAR, n)
    for p in range(s[N_PLAYERS]):
        if s[PICK + p] >= 0:
            move_nb(s, tr, s[PICK + p], ZONE_AVATAR0 + p, CAUSE_AVATAR)


@lean_kernel
def reveal_pool_nb(s, rng, tr):
    """Shuffle the pool, set X cards aside, reveal the rest."""
    shuffle_zone_nb(s, rng, tr, ZONE_POOL)
    aside = min(s[ASIDE_PER_ROUND] * s[ROUND], zone_count_nb(s, ZONE_POOL))
    for _ in range(aside):
        move_nb(s, tr, zone_card_nb(s, ZONE_POOL, 0), ZONE_ASIDE, CAUSE_ASIDE)
    while zone_count_nb(s, ZONE_POOL) > 0:
        card = zone_card_nb(s, ZONE_POOL, 0)
        s[USED + card] = 0
        move_nb(s, tr, card, ZONE_REVEALED, CAUSE_REVEAL)


@lean_kernel
def effects_phase_nb(s, rng, tr, w):
    if s[MODE] == MODE_SOLO1:
        solo1_effects_nb(s, rng, tr, w)
        return
    if s[MODE] == MODE_SOLO2:
        effects_turn_nb(s, rng, tr, w, np.int64(0))
        return
    seat = s[LAST_ADDER]
    if not is_active_nb(s, seat):
        seat = next_active_nb(s, seat)
    first = seat
    while True:
        effects_turn_nb(s, rng, tr, w, np.int64(seat))
        seat = next_active_nb(s, seat)
        if seat == first:
            return


@leaf
def finish_game_nb(s, tr, capped):
    s[FINISHED] = 1
    s[CAPPED] = capped
    record_nb(s, tr, EV_GAME_END, capped, 0, 0, 0, 0, 0, 0)


@lean_kernel
def resolve_round_nb(s, rng, tr, w):
    """Reveal, effects, scoring and the round's end; then the next round (or the game's end)."""
    reveal_pool_nb(s, rng, tr)
    scored = zone_count_nb(s, ZONE_REVEALED) > 0
    for p in range(s[N_PLAYERS]):
        s[CLASS + p] = CLASS_NONE
    if scored:
        effects_phase_nb(s, rng, tr, w)
        if s[FINISHED] == 1:  # solo mode 1: the last time counter went
            finish_game_nb(s, tr, 0)
            return
        score_round_nb(s, rng, tr, w)
    else:
        for p in range(s[N_PLAYERS]):
            if is_active_nb(s, p):
                s[MARKS + p * N_MARKS + MARK_SCORELESS_ROUNDS] += 1
    end_round_nb(s, tr)
    if scored:
        check_end_nb(s, tr)
    if s[FINISHED] == 0 and s[MODE] == MODE_SOLO1:
        s[TIME] -= 1
        record_nb(s, tr, EV_TIME, s[TIME], TIME_ROUND, 0, 0, 0, 0, 0)
        if s[TIME] <= 0:
            s[FINISHED] = 1
    if s[FINISHED] == 1:
        finish_game_nb(s, tr, 0)
        return
    if s[ROUND] >= MAX_ROUNDS:
        finish_game_nb(s, tr, 1)
        return
    start_round_nb(s, tr, s[ROUND] + 1, next_active_nb(s, s[LAST_ADDER]))


@leaf
def start_round_nb(s, tr, number, first_seat):
    s[ROUND] = number
    s[ADDED] = 0
    s[ACTIONS] = 0
    s[PASSES] = 0
    s[CURRENT] = first_seat if s[MODE] < MODE_SOLO1 else 0
    s[PHASE] = PHASE_PLAYING
    record_nb(s, tr, EV_ROUND, number, s[CURRENT], 0, 0, 0, 0, 0)


@leaf
def stalled_nb(s):
    """Nobody can add or draw a card any more (every seat still playing passed in a row)."""
    if s[MODE] == MODE_SOLO1:
        return False
    active = 0
    for p in range(s[N_PLAYERS]):
        if is_active_nb(s, p):
            active += 1
    return s[PASSES] >= active


@lean_kernel
def continue_game_nb(s, rng, tr, w):
    """Play on from the phase saved in the state to the game's end."""
    while s[FINISHED] == 0:
        if 0 < s[ROLLOUT_END] < s[ROUND]:  # a search rollout's horizon
            return
        if s[PHASE] == PHASE_PLAYING:
            if playing_done_nb(s):
                s[PHASE] = PHASE_AVATARS
                for p in range(s[N_PLAYERS]):
                    s[PICK + p] = NOT_ASKED
            elif s[TURNS] >= MAX_TURNS or stalled_nb(s):
                finish_game_nb(s, tr, 1)
            else:
                take_turn_nb(s, rng, tr, w)
        elif s[PHASE] == PHASE_AVATARS:
            choose_avatars_nb(s, rng, tr, w)
            s[PHASE] = PHASE_RESOLVE
        else:
            resolve_round_nb(s, rng, tr, w)
