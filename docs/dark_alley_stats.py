"""The intervals and tests of docs/findings-trickerion-dark-alley.md (95%, two-sided), each built
for its design so that every source of sampling is in it:

- a win share: Wilson's interval; two independent shares: Newcombe's interval of the difference
  (simkit.reports.stats) and the pooled two-proportion z test;
- a mean of independent values, from the values or from their sums: Student's t interval; two
  independent means: Welch's interval and test;
- a mean over units grouped in games (seat-games of a card's users, two of which may share a
  game): the ratio estimator with its variance clustered by game (delta method), t on the games;
- a turn-matched difference (a Prophecy's turns against the same turn numbers under the others):
  its linearisation summed per game, so that a game's turns, which enter both sides, are one unit.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.stats import difference_interval, holm, wilson

@dataclass(frozen=True)
class Estimate:
    """A point estimate with its 95% interval, the two-sided p-value of 'it is 0' (or of the null the
    function names) and the units behind it."""
    value: float
    lo: float
    hi: float
    p: float = float("nan")
    n: float = 0.0
    se: float = float("nan")
    df: float = float("inf")


NAN = Estimate(float("nan"), float("nan"), float("nan"))


def t_estimate(value: float, se: float, df: float, n: float) -> Estimate:
    if not (np.isfinite(se) and df >= 1):
        return Estimate(value, float("nan"), float("nan"), float("nan"), n)
    q = float(stats.t.ppf(0.975, df))
    p = float(2 * stats.t.sf(abs(value) / se, df)) if se > 0 else (1.0 if value == 0 else 0.0)
    return Estimate(value, value - q * se, value + q * se, p, n, se, df)


def difference(a: Estimate, b: Estimate) -> Estimate:
    """a - b of two estimates from independent samples: their standard errors add in quadrature,
    t on the smaller of their degrees of freedom."""
    return t_estimate(a.value - b.value, float(np.hypot(a.se, b.se)), min(a.df, b.df), a.n + b.n)


def share(wins: float, games: float) -> Estimate:
    """A win share with Wilson's interval (no test)."""
    if games <= 0:
        return NAN
    lo, hi = wilson(wins, games)
    return Estimate(wins / games, float(lo), float(hi), float("nan"), games)


def share_vs(wins: float, games: float, fair: float) -> Estimate:
    """A win share with Wilson's interval; p tests share = fair (the score test, exact enough here)."""
    found = share(wins, games)
    if games <= 0:
        return found
    z = (wins / games - fair) / np.sqrt(fair * (1 - fair) / games)
    return Estimate(found.value, found.lo, found.hi, float(2 * stats.norm.sf(abs(z))), games)


def share_difference(x1: float, n1: float, x2: float, n2: float) -> Estimate:
    """p1 - p2 of two independent samples: Newcombe's interval, the pooled z test."""
    if n1 <= 0 or n2 <= 0:
        return NAN
    diff, lo, hi = difference_interval(x1, n1, x2, n2)
    pooled = (x1 + x2) / (n1 + n2)
    se = np.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p = float(2 * stats.norm.sf(abs(float(diff)) / se)) if se > 0 else float("nan")
    return Estimate(float(diff), float(lo), float(hi), p, n1 + n2)


def mean_sums(total: float, sq_total: float, n: float) -> tuple[Estimate, float]:
    """The mean of n independent values from their sum and sum of squares (t interval), and their variance."""
    if n < 2:
        return NAN, float("nan")
    mean = total / n
    var = max(sq_total - total * total / n, 0.0) / (n - 1)
    return t_estimate(mean, np.sqrt(var / n), n - 1, n), var


def mean_values(values) -> tuple[Estimate, float]:
    values = np.asarray(values, dtype=np.float64)
    return mean_sums(float(values.sum()), float((values ** 2).sum()), float(values.size))


def welch(mean_a: float, var_a: float, n_a: float, mean_b: float, var_b: float, n_b: float) -> Estimate:
    """mean_a - mean_b of two independent samples (Welch's t, Welch-Satterthwaite degrees of freedom)."""
    if n_a < 2 or n_b < 2:
        return NAN
    va, vb = var_a / n_a, var_b / n_b
    se = np.sqrt(va + vb)
    df = (va + vb) ** 2 / (va ** 2 / (n_a - 1) + vb ** 2 / (n_b - 1)) if se > 0 else 1.0
    return t_estimate(mean_a - mean_b, se, df, n_a + n_b)


