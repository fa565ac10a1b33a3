"""Fizzle rate per hero: how often a played hero's effect could not resolve.

The intervals are per-play Wilson intervals: the runner keeps sums, not per-game counts, so
they do not widen for plays clustered in games (simkit play's summary does); read them as a
lower bound on the uncertainty."""

from __future__ import annotations

import pandas as pd

from reports.stats import DECK, GROUP, wilson


def fizzle_rates(results, per_deck: bool = True) -> pd.DataFrame:
    """One row per (deck or player count, hero): plays, fizzled, rate and its interval."""
    keys = (DECK if per_deck else GROUP) + ["hero"]
    table = results.heroes.groupby(keys, as_index=False, observed=True)[["plays", "resolved", "fizzled"]].sum()
    effects = table["resolved"] + table["fizzled"]  # plays whose effect was tried, as simkit play counts them
    table["fizzle_rate"] = table["fizzled"] / effects.where(effects > 0)
    table["fizzle_lo"], table["fizzle_hi"] = wilson(table["fizzled"], effects)
    return table
