"""Tricksters rulesets: the standard game (2-8 players), team play and the two solo modes.

A ruleset becomes the small int array the kernels read (layout.RULE_FIELDS): mode, difficulty,
the additions that start the effects phase, X per round, the target, teams, Cub row, time.
With 5-8 players two copies of the composition are used, the effects phase starts after as
many additions as there are players, and X is twice the round.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.games.base import GameSetupError, RulesetInfo
from simkit.games.tricksters.layout import (LEVEL_EASY, LEVEL_HARD, LEVEL_NORMAL, MODE_SOLO1, MODE_SOLO2,
                                            MODE_STANDARD, MODE_TEAM)

TEAM_TARGETS = {2: 14, 3: 20, 4: 24}  # seats per team -> team target
SOLO_TIME = 7  # solo mode 1's time counters
TARGET = 7


@dataclass(frozen=True)
class Ruleset:
    info: RulesetInfo
    mode: int
    level: int = 0
    allowed: tuple[int, ...] = ()  # player counts, when not every count in the range

    @property
    def name(self) -> str:
        return self.info.name

    def check_players(self, players: int) -> None:
        info = self.info
        counts = self.allowed or tuple(range(info.min_players, info.max_players + 1))
        if players not in counts:
            raise GameSetupError(f"ruleset {info.name!r} takes {', '.join(map(str, counts))} players, got {players}")

    def copies(self, players: int) -> int:
        return 2 if players >= 5 else 1

    def rules_array(self, players: int) -> np.ndarray:
        """(MODE, LEVEL, TRIGGER, ASIDE_PER_ROUND, TARGET, N_TEAMS, CUB_SLOTS, TIME)."""
        big = players >= 5
        trigger = players if big else 4
        aside = 2 if big else 1
        target, teams, cubs, time = TARGET, 0, 2, 0
        if self.mode == MODE_TEAM:
            teams = 2
            target = TEAM_TARGETS[players // 2]
        elif self.mode == MODE_SOLO1:
            cubs, time = 3, SOLO_TIME
        elif self.mode == MODE_SOLO2:
            cubs = 0
        return np.array([self.mode, self.level, trigger, aside, target, teams, cubs, time], dtype=np.int32)


RULESETS: dict[str, Ruleset] = {r.name: r for r in (
    Ruleset(RulesetInfo("tricksters", "Tricksters (2-4 players; 5-8 with two copies)", 2, 8), MODE_STANDARD),
    Ruleset(RulesetInfo("tricksters-team", "Tricksters, team play (2 vs 2, 3 vs 3, 4 vs 4)", 4, 8), MODE_TEAM,
            allowed=(4, 6, 8)),
    Ruleset(RulesetInfo("tricksters-solo1-easy", "Tricksters, solo mode 1, Easy", 1, 1), MODE_SOLO1, LEVEL_EASY),
    Ruleset(RulesetInfo("tricksters-solo1-normal", "Tricksters, solo mode 1, Normal", 1, 1), MODE_SOLO1,
            LEVEL_NORMAL),
    Ruleset(RulesetInfo("tricksters-solo1-hard", "Tricksters, solo mode 1, Hard", 1, 1), MODE_SOLO1, LEVEL_HARD),
    Ruleset(RulesetInfo("tricksters-solo2", "Tricksters, solo mode 2 (the deck as opponent)", 1, 1), MODE_SOLO2),
)}


def get_ruleset(name: str) -> Ruleset:
    key = name.strip().lower()
    if key not in RULESETS:
        raise GameSetupError(f"unknown Tricksters ruleset {name!r} (known: {', '.join(RULESETS)})")
    return RULESETS[key]
