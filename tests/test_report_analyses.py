"""The balance analyses recover effects planted in synthetic results (reports/synthetic.py)."""

import numpy as np
import pandas as pd
import pytest

from simkit.reports.card_effects import play_effects, restricted_play
from simkit.reports.deck_effects import hero_deck_effects
from simkit.reports.distributions import length_quantiles, score_quantiles, weighted_quantiles
from simkit.reports.fizzles import fizzle_rates
from simkit.reports.lineups import is_mixed, parse_wrapper
from simkit.reports.ranking import deck_ranking, imbalance_bounds, rerun_suggestions
from simkit.reports.seats import game_metrics, seat_advantage, seat_order
from simkit.reports.skill import skill_gap, strategy_shares
from simkit.reports.synergy import synergy
from simkit.reports.synthetic import BASE_LENGTH, SyntheticModel, deck_sweep, synthetic_results

POOL = [f"Hero{i}" for i in range(9)]  # 36 decks of 7
RANDOM4 = [["random"] * 4]


def inside(value, lo, hi):
    return lo <= value <= hi


def test_seat_advantage_recovers_planted_seat_shares_and_flags_only_unfair_seats():
    model = SyntheticModel(seat_weights={4: [1.2, 1.0, 1.0, 0.8]}, shared_win_rate=0.0)
    results = synthetic_results([POOL[:7]], RANDOM4, model, games=20_000, seed=1)
    table = seat_advantage(results).set_index("seat")
    for seat, share in enumerate([0.3, 0.25, 0.25, 0.2]):
        row = table.loc[seat]
        assert inside(share, row["win_share_lo"], row["win_share_hi"])
    assert table["significant"].tolist() == [True, False, False, True]
    assert np.allclose(table["excess"], table["win_share"] - 0.25)


def test_seat_order_test_separates_a_fair_game_from_an_unfair_one():
    fair = synthetic_results(deck_sweep(POOL[:8]), RANDOM4, games=5_000, seed=2)
    unfair = synthetic_results(deck_sweep(POOL[:8]), RANDOM4, SyntheticModel(seat_weights={4: [1.1, 1, 1, 0.9]}),
                               games=5_000, seed=2)
    fair_row, unfair_row = seat_order(fair).iloc[0], seat_order(unfair).iloc[0]
    assert fair_row["games"] == 8 * 5_000
    assert fair_row["p_value"] > 0.05 and not fair_row["seat_order_matters"]
    assert unfair_row["p_value"] < 1e-6 and unfair_row["seat_order_matters"]
    assert unfair_row["extreme_seat"] in (0, 3)


def test_game_metrics_recover_shared_wins_length_and_first_seat_advantage():
    model = SyntheticModel(hero_seat0={"Hero0": 0.05}, hero_length={"Hero1": 3.0}, shared_win_rate=0.04)
    results = synthetic_results([POOL[:7], POOL[2:9]], RANDOM4 + [["cautious"] * 4], model, games=10_000, seed=3)
    metrics = game_metrics(results).set_index("deck_id")
    assert metrics["games"].tolist() == [20_000, 20_000]  # two line-ups pooled per deck
    first, second = metrics.loc[0], metrics.loc[1]
    assert inside(0.30, first["advantage_lo"], first["advantage_hi"])
    assert inside(0.25, second["advantage_lo"], second["advantage_hi"])
    assert inside(BASE_LENGTH + 3.0, first["length_lo"], first["length_hi"])
    assert inside(BASE_LENGTH, second["length_lo"], second["length_hi"])
    for row in (first, second):
        assert inside(0.04, row["drawishness_lo"], row["drawishness_hi"])
        assert row["decisiveness"] == pytest.approx(1 - row["drawishness"])
        assert row["lead_changes_mean"] == pytest.approx(1.5, abs=0.05)
    assert first["seat_p_value"] < 1e-6 and first["balance"] < second["balance"]


