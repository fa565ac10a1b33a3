"""The search player's speed: play decisions per second at a rollout budget, and games per second
with one search seat.

    python benchmarks/bench_search.py [--positions 200] [--budgets 8,24,64] [--games 200]

Positions are play decisions (two or more legal cards) taken from games of cautious players
(simkit.api.position_at); each is answered by search as that seat. Numbers go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")


from simkit.games.trickster import layout as L  # noqa: E402
from simkit.api import decisions_in, make_setup, play, position_at  # noqa: E402
from simkit.strategies.trickster.dispatch import decide_at_nb  # noqa: E402
from simkit.strategies.trickster.registry import parse_strategy  # noqa: E402


def play_positions(ruleset: str, players: int, deck: str, count: int):
    setup = make_setup(ruleset, players, deck, "cautious")
    found, game = [], 0
    while len(found) < count:
        for k in range(1, decisions_in(setup, 1, game) + 1, 3):
            pos = position_at(setup, 1, game, k)
            if pos.state[L.CTX_KIND] == L.DECIDE_PLAY:
                found.append(pos)
        game += 1
    return found[:count]


def decisions_per_second(positions, name: str) -> tuple[float, float]:
    seat_strategy = parse_strategy(name)
    start = time.perf_counter()
    options = 0
    for pos in positions:
        s, w = pos.state.copy(), pos.weights.copy()
        s[L.STRATEGY + pos.seat] = seat_strategy.word
        w[pos.seat, :len(seat_strategy.weights)] = seat_strategy.weights
        options += s[L.N_OPTIONS]
        decide_at_nb(s, pos.streams.copy(), w, pos.seat)
    wall = time.perf_counter() - start
    return len(positions) / wall, options / len(positions)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="cot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deck", default="beginner")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--budgets", default="8,24,64")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    positions = play_positions(args.ruleset, args.players, args.deck, args.positions)
    decisions_per_second(positions[:2], "search")  # compile or load the kernels
    print(f"search benchmark: {args.ruleset}, {args.players} players, deck {args.deck}, one core")
    print(f"{'strategy':<36}{'play decisions/s':>18}{'ms/decision':>13}{'options':>9}")
    for budget in args.budgets.split(","):
        for policy in ("cautious", "random"):
            name = f"search:rollouts={budget}:policy={policy}"
            rate, options = decisions_per_second(positions, name)
            print(f"{name:<36}{rate:>18,.0f}{1000 / rate:>13.2f}{options:>9.1f}")
    lineup = ["search"] + ["cautious"] * (args.players - 1)
    setup = make_setup(args.ruleset, args.players, args.deck, lineup)
    start = time.perf_counter()
    play(setup, args.games, seed=2)
    wall = time.perf_counter() - start
    print(f"games with one default search seat ({', '.join(lineup)}): {args.games / wall:,.1f} games/s")


if __name__ == "__main__":
    main()
