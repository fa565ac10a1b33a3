"""Reading one table of a composition: every problem is one line naming the file, the table and the field.

``Table`` wraps a parsed TOML table with its label (``tricks.trick #4 'Levitation'``). Its readers
return checked values or raise ``GameSetupError`` with the message
``composition <file>: table <label>, field <field>: <problem>``; ``finish`` refuses fields nobody
read (a misspelt optional field would otherwise be ignored).
"""

from __future__ import annotations

from pathlib import Path

from simkit.games.base import GameSetupError
from simkit.inputs import shown, want_bool, want_int, want_list, want_str, want_table

_MISSING = object()
MAX_NAME = 60  # characters in a name
MAX_TEXT = 300  # characters in a card's text


class Table:
    def __init__(self, data, path: Path, label: str):
        self.path, self.label = path, label
        self.data = want_table(data, f"composition {path}: table {label}", error=GameSetupError)
        self.read: set[str] = set()

    def where(self, field: str) -> str:
        return f"composition {self.path}: table {self.label}, field {field}"

    def fail(self, field: str, problem: str):
        raise GameSetupError(f"{self.where(field)}: {problem}")

    def has(self, field: str) -> bool:
        return field in self.data

    def raw(self, field: str, default=_MISSING):
        self.read.add(field)
        if field not in self.data:
            if default is _MISSING:
                self.fail(field, "missing")
            return default
        return self.data[field]

    def int(self, field: str, low: int | None = None, high: int | None = None, default=_MISSING) -> int:
        value = self.raw(field, default)
        return want_int(value, self.where(field), error=GameSetupError, low=low, high=high)

    def bool(self, field: str, default=_MISSING) -> bool:
        return want_bool(self.raw(field, default), self.where(field), error=GameSetupError)

    def str(self, field: str, choices=None, default=_MISSING) -> str:
        value = want_str(self.raw(field, default), self.where(field), error=GameSetupError,
                         choices=tuple(choices) if choices is not None else None, nonempty=True)
        if len(value) > MAX_NAME or not value.isprintable():
            self.fail(field, f"expected 1 to {MAX_NAME} printable characters, got {shown(value)}")
        return value

    def name(self, field: str = "name") -> str:
        return self.str(field)

    def text(self, field: str = "text") -> str:
        """A sentence for people (a card's text): 1 to MAX_TEXT printable characters."""
        value = want_str(self.raw(field), self.where(field), error=GameSetupError, nonempty=True)
        if len(value) > MAX_TEXT or not value.isprintable():
            self.fail(field, f"expected 1 to {MAX_TEXT} printable characters, got {shown(value)}")
        return value

    def list(self, field: str, min_len: int = 0, max_len: int | None = None, default=_MISSING) -> list:
        return want_list(self.raw(field, default), self.where(field), error=GameSetupError,
                         min_len=min_len, max_len=max_len)

    def int_list(self, field: str, low=None, high=None, min_len=0, max_len=None, default=_MISSING) -> tuple[int, ...]:
        items = self.list(field, min_len, max_len, default)
        return tuple(want_int(v, f"{self.where(field)}[{i}]", error=GameSetupError, low=low, high=high)
                     for i, v in enumerate(items))

    def str_list(self, field: str, choices=None, min_len=0, max_len=None, unique=False, default=_MISSING) -> tuple[str, ...]:
        items = self.list(field, min_len, max_len, default)
        values = tuple(want_str(v, f"{self.where(field)}[{i}]", error=GameSetupError,
                                choices=tuple(choices) if choices is not None else None, nonempty=True)
                       for i, v in enumerate(items))
        if unique and len(set(values)) != len(values):
            twice = next(v for v in values if values.count(v) > 1)
            self.fail(field, f"{shown(twice)} is listed twice")
        return values

    def sub(self, field: str, default=_MISSING) -> Table:
        """An inline table (``yield = { fame = 1, ... }``) as a Table of its own."""
        value = self.raw(field, default)
        return Table(value, self.path, f"{self.label}.{field}")

    def amounts(self, field: str, low: int = 0, high: int = 99, default=_MISSING) -> tuple[int, int, int]:
        """``{ fame = f, coins = c, shards = s }``, each field optional (0)."""
        table = self.sub(field, default)
        values = tuple(table.int(key, low, high, default=0) for key in ("fame", "coins", "shards"))
        table.finish()
        return values

    def entries(self, field: str, min_len: int = 1, max_len: int | None = None, key: str = "name") -> list[Table]:
        """An array of tables (``[[tricks.trick]]``), each labelled by its number from 1 and its ``key``."""
        items = self.list(field, min_len, max_len)
        tables = []
        for i, item in enumerate(items, 1):
            named = item.get(key) if isinstance(item, dict) else None
            label = f"{self.label}.{field} #{i}"
            if isinstance(named, str):
                label += f" {shown(named)}"
            elif isinstance(named, int) and not isinstance(named, bool):
                label += f" ({key} {named})"
            tables.append(Table(item, self.path, label))
        return tables

    def finish(self) -> None:
        unknown = sorted(set(self.data) - self.read)
        if unknown:
            known = ", ".join(sorted(self.read))
            self.fail(unknown[0], f"unknown field (known here: {known})")


def unique_names(tables: list[Table], names: list[str], field: str = "name") -> dict[str, int]:
    """name (or the value of another unique field) -> index; a value given twice is an error naming the second table."""
    index: dict[str, int] = {}
    for i, (table, name) in enumerate(zip(tables, names)):
        if name in index:
            table.fail(field, f"duplicate {field} {shown(name)} (also #{index[name] + 1})")
        index[name] = i
    return index
