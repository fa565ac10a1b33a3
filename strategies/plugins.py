"""Strategies from a user's Python file: ``--plugin path/to/my_strategy.py``.

A plugin file defines a numba kernel ``decide(s, rng, w, seat) -> option index``
(read only the seat's observation: docs/strategies.md) and registers it::

        from simkit.strategies.plugins import register_plugin

    @leaf
    def first_option_decide_nb(s, rng, w, seat):
        return 0

    register_plugin("first", "always the first legal option", first_option_decide_nb)

A plugin strategy plays Trickster (Champions of Time, Fantasy): it fills one of the four
slots of Trickster's dispatcher (simkit.strategies.trickster.plugin_slots), a table of kernel
addresses the compiled engine calls through. The engine is the same compiled code with or
without plugins; loading a file compiles only its own kernels.
"""

from __future__ import annotations

import os

from simkit.strategies.trickster.registry import _PLUGINS, PLUGIN_IDS, Strategy, all_strategies


class PluginError(ValueError):
    pass


def register_plugin(name: str, description: str, decide, params: dict[str, float] | None = None) -> Strategy:
    """Register a plugin strategy (called by the plugin file)."""
    key = name.strip().lower()
    if not key or ":" in key or "," in key:
        raise PluginError(f"plugin strategy name {name!r}: use a plain word")
    if any(st.name == key for st in all_strategies()):
        raise PluginError(f"plugin strategy {key!r}: a strategy of that name exists")
    slot = len(_PLUGINS)
    if slot >= len(PLUGIN_IDS):
        raise PluginError(f"at most {len(PLUGIN_IDS)} plugin strategies")
    entry = Strategy(key, PLUGIN_IDS[slot], description, dict(params or {}))
    _PLUGINS[key] = (entry, decide)  # load_plugin_files checks the kernel, then binds it to its slot
    return entry


def load_plugins(paths: list[str | os.PathLike]) -> list[Strategy]:
    """Load plugin files; returns their strategies. The file checks live in
    strategies.plugin_files, imported here only: compiled code never needs them."""
    from simkit.strategies.plugin_files import load_plugin_files
    return load_plugin_files(paths)
