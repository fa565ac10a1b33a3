"""The statistics of simkit play, on synthetic results with known answers."""

from math import isclose

import numpy as np

from simkit.api import make_setup, play
from simkit.games.trickster.results import GameResults, format_summary, mean_interval, ratio_interval, wilson_interval


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(50, 100)
    assert isclose(lo, 0.4038, abs_tol=1e-4) and isclose(hi, 0.5962, abs_tol=1e-4)
    lo, hi = wilson_interval(0, 20)
    assert lo == 0.0 and isclose(hi, 0.1611, abs_tol=1e-4)


def test_mean_interval_known_values():
    mean, lo, hi = mean_interval(np.array([1.0, 2.0, 3.0, 4.0]))
    half = 1.959963984540054 * np.std([1, 2, 3, 4], ddof=1) / 2
    assert mean == 2.5 and isclose(lo, 2.5 - half) and isclose(hi, 2.5 + half)


def test_ratio_interval_is_the_pooled_rate_and_widens_with_games_that_differ():
    trials = np.full(1000, 10)
    steady = np.full(1000, 2)  # every game: 2 of 10
    independent_lo, independent_hi = wilson_interval(2000, 10000)
    rate, lo, hi = ratio_interval(steady, trials)
    assert rate == 0.2 and (lo, hi) == (independent_lo, independent_hi)  # never narrower than Wilson
    lumpy = np.where(np.arange(1000) % 2 == 0, 0, 4)  # same pooled rate, all in half the games
    rate, lo, hi = ratio_interval(lumpy, trials)
    assert isclose(rate, 0.2) and isclose(hi - lo, 2 * 1.959963984540054 * 0.2 / np.sqrt(999), rel_tol=1e-9)
    assert hi - lo > independent_hi - independent_lo  # correlated plays: wider than binomial
    rate, lo, hi = ratio_interval(np.zeros(50), np.full(50, 4))
    assert rate == 0.0 and lo == 0.0 and hi > 0.01  # no fizzle seen: still an upper bound


def synthetic(winners, totals):
    """Results of a few games whose winners and round-1 totals are given."""
    setup = make_setup("cot", len(winners[0]), "beginner", "random")
    results = GameResults.empty(len(winners), len(winners[0]), setup, seed=0, first_game=0)
    results.winners[:] = winners
    results.round_scores[:, 0, :] = totals
    return results


def test_win_shares_split_a_shared_win():
    results = synthetic([[1, 0, 0], [0, 1, 1], [0, 0, 1], [1, 1, 1]], [[5, 6, 7]] * 4)
    assert results.win_shares().sum(axis=0).tolist() == [1 + 1 / 3, 0.5 + 1 / 3, 1 + 0.5 + 1 / 3]
    assert np.allclose(results.win_shares().sum(axis=1), 1.0)
    text = format_summary(results, wall_seconds=1.0)
    assert "shared wins  2 games, 50.000%" in text


def test_to_frame_has_one_row_per_game():
    results = play(make_setup("cot", 3, "strategist", "random"), 20, seed=4)
    frame = results.to_frame()
    assert len(frame) == 20 and frame["game"].tolist() == list(range(20))
    assert frame["deck"][0] == "Archivist,Doctor,Explorer,Inventor,Scavenger,Scion,Witness"
    assert np.allclose(frame[["win_share_0", "win_share_1", "win_share_2"]].sum(axis=1), 1.0)
    assert frame["total_1"].tolist() == results.totals[:, 1].tolist()


def test_each_seats_plays_per_hero_add_up_to_the_effects_counted():
    from simkit.api import make_setup, play
    for ruleset, players in (("cot", 4), ("cot", 3), ("fantasy", 5)):
        setup = make_setup(ruleset, players, "random", "random")
        res = play(setup, 300, seed=4)
        assert res.plays.shape == (300, players, 7)
        np.testing.assert_array_equal(res.plays.sum(axis=1), res.effects_resolved + res.effects_fizzled)
        assert res.plays.sum() > 300 * players  # every seat plays several cards a game
