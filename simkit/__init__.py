"""simkit: Monte Carlo strategy analysis and balance testing for the Trickster card games."""

import hashlib
import os
import re
import sys
from pathlib import Path

__version__ = "0.1.0"


KERNEL_PACKAGES = ("simkit", "strategies")


_IMPORT = re.compile(rb"^(?:from|import) (simkit(?:\.\w+)+)", re.MULTILINE)
_FOLDERS = {"simkit.strategies": "strategies"}  # installed under simkit's name (setup.py)


def _module_base(root: Path, dotted: str) -> Path:
    for name, folder in _FOLDERS.items():
        if dotted == name or dotted.startswith(name + "."):
            return root.joinpath(folder, *dotted[len(name) + 1:].split(".")) if dotted != name else root / folder
    return root.joinpath(*dotted.split("."))


def kernel_sources(root: Path) -> list[Path]:
    """The modules compiled code depends on: every module defining kernels (it imports
    simkit.engine.jit) and, transitively, every module of these packages they import (constants
    such as simkit.games.trickster.layout are frozen into the machine code). The CLI, the API and the
    result tables are not among them, so editing those never recompiles the engine."""
    files = {path: path.read_bytes() for package in KERNEL_PACKAGES for path in (root / package).rglob("*.py")}
    wanted = [path for path, text in files.items() if b"simkit.engine.jit" in text or path.name == "jit.py"]
    seen = set(wanted)
    while wanted:
        for dotted in _IMPORT.findall(files[wanted.pop()]):
            base = _module_base(root, dotted.decode())
            for dep in (base.with_suffix(".py"), base / "__init__.py"):  # a module or a package
                if dep in files and dep not in seen:
                    seen.add(dep)
                    wanted.append(dep)
    return sorted(seen)


def kernel_source_hash(root: Path | None = None, extra: tuple[Path, ...] = ()) -> str:
    """Hash of every kernel source (and of ``extra`` files: strategy plugins), so the numba
    cache never goes stale.

    numba checks a cached function against its own file only: a cached caller
    does not notice an edited callee. Keying the cache folder on all kernel
    sources makes any edit start a fresh cache.
    """
    root = Path(__file__).resolve().parent.parent if root is None else Path(root)
    digest = hashlib.sha256()
    for path in kernel_sources(root) + [Path(p) for p in extra]:
        digest.update(path.relative_to(root).as_posix().encode() if path.is_relative_to(root) else path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _set_numba_cache_dir(extra: tuple[Path, ...] = ()) -> None:
    base = os.environ.get("SIMKIT_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "simkit")
    os.environ["NUMBA_CACHE_DIR"] = os.path.join(base, "numba-" + kernel_source_hash(extra=extra))
    if "numba" in sys.modules:  # numba read its config already: tell it too, before any kernel is defined
        from numba.core import config
        config.CACHE_DIR = os.environ["NUMBA_CACHE_DIR"]


def use_cache_for(plugins: list[Path]) -> None:
    """Key the kernel cache on these plugin files too (before any kernel is defined)."""
    global ENGINE_HASH
    ENGINE_HASH = kernel_source_hash(extra=tuple(plugins))
    _set_numba_cache_dir(tuple(plugins))


ENGINE_HASH = kernel_source_hash()
_set_numba_cache_dir()
