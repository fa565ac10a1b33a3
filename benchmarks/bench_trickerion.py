"""Trickerion throughput on one core: games/s and nanoseconds per decision point, compile apart.

    python benchmarks/bench_trickerion.py [--games 20000] [--players 4] [--rounds 5] [--cold] [--ruleset R]

It plays the engine's batch kernel directly (simkit.games.trickerion.batch.play_batch_nb over
engine.new_state), without the invariant checks. "kernels ready" is the time to the first
game: loading cached kernels, or with ``--cold`` compiling them into a fresh cache folder
(numba's compile time). The strategies are played in interleaved rounds, each round every
strategy on the same games (seed 1), so that the machine's drift (it is shared, and its speed
moves by a factor of two within minutes) falls on all of them alike. "ns/decision" divides the
best round's wall time by real choices (two or more options), "ns/point" by every decision point
(forced ones included); "vs first" is the median over rounds of each round's ns/point against
the first strategy's in the same round, with the lowest and highest. Figures go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import tempfile
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")


def player():
    """``play(players, strategy, games, seed, check)`` -> outputs by name, over the batch kernel."""
    import numpy as np

    from simkit.games.players import load_players
    from simkit.games.trickerion.batch import MARK_COLUMNS, play_batch_nb
    from simkit.games.trickerion.composition import load_composition
    from simkit.games.trickerion.engine import new_state
    from simkit.games.trickerion.layout import MAX_TRICKS

    class _Game:
        strategies_package = "simkit.strategies.trickerion"

    registry = load_players(_Game)  # binds the decision point
    composition = load_composition()

    def play(players, strategy, games, seed, check, ruleset="trickerion"):
        words, w = registry.seat_arrays([registry.parse_strategy(strategy)] * players)
        template = new_state(composition, ruleset, players, words)
        shapes = ((games, players), (games, players), (games,), (games,), (games,), (games,),
                  (games, players, MAX_TRICKS), (games, MAX_TRICKS), (games, MAX_TRICKS), (games,), (games,),
                  (games, players, len(MARK_COLUMNS)), (games,))
        outs = [np.zeros(shape, dtype=np.int64) for shape in shapes]
        play_batch_nb(np.uint64(seed), 0, template, w, check, *outs)
        return {"decisions": outs[9], "decision_points": outs[10]}

    return play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--strategies", default="random,random:stop=0")
    parser.add_argument("--ruleset", default="trickerion", help="any ruleset, those in development included")
    parser.add_argument("--cold", action="store_true", help="compile into a fresh kernel cache first")
    args = parser.parse_args()
    if args.cold:
        os.environ["SIMKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="simkit-bench-cache-")
    start = time.perf_counter()
    play = player()
    imported = time.perf_counter() - start
    strategies = args.strategies.split(",")
    print(f"Trickerion benchmark: {args.ruleset}, {args.players} players, {args.games:,} games, {args.rounds} "
          f"interleaved rounds, one core ({platform.processor() or platform.machine()}); imports {imported:.1f} s")
    ready = {}
    for strategy in strategies:
        start = time.perf_counter()
        play(args.players, strategy, games=1, seed=0, check=False, ruleset=args.ruleset)
        ready[strategy] = time.perf_counter() - start
    walls = {strategy: [] for strategy in strategies}
    counts = {}
    for _ in range(args.rounds):
        for strategy in strategies:
            start = time.perf_counter()
            out = play(args.players, strategy, games=args.games, seed=1, check=False, ruleset=args.ruleset)
            walls[strategy].append(time.perf_counter() - start)
            counts[strategy] = (int(out["decisions"].sum()), int(out["decision_points"].sum()))
    print(f"{'strategy':<16}{'kernels ready':>15}{'games/s':>10}{'decisions/game':>16}{'ns/decision':>13}"
          f"{'points/game':>13}{'ns/point':>10}  vs first (median, range)")
    first = strategies[0]
    for strategy in strategies:
        wall = min(walls[strategy])
        decisions, points = counts[strategy]
        ratios = sorted((w / points) / (f / counts[first][1]) for w, f in zip(walls[strategy], walls[first]))
        print(f"{strategy:<16}{ready[strategy]:>13.1f} s{args.games / wall:>10,.0f}{decisions / args.games:>16.1f}"
              f"{wall / decisions * 1e9:>13.0f}{points / args.games:>13.1f}{wall / points * 1e9:>10.0f}"
              f"  {statistics.median(ratios):.2f}x ({ratios[0]:.2f}-{ratios[-1]:.2f})")


if __name__ == "__main__":
    main()
