"""Fortune Telling and Fate Weaving on the Dark Alley (docs/trickerion.md T100): how often each
strategy tells a fortune, and what greedy's valuation of them is worth against greedy that never
tells one (``fortune`` set very high), paired.

    python benchmarks/trickerion_fortune.py [--games 200] [--search-games 12] [--seeds 300] [--seed 7]
                                            [--base greedy] [--rival greedy:fortune=1e9] [--skip-rates]

Rates: every seat the strategy, 4 players, ``games`` games (search: ``search-games``); the
``fortune_tellings`` mark counts Fortune Tellings and Fate Weavings together, so the Fate Weavings
are counted apart from the traces of the first ``traced`` games. The comparison is
trickerion_ladder.compare: the 6 seatings of 2 + 2 seats on the same game numbers, the win share
and the Fame margin per game number with 95% t intervals.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("NUMBA_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

RULESET = "trickerion-dark-alley"


def rates(game, name: str, games: int, seed: int, traced: int) -> str:
    setup = game.make_setup(RULESET, 4, strategies=",".join([name] * 4))
    start = time.perf_counter()
    outcome = game.play(setup, games, seed)
    seconds = time.perf_counter() - start
    told = outcome.marks["fortune_tellings"]  # (games, seats)
    weaves = tellings = 0
    for g in range(min(traced, games)):
        for event in game.trace(setup, seed, g):
            if event.get("event") == "action" and event.get("action") == "fate_weaving":
                weaves += 1
            if event.get("event") == "action" and event.get("action") == "fortune_telling":
                tellings += 1
    per_game = told.sum(axis=1)
    return (f"| {name} | {games} | {per_game.mean():.3f} | {told.mean():.3f} | {(per_game > 0).mean():.3f} | "
            f"{tellings} / {weaves} in {min(traced, games)} traced | {seconds:.0f} s |")


def main() -> None:
    from simkit.games.registry import get_game
    from trickerion_ladder import compare, t_interval

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--search-games", type=int, default=12)
    parser.add_argument("--traced", type=int, default=20)
    parser.add_argument("--seeds", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--base", default="greedy")
    parser.add_argument("--rival", default="greedy:fortune=1e9")
    parser.add_argument("--skip-rates", action="store_true")
    parser.add_argument("--skip-compare", action="store_true")
    args = parser.parse_args()
    game = get_game("trickerion")
    if not args.skip_rates:
        print("| strategy (every seat) | games | fortunes told a game (all seats) | a seat a game | games with one |"
              " Fortune Tellings / Fate Weavings | time |")
        print("|---|---|---|---|---|---|---|")
        for name in ("random", "greedy", "planner"):
            print(rates(game, name, args.games, args.seed, args.traced), flush=True)
        print(rates(game, "search", args.search_games, args.seed, min(args.traced, 2)), flush=True)
    if not args.skip_compare:
        start = time.perf_counter()
        share, margin, _, _ = compare(game, args.base, args.rival, args.seeds, args.seed, RULESET)
        s_mean, s_half, p = t_interval(share)
        m_mean, m_half, _ = t_interval(margin)
        print(f"{args.base} vs {args.rival}: {args.seeds} game numbers x 6 seatings; win share "
              f"{s_mean:.3f} ± {s_half:.3f}, Fame margin {m_mean:+.2f} ± {m_half:.2f} (95% t), one-sided p {p:.2g};"
              f" {time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
