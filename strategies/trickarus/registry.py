"""Trickarus strategy names -> (strategy word, parameter row), and their canonical names.

Names: ``random``, ``climber[:margin=M]``, ``flipper[:margin=M][:gain=G]``, ``coop``,
``search[:rollouts=N][:policy=P]`` and ``restricted:<base>:lightning``. A name with default
parameters is written bare; otherwise every parameter is written, so names round-trip.
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import StrategyInfo
from simkit.games.trickarus.layout import MAX_SEATS
from simkit.strategies.names import Names, SeatStrategy
from simkit.strategies.trickarus.ids import (CLIMBER_ID, COOP_ID, DEFAULT_GAIN, DEFAULT_MARGIN, FLIPPER_ID,  # noqa: F401
                                             N_PARAMS, PARAM_GAIN, PARAM_MARGIN, PARAM_POLICY, PARAM_ROLLOUTS,
                                             RANDOM_ID, RESTRICT_LIGHTNING, SEARCH_ID)

POLICIES = {"random": RANDOM_ID, "climber": CLIMBER_ID, "flipper": FLIPPER_ID, "coop": COOP_ID}
SEARCH_DEFAULTS = {"rollouts": 16, "policy": "climber"}
RESTRICTABLE_ITEMS = ("lightning",)

STRATEGY_INFO = [
    StrategyInfo("random", "uniformly random legal card: the luck baseline"),
    StrategyInfo("climber", "wins tricks while a win keeps it `margin` spaces below the sun, ducks closer; "
                 "sheds the Lightning card on a rival's trick", {"margin": DEFAULT_MARGIN}),
    StrategyInfo("flipper", "a climber that plays a 5 when the flip gives it `gain` more trumps in hand, "
                 "and prefers a 5 that gets it the trick it wants", {"margin": DEFAULT_MARGIN, "gain": DEFAULT_GAIN}),
    StrategyInfo("coop", "co-operative mode: the highest seat climbs to the sun while the others duck; after the "
                 "flight seats in the air take tricks to come down"),
    StrategyInfo("search", "determinised flat Monte Carlo: samples the hidden cards, plays every legal card then "
                 "the game's end `rollouts` times with the rollout `policy`", dict(SEARCH_DEFAULTS)),
    StrategyInfo("restricted", "restricted:<base>:lightning: the base strategy that never plays the Lightning card "
                 "while it has another legal card", example="restricted:climber:lightning"),
]


NAMES = Names("Trickarus ")  # the shared grammar (simkit.strategies.names)
KNOWN = "random, climber, flipper, coop, search, restricted:<base>:lightning"
PARAMETERS = {"climber": ("margin",), "flipper": ("margin", "gain")}  # the policies' keywords
RANGES = {"margin": (PARAM_MARGIN, 0, 12), "gain": (PARAM_GAIN, 1, 13)}  # column, lowest, highest


def _policy(head: str):
    """A cheap policy (simkit.strategies.trickarus.heuristic) with its keywords, named canonically."""
    allowed = PARAMETERS.get(head, ())

    def build(parts: list[str], spec: str) -> SeatStrategy:
        if parts and not allowed:
            raise NAMES.fail(spec, f"{head} takes no parameters")
        row = [0.0] * N_PARAMS
        row[PARAM_MARGIN] = DEFAULT_MARGIN
        row[PARAM_GAIN] = DEFAULT_GAIN
        values = NAMES.keywords(parts, allowed, spec)
        for key, value in values.items():
            column, low, high = RANGES[key]
            row[column] = NAMES.whole(value, key, spec, low, high)
        name = head if not values else head + "".join(f":{key}={int(row[RANGES[key][0]])}" for key in allowed)
        return SeatStrategy(name, POLICIES[head], tuple(row))
    return build


def _search(parts: list[str], spec: str) -> SeatStrategy:
    values = NAMES.keywords(parts, tuple(SEARCH_DEFAULTS), spec)
    rollouts = NAMES.whole(values.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec, 1, 100000)
    policy = values.get("policy", SEARCH_DEFAULTS["policy"]).lower()
    if policy not in POLICIES:
        raise NAMES.fail(spec, f"policy must be one of {', '.join(POLICIES)}")
    row = [0.0] * N_PARAMS
    row[PARAM_ROLLOUTS] = rollouts
    row[PARAM_POLICY] = POLICIES[policy]
    name = "search" if not values else f"search:rollouts={rollouts}:policy={policy}"
    return SeatStrategy(name, SEARCH_ID, tuple(row))


def _restricted(parts: list[str], spec: str) -> SeatStrategy:
    """``restricted:<base>:lightning`` (simkit.strategies.trickarus.wrappers)."""
    base, item = NAMES.wrapped("restricted", parts, spec, parse_strategy,
                               lambda word: word & RESTRICT_LIGHTNING != 0, "card")
    if item.lower() not in RESTRICTABLE_ITEMS:
        raise NAMES.fail(spec, f"unknown card {item!r} (known: {', '.join(RESTRICTABLE_ITEMS)})")
    return SeatStrategy(f"restricted:{base.name}:lightning", base.word | RESTRICT_LIGHTNING, base.weights)


STRATEGY_TABLE = {  # head -> builder: one line per strategy (docs/trickarus.md)
    "random": _policy("random"),
    "climber": _policy("climber"),
    "flipper": _policy("flipper"),
    "coop": _policy("coop"),
    "search": _search,
    "restricted": _restricted,
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
