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

A ``kernel`` called from another kernel is compiled for its arguments' types, not their
values: numba would otherwise compile it again for every literal a caller passes
(``f(s, 0)``, ``f(s, True)``) and for int32 and int64 of the same argument, each a full
compile of the kernel and of everything it links (docs/performance.md, "Where the compile
time goes"). So a literal argument is typed as its plain type and a signed integer as int64,
which holds every value an int32 does: the same results, one specialisation.
"""

from numba import njit, types

from simkit.engine.kernel_cache import install_locator

install_locator()  # before the first kernel below is defined: numba asks the locator then

_njit_kernel = njit(cache=True, error_model="numpy")
_njit_lean = njit(cache=True, error_model="numpy", _nrt=False)
leaf = njit(cache=True, error_model="numpy", inline="always")


def compiled_type(arg):
    """The type a kernel is compiled for when a caller passes ``arg``: no literal value, a
    signed integer widened to int64."""
    arg = types.unliteral(arg)
    if isinstance(arg, types.Integer) and arg.signed:
        return types.int64
    return arg


def kernel(func, _njit=_njit_kernel):
    """``njit`` with the project's options, one specialisation per argument types (above)."""
    dispatcher = _njit(func)
    typed_call = dispatcher.get_call_template  # how numba types (and compiles) a call from a kernel

    def get_call_template(args, kws):
        return typed_call(tuple(compiled_type(a) for a in args), {k: compiled_type(v) for k, v in kws.items()})

    dispatcher.get_call_template = get_call_template
    return dispatcher


def lean_kernel(func):
    """A ``kernel`` compiled without numba's runtime: no reference counts are kept for the arrays
    it is given or views, where a kernel makes two calls into the runtime per array argument
    and per view (docs/performance.md, "Reference counting"). Such a kernel allocates no array
    (its scratch arrays are simkit/engine/stack_arrays.py's), nor does anything it calls (numba
    cannot compile such a call even into a kernel with the runtime), and it returns no array: a
    caller with the runtime would drop a reference it was never given. Every game's rule kernels
    are lean, and the Trickerion strategies' valuations."""
    dispatcher = kernel(func, _njit_lean)
    typed_call = dispatcher.get_call_template

    def get_call_template(args, kws):  # typing a caller compiles (or loads) this kernel: check it
        found = typed_call(args, kws)
        for signature in dispatcher.nopython_signatures:
            returned = signature.return_type
            if any(isinstance(t, types.Array) for t in getattr(returned, "types", (returned,))):
                raise TypeError(f"lean kernel {func.__qualname__} returns an array ({returned}): make it a kernel")
        return found

    dispatcher.get_call_template = get_call_template
    return dispatcher
