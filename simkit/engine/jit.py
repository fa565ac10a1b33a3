"""The one place that says how kernels are compiled.

``kernel`` is ``numba.njit`` with the project's options: cached on disk
(one folder per game, keyed on its sources: simkit/engine/kernel_cache.py), and numpy's
error model, which drops the zero-division checks Python semantics would put
around every ``%`` and ``//`` (no kernel divides by a value that can be 0).

``leaf`` is the same for the small helpers every step calls (zone lists, the
trace writer, the decision point, ...): they are inlined into their callers
in numba's own IR. A call that is not inlined passes each array argument by
reference count, two atomic operations per array per call, which measured
~45 ns for a call with three arrays (benchmarks/, docs/performance.md).
"""

from numba import njit

from simkit.engine.kernel_cache import install_locator

install_locator()  # before the first kernel below is defined: numba asks the locator then

kernel = njit(cache=True, error_model="numpy")
leaf = njit(cache=True, error_model="numpy", inline="always")
