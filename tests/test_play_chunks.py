"""``simkit play`` streams its games in chunks: the summary is the same for any chunking or number
of workers (game g of a seed is the same game in any batch), and memory does not grow with --games."""

import pytest

import simkit.cli.play_batches as batches
from cli_run import run
from simkit.games.registry import get_game
from simkit.play_summary import UNITS, mean_from, ratio_from, win_units
from simkit.engine.intervals import mean_interval, ratio_interval


def summary_text(monkeypatch, game_name, ruleset, deck, strategies, games, chunk):
    monkeypatch.setattr(batches, "MIN_CHUNK", chunk)
    monkeypatch.setattr(batches, "MAX_CHUNK", chunk)
    game = get_game(game_name)
    setup = game.make_setup(ruleset, 3, deck or game.default_deck, strategies)
    summary, _ = batches.play_games(game, setup, games, seed=11)
    text = summary.format(game, 1.0)
    return text


@pytest.mark.parametrize("game_name, ruleset, deck, strategies", [
    ("trickster", "cot", "random", "cautious,random,random"),
    ("tricksters", "tricksters", None, "random"),
    ("trickarus", "trickarus", None, "random"),
])
def test_the_summary_does_not_depend_on_the_chunks(monkeypatch, game_name, ruleset, deck, strategies):
    texts = {chunk: summary_text(monkeypatch, game_name, ruleset, deck, strategies, 300, chunk) for chunk in (300, 7, 64)}
    assert texts[300] == texts[7] == texts[64]
    assert "games        300" in texts[300]


def test_sums_give_the_interval_of_the_arrays():
    import numpy as np
    rng = np.random.default_rng(1)
    values = rng.integers(0, 40, 500)
    mean, lo, hi = mean_from(values.size, int(values.sum()), int((values * values).sum()))
    assert np.allclose((mean, lo, hi), mean_interval(values))
    trials = rng.integers(0, 9, 500)
    events = np.minimum(trials, rng.integers(0, 4, 500))
    sums = ratio_from(500, events.sum(), trials.sum(), (events ** 2).sum(), (events * trials).sum(), (trials ** 2).sum())
    assert np.allclose(sums, ratio_interval(events, trials))
    shares = win_units(np.array([[1, 0, 0], [1, 1, 0], [1, 1, 1], [0, 0, 0]]))
    assert shares.tolist() == [[UNITS, 0, 0], [UNITS // 2] * 2 + [0], [UNITS // 3] * 3, [0, 0, 0]]


def test_play_with_two_workers_prints_the_same_summary(capsys):
    args = ["play", "--players", "3", "--games", "2000", "--seed", "4", "--deck", "strategist"]
    code, one, err = run(capsys, *args)
    assert code == 0, err
    code, two, err = run(capsys, *args, "--workers", "2")
    assert code == 0, err

    def body(text):  # the timing lines differ
        return [line for line in text.splitlines() if not line.startswith(("wall time", "kernels ready"))]
    assert body(one) == body(two)


def test_memory_is_flat_the_chunks_are_bounded(monkeypatch):
    """Every chunk asked of the engine is at most MAX_CHUNK games, whatever --games is."""
    asked = []
    real = batches.play_chunk

    def spy(game_name, setup, seed, first, count):
        asked.append((first, count))
        return real(game_name, setup, seed, first, count)
    monkeypatch.setattr(batches, "play_chunk", spy)
    monkeypatch.setattr(batches, "MAX_CHUNK", 500)
    game = get_game("trickster")
    batches.play_games(game, game.make_setup("cot", 3, "beginner", "random"), 4_000, seed=2)
    assert max(count for _, count in asked) <= 500
    assert sum(count for _, count in asked) == 4_000
    assert [first for first, _ in asked] == sorted(first for first, _ in asked)
