"""Interval and model helpers shared by the analyses: vectorised Wilson intervals,
the difference of two proportions, weighted least squares with coefficient intervals,
and the multiple-comparison corrections (Holm, Benjamini-Hochberg)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import stats

from simkit.engine.intervals import Z95

CELL = ["ruleset", "players", "deck_id", "deck", "lineup"]  # one cell of an experiment
DECK = ["ruleset", "players", "deck_id", "deck"]  # a deck at a player count, line-ups pooled
GROUP = ["ruleset", "players"]  # the unit a deck sweep is modelled in
RANK_TOLERANCE = 1e-10  # smallest/largest eigenvalue of X'WX below this: terms not separable


def wilson(successes, n, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """Vectorised 95% Wilson interval of successes / n (fractional successes allowed)."""
    successes = np.asarray(successes, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = successes / n
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = np.where(n > 0, np.clip(centre - half, 0.0, 1.0), 0.0)
    hi = np.where(n > 0, np.clip(centre + half, 0.0, 1.0), 1.0)
    return lo, hi


def difference_interval(x1, n1, x2, n2) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """p1 - p2 with Newcombe's hybrid score interval (built from the two Wilson intervals)."""
    p1, p2 = np.asarray(x1, float) / np.asarray(n1, float), np.asarray(x2, float) / np.asarray(n2, float)
    lo1, hi1 = wilson(x1, n1)
    lo2, hi2 = wilson(x2, n2)
    diff = p1 - p2
    lo = diff - np.sqrt((p1 - lo1) ** 2 + (hi2 - p2) ** 2)
    hi = diff + np.sqrt((hi1 - p1) ** 2 + (p2 - lo2) ** 2)
    return diff, lo, hi


@dataclass
class Fit:
    """A weighted least-squares fit: coefficients, their covariance and residual degrees of freedom."""
    coef: np.ndarray
    cov: np.ndarray
    df: int

    def contrast(self, weights: np.ndarray) -> tuple[float, float, float, float]:
        """Estimate, 95% interval and two-sided p-value of sum(weights * coef)."""
        estimate = float(weights @ self.coef)
        se = float(np.sqrt(max(weights @ self.cov @ weights, 0.0)))
        t = stats.t.ppf(0.975, self.df)
        p = float(2 * stats.t.sf(abs(estimate) / se, self.df)) if se > 0 else float("nan")
        return estimate, estimate - t * se, estimate + t * se, p


def wls(X: np.ndarray, y: np.ndarray, w: np.ndarray) -> Fit | None:
    """Weighted least squares with the residual variance estimated from the data.

    None when the design is rank-deficient or leaves no residual degrees of freedom:
    a sweep that cannot separate the terms gets no estimate rather than an arbitrary one.
    """
    n, k = X.shape
    if n <= k:
        return None
    root = np.sqrt(w)[:, None]
    Xw, yw = X * root, y * root[:, 0]
    xtx = Xw.T @ Xw
    eigenvalues = np.linalg.eigvalsh(xtx)  # k x k: far cheaper than the rank of the n x k design
    if eigenvalues[0] <= eigenvalues[-1] * RANK_TOLERANCE:
        return None
    xtx_inv = np.linalg.inv(xtx)
    coef = xtx_inv @ Xw.T @ yw
    residual = yw - Xw @ coef
    sigma2 = float(residual @ residual) / (n - k)
    return Fit(coef, sigma2 * xtx_inv, n - k)


def benjamini_hochberg(p_values) -> np.ndarray:
    """Benjamini-Hochberg adjusted p-values (NaN stays NaN); reject where adjusted < alpha."""
    p = np.asarray(p_values, dtype=np.float64)
    adjusted = np.full_like(p, np.nan)
    ok = ~np.isnan(p)
    if ok.any():
        adjusted[ok] = stats.false_discovery_control(p[ok], method="bh")
    return adjusted


def holm(p_values) -> np.ndarray:
    """Holm's step-down adjusted p-values (NaN stays NaN): reject where adjusted < alpha, and the chance
    of any false flag among all the tests is at most alpha (family-wise), whatever their dependence."""
    p = np.asarray(p_values, dtype=np.float64)
    adjusted = np.full_like(p, np.nan)
    ok = np.flatnonzero(~np.isnan(p))
    if ok.size:
        order = ok[np.argsort(p[ok], kind="stable")]
        steps = (ok.size - np.arange(ok.size)) * p[order]
        adjusted[order] = np.minimum(np.maximum.accumulate(steps), 1.0)
    return adjusted
