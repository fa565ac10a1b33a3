"""Engine throughput on one core: games/s and nanoseconds per decision.

    python benchmarks/bench_engine.py [--games 100000] [--ruleset cot] [--players 4] [--deck beginner]

A decision is a choice a strategy makes: a decision point with two or more
legal options. Forced moves (one legal option) are decision points too and
are reported apart: "ns/decision" divides the wall time by real choices only
(the stricter figure), "ns/point" by every decision point (how per-action
figures such as OpenSpiel's are counted). Compile (or cache load) time is
measured apart, on the first call. Numbers go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from simkit.api import make_setup, play  # noqa: E402


def measure(ruleset: str, strategy: str, games: int, players: int, deck: str, repeats: int) -> dict:
    setup = make_setup(ruleset, players, deck, strategy)
    start = time.perf_counter()
    play(setup, 1, seed=0)
    ready = time.perf_counter() - start
    best = None
    for r in range(repeats):
        start = time.perf_counter()
        results = play(setup, games, seed=r + 1)
        wall = time.perf_counter() - start
        if best is None or wall < best[0]:
            best = (wall, int(results.decisions.sum()), int(results.decision_points.sum()))
    wall, decisions, points = best
    return {"strategy": strategy, "ready_s": ready, "games_per_s": games / wall,
            "ns_per_decision": wall / decisions * 1e9, "decisions_per_game": decisions / games,
            "ns_per_point": wall / points * 1e9, "points_per_game": points / games,
            "us_per_game": wall / games * 1e6}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--ruleset", default="cot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deck", default="beginner")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--strategies", default="random,cautious")
    args = parser.parse_args()
    print(f"simkit engine benchmark: {args.ruleset}, {args.players} players, deck {args.deck}, {args.games:,} games, "
          f"best of {args.repeats}, one core ({platform.processor() or platform.machine()})")
    print(f"{'strategy':<10}{'kernels ready':>15}{'games/s':>11}{'us/game':>10}{'decisions/game':>16}"
          f"{'ns/decision':>13}{'points/game':>13}{'ns/point':>10}")
    rows = [measure(args.ruleset, s, args.games, args.players, args.deck, args.repeats)
            for s in args.strategies.split(",")]
    for row in rows:
        print(f"{row['strategy']:<10}{row['ready_s']:>13.2f} s{row['games_per_s']:>11,.0f}{row['us_per_game']:>10.1f}"
              f"{row['decisions_per_game']:>16.1f}{row['ns_per_decision']:>13.0f}"
              f"{row['points_per_game']:>13.1f}{row['ns_per_point']:>10.0f}")
    if len(rows) > 1:
        print(f"{rows[1]['strategy']} / {rows[0]['strategy']} cost per decision: "
              f"{rows[1]['ns_per_decision'] / rows[0]['ns_per_decision']:.2f}x")


if __name__ == "__main__":
    main()
