"""The plugin files a spec names (``plugins = ["my_strategy.py"]``, relative to the spec file).

Read before anything else of the spec: plugin strategies must be loaded before the engine is
imported (strategies.plugins), and checking the rest of the spec imports it. This module
imports nothing of the engine.
"""

from __future__ import annotations

import tomllib
from pathlib import Path


class SpecPluginError(ValueError):
    """A spec's plugins key that cannot be used; the message names the file and the key."""


def spec_plugin_files(spec_path: Path) -> list[Path]:
    """The spec's plugin files, resolved; [] when it names none or cannot be read (the full
    spec check reports that)."""
    spec_path = Path(spec_path)
    try:
        data = tomllib.loads(spec_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []
    value = data.get("plugins", [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SpecPluginError(f"{spec_path}: plugins: expected a list of Python files, got {value!r}")
    files = [(spec_path.parent / name).resolve() for name in value]
    for name, file in zip(value, files):
        if not file.is_file():
            raise SpecPluginError(f"{spec_path}: plugins: no such file {name!r} (paths are relative to the spec file)")
    return files
