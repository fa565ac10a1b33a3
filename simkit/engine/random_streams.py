"""Counter-based random streams inside a game's state, so a game depends on its seed only.

A game holds a ``uint64`` array of SplitMix64 streams: stream 0 is chance (shuffles, random
cards), stream ``1 + seat`` belongs to that seat's strategy. Every stream is derived from
(master seed, game index, the game family's constant) alone, so any split of a batch into
chunks, workers or machines plays the same games; a stream's seed depends on its index, not
on how many streams the array holds.
"""

import numpy as np

from simkit.engine.jit import kernel, leaf

CHANCE = 0  # the stream of chance; seat p's strategy uses stream 1 + p

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30 = np.uint64(30)
_S27 = np.uint64(27)
_S31 = np.uint64(31)
_S32 = np.uint64(32)


@leaf
def mix64_nb(z):
    """SplitMix64's finaliser: a bijective scramble of a uint64."""
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@leaf
def next_u64_nb(rng, stream):
    z = rng[stream] + _GOLDEN
    rng[stream] = z
    return mix64_nb(z)


@leaf
def randint_nb(rng, stream, n):
    """Uniform int in [0, n) for n < 2**32 (Lemire's multiply-shift; bias < 2**-32)."""
    hi = next_u64_nb(rng, stream) >> _S32
    return np.int64((hi * np.uint64(n)) >> _S32)


@leaf
def random_unit_nb(rng, stream):
    """Uniform float in [0, 1) with 53 random bits."""
    return np.float64(next_u64_nb(rng, stream) >> np.uint64(11)) * (1.0 / 9007199254740992.0)


@kernel
def seed_streams_nb(rng, master_seed, game_index, family):
    """Set every stream of game ``game_index`` from the master seed. ``family`` (a uint64) keeps
    one game family's streams apart from another's; 0 is Trickster's (and Trickarus's)."""
    base = mix64_nb((np.uint64(master_seed) ^ _MIX2) + family)
    game = mix64_nb(base + _GOLDEN * np.uint64(game_index + 1))
    for k in range(rng.shape[0]):
        rng[k] = mix64_nb(game + _MIX1 * np.uint64(k + 1))
