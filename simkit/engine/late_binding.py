"""Late-bound calls: a kernel calls another through an address filled at run time, so the
callee's code is not compiled into the caller.

numba links a called kernel's machine-independent code into its caller, then optimises and emits
the whole again. A game's decision point is asked from dozens of rule kernels, and behind it is
every strategy: each of those rule kernels compiled the strategies again (in Trickerion about 2 s
of LLVM each, most of the game's compile time; docs/performance.md, "Compile and test time").
Through a late-bound call the rule kernels hold only a load, a test and an indirect call, and the
callee is compiled once, on its own.

A ``LateBound`` names its callee's arguments (the one signature it is compiled for) and where
the callee comes from: ``implement(kernel)`` registers it (the game's strategies do, when their
dispatcher module is imported), and ``resolve`` is called to import that module when nothing is
registered yet. The compiled caller refers to two symbols that LLVM resolves when its machine
code is loaded, from the cache or a fresh compile: the table holding the callee's address, and a
function that binds it. A call finds the table empty only the first time in a process; it then
calls back into Python, which compiles or loads the callee and fills the table. Nothing is
compiled at import.

The call uses numba's own calling convention, so the callee's exceptions (a deferred decision,
a stop at a requested decision) reach the caller as if the call were direct.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from typing import Callable

import llvmlite.binding as llvm
import numpy as np
from llvmlite import ir
from numba import types
from numba.core import cgutils
from numba.core.errors import TypingError
from numba.extending import intrinsic

_BINDER = ctypes.CFUNCTYPE(None)
_SYMBOLS: set[str] = set()  # a symbol names one table per process: a second one would leave callers split
ADDRESS, INTERRUPTED = 0, 1  # the table: the callee's address (0: not bound), 1 if Ctrl-C stopped the bind
_LOCK = threading.RLock()


class LateBound:
    """One late-bound callee: ``call`` (an intrinsic, for kernels) calls it with ``signature``'s
    arguments (a signed integer argument may be any integer: it is widened)."""

    def __init__(self, name: str, signature, resolve: Callable[[], None]):
        symbol = "simkit_late_" + "".join(c if c.isalnum() else "_" for c in name)
        if symbol in _SYMBOLS:
            raise ValueError(f"late-bound call {name!r} is declared twice")
        _SYMBOLS.add(symbol)
        self.name = name  # stable and unique: the symbols compiled code refers to are made of it
        self.signature = signature
        self.resolve = resolve  # imports whatever calls implement()
        self.kernel = None
        self.problem = ""  # why the last bind failed (raised in the caller as a RuntimeError)
        self.table = np.zeros(2, dtype=np.int64)  # ADDRESS, INTERRUPTED: the kernel reads only this
        self.table_symbol, self.binder_symbol = symbol + "_address", symbol + "_bind"
        self._binder = _BINDER(self._bind_from_kernel)  # kept alive: compiled code calls it
        llvm.add_symbol(self.table_symbol, self.table.ctypes.data)
        llvm.add_symbol(self.binder_symbol, ctypes.cast(self._binder, ctypes.c_void_p).value)
        self.call = _late_call(self)

    def implement(self, kernel) -> None:
        """The callee: a numba dispatcher, compiled for ``signature`` when first called."""
        with _LOCK:
            self.kernel = kernel
            self.table[ADDRESS] = 0

    def bind(self) -> int:
        """Compile (or load from the cache) the callee and put its address in the table."""
        if self.kernel is None:
            self.resolve()  # outside the lock: the import it runs calls implement(), which takes it
        with _LOCK:
            if not self.table[ADDRESS]:
                if self.kernel is None:
                    raise RuntimeError(f"{self.name}: nothing implements it")
                args = tuple(self.signature.args)
                if args not in self.kernel.overloads:
                    self.kernel.compile(self.signature)  # the declared return type: callers read that width
                compiled = self.kernel.overloads[args]
                if compiled.signature.return_type != self.signature.return_type:
                    raise TypeError(f"{self.name}: the kernel returns {compiled.signature.return_type}, "
                                    f"not {self.signature.return_type}")
                self.table[ADDRESS] = compiled.library.get_pointer_to_function(compiled.fndesc.llvm_func_name)
            return int(self.table[ADDRESS])

    def _bind_from_kernel(self) -> None:
        """The binder compiled code calls. It returns nothing: the kernel reads the table after
        it, so an exception escaping here (ctypes then returns garbage) is read as a failure."""
        self.table[INTERRUPTED] = 0
        try:
            self.bind()
        except KeyboardInterrupt:  # Ctrl-C while compiling the callee: the caller raises it again
            self.problem = "KeyboardInterrupt"
            self.table[INTERRUPTED] = 1
        except BaseException as exc:  # noqa: BLE001 (a ctypes callback cannot raise: the caller raises)
            self.problem = f"{type(exc).__name__}: {exc}"
            try:  # the caller's exception cannot carry this text (a kernel's messages are constants)
                print(f"{self.name} could not be bound: {self.problem}", file=sys.stderr)
            except Exception:  # noqa: BLE001 (no stderr: the caller's exception still says it failed)
                pass


def _late_call(late: LateBound):
    expected = late.signature.args

    def matches(given, wanted):
        return given == wanted or (isinstance(given, types.Integer) and isinstance(wanted, types.Integer)
                                   and wanted.signed)

    def typer(args):
        if not all(matches(g, w) for g, w in zip(args, expected)):
            raise TypingError(f"{late.name} takes {expected}, got {args}")
        signature = late.signature.return_type(*args)

        def codegen(context, builder, sig, values):
            module = builder.module
            i64 = ir.IntType(64)
            try:
                table = module.get_global(late.table_symbol)
            except KeyError:
                table = ir.GlobalVariable(module, ir.ArrayType(i64, 2), name=late.table_symbol)
                table.linkage = "external"  # a declaration: llvm.add_symbol gives the address
            slot = [builder.gep(table, [ir.Constant(ir.IntType(32), 0), ir.Constant(ir.IntType(32), k)])
                    for k in (ADDRESS, INTERRUPTED)]
            binder = cgutils.get_or_insert_function(module, ir.FunctionType(ir.VoidType(), []), late.binder_symbol)
            address = cgutils.alloca_once_value(builder, builder.load(slot[ADDRESS]))
            with builder.if_then(cgutils.is_null(builder, builder.load(address)), likely=False):
                builder.call(binder, [])
                builder.store(builder.load(slot[ADDRESS]), address)  # the table says whether it bound
                with builder.if_then(cgutils.is_null(builder, builder.load(address)), likely=False):
                    interrupted = cgutils.is_not_null(builder, builder.load(slot[INTERRUPTED]))
                    with builder.if_then(interrupted, likely=False):
                        context.call_conv.return_user_exc(builder, KeyboardInterrupt, (f"binding {late.name}",))
                    context.call_conv.return_user_exc(
                        builder, RuntimeError, (f"{late.name} could not be bound (the reason is on stderr)",))
            function_type = context.call_conv.get_function_type(late.signature.return_type, expected)
            function = builder.inttoptr(builder.load(address), function_type.as_pointer())
            arguments = [context.cast(builder, v, given, wanted) for v, given, wanted in zip(values, sig.args, expected)]
            status, result = context.call_conv.call_function(builder, function, late.signature.return_type,
                                                             expected, arguments)
            with cgutils.if_unlikely(builder, status.is_error):
                context.call_conv.return_status_propagate(builder, status)
            return result
        return signature, codegen

    # numba's intrinsics take named parameters only: one per argument of the signature
    names = ", ".join(f"a{i}" for i in range(len(expected)))
    namespace = {"typer": typer}
    exec(f"def call(typingctx, {names}):\n    return typer(({names},))", namespace)  # noqa: S102
    call = namespace["call"]
    call.__name__ = call.__qualname__ = "late_call_" + late.table_symbol
    return intrinsic(call)
