"""The report's sections in reading order: title, the question it answers, text, figures (PNG bytes)
and tables (display frames). The HTML page and the Markdown summary are both rendered from this list.

The page reads: summary, then the sections below, each opening with the one question it answers.
The headline hero verdict (reports/verdicts.py) goes first of them. A measure the experiment cannot show is not silently left
out: the last section says in one line which measure is absent and what spec change would give it.
Every text is written in the results' game's words (``analysis.words``: reports/vocabulary.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from simkit.reports import display, plots
from simkit.reports.build import Analysis
from simkit.reports.verdict_plot import verdict_plot

HEATMAP_HEROES = 12  # above this many heroes a synergy heat map is unreadable: the top pairs as a table
TOP_PAIRS = 10  # pairs per outcome in that table
RACING_DECKS = display.TOP  # the racing suggestion needs more decks than one end of the ranking


@dataclass
class Section:
    title: str
    text: str = ""
    figures: list[tuple[str, bytes]] = field(default_factory=list)  # (caption, PNG)
    tables: list[tuple[str, pd.DataFrame]] = field(default_factory=list)  # (caption, display frame)
    brief: list[str] = field(default_factory=list)  # captions of the tables the Markdown summary keeps
    question: str = ""  # the one question the section answers, in a designer's words
    notes: list[str] = field(default_factory=list)  # one line each (the absent measures)


def verdict_section(verdicts: pd.DataFrame, analysis: Analysis, draw) -> Section:
    """The headline: each hero's verdict against the band, its forest plot, the table (docs/verdicts.md).
    Without paired no-effect cells it is empty, and the last section says why and how to get it."""
    words = analysis.words
    title = f"{words.Item} verdicts"
    section = Section(title, f"Effect value: the measured strategy's win share with the {words.item}'s effect "
                      "minus its win share on the same deals and seats when the engine ignores that effect "
                      f"(points of win share). Relative: minus the typical (median) {words.item}'s value. "
                      f"{words.An_item} is too strong or too weak only when its whole corrected interval (Bonferroni "
                      f"over the {words.items} of the player count, 95%) lies outside the band, within the band when "
                      f"inside it, undecided otherwise. Band: {analysis.bands.describe(words)}. The other measures "
                      "below answer other questions (docs/verdicts.md says which).",
                      question=f"Does this {words.item} help the player who holds and plays it, and is it out of "
                               "line with the others?")
    if len(verdicts):
        section.figures.append((f"Effect value relative to the typical {words.item} (points of win share; band "
                                "shaded; corrected intervals)", draw(lambda: verdict_plot(verdicts))))
        section.tables.append((title, display.verdict_table(verdicts, words)))
        section.brief = [title]
    return section


def sections(analysis: Analysis, figures: bool = True) -> list[Section]:
    """Every section; ``figures=False`` skips drawing (the Markdown summary has no images)."""
    t = analysis.tables
    draw = (lambda make: make()) if figures else (lambda make: None)
    words = analysis.words
    out = [verdict_section(t["verdicts"], analysis, draw), _seat_section(t, analysis, draw), _deck_section(t, words),
           _extremes_section(t, words), _deck_level_section(t, words, draw), _card_section(t, words, draw),
           _synergy_section(t, words, draw), _skill_section(t, analysis, draw)] + _distribution_sections(t, analysis,
                                                                                                         draw)
    absent = absent_measures(analysis)
    if absent:
        out.append(Section("Not measured by this experiment", "Each line: a measure this report leaves out, "
                           "why, and the spec change that would give it (docs/experiments.md).",
                           question="What can this experiment not tell, and how would another one tell it?",
                           notes=absent, brief=["absent"]))
    for section in out:
        section.figures = [(caption, png) for caption, png in section.figures if png is not None]
        section.tables = [(caption, table) for caption, table in section.tables if len(table)]
    # a section the experiment has no data for is left out (its absence is a line of the last section);
    # the Markdown summary draws no figures, so there a section stays while it has a table
    return [section for section in out if section.figures or section.tables or section.notes]


def _seat_section(t, analysis, draw) -> Section:
    band = analysis.bands.describe(analysis.words).split("; ")[1]
    seats = Section("Seat order", "Win share of each seat, all decks and line-ups of a player count pooled, with "
                    "95% Wilson intervals. The verdict is the seat band's (" + band + "): seat order matters "
                    "when a seat's interval, widened to cover all seats at once, lies wholly outside the band; "
                    "the chi-square p-value only asks whether the seats differ at all, which with enough games "
                    "they always do. Per line-up family: the same, each strategy mix apart (its seat orders "
                    "pooled when rotated); a line-up that is not rotated mixes seat and strategy effects.",
                    question="Does the seat you sit in change your chance to win by more than a designer "
                             "would notice?")
    seats.tables.append(("Seat order", display.seat_order_table(t["seat_order"], t["seats"])))
    by_lineup = t["seat_order_by_lineup"]
    if len(by_lineup) and by_lineup.groupby(["ruleset", "players"]).size().max() > 1:
        seats.tables.append(("Seat order per line-up family", display.seat_order_table(
            by_lineup, t["seats_by_lineup"], by="family")))
    seats.brief = ["Seat order", "Seat order per line-up family"]
    seats.figures.append(("Win share per seat (bars: 95% interval; dashed: fair share; shaded: seat band)",
                          draw(lambda: plots.seat_plot(t["seats"], analysis.bands.seat))))
    return seats


def _deck_section(t, words) -> Section:
    decks = Section("Decks", "Decks ranked by their largest seat deviation from the fair share (points of win "
                    "share; 95% interval for all seats at once). Noise alone gives a fair deck some deviation: "
                    "its interval then starts at 0. With fewer than "
                    f"{2 * display.TOP} decks the ranking is one list.",
                    question="Which decks are fair to every seat, and which need more games to tell?")
    ranking = t["deck_ranking"]
    few = len(ranking) and ranking.groupby(["ruleset", "players"]).size().max() < 2 * display.TOP
    ranked = "Decks ranked, most balanced first" if few else f"The {display.TOP} most and least balanced decks"
    racing = (f"Racing: decks whose interval still overlaps the {display.TOP} leaders; only these need more games "
              f"(at most {display.TOP} per end shown, all {t['rerun']['deck_id'].nunique():,} in rerun.csv)")
    if "race" in t:
        racing = (f"Racing: the decks the run's race left unsettled, with its corrected intervals; only these need "
                  f"more games (all {t['rerun']['deck_id'].nunique():,} in rerun.csv, race.csv has every deck)")
    metrics = "Game metrics (after Ludii; docs/reports.md defines them)"
    decks.tables.append((metrics, display.game_metrics_table(t["game_metrics"], words)))
    decks.tables.append((ranked, display.ranking_table(ranking, words)))
    decks.tables.append((racing, display.rerun_table(t["rerun"])))
    decks.brief = [metrics, ranked]
    return decks


def _extremes_section(t, words) -> Section:
    heroes = Section(f"{words.Items} by measure", f"The {words.item} at each end of every measure below, per player "
                     "count, with its 95% interval and its margin over the runner-up, or the "
                     f"{words.items} it is statistically tied with (intervals overlapping). Win share per play and "
                     "win drop are in points of win share; final total per play in game-score points "
                     f"({words.better} totals win, so the most {words.helpful_sign} helps most); deck effects in "
                     f"points of win share for shares, game-score points for spread, {words.length_unit} for "
                     f"length. The measures answer different questions; {words.an_item} can top one and not "
                     "another.",
                     question=f"Which {words.items} lead and trail each measure, and are they clear of the rest?")
    caption = f"Top and bottom {words.item} per measure"
    heroes.tables.append((caption, display.hero_extremes_table(t, words)))
    heroes.brief = [caption]
    return heroes


def _deck_level_section(t, words, draw) -> Section:
    effects = t["hero_deck_effects"]
    tests = ""
    if len(effects):
        tests = (f" Significance (red, and * in the table) is Holm-corrected over every {words.item} x outcome of a "
                 f"player count ({effects['hero'].nunique()} {words.items} x {effects['outcome'].nunique()} outcomes "
                 f"here): the chance of even one false flag among them is at most 5%.")
    section = Section(f"{words.Item} strength: deck level", "A weighted linear model of each deck outcome on which "
                      f"{words.items} the deck has, across the sweep. The effect is 'swap this {words.item} in for a "
                      f"random other {words.item} of the pool', with its 95% interval. It sees what {words.an_item} "
                      "does to the game, not how strong it is for the player holding it: every seat can draw it, "
                      f"so {words.an_item} that wins games for whoever plays it moves no deck outcome (the "
                      "card-level measures answer that)." + tests,
                      question=f"What does including this {words.item} do to the game: its length, score spread "
                               "and seat balance?")
    for outcome, rows in effects.groupby("outcome", sort=False) if len(effects) else []:
        scale, unit, noun = words.outcomes()[outcome]
        section.figures.append((f"Effect on {noun} ({unit})", draw(lambda rows=rows, scale=scale, unit=unit:
                                plots.forest_plot(rows, "hero", "effect", "effect_lo", "effect_hi", unit, scale,
                                                  flag="significant"))))
    section.tables.append(("Deck-level effects (* significant after Holm)",
                           display.hero_deck_table(effects, words)))
    return section


def _card_section(t, words, draw) -> Section:
    plays = t["hero_play_effects"]
    by_deck = len(plays) and (plays["interval"] == "deck").any()
    card = Section(f"{words.Item} strength: card level", "Win share per play (points of win share) and the change in "
                   f"the player's final total per play (game-score points; {words.better} totals win, so "
                   f"{words.helpful_sign} helps), fitted within each deck, line-up and seat: an association in the "
                   f"games as played ({words.an_item} played more in games that go well for other reasons looks "
                   "stronger); "
                   + ("the decks were sampled, so the intervals come from a bootstrap over decks; " if by_deck else "")
                   + f"the win-share drop of a strategy that never plays the {words.item} (restricted play) or plays "
                   "it without its effect; how often its effect fizzles (interval clustered by game"
                   + (", and by deck for sampled decks" if by_deck else "") + ").",
                   question=f"What does playing this {words.item} do for the player who plays it?")
    if len(plays):
        card.figures.append(("Win share per play (points of win share, 95% interval)", draw(lambda: plots.forest_plot(
            plays, "hero", "win_per_play", "win_lo", "win_hi", "points of win share per play", 100))))
        card.figures.append(("Final total per play (game-score points, 95% interval)", draw(lambda: plots.forest_plot(
            plays, "hero", "points_per_play", "points_lo", "points_hi", "game-score points per play"))))
    if len(t["restricted_play"]):
        card.figures.append((f"Win-share drop when the {words.item} is restricted (points of win share)",
                             draw(lambda: plots.forest_plot(
                                 t["restricted_play"].assign(label=t["restricted_play"]["wrapper"] + " "
                                                             + t["restricted_play"]["hero"]),
                                 "label", "drop", "drop_lo", "drop_hi", "points of win share", 100))))
    if t["fizzles"]["fizzle_rate"].notna().any():
        card.figures.append((f"Fizzle rate per {words.item} (%)", draw(lambda: plots.forest_plot(
            t["fizzles"].dropna(subset=["fizzle_rate"]), "hero", "fizzle_rate", "fizzle_lo", "fizzle_hi",
            "fizzle rate (%)", 100))))
    card.tables.append((f"Per {words.item}", display.hero_card_table(plays, t["restricted_play"], t["fizzles"],
                                                                     words)))
    return card


def _synergy_section(t, words, draw) -> Section:
    pairs = t["synergy"]
    heroes = sorted(set(pairs["hero_a"]) | set(pairs["hero_b"])) if len(pairs) else []
    many = len(heroes) > HEATMAP_HEROES
    synergy = Section(f"{words.Item} synergy", f"Interaction of each {words.item} pair on each deck outcome: what the "
                      "two add together beyond their separate effects. P-values are corrected with Benjamini-Hochberg "
                      "per outcome and player count (a false discovery rate: about 5% of the flagged pairs may be "
                      "chance, instead of 1 in 20 of all the pairs tested)"
                      + (f". With {len(heroes)} {words.items} a heat map of every pair is unreadable: the table has "
                         f"the {TOP_PAIRS} pairs of smallest adjusted p per outcome, the heat maps only the "
                         f"{words.items} of flagged pairs." if many else "; starred cells and the table are the pairs "
                                                                         "still significant at 5%."),
                      question=f"Do two {words.items} together change the game more than their separate effects add "
                               "up to?")
    for outcome in pairs["outcome"].unique() if len(pairs) else []:
        scale, unit, noun = words.outcomes()[outcome]
        rows = pairs[pairs["outcome"] == outcome]
        if many:
            flagged = rows[rows["significant"]]
            shown = set(flagged["hero_a"]) | set(flagged["hero_b"])
            if not 2 <= len(shown) <= HEATMAP_HEROES:
                continue
            rows = rows[rows["hero_a"].isin(shown) & rows["hero_b"].isin(shown)]
        synergy.figures.append((f"Synergy on {noun} ({unit})", draw(
            lambda rows=rows, outcome=outcome, scale=scale, unit=unit: plots.synergy_heatmap(rows, outcome, scale,
                                                                                              unit))))
    if many:
        caption = f"Top {TOP_PAIRS} pairs per outcome (smallest BH-adjusted p)"
        synergy.tables.append((caption, display.synergy_table(pairs, words, top=TOP_PAIRS)))
    else:
        caption = "Significant pairs"
        synergy.tables.append((caption, display.synergy_table(pairs, words)))
    synergy.brief = [caption]
    return synergy


def _skill_section(t, analysis, draw) -> Section:
    gaps = t["skill_gap"]
    band = analysis.bands.seat(float(gaps["expected"].iloc[0])) if len(gaps) else None
    skill = Section("Skill gap", "Win share of the strong strategy in mixed line-ups minus a fair seat's share, per "
                    "deck, with its 95% interval. Skill matters measurably in a deck when the one-sided test of a "
                    "positive gap passes after a Holm correction over the decks of the player count (red in the "
                    "figure); the band column says whether the whole interval clears the seat band. Pooled win "
                    "shares per strategy read against the fair share only when line-ups are rotated or symmetric.",
                    question="Does playing better win more games, in which decks, and by how much?")
    if len(gaps):
        skill.figures.append(("Skill gap per deck (points of win share, 95% interval)",
                              draw(lambda: plots.skill_plot(gaps))))
    if t["strategies"]["strategy"].nunique() > 1:
        skill.tables.append(("Win share per strategy, all line-ups and decks pooled",
                             display.strategy_table(t["strategies"])))
    extremes = (f"The {display.TOP} decks where skill matters least and most"
                if len(gaps) > 2 * display.TOP else "Skill gap per deck")
    skill.tables.append((extremes, display.skill_table(gaps, band)))
    skill.brief = [extremes]
    return skill


def _distribution_sections(t, analysis, draw) -> list[Section]:
    words = analysis.words
    scores = Section("Score distributions", f"Final totals in game-score points ({words.better} wins): box 25-75%, "
                     "line median, whiskers 5-95%, triangle mean.",
                     question="How are final totals spread, per seat and per strategy?")
    scores.figures.append(("Final total per seat", draw(lambda: plots.distribution_plot(t["scores_by_seat"], "seat",
                                                                                        "final total"))))
    scores.figures.append(("Final total per strategy", draw(lambda: plots.distribution_plot(
        t["scores_by_strategy"], "strategy", "final total"))))
    scores.tables.append(("Per seat", display.quantile_table(t["scores_by_seat"], "seat")))
    scores.tables.append(("Per strategy", display.quantile_table(t["scores_by_strategy"], "strategy")))

    per_game = words.per_game(capital=True)
    length = Section("Game length", f"{per_game}.", question="How long do games last?")
    length.figures.append((per_game, draw(lambda: plots.length_plot(analysis.length_hist, words.length_unit))))
    length.tables.append((per_game, display.quantile_table(t["length"], None)))

    events = Section("Game events", "Per seat, how often each game event happens (per game, and the share of "
                     "games with at least one), and the seat's win share in the games where it happened, with its "
                     "95% Wilson interval: read against the seat's overall share.",
                     question="Does a game event go with winning?")
    events.tables.append(("Game events per seat", display.mark_table(t["marks"])))
    events.brief = ["Game events per seat"]
    return [scores, length, events]


def absent_measures(analysis: Analysis) -> list[str]:
    """One line per measure the experiment cannot show: what is absent, why, and the spec change."""
    t, words = analysis.tables, analysis.words
    lines = []
    if t["verdicts"].empty:
        lines.append(f"{words.Item} verdicts (is {words.an_item} too strong or too weak): absent, the experiment has "
                     "no paired no-effect cells; add a [verdicts] table with base = the strategy to measure "
                     "(docs/verdicts.md)." if words.deck_kind == "heroes" else
                     f"{words.Item} verdicts: absent, this game has no no-effect wrapper; its restricted line-ups are "
                     "paired with their base line-up and reported as the cost of holding the card back.")
    decks = t["deck_ranking"].groupby(["ruleset", "players"]).size().max() if len(t["deck_ranking"]) else 0
    if decks < 2:
        more = ("list more decks ([decks] named / lists, or a pool with sample = N)"
                if words.deck_kind == "heroes" else "list more compositions (compositions = [...])")
        lines.append(f"Deck ranking: absent, the experiment plays one deck; {more}.")
    elif decks <= RACING_DECKS:
        lines.append(f"Racing (which decks need more games): absent, it needs more than {RACING_DECKS} decks per "
                     f"player count; this experiment has {decks}.")
    if words.deck_kind != "heroes":
        lines.append(f"Deck-level {words.item} effects and synergy: absent, this game's decks are card lists "
                     f"(compositions), not sets of {words.items}; compare compositions by listing several in the "
                     "spec's compositions = [...].")
    elif t["hero_deck_effects"].empty:
        lines.append(f"Deck-level {words.item} effects: absent, they need a deck sweep (more decks than "
                     f"{words.items}, each {words.item} in some decks and not others); add a [decks] pool with "
                     "sample = N, N well above the pool size.")
    heroes = words.deck_kind == "heroes"
    if heroes and t["synergy"].empty and not t["hero_deck_effects"].empty:
        lines.append(f"{words.Item} synergy: absent, the sweep has too few decks to fit a pair's interaction beside "
                     f"every {words.item}'s effect; sample more decks from the pool.")
    elif heroes and t["synergy"].empty:
        lines.append(f"{words.Item} synergy: absent, it needs the same deck sweep as the deck-level effects.")
    if t["skill_gap"].empty:
        lines.append("Skill gap: absent, no line-up mixes two plain strategies; add a [[lineups]] entry such as "
                     "seats = [\"search\", \"random\", \"random\", \"random\"] with rotate = true.")
    if t["restricted_play"].empty:
        lines.append(f"Restricted play (the cost of holding {words.an_item} back): absent, no restricted: or "
                     f"noeffect: line-up; add one such as seats = [\"restricted:cautious:<{words.item}>\", "
                     "\"cautious\", \"cautious\", \"cautious\"] with rotate = true (docs/strategies.md).")
    if t["hero_play_effects"].empty:
        lines.append(f"Card-level effects per play: absent, no {words.item}'s plays vary between games.")
    families = t["seat_order_by_lineup"]
    if len(families) and families.groupby(["ruleset", "players"]).size().max() < 2:
        lines.append("Seat order per line-up family: absent, the experiment has one line-up family per player "
                     "count (the pooled seat order is that family's).")
    if t["marks"].empty:
        lines.append("Game events: absent, this game records no per-seat events.")
    return lines
