"""One writer per result folder: an exclusive ``flock`` on ``<folder>/.lock`` while a run writes.

The kernel drops the lock when the process ends, however it ends (even ``kill -9``), so a
stale lock never blocks a later run. The file holds the writer's pid, for the message only.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

LOCK = ".lock"


class FolderBusy(ValueError):
    """Another process is writing the folder."""


class FolderLock:
    def __init__(self, fd: int):
        self.fd = fd

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing the file drops the flock
            self.fd = None


def lock_folder(folder: Path) -> FolderLock:
    """Take the folder's lock or raise FolderBusy (never waits)."""
    folder = Path(folder)
    fd = os.open(folder / LOCK, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.pread(fd, 32, 0).decode(errors="replace").strip()
        os.close(fd)
        raise FolderBusy(f"{folder}: another simkit run is writing this folder"
                         + (f" (pid {holder})" if holder.isdigit() else "")
                         + "; wait for it to finish, or give another --out") from None
    except BaseException:
        os.close(fd)
        raise
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return FolderLock(fd)
