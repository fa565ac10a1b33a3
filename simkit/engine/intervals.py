"""95% intervals of every rate and mean a game reports: Wilson for per-game proportions, a
normal interval for means, and a ratio interval clustered by game for rates pooled over many
events per game (the events of one game are not independent)."""

from __future__ import annotations

from math import sqrt

import numpy as np

Z95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (shared wins count fractionally)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: np.ndarray, z: float = Z95) -> tuple[float, float, float]:
    """Mean and its 95% interval."""
    values = np.asarray(values, dtype=np.float64)
    mean = float(values.mean())
    if values.size < 2:
        return mean, mean, mean
    half = z * float(values.std(ddof=1)) / sqrt(values.size)
    return mean, mean - half, mean + half


def ratio_interval(events: np.ndarray, trials: np.ndarray, z: float = Z95) -> tuple[float, float, float]:
    """Pooled rate sum(events) / sum(trials) over games, with a 95% interval clustered by game.

    Delta-method (linearisation) variance of a ratio estimator with the game as
    the cluster: var = sum((e_g - r t_g)^2) / (G (G - 1) mean(t)^2).
    """
    events = np.asarray(events, dtype=np.float64)
    trials = np.asarray(trials, dtype=np.float64)
    total = trials.sum()
    if total == 0:
        return float("nan"), 0.0, 1.0
    rate = events.sum() / total
    games = trials.size
    if games < 2:
        return rate, 0.0, 1.0
    residual = events - rate * trials
    half = z * sqrt(float((residual ** 2).sum()) / (games * (games - 1))) / (total / games)
    # never narrower than the per-event Wilson interval (which also covers rates of 0 and 1)
    wilson_lo, wilson_hi = wilson_interval(float(events.sum()), int(total), z)
    return rate, max(0.0, min(rate - half, wilson_lo)), min(1.0, max(rate + half, wilson_hi))
