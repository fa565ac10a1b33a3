"""Dahlgaard's Academy outside the placements: its setup (RULES §1.4 steps 6 and 13), the
Classroom phase (§1.11, G58), its End Turn steps (§1.12 steps 8-9: the Secrets dealt again, the
Open Room tokens, G59; Anjali's Coins back, G85) and the Banner majority (§1.13, G76). Nothing
here runs without the Academy module (ACADEMY 0).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.academy_nb import classroom_yield_nb, stack_bottom_nb, stack_draw_nb, stack_of
from simkit.games.trickerion.academy_rooms_nb import taught_nb
from simkit.games.trickerion.academy_abilities_nb import mentor_aside_nb
from simkit.games.trickerion.dark_alley_nb import shuffle_deck_nb
from simkit.games.trickerion.decision import ask_nb
from simkit.games.trickerion.effects_nb import _op, prophecy_op_nb
from simkit.games.trickerion.layout import (PROTEGE_SECRET, MAX_SPACES, MAX_SECRETS, MAX_TRICKS, SPACE_OWNER, SPACE_SLOTS, SPACE_TILE,
                                            SPACE_TRICK, ACADEMY, ACADEMY_SECRET, ACADEMY_SECRETS, ANJALI_COINS, BANNER_FAME,
                                            BANNERS_LEFT, BANNERS_PER_SEAT, BANNERS_PLACED, CH_HOME, MAGICIAN,
                                            DECIDE_CLASSROOM_DOUBLE, MARK_FAME_BANNERS, MARKERS_FREE, MARKS,
                                            MAX_SEATS, MAX_STACK, N_MARKS, N_PLAYERS, N_SECRETS, N_SPACES, N_TILES,
                                            N_TRICKS, OPTIONS, ORDER, PHASE, PHASE_CLASSROOM, PROTEGE_SECRETS, PROTEGE_SLOT, SCORE_BANNERS, SECRET_STACK,
                                            SECRET_STACK_N, SLOT_CTYPE, SPACE_OPENS, SYMBOLS, TILE_KIND, TILE_LEVEL,
                                            TILE_STACK, TILE_STACK_N, TILE_STACKS, TRICK_ACADEMY, TRICK_ASIDE,
                                            TRICK_ON_CARD, TRICK_OWNER, TRICK_SYMBOL, TURN, TURNS)
from simkit.games.trickerion.moves_nb import add_character_nb
from simkit.games.trickerion.records import (BANNER_CAUSE_SETUP, CHAR_CAUSE_SETUP, CHAR_STATE_HOME, EV_BANNER_SCORE,
                                             EV_BANNERS, EV_CLASSROOM, EV_MARKER, EV_ROOMS_OPEN, EV_SECRET,
                                             EV_SECRET_STACK, EV_TAUGHT_MARKERS, EV_TILE_STACK, GAIN_ABILITY, GAIN_END_BANNERS,
                                             MARKER_CAUSE_TAUGHT, MPLACE_SUPPLY, MPLACE_TRICK, SECRET_CAUSE_DEAL,
                                             SECRET_CAUSE_END_TURN, SPLACE_ACADEMY, SPLACE_STACK)
from simkit.games.trickerion.resources import gain_nb
from simkit.games.trickerion.theater_track import markers_on_track_nb, symbol_markers_home_nb

OP_CLASSROOM_DOUBLE = _op("classroom_double")


@lean_kernel
def record_secret_stack_nb(s, tr):
    for i in range(s[SECRET_STACK_N]):
        record_nb(s, tr, EV_SECRET_STACK, i, s[SECRET_STACK + i], 0, 0, 0, 0, 0)


@lean_kernel
def deal_secrets_nb(s, tr):
    """Face-up Secrets onto the empty Academy Secret slots from the stack's top [S L19, L194]."""
    for a in range(ACADEMY_SECRETS):
        if s[ACADEMY_SECRET + a] < 0 and s[SECRET_STACK_N] > 0:
            secret = stack_draw_nb(s)
            s[ACADEMY_SECRET + a] = secret
            record_nb(s, tr, EV_SECRET, -1, secret, SPLACE_STACK, SPLACE_ACADEMY, a, SECRET_CAUSE_DEAL, -1)


