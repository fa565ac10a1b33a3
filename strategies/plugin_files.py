"""Loading strategy plugin files (``--plugin FILE``, a spec's ``plugins``): every problem with a
file is one line naming it (strategies.plugins.PluginError).

Not a kernel module: strategies.plugins imports it inside ``load_plugins`` only, so these
checks can change without recompiling the engine.
"""

from __future__ import annotations

import importlib.util
import os
import stat
import sys
from pathlib import Path

from simkit.engine.kernel_cache import use_plugin_files
from simkit.strategies.plugins import PluginError
from simkit.strategies.trickster import plugin_slots
from simkit.strategies.trickster.ids import PLUGIN_IDS
from simkit.strategies.trickster.registry import _PLUGINS, Strategy

MAX_PLUGIN_BYTES = 1024 * 1024
LOADED_FILES: list[Path] = []  # what worker processes must load too (simkit play --workers)


RENAMED_PACKAGES = ("strategies", "experiments", "reports")  # installed as simkit.strategies, ...

def _check_file(path: Path) -> None:
    try:
        info = os.stat(path)
    except OSError:
        raise PluginError(f"--plugin {path}: no such file") from None
    if not stat.S_ISREG(info.st_mode):
        raise PluginError(f"--plugin {path}: not a regular file")
    if path.suffix != ".py":
        raise PluginError(f"--plugin {path}: a plugin is a Python file whose name ends in .py")
    if not path.stem.isidentifier():
        raise PluginError(f"--plugin {path}: the file name must be a Python module name (letters, digits, _)")
    if info.st_size > MAX_PLUGIN_BYTES:
        raise PluginError(f"--plugin {path}: {info.st_size:,} bytes, more than a plugin may have "
                          f"({MAX_PLUGIN_BYTES:,})")


def _is_kernel(decide) -> bool:
    return hasattr(decide, "py_func") and hasattr(decide, "compile")  # a numba dispatcher (njit, leaf)


def _numba_reason(exc: Exception) -> str:
    """The line of a numba compile error that names the problem."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    calls = [line[3:].strip() for line in lines if line.startswith(">>>")]  # a call with no implementation
    if calls:
        return calls[0][:200]
    told = [line for line in lines if not line.startswith(("Failed in", "During:", "File ", "<source", "^"))]
    return (told[0] if told else type(exc).__name__)[:200]


def _compile_problem(slot: int, decide) -> str | None:
    """Compile the kernel for the slot's arguments and bind it there: None, or one clause saying
    why it does not compile."""
    try:
        plugin_slots.bind(slot, decide)
    except Exception as exc:
        return f"its kernel does not compile: {_numba_reason(exc)}"
    return None


def load_plugin_files(paths) -> list[Strategy]:
    if not paths:
        return []
    files = [Path(p) for p in paths]
    for path in files:
        _check_file(path)
    if len({p.resolve() for p in files}) != len(files):
        raise PluginError("--plugin: the same file twice")
    use_plugin_files(files)  # their own kernels' cache folder, and the engine hash of results
    added = []
    for path in files:
        before = len(_PLUGINS)
        module_name = f"simkit_plugin_{path.stem}"
        spec = importlib.util.spec_from_file_location(module_name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[module_name] = module
        try:
            spec.loader.exec_module(module)
        except PluginError as exc:
            raise PluginError(f"--plugin {path}: {exc}") from None
        except SystemExit as exc:  # sys.exit() while loading: the plugin's own exit code would be lost
            raise PluginError(f"--plugin {path}: the file called sys.exit({exc.code!r}) while loading") from None
        except Exception as exc:  # a broken plugin file: one line naming it
            reason = " ".join(str(exc).split())[:200]
            if isinstance(exc, ModuleNotFoundError) and exc.name in RENAMED_PACKAGES:  # a plugin written before 0.2
                reason += f" (simkit's packages are imported under its name: simkit.{exc.name})"
            raise PluginError(f"--plugin {path}: {type(exc).__name__}: {reason}") from None
        if len(_PLUGINS) == before:
            raise PluginError(f"--plugin {path}: the file registers no strategy (call register_plugin)")
        for entry, decide in list(_PLUGINS.values())[before:]:
            if not _is_kernel(decide):
                raise PluginError(f"--plugin {path}: strategy {entry.name!r}: its decide function must be a "
                                  "numba kernel (decorate it with @leaf from simkit's jit module)")
            problem = _compile_problem(entry.id - PLUGIN_IDS[0], decide)
            if problem is not None:
                raise PluginError(f"--plugin {path}: strategy {entry.name!r}: {problem}")
            added.append(entry)
        LOADED_FILES.append(path)
    return added


def plugin_names() -> dict[str, str]:
    """Loaded plugin strategies -> the file that registered them (for messages)."""
    found = {}
    for name, (_, decide) in _PLUGINS.items():
        module = sys.modules.get(getattr(getattr(decide, "py_func", None), "__module__", "") or "")
        found[name] = getattr(module, "__file__", None) or "a plugin file"
    return found


