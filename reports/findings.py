"""The summary a designer reads first: one sentence per finding, every rate with its interval.

Shared by the HTML report and the Markdown summary, so both say the same thing."""

from __future__ import annotations

import pandas as pd

from reports.build import Analysis
from reports.fmt import group_label, p_value, pct, pct_interval, points_interval
from reports.stats import GROUP, wilson
from reports.verdict_words import verdict_sentences

# outcome -> (unit scale, unit, what it is in a sentence)
OUTCOME_WORDS = {
    "seat0_advantage": (100, "points", "seat 0's win share"),
    "imbalance": (100, "points", "the seat imbalance (highest minus lowest seat win share)"),
    "spread": (1, "points", "the final score spread"),
    "length": (1, "tricks", "the game length"),
    "skill_gap": (100, "points", "the skill gap"),
}


def _groups(analysis: Analysis):
    order = analysis.tables["seats"][GROUP].drop_duplicates().sort_values(GROUP)
    return [tuple(row) for row in order.itertuples(index=False)]


def _of(table: pd.DataFrame, ruleset, players) -> pd.DataFrame:
    if table.empty:
        return table
    return table[(table["ruleset"] == ruleset) & (table["players"] == players)]


def seat_sentence(row) -> str:
    extreme = (f"seat {row['extreme_seat']} wins {pct_interval(row['extreme_share'], row['extreme_lo'], row['extreme_hi'])}"
               f" vs {pct(row['expected'])} expected")
    games = f"{row['games']:,} game{'s' if row['games'] != 1 else ''}"
    if row["seat_order_matters"]:
        return f"Seat order matters (p {p_value(row['p_value'])}, {games}): {extreme}."
    return f"Seat order does not measurably matter (p {p_value(row['p_value'])}, {games}); {extreme}."


def deck_sentences(ranking: pd.DataFrame) -> list[str]:
    if len(ranking) < 2:
        return []
    best, worst = ranking.iloc[0], ranking.iloc[-1]

    def describe(row):
        return (f"{row['deck']} (largest seat deviation "
                f"{points_interval(row['imbalance'], row['imbalance_lo'], row['imbalance_hi'], sign=False)} points, "
                f"seat {row['worst_seat']} wins {pct(row['worst_share'])})")
    return [f"Most balanced of {len(ranking):,} decks: {describe(best)}; least balanced: {describe(worst)}."]


def hero_deck_sentences(effects: pd.DataFrame) -> list[str]:
    """Per deck outcome, the hero with the largest effect whose interval excludes 0."""
    sentences = []
    for outcome, rows in effects.groupby("outcome", sort=False):
        scale, unit, noun = OUTCOME_WORDS[outcome]
        clear = rows[(rows["effect_lo"] > 0) | (rows["effect_hi"] < 0)]
        if clear.empty:
            continue
        top = clear.loc[clear["effect"].abs().idxmax()]
        sentences.append(f"Including {top['hero']} moves {noun} by "
                         f"{points_interval(top['effect'], top['effect_lo'], top['effect_hi'], scale=scale)} {unit}, "
                         f"the largest clear deck-level effect on it ({len(clear)} of {len(rows)} heroes have one).")
    return sentences


def card_sentences(plays: pd.DataFrame, restricted: pd.DataFrame, lower_wins: bool = True) -> list[str]:
    sentences = []
    if len(plays) >= 2:
        best, worst = plays.loc[plays["points_per_play"].idxmin()], plays.loc[plays["points_per_play"].idxmax()]
        if not lower_wins:
            best, worst = worst, best
        sentences.append(
            f"Per play, {best['hero']} changes its player's final total most favourably "
            f"({points_interval(best['points_per_play'], best['points_lo'], best['points_hi'], 2, scale=1)} points; "
            f"{'lower' if lower_wins else 'higher'} wins) and {worst['hero']} least "
            f"({points_interval(worst['points_per_play'], worst['points_lo'], worst['points_hi'], 2, scale=1)}).")
    for wrapper, rows in restricted.groupby("wrapper") if len(restricted) else []:
        top = rows.loc[rows["drop"].idxmax()]
        verb = "holding back" if wrapper == "restricted" else "playing without the effect of"
        paired = "same deals and seat" if top["paired"] else "other deals: not paired"
        sentences.append(f"{verb.capitalize()} {top['hero']} costs {top['base']} the most: win share "
                         f"{points_interval(top['drop'], top['drop_lo'], top['drop_hi'], sign=False)} points lower "
                         f"({paired}; the cost of holding the card back, not its strength).")
    return sentences


