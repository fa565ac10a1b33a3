"""Hand-built Trickarus states with named cards, for the rule tests."""

from __future__ import annotations

import numpy as np

from simkit.games.trickarus import GAME
from simkit.games.trickarus.composition import COLOURS, DEFAULT_COMPOSITION, Composition, load_composition
from simkit.games.trickarus.engine import init_game_nb
from simkit.games.trickarus.layout import (HAND_COUNT, HEIGHT, LEADER, LOC, NEED_DEAL, SIDE, ROUND, STATE_SIZE,
                                           TRICK_NO, ZONE_DISCARD)
from simkit.games.trickarus.records import RECORD_WIDTH

COMPOSITION = load_composition(DEFAULT_COMPOSITION)
FIRST_ASSUMPTION = load_composition("trickarus-assumed-v1")  # the named alternative
LIGHTNING = COMPOSITION.lightning_card


def card(day: str, composition: Composition = COMPOSITION) -> int:
    """The card whose Day side is ``day`` ("Yellow 8"); "Lightning" for the Lightning card."""
    if day == "Lightning":
        return composition.lightning_card
    colour, value = day.split()
    return composition.sides.index(next(s for s in composition.sides
                                        if (s[0], s[1]) == (COLOURS.index(colour), int(value))))


def night_card(night: str, composition: Composition = COMPOSITION) -> int:
    """The card whose Night side is ``night`` ("Blue 0")."""
    colour, value = night.split()
    return composition.sides.index(next(s for s in composition.sides
                                        if (s[2], s[3]) == (COLOURS.index(colour), int(value))))


def new_state(players: int, hands: list[list[int]], ruleset: str = "trickarus", leader: int = 0,
              heights: list[int] | None = None, night: bool = False,
              composition: Composition = COMPOSITION) -> np.ndarray:
    """A state in round 1, trick 1, with these hands (every other card in the discard)."""
    setup = GAME.make_setup(ruleset, players, composition.name, "random")
    s = np.zeros(STATE_SIZE, dtype=np.int32)
    init_game_nb(s, *setup.kernel_args()[:-1])
    for c in range(composition.n_cards):
        s[LOC + c] = ZONE_DISCARD
    for p, hand in enumerate(hands):
        for c in hand:
            s[LOC + c] = p
        s[HAND_COUNT + p] = len(hand)
    s[NEED_DEAL] = 0
    s[ROUND] = 1
    s[TRICK_NO] = 1
    s[LEADER] = leader
    s[SIDE] = 1 if night else 0
    for p, h in enumerate(heights or []):
        s[HEIGHT + p] = h
    return s


def no_trace() -> np.ndarray:
    return np.zeros((1, RECORD_WIDTH), dtype=np.int32)
