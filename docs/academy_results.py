"""Measures of docs/findings-trickerion-academy.md read from `simkit run` result folders that the
Dark Alley's helpers (dark_alley_results.py) do not hold: the 12 Magicians against the other two
of their Favourite category, the sum of a seat's Academy Fame, and the seat that never visits the
Academy against the same seat of the plain table on the same deals (the blocks of its paired cell)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from scipy import stats

from simkit.experiments.reduce import WIN_UNITS
from simkit.experiments.result_tables import _read_tables
from simkit.experiments.store import read_store, segments_of
from simkit.experiments.tasks import task_slots

from dark_alley_results import MAGICIAN, mark_mean
from dark_alley_stats import Estimate, holm_flags, share, share_difference, share_vs, t_estimate

ACADEMY_FAME = (("fame_renovate", "Renovate"), ("fame_banners", "Banners"), ("fame_classroom", "Classrooms"))
ACTIVITY = (("academy_placements", "characters placed there"), ("renovations", "Renovates"),
            ("practices", "Practices"), ("teaches", "Teaches"), ("secrets_learned", "Secrets learned"),
            ("coins_renovate", "Coins paid for Renovate"), ("coins_classroom", "Coins from Classrooms"))
RESTRICTED = "restricted:"


def magician_rates(res, categories: dict[str, str]) -> pd.DataFrame:
    """Per player count and Magician: seat-games, win rate (Wilson) against the fair share 1/players,
    and the difference from the other Magicians of its Favourite category pooled (Newcombe: one
    Magician of a category sits at a table, so their seat-games are in different games). Holm over
    the Magicians of a player count, for each of the two tests apart."""
    marks = res.marks[res.marks["mark"].str.startswith(MAGICIAN)]
    totals = marks.groupby(["players", "mark"])[["marked_games", "marked_wins"]].sum()
    rows = []
    for players in sorted(marks["players"].unique()):
        found = []
        for name, category in sorted(categories.items(), key=lambda kv: (kv[1], kv[0])):
            mates = sorted(m for m, c in categories.items() if c == category and m != name)
            own = totals.loc[(players, MAGICIAN + name)]
            other = totals.loc[[(players, MAGICIAN + m) for m in mates]].sum()
            found.append({"players": int(players), "magician": name, "category": category, "mates": mates,
                          "seat_games": int(own.marked_games),
                          "rate": share_vs(own.marked_wins, own.marked_games, 1 / players),
                          "vs_mates": share_difference(own.marked_wins, own.marked_games,
                                                       other.marked_wins, other.marked_games)})
        for key in ("rate", "vs_mates"):
            adjusted, flags = holm_flags([r[key] for r in found])
            for r, p, flag in zip(found, adjusted, flags):
                r[f"{key}_p_holm"], r[f"{key}_clear"] = p, bool(flag)
        rows += found
    return pd.DataFrame(rows)


def summed(parts: list[tuple[Estimate, float]]) -> tuple[Estimate, float]:
    """The sum of per-seat means measured on the same seat-games (a seat's Fame from several marks):
    the marks' covariances are not kept, so the standard error is the sum of theirs, the bound that
    holds whatever their correlation. Returns the estimate and its se squared x units (as
    dark_alley_results.seat_pooled does, for a Welch comparison)."""
    value = sum(e.value for e, _ in parts)
    se = sum(e.se for e, _ in parts)
    n = min(e.n for e, _ in parts)
    df = min(e.df for e, _ in parts)
    return t_estimate(value, se, df, n), se * se * n


def academy_fame(res, players: int) -> dict[str, tuple[Estimate, float]]:
    """A seat's Fame from each Academy source per game, and their sum ("academy")."""
    found = {mark: mark_mean(res, players, mark) for mark, _ in ACADEMY_FAME}
    found["academy"] = summed([found[mark] for mark, _ in ACADEMY_FAME])
    return found


def ratio_bounds(num: Estimate, den: Estimate) -> Estimate:
    """num / den of two means of the same seat-games, with the interval from each one's 97.5% interval
    (num's lowest over den's highest, and the other way): 95% or more whatever their correlation."""
    value = num.value / den.value
    if not (np.isfinite(num.se) and np.isfinite(den.se)):
        return Estimate(value, float("nan"), float("nan"))
    qn, qd = (float(stats.t.ppf(1 - 0.025 / 2, e.df)) for e in (num, den))
    lo = (num.value - qn * num.se) / (den.value + qd * den.se)
    hi = (num.value + qn * num.se) / (den.value - qd * den.se)
    return Estimate(value, lo, hi, float("nan"), num.n)


def _blocks(folder: Path, res) -> pd.DataFrame:
    """Per task, cell and seat of a result folder: the games, wins and Fame, and the task's block (its
    first game number: block b of two cells covers the same game numbers)."""
    store = read_store(Path(folder))
    seats = _read_tables(store.parts)["seats"][["task", "cell", "seat", "games", "win_units", "score_sum"]].copy()
    first = {task: first for task, (_, first, _) in enumerate(task_slots(len(res.cells), segments_of(store.manifest)))}
    seats["block"] = seats["task"].map(first).astype(np.int64)
    seats["wins"] = seats["win_units"] / WIN_UNITS
    return seats


def _paired_ratio(diff: np.ndarray, games: np.ndarray) -> Estimate:
    """sum(diff) / sum(games) over the blocks, with the ratio estimator's variance over them (the
    blocks are independent; the cells paired within a block are not), t on blocks - 1."""
    b = diff.size
    if b < 2:
        return Estimate(float("nan"), float("nan"), float("nan"))
    r = diff.sum() / games.sum()
    var = float(((diff - r * games) ** 2).sum()) / (b * (b - 1) * games.mean() ** 2)
    return t_estimate(float(r), float(np.sqrt(var)), b - 1, float(games.sum()))


def restricted_contrasts(folder: Path, res) -> pd.DataFrame:
    """Per composition (deck) and player count of a spec whose restricted cells are paired with a plain
    table: the restricted seats' win share (Wilson, against the fair share 1/players), and the plain
    seat less the restricted one on the same deals (the same seat of the paired cell, block by block):
    points of win share and Fame per game, each a ratio over the blocks of the plain cell, which are
    the independent units (every rotation of a block shares its deals). Holm over the rows for each."""
    blocks = _blocks(folder, res)
    cells = res.cells.set_index("cell")
    rows = []
    wrapped = cells[cells["paired_with"] >= 0]
    for (_, players), group in wrapped.groupby(["deck_id", "players"], sort=True):  # the spec's order of decks
        deck = group["deck"].iloc[0]
        mine = []
        for cell, row in group.iterrows():
            seat = next(k for k, name in enumerate(row.lineup.split(",")) if name.startswith(RESTRICTED))
            own = blocks[(blocks["cell"] == cell) & (blocks["seat"] == seat)]
            base = blocks[(blocks["cell"] == row.paired_with) & (blocks["seat"] == seat)]
            joined = own.merge(base, on="block", suffixes=("", "_base"))
            mine.append(joined[joined["games"] == joined["games_base"]])
        joined = pd.concat(mine, ignore_index=True)
        per_block = joined.groupby("block").agg(games=("games", "sum"), wins=("wins", "sum"),
                                                wins_base=("wins_base", "sum"), fame=("score_sum", "sum"),
                                                fame_base=("score_sum_base", "sum"))
        g = per_block["games"].to_numpy(float)
        rows.append({"deck": deck, "players": int(players), "seat_games": int(g.sum()), "blocks": len(per_block),
                     "rate": share_vs(per_block["wins"].sum(), g.sum(), 1 / players),
                     "rate_base": share(per_block["wins_base"].sum(), g.sum()),
                     "fame": per_block["fame"].sum() / g.sum(), "fame_base": per_block["fame_base"].sum() / g.sum(),
                     "win_loss": _paired_ratio((per_block["wins_base"] - per_block["wins"]).to_numpy(float), g),
                     "fame_loss": _paired_ratio((per_block["fame_base"] - per_block["fame"]).to_numpy(float), g)})
    for key in ("win_loss", "fame_loss"):
        adjusted, flags = holm_flags([r[key] for r in rows])
        for r, p, flag in zip(rows, adjusted, flags):
            r[f"{key}_p_holm"], r[f"{key}_clear"] = p, bool(flag)
    return pd.DataFrame(rows)
