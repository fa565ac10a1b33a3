"""Trace decoders of Dahlgaard's Academy (records.py, codes 200-219; docs/trickerion-trace.md,
"Dahlgaard's Academy (part 3)"), added to trace.py's DECODERS, and the setup's Academy fields.

Places in the trace: a renovation slot is ``[space name, slot]`` (slot 0 or 1 of its tile); a
Secret's place is ``"stack"``, ``["academy", slot]``, ``["protege", seat, slot]``, ``"box"`` or
``["drawn", seat]`` (P30: seen by the drawer only).
"""

from __future__ import annotations

from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.vocabulary import SPACE_KINDS


def room_place(w, place: int) -> list | None:
    """A renovation slot ``space * 2 + slot`` as ``[space name, slot]``; None for -1."""
    if place < 0:
        return None
    return [w.names.space(place // L.SPACE_SLOTS), place % L.SPACE_SLOTS]


def secret_place(seat: int, place: int, slot: int):
    if place == R.SPLACE_STACK:
        return "stack"
    if place == R.SPLACE_ACADEMY:
        return ["academy", slot]
    if place == R.SPLACE_PROTEGE:
        return ["protege", seat, slot]
    if place == R.SPLACE_DRAWN:
        return ["drawn", seat]
    return "box"


def academy_setup(w) -> dict:
    """The setup's tile stacks (top first), the dealt Secrets, the Secret stack and each seat's
    Banners (EV_TILE_STACK, EV_SECRET, EV_SECRET_STACK, EV_BANNERS)."""
    stacks: dict[str, list[str]] = {}
    face_up = [None] * L.ACADEMY_SECRETS
    stack: list[str] = []
    banners: list[int] = [0] * w.players
    while w.peek() in (R.EV_TILE_STACK, R.EV_SECRET, R.EV_SECRET_STACK, R.EV_BANNERS):
        code, a, b, c, d, e, *_ = w.next_record(w.peek())
        if code == R.EV_TILE_STACK:
            kind, level = divmod(a, 3)
            stacks.setdefault(f"{SPACE_KINDS[kind]} {level + 1}", []).append(w.names.tile(c))
        elif code == R.EV_SECRET:  # seat, secret, from, to, to slot
            face_up[e] = w.names.secret(b)
        elif code == R.EV_SECRET_STACK:
            stack.append(w.names.secret(b))
        else:
            banners[a] = c
    return {"tile_stacks": stacks, "academy_secrets": face_up, "secret_stack": stack, "banners": banners}


def decode_tile_stack(w, row: list[int]) -> None:  # only at setup (academy_setup)
    return None


def decode_secret(w, row: list[int]) -> dict:
    _, seat, secret, src, dst, to_slot, cause, from_slot = row
    return {"event": "secret", "seat": None if seat < 0 else seat, "secret": w.names.secret(secret),
            "from": secret_place(seat, src, from_slot), "to": secret_place(seat, dst, to_slot),
            "cause": R.SECRET_CAUSES[cause]}


def decode_secret_stack(w, row: list[int]) -> dict:
    """The Secret stack's order after End Turn's deal, one record per Secret: folded into one event."""
    order = [w.names.secret(row[2])]
    while w.peek() == R.EV_SECRET_STACK:
        order.append(w.names.secret(w.next_record(R.EV_SECRET_STACK)[2]))
    return {"event": "secret_stack", "order": order}


def decode_banners(w, row: list[int]) -> dict:
    _, seat, count, left, placed, cause, by, _ = row
    return {"event": "banner", "seat": seat, "count": count, "left": left, "placed": placed,
            "cause": R.BANNER_CAUSES[cause], "by": None if by < 0 else by}


def decode_academy_marker(w, row: list[int]) -> dict:
    _, seat, trick, src, dst, cause, *_ = row
    return {"event": "academy_marker", "seat": seat, "trick": w.names.trick(trick), "from": room_place(w, src),
            "to": room_place(w, dst), "cause": R.AMARKER_CAUSES[cause]}


def decode_rooms_open(w, row: list[int]) -> dict:
    _, turn, rooms, *_ = row
    opened = [w.names.space(i) for i in range(int(w.template[L.N_SPACES]))
              if int(w.template[L.SPACE_OPENS + i]) == turn]
    return {"event": "room_opens", "from_turn": turn, "spaces": opened}


def decode_classroom(w, row: list[int]) -> dict:
    _, seat, trick, space, slot, doubled, *_ = row
    return {"event": "classroom", "seat": seat, "trick": w.names.trick(trick), "place": [w.names.space(space), slot],
            "doubled": bool(doubled)}


def decode_aside(w, row: list[int]) -> None:  # the `trick` event that follows says it (cause "aside")
    return None


def decode_banner_score(w, row: list[int]) -> dict:
    _, seat, banners, rank, fame, *_ = row
    return {"event": "banner_score", "seat": seat, "banners": banners, "rank": rank, "fame": fame}


def decode_secret_use(w, row: list[int]) -> dict:
    _, seat, ch, secret, anjali, *_ = row
    return {"event": "secret_use", "seat": seat, "character": w.character(seat, ch), "secret": w.names.secret(secret),
            "anjali": bool(anjali)}


def decode_anjali_coin(w, row: list[int]) -> dict:
    _, seat, slot, secret, coins, *_ = row
    return {"event": "anjali_coin", "seat": seat, "slot": slot, "secret": w.names.secret(secret), "coins": coins}


def decode_taught_markers(w, row: list[int]) -> dict:
    return {"event": "taught_markers", "seat": row[1], "trick": w.names.trick(row[2])}


def decode_assign_late(w, row: list[int]) -> dict:
    return {"event": "assign_late", "seat": row[1]}


ACADEMY_DECODERS = {
    R.EV_TILE_STACK: decode_tile_stack, R.EV_SECRET: decode_secret, R.EV_SECRET_STACK: decode_secret_stack,
    R.EV_BANNERS: decode_banners, R.EV_ACADEMY_MARKER: decode_academy_marker, R.EV_ROOMS_OPEN: decode_rooms_open,
    R.EV_CLASSROOM: decode_classroom, R.EV_ASIDE: decode_aside, R.EV_BANNER_SCORE: decode_banner_score,
    R.EV_SECRET_USE: decode_secret_use, R.EV_ANJALI_COIN: decode_anjali_coin,
    R.EV_TAUGHT_MARKERS: decode_taught_markers, R.EV_ASSIGN_LATE: decode_assign_late,
}


def academy_action_fields(w, word: str, seat: int, fields: list[int]) -> dict:
    """The `action` event's fields of the Academy's actions (records.py, ACTION_FIELDS)."""
    n = w.names
    if word == "renovate":
        space, level, tile, price = fields
        return {"space": n.space(space), "level": level, "tile": n.tile(tile), "coins": price}
    if word in ("practice", "teach"):
        trick, to, src = fields[:3]
        return {"trick": n.trick(trick), "to": room_place(w, to), "from": room_place(w, src)}
    if word == "learn_secret":
        secret, slot, replaced = fields[:3]
        return {"secret": n.secret(secret), "slot": slot, "replaced": None if replaced < 0 else n.secret(replaced)}
    if word == "discover_secret":
        return {"secret": n.secret(fields[0]), "slot": fields[1]}
    return {}
