"""The report's tables as people read them: intervals in one column, percentages, short lists.

The CSVs keep every column at full precision; these are for the HTML and Markdown pages."""

from __future__ import annotations

import pandas as pd

from simkit.reports.decknames import deck_label
from simkit.reports.fmt import group_label, p_value, pct, pct_interval, points_interval
from simkit.reports.stats import GROUP, wilson
from simkit.reports.ties import absolute, leader
from simkit.reports.vocabulary import Vocabulary

TOP = 5  # decks shown at each end of a ranking
SHORT = {"seat0_advantage": "seat 0 share", "imbalance": "seat imbalance", "spread": "score spread",
         "length": "length", "skill_gap": "skill gap"}  # deck outcomes in a table cell


def _deck(table: pd.DataFrame) -> list[str]:
    """'A,B,C' -> 'A, B, C' (a table cell can wrap between heroes), a named deck's name first."""
    names = table["deck_name"] if "deck_name" in table else [""] * len(table)
    return [deck_label(deck, name) for deck, name in zip(table["deck"], names)]


def _group(table: pd.DataFrame) -> list[str]:
    return [group_label(r, p) for r, p in zip(table["ruleset"], table["players"])]


BAND_WORDS = {"larger": "yes", "within": "no (within the band)", "unclear": "unclear (more games needed)"}


def seat_order_table(seat_order: pd.DataFrame, seats: pd.DataFrame, by: str | None = None) -> pd.DataFrame:
    """Per player count (and line-up family with ``by="family"``): every seat's win share, the furthest
    seat's difference from fair against the seat band, and the chi-square p-value (secondary)."""
    if seat_order.empty:
        return pd.DataFrame()
    keys = GROUP + ([by] if by else [])
    shares = seats.assign(text=[pct_interval(v, lo, hi) for v, lo, hi in
                                zip(seats["win_share"], seats["win_share_lo"], seats["win_share_hi"])])
    per_group = shares.groupby(keys, observed=True)["text"].agg(" | ".join)
    columns = {"game": _group(seat_order)}
    if by:
        columns["line-up"] = seat_order[by]
    columns.update({
        "games": [f"{g:,}" for g in seat_order["games"]],
        "fair share": [pct(v) for v in seat_order["expected"]],
        "win share by seat (0 | 1 | ...)": [per_group.loc[tuple(row)]
                                            for row in seat_order[keys].itertuples(index=False)],
        "furthest seat - fair (points of win share)": [
            f"seat {s}: {100 * (v - e):+.1f}" for s, v, e in
            zip(seat_order["extreme_seat"], seat_order["extreme_share"], seat_order["expected"])],
        "seat band (points of win share)": [f"+-{100 * b:.1f}" for b in seat_order["seat_band"]],
        "larger than the band": [BAND_WORDS[v] for v in seat_order["band_verdict"]],
        "chi-square p": [p_value(v) for v in seat_order["p_value"]]})
    return pd.DataFrame(columns)


def ranking_table(ranking: pd.DataFrame, words: Vocabulary, top: int = TOP) -> pd.DataFrame:
    """The ``top`` most and least balanced decks of each player count; with fewer than 2 x ``top`` decks
    the two ends would overlap, so the whole ranking is one list."""
    parts = []
    for _, rows in ranking.groupby(GROUP, observed=True):
        if len(rows) < 2 * top:
            parts.append(rows.assign(end="ranked"))
            continue
        parts += [rows.head(top).assign(end="most balanced"), rows.tail(top).assign(end="least balanced")]
    if not parts:
        return pd.DataFrame()
    shown = pd.concat(parts)
    frame = pd.DataFrame({
        "game": _group(shown), "end": shown["end"], "rank": shown["rank"], "deck": _deck(shown),
        "games": [f"{g:,}" for g in shown["games"]],
        "largest seat deviation (points of win share)": [points_interval(v, lo, hi, sign=False) for v, lo, hi in
                                            zip(shown["imbalance"], shown["imbalance_lo"], shown["imbalance_hi"])],
        "furthest seat": [f"seat {s}: {pct(v)}" for s, v in zip(shown["worst_seat"], shown["worst_share"])],
        "seat 0 share": [pct(v) for v in shown["advantage"]],
        "shared wins": [pct(v, 2) for v in shown["drawishness"]],
        words.per_game(): [f"{v:.1f}" for v in shown["length_mean"]],
        "score spread (game-score points)": [f"{v:.1f}" for v in shown["spread_mean"]]})
    return frame.drop(columns="end") if (frame["end"] == "ranked").all() else frame


