"""Batches: card conservation in every game, determinism, split batches, outcome columns."""

import numpy as np
import pytest

from simkit.games.tricksters import GAME
from simkit.games.tricksters.layout import LOC, N_CARDS, POS, STATE_SIZE, ZONE_CARDS, ZONE_COUNT, MAX_CARDS
from simkit.games.tricksters.zones import conserved_nb
from tests.tricksters.test_referee import VARIANTS, seats

MIX = "counter,random,hunter,random,counter,hunter,random,counter"


@pytest.mark.parametrize("ruleset, players", VARIANTS)
def test_every_game_of_a_batch_conserves_its_cards_and_ends(ruleset, players):
    setup = GAME.make_setup(ruleset, players, GAME.default_deck, seats(MIX, players))
    outcome = GAME.play(setup, 300, seed=8)  # the batch kernel checks conservation after every game
    assert not outcome.capped.any()
    solo = players == 1
    wins = outcome.winners.sum(axis=1)
    if solo:
        assert set(np.unique(wins)) <= {0, 1}
    else:  # a multiplayer game always has a winner (a team: all its seats)
        assert (wins == (players // 2 if ruleset == "tricksters-team" else 1)).all()
    assert (outcome.scores >= 0).all() and (outcome.rounds >= 1).all()
    # who wins (the target, ties playing on) is the referee's to check, over traces


def test_the_conservation_check_notices_a_lost_card():
    setup = GAME.make_setup("tricksters", 3, GAME.default_deck, "random")
    from tests.tricksters.tables import Table
    t = Table(players=3)
    assert conserved_nb(t.s)
    zone = int(t.s[LOC + 5])
    t.s[ZONE_COUNT + zone] -= 1  # the zone's last card falls off its list
    assert not conserved_nb(t.s)
    assert setup.players == 3 and t.s[N_CARDS] == 90 and POS and STATE_SIZE and ZONE_CARDS and MAX_CARDS


def test_same_seed_same_games_and_any_split_plays_the_same_games():
    setup = GAME.make_setup("tricksters", 4, GAME.default_deck, "counter,random,hunter,random")
    whole = GAME.play(setup, 40, seed=21)
    again = GAME.play(setup, 40, seed=21)
    part = GAME.play(setup, 15, seed=21, first_game=25)
    for name in ("scores", "winners", "length", "rounds", "item_plays", "item_resolved", "item_fizzled"):
        assert np.array_equal(getattr(whole, name), getattr(again, name))
        assert np.array_equal(getattr(whole, name)[25:], getattr(part, name))
    other = GAME.play(setup, 40, seed=22)
    assert not np.array_equal(whole.length, other.length)


def test_a_trace_is_the_game_the_batch_plays():
    setup = GAME.make_setup("tricksters-team", 4, GAME.default_deck, "counter,random,counter,random")
    outcome = GAME.play(setup, 6, seed=4)
    for game in range(6):
        end = GAME.trace(setup, 4, game)[-1]
        assert end["turns"] == outcome.length[game] and end["rounds"] == outcome.rounds[game]
        assert [int(w) for w in np.flatnonzero(outcome.winners[game])] == sorted(end["winners"])


def test_items_count_plays_resolutions_and_fizzles():
    setup = GAME.make_setup("tricksters", 4, GAME.default_deck, "counter")
    outcome = GAME.play(setup, 200, seed=3)
    assert outcome.item_names == ["Eye", "Swap Arrows", "Skull", "x3"]
    assert outcome.item_plays.sum() > 0 and (outcome.item_resolved[:, :3].sum(axis=0) > 0).all()
    assert (outcome.item_fizzled[:, 3] == 0).all()  # x3 only counts: it never fizzles
    assert sorted(outcome.marks) == sorted(GAME.mark_names)
    assert (outcome.marks["trickster_points"] + outcome.marks["perceiver_points"] >= outcome.scores).all()
