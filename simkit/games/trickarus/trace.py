"""Trace records of one game -> the JSON-serialisable events of docs/trickarus.md ("Trace format")."""

from __future__ import annotations

import numpy as np

import simkit
from simkit.games.base import GameSetupError
from simkit.games.trickarus.composition import COLOURS, Composition
from simkit.games.trickarus.layout import HEIGHT, TRACE_COUNT, TRACK_SPACES, ZONE_OUT, ZONE_SAVED
from simkit.games.trickarus.records import (EV_DEAL, EV_DEALT, EV_FLIP, EV_GAME_END, EV_PLAY, EV_ROUND_END, EV_TRICK,
                                            EV_TRICK_END, RECORD_WIDTH)

SIDES = ("day", "night")
MAX_RECORDS = 20000


def card_list(comp: Composition) -> list[dict]:
    cards = [{"id": i, "day": [COLOURS[dc], dv], "night": [COLOURS[nc], nv]}
             for i, (dc, dv, nc, nv) in enumerate(comp.sides)]
    if comp.lightning:
        cards.append({"id": comp.lightning_card, "lightning": True})
    return cards


def empty_records() -> np.ndarray:
    return np.zeros((MAX_RECORDS, RECORD_WIDTH), dtype=np.int32)


def events_of(header: dict, records: np.ndarray, state: np.ndarray) -> list[dict]:
    """The game's events: ``header`` (the "game" event) then one per record, deals grouped."""
    count = int(state[TRACE_COUNT])
    if count > records.shape[0]:
        raise GameSetupError(f"trace of {count} records overflows the buffer of {records.shape[0]}")
    players = header["players"]
    events = [header]
    deal = None
    for row in records[:count].tolist():
        code, a, b, c, d, e, f, _ = row
        if code == EV_DEALT:
            key = "saved" if b == ZONE_SAVED else "out" if b == ZONE_OUT else None
            (deal[key] if key else deal["hands"][b]).append(a)
            continue
        if code == EV_DEAL:
            deal = {"event": "deal", "round": a, "leader": b, "side": "day",
                    "hands": [[] for _ in range(players)], "saved": [], "out": []}
            events.append(deal)
        elif code == EV_TRICK:
            events.append({"event": "trick", "round": a, "trick": b, "leader": c})
        elif code == EV_PLAY:
            events.append({"event": "play", "seat": a, "card": b, "side": SIDES[c]})
        elif code == EV_FLIP:
            events.append({"event": "flip", "side": SIDES[a]})
        elif code == EV_TRICK_END:
            events.append({"event": "trick_end", "winner": a, "from": b, "to": c, "sun": bool(d),
                           "lightning": bool(e), "down": bool(f)})
        elif code == EV_ROUND_END:
            events.append({"event": "round_end", "round": a, "heights": [b, c, d, e, f][:players]})
        elif code == EV_GAME_END:
            events.append({"event": "end", "winners": [p for p in range(players) if (a >> p) & 1],
                           "heights": [int(state[HEIGHT + p]) for p in range(players)],
                           "capped": bool(b), "success": bool(c)})
    for event in events:
        if event.get("event") == "deal":
            for hand in event["hands"]:
                hand.sort()
            event["saved"].sort()
    return events


def game_header(game_name: str, setup, comp: Composition, seed: int, game: int, mode: str,
                round_limit: int) -> dict:
    return {"event": "game", "family": game_name, "ruleset": setup.ruleset, "players": setup.players,
            "composition": setup.deck, "strategies": list(setup.strategies), "seed": seed, "game": game,
            "version": simkit.__version__, "mode": mode, "round_limit": round_limit,
            "track_spaces": TRACK_SPACES, "removed_for_3_players": comp.removed_for_three,
            "cards": card_list(comp)}
