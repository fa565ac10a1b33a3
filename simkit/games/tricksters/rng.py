"""Random streams of a Tricksters game (simkit.engine.random_streams, one more seat than Trickster).

Stream 0 is chance (shuffles, tie-break cards), stream ``1 + seat`` that seat's strategy; all
derive from (master seed, game index) alone, so any split of a batch plays the same games.
"""

import numpy as np

from simkit.engine.jit import kernel
from simkit.engine.random_streams import CHANCE, seed_streams_nb  # noqa: F401
from simkit.games.tricksters.layout import MAX_PLAYERS

N_STREAMS = 1 + MAX_PLAYERS
FAMILY = np.uint64(0x7472696B73746572)  # "trikster": this game's streams differ from Trickster's


@kernel
def seed_game_nb(rng, master_seed, game_index):
    """Set every stream of game ``game_index`` from the master seed."""
    seed_streams_nb(rng, master_seed, game_index, FAMILY)