def cluster_mean(values, games) -> Estimate:
    """The mean of values some of which share a game, with its variance clustered by game: the ratio
    estimator R = sum(y) / sum(k) over the games that have any, var(R) = sum_g (y_g - R k_g)^2 /
    (G (G - 1) kbar^2), t on G - 1 degrees of freedom (G games)."""
    frame = pd.DataFrame({"y": np.asarray(values, dtype=np.float64), "g": np.asarray(games)})
    if frame.empty:
        return NAN
    per_game = frame.groupby("g")["y"].agg(["sum", "size"])
    g = len(per_game)
    r = per_game["sum"].sum() / per_game["size"].sum()
    if g < 2:
        return Estimate(float(r), float("nan"), float("nan"), float("nan"), float(len(frame)))
    kbar = per_game["size"].mean()
    var = float(((per_game["sum"] - r * per_game["size"]) ** 2).sum()) / (g * (g - 1) * kbar ** 2)
    return t_estimate(float(r), np.sqrt(var), g - 1, float(len(frame)))


def matched_difference(y, turn, game, member) -> Estimate:
    """Mean of y over the member rows minus the mean of y over the other rows of the same turn
    numbers, weighted as the member rows fall on turns: sum_t w_t (mean_member(t) - mean_other(t)).
    Its variance: every row's influence (member rows (y - mean_member(t)) / n_member, other rows
    -w_t (y - mean_other(t)) / n_other(t)) summed per game, so a game is one unit whichever side
    its turns fall on; t on n_member - 1 degrees of freedom (the member turns are in distinct
    games and are the smaller sample)."""
    frame = pd.DataFrame({"y": np.asarray(y, dtype=np.float64), "t": np.asarray(turn), "g": np.asarray(game),
                          "m": np.asarray(member, dtype=bool)})
    mine = frame[frame["m"]]
    n = len(mine)
    if n < 2:
        return Estimate(float("nan"), float("nan"), float("nan"), float("nan"), float(n))
    weights = mine["t"].value_counts() / n
    others = frame[~frame["m"] & frame["t"].isin(weights.index)]
    mean_mine = mine.groupby("t")["y"].mean()
    mean_other = others.groupby("t")["y"].mean()
    count_other = others.groupby("t")["y"].size()
    weights = weights[weights.index.isin(mean_other.index)]
    weights = weights / weights.sum()
    value = float((weights * (mean_mine[weights.index] - mean_other[weights.index])).sum())
    influence = np.zeros(len(frame))
    m = frame["m"].to_numpy()
    t = frame["t"].to_numpy()
    centre_mine = mean_mine.reindex(t).to_numpy()
    centre_other = mean_other.reindex(t).to_numpy()
    w_other = (weights.reindex(t).fillna(0.0) / count_other.reindex(t)).fillna(0.0).to_numpy()
    influence[m] = (frame["y"].to_numpy()[m] - centre_mine[m]) / n
    keep = ~m & np.isfinite(centre_other)
    influence[keep] = -w_other[keep] * (frame["y"].to_numpy()[keep] - centre_other[keep])
    per_game = pd.Series(influence).groupby(frame["g"].to_numpy()).sum()
    units = len(per_game)
    se = float(np.sqrt((per_game ** 2).sum() * units / max(units - 1, 1)))
    return t_estimate(value, se, n - 1, float(n))


def holm_pairs(estimates: list[Estimate], pairs: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
    """holm_flags of tests that come twice, once from each side of a pair (a - b and b - a): Holm
    over the distinct pairs, each pair's result given to both of its rows."""
    first = {}
    for k, pair in enumerate(pairs):
        first.setdefault(frozenset(pair), k)
    adjusted, flags = holm_flags([estimates[k] for k in first.values()])
    found = dict(zip(first, zip(adjusted, flags)))
    rows = [found[frozenset(pair)] for pair in pairs]
    return np.array([r[0] for r in rows]), np.array([r[1] for r in rows], dtype=bool)


def holm_flags(estimates: list[Estimate]) -> tuple[np.ndarray, np.ndarray]:
    """Holm-adjusted p-values of the estimates' tests and the flags (adjusted p < 0.05)."""
    adjusted = holm([e.p for e in estimates]) if estimates else np.array([])
    return adjusted, np.nan_to_num(adjusted, nan=1.0) < 0.05
