"""Reading input files and their fields by type: one-line errors instead of tracebacks.

Every file a user names (hero catalogue, composition, spec, trace) is read through
``read_text`` / ``read_toml`` / ``read_json_lines``: a missing file, a folder, a device or a
pipe (``/dev/zero`` never ends), a file too large for its kind, text that is not UTF-8, a
syntax error or nesting deeper than any real input (the parsers recurse: 5,000 nested
brackets are a RecursionError) is one ``InputError`` naming the file.

Fields are then read with the typed readers (``want_str``, ``want_int``, ``want_bool``, ...),
which name where the value was found (``where``, e.g. "mine.toml: hero 'Thief'.effect[0].op")
and what was expected. Each reader takes the error class to raise, so a module keeps its own
(CatalogError, GameSetupError, ...).
"""

from __future__ import annotations

import json
import os
import stat
import tomllib
from pathlib import Path

MAX_DEPTH = 32  # tables or lists inside each other: real inputs use 3 or 4
MAX_CONFIG_BYTES = 4 * 1024 * 1024  # a hero catalogue or a composition is a few kilobytes
MAX_TRACE_BYTES = 512 * 1024 * 1024  # one game's trace is at most a few tens of megabytes


class InputError(ValueError):
    """An input file or field that cannot be used; the message is one line naming it."""


def shown(value, width: int = 60) -> str:
    """``repr`` of a bad value, cut to one short line."""
    text = " ".join(repr(value).split())
    return text if len(text) <= width else text[: width - 3] + "..."


def type_name(value) -> str:
    if isinstance(value, bool):
        return "a boolean"
    for kind, name in ((int, "an integer"), (float, "a number"), (str, "a string"), (list, "a list"),
                       (dict, "a table")):
        if isinstance(value, kind):
            return name
    return type(value).__name__


def _fail(error, where: str, expected: str, value) -> Exception:
    return error(f"{where}: expected {expected}, got {type_name(value)} {shown(value)}")


def read_text(path, *, limit: int | None = MAX_CONFIG_BYTES, what: str = "file", error=InputError) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise error(f"{path}: no such {what}") from None
    except OSError as exc:
        raise error(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise error(f"{path}: is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise error(f"{path}: not a regular file (a device, a pipe or a socket), not a {what}")
    if limit is not None and info.st_size > limit:
        raise error(f"{path}: {info.st_size:,} bytes, more than a {what} may have ({limit:,})")
    try:
        with open(path, "rb") as handle:
            data = handle.read() if limit is None else handle.read(limit + 1)
    except OSError as exc:
        raise error(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if limit is not None and len(data) > limit:  # it grew while we looked
        raise error(f"{path}: more than {limit:,} bytes, more than a {what} may have")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"{path}: not UTF-8 text (byte {exc.start})") from None


def depth_of(value) -> int:
    """How deeply lists and tables nest in a parsed value (iterative: no recursion to exhaust)."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, list):
            continue
        deepest = max(deepest, depth + 1)
        if depth + 1 > MAX_DEPTH:
            break
        stack.extend((child, depth + 1) for child in item)
    return deepest


def _check_depth(value, where: str, error) -> None:
    if depth_of(value) > MAX_DEPTH:
        raise error(f"{where}: lists or tables nested more than {MAX_DEPTH} deep")


def parse_toml(text: str, where: str, *, error=InputError) -> dict:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{where}: not valid TOML ({' '.join(str(exc).split())})") from None
    except RecursionError:  # the parser recurses into nested arrays and inline tables
        raise error(f"{where}: lists or tables nested more than {MAX_DEPTH} deep") from None
    _check_depth(data, where, error)
    return data


def read_toml(path, *, limit: int | None = MAX_CONFIG_BYTES, what: str = "TOML file", error=InputError) -> dict:
    """A TOML file as a dict (see ``read_text``, ``parse_toml``)."""
    return parse_toml(read_text(path, limit=limit, what=what, error=error), str(path), error=error)


def parse_json_line(line: str, where: str, *, what: str = "JSON Lines file", error=InputError):
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise error(f"{where}: not JSON ({exc.msg}, column {exc.colno}): not a {what}") from None
    except RecursionError:
        raise error(f"{where}: lists or objects nested more than {MAX_DEPTH} deep") from None
    _check_depth(value, where, error)
    return value


def read_json_lines(path, *, limit: int | None = MAX_TRACE_BYTES, what: str = "JSON Lines file",
                    error=InputError) -> list:
    """One JSON value per non-blank line; an error names the file and the line."""
    text = read_text(path, limit=limit, what=what, error=error)
    kind = f"JSON Lines {what.removesuffix(' file')}"
    return [parse_json_line(line, f"{path}: line {number}", what=kind, error=error)
            for number, line in enumerate(text.splitlines(), 1) if line.strip()]


# typed field readers: each returns the value or raises ``error`` naming ``where``

def want_table(value, where: str, *, error=InputError) -> dict:
    if not isinstance(value, dict):
        raise _fail(error, where, "a table", value)
    return value


def want_list(value, where: str, *, error=InputError, min_len: int = 0, max_len: int | None = None) -> list:
    if not isinstance(value, list):
        raise _fail(error, where, "a list", value)
    if len(value) < min_len or (max_len is not None and len(value) > max_len):
        span = f"{min_len} to {max_len}" if max_len is not None else f"at least {min_len}"
        raise error(f"{where}: expected a list of {span} items, got {len(value)}")
    return value


def want_str(value, where: str, *, error=InputError, choices=None, nonempty: bool = False) -> str:
    if not isinstance(value, str):
        raise _fail(error, where, "a string" if choices is None else f"one of {', '.join(choices)}", value)
    if nonempty and not value.strip():
        raise error(f"{where}: expected a non-empty string")
    if choices is not None and value not in choices:
        raise error(f"{where}: {shown(value)} is not one of {', '.join(choices)}")
    return value


def want_int(value, where: str, *, error=InputError, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(error, where, "a whole number", value)
    if (low is not None and value < low) or (high is not None and value > high):
        span = (f"from {low:,} to {high:,}" if low is not None and high is not None
                else f"at least {low:,}" if low is not None else f"at most {high:,}")
        raise error(f"{where}: expected a whole number {span}, got {shown(value)}")
    return value


def want_bool(value, where: str, *, error=InputError) -> bool:
    if not isinstance(value, bool):
        raise _fail(error, where, "true or false", value)
    return value
