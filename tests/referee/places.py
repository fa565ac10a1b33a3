"""Parsing the `["zone", ...]` places of the trace format into tuples."""

from .errors import Violation

HAND, TABLEAU, POT, TRASH, DECK, TIMELINE = "hand", "tableau", "pot", "trash", "deck", "timeline"
TOP, BOTTOM = "top", "bottom"


def parse_place(raw, players: int) -> tuple:
    """`["hand", 2]` -> `("hand", 2)`; raises Violation for anything that is not a place."""
    if not isinstance(raw, list) or not raw:
        raise Violation(f"{raw!r} is not a place")
    zone, rest = raw[0], raw[1:]
    if zone in (HAND, TABLEAU) and len(rest) == 1 and _is_seat(rest[0], players):
        return (zone, rest[0])
    if zone in (POT, TRASH, TIMELINE) and not rest:
        return (zone,)
    if zone == DECK and len(rest) == 1 and rest[0] in (TOP, BOTTOM):
        return (zone, rest[0])
    raise Violation(f"{raw!r} is not a place of a {players}-player game")


def _is_seat(value, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def show(place: tuple) -> str:
    return "[" + ", ".join(repr(part) if isinstance(part, str) else str(part) for part in place) + "]"
