"""Writing a file a user named, safely: whole or not at all, and never through someone else's name.

- ``check_target(path, option)`` before any work: the name must be a file name in an existing
  folder, and whatever is there must be a regular file (or a link to one). A device
  (``/dev/full``, ``/dev/null``), a folder, a fifo or a socket is refused: renaming a
  temporary file over it would replace the device node (as root) or fail after the work.
- ``write_text`` / ``write_bytes``: the data goes to a temporary file created exclusively
  (``tempfile.mkstemp``: O_CREAT | O_EXCL, an unpredictable name, mode 0600) in the target's
  folder, then renamed over the target. A planted symlink at a predictable temporary name
  cannot redirect the write, an interrupted write leaves the old file (and no temporary), and
  the new file gets the permissions an ordinary ``open`` would give it (0666 less the umask).

A problem raises ``TargetError`` (a ValueError) whose message is one line naming the option and
the path; the callers turn it into exit code 2. OSErrors during the write are the caller's.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class TargetError(ValueError):
    """A path that cannot be written as asked; the message is one line naming it."""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def check_target(path, option: str = "output") -> Path:
    """The path, if a file may be written there; else TargetError naming ``option``."""
    path = Path(path)
    if not path.name or path.name in (".", ".."):
        raise TargetError(f"{option}: {str(path)!r} needs to be a file name")
    folder = path.parent
    if not folder.is_dir():
        raise TargetError(f"{option}: folder {folder} does not exist")
    try:
        info = os.stat(path)  # follows a link: a link to a device is a device
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise TargetError(f"{option}: cannot use {path} ({exc.strerror or exc})") from None
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise TargetError(f"{option}: {path} is a folder, not a file name")
        if not stat.S_ISREG(info.st_mode):
            raise TargetError(f"{option}: {path} is not a regular file (a device, a fifo or a socket); "
                              "give the name of a file to write")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise TargetError(f"{option}: cannot write in folder {folder} (permission denied or read-only)")
    return path


def check_folder(path, option: str = "output") -> Path:
    """A folder that exists or can be made (its parent exists); never a file or a device."""
    path = Path(path)
    if path.exists() or path.is_symlink():
        if not path.is_dir():
            raise TargetError(f"{option}: {path} exists and is not a folder")
        if not os.access(path, os.W_OK | os.X_OK):
            raise TargetError(f"{option}: cannot write in folder {path} (permission denied or read-only)")
        return path
    if not path.parent.is_dir():
        raise TargetError(f"{option}: folder {path.parent} does not exist")
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise TargetError(f"{option}: cannot make folder {path} (permission denied or read-only)")
    return path


def write_bytes(path, data: bytes, option: str = "output") -> Path:
    """Write ``data`` to ``path`` whole (see the module docstring)."""
    path = check_target(path, option)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise
    return path


def write_text(path, text: str, option: str = "output") -> Path:
    return write_bytes(path, text.encode("utf-8"), option)


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")  # OWASP CSV injection: what a spreadsheet evaluates


def csv_cell(value):
    """A string cell a spreadsheet would read as a formula gets a leading apostrophe (OWASP);
    anything else, numbers included (-3 stays a number), is left as it is."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_text(frame) -> str:
    """A pandas table as CSV text, its string cells neutralised (numeric columns untouched)."""
    from pandas.api.types import is_bool_dtype, is_numeric_dtype
    frame = frame.copy()
    for column in frame.columns:  # numeric columns stay numbers; strings (any string dtype) are escaped
        if not (is_numeric_dtype(frame[column]) or is_bool_dtype(frame[column])):
            frame[column] = frame[column].astype(object).map(csv_cell)
    frame.columns = [csv_cell(str(c)) for c in frame.columns]
    return frame.to_csv(index=False)


def write_csv(path, frame, option: str = "output") -> Path:
    return write_text(path, csv_text(frame), option)
