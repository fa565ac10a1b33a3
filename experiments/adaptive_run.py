"""The adaptive runner: rounds of tasks, each round decided from whole rounds' results only.

Resuming replays the decisions from the folder's part files (experiments/adaptive.py: schedule),
so a run killed at any moment goes on exactly where an uninterrupted run would be.
"""

from __future__ import annotations

import time

import pyarrow.compute as pc

from simkit.experiments.adaptive import AT_CAP, AT_TARGET, RUNNING, TaskStats, halfwidth, schedule, stats_of_frames
from simkit.experiments.progress import _duration, make_progress
from simkit.experiments.racing import LEAST, MOST, OUT
from simkit.experiments.store import check_parts


def finished_stats(store) -> dict[int, TaskStats]:
    """The stats of the tasks finished before this run (their parts, checked)."""
    paths = [store.parts / name for name in sorted(p.name for p in store.parts.iterdir() if not p.name.startswith("."))]
    slots = [(t.cell.cell, t.first_game, t.games) for t in store.plan]
    good, _ = check_parts([p for p in paths], store.experiment, slots, keep=True)
    found = {}
    for task, rows in good.items():
        if task in store.finished:
            seats = rows.filter(pc.equal(rows["table"], "seats")).select(["task", "seat", "win_units"]).to_pandas()
            cells = rows.filter(pc.equal(rows["table"], "cells")).select(
                ["task", "games", "length_sum", "length_sq_sum"]).to_pandas()
            found.update(stats_of_frames(seats, cells))
    return found


def run_rounds(spec, store, pool, progress_stream, log, drain) -> tuple[int, int]:
    """Play the rounds the rule asks for; (games played by this run, tasks of the whole schedule)."""
    adaptive = spec.adaptive
    slots = [(t.cell.cell, t.first_game, t.games) for t in store.plan]
    tasks = {t.task: t for t in store.plan}
    stats = finished_stats(store)
    played, start = 0, time.monotonic()
    log(f"adaptive run ({adaptive.describe()}): rounds of {adaptive.first_games:,}, "
        f"{adaptive.round_games(1):,}, {adaptive.round_games(2):,}... games per cell still running")
    while True:
        step = schedule(adaptive, spec.cells, slots, stats)
        if step.finished:
            log(_final_line(step, adaptive))
            return played, len(stats)
        pending = [tasks[t] for t in step.missing]
        games = sum(t.games for t in pending)
        log(f"round {step.round}: {len(step.running):,} cells to {adaptive.round_games(step.round):,} games "
            f"({games:,} games to play)")
        with make_progress(games, 0, progress_stream) as progress:
            drain(pool, spec, store, pending, progress,
                  on_rows=lambda task, rows: stats.__setitem__(task.task, _stats(rows)))
        played += games
        decided = schedule(adaptive, spec.cells, slots, stats)
        log(_progress_line(decided, adaptive, played, time.monotonic() - start))


def _stats(rows) -> TaskStats:
    from simkit.experiments.adaptive import stats_of_rows
    return stats_of_rows(rows)


def _counts(step) -> dict[str, int]:
    found: dict[str, int] = {}
    for status in step.status.values():
        found[status] = found.get(status, 0) + 1
    return found


def _remaining(step, adaptive) -> tuple[int, str]:
    """Games still to play: an estimate for a target (n x (half-width / target)^2 per cell), an upper
    bound for a race (every deck still racing plays every round left)."""
    running = step.running
    if adaptive.kind == "target" and step.sums:
        total = 0
        for c in running:
            n = step.sums[c].games
            width = halfwidth(step.sums[c], adaptive.measure)
            total += max(0, min(adaptive.max_games, int(n * (width / adaptive.halfwidth) ** 2)) - n)
        return total, "about"
    now = {c: step.sums[c].games if c in step.sums else 0 for c in running}
    total = 0
    for r in range(step.round, adaptive.last_round + 1):
        total += sum(adaptive.round_games(r) - now[c] for c in running)
        now = {c: adaptive.round_games(r) for c in running}
    return total, "at most"


def _progress_line(step, adaptive, played: int, elapsed: float) -> str:
    counts = _counts(step)
    if adaptive.kind == "target":
        head = (f"{counts.get(AT_TARGET, 0) + counts.get(AT_CAP, 0):,} cells finished ({counts.get(AT_TARGET, 0):,} "
                f"at the target, {counts.get(AT_CAP, 0):,} at max_games), {counts.get(RUNNING, 0):,} still running")
    else:
        head = (f"{len(step.status) - counts.get(RUNNING, 0):,} cells finished (decks settled: "
                f"{_decks(step, MOST)} most balanced, {_decks(step, LEAST)} least balanced, {_decks(step, OUT)} out of "
                f"contention), {counts.get(RUNNING, 0):,} cells still racing")
    if step.finished or not step.running:
        return "simkit run: " + head
    left, how = _remaining(step, adaptive)
    rate = played / elapsed if elapsed > 0 else 0.0
    eta = f", ETA {how} {_duration(left / rate)}" if rate > 0 else ""
    return f"simkit run: {head}; {how} {left:,} games left{eta}"


def _decks(step, status: str) -> int:
    return sum(1 for d in step.race.decks if d.status == status) if step.race else 0


def _final_line(step, adaptive) -> str:
    return "simkit run: adaptive run finished: " + _progress_line(step, adaptive, 0, 0.0).removeprefix("simkit run: ")
