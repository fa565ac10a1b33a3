"""Rulesets: what the ruleset fixes (suits, player counts); the heroes bring their effects."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    suits: tuple[str, ...]  # tie-break order
    min_players: int
    max_players: int


COT = Ruleset("cot", "Trickster: Champions of Time",
              ("Red", "Orange", "Yellow", "Green", "Blue", "Violet", "Black", "White"), 2, 6)
RULESETS = {COT.name: COT}


class RulesetError(ValueError):
    pass


def get_ruleset(name: str) -> Ruleset:
    key = name.strip().lower()
    if key not in RULESETS:
        raise RulesetError(f"unknown ruleset {name!r} (known: {', '.join(RULESETS)})")
    return RULESETS[key]


def check_players(ruleset: Ruleset, players: int) -> None:
    if not ruleset.min_players <= players <= ruleset.max_players:
        raise RulesetError(f"{ruleset.title} is for {ruleset.min_players}-{ruleset.max_players} players, "
                           f"not {players}")
