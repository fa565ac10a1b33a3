"""What a trace's first line fixes: the mode, the card names, the table's numbers."""

from __future__ import annotations

from dataclasses import dataclass

EFFECTS = ("none", "eye", "swap", "skull", "x3")
ACTING = ("eye", "swap", "skull")


class Rejected(Exception):
    """The trace breaks a rule; the message says which event and why."""


@dataclass(frozen=True)
class Card:
    name: str
    colour: str
    side: str  # "Light" or "Dark"
    effect: str  # one of EFFECTS

    @property
    def weight(self) -> int:
        return 3 if self.effect == "x3" else 1

    @property
    def acts(self) -> bool:
        return self.effect in ACTING


def parse_card(name: str, colours: list[str]) -> Card:
    colour, side, effect, number = name.split(" ")
    if colour not in colours or side not in ("Light", "Dark") or effect not in EFFECTS or not number.isdigit():
        raise Rejected(f"unknown card name {name!r}")
    return Card(name, colour, side, effect)


@dataclass(frozen=True)
class Rules:
    mode: str  # "standard", "team", "solo1", "solo2"
    level: str  # solo mode 1: "easy", "normal", "hard"
    players: int
    trigger: int  # additions that start the effects phase
    aside_per_round: int
    target: int
    teams: int
    cub_slots: int
    time: int


def rules_of(game: dict) -> Rules:
    ruleset, n = game["ruleset"], game["players"]
    big = n >= 5
    trigger, aside = (n, 2) if big else (4, 1)
    if ruleset == "tricksters":
        if not 2 <= n <= 8:
            raise Rejected(f"{n} players cannot play {ruleset}")
        return Rules("standard", "", n, trigger, aside, 7, 0, 2, 0)
    if ruleset == "tricksters-team":
        if n not in (4, 6, 8):
            raise Rejected(f"team play needs 4, 6 or 8 players, not {n}")
        return Rules("team", "", n, trigger, aside, {4: 14, 6: 20, 8: 24}[n], 2, 2, 0)
    if n != 1:
        raise Rejected(f"{ruleset} is a solo mode, not for {n} players")
    if ruleset.startswith("tricksters-solo1-"):
        return Rules("solo1", ruleset.rsplit("-", 1)[1], 1, 4, 1, 7, 0, 3, 7)
    if ruleset == "tricksters-solo2":
        return Rules("solo2", "", 1, 4, 1, 7, 0, 0, 0)
    raise Rejected(f"unknown ruleset {ruleset!r}")
