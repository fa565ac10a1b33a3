"""Tournaments: rank strategies by playing them against each other on the same deals.

Seats are rotated: line-up ``r`` (r = 0 .. K-1 for K strategies) gives seat ``s``
strategy ``(s + r) mod K``, so over the rotations every strategy sits in every
seat equally often. Every rotation plays the same games of the seed (game ``g``
starts from the same deal in every rotation): a paired comparison, so
differences come from the players rather than the cards.

Per strategy: seat-games, wins (a k-way shared win counts 1/k), win share with a
95% interval clustered by game (a strategy may hold several seats of one game),
mean final score with its interval. Pairwise: how often the row strategy finishes
ahead of the column strategy in games where both play (ahead: the better score in the
game's direction, ``Game.high_score_wins``; equal scores count half), with its Wilson
interval: "row beats column" at 95% when the interval lies above 50%. Any registered
game: the ruleset names it.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np
import pandas as pd

from simkit.engine.intervals import mean_interval, ratio_interval, wilson_interval
from simkit.games.registry import game_of_ruleset

TABLE_COLUMNS = ["strategy", "games", "wins", "win_share", "win_share_lo", "win_share_hi",
                 "mean_score", "mean_score_lo", "mean_score_hi"]


@dataclass
class Tournament:
    strategies: list[str]
    lineups: list[list[str]]
    games_per_lineup: int
    table: pd.DataFrame  # TABLE_COLUMNS, one row per strategy
    ahead: pd.DataFrame  # row finishes ahead of column (share of their meetings)
    ahead_lo: pd.DataFrame
    ahead_hi: pd.DataFrame
    meetings: pd.DataFrame  # games in which row and column both played


def lineups(strategies: list[str], players: int) -> list[list[str]]:
    k = len(strategies)
    return [[strategies[(seat + r) % k] for seat in range(players)] for r in range(k)]


def _play_lineup(job):
    """One rotation: (scores, win shares) per game and seat. Runs in a worker process too."""
    ruleset, players, deck, lineup, games, seed, designs, params = job
    game = game_of_ruleset(ruleset)
    outcome = game.play(game.make_setup(ruleset, players, deck, lineup, designs=designs, **_more(params)), games, seed)
    return outcome.scores, outcome.win_shares()


def _more(params: dict | None) -> dict:
    """make_setup's keyword for a game's setup parameters: none for a game given none."""
    return {"params": params} if params else {}


def run_tournament(ruleset: str, players: int, deck: str, strategies: list[str], games: int, seed: int,
                   designs=None, workers: int = 1, params: dict | None = None) -> Tournament:
    """Play ``games`` games in all (rounded up to a whole number per rotation); ``deck``: a hero
    deck or a composition, as the ruleset's game takes; ``designs``: its ``load_designs``;
    ``params``: the game's setup parameters (simkit.games.setup_params), the same in every rotation."""
    if len(strategies) < 2:
        raise ValueError("a tournament needs at least 2 strategies")
    game = game_of_ruleset(ruleset)
    canonical = game.make_setup(ruleset, players, deck, strategies[:1] * players, designs=designs, **_more(params))
    names = [game.make_setup(ruleset, players, deck, [name] * players, designs=designs, **_more(params)).strategies[0]
             for name in strategies]
    if len(set(names)) != len(names):
        raise ValueError("each strategy may enter a tournament once")
    rotations = lineups(names, players)
    per_lineup = -(-games // len(rotations))
    jobs = [(ruleset, players, deck, lineup, per_lineup, seed, designs, params) for lineup in rotations]
    if workers > 1:
        game.play(canonical, 1, seed)  # compile or load the kernels once, before the workers start
        # fork: the workers inherit loaded plugins and the compiled kernels' cache folder
        with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
            outcomes = list(pool.map(_play_lineup, jobs))
    else:
        outcomes = [_play_lineup(job) for job in jobs]
    return _tabulate(names, rotations, per_lineup, outcomes, game.high_score_wins)


def _tabulate(names, rotations, per_lineup, outcomes, high_score_wins: bool = False) -> Tournament:
    k = len(names)
    # per (rotation, game): each strategy's wins, seats and score sum
    wins = np.zeros((len(rotations), per_lineup, k))
    seats = np.zeros((len(rotations), per_lineup, k))
    scores = np.zeros((len(rotations), per_lineup, k))
    for r, (lineup, (totals, shares)) in enumerate(zip(rotations, outcomes)):
        for seat, name in enumerate(lineup):
            j = names.index(name)
            wins[r, :, j] += shares[:, seat]
            seats[r, :, j] += 1
            scores[r, :, j] += totals[:, seat]
    rows = []
    for j, name in enumerate(names):
        played = seats[:, :, j].ravel() > 0
        w, n, sc = wins[:, :, j].ravel()[played], seats[:, :, j].ravel()[played], scores[:, :, j].ravel()[played]
        share, lo, hi = ratio_interval(w, n)
        mean, mean_lo, mean_hi = mean_interval(sc / n)
        rows.append([name, int(n.sum()), float(w.sum()), share, lo, hi, mean, mean_lo, mean_hi])
    table = pd.DataFrame(rows, columns=TABLE_COLUMNS)
    ahead = np.full((k, k), np.nan)
    ahead_lo, ahead_hi, meetings = ahead.copy(), ahead.copy(), np.zeros((k, k), dtype=np.int64)
    mean_scores = np.where(seats > 0, scores / np.maximum(seats, 1), np.nan)
    for a in range(k):
        for b in range(k):
            if a == b:
                continue
            sa, sb = mean_scores[:, :, a].ravel(), mean_scores[:, :, b].ravel()
            met = ~np.isnan(sa) & ~np.isnan(sb)
            count = int(met.sum())
            meetings[a, b] = count
            if count:
                better = sa[met] > sb[met] if high_score_wins else sa[met] < sb[met]
                points = float(better.sum() + 0.5 * (sa[met] == sb[met]).sum())
                ahead[a, b] = points / count
                ahead_lo[a, b], ahead_hi[a, b] = wilson_interval(points, count)

    def frame(values):
        return pd.DataFrame(values, index=names, columns=names)
    return Tournament(names, rotations, per_lineup, table, frame(ahead), frame(ahead_lo), frame(ahead_hi),
                      frame(meetings))


def format_tournament(t: Tournament) -> str:
    width = max(12, *(len(name) for name in t.strategies))
    lines = [f"{len(t.lineups)} rotations x {t.games_per_lineup:,} games (the same deals in each rotation)", "",
             f"{'strategy':<{width}} {'seat-games':>10} {'win share':>10} {'95% interval':>17}"
             f" {'mean score':>11} {'95% interval':>17}"]
    for row in t.table.itertuples():
        lines.append(f"{row.strategy:<{width}} {row.games:>10,} {row.win_share:>10.1%}"
                     f" {f'[{row.win_share_lo:.1%}, {row.win_share_hi:.1%}]':>17} {row.mean_score:>11.2f}"
                     f" {f'[{row.mean_score_lo:.2f}, {row.mean_score_hi:.2f}]':>17}")
    lines += ["", "row finishes ahead of column (share of the games both played; * = beats at 95%)"]
    short = [name if len(name) <= 12 else name[:11] + "~" for name in t.strategies]
    lines.append(f"{'':<{width}} " + " ".join(f"{name:>13}" for name in short))
    for a, name in enumerate(t.strategies):
        cells = []
        for b in range(len(t.strategies)):
            if a == b or np.isnan(t.ahead.iat[a, b]):
                cells.append(f"{'-':>13}")
            else:
                mark = "*" if t.ahead_lo.iat[a, b] > 0.5 else " "
                cells.append(f"{t.ahead.iat[a, b]:>12.1%}{mark}")
        lines.append(f"{name:<{width}} " + " ".join(cells))
    return "\n".join(lines) + "\n"


def write_table_csv(t: Tournament, path: str | os.PathLike) -> None:
    """The per-strategy table as CSV, whole or not at all, string cells neutralised (simkit.safe_write)."""
    from simkit.safe_write import write_csv
    write_csv(path, t.table, "--out")
