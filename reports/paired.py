"""Paired contrasts: a wrapped seat against the same seat of its base cell, on the same deals.

A spec's wrapped cells (``noeffect:<base>:<item>``, ``restricted:<base>:<item>``) share their
base cell's seed (experiments/pairing.py), so block b of both (one task's games) deals the same
cards to the same seats against the same opponents. The contrast of a wrapper and item is

    value = (base seat's wins - wrapped seat's wins) / games, summed over every pair

in points of win share: what the item's effect (noeffect) or playing the item at all
(restricted) is worth to the player, with the deals' luck cancelled pair by pair.

Its interval resamples the experiment's independent units (reports/resampling.py): decks, when
the spec drew them, so the interval covers the sampling of decks too; otherwise the blocks of
each base cell, stratified by cell (the decks and line-ups are fixed; the games are the only
sampling). Every pair that shares a unit moves together in a resample, which keeps the
correlation of pairs that share the same base games.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy import stats

from simkit.reports.lineups import parse_wrapper
from simkit.reports.resampling import BOOTSTRAP_REPLICATES, BOOTSTRAP_SEED, decks_are_sampled
from simkit.reports.stats import GROUP

MIN_UNITS = 10  # fewer independent units than this give no interval worth printing
PAIR_COLUMNS = GROUP + ["deck_id", "deck", "base_cell", "block", "seat", "wrapper", "base", "item", "games",
                        "wins_base", "wins_wrapped"]


def pairs(results) -> pd.DataFrame:
    """One row per (wrapped cell, block, wrapped seat) with the paired base block's wins."""
    blocks = getattr(results, "seat_blocks", None)
    cells = results.cells
    if blocks is None or "paired_with" not in cells or not (cells["paired_with"] >= 0).any():
        return pd.DataFrame(columns=PAIR_COLUMNS)
    wrapped = cells[cells["paired_with"] >= 0]
    seats = []
    for row in wrapped.itertuples(index=False):
        for seat, name in enumerate(row.lineup.split(",")):
            parsed = parse_wrapper(name)
            if parsed is not None:
                seats.append({"cell": row.cell, "base_cell": row.paired_with, "seat": seat, "wrapper": parsed[0],
                              "base": parsed[1], "item": parsed[2], "ruleset": row.ruleset, "players": row.players,
                              "deck_id": row.deck_id, "deck": row.deck})
    if not seats:
        return pd.DataFrame(columns=PAIR_COLUMNS)
    seats = pd.DataFrame(seats)
    mine = blocks[["cell", "block", "seat", "games", "wins"]].merge(seats, on=["cell", "seat"])
    theirs = blocks[["cell", "block", "seat", "games", "wins"]].rename(
        columns={"cell": "base_cell", "games": "base_games", "wins": "wins_base"})
    joined = mine.merge(theirs, on=["base_cell", "block", "seat"])
    joined = joined[joined["games"] == joined["base_games"]]  # the same game numbers: a true pair
    joined = joined.rename(columns={"wins": "wins_wrapped"})
    return joined[PAIR_COLUMNS].sort_values(["base_cell", "block", "seat", "item"], kind="stable").reset_index(drop=True)


@dataclass
class Contrasts:
    """Per group, the contrasts' point estimates and bootstrap replicates (columns: ``keys`` rows)."""
    keys: pd.DataFrame  # one row per contrast: GROUP + wrapper, base, item, pairs, games
    value: np.ndarray  # (k,) points of win share (as a fraction)
    replicates: np.ndarray  # (R, k)
    units: int
    unit_kind: str  # "decks" or "blocks"
    strata: int = 1  # resampled within this many strata (the base cells, for blocks)

    @property
    def df(self) -> int:
        return max(self.units - self.strata, 1)

    def interval(self, estimate, bootstrap_se, tests: int = 1, level: float = 0.95):
        """estimate +- t * se: the bootstrap's standard error of a mean of n units is short by
        sqrt((n - 1) / n) per stratum, so it is scaled back, and the quantile is Student's t on the
        units' degrees of freedom (measured: 20 blocks with the plain normal interval told twins
        apart 10% of the time at 95%; docs/findings-truth.md), Bonferroni-widened for ``tests``."""
        se = np.asarray(bootstrap_se, dtype=float) * np.sqrt(self.units / self.df)
        return t_interval(estimate, se, self.df, level, tests)


def _weights(strata: np.ndarray, replicates: int, seed: int) -> np.ndarray:
    """(replicates, units) multinomial resampling weights, units drawn within their stratum."""
    rng = np.random.default_rng(seed)
    weights = np.zeros((replicates, strata.size))
    for stratum in np.unique(strata):
        members = np.flatnonzero(strata == stratum)
        weights[:, members] = rng.multinomial(members.size, np.full(members.size, 1.0 / members.size),
                                              size=replicates)
    return weights


def contrasts(results, wrapper: str | None = None, replicates: int = BOOTSTRAP_REPLICATES,
              seed: int = BOOTSTRAP_SEED) -> list[Contrasts]:
    """The paired contrasts of every group (ruleset, players), one Contrasts each."""
    table = pairs(results)
    if wrapper is not None:
        table = table[table["wrapper"] == wrapper]
    if table.empty:
        return []
    by_deck = decks_are_sampled(results.manifest)
    out = []
    for _, group in table.groupby(GROUP, observed=True, sort=True):
        group = group.assign(diff=group["wins_base"] - group["wins_wrapped"])
        if by_deck:
            unit_keys, strata_key, kind = ["deck_id"], None, "decks"
        else:
            unit_keys, strata_key, kind = ["base_cell", "block"], "base_cell", "blocks"
        contrast_keys = GROUP + ["wrapper", "base", "item"]
        group["games"] = group["games"].astype(float)
        sums = group.groupby(unit_keys + contrast_keys, observed=True, sort=True)[["diff", "games"]].sum()
        diff = sums["diff"].unstack(contrast_keys, fill_value=0.0)
        games = sums["games"].unstack(contrast_keys, fill_value=0.0).reindex_like(diff).fillna(0.0)
        D, G = diff.to_numpy(float), games.to_numpy(float)
        units = diff.index.to_frame(index=False)
        strata = units[strata_key].to_numpy() if strata_key else np.zeros(len(units), dtype=int)
        W = _weights(strata, replicates, seed)
        with np.errstate(invalid="ignore", divide="ignore"):
            value = D.sum(axis=0) / G.sum(axis=0)
            boot = (W @ D) / (W @ G)
        keys = diff.columns.to_frame(index=False)
        counts = group.groupby(contrast_keys, observed=True)[["games"]].agg(["size", "sum"])
        counts.columns = ["pairs", "games"]
        keys = keys.merge(counts.reset_index(), on=contrast_keys, how="left")
        keys["units_with"] = (G > 0).sum(axis=0)
        out.append(Contrasts(keys, value, boot, len(units), kind, int(np.unique(strata).size)))
    return out


def t_interval(estimate, se, df: int, level: float = 0.95, tests: int = 1):
    """estimate +- t * se, with t Bonferroni-widened for ``tests`` simultaneous intervals."""
    t = stats.t.ppf(1 - (1 - level) / (2 * max(tests, 1)), max(df, 1))
    return estimate - t * se, estimate + t * se
