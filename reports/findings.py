"""The summary a designer reads first: one sentence per finding, every rate with its interval.

Shared by the HTML report and the Markdown summary, so both say the same thing. A sentence that
names the top or the bottom of a ranking names it only when its interval clears the runner-up's
(reports/ties.py), and gives the margin; a "significant" count is corrected for the number of
tests and says how; seat order and skill are read against the bands (reports/bands.py)."""

from __future__ import annotations

import pandas as pd

from simkit.reports.bands import DEFAULT_BANDS, Bands
from simkit.reports.build import Analysis
from simkit.reports.decknames import deck_label
from simkit.reports.fmt import group_label, p_value, pct, pct_interval, points_interval
from simkit.reports.stats import GROUP, wilson
from simkit.reports.ties import Leader, absolute, leader, names
from simkit.reports.verdict_words import verdict_sentences
from simkit.reports.vocabulary import Vocabulary

# every unit is named in full (Vocabulary.outcomes): "points" alone would not say which
WIN = "points of win share"
SCORE = "game-score points"


def _groups(analysis: Analysis):
    order = analysis.tables["seats"][GROUP].drop_duplicates().sort_values(GROUP)
    return [tuple(row) for row in order.itertuples(index=False)]


def _of(table: pd.DataFrame, ruleset, players) -> pd.DataFrame:
    if table.empty:
        return table
    return table[(table["ruleset"] == ruleset) & (table["players"] == players)]


def deck_text(row) -> str:
    """A deck in a sentence: its name when it has one, then its heroes."""
    return deck_label(row["deck"], row.get("deck_name", "") or "")


def seat_sentence(row) -> str:
    """Seat order against the seat band: is the furthest seat further from fair than a designer would
    notice? The chi-square p-value comes last: with enough games any difference is 'significant'."""
    diff = 100 * (row["extreme_share"] - row["expected"])
    band = 100 * row["seat_band"]
    extreme = (f"seat {row['extreme_seat']} wins "
               f"{pct_interval(row['extreme_share'], row['extreme_lo_all'], row['extreme_hi_all'])} "
               f"(95% for all seats at once) vs {pct(row['expected'])} fair, a {diff:+.1f}-point difference in "
               f"win share")
    games = f"{row['games']:,} game{'s' if row['games'] != 1 else ''}"
    secondary = f"(chi-square p {p_value(row['p_value'])}, {games})"
    if row["band_verdict"] == "larger":
        return (f"Seat order matters: {extreme}, larger than the +-{band:.1f}-point band a designer would notice "
                f"{secondary}.")
    if row["band_verdict"] == "within":
        return f"Seat order: {extreme}, within the +-{band:.1f}-point band a designer would notice {secondary}."
    return (f"Seat order: {extreme}; whether that is larger than the +-{band:.1f}-point band a designer would "
            f"notice needs more games {secondary}.")


def family_seat_sentences(families: pd.DataFrame, pooled: pd.DataFrame) -> list[str]:
    """The line-up families whose seat-order verdict differs from the pooled one (random tables and a
    strong player's tables can differ), one sentence each."""
    if len(families) < 2 or pooled.empty:
        return []
    verdict = pooled["band_verdict"].iloc[0]
    return [f"With line-up {row['family']}: {seat_sentence(row)[0].lower()}{seat_sentence(row)[1:]}"
            for _, row in families.iterrows() if row["band_verdict"] != verdict]


