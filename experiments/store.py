"""The result folder: manifest, cell table, part files; opening it to run or to resume.

    out/manifest.json   the spec as parsed, seeds, versions, engine hash, created time
    out/cells.parquet   one row per cell: cell, ruleset, players, deck_id, deck, lineup, seed
    out/parts/          part-<task>.parquet, one per finished task (experiments/parts.py)

The manifest is written last when a folder is created: a folder with a manifest is a
store. Resuming needs the same spec (``out`` aside), the same hero files and the same
engine hash; otherwise the folder would mix two experiments.
"""

from __future__ import annotations

import json
import os
import platform
import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pandas as pd

import simkit

from experiments.parts import task_of
from experiments.spec import Spec, identity

MANIFEST = "manifest.json"
CELLS = "cells.parquet"
PARTS = "parts"
FORMAT = 1  # bump when the folder layout or the part schema changes
PACKAGES = ("numpy", "numba", "pandas", "pyarrow", "click", "rich", "distributed")


class StoreError(ValueError):
    """A folder that is not a store, or a store of another experiment; the message says which."""


def package_versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = "not installed"
    return found


def make_manifest(spec: Spec, tasks: int) -> dict:
    return {"format": FORMAT, "spec_file": str(spec.path), "spec": spec.data, "catalogs": spec.catalog_hashes(),
            "seed": spec.seed,
            "cells": len(spec.cells), "tasks": tasks, "games_per_cell": spec.games,
            "engine_hash": simkit.ENGINE_HASH, "simkit_version": simkit.__version__,
            "versions": package_versions(), "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def cells_frame(spec: Spec) -> pd.DataFrame:
    cells = spec.cells
    return pd.DataFrame({"cell": [c.cell for c in cells], "ruleset": [c.ruleset for c in cells],
                         "players": [c.players for c in cells], "deck_id": [c.deck_id for c in cells],
                         "deck": [c.deck for c in cells], "lineup": [c.lineup_text for c in cells],
                         "seed": pd.array([c.seed for c in cells], dtype="uint64")})


def read_manifest(folder: Path) -> dict:
    path = Path(folder) / MANIFEST
    if not Path(folder).is_dir():
        raise StoreError(f"{folder}: no such results folder")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StoreError(f"{folder}: not a simkit results folder (no {MANIFEST})") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise StoreError(f"{path}: unreadable manifest ({exc})") from None


def finished_tasks(folder: Path) -> set[int]:
    parts = Path(folder) / PARTS
    return {t for t in map(task_of, parts.iterdir()) if t is not None} if parts.is_dir() else set()


def _write_atomically(path: Path, write) -> None:
    temporary = path.with_name(f".{path.name}.tmp")
    write(temporary)
    os.replace(temporary, path)


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


def _unborn(folder: Path) -> bool:
    """Empty, or left by a run killed while creating the store (no part, no manifest yet)."""
    leftovers = {CELLS, f".{CELLS}.tmp", f".{MANIFEST}.tmp", PARTS}
    return all(p.name in leftovers for p in folder.iterdir()) and not finished_tasks(folder)


def open_store(folder: Path, spec: Spec, tasks: int) -> set[int]:
    """Create the store, or check that it holds this experiment; the finished task ids."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise StoreError(f"{folder}: exists and is not a folder")
    manifest = make_manifest(spec, tasks)
    if (folder / MANIFEST).exists():
        old = read_manifest(folder)
        if old.get("format") != FORMAT:
            raise StoreError(f"{folder}: a store of format {old.get('format')}, this simkit writes {FORMAT}")
        if old.get("engine_hash") != manifest["engine_hash"]:
            raise StoreError(f"{folder}: made by other engine code (engine hash {old.get('engine_hash')}, now "
                             f"{manifest['engine_hash']}); resuming would mix results: use a new --out folder")
        old_files, new_files = old.get("catalogs") or {}, manifest["catalogs"]
        edited = [name for name in new_files if name in old_files and old_files[name] != new_files[name]]
        if edited:  # in words: two sha256 hashes do not say which file changed
            raise StoreError(f"{folder}: {edited[0]} was edited since this folder was made (its contents "
                             "differ); resuming would mix results: restore the file or use a new --out folder")
        changed = _differences(identity(old.get("spec") or {}, old.get("catalogs") or {}),
                               identity(spec.data, manifest["catalogs"]))
        if changed:
            raise StoreError(f"{folder}: made by a different spec ({'; '.join(changed[:3])}); resuming would "
                             "mix results: use a new --out folder")
        for stale in (folder / PARTS).glob(".*.tmp"):  # a write cut short by a kill
            stale.unlink()
        return finished_tasks(folder)
    if folder.exists() and not _unborn(folder):
        raise StoreError(f"{folder}: not empty and not a simkit results folder (no {MANIFEST})")
    try:
        (folder / PARTS).mkdir(parents=True, exist_ok=True)
        _write_atomically(folder / CELLS, lambda p: cells_frame(spec).to_parquet(p, compression="zstd"))
        _write_atomically(folder / MANIFEST, lambda p: p.write_text(json.dumps(manifest, indent=2) + "\n"))
    except OSError as exc:
        raise StoreError(f"{folder}: cannot write ({exc.strerror or exc})") from None
    return set()
