"""``load(folder)``: a result folder as pandas tables (the contract of docs/results.md).

Part files hold per-task sums; this adds the tasks of each cell together (in task order)
and derives the rates, means, standard deviations and Wilson intervals. Every part is checked
first (experiments/store.py, experiments/parts.py): a damaged folder is one StoreError naming
the damage, never a wrong sum.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from simkit.experiments.reduce import TABLES, WIN_UNITS
from simkit.experiments.store import read_store, segments_of
from simkit.experiments.tasks import task_slots

Z95 = 1.959963984540054
CELL_KEYS = ["ruleset", "players", "deck_id", "deck", "lineup"]
SEATS = CELL_KEYS + ["seat", "strategy", "games", "wins", "sole_wins", "win_share", "win_share_lo", "win_share_hi",
                     "score_sum", "score_sq_sum", "score_mean", "score_sd"]
CELLS_COLUMNS = CELL_KEYS + ["games", "length_sum", "length_sq_sum", "length_mean", "length_sd", "rounds_sum",
                             "rounds_sq_sum", "rounds_mean", "rounds_sd", "shared_win_games", "no_winner_games",
                             "lead_changes_sum", "spread_sum", "spread_sq_sum", "capped_games", "cell", "paired_with"]
HEROES = CELL_KEYS + ["hero", "plays", "resolved", "fizzled", "fizzle_rate", "fizzled_sq_sum", "effects_sq_sum",
                      "fizzled_effects_sum"]
# columns later simkit versions added to the part schema: missing (null) in older folders' parts
ADDED_COLUMNS = {"heroes": ("fizzled_sq_sum", "effects_sq_sum", "fizzled_effects_sum")}
HERO_SEATS = CELL_KEYS + ["seat", "strategy", "hero", "games", "plays_sum", "plays_sq_sum", "plays_score_sum",
                          "plays_win_sum"]
MARKS = CELL_KEYS + ["seat", "strategy", "mark", "games", "mark_sum", "mark_sq_sum", "mark_mean", "marked_games",
                     "marked_rate", "marked_wins", "marked_win_share", "marked_win_share_lo", "marked_win_share_hi"]
SCORE_HIST = CELL_KEYS + ["seat", "score", "count"]
LENGTH_HIST = CELL_KEYS + ["length", "count"]
TABLE_KEYS = {"seats": ["seat"], "cells": [], "heroes": ["hero"], "hero_seats": ["seat", "hero"],
              "marks": ["seat", "mark"], "score_hist": ["seat", "score"], "length_hist": ["length"]}


@dataclass
class Results:
    manifest: dict
    seats: pd.DataFrame
    cells: pd.DataFrame
    items: pd.DataFrame  # per item of the game (a hero, an effect type, a card): column "hero"
    item_seats: pd.DataFrame
    marks: pd.DataFrame
    score_hist: pd.DataFrame
    length_hist: pd.DataFrame
    tasks_done: int
    tasks_total: int
    # one row per (cell, block, seat): a block is one task's games, numbered 0, 1, ... within its
    # cell in game order, so block b of two paired cells holds the same deals (reports/paired.py)
    seat_blocks: pd.DataFrame | None = None
    # an adaptive run's replayed decisions (experiments/adaptive.py: Outcome), None for a fixed run
    adaptive: object = None

    @property
    def heroes(self) -> pd.DataFrame:
        """The old name of ``items`` (every game's items were called heroes); kept for one release."""
        return self.items

    @heroes.setter
    def heroes(self, table: pd.DataFrame) -> None:
        self.items = table

    @property
    def hero_seats(self) -> pd.DataFrame:
        """The old name of ``item_seats``; kept for one release."""
        return self.item_seats

    @hero_seats.setter
    def hero_seats(self, table: pd.DataFrame) -> None:
        self.item_seats = table

    @property
    def complete(self) -> bool:
        return self.tasks_done == self.tasks_total

    @property
    def game(self) -> str:
        """The game the results are of (the spec's ruleset names it)."""
        from simkit.games.registry import game_of_ruleset
        return game_of_ruleset(self.manifest["spec"]["ruleset"]).name


def wilson_bounds(successes, n, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """95% Wilson score interval of successes / n, element-wise (shared wins count fractionally)."""
    successes, n = np.asarray(successes, dtype=np.float64), np.asarray(n, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = successes / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return np.clip(centre - half, 0.0, 1.0), np.clip(centre + half, 0.0, 1.0)


def sample_sd(total, square_total, n) -> np.ndarray:
    """Sample standard deviation from a sum and a sum of squares (NaN below 2 values)."""
    total, square_total, n = (np.asarray(a, dtype=np.float64) for a in (total, square_total, n))
    with np.errstate(divide="ignore", invalid="ignore"):
        variance = (square_total - total * total / n) / (n - 1)
    return np.where(n > 1, np.sqrt(np.maximum(variance, 0.0)), np.nan)


def _read_tables(parts: dict) -> dict[str, pd.DataFrame]:
    """Each table's rows of every part, in task order."""
    import pyarrow as pa
    import pyarrow.compute as pc
    rows = pa.concat_tables([parts[task] for task in sorted(parts)])
    rows = rows.combine_chunks()  # one chunk per file otherwise: every later step would pay per chunk
    frames = {}
    for table, columns in TABLES.items():
        frame = rows.filter(pc.equal(rows["table"], table)).select(["task", "cell", *columns]).to_pandas()
        frames[table] = frame.sort_values("task", kind="stable")
    return frames


def _summed(frame: pd.DataFrame, table: str, cells: pd.DataFrame) -> pd.DataFrame:
    keys = ["cell", *TABLE_KEYS[table]]
    values = [c for c in TABLES[table] if c not in keys]
    summed = frame.groupby(keys, sort=True)[values].sum().reset_index()
    for column in values:
        summed[column] = summed[column].astype(np.int64)
    for column in ADDED_COLUMNS.get(table, ()):  # a part written before the column existed: its sum is unknown
        unknown = frame[column].isna().groupby([frame[k] for k in keys], sort=True).any().to_numpy()
        summed[column] = summed[column].astype("Int64").mask(unknown)
    merged = cells.merge(summed, on="cell", how="inner", validate="one_to_many")
    if "seat" in merged:
        merged.insert(merged.columns.get_loc("seat") + 1, "strategy",
                      [lineup.split(",")[seat] for lineup, seat in zip(merged["lineup"], merged["seat"])])
    return merged.sort_values(keys, kind="stable").reset_index(drop=True)


def load(folder) -> "Results":
    """The tables of a results folder; StoreError (one line) if it is not one or is damaged."""
    store = read_store(Path(folder))
    manifest = store.manifest
    cells = store.cells[["cell", *CELL_KEYS]].copy()
    for column in ("players", "deck_id", "cell"):
        cells[column] = cells[column].astype(np.int64)
    # folders of format 1 have no pairing: every cell stands alone
    cells["paired_with"] = store.cells["paired_with"].astype(np.int64) if "paired_with" in store.cells else -1
    if store.parts:
        raw = _read_tables(store.parts)
    else:
        empty = {c: pd.Series(dtype=np.int64) for c in ["task", "cell", *dict.fromkeys(c for cs in TABLES.values() for c in cs)]}
        raw = {name: pd.DataFrame(empty)[["task", "cell", *TABLES[name]]] for name in TABLES}
    frames = {name: _summed(frame, name, cells) for name, frame in raw.items()}
    adaptive = _adaptive(manifest, store.cells, raw)
    return Results(manifest, _seats(frames["seats"]), _cells(frames["cells"]), _heroes(frames["heroes"]),
                   _hero_seats(frames["hero_seats"]), _marks(frames["marks"]), frames["score_hist"][SCORE_HIST],
                   frames["length_hist"][LENGTH_HIST], len(store.parts),
                   manifest["tasks"] if adaptive is None else adaptive.tasks,
                   _seat_blocks(raw["seats"], cells, manifest), adaptive)


def _adaptive(manifest: dict, cells: pd.DataFrame, raw: dict):
    """An adaptive folder's decisions, replayed from its parts: its plan holds every task a cell could
    play, and the run is complete when the rule asks for no more (experiments/adaptive.py)."""
    from simkit.experiments.adaptive import outcome_of, stats_of_frames
    spec = manifest.get("spec", {})
    if "target" not in spec and "race" not in spec:
        return None
    table = cells.copy()
    if "paired_with" not in table:
        table["paired_with"] = -1
    slots = list(task_slots(manifest["cells"], segments_of(manifest)))
    stats = stats_of_frames(raw["seats"], raw["cells"])
    return outcome_of(manifest, list(table.itertuples(index=False)), slots, stats)


def _seat_blocks(frame: pd.DataFrame, cells: pd.DataFrame, manifest: dict) -> pd.DataFrame:
    """Per task and seat, the games and wins; a task's block is its first game number.

    Every cell of a spec is cut into tasks the same way (experiments/tasks.py), so block b of
    two cells covers the same game numbers; a block missing in one cell (an unfinished run) is
    simply not paired."""
    blocks = frame[["task", "cell", "seat", "games", "win_units"]].copy()
    try:
        first = {task: first for task, (_, first, _) in
                 enumerate(task_slots(len(cells), segments_of(manifest)))}
        blocks["block"] = blocks["task"].map(first).astype(np.int64)
    except (ValueError, KeyError, TypeError):  # a folder without a plan (format 1): tasks in order
        order = blocks[["cell", "task"]].drop_duplicates().sort_values(["cell", "task"])
        order["block"] = order.groupby("cell").cumcount()
        blocks = blocks.merge(order, on=["cell", "task"])
    blocks["wins"] = blocks["win_units"] / WIN_UNITS
    blocks = blocks.merge(cells[["cell", "paired_with"]], on="cell")
    return blocks[["cell", "paired_with", "block", "seat", "games", "wins"]].sort_values(
        ["cell", "block", "seat"], kind="stable").reset_index(drop=True)


def _seats(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    frame["wins"] = frame["win_units"] / WIN_UNITS
    frame["win_share"] = frame["wins"] / frame["games"]
    frame["win_share_lo"], frame["win_share_hi"] = wilson_bounds(frame["wins"], frame["games"])
    frame["score_mean"] = frame["score_sum"] / frame["games"]
    frame["score_sd"] = sample_sd(frame["score_sum"], frame["score_sq_sum"], frame["games"])
    return frame[SEATS]


def _cells(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    for measure in ("length", "rounds"):
        frame[f"{measure}_mean"] = frame[f"{measure}_sum"] / frame["games"]
        frame[f"{measure}_sd"] = sample_sd(frame[f"{measure}_sum"], frame[f"{measure}_sq_sum"], frame["games"])
    return frame[CELLS_COLUMNS]


def _marks(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    frame["mark_mean"] = frame["mark_sum"] / frame["games"]
    frame["marked_rate"] = frame["marked_games"] / frame["games"]
    frame["marked_wins"] = frame["marked_win_units"] / WIN_UNITS
    frame["marked_win_share"] = frame["marked_wins"] / frame["marked_games"].where(frame["marked_games"] > 0)
    frame["marked_win_share_lo"], frame["marked_win_share_hi"] = wilson_bounds(frame["marked_wins"],
                                                                               frame["marked_games"])
    return frame[MARKS]


def _heroes(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    used = frame["resolved"] + frame["fizzled"]  # = plays, except effects a noeffect player ignored
    frame["fizzle_rate"] = frame["fizzled"] / used.where(used > 0)
    return frame[HEROES]


def _hero_seats(frame: pd.DataFrame) -> pd.DataFrame:
    frame = frame.copy()
    frame["plays_win_sum"] = frame["plays_win_units"] / WIN_UNITS
    return frame[HERO_SEATS]
