"""Trickerion's kernels in two parts that compile side by side (``simkit compile``, one process
each): the engine (the batch and trace kernels, and search's answer, which plays the engine) and
the strategies (the dispatcher behind the late-bound decision point, every strategy in it). The
late binding (simkit/engine/late_binding.py) keeps them apart: the engine's compiled code holds
only the address of the strategies, so neither part compiles the other, and on two cores the
game's compile takes about as long as its larger part (docs/performance.md). Each part compiles
its kernels for the types a game passes them, without playing; ``simkit compile`` then plays one
game of every strategy, which loads both parts from the disk cache."""

from __future__ import annotations

import numpy as np
from numba import typeof


def _compile_for(kernel, *args) -> None:
    """Compile ``kernel`` for the types of ``args``, as a call from Python with them would."""
    kernel.compile(tuple(typeof(a) for a in args))


def compile_engine(game) -> None:
    from simkit.games.trickerion.batch import trace_game_nb
    from simkit.games.trickerion.outcome import empty_rows
    from simkit.games.trickerion.outcome_nb import play_rows_nb
    from simkit.games.trickerion.replay import ANSWER_DEFERRED
    from simkit.games.trickerion.trace import empty_records
    ruleset, info = next(iter(game.rulesets.items()))
    setup = game.make_setup(ruleset, min(max(3, info.min_players), info.max_players), game.default_deck, "random")
    _compile_for(play_rows_nb, np.uint64(0), 0, setup.template, setup.params, False, empty_rows(1))
    _compile_for(trace_game_nb, np.uint64(0), 0, setup.template, setup.params, empty_records())
    ANSWER_DEFERRED.bind()  # search's answer: it plays the engine's kernels, compiled just above


def compile_strategies(game) -> None:
    from simkit.games.trickerion.decision import DECIDE
    DECIDE.bind()


PARTS = {"engine": compile_engine, "strategies": compile_strategies}