def fizzle_sentence(fizzles: pd.DataFrame) -> list[str]:
    rated = fizzles.dropna(subset=["fizzle_rate"])
    if rated.empty:
        return []
    if (rated["fizzled"] == 0).all():
        return [f"No hero's effect ever fizzled ({int(rated['resolved'].sum()):,} effects)."]
    top = rated.loc[rated["fizzle_rate"].idxmax()]
    return [f"{top['hero']} fizzles most often: {pct_interval(top['fizzle_rate'], top['fizzle_lo'], top['fizzle_hi'])} "
            f"of its effects."]


def synergy_sentence(pairs: pd.DataFrame) -> list[str]:
    if pairs.empty:
        return []
    flagged = pairs[pairs["significant"]]
    tested = f"{len(pairs):,} pair-outcome tests (Benjamini-Hochberg, 5%)"
    if flagged.empty:
        return [f"No hero pair interacts measurably: 0 of {tested}."]
    top = flagged.loc[flagged["p_adjusted"].idxmin()]
    scale, unit, _ = OUTCOME_WORDS[top["outcome"]]
    return [f"{len(flagged)} of {tested} show synergy; the clearest: {top['hero_a']} + {top['hero_b']} add "
            f"{points_interval(top['interaction'], top['interaction_lo'], top['interaction_hi'], scale=scale)} "
            f"{unit} together beyond their separate effects."]


def skill_sentence(gaps: pd.DataFrame) -> list[str]:
    if gaps.empty:
        return []
    strong = gaps["strong"].iloc[0]
    no_skill = gaps[~gaps["skill_matters"]]
    games, wins = gaps["games"].sum(), gaps["wins"].sum()
    lo, hi = wilson(wins, games)
    sentence = (f"{strong} wins {pct_interval(wins / games, float(lo), float(hi))} of its games against "
                f"{', '.join(sorted(set(','.join(gaps['weaker']).split(','))))} vs {pct(gaps['expected'].iloc[0])} "
                f"for a fair seat")
    if len(gaps) > 1 or not no_skill.empty:
        sentence += f"; skill does not measurably matter in {len(no_skill)} of {len(gaps)} decks"
        if 0 < len(no_skill) <= 3:
            sentence += f" ({'; '.join(no_skill['deck'])})"
    return [sentence + "."]


def mark_sentences(marks: pd.DataFrame) -> list[str]:
    """Per game event other than busts (a hero-deck matter): the seat that wins most often after it."""
    sentences = []
    for mark, rows in marks[marks["mark"] != "busts"].groupby("mark", sort=True) if len(marks) else []:
        rows = rows[rows["marked_games"] > 0]
        if rows.empty:
            continue
        games, wins = rows["marked_games"].sum(), (rows["marked_win_share"] * rows["marked_games"]).sum()
        lo, hi = wilson(wins, games)
        sentences.append(f"When a seat has '{mark.replace('_', ' ')}' (in {games / rows['games'].sum():.1%} of "
                         f"seat-games), it wins {pct_interval(wins / games, float(lo), float(hi))} of those games.")
    return sentences


def summary(analysis: Analysis) -> list[tuple[str, list[str]]]:
    """(group label, findings) per ruleset and player count, then experiment-wide notes."""
    t = analysis.tables
    sections = []
    for ruleset, players in _groups(analysis):
        lines = []
        for _, verdicts in _of(t["verdicts"], ruleset, players).groupby("base", sort=True):
            lines += verdict_sentences(verdicts, analysis.words.item)  # the headline: first
        lines += [seat_sentence(row) for _, row in _of(t["seat_order"], ruleset, players).iterrows()]
        lines += deck_sentences(_of(t["deck_ranking"], ruleset, players))
        lines += hero_deck_sentences(_of(t["hero_deck_effects"], ruleset, players))
        lines += card_sentences(_of(t["hero_play_effects"], ruleset, players), _of(t["restricted_play"], ruleset, players),
                                analysis.words.lower_wins)
        lines += fizzle_sentence(_of(t["fizzles"], ruleset, players))
        lines += synergy_sentence(_of(t["synergy"], ruleset, players))
        lines += skill_sentence(_of(t["skill_gap"], ruleset, players))
        lines += mark_sentences(_of(t["marks"], ruleset, players))
        sections.append((group_label(ruleset, players), [analysis.words.adapt(line) for line in lines]))
    notes = []
    rerun = t["rerun"]
    if len(rerun):
        notes.append(f"Racing: {rerun['deck_id'].nunique()} decks still overlap the five most or least balanced; "
                     f"only they need more games (rerun.csv lists them with the extra games).")
    capped = int(t["game_metrics"]["capped_games"].sum())
    if capped:
        notes.append(f"Warning: {capped:,} games hit the trick cap; their results are cut short.")
    if notes:
        sections.append(("All player counts", [analysis.words.adapt(note) for note in notes]))
    return sections
