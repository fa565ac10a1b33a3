"""The result folder: manifest, cell table, part files; creating it, resuming it, extending it.

    out/manifest.json   the spec as parsed, seeds, versions, engine hash, the plan's segments
    out/cells.parquet   one row per cell: cell, ruleset, players, deck_id, deck, lineup, seed, paired_with
    out/parts/          part-<task>.parquet, one per finished task (experiments/parts.py)
    out/damaged/        parts a resume found bad and set aside (their tasks ran again)
    out/.lock           locked while a run writes (experiments/folder_lock.py)

A new folder is built whole under a temporary name beside it and renamed into place, so a
folder with a manifest is a whole store, and a failed creation leaves nothing. Resuming needs
the same spec (``out``, ``description``, ``games`` and ``games_per_task`` aside), the same
hero files and the same engine hash, otherwise the folder would mix two experiments; more
``games`` extends it by a segment of new tasks (experiments/tasks.py), fewer is refused.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import platform
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pandas as pd

import simkit

from simkit.experiments.atomic import write_atomically
from simkit.experiments.folder_lock import LOCK, FolderBusy, FolderLock, lock_folder
from simkit.experiments.parts import BadPart, read_part, task_of
from simkit.experiments.spec import MAX_TASKS, Spec, identity
from simkit.experiments.tasks import Segment, Task, count_tasks, plan_tasks, task_slots

MANIFEST = "manifest.json"
CELLS = "cells.parquet"
PARTS = "parts"
DAMAGED = "damaged"
FORMAT = 2  # bump when the folder layout, the part schema or the seeding changes (2: checked parts, paired cells)
PACKAGES = ("numpy", "numba", "pandas", "pyarrow", "click", "rich", "distributed")
EXTENSIBLE = ("games", "games_per_task")  # a resume may raise games; the new tasks use the new games_per_task
CELLS_COLUMNS = ["cell", "ruleset", "players", "deck_id", "deck", "lineup", "seed"]


class StoreError(ValueError):
    """A folder that is not a store, a damaged one, or a store of another experiment: bad input."""


class StoreWriteError(RuntimeError):
    """Good input, but the folder could not be written (a full disk, no permission)."""


def package_versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "not installed"
    return found


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def experiment_key(spec_data: dict, catalogs: dict, engine_hash: str) -> str:
    """What every part of a folder must carry: its experiment, whatever the games per cell."""
    text = json.dumps({"experiment": _experiment_identity(spec_data, catalogs), "engine_hash": engine_hash}, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _segment_record(segment: Segment) -> dict:
    return {"games_from": segment.games_from, "games_to": segment.games_to,
            "games_per_task": segment.games_per_task, "created": _now()}


def make_manifest(spec: Spec) -> dict:
    catalogs = spec.catalog_hashes()
    segments = [_segment_record(Segment(0, spec.games, spec.games_per_task))]
    return {"format": FORMAT, "experiment": experiment_key(spec.data, catalogs, simkit.ENGINE_HASH),
            "spec_file": str(spec.path), "spec": spec.data, "catalogs": catalogs, "seed": spec.seed,
            "cells": len(spec.cells), "tasks": count_tasks(len(spec.cells), segments_of({"segments": segments})),
            "games_per_cell": spec.games, "segments": segments,
            "engine_hash": simkit.ENGINE_HASH, "simkit_version": simkit.__version__,
            "versions": package_versions(), "created": _now(), "uses_assumed_data": bool(spec.assumed_data),
            # which cells play on data no public source gives (Game.assumed_data): reports say so
            "assumed_data": [{"players": p, "deck": deck, "sections": list(sections)}
                             for p, deck, sections in spec.assumed_data]}


def cells_frame(spec: Spec) -> pd.DataFrame:
    cells = spec.cells
    return pd.DataFrame({"cell": [c.cell for c in cells], "ruleset": [c.ruleset for c in cells],
                         "players": [c.players for c in cells], "deck_id": [c.deck_id for c in cells],
                         "deck": [c.deck for c in cells], "lineup": [c.lineup_text for c in cells],
                         "seed": pd.array([c.seed for c in cells], dtype="uint64"),
                         "paired_with": [c.paired_with for c in cells]})


# --- reading a folder: every piece checked, every problem one line -------------------------------

def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def segments_of(manifest: dict) -> list[Segment]:
    """The manifest's plan segments, checked: contiguous from game 0, each adding games."""
    records = manifest.get("segments")
    if not isinstance(records, list) or not records:
        raise ValueError("no segments")
    segments, games = [], 0
    for record in records:
        if not isinstance(record, dict):
            raise ValueError("a segment is not a table")
        values = [record.get(k) for k in ("games_from", "games_to", "games_per_task")]
        if not all(_is_count(v) for v in values) or values[0] != games or values[1] <= games or values[2] < 1:
            raise ValueError(f"segment {len(segments)} does not continue the games before it")
        segments.append(Segment(*values))
        games = values[1]
    return segments


