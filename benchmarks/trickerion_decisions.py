"""Where a Trickerion strategy's time goes, decision kind by decision kind, and whether a change to
it kept every choice.

    python benchmarks/trickerion_decisions.py capture corpus.npz [--games 12] [--players 4]
    python benchmarks/trickerion_decisions.py profile corpus.npz [--strategy planner]
    python benchmarks/trickerion_decisions.py choices corpus.npz --out choices.npy [--compare old.npy]

``capture`` plays games (the planner at every seat, then greedy and random seats beside it) and
keeps the state and random streams at every real decision (play_to_decision_nb: exactly what the
deciding seat's strategy is given). ``profile`` calls the strategy's policy kernel on every kept
state, on a copy of the streams, and prints nanoseconds per decision by kind: only the strategy
kernels are compiled, not the engine, so a change to them is measured in a minute. ``choices``
writes the option every state gets (``--compare``: and counts the states where it differs from a
file written before the change).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

os.environ.setdefault("NUMBA_NUM_THREADS", "1")

LINE_UPS = ("planner", "planner,greedy,planner,random", "greedy")


def kind_names() -> dict[int, str]:
    from simkit.games.trickerion import layout

    return {value: name[len("DECIDE_"):].lower() for name, value in vars(layout).items()
            if name.startswith("DECIDE_") and isinstance(value, int)}


def capture(path: str, games: int, players: int, seed: int) -> None:
    from simkit.games.players import load_players
    from simkit.games.trickerion.batch import play_to_decision_nb
    from simkit.games.trickerion.composition import load_composition
    from simkit.games.trickerion.engine import new_state
    from simkit.games.trickerion.layout import CTX_SEAT, N_OPTIONS, STATE_SIZE
    from simkit.games.trickerion.rng import N_STREAMS

    class _Game:
        strategies_package = "simkit.strategies.trickerion"

    registry = load_players(_Game)
    composition = load_composition()
    states, streams, seats, counts = [], [], [], []
    for g in range(games):
        names = LINE_UPS[g % len(LINE_UPS)].split(",")
        names = [names[p % len(names)] for p in range(players)]
        words, w = registry.seat_arrays([registry.parse_strategy(name) for name in names])
        template = new_state(composition, "trickerion", players, words)
        s = np.zeros(STATE_SIZE, dtype=np.int32)
        rng = np.zeros(N_STREAMS, dtype=np.uint64)
        k = 1
        while play_to_decision_nb(np.uint64(seed), g, template, w, k, s, rng):
            states.append(s.copy())
            streams.append(rng.copy())
            seats.append(int(s[CTX_SEAT]))
            counts.append(int(s[N_OPTIONS]))
            k += 1
        print(f"game {g} ({','.join(names)}): {k - 1} decisions", file=sys.stderr)
    np.savez_compressed(path, states=np.array(states), streams=np.array(streams), seats=np.array(seats),
                        counts=np.array(counts))


def policy(strategy: str):
    """The policy kernel and the seats' parameter rows of ``strategy`` at every seat."""
    from simkit.games.players import load_players
    from simkit.strategies.trickerion.greedy import greedy_nb
    from simkit.strategies.trickerion.planner import planner_nb
    from simkit.strategies.trickerion.random_play import random_nb

    class _Game:
        strategies_package = "simkit.strategies.trickerion"

    registry = load_players(_Game)
    _, w = registry.seat_arrays([registry.parse_strategy(strategy)] * 4)
    base = strategy.split(":")[0]
    kernels = {"planner": planner_nb, "greedy": greedy_nb, "random": random_nb}
    if base not in kernels:
        raise SystemExit(f"trickerion_decisions: strategy {strategy!r}: one of {', '.join(kernels)}")
    return kernels[base], w


def make_runner(kernel):
    from numba import njit

    @njit
    def run(states, streams, seats, counts, w, out):
        rng = np.zeros(streams.shape[1], dtype=np.uint64)
        for i in range(states.shape[0]):
            rng[:] = streams[i]
            out[i] = kernel(states[i], rng, w, seats[i], counts[i])

    return run


