"""Same seed, same games: results depend on the seed only, never on how a batch is split."""

import numpy as np
import pytest

from simkit.api import make_setup, play, trace_events

FIELDS = ("heroes", "round_scores", "winners", "tricks", "busts", "effects_resolved", "effects_fizzled",
          "decisions")


def same(a, b):
    return all(np.array_equal(getattr(a, f), getattr(b, f)) for f in FIELDS)


@pytest.mark.parametrize("players, deck, strategies", [(4, "beginner", "random"), (3, "random", "cautious"),
                                                       (6, "strategist", "random,cautious,random,cautious,random,cautious")])
def test_same_seed_same_results_and_chunks_do_not_matter(players, deck, strategies):
    setup = make_setup("cot", players, deck, strategies)
    whole = play(setup, 400, seed=42)
    assert same(whole, play(setup, 400, seed=42))
    first, second = play(setup, 150, seed=42), play(setup, 250, seed=42, first_game=150)
    for f in FIELDS:
        assert np.array_equal(getattr(whole, f), np.concatenate([getattr(first, f), getattr(second, f)]))
    assert not same(whole, play(setup, 400, seed=43))
    assert not whole.capped.any()  # the trick cap is a safety net, never reached (docs/rules.md)


def test_same_seed_same_trace_and_it_is_the_batch_game():
    a = trace_events("cot", 5, "random", "random", seed=9, game=3)
    assert a == trace_events("cot", 5, "random", "random", seed=9, game=3)
    assert a != trace_events("cot", 5, "random", "random", seed=10, game=3)
    batch = play(make_setup("cot", 5, "random", "random"), 4, seed=9)
    assert a[-1]["totals"] == batch.totals[3].tolist()
    assert a[0]["heroes"] == [batch.hero_names[h] for h in batch.heroes[3]]


def test_random_decks_draw_seven_distinct_heroes_covering_the_catalogue():
    results = play(make_setup("cot", 4, "random", "random"), 300, seed=1)
    assert all(len(set(row)) == 7 for row in results.heroes.tolist())
    assert len(np.unique(results.heroes)) == 21