@lean_kernel
def setup_academy_nb(s, rng, tr):
    """RULES §1.4 step 6: the six face-down tile stacks shuffled (Classroom and Practice Room x
    threshold), the Secret stack shuffled and 2 Secrets face up; each seat's 12 Banners and its
    Protégé (step 13)."""
    if s[ACADEMY] == 0:
        return
    for stack in range(TILE_STACKS):
        s[TILE_STACK_N + stack] = 0
    for tile in range(s[N_TILES]):
        stack = stack_of(s[TILE_KIND + tile], s[TILE_LEVEL + tile])
        n = s[TILE_STACK_N + stack]
        if n < MAX_STACK:
            s[TILE_STACK + stack * MAX_STACK + n] = tile
            s[TILE_STACK_N + stack] = n + 1
    for stack in range(TILE_STACKS):
        shuffle_deck_nb(s, rng, TILE_STACK + stack * MAX_STACK, s[TILE_STACK_N + stack])
        for i in range(s[TILE_STACK_N + stack]):
            record_nb(s, tr, EV_TILE_STACK, stack, i, s[TILE_STACK + stack * MAX_STACK + i], 0, 0, 0, 0)
    for k in range(s[N_SECRETS]):
        s[SECRET_STACK + k] = k
    s[SECRET_STACK_N] = s[N_SECRETS]
    shuffle_deck_nb(s, rng, SECRET_STACK, s[N_SECRETS])
    deal_secrets_nb(s, tr)
    record_secret_stack_nb(s, tr)
    for p in range(s[N_PLAYERS]):
        s[BANNERS_LEFT + p] = s[BANNERS_PER_SEAT]
        record_nb(s, tr, EV_BANNERS, p, 0, s[BANNERS_LEFT + p], 0, BANNER_CAUSE_SETUP, -1, 0)
    for p in range(s[N_PLAYERS]):  # after every seat's Banners: the setup event gathers those records
        add_character_nb(s, tr, p, PROTEGE_SLOT, s[SLOT_CTYPE + PROTEGE_SLOT], CH_HOME, 0, 0, CHAR_CAUSE_SETUP,
                         CHAR_STATE_HOME)


# ---- the Classroom phase (RULES §1.11, G58) ----------------------------------------------------

@lean_kernel
def taught_markers_leave_nb(s, tr):
    """A taught Trick's markers still on its card or in the Theater go back to its owner's supply
    [S L179]."""
    for trick in range(s[N_TRICKS]):
        seat = s[TRICK_OWNER + trick]
        if seat < 0 or not taught_nb(s, trick) or s[TRICK_SYMBOL + trick] < 0:
            continue
        symbol = s[TRICK_SYMBOL + trick]
        on_card = s[TRICK_ON_CARD + trick]
        if on_card == 0 and markers_on_track_nb(s, seat, symbol) == 0:
            continue
        record_nb(s, tr, EV_TAUGHT_MARKERS, seat, trick, 0, 0, 0, 0, 0)
        if on_card > 0:
            s[MARKERS_FREE + seat * SYMBOLS + symbol] += on_card
            s[TRICK_ON_CARD + trick] = 0
            record_nb(s, tr, EV_MARKER, seat, trick, symbol, on_card, MPLACE_TRICK, MPLACE_SUPPLY, MARKER_CAUSE_TAUGHT)
        symbol_markers_home_nb(s, tr, seat, symbol, MARKER_CAUSE_TAUGHT)


@leaf
def classroom_trick_of_nb(s, seat, trick):
    """The seat yields from this Trick in the Classroom phase: it owns it (or set it aside) and
    its Academy marker is in a Classroom."""
    owner = s[TRICK_OWNER + trick]
    if owner != seat and s[TRICK_ASIDE + trick] != seat + 1:
        return False
    return taught_nb(s, trick)


