"""A Trickerion trace as text for a person (``simkit replay``): the setup, then per turn the dice,
initiative, assignments, every placement with its actions, the performances, End Turn and the
end scoring, one short line each (the trace itself has every field: docs/trickerion-trace.md)."""

from __future__ import annotations


def _resources(e: dict) -> str:
    parts = [f"{e[k]:+d} {word}" for k, word in (("fame", "Fame"), ("coins", "Coins"), ("shards", "Shards")) if e[k]]
    return ", ".join(parts) or "nothing"


def _action(e: dict) -> str:
    what = e["action"].replace("_", " ")
    details = {k: v for k, v in e.items() if k not in ("event", "turn", "seat", "character", "action", "ap", "ap_left")
               and v is not None and v != []}
    text = ", ".join(f"{k} {v}" for k, v in details.items() if k not in ("sides",))
    return f"{what} ({e['ap']} AP, {e['ap_left']} left){': ' + text if text else ''}"


def render(events: list[dict]) -> str:
    header = events[0]
    seats = [f"seat {p} ({name})" for p, name in enumerate(header["strategies"])]
    lines = [f"Trickerion, {header['ruleset']}, {header['players']} players, composition {header['composition']}, "
             f"seed {header['seed']} game {header['game']}", "Seats: " + ", ".join(seats)]
    if header.get("assumed_data"):
        lines.append("Assumed data: " + ", ".join(header["assumed_data"]))
    for e in events[1:]:
        kind, seat = e["event"], e.get("seat")
        who = f"seat {seat}" if seat is not None else ""
        if kind == "setup":
            lines.append(f"\nSetup: {e['side']} card sides, track {', '.join(e['track'])}; "
                         f"initiative {e['initiative']}")
        elif kind == "magician":
            lines.append(f"  {who} plays {e['magician']}")
        elif kind == "specialist":
            lines.append(f"  {who} starts with the {e['specialist']}")
        elif kind == "turn":
            lines.append(f"\nTurn {e['turn']}")
        elif kind == "die" and e["cause"] == "roll":
            lines.append(f"  {e['die']} rolls {e['face']}")
        elif kind == "turn_setup":
            lines.append(f"  Turn Setup card {e['card']} blocks {e['blocked']}")
        elif kind == "initiative":
            lines.append(f"  initiative {e['order']}")
        elif kind == "advertise":
            lines.append(f"  {who} advertises (position {e['position']})")
        elif kind == "reveal":
            for p, cards in enumerate(e["assignments"]):
                lines.append(f"  seat {p} assigns " + ", ".join(f"{c} {loc or 'idle'}" for c, loc in cards.items()))
        elif kind == "place":
            where = f"{e['location']} {e['weekday']} slot {e['slot']}" if e["weekday"] else \
                f"{e['location']} slot {e['slot']}"
            lines.append(f"  {who} places {e['character']} at {where} ({e['ap']['total']} AP"
                         f"{', a Shard' if e['shard'] else ''})")
        elif kind == "unplaceable":
            lines.append(f"  {who}: {e['character']} finds no slot at {e['location']}")
        elif kind == "action":
            lines.append(f"    {_action(e)}")
        elif kind == "anytime":
            lines.append(f"  {who} anytime: {e['what'].replace('_', ' ')} {e.get('trick') or e.get('component')}")
        elif kind == "performance":
            lines.append(f"  {e['weekday']}: seat {e['seat']} performs {e['card'] or 'no card'}")
        elif kind == "gain" and e["cause"] not in ("shard_ap",):
            lines.append(f"      {who} {_resources(e)} ({e['cause'].replace('_', ' ')}); now {e['totals']}")
        elif kind == "wages":
            lines.append(f"  {who} pays wages {e['paid']} of {e['due']}" + (f", {e['short']} short" if e["short"] else ""))
        elif kind == "track":
            lines.append(f"  the track: {e['left'] or 'nothing'} leaves, {e['entered'] or 'nothing'} enters")
        elif kind == "turn_end":
            lines.append(f"  end of turn {e['turn']}: Fame {e['fame']}, Coins {e['coins']}, Shards {e['shards']}")
        elif kind == "end_score":
            lines.append(f"  {who} end scoring: {e['lines']}")
        elif kind == "game_end":
            result = ", ".join(f"seat {p}" for p in e["winners"]) or "nobody"
            lines.append(f"\nFinal Fame {e['scores']}; winner {result}"
                         + (" (by the tie-break)" if e["tiebreak"] else "") + f"; {e['length']} placements")
    return "\n".join(lines) + "\n"
