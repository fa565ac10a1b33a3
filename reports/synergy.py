"""Pairwise hero synergy: the interaction of two heroes' presence on a deck outcome.

One model per pair (the deck-level main-effects model of deck_effects plus the pair's product
term), so a sweep too small for all pairs at once still screens every pair. The p-values of a
player count and outcome are corrected together with Benjamini-Hochberg: among the pairs flagged
at 5%, at most 5% are expected to be chance, instead of 1 in 20 of all pairs.
"""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pandas as pd

from simkit.reports.deck_effects import deck_outcomes, outcome_rows, presence_matrix
from simkit.reports.stats import GROUP, benjamini_hochberg, wls

ALPHA = 0.05  # false discovery rate of the flagged pairs


def synergy(results, outcomes: tuple[str, ...] | None = None) -> pd.DataFrame:
    """One row per (ruleset, players, outcome, hero pair): the interaction (what the pair adds
    together beyond their separate effects), its 95% interval, raw and BH-adjusted p-values,
    and `significant` (adjusted p < 5%)."""
    frames = []
    for (ruleset, players), outcome, y, w, decks in outcome_rows(deck_outcomes(results)):
        if outcomes is not None and outcome not in outcomes:
            continue
        X, heroes = presence_matrix(decks)
        rows = []
        for a, b in combinations(range(len(heroes)), 2):
            both = X[:, a] * X[:, b]
            fit = wls(np.column_stack([X, both]), y, w)
            if fit is None:
                continue
            weights = np.zeros(X.shape[1] + 1)
            weights[-1] = 1.0
            estimate, lo, hi, p = fit.contrast(weights)
            rows.append({"ruleset": ruleset, "players": players, "outcome": outcome, "hero_a": heroes[a],
                         "hero_b": heroes[b], "interaction": estimate, "interaction_lo": lo,
                         "interaction_hi": hi, "p_value": p, "decks_with_both": int(both.sum())})
        if rows:
            frame = pd.DataFrame(rows)
            frame["p_adjusted"] = benjamini_hochberg(frame["p_value"])
            frame["significant"] = frame["p_adjusted"] < ALPHA
            frames.append(frame)
    columns = GROUP + ["outcome", "hero_a", "hero_b", "interaction", "interaction_lo", "interaction_hi", "p_value",
                       "decks_with_both", "p_adjusted", "significant"]
    return pd.concat(frames, ignore_index=True)[columns] if frames else pd.DataFrame(columns=columns)
