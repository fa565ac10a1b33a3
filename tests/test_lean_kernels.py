"""simkit/engine/jit.py's lean kernels (compiled without numba's runtime): they keep no reference
counts, allocate nothing, and a caller cannot be compiled against one that returns an array (it
would drop a reference it was never given)."""

import numpy as np
import pytest
from numba import njit
from numba.core.errors import NumbaError

from simkit.engine.jit import lean_kernel
from simkit.engine.stack_arrays import stack_zeros


@lean_kernel
def _weighted_sum(s, row, n):
    scratch = stack_zeros(8, np.float64)
    for i in range(n):
        scratch[i] = s[i] * row[i % row.size]
    total = 0.0
    for i in range(n):
        total += scratch[i]
    return total


@lean_kernel
def _same_array(s):
    return s


@lean_kernel
def _allocates(n):
    return np.zeros(n).sum()


@njit
def _call_weighted_sum(s, w, n):
    return _weighted_sum(s[1:], w[0], n)


def test_a_lean_kernel_reads_views_of_its_callers_arrays():
    s = np.arange(10, dtype=np.int32)
    w = np.full((2, 3), 0.5)
    assert _call_weighted_sum(s, w, 4) == (1 + 2 + 3 + 4) * 0.5


def test_a_caller_of_a_lean_kernel_returning_an_array_does_not_compile():
    @njit
    def caller(s):
        return _same_array(s)[0]

    with pytest.raises((NumbaError, TypeError), match="returns an array"):
        caller(np.arange(3))


def test_a_lean_kernel_cannot_allocate():
    with pytest.raises(NumbaError):
        _allocates(3)


# Every game's rule kernels are lean: a game step keeps no reference counts (docs/performance.md,
# "Reference counting").
LEAN_RULE_MODULES = {
    "trickarus": ("engine", "play", "invariants"),
    "trickster": ("rules", "effects"),
    "tricksters": ("turns", "rounds", "effects", "scoring", "ending", "table", "setup_nb", "solo_effects"),
    "trickerion": ("downtown_nb", "workshop_nb", "setup_nb", "market_nb", "theater_set_up", "placement_nb",
                   "moves_nb", "end_turn_nb", "turn_nb", "theater_track", "scoring_nb", "theater_performance",
                   "engine"),
}


@pytest.mark.parametrize("game", sorted(LEAN_RULE_MODULES))
def test_every_rule_kernel_of_the_game_is_lean(game):
    import importlib
    from numba.core.registry import CPUDispatcher

    kernels = 0
    for name in LEAN_RULE_MODULES[game]:
        module = importlib.import_module(f"simkit.games.{game}.{name}")
        for value in vars(module).values():
            if isinstance(value, CPUDispatcher) and value.py_func.__module__ == module.__name__:
                inlined = value.targetoptions.get("inline") == "always"  # a leaf: compiled in its caller
                assert inlined or value.targetoptions.get("_nrt") is False, f"{module.__name__}.{value.__name__}"
                kernels += not inlined
    assert kernels >= len(LEAN_RULE_MODULES[game])
