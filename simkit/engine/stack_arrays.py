"""Small scratch arrays on the kernel's stack instead of the heap.

``np.zeros(4)`` in a kernel allocates through numba's runtime (malloc, a meminfo, a reference
count with atomic updates on every call it is passed to, free at its last use): tens of
nanoseconds for a few words, and a strategy valuing one decision allocates a dozen of them
(docs/performance.md, "Reference counting"). ``stack_zeros(SIZE, np.float64)`` is a 1-d array of
SIZE zeros in the stack frame of the kernel it is written in (a ``leaf``'s: of the kernel it is
inlined into), with no owner, like a borrowed array (borrow.py), so that no count is kept for it.
SIZE must be a constant known when the kernel is compiled (a module-level int); allocate the
largest size a call may need and use its first ``n`` entries. ``stack_empty`` leaves the contents
as they are.

The rule: a stack array lives until the kernel holding it returns, so it is never returned from
a kernel (a ``leaf``, inlined, may return one to its caller), stored, or handed back to Python.
"""

from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.core.typing.npydecl import parse_dtype
from numba.extending import intrinsic

import simkit.engine.jit  # noqa: F401  (the kernel cache's locator: this file is in a kernel's key)


def _stack_array(typingctx, size, dtype, zero):
    if not isinstance(size, types.IntegerLiteral) or size.literal_value < 1:
        return None
    dt = parse_dtype(dtype)
    if dt is None:
        return None
    n = size.literal_value
    array_type = types.Array(dt, 1, "C")

    def codegen(context, builder, signature, args):
        element = context.get_data_type(dt)
        itemsize = context.get_abi_sizeof(element)
        intp = context.get_value_type(types.intp)
        data = cgutils.alloca_once(builder, element, size=ir.Constant(intp, n))  # in the entry block
        if zero:
            cgutils.memset(builder, data, ir.Constant(intp, n * itemsize), 0)
        array = context.make_array(array_type)(context, builder)
        context.populate_array(array, data=data, shape=[ir.Constant(intp, n)],
                               strides=[ir.Constant(intp, itemsize)], itemsize=ir.Constant(intp, itemsize),
                               meminfo=None)
        return array._getvalue()

    return array_type(size, dtype), codegen


@intrinsic
def stack_zeros(typingctx, size, dtype):
    """``np.zeros(size, dtype)`` on the stack (module docstring)."""
    return _stack_array(typingctx, size, dtype, True)


@intrinsic
def stack_empty(typingctx, size, dtype):
    """``np.empty(size, dtype)`` on the stack (module docstring)."""
    return _stack_array(typingctx, size, dtype, False)