def deck_sentences(ranking: pd.DataFrame) -> list[str]:
    """The most and the least balanced deck, each named only when it stands clear of the runner-up."""
    if len(ranking) < 2:
        return []

    def describe(row):
        deviation = points_interval(row["imbalance"], row["imbalance_lo"], row["imbalance_hi"], sign=False)
        return (f"{deck_text(row)} (largest seat deviation {deviation} {WIN}, seat {row['worst_seat']} wins "
                f"{pct(row['worst_share'])})")

    def end(lead: Leader, noun: str) -> str:
        if lead.separated:
            return (f"{noun}: {describe(lead.row)}, {100 * lead.margin('imbalance'):.1f} {WIN} clear of the "
                    f"runner-up {deck_text(lead.runner_up)}")
        others = (f"{len(lead.tied)} other decks" if len(lead.tied) > 2 else
                  " and ".join(deck_text(row) for row in lead.tied))
        return f"{noun}: statistically tied between {describe(lead.row)} and {others}"
    most = leader(ranking, "imbalance", "imbalance_lo", "imbalance_hi", highest=False)
    least = leader(ranking, "imbalance", "imbalance_lo", "imbalance_hi", highest=True)
    if most.all_tied:
        return [f"No deck of {len(ranking):,} is distinguishable from the others in balance at this sample size "
                f"(largest seat deviations {100 * ranking['imbalance'].min():.1f} to "
                f"{100 * ranking['imbalance'].max():.1f} {WIN})."]
    return [f"{end(most, f'Most balanced of {len(ranking):,} decks')}; {end(least, 'least balanced')}."]


def hero_deck_sentences(effects: pd.DataFrame, words: Vocabulary) -> list[str]:
    """Per deck outcome, the hero with the largest significant effect (Holm over heroes x outcomes)."""
    if effects.empty:
        return []
    tests = (f"Holm-corrected over {effects['hero'].nunique()} {words.items} x {effects['outcome'].nunique()} "
             f"outcomes")
    sentences = []
    for outcome, rows in effects.groupby("outcome", sort=False):
        scale, unit, noun = words.outcomes()[outcome]
        flagged = rows[rows["significant"]]
        if flagged.empty:
            continue
        ranked = absolute(rows, "effect", "effect_lo", "effect_hi")
        top = ranked.loc[ranked["significant"]].sort_values("abs_effect", ascending=False).iloc[0]
        # named as the largest only when its interval clears every other hero's, flagged or not
        others = ranked.drop(index=top.name).sort_values("abs_effect", ascending=False)
        tied = others[others["abs_effect_hi"] >= top["abs_effect_lo"]]
        head = (f"Including {top['hero']} moves {noun} by "
                f"{points_interval(top['effect'], top['effect_lo'], top['effect_hi'], scale=scale)} {unit}")
        if tied.empty and len(others):
            runner = others.iloc[0]
            head += (f", the largest deck-level effect on it, {scale * (top['abs_effect'] - runner['abs_effect']):.2g} "
                     f"{unit} ahead of {runner['hero']}")
        elif len(tied):
            head += f", statistically tied for the largest with {names([r for _, r in tied.iterrows()], 'hero')}"
        sentences.append(f"{head} ({len(flagged)} of {len(rows)} {words.items} have a significant one, {tests}).")
    return sentences


