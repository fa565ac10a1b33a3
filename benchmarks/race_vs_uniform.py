"""Games needed to separate the k most and k least balanced decks at 95%: raced vs uniform allocation.

    python benchmarks/race_vs_uniform.py benchmarks/race-subset.toml --first 200 --keep 5   (docs/experiments.md)
    python benchmarks/race_vs_uniform.py experiments/cot-decks-findings.toml --max-games 102400 --first 800 \
        --out out/race-full     # the whole shipped sweep: 3 player counts, every line-up (a cluster job)

It plays the spec's cells uniformly to ``--max-games`` (in tasks of ``--first`` games: a race's rounds
fall on those task boundaries), then, on those same games:

- the race (experiments/racing.py, rounds first, 2 x first, ... up to max-games) is replayed exactly
  as ``simkit run`` would play it with ``race = { keep, rounds }``: a race's tasks are a subset of the
  uniform run's (the same seeds), so its decisions and its games are the ones a raced run would have;
- uniform allocation is read at every round size n: every deck with n games, intervals Bonferroni-
  corrected over the decks and seats (one look), the same settling rule.

``--planted`` runs the same comparison on 240 planted decks of 4 players whose seat shares are known
(no game played: each task's wins are drawn from the deck's shares): 5 fair decks, 5 with seat 0 at
+8 points, 230 with seat 0 at +2 to +6 points, to show what the allocation does when decks differ.

"Separated" means exactly k decks settled among the k most balanced and k among the least balanced
at every player count (the rest out of contention). Prints a Markdown table; resumable (the run's folder).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
from pathlib import Path

import numpy as np

from simkit.experiments.adaptive import Adaptive, race_z, schedule, stats_of_frames
from simkit.experiments.blocks import load_blocks
from simkit.experiments.executors import default_workers, local_pool
from simkit.experiments.racing import LEAST, MOST, OUT, UNSETTLED, Deck, RaceState, _settle, deck_bounds
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.experiments.store import segments_of
from simkit.experiments.tasks import task_slots


def uniform_status(cells, slots, stats, n: int, keep: int) -> dict:
    """Per player count, the settled decks when every deck has its first n games (one look)."""
    state = RaceState.start(Adaptive("race", n, n, n, keep=keep, objective="imbalance", rounds=2), cells)
    first_of = {task: first for task, (_, first, _) in enumerate(slots)}
    cell_tasks: dict[int, list[int]] = {}
    for task, (cell, _, _) in enumerate(slots):
        cell_tasks.setdefault(cell, []).append(task)
    groups: dict[int, list[Deck]] = {}
    for deck in state.decks:
        groups.setdefault(deck.players, []).append(deck)
    found = {}
    for players, decks in groups.items():
        z = race_z(players, len(decks), 1)
        for deck in decks:
            wins, games = 0, 0
            for cell in deck.measured:
                for task in cell_tasks[cell]:
                    if first_of[task] < n:
                        wins = wins + stats[task].win_units
                        games += stats[task].games
            deck.games = games
            deck.imbalance, deck.lo, deck.hi = deck_bounds(np.asarray(wins), games, players, z)
        _settle(decks, keep, 0, last=True)
        found[players] = decks
    return found


def separated(decks, keep: int) -> bool:
    statuses = [d.status for d in decks]
    return statuses.count(MOST) == keep and statuses.count(LEAST) == keep


def planted(keep: int, first: int, max_games: int, seed: int = 1):
    """(cells, slots, stats) of the planted sweep (4 players), every task of max_games per deck."""
    from collections import namedtuple

    from simkit.experiments.adaptive import TaskStats
    from simkit.experiments.reduce import WIN_UNITS
    from simkit.experiments.tasks import Segment
    Cell = namedtuple("Cell", "cell ruleset players deck_id paired_with deck")
    advantages = [0.0] * 5 + [0.08] * 5 + list(np.linspace(0.02, 0.06, 230))
    shares = [[0.25 + a] + [0.25 - a / 3] * 3 for a in advantages]
    cells = [Cell(i, "planted", 4, i, -1, f"planted {i}") for i in range(len(shares))]
    rng = np.random.default_rng(seed)
    slots = list(task_slots(len(cells), [Segment(0, max_games, first)]))
    stats = {task: TaskStats(games, rng.multinomial(games, shares[cell]).astype(np.int64) * WIN_UNITS, 0, 0)
             for task, (cell, _, games) in enumerate(slots)}
    return cells, slots, stats


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec", type=Path, nargs="?")
    parser.add_argument("--max-games", type=int, default=None, help="games per cell uniformly (default: the spec's)")
    parser.add_argument("--first", type=int, default=200, help="the race's first round (and the task size)")
    parser.add_argument("--keep", type=int, default=5)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--planted", action="store_true", help="the planted sweep instead of the spec's games")
    args = parser.parse_args(argv)
    if args.planted:
        games = args.max_games or 128_000
        cells, slots, stats = planted(args.keep, args.first, games)
    else:
        spec = load_spec(args.spec)
        games = args.max_games or spec.games
        spec = dataclasses.replace(spec, games=games, games_per_task=args.first,
                                   data={**spec.data, "games": games, "games_per_task": args.first})
        out = args.out or spec.out
        summary = run_spec(spec, out, lambda: local_pool(args.workers), log=lambda m: print(m, file=sys.stderr))
        print(f"uniform run: {summary.games:,} games played now in {summary.wall_seconds:.0f} s", file=sys.stderr)
        blocks = load_blocks(out)
        cells = list(blocks.cells.itertuples(index=False))
        slots = list(task_slots(blocks.manifest["cells"], segments_of(blocks.manifest)))
        stats = stats_of_frames(blocks.tables["seats"], blocks.tables["cells"])
    rounds = int(round(math.log2(games / args.first))) + 1
    race = Adaptive("race", args.first, games, args.first, keep=args.keep, objective="imbalance", rounds=rounds)
    step = schedule(race, cells, slots, stats)
    assert step.finished, "the uniform run holds every task a race could ask for"
    print(f"| games per deck (n) | uniform: games | uniform: decks settled (most / least / out) | race: games so far |"
          f" race: decks settled (most / least / out) |")
    print("|---|---|---|---|---|")
    decks_total = len(step.race.decks)
    for r, wanted, _ in step.rounds:
        groups = uniform_status(cells, slots, stats, wanted, args.keep)
        u = _counts([d for ds in groups.values() for d in ds])
        rc = _counts([d for d in step.race.decks if 0 <= d.settled_round <= r and d.status != UNSETTLED])
        sep = " (separated)" if all(separated(ds, args.keep) for ds in groups.values()) else ""
        print(f"| {wanted:,} | {wanted * len(cells):,} | {u[0]} / {u[1]} / {u[2]}{sep} | "
              f"{_race_games(step, r):,} | {rc[0]} / {rc[1]} / {rc[2]} |")
    final = _counts(step.race.decks)
    print(f"\nrace: {final[0]} most, {final[1]} least, {final[2]} out of contention, {final[3]} unsettled of "
          f"{decks_total} decks after {rounds} rounds; games played by the race: {_race_games(step, rounds - 1):,} "
          f"(uniform to the same n: {games * len(cells):,})")
    return 0


def _counts(decks) -> tuple[int, int, int, int]:
    statuses = [d.status for d in decks]
    return statuses.count(MOST), statuses.count(LEAST), statuses.count(OUT), statuses.count(UNSETTLED)


def _race_games(step, r: int) -> int:
    """Games the race had played in all its cells by the end of round r."""
    sizes = {rr: wanted for rr, wanted, _ in step.rounds}
    return sum(sizes[min(d.settled_round if d.settled_round >= 0 else r, r)] * len(d.cells) for d in step.race.decks)


if __name__ == "__main__":
    sys.exit(main())
