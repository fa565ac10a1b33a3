"""Where tasks run: this process, local worker processes, or a Dask cluster.

All three are a ``concurrent.futures.Executor`` (Dask's ``Client.get_executor()`` is one),
so the runner has one code path. ``slots`` is how many tasks run at once; the runner keeps
about twice that many submitted, so memory does not grow with the number of tasks.
``abandon`` stops at once (Ctrl-C): local workers are killed, not waited for, so a task stuck
in a strategy cannot hold the run. ``health`` says why the pool can no longer finish work
(a cluster without workers or without its scheduler), or None.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import forkserver
from typing import Callable

from simkit.experiments.worker_guard import PARENT_ENV, init_worker

NO_WORKERS_SECONDS = 60.0  # a cluster without a worker this long has lost them all (or never had one)
LOST_SCHEDULER_SECONDS = 10.0  # the client's own reconnection attempts get this long
ABANDON_JOIN_SECONDS = 5.0  # killed workers: their manager thread notices within milliseconds


class InlineExecutor(Executor):
    """Runs each task in this process when it is submitted (one worker: no process to start)."""

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 (handed to the caller through the future)
            future.set_exception(exc)
        return future


def _nothing() -> None:
    pass


def _healthy(task_failed: bool = False) -> str | None:
    return None


@dataclass
class Pool:
    executor: Executor
    slots: int  # tasks running at once
    description: str
    close: Callable[[], None]
    abandon: Callable[[], None] = field(default=_nothing)  # stop now, running tasks lost
    health: Callable[..., str | None] = field(default=_healthy)  # health(task_failed=False)


def default_workers() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def start_fork_server(preload: list[str]) -> None:
    """Start multiprocessing's fork server so that it imports exactly this process's modules.

    Python 3.11's fork server starts as ``python -c ...`` and so puts the current folder first
    on its path: run from a clone of the repository, its workers imported the clone's simkit
    rather than the installed one, and numba, whose cache is keyed by source path, compiled
    the whole engine again in every worker. Started with this process's path instead (and
    without the current folder, PYTHONSAFEPATH), a worker runs the parent's code and loads
    the parent's compiled kernels.
    """
    forkserver.set_forkserver_preload(preload)
    path = [os.path.abspath(p) for p in sys.path]  # '' (the current folder, if the parent had it) made explicit
    saved = {key: os.environ.get(key) for key in ("PYTHONPATH", "PYTHONSAFEPATH", PARENT_ENV)}
    os.environ.update({"PYTHONPATH": os.pathsep.join(path), "PYTHONSAFEPATH": "1", PARENT_ENV: str(os.getpid())})
    try:
        forkserver.ensure_running()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def local_pool(workers: int, plugins: tuple[str, ...] = ()) -> Pool:
    """``plugins``: strategy plugin files every worker loads (this process has loaded them
    already)."""
    if workers == 1 and not plugins:  # a plugin runs in a worker process even alone: Ctrl-C can stop it there
        executor = InlineExecutor()
        return Pool(executor, 1, "1 worker (this process)", lambda: None)
    # forkserver: workers start from a clean process (never a fork of this one's threads) with
    # simkit imported once; each then loads the kernels the parent compiled from the disk cache,
    # and its plugin files (the engine calls plugins through a table filled at run time).
    start_fork_server(["simkit.experiments.worker_guard", "simkit.experiments.tasks", "simkit.api"])
    executor = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("forkserver"),
                                   initializer=init_worker, initargs=(list(plugins),))

    def abandon():
        for process in list((getattr(executor, "_processes", None) or {}).values()):
            process.kill()  # SIGKILL: a worker stuck in a strategy's loop ignores anything milder
        executor.shutdown(wait=False, cancel_futures=True)
        # Let the executor's manager thread see its workers gone and close its wake-up pipe now:
        # left running, it races Python 3.11's exit hook, which then writes to the closed pipe
        # and prints a traceback after "interrupted" (CPython fixed the race in 3.12).
        manager = getattr(executor, "_executor_manager_thread", None)
        if manager is not None:
            manager.join(timeout=ABANDON_JOIN_SECONDS)
    noun = "worker process" if workers == 1 else "worker processes"
    return Pool(executor, workers, f"{workers} {noun}", lambda: executor.shutdown(wait=True, cancel_futures=True),
                abandon)


class SchedulerUnreachable(ValueError):
    pass


def dask_pool(address: str, timeout: float = 10.0) -> Pool:
    import logging

    from distributed import Client
    try:
        client = Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise SchedulerUnreachable(f"--scheduler: cannot reach a Dask scheduler at {address} ({exc})") from None
    _quiet_distributed_logs(logging)
    slots = max(1, sum(client.nthreads().values()))
    executor = client.get_executor(pure=False)
    watch = _ClusterWatch(client, address)

    def close():
        try:
            executor.shutdown(wait=False)
            client.close(timeout=5)
        except Exception:  # noqa: BLE001 (a cluster already gone has nothing left to close)
            pass
    return Pool(executor, slots, f"Dask scheduler {address} ({slots} worker threads)", close, close, watch.health)


def _quiet_distributed_logs(logging) -> None:
    """distributed logs a lost connection as pages of tracebacks; the run says what happened in one line."""
    for name in ["distributed", *(n for n in logging.root.manager.loggerDict if n.startswith("distributed."))]:
        logger = logging.getLogger(name)
        logger.setLevel(logging.CRITICAL + 1)
        for handler in logger.handlers:
            handler.setLevel(logging.CRITICAL + 1)


class _ClusterWatch:
    """Notices a cluster that can no longer run tasks: its scheduler gone, or no worker left."""

    def __init__(self, client, address: str):
        self.client, self.address = client, address
        self.workers_seen = self.connected_seen = time.monotonic()

    def health(self, task_failed: bool = False) -> str | None:
        """Why the cluster cannot finish (a task failing while disconnected: at once), or None."""
        now = time.monotonic()
        if self.client.status != "running":
            if (task_failed or self.client.status != "connecting"
                    or now - self.connected_seen > LOST_SCHEDULER_SECONDS):
                return f"lost the Dask scheduler at {self.address} (the connection closed: was it stopped?)"
            return None
        self.connected_seen = now
        try:
            workers = self.client.scheduler_info(n_workers=0).get("n_workers")
        except Exception:  # noqa: BLE001 (asked again at the next poll)
            return None
        if workers is None or workers > 0:
            self.workers_seen = now
        elif now - self.workers_seen > NO_WORKERS_SECONDS:
            return (f"the Dask cluster at {self.address} has had no worker for {NO_WORKERS_SECONDS:.0f} s "
                    "(every worker died, or none joined)")
        return None
