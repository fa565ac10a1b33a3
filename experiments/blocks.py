"""A results folder's per-task rows, each task named by its cell and block (its first game).

``load`` (result_tables.py) adds the tasks of a cell together; a comparison of two folders needs
them apart, since a task's games are the unit its interval resamples: block b of a cell is games
b..b+n-1 of the cell's seed, so two folders whose cells share a seed and a chunking hold the same
deals block by block (docs/reports.md, "Comparing two experiments").
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from simkit.experiments.result_tables import _read_tables
from simkit.experiments.store import read_store, segments_of
from simkit.experiments.tasks import task_slots

CELL_COLUMNS = ["cell", "ruleset", "players", "deck_id", "deck", "lineup", "seed", "paired_with"]


@dataclass
class Blocks:
    manifest: dict
    cells: pd.DataFrame  # CELL_COLUMNS, one row per cell of the spec
    tables: dict[str, pd.DataFrame]  # reduce.TABLES name -> rows with task, cell, block and the table's columns
    tasks_done: int


def load_blocks(folder) -> Blocks:
    """The per-task rows of a folder (every part checked, as ``load`` does); StoreError if it is no store."""
    store = read_store(Path(folder))
    cells = store.cells.copy()
    if "paired_with" not in cells:
        cells["paired_with"] = -1
    cells = cells[CELL_COLUMNS].copy()
    for column in ("cell", "players", "deck_id", "paired_with"):
        cells[column] = cells[column].astype(np.int64)
    first = {task: first for task, (_, first, _) in
             enumerate(task_slots(store.manifest["cells"], segments_of(store.manifest)))}
    tables = {}
    if store.parts:
        for name, frame in _read_tables(store.parts).items():
            frame = frame.copy()
            frame["block"] = frame["task"].map(first).astype(np.int64)
            tables[name] = frame.reset_index(drop=True)
    return Blocks(store.manifest, cells, tables, len(store.parts))
