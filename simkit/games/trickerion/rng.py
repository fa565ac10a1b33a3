"""Random streams of a Trickerion game (simkit.engine.random_streams): chance on stream 0 (dice,
shuffles, the Performance deck) and seat p's strategy on stream 1 + p."""

import numpy as np

from simkit.engine.jit import kernel
from simkit.engine.random_streams import CHANCE, seed_streams_nb  # noqa: F401

N_STREAMS = 8
FAMILY = np.uint64(0x54524B52)  # "TRKR": Trickerion's streams apart from the other families'


@kernel
def seed_game_nb(rng, master_seed, game_index):
    """Set every stream of game ``game_index`` from the master seed."""
    seed_streams_nb(rng, master_seed, game_index, FAMILY)
