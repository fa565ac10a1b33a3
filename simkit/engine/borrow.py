"""Arrays lent to the kernels of a game loop without reference counting.

numba counts references to every array a kernel holds: each call that passes an array, each
view taken of it (``s[a:b]``, ``w[seat]``) and each return adds and drops a reference, through
``NRT_incref``/``NRT_decref`` with an atomic add on the array's owner. In a game loop, where
every step passes the state, the streams and the parameter rows down a chain of calls, lending
them took Champions of Time's random play from 240-247 to 130-139 ns per decision point
(docs/performance.md, "Reference counting"). Both functions return at
once on an array with no owner (a null meminfo), which is what ``borrowed`` gives: the same
data, shape and strides, no owner, so that no count is kept for it or for any view of it.

The rule that makes this safe: a borrowed array must not outlive its owner. An entry kernel
borrows its arguments (the caller holds them until the kernel returns) and the arrays it
allocates itself, keeping those alive to its end with ``keep_alive((a, b, ...))`` (numba drops a
local's reference after its last use). ``keep_alive`` is an intrinsic call that emits no code:
numba's dead-code elimination removes uses it deems pure (an inlined ``a.size``, once anything
was inlined into the kernel), never a call it does not know, so the owners' last use stays at the
end (tests/test_borrow.py). A borrowed array is never returned, stored, or handed back to Python
(boxed, it would point at memory nobody owns); an array a kernel allocates (``np.zeros``) is
counted as before.
"""

from numba import types
from numba.extending import intrinsic

import simkit.engine.jit  # noqa: F401  (the kernel cache's locator: this file is in a kernel's key)


@intrinsic
def borrowed(typingctx, array):
    """``array``'s data without its owner (module docstring)."""
    if not isinstance(array, types.Array):
        return None

    def codegen(context, builder, signature, args):
        source = context.make_array(signature.args[0])(context, builder, value=args[0])
        lent = context.make_array(signature.return_type)(context, builder)
        context.populate_array(lent, data=source.data, shape=source.shape, strides=source.strides,
                               itemsize=source.itemsize, meminfo=None)  # nitems too; no owner, no parent
        return lent._getvalue()

    return array(array), codegen


@intrinsic
def keep_alive(typingctx, owners):
    """A use of the tuple of arrays ``owners`` at the end of the kernel that lent them, so that
    numba keeps their references until there (module docstring); no code."""
    if not (isinstance(owners, types.BaseTuple) and all(isinstance(t, types.Array) for t in owners)):
        return None

    def codegen(context, builder, signature, args):
        return context.get_dummy_value()

    return types.none(owners), codegen
