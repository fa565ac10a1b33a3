"""No peeking: a strategy's choice does not change when the hidden cards it cannot know are
dealt anew (other hands, the decks, the face-down pool, the cards set aside)."""

import numpy as np
import pytest

from simkit.games.tricksters import GAME
from simkit.games.tricksters.batch import play_to_decision_nb
from simkit.games.tricksters.layout import (CTX_SEAT, DECISIONS, KNOWERS, LOC, MAX_CARDS, N_CARDS, POS, STATE_SIZE,
                                            ZONE_CARDS, ZONE_COUNT, ZONE_POOL)
from simkit.strategies.tricksters.dispatch import choose_nb
from simkit.games.tricksters.rng import N_STREAMS
from simkit.strategies.tricksters.search import search_choose_nb
from simkit.games.tricksters.zones import knows_nb


def redeal_hidden(s: np.ndarray, seat: int, rng: np.random.Generator) -> int:
    """Permute the cards the seat does not know among the places they occupy; returns how many."""
    unknown = [c for c in range(int(s[N_CARDS])) if not knows_nb(s, seat, c)]
    slots = [(int(s[LOC + c]), int(s[POS + c])) for c in unknown]
    for card, (zone, i) in zip(rng.permutation(unknown), slots):
        s[ZONE_CARDS + zone * MAX_CARDS + i] = card
        s[LOC + card] = zone
        s[POS + card] = i
    return len(unknown)


def stop_at(setup, seed: int, game: int, decision: int):
    s = np.zeros(STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    args = setup.kernel_args()
    stopped = play_to_decision_nb(np.uint64(seed), game, *args, decision, s, rng)
    return stopped and s[DECISIONS] == decision, s, rng, args[-1]


@pytest.mark.parametrize("ruleset, players, names", [
    ("tricksters", 4, "counter,hunter,random,restricted:counter:eye"),
    ("tricksters", 6, "hunter,counter,counter,hunter,counter,hunter"),
    ("tricksters-team", 4, "counter,hunter,counter,hunter"),
    ("tricksters-solo2", 1, "counter"),
    ("tricksters-solo1-normal", 1, "hunter"),
])
def test_heuristic_choices_ignore_hidden_cards(ruleset, players, names):
    setup = GAME.make_setup(ruleset, players, GAME.default_deck, names)
    shuffler = np.random.default_rng(0)
    checked = 0
    for decision in range(3, 200, 7):
        stopped, s, rng, w = stop_at(setup, 17, 1, decision)
        if not stopped:
            break
        seat = int(s[CTX_SEAT])
        answer = choose_nb(s.copy(), rng.copy(), w, np.int64(seat))
        for _ in range(3):
            other = s.copy()
            if redeal_hidden(other, seat, shuffler) < 2:
                continue
            assert choose_nb(other, rng.copy(), w, np.int64(seat)) == answer, f"decision {decision}"
        checked += 1
    assert checked >= 5


def test_search_choices_ignore_hidden_cards():
    setup = GAME.make_setup("tricksters", 3, GAME.default_deck, "search:rollouts=3:policy=counter:horizon=1")
    shuffler = np.random.default_rng(1)
    checked = 0
    for decision in range(1, 60, 9):
        stopped, s, rng, w = stop_at(setup, 9, 0, decision)
        if not stopped:
            break
        seat = int(s[CTX_SEAT])
        answer = search_choose_nb(s.copy(), rng.copy(), w, np.int64(seat))
        other = s.copy()
        if redeal_hidden(other, seat, shuffler) >= 2:
            assert search_choose_nb(other, rng.copy(), w, np.int64(seat)) == answer
            checked += 1
    assert checked >= 3


def test_what_a_seat_placed_it_knows_and_the_others_do_not():
    setup = GAME.make_setup("tricksters", 4, GAME.default_deck, "counter")
    stopped, s, rng, w = stop_at(setup, 2, 0, 12)
    assert stopped
    for i in range(int(s[ZONE_COUNT + ZONE_POOL])):
        card = int(s[ZONE_CARDS + ZONE_POOL * MAX_CARDS + i])
        knowers = int(s[KNOWERS + card])
        assert knowers != 0 and (knowers & (knowers - 1) == 0 or knowers == 0xFF)  # its placer, or everyone


def test_search_does_not_see_the_avatars_other_seats_picked_first():
    """Avatars are chosen at the same time: at seat k's pick, the picks of seats 0..k-1 (cards
    of their hidden hands) must not steer search. Re-deal the hidden cards and give each earlier
    seat another avatar from its new hand: the choice stays."""
    from simkit.games.tricksters.layout import CTX_KIND, DECIDE_AVATAR, PICK
    setup = GAME.make_setup("tricksters", 4, GAME.default_deck, "search:rollouts=4:policy=counter:horizon=1")
    shuffler = np.random.default_rng(3)
    checked = 0
    for decision in range(1, 400):
        stopped, s, rng, w = stop_at(setup, 5, 0, decision)
        if not stopped:
            break
        seat = int(s[CTX_SEAT])
        if s[CTX_KIND] != DECIDE_AVATAR or seat == 0:
            continue
        answer = search_choose_nb(s.copy(), rng.copy(), w, np.int64(seat))
        for _ in range(3):
            other = s.copy()
            redeal_hidden(other, seat, shuffler)
            for p in range(seat):
                if other[PICK + p] >= 0:
                    hand = [int(other[ZONE_CARDS + p * MAX_CARDS + i]) for i in range(int(other[ZONE_COUNT + p]))]
                    other[PICK + p] = hand[shuffler.integers(len(hand))]
            assert search_choose_nb(other, rng.copy(), w, np.int64(seat)) == answer, f"decision {decision}"
        checked += 1
        if checked == 3:
            break
    assert checked == 3
