"""simkit: Monte Carlo strategy analysis and balance testing for the Trickster card games.

Importing simkit reads no source and leaves numba's configuration alone: the kernel cache
(simkit/engine/kernel_cache.py) is set up when the first kernel is defined.
"""

__version__ = "0.1.0"


def __getattr__(name):
    if name == "ENGINE_HASH":  # hash of every kernel source and loaded plugin file (results folders)
        from simkit.engine.kernel_cache import engine_hash
        return engine_hash()
    raise AttributeError(f"module 'simkit' has no attribute {name!r}")
