"""The Trickster dispatcher's four plugin slots (ids.PLUGIN_IDS): late-bound calls
(simkit.engine.late_binding) that the compiled engine makes through an address filled at run
time with the kernel a plugin file registered (simkit.strategies.plugins).

So the engine is compiled once, with or without plugins; a plugin kernel is compiled on its own,
with numba's runtime (it may allocate, though the engine's kernels do not), and may be loaded at
any time. An empty slot cannot be bound: the engine raises a RuntimeError if it is called (only a
strategy word naming a slot no file filled would call it).
"""

from simkit.games.trickster.decision import STRATEGY_SIGNATURE
from simkit.engine.late_binding import LateBound
from simkit.strategies.trickster.ids import PLUGIN_IDS

PLUGIN_SIGNATURE = STRATEGY_SIGNATURE  # (s, rng, w, seat) -> option index


def _empty(slot: int):
    def resolve():
        raise ValueError(f"no plugin strategy is loaded in slot {slot}")
    return resolve


SLOTS = tuple(LateBound(f"trickster.plugin{slot}", PLUGIN_SIGNATURE, _empty(slot)) for slot in range(len(PLUGIN_IDS)))
plugin_0, plugin_1, plugin_2, plugin_3 = (slot.call for slot in SLOTS)  # called by the dispatcher


def bind(slot: int, decide) -> None:
    """Compile ``decide`` (a numba dispatcher) for the plugin signature and fill ``slot`` with it;
    numba's compile error, if any, propagates."""
    SLOTS[slot].implement(decide)
    SLOTS[slot].bind()
