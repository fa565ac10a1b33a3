"""Per-game results as arrays, and the summary ``simkit play`` prints.

Every rate comes with a 95% interval: Wilson for proportions, a normal
interval (t ~ z for these sample sizes) for means.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import sqrt

import numpy as np

from simkit.layout import DECK_HEROES, MAX_ROUNDS

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


@dataclass
class GameResults:
    """One row per game; seats in columns. ``winners`` is 1 for every (co-)winner."""
    seed: int
    first_game: int
    players: int
    hero_names: list[str]  # global hero ids -> names
    strategies: list[str]
    heroes: np.ndarray  # (games, 7) global hero ids of the deck's slots
    round_scores: np.ndarray  # (games, 3, players)
    winners: np.ndarray  # (games, players)
    tricks: np.ndarray  # (games, 3)
    busts: np.ndarray  # (games, players)
    effects_resolved: np.ndarray  # (games, 7) per deck slot: played cards whose effect resolved
    effects_fizzled: np.ndarray  # (games, 7)
    decisions: np.ndarray  # (games,) decision points with two or more options (a strategy chose)
    decision_points: np.ndarray  # (games,) every decision point, forced ones (one option) included
    capped: np.ndarray  # (games,) 1 if a round hit the trick cap

    @classmethod
    def empty(cls, games: int, players: int, setup, seed: int, first_game: int) -> "GameResults":
        def z(*shape, dtype=np.int32):
            return np.zeros(shape, dtype=dtype)
        return cls(seed, first_game, players, setup.catalog.names, list(setup.strategies),
                   z(games, DECK_HEROES), z(games, MAX_ROUNDS, players), z(games, players),
                   z(games, MAX_ROUNDS), z(games, players), z(games, DECK_HEROES), z(games, DECK_HEROES),
                   z(games, dtype=np.int64), z(games, dtype=np.int64), z(games))

    @property
    def games(self) -> int:
        return self.winners.shape[0]

    @property
    def totals(self) -> np.ndarray:
        return self.round_scores.sum(axis=1)

    def win_shares(self) -> np.ndarray:
        """(games, players): 1 for a sole win, 1/k for a k-way shared win."""
        return self.winners / self.winners.sum(axis=1, keepdims=True)

    def fizzle_table(self) -> dict[str, tuple[int, int]]:
        """Hero name -> (effects resolved, effects fizzled) over all games."""
        table: dict[str, list[int]] = {}
        for slot in range(DECK_HEROES):
            ids = self.heroes[:, slot]
            for hero in np.unique(ids):
                mask = ids == hero
                row = table.setdefault(self.hero_names[hero], [0, 0])
                row[0] += int(self.effects_resolved[mask, slot].sum())
                row[1] += int(self.effects_fizzled[mask, slot].sum())
        return {name: (r, f) for name, (r, f) in sorted(table.items())}


def format_summary(results: GameResults, wall_seconds: float) -> str:
    """The short text summary of a batch: speed, seats, rounds, fizzles."""
    g = results.games
    lines = [
        f"games        {g:,}",
        f"wall time    {wall_seconds:.2f} s   ({g / wall_seconds:,.0f} games/s)",
        f"strategies   {', '.join(results.strategies)}",
        "",
        f"{'seat':<6}{'win share':>11}{'95% interval':>18}{'mean score':>12}{'95% interval':>18}{'busts/game':>12}",
    ]
    shares = results.win_shares()
    totals = results.totals
    for seat in range(results.players):
        won = float(shares[:, seat].sum())
        lo, hi = wilson_interval(won, g)
        mean, mlo, mhi = mean_interval(totals[:, seat])
        lines.append(f"{seat:<6}{won / g:>10.1%} {f'[{lo:.1%}, {hi:.1%}]':>17}{mean:>12.2f}"
                     f"{f'[{mlo:.2f}, {mhi:.2f}]':>18}{results.busts[:, seat].mean():>12.2f}")
    shared = float((results.winners.sum(axis=1) > 1).mean())
    lines.append(f"shared wins  {shared:.2%} of games    expected win share per seat {1 / results.players:.1%}")
    lines.append("tricks/round " + "  ".join(f"R{r + 1} {results.tricks[:, r].mean():.2f}"
                                              for r in range(MAX_ROUNDS)))
    if results.capped.any():
        lines.append(f"WARNING      {int(results.capped.sum())} games hit the trick cap per round")
    lines += ["", f"{'hero':<16}{'effects':>10}{'fizzled':>10}{'fizzle rate':>13}{'95% interval':>18}"]
    for name, (resolved, fizzled) in results.fizzle_table().items():
        n = resolved + fizzled
        if n == 0:
            lines.append(f"{name:<16}{0:>10}{0:>10}{'never played':>13}")
            continue
        lo, hi = wilson_interval(fizzled, n)
        lines.append(f"{name:<16}{n:>10,}{fizzled:>10,}{fizzled / n:>13.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}")
    return "\n".join(lines)
