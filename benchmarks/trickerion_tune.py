"""Tune a Trickerion strategy's weights by paired coordinate ascent (T54, docs/trickerion.md).

    python benchmarks/trickerion_tune.py [--base planner] [--rounds 8] [--seeds 300] [--seed 11]

Each round tries every keyword of the base family (weights.V_DEFAULTS and, for the planner,
PLAN_DEFAULTS) at x0.6 and x1.5 of its current value (the whole-number appetites at -1 and +1),
each against the current best in the 6 seatings of 2 + 2 seats on the same game numbers
(trickerion_ladder.compare: paired, seat order cancels), and adopts the move with the highest
win share if its 95% t interval lies above 1/2; it stops when no move does. The moves are
chosen on these game numbers, so confirm the result on fresh ones (another ``--seed``) with
trickerion_ladder.compare before trusting its margin.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

WHOLE = {"perform": 1, "sunday": 1, "hire": 1, "targets": 1, "low": 2, "advertise": 2}  # step of each
LIMITS = {"targets": (1, 2), "perform": (1, 99)}
NOT_TUNED = {"shardap", "shardmargin", "replan", "orders", "absent",  # switches (and absent, read with orders=1 only)
             "fortune", "fortunenext"}  # read on the Dark Alley only (T100)


def name_of(base: str, values: dict) -> str:
    return base + "".join(f":{key}={value:g}" for key, value in values.items())


def moves(values: dict):
    for key, value in values.items():
        if key in WHOLE:
            low, high = LIMITS.get(key, (0, 99))
            options = [v for v in (value - WHOLE[key], value + WHOLE[key]) if low <= v <= high]
        else:
            options = [round(value * 0.6, 3), round(value * 1.5, 3)] if value else [0.2]
        for option in options:
            yield key, option


def main() -> None:
    from simkit.games.registry import get_game
    from simkit.strategies.trickerion.weights import PLAN_DEFAULTS, V_DEFAULTS
    from trickerion_ladder import compare, t_interval

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="planner", choices=("planner", "greedy"))
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--seeds", type=int, default=300, help="game numbers per comparison")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    game = get_game("trickerion")
    tables = (V_DEFAULTS, PLAN_DEFAULTS) if args.base == "planner" else (V_DEFAULTS,)
    current = {key: value for table in tables for key, (_, value) in table.items() if key not in NOT_TUNED}
    for round_number in range(args.rounds):
        best = None
        for key, option in moves(current):
            trial = dict(current, **{key: option})
            share, margin, _, _ = compare(game, name_of(args.base, trial), name_of(args.base, current),
                                          args.seeds, args.seed)
            mean, half, _ = t_interval(share)
            print(f"round {round_number} {key}={option:g}: {mean:.3f} ± {half:.3f}, "
                  f"margin {t_interval(margin)[0]:+.2f}", flush=True)
            if best is None or mean > best[0]:
                best = (mean, half, key, option)
        mean, half, key, option = best
        if mean - half <= 0.5:
            print(f"round {round_number}: no move wins significantly; stop")
            break
        current[key] = option
        print(f"round {round_number}: {key}={option:g} ({mean:.3f} ± {half:.3f})", flush=True)
    changed = {key: value for key, value in current.items()
               if value != next(t[key][1] for t in tables if key in t)}
    print("tuned:", name_of(args.base, changed))


if __name__ == "__main__":
    main()
