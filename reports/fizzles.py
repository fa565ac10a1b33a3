"""Fizzle rate per hero: how often a played hero's effect could not resolve.

The rate is a ratio of sums over games (fizzled / effects tried), and the plays of one game are
not independent (a blocked board blocks every play of the game), so its interval is the ratio
estimator's, clustered by game: the delta method on the per-game sums the runner keeps
(docs/results.md), the same formula and the same numbers as ``simkit play``'s summary
(simkit.engine.intervals.clustered_ratio_interval). When the spec sampled its decks, the decks are a
source of sampling too: the pooled interval then comes from a cluster bootstrap over decks
(reports.resampling; resampling whole decks carries the games inside them along), never narrower
than the game-clustered one. Folders written before the
per-game sums existed get the per-play Wilson interval, marked ``interval = "play"``: too narrow,
and the report says so.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.resampling import cluster_bootstrap, decks_are_sampled, percentile_interval
from simkit.reports.stats import CELL, DECK, GROUP, wilson
from simkit.engine.intervals import clustered_ratio_interval

PER_GAME = ["fizzled_sq_sum", "effects_sq_sum", "fizzled_effects_sum"]  # the heroes table's per-game sums
BY_PLAY, BY_GAME, BY_DECK = "play", "game", "deck"  # what an interval is clustered by
MIN_DECKS = 2  # sampled decks holding a hero below which its deck-to-deck variation is not estimable


def _with_games(results) -> pd.DataFrame:
    """The heroes rows with their cell's games (the clusters of the ratio estimator) and the per-game
    sums as floats (NaN where a folder lacks them)."""
    heroes = results.heroes.copy()
    for column in PER_GAME:
        heroes[column] = (heroes[column].astype("Float64").to_numpy(float, na_value=np.nan)
                          if column in heroes else np.nan)
    games = results.cells[CELL + ["games"]]
    return heroes.merge(games, on=CELL, how="left")


def fizzle_rates(results, per_deck: bool = True) -> pd.DataFrame:
    """One row per (deck or player count, hero): plays, fizzled, rate, its 95% interval and what the
    interval is clustered by (``interval``: game, deck or play)."""
    keys = (DECK if per_deck else GROUP) + ["hero"]
    heroes = _with_games(results)
    sums = ["plays", "resolved", "fizzled", "games"] + PER_GAME
    table = heroes.groupby(keys, as_index=False, observed=True)[sums].sum(min_count=1)
    known = heroes.groupby(keys, observed=True)[PER_GAME].apply(lambda rows: rows.notna().all().all()).to_numpy()
    effects = table["resolved"] + table["fizzled"]  # plays whose effect was tried, as simkit play counts them
    table["fizzle_rate"] = table["fizzled"] / effects.where(effects > 0)
    _, game_lo, game_hi = clustered_ratio_interval(table["fizzled"], effects, table["fizzled_sq_sum"],
                                                   table["effects_sq_sum"], table["fizzled_effects_sum"],
                                                   table["games"])
    play_lo, play_hi = wilson(table["fizzled"], effects)
    table["fizzle_lo"] = np.where(known, game_lo, play_lo)
    table["fizzle_hi"] = np.where(known, game_hi, play_hi)
    table["interval"] = np.where(known, BY_GAME, BY_PLAY)
    if not per_deck and decks_are_sampled(results.manifest):
        _widen_by_decks(table, heroes)
    return table.drop(columns=PER_GAME)


def _widen_by_decks(table: pd.DataFrame, heroes: pd.DataFrame) -> None:
    """Sampled decks: per player count, resample whole decks and recompute every hero's pooled rate;
    the percentile interval, joined with the game-level one (so never narrower), replaces it."""
    per_deck = heroes.groupby(DECK + ["hero"], observed=True)[["fizzled", "resolved"]].sum().reset_index()
    for group_keys, rows in per_deck.groupby(GROUP, observed=True):
        fizzled = rows.pivot_table(index="deck_id", columns="hero", values="fizzled", aggfunc="sum", fill_value=0)
        tried = fizzled + rows.pivot_table(index="deck_id", columns="hero", values="resolved", aggfunc="sum",
                                           fill_value=0)
        if len(fizzled) < 2:
            continue
        f, e = fizzled.to_numpy(float), tried.to_numpy(float)
        with np.errstate(invalid="ignore", divide="ignore"):
            samples = cluster_bootstrap(len(f), lambda w: (w @ f) / (w @ e))
        lo, hi = percentile_interval(samples)
        mine = (table["ruleset"] == group_keys[0]) & (table["players"] == group_keys[1])
        decks_with = (e > 0).sum(axis=0)
        for hero, hero_lo, hero_hi, count in zip(fizzled.columns, lo, hi, decks_with):
            row = mine & (table["hero"] == hero)
            # in one deck only, deck-to-deck variation cannot be estimated: the interval stays by game
            if not np.isfinite(hero_lo) or not row.any() or count < MIN_DECKS:
                continue
            table.loc[row, "fizzle_lo"] = np.minimum(table.loc[row, "fizzle_lo"], hero_lo)
            table.loc[row, "fizzle_hi"] = np.maximum(table.loc[row, "fizzle_hi"], hero_hi)
            table.loc[row, "interval"] = BY_DECK  # whole decks resampled: the games inside each come along
