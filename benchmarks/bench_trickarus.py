"""Trickarus throughput on one core: games/s and nanoseconds per decision.

    python benchmarks/bench_trickarus.py [--games 100000] [--players 4] [--ruleset trickarus]

As in bench_engine.py: "ns/decision" divides the wall time by real choices (two or more legal
cards), "ns/point" by every decision point (forced plays included). The search player is
measured apart, in decisions per second, on fewer games. Figures go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from simkit.games.trickarus import GAME  # noqa: E402


def measure(ruleset: str, strategy: str, games: int, players: int, repeats: int) -> dict:
    setup = GAME.make_setup(ruleset, players, None, strategy)
    start = time.perf_counter()
    GAME.play(setup, 1, seed=0)
    ready = time.perf_counter() - start
    best = None
    for r in range(repeats):
        start = time.perf_counter()
        outcome = GAME.play(setup, games, seed=r + 1)
        wall = time.perf_counter() - start
        if best is None or wall < best[0]:
            best = (wall, int(outcome.decisions.sum()), int(outcome.decision_points.sum()))
    wall, decisions, points = best
    return {"strategy": strategy, "ready_s": ready, "games_per_s": games / wall,
            "ns_per_decision": wall / decisions * 1e9, "decisions_per_game": decisions / games,
            "ns_per_point": wall / points * 1e9, "points_per_game": points / games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--ruleset", default="trickarus")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--strategies", default="random,climber,flipper")
    parser.add_argument("--search-games", type=int, default=40)
    args = parser.parse_args()
    print(f"Trickarus benchmark: {args.ruleset}, {args.players} players, {args.games:,} games, best of "
          f"{args.repeats}, one core ({platform.processor() or platform.machine()})")
    print(f"{'strategy':<10}{'kernels ready':>15}{'games/s':>11}{'decisions/game':>16}{'ns/decision':>13}"
          f"{'points/game':>13}{'ns/point':>10}")
    for strategy in args.strategies.split(","):
        row = measure(args.ruleset, strategy, args.games, args.players, args.repeats)
        print(f"{row['strategy']:<10}{row['ready_s']:>13.2f} s{row['games_per_s']:>11,.0f}"
              f"{row['decisions_per_game']:>16.1f}{row['ns_per_decision']:>13.0f}{row['points_per_game']:>13.1f}"
              f"{row['ns_per_point']:>10.0f}")
    lineup = ["search"] + ["climber"] * (args.players - 1)
    setup = GAME.make_setup(args.ruleset, args.players, None, lineup)
    GAME.play(setup, 1, seed=0)
    start = time.perf_counter()
    outcome = GAME.play(setup, args.search_games, seed=1)
    wall = time.perf_counter() - start
    searched = outcome.decisions.sum() / args.players  # seat 0's share of the real choices (about)
    print(f"search (rollouts=16, policy=climber) at seat 0, climbers elsewhere: {args.search_games} games in "
          f"{wall:.1f} s, about {searched / wall:,.0f} search decisions/s")


if __name__ == "__main__":
    main()
