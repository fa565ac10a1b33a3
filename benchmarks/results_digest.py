"""A digest of what Trickster's kernels produce, to check that a change to how they are compiled
leaves every result bit-identical: run it on two commits (each with its own empty or warm kernel
cache) and compare the lines.

    SIMKIT_CACHE_DIR=/tmp/cache-a python benchmarks/results_digest.py > a.txt   # on one commit
    SIMKIT_CACHE_DIR=/tmp/cache-b python benchmarks/results_digest.py > b.txt   # on the other
    diff a.txt b.txt

Each line is one case (ruleset, players, deck, line-up) and the sha256 of its batch arrays, its
traced game's events and the state at a decision: every strategy family, the wrappers, search.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np

from simkit.api import make_setup, play, position_at, trace_setup

CASES = [
    ("cot", 4, "beginner", "random", 400),
    ("cot", 4, "strategist", "cautious,random,random,random", 400),
    ("cot", 3, "random", "dumper,collector,hunter", 300),
    ("cot", 2, "beginner", "restricted:cautious:Brigand,noeffect:random:Guard", 300),
    ("cot", 6, "strategist", "heuristic:variety=1:block=2:hunt=0.5", 200),
    ("fantasy", 5, "fantasy", "cautious,random,hunter,random,dumper", 300),
    ("cot", 4, "beginner", "search:rollouts=4,cautious,random,random", 3),
    ("fantasy", 3, "fantasy", "search:rollouts=4:policy=random,random,cautious", 3),
]


def digest(ruleset: str, players: int, deck: str, strategies: str, games: int) -> str:
    setup = make_setup(ruleset, players, deck, strategies)
    sha = hashlib.sha256()
    results = play(setup, games, seed=11)
    for name in ("heroes", "round_scores", "winners", "tricks", "busts", "effects_resolved", "effects_fizzled",
                 "plays", "decisions", "decision_points", "capped"):
        sha.update(np.ascontiguousarray(getattr(results, name)).tobytes())
    sha.update(json.dumps(trace_setup(setup, 5, 1), sort_keys=True).encode())
    position = position_at(setup, 7, 0, 9)
    sha.update(position.state.tobytes() + position.streams.tobytes())
    return sha.hexdigest()[:20]


def main() -> None:
    for case in CASES:
        print(*case, digest(*case))


if __name__ == "__main__":
    main()
