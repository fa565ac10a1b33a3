"""Strategy line-ups: one strategy per seat, or every mix of a field of strategies; rotated or not.

Rotation k moves every strategy k seats on (seat s plays what seat s - k played), so
``cautious,random,random,random`` rotated gives cautious in each seat once; rotations
that repeat a line-up are dropped.
"""

from __future__ import annotations

from itertools import combinations_with_replacement


def rotations(lineup: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The distinct rotations of a line-up, the line-up itself first."""
    seen: list[tuple[str, ...]] = []
    for k in range(len(lineup)):
        rotated = lineup[len(lineup) - k:] + lineup[:len(lineup) - k]
        if rotated not in seen:
            seen.append(rotated)
    return seen


def field_lineups(field: list[str], players: int) -> list[tuple[str, ...]]:
    """Every mix of the field's strategies over the seats (multisets, in field order)."""
    return list(combinations_with_replacement(field, players))


def seat_lineup(seats: list[str], players: int) -> tuple[str, ...] | None:
    """The line-up of a seats list at this player count: one name fills every seat;
    a list of another length does not apply (None)."""
    if len(seats) == 1:
        return tuple(seats) * players
    return tuple(seats) if len(seats) == players else None
