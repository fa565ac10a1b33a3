"""Progress of a run: a rich bar (games/s, ETA) on a terminal, a plain line every ~10 s otherwise."""

from __future__ import annotations

import sys
import time

PLAIN_INTERVAL = 10.0  # seconds between status lines in logs


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
