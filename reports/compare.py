"""``simkit compare A B``: what changed between two experiments, measure by measure, with intervals.

Two results folders are matched cell by cell (ruleset, player count, deck, line-up); only the
common cells are compared. Every headline measure (reports/compare_measures.py) gets the change
B - A with its 95% interval and a verdict:

- *changed*: Holm-corrected over every line of the comparison, p < 5% (family-wise: the chance
  that even one line is called changed by chance is at most 5%);
- *no detectable change*: not so; with the smallest change the data could have seen (the change
  a test at the Bonferroni level of the family would detect with 80% power, from the same
  standard error);
- *too few units*: fewer than 10 independent units, no interval worth printing;
- *only in A* / *only in B*: a measure one folder has and the other lacks (a hero of one deck).

The interval resamples the experiments' independent units (a cluster bootstrap, 2,000 seeded
resamples, reports/resampling.py): the decks when a spec drew them (the decks are a source of
sampling), else each cell's task blocks within their cell (the games are), else, when some cell
has a single block, the cells within their player count (conservative). When the common cells
have the same seeds and the same blocks (two runs of specs that differ only in a hero file, a
composition file or a rule of the same game's ruleset), block b of a cell holds the same deals in
both folders: the comparison is *paired*, one resample draws the same units from A and B, so the
luck of the deal cancels. Otherwise it is *independent*: A and B are resampled apart and their
variances add. The table says which.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from scipy import stats

from simkit.games.registry import game_of_ruleset
from simkit.reports.compare_measures import Measure, add_derived, components, measures
from simkit.reports.paired import MIN_UNITS, _weights
from simkit.reports.resampling import BOOTSTRAP_REPLICATES, BOOTSTRAP_SEED, decks_are_sampled
from simkit.reports.stats import holm
from simkit.reports.vocabulary import vocabulary_of_game

CHANGED, NO_CHANGE, FEW_UNITS, ONLY_A, ONLY_B = ("changed", "no detectable change", "too few units", "only in A",
                                                  "only in B")
ALPHA = 0.05
POWER = 0.8  # the smallest detectable change is the one a test would find this often
CELL_KEY = ["ruleset", "players", "deck", "lineup"]
COLUMNS = ["ruleset", "players", "kind", "subject", "measure", "unit", "a", "a_lo", "a_hi", "b", "b_lo", "b_hi",
           "change", "change_lo", "change_hi", "p", "p_holm", "verdict", "detectable", "pairing", "units",
           "unit_kind"]


class CompareError(ValueError):
    """Two folders that cannot be compared (other games, no common cell): one line."""


@dataclass
class Comparison:
    lines: pd.DataFrame  # COLUMNS, one row per measure line
    cells: pd.DataFrame  # every cell of either folder: CELL_KEY, status, games_a, games_b
    pairing: str  # "paired" or "independent"
    unit_kind: str  # "decks", "blocks" or "cells"
    units: int
    why: str  # why paired or independent, in words
    game: str
    words: object  # the game's Vocabulary
    folders: tuple[str, str]
    manifests: tuple[dict, dict]


def _game_of(blocks, folder) -> object:
    return game_of_ruleset(blocks.manifest["spec"]["ruleset"])


def _key(frame: pd.DataFrame) -> pd.Series:
    return frame["ruleset"].astype(str) + "|" + frame["players"].astype(str) + "|" + frame["deck"].astype(str) + \
        "|" + frame["lineup"].astype(str)


def _cell_games(blocks) -> pd.Series:
    table = blocks.tables.get("cells")
    if table is None or table.empty:
        return pd.Series(dtype=np.int64)
    return table.groupby("cell")["games"].sum()


def _plain_cells(blocks) -> pd.DataFrame:
    cells = blocks.cells[blocks.cells["paired_with"] < 0].copy()
    cells["key"] = _key(cells)
    cells["games"] = cells["cell"].map(_cell_games(blocks)).fillna(0).astype(np.int64)
    return cells


def compare(folder_a, folder_b, replicates: int = BOOTSTRAP_REPLICATES, seed: int = BOOTSTRAP_SEED) -> Comparison:
    from simkit.experiments.blocks import load_blocks
    a, b = load_blocks(folder_a), load_blocks(folder_b)
    game_a, game_b = _game_of(a, folder_a), _game_of(b, folder_b)
    if game_a.name != game_b.name:
        raise CompareError(f"{folder_a} holds results of {game_a.name}, {folder_b} of {game_b.name}: compare needs "
                           "two folders of the same game")
    words = vocabulary_of_game(game_a)
    cells_a, cells_b = _plain_cells(a), _plain_cells(b)
    played_a, played_b = cells_a[cells_a["games"] > 0], cells_b[cells_b["games"] > 0]
    common = sorted(set(played_a["key"]) & set(played_b["key"]))
    if not common:
        raise CompareError(f"{folder_a} and {folder_b} have no common cell (a cell is a ruleset, player count, deck "
                           "and line-up, with games played in both)")
    cell_table = _cell_table(cells_a, cells_b)
    a_of = played_a.set_index("key")
    b_of = played_b.set_index("key")
    sampled = decks_are_sampled(a.manifest) or decks_are_sampled(b.manifest)
    blocks_a = _blocks_per_cell(a, a_of.loc[common, "cell"])
    blocks_b = _blocks_per_cell(b, b_of.loc[common, "cell"])
    same_seeds = bool((a_of.loc[common, "seed"].to_numpy() == b_of.loc[common, "seed"].to_numpy()).all())
    same_blocks = all(blocks_a[k] == blocks_b[k] for k in common)
    if sampled:
        unit_kind = "decks"
    elif all(len(blocks_a[k]) >= 2 and len(blocks_b[k]) >= 2 for k in common):
        unit_kind = "blocks"
    else:
        unit_kind = "cells"
    paired = same_seeds and (same_blocks or unit_kind != "blocks")
    if paired:
        why = "the common cells have the same seeds, so they hold the same deals: paired"
    elif not same_seeds:
        why = "the common cells have other seeds (other deals): independent"
    else:
        why = "the same seeds but another chunking into tasks: independent (conservative)"
    comp_a = _unit_sums(a, a_of, common, unit_kind)
    comp_b = _unit_sums(b, b_of, common, unit_kind)
    lines = _lines(comp_a, comp_b, words, paired, unit_kind, replicates, seed)
    return Comparison(lines, cell_table, "paired" if paired else "independent", unit_kind,
                      int(lines["units"].max()) if len(lines) else 0, why, game_a.name, words,
                      (str(folder_a), str(folder_b)), (a.manifest, b.manifest))


def _cell_table(cells_a: pd.DataFrame, cells_b: pd.DataFrame) -> pd.DataFrame:
    left = cells_a[CELL_KEY + ["key", "games"]].rename(columns={"games": "games_a"})
    right = cells_b[CELL_KEY + ["key", "games"]].rename(columns={"games": "games_b"})
    table = left.merge(right, on=CELL_KEY + ["key"], how="outer")
    table["games_a"] = table["games_a"].fillna(0).astype(np.int64)
    table["games_b"] = table["games_b"].fillna(0).astype(np.int64)
    table["status"] = np.where((table["games_a"] > 0) & (table["games_b"] > 0), "in both",
                               np.where(table["games_a"] > 0, ONLY_A, np.where(table["games_b"] > 0, ONLY_B,
                                                                               "no games")))
    return table.drop(columns="key").sort_values(CELL_KEY, kind="stable").reset_index(drop=True)


def _blocks_per_cell(blocks, cells: pd.Series) -> dict[str, tuple[int, ...]]:
    seats = blocks.tables["seats"]
    found = seats.groupby("cell")["block"].unique()
    return {key: tuple(sorted(found.get(cell, []))) for key, cell in cells.items()}


@dataclass
class UnitSums:
    units: pd.DataFrame  # one row per unit: unit, stratum
    matrix: pd.DataFrame  # units x components


def _unit_sums(blocks, cells_of: pd.DataFrame, common: list[str], unit_kind: str) -> UnitSums:
    table = add_derived(components(blocks))
    cell_key = blocks.cells.set_index("cell")
    keyed = pd.Series(_key(cell_key.reset_index()).to_numpy(), index=cell_key.index)
    table["key"] = table["cell"].map(keyed)
    table = table[table["key"].isin(set(common))]
    info = cell_key.loc[table["cell"]]
    group = (info["ruleset"].astype(str) + "|" + info["players"].astype(str)).to_numpy()
    if unit_kind == "decks":
        table["unit"] = group + "|" + info["deck"].astype(str).to_numpy()
        table["stratum"] = group
    elif unit_kind == "blocks":
        table["unit"] = table["key"] + "#" + table["block"].astype(str)
        table["stratum"] = table["key"]
    else:
        table["unit"] = table["key"]
        table["stratum"] = group
    matrix = table.pivot_table(index="unit", columns="component", values="value", aggfunc="sum", fill_value=0.0)
    units = table[["unit", "stratum"]].drop_duplicates("unit").set_index("unit").loc[matrix.index].reset_index()
    return UnitSums(units, matrix)


def _df(units: int, strata: int) -> int:
    return max(units - strata, 1)


def _replicates(sums: UnitSums, units: pd.Index, columns: list[str], replicates: int, seed: int):
    """(point sums (C,), replicate sums (R, C), units, df) of the given units and components."""
    matrix = sums.matrix.reindex(index=units, columns=columns, fill_value=0.0).to_numpy(float)
    strata = sums.units.set_index("unit").loc[units, "stratum"].to_numpy()
    codes = pd.factorize(strata)[0]
    weights = _weights(codes, replicates, seed)
    return matrix.sum(axis=0), weights @ matrix, len(units), _df(len(units), int(np.unique(codes).size))


def _lines(a: UnitSums, b: UnitSums, words, paired: bool, unit_kind: str, replicates: int, seed: int) -> pd.DataFrame:
    measures_a = {m.key: m for m in measures(set(a.matrix.columns), words)}
    measures_b = {m.key: m for m in measures(set(b.matrix.columns), words)}
    columns = sorted(set(a.matrix.columns) | set(b.matrix.columns))
    index = {c: i for i, c in enumerate(columns)}
    if paired:
        units = a.matrix.index.intersection(b.matrix.index)
        point_a, rep_a, n, df = _replicates(a, units, columns, replicates, seed)
        point_b, rep_b, _, _ = _replicates(b, units, columns, replicates, seed)  # the same draws: paired
        n_a = n_b = n
        df_a = df_b = df
    else:
        point_a, rep_a, n_a, df_a = _replicates(a, a.matrix.index, columns, replicates, seed)
        point_b, rep_b, n_b, df_b = _replicates(b, b.matrix.index, columns, replicates, seed + 1)
        n, df = min(n_a, n_b), min(df_a, df_b)
    rows = []
    for key in sorted(set(measures_a) | set(measures_b), key=_order):
        measure = measures_a.get(key) or measures_b.get(key)
        idx = [index[c] for c in measure.components]
        row = {"ruleset": measure.ruleset, "players": measure.players, "kind": measure.kind,
               "subject": measure.subject, "measure": measure.label, "unit": measure.unit,
               "pairing": "paired" if paired else "independent", "units": n, "unit_kind": unit_kind}
        scale = measure.scale
        if key in measures_a:
            row.update(_side("a", measure, point_a[idx], rep_a[:, idx], n_a, df_a, scale))
        if key in measures_b:
            row.update(_side("b", measure, point_b[idx], rep_b[:, idx], n_b, df_b, scale))
        if key not in measures_b:
            row["verdict"] = ONLY_A
        elif key not in measures_a:
            row["verdict"] = ONLY_B
        else:
            value_a = measure.statistic(point_a[idx][None])[0]
            value_b = measure.statistic(point_b[idx][None])[0]
            boot_a, boot_b = measure.statistic(rep_a[:, idx]), measure.statistic(rep_b[:, idx])
            if paired:
                se = np.nanstd(boot_b - boot_a, ddof=1) * np.sqrt(n / df)
            else:
                se = np.sqrt(np.nanvar(boot_a, ddof=1) * n_a / df_a + np.nanvar(boot_b, ddof=1) * n_b / df_b)
            change = value_b - value_a
            t = stats.t.ppf(1 - ALPHA / 2, df)
            row.update({"change": scale * change, "change_lo": scale * (change - t * se),
                        "change_hi": scale * (change + t * se), "se": scale * se})
            if not np.isfinite(change):
                continue  # a measure neither folder can give a value (no effect ever tried)
            if n < MIN_UNITS:
                row.update({"verdict": FEW_UNITS, "p": np.nan})
            elif se == 0:
                row["p"] = 1.0 if change == 0 else 0.0
            else:
                row["p"] = float(2 * stats.t.sf(abs(change) / se, df))
        rows.append(row)
    table = pd.DataFrame(rows)
    for column in COLUMNS + ["se"]:
        if column not in table:
            table[column] = np.nan
    table["verdict"] = table["verdict"].astype(object)
    tested = table["p"].notna()
    table["p_holm"] = holm(table["p"].to_numpy(float))
    family = int(tested.sum())
    z = stats.norm.ppf(1 - ALPHA / (2 * max(family, 1))) + stats.norm.ppf(POWER)
    table.loc[tested, "verdict"] = np.where(table.loc[tested, "p_holm"] < ALPHA, CHANGED, NO_CHANGE)
    table["detectable"] = np.where(table["verdict"] == NO_CHANGE, z * table["se"], np.nan)
    return table[COLUMNS].reset_index(drop=True)


def _side(prefix: str, measure: Measure, point, replicates, units: int, df: int, scale: float) -> dict:
    value = measure.statistic(point[None])[0]
    se = np.nanstd(measure.statistic(replicates), ddof=1) * np.sqrt(units / df) if units >= 2 else np.nan
    t = stats.t.ppf(1 - ALPHA / 2, df)
    return {prefix: scale * value, f"{prefix}_lo": scale * (value - t * se), f"{prefix}_hi": scale * (value + t * se)}


KIND_ORDER = {"seats": 0, "effects": 1, "items": 2, "strategies": 3, "game": 4, "events": 5}


def _order(key: tuple):
    ruleset, players, kind, subject, label = key
    return (ruleset, players, KIND_ORDER.get(kind, 9), subject, label)


def folder_label(folder: str) -> str:
    return Path(folder).name or str(folder)
