"""Random streams of a Trickarus game (simkit.engine.random_streams): chance on stream 0 and seat
p's strategy on stream 1 + p, seeded as Trickster's are (family 0). Eight streams, as many as
Trickarus has always had; a stream's seed depends on its index only, so this only sizes the array.
"""

import numpy as np

from simkit.engine.jit import kernel
from simkit.engine.random_streams import CHANCE, seed_streams_nb  # noqa: F401

N_STREAMS = 8
FAMILY = np.uint64(0)


@kernel
def seed_game_nb(rng, master_seed, game_index):
    """Set every stream of game ``game_index`` from the master seed."""
    seed_streams_nb(rng, master_seed, game_index, FAMILY)
