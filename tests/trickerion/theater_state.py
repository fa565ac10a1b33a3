"""Hand-built Trickerion states for the Theater's tests: the catalogue (tables.py) with an empty
game block, and a few setters for scenarios with named cards, so a test calls one Theater kernel
on a scenario it wrote."""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.tables import catalogue
from simkit.games.trickerion.vocabulary import CATEGORIES, GRID_SLOTS

COMPOSITION = load_composition()
TRACE_RECORDS = 4096


def slot_id(letter: str) -> int:
    return GRID_SLOTS.index(letter)


def category(name: str) -> int:
    return CATEGORIES.index(name)


def card_id(name: str) -> int:
    return COMPOSITION.performance_cards.id(name)


def trick_id(name: str) -> int:
    return COMPOSITION.tricks.id(name)


def theater_state(players: int = 2, duel: bool | None = None, turn: int = 1, link_bonus: int = 0,
                  composition=COMPOSITION) -> np.ndarray:
    """A state with the whole catalogue (tables.py; its Performance side by the player count or
    ``duel``), seats with no Tricks, an empty track and deck, at ``turn``."""
    side = None if duel is None else ("duel" if duel else "normal")
    s = catalogue(composition, "trickerion", players, side=side, options={"link_bonus": link_bonus})
    s[L.TURN] = turn
    # the game block's "none" values
    for field, size in ((L.TRICK_OWNER, L.MAX_TRICKS), (L.TRICK_SYMBOL, L.MAX_TRICKS),
                        (L.SYMBOL_TRICK, L.MAX_SEATS * L.SYMBOLS), (L.CHAR_TYPE, L.MAX_SEATS * L.MAX_CHARS),
                        (L.WEEKDAY_OWNER, L.MAX_WEEKDAYS), (L.THEATER_OCC, L.MAX_WEEKDAYS * L.THEATER_SLOTS),
                        (L.TRACK_CARD, L.MAX_TRACK), (L.TRACK_OWNER, L.MAX_TRACK * L.GRID),
                        (L.TRACK_SYMBOL, L.MAX_TRACK * L.GRID), (L.TRACK_UP, L.MAX_TRACK * L.GRID),
                        (L.PDECK, L.MAX_PDECK)):
        s[field:field + size] = -1
    s[L.MARKERS_FREE:L.MARKERS_FREE + L.MAX_SEATS * L.SYMBOLS] = L.MARKERS_PER_SYMBOL
    return s


def trace_buffer() -> np.ndarray:
    return np.zeros((TRACE_RECORDS, 8), dtype=np.int32)


def records(s: np.ndarray, tr: np.ndarray) -> list[tuple[int, ...]]:
    return [tuple(int(x) for x in row) for row in tr[:s[L.TRACE_COUNT]]]


def learn(s: np.ndarray, seat: int, trick: str, on_card: int = 0, symbol: int | None = None) -> int:
    """The seat owns ``trick`` with ``on_card`` markers prepared on it; returns its symbol."""
    t = trick_id(trick)
    if symbol is None:
        symbol = next(k for k in range(L.SYMBOLS) if s[L.SYMBOL_TRICK + seat * L.SYMBOLS + k] < 0)
    s[L.SYMBOL_TRICK + seat * L.SYMBOLS + symbol] = t
    s[L.TRICK_OWNER + t] = seat
    s[L.TRICK_SYMBOL + t] = symbol
    s[L.TRICK_ON_CARD + t] = on_card
    s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] -= on_card
    return symbol


def lay_out(s: np.ndarray, *cards: str) -> None:
    """These cards enter the track in order (with their grey markers when ``s[DUEL]``)."""
    from simkit.games.trickerion.theater_track import enter_card_nb
    for name in cards:
        enter_card_nb(s, card_id(name))


def put_marker(s: np.ndarray, seat: int, trick: str, pos: int, slot: str, facing: str) -> None:
    """Put one of the seat's markers of ``trick`` (from its supply) on the card at ``pos``, its own
    category facing the circle toward slot ``facing`` (a scenario's earlier Set Up)."""
    from simkit.games.trickerion.theater_geometry import _direction
    t = trick_id(trick)
    symbol = int(s[L.TRICK_SYMBOL + t])
    at = pos * L.GRID + slot_id(slot)
    assert s[L.TRACK_OWNER + at] == -1
    d = _direction(slot_id(slot), slot_id(facing))
    cycle = list(s[L.MARKER_CYCLE:L.MARKER_CYCLE + 4])
    s[L.TRACK_OWNER + at] = seat
    s[L.TRACK_SYMBOL + at] = symbol
    s[L.TRACK_UP + at] = (cycle.index(s[L.TRICK_CATEGORY + t]) - d) % 4
    s[L.MARKERS_FREE + seat * L.SYMBOLS + symbol] -= 1


def sides(s: np.ndarray, pos: int, slot: str) -> dict[str, str]:
    up = int(s[L.TRACK_UP + pos * L.GRID + slot_id(slot)])
    cycle = s[L.MARKER_CYCLE:L.MARKER_CYCLE + 4]
    return {name: CATEGORIES[cycle[(up + d) % 4]] for d, name in enumerate(("up", "right", "down", "left"))}