def test_deck_level_effects_recover_a_hero_that_adds_two_points_of_seat_advantage():
    model = SyntheticModel(hero_seat0={"Hero4": 0.02}, hero_length={"Hero6": 2.0})
    results = synthetic_results(deck_sweep(POOL), RANDOM4, model, games=4_000, seed=4)
    effects = hero_deck_effects(results).set_index(["outcome", "hero"])
    planted = effects.loc[("seat0_advantage", "Hero4")]
    assert inside(0.02, planted["effect_lo"], planted["effect_hi"]) and planted["effect_lo"] > 0
    # every other hero's true swap effect is -0.02/8: replacing it may remove Hero4
    others = effects.loc["seat0_advantage"].drop(index="Hero4")
    inside_share = np.mean([inside(-0.02 / 8, r.effect_lo, r.effect_hi) for r in others.itertuples()])
    assert inside_share >= 6 / 8
    longer = effects.loc[("length", "Hero6")]
    assert inside(2.0, longer["effect_lo"], longer["effect_hi"])
    assert planted["decks_with"] == 28 and planted["decks_without"] == 8


def test_deck_level_effects_need_a_sweep():
    results = synthetic_results([POOL[:7], POOL[1:8]], RANDOM4, games=500, seed=5)
    assert hero_deck_effects(results).empty  # two decks cannot separate eight heroes


def test_synergy_flags_a_planted_pair_and_no_more_random_pairs_than_its_error_rate():
    decks = deck_sweep([f"Hero{i}" for i in range(10)])  # 120 decks, 45 pairs
    planted = synergy(synthetic_results(decks, RANDOM4, SyntheticModel(pair_length={("Hero2", "Hero5"): 1.0}),
                                        games=300, seed=6), outcomes=("length",))
    flagged = planted[planted["significant"]]
    assert list(zip(flagged["hero_a"], flagged["hero_b"])) == [("Hero2", "Hero5")]
    row = flagged.iloc[0]
    assert inside(1.0, row["interaction_lo"], row["interaction_hi"])
    raw_hits, sweeps_with_a_flag = [], 0
    for seed in range(10):
        null = synergy(synthetic_results(decks, RANDOM4, games=300, seed=100 + seed), outcomes=("length",))
        assert len(null) == 45
        raw_hits.append((null["p_value"] < 0.05).mean())
        sweeps_with_a_flag += int(null["significant"].any())
    assert 0.02 < np.mean(raw_hits) < 0.09  # uncorrected: about 1 pair in 20 by chance
    assert sweeps_with_a_flag <= 2  # corrected: a false flag in at most ~5% of sweeps


def test_play_effects_recover_points_per_play():
    model = SyntheticModel(play_score={"Hero1": -1.5, "Hero3": 0.5})
    results = synthetic_results(deck_sweep(POOL[:8]), RANDOM4 + [["cautious", "random", "random", "random"]], model,
                                games=1_000, seed=7)
    table = play_effects(results).set_index("hero")
    truth = {hero: model.play_score.get(hero, 0.0) for hero in POOL[:8]}
    covered = [inside(value, table.loc[hero, "points_lo"], table.loc[hero, "points_hi"]) for hero, value in truth.items()]
    assert covered[1] and covered[3] and sum(covered) >= 7
    assert table.loc["Hero1", "points_hi"] < 0 < table.loc["Hero3", "points_lo"]
    assert table.loc["Hero1", "plays_per_game"] == pytest.approx(1.0, abs=0.02)


def test_unpaired_restricted_play_compares_with_the_base_cells_not_the_opponents():
    """Without paired cells (a folder made before pairing) the wrapped seat is compared with the base
    strategy's seats of the deck's unwrapped cells, never with its own opponents (issue 13: that
    baseline mixed in the opponents' gain from the wrapped player's loss)."""
    lineups = [["cautious"] * 4, ["cautious", "restricted:cautious:Hero2", "cautious", "cautious"],
               ["noeffect:cautious:Hero3", "cautious", "cautious", "cautious"]]
    model = SyntheticModel(strength={"restricted:cautious:Hero2": 0.5, "noeffect:cautious:Hero3": 1.0})
    results = synthetic_results([POOL[:7]], lineups, model, games=20_000, seed=8)
    table = restricted_play(results).set_index("hero")
    assert set(table.index) == {"Hero2", "Hero3"} and table.loc["Hero2", "wrapper"] == "restricted"
    assert not table["paired"].any()
    # the base: the all-cautious cell, 1/4 per seat; the opponents of the wrapped seats are not in it
    assert table.loc["Hero2", "base_games"] == 4 * 20_000
    restricted = table.loc["Hero2"]
    assert inside(0.25 - 0.5 / 3.5, restricted["drop_lo"], restricted["drop_hi"])
    unaffected = table.loc["Hero3"]
    assert inside(0.0, unaffected["drop_lo"], unaffected["drop_hi"])
    assert restricted["significant"] and not unaffected["significant"]


