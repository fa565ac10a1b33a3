"""Run a spec: open (or resume) the store, compile once, hand tasks to a pool, write each part.

Workers return a task's rows; this process alone writes part files, so workers need no
shared file system (a Dask cluster) and a part is never written twice.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass
from pathlib import Path

import simkit
from simkit.games.registry import game_of_ruleset

from experiments.executors import Pool
from experiments.parts import write_part
from experiments.progress import make_progress
from experiments.spec import Spec
from experiments.store import PARTS, open_store
from experiments.tasks import Task, TaskInput, plan_tasks, run_task

POLL_SECONDS = 1.0  # how often the wait loop wakes to print a status line


class RunFailed(RuntimeError):
    pass


@dataclass
class RunSummary:
    out: Path
    tasks: int
    tasks_before: int  # finished by an earlier run of the same folder
    games: int  # played by this run
    kernels_seconds: float  # compile or cache load in this process, before workers start
    wall_seconds: float  # from the first task submitted to the last part written
    pool: str

    @property
    def games_per_second(self) -> float:
        return self.games / self.wall_seconds if self.wall_seconds > 0 else 0.0


def warm_up(spec: Spec, task: Task) -> float:
    """Compile the kernels (or load them) here, so workers find them in the disk cache."""
    start = time.perf_counter()
    cell = task.cell
    game_of_ruleset(cell.ruleset).play(spec.setup_of(cell), 1, cell.seed)
    return time.perf_counter() - start


def run_spec(spec: Spec, out: Path, make_pool, progress_stream=None, log=None) -> RunSummary:
    """Run every task of ``spec`` not yet in ``out``; ``make_pool()`` gives the Pool."""
    log = log or (lambda message: print(message, file=sys.stderr, flush=True))
    tasks = plan_tasks(spec)
    finished = open_store(out, spec, len(tasks))
    pending = [t for t in tasks if t.task not in finished]
    total = len(spec.cells) * spec.games
    done = total - sum(t.games for t in pending)
    log(f"{len(spec.cells):,} cells x {spec.games:,} games = {len(tasks):,} tasks"
        + (f", {len(finished):,} finished before" if finished else ""))
    if not pending:
        return RunSummary(Path(out), len(tasks), len(finished), 0, 0.0, 0.0, "none needed")
    kernels = warm_up(spec, pending[0])
    log(f"kernels ready in {kernels:.2f} s (compile or cache load)")
    pool = make_pool()
    log(f"running on {pool.description}")
    start = time.perf_counter()
    try:
        with make_progress(total, done, progress_stream) as progress:
            _drain(pool, spec, pending, Path(out) / PARTS, progress)
    except KeyboardInterrupt:
        log(f"interrupted: finished tasks are kept in {out}; run the same command again to resume")
        raise
    finally:
        pool.close()
    wall = time.perf_counter() - start
    return RunSummary(Path(out), len(tasks), len(finished), sum(t.games for t in pending), kernels, wall,
                      pool.description)


def _drain(pool: Pool, spec: Spec, pending: list[Task], parts: Path, progress) -> None:
    """Keep about two tasks per slot submitted; write each part as its task finishes."""
    queue = iter(pending)
    running: dict[Future, Task] = {}
    window = 2 * pool.slots
    try:
        while True:
            while len(running) < window:
                task = next(queue, None)
                if task is None:
                    break
                running[pool.executor.submit(run_task, TaskInput(task, spec.catalog, simkit.ENGINE_HASH,
                                                                   spec.composition_files))] = task
            if not running:
                return
            finished, _ = wait(running, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
            for future in finished:
                task = running.pop(future)
                try:
                    task_id, rows = future.result()
                except Exception as exc:
                    raise RunFailed(f"task {task.task} (cell {task.cell.cell}, games {task.first_game}.."
                                    f"{task.first_game + task.games - 1}) failed: {str(exc).rstrip('.')}; finished tasks are "
                                    "kept, run the same command again to resume") from exc
                try:
                    write_part(parts, task_id, task.cell.cell, rows)
                except OSError as exc:
                    raise RunFailed(f"cannot write a part file in {parts} ({exc.strerror or exc})") from None
                progress.advance(task.games)
            progress.tick()
    finally:
        for future in running:
            future.cancel()