def hero_deck_table(effects: pd.DataFrame, words: Vocabulary) -> pd.DataFrame:
    """One row per player count and hero, one column per deck outcome: effect [interval]."""
    if effects.empty:
        return pd.DataFrame()
    outcomes = words.outcomes()
    flags = effects["significant"] if "significant" in effects else pd.Series(False, index=effects.index)
    effects = effects.assign(text=[points_interval(v, lo, hi, 2 if outcomes[o][0] == 1 else 1,
                                                   scale=outcomes[o][0]) + (" *" if flag else "")
                                   for v, lo, hi, o, flag in zip(effects["effect"], effects["effect_lo"],
                                                                 effects["effect_hi"], effects["outcome"], flags)])
    wide = effects.pivot(index=GROUP + ["hero"], columns="outcome", values="text")
    wide = wide[[o for o in outcomes if o in wide.columns]]
    wide.columns = [f"{outcomes[o][2]} ({outcomes[o][1]})" for o in wide.columns]
    counts = effects.drop_duplicates(GROUP + ["hero"]).set_index(GROUP + ["hero"])
    wide.insert(0, "decks with / without", [f"{a} / {b}" for a, b in
                                             zip(counts.loc[wide.index, "decks_with"], counts.loc[wide.index, "decks_without"])])
    wide = wide.reset_index()
    wide.insert(0, "game", _group(wide))
    return wide.drop(columns=GROUP).rename(columns={"hero": words.item})


def hero_card_table(plays: pd.DataFrame, restricted: pd.DataFrame, fizzles: pd.DataFrame,
                    words: Vocabulary) -> pd.DataFrame:
    """Per hero: win share and final total per play, restricted-play drops, fizzle rate."""
    keys = GROUP + ["hero"]
    plays = plays.rename(columns={"interval": "play_interval"})
    fizzles = fizzles.rename(columns={"interval": "fizzle_interval"})
    table = plays[keys].merge(fizzles[keys], on=keys, how="outer")
    table = table.merge(plays, on=keys, how="left").merge(fizzles, on=keys, how="left")
    nan = pd.Series(float("nan"), index=table.index)
    by = table["fizzle_interval"] if "fizzle_interval" in table else pd.Series("play", index=table.index)
    out = pd.DataFrame({
        "game": _group(table), words.item: table["hero"],
        "win share per play (points of win share)": [
            points_interval(v, lo, hi, 2) for v, lo, hi in
            zip(table.get("win_per_play", nan), table.get("win_lo", nan), table.get("win_hi", nan))],
        f"final total per play (game-score points, {words.better} wins)": [
            points_interval(v, lo, hi, 2, scale=1) for v, lo, hi in
            zip(table["points_per_play"], table["points_lo"], table["points_hi"])],
        "plays per seat and game": [f"{v:.2f}" if v == v else "n/a" for v in table["plays_per_game"]],
        "fizzle rate": [pct_interval(v, lo, hi) + (" (by play: too narrow)" if kind == "play" else "")
                        if v == v else "n/a"
                        for v, lo, hi, kind in zip(table["fizzle_rate"], table["fizzle_lo"], table["fizzle_hi"], by)]})
    for wrapper, rows in restricted.groupby("wrapper") if len(restricted) else []:
        drops = {(r.ruleset, r.players, r.hero): f"{points_interval(r.drop, r.drop_lo, r.drop_hi)} ({r.base})"
                 for r in rows.itertuples()}
        column = ("win share drop, never played (points of win share)" if wrapper == "restricted"
                  else "win share drop, no effect (points of win share)")
        out[column] = [drops.get(k, "") for k in zip(table["ruleset"], table["players"], table["hero"])]
    return out


def synergy_table(pairs: pd.DataFrame, words: Vocabulary, top: int | None = None) -> pd.DataFrame:
    """The pairs still significant after Benjamini-Hochberg; with ``top``, the ``top`` pairs of smallest
    adjusted p per player count and outcome instead, flagged or not (for sweeps too large for a heat map)."""
    if pairs.empty:
        return pd.DataFrame()
    if top is None:
        shown = pairs[pairs["significant"]].sort_values("p_adjusted")
    else:
        shown = (pairs.sort_values("p_adjusted", kind="stable")
                 .groupby(GROUP + ["outcome"], observed=True, sort=False).head(top))
    if shown.empty:
        return pd.DataFrame()
    outcomes = words.outcomes()
    return pd.DataFrame({
        "game": _group(shown), "outcome": [SHORT[o] for o in shown["outcome"]],
        "pair": [f"{a} + {b}" for a, b in zip(shown["hero_a"], shown["hero_b"])],
        "interaction": [f"{points_interval(v, lo, hi, 2, scale=outcomes[o][0])} {outcomes[o][1]}" for v, lo, hi, o in
                        zip(shown["interaction"], shown["interaction_lo"], shown["interaction_hi"],
                            shown["outcome"])],
        "BH-adjusted p": [p_value(v) for v in shown["p_adjusted"]],
        "significant": ["yes" if v else "no" for v in shown["significant"]],
        "decks with both": shown["decks_with_both"]})