@lean_kernel
def classroom_phase_nb(s, rng, tr, w):
    """Taught Tricks' leftover markers leave; then in initiative order each seat receives the
    yields of its Tricks in Classrooms, one of them doubled under P34 (the seat's choice)."""
    if s[ACADEMY] == 0:
        return
    s[PHASE] = PHASE_CLASSROOM
    taught_markers_leave_nb(s, tr)
    double_on = prophecy_op_nb(s, OP_CLASSROOM_DOUBLE, 0, 0) >= 0
    for i in range(s[N_PLAYERS]):
        seat = s[ORDER + i]
        doubled = -1
        if double_on:
            k = 0
            for trick in range(s[N_TRICKS]):
                if classroom_trick_of_nb(s, seat, trick):
                    s[OPTIONS + k] = trick
                    k += 1
            if k > 0:
                doubled = ask_nb(s, rng, w, seat, DECIDE_CLASSROOM_DOUBLE, k)
        for trick in range(s[N_TRICKS]):
            if not classroom_trick_of_nb(s, seat, trick):
                continue
            place = s[TRICK_ACADEMY + trick]
            times = 2 if trick == doubled else 1
            record_nb(s, tr, EV_CLASSROOM, seat, trick, place // 2, place % 2, int(times == 2), 0, 0)
            classroom_yield_nb(s, tr, seat, trick, place, times)
            mentor_aside_nb(s, rng, tr, w, seat, trick)


# ---- End Turn (RULES §1.12 steps 8-9) ----------------------------------------------------------

@lean_kernel
def academy_end_turn_nb(s, tr):
    """The face-up Secrets go under the stack and 2 are dealt; Anjali's Coins still on her Secrets
    come back (G85); the rooms of the next turn's Open Room token open (G59)."""
    if s[ACADEMY] == 0:
        return
    for a in range(ACADEMY_SECRETS):
        secret = s[ACADEMY_SECRET + a]
        if secret >= 0:
            s[ACADEMY_SECRET + a] = -1
            stack_bottom_nb(s, secret)
            record_nb(s, tr, EV_SECRET, -1, secret, SPLACE_ACADEMY, SPLACE_STACK, -1, SECRET_CAUSE_END_TURN, a)
    if s[TURN] < s[TURNS]:
        deal_secrets_nb(s, tr)
    for p in range(s[N_PLAYERS]):
        back = 0
        for i in range(PROTEGE_SECRETS):
            back += s[ANJALI_COINS + p * PROTEGE_SECRETS + i]
            s[ANJALI_COINS + p * PROTEGE_SECRETS + i] = 0
        if back > 0:
            gain_nb(s, tr, p, 0, back, 0, GAIN_ABILITY, s[MAGICIAN + p], -1, -1)
    if s[TURN] < s[TURNS]:
        opened = 0
        for space in range(s[N_SPACES]):
            if s[SPACE_OPENS + space] == s[TURN] + 1:
                opened += 1
        if opened > 0:
            record_nb(s, tr, EV_ROOMS_OPEN, s[TURN] + 1, opened, 0, 0, 0, 0, 0)


# ---- the Banner majority (RULES §1.13, G76) ----------------------------------------------------

@lean_kernel
def banner_majority_nb(s, tr):
    """Seats with at least 1 Banner placed are ranked by Banners; tied seats share the positions
    they span and each scores the lowest amount among them (0 past the list; so a 2-player tie
    scores 0)."""
    if s[ACADEMY] == 0 or s[SCORE_BANNERS] == 0:
        return
    n = s[N_PLAYERS]
    for p in range(n):
        mine = s[BANNERS_PLACED + p]
        if mine == 0:
            continue
        above = 0
        tied = 0
        for q in range(n):
            if s[BANNERS_PLACED + q] > mine:
                above += 1
            elif s[BANNERS_PLACED + q] == mine:
                tied += 1
        last = above + tied - 1  # the lowest position the tie spans, 0 the first
        fame = s[BANNER_FAME + last] if last < MAX_SEATS else 0
        record_nb(s, tr, EV_BANNER_SCORE, p, mine, above + 1, fame, 0, 0, 0)
        if fame > 0:
            got = gain_nb(s, tr, p, fame, 0, 0, GAIN_END_BANNERS, mine, above + 1, -1)
            s[MARKS + p * N_MARKS + MARK_FAME_BANNERS] += got


@lean_kernel
def init_academy_fields_nb(s):
    """The Academy's game fields at their setup values (-1: empty), in every ruleset, so that its
    questions (academy_rooms_nb) answer "none" without the Academy."""
    for i in range(MAX_SPACES):
        s[SPACE_TILE + i] = -1
        s[SPACE_OWNER + i] = -1
    for i in range(MAX_SPACES * SPACE_SLOTS):
        s[SPACE_TRICK + i] = -1
    for i in range(MAX_TRICKS):
        s[TRICK_ACADEMY + i] = -1
    for i in range(TILE_STACKS * MAX_STACK):
        s[TILE_STACK + i] = -1
    for i in range(MAX_SECRETS):
        s[SECRET_STACK + i] = -1
    for i in range(ACADEMY_SECRETS):
        s[ACADEMY_SECRET + i] = -1
    for i in range(MAX_SEATS * PROTEGE_SECRETS):
        s[PROTEGE_SECRET + i] = -1
