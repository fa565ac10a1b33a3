"""Score and game-length distributions from the runner's histograms: quantiles per seat, per
strategy and per deck."""

from __future__ import annotations

import numpy as np
import pandas as pd

from simkit.reports.stats import CELL, GROUP

QUANTILES = (0.05, 0.25, 0.5, 0.75, 0.95)


def weighted_quantiles(values: np.ndarray, counts: np.ndarray, quantiles=QUANTILES) -> list[float]:
    """Quantiles of a histogram (lower value at ties: scores and lengths are integers)."""
    order = np.argsort(values)
    values, cumulative = values[order], np.cumsum(counts[order])
    total = cumulative[-1]
    return [float(values[np.searchsorted(cumulative, q * total)]) for q in quantiles]


def _summarise(hist: pd.DataFrame, keys: list[str], value: str) -> pd.DataFrame:
    rows = []
    for group_keys, group in hist.groupby(keys, observed=True):
        group = group.groupby(value, as_index=False)["count"].sum()
        values, counts = group[value].to_numpy(float), group["count"].to_numpy(float)
        n = counts.sum()
        mean = float((values * counts).sum() / n)
        sd = float(np.sqrt((counts * (values - mean) ** 2).sum() / max(n - 1, 1)))
        rows.append({**dict(zip(keys, group_keys if isinstance(group_keys, tuple) else (group_keys,))),
                     "n": int(n), "mean": mean, "sd": sd,
                     **{f"q{round(q * 100):02d}": v for q, v in zip(QUANTILES, weighted_quantiles(values, counts))}})
    return pd.DataFrame(rows)


def score_hist_with_strategy(results) -> pd.DataFrame:
    """The score histogram with each row's seat strategy (from the seats table)."""
    seats = results.seats[CELL + ["seat", "strategy"]]
    return results.score_hist.merge(seats, on=CELL + ["seat"], how="left")


def score_quantiles(results, by: str = "seat") -> pd.DataFrame:
    """Final totals per (ruleset, players, seat) or (..., strategy): n, mean, sd, quantiles."""
    return _summarise(score_hist_with_strategy(results), GROUP + [by], "score")


def length_quantiles(results, per_deck: bool = False) -> pd.DataFrame:
    """Game length (tricks or turns) per player count (or per deck): n, mean, sd, quantiles."""
    keys = GROUP + (["deck_id", "deck"] if per_deck else [])
    return _summarise(results.length_hist, keys, "length")
