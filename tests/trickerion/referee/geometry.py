"""Marker geometry on a Performance card (RULES §1.9, G60, T2): grid directions, a marker's sides
and the Links between markers."""

from __future__ import annotations

from .errors import require

DIRECTIONS = ("up", "right", "down", "left")   # clockwise
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}


def cell(slot: str) -> tuple[int, int]:
    """(column, row): A, B, C the left column top to bottom; D, E, F the right column."""
    k = "ABCDEF".index(slot)
    return k // 3, k % 3


def direction(a: str, b: str) -> str | None:
    (ca, ra), (cb, rb) = cell(a), cell(b)
    if ca == cb and rb == ra - 1:
        return "up"
    if ca == cb and rb == ra + 1:
        return "down"
    if ra == rb and cb == ca + 1:
        return "right"
    if ra == rb and cb == ca - 1:
        return "left"
    return None


class Geometry:
    def sides_toward(self, slot: str, facing: str, category: str) -> dict:
        """The sides of a marker whose `category` faces the slot `facing` (the cycle runs clockwise)."""
        cycle = self.data.marker_cycle
        d = DIRECTIONS.index(direction(slot, facing))
        k = cycle.index(category)
        return {DIRECTIONS[(d + i) % 4]: cycle[(k + i) % 4] for i in range(4)}

    def circles_of(self, card: str, slot: str) -> list:
        return [(a, b, shard) for a, b, shard in self.data.cards[card]["links"] if slot in (a, b)]

    def check_orientation(self, card: str, slot: str, facing: str, sides: dict, category: str,
                          free_rotate: bool = False) -> None:
        if free_rotate:   # T111: Free Rotate, its own category need not face a link circle
            cycle = self.data.marker_cycle
            k = cycle.index(category)
            turns = [{d: cycle[(k + (j - i)) % 4] for j, d in enumerate(("up", "right", "down", "left"))}
                     for i in range(4)]
            require({x: sides.get(x) for x in ("up", "right", "down", "left")} in turns,
                    "Free Rotate: any of the marker's 4 turns, its sides following the marker cycle clockwise (T2)")
            return
        require(any({a, b} == {slot, facing} for a, b, _ in self.circles_of(card, slot)),
                "the marker's own category faces one of its slot's link circles (G60): facing names the slot across it")
        want = self.sides_toward(slot, facing, category)
        require({k: sides.get(k) for k in want} == want,
                "the marker's sides follow the marker cycle clockwise from its own category facing the circle "
                "(G60, T2)")

    def links_at(self, card: str, slot: str, markers: dict | None = None) -> list:
        """Links the marker on `slot` forms: [(circle, other slot, shard)]."""
        markers = self.game.cards[card] if markers is None else markers
        me = markers[slot]
        out = []
        for a, b, shard in self.circles_of(card, slot):
            other = b if a == slot else a
            if other in markers:
                d = direction(slot, other)
                if me["sides"][d] == markers[other]["sides"][OPPOSITE[d]]:
                    out.append((a + b, other, shard))
        return out

    def all_links(self, card: str) -> list:
        markers = self.game.cards[card]
        out = []
        for a, b, shard in self.data.cards[card]["links"]:
            if a in markers and b in markers:
                d = direction(a, b)
                if markers[a]["sides"][d] == markers[b]["sides"][OPPOSITE[d]]:
                    out.append((a, b, shard))
        return out
