"""Render a trace for a person: round by round, trick by trick."""

from __future__ import annotations

PATTERN_TEXT = {"same_suit": "same suit", "same_hero": "same hero", "no_match": "no match"}
BUST_TEXT = {"no_legal_card": "has no legal card", "empty_hand": "has no card in hand",
             "all_played": "is the Trickster and everyone played"}


def place_text(place: list) -> str:
    if place[0] in ("hand", "tableau"):
        return f"{place[0]} {place[1]}"
    if place[0] == "deck":
        return f"deck {place[1]}"
    return place[0]


def render_trace(events: list[dict]) -> str:
    lines: list[str] = []
    out = lines.append
    for event in events:
        kind = event["event"]
        if kind == "game":
            out(f"{event['ruleset']}  {event['players']} players  seed {event['seed']}"
                f"{'  game ' + str(event['game']) if event.get('game') else ''}")
            out(f"heroes: {', '.join(event['heroes'])}")
            out("strategies: " + ", ".join(f"seat {i} {s}" for i, s in enumerate(event["strategies"])))
        elif kind == "deal":
            out("")
            out(f"== Round {event['round']} ==")
            out(f"trash: {', '.join(event['trash'])}")
            if event["timeline"]:
                out(f"Timeline (front first): {', '.join(event['timeline'])}")
            out(f"deck: {len(event['deck'])} cards")
            for seat, hand in enumerate(event["hands"]):
                out(f"hand {seat}: {', '.join(hand)}")
        elif kind == "trick":
            leader = "Timeline leads" if event["leader"] is None else f"seat {event['leader']} leads"
            out(f"  Trick {event['number']}: {leader}, seat {event['trickster']} is the Trickster")
        elif kind == "move":
            cause = event["cause"]
            if cause == "setup":
                out(f"  seat {event['from'][1]} puts {event['card']} in their tableau")
            elif cause == "play":
                out(f"    seat {event['from'][1]} plays {event['card']}")
            elif cause == "lead":
                out(f"    the Timeline leads {event['card']}")
            elif cause == "effect":
                out(f"        {event['card']}: {place_text(event['from'])} -> {place_text(event['to'])}")
            elif cause == "round_end":
                pass
            elif cause != "bust":
                out(f"    {event['card']}: {place_text(event['from'])} -> {place_text(event['to'])} ({cause})")
        elif kind == "pattern":
            out(f"      pattern: {PATTERN_TEXT[event['pattern']]} (Trickster: seat {event['trickster']})")
        elif kind == "effect":
            verb = "resolves" if event["resolved"] else "fizzles"
            out(f"      {event['hero']} ({event['source']}) {verb}")
        elif kind == "reveal":
            out(f"        revealed: {', '.join(event['cards'])}")
        elif kind == "sideways":
            out(f"        {event['card']} turns sideways")
        elif kind == "bust":
            out(f"    seat {event['player']} busts: {BUST_TEXT[event['reason']]}; collects the pot")
        elif kind == "round_end":
            out(f"  Round {event['round']} Trouble Points: "
                + ", ".join(f"seat {i} {score}" for i, score in enumerate(event["scores"])))
            for seat, suits in enumerate(event["majorities"]):
                if suits:
                    out(f"    seat {seat} has the most {', '.join(suits)}: those cards score nothing")
        elif kind == "game_end":
            out("")
            out("Final totals: " + ", ".join(f"seat {i} {t}" for i, t in enumerate(event["totals"])))
            winners = event["winners"]
            out(("Winner: seat " if len(winners) == 1 else "Shared win: seats ") + ", ".join(map(str, winners)))
    return "\n".join(lines) + "\n"
