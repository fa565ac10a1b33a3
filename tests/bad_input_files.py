"""Inputs for the bad-input suites: good files of every kind, a small TOML writer, mutations.

A mutation replaces one field of a good file with a value of another type or out of range, or
removes it; every mutation must give exit code 0 (still a good file) or one line and exit 2.
"""

from __future__ import annotations

import copy
import json

BAD_VALUES = [5, -1, 0, 1.0, 1.5, True, "", "no", "x" * 300, [], [1, 2], ["a"], {"a": 1}, 10**15, -(10**15),
              "=HYPERLINK(\"x\")"]


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)  # a TOML basic string is a JSON string for these values
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(v)


def toml_text(data: dict) -> str:
    """TOML for a dict of scalars, lists and inline tables, and lists of tables ([[name]])."""
    lines, tables = [], []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(x, dict) for x in value) and key in TABLE_ARRAYS:
            tables.append((key, value))
        elif isinstance(value, dict) and key in TABLES:
            tables.append((key, [value]))
        else:
            lines.append(f"{json.dumps(key)} = {_value(value)}")
    for key, entries in tables:
        for entry in entries:
            lines.append(f"[[{key}]]" if key in TABLE_ARRAYS else f"[{key}]")
            lines += [f"{json.dumps(k)} = {_value(v)}" for k, v in entry.items()]
    return "\n".join(lines) + "\n"


TABLE_ARRAYS = {"hero", "cards", "lineups"}
TABLES = {"decks"}

HEROES = {"hero": [
    {"name": "Thief", "set": "Designer", "ability": "Pilfer", "text": "Take a trash card.",
     "effect": [{"op": "move", "from": "trash", "to": "own.hand", "pick": "choice", "reveal": False}]},
    {"name": "Twister", "set": "Designer", "text": "Swap.",
     "effect": [{"op": "swap", "a": "own.hand", "b": "opponent.hand", "a_pick": "choice", "b_pick": "owner"}]},
    {"name": "Seer", "set": "Designer", "text": "Look.",
     "effect": [{"op": "reveal_keep", "from": "deck.top", "count": 2, "min": 1, "keep": "own.hand",
                 "rest": "deck.top"}]},
    {"name": "Mimic", "set": "Designer", "text": "Copy.", "effect": [{"op": "copy", "from": ["trash", "own.tableau"]}]},
    {"name": "Turner", "set": "Designer", "text": "Turn.", "effect": [{"op": "sideways", "from": "any.tableau"}]},
    {"name": "Launcher", "set": "Designer", "text": "Launch.",
     "effect": [{"op": "move", "from": "deck.top", "to": "pot", "else": "trash", "reveal": True}]},
]}

TRICKSTERS = {"name": "mine", "colours": ["Red", "Green", "Blue"], "cards": [
    {"colour": c, "side": side, "effect": effect, "count": 6}
    for c in ("Red", "Green", "Blue") for side in ("Light", "Dark") for effect in ("none", "eye")]}

TRICKARUS_CARDS = [f"{day} {v} / {night} {9 - v}" for day, night in (("Yellow", "Pink"), ("Pink", "Blue"),
                                                                     ("Blue", "White"), ("White", "Yellow"))
                   for v in range(10)][:39]
TRICKARUS = {"name": "mine", "cards": TRICKARUS_CARDS, "lightning": 1, "removed_for_3_players": TRICKARUS_CARDS[0]}

SPEC = {"description": "fuzz", "ruleset": "cot", "players": [3], "games": 2, "games_per_task": 2, "seed": 1,
        "out": "out", "decks": {"named": ["beginner"]}, "lineups": [{"seats": ["random"], "rotate": False}]}


def paths(value, prefix=()):
    """Every (path, value) inside nested dicts and lists."""
    yield prefix, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, prefix + (key,))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from paths(child, prefix + (i,))


def replaced(data, path, value):
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is REMOVE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


REMOVE = object()


def mutations(data, values=BAD_VALUES, skip=()):
    """(label, mutated data) for every field and every bad value, and every field removed."""
    for path, _ in list(paths(data)):
        if not path or path[0] in skip:
            continue
        label = ".".join(map(str, path))
        yield f"{label}=<removed>", replaced(data, path, REMOVE)
        for value in values:
            yield f"{label}={value!r:.30}", replaced(data, path, value)
