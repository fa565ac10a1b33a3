"""The text ``simkit play`` prints for any game's batch (an Outcome): seats, length, items, events."""

from __future__ import annotations

import numpy as np

from simkit.games.base import Outcome
from simkit.engine.intervals import mean_interval, ratio_interval, wilson_interval


def _interval(lo: float, hi: float, percent: bool = True) -> str:
    return f"[{lo:.1%}, {hi:.1%}]" if percent else f"[{lo:.2f}, {hi:.2f}]"


def format_outcome(game, outcome: Outcome, wall_seconds: float) -> str:
    g = outcome.games
    decisions = int(outcome.decision_points.sum())
    lines = [f"games        {g:,}",
             f"wall time    {wall_seconds:.2f} s   ({g / wall_seconds:,.0f} games/s, "
             f"{1e9 * wall_seconds / max(decisions, 1):,.0f} ns per decision point)",
             f"strategies   {', '.join(outcome.strategies)}", "",
             f"{'seat':<6}{'win share':>11}{'95% interval':>18}{'mean score':>12}{'95% interval':>18}"]
    shares = outcome.win_shares()
    for seat in range(outcome.players):
        won = float(shares[:, seat].sum())
        lo, hi = wilson_interval(won, g)
        mean, mlo, mhi = mean_interval(outcome.scores[:, seat])
        lines.append(f"{seat:<6}{won / g:>10.1%} {_interval(lo, hi):>17}{mean:>12.2f}{_interval(mlo, mhi, False):>18}")
    winners = outcome.winners.sum(axis=1)
    for label, count in (("shared wins", int((winners > 1).sum())), ("no winner", int((winners == 0).sum()))):
        lo, hi = wilson_interval(count, g)
        lines.append(f"{label:<13}{count:,} games, {count / g:.2%} {_interval(lo, hi)}")
    length, llo, lhi = mean_interval(outcome.length)
    rounds, rlo, rhi = mean_interval(outcome.rounds)
    lines.append(f"length       {length:.2f} {game.length_unit} per game {_interval(llo, lhi, False)}; "
                 f"{rounds:.2f} rounds {_interval(rlo, rhi, False)}")
    if outcome.capped.any():
        lines.append(f"WARNING      {int(outcome.capped.sum())} games hit the safety cap")
    lines += ["", f"{game.item_kind:<16}{'plays':>10}{'resolved':>10}{'fizzled':>10}{'fizzle rate':>13}"
                  f"{'95% interval':>18}"]
    ids = outcome.item_ids()
    for column in range(outcome.item_plays.shape[2]):
        names = {outcome.item_names[i] for i in np.unique(ids[:, column])}
        name = names.pop() if len(names) == 1 else f"column {column}"
        plays = int(outcome.item_plays[:, :, column].sum())
        resolved, fizzled = outcome.item_resolved[:, column], outcome.item_fizzled[:, column]
        used = resolved + fizzled
        if used.sum() == 0:
            lines.append(f"{name:<16}{plays:>10,}{0:>10}{0:>10}{'-':>13}")
            continue
        rate, lo, hi = ratio_interval(fizzled, used)
        lines.append(f"{name:<16}{plays:>10,}{int(resolved.sum()):>10,}{int(fizzled.sum()):>10,}{rate:>13.1%}"
                     f"{_interval(lo, hi):>18}")
    if outcome.marks:
        lines += ["", f"{'event':<18}{'seat':>5}{'per game':>10}{'games with it':>15}{'win share then':>16}"
                      f"{'95% interval':>18}"]
        for name in sorted(outcome.marks):
            values = outcome.marks[name]
            for seat in range(outcome.players):
                marked = values[:, seat] > 0
                n = int(marked.sum())
                won = float(shares[marked, seat].sum())
                lo, hi = wilson_interval(won, n)
                share = f"{won / n:.1%}" if n else "-"
                lines.append(f"{name.replace('_', ' '):<18}{seat:>5}{values[:, seat].mean():>10.3f}{n / g:>15.1%}"
                             f"{share:>16}{_interval(lo, hi) if n else '':>18}")
    return "\n".join(lines)
