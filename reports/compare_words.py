"""The comparison in words: the first lines say what changed, with the numbers behind it.

    seat 0's win share fell from 31.0 [30.1, 31.9] to 27.2 [26.3, 28.1] points of win share (-3.8 [-5.0, -2.6]);
    Purger's effect value to cautious rose from +7.4 to +9.1 points of win share; nothing else changed detectably
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.compare import CHANGED, FEW_UNITS, KIND_ORDER, NO_CHANGE, ONLY_A, ONLY_B, Comparison, folder_label

MAX_SENTENCES = 12  # changed lines named one by one; the rest are counted


def _number(value: float, digits: int = 1) -> str:
    return "n/a" if value is None or not np.isfinite(value) else f"{value:.{digits}f}"


def _digits(unit: str) -> int:
    return 2 if unit in ("plays", "events", "lead changes", "rounds") else 1


def _group(row, many_groups: bool) -> str:
    return f" ({row.ruleset}, {row.players} players)" if many_groups else ""


def changed_sentence(row, many_groups: bool = False) -> str:
    d = _digits(row.unit)
    way = "rose" if row.change > 0 else "fell"
    return (f"{row.measure}{_group(row, many_groups)} {way} from {_number(row.a, d)} [{_number(row.a_lo, d)}, "
            f"{_number(row.a_hi, d)}] to {_number(row.b, d)} [{_number(row.b_lo, d)}, {_number(row.b_hi, d)}] "
            f"{row.unit} (change {row.change:+.{d}f} [{_number(row.change_lo, d)}, {_number(row.change_hi, d)}])")


def summary_lines(comparison: Comparison) -> list[str]:
    """The comparison's findings, most certain change first; the last line says what else there is."""
    lines = comparison.lines
    many = lines[["ruleset", "players"]].drop_duplicates().shape[0] > 1
    changed = lines[lines["verdict"] == CHANGED].copy()
    with np.errstate(invalid="ignore", divide="ignore"):
        changed["strength"] = (changed["change"].abs() / (changed["change_hi"] - changed["change_lo"])).fillna(np.inf)
    changed["kind_order"] = changed["kind"].map(KIND_ORDER)
    changed = changed.sort_values(["kind_order", "strength"], ascending=[True, False], kind="stable")
    sentences = [changed_sentence(row, many) for row in changed.head(MAX_SENTENCES).itertuples(index=False)]
    if len(changed) > MAX_SENTENCES:
        sentences.append(f"and {len(changed) - MAX_SENTENCES} more changed measures (changes.csv lists them all)")
    steady = lines[lines["verdict"] == NO_CHANGE]
    if not len(changed):
        sentences.append(f"nothing changed detectably ({len(steady)} measures compared)")
    elif len(steady):
        sentences.append(f"nothing else changed detectably ({len(steady)} other measures compared)")
    few = lines[lines["verdict"] == FEW_UNITS]
    if len(few):
        sentences.append(f"{len(few)} measures have too few independent units for an interval "
                         f"({comparison.units} {comparison.unit_kind}; at least 10 are needed)")
    for verdict, side in ((ONLY_A, 0), (ONLY_B, 1)):
        only = lines[lines["verdict"] == verdict]
        if len(only):
            names = ", ".join(sorted(set(only["subject"])))
            sentences.append(f"{len(only)} measures only in {folder_label(comparison.folders[side])} ({names})")
    return sentences


def method_lines(comparison: Comparison) -> list[str]:
    """How the numbers were made: pairing, units, correction, the cells compared."""
    cells = comparison.cells
    both = int((cells["status"] == "in both").sum())
    only_a, only_b = int((cells["status"] == ONLY_A).sum()), int((cells["status"] == ONLY_B).sum())
    tested = comparison.lines["p"].notna().sum()
    a, b = (folder_label(f) for f in comparison.folders)
    lines = [f"A = {a}, B = {b}; a change is B minus A.",
             f"{both} cells in both folders are compared" + (f"; {only_a} only in A and {only_b} only in B are left out"
                                                             if only_a or only_b else "") + ".",
             f"Pairing: {comparison.why}.",
             f"Intervals: 95%, a cluster bootstrap over {comparison.units} {comparison.unit_kind} (2,000 seeded "
             "resamples), Student's t on the units' degrees of freedom.",
             f"'changed': Holm-corrected over the {tested} measures compared (family-wise 5%); 'no detectable "
             "change' gives the smallest change the data could have seen (80% power at the Bonferroni level)."]
    return lines


def steady_table(comparison: Comparison) -> pd.DataFrame:
    lines = comparison.lines
    return lines[lines["verdict"] != CHANGED]
