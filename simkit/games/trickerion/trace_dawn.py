"""Trace decoders of Dawn of Technology (records.py, codes 220-229; docs/trickerion-trace.md,
"Dawn of Technology (part 4)"), added to trace.py's DECODERS. A Contraption is named by its
composition name; its board is the seat's Favourite category's."""

from __future__ import annotations

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.vocabulary import CATEGORIES


def contraption_name(w, c: int) -> str | None:
    """Contraption ``category * 4 + k`` by its name; None for -1."""
    if c < 0:
        return None
    return w.comp.contraptions.names[c // L.CONTRAPTIONS][c % L.CONTRAPTIONS]


def build_fields(w, c: int, coins: int) -> dict:
    """The `action` event's fields of build_contraption: which one (its slot, 1-4 bottom-up) and its Coins."""
    return {"contraption": contraption_name(w, c), "board": CATEGORIES[c // L.CONTRAPTIONS],
            "slot": c % L.CONTRAPTIONS + 1, "coins": coins}


def decode_contraption(w, row: list[int]) -> dict:
    _, seat, c, change, *_ = row
    return {"event": "contraption", "seat": seat, "contraption": contraption_name(w, c),
            "change": R.CONTRAPTION_CHANGES[change]}


DAWN_DECODERS = {R.EV_CONTRAPTION: decode_contraption}
