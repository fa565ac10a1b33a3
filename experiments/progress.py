"""Progress of a run: a rich bar (games/s, ETA) on a terminal, a plain line every ~10 s otherwise;
and, while the kernels compile, a line saying so and how long it has been."""

from __future__ import annotations

import sys
import threading
import time
from contextlib import contextmanager

PLAIN_INTERVAL = 10.0  # seconds between status lines in logs
COMPILE_QUIET = 5.0  # a cache load is quicker than this: say nothing
COMPILE_INTERVAL = 30.0  # seconds between "still compiling" lines in logs
COMPILE_ESTIMATE = "2-10 min on 2 cores"  # a cold compile of one game's engine, as measured on 2-core machines


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class PlainProgress:
    """Status lines for logs (CI, nohup, a cluster job): one every PLAIN_INTERVAL seconds."""

    def __init__(self, total: int, done: int, stream=None, interval: float = PLAIN_INTERVAL):
        self.total, self.done, self.start_done = total, done, done
        self.stream = stream or sys.stderr
        self.interval = interval
        self.start = self.last = time.monotonic()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def line(self) -> str:
        elapsed = time.monotonic() - self.start
        rate = (self.done - self.start_done) / elapsed if elapsed > 0 else 0.0
        eta = f", ETA {_duration((self.total - self.done) / rate)}" if rate > 0 and self.done < self.total else ""
        share = self.done / self.total if self.total else 1.0
        return f"simkit run: {self.done:,}/{self.total:,} games ({share:.0%}), {rate:,.0f} games/s{eta}"

    def advance(self, games: int) -> None:
        self.done += games
        self.tick()

    def tick(self) -> None:
        now = time.monotonic()
        if now - self.last >= self.interval:
            self.last = now
            print(self.line(), file=self.stream, flush=True)


class RichProgress:
    """A progress bar on a terminal."""

    def __init__(self, total: int, done: int, stream=None):
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn, TextColumn,
                                   TimeElapsedColumn, TimeRemainingColumn)
        self.start_done = done
        self.start = time.monotonic()
        self.progress = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TaskProgressColumn(),
                                 TextColumn("{task.fields[rate]}"), TextColumn("ETA"), TimeRemainingColumn(),
                                 TimeElapsedColumn(), console=Console(file=stream or sys.stderr))
        self.task = self.progress.add_task("games", total=total, completed=done, rate="")

    def __enter__(self):
        self.progress.start()
        return self

    def __exit__(self, *exc):
        self.progress.stop()
        return False

    def advance(self, games: int) -> None:
        self.progress.advance(self.task, games)
        done = self.progress.tasks[0].completed - self.start_done
        elapsed = time.monotonic() - self.start
        self.progress.update(self.task, rate=f"{done / elapsed:,.0f} games/s" if elapsed > 0 else "")

    def tick(self) -> None:
        pass


def make_progress(total: int, done: int, stream=None):
    stream = stream or sys.stderr
    if getattr(stream, "isatty", lambda: False)():
        return RichProgress(total, done, stream)
    return PlainProgress(total, done, stream)


@contextmanager
def compile_status(title: str, stream=None, quiet: float = COMPILE_QUIET, interval: float = COMPILE_INTERVAL):
    """Around a warm-up: when it takes longer than a cache load, say the engine is compiling,
    with an estimate, then the time so far (a spinner on a terminal, a line every ``interval``
    seconds in logs), so a first run does not sit silent for minutes."""
    stream = stream or sys.stderr
    done = threading.Event()
    start = time.monotonic()
    headline = (f"simkit run: compiling the {title} engine (the first run of an installed simkit: "
                f"{COMPILE_ESTIMATE}; later runs load it from the disk cache in seconds)")

    def watch():
        if done.wait(quiet):
            return
        print(headline, file=stream, flush=True)
        if getattr(stream, "isatty", lambda: False)():
            from rich.console import Console
            from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
            with Progress(SpinnerColumn(), TextColumn("compiling"), TimeElapsedColumn(), transient=True,
                          console=Console(file=stream)) as spinner:
                spinner.add_task("compiling", total=None)
                done.wait()
            return
        while not done.wait(interval):
            print(f"simkit run: still compiling the {title} engine, {_duration(time.monotonic() - start)} so far",
                  file=stream, flush=True)

    watcher = threading.Thread(target=watch, name="compile-status", daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()
