"""Late-bound calls (simkit/engine/late_binding.py): a kernel calls another through an address
filled at its first call, with numba's calling convention (exceptions pass through)."""

import numpy as np
import pytest
from numba import njit, types

from simkit.engine.late_binding import LateBound

SIGNATURE = types.int64(types.int32[::1], types.int64)


class Deferred(Exception):
    pass


@njit
def add_nb(s, k):
    return s[0] + k


@njit
def raises_nb(s, k):
    if k > 2:
        raise Deferred("answered outside")
    return k


@njit
def returns_int32_nb(s, k):
    return s[0]


def late(name, kernel=None, resolve=lambda: None):
    bound = LateBound(f"test.{name}", SIGNATURE, resolve)
    if kernel is not None:
        bound.implement(kernel)
    return bound


def caller(bound):
    call = bound.call

    @njit
    def twice(s, k):  # k may be any integer: it is widened to the signature's int64
        return call(s, k) + call(s, np.int32(k))
    return twice


def test_the_first_call_binds_the_callee_and_later_calls_use_its_address():
    bound = late("add", add_nb)
    assert bound.table[0] == 0
    assert caller(bound)(np.array([5], np.int32), 3) == 16
    assert bound.table[0] != 0 and add_nb.signatures


def test_nothing_implemented_yet_calls_resolve_which_implements_it():
    loads = []
    bound = late("resolved", resolve=lambda: (loads.append(1), bound.implement(add_nb)))
    assert caller(bound)(np.array([1], np.int32), 1) == 4 and loads == [1]


def test_the_callees_exception_reaches_the_caller():
    bound = late("raises", raises_nb)
    run = caller(bound)
    assert run(np.array([0], np.int32), 2) == 4
    with pytest.raises(Deferred, match="answered outside"):
        run(np.array([0], np.int32), 3)


def test_a_callee_that_cannot_be_bound_raises_in_the_caller_and_says_why(capsys):
    def missing():
        raise ImportError("no strategies package")
    bound = late("missing", resolve=missing)
    with pytest.raises(RuntimeError, match="test.missing could not be bound"):
        caller(bound)(np.array([0], np.int32), 1)
    assert bound.problem == "ImportError: no strategies package"
    assert "test.missing could not be bound: ImportError: no strategies package" in capsys.readouterr().err


def test_ctrl_c_while_binding_reaches_the_caller_as_ctrl_c_and_a_later_call_binds():
    def interrupted():
        bound.resolve = lambda: bound.implement(add_nb)  # the next attempt succeeds
        raise KeyboardInterrupt
    bound = late("interrupted", resolve=interrupted)
    run = caller(bound)
    with pytest.raises(KeyboardInterrupt):
        run(np.array([0], np.int32), 1)
    assert run(np.array([0], np.int32), 1) == 2


def test_the_callee_is_compiled_for_the_declared_return_type():
    bound = late("int32", returns_int32_nb)
    assert caller(bound)(np.array([-7], np.int32), 0) == -14
    assert returns_int32_nb.nopython_signatures[0].return_type == types.int64


def test_arguments_of_another_type_are_refused_when_the_caller_compiles():
    call = late("typed", add_nb).call

    @njit
    def wrong(s):
        return call(s.astype(np.float64), 1)
    with pytest.raises(Exception, match="test.typed takes"):
        wrong(np.array([1], np.int32))


def test_a_name_is_taken_once():
    late("once", add_nb)
    with pytest.raises(ValueError, match="test.once"):
        late("once", add_nb)
