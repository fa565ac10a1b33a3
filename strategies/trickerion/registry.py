"""Trickerion strategy names -> (strategy word, parameter row), and their canonical names.

Names: ``random[:stop=0|1][:anytime=0|1]`` (defaults stop=1, anytime=0). A name with default
parameters is written bare; otherwise the parameters that differ from their defaults are
written, in that order, so names round-trip (``random:stop=0``).
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import StrategyInfo
from simkit.games.trickerion.layout import MAX_SEATS
from simkit.strategies.names import Names, SeatStrategy
from simkit.strategies.trickerion.ids import N_PARAMS, PARAM_ANYTIME, PARAM_STOP, RANDOM_ID

RANDOM_DEFAULTS = {"stop": 1, "anytime": 0}
RANDOM_COLUMNS = {"stop": PARAM_STOP, "anytime": PARAM_ANYTIME}

STRATEGY_INFO = [
    StrategyInfo("random", "uniformly random legal option: the luck baseline; `stop=0` never ends a placement "
                 "with an affordable action left; `anytime=1` also discards Tricks and returns components at "
                 "random", dict(RANDOM_DEFAULTS)),
]

NAMES = Names("Trickerion ")
KNOWN = "random"


def _random(parts: list[str], spec: str) -> SeatStrategy:
    values = NAMES.keywords(parts, tuple(RANDOM_DEFAULTS), spec)
    row = [0.0] * N_PARAMS
    chosen = dict(RANDOM_DEFAULTS)
    for key, value in values.items():
        chosen[key] = NAMES.whole(value, key, spec, 0, 1)
    for key, value in chosen.items():
        row[RANDOM_COLUMNS[key]] = float(value)
    name = "random" + "".join(f":{k}={v}" for k, v in chosen.items() if v != RANDOM_DEFAULTS[k])
    return SeatStrategy(name, RANDOM_ID, tuple(row))


STRATEGY_TABLE = {  # head -> builder: one line per strategy
    "random": _random,
}


def parse_strategy(spec: str) -> SeatStrategy:
    """A seat's strategy from its name; StrategyNameError (a GameSetupError, one line) naming the problem."""
    return NAMES.parse(spec, STRATEGY_TABLE, KNOWN)


def seat_arrays(seats: list[SeatStrategy]) -> tuple[np.ndarray, np.ndarray]:
    """Strategy words per seat (int32) and parameter rows (float64, MAX_SEATS x N_PARAMS)."""
    words = np.zeros(MAX_SEATS, dtype=np.int32)
    params = np.zeros((MAX_SEATS, N_PARAMS), dtype=np.float64)
    for p, seat in enumerate(seats):
        words[p] = seat.word
        params[p] = seat.weights
    return words, params


def strategy_infos() -> list[StrategyInfo]:
    return list(STRATEGY_INFO)
