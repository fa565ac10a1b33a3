"""The report's pages: what the summary says about planted effects, what a small experiment leaves
out, and that names from designers' files cannot break the HTML."""

from report_fixtures import small_experiment
from simkit.reports.build import analyse
from simkit.reports.findings import summary
from simkit.reports.html import render_html
from simkit.reports.markdown import render_markdown
from simkit.reports.synthetic import SyntheticModel, synthetic_results

DECK = ["Guard", "Nomad", "Brigand", "Magician", "Peddler", "Soldier", "Revolutionary"]


def findings_of(results):
    return [line for _, lines in summary(analyse(results)) for line in lines]


def test_summary_says_which_seat_is_favoured_only_when_one_is():
    unfair = synthetic_results([DECK], [["random"] * 4], SyntheticModel(seat_weights={4: [1.3, 1, 1, 1]}),
                               games=20_000, seed=1)
    line = findings_of(unfair)[0]
    assert line.startswith("Seat order matters: seat 0 wins 30.")
    assert "vs 25.0% fair, a +5." in line and "larger than the +-2.5-point band a designer would notice" in line
    assert line.endswith("(chi-square p < 0.0001, 20,000 games).")
    fair = synthetic_results([DECK], [["random"] * 4], games=20_000, seed=1)
    assert findings_of(fair)[0].startswith("Seat order: seat ")
    assert "within the +-2.5-point band" in findings_of(fair)[0]


def test_summary_names_the_planted_heroes():
    lines = findings_of(small_experiment())
    assert any(line.startswith("Including Hero4 moves seat 0's win share by +") for line in lines)
    assert any(line.startswith("Per play, Hero3 changes its player's final total most favourably (-1.") for line in lines)
    assert any(line.startswith("Holding back Hero2 costs cautious 6.") and "not paired" in line for line in lines)
    assert any(line.startswith("Hero1 fizzles most often: 3") for line in lines)
    assert any("the clearest (smallest adjusted p): Hero1 + Hero2" in line for line in lines)
    assert any(line.startswith("search wins 4") for line in lines)


def test_markdown_summary_has_the_decks_heroes_and_seat_order_tables():
    text = render_markdown(analyse(small_experiment()))
    for heading in ("**Seat order**", "**The 5 most and least balanced decks**", "**Top and bottom hero per measure**",
                    "**Significant pairs**", "## Provenance"):
        assert heading in text
    assert text.count("| cot, 4 players | most balanced |") == 5 and text.count("| least balanced |") == 5
    assert "<img" not in text


def test_a_single_deck_leaves_out_what_needs_a_sweep():
    analysis = analyse(synthetic_results([DECK], [["random"] * 3], games=500, seed=2))
    page = render_html(analysis)
    assert "<h2>Seat order</h2>" in page and "<h2>Score distributions</h2>" in page
    for absent in ("Hero verdicts", "Hero strength: deck level", "Hero synergy", "Skill gap"):
        assert f"<h2>{absent}</h2>" not in page
    # ...and says in one line each what is absent and which spec change would give it
    for line in ("<li>Deck ranking: absent, the experiment plays one deck", "<li>Deck-level hero effects: absent",
                 "<li>Hero synergy: absent", "<li>Skill gap: absent, no line-up mixes two plain strategies",
                 "<li>Restricted play (the cost of holding a hero back): absent",
                 "<li>Hero verdicts (is a hero too strong or too weak): absent"):
        assert line in page
    markdown = render_markdown(analysis)
    assert "Seat order" in markdown and "- Skill gap: absent" in markdown


def test_names_from_designer_files_are_escaped():
    deck = DECK[:6] + ["<script>alert(1)</script>"]
    page = render_html(analyse(synthetic_results([deck], [["random"] * 3], games=200, seed=3)))
    assert "<script>" not in page and "&lt;script&gt;" in page
