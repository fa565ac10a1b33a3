"""The Trickster dispatcher's four plugin slots (ids.PLUGIN_IDS): a table of function addresses
that the compiled engine calls through, filled at run time with the kernels plugin files
registered (simkit.strategies.plugins).

The engine is compiled once, with or without plugins: it reads a slot's address from the table
(an external symbol, ``TABLE_SYMBOL``, that LLVM resolves when the engine's machine code is
loaded, from the cache or a fresh compile) and calls it with numba's own calling convention, so
a plugin's exception reaches the caller as any kernel's would. A plugin kernel is compiled on its
own, with numba's runtime: it may allocate, though the engine's kernels do not.

Nothing is compiled at import: the table is a zeroed array registered under its symbol, and an
empty slot raises "no plugin strategy is loaded in this slot" when the engine calls it.
"""

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.core.errors import TypingError
from numba.extending import intrinsic

from simkit.strategies.trickster.ids import PLUGIN_IDS

# the arguments the dispatcher passes a strategy kernel: state row, random stream, weights, seat
PLUGIN_SIGNATURE = types.int64(types.int32[::1], types.uint64[::1], types.float64[:, ::1], types.int64)
TABLE_SYMBOL = "simkit_trickster_plugin_slots_v1"  # a new layout of the table needs a new name
TABLE = np.zeros(len(PLUGIN_IDS), dtype=np.int64)  # slot -> address of the plugin kernel's compiled code
KERNELS: list = [None] * len(PLUGIN_IDS)  # slot -> the registered kernel, kept alive with its machine code
llvm.add_symbol(TABLE_SYMBOL, TABLE.ctypes.data)


def bind(slot: int, decide) -> None:
    """Compile ``decide`` (a numba dispatcher) for the plugin signature and put its address in
    ``slot``; numba's compile error, if any, propagates."""
    args = tuple(PLUGIN_SIGNATURE.args)
    if args not in decide.overloads:
        decide.compile(args)
    compiled = decide.overloads[args]
    KERNELS[slot] = decide  # its overloads hold the library whose code the address points into
    TABLE[slot] = compiled.library.get_pointer_to_function(compiled.fndesc.llvm_func_name)


def _table(builder):
    module = builder.module
    try:
        return module.get_global(TABLE_SYMBOL)
    except KeyError:
        table = ir.GlobalVariable(module, ir.ArrayType(ir.IntType(64), len(PLUGIN_IDS)), name=TABLE_SYMBOL)
        table.linkage = "external"  # a declaration: the address comes from llvm.add_symbol above
        return table


@intrinsic
def call_plugin_slot(typingctx, slot, s, rng, w, seat):
    """``TABLE[slot](s, rng, w, seat)``: the plugin kernel bound to ``slot`` (0-3)."""
    expected = PLUGIN_SIGNATURE.args
    if (s, rng, w) != tuple(expected[:3]) or not isinstance(seat, types.Integer):
        raise TypingError(f"a plugin slot takes {expected}, got {(s, rng, w, seat)}")
    signature = types.int64(slot, s, rng, w, seat)

    def codegen(context, builder, sig, args):
        index = context.cast(builder, args[0], sig.args[0], types.intp)
        address = builder.load(builder.gep(_table(builder), [ir.Constant(ir.IntType(32), 0), index]))
        with builder.if_then(cgutils.is_null(builder, address), likely=False):
            context.call_conv.return_user_exc(builder, ValueError, ("no plugin strategy is loaded in this slot",))
        function_type = context.call_conv.get_function_type(PLUGIN_SIGNATURE.return_type, expected)
        function = builder.inttoptr(address, function_type.as_pointer())
        seat_value = context.cast(builder, args[4], sig.args[4], types.int64)
        status, result = context.call_conv.call_function(builder, function, PLUGIN_SIGNATURE.return_type,
                                                         expected, [*args[1:4], seat_value])
        with cgutils.if_unlikely(builder, status.is_error):
            context.call_conv.return_status_propagate(builder, status)
        return result
    return signature, codegen
