"""The headline verdict per hero: does its effect help the player who holds and plays it, and
is it out of line with the other heroes?

The estimand, per player count and measured strategy: a hero's **effect value** is the win share
of a seat that plays the hero with its effect minus the win share of the same seat, on the same
deals against the same opponents, when the engine ignores the hero's effect (the
``noeffect:<base>:<hero>`` cells a spec's ``[verdicts]`` table adds; reports/paired.py). It is in
points of win share and averages over the seats measured and the decks that hold the hero.

A hero is compared with the **typical hero**: the median effect value of the heroes of the player
count. Its *relative value* is its effect value minus that median, and its verdict is

- *too strong* when the whole corrected interval of the relative value lies above +band,
- *too weak* when it lies below -band,
- *within the band* when it lies inside [-band, +band],
- *undecided* otherwise: the interval crosses a band edge; more games would tell.

The band is reports.bands (default a tenth of the fair share: 2.5 points at 4 players). The
corrected interval is Bonferroni-simultaneous over the heroes of the player count (every label of
a table is right at once with 95% confidence), from the bootstrap standard error of the relative
value (the median is recomputed in every resample) and Student's t on the units' degrees of
freedom (reports/paired.py).
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.bands import DEFAULT_BANDS, Bands
from simkit.reports.paired import MIN_UNITS, contrasts
from simkit.reports.resampling import bootstrap_se
from simkit.reports.stats import GROUP

TOO_STRONG, TOO_WEAK, WITHIN, UNDECIDED = "too strong", "too weak", "within the band", "undecided"
VERDICT_COLUMNS = GROUP + ["base", "hero", "verdict", "value", "value_lo", "value_hi", "typical", "relative",
                           "relative_lo", "relative_hi", "band", "next_hero", "margin", "margin_lo", "margin_hi",
                           "games", "pairs", "units_with", "units", "unit_kind", "heroes"]


def label(lo: float, hi: float, band: float) -> str:
    if np.isnan(lo) or np.isnan(hi):
        return UNDECIDED
    if lo > band:
        return TOO_STRONG
    if hi < -band:
        return TOO_WEAK
    if -band <= lo and hi <= band:
        return WITHIN
    return UNDECIDED


def verdict_table(results, bands: Bands = DEFAULT_BANDS) -> pd.DataFrame:
    """One row per (ruleset, players, base strategy, hero), strongest first."""
    rows = []
    for group in contrasts(results, wrapper="noeffect"):
        for base in group.keys["base"].unique():
            columns = np.flatnonzero(group.keys["base"].to_numpy() == base)
            keys = group.keys.iloc[columns]
            value, boot = group.value[columns], group.replicates[:, columns]
            typical = float(np.nanmedian(value))
            relative = value - typical
            relative_boot = boot - np.nanmedian(boot, axis=1, keepdims=True)
            enough = group.units >= MIN_UNITS and len(columns) >= 2
            se = bootstrap_se(boot) if enough else np.full(len(columns), np.nan)
            rel_se = bootstrap_se(relative_boot) if enough else np.full(len(columns), np.nan)
            value_lo, value_hi = group.interval(value, se)
            rel_lo, rel_hi = group.interval(relative, rel_se, tests=len(columns))
            players = int(keys["players"].iloc[0])
            band = bands.hero(1.0 / players)
            # each hero's margin over the hero ranked just below it (same resamples: 95%, uncorrected)
            order = np.argsort(-value, kind="stable")
            below = {int(order[r]): int(order[r + 1]) for r in range(len(order) - 1)}
            for i, key in enumerate(keys.itertuples(index=False)):
                j = below.get(i)
                margin = value[i] - value[j] if j is not None else np.nan
                margin_se = bootstrap_se(boot[:, i] - boot[:, j]) if j is not None and enough else np.nan
                margin_lo, margin_hi = group.interval(margin, margin_se)
                rows.append({"ruleset": key.ruleset, "players": players, "base": base, "hero": key.item,
                             "verdict": label(rel_lo[i], rel_hi[i], band), "value": value[i],
                             "value_lo": value_lo[i], "value_hi": value_hi[i], "typical": typical,
                             "relative": relative[i], "relative_lo": rel_lo[i], "relative_hi": rel_hi[i],
                             "band": band, "next_hero": keys["item"].iloc[j] if j is not None else None,
                             "margin": margin, "margin_lo": margin_lo, "margin_hi": margin_hi,
                             "games": int(key.games), "pairs": int(key.pairs),
                             "units_with": int(key.units_with), "units": group.units, "unit_kind": group.unit_kind,
                             "heroes": len(columns)})
    table = pd.DataFrame(rows, columns=VERDICT_COLUMNS)
    return table.sort_values(GROUP + ["base", "value"], ascending=[True, True, True, False],
                             kind="stable").reset_index(drop=True)


def difference(results, hero_a: str, hero_b: str, base: str | None = None) -> pd.DataFrame:
    """Per group, effect value of hero_a minus hero_b with its 95% interval (same resamples, so
    decks holding both count once): the test that tells two heroes apart, or fails to."""
    rows = []
    for group in contrasts(results, wrapper="noeffect"):
        items = group.keys["item"].to_numpy()
        bases = group.keys["base"].to_numpy()
        for b in sorted(set(bases)) if base is None else [base]:
            a_col = np.flatnonzero((items == hero_a) & (bases == b))
            b_col = np.flatnonzero((items == hero_b) & (bases == b))
            if not a_col.size or not b_col.size:
                continue
            estimate = float(group.value[a_col[0]] - group.value[b_col[0]])
            se = float(bootstrap_se(group.replicates[:, a_col[0]] - group.replicates[:, b_col[0]]))
            lo, hi = group.interval(estimate, se)
            rows.append({"ruleset": group.keys["ruleset"].iloc[0], "players": int(group.keys["players"].iloc[0]),
                         "base": b, "hero_a": hero_a, "hero_b": hero_b, "difference": estimate,
                         "difference_lo": lo, "difference_hi": hi, "told_apart": bool(lo > 0 or hi < 0)})
    return pd.DataFrame(rows, columns=GROUP + ["base", "hero_a", "hero_b", "difference", "difference_lo",
                                               "difference_hi", "told_apart"])
