"""Words a designer can act on: bands instead of bare p-values, ties reported as ties, corrected
"significant" counts, named units and decks, and a line for every measure left out."""

import numpy as np
import pandas as pd
import pytest

from report_fixtures import small_experiment
from simkit.reports import display, plots
from simkit.reports.bands import Bands
from simkit.reports.build import analyse
from simkit.reports.deck_effects import hero_deck_effects
from simkit.reports.findings import card_sentences, deck_sentences, fizzle_sentence, skill_sentence, summary
from simkit.reports.html import render_html
from simkit.reports.sections import HEATMAP_HEROES, sections
from simkit.reports.stats import holm
from simkit.reports.synthetic import SyntheticModel, deck_sweep, synthetic_results
from simkit.reports.ties import leader
from simkit.reports.vocabulary import vocabulary_of_game
from simkit.games.registry import get_game
from simkit.games.trickster.decks import NAMED_DECKS

HEROES = vocabulary_of_game(get_game("trickster"))  # the words of a sentence tested alone

BEGINNER, STRATEGIST = list(NAMED_DECKS["beginner"]), list(NAMED_DECKS["strategist"])
ROTATED = [["cautious", "random", "random", "random"], ["random", "cautious", "random", "random"],
           ["random", "random", "cautious", "random"], ["random", "random", "random", "cautious"]]


@pytest.fixture(scope="module")
def small():
    """The shared synthetic experiment, analysed once (its synergy fits take seconds)."""
    return analyse(small_experiment())


def lines_of(analysis):
    return [line for _, lines in summary(analysis) for line in lines]


def quickstart_like(**model):
    """Four decks (two named) x cautious against three random players in every seat, as the Quick start."""
    decks = [BEGINNER, STRATEGIST, ["Archivist", "Brigand", "Doctor", "Guard", "Inventor", "Nomad", "Scion"],
             ["Explorer", "Magician", "Peddler", "Scavenger", "Soldier", "Witness", "Revolutionary"]]
    results = synthetic_results(decks, ROTATED, SyntheticModel(strength={"cautious": 3.0}, **model),
                                games=4000, seed=3)
    results.manifest["spec"]["decks"] = {"named": ["beginner", "strategist"]}
    return results


def test_a_tiny_seat_difference_with_many_games_is_within_the_band_not_just_significant():
    results = synthetic_results([BEGINNER], [["random"] * 4], SyntheticModel(seat_weights={4: [0.97, 1, 1, 1.03]}),
                                games=100_000, seed=1)
    analysis = analyse(results)
    row = analysis.tables["seat_order"].iloc[0]
    assert row["p_value"] < 0.001 and row["band_verdict"] == "within"
    line = lines_of(analysis)[0]
    assert line.startswith("Seat order: seat ") and "within the +-2.5-point band a designer would notice" in line
    assert "matters" not in line
    # a designer's own band: 0.5 points is less than this seat's difference
    narrow = analyse(results, Bands(seat_points=0.2))
    assert narrow.tables["seat_order"].iloc[0]["band_verdict"] == "larger"
    assert lines_of(narrow)[0].startswith("Seat order matters:") and "+-0.2-point band" in lines_of(narrow)[0]


def test_seat_order_is_split_by_line_up_family():
    lineups = [["random"] * 4] + ROTATED
    model = SyntheticModel(strength={"cautious": 2.0}, seat_weights={4: [1.0, 1.0, 1.0, 1.0]})
    results = synthetic_results([BEGINNER], lineups, model, games=3000, seed=2)
    families = analyse(results).tables["seat_order_by_lineup"]
    assert sorted(families["family"]) == ["cautious, random x3 (seat orders pooled)", "random, random, random, random"]
    captions = [caption for section in sections(analyse(results), figures=False) for caption, _ in section.tables]
    assert "Seat order per line-up family" in captions


def test_ties_are_reported_as_ties_and_a_clear_leader_with_its_margin():
    rows = pd.DataFrame({"hero": ["A", "B", "C"], "v": [0.30, 0.29, 0.10], "lo": [0.25, 0.24, 0.08],
                         "hi": [0.35, 0.34, 0.12]})
    tied = leader(rows, "v", "lo", "hi")
    assert not tied.separated and [row["hero"] for row in tied.tied] == ["B"]
    clear = leader(rows.assign(v=[0.50, 0.29, 0.10], lo=[0.45, 0.24, 0.08]), "v", "lo", "hi")
    assert clear.separated and clear.runner_up["hero"] == "B" and clear.margin("v") == pytest.approx(0.21)
    fizzles = rows.rename(columns={"v": "fizzle_rate", "lo": "fizzle_lo", "hi": "fizzle_hi"}).assign(
        fizzled=[30, 29, 10], resolved=[70, 71, 90], interval="game")
    line = fizzle_sentence(fizzles, HEROES)[0]
    assert "statistically tied for the most with B" in line and "most often" not in line
    plays = pd.DataFrame({"hero": ["A", "B"], "points_per_play": [-0.238, -0.240], "points_lo": [-0.3, -0.3],
                          "points_hi": [-0.18, -0.18], "win_per_play": [0.01, 0.01], "win_lo": [0.0, 0.0],
                          "win_hi": [0.02, 0.02]})
    said = " ".join(card_sentences(plays, pd.DataFrame(), HEROES))
    assert "most favourably" not in said and "no hero changes its player's final total distinguishably" in said