def read_manifest(folder: Path) -> dict:
    """The manifest of a store, checked enough that nothing downstream trips on it; or StoreError."""
    folder = Path(folder)
    if not folder.exists():
        raise StoreError(f"{folder}: no such results folder")
    if not folder.is_dir():
        raise StoreError(f"{folder}: not a results folder (a file; give the folder simkit run wrote)")
    path = folder / MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StoreError(f"{folder}: not a simkit results folder (no {MANIFEST})") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise StoreError(f"{path}: unreadable manifest ({getattr(exc, 'strerror', None) or exc})") from None
    if not isinstance(manifest, dict):
        raise StoreError(f"{path}: not a simkit manifest (not a JSON object)")
    if manifest.get("format") != FORMAT:
        raise StoreError(f"{path}: a results folder of format {manifest.get('format')!r}; this simkit reads "
                         f"format {FORMAT} (run the experiment again into a new folder, or with --fresh)")
    problem = _manifest_problem(manifest)
    if problem:
        raise StoreError(f"{path}: damaged manifest ({problem})")
    return manifest


def _manifest_problem(manifest: dict) -> str | None:
    for key, kind in (("experiment", str), ("engine_hash", str), ("spec", dict), ("catalogs", dict)):
        if not isinstance(manifest.get(key), kind):
            return f"{key} missing or not a {kind.__name__}"
    if not isinstance(manifest["spec"].get("ruleset"), str):
        return "spec.ruleset missing"
    for key in ("cells", "tasks", "games_per_cell", "seed"):
        if not _is_count(manifest.get(key)):
            return f"{key} missing or not a count"
    try:
        segments = segments_of(manifest)
    except ValueError as exc:
        return f"segments: {exc}"
    if segments[-1].games_to != manifest["games_per_cell"]:
        return "games_per_cell disagrees with the segments"
    if count_tasks(manifest["cells"], segments) != manifest["tasks"]:
        return "tasks disagrees with the cells and segments"
    if manifest["tasks"] > MAX_TASKS:
        return f"more than {MAX_TASKS:,} tasks"
    return None


def read_cells(folder: Path, manifest: dict) -> pd.DataFrame:
    path = Path(folder) / CELLS
    if not path.is_file():
        raise StoreError(f"{path}: missing (a damaged results folder; running the experiment again rewrites it)")
    try:
        cells = pd.read_parquet(path)
    except Exception as exc:  # noqa: BLE001 (pyarrow raises several kinds for a damaged file)
        raise StoreError(f"{path}: unreadable ({str(exc).splitlines()[0] if str(exc) else type(exc).__name__}; "
                         "running the experiment again rewrites it)") from None
    missing = [c for c in CELLS_COLUMNS if c not in cells.columns]
    if missing:
        raise StoreError(f"{path}: not a cell table (no column {missing[0]})")
    if len(cells) != manifest["cells"] or cells["cell"].tolist() != list(range(manifest["cells"])):
        raise StoreError(f"{path}: {len(cells):,} rows, not cells 0..{manifest['cells'] - 1} of the manifest")
    return cells