def card_sentences(plays: pd.DataFrame, restricted: pd.DataFrame, words: Vocabulary) -> list[str]:
    sentences = []
    if len(plays) >= 2:
        plays = plays.assign(_label=plays["hero"])
        best = leader(plays, "points_per_play", "points_lo", "points_hi", highest=not words.lower_wins)
        row = best.row
        value = points_interval(row["points_per_play"], row["points_lo"], row["points_hi"], 2, scale=1)
        better = words.better
        if best.all_tied:
            sentences.append(f"Per play, no {words.item} changes its player's final total distinguishably from the "
                             f"others at this sample size ({SCORE} per play; {better} wins).")
        elif best.separated:
            sentences.append(f"Per play, {row['hero']} changes its player's final total most favourably "
                             f"({value} {SCORE} per play; {better} wins), {best.margin('points_per_play'):.2f} "
                             f"{SCORE} ahead of {best.runner_up['hero']}.")
        else:
            sentences.append(f"Per play, {row['hero']} ({value} {SCORE} per play; {better} wins) is statistically "
                             f"tied for the most favourable change to its player's final total with "
                             f"{names(best.tied, 'hero')}.")
        if "win_per_play" in plays and plays["win_per_play"].notna().any():
            win = leader(plays, "win_per_play", "win_lo", "win_hi", highest=True)
            row = win.row
            value = points_interval(row["win_per_play"], row["win_lo"], row["win_hi"], 2)
            if win.all_tied:
                sentences.append(f"Per play, no {words.item} adds to its player's win share distinguishably more "
                                 f"than the others at this sample size.")
            elif win.separated:
                sentences.append(f"Per play, {row['hero']} adds most to its player's win share ({value} {WIN} per "
                                 f"play), {100 * win.margin('win_per_play'):.2f} {WIN} ahead of "
                                 f"{win.runner_up['hero']}.")
            else:
                sentences.append(f"Per play, {row['hero']} ({value} {WIN} per play) is statistically tied for the "
                                 f"largest gain in its player's win share with {names(win.tied, 'hero')}.")
    for wrapper, rows in restricted.groupby("wrapper") if len(restricted) else []:
        verb = "holding back" if wrapper == "restricted" else "playing without the effect of"
        lead = leader(rows, "drop", "drop_lo", "drop_hi", highest=True)
        top = lead.row
        cost = f"{points_interval(top['drop'], top['drop_lo'], top['drop_hi'], sign=False)} {WIN}"
        how = (f" ({'same deals and seat' if top['paired'] else 'other deals: not paired'}; the cost of holding "
               f"the card back, not its strength)" if wrapper == "restricted" else
               f" ({'same deals and seat' if top['paired'] else 'other deals: not paired'})")
        if lead.total == 1:
            sentences.append(f"{verb.capitalize()} {top['hero']} costs {top['base']} {cost}{how}.")
        elif lead.separated:
            sentences.append(f"{verb.capitalize()} {top['hero']} costs {top['base']} the most, {cost}, "
                             f"{100 * lead.margin('drop'):.1f} {WIN} more than {lead.runner_up['hero']}{how}.")
        else:
            sentences.append(f"{verb.capitalize()} {top['hero']} costs {top['base']} {cost}, statistically tied "
                             f"for the most with {names(lead.tied, 'hero')}{how}.")
    return sentences


def fizzle_sentence(fizzles: pd.DataFrame, words: Vocabulary) -> list[str]:
    rated = fizzles.dropna(subset=["fizzle_rate"])
    if rated.empty:
        return []
    if (rated["fizzled"] == 0).all():
        return [f"No {words.item}'s effect ever fizzled ({int(rated['resolved'].sum()):,} effects)."]
    by = rated["interval"] if "interval" in rated else pd.Series("play", index=rated.index)
    note = {"game": "intervals clustered by game", "deck": "intervals clustered by deck, the decks being sampled",
            "play": "interval by play, not by game: these results predate the per-game sums, so it is too narrow"}
    how = "; ".join(note[kind] for kind in dict.fromkeys(by))
    lead = leader(rated, "fizzle_rate", "fizzle_lo", "fizzle_hi", highest=True)
    top = lead.row
    rate = pct_interval(top["fizzle_rate"], top["fizzle_lo"], top["fizzle_hi"])
    if lead.total == 1 or lead.separated:
        margin = (f", {100 * lead.margin('fizzle_rate'):.1f} percentage points more than {lead.runner_up['hero']}"
                  if lead.runner_up is not None else "")
        most = " most often:" if lead.runner_up is not None else ""
        return [f"{top['hero']} fizzles{most} {rate} of its effects{margin} ({how})."]
    if lead.all_tied:
        return [f"No {words.item} fizzles distinguishably more often than the others at this sample size ({how})."]
    return [f"{top['hero']} fizzles {rate} of its effects, statistically tied for the most with "
            f"{names(lead.tied, 'hero')} ({how})."]


def synergy_sentence(pairs: pd.DataFrame, words: Vocabulary) -> list[str]:
    if pairs.empty:
        return []
    flagged = pairs[pairs["significant"]]
    tested = (f"{len(pairs):,} pair-outcome tests (Benjamini-Hochberg per outcome: about 5% of the flagged pairs "
              f"may be chance)")
    if flagged.empty:
        return [f"No {words.item} pair interacts measurably: 0 of {tested}."]
    top = flagged.loc[flagged["p_adjusted"].idxmin()]
    scale, unit, _ = words.outcomes()[top["outcome"]]
    return [f"{len(flagged)} of {tested} show synergy; the clearest (smallest adjusted p): {top['hero_a']} + "
            f"{top['hero_b']} add "
            f"{points_interval(top['interaction'], top['interaction_lo'], top['interaction_hi'], scale=scale)} "
            f"{unit} together beyond their separate effects."]


