"""Trace files (docs/trace-format.md) of every game: written whole by ``simkit trace``, checked
as a whole by ``simkit replay`` before it shows a line.

A trace is JSON Lines: one object per line, the first a ``game`` event naming its game (its
``family``, or else its ruleset: ruleset names are unique across games), the last that game's
end event. Anything else (not a regular file, not UTF-8, a line that is not JSON or not an
event, a game that is not registered, a trace cut short before its end event) is one InputError
naming the file and the line.
"""

from __future__ import annotations

import json

from simkit.inputs import InputError, read_json_lines, shown


def write_trace_file(events: list[dict], path) -> None:
    """Write the events as JSON Lines, whole or not at all (simkit.safe_write)."""
    from simkit.safe_write import write_text
    write_text(path, "".join(json.dumps(event, separators=(", ", ": ")) + "\n" for event in events), "--out")


def read_trace_file(path) -> list[dict]:
    events = read_json_lines(path, what="trace file")
    if not events:
        raise InputError(f"{path}: empty, not a simkit trace")
    for number, event in enumerate(events, 1):
        if not isinstance(event, dict) or not isinstance(event.get("event"), str):
            raise InputError(f"{path}: event {number}: not a simkit trace event (an object with an \"event\" "
                             f"name), got {shown(event)}")
    first = events[0]
    if first["event"] != "game":
        raise InputError(f"{path}: not a simkit trace (the first line is not a 'game' event)")
    end = game_of_trace(path, first).trace_end_event
    last = events[-1]["event"]
    if last != end:
        raise InputError(f"{path}: the trace stops before the game's end (its last event is {last!r}, not "
                         f"{end!r}): the file is cut short")
    early = next((i for i, e in enumerate(events[:-1], 1) if e["event"] == end), None)
    if early is not None:
        raise InputError(f"{path}: event {early}: the game ends, but {len(events) - early} more events follow")
    return events


def game_of_trace(path, first: dict):
    """The registered game a trace's first event names: its ``family``, or the game of its ruleset."""
    from simkit.games.registry import game_names, game_of_ruleset, get_game
    if "family" in first:
        family = first["family"]
        if not isinstance(family, str):
            raise InputError(f"{path}: line 1: family: expected a game name, got {shown(family)}")
        if family not in game_names():
            raise InputError(f"{path}: line 1: family: unknown game {shown(family)} (known: {', '.join(game_names())})")
        return get_game(family)
    ruleset = first.get("ruleset")
    if not isinstance(ruleset, str):
        raise InputError(f"{path}: line 1: neither a family nor a ruleset names the game, got ruleset "
                         f"{shown(ruleset)}")
    try:
        return game_of_ruleset(ruleset)
    except ValueError as exc:
        raise InputError(f"{path}: line 1: ruleset: {exc}") from None