def skill_table(gaps: pd.DataFrame, band: float | None = None, top: int = TOP) -> pd.DataFrame:
    """The decks where skill matters least and most (every deck when there are few), against the band."""
    if gaps.empty:
        return pd.DataFrame()
    ordered = gaps.sort_values(GROUP + ["gap"])
    shown = pd.concat([rows if len(rows) <= 2 * top else pd.concat([rows.head(top), rows.tail(top)])
                       for _, rows in ordered.groupby(GROUP, observed=True)])
    return pd.DataFrame({
        "game": _group(shown), "deck": _deck(shown), "strong": shown["strong"], "against": shown["weaker"],
        "strong win share": [pct(v) for v in shown["strong_share"]],
        "gap over fair share (points of win share)": [points_interval(v, lo, hi) for v, lo, hi in
                                                      zip(shown["gap"], shown["gap_lo"], shown["gap_hi"])],
        "skill matters (Holm over decks)": ["yes" if v else "no" for v in shown["skill_matters"]],
        **({} if band is None else {f"by more than the +-{100 * band:.1f}-point band": [
            "yes" if lo > band else "no" if hi < band else "unclear"
            for lo, hi in zip(shown["gap_lo"], shown["gap_hi"])]})})


def quantile_table(quantiles: pd.DataFrame, by: str | None) -> pd.DataFrame:
    columns = {"game": _group(quantiles)}
    if by:
        columns[by] = quantiles[by]
    columns.update({"n": [f"{n:,}" for n in quantiles["n"]], "mean": [f"{v:.2f}" for v in quantiles["mean"]],
                    "sd": [f"{v:.2f}" for v in quantiles["sd"]]})
    for q in ("q05", "q25", "q50", "q75", "q95"):
        columns[f"{q[1:]}%"] = [f"{v:g}" for v in quantiles[q]]
    return pd.DataFrame(columns)


def rerun_table(rerun: pd.DataFrame, limit: int = TOP) -> pd.DataFrame:
    """The first ``limit`` decks to rerun per player count and end (rerun.csv has them all)."""
    if rerun.empty:
        return pd.DataFrame()
    rerun = rerun.groupby(GROUP + ["end"], observed=True, sort=False).head(limit)
    return pd.DataFrame({
        "game": _group(rerun), "end": rerun["end"], "role": rerun["role"], "deck": _deck(rerun),
        "largest seat deviation (points of win share)": [
            points_interval(v, lo, hi, sign=False) for v, lo, hi in
            zip(rerun["imbalance"], rerun["imbalance_lo"], rerun["imbalance_hi"])],
        "games so far": [f"{g:,}" for g in rerun["games"]], "extra games": [f"{g:,}" for g in rerun["extra_games"]]})


def _extreme(rows, estimate, lo, hi, scale, digits, highest, signed):
    """'Hero: value [interval]', then its margin over the runner-up, or what it is statistically tied with."""
    lead = leader(rows, estimate, lo, hi, highest)
    row = lead.row
    text = f"{row['hero']}: {points_interval(row[estimate], row[lo], row[hi], digits, scale=scale, sign=signed)}"
    if lead.runner_up is None:
        return text
    if lead.all_tied:
        return f"{text} (all statistically tied)"
    if lead.separated:
        return f"{text} ({scale * lead.margin(estimate):.{digits}f} clear of {lead.runner_up['hero']})"
    tied = [other["hero"] for other in lead.tied]
    more = f" and {len(tied) - 3} others" if len(tied) > 3 else ""
    return f"{text} (statistically tied with {', '.join(tied[:3])}{more})"