def make_timed_runners(kernel):
    """Two loops over the kept states: one copies each into a work array and calls the policy on
    it, the other only copies. Their difference is the policy's time on a state already in cache,
    as in real play (the engine has just touched it), and every call sees the state as it was kept
    (the policy writes its memos into the state: a second call on the same array would find them).
    The policy is given borrowed arrays, as the batch kernel gives them (simkit/engine/borrow.py)."""
    from numba import njit

    from simkit.engine.borrow import borrowed, keep_alive

    @njit
    def decide_each(states, streams, seats, counts, w, out):
        own_s = np.empty(states.shape[1], dtype=states.dtype)
        own_rng = np.zeros(streams.shape[1], dtype=np.uint64)
        s, rng, lent_w = borrowed(own_s), borrowed(own_rng), borrowed(w)
        for i in range(states.shape[0]):
            s[:] = states[i]
            rng[:] = streams[i]
            out[i] = kernel(s, rng, lent_w, seats[i], counts[i])
        keep_alive((own_s, own_rng))

    @njit
    def copy_each(states, streams, seats, counts, w, out):
        s = np.empty(states.shape[1], dtype=states.dtype)
        rng = np.zeros(streams.shape[1], dtype=np.uint64)
        for i in range(states.shape[0]):
            s[:] = states[i]
            rng[:] = streams[i]
            out[i] = s[i % s.shape[0]] + seats[i] + counts[i] + np.int64(rng[0] & np.uint64(1)) + int(w[0, 0])

    return decide_each, copy_each


def load(path: str):
    data = np.load(path)
    return data["states"], data["streams"], data["seats"].astype(np.int64), data["counts"].astype(np.int64)


def profile(path: str, strategy: str, repeats: int) -> None:
    from simkit.games.trickerion.layout import CTX_KIND

    states, streams, seats, counts = load(path)
    kernel, w = policy(strategy)
    decide_each, copy_each = make_timed_runners(kernel)
    start = time.perf_counter()
    out = np.zeros(len(states), dtype=np.int64)
    decide_each(states[:1], streams[:1], seats[:1], counts[:1], w, out[:1])
    copy_each(states[:1], streams[:1], seats[:1], counts[:1], w, out[:1])
    print(f"{strategy}: compiled in {time.perf_counter() - start:.1f} s; {len(states):,} decisions from {path}")
    kinds = states[:, CTX_KIND]
    names = kind_names()
    rows = []
    total = 0.0

    def best_of(loop, sub):
        best = None
        for _ in range(repeats):
            start = time.perf_counter()
            loop(*sub, w, out[:len(sub[0])])
            wall = time.perf_counter() - start
            best = wall if best is None else min(best, wall)
        return best

    for kind in np.unique(kinds):
        pick = np.flatnonzero(kinds == kind)
        sub = (states[pick], streams[pick], seats[pick], counts[pick])
        wall = max(0.0, best_of(decide_each, sub) - best_of(copy_each, sub))
        total += wall
        rows.append((names.get(int(kind), str(kind)), len(pick), float(counts[pick].mean()), wall))
    print(f"{'kind':<20}{'decisions':>10}{'options':>9}{'ns/decision':>13}{'share':>8}")
    for name, n, options, wall in sorted(rows, key=lambda r: -r[3]):
        print(f"{name:<20}{n:>10,}{options:>9.1f}{wall / n * 1e9:>13,.0f}{wall / total:>8.1%}")
    print(f"{'all':<20}{len(states):>10,}{counts.mean():>9.1f}{total / len(states) * 1e9:>13,.0f}")


def choices(path: str, strategy: str, out_path: str, compare: str | None) -> None:
    states, streams, seats, counts = load(path)
    kernel, w = policy(strategy)
    work = states.copy()
    out = np.zeros(len(states), dtype=np.int64)
    make_runner(kernel)(work, streams, seats, counts, w, out)
    changed = int((work != states).any(axis=1).sum())
    np.save(out_path, out)
    print(f"{strategy}: {len(out):,} choices into {out_path}; states the policy wrote to: {changed} (the planner keeps its plan in the seat's notes)")
    if compare:
        before = np.load(compare)
        differ = np.flatnonzero(before != out)
        print(f"differ from {compare}: {len(differ)} of {len(out)}" + (f" (first at {differ[:10].tolist()})"
                                                                        if len(differ) else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("capture", "profile", "choices"))
    parser.add_argument("corpus")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strategy", default="planner")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out")
    parser.add_argument("--compare")
    args = parser.parse_args()
    if args.command == "capture":
        capture(args.corpus, args.games, args.players, args.seed)
    elif args.command == "profile":
        profile(args.corpus, args.strategy, args.repeats)
    else:
        if not args.out:
            raise SystemExit("trickerion_decisions: choices needs --out FILE")
        choices(args.corpus, args.strategy, args.out, args.compare)


if __name__ == "__main__":
    main()