def test_twins_with_identical_per_deck_statistics_are_not_told_apart():
    model = SyntheticModel(play_score={"Hero0": -1.0, "Hero1": -1.0})
    results = synthetic_results(deck_sweep([f"Hero{i}" for i in range(8)]), [["random"] * 4], model,
                                games=1000, seed=5, sampled=True)
    sentence = [line for line in lines_of(analyse(results)) if "final total" in line][0]
    assert "statistically tied" in sentence and "Hero0" in sentence and "Hero1" in sentence


def test_deck_sentences_name_the_most_balanced_deck_only_when_it_is_clear():
    results = synthetic_results([BEGINNER, STRATEGIST], [["random"] * 4], games=2000, seed=4)
    results.manifest["spec"]["decks"] = {"named": ["beginner", "strategist"]}
    line = deck_sentences(analyse(results).tables["deck_ranking"])[0]
    assert line.startswith("No deck of 2 is distinguishable from the others in balance at this sample size")


def test_holm_controls_the_deck_level_flags_over_heroes_and_outcomes():
    assert holm([0.01, 0.04, 0.03, np.nan, 0.005]).round(3).tolist()[:3] == [0.03, 0.06, 0.06]
    pool = [f"Hero{i}" for i in range(10)]
    raw_flags = holm_flags = 0
    for seed in range(6):  # null sweeps: no hero does anything
        effects = hero_deck_effects(synthetic_results(deck_sweep(pool)[:60], [["random"] * 4], games=150, seed=seed))
        raw_flags += (effects["p_value"] < 0.05).any()
        holm_flags += effects["significant"].any()
        for _, rows in effects.groupby(["ruleset", "players"]):
            assert np.allclose(rows["p_holm"], holm(rows["p_value"]))
    assert raw_flags >= 4 and holm_flags <= 1


def test_deck_level_sentences_state_the_correction_and_the_question_text_says_what_it_cannot_see(small):
    analysis = small
    line = [line for line in lines_of(analysis) if line.startswith("Including Hero4 moves seat 0")][0]
    assert "Holm-corrected over 9 heroes x 5 outcomes" in line and "points of win share" in line
    deck_level = [s for s in sections(analysis, figures=False) if s.title == "Hero strength: deck level"][0]
    assert "cannot" not in deck_level.question and "not how strong it is for the player holding it" in deck_level.text
    assert "Holm" in deck_level.text


def test_units_are_named_every_time(small):
    text = " ".join(lines_of(small))
    for unit_less in (" points;", " points)", " points,", " points."):
        assert unit_less not in text.replace("percentage points", "").replace("game-score points", "") \
            .replace("points of win share", "")


def test_named_decks_keep_their_names_in_tables_and_sentences():
    analysis = analyse(quickstart_like())
    assert set(analysis.tables["deck_ranking"]["deck_name"]) == {"beginner", "strategist", ""}
    ranked = display.ranking_table(analysis.tables["deck_ranking"], analysis.words)
    assert any(cell.startswith("beginner (Brigand, Guard") for cell in ranked["deck"])
    skill = display.skill_table(analysis.tables["skill_gap"])
    assert any(cell.startswith("strategist (Archivist") for cell in skill["deck"])


def test_fewer_than_ten_decks_are_one_ranked_list(small):
    ranked = display.ranking_table(analyse(quickstart_like()).tables["deck_ranking"], HEROES)
    assert len(ranked) == 4 and "end" not in ranked.columns and ranked["rank"].tolist() == [1, 2, 3, 4]
    many = display.ranking_table(small.tables["deck_ranking"], small.words)
    assert many["end"].value_counts().to_dict() == {"most balanced": 5, "least balanced": 5}


def test_skill_is_said_without_a_double_negative_and_against_the_band():
    line = skill_sentence(analyse(quickstart_like()).tables["skill_gap"])[0]
    assert "skill matters measurably in 4 of 4 decks (Holm over the decks), by more than the +-2.5-point band in 4" \
        in line
    assert "does not" not in line


def test_the_skill_gap_chart_labels_its_decks(monkeypatch):
    seen = {}
    monkeypatch.setattr(plots, "forest_plot",
                        lambda table, label, *args, **kw: seen.setdefault("labels", list(table[label])))
    plots.skill_plot(analyse(quickstart_like()).tables["skill_gap"])
    assert "beginner" in seen["labels"]
    assert "Archivist, Brigand, Doctor, Guard, Inventor, Nomad, Scion" in seen["labels"]


