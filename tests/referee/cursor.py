"""Reading the events one by one, with the fields each kind must have."""

from .errors import Violation
from .places import parse_place

# The field of every event that names its kind.
KIND = "event"

REQUIRED_FIELDS = {
    "game": ("ruleset", "players", "heroes", "suits", "seed", "strategies", "version"),
    "deal": ("round", "deck", "trash", "hands", "timeline"),
    "move": ("card", "from", "to", "cause"),
    "trick": ("number", "leader", "trickster"),
    "pattern": ("pattern", "trickster"),
    "effect": ("player", "hero", "source", "resolved"),
    "reveal": ("player", "cards"),
    "sideways": ("card",),
    "bust": ("player", "reason"),
    "round_end": ("round", "scores", "majorities"),
    "game_end": ("totals", "winners"),
}


class Cursor:
    def __init__(self, events: list[dict]):
        self.events = events
        self.index = -1  # the event being judged; errors name it
        self.players = 0  # known once the `game` event is read

    def peek(self) -> dict | None:
        following = self.index + 1
        return self.events[following] if following < len(self.events) else None

    def peek_is(self, kind: str, **fields) -> bool:
        event = self.peek()
        return (isinstance(event, dict) and event.get(KIND) == kind
                and all(event.get(name) == value for name, value in fields.items()))

    def current(self) -> dict | None:
        return self.events[self.index] if 0 <= self.index < len(self.events) else None

    def take(self, kind: str, why: str = "", **expected) -> dict:
        """The next event, which must be of `kind` and have the `expected` field values."""
        self.index += 1
        event = self.current()
        reason = f" ({why})" if why else ""
        if event is None:
            raise Violation(f"the trace ends where a `{kind}` event is due{reason}")
        if not isinstance(event, dict) or event.get(KIND) != kind:
            raise Violation(f"expected a `{kind}` event here{reason}")
        missing = [name for name in REQUIRED_FIELDS[kind] if name not in event]
        if missing:
            raise Violation(f"a `{kind}` event needs the fields {missing}")
        for name, value in expected.items():
            if not _same(event[name], value):
                raise Violation(f"`{name}` must be {value!r}{reason}, not {event[name]!r}")
        return event

    def take_move(self, cause: str, why: str = "", **expected) -> tuple[str, tuple, tuple]:
        """The next event as a move `(card, from, to)` with the given cause."""
        event = self.take("move", why, cause=cause, **expected)
        return event["card"], parse_place(event["from"], self.players), parse_place(event["to"], self.players)


def _same(actual, expected) -> bool:
    # JSON has no tuples, and True == 1 in Python: compare types where they matter.
    if isinstance(expected, tuple):
        expected = list(expected)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(actual) is type(expected) and actual == expected
    return actual == expected
