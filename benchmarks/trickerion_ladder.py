"""Trickerion's skill ladder: greedy beats random, planner beats greedy, search beats planner
(issue 15, RULES §6.3), measured in 4-player games, and search's decisions per second.

    python benchmarks/trickerion_ladder.py [--ruleset R] [--seeds 200] [--search-seeds 24] [--seed 1] [--write]

Each comparison A vs B plays the 6 seatings of two A seats and two B seats (AABB, ABAB, ...)
on the same ``seeds`` game numbers (the same dice, decks and Magician draws in every seating:
paired), so seat order cancels out. Per game number the score is the share of the 6 games an A
seat won (the winner is single, G77), and its mean over game numbers comes with a t interval
(game numbers are independent; the seatings of one number are not, so they are averaged first).
"A beats B" needs that mean above 1/2 with a Holm-corrected one-sided p < 0.05 over the three
comparisons; the Fame margin (A seats' mean Fame less B seats') is given beside it. With
``--write`` the table replaces the block between the markers in docs/trickerion.md (atomically).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import time
from pathlib import Path

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

PAIRS = (("greedy", "random"), ("planner", "greedy"), ("search", "planner"))
def markers(ruleset: str) -> tuple[str, str]:
    """The ladder block's markers in docs/trickerion.md: one block per ruleset."""
    name = "trickerion-ladder" if ruleset == "trickerion" else f"{ruleset}-ladder"
    flag = "" if ruleset == "trickerion" else f" --ruleset {ruleset}"
    return (f"<!-- {name}:begin (benchmarks/trickerion_ladder.py{flag} --write) -->", f"<!-- {name}:end -->")
DOC = Path(__file__).resolve().parent.parent / "docs" / "trickerion.md"


def seatings(a: str, b: str) -> list[tuple[str, ...]]:
    return sorted(set(itertools.permutations((a, a, b, b))))


def in_development(game, ruleset: str) -> bool:
    """A ruleset the game does not list yet (the Academy's until issue 17 is in, setup.ACADEMY_RELEASED)
    is reached as the tests reach it."""
    return ruleset.strip().lower() not in game.rulesets


def compare(game, a: str, b: str, seeds: int, seed: int, ruleset: str = "trickerion"):
    """(per game-number A win share, per game-number Fame margin, decisions, seconds)."""
    import numpy as np

    share = np.zeros(seeds)
    margin = np.zeros(seeds)
    decisions = 0
    seconds = 0.0
    lineups = seatings(a, b)
    for lineup in lineups:
        setup = game.make_setup(ruleset, 4, strategies=",".join(lineup), in_development=in_development(game, ruleset))
        is_a = np.array([name == a for name in lineup])  # the lineup holds a and b exactly
        start = time.perf_counter()
        outcome = game.play(setup, seeds, seed)
        seconds += time.perf_counter() - start
        decisions += int(outcome.decisions.sum())
        share += outcome.winners[:, is_a].sum(axis=1)
        margin += outcome.scores[:, is_a].mean(axis=1) - outcome.scores[:, ~is_a].mean(axis=1)
    return share / len(lineups), margin / len(lineups), decisions, seconds


def t_interval(x):
    """(mean, half-width of the two-sided 95% t interval, one-sided p of mean <= 1/2)."""
    from scipy import stats

    n = len(x)
    mean = float(x.mean())
    se = float(x.std(ddof=1)) / math.sqrt(n) if n > 1 else float("inf")
    half = float(stats.t.ppf(0.975, n - 1)) * se
    p = float(stats.t.sf((mean - 0.5) / se, n - 1)) if se > 0 else (0.0 if mean > 0.5 else 1.0)
    return mean, half, p


def holm(p_values):
    """Holm's step-down adjusted p-values, in the input order."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def table(rows, seed: int, ruleset: str = "trickerion") -> str:
    flag = "" if ruleset == "trickerion" else f" --ruleset {ruleset}"
    lines = [f"Measured by `python benchmarks/trickerion_ladder.py{flag} --write` (seed {seed}, 4 players, "
             f"ruleset `{ruleset}`, the default composition; 6 seatings of 2 + 2 seats per game number):",
             "",
             "| A vs B | game numbers | games | A's win share (95% t) | Fame margin A − B (95% t) | "
             "Holm p (one-sided) | A beats B at 95% |",
             "|---|---|---|---|---|---|---|"]
    for row in rows:
        verdict = "yes" if row["p_holm"] < 0.05 and row["share"] > 0.5 else "no"
        lines.append(f"| {row['a']} vs {row['b']} | {row['seeds']} | {row['games']} | "
                     f"{row['share']:.3f} ± {row['share_half']:.3f} | {row['margin']:+.2f} ± {row['margin_half']:.2f} | "
                     f"{row['p_holm']:.2g} | {verdict} |")
    lines.append("")
    for row in rows:
        lines.append(f"- {row['a']} vs {row['b']}: {row['decisions']:,} decisions in {row['seconds']:.1f} s of play "
                     f"({row['decisions'] / row['seconds']:,.0f} decisions/s, all four seats, one core).")
    return "\n".join(lines)


def write_block(text: str, ruleset: str = "trickerion") -> None:
    from simkit.safe_write import write_text

    begin, end = markers(ruleset)
    doc = DOC.read_text()
    if begin not in doc or end not in doc:
        raise SystemExit(f"{DOC} has no ladder markers ({begin} ... {end})")
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    write_text(DOC, head + begin + "\n" + text + "\n" + end + tail)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="game numbers per comparison without search")
    parser.add_argument("--search-seeds", type=int, default=24, help="game numbers for search vs planner")
    parser.add_argument("--search", default="search", help="the search strategy's name (default: its defaults)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ruleset", default="trickerion", help="a Trickerion ruleset (4 players)")
    parser.add_argument("--write", action="store_true", help="replace the ladder block in docs/trickerion.md")
    parser.add_argument("--skip-search", action="store_true")
    args = parser.parse_args()
    from simkit.games.registry import get_game

    game = get_game("trickerion")
    rows = []
    for a, b in PAIRS:
        if a == "search":
            if args.skip_search:
                continue
            a, seeds = args.search, args.search_seeds
        else:
            seeds = args.seeds
        share, margin, decisions, seconds = compare(game, a, b, seeds, args.seed, args.ruleset)
        mean, half, p = t_interval(share)
        m_mean, m_half, _ = t_interval(margin)
        rows.append(dict(a=a, b=b, seeds=seeds, games=seeds * len(seatings(a, b)), share=mean, share_half=half,
                         p=p, margin=m_mean, margin_half=m_half, decisions=decisions, seconds=seconds))
        print(f"{a} vs {b}: share {mean:.3f} ± {half:.3f}, margin {m_mean:+.2f} ± {m_half:.2f}, p {p:.3g}, "
              f"{decisions / seconds:,.0f} decisions/s", flush=True)
    for row, adjusted in zip(rows, holm([row["p"] for row in rows])):
        row["p_holm"] = adjusted
    text = table(rows, args.seed, args.ruleset)
    print(text)
    if args.write:
        write_block(text, args.ruleset)


if __name__ == "__main__":
    main()
