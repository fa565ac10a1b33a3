"""Replay many engine traces through the independent referees and count what they reject.

    python benchmarks/referee_sweep.py [--tricksters 10000] [--trickarus 7000] [--seed 20]

Tricksters: every ruleset and player count (standard 2-8, team play 4/6/8, solo mode 1 at each
difficulty, solo mode 2) with mixed strategies, the games spread evenly; Trickarus: both modes
at every player count, on the default composition and on trickarus-assumed-v1. Prints the count
per variant and the first rejections; exit code 1 when any trace is rejected. Run from the
repository root (it imports the referees from tests/). Output is not committed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from simkit.games.trickarus import GAME as TRICKARUS  # noqa: E402
from simkit.games.tricksters import GAME as TRICKSTERS  # noqa: E402
from tests.trickarus.referee import RefereeError, check_trace  # noqa: E402
from tests.tricksters.referee.referee import referee  # noqa: E402
from tests.tricksters.referee.rules import Rejected  # noqa: E402

TRICKSTERS_VARIANTS = [("tricksters", n) for n in range(2, 9)] + [("tricksters-team", n) for n in (4, 6, 8)] + [
    ("tricksters-solo1-easy", 1), ("tricksters-solo1-normal", 1), ("tricksters-solo1-hard", 1),
    ("tricksters-solo2", 1)]
TRICKSTERS_MIXES = ["random", "counter", "hunter", "random,counter,hunter,restricted:counter:skull",
                    "heuristic:counter:memory=0,random,restricted:hunter:eye,counter"]
TRICKARUS_VARIANTS = [("trickarus", n) for n in (2, 3, 4, 5)] + [("trickarus-coop", n) for n in (3, 4, 5)]
TRICKARUS_MIXES = ["random", "climber", "flipper", "coop", "random,climber,flipper,restricted:random:lightning,coop",
                   "climber:margin=3,random"]
TRICKARUS_DECKS = ["trickarus-assumed-v2", "trickarus-assumed-v1"]


def seats(mix: str, players: int) -> list[str]:
    names = mix.split(",")
    return [names[p % len(names)] for p in range(players)]


def sweep(label, variants, mixes, decks, total, seed, make_setup, trace, check, errors):
    per = -(-total // (len(variants) * len(mixes) * len(decks)))  # at least total in all
    checked = Counter()
    rejected = []
    for ruleset, players in variants:
        for k, mix in enumerate(mixes):
            for deck in decks:
                setup = make_setup(ruleset, players, deck, seats(mix, players))
                for game in range(per):
                    events = trace(setup, seed + k, game)
                    try:
                        check(events)
                    except errors as exc:
                        rejected.append((ruleset, players, mix, deck, seed + k, game, str(exc)))
                    checked[(ruleset, players)] += 1
    print(f"{label}: {sum(checked.values())} traces, {len(rejected)} rejected")
    for (ruleset, players), n in checked.items():
        print(f"  {ruleset:26s} {players} players  {n:6d} traces")
    for r in rejected[:20]:
        print("  REJECTED", *r)
    return len(rejected)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricksters", type=int, default=10_000)
    parser.add_argument("--trickarus", type=int, default=7_000)
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args()
    bad = 0
    start = time.perf_counter()
    if args.tricksters:
        bad += sweep("tricksters", TRICKSTERS_VARIANTS, TRICKSTERS_MIXES, [TRICKSTERS.default_deck], args.tricksters,
                     args.seed, TRICKSTERS.make_setup, TRICKSTERS.trace, referee, Rejected)
    if args.trickarus:
        bad += sweep("trickarus", TRICKARUS_VARIANTS, TRICKARUS_MIXES, TRICKARUS_DECKS, args.trickarus, args.seed,
                     TRICKARUS.make_setup, TRICKARUS.trace, check_trace, RefereeError)
    print(f"{time.perf_counter() - start:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
