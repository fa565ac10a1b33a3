"""Turn a traced Tricksters game's int records into JSON Lines events (docs/tricksters.md)."""

from __future__ import annotations

import numpy as np

from simkit.games.tricksters.layout import (CLASS_NAMES, DECK_LEDGER, EFFECT_NAMES, LEDGER, MAX_PLAYERS, N_PLAYERS,
                                            ROUND, TIME, TURNS, ZONE_ASIDE, ZONE_AVATAR0, ZONE_CUBS, ZONE_DECK,
                                            ZONE_DECK2, ZONE_DESTROYED, ZONE_DISCARD, ZONE_POOL, ZONE_REVEALED)
from simkit.games.tricksters.zones import (CAUSE_NAMES, EV_CLASSES, EV_CUB_ROW, EV_DEAL, EV_DECK_SCORE,
                                           EV_EFFECT, EV_EFFECTS_TURN, EV_ENERGY, EV_GAME_END, EV_LOOK, EV_MOVE,
                                           EV_PLACED, EV_PLAYING_ON, EV_REFILL, EV_REVEAL, EV_ROUND, EV_SCORE,
                                           EV_SEAT_SCORE, EV_SHUFFLE, EV_TIME, EV_TURN, EV_WINNER, REVEAL_NAMES)

SIDE_NAMES = ("Light", "Dark")
TURN_ACTIONS = ("draw", "place", "pass")
SHARED_PLACES = {ZONE_DECK: "deck", ZONE_DECK2: "pile2", ZONE_CUBS: "cubs", ZONE_POOL: "pool",
                 ZONE_ASIDE: "aside", ZONE_REVEALED: "revealed", ZONE_DISCARD: "discard",
                 ZONE_DESTROYED: "destroyed"}
DECKS = (ZONE_DECK, ZONE_DECK2)  # listed top first in the trace


def place(zone: int) -> list:
    if zone < MAX_PLAYERS:
        return ["hand", zone]
    if zone < ZONE_DECK:
        return ["avatar", zone - ZONE_AVATAR0]
    return [SHARED_PLACES[zone]]


def side_name(side: int):
    return SIDE_NAMES[side] if side >= 0 else None


def records_to_events(records, final_state: np.ndarray, header: dict, card_names: list[str]) -> list[dict]:
    """The trace events of one game; ``header`` is the first line's content (after "event")."""
    colours = header["colours"]
    players = header["players"]
    events = [{"event": "game", **header}]
    winners = []
    i = 0
    n = len(records)

    def placed_after(i: int) -> tuple[int, dict[int, list[int]]]:
        zones: dict[int, list[int]] = {}
        while i < n and records[i][0] == EV_PLACED:
            zones.setdefault(int(records[i][2]), []).append(int(records[i][1]))
            i += 1
        return i, zones

    def listed(zone: int, cards: list[int]) -> list[str]:
        order = reversed(cards) if zone in DECKS else cards
        return [card_names[c] for c in order]

    while i < n:
        code, a, b, c, d, e, f, g = (int(x) for x in records[i])
        i += 1
        if code == EV_DEAL:
            i, zones = placed_after(i)
            events.append({"event": "deal", "deck": listed(ZONE_DECK, zones.get(ZONE_DECK, [])),
                           "pile2": listed(ZONE_DECK2, zones.get(ZONE_DECK2, [])),
                           "cubs": listed(ZONE_CUBS, zones.get(ZONE_CUBS, [])),
                           "hands": [listed(p, zones.get(p, [])) for p in range(players)]})
        elif code == EV_SHUFFLE:
            i, zones = placed_after(i)
            events.append({"event": "shuffle", "place": place(a), "order": listed(a, zones.get(a, []))})
        elif code == EV_MOVE:
            events.append({"event": "move", "card": card_names[a], "from": place(b), "to": place(c),
                           "cause": CAUSE_NAMES[d]})
        elif code == EV_ROUND:
            events.append({"event": "round", "round": a, "first": b})
        elif code == EV_TURN:
            event = {"event": "turn", "seat": a, "action": TURN_ACTIONS[b]}
            if b == 0:
                event.update({"cubs": bin(c & 0xF).count("1"), "deck": (c >> 4) & 0xF, "pile2": (c >> 8) & 0xF})
            events.append(event)
        elif code == EV_REVEAL:
            events.append({"event": "reveal", "card": card_names[a], "reason": REVEAL_NAMES[b]})
        elif code == EV_REFILL:
            events.append({"event": "refill", "place": place(a)})
        elif code == EV_LOOK:
            events.append({"event": "look", "seat": a, "target": b})
        elif code == EV_EFFECTS_TURN:
            events.append({"event": "effects_turn", "seat": a, "colour": colours[b] if b >= 0 else None})
        elif code == EV_EFFECT:
            events.append({"event": "effect", "seat": a, "effect": EFFECT_NAMES[b], "card": card_names[c],
                           "resolved": bool(d)})
        elif code == EV_SCORE:
            events.append({"event": "score", "weights": dict(zip(colours, (a, b, c))),
                           "cards": dict(zip(colours, (d, e, f))), "perceiver_points": g})
        elif code == EV_CLASSES:
            events[-1]["classes"] = dict(zip(colours, (CLASS_NAMES[a], CLASS_NAMES[b], CLASS_NAMES[c])))
        elif code == EV_ENERGY:
            events.append({"event": "energy", "side": side_name(a), "light": b, "dark": c})
        elif code == EV_SEAT_SCORE:
            events.append({"event": "seat_score", "seat": a, "class": CLASS_NAMES[b], "points": c,
                           "side": side_name(d), "ledger": e, "cancelled": f})
        elif code == EV_DECK_SCORE:
            events.append({"event": "deck_score", "points": a, "side": side_name(b), "ledger": c})
        elif code == EV_TIME:
            events.append({"event": "time", "left": a, "reason": ("round", "skull")[b]})
        elif code == EV_CUB_ROW:
            events.append({"event": "cub_row", "size": a})
        elif code == EV_PLAYING_ON:
            events.append({"event": "playing_on", "seats": [p for p in range(players) if a >> p & 1]})
        elif code == EV_WINNER:
            winners.append(a)
        elif code == EV_GAME_END:
            events.append({"event": "game_end", "capped": bool(a),
                           "ledgers": [int(final_state[LEDGER + p]) for p in range(int(final_state[N_PLAYERS]))],
                           "deck_ledger": int(final_state[DECK_LEDGER]), "time_left": int(final_state[TIME]),
                           "rounds": int(final_state[ROUND]), "turns": int(final_state[TURNS]),
                           "winners": list(winners)})
        else:
            raise ValueError(f"unknown trace record code {code}")
    return events
