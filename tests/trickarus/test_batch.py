"""Batches: invariants after every play, determinism, chunking, and the Outcome's contents."""

import numpy as np
import pytest

from simkit.games.base import Outcome
from simkit.games.trickarus import GAME

CONFIGS = [("trickarus", n) for n in (2, 3, 4, 5)] + [("trickarus-coop", n) for n in (3, 4, 5)]


@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_invariants_hold_after_every_play(ruleset, players):
    for strategies in ("random", "climber,flipper,coop,restricted:climber:lightning,random"):
        names = strategies.split(",")[:players] if "," in strategies else strategies
        outcome = GAME.play(GAME.make_setup(ruleset, players, None, names), 1000, 5, check=True)
        assert outcome.capped.sum() == 0


def outcome_arrays(outcome: Outcome):
    return [outcome.scores, outcome.winners, outcome.length, outcome.rounds, outcome.lead_changes,
            outcome.capped, outcome.item_plays, outcome.item_resolved, outcome.item_fizzled, outcome.decisions,
            outcome.decision_points, *outcome.marks.values()]


def test_same_seed_same_outcome_and_chunks_equal_a_bigger_batch():
    setup = GAME.make_setup("trickarus", 4, None, ["random", "climber", "flipper", "search:rollouts=2"])
    whole = GAME.play(setup, 12, 99)
    again = GAME.play(setup, 12, 99)
    part = GAME.play(setup, 5, 99, first_game=4)
    for a, b, c in zip(outcome_arrays(whole), outcome_arrays(again), outcome_arrays(part)):
        assert np.array_equal(a, b)
        assert np.array_equal(a[4:9], c)
    other = GAME.play(setup, 12, 100)
    assert not np.array_equal(whole.scores, other.scores)


@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_outcome_matches_the_traced_game(ruleset, players):
    setup = GAME.make_setup(ruleset, players, None, "climber")
    outcome = GAME.play(setup, 6, 8)
    for g in range(6):
        events = GAME.trace(setup, 8, g)
        end = events[-1]
        assert list(outcome.scores[g]) == end["heights"]
        assert [p for p in range(players) if outcome.winners[g, p]] == end["winners"]
        ends = [e for e in events if e["event"] == "trick_end"]
        assert outcome.length[g] == len(ends)
        assert outcome.rounds[g] == sum(e["event"] == "deal" for e in events)
        flights = [e["winner"] for e in ends if e["sun"]]
        assert list(outcome.marks["sun_flights"][g]) == [flights.count(p) for p in range(players)]
        first = [int(bool(flights) and flights[0] == p) for p in range(players)]
        assert list(outcome.marks["first_to_sun"][g]) == first
        assert list(outcome.marks["tricks_won"][g]) == [sum(e["winner"] == p for e in ends) for p in range(players)]
        assert list(outcome.marks["lightning_falls"][g]) == [
            sum(e["winner"] == p and e["lightning"] for e in ends) for p in range(players)]
        landed = [int(bool(flights) and h == 0) for h in end["heights"]]
        assert list(outcome.marks["landed"][g]) == landed
        plays = [e for e in events if e["event"] == "play"]
        lightning = [sum(e["seat"] == p and e["card"] == 39 for e in plays) for p in range(players)]
        assert list(outcome.item_plays[g, :, 0]) == lightning
        flips = sum(e["event"] == "flip" for e in events)
        assert outcome.item_plays[g, :, 1].sum() == flips == outcome.item_resolved[g, 1]
        lightning_tricks = [e for e in ends if e["lightning"]]
        assert outcome.item_resolved[g, 0] == sum(e["from"] > 0 for e in lightning_tricks)
        assert outcome.item_fizzled[g, 0] == sum(e["from"] == 0 for e in lightning_tricks)


def test_outcome_fields_and_marks():
    outcome = GAME.play(GAME.make_setup("trickarus", 3, None, "random"), 200, 1)
    assert set(outcome.marks) == set(GAME.mark_names)
    assert outcome.item_names == ["Lightning", "5"]
    assert (outcome.winners.sum(axis=1) >= 1).all()
    assert (outcome.marks["first_to_sun"].sum(axis=1) == 1).all()  # every uncapped game had a flight
    assert (outcome.decision_points >= outcome.decisions).all()
    assert (outcome.decision_points == outcome.length * 3).all()


def test_coop_winners_are_all_or_nobody():
    outcome = GAME.play(GAME.make_setup("trickarus-coop", 4, None, "coop"), 300, 2)
    sums = outcome.winners.sum(axis=1)
    assert set(np.unique(sums)) <= {0, 4}
    assert (outcome.rounds <= 3).all()
    assert 0 < (sums == 4).mean() < 1
