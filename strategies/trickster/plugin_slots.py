"""The Trickster dispatcher's four plugin slots (ids.PLUGIN_IDS): numba ``@overload`` stubs bound
at compile time to the kernels that plugin files registered (simkit.strategies.plugins).

Plugins must be registered before the engine compiles: the compiled engine calls their kernels
directly, so the kernel cache is keyed on the plugin files too.
"""

from numba.extending import overload

from simkit.strategies.trickster.ids import PLUGIN_IDS


def _slot_stub(slot):
    def plugin_decide(s, rng, w, seat):
        raise NotImplementedError(f"no plugin strategy in slot {slot}")
    plugin_decide.__name__ = f"plugin_decide_{slot}"
    return plugin_decide


PLUGIN_STUBS = tuple(_slot_stub(slot) for slot in range(len(PLUGIN_IDS)))
plugin_decide_0, plugin_decide_1, plugin_decide_2, plugin_decide_3 = PLUGIN_STUBS  # called by the dispatcher
KERNELS: list = [None] * len(PLUGIN_IDS)  # slot -> the registered kernel (simkit.strategies.plugins)


def _bind(slot):
    @overload(PLUGIN_STUBS[slot], jit_options={"cache": True})
    def _impl(s, rng, w, seat):
        decide = KERNELS[slot]
        if decide is None:
            def empty(s, rng, w, seat):
                if seat >= 0:
                    raise ValueError("no plugin strategy is loaded in this slot")
                return 0
            return empty

        def impl(s, rng, w, seat):
            return decide(s, rng, w, seat)
        return impl


for _slot in range(len(PLUGIN_IDS)):
    _bind(_slot)
