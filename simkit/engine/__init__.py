"""Machinery every game's kernels share (how kernels are compiled, ...). Imports no game."""
