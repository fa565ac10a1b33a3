"""Which units of an experiment are independent, and a cluster bootstrap over them.

An interval must account for every source of sampling the design has. Games within a cell are
independent draws; seats within a game are not; decks are a source of sampling only when the
spec drew them (``decks.sample``: the sweep stands for the pool's population of decks). Named
or listed decks, and ``decks.all`` (the whole population), are fixed: their intervals come from
games alone.

``cluster_bootstrap`` resamples whole units (decks, or task blocks of games within a fixed deck)
with replacement and recomputes a statistic on each resample, so every correlation inside a
unit (the seats of a game, the plays of a hero in one deck) is carried along. It is seeded, so a
report is the same every time it is made.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

BOOTSTRAP_REPLICATES = 2000
BOOTSTRAP_SEED = 20261201  # fixed: the same results give the same report


def decks_are_sampled(manifest: dict) -> bool:
    """True when the spec drew its decks at random (``[decks] sample = N``)."""
    spec = manifest.get("spec") if isinstance(manifest, dict) else None
    decks = spec.get("decks") if isinstance(spec, dict) else None
    return isinstance(decks, dict) and decks.get("sample") is not None


def cluster_bootstrap(units: np.ndarray, statistic: Callable[[np.ndarray], np.ndarray],
                      replicates: int = BOOTSTRAP_REPLICATES, seed: int = BOOTSTRAP_SEED) -> np.ndarray:
    """(replicates, k) values of ``statistic(weights)`` over resamples of the units.

    ``units`` is the number of units n (an int) or their labels; ``statistic`` receives a length-n
    float array of how many times each unit was drawn (multinomial weights summing to n) and
    returns a length-k vector. Weights rather than index lists let a statistic work on sums
    (sum of weight x unit totals) without copying rows."""
    n = int(units) if np.isscalar(units) else len(units)
    rng = np.random.default_rng(seed)
    draws = rng.multinomial(n, np.full(n, 1.0 / n), size=replicates).astype(np.float64)
    return np.array([np.atleast_1d(statistic(w)) for w in draws])


def percentile_interval(samples: np.ndarray, level: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Per column, the central ``level`` percentile interval of bootstrap samples (NaNs ignored)."""
    tail = (1 - level) / 2
    return np.nanquantile(samples, tail, axis=0), np.nanquantile(samples, 1 - tail, axis=0)


def bootstrap_se(samples: np.ndarray) -> np.ndarray:
    return np.nanstd(samples, axis=0, ddof=1)
