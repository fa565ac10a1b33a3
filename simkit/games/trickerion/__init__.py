"""Trickerion: Legends of Illusion, the base game (issue 15, part 1): docs/trickerion.md, its
trace format docs/trickerion-trace.md."""

from simkit.games.trickerion.game import GAME

__all__ = ["GAME"]
