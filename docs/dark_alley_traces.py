"""Trace games of the Dark Alley and keep, per game, what the findings need that a run's Outcome
does not hold: who used which Special Assignment card, which Prophecy was Active each turn and the
Fame every seat gained in it, each seat's Magician and final Fame (docs/trickerion-trace.md,
"The Dark Alley (part 2)"; docs/findings_trickerion_dark_alley.py reads the tables).

    python docs/dark_alley_traces.py OUT_FOLDER [--spec SPEC] [--games K] [--workers N] [--fresh]

The traced games are games 0..K-1 of every cell of the spec (default
experiments/trickerion-dark-alley-seats.toml: the planner at every seat, Magicians at random):
the same setups and cell seeds as `simkit run` uses, so they are the first K games of that run's
cells. Any spec of a Trickerion ruleset will do (the base game's has no cards and no Prophecies:
its tables hold the seats and turns). The tables go to OUT_FOLDER/<spec name>-traces/
(manifest.json and parts/, one set of Parquet files per chunk of games, each written whole);
running again resumes, and refuses a folder of another spec, game count or engine.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import multiprocessing
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import simkit  # noqa: E402
from simkit.experiments.atomic import write_atomically  # noqa: E402
from simkit.experiments.spec import load_spec  # noqa: E402
from simkit.games.trickerion import GAME  # noqa: E402

DEFAULT_SPEC = ROOT / "experiments" / "trickerion-dark-alley-seats.toml"
TABLES = ("cards", "turns", "prophecies", "seats")  # seats last: a chunk with its seats file is whole
CHUNK = 250  # games a worker traces at once


def reduce_game(events: list[dict], players: int, game: int) -> dict[str, list[dict]]:
    """One traced game as rows of the four tables (see the module's docstring)."""
    setup = events[1] if events[1]["event"] == "setup" else next(e for e in events if e["event"] == "setup")
    fame = [seat["fame"] for seat in setup["seats"]]
    magician, kept_total, fortune, weaving, sa_end = {}, [0] * players, [0] * players, [0] * players, [0] * players
    cards = defaultdict(lambda: [0, 0, 0, 0])  # (seat, card) -> kept, text, ap, copied (text uses by Mimesis)
    state = setup.get("prophecies") or {"pending": [], "active": None}
    touched, woven, active_at, turn_rows = set(), set(), {}, []
    result = {}
    for e in events:
        kind = e["event"]
        if kind == "magician":
            magician[e["seat"]] = e["magician"]
        elif kind == "special_assignment" and e["cause"] == "keep":
            cards[(e["seat"], e["card"])][0] += 1
            kept_total[e["seat"]] += 1
        elif kind == "place" and e.get("special_assignment"):
            sa = e["special_assignment"]
            entry = cards[(e["seat"], sa["card"])]
            if sa["use"] == "text":
                entry[1] += 1
                entry[3] += int(bool(sa.get("copied")))
            else:
                entry[2] += 1
        elif kind == "action" and e["action"] in ("fortune_telling", "fate_weaving"):
            (fortune if e["action"] == "fortune_telling" else weaving)[e["seat"]] += 1
        elif kind == "turn" and e["turn"] >= 2:
            active_at[e["turn"]] = state["active"]
        elif kind == "prophecy":
            if e["cause"] == "fortune_telling":  # a seat reorders the Pending ones: it chooses which comes next
                touched.update(state["pending"])
            elif e["cause"] == "fate_weaving":  # the Active one replaced mid-turn by a Pending one of the seat's choice
                touched.update(state["pending"] + [state["active"], e["active"]] + e["pending"])
                woven.add(e["turn"])
            state = {"pending": list(e["pending"]), "active": e["active"]}
        elif kind == "turn_end":
            for seat in range(players):
                turn_rows.append({"players": players, "game": game, "turn": e["turn"], "seat": seat,
                                  "gain": e["fame"][seat] - fame[seat]})
            fame = list(e["fame"])
        elif kind == "end_score":
            sa_end[e["seat"]] = int(e["lines"].get("special_assignments", 0))
        elif kind == "game_end":
            result = e
    scores, winners = result["scores"], set(result["winners"])
    total = sum(scores)
    seats = [{"players": players, "game": game, "seat": p, "magician": magician[p], "fame": scores[p],
              "margin": scores[p] - (total - scores[p]) / (players - 1), "won": int(p in winners),
              "sa_kept": kept_total[p], "sa_text": sum(v[1] for (s, _), v in cards.items() if s == p),
              "sa_ap": sum(v[2] for (s, _), v in cards.items() if s == p), "sa_end_fame": sa_end[p],
              "fortune_tellings": fortune[p], "fate_weavings": weaving[p], "length": result["length"]}
             for p in range(players)]
    card_rows = [{"players": players, "game": game, "seat": seat, "card": card, "kept": v[0], "text": v[1],
                  "ap": v[2], "copied": v[3]} for (seat, card), v in sorted(cards.items())]
    prophecy_rows = [{"players": players, "game": game, "turn": t, "prophecy": name,
                      "touched": name in touched or t in woven, "woven": t in woven}
                     for t, name in sorted(active_at.items()) if name is not None]
    return {"seats": seats, "cards": card_rows, "turns": turn_rows, "prophecies": prophecy_rows}


@lru_cache(maxsize=8)
def _cell_setup(spec_path: str, cell: int):
    spec = load_spec(Path(spec_path))
    return spec.setup_of(spec.cells[cell]), spec.cells[cell]


def trace_chunk(spec_path: str, cell: int, first: int, count: int) -> dict[str, bytes]:
    """Trace games first..first+count-1 of a cell; each table as Parquet bytes."""
    setup, info = _cell_setup(spec_path, cell)
    rows = {name: [] for name in TABLES}
    for game in range(first, first + count):
        for name, found in reduce_game(GAME.trace(setup, info.seed, game), info.players, game).items():
            rows[name] += found
    out = {}
    for name in TABLES:
        buffer = io.BytesIO()
        pd.DataFrame(rows[name]).to_parquet(buffer, index=False)
        out[name] = buffer.getvalue()
    return out


def manifest_of(spec_path: Path, games: int) -> dict:
    spec = load_spec(spec_path)
    return {"spec_file": str(spec_path.relative_to(ROOT) if spec_path.is_relative_to(ROOT) else spec_path),
            "spec_sha256": hashlib.sha256(spec_path.read_bytes()).hexdigest(), "ruleset": spec.ruleset,
            "games_per_cell": games, "seed": spec.seed, "engine_hash": simkit.ENGINE_HASH,
            "simkit_version": simkit.__version__,
            "cells": [{"cell": c.cell, "players": c.players, "lineup": c.lineup_text, "seed": c.seed,
                       "params": dict(c.params)} for c in spec.cells]}


IDENTITY = ("spec_sha256", "games_per_cell", "engine_hash", "cells")


def part_path(folder: Path, table: str, players: int, first: int) -> Path:
    return folder / "parts" / f"{table}-{players}p-{first:07d}.parquet"


def open_folder(folder: Path, manifest: dict, fresh: bool) -> None:
    path = folder / "manifest.json"
    if path.is_file() and not fresh:
        old = json.loads(path.read_text())
        changed = [key for key in IDENTITY if old.get(key) != manifest[key]]
        if changed:
            raise SystemExit(f"{folder} holds traces of another experiment ({', '.join(changed)} differ): "
                             "--fresh replaces them")
        return
    if fresh and (folder / "parts").is_dir():
        for old_part in (folder / "parts").glob("*.parquet"):
            old_part.unlink()
    (folder / "parts").mkdir(parents=True, exist_ok=True)
    manifest = {**manifest, "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "complete": False}
    write_atomically(path, lambda f: f.write(json.dumps(manifest, indent=1).encode()))


def folder_of(out: Path, spec_name: str) -> Path:
    """Where the traces of a spec (its file name without .toml) go."""
    return Path(out) / f"{spec_name}-traces"


def _traced(jobs: list[tuple], spec_path: str, workers: int):
    """Each job's (players, first, count) and tables, in job order: in this process with one worker,
    else in a pool of fresh (spawned) processes, which load the kernels from the disk cache."""
    if workers <= 1:
        for cell, players, first, count in jobs:
            yield (players, first, count), trace_chunk(spec_path, cell, first, count)
        return
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [((players, first, count), pool.submit(trace_chunk, spec_path, cell, first, count))
                   for cell, players, first, count in jobs]
        for key, future in futures:
            yield key, future.result()


def run(out: Path, spec_path: Path, games: int, workers: int, fresh: bool = False) -> Path:
    folder = folder_of(out, spec_path.stem)
    manifest = manifest_of(spec_path, games)
    open_folder(folder, manifest, fresh)
    jobs = [(c["cell"], c["players"], first, min(CHUNK, games - first))
            for c in manifest["cells"] for first in range(0, games, CHUNK)
            if not part_path(folder, "seats", c["players"], first).is_file()]
    start, done, total = time.time(), 0, sum(j[3] for j in jobs)
    if jobs:
        print(f"tracing {total:,} games on {workers} process{'es' if workers > 1 else ''}", flush=True)
        for (players, first, count), tables in _traced(jobs, str(spec_path), workers):
            for name, data in tables.items():  # seats last (TABLES' order)
                write_atomically(part_path(folder, name, players, first), lambda f, d=data: f.write(d))
            done += count
            if done % (CHUNK * 8) == 0 or done == total:
                print(f"traced {done:,} games ({done / max(time.time() - start, 1e-9):,.0f} games/s)", flush=True)
    path = folder / "manifest.json"
    final = {**json.loads(path.read_text()), "complete": True}
    if jobs:
        final["trace_seconds"] = round(time.time() - start, 1)
        final["traced_games_this_run"] = done
    write_atomically(path, lambda f: f.write(json.dumps(final, indent=1).encode()))
    return folder


def load(out: Path, spec_name: str) -> tuple[dict, dict[str, pd.DataFrame]]:
    """The traces' manifest and tables (every chunk's rows, in game order)."""
    folder = folder_of(out, spec_name)
    manifest = json.loads((folder / "manifest.json").read_text())
    tables = {}
    for name in TABLES:
        parts = sorted((folder / "parts").glob(f"{name}-*.parquet"))
        tables[name] = pd.concat([pd.read_parquet(p) for p in parts], ignore_index=True) if parts else pd.DataFrame()
    return manifest, tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "out"))
    parser.add_argument("--spec", default=str(DEFAULT_SPEC))
    parser.add_argument("--games", type=int, default=5_000, help="games traced per cell of the spec")
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--fresh", action="store_true", help="replace the folder's traces")
    args = parser.parse_args()
    folder = run(Path(args.out), Path(args.spec).resolve(), args.games, args.workers, args.fresh)
    print(f"traces in {folder}")


if __name__ == "__main__":
    main()
