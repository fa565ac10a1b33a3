"""Strategies from a user's Python file: ``--plugin path/to/my_strategy.py``.

A plugin file defines a numba kernel ``decide(s, rng, w, seat) -> option index``
(read only the seat's observation: docs/strategies.md) and registers it::

        from simkit.strategies.plugins import register_plugin

    @leaf
    def first_option_decide_nb(s, rng, w, seat):
        return 0

    register_plugin("first", "always the first legal option", first_option_decide_nb)

Plugins must be loaded before the engine is imported: the compiled engine calls
them directly, so the kernel cache is keyed on the plugin files too
(``load_plugins`` switches the cache folder before anything is compiled).
"""

from __future__ import annotations

import os

from numba.extending import overload

from simkit.strategies.registry import _PLUGINS, PLUGIN_IDS, Strategy, all_strategies

class PluginError(ValueError):
    pass


def _slot_stub(slot):
    def plugin_decide(s, rng, w, seat):
        raise NotImplementedError(f"no plugin strategy in slot {slot}")
    plugin_decide.__name__ = f"plugin_decide_{slot}"
    return plugin_decide


PLUGIN_STUBS = tuple(_slot_stub(slot) for slot in range(len(PLUGIN_IDS)))
plugin_decide_0, plugin_decide_1, plugin_decide_2, plugin_decide_3 = PLUGIN_STUBS  # called by the dispatcher
_KERNELS: list = [None] * len(PLUGIN_IDS)


def _bind(slot):
    @overload(PLUGIN_STUBS[slot], jit_options={"cache": True})
    def _impl(s, rng, w, seat):
        decide = _KERNELS[slot]
        if decide is None:
            def empty(s, rng, w, seat):
                if seat >= 0:
                    raise ValueError("no plugin strategy is loaded in this slot")
                return 0
            return empty

        def impl(s, rng, w, seat):
            return decide(s, rng, w, seat)
        return impl


for _slot in range(len(PLUGIN_IDS)):
    _bind(_slot)


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
    _PLUGINS[key] = (entry, decide)
    _KERNELS[slot] = decide
    return entry


def load_plugins(paths: list[str | os.PathLike]) -> list[Strategy]:
    """Load plugin files (before the engine is imported); returns their strategies. The file
    checks live in strategies.plugin_files, imported here only: compiled code never needs them."""
    from simkit.strategies.plugin_files import load_plugin_files
    return load_plugin_files(paths)
