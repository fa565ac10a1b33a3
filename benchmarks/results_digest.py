"""A digest of what every game's kernels produce, to check that a change to how they are compiled
leaves every result bit-identical: run it on two commits (each with its own kernel cache) and
compare the lines.

    SIMKIT_CACHE_DIR=/tmp/cache-a python benchmarks/results_digest.py > a.txt   # on one commit
    SIMKIT_CACHE_DIR=/tmp/cache-b python benchmarks/results_digest.py > b.txt   # on the other
    diff a.txt b.txt

One line per (game, ruleset, listed strategy): the sha256 of a batch's Outcome arrays (every
seat that strategy, except a search-like one, which plays one seat against the game's first
strategy at a small budget) and of one traced game. ``--games G`` for a given game only.
"""

from __future__ import annotations

import argparse
import hashlib
import json

import numpy as np

from simkit.games.base import GameSetupError
from simkit.games.registry import game_names, get_game

DEFERRING_BUDGET = {"search": "search:rollouts=2"}  # a search seat: a cheap budget reaches the same code


def lineups(game, players: int) -> list[str]:
    names = [info.name for info in game.strategies()]
    first = names[0]
    out = []
    for name in names:
        family = name.split(":")[0]
        if family in DEFERRING_BUDGET:
            out.append(",".join([DEFERRING_BUDGET[family]] + [first] * (players - 1)))
        else:
            out.append(",".join([name] * players))
    return out


def digest(game, ruleset: str, players: int, strategies: str, games: int) -> str | None:
    try:
        setup = game.make_setup(ruleset, players, game.default_deck, strategies)
    except GameSetupError:
        return None  # a strategy for another ruleset
    sha = hashlib.sha256()
    outcome = game.play(setup, games, 11)
    for name in ("scores", "winners", "length", "rounds", "lead_changes", "capped", "item_plays", "item_resolved",
                 "item_fizzled", "decisions", "decision_points"):
        sha.update(np.ascontiguousarray(getattr(outcome, name)).tobytes())
    for name in sorted(outcome.marks):
        sha.update(name.encode() + np.ascontiguousarray(outcome.marks[name]).tobytes())
    sha.update(json.dumps(game.trace(setup, 5, 1), sort_keys=True, default=str).encode())
    return sha.hexdigest()[:20]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=None, help="only these games")
    args = parser.parse_args()
    for name in args.games or game_names():
        game = get_game(name)
        for ruleset, info in game.rulesets.items():
            players = min(max(3, info.min_players), info.max_players)
            for strategies in lineups(game, players):
                games = 4 if any(f in strategies for f in DEFERRING_BUDGET) else 200
                line = digest(game, ruleset, players, strategies, games)
                if line is not None:
                    print(name, ruleset, players, strategies, line, flush=True)


if __name__ == "__main__":
    main()
