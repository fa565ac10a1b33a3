"""Every analysis of one experiment's results, gathered for the report."""

from __future__ import annotations

import copy
from dataclasses import dataclass

import pandas as pd

from simkit.reports.bands import DEFAULT_BANDS, Bands
from simkit.reports.card_effects import play_effects, restricted_play
from simkit.reports.deck_effects import hero_deck_effects
from simkit.reports.distributions import length_quantiles, score_quantiles
from simkit.reports.fizzles import fizzle_rates
from simkit.reports.ranking import deck_ranking, race_rerun, rerun_suggestions
from simkit.reports.marks import mark_shares
from simkit.reports.decknames import add_deck_names, deck_names, named_decks_of
from simkit.reports.seats import game_metrics, seat_advantage, seat_advantage_by_family, seat_order, seat_order_by_family
from simkit.reports.skill import skill_gap, strategy_shares
from simkit.reports.stats import CELL
from simkit.reports.synergy import synergy
from simkit.reports.verdicts import verdict_table
from simkit.reports.vocabulary import Vocabulary, vocabulary_of

REQUIRED = ("manifest", "seats", "cells", "heroes", "hero_seats", "marks", "score_hist", "length_hist")


@dataclass
class Analysis:
    """The tables (name -> DataFrame, each also written as CSV) and the manifest they came from."""
    tables: dict[str, pd.DataFrame]
    manifest: dict
    length_hist: pd.DataFrame
    words: Vocabulary  # the results' game's (reports/vocabulary.py)
    bands: Bands = DEFAULT_BANDS


def missing_attributes(results) -> list[str]:
    """What a results object lacks of the runner's contract (duck typing: any object will do)."""
    return [name for name in REQUIRED if not hasattr(results, name)]


def unpaired(results):
    """The results without the paired wrapped cells (a [verdicts] or restricted cell beside its base
    cell): those are measuring devices, read only by the paired analyses (verdicts, restricted
    play). Every other table describes the game as played, so a seat whose hero's effect was
    switched off must not move its seat order, deck ranking, scores or plays. A wrapped cell
    without a base cell (restricted play at every seat) is the experiment itself and stays."""
    cells = results.cells
    if "paired_with" not in cells or not (cells["paired_with"] >= 0).any():
        return results
    devices = cells.loc[cells["paired_with"] >= 0, CELL].drop_duplicates()
    view = copy.copy(results)
    for name in ("seats", "cells", "heroes", "hero_seats", "marks", "score_hist", "length_hist"):
        table = getattr(results, name)
        if all(key in table for key in CELL):
            marked = table[CELL].merge(devices.assign(_device=True), on=CELL, how="left")["_device"]
            setattr(view, name, table[marked.isna().to_numpy()].reset_index(drop=True))
    return view


def analyse(results, bands: Bands = DEFAULT_BANDS) -> Analysis:
    """Every table; ``bands`` says how large a difference must be to matter (reports/bands.py)."""
    paired, results = results, unpaired(results)
    ranking = deck_ranking(results)
    race = getattr(getattr(results, "adaptive", None), "race", None)  # a raced run's decisions
    tables = {
        "verdicts": verdict_table(paired, bands),
        "seat_order": seat_order(results, bands),
        "seats": seat_advantage(results, per_deck=False),
        "seat_order_by_lineup": seat_order_by_family(results, bands),
        "seats_by_lineup": seat_advantage_by_family(results),
        "seats_per_deck": seat_advantage(results),
        "game_metrics": game_metrics(results),
        "deck_ranking": ranking,
        "rerun": rerun_suggestions(ranking) if race is None else race_rerun(race),
        "hero_deck_effects": hero_deck_effects(results),
        "hero_play_effects": play_effects(results),
        "restricted_play": restricted_play(paired),
        "fizzles": fizzle_rates(results, per_deck=False),
        "fizzles_per_deck": fizzle_rates(results),
        "synergy": synergy(results),
        "skill_gap": skill_gap(results),
        "strategies": strategy_shares(results),
        "scores_by_seat": score_quantiles(results, "seat"),
        "scores_by_strategy": score_quantiles(results, "strategy"),
        "length": length_quantiles(results),
        "marks": mark_shares(results),
    }
    if race is not None:
        tables["race"] = race
    words = vocabulary_of(results)
    names = deck_names(results.manifest, named_decks_of(results))  # named decks keep their names in every table with a deck
    tables = {name: add_deck_names(table, names) for name, table in tables.items()}
    return Analysis(tables, dict(results.manifest), results.length_hist, words, bands)
