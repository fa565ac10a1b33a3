"""Tricksters (Annukuh cards): the second game family (docs/tricksters.md)."""

from simkit.games.tricksters.game import TrickstersGame

GAME = TrickstersGame()
