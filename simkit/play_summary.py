"""The summary ``simkit play`` prints, from running integer sums: a batch of any size in chunks.

Each chunk of games is reduced to sums (counts, sums and sums of squares, cross products for
the clustered ratio intervals) and the chunk's arrays are dropped, so memory stays flat for
any number of games. Every sum is an integer (a k-way shared win is ``UNITS // k`` units) and
every figure is computed from the sums alone, so the summary is the same whatever the chunk
sizes, the order chunks finish in or the number of worker processes.
"""

from __future__ import annotations

from collections import defaultdict
from math import sqrt

import numpy as np

from simkit.engine.intervals import Z95, wilson_interval

UNITS = 840  # lcm(1..8): every k-way shared win of up to 8 players is a whole number of units


def win_units(winners: np.ndarray) -> np.ndarray:
    """(games, players) int64: UNITS // k for each of k winners, 0 in games nobody won."""
    winners = np.asarray(winners, dtype=np.int64)
    count = winners.sum(axis=1, keepdims=True)
    return np.where(count > 0, winners * (UNITS // np.maximum(count, 1)), 0)


def _sums(values) -> tuple[np.ndarray, np.ndarray]:
    v = np.asarray(values, dtype=np.int64)
    return v.sum(axis=0), (v * v).sum(axis=0)


def mean_from(n: int, s1: int, s2: int, z: float = Z95) -> tuple[float, float, float]:
    """Mean and 95% interval from the count, sum and sum of squares (exact integers)."""
    n, s1, s2 = int(n), int(s1), int(s2)
    if n == 0:
        return float("nan"), float("nan"), float("nan")
    mean = s1 / n
    if n < 2:
        return mean, mean, mean
    variance = max(n * s2 - s1 * s1, 0) / (n * (n - 1))  # exact numerator: no cancellation
    half = z * sqrt(variance) / sqrt(n)
    return mean, mean - half, mean + half


def ratio_from(games: int, e: int, t: int, ee: int, et: int, tt: int, z: float = Z95) -> tuple[float, float, float]:
    """simkit.games.trickster.results.ratio_interval from sums: events e, trials t per game, clustered by game."""
    games, e, t, ee, et, tt = (int(x) for x in (games, e, t, ee, et, tt))
    if t == 0:
        return float("nan"), 0.0, 1.0
    rate = e / t
    if games < 2:
        return rate, 0.0, 1.0
    # sum over games of (e_g - rate t_g)^2, with an exact integer numerator (times t^2)
    residual = max(ee * t * t - 2 * e * et * t + e * e * tt, 0) / (t * t)
    half = z * sqrt(residual / (games * (games - 1))) / (t / games)
    wilson_lo, wilson_hi = wilson_interval(float(e), t, z)
    return rate, max(0.0, min(rate - half, wilson_lo)), min(1.0, max(rate + half, wilson_hi))


class _Ratio:
    """Running sums of a clustered ratio (events / trials per game)."""

    def __init__(self):
        self.e = self.t = self.ee = self.et = self.tt = 0

    def add(self, events: np.ndarray, trials: np.ndarray) -> None:
        e, t = np.asarray(events, dtype=np.int64), np.asarray(trials, dtype=np.int64)
        self.e += int(e.sum()); self.t += int(t.sum())  # noqa: E702
        self.ee += int((e * e).sum()); self.et += int((e * t).sum()); self.tt += int((t * t).sum())  # noqa: E702

    def merge(self, other: "_Ratio") -> None:
        for key in ("e", "t", "ee", "et", "tt"):
            setattr(self, key, getattr(self, key) + getattr(other, key))

    def interval(self, games: int):
        return ratio_from(games, self.e, self.t, self.ee, self.et, self.tt)


class _Sum:
    """Running count, sum and sum of squares of per-game values (any trailing shape)."""

    def __init__(self):
        self.s1 = self.s2 = 0

    def add(self, values) -> None:
        s1, s2 = _sums(values)
        self.s1 = self.s1 + s1
        self.s2 = self.s2 + s2

    def merge(self, other: "_Sum") -> None:
        self.s1 = self.s1 + other.s1
        self.s2 = self.s2 + other.s2


def _merge_dicts(mine: dict, theirs: dict) -> None:
    for key, value in theirs.items():
        if key in mine:
            mine[key].merge(value)
        else:
            mine[key] = value


def _interval(lo: float, hi: float, percent: bool = True) -> str:
    return f"[{lo:.1%}, {hi:.1%}]" if percent else f"[{lo:.2f}, {hi:.2f}]"


class OutcomeSummary:
    """Running sums of any game's batches (simkit.games.base.Outcome)."""

    def __init__(self, players: int, strategies: list[str], item_names: list[str]):
        self.players, self.strategies, self.item_names = players, list(strategies), list(item_names)
        self.games = 0
        self.units = np.zeros(players, np.int64)
        self.scores, self.length, self.rounds = _Sum(), _Sum(), _Sum()
        self.shared = self.no_winner = self.capped = self.decision_points = 0
        self.item_ids: dict[int, set] = defaultdict(set)  # column -> item ids seen there
        self.item_plays: dict[int, int] = defaultdict(int)
        self.item_resolved: dict[int, int] = defaultdict(int)
        self.items: dict[int, _Ratio] = {}
        self.marks: dict[str, dict] = {}  # name -> {"sum": (players,), "marked": (players,), "units": (players,)}

    def add(self, outcome) -> "OutcomeSummary":
        g = outcome.games
        self.games += g
        units = win_units(outcome.winners)
        self.units += units.sum(axis=0)
        self.scores.add(outcome.scores)
        self.length.add(outcome.length)
        self.rounds.add(outcome.rounds)
        winners = np.asarray(outcome.winners).sum(axis=1)
        self.shared += int((winners > 1).sum())
        self.no_winner += int((winners == 0).sum())
        self.capped += int(np.asarray(outcome.capped).sum())
        self.decision_points += int(np.asarray(outcome.decision_points).sum())
        ids = outcome.item_ids()
        for column in range(outcome.item_plays.shape[2]):
            self.item_ids[column].update(int(i) for i in np.unique(ids[:, column]))
            self.item_plays[column] += int(outcome.item_plays[:, :, column].sum())
            resolved, fizzled = outcome.item_resolved[:, column], outcome.item_fizzled[:, column]
            self.item_resolved[column] += int(resolved.sum())
            self.items.setdefault(column, _Ratio()).add(fizzled, resolved + fizzled)
        for name, values in outcome.marks.items():
            entry = self.marks.setdefault(name, {"sum": np.zeros(self.players, np.int64),
                                                 "marked": np.zeros(self.players, np.int64),
                                                 "units": np.zeros(self.players, np.int64)})
            values = np.asarray(values, dtype=np.int64)
            marked = values > 0
            entry["sum"] += values.sum(axis=0)
            entry["marked"] += marked.sum(axis=0)
            entry["units"] += np.where(marked, units, 0).sum(axis=0)
        return self

    def merge(self, other: "OutcomeSummary") -> "OutcomeSummary":
        self.games += other.games
        self.units += other.units
        for key in ("scores", "length", "rounds"):
            getattr(self, key).merge(getattr(other, key))
        for key in ("shared", "no_winner", "capped", "decision_points"):
            setattr(self, key, getattr(self, key) + getattr(other, key))
        for column, ids in other.item_ids.items():
            self.item_ids[column] |= ids
        for column, plays in other.item_plays.items():
            self.item_plays[column] += plays
        for column, resolved in other.item_resolved.items():
            self.item_resolved[column] += resolved
        _merge_dicts(self.items, other.items)
        for name, entry in other.marks.items():
            if name in self.marks:
                for key in entry:
                    self.marks[name][key] = self.marks[name][key] + entry[key]
            else:
                self.marks[name] = entry
        return self

    def format(self, game, wall_seconds: float) -> str:
        g = self.games
        lines = [f"games        {g:,}",
                 f"wall time    {wall_seconds:.2f} s   ({g / max(wall_seconds, 1e-9):,.0f} games/s, "
                 f"{1e9 * wall_seconds / max(self.decision_points, 1):,.0f} ns per decision point)",
                 f"strategies   {', '.join(self.strategies)}", "",
                 f"{'seat':<6}{'win share':>11}{'95% interval':>18}{'mean score':>12}{'95% interval':>18}"]
        for seat in range(self.players):
            won = int(self.units[seat]) / UNITS
            lo, hi = wilson_interval(won, g)
            mean, mlo, mhi = mean_from(g, self.scores.s1[seat], self.scores.s2[seat])
            lines.append(f"{seat:<6}{won / g:>10.1%} {_interval(lo, hi):>17}{mean:>12.2f}"
                         f"{_interval(mlo, mhi, False):>18}")
        for label, count in (("shared wins", self.shared), ("no winner", self.no_winner)):
            lo, hi = wilson_interval(count, g)
            lines.append(f"{label:<13}{count:,} games, {count / g:.2%} {_interval(lo, hi)}")
        length, llo, lhi = mean_from(g, self.length.s1, self.length.s2)
        rounds, rlo, rhi = mean_from(g, self.rounds.s1, self.rounds.s2)
        lines.append(f"length       {length:.2f} {game.length_unit} per game {_interval(llo, lhi, False)}; "
                     f"{rounds:.2f} rounds {_interval(rlo, rhi, False)}")
        if self.capped:
            lines.append(f"WARNING      {self.capped} games hit the safety cap")
        lines += ["", f"{game.item_kind:<16}{'plays':>10}{'resolved':>10}{'fizzled':>10}{'fizzle rate':>13}"
                      f"{'95% interval':>18}"]
        for column in sorted(self.items):
            names = {self.item_names[i] for i in self.item_ids[column]}
            name = names.pop() if len(names) == 1 else f"column {column}"
            plays, ratio = self.item_plays[column], self.items[column]
            if ratio.t == 0:
                lines.append(f"{name:<16}{plays:>10,}{0:>10}{0:>10}{'-':>13}")
                continue
            rate, lo, hi = ratio.interval(g)
            lines.append(f"{name:<16}{plays:>10,}{self.item_resolved[column]:>10,}{ratio.e:>10,}{rate:>13.1%}"
                         f"{_interval(lo, hi):>18}")
        if self.marks:
            lines += ["", f"{'event':<18}{'seat':>5}{'per game':>10}{'games with it':>15}{'win share then':>16}"
                          f"{'95% interval':>18}"]
            for name in sorted(self.marks):
                entry = self.marks[name]
                for seat in range(self.players):
                    n = int(entry["marked"][seat])
                    won = int(entry["units"][seat]) / UNITS
                    lo, hi = wilson_interval(won, n)
                    share = f"{won / n:.1%}" if n else "-"
                    lines.append(f"{name.replace('_', ' '):<18}{seat:>5}{int(entry['sum'][seat]) / g:>10.3f}"
                                 f"{n / g:>15.1%}{share:>16}{_interval(lo, hi) if n else '':>18}")
        return "\n".join(lines)
