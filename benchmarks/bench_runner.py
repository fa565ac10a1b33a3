"""Runner throughput: bare kernels vs ``simkit run`` with 1 and 2 workers, and a million-game run.

    python benchmarks/bench_runner.py [--games 200000] [--strategy cautious] [--skip-million]

All on Champions of Time, 4 players, beginner deck, one strategy in every seat (cautious, the
default heuristic). "bare" is one ``simkit.api.play`` call in this process, kernels loaded
beforehand. "runner" is ``simkit.experiments.runner.run_spec`` on a one-cell spec of the same games
(tasks of 10,000 games, a part file each); its wall time runs from the first task submitted
to the last part written (worker start-up included), and "whole" adds opening the store and
loading the kernels. The million-game figure is the whole ``simkit run`` command in a fresh
process, 2 workers: start-up, kernel load, workers, part files and the printed tables.
Numbers go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.api import make_setup, play

SPEC = """\
ruleset = "cot"
players = 4
games = {games}
games_per_task = 10_000
seed = 1

[decks]
named = ["beginner"]

[[lineups]]
seats = ["{strategy}"]
"""


def bare(games: int, strategy: str) -> float:
    setup = make_setup("cot", 4, "beginner", strategy)
    play(setup, 1, seed=0)
    start = time.perf_counter()
    play(setup, games, seed=1)
    return games / (time.perf_counter() - start)


def runner(folder: Path, games: int, strategy: str, workers: int) -> tuple[float, float]:
    """(games/s from the first task to the last part, games/s of the whole run_spec call)."""
    spec_file = folder / f"bench-{workers}.toml"
    spec_file.write_text(SPEC.format(games=games, strategy=strategy))
    start = time.perf_counter()
    summary = run_spec(load_spec(spec_file), folder / f"out-{workers}", lambda: local_pool(workers),
                       log=lambda message: None)
    whole = time.perf_counter() - start
    return summary.games_per_second, games / whole


def million(folder: Path, strategy: str) -> float:
    spec_file = folder / "million.toml"
    spec_file.write_text(SPEC.format(games=1_000_000, strategy=strategy))
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "simkit", "run", str(spec_file), "--out", str(folder / "million"),
                    "--workers", "2"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--strategy", default="cautious")
    parser.add_argument("--skip-million", action="store_true")
    args = parser.parse_args()
    print(f"simkit runner benchmark: cot, 4 players, beginner, {args.strategy} in every seat, {args.games:,} games")
    kernels = bare(args.games, args.strategy)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        one, one_whole = runner(folder, args.games, args.strategy, 1)
        two, two_whole = runner(folder, args.games, args.strategy, 2)
        print(f"{'':<26}{'games/s':>10}{'whole':>10}")
        print(f"{'bare kernels, 1 process':<26}{kernels:>10,.0f}")
        print(f"{'runner, 1 worker':<26}{one:>10,.0f}{one_whole:>10,.0f}")
        print(f"{'runner, 2 workers':<26}{two:>10,.0f}{two_whole:>10,.0f}")
        print(f"runner overhead over bare kernels (1 worker): {kernels / one - 1:+.1%}")
        print(f"2 workers / 1 worker: {two / one:.2f}x (whole run: {two_whole / one_whole:.2f}x)")
        if not args.skip_million:
            wall = million(folder, args.strategy)
            print(f"1,000,000 games, whole 'simkit run' command, 2 workers: {wall:.1f} s "
                  f"({1_000_000 / wall:,.0f} games/s)")


if __name__ == "__main__":
    main()