def test_fizzle_rates_recover_planted_rates():
    model = SyntheticModel(fizzle={"Hero0": 0.3, "Hero1": 0.05})
    results = synthetic_results(deck_sweep(POOL[:8]), RANDOM4, model, games=500, seed=9)
    table = fizzle_rates(results, per_deck=False).set_index("hero")
    for hero, rate in {"Hero0": 0.3, "Hero1": 0.05, "Hero2": 0.0}.items():
        assert inside(rate, table.loc[hero, "fizzle_lo"], table.loc[hero, "fizzle_hi"])
    assert len(fizzle_rates(results)) == 8 * 7  # per deck: seven heroes each


def test_skill_gap_measures_the_strong_strategy_and_finds_decks_where_skill_does_not_matter():
    lineups = [["search", "random", "random", "random"], ["random", "search", "random", "random"],
               ["random"] * 4, ["cautious", "restricted:cautious:Hero1", "cautious", "cautious"]]
    skilled = synthetic_results([POOL[:7]], lineups, SyntheticModel(strength={"search": 2.0}), games=10_000, seed=10)
    row = skill_gap(skilled).iloc[0]
    assert row["strong"] == "search" and row["weaker"] == "random" and row["games"] == 20_000
    assert inside(0.4 - 0.25, row["gap_lo"], row["gap_hi"]) and row["skill_matters"]
    assert row["others_share"] == pytest.approx(0.2, abs=0.01)
    luck = synthetic_results([POOL[:7]], lineups, games=10_000, seed=11)
    assert not skill_gap(luck).iloc[0]["skill_matters"]


def test_strategy_shares_pool_every_lineup_and_deck():
    lineups = [["search", "random", "random", "random"], ["random", "random", "search", "random"]]
    results = synthetic_results([POOL[:7], POOL[1:8]], lineups, SyntheticModel(strength={"search": 2.0}),
                                games=5_000, seed=17)
    table = strategy_shares(results).set_index("strategy")
    assert list(table.index) == ["search", "random"] and table.loc["search", "games"] == 20_000
    assert inside(0.4, table.loc["search", "win_share_lo"], table.loc["search", "win_share_hi"])
    assert inside(0.2, table.loc["random", "win_share_lo"], table.loc["random", "win_share_hi"])


def test_skill_gap_without_search_takes_the_best_strategy():
    lineups = [["cautious", "random", "random"], ["random", "random", "cautious"]]
    results = synthetic_results([POOL[:7]], lineups, SyntheticModel(strength={"cautious": 1.5}), games=5_000, seed=12)
    assert skill_gap(results).iloc[0]["strong"] == "cautious"
    assert skill_gap(results, strong="random").iloc[0]["gap"] < 0


def test_weighted_quantiles_of_a_known_histogram():
    values, counts = np.array([30, 10, 20]), np.array([1, 1, 2])  # 10, 20, 20, 30
    assert weighted_quantiles(values, counts, (0.0, 0.25, 0.5, 0.75, 1.0)) == [10, 10, 20, 20, 30]


def test_score_and_length_quantiles_match_the_planted_distributions():
    model = SyntheticModel(play_score={"Hero0": 3.0})
    results = synthetic_results([POOL[:7]], [["cautious", "random", "random"]], model, games=20_000, seed=13)
    by_seat = score_quantiles(results)
    assert by_seat["n"].tolist() == [20_000] * 3
    assert by_seat["mean"].to_numpy() == pytest.approx(20.0 + 3.0, abs=0.15)  # one play of Hero0 on average
    assert (by_seat["q05"] < by_seat["q50"]).all() and (by_seat["q50"] < by_seat["q95"]).all()
    by_strategy = score_quantiles(results, by="strategy").set_index("strategy")
    assert by_strategy.loc["random", "n"] == 40_000
    length = length_quantiles(results).iloc[0]
    assert length["q50"] == BASE_LENGTH and length["sd"] == pytest.approx(3.0, abs=0.1)


def test_deck_ranking_puts_the_unfair_deck_last():
    decks = [POOL[:7], POOL[1:8], POOL[2:9]]
    model = SyntheticModel(hero_seat0={"Hero8": 0.1})  # only the third deck has Hero8
    ranking = deck_ranking(synthetic_results(decks, RANDOM4, model, games=5_000, seed=14))
    assert ranking["rank"].tolist() == [1, 2, 3]
    last = ranking.iloc[-1]
    assert last["deck_id"] == 2 and last["worst_seat"] == 0
    assert inside(0.1, last["imbalance_lo"], last["imbalance_hi"])
    assert ((ranking["imbalance_lo"] <= ranking["imbalance"]) & (ranking["imbalance"] <= ranking["imbalance_hi"])).all()


