"""A Trickarus trace as text for a person (``simkit replay``)."""

from __future__ import annotations

SUN_TEXT = "the sun"


def _card_names(header: dict) -> dict[int, tuple[str, str]]:
    """card id -> (Day text, Night text)."""
    names = {}
    for card in header["cards"]:
        if card.get("lightning"):
            names[card["id"]] = ("Lightning", "Lightning")
        else:
            names[card["id"]] = (f"{card['day'][0]} {card['day'][1]}", f"{card['night'][0]} {card['night'][1]}")
    return names


def render(events: list[dict]) -> str:
    header = events[0]
    names = _card_names(header)
    seats = [f"seat {p} ({name})" for p, name in enumerate(header["strategies"])]
    side = "day"
    lines = [f"Trickarus, {header['ruleset']}, {header['players']} players, composition {header['composition']}, "
             f"seed {header['seed']} game {header['game']}",
             "Seats: " + ", ".join(seats)]

    def show(card: int) -> str:
        day, night = names[card]
        return day if day == night else (f"{day} (by Night {night})" if side == "day" else f"{night} (by Day {day})")

    for event in events[1:]:
        kind = event["event"]
        if kind == "deal":
            side = "day"
            lines.append(f"\nRound {event['round']}: Day; seat {event['leader']} leads")
            for p, hand in enumerate(event["hands"]):
                lines.append(f"  seat {p}: " + ", ".join(names[c][0] for c in hand))
            if event["saved"]:
                lines.append(f"  saved for the next round: {len(event['saved'])} cards")
            if event["out"]:
                lines.append("  out of the game: " + ", ".join(f"{names[c][0]}/{names[c][1]}" for c in event["out"]))
        elif kind == "trick":
            lines.append(f" Trick {event['trick']} (seat {event['leader']} leads, {side})")
        elif kind == "play":
            lines.append(f"   seat {event['seat']} plays {show(event['card'])}")
        elif kind == "flip":
            side = event["side"]
            lines.append(f"   a 5: it is {side.capitalize()} now, every card turns")
        elif kind == "trick_end":
            how = "falls" if event["down"] else "climbs"
            text = f"   seat {event['winner']} wins and {how} from {event['from']} to {event['to']}"
            if event["sun"]:
                text = (f"   seat {event['winner']} wins, flies from {event['from']} into {SUN_TEXT} "
                        f"and falls to {event['to']}")
            if event["lightning"]:
                text += " (Lightning)"
            lines.append(text)
        elif kind == "round_end":
            lines.append(f" End of round {event['round']}: heights {event['heights']}")
        elif kind == "end":
            result = ", ".join(f"seat {p}" for p in event["winners"]) or "nobody"
            extra = " (capped: no flight before the safety cap)" if event["capped"] else ""
            if header.get("mode") == "coop":
                extra = " (the team landed everyone)" if event["success"] else " (the team failed)"
            lines.append(f"\nFinal heights {event['heights']}; winners: {result}{extra}")
    return "\n".join(lines) + "\n"
