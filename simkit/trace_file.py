"""Reading a trace file (docs/trace-format.md) for ``simkit replay``: checked as a whole first.

A trace is JSON Lines: one object per line, the first a ``game`` event naming its family (no
family: Trickster), the last the family's end event. Anything else (not a regular file, not
UTF-8, a line that is not JSON or not an event, a family that is no registered game, a trace
cut short before its end event) is one InputError naming the file and the line.
"""

from __future__ import annotations

from simkit.inputs import InputError, read_json_lines, shown

# the last event of a whole game, per family (a game not listed ends with one of these)
END_EVENTS = {"trickster": "game_end", "tricksters": "game_end", "trickarus": "end"}
DEFAULT_END_EVENTS = ("game_end", "end")


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
    family = first.get("family", "trickster")
    if not isinstance(family, str):
        raise InputError(f"{path}: line 1: family: expected a game name, got {shown(family)}")
    from simkit.games.registry import game_names
    if family not in game_names():
        raise InputError(f"{path}: line 1: family: unknown game {shown(family)} (known: {', '.join(game_names())})")
    ends = (END_EVENTS[family],) if family in END_EVENTS else DEFAULT_END_EVENTS
    last = events[-1]["event"]
    if last not in ends:
        raise InputError(f"{path}: the trace stops before the game's end (its last event is {last!r}, not "
                         f"{ends[0]!r}): the file is cut short")
    early = next((i for i, e in enumerate(events[:-1], 1) if e["event"] in ends), None)
    if early is not None:
        raise InputError(f"{path}: event {early}: the game ends, but {len(events) - early} more events follow")
    return events
