"""The Trickster heuristic's cost per decision, timed alone on captured decisions.

    python benchmarks/heuristic_decisions.py capture [--games 200] [--strategy cautious] [--out F.npz]
    python benchmarks/heuristic_decisions.py time [--corpus F.npz] [--repeats 200]

``capture`` plays Champions of Time games (4 players, beginner deck, the strategy in every seat)
and keeps the state and random streams at every decision (``simkit.api.position_at``), with the
choice the heuristic makes there as it is now (the reference). ``time`` runs ``heuristic_decide_nb`` on every captured decision
(a fresh copy of the streams each time, so every call is the same call; the state's own
scratch rows are rewritten by each call), checks each choice
against the captured one, and prints nanoseconds per decision. Only the heuristic is compiled for
``time`` (a few seconds), not the engine: edit the heuristic, time it again, and the check says
whether any choice changed.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

CORPUS = "/tmp/heuristic-corpus.npz"


def capture(games: int, strategy: str, out: str) -> None:
    from simkit.api import decisions_in, make_setup, position_at
    setup = make_setup("cot", 4, "beginner", strategy)
    states, streams = [], []
    weights = None
    for game in range(games):
        n = decisions_in(setup, 1, game)
        for d in range(1, n + 1):
            here = position_at(setup, 1, game, d)
            states.append(here.state)
            streams.append(here.streams)
            weights = here.weights
    states = np.array(states)
    streams = np.array(streams)
    chosen = choices(states, streams, weights)  # the heuristic as it is now: the reference
    np.savez(out, states=states, streams=streams, weights=weights, chosen=chosen)
    print(f"{len(states):,} decisions of {games} games ({strategy} in every seat) into {out}")


def compiled():
    from numba import njit
    from simkit.strategies.trickster.heuristic import heuristic_decide_nb
    from simkit.games.trickster.layout import CTX_SEAT

    # The heuristic writes only its scratch rows (rewritten before they are read) and its seat's
    # stream, so each call gets the captured state itself and a fresh copy of the streams.
    @njit(error_model="numpy")
    def run_all(states, streams, weights, repeats, out):
        rng = streams[0].copy()
        for k in range(states.shape[0]):
            s = states[k]
            for _ in range(repeats):  # the state stays in the cache, as it is in play
                rng[:] = streams[k]
                out[k] = heuristic_decide_nb(s, rng, weights, np.int64(s[CTX_SEAT]))

    @njit(error_model="numpy")
    def copy_only(states, streams, repeats, out):
        rng = streams[0].copy()
        for k in range(states.shape[0]):
            s = states[k]
            for _ in range(repeats):
                rng[:] = streams[k]
                out[k] = s[CTX_SEAT] + rng[0]

    return run_all, copy_only


def choices(states, streams, weights):
    run_all, _ = compiled()
    out = np.zeros(len(states), dtype=np.int64)
    run_all(states, streams, weights, 1, out)
    return out


def time_corpus(corpus: str, repeats: int) -> None:
    data = np.load(corpus)
    states, streams, weights, chosen = data["states"], data["streams"], data["weights"], data["chosen"]
    run_all, copy_only = compiled()
    out = np.zeros(len(states), dtype=np.int64)
    run_all(states, streams, weights, 1, out)
    copy_only(states, streams, 1, out.copy())
    differ = int((out != chosen).sum())
    best = best_copy = None
    for _ in range(3):
        start = time.perf_counter()
        run_all(states, streams, weights, repeats, out)
        wall = time.perf_counter() - start
        start = time.perf_counter()
        copy_only(states, streams, repeats, out.copy())
        wall_copy = time.perf_counter() - start
        best = wall if best is None else min(best, wall)
        best_copy = wall_copy if best_copy is None else min(best_copy, wall_copy)
    per = (best - best_copy) / (repeats * len(states)) * 1e9
    print(f"{len(states):,} decisions x {repeats}: {per:.1f} ns per decision (the loop alone "
          f"subtracted: {best_copy / (repeats * len(states)) * 1e9:.1f} ns); choices differing from "
          f"the corpus: {differ}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    cap = sub.add_parser("capture")
    cap.add_argument("--games", type=int, default=200)
    cap.add_argument("--strategy", default="cautious")
    cap.add_argument("--out", default=CORPUS)
    tim = sub.add_parser("time")
    tim.add_argument("--corpus", default=CORPUS)
    tim.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args()
    if args.command == "capture":
        capture(args.games, args.strategy, args.out)
    else:
        time_corpus(args.corpus, args.repeats)


if __name__ == "__main__":
    main()
