"""Turn a traced game's int records into the JSON Lines trace (docs/trace-format.md)."""

from __future__ import annotations


from simkit.games.trickster.layout import PATTERN_NAMES, ZONE_DECK, ZONE_POT, ZONE_TABLEAU0, ZONE_TIMELINE, ZONE_TRASH
from simkit.games.trickster.tracebuf import (BUST_NAMES, CAUSE_NAMES, EV_BUST, EV_DEAL, EV_DEALT, EV_EFFECT, EV_GAME_END,
                             EV_MOVE, EV_PATTERN, EV_REVEAL, EV_ROUND_END, EV_SEAT_SCORE, EV_SEAT_TOTAL,
                             EV_SIDEWAYS, EV_TRICK)


def place(zone: int, deck_end: str = "top") -> list:
    if zone < ZONE_TABLEAU0:
        return ["hand", zone]
    if zone < ZONE_POT:
        return ["tableau", zone - ZONE_TABLEAU0]
    if zone == ZONE_POT:
        return ["pot"]
    if zone == ZONE_TRASH:
        return ["trash"]
    if zone == ZONE_DECK:
        return ["deck", deck_end]
    if zone == ZONE_TIMELINE:
        return ["timeline"]
    raise ValueError(f"no such zone {zone}")


def records_to_events(records, *, game: dict, hero_names: list[str], suits: tuple[str, ...]) -> list[dict]:
    """The trace events of one game; ``game`` is the first line's content (after "event")."""
    deck_heroes = game["heroes"]
    n_suits = len(suits)
    players = game["players"]

    def card(c: int) -> str:
        return f"{suits[c % n_suits]} {deck_heroes[c // n_suits]}"

    def suit_list(mask: int) -> list[str]:
        return [suits[i] for i in range(n_suits) if mask >> i & 1]

    events = [{"event": "game", **game}]
    i = 0
    n = len(records)
    while i < n:
        code, a, b, c, d, e, f, _ = (int(x) for x in records[i])
        i += 1
        if code == EV_DEAL:
            zones: dict[int, list[int]] = {}
            while i < n and records[i][0] == EV_DEALT:
                zones.setdefault(int(records[i][2]), []).append(int(records[i][1]))
                i += 1
            events.append({
                "event": "deal", "round": a + 1,
                "deck": [card(x) for x in reversed(zones.get(ZONE_DECK, []))],
                "trash": [card(x) for x in zones.get(ZONE_TRASH, [])],
                "hands": [[card(x) for x in zones.get(p, [])] for p in range(players)],
                "timeline": [card(x) for x in reversed(zones.get(ZONE_TIMELINE, []))],
            })
        elif code == EV_MOVE:
            events.append({"event": "move", "card": card(a), "from": place(b, "top"),
                           "to": place(c, "bottom" if e else "top"), "cause": CAUSE_NAMES[d]})
        elif code == EV_TRICK:
            events.append({"event": "trick", "number": a, "leader": None if b < 0 else b, "trickster": c})
        elif code == EV_PATTERN:
            events.append({"event": "pattern", "pattern": PATTERN_NAMES[a], "trickster": b})
        elif code == EV_EFFECT:
            events.append({"event": "effect", "player": a, "hero": hero_names[b], "source": card(c),
                           "resolved": bool(d)})
        elif code == EV_SIDEWAYS:
            events.append({"event": "sideways", "card": card(a)})
        elif code == EV_REVEAL:
            events.append({"event": "reveal", "player": a, "cards": [card(x) for x in (c, d, e, f)[:b]]})
        elif code == EV_BUST:
            events.append({"event": "bust", "player": a, "reason": BUST_NAMES[b]})
        elif code == EV_ROUND_END:
            scores, majorities = [], []
            while i < n and records[i][0] == EV_SEAT_SCORE:
                scores.append(int(records[i][2]))
                majorities.append(suit_list(int(records[i][3])))
                i += 1
            events.append({"event": "round_end", "round": a + 1, "scores": scores, "majorities": majorities})
        elif code == EV_GAME_END:
            totals, winners = [], []
            while i < n and records[i][0] == EV_SEAT_TOTAL:
                totals.append(int(records[i][2]))
                if records[i][3]:
                    winners.append(int(records[i][1]))
                i += 1
            events.append({"event": "game_end", "totals": totals, "winners": winners})
        else:
            raise ValueError(f"unknown trace record code {code}")
    return events

