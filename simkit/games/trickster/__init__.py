"""Trickster: Champions of Time and Fantasy, the first game family (layout, rulesets, heroes.toml,
rules and effect kernels, batch, trace and render; docs/architecture.md)."""

from simkit.games.trickster.game import GAME

__all__ = ["GAME"]
