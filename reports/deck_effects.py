"""Deck-level hero strength: what including a hero does to the game, across a deck sweep.

Per player count, each deck outcome (seat-0 advantage, seat imbalance, score spread, length,
skill gap) is modelled as a weighted linear sum of hero-presence indicators (weights: games
behind the deck's figure). Every deck has seven heroes, so the indicators always sum to 7 and the
model has no intercept; a hero's effect is its coefficient minus the mean coefficient of the
other heroes of the sweep: "swap in this hero for a random other one of the pool".
Heroes in every deck or in none cannot be measured and are left out.

The question it answers is "what does including this hero do to the game" (its length, its score
spread, its seat balance). It cannot see how strong a hero is for the player holding it: every
seat can draw every hero of the deck, so a hero that wins games for whoever plays it moves no
deck outcome (the card-level measures and the restricted play answer that).

Many heroes x outcomes are tested at once (24 heroes x 5 outcomes = 120 tests: about 6 chance hits
at 5%), so ``significant`` is Holm-corrected over all the heroes and outcomes of a player count:
the chance of even one false flag among them is at most 5%.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.seats import game_metrics
from simkit.reports.skill import skill_gap
from simkit.reports.stats import DECK, GROUP, holm, wls

ALPHA = 0.05  # family-wise error rate over the heroes x outcomes of a player count

OUTCOMES = {  # outcome -> what it is, in the report's words
    "seat0_advantage": "seat 0 win share minus the fair share",
    "imbalance": "highest minus lowest seat win share",
    "spread": "mean final score spread (points)",
    "length": "mean tricks per game",
    "skill_gap": "strong strategy's win share minus the fair share",
}


def deck_outcomes(results) -> pd.DataFrame:
    """One row per deck at a player count: each outcome and the games behind it."""
    metrics = game_metrics(results)
    table = metrics[DECK + ["games"]].copy()
    table["seat0_advantage"] = metrics["advantage"] - 1.0 / metrics["players"]
    table["imbalance"] = 1.0 - metrics["balance"]
    table["spread"] = metrics["spread_mean"]
    table["length"] = metrics["length_mean"]
    gaps = skill_gap(results)
    gaps = gaps.set_index(DECK)[["gap", "games"]].rename(columns={"gap": "skill_gap", "games": "skill_games"})
    return table.join(gaps, on=DECK)


def presence_matrix(decks: pd.Series) -> tuple[np.ndarray, list[str]]:
    """Decks x heroes 0/1 indicators, for the heroes in some but not all decks."""
    heroes_per_deck = [deck.split(",") for deck in decks]
    pool = sorted({hero for heroes in heroes_per_deck for hero in heroes})
    matrix = np.array([[hero in heroes for hero in pool] for heroes in heroes_per_deck], dtype=float)
    varying = (matrix.sum(axis=0) > 0) & (matrix.sum(axis=0) < len(heroes_per_deck))
    return matrix[:, varying], [hero for hero, keep in zip(pool, varying) if keep]


def swap_contrast(size: int, index: int) -> np.ndarray:
    """Weights of 'coefficient of hero index minus the mean of the others'."""
    weights = np.full(size, -1.0 / (size - 1))
    weights[index] = 1.0
    return weights


def outcome_rows(outcomes: pd.DataFrame):
    """(group keys, outcome, y, weights, decks) for every outcome with data in every group."""
    for keys, group in outcomes.groupby(GROUP, observed=True):
        for outcome in OUTCOMES:
            weight_column = "skill_games" if outcome == "skill_gap" else "games"
            rows = group[group[outcome].notna()]
            if len(rows):
                yield keys, outcome, rows[outcome].to_numpy(float), rows[weight_column].to_numpy(float), rows["deck"]


def hero_deck_effects(results) -> pd.DataFrame:
    """One row per (ruleset, players, outcome, hero): effect of including the hero, 95% interval,
    p-value, Holm-adjusted p-value over the player count's heroes x outcomes and ``significant``
    (adjusted p < 5%), and how many decks of the sweep have it and lack it."""
    rows = []
    for (ruleset, players), outcome, y, w, decks in outcome_rows(deck_outcomes(results)):
        X, heroes = presence_matrix(decks)
        if len(heroes) < 2:
            continue
        fit = wls(X, y, w)
        if fit is None:
            continue
        for index, hero in enumerate(heroes):
            estimate, lo, hi, p = fit.contrast(swap_contrast(len(heroes), index))
            rows.append({"ruleset": ruleset, "players": players, "outcome": outcome, "hero": hero,
                         "effect": estimate, "effect_lo": lo, "effect_hi": hi, "p_value": p,
                         "decks_with": int(X[:, index].sum()), "decks_without": int(len(y) - X[:, index].sum())})
    table = pd.DataFrame(rows, columns=GROUP + ["outcome", "hero", "effect", "effect_lo", "effect_hi", "p_value",
                                               "decks_with", "decks_without"])
    table["p_holm"] = np.nan
    for _, rows_of_group in table.groupby(GROUP, observed=True):
        table.loc[rows_of_group.index, "p_holm"] = holm(rows_of_group["p_value"])
    table["significant"] = table["p_holm"] < ALPHA
    return table
