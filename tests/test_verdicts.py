"""The hero verdict (reports/verdicts.py) and paired contrasts (reports/paired.py) on synthetic
paired results with planted effect values."""

import numpy as np
import pytest

from simkit.reports.bands import Bands
from simkit.reports.paired import contrasts, pairs
from simkit.reports.stats import holm
from simkit.reports.verdict_words import verdict_sentences
from simkit.reports.verdicts import TOO_STRONG, TOO_WEAK, UNDECIDED, WITHIN, difference, label, verdict_table
from tests.paired_fixtures import paired_results

POOL = ["Strong", "Weak", "Orig", "Twin"] + [f"H{i}" for i in range(10)]
VALUES = {"Strong": 0.15, "Weak": -0.10, "Orig": 0.03, "Twin": 0.03, **{f"H{i}": 0.02 for i in range(10)}}


def sampled_decks(count: int, seed: int = 1) -> list[list[str]]:
    rng = np.random.default_rng(seed)
    return [list(rng.choice(POOL, 7, replace=False)) for _ in range(count)]


@pytest.mark.parametrize("lo, hi, expected", [(0.03, 0.05, TOO_STRONG), (-0.05, -0.03, TOO_WEAK),
                                              (-0.01, 0.02, WITHIN), (0.01, 0.04, UNDECIDED),
                                              (float("nan"), 0.0, UNDECIDED)])
def test_a_label_needs_the_whole_interval_on_one_side_of_the_band(lo, hi, expected):
    assert label(lo, hi, 0.025) == expected


def test_pairs_join_each_wrapped_block_with_the_same_block_of_its_base_cell():
    results = paired_results(VALUES, sampled_decks(3), blocks=2)
    table = pairs(results)
    assert len(table) == 3 * 7 * 2  # decks x heroes x blocks, one wrapped seat each
    assert set(table["wrapper"]) == {"noeffect"} and set(table["base"]) == {"cautious"}
    base_wins = results.seat_blocks.set_index(["cell", "block"])["wins"]
    for row in table.head(5).itertuples():
        assert row.wins_base == base_wins[(row.base_cell, row.block)]


def test_planted_strong_and_weak_heroes_get_their_verdicts_and_the_twin_gets_none():
    results = paired_results(VALUES, sampled_decks(80), deck_spread=0.01, games=500)
    table = verdict_table(results).set_index("hero")
    assert table.loc["Strong", "verdict"] == TOO_STRONG
    assert table.loc["Weak", "verdict"] == TOO_WEAK
    assert table.loc["Twin", "verdict"] not in (TOO_STRONG, TOO_WEAK)
    assert table.loc["Orig", "verdict"] not in (TOO_STRONG, TOO_WEAK)
    assert table["unit_kind"].iloc[0] == "decks" and table["units"].iloc[0] == 80
    assert not difference(results, "Twin", "Orig")["told_apart"].iloc[0]


def test_the_deck_bootstrap_widens_the_interval_when_decks_differ():
    """Deck-to-deck differences in a hero's value are sampling the interval must carry: the same
    games with a deck spread give a wider interval than without."""
    narrow = verdict_table(paired_results(VALUES, sampled_decks(60), deck_spread=0.0)).set_index("hero")
    wide = verdict_table(paired_results(VALUES, sampled_decks(60), deck_spread=0.05)).set_index("hero")
    width = lambda t: (t["value_hi"] - t["value_lo"]).median()  # noqa: E731
    assert width(wide) > 1.5 * width(narrow)


def test_fixed_decks_resample_blocks_within_each_base_cell():
    results = paired_results(VALUES, sampled_decks(2), blocks=20, sampled=False)
    group = contrasts(results)[0]
    assert group.unit_kind == "blocks" and group.units == 2 * 20


def test_a_tie_is_reported_as_a_tie():
    flat = {hero: 0.02 for hero in POOL}
    results = paired_results(flat, sampled_decks(40), games=300)
    table = verdict_table(results)
    assert not table["verdict"].isin([TOO_STRONG, TOO_WEAK]).any()
    text = " ".join(verdict_sentences(table, "hero", "heroes"))
    assert text.startswith("No hero is too strong or too weak")


def test_the_summary_names_the_strong_hero_first_with_its_margin():
    results = paired_results(VALUES, sampled_decks(80), deck_spread=0.01, games=500)
    lines = verdict_sentences(verdict_table(results), "hero", "heroes")
    assert lines[0].startswith("Strong is too strong: its effect is worth +15.")
    assert "points ahead of" in lines[0]  # its margin over the runner-up, separated
    assert any(line.startswith("Weak is too weak") for line in lines)


def test_a_band_set_by_the_designer_changes_the_verdict():
    results = paired_results(VALUES, sampled_decks(80), deck_spread=0.01, games=500)
    wide = verdict_table(results, Bands(hero_points=30)).set_index("hero")
    assert wide.loc["Strong", "verdict"] != TOO_STRONG


def test_holm_adjusts_step_down_and_keeps_nan():
    adjusted = holm([0.01, 0.04, 0.03, np.nan])
    assert np.allclose(adjusted[:3], [0.03, 0.06, 0.06]) and np.isnan(adjusted[3])
