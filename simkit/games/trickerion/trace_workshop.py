"""Trace decoders of the Workshop's card effects (records.py, codes 140-149; docs/trickerion-trace.md,
"Card effects of the Workshop"), added to trace.py's DECODERS."""

from __future__ import annotations

from simkit.games.trickerion import records as R


def decode_enhance(w, row: list[int]) -> None:
    """enhance_trick joins the `prepare` action: whether the Shards were paid, and the card's numbers."""
    _, seat, trick, card, paid, shards, fame, coins = row
    w.action["enhance"] = {"paid": bool(paid), "shards": shards, "fame": fame, "coins": coins}
    return None


def decode_elsewhere(w, row: list[int]) -> None:
    w.action["elsewhere"] = w.names.trick(row[2])
    return None


def decode_returned(w, row: list[int]) -> None:
    w.action.setdefault("returned", {})[w.names.component(row[2])] = row[3]
    return None


def decode_on_stage(w, row: list[int]) -> None:
    """The Prepare's marker that goes on stage: its place and orientation join the `prepare` action,
    and the `marker` event that follows (trick -> card) shows them as a Set Up's does."""
    _, seat, trick, symbol, card, slot, up, facing = row
    n = w.names
    w.orientation = {"facing": n.slot(facing), "sides": n.sides(up)}
    w.action["on_stage"] = {"card": n.card(card), "slot": n.slot(slot), **w.orientation}
    return None


def decode_hidden_talent(w, row: list[int]) -> dict:
    _, seat, apprentice, slot, ctype, due, paid, short = row
    name = w.character(seat, apprentice)
    specialist = w.names.character_type(ctype)
    w.character_names[(seat, slot)] = specialist
    return {"event": "hidden_talent", "seat": seat, "apprentice": name, "specialist": specialist,
            "wage": {"due": due, "paid": paid, "short": short}}


WORKSHOP_DECODERS = {R.EV_ENHANCE: decode_enhance, R.EV_ON_STAGE: decode_on_stage, R.EV_HIDDEN_TALENT: decode_hidden_talent,
                     R.EV_ELSEWHERE: decode_elsewhere, R.EV_RETURNED: decode_returned}
