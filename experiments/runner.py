"""Run a spec: open (or resume, extend, replace) the store, compile once, hand tasks to a pool,
write each part.

Workers return a task's rows; this process alone writes part files, so workers need no
shared file system (a Dask cluster) and a part is never written twice. The folder is locked
while the run writes (a second run into it is refused).
"""

from __future__ import annotations

import signal
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass
from pathlib import Path

import simkit
from simkit.games.registry import game_of_ruleset

from simkit.experiments.executors import Pool
from simkit.experiments.parts import write_part
from simkit.experiments.progress import compile_status, make_progress
from simkit.experiments.spec import Spec
from simkit.experiments.store import open_store
from simkit.experiments.tasks import Task, TaskInput, run_task

POLL_SECONDS = 1.0  # how often the wait loop wakes to print a status line and check the pool


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
    games_before: int = 0  # games per cell before this run extended the folder (0: not extended)

    @property
    def games_per_second(self) -> float:
        return self.games / self.wall_seconds if self.wall_seconds > 0 else 0.0


def warm_up(spec: Spec, task: Task, stream=None) -> float:
    """Compile the kernels (or load them) here, so workers find them in the disk cache."""
    start = time.perf_counter()
    cell = task.cell
    game = game_of_ruleset(cell.ruleset)
    with compile_status(game.title, stream):
        game.play(spec.setup_of(cell), 1, cell.seed)
    return time.perf_counter() - start


def run_spec(spec: Spec, out: Path, make_pool, progress_stream=None, log=None, fresh: bool = False) -> RunSummary:
    """Run every task of ``spec`` not yet in ``out``; ``make_pool()`` gives the Pool.

    ``fresh``: replace the folder's results by a new, empty store first. A folder that holds
    fewer games per cell than the spec is extended: only the new games are played."""
    log = log or (lambda message: print(message, file=sys.stderr, flush=True))
    store = open_store(out, spec, fresh=fresh)
    try:
        for note in store.notes:
            log(f"simkit run: {note}")
        return _run_store(spec, store, make_pool, progress_stream, log)
    finally:
        store.close()


def _run_store(spec: Spec, store, make_pool, progress_stream, log) -> RunSummary:
    if spec.adaptive is not None:
        return _run_adaptive(spec, store, make_pool, progress_stream, log)
    out, tasks, finished = store.folder, store.plan, store.finished
    pending = [t for t in tasks if t.task not in finished]
    total = len(spec.cells) * spec.games
    done = total - sum(t.games for t in pending)
    if store.games_before:
        log(f"extending {out}: {store.games_before:,} -> {spec.games:,} games per cell (games "
            f"{store.games_before:,}..{spec.games - 1:,} of each cell are new)")
    log(f"{len(spec.cells):,} cells x {spec.games:,} games = {len(tasks):,} tasks"
        + (f", {len(finished):,} finished before" if finished else ""))
    if not pending:
        return RunSummary(out, len(tasks), len(finished), 0, 0.0, 0.0, "none needed")
    # The pool first: its worker processes start (importing simkit) while this process loads
    # the kernels; they play nothing before the kernels are in the disk cache.
    pool = make_pool()
    try:
        kernels = warm_up(spec, pending[0], progress_stream)
    except BaseException:
        _abandon(pool)
        raise
    log(f"kernels ready in {kernels:.2f} s (compile or cache load)")
    log(f"running on {pool.description}")
    start = time.perf_counter()
    try:
        with make_progress(total, done, progress_stream) as progress:
            _drain(pool, spec, store, pending, progress)
    except KeyboardInterrupt:
        _abandon(pool)
        log(f"interrupted: finished tasks are kept in {out}; run the same command again to resume")
        raise
    except BaseException:
        _abandon(pool)
        raise
    pool.close()
    wall = time.perf_counter() - start
    return RunSummary(out, len(tasks), len(finished), sum(t.games for t in pending), kernels, wall,
                      pool.description, store.games_before)


def _run_adaptive(spec: Spec, store, make_pool, progress_stream, log) -> RunSummary:
    """Rounds of tasks until the spec's target or race is decided (experiments/adaptive.py)."""
    from simkit.experiments.adaptive_run import run_rounds
    if store.finished:
        log(f"{len(store.finished):,} tasks finished before: replaying the run's decisions from them")
    kernels = warm_up(spec, store.plan[0], progress_stream)
    log(f"kernels ready in {kernels:.2f} s (compile or cache load)")
    pool = None
    start = time.perf_counter()

    def pool_once():
        nonlocal pool
        if pool is None:
            pool = make_pool()
            log(f"running on {pool.description}")
        return pool

    def drain(_, *args, **kwargs):
        _drain(pool_once(), *args, **kwargs)
    try:
        games, tasks = run_rounds(spec, store, None, progress_stream, log, drain)
    except KeyboardInterrupt:
        if pool is not None:
            _abandon(pool)
        log(f"interrupted: finished tasks are kept in {store.folder}; run the same command again to resume")
        raise
    except BaseException:
        if pool is not None:
            _abandon(pool)
        raise
    if pool is not None:
        pool.close()
    return RunSummary(store.folder, tasks, len(store.finished), games, kernels, time.perf_counter() - start,
                      pool.description if pool is not None else "none needed")


def _abandon(pool: Pool) -> None:
    """Stop the pool now, deaf to a second Ctrl-C meanwhile (it used to hang the exit)."""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: no signals to hold off
        previous = None
    try:
        pool.abandon()
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _drain(pool: Pool, spec: Spec, store, pending: list[Task], progress, on_rows=None) -> None:
    """Keep about two tasks per slot submitted; write each part as its task finishes (then
    ``on_rows(task, rows)``: the adaptive runner reads its stats)."""
    queue = iter(pending)
    running: dict[Future, Task] = {}
    window = 2 * pool.slots
    engine = simkit.ENGINE_HASH  # hashes every kernel source: once a run, not once a task
    try:
        while True:
            while len(running) < window:
                task = next(queue, None)
                if task is None:
                    break
                running[pool.executor.submit(run_task, TaskInput(task, spec.designs, engine))] = task
            if not running:
                return
            finished, _ = wait(running, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
            for future in finished:
                task = running.pop(future)
                try:
                    _, rows = future.result()
                except Exception as exc:  # noqa: BLE001 (a worker's failure, whatever it is: one line)
                    reason = pool.health(task_failed=True) or _reason(exc)
                    raise RunFailed(f"task {task.task} (cell {task.cell.cell}, games {task.first_game:,}.."
                                    f"{task.first_game + task.games - 1:,}) failed: {reason}; finished tasks are "
                                    "kept, run the same command again to resume") from None
                try:
                    write_part(store.parts, store.experiment, task, rows)
                except OSError as exc:
                    raise RunFailed(f"cannot write a part file in {store.parts} ({exc.strerror or exc}); finished "
                                    "tasks are kept, run the same command again to resume") from None
                if on_rows is not None:
                    on_rows(task, rows)
                progress.advance(task.games)
            if not finished:
                problem = pool.health()
                if problem:
                    raise RunFailed(f"{problem}; finished tasks are kept, run the same command again to resume")
            progress.tick()
    finally:
        for future in running:
            future.cancel()


def _reason(exc: BaseException) -> str:
    """The first line of the message, or the exception's kind when it has none (a cancelled future)."""
    text = str(exc).strip()
    return text.splitlines()[0].rstrip(".") if text else type(exc).__name__
