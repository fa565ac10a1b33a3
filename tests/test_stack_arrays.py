"""simkit/engine/stack_arrays.py: scratch arrays on the kernel's stack behave as np.zeros /
np.empty of a constant size, each call of the kernel with fresh zeros."""

import numpy as np
import pytest
from numba import njit
from numba.core.errors import TypingError

from simkit.engine.stack_arrays import stack_empty, stack_zeros, stack_zeros_2d

SIZE = 6


@njit(inline="always")
def _fill(a, first):
    for i in range(a.size):
        a[i] = first + i


@njit
def _sum_of_filled(first):
    a = stack_zeros(SIZE, np.float64)
    zero = a.sum()
    _fill(a, first)
    return zero, a.sum(), a[:2].sum(), a.size


def test_stack_zeros_are_zeros_of_the_constant_size_every_call():
    for first in (1.5, 10.0, -3.0):
        assert _sum_of_filled(first) == (0.0, 6 * first + 15, 2 * first + 1, SIZE)


@njit
def _in_a_loop(rounds):
    total = 0
    for r in range(rounds):
        counts = stack_zeros(SIZE, np.int64)  # zeroed at each pass, not only at the first
        counts[r % SIZE] += r
        total += counts.sum()
    ints = stack_empty(SIZE, np.int32)
    ints[:] = 7
    flags = stack_zeros(2, np.bool_)
    return total, ints.sum(), flags.any(), ints.itemsize


def test_stack_arrays_in_a_loop_and_of_other_types():
    assert _in_a_loop(10) == (45, 42, False, 4)


def test_the_size_must_be_a_constant():
    @njit
    def runtime_size(n):
        return stack_zeros(n, np.float64).size

    with pytest.raises(TypingError):
        runtime_size(3)


@njit
def _table(rounds):
    total = 0
    for r in range(rounds):
        table = stack_zeros_2d(2, 3, np.int32)  # zeroed at each pass; rows of 3, C-ordered
        table[r % 2, r % 3] += r
        total += table.sum()
    table = stack_zeros_2d(2, 3, np.int32)
    for i in range(2):
        for j in range(3):
            table[i, j] = 10 * i + j
    return total, table.shape, table.strides, table[1].sum(), table.ravel()[4]


def test_a_2d_stack_array_is_a_c_ordered_table_of_zeros():
    assert _table(5) == (10, (2, 3), (12, 4), 33, 11)
