"""Trickerion throughput on one core: games/s and nanoseconds per decision point, compile apart.

    python benchmarks/bench_trickerion.py [--games 20000] [--players 4] [--cold]

It plays the engine's batch kernel directly (simkit.games.trickerion.batch.play_batch_nb over
engine.new_state), without the invariant checks. "kernels ready" is the time to the first
game: loading cached kernels, or with ``--cold`` compiling them into a fresh cache folder
(numba's compile time). "ns/decision" divides the best wall time by real choices (two or more
options), "ns/point" by every decision point (forced ones included). Figures go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
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

    def play(players, strategy, games, seed, check):
        words, w = registry.seat_arrays([registry.parse_strategy(strategy)] * players)
        template = new_state(composition, "trickerion", players, words)
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
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--strategies", default="random,random:stop=0")
    parser.add_argument("--cold", action="store_true", help="compile into a fresh kernel cache first")
    args = parser.parse_args()
    if args.cold:
        os.environ["SIMKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="simkit-bench-cache-")
    start = time.perf_counter()
    play = player()
    imported = time.perf_counter() - start
    print(f"Trickerion benchmark: base game, {args.players} players, {args.games:,} games, best of "
          f"{args.repeats}, one core ({platform.processor() or platform.machine()}); imports {imported:.1f} s")
    print(f"{'strategy':<16}{'kernels ready':>15}{'games/s':>10}{'decisions/game':>16}{'ns/decision':>13}"
          f"{'points/game':>13}{'ns/point':>10}")
    for strategy in args.strategies.split(","):
        start = time.perf_counter()
        play(args.players, strategy, games=1, seed=0, check=False)
        ready = time.perf_counter() - start
        best = None
        for r in range(args.repeats):
            start = time.perf_counter()
            out = play(args.players, strategy, games=args.games, seed=r + 1, check=False)
            wall = time.perf_counter() - start
            if best is None or wall < best[0]:
                best = (wall, int(out["decisions"].sum()), int(out["decision_points"].sum()))
        wall, decisions, points = best
        print(f"{strategy:<16}{ready:>13.1f} s{args.games / wall:>10,.0f}{decisions / args.games:>16.1f}"
              f"{wall / decisions * 1e9:>13.0f}{points / args.games:>13.1f}{wall / points * 1e9:>10.0f}")


if __name__ == "__main__":
    main()