def part_entries(folder: Path) -> list[Path]:
    """Everything in parts/ but our own hidden temporary files, sorted; StoreError without parts/."""
    parts = Path(folder) / PARTS
    if not parts.is_dir():
        raise StoreError(f"{parts}: missing (a damaged results folder)")
    return sorted(p for p in parts.iterdir() if not p.name.startswith("."))


def check_parts(paths: list[Path], experiment: str, slots: list, keep: bool):
    """({task: rows}, [(path, reason)]): every part checked (threads: reading releases the GIL)."""
    def check(path):
        try:
            rows = read_part(path, experiment, slots)
            return path, (rows if keep else None), None
        except BadPart as exc:
            return path, None, str(exc)
    good, bad = {}, []
    with ThreadPoolExecutor(max_workers=min(8, os.cpu_count() or 1)) as threads:
        for path, rows, reason in threads.map(check, paths):
            if reason is None:
                good[task_of(path)] = rows
            else:
                bad.append((path, reason))
    return good, bad


@dataclass
class StoreContents:
    manifest: dict
    cells: pd.DataFrame
    parts: dict  # task -> its rows (pyarrow), every one checked


def read_store(folder: Path) -> StoreContents:
    """A store for reading (experiments.load): any damage is StoreError naming it."""
    manifest = read_manifest(folder)
    cells = read_cells(folder, manifest)
    slots = list(task_slots(manifest["cells"], segments_of(manifest)))
    good, bad = check_parts(part_entries(folder), manifest["experiment"], slots, keep=True)
    if bad:
        path, reason = bad[0]
        more = f" (and {len(bad) - 1:,} more bad part{'s' if len(bad) > 2 else ''})" if len(bad) > 1 else ""
        raise StoreError(f"{path}: {reason}{more}; running the experiment again sets bad parts aside in "
                         f"{DAMAGED}/ and plays their tasks again")
    return StoreContents(manifest, cells, good)


def finished_tasks(folder: Path) -> set[int]:
    """Task ids of the part files present (names only, unchecked: for watching a run)."""
    parts = Path(folder) / PARTS
    return {t for t in map(task_of, parts.iterdir()) if t is not None} if parts.is_dir() else set()


# --- opening a folder to run: create, resume, extend, replace ------------------------------------

@dataclass
class Store:
    folder: Path
    manifest: dict
    plan: list[Task]
    finished: set[int]
    lock: FolderLock
    games_before: int = 0  # games per cell the folder held before this run extended it (0: not extended)
    notes: list[str] = field(default_factory=list)  # what opening did: parts set aside, files rewritten

    @property
    def experiment(self) -> str:
        return self.manifest["experiment"]

    @property
    def parts(self) -> Path:
        return self.folder / PARTS

    def close(self) -> None:
        self.lock.release()


def _differences(old: dict, new: dict, prefix: str = "") -> list[str]:
    keys = sorted(set(old) | set(new))
    found = []
    for key in keys:
        a, b = old.get(key, "<missing>"), new.get(key, "<missing>")
        if isinstance(a, dict) and isinstance(b, dict):
            found += _differences(a, b, f"{prefix}{key}.")
        elif a != b:
            found.append(f"{prefix}{key}: {a!r} -> {b!r}")
    return found


def _experiment_identity(spec_data: dict, catalogs: dict) -> dict:
    same = identity(spec_data, catalogs)
    same["spec"] = {k: v for k, v in same["spec"].items() if k not in EXTENSIBLE}
    return same


def _writing(folder: Path, what: str, action):
    try:
        return action()
    except OSError as exc:
        raise StoreWriteError(f"{folder}: cannot write {what} ({exc.strerror or exc})") from None


def _write_manifest(folder: Path, manifest: dict) -> None:
    text = (json.dumps(manifest, indent=2) + "\n").encode()
    write_atomically(Path(folder) / MANIFEST, lambda file: file.write(text))


def _write_cells(folder: Path, spec: Spec) -> None:
    write_atomically(Path(folder) / CELLS, lambda file: cells_frame(spec).to_parquet(file, compression="zstd"))


