"""Strategy names, the no-peeking contract, the Lightning restriction, and heuristic behaviour."""

import numpy as np
import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickarus import GAME
from simkit.games.trickarus.batch import play_to_decision_nb
from simkit.games.trickarus.engine import legal_options_nb, play_card_nb
from simkit.games.trickarus.layout import CTX_SEAT, LOC, N_OPTIONS, OPTIONS, STATE_SIZE, STRATEGY, ZONE_SAVED
from simkit.strategies.trickarus.dispatch import decide_nb
from simkit.strategies.trickarus.heuristic import policy_nb
from simkit.strategies.trickarus.registry import CLIMBER_ID
from simkit.strategies.trickarus.registry import parse_strategy
from simkit.games.trickster.rng import N_STREAMS
from tests.trickarus.builders import LIGHTNING, card, new_state, no_trace

ALL = ["random", "climber", "flipper", "coop", "search:rollouts=3:policy=random", "restricted:climber:lightning"]


@pytest.mark.parametrize("name, canonical", [
    ("random", "random"), (" Climber ", "climber"), ("climber:margin=3", "climber:margin=3"),
    ("flipper:gain=3", "flipper:margin=1:gain=3"), ("search", "search"),
    ("search:rollouts=8", "search:rollouts=8:policy=climber"), ("coop", "coop"),
    ("restricted:search:policy=coop:lightning", "restricted:search:rollouts=16:policy=coop:lightning"),
])
def test_names_are_canonical_and_round_trip(name, canonical):
    assert parse_strategy(name).name == canonical
    assert parse_strategy(canonical) == parse_strategy(name)


@pytest.mark.parametrize("bad", ["nope", "climber:margin=x", "random:x=1", "search:policy=search",
                                 "restricted:random", "restricted:random:Guard",
                                 "restricted:restricted:random:lightning:lightning", "coop:margin=1"])
def test_bad_names_are_one_line_errors(bad):
    with pytest.raises(GameSetupError) as info:
        parse_strategy(bad)
    assert "\n" not in str(info.value)


def test_game_lists_its_strategies():
    names = [info.name for info in GAME.strategies()]
    assert names == ["random", "climber", "flipper", "coop", "search", "restricted"]


def redealt(s, seat, shuffler):
    """The same state with every card ``seat`` cannot see dealt anew into the unseen places."""
    t = s.copy()
    hidden = [c for c in range(40) if t[LOC + c] == ZONE_SAVED or (t[LOC + c] < 4 and t[LOC + c] != seat)]
    places = [int(t[LOC + c]) for c in hidden]
    for c, place in zip(shuffler.permutation(hidden), places):
        t[LOC + c] = place
    return t


@pytest.mark.parametrize("name", ALL)
def test_a_choice_does_not_change_when_hidden_cards_are_redealt(name):
    setup = GAME.make_setup("trickarus", 4, None, [name] * 4)
    args = setup.kernel_args()
    shuffler = np.random.default_rng(0)
    checked = changed = 0
    for game in range(4):
        for stop in (1, 5, 12, 25):
            s = np.zeros(STATE_SIZE, dtype=np.int32)
            rng = np.zeros(N_STREAMS, dtype=np.uint64)
            if not play_to_decision_nb(np.uint64(3), game, *args, stop, s, rng):
                continue
            seat, n = int(s[CTX_SEAT]), int(s[N_OPTIONS])
            expected = None
            for trial in range(3):
                t = s.copy() if trial == 0 else redealt(s, seat, shuffler)
                changed += int(not np.array_equal(t, s))
                index = decide_nb(t, rng.copy(), args[-1], seat, n)
                chosen = int(t[OPTIONS + index])
                expected = chosen if expected is None else expected
                assert chosen == expected
            checked += 1
    assert checked >= 8 and changed >= 8


def test_restricted_plays_lightning_only_when_it_is_its_last_card():
    """Leading or unable to follow, every card in hand is legal; following, Lightning is not:
    so a restricted seat plays it only when it is the only card left."""
    setup = GAME.make_setup("trickarus", 4, None, ["restricted:random:lightning", "random", "random", "random"])
    played = 0
    for game in range(300):
        hands = []
        for e in GAME.trace(setup, 4, game):
            if e["event"] == "deal":
                hands = [set(h) for h in e["hands"]]
            elif e["event"] == "play":
                if e["seat"] == 0 and e["card"] == LIGHTNING:
                    played += 1
                    assert hands[0] == {LIGHTNING}
                hands[e["seat"]].discard(e["card"])
    assert played > 0  # held to the round's last trick, the card must be played then


def test_restricted_sets_lightning_aside_at_the_decision_point():
    s = new_state(3, [[card("Pink 6")], [card("Blue 3"), LIGHTNING], [card("Blue 2")]])
    s[STRATEGY + 1] = parse_strategy("restricted:random:lightning").word
    play_card_nb(s, no_trace(), 0, card("Pink 6"))
    n = legal_options_nb(s, 1)
    assert n == 2
    for k in range(20):
        t = s.copy()
        index = decide_nb(t, np.arange(k, k + N_STREAMS, dtype=np.uint64), np.zeros((5, 4)), 1, n)
        assert t[OPTIONS + index] == card("Blue 3")


def test_climber_takes_a_trick_far_from_the_sun_and_ducks_next_to_it():
    hands = [[card("Pink 4")], [card("Pink 9"), card("Pink 3")], [card("Blue 2")]]
    low = new_state(3, hands, heights=[0, 0, 0])
    high = new_state(3, hands, heights=[0, 12, 0])
    for s, expected in ((low, card("Pink 9")), (high, card("Pink 3"))):
        play_card_nb(s, no_trace(), 0, card("Pink 4"))
        n = legal_options_nb(s, 1)
        assert s[OPTIONS + policy_nb(s, np.zeros(N_STREAMS, dtype=np.uint64), 1, n, CLIMBER_ID, 1, 2)] == expected
