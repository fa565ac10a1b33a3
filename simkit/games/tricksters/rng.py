"""Counter-based random streams of a Tricksters game (simkit.games.trickster.rng's SplitMix64, one more seat).

Stream 0 is chance (shuffles, tie-break cards), stream ``1 + seat`` that seat's strategy; all
derive from (master seed, game index) alone, so any split of a batch plays the same games.
"""

import numpy as np

from simkit.games.tricksters.layout import MAX_PLAYERS
from simkit.engine.jit import kernel
from simkit.games.trickster.rng import mix64_nb

N_STREAMS = 1 + MAX_PLAYERS
CHANCE = 0

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_FAMILY = np.uint64(0x7472696B73746572)  # "trikster": this game's streams differ from Trickster's


@kernel
def seed_game_nb(rng, master_seed, game_index):
    """Set every stream of game ``game_index`` from the master seed."""
    base = mix64_nb((np.uint64(master_seed) ^ _MIX2) + _FAMILY)
    game = mix64_nb(base + _GOLDEN * np.uint64(game_index + 1))
    for k in range(N_STREAMS):
        rng[k] = mix64_nb(game + _MIX1 * np.uint64(k + 1))
