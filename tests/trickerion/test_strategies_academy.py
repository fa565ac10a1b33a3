"""Trickerion's strategies on Dahlgaard's Academy (strategies/trickerion/academy_gains.py and the
Academy's branches of greedy, the planner and search): greedy's choices on named spaces, tiles,
Tricks and Secrets, search's sample of the Academy's stacks, and whole games that visit it."""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.options import pack
from simkit.strategies.trickerion import weights as W
from simkit.strategies.trickerion.ids import N_PARAMS
from tests.trickerion.core_state import COMPOSITION, fresh, give_trick, loc, streams

ACADEMY = "trickerion-academy"
MAGICIANS = ["The Mechaniker", "The Great Optico", "Master of Chains"]


def rows():
    return np.tile(np.array(W.default_row(N_PARAMS)), (L.MAX_SEATS, 1))


def academy(players=3, turn=1):
    s = fresh(players, ruleset=ACADEMY, magicians=MAGICIANS[:players])
    s[L.TURN] = turn
    s[L.PHASE] = L.PHASE_PLACEMENT
    for p in range(players):
        s[L.BANNERS_LEFT + p] = 12
    return s


def tile(name):
    return COMPOSITION.academy_tiles.names.index(name)


def secret(name):
    return COMPOSITION.secrets.names.index(name)


def greedy_choice(s, kind, options, seat=0):
    from simkit.strategies.trickerion.greedy import greedy_nb
    s[L.CTX_KIND] = kind
    s[L.CTX_SEAT] = seat
    s[L.N_OPTIONS] = len(options)
    s[L.OPTIONS:L.OPTIONS + len(options)] = options
    return options[greedy_nb(s, streams(), rows(), seat, len(options))]


def protege(s, seat=0, at=None, secrets=()):
    """The seat's Protégé at home, or assigned to location ``at``, holding ``secrets`` (names)."""
    ch = seat * L.MAX_CHARS + L.PROTEGE_SLOT
    s[L.CHAR_TYPE + ch] = s[L.SLOT_CTYPE + L.PROTEGE_SLOT]
    s[L.CHAR_STATE + ch] = L.CH_HOME if at is None else L.CH_ASSIGNED
    s[L.CHAR_CARD + ch] = -1 if at is None else loc(at)
    for i, name in enumerate(secrets):
        s[L.PROTEGE_SECRET + seat * L.PROTEGE_SECRETS + i] = secret(name)


# ---- greedy's choices -------------------------------------------------------------------------------

def test_greedy_renovates_the_ratio_that_gains_most():
    """Space 2 (3 players' side) pays 4/7/10 Fame for 6/8/10 Coins, space 3 1/3/13 Fame for
    4/5/11 Coins. At Fame 20 the middle ratio of space 2 gains most (7 Fame for 8 Coins; the top
    ones cost 16 Coins of Fame deficit more); at Fame 36 the top ratio of space 3 (13 for 11)."""
    s = academy()
    s[L.COINS] = 40
    options = [pack(space, level) for space in (2, 3) for level in (1, 2, 3)]
    s[L.FAME] = 20
    assert greedy_choice(s, L.DECIDE_RENOVATE, options) == pack(2, 2)
    s[L.FAME] = 36
    assert greedy_choice(s, L.DECIDE_RENOVATE, options) == pack(3, 3)


def test_greedy_renovates_at_the_academy_rather_than_stop_early_in_the_game():
    s = academy()
    s[L.COINS] = 20
    s[L.TILE_STACK_N:L.TILE_STACK_N + L.TILE_STACKS] = 1
    s[L.PLACING_AP] = 2
    assert greedy_choice(s, L.DECIDE_ACTION, [L.ACT_STOP, L.ACT_RENOVATE]) == L.ACT_RENOVATE


def test_greedy_teaches_the_trick_with_the_best_classroom_yield():
    """Classroom 2b adds 2 Coins on its left slot, 1 Fame on its right one. Levitation (2 Fame 3
    Coins) yields more than Linking Rings (2 Coins) on either; on the right slot 3 Fame 3 Coins."""
    s = academy(turn=5)
    space = 2
    s[L.SPACE_TILE + space] = tile("Classroom 2b")
    rings, levitation = give_trick(s, 0, "Linking Rings"), give_trick(s, 0, "Levitation")
    options = [pack(t, space * 2 + slot) for t in (rings, levitation) for slot in (0, 1)]
    assert greedy_choice(s, L.DECIDE_TEACH, options) == pack(levitation, space * 2 + 1)


