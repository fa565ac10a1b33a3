"""Part files: one zstd Parquet file per finished task, holding all of the task's rows.

The tables of a task (experiments/reduce.py) share one schema: a ``table`` column
says which table a row belongs to, and columns a table does not have are null. A part is a
single row group (a few hundred rows): one row group per table made a write 5x slower, and
without statistics or dictionaries (nothing to skip in so few rows) a part reads 30% faster.
"""

from __future__ import annotations

import os
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from experiments.reduce import TABLES, TEXT_COLUMNS, TaskRows

KEY_COLUMNS = ("task", "cell", "table")
_VALUE_COLUMNS = list(dict.fromkeys(c for columns in TABLES.values() for c in columns))
PART_SCHEMA = pa.schema([("task", pa.int64()), ("cell", pa.int64()), ("table", pa.string())]
                        + [(c, pa.string() if c in TEXT_COLUMNS else pa.int64()) for c in _VALUE_COLUMNS])
PART_NAME = "part-{task:08d}.parquet"


def part_name(task: int) -> str:
    return PART_NAME.format(task=task)


def task_of(path: Path) -> int | None:
    """The task id of a part file's name, None for anything else."""
    name = path.name
    if name.startswith("part-") and name.endswith(".parquet") and name[5:-8].isdigit():
        return int(name[5:-8])
    return None


def rows_to_tables(task: int, cell: int, rows: TaskRows) -> list[pa.Table]:
    tables = []
    for table, columns in TABLES.items():
        values = rows[table]
        n = len(values[columns[0]])
        arrays = {"task": pa.array([task] * n, pa.int64()), "cell": pa.array([cell] * n, pa.int64()),
                  "table": pa.array([table] * n, pa.string())}
        for field in PART_SCHEMA:
            if field.name in arrays:
                continue
            data = values.get(field.name)
            arrays[field.name] = (pa.nulls(n, field.type) if data is None
                                  else pa.array(list(data) if field.name in TEXT_COLUMNS else data, field.type))
        tables.append(pa.table(arrays, schema=PART_SCHEMA))
    return tables


def write_part(folder: Path, task: int, cell: int, rows: TaskRows) -> Path:
    """Write atomically: a temporary name, then a rename, so a killed run leaves whole files only."""
    final = folder / part_name(task)
    temporary = folder / f".{final.name}.tmp"
    pq.write_table(pa.concat_tables(rows_to_tables(task, cell, rows)), temporary, compression="zstd",
                   write_statistics=False, use_dictionary=False)
    os.replace(temporary, final)
    return final
