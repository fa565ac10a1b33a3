"""Where tasks run: this process, local worker processes, or a Dask cluster.

All three are a ``concurrent.futures.Executor`` (Dask's ``Client.get_executor()`` is one),
so the runner has one code path. ``slots`` is how many tasks run at once; the runner keeps
about twice that many submitted, so memory does not grow with the number of tasks.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Callable


class InlineExecutor(Executor):
    """Runs each task in this process when it is submitted (one worker: no process to start)."""

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 (handed to the caller through the future)
            future.set_exception(exc)
        return future


@dataclass
class Pool:
    executor: Executor
    slots: int  # tasks running at once
    description: str
    close: Callable[[], None]


def default_workers() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _load_plugins(files: list[str]) -> None:
    from strategies.plugins import load_plugins
    load_plugins(files)


def local_pool(workers: int, plugins: tuple[str, ...] = ()) -> Pool:
    """``plugins``: strategy plugin files every worker loads before the engine (this process
    has loaded them already)."""
    if workers == 1:
        executor = InlineExecutor()
        return Pool(executor, 1, "1 worker (this process)", lambda: None)
    # forkserver: workers start from a clean process (never a fork of this one's threads) with
    # simkit imported once; each then loads the kernels the parent compiled from the disk cache.
    # With plugins nothing of the engine is preloaded: each worker loads them first.
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([] if plugins else ["experiments.tasks", "simkit.api"])
    executor = ProcessPoolExecutor(workers, mp_context=context, initializer=_load_plugins if plugins else None,
                                   initargs=(list(plugins),) if plugins else ())
    return Pool(executor, workers, f"{workers} worker processes",
                lambda: executor.shutdown(wait=True, cancel_futures=True))


class SchedulerUnreachable(ValueError):
    pass


def dask_pool(address: str, timeout: float = 10.0) -> Pool:
    from distributed import Client
    try:
        client = Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        raise SchedulerUnreachable(f"--scheduler: cannot reach a Dask scheduler at {address} ({exc})") from None
    slots = max(1, sum(client.nthreads().values()))

    def close():
        executor.shutdown(wait=False)
        client.close()
    executor = client.get_executor(pure=False)
    return Pool(executor, slots, f"Dask scheduler {address} ({slots} worker threads)", close)
