"""A Tricksters trace as text for a person (``simkit replay``)."""

from __future__ import annotations


def _place(p: list) -> str:
    return f"{p[0]} {p[1]}" if len(p) > 1 else p[0]


def render_events(events: list[dict]) -> str:
    head = events[0]
    lines = [f"Tricksters ({head['ruleset']}), {head['players']} player(s), composition {head['composition']}, "
             f"seed {head['seed']} game {head['game']}",
             "strategies: " + ", ".join(f"seat {p}: {name}" for p, name in enumerate(head["strategies"]))]
    for ev in events[1:]:
        kind = ev["event"]
        if kind == "deal":
            for p, hand in enumerate(ev["hands"]):
                lines.append(f"  seat {p} is dealt: {', '.join(hand)}")
            lines.append(f"  Cubs: {', '.join(ev['cubs']) or '-'}")
        elif kind == "round":
            lines.append(f"Round {ev['round']} (seat {ev['first']} starts)")
        elif kind == "turn":
            if ev["action"] == "draw":
                lines.append(f"  seat {ev['seat']} draws ({ev['cubs']} Cub(s), {ev['deck']} from the deck"
                             + (f", {ev['pile2']} from the second pile)" if ev["pile2"] else ")"))
            elif ev["action"] == "pass":
                lines.append(f"  seat {ev['seat']} passes")
        elif kind == "move":
            cause = ev["cause"]
            if cause in ("draw", "cub", "refill", "face_down", "aside"):
                continue
            lines.append(f"    {ev['card']}: {_place(ev['from'])} -> {_place(ev['to'])} ({cause})")
        elif kind == "reveal":
            lines.append(f"    shown to all: {ev['card']} ({ev['reason']})")
        elif kind == "look":
            lines.append(f"    seat {ev['seat']} looks at seat {ev['target']}'s hand")
        elif kind == "effects_turn":
            lines.append(f"  effects turn of seat {ev['seat']} (avatar colour {ev['colour'] or 'none'})")
        elif kind == "effect":
            lines.append(f"    {ev['effect']} from {ev['card']}: {'resolved' if ev['resolved'] else 'fizzled'}")
        elif kind == "score":
            weights = ", ".join(f"{c} {w}" for c, w in ev["weights"].items())
            classes = ", ".join(f"{c} {k}" for c, k in ev["classes"].items())
            lines.append(f"  scoring: weights {weights}; {classes}; Perceivers' points {ev['perceiver_points']}")
        elif kind == "energy":
            lines.append(f"    energy: {ev['side'] or 'undecided'} (Light {ev['light']}, Dark {ev['dark']})")
        elif kind == "seat_score":
            side = f" {ev['side']}" if ev["side"] else ""
            lines.append(f"    seat {ev['seat']} ({ev['class']}): +{ev['points']}{side} -> ledger {ev['ledger']}"
                         + (f" ({ev['cancelled']} cancelled)" if ev["cancelled"] else ""))
        elif kind == "deck_score":
            lines.append(f"    the deck: +{ev['points']} {ev['side']} -> {ev['ledger']}")
        elif kind == "time":
            lines.append(f"    time counters left: {ev['left']} ({ev['reason']})")
        elif kind == "cub_row":
            lines.append(f"    the Cub row shrinks to {ev['size']}")
        elif kind == "playing_on":
            lines.append(f"  tie: seats {ev['seats']} play on")
        elif kind == "game_end":
            lines.append(f"Game over after {ev['rounds']} rounds and {ev['turns']} turns"
                         + (" (capped)" if ev["capped"] else "") + f"; ledgers (Light +, Dark -): {ev['ledgers']}"
                         + (f"; winners: {ev['winners']}" if ev["winners"] else "; no winner"))
    return "\n".join(lines) + "\n"