def open_store(folder: Path, spec: Spec, fresh: bool = False) -> Store:
    """Create the store (or replace it: ``fresh``), or resume it; the caller closes it."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise StoreError(f"{folder}: exists and is not a folder")
    if (folder / MANIFEST).exists() and not fresh:
        return _resume(folder, spec)
    if fresh and folder.is_dir() and any(folder.iterdir()) and not (folder / MANIFEST).exists():
        raise StoreError(f"{folder}: --fresh replaces a results folder, and this is not one (no {MANIFEST}); "
                         "nothing was deleted")
    if folder.is_dir() and any(folder.iterdir()) and not fresh:
        raise StoreError(f"{folder}: not empty and not a simkit results folder (no {MANIFEST})")
    return _create(folder, spec, replace=fresh and (folder / MANIFEST).exists())


def _resume(folder: Path, spec: Spec) -> Store:
    read_manifest(folder)  # a folder that is not a store of this format is refused before anything is written
    try:
        lock = lock_folder(folder)
    except FolderBusy as exc:
        raise StoreError(str(exc)) from None
    except OSError as exc:
        raise StoreWriteError(f"{folder}: cannot lock it ({exc.strerror or exc})") from None
    try:
        return _resume_locked(folder, spec, lock)
    except BaseException:
        lock.release()
        raise


def _resume_locked(folder: Path, spec: Spec, lock: FolderLock) -> Store:
    old = read_manifest(folder)
    if old["engine_hash"] != simkit.ENGINE_HASH:
        raise StoreError(f"{folder}: made by other engine code (engine hash {old['engine_hash']}, now "
                         f"{simkit.ENGINE_HASH}); resuming would mix results: use a new --out folder or --fresh")
    catalogs = spec.catalog_hashes()
    edited = [name for name in catalogs if name in old["catalogs"] and old["catalogs"][name] != catalogs[name]]
    if edited:  # in words: two sha256 hashes do not say which file changed
        raise StoreError(f"{folder}: {edited[0]} was edited since this folder was made (its contents "
                         "differ); resuming would mix results: restore the file, use a new --out folder or --fresh")
    changed = _differences(_experiment_identity(old["spec"], old["catalogs"]), _experiment_identity(spec.data, catalogs))
    if changed:
        raise StoreError(f"{folder}: made by a different spec ({'; '.join(changed[:3])}); resuming would "
                         "mix results: use a new --out folder, or --fresh to replace it")
    if old["experiment"] != experiment_key(spec.data, catalogs, simkit.ENGINE_HASH):
        raise StoreError(f"{folder}: damaged manifest (its experiment key does not match its spec)")
    segments = segments_of(old)
    games_before = segments[-1].games_to
    if spec.games < games_before:
        raise StoreError(f"{folder}: holds {games_before:,} games per cell, the spec asks for {spec.games:,}; a "
                         f"folder never drops games: give games = {games_before:,} or more, --fresh, or a new --out")
    manifest, notes = dict(old), []
    if spec.games > games_before:
        segments.append(Segment(games_before, spec.games, spec.games_per_task))
        tasks = count_tasks(len(spec.cells), segments)
        if tasks > MAX_TASKS:
            raise StoreError(f"{folder}: extending to {spec.games:,} games per cell makes {tasks:,} tasks, more than "
                             f"{MAX_TASKS:,}: raise games_per_task")
        manifest.update({"spec": spec.data, "spec_file": str(spec.path), "games_per_cell": spec.games, "tasks": tasks,
                         "segments": old["segments"] + [_segment_record(segments[-1])], "updated": _now()})
        _writing(folder, MANIFEST, lambda: _write_manifest(folder, manifest))  # the extension's commit point
    plan = plan_tasks(spec, segments)
    try:
        cells_ok = read_cells(folder, manifest) is not None
    except StoreError:
        cells_ok = False
    if not cells_ok:
        _writing(folder, CELLS, lambda: _write_cells(folder, spec))
        notes.append(f"{folder / CELLS}: missing or damaged; written again from the spec")
    parts = folder / PARTS
    if not parts.is_dir():
        if parts.exists():
            _writing(folder, DAMAGED, lambda: _set_aside(folder, parts))
        _writing(folder, PARTS, lambda: parts.mkdir())
        notes.append(f"{parts}: missing; its tasks run again")
    for stale in parts.glob(".*.tmp"):  # a write cut short by a kill
        stale.unlink(missing_ok=True)
    slots = [(t.cell.cell, t.first_game, t.games) for t in plan]
    good, bad = check_parts(part_entries(folder), manifest["experiment"], slots, keep=False)
    for path, reason in bad:
        moved = _writing(folder, DAMAGED, lambda: _set_aside(folder, path))
        notes.append(f"{path}: {reason}; moved to {moved}, its task runs again")
    return Store(folder, manifest, plan, set(good), lock, games_before if spec.games > games_before else 0, notes)


def _set_aside(folder: Path, path: Path) -> Path:
    """Move a bad part (or anything in its way) into damaged/, never over an earlier one."""
    damaged = folder / DAMAGED
    damaged.mkdir(exist_ok=True)
    target, n = damaged / path.name, 1
    while target.exists():
        target, n = damaged / f"{path.name}.{n}", n + 1
    os.rename(path, target)
    return target


def _create(folder: Path, spec: Spec, replace: bool) -> Store:
    """Build the store beside ``folder`` under a temporary name, then move it into place."""
    manifest = make_manifest(spec)
    created_parents = _missing_parents(folder)
    temporary = lock = None
    try:
        _writing(folder, "the folder", lambda: folder.parent.mkdir(parents=True, exist_ok=True))
        temporary = Path(_writing(folder, "the folder",
                                  lambda: tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}.new-")))
        umask = os.umask(0)
        os.umask(umask)
        temporary.chmod(0o777 & ~umask)  # mkdtemp's 0700 would otherwise become the folder's mode
        _writing(folder, CELLS, lambda: (temporary / PARTS).mkdir())
        _writing(folder, CELLS, lambda: _write_cells(temporary, spec))
        _writing(folder, MANIFEST, lambda: _write_manifest(temporary, manifest))
        lock = _writing(folder, LOCK, lambda: lock_folder(temporary))  # nobody else can know it yet
        if replace:
            _replace(folder, temporary)
        else:
            try:
                os.rename(temporary, folder)  # onto a missing or empty folder only
            except OSError as exc:
                if exc.errno not in (errno.ENOTEMPTY, errno.EEXIST):
                    raise StoreWriteError(f"{folder}: cannot create it ({exc.strerror or exc})") from None
                lock.release()
                lock = None
                shutil.rmtree(temporary, ignore_errors=True)
                temporary = None
                return open_store(folder, spec)  # another run created it meanwhile: resume (or be refused)
        temporary = None
    except BaseException:
        if lock is not None:
            lock.release()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
        for parent in created_parents:  # nothing left behind
            try:
                parent.rmdir()
            except OSError:
                pass
        raise
    plan = plan_tasks(spec)
    return Store(folder, manifest, plan, set(), lock)


def _missing_parents(folder: Path) -> list[Path]:
    missing = []
    parent = folder.absolute().parent
    while not parent.exists():
        missing.append(parent)
        parent = parent.parent
    return missing  # deepest first


def _replace(folder: Path, new: Path) -> None:
    """--fresh: swap the new store in for the old in one step, then delete the old one.

    The old folder's lock is taken first (a run still writing it refuses --fresh). Linux
    swaps the two folders atomically (renameat2 RENAME_EXCHANGE), so the folder is the old
    store or the new one at any instant; elsewhere two renames leave a moment without it."""
    try:
        old_lock = lock_folder(folder)
    except FolderBusy as exc:
        raise StoreError(str(exc)) from None
    try:
        if _exchange(new, folder):
            shutil.rmtree(new, ignore_errors=True)  # the old store, now under the temporary name
        else:
            aside = tempfile.mkdtemp(dir=folder.parent, prefix=f".{folder.name}.old-")
            os.rename(folder, aside)  # onto the empty folder mkdtemp made
            os.rename(new, folder)
            shutil.rmtree(aside, ignore_errors=True)
    finally:
        old_lock.release()


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths (Linux renameat2); False where the system cannot."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code))
