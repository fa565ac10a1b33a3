"""simkit: Monte Carlo strategy analysis and balance testing for the Trickster card games."""

import hashlib
import os
import sys
from pathlib import Path

__version__ = "0.1.0"


KERNEL_PACKAGES = ("simkit", "strategies")


def kernel_source_hash(root: Path | None = None) -> str:
    """Hash of every kernel source (simkit and strategies), so the numba cache never goes stale.

    numba checks a cached function against its own file only: a cached caller
    does not notice an edited callee. Keying the cache folder on all sources
    makes any edit start a fresh cache.
    """
    root = Path(__file__).resolve().parent.parent if root is None else Path(root)
    digest = hashlib.sha256()
    for package in KERNEL_PACKAGES:
        for path in sorted((root / package).glob("*.py")):
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _set_numba_cache_dir() -> None:
    base = os.environ.get("SIMKIT_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "simkit")
    os.environ["NUMBA_CACHE_DIR"] = os.path.join(base, "numba-" + kernel_source_hash())
    if "numba" in sys.modules:  # numba read its config already: tell it too, before any kernel is defined
        from numba.core import config
        config.CACHE_DIR = os.environ["NUMBA_CACHE_DIR"]


ENGINE_HASH = kernel_source_hash()
_set_numba_cache_dir()
