"""The report's sections in reading order: title, figures (PNG bytes) and tables (display
frames). The HTML page and the Markdown summary are both rendered from this one list."""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from reports import display, plots
from reports.build import Analysis
from reports.findings import OUTCOME_WORDS
from reports.verdict_plot import verdict_plot

SCALES = {outcome: scale for outcome, (scale, _, _) in OUTCOME_WORDS.items()}


@dataclass
class Section:
    title: str
    text: str = ""
    figures: list[tuple[str, bytes]] = field(default_factory=list)  # (caption, PNG)
    tables: list[tuple[str, pd.DataFrame]] = field(default_factory=list)  # (caption, display frame)
    brief: list[str] = field(default_factory=list)  # captions of the tables the Markdown summary keeps


def verdict_section(verdicts: pd.DataFrame, analysis: Analysis, draw) -> Section:
    """The headline: each hero's verdict against the band, its forest plot, the table."""
    section = Section("Hero verdicts", "Does a hero help the player who holds and plays it, and is it out of line "
                      "with the others? Effect value: the measured strategy's win share with the hero's effect "
                      "minus its win share, on the same deals and seats, when the engine ignores that effect "
                      "(points of win share). Relative: minus the typical (median) hero's value. A hero is too "
                      "strong or too weak only when its whole corrected interval (Bonferroni over the heroes of "
                      "the player count, 95%) lies outside the band, within the band when inside it, undecided "
                      f"otherwise. Band: {analysis.bands.describe()}.")
    if verdicts.empty:
        section.text += (" This experiment has no paired no-effect cells, so there is no verdict: add a "
                         "[verdicts] table to the spec (base = the strategy to measure; docs/experiments.md).")
        section.tables.append(("Hero verdicts", pd.DataFrame({"note": ["no [verdicts] cells in this experiment"]})))
    else:
        section.figures.append(("Effect value relative to the typical hero (points of win share; band shaded; "
                                "corrected intervals)", draw(lambda: verdict_plot(verdicts))))
        section.tables.append(("Hero verdicts", display.verdict_table(verdicts)))
    section.brief = ["Hero verdicts"]
    return section


