"""Intervals that account for every source of sampling: plays clustered in games, decks drawn from
a pool (reports/resampling.py)."""

from types import SimpleNamespace

import numpy as np
import pandas as pd

from simkit.reports.card_effects import play_effects
from simkit.reports.fizzles import fizzle_rates
from simkit.reports.stats import wilson
from simkit.reports.synthetic import SyntheticModel, deck_sweep, synthetic_results
from simkit.games.trickster.results import ratio_interval

POOL = [f"Hero{i}" for i in range(9)]
DECK = "A,B,C,D,E,F,G"


def heroes_results(per_game: dict[str, tuple[np.ndarray, np.ndarray]], old: bool = False):
    """A results object of one cell whose heroes rows come from per-game (fizzled, effects) arrays."""
    cell = {"ruleset": "cot", "players": 4, "deck_id": 0, "deck": DECK, "lineup": "random,random,random,random"}
    rows = []
    for hero, (f, e) in per_game.items():
        row = {**cell, "hero": hero, "plays": int(e.sum()), "resolved": int((e - f).sum()), "fizzled": int(f.sum())}
        if not old:
            row.update(fizzled_sq_sum=int((f * f).sum()), effects_sq_sum=int((e * e).sum()),
                       fizzled_effects_sum=int((f * e).sum()))
        rows.append(row)
    games = len(next(iter(per_game.values()))[0])
    return SimpleNamespace(heroes=pd.DataFrame(rows), cells=pd.DataFrame([{**cell, "games": games}]),
                           manifest={"spec": {"decks": {"named": ["x"]}}})


def clustered_games(rng, games=2000, p=0.1, correlation=0.4):
    effects = rng.poisson(6, games)
    rate = rng.beta(p * (1 - correlation) / correlation, (1 - p) * (1 - correlation) / correlation, games)
    return rng.binomial(effects, rate), effects


def test_a_fizzle_rate_from_plays_clustered_in_games_has_the_game_clustered_width():
    f, e = clustered_games(np.random.default_rng(5))
    row = fizzle_rates(heroes_results({"Blocked": (f, e)}), per_deck=False).iloc[0]
    rate, lo, hi = ratio_interval(f, e)  # simkit play's interval, from the games one by one
    assert row["interval"] == "game"
    assert np.allclose([row["fizzle_rate"], row["fizzle_lo"], row["fizzle_hi"]], [rate, lo, hi])
    play_lo, play_hi = wilson(f.sum(), e.sum())
    assert hi - lo > 1.5 * (play_hi - play_lo)  # the per-play interval was far too narrow


def test_game_clustered_fizzle_intervals_cover_the_planted_rate():
    rng = np.random.default_rng(11)
    covered = 0
    for _ in range(60):
        row = fizzle_rates(heroes_results({"Blocked": clustered_games(rng, games=400)}), per_deck=False).iloc[0]
        covered += row["fizzle_lo"] <= 0.1 <= row["fizzle_hi"]
    assert covered >= 52  # 95% nominal: 57 expected; per-play intervals cover about 40 of 60


def test_an_old_folder_gets_the_per_play_interval_and_says_so():
    f, e = clustered_games(np.random.default_rng(5))
    row = fizzle_rates(heroes_results({"Blocked": (f, e)}, old=True), per_deck=False).iloc[0]
    lo, hi = wilson(f.sum(), e.sum())
    assert row["interval"] == "play" and np.isclose(row["fizzle_lo"], lo) and np.isclose(row["fizzle_hi"], hi)


def test_sampled_decks_widen_fizzle_intervals_so_twins_are_not_told_apart():
    model = SyntheticModel(fizzle={"Hero0": 0.1, "Hero1": 0.1}, fizzle_deck_sd=0.04)
    fixed = synthetic_results(deck_sweep(POOL), [["random"] * 4], model, games=300, seed=4)
    sampled = synthetic_results(deck_sweep(POOL), [["random"] * 4], model, games=300, seed=4, sampled=True)
    by_game = fizzle_rates(fixed, per_deck=False).set_index("hero")
    by_deck = fizzle_rates(sampled, per_deck=False).set_index("hero")
    assert (by_deck["interval"] == "deck").all() and (by_game["interval"] == "game").all()
    width = lambda t: t["fizzle_hi"] - t["fizzle_lo"]  # noqa: E731
    assert (width(by_deck) >= width(by_game) - 1e-12).all() and (width(by_deck) > 2 * width(by_game)).any()
    twins = by_deck.loc[["Hero0", "Hero1"]]
    assert twins["fizzle_lo"].max() < twins["fizzle_hi"].min()  # the twins' intervals overlap


