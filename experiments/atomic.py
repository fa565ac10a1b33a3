"""Atomic file writes: a temporary file created exclusively in the target folder with an
unpredictable name, written whole, then renamed over the target.

A killed or failed write leaves either the old file or the new one, never half of one; the
temporary names start with a dot and end in ``.tmp`` so a resume can sweep them away.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def temporary_in(folder: Path, name: str) -> tuple[int, Path]:
    """An exclusively created (O_EXCL) temporary file next to ``name``: (fd, path)."""
    fd, path = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    return fd, Path(path)


def write_atomically(path: Path, write) -> None:
    """``write(file)`` fills a binary file object; then the file replaces ``path``."""
    path = Path(path)
    fd, temporary = temporary_in(path.parent, path.name)
    try:
        with os.fdopen(fd, "wb") as file:
            write(file)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
