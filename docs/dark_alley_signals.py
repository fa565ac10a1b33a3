"""Section 6 of docs/findings-trickerion-dark-alley.md: what the runs say to the engine's and the
strategies' authors, each line computed from the runs and traces (nothing typed): cards nobody
uses, choices the planner never makes, Tricks nobody learns, the extremes of the Magicians and the
Prophecies, games at the safety cap."""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion.composition import load_composition

from dark_alley_format import pct, share_text, value_text

PLAYERS = (2, 3, 4)


def _listing(items: list[str]) -> str:
    return ", ".join(items) if items else "none"


def signal_section(d) -> list[str]:
    seats = d.traces["seats"]["seats"]
    cards = d.card_table
    lines = ["## 6. Signals for the engine's and the strategies' authors", "",
             "Read from the same runs and traces; each is a count or an extreme, not a test.", ""]
    for n in PLAYERS:
        mine = cards[cards["players"] == n]
        s = seats[seats["players"] == n]
        if mine.empty:
            continue
        never_kept = mine.loc[mine["kept"] == 0, "card"].tolist()
        never_used = mine.loc[mine["text"] == 0, "card"].tolist()
        uses = mine["text"].sum() + mine["ap"].sum()
        by_deck = mine.groupby("deck")["text"].sum().sort_values()
        lines.append(f"- **{n} players, cards:** a seat keeps {s['sa_kept'].mean():.2f} cards a game and uses "
                     f"{s['sa_text'].mean():.2f} for their text and {s['sa_ap'].mean():.2f} for +1 AP "
                     f"({pct(mine['ap'].sum() / uses if uses else np.nan)} of uses); the cards left in hand score "
                     f"{s['sa_end_fame'].mean():.2f} Fame at the end, {pct(s['sa_end_fame'].sum() / s['fame'].sum())} "
                     f"of the final Fame. Text uses per game by deck: "
                     + ", ".join(f"{deck} {v:.2f}" for deck, v in by_deck.items())
                     + f". Never kept: {_listing(never_kept)}; never used for its text: {_listing(never_used)}.")
    choices = [f"{n} players {seats[seats['players'] == n]['fortune_tellings'].mean() * n:.3f} Fortune Tellings and "
               f"{seats[seats['players'] == n]['fate_weavings'].mean() * n:.3f} Fate Weavings a game" for n in PLAYERS]
    lines.append("- **Prophecy choices:** " + "; ".join(choices) + ".")
    prophecies = d.prophecy_table
    for n in PLAYERS:
        mine = prophecies[(prophecies["players"] == n) & prophecies["turns"].gt(1)]
        if mine.empty:
            continue
        top = mine.loc[mine["swing"].map(lambda e: abs(e.value)).idxmax()]
        wide = mine.loc[mine["spread"].map(lambda e: abs(e.value)).idxmax()]
        lines.append(f"- **{n} players, Prophecies:** the largest swing is {top.prophecy}'s "
                     f"({value_text(top.swing, 2, True)} Fame a seat in its turn), the largest change of spread "
                     f"{wide.prophecy}'s ({value_text(wide.spread, 2, True)}).")
    rates = d.magician_rates
    for n in PLAYERS:
        mine = rates[rates["players"] == n]
        best = mine.loc[mine["rate"].map(lambda e: e.value).idxmax()]
        worst = mine.loc[mine["rate"].map(lambda e: e.value).idxmin()]
        lines.append(f"- **{n} players, Magicians:** from {best.magician} {share_text(best.rate)} to "
                     f"{worst.magician} {share_text(worst.rate)} (fair {pct(1 / n)}).")
    lines += _trick_lines(d) + [_cap_line(d), ""]
    return lines


def _trick_lines(d) -> list[str]:
    comp = load_composition()
    level = {name: int(lv) for name, lv in zip(comp.tricks.names, comp.tricks.level)}
    items = d.runs["seats"].items
    lines = []
    for n in PLAYERS:
        mine = items[items["players"] == n].groupby("hero")[["resolved", "plays"]].sum()
        never = sorted(h for h, r in mine.iterrows() if r.resolved == 0)
        unplayed = sorted(h for h, r in mine.iterrows() if r.resolved > 0 and r.plays == 0)
        by_level = {lv: sum(1 for h in never if level.get(h) == lv) for lv in (1, 2, 3)}
        total = {lv: sum(1 for h in mine.index if level.get(h) == lv) for lv in (1, 2, 3)}
        lines.append(f"- **{n} players, Tricks:** never learned: " + ", ".join(
            f"{by_level[lv]} of the {total[lv]} level-{lv}" for lv in (1, 2, 3)) + f" Tricks; learned but never "
            f"performed: {len(unplayed)}.")
    return lines


def _cap_line(d) -> str:
    capped = {name: int(res.cells["capped_games"].sum()) for name, res in d.runs.items()}
    hit = [f"{name} {n:,}" for name, n in capped.items() if n]
    return "- **Safety cap:** games cut short: " + (", ".join(hit) if hit else "none in any run") + "."