def hero_extremes_table(tables: dict[str, pd.DataFrame], words: Vocabulary) -> pd.DataFrame:
    """Per player count and measure: the hero at the top and at the bottom, with intervals."""
    measures = []  # (label, table, estimate, lo, hi, scale, digits, top is highest)
    plays = tables["hero_play_effects"]
    if "win_per_play" in plays:
        measures.append(("win share per play, points of win share (top: most helpful)", plays,
                         "win_per_play", "win_lo", "win_hi", 100, 2, True))
    measures.append(("final total per play, game-score points (top: most helpful)", plays,
                     "points_per_play", "points_lo", "points_hi", 1, 2, False))
    restricted = tables["restricted_play"]
    for wrapper, label in (("restricted", "never played"), ("noeffect", "no effect")):
        rows = restricted[restricted["wrapper"] == wrapper] if len(restricted) else restricted
        measures.append((f"win drop, {label}, points of win share (top: most valuable)", rows,
                         "drop", "drop_lo", "drop_hi", 100, 1, True))
    effects = tables["hero_deck_effects"]
    for outcome, (scale, unit, noun) in words.outcomes().items():
        rows = effects[effects["outcome"] == outcome] if len(effects) else effects
        measures.append((f"deck: {SHORT[outcome]}, {unit} (top: raises it)", rows,
                         "effect", "effect_lo", "effect_hi", scale, 2 if scale == 1 else 1, True))
    fizzles = tables["fizzles"].dropna(subset=["fizzle_rate"])
    measures.append(("fizzle rate (top: most)", fizzles, "fizzle_rate", "fizzle_lo", "fizzle_hi",
                     100, 1, True))
    rows_out = []
    for label, table, estimate, lo, hi, scale, digits, highest in measures:
        table = table.dropna(subset=[estimate])
        for (ruleset, players), rows in table.groupby(GROUP, observed=True) if len(table) else []:
            signed = not label.startswith("fizzle")  # a rate has no direction; effects do
            rows_out.append({"game": group_label(ruleset, players), "measure": label, words.items: len(rows),
                             "top": _extreme(rows, estimate, lo, hi, scale, digits, highest, signed),
                             "bottom": _extreme(rows, estimate, lo, hi, scale, digits, not highest, signed)})
    frame = pd.DataFrame(rows_out)
    return frame.sort_values(["game"], kind="stable") if len(frame) else frame


def game_metrics_table(metrics: pd.DataFrame, words: Vocabulary) -> pd.DataFrame:
    """Ludii-style metrics per player count: decks' balance averaged, the rest pooled over games."""
    rows = []
    for (ruleset, players), decks in metrics.groupby(GROUP, observed=True):
        games = decks["games"]
        total = int(games.sum())
        first_wins = float((decks["advantage"] * games).sum())
        shared = int(decks["shared_win_games"].sum())
        first_lo, first_hi = wilson(first_wins, total)
        shared_lo, shared_hi = wilson(shared, total)
        rows.append({"game": group_label(ruleset, players), "decks": len(decks), "games": f"{total:,}",
                     "balance (mean over decks)": f"{decks['balance'].mean():.3f}",
                     "advantage (seat 0 share)": pct_interval(first_wins / total, float(first_lo), float(first_hi)),
                     "drawishness (shared wins)": pct_interval(shared / total, float(shared_lo), float(shared_hi), 2),
                     "decisiveness": pct(1 - shared / total, 2),
                     words.per_game(): f"{(decks['length_mean'] * games).sum() / total:.1f}",
                     "score spread (game-score points)": f"{(decks['spread_mean'] * games).sum() / total:.1f}",
                     "lead changes": f"{(decks['lead_changes_mean'] * games).sum() / total:.2f}",
                     "rounds per game": f"{(decks['rounds_mean'] * games).sum() / total:.2f}",
                     "capped games": f"{int(decks['capped_games'].sum()):,}"})
    return pd.DataFrame(rows)


def strategy_table(shares: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame({
        "game": _group(shares), "strategy": shares["strategy"], "games": [f"{g:,}" for g in shares["games"]],
        "win share": [pct_interval(v, lo, hi) for v, lo, hi in
                      zip(shares["win_share"], shares["win_share_lo"], shares["win_share_hi"])],
        "fair share": [pct(v) for v in shares["expected"]]})


def mark_table(marks: pd.DataFrame) -> pd.DataFrame:
    """Per player count, game event and seat: per game, games with it, win share then [interval]."""
    if marks.empty:
        return pd.DataFrame()
    return pd.DataFrame({
        "game": _group(marks), "event": marks["mark"].str.replace("_", " "), "seat": marks["seat"],
        "per game": [f"{v:.3f}" for v in marks["mark_mean"]],
        "games with it": [pct(v) for v in marks["marked_rate"]],
        "win share in those games": [pct_interval(v, lo, hi) if n else "-" for v, lo, hi, n in
                                     zip(marks["marked_win_share"], marks["marked_win_share_lo"],
                                         marks["marked_win_share_hi"], marks["marked_games"])]})


def verdict_table(verdicts: pd.DataFrame, words: Vocabulary) -> pd.DataFrame:
    """The verdict table as the report shows it: strongest first, points of win share."""
    def interval(row, head, lo, hi):
        return points_interval(row[head], row[lo], row[hi])
    return pd.DataFrame({
        "group": [f"{r} {p}p" for r, p in zip(verdicts["ruleset"], verdicts["players"])],
        "strategy": verdicts["base"], words.item: verdicts["hero"], "verdict": verdicts["verdict"],
        "effect value (points of win share)": [interval(r, "value", "value_lo", "value_hi")
                                               for _, r in verdicts.iterrows()],
        "relative to typical (corrected)": [interval(r, "relative", "relative_lo", "relative_hi")
                                            for _, r in verdicts.iterrows()],
        "band": [f"+-{100 * b:.1f}" for b in verdicts["band"]],
        "paired games": verdicts["games"],
    })