def test_many_heroes_get_a_top_pairs_table_instead_of_an_unreadable_heat_map():
    pool = [f"Hero{i:02d}" for i in range(HEATMAP_HEROES + 2)]
    rng = np.random.default_rng(0)
    decks = [list(rng.choice(pool, 7, replace=False)) for _ in range(120)]
    model = SyntheticModel(pair_length={("Hero01", "Hero02"): 3.0})
    analysis = analyse(synthetic_results(decks, [["random"] * 4], model, games=150, seed=1))
    synergy = [s for s in sections(analysis) if s.title == "Hero synergy"][0]
    captions = [caption for caption, _ in synergy.tables]
    assert captions == ["Top 10 pairs per outcome (smallest BH-adjusted p)"]
    assert "Benjamini-Hochberg" in synergy.text
    assert len(synergy.figures) <= 1  # only the outcome with flagged pairs, drawn for their heroes alone


def test_sections_open_with_their_question_and_leave_room_for_the_verdict_first():
    analysis = analyse(synthetic_results([BEGINNER], [["random"] * 4], games=300, seed=2))
    made = sections(analysis, figures=False)
    assert isinstance(made, list) and made[0].title == "Seat order"
    assert all(section.question.endswith("?") for section in made)
    page = render_html(analysis)
    assert page.index("<h2>Summary</h2>") < page.index("<h2>Seat order</h2>")
    assert '<p class="question">Does the seat you sit in' in page


def test_old_results_say_their_fizzle_interval_is_by_play():
    results = small_experiment()
    results.heroes = results.heroes.drop(columns=["fizzled_sq_sum", "effects_sq_sum", "fizzled_effects_sum"])
    analysis = analyse(results)
    assert any("interval by play, not by game" in line for line in lines_of(analysis))
    table = display.hero_card_table(analysis.tables["hero_play_effects"], analysis.tables["restricted_play"],
                                    analysis.tables["fizzles"], analysis.words)
    assert table["fizzle rate"].str.endswith("(by play: too narrow)").all()


def test_other_games_get_the_same_words_in_their_own_vocabulary(small):
    from dataclasses import replace

    from simkit.reports.vocabulary import Vocabulary
    analysis = replace(small, words=Vocabulary("effect type", "effect types", "turns", lower_wins=False))
    made = sections(analysis, figures=False)
    card = [s for s in made if s.title == "Effect type strength: card level"][0]
    assert card.question == "What does playing this effect type do for the player who plays it?"
    assert "higher totals win" in card.text
    assert all("hero" not in s.question for s in made)


def test_seats_per_deck_are_flagged_only_after_holm_over_seats_and_decks():
    from simkit.reports.seats import seat_advantage
    pool = [f"Hero{i}" for i in range(10)]
    seats = seat_advantage(synthetic_results(deck_sweep(pool)[:80], [["random"] * 4], games=200, seed=3))
    raw = ((seats["win_share_lo"] > seats["expected"]) | (seats["win_share_hi"] < seats["expected"])).sum()
    assert raw >= 5 and not seats["significant"].any()  # 320 fair seats: ~16 chance flags without a correction
    assert np.allclose(seats["p_holm"], holm(seats["p_value"]))


def test_a_card_list_game_is_told_why_it_has_no_deck_level_effects():
    from dataclasses import replace

    from simkit.reports.sections import absent_measures
    from simkit.reports.vocabulary import Vocabulary
    analysis = analyse(synthetic_results([BEGINNER], [["random"] * 4], games=300, seed=2))
    analysis = replace(analysis, words=Vocabulary("card", "cards", "turns", lower_wins=False, deck_kind="composition"))
    lines = absent_measures(analysis)
    assert any(line.startswith("Deck-level card effects and synergy: absent, this game's decks are card lists")
               for line in lines)
    assert any("compositions = [...]" in line for line in lines if line.startswith("Deck ranking"))
    assert not any(line.startswith("Card synergy") for line in lines)
    assert not any("hero" in line.lower() for line in lines)


def test_a_line_up_family_whose_seat_order_differs_from_the_pooled_one_gets_its_own_sentence():
    from simkit.reports.findings import family_seat_sentences
    pooled = pd.DataFrame({"band_verdict": ["within"]})
    row = {"family": "random x4", "band_verdict": "larger", "extreme_seat": 0, "extreme_share": 0.176,
           "extreme_lo_all": 0.17, "extreme_hi_all": 0.182, "expected": 0.2, "seat_band": 0.02, "games": 10_000,
           "p_value": 1e-6}
    families = pd.DataFrame([row, {**row, "family": "cautious, random x4 (seat orders pooled)",
                                   "band_verdict": "within"}])
    lines = family_seat_sentences(families, pooled)
    assert lines == [lines[0]] and lines[0].startswith("With line-up random x4: seat order matters: seat 0 wins 17.6%")