def test_imbalance_interval_covers_a_fair_decks_zero_95_percent_of_the_time():
    rng = np.random.default_rng(16)
    for players in (3, 4, 6):
        draws = rng.multinomial(2_000, [1 / players] * players, size=4_000)
        misses = imbalance_bounds(draws, np.full(draws.shape, 2_000), players)[0].max(axis=1) > 0
        assert np.mean(misses) < 0.065  # one interval per seat at 95% would miss 10-25% of the time
    ranking = deck_ranking(synthetic_results(deck_sweep(POOL), RANDOM4, games=2_000, seed=15))
    assert (ranking["imbalance"] > 0).all() and (ranking["imbalance_lo"] == 0).mean() > 0.8


def test_rerun_suggestions_name_only_decks_whose_interval_overlaps_the_leaders():
    ranking = pd.DataFrame({"ruleset": "cot", "players": 4, "deck_id": range(6), "deck": list("abcdef"),
                            "games": 1000,
                            "imbalance": [0.01, 0.02, 0.05, 0.06, 0.20, 0.30],
                            "imbalance_lo": [0.00, 0.01, 0.03, 0.055, 0.18, 0.28],
                            "imbalance_hi": [0.015, 0.04, 0.07, 0.07, 0.22, 0.32]})
    suggestions = rerun_suggestions(ranking, leaders=2)
    most = suggestions[suggestions["end"] == "most balanced"]
    assert dict(zip(most["deck"], most["role"])) == {"b": "leader", "c": "challenger"}
    least = suggestions[suggestions["end"] == "least balanced"]
    assert least.empty  # e and f are clear of the rest
    assert (suggestions["extra_games"] == 3000).all()


def test_wrapper_names_and_mixed_lineups():
    assert parse_wrapper("restricted:heuristic:greedy:w=2:Guard") == ("restricted", "heuristic:greedy:w=2", "Guard")
    assert parse_wrapper("noeffect:cautious:Nomad") == ("noeffect", "cautious", "Nomad")
    assert parse_wrapper("heuristic:greedy") is None and parse_wrapper("cautious") is None
    assert is_mixed("search,random,random") and not is_mixed("random,random")
    assert not is_mixed("cautious,restricted:cautious:Guard")


def test_a_cooperative_win_shared_by_every_seat_is_no_seat_advantage():
    """Games nobody won (a failed co-operative game) lower every seat's share alike: the fair share
    is the seats' mean share, not 1/players, so equal seats show no seat effect."""
    import pandas as pd
    from types import SimpleNamespace
    from simkit.reports.seats import seat_advantage, seat_order
    seats = pd.DataFrame({"ruleset": "coop", "players": 3, "deck_id": 0, "deck": "d", "lineup": "a,a,a",
                          "seat": [0, 1, 2], "games": 3000, "wins": [400.0, 400.0, 400.0]})  # 1200 of 3000 won
    results = SimpleNamespace(seats=seats)
    advantage = seat_advantage(results, per_deck=False)
    assert advantage["expected"].tolist() == pytest.approx([400 / 3000] * 3)
    assert not advantage["significant"].any()
    order = seat_order(results)
    assert order["chi2"].item() == 0 and not order["seat_order_matters"].item()


GAME_RULESETS = {"trickster": "cot", "tricksters": "tricksters", "trickarus": "trickarus"}
# words a game's report must not use: another game's items and length unit, the other score direction
WRONG_WORDS = {"trickster": r"\beffect types?\b|\bturns\b|\bhigher (?:totals )?wins?\b|\bsafety cap\b",
               "tricksters": r"\bheroe?s?\b|\btricks?\b|\bcards\b|\blower (?:totals )?wins?\b|\ba effect type",
               "trickarus": r"\bheroe?s?\b|\beffect types?\b|\bturns\b|\blower (?:totals )?wins?\b|\btrick cap\b"}
