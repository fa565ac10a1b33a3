"""The plugin files a spec names (``plugins = ["my_strategy.py"]``, relative to the spec file).

Read before anything else of the spec: its line-ups name plugin strategies, which exist once the
files are loaded (strategies.plugins). This module imports nothing of the engine.
"""

from __future__ import annotations

from pathlib import Path

from simkit.inputs import InputError, read_toml


class SpecPluginError(ValueError):
    """A spec's plugins key that cannot be used; the message names the file and the key."""


def spec_plugin_files(spec_path: Path) -> list[Path]:
    """The spec's plugin files, resolved; [] when it names none. A file that is no readable
    TOML (missing, a device such as /dev/zero, not UTF-8, nested too deep) is refused here,
    the first reader of the spec, in one line (simkit.inputs)."""
    spec_path = Path(spec_path)
    try:
        data = read_toml(spec_path, limit=None, what="spec file")
    except InputError as exc:
        raise SpecPluginError(str(exc)) from None
    value = data.get("plugins", [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise SpecPluginError(f"{spec_path}: plugins: expected a list of Python files, got {value!r}")
    files = [(spec_path.parent / name).resolve() for name in value]
    for name, file in zip(value, files):
        if not file.is_file():
            raise SpecPluginError(f"{spec_path}: plugins: no such file {name!r} (paths are relative to the spec file)")
    return files