def skill_sentence(gaps: pd.DataFrame, bands: Bands = DEFAULT_BANDS) -> list[str]:
    if gaps.empty:
        return []
    strong = gaps["strong"].iloc[0]
    games, wins = gaps["games"].sum(), gaps["wins"].sum()
    lo, hi = wilson(wins, games)
    sentence = (f"{strong} wins {pct_interval(wins / games, float(lo), float(hi))} of its games against "
                f"{', '.join(sorted(set(','.join(gaps['weaker']).split(','))))} vs {pct(gaps['expected'].iloc[0])} "
                f"for a fair seat")
    matters = gaps[gaps["skill_matters"]]
    band = bands.seat(float(gaps["expected"].iloc[0]))
    beyond = gaps[gaps["gap_lo"] > band]
    if len(gaps) > 1 or len(matters) < len(gaps):
        sentence += (f"; skill matters measurably in {len(matters)} of {len(gaps)} deck{'s' if len(gaps) > 1 else ''}"
                     f" (Holm over the decks), by more than the +-{100 * band:.1f}-point band in {len(beyond)}")
        others = gaps[~gaps["skill_matters"]]
        if 0 < len(others) <= 3:
            sentence += f" (not measurably in: {'; '.join(deck_text(row) for _, row in others.iterrows())})"
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
    t, words = analysis.tables, analysis.words
    sections = []
    for ruleset, players in _groups(analysis):
        lines = []
        for _, verdicts in _of(t["verdicts"], ruleset, players).groupby("base", sort=True):
            lines += verdict_sentences(verdicts, words.item, words.items)  # the headline: first
        pooled = _of(t["seat_order"], ruleset, players)
        lines += [seat_sentence(row) for _, row in pooled.iterrows()]
        lines += family_seat_sentences(_of(t["seat_order_by_lineup"], ruleset, players), pooled)
        lines += deck_sentences(_of(t["deck_ranking"], ruleset, players))
        lines += hero_deck_sentences(_of(t["hero_deck_effects"], ruleset, players), words)
        restricted = _of(t["restricted_play"], ruleset, players)
        if len(restricted) and len(_of(t["verdicts"], ruleset, players)):  # the verdict said it already
            restricted = restricted[restricted["wrapper"] != "noeffect"]
        lines += card_sentences(_of(t["hero_play_effects"], ruleset, players), restricted, words)
        lines += fizzle_sentence(_of(t["fizzles"], ruleset, players), words)
        lines += synergy_sentence(_of(t["synergy"], ruleset, players), words)
        lines += skill_sentence(_of(t["skill_gap"], ruleset, players), analysis.bands)
        lines += mark_sentences(_of(t["marks"], ruleset, players))
        sections.append((group_label(ruleset, players), lines))
    notes = []
    rerun = t["rerun"]
    if len(rerun):
        notes.append(f"Racing: {rerun['deck_id'].nunique()} decks still overlap the five most or least balanced; "
                     f"only they need more games (rerun.csv lists them with the extra games).")
    notes += assumed_data_notes(analysis.manifest)
    capped = int(t["game_metrics"]["capped_games"].sum())
    if capped:
        notes.append(f"Warning: {capped:,} games hit the {words.cap_noun}; their results are cut short.")
    if notes:
        sections.append(("All player counts", notes))
    return sections


def assumed_data_notes(manifest: dict) -> list[str]:
    """The manifest's ``assumed_data`` (Game.assumed_data per player count and deck) as warnings:
    a result on data no public source gives must say so."""
    entries = manifest.get("assumed_data") if isinstance(manifest, dict) else None
    if not isinstance(entries, list):
        return []
    notes = []
    for entry in entries:
        if isinstance(entry, dict) and entry.get("sections"):
            notes.append(f"Assumed data: {entry.get('players')} players with {entry.get('deck')} use "
                         f"{', '.join(map(str, entry['sections']))}, which no public source gives (a designer "
                         f"can replace them); results there rest on them.")
    return notes
