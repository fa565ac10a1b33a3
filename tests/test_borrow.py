"""simkit/engine/borrow.py: a borrowed array reads its owner's data for as long as keep_alive holds
the owner, even where numba's dead-code elimination would drop a pure use of it."""

import numpy as np
import pytest
from numba import njit
from numba.core.errors import TypingError
from numba.extending import overload

from simkit.engine.borrow import borrowed, keep_alive


def _doubled(x):
    return 2 * x


@overload(_doubled, inline="always")
def _doubled_inline(x):
    # an inlined overload makes numba run dead-code elimination over the whole kernel, which
    # removes a pure use such as ``own.size``: the owner's last use would then be borrowed(own)
    return lambda x: 2 * x


@njit
def _read_through_borrowed(n):
    own = np.full(1000, 5.0)
    lent = borrowed(own)
    total = 0.0
    for _ in range(n):
        scratch = np.full(1000, -1.0)  # reuses a freed block if ``own`` was freed
        total += lent[0] + 0.0 * scratch[0]
    keep_alive((own,))
    return _doubled(total) / n / 2


def test_the_owner_lives_until_keep_alive():
    assert _read_through_borrowed(10) == 5.0


def test_borrowed_and_keep_alive_take_arrays_only():
    @njit
    def borrow_a_number(x):
        return borrowed(x)

    @njit
    def keep_a_number(x):
        keep_alive((x,))

    with pytest.raises(TypingError):
        borrow_a_number(3)
    with pytest.raises(TypingError):
        keep_a_number(3)


@njit
def _lent_views(a):
    lent = borrowed(a)
    total = 0.0
    for x in lent[1:].copy():  # a copy reads the item count of the array it copies
        total += x
    return lent.size, lent.shape[0], lent.copy().sum(), total


def test_a_borrowed_array_is_the_whole_array():
    a = np.arange(1.0, 6.0)
    assert _lent_views(a) == (5, 5, 15.0, 14.0)


@njit
def _lent_matrix(w):
    lent = borrowed(w)
    return lent.size, lent.copy()


def test_a_borrowed_matrix_copies_whole():
    w = np.arange(12.0).reshape(3, 4)
    size, copied = _lent_matrix(w)
    assert size == 12
    assert (copied == w).all()
