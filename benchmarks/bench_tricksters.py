"""Tricksters engine throughput on one core: games/s, ns per decision, search decisions/s.

    python benchmarks/bench_tricksters.py [--games 100000] [--players 4] [--strategies random,counter,hunter]

As in bench_engine.py: "ns/decision" divides the wall time by real choices (two or more
options), "ns/point" by every decision point (forced ones too). Compile (or cache load) time is
measured apart, on the first call. The search line plays whole games with one search seat
against counters and divides the time by the search seat's deferred decisions (turns and
avatars). Numbers go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from simkit.games.tricksters import GAME  # noqa: E402


def measure(strategy: str, games: int, players: int, repeats: int) -> dict:
    setup = GAME.make_setup("tricksters", players, GAME.default_deck, strategy)
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
    return {"strategy": strategy, "ready_s": ready, "games_per_s": games / wall, "us_per_game": wall / games * 1e6,
            "decisions_per_game": decisions / games, "ns_per_decision": wall / decisions * 1e9,
            "points_per_game": points / games, "ns_per_point": wall / points * 1e9}


def measure_search(search: str, players: int, games: int) -> dict:
    seats = [search] + ["counter"] * (players - 1)
    setup = GAME.make_setup("tricksters", players, GAME.default_deck, seats)
    GAME.play(setup, 1, seed=0)
    start = time.perf_counter()
    GAME.play(setup, games, seed=1)
    wall = time.perf_counter() - start
    searched = sum(1 for g in range(games) for e in GAME.trace(setup, 1, g)
                   if e["event"] == "turn" and e["seat"] == 0 and e["action"] != "pass")
    return {"search": search, "games": games, "s_per_game": wall / games, "turns_searched": searched / games,
            "decisions_per_s": searched / wall}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--strategies", default="random,counter,hunter")
    parser.add_argument("--search", default="search", help="search strategy to time ('' to skip)")
    parser.add_argument("--search-games", type=int, default=10)
    args = parser.parse_args()
    print(f"Tricksters benchmark: {args.players} players, {GAME.default_deck}, {args.games:,} games, best of "
          f"{args.repeats}, one core ({platform.processor() or platform.machine()})")
    print(f"{'strategy':<10}{'kernels ready':>15}{'games/s':>11}{'us/game':>10}{'decisions/game':>16}"
          f"{'ns/decision':>13}{'points/game':>13}{'ns/point':>10}")
    rows = [measure(s, args.games, args.players, args.repeats) for s in args.strategies.split(",")]
    for row in rows:
        print(f"{row['strategy']:<10}{row['ready_s']:>13.2f} s{row['games_per_s']:>11,.0f}{row['us_per_game']:>10.1f}"
              f"{row['decisions_per_game']:>16.1f}{row['ns_per_decision']:>13.0f}{row['points_per_game']:>13.1f}"
              f"{row['ns_per_point']:>10.0f}")
    if rows[0]["strategy"] == "random":
        for row in rows[1:]:
            print(f"{row['strategy']}: {row['ns_per_decision'] / rows[0]['ns_per_decision']:.2f}x random per decision")
    if args.search:
        row = measure_search(args.search, args.players, args.search_games)
        print(f"{row['search']} (seat 0, counters elsewhere): {row['s_per_game']:.2f} s a game, "
              f"{row['turns_searched']:.1f} searched turns a game, ~{row['decisions_per_s']:.0f} turn decisions/s "
              "(avatar choices are searched too and included in the time)")


if __name__ == "__main__":
    main()
