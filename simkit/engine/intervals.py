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
    rate, lo, hi = clustered_ratio_interval(events.sum(), trials.sum(), (events ** 2).sum(), (trials ** 2).sum(),
                                            (events * trials).sum(), trials.size, z)
    return float(rate), float(lo), float(hi)


def clustered_ratio_interval(events, trials, events_sq, trials_sq, cross, clusters, z: float = Z95):
    """``ratio_interval`` from per-cluster sums (element-wise over arrays): Σe, Σt, Σe², Σt², Σe·t and
    the number of clusters G. The experiment runner keeps exactly these sums, so the report and
    ``simkit play`` give one interval for the same games.

    Σ(e_g - r t_g)² = Σe² - 2r Σe·t + r² Σt²; the interval is never narrower than the per-event
    Wilson interval (which also covers rates of 0 and 1). Rate NaN and interval [0, 1] without trials;
    [0, 1] with fewer than 2 clusters."""
    events, trials, events_sq, trials_sq, cross, clusters = (
        np.asarray(a, dtype=np.float64) for a in (events, trials, events_sq, trials_sq, cross, clusters))
    with np.errstate(invalid="ignore", divide="ignore"):
        rate = np.where(trials > 0, events / trials, np.nan)
        residual = np.maximum(events_sq - 2 * rate * cross + rate * rate * trials_sq, 0.0)
        half = z * np.sqrt(residual / (clusters * (clusters - 1))) / (trials / clusters)
        p = events / trials
        denom = 1 + z * z / trials
        centre = (p + z * z / (2 * trials)) / denom
        wilson_half = z * np.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    lo = np.maximum(0.0, np.minimum(rate - half, centre - wilson_half))
    hi = np.minimum(1.0, np.maximum(rate + half, centre + wilson_half))
    undefined = (trials <= 0) | (clusters < 2)
    return rate, np.where(undefined, 0.0, lo), np.where(undefined, 1.0, hi)
