"""Small scratch arrays on the kernel's stack instead of the heap.

``np.zeros(4)`` in a kernel allocates through numba's runtime (malloc, a meminfo, a reference
count with atomic updates on every call it is passed to, free at its last use): tens of
nanoseconds for a few words, and a strategy valuing one decision allocates a dozen of them
(docs/performance.md, "Reference counting"). ``stack_zeros(SIZE, np.float64)`` is a 1-d array of
SIZE zeros in the stack frame of the kernel it is written in (a ``leaf``'s: of the kernel it is
inlined into), with no owner, like a borrowed array (borrow.py), so that no count is kept for it.
SIZE must be a constant known when the kernel is compiled (a module-level int); allocate the
largest size a call may need and use its first ``n`` entries. ``stack_empty`` leaves the contents
as they are; ``stack_zeros_2d(ROWS, COLUMNS, dtype)`` is a 2-d one (a trace buffer of one row).

The rule: a stack array lives until the kernel holding it returns, so it is never returned from
a kernel (a ``leaf``, inlined, may return one to its caller), stored, or handed back to Python.
"""

from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.core.typing.npydecl import parse_dtype
from numba.extending import intrinsic

import simkit.engine.jit  # noqa: F401  (the kernel cache's locator: this file is in a kernel's key)


def _stack_array(typingctx, size, dtype, zero, columns=None):
    """A 1-d array of ``size`` entries, or with ``columns`` a C-ordered ``size`` x ``columns`` one."""
    sizes = (size,) if columns is None else (size, columns)
    if not all(isinstance(n, types.IntegerLiteral) and n.literal_value >= 1 for n in sizes):
        return None
    dt = parse_dtype(dtype)
    if dt is None:
        return None
    shape = [n.literal_value for n in sizes]
    entries = shape[0] if columns is None else shape[0] * shape[1]
    array_type = types.Array(dt, len(shape), "C")

    def codegen(context, builder, signature, args):
        element = context.get_data_type(dt)
        itemsize = context.get_abi_sizeof(element)
        intp = context.get_value_type(types.intp)
        data = cgutils.alloca_once(builder, element, size=ir.Constant(intp, entries))  # in the entry block
        if zero:
            cgutils.memset(builder, data, ir.Constant(intp, entries * itemsize), 0)
        strides = [itemsize] if columns is None else [shape[1] * itemsize, itemsize]
        array = context.make_array(array_type)(context, builder)
        context.populate_array(array, data=data, shape=[ir.Constant(intp, n) for n in shape],
                               strides=[ir.Constant(intp, s) for s in strides], itemsize=ir.Constant(intp, itemsize),
                               meminfo=None)
        return array._getvalue()

    return array_type(*sizes, dtype), codegen


@intrinsic
def stack_zeros(typingctx, size, dtype):
    """``np.zeros(size, dtype)`` on the stack (module docstring)."""
    return _stack_array(typingctx, size, dtype, True)


@intrinsic
def stack_empty(typingctx, size, dtype):
    """``np.empty(size, dtype)`` on the stack (module docstring)."""
    return _stack_array(typingctx, size, dtype, False)


@intrinsic
def stack_zeros_2d(typingctx, rows, columns, dtype):
    """``np.zeros((rows, columns), dtype)`` on the stack, C-ordered (module docstring)."""
    return _stack_array(typingctx, rows, dtype, True, columns)
