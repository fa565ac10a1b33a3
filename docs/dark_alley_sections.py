"""Sections 1-3 of docs/findings-trickerion-dark-alley.md: the Magicians, the Special Assignment
cards and the Prophecies (the Dark Alley's own parts). Each function takes the loaded data
(findings_trickerion_dark_alley.Data) and returns the section's Markdown lines."""

from __future__ import annotations

import numpy as np

from dark_alley_format import flagged, pct, points_text, share_text, value_text
from dark_alley_results import category_rates, magician_rates
from dark_alley_stats import cluster_mean
from dark_alley_trace_tables import magician_margins

PLAYERS = (2, 3, 4)


def _names(items) -> str:
    items = list(items)
    return ", ".join(items) if items else "none"


def magician_section(d) -> list[str]:
    rates = d.magician_rates
    margins = magician_margins(d.traces["seats"], d.categories).set_index(["players", "magician"])
    control = magician_rates(d.runs["noabilities"], d.categories)
    games = d.games("seats")
    lines = ["## 1. Magicians", "",
             f"The planner at every seat, the Magicians dealt at random (`trickerion-dark-alley-seats`, "
             f"{games:,} games per player count): each Magician's win rate (Wilson) against the fair share, and",
             "its difference from the other Magician of its Favourite category (Newcombe; the two never sit in",
             "the same game, and sharing the category, what differs is the ability). At 4 players every",
             "category is in every game; at 2 and 3 a Magician's overall rate also carries its category's",
             "(table below). Fame margin: the seat's final Fame less the mean of the other seats', over the",
             f"first {d.traced('seats'):,} games of the same cells, traced (t interval; Welch for the difference).",
             "Holm corrects each column's test over its player count (the 8 Magicians; the 4 pairs for the",
             "differences); \\* marks Holm p < 0.05 (against the fair share, against the mate, against a margin of 0).",
             "",
             "| players | Magician | category | seat-games | win rate | − its mate (points) | traced seat-games "
             "| Fame margin | − its mate (Fame) |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rates.itertuples():
        m = margins.loc[(r.players, r.magician)]
        lines.append(f"| {r.players} | {r.magician} | {r.category} | {r.seat_games:,} | "
                     f"{flagged(share_text(r.rate), r.rate_clear)} (fair {pct(1 / r.players)}) | "
                     f"{flagged(points_text(r.vs_mate), r.vs_mate_clear)} | {m.seat_games:,} | "
                     f"{flagged(value_text(m.margin, 1, True), m.margin_clear)} | "
                     f"{flagged(value_text(m.vs_mate, 1, True), m.vs_mate_clear)} |")
    lines += ["", "Each Favourite category: the share of games with it at the table, and the win rate of its seats",
              "(both of its Magicians), with the abilities and without them (`trickerion-dark-alley-noabilities`):",
              "what is left without them is the category's own.", "",
              "| category | abilities | " + " | ".join(f"{n} players" for n in PLAYERS) + " |",
              "|---|---|" + "---|" * len(PLAYERS)]
    tables = {label: category_rates(d.runs[run], d.categories).set_index(["category", "players"])
              for run, label in (("seats", "with"), ("noabilities", "without"))}
    for category in sorted(set(d.categories.values())):
        for label, cats in tables.items():
            cells = [f"{pct(cats.loc[(category, n)].present, 0)} of games, {share_text(cats.loc[(category, n)].rate)}"
                     for n in PLAYERS if (category, n) in cats.index]
            lines.append(f"| {category} | {label} | " + " | ".join(cells) + " |")
    pairs = rates.drop_duplicates(["players", "category"])
    pairs_control = control.set_index(["players", "magician"])
    lines += ["", "**Control.** Without the abilities (`trickerion-dark-alley-noabilities`, the same games per player",
              "count) the two Magicians of a category are one Magician under two names: their difference must be",
              "a tie. The same difference in both rulesets:", "",
              "| players | category | Magicians | with abilities (points) | without abilities (points) |",
              "|---|---|---|---|---|"]
    for r in pairs.itertuples():
        c = pairs_control.loc[(r.players, r.magician)]
        lines.append(f"| {r.players} | {r.category} | {r.magician} − {r.mate} | "
                     f"{flagged(points_text(r.vs_mate), r.vs_mate_clear)} | "
                     f"{flagged(points_text(c.vs_mate), c.vs_mate_clear)} |")
    above = [f"{r.magician} ({r.players}p)" for r in rates.itertuples() if r.rate_clear and r.rate.value > 1 / r.players]
    below = [f"{r.magician} ({r.players}p)" for r in rates.itertuples() if r.rate_clear and r.rate.value < 1 / r.players]
    split = [f"{r.category} at {r.players}p" for r in pairs.itertuples() if r.vs_mate_clear]
    false_alarms = [f"{r.category} at {r.players}p" for r in control.drop_duplicates(["players", "category"]).itertuples()
                    if r.vs_mate_clear]
    lines += ["", f"**Finding:** above the fair share (Holm): {_names(above)}; below: {_names(below)}. The two "
              f"Magicians of a category differ (Holm) in: {_names(split)}. The control finds a difference in: "
              f"{_names(false_alarms)}" + (" (expected none: a sign that the rules or the strategy treat the two "
                                           "names differently without abilities)" if false_alarms else "") + ".", ""]
    return lines


def card_section(d) -> list[str]:
    names, decks = d.card_names, d.card_decks
    table = d.card_table
    by = table.set_index(["card", "players"])
    seats = d.traces["seats"]["seats"]
    any_user = seats[seats["sa_text"] > 0]
    lines = ["## 2. Special Assignment cards", "",
             f"From the {d.traced('seats'):,} traced games per player count (the planner at every seat). *Used*: the share",
             "of games in which some seat used the card for its text (The Great Optico's Mimesis copies count for",
             "the copier); *users' margin*: the mean final Fame margin (own Fame less the mean of the others') of",
             "the seat-games that used its text at least once, with its 95% interval clustered by game (two seats",
             "of a game can both use a card after a reshuffle). The margin of all seat-games is 0 by construction,",
             "so the users' margin is the comparison with them. **This is an association under equal strategies,",
             "not an effect:** the planner chooses when to use a card, and a card kept in hand scores 2 Fame at",
             "the end (the `dark-alley` scoring), which a used card gives up. Holm over the 40 cards of a player",
             "count; \\* marks Holm p < 0.05.", "",
             "| card | deck | " + " | ".join(f"used, {n}p" for n in PLAYERS) + " | "
             + " | ".join(f"users' margin, {n}p" for n in PLAYERS) + " |", "|---|---|" + "---|" * (2 * len(PLAYERS))]
    for name, deck in zip(names, decks):
        used = [pct(by.loc[(name, n)].games_used) if (name, n) in by.index else "-" for n in PLAYERS]
        margin = [flagged(value_text(by.loc[(name, n)].margin, 1, True), by.loc[(name, n)].clear)
                  if (name, n) in by.index else "-" for n in PLAYERS]
        lines.append(f"| {name} | {deck} | " + " | ".join(used + margin) + " |")
    per_count = table.groupby("players")[["kept", "text", "ap", "copied"]].sum()
    lines += ["", "Per game, all seats together: " + "; ".join(
        f"{n} players {row.kept:.2f} cards kept from draws, {row.text:.2f} used for their text "
        f"({row.copied:.2f} of them Mimesis copies), {row.ap:.2f} for +1 AP" for n, row in per_count.iterrows())
        + ". The users of any card's text: margin " + "; ".join(
        f"{value_text(cluster_mean(g['margin'], g['game']), 1, True)} at {n} players"
        for n, g in any_user.groupby("players")) + ".", ""]
    never = {n: [c for c in names if (c, n) in by.index and by.loc[(c, n)].text == 0] for n in PLAYERS}
    clear_pos = [f"{r.card} ({r.players}p)" for r in table.itertuples() if r.clear and r.margin.value > 0]
    clear_neg = [f"{r.card} ({r.players}p)" for r in table.itertuples() if r.clear and r.margin.value < 0]
    lines += [f"**Finding:** never used for its text: " + "; ".join(f"{n} players {_names(never[n])}" for n in PLAYERS)
              + f". Users ahead of the table (Holm): {_names(clear_pos)}; behind: {_names(clear_neg)}.", ""]
    return lines


def prophecy_section(d) -> list[str]:
    table = d.prophecy_table
    by = table.set_index(["prophecy", "players"])
    seats = d.traces["seats"]["seats"]
    n_turns = d.traces["seats"]["prophecies"].groupby("players").size()
    lines = ["## 3. Prophecies", "",
             f"From the same traced games. A Prophecy is Active for one turn (turns 2 to {d.turns('seats')}); *swing*: the",
             "mean Fame a seat gains in that turn (its `turn_end` Fame less the previous one's) less the mean of the",
             "same turn numbers under the other Prophecies, weighted as its turns fall; *spread*: the same for the",
             "standard deviation of the seats' gains in the turn (does it pull the table apart?). The Prophecy in",
             "force comes out of the bag at random, so the difference is close to its effect, unless a seat chose",
             "it: Fortune Telling reorders the Pending ones (it picks the next Active one) and the Priestess' Fate",
             "Weaving replaces the Active one mid-turn. Intervals: 95%, each game one unit (its turns enter both",
             "sides); Holm over the 27 Prophecies of a player count, \\* for Holm p < 0.05.", "",
             "| Prophecy | turns Active (" + "/".join(f"{n}p" for n in PLAYERS) + ") | "
             + " | ".join(f"swing, {n}p" for n in PLAYERS) + " | " + " | ".join(f"spread, {n}p" for n in PLAYERS)
             + " |", "|---|---|" + "---|" * (2 * len(PLAYERS))]
    for name in d.prophecy_names:
        rows = [by.loc[(name, n)] if (name, n) in by.index else None for n in PLAYERS]
        turns = "/".join(str(r.turns) if r is not None else "-" for r in rows)
        swing = [flagged(value_text(r.swing, 2, True), r.swing_clear) if r is not None else "-" for r in rows]
        spread = [flagged(value_text(r.spread, 2, True), r.spread_clear) if r is not None else "-" for r in rows]
        lines.append(f"| {name} | {turns} | " + " | ".join(swing + spread) + " |")
    touched = d.traces["seats"]["prophecies"].groupby("players")[["touched", "woven"]].sum()
    acts = int(seats["fortune_tellings"].sum() + seats["fate_weavings"].sum())
    chosen = "no seat Fortune Told or Fate Wove in any traced game: every Prophecy came out of the bag" if not acts else "; ".join(f"{n} players {seats[seats['players'] == n]['fortune_tellings'].sum() / d.traced('seats'):.3f} "
                       f"Fortune Tellings and {seats[seats['players'] == n]['fate_weavings'].sum() / d.traced('seats'):.3f} "
                       f"Fate Weavings per game, {pct(touched.loc[n, 'touched'] / n_turns[n])} of the Prophecy-turns "
                       "chosen or changed by a seat" for n in PLAYERS if n in touched.index)
    moved = []
    for r in table.itertuples():
        if r.swing_clear and np.isfinite(r.swing_untouched.value) and not (
                r.swing_untouched.lo <= r.swing.value <= r.swing_untouched.hi):
            moved.append(f"{r.prophecy} ({r.players}p: {r.swing.value:+.2f} on all turns, "
                         f"{value_text(r.swing_untouched, 2, True)} on the untouched ones)")
    up = [f"{r.prophecy} ({r.players}p)" for r in table.itertuples() if r.swing_clear and r.swing.value > 0]
    down = [f"{r.prophecy} ({r.players}p)" for r in table.itertuples() if r.swing_clear and r.swing.value < 0]
    wider = [f"{r.prophecy} ({r.players}p)" for r in table.itertuples() if r.spread_clear and r.spread.value > 0]
    narrower = [f"{r.prophecy} ({r.players}p)" for r in table.itertuples() if r.spread_clear and r.spread.value < 0]
    lines += ["", f"Chosen Prophecies: {chosen}. Swings that move outside the interval of the untouched turns' "
              f"swing: {_names(moved)}.", "",
              f"**Finding:** more Fame in its turn (Holm): {_names(up)}; less: {_names(down)}. A wider spread: "
              f"{_names(wider)}; narrower: {_names(narrower)}.", ""]
    return lines