def test_sampled_decks_give_points_per_play_a_bootstrap_interval_at_least_as_wide_as_the_analytic_one():
    model = SyntheticModel(play_score={"Hero0": -1.0, "Hero1": -1.0}, play_score_deck_sd=0.3)
    lineups = [["random"] * 4]
    fixed = play_effects(synthetic_results(deck_sweep(POOL), lineups, model, games=1000, seed=6)).set_index("hero")
    sampled = play_effects(synthetic_results(deck_sweep(POOL), lineups, model, games=1000, seed=6,
                                             sampled=True)).set_index("hero")
    assert (fixed["interval"] == "game").all() and (sampled["interval"] == "deck").all()
    for prefix in ("points", "win"):
        width = lambda t: t[f"{prefix}_hi"] - t[f"{prefix}_lo"]  # noqa: E731
        assert (width(sampled) >= width(fixed) - 1e-12).all()
    assert (sampled["points_hi"] - sampled["points_lo"] > 2 * (fixed["points_hi"] - fixed["points_lo"])).all()
    # twins: the same planted slope; by games alone they look different, by decks they do not
    twins, by_games = sampled.loc[["Hero0", "Hero1"]], fixed.loc[["Hero0", "Hero1"]]
    assert by_games["points_lo"].max() > by_games["points_hi"].min()
    assert twins["points_lo"].max() < twins["points_hi"].min()
    assert (sampled["points_lo"] <= -1.0).loc[["Hero0", "Hero1"]].all()


def test_without_deck_heterogeneity_the_bootstrap_agrees_with_the_analytic_interval():
    lineups = [["random"] * 4]
    model = SyntheticModel(play_score={"Hero0": -1.0})
    fixed = play_effects(synthetic_results(deck_sweep(POOL), lineups, model, games=300, seed=6)).set_index("hero")
    sampled = play_effects(synthetic_results(deck_sweep(POOL), lineups, model, games=300, seed=6,
                                             sampled=True)).set_index("hero")
    ratio = (sampled["points_hi"] - sampled["points_lo"]) / (fixed["points_hi"] - fixed["points_lo"])
    assert ratio.between(1.0, 1.4).all()
    assert np.allclose(sampled["points_per_play"], fixed["points_per_play"])


def test_win_share_per_play_is_zero_where_plays_do_not_change_who_wins():
    model = SyntheticModel(play_score={"Hero0": -3.0})
    results = synthetic_results(deck_sweep(POOL[:8]), [["random"] * 4], model, games=1000, seed=7)
    table = play_effects(results).set_index("hero")
    # the synthetic winner is drawn apart from the totals: Hero0 moves the score, not the win share
    assert (table["win_lo"] <= 0).all() and (table["win_hi"] >= 0).all()
    assert table.loc["Hero0", "points_hi"] < -2.5
    assert (table["win_hi"] - table["win_lo"] < 0.02).all()


def test_a_hero_in_one_sampled_deck_keeps_its_game_interval_and_says_so():
    decks = [POOL[:7], POOL[1:8], POOL[2:9], POOL[:6] + ["Loner"]]  # Loner: one deck only
    model = SyntheticModel(fizzle={"Loner": 0.2, "Hero0": 0.1}, play_score_deck_sd=0.3, fizzle_deck_sd=0.03)
    results = synthetic_results(decks, [["random"] * 4], model, games=400, seed=8, sampled=True)
    fizzles = fizzle_rates(results, per_deck=False).set_index("hero")
    plays = play_effects(results).set_index("hero")
    assert fizzles.loc["Loner", "interval"] == "game" and fizzles.loc["Hero0", "interval"] == "deck"
    assert plays.loc["Loner", "interval"] == "game" and plays.loc["Hero2", "interval"] == "deck"