RIGHT_WORDS = {"trickster": ["## Hero verdicts", "## Heroes by measure", "tricks per game", "lower wins",
                             "hit the trick cap", "Top and bottom hero per measure"],
               "tricksters": ["## Effect type verdicts", "## Effect types by measure", "turns per game",
                              "higher wins", "hit the safety cap", "An effect type is too strong",
                              "| effect type |", "deck: length, turns"],
               "trickarus": ["## Card verdicts", "## Cards by measure", "tricks per game", "higher wins",
                             "hit the safety cap", "| card |", "deck: length, tricks"]}


@pytest.mark.parametrize("game", GAME_RULESETS)
def test_a_report_speaks_its_games_words(game):
    """Every title, text, caption, note and column is written in the results' game's words (no rewriting
    afterwards): a Tricksters report says nothing of heroes or tricks, Champions of Time nothing of turns."""
    import re
    from dataclasses import replace

    from simkit.games.registry import get_game
    from simkit.reports.build import analyse
    from simkit.reports.markdown import render_markdown
    from simkit.reports.verdicts import verdict_table
    from simkit.reports.vocabulary import vocabulary_of_game
    from tests.paired_fixtures import paired_results
    lineups = [["search", "random", "random", "random"], ["random", "search", "random", "random"],
               ["cautious", "restricted:cautious:Hero2", "cautious", "cautious"], ["cautious"] * 4]
    model = SyntheticModel(pair_length={("Hero1", "Hero2"): 3.0}, strength={"search": 2.0})
    pool = [f"Hero{i}" for i in range(9)]
    analysis = analyse(synthetic_results(deck_sweep(pool), lineups, model, games=100, seed=3,
                                         ruleset=GAME_RULESETS[game]))
    assert analysis.words == vocabulary_of_game(get_game(game))
    rng = np.random.default_rng(1)
    decks = [list(rng.choice(pool, 7, replace=False)) for _ in range(12)]
    tables = dict(analysis.tables, verdicts=verdict_table(paired_results({h: 0.02 for h in pool}, decks, games=100)))
    tables["game_metrics"] = tables["game_metrics"].assign(capped_games=2)
    text = render_markdown(replace(analysis, tables=tables))
    assert not re.search(WRONG_WORDS[game], text, re.IGNORECASE), re.findall(
        f".{{0,40}}(?:{WRONG_WORDS[game]}).{{0,20}}", text, re.IGNORECASE)[:5]
    for words in RIGHT_WORDS[game]:
        assert words in text, words
    absent = render_markdown(analyse(synthetic_results([pool[:7]], [["random"] * 3], games=100, seed=2,
                                                       ruleset=GAME_RULESETS[game])))
    assert not re.search(WRONG_WORDS[game], absent, re.IGNORECASE)


def test_the_words_read_as_english():
    from simkit.reports.vocabulary import Vocabulary
    words = Vocabulary("effect type", "effect types", "turns", lower_wins=False)
    assert (words.An_item, words.an_item, words.Items, words.per_game(capital=True), words.better,
            words.helpful_sign) == ("An effect type", "an effect type", "Effect types", "Turns per game", "higher",
                                    "positive")
    assert Vocabulary("hero", "heroes", "tricks", lower_wins=True).an_item == "a hero"


def test_paired_restricted_play_with_too_few_blocks_gives_no_interval_and_no_significance():
    """A paired run of fewer than MIN_UNITS blocks (a short --games run) cannot be resampled: the
    drop is printed without an interval or a test rather than as a certainty (a zero-width one)."""
    from simkit.reports.paired import MIN_UNITS
    from tests.paired_fixtures import paired_results
    def table(blocks, games):
        results = paired_results({"Hero0": 0.1, "Hero1": 0.0}, [["Hero0", "Hero1"]], blocks=blocks, games=games,
                                 sampled=False, wrapper="restricted")
        base = results.cells.iloc[0]  # the base cell's seat 0: no unpaired wrapped seats
        results.seats = pd.DataFrame([{**base.to_dict(), "seat": 0, "strategy": "cautious", "games": 1, "wins": 0.0}])
        return restricted_play(results)

    few = table(MIN_UNITS - 1, 250)
    assert len(few) == 2 and few["drop_lo"].isna().all() and few["p_value"].isna().all()
    assert not few["significant"].any()
    enough = table(MIN_UNITS, 2000).set_index("hero")
    assert (enough["drop_lo"] < enough["drop"]).all() and (enough["drop"] < enough["drop_hi"]).all()
    assert enough.loc["Hero0", "significant"] and not enough.loc["Hero1", "significant"]
