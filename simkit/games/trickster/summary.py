"""The summary ``simkit play`` prints for Trickster, from running integer sums
(simkit.play_summary): win shares, Trouble Points and busts per seat, tricks per round, and
each hero's fizzle rate."""

from __future__ import annotations

import numpy as np

from simkit.engine.intervals import wilson_interval
from simkit.play_summary import UNITS, _merge_dicts, _Ratio, _Sum, mean_from, win_units


class TricksterSummary:
    """Running sums of Trickster batches (simkit.games.trickster.results.GameResults)."""

    def __init__(self, players: int, rounds: int, strategies: list[str]):
        self.players, self.rounds, self.strategies = players, rounds, list(strategies)
        self.games = 0
        self.units = np.zeros(players, np.int64)
        self.totals, self.busts, self.tricks = _Sum(), _Sum(), _Sum()
        self.shared = self.capped = 0
        self.heroes: dict[str, _Ratio] = {}

    def add(self, results) -> "TricksterSummary":
        self.games += results.games
        self.units += win_units(results.winners).sum(axis=0)
        self.totals.add(results.totals)
        self.busts.add(results.busts)
        self.tricks.add(results.tricks[:, :self.rounds])
        self.shared += int((results.winners.sum(axis=1) > 1).sum())
        self.capped += int(np.asarray(results.capped).sum())
        for name, (resolved, fizzled) in results.hero_plays().items():
            self.heroes.setdefault(name, _Ratio()).add(fizzled, resolved + fizzled)
        return self

    def merge(self, other: "TricksterSummary") -> "TricksterSummary":
        self.games += other.games
        self.units += other.units
        for key in ("totals", "busts", "tricks"):
            getattr(self, key).merge(getattr(other, key))
        self.shared += other.shared
        self.capped += other.capped
        _merge_dicts(self.heroes, other.heroes)
        return self

    def format(self, game, wall_seconds: float) -> str:
        g = self.games
        lines = [
            f"games        {g:,}",
            f"wall time    {wall_seconds:.2f} s   ({g / max(wall_seconds, 1e-9):,.0f} games/s)",
            f"strategies   {', '.join(self.strategies)}",
            "",
            f"{'seat':<6}{'win share':>11}{'95% interval':>18}{'mean score':>12}{'95% interval':>18}"
            f"{'busts/game':>12}{'95% interval':>18}",
        ]
        for seat in range(self.players):
            won = int(self.units[seat]) / UNITS
            lo, hi = wilson_interval(won, g)
            mean, mlo, mhi = mean_from(g, self.totals.s1[seat], self.totals.s2[seat])
            busts, blo, bhi = mean_from(g, self.busts.s1[seat], self.busts.s2[seat])
            lines.append(f"{seat:<6}{won / g:>10.1%} {f'[{lo:.1%}, {hi:.1%}]':>17}{mean:>12.2f}"
                         f"{f'[{mlo:.2f}, {mhi:.2f}]':>18}{busts:>12.2f}{f'[{blo:.2f}, {bhi:.2f}]':>18}")
        slo, shi = wilson_interval(self.shared, g)
        lines.append(f"shared wins  {self.shared:,} games, {self.shared / g:.3%} [{slo:.3%}, {shi:.3%}]    "
                     f"expected win share per seat {1 / self.players:.1%}")
        lines.append("tricks/round " + "  ".join(f"R{r + 1} {int(self.tricks.s1[r]) / g:.2f}"
                                                  for r in range(self.rounds)))
        if self.capped:
            lines.append(f"WARNING      {self.capped} games hit the trick cap per round")
        lines += ["", f"{'hero':<16}{'effects':>10}{'fizzled':>10}{'fizzle rate':>13}{'95% interval':>18}"]
        for name in sorted(self.heroes):
            ratio = self.heroes[name]
            if ratio.t == 0:
                lines.append(f"{name:<16}{0:>10}{0:>10}{'never played':>13}")
                continue
            rate, lo, hi = ratio.interval(g)
            lines.append(f"{name:<16}{ratio.t:>10,}{ratio.e:>10,}{rate:>13.1%}{f'[{lo:.1%}, {hi:.1%}]':>18}")
        return "\n".join(lines)
