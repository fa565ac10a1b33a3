"""Trickster's random streams (simkit.engine.random_streams): one chance stream and one per seat
of the largest table (Fantasy's 7)."""

import numpy as np

from simkit.engine.jit import kernel
from simkit.engine.random_streams import CHANCE, mix64_nb, next_u64_nb, randint_nb, random_unit_nb, seed_streams_nb  # noqa: F401
from simkit.games.trickster.layout import MAX_PLAYERS

N_STREAMS = 1 + MAX_PLAYERS
FAMILY = np.uint64(0)


@kernel
def seed_game_nb(rng, master_seed, game_index):
    """Set every stream of game ``game_index`` from the master seed."""
    seed_streams_nb(rng, master_seed, game_index, FAMILY)
