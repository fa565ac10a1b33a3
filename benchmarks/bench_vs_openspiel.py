"""simkit against OpenSpiel's C++, side by side in one run: nanoseconds per player action.

    python -m pip install -e '.[bench]'        # open_spiel from PyPI, for this benchmark only
    python benchmarks/bench_vs_openspiel.py [--rounds 5] [--openspiel-games 20000] [--simkit-games 60000]

The reference is OpenSpiel's own C++ loop: ``pyspiel.evaluate_bots`` with C++ uniform random bots
on ``hearts`` (4 players), each game a fresh initial state; its time per game is divided by the
player actions of an average game (52 card plays, and 3 passed cards a seat in the three deals
of four that pass: counted over --count-games games played with the same chance). simkit plays
``simkit.api.play`` batches of four-player Champions of Time games (beginner deck) with
``random`` and with a heuristic (``cautious``), divided by decision points: every time a seat
acts, forced moves included, as OpenSpiel calls its bots at every decision node.

An absolute figure is not comparable from one machine (or one minute) to the next, so the loops
run interleaved, round by round, and each round's ratio is taken within the round; the median over
the rounds is the headline, with the lowest and highest. One core (NUMBA_NUM_THREADS=1; OpenSpiel
is single-threaded). Figures go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

from simkit.api import make_setup, play  # noqa: E402

GAME = "hearts"
PLAYERS = 4


def openspiel():
    try:
        import pyspiel
    except ImportError:
        raise SystemExit("bench_vs_openspiel: open_spiel is missing (python -m pip install -e '.[bench]')")
    return pyspiel


def mean_player_actions(pyspiel, games: int, seed: int) -> float:
    """Player actions per game of hearts, chance and players sampled uniformly (as the bots do)."""
    game = pyspiel.load_game(GAME)
    rng = random.Random(seed)
    total = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                total += 1
                state.apply_action(rng.choice(state.legal_actions()))
    return total / games


def openspiel_round(pyspiel, games: int, first_seed: int) -> float:
    """Seconds for ``games`` games of evaluate_bots with C++ uniform random bots."""
    game = pyspiel.load_game(GAME)
    bots = [pyspiel.make_uniform_random_bot(p, first_seed + p) for p in range(PLAYERS)]
    start = time.perf_counter()
    for g in range(games):
        pyspiel.evaluate_bots(game.new_initial_state(), bots, first_seed + g)
    return time.perf_counter() - start


def simkit_round(setup, games: int, seed: int) -> tuple[float, int]:
    """(seconds, decision points) of one simkit batch."""
    start = time.perf_counter()
    results = play(setup, games, seed=seed)
    return time.perf_counter() - start, int(results.decision_points.sum())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--openspiel-games", type=int, default=20_000)
    parser.add_argument("--simkit-games", type=int, default=60_000)
    parser.add_argument("--count-games", type=int, default=2_000, help="games played to count OpenSpiel's actions")
    parser.add_argument("--heuristic", default="cautious")
    args = parser.parse_args()
    pyspiel = openspiel()
    actions = mean_player_actions(pyspiel, args.count_games, seed=1)
    setups = {name: make_setup("cot", PLAYERS, "beginner", name) for name in ("random", args.heuristic)}
    for setup in setups.values():
        play(setup, 1, seed=0)  # kernels loaded (or compiled) before any timing
    print(f"OpenSpiel {GAME} (C++ evaluate_bots, uniform random bots, {actions:.2f} player actions a game) "
          f"against simkit Champions of Time, {PLAYERS} players, beginner deck; {args.rounds} interleaved "
          f"rounds, one core ({platform.processor() or platform.machine()})")
    print(f"{'round':<7}{'OpenSpiel ns/action':>21}" + "".join(f"{name + ' ns/point':>22}" for name in setups)
          + f"{'ratio random':>14}{'ratio ' + args.heuristic:>16}{args.heuristic + '/random':>17}")
    rows = []
    for r in range(args.rounds):
        spiel = openspiel_round(pyspiel, args.openspiel_games, 1000 * r) / (args.openspiel_games * actions) * 1e9
        ns = {}
        for name, setup in setups.items():
            wall, points = simkit_round(setup, args.simkit_games, seed=r + 1)
            ns[name] = wall / points * 1e9
        row = (spiel, ns["random"], ns[args.heuristic], spiel / ns["random"], spiel / ns[args.heuristic],
               ns[args.heuristic] / ns["random"])
        rows.append(row)
        print(f"{r + 1:<7}{row[0]:>21.0f}{row[1]:>22.0f}{row[2]:>22.0f}{row[3]:>14.2f}{row[4]:>16.2f}{row[5]:>17.2f}")

    def summary(k: int) -> str:
        values = sorted(row[k] for row in rows)
        return f"{statistics.median(values):.2f} ({values[0]:.2f}-{values[-1]:.2f})"

    print(f"median (lowest-highest): OpenSpiel ns/action {summary(0)}, simkit random ns/point {summary(1)}, "
          f"{args.heuristic} {summary(2)}")
    print(f"OpenSpiel / simkit per action: random {summary(3)}, {args.heuristic} {summary(4)}; "
          f"{args.heuristic} / random per point {summary(5)}")


if __name__ == "__main__":
    main()