@pytest.mark.parametrize("goes, expected", [("Market Row", 1), ("Downtown", 0)])
def test_greedy_learns_the_secret_of_the_location_its_protege_goes_to(goes, expected):
    s = academy()
    protege(s, at=goes)
    s[L.ACADEMY_SECRET] = secret("Secret of Knowledge")  # Downtown's
    s[L.ACADEMY_SECRET + 1] = secret("Secret of Supply")  # the Market Row's
    assert greedy_choice(s, L.DECIDE_LEARN_SECRET, [pack(0, 0), pack(1, 0)]) == pack(expected, 0)


def test_greedy_uses_a_secret_rather_than_none_and_takes_lumenias_links_in_fame():
    s = academy()
    assert greedy_choice(s, L.DECIDE_SECRET_USE, [-1, 0]) == 0
    assert greedy_choice(s, L.DECIDE_LUMINOUS_BOND, [0, 1, 2]) == 2


def test_the_proteges_ap_and_wage_grow_with_its_secrets_in_greedys_eyes():
    from simkit.strategies.trickerion.greedy import ap_of_nb
    s = academy()
    protege(s, secrets=("Secret of Knowledge", "Secret of Supply"))
    assert ap_of_nb(s, 0, L.PROTEGE_SLOT) == s[L.PROTEGE_AP + 2] == 2


def test_bernard_sets_a_trick_aside_only_when_no_symbol_is_free():
    s = academy()
    s[L.PHASE] = L.PHASE_CLASSROOM
    give_trick(s, 0, "Linking Rings")
    assert greedy_choice(s, L.DECIDE_ABILITY, [0, 1]) == 0
    for name in ("Levitation", "Chinese Sticks", "Living Piano"):
        give_trick(s, 0, name)
    assert greedy_choice(s, L.DECIDE_ABILITY, [0, 1]) == 1


def test_the_priestess_keeps_a_card_for_a_shard_when_the_card_scores_more():
    s = academy()
    card = 5
    chosen = greedy_choice(s, L.DECIDE_ABILITY, [-1, card])
    assert chosen == (card if s[L.SCORE_PER_SA] > W.V_DEFAULTS["shards"][1] else -1)


# ---- search's sample ---------------------------------------------------------------------------------

def test_the_sample_reorders_each_stack_within_its_contents_and_ignores_the_true_order():
    from simkit.strategies.trickerion.academy_sample import redeal_academy_nb
    s = academy()
    stack = 3  # Practice Rooms of level 1
    tiles = [tile("Practice Room 1a"), tile("Practice Room 1b"), tile("Practice Room 1c")]
    s[L.TILE_STACK + stack * L.MAX_STACK:L.TILE_STACK + stack * L.MAX_STACK + 3] = tiles
    s[L.TILE_STACK_N + stack] = 3
    s[L.SECRET_STACK:L.SECRET_STACK + 5] = [7, 2, 9, 4, 0]
    s[L.SECRET_STACK_N] = 5
    other = s.copy()
    other[L.TILE_STACK + stack * L.MAX_STACK:L.TILE_STACK + stack * L.MAX_STACK + 3] = tiles[::-1]
    other[L.SECRET_STACK:L.SECRET_STACK + 5] = [0, 4, 9, 2, 7]
    a, b = streams(5), streams(5)
    redeal_academy_nb(s, a)
    redeal_academy_nb(other, b)
    at = L.TILE_STACK + stack * L.MAX_STACK
    assert sorted(s[at:at + 3]) == sorted(tiles) and (s[at:at + 3] == other[at:at + 3]).all()
    assert sorted(s[L.SECRET_STACK:L.SECRET_STACK + 5]) == [0, 2, 4, 7, 9]
    assert (s[L.SECRET_STACK:L.SECRET_STACK + 5] == other[L.SECRET_STACK:L.SECRET_STACK + 5]).all()


# ---- whole games -----------------------------------------------------------------------------------

@pytest.mark.parametrize("strategy", ["greedy", "planner"])
def test_greedy_and_the_planner_visit_the_academy_in_valid_games(strategy):
    from simkit.games.registry import get_game
    g = get_game("trickerion")
    setup = g.make_setup(ACADEMY, 4, strategies=strategy, in_development=True)
    out = g.play(setup, games=6, seed=3, check=True)
    assert np.asarray(out.marks["academy_placements"]).mean() > 1.0
    assert np.asarray(out.marks["renovations"]).mean() > 0.5
    assert np.asarray(out.marks["secrets_learned"]).sum() > 0
