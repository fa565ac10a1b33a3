"""Trickerion (seed 004), phase 1 groundwork: the composition (card and board data) and its loader.

Not registered in simkit/games/registry.py yet: the game is not playable until its kernels exist
(docs/trickerion.md). The trace format the engine and the referee will follow is
docs/trickerion-trace.md.
"""
