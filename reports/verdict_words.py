"""The verdict in words: the summary's first lines say which heroes are too strong or too weak,
by how much, against whom; or that no hero can be told apart at this sample size."""

from __future__ import annotations

import pandas as pd

from simkit.reports.fmt import points_interval
from simkit.reports.verdicts import TOO_STRONG, TOO_WEAK, UNDECIDED, WITHIN


def _value(row) -> str:
    return points_interval(row["value"], row["value_lo"], row["value_hi"])


def _margin(upper, lower) -> str:
    """How far ``upper`` (ranked just above ``lower``) is ahead, or that the two are tied."""
    gap = points_interval(upper["margin"], upper["margin_lo"], upper["margin_hi"])
    if upper["margin_lo"] > 0:
        return f"{gap} points ahead of"
    return f"statistically tied ({gap}) with"


def _side(table: pd.DataFrame, verdict: str, item: str, band: float) -> list[str]:
    """The sentences for one end: the most extreme hero with its margin, then the others so labelled."""
    flagged = table[table["verdict"] == verdict]
    if flagged.empty:
        return []
    strong = verdict == TOO_STRONG
    ranked = table.reset_index(drop=True)  # strongest first
    extreme = flagged.iloc[0] if strong else flagged.iloc[-1]
    position = ranked.index[ranked["hero"] == extreme["hero"]][0]
    neighbour = ranked.iloc[position + 1] if strong else ranked.iloc[position - 1]
    upper, lower = (extreme, neighbour) if strong else (neighbour, extreme)
    word, end = ("above", "strongest") if strong else ("below", "weakest")
    relation = _margin(upper, lower)
    if not strong:  # "X is ... behind Y" reads for the weak end
        relation = relation.replace("ahead of", "behind")
    who = f"{extreme['hero']} is {verdict}" + (f" and the {end}" if len(flagged) > 1 else "")
    lines = [f"{who}: its effect is worth {_value(extreme)} points of win share to its player, "
             f"{100 * extreme['relative']:+.1f} {word} the typical {item}'s {100 * extreme['typical']:+.1f} "
             f"(band +-{band:.1f}), {relation} {neighbour['hero']} ({100 * neighbour['value']:+.1f})."]
    rest = flagged[flagged["hero"] != extreme["hero"]]
    rest = rest if strong else rest.iloc[::-1]  # from the extreme inwards
    if len(rest):
        listed = ", ".join(f"{r['hero']} {100 * r['value']:+.1f}" for _, r in rest.iterrows())
        lines.append(f"Also {verdict} ({len(rest)} more of {len(table)}): {listed}.")
    return lines


def verdict_sentences(table: pd.DataFrame, item: str, items: str) -> list[str]:
    """Sentences for one (ruleset, players, base) group of the verdict table, strongest first."""
    if table.empty:
        return []
    table = table.sort_values("value", ascending=False)
    band = 100 * table["band"].iloc[0]
    base = table["base"].iloc[0]
    lines = _side(table, TOO_STRONG, item, band) + _side(table, TOO_WEAK, item, band)
    within = int((table["verdict"] == WITHIN).sum())
    undecided = table[table["verdict"] == UNDECIDED]
    if not lines:
        head = (f"No {item} is too strong or too weak at this sample size: " if len(undecided)
                else f"No {item} is too strong or too weak: ")
        lines.append(head + f"{within} of {len(table)} are within +-{band:.1f} points of win share of the "
                            f"typical {item}'s value ({100 * table['typical'].iloc[0]:+.1f})"
                     + (f", {len(undecided)} undecided ({', '.join(undecided['hero'])})." if len(undecided) else "."))
    elif len(undecided):
        lines.append(f"Undecided (the interval crosses a band edge; more games would tell): "
                     f"{', '.join(undecided['hero'])}.")
    unit = "sampled decks" if table["unit_kind"].iloc[0] == "decks" else "blocks of games"
    lines.append(f"(Effect value: {base}'s win share with the {item}'s effect minus without it, on the same deals "
                 f"and seats; intervals from {int(table['units'].iloc[0]):,} {unit} resampled, corrected for "
                 f"the {len(table)} {items} at once.)")
    return lines