def sections(analysis: Analysis, figures: bool = True) -> list[Section]:
    """Every section; ``figures=False`` skips drawing (the Markdown summary has no images)."""
    t = analysis.tables
    draw = (lambda make: make()) if figures else (lambda make: None)
    out = [verdict_section(t["verdicts"], analysis, draw)]

    seats = Section("Seat order", "Win share of each seat, all decks and line-ups of a player count pooled, "
                    "with 95% Wilson intervals; the chi-square test asks whether the seats differ at all.")
    seats.tables.append(("Seat order", display.seat_order_table(t["seat_order"], t["seats"])))
    seats.brief = ["Seat order"]
    seats.figures.append(("Win share per seat (bars: 95% interval; dashed: fair share)",
                          draw(lambda: plots.seat_plot(t["seats"]))))
    out.append(seats)

    decks = Section("Decks", "Decks ranked by their largest seat deviation from the fair share (points of win "
                    "share; 95% interval for all seats at once). Noise alone gives a fair deck some deviation: "
                    "its interval then starts at 0.")
    ranked = f"The {display.TOP} most and least balanced decks"
    racing = (f"Racing: decks whose interval still overlaps the {display.TOP} leaders; only these need more games "
              f"(at most {display.TOP} per end shown, all {t['rerun']['deck_id'].nunique():,} in rerun.csv)")
    metrics = "Game metrics (after Ludii; docs/reports.md defines them)"
    decks.tables.append((metrics, display.game_metrics_table(t["game_metrics"])))
    decks.tables.append((ranked, display.ranking_table(t["deck_ranking"])))
    decks.tables.append((racing, display.rerun_table(t["rerun"])))
    decks.brief = [metrics, ranked]
    out.append(decks)

    heroes = Section("Heroes by measure", "The hero at each end of every measure below, per player count, with "
                     "its 95% interval. Points per play: change in the player's final total per play (lower totals "
                     "win, so the most negative helps most). Win drop: points of win share a strategy loses "
                     "without the hero. Deck: effect of including the hero on a deck outcome (percentage points "
                     "for shares, points for spread, tricks for length). The measures answer different "
                     "questions; a hero can top one and not another.")
    heroes.tables.append(("Top and bottom hero per measure", display.hero_extremes_table(t, OUTCOME_WORDS)))
    heroes.brief = ["Top and bottom hero per measure"]
    out.append(heroes)

    effects = t["hero_deck_effects"]
    deck_level = Section("Hero strength: deck level", "What including a hero does to the game: a weighted linear "
                         "model of each deck outcome on which heroes the deck has, across the sweep. The effect is "
                         "'swap this hero in for a random other hero of the pool', with its 95% interval; red "
                         "marks intervals that exclude 0. Needs a deck sweep (more decks than heroes).")
    for outcome, rows in effects.groupby("outcome", sort=False) if len(effects) else []:
        scale, unit, noun = OUTCOME_WORDS[outcome]
        deck_level.figures.append((f"Effect on {noun}", draw(lambda rows=rows, scale=scale, unit=unit: plots.forest_plot(
            rows, "hero", "effect", "effect_lo", "effect_hi", unit, scale))))
    deck_level.tables.append(("Deck-level effects", display.hero_deck_table(effects, OUTCOME_WORDS)))
    out.append(deck_level)

    card = Section("Hero strength: card level", "What playing a hero does to its player: the change in the "
                   "player's final total per play (lower totals win, so negative helps), fitted within each deck, "
                   "line-up and seat; the win-share drop of a strategy that never plays the hero (restricted "
                   "play) or plays it without its effect; how often its effect fizzles.")
    if len(t["hero_play_effects"]):
        card.figures.append(("Final total per play (points, 95% interval)", draw(lambda: plots.forest_plot(
            t["hero_play_effects"], "hero", "points_per_play", "points_lo", "points_hi", "points per play"))))
    if len(t["restricted_play"]):
        card.figures.append(("Win-share drop when the hero is restricted (points)", draw(lambda: plots.forest_plot(
            t["restricted_play"].assign(label=t["restricted_play"]["wrapper"] + " " + t["restricted_play"]["hero"]),
            "label", "drop", "drop_lo", "drop_hi", "points of win share", 100))))
    if t["fizzles"]["fizzle_rate"].notna().any():
        card.figures.append(("Fizzle rate per hero (%)", draw(lambda: plots.forest_plot(
            t["fizzles"].dropna(subset=["fizzle_rate"]), "hero", "fizzle_rate", "fizzle_lo", "fizzle_hi",
            "fizzle rate (%)", 100))))
    card.tables.append(("Per hero", display.hero_card_table(t["hero_play_effects"], t["restricted_play"],
                                                            t["fizzles"])))
    out.append(card)

    pairs = t["synergy"]
    synergy = Section("Hero synergy", "Interaction of each hero pair on each deck outcome: what the two add "
                      "together beyond their separate effects. P-values are corrected with Benjamini-Hochberg "
                      "per outcome and player count; starred cells and the table are the pairs still significant "
                      "at 5%.")
    for outcome in pairs["outcome"].unique() if len(pairs) else []:
        scale, unit, noun = OUTCOME_WORDS[outcome]
        synergy.figures.append((f"Synergy on {noun} ({unit})", draw(
            lambda outcome=outcome, scale=scale, unit=unit: plots.synergy_heatmap(pairs, outcome, scale, unit))))
    synergy.tables.append(("Significant pairs", display.synergy_table(pairs, SCALES)))
    synergy.brief = ["Significant pairs"]
    out.append(synergy)

    skill = Section("Skill gap", "Win share of the strong strategy in mixed line-ups minus a fair seat's share, "
                    "per deck. Where the interval includes 0, skill does not measurably matter in that deck. "
                    "Pooled win shares per strategy read against the fair share only when line-ups are "
                    "rotated or symmetric.")
    if len(t["skill_gap"]):
        skill.figures.append(("Skill gap per deck (points, 95% interval)", draw(lambda: plots.skill_plot(t["skill_gap"]))))
    if t["strategies"]["strategy"].nunique() > 1:
        skill.tables.append(("Win share per strategy, all line-ups and decks pooled",
                             display.strategy_table(t["strategies"])))
    extremes = f"The {display.TOP} decks where skill matters least and most"
    skill.tables.append((extremes, display.skill_table(t["skill_gap"])))
    skill.brief = [extremes]
    out.append(skill)

    scores = Section("Score distributions", "Final totals (lower wins): box 25-75%, line median, whiskers 5-95%, "
                     "triangle mean.")
    scores.figures.append(("Final total per seat", draw(lambda: plots.distribution_plot(t["scores_by_seat"], "seat",
                                                                                        "final total"))))
    scores.figures.append(("Final total per strategy", draw(lambda: plots.distribution_plot(
        t["scores_by_strategy"], "strategy", "final total"))))
    scores.tables.append(("Per seat", display.quantile_table(t["scores_by_seat"], "seat")))
    scores.tables.append(("Per strategy", display.quantile_table(t["scores_by_strategy"], "strategy")))
    out.append(scores)

    length = Section("Game length", "Tricks per game.")
    length.figures.append(("Tricks per game", draw(lambda: plots.length_plot(analysis.length_hist,
                                                                             analysis.words.length_unit))))
    length.tables.append(("Tricks per game", display.quantile_table(t["length"], None)))
    out.append(length)

    events = Section("Game events", "Per seat, how often each game event happens (per game, and the share of "
                     "games with at least one), and the seat's win share in the games where it happened, with its "
                     "95% Wilson interval: read against the seat's overall share, it says whether the event "
                     "goes with winning.")
    events.tables.append(("Game events per seat", display.mark_table(t["marks"])))
    events.brief = ["Game events per seat"]
    out.append(events)

    words = analysis.words
    for section in out:
        section.title, section.text = words.adapt(section.title), words.adapt(section.text)
        section.brief = [words.adapt(caption) for caption in section.brief]
        section.figures = [(words.adapt(caption), png) for caption, png in section.figures if png is not None]
        section.tables = [(words.adapt(caption), table.rename(columns=words.adapt))
                          for caption, table in section.tables if len(table)]
    # a section the experiment has no data for (no sweep, no mixed line-ups) is left out; the Markdown
    # summary draws no figures, so there a section stays while it has a table
    return [section for section in out if section.figures or section.tables]
