"""The verdict in words: the summary's first lines say which heroes are too strong or too weak,
by how much, against whom; or that no hero can be told apart at this sample size."""

from __future__ import annotations

import pandas as pd

from reports.fmt import points_interval
from reports.verdicts import TOO_STRONG, TOO_WEAK, UNDECIDED, WITHIN


def _value(row) -> str:
    return points_interval(row["value"], row["value_lo"], row["value_hi"])


def _relative(row) -> str:
    return f"{100 * row['relative']:+.1f}"


def verdict_sentences(table: pd.DataFrame, item: str = "hero") -> list[str]:
    """Sentences for one (ruleset, players, base) group of the verdict table, strongest first."""
    if table.empty:
        return []
    table = table.sort_values("value", ascending=False)
    band = 100 * table["band"].iloc[0]
    base = table["base"].iloc[0]
    lines = []
    for verdict, word in ((TOO_STRONG, "above"), (TOO_WEAK, "below")):
        flagged = table[table["verdict"] == verdict]
        for _, row in flagged.iterrows():
            others = table[table["verdict"] != verdict]  # the margin: over the best (worst) not so labelled
            which = "next best" if verdict == TOO_STRONG else "next worst"
            margin = ""
            if len(others):
                neighbour = others.iloc[0] if verdict == TOO_STRONG else others.iloc[-1]
                margin = f"; {which} {neighbour['hero']} {100 * neighbour['value']:+.1f}"
            lines.append(f"{row['hero']} is {verdict}: its effect is worth {_value(row)} points of win share to "
                         f"its player, {_relative(row)} {word} the typical {item}'s {100 * row['typical']:+.1f} "
                         f"(band +-{band:.1f}){margin}.")
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
                 f"the {len(table)} {item}s at once.)")
    return lines
