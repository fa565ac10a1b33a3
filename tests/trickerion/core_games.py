"""Whole Trickerion games through the batch entry kernel (compiled), for the core's tests and
benchmarks: ``play(players, strategy, games, seed, ...)`` -> the outputs by name."""

from __future__ import annotations

import numpy as np

from simkit.games.trickerion.batch import MARK_COLUMNS, play_batch_nb, trace_game_nb
from simkit.games.trickerion.engine import new_state
from simkit.games.trickerion.layout import MAX_TRICKS
from tests.trickerion.core_state import COMPOSITION, REGISTRY

OUTPUTS = ("scores", "winners", "length", "rounds", "lead_changes", "capped", "plays", "resolved", "fizzled",
           "decisions", "decision_points", "marks", "tiebreak")


def template(players: int, strategy: str = "random", ruleset: str = "trickerion", **kw):
    seats = [REGISTRY.parse_strategy(name) for name in strategy.split(",")]
    if len(seats) == 1:
        seats = seats * players
    words, w = REGISTRY.seat_arrays(seats)
    return new_state(COMPOSITION, ruleset, players, words, **kw), w


def play(players: int, strategy: str = "random", games: int = 10, seed: int = 1, first_game: int = 0,
         check: bool = True, **kw) -> dict[str, np.ndarray]:
    tpl, w = template(players, strategy, **kw)
    shapes = ((games, players), (games, players), (games,), (games,), (games,), (games,),
              (games, players, MAX_TRICKS), (games, MAX_TRICKS), (games, MAX_TRICKS), (games,), (games,),
              (games, players, len(MARK_COLUMNS)), (games,))
    outs = [np.zeros(shape, dtype=np.int64) for shape in shapes]
    play_batch_nb(np.uint64(seed), first_game, tpl, w, check, *outs)
    return dict(zip(OUTPUTS, outs))


def traced(players: int, strategy: str = "random", seed: int = 1, game: int = 0, **kw):
    """(final state, trace records) of one game."""
    tpl, w = template(players, strategy, **kw)
    tr = np.zeros((200_000, 8), dtype=np.int32)
    s = trace_game_nb(np.uint64(seed), game, tpl, w, tr)
    return s, tr
