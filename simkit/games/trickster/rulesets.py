"""Rulesets: what a ruleset fixes (suits, setup, rounds, end, scoring); the heroes bring their effects.

The kernels read a ruleset as a small int array (``rules_array``, in the
order of ``simkit.games.trickster.layout.RULE_FIELDS``), so both games run on one engine.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    suits: tuple[str, ...]  # tie-break order
    min_players: int
    max_players: int
    rounds: int
    home_sets: tuple[str, ...]  # the hero sets a "random" deck draws from
    tiebreak_fewest_cards: bool  # a tie on score goes first to the fewest actual cards

    def hand_size(self, players: int) -> int:
        if self.name == "cot":
            return 11 if players <= 3 else 14 - players  # 11, 11, 10, 9, 8
        return 7 if players == 3 else 6 if players <= 6 else 5

    def trash_size(self, players: int) -> int:
        return 6 if self.name == "cot" else self.hand_size(players)

    def timeline_size(self, players: int) -> int:
        """Champions of Time with 2-3 players: a Timeline of 12 leads every trick."""
        return 12 if self.name == "cot" and players <= 3 else 0

    def outs_to_end(self, players: int) -> int:
        """How many times a hand may empty before the round ends (Fantasy, 3 players: twice)."""
        return 2 if self.name == "fantasy" and players == 3 else 1

    def refill_to(self, players: int) -> int:
        return 7 if self.name == "fantasy" and players == 3 else 0

    def rules_array(self, players: int) -> np.ndarray:
        return np.array([len(self.suits), self.rounds, self.hand_size(players), self.trash_size(players),
                         self.timeline_size(players), self.outs_to_end(players), self.refill_to(players),
                         int(self.tiebreak_fewest_cards)], dtype=np.int32)


COT = Ruleset("cot", "Trickster: Champions of Time",
              ("Red", "Orange", "Yellow", "Green", "Blue", "Violet", "Black", "White"), 2, 6, 3,
              ("Champions of Time", "Grand Gambit"), False)
FANTASY = Ruleset("fantasy", "Trickster: Fantasy",
                  ("Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"), 3, 7, 1,
                  ("Fantasy",), True)
RULESETS = {COT.name: COT, FANTASY.name: FANTASY}


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
