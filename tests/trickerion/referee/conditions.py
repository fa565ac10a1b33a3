"""The level-3 Tricks' end-game conditions (RULES §1.13, G75, T7), read from each Trick's
`end_bonus` in the composition: the Fame a seat's Trick scores at the end."""

from __future__ import annotations

from .data import char_type
from .errors import require


def condition_fame(referee, seat, trick: str) -> int:
    """The Fame of `trick`'s end-game condition for `seat`, capped (G75); 0 unless its components are
    met or at least 1 marker is on its card."""
    d, g = referee.data, referee.game
    bonus = d.tricks[trick].get("end_bonus") or {}
    kind = bonus.get("kind", "none")
    if kind == "none":
        return 0
    sym = seat.tricks[trick]["symbol"]
    if not (seat.meets(d.tricks[trick]["components"], d.max_per_type) or seat.on_trick.get(sym, 0) > 0):
        return 0
    fame = bonus.get("fame", 0)
    if kind == "per_marker_on_trick_cards":
        units = sum(seat.on_trick.values())
    elif kind == "per_marker":   # R8: every marker of the seat out of its supply, on Trick cards or in the Theater
        units = sum(seat.on_trick.values()) + sum(g.in_theater(seat.index, s) for s in {i["symbol"] for i in
                                                                                          seat.tricks.values()})
    elif kind == "per_shard":
        units = seat.shards
    elif kind == "per_trick_of_level":
        units = sum(1 for t in seat.tricks if d.level(t) == bonus["level"])
    elif kind == "per_trick_owned":
        units = len(seat.tricks)
    elif kind == "per_unused_special_assignment":
        units = len(seat.sa_hand)
    elif kind == "if_characters":
        owned = {char_type(c) for c in seat.characters}
        units = 1 if all(c in owned for c in bonus["characters"]) else 0
    elif kind == "per_component_of_tier":   # T7: tokens held, the Manager's +1 not counted
        units = sum(seat.held(c) for c, tier in d.tier.items() if tier == bonus["tier"])
    elif kind == "if_tricks_owned":
        units = 1 if len(seat.tricks) >= bonus["count"] else 0
    elif kind == "per_apprentice":   # as T3: every Apprentice owned, the Assistant's too
        units = len(seat.apprentices())
    elif kind == "per_coins":
        units = seat.coins // bonus["coins"]
    else:
        require(False, f"an end-game condition kind the referee knows (not {kind})")
    score = fame * units
    return min(score, d.end_bonus_cap) if d.end_bonus_cap else score
