"""Trickarus: double-sided cards, Day and Night, and a race to (not into) the sun (docs/trickarus.md)."""

from simkit.games.trickarus.game import GAME

__all__ = ["GAME"]
