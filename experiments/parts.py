"""Part files: one zstd Parquet file per finished task, holding all of the task's rows.

The tables of a task (experiments/reduce.py) share one schema: a ``table`` column
says which table a row belongs to, and columns a table does not have are null. A part is a
single row group (a few hundred rows): one row group per table made a write 5x slower, and
without statistics or dictionaries (nothing to skip in so few rows) a part reads 30% faster.

Every part says what it is in its Parquet metadata (key ``simkit``, JSON): the format, the
experiment it belongs to (the store's experiment key), its task, cell, first game and games,
and a checksum of its rows. ``read_part`` checks all of it against the folder's plan, so a
part copied from another experiment, of another schema, renamed, duplicated, truncated or
edited is never summed in: it raises BadPart, whose message says what is wrong.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from simkit.experiments.atomic import write_atomically
from simkit.experiments.reduce import TABLES, TEXT_COLUMNS, TaskRows

PART_FORMAT = 2  # bump with any change of the schema or the metadata
KEY_COLUMNS = ("task", "cell", "table")
_VALUE_COLUMNS = list(dict.fromkeys(c for columns in TABLES.values() for c in columns))
PART_SCHEMA = pa.schema([("task", pa.int64()), ("cell", pa.int64()), ("table", pa.string())]
                        + [(c, pa.string() if c in TEXT_COLUMNS else pa.int64()) for c in _VALUE_COLUMNS])
PART_NAME = "part-{task:08d}.parquet"
METADATA_KEY = b"simkit"


class BadPart(ValueError):
    """A part file that cannot be counted; the message says why (without the file name)."""


def part_name(task: int) -> str:
    return PART_NAME.format(task=task)


def task_of(path: Path) -> int | None:
    """The task id of a part file's name (exactly as part_name spells it), None for anything else."""
    name = path.name
    if name.startswith("part-") and name.endswith(".parquet") and name[5:-8].isdigit():
        task = int(name[5:-8])
        return task if part_name(task) == name else None
    return None


def rows_to_table(task: int, cell: int, rows: TaskRows) -> pa.Table:
    """Every table's rows in one table of PART_SCHEMA, table after table (in TABLES order); a
    column a table does not have is null in its rows. Built column by column, not table by
    table: a part is written for every task, and a spec with many small tasks (a verdict's
    blocks) spent most of the parent's time here."""
    sizes = [len(rows[table][columns[0]]) for table, columns in TABLES.items()]
    total = sum(sizes)
    arrays = [pa.array(np.full(total, task, dtype=np.int64)), pa.array(np.full(total, cell, dtype=np.int64)),
              pa.array([table for table, n in zip(TABLES, sizes) for _ in range(n)], pa.string())]
    for field in PART_SCHEMA:
        if field.name in KEY_COLUMNS:
            continue
        pieces = [rows[table].get(field.name) for table in TABLES]
        if all(piece is None for piece in pieces):
            arrays.append(pa.nulls(total, field.type))
        elif field.name in TEXT_COLUMNS:
            arrays.append(pa.array([value for piece, n in zip(pieces, sizes)
                                    for value in (list(piece) if piece is not None else [None] * n)], field.type))
        else:
            values = np.concatenate([np.asarray(piece, dtype=np.int64) if piece is not None
                                     else np.zeros(n, dtype=np.int64) for piece, n in zip(pieces, sizes)])
            missing = np.concatenate([np.full(n, piece is None) for piece, n in zip(pieces, sizes)])
            arrays.append(pa.array(values, field.type, mask=missing))
    return pa.Table.from_arrays(arrays, schema=PART_SCHEMA)


def rows_checksum(rows: pa.Table) -> str:
    """sha256 of the rows' values, column by column, as Python values (exact ints, None for a
    null): independent of how the file encodes them, and 5x quicker than hashing each Arrow
    column's buffers through pyarrow.compute (a part is a few dozen rows)."""
    return hashlib.sha256(repr(list(rows.to_pydict().items())).encode()).hexdigest()


def write_part(folder: Path, experiment: str, task, rows: TaskRows) -> Path:
    """Write task ``task`` (experiments.tasks.Task) atomically: a killed run leaves whole files only."""
    table = rows_to_table(task.task, task.cell.cell, rows)
    identity = {"format": PART_FORMAT, "experiment": experiment, "task": task.task, "cell": task.cell.cell,
                "first_game": task.first_game, "games": task.games, "checksum": rows_checksum(table)}
    table = table.replace_schema_metadata({METADATA_KEY: json.dumps(identity).encode()})
    final = Path(folder) / part_name(task.task)
    write_atomically(final, lambda file: pq.write_table(table, file, compression="zstd", write_statistics=False,
                                                        use_dictionary=False))
    return final


def read_part(path: Path, experiment: str, plan: list) -> pa.Table:
    """A part's rows, after checking it is this experiment's task of its name, whole; or BadPart.
    ``plan[task]`` is the task's (cell, first game, games) (experiments.tasks.task_slots)."""
    task = task_of(path)
    if task is None:
        raise BadPart("not a part file name (part-<task>.parquet)")
    try:
        rows = pq.ParquetFile(path).read()  # twice as quick as pq.read_table for one small file
    except (OSError, ValueError, pa.ArrowException) as exc:
        raise BadPart(f"unreadable, truncated or not Parquet ({str(exc).splitlines()[0] if str(exc) else exc!r})") \
            from None
    try:
        identity = json.loads((rows.schema.metadata or {})[METADATA_KEY])
        assert isinstance(identity, dict)
    except (KeyError, ValueError, AssertionError):
        raise BadPart("not a simkit part (no part metadata)") from None
    if identity.get("format") != PART_FORMAT:
        raise BadPart(f"a part of format {identity.get('format')!r}, this simkit reads {PART_FORMAT}")
    if identity.get("experiment") != experiment:
        raise BadPart("a part of another experiment (copied from another folder?)")
    if identity.get("task") != task:
        raise BadPart(f"holds task {identity.get('task')!r}, not task {task} (renamed or copied?)")
    if task >= len(plan):
        raise BadPart(f"task {task} is not in this folder's plan ({len(plan):,} tasks)")
    if tuple(identity.get(k) for k in ("cell", "first_game", "games")) != tuple(plan[task]):
        raise BadPart(f"holds other games than task {task} of this folder's plan")
    if not rows.schema.remove_metadata().equals(PART_SCHEMA):
        raise BadPart("rows of another schema")
    if rows_checksum(rows) != identity.get("checksum"):
        raise BadPart("its rows do not match their checksum (damaged or edited)")
    return rows.replace_schema_metadata(None)
