"""Tricksters strategy names: what a seat runs (a strategy word and a weight row).

- ``random``: a uniformly random legal option (the luck baseline);
- heuristic personalities ``counter`` (colour-counter: remembers what went into the pool and
  picks the avatar its estimate favours) and ``hunter`` (Perceiver-hunter: plays for the
  majority and aims its Eyes at the leader); ``heuristic:<personality>:hoard=5`` changes
  weights, ``heuristic:hoard=4:perceive=1:...`` starts from zero weights;
- ``search`` (``search:rollouts=16:policy=counter:horizon=3``): determinised flat Monte Carlo;
- ``restricted:<base>:<effect>``: the base strategy, never adding that effect type (eye, swap,
  skull, x3) to the pool while it has another option.
Names are canonical: parsing a strategy's name gives the same name.
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import StrategyInfo
from simkit.games.tricksters.layout import ARG_SHIFT, MAX_PLAYERS, WRAP_RESTRICTED, WRAP_SHIFT
from simkit.strategies.names import Names, SeatStrategy, number_text
from simkit.strategies.tricksters.heuristic import F_HOARD, F_HUNT, F_MEMORY, F_PERCEIVE, F_TRICK
from simkit.strategies.tricksters.ids import (HEURISTIC_ID, N_WEIGHTS, RANDOM_ID, SEARCH_HORIZON, SEARCH_ID,
                                              SEARCH_POLICY, SEARCH_ROLLOUTS)

FEATURES = {  # weight-row column and meaning
    "hoard": (F_HOARD, "hand size at or below which the seat draws instead of placing"),
    "perceive": (F_PERCEIVE, "weight of the points a Perceiver avatar is expected to score"),
    "trick": (F_TRICK, "weight of a Trickster avatar's sure point"),
    "hunt": (F_HUNT, "1: Eyes look at the leading opponent; 0: at the biggest hand"),
    "memory": (F_MEMORY, "1: counts the cards it knows are in the pool; 0: treats the pool as unknown"),
}
PERSONALITIES = {
    "counter": {"hoard": 4.0, "perceive": 1.0, "trick": 1.0, "hunt": 0.0, "memory": 1.0},
    "hunter": {"hoard": 5.0, "perceive": 2.0, "trick": 0.5, "hunt": 1.0, "memory": 1.0},
}
PERSONALITY_TEXT = {
    "counter": "colour-counter: remembers what went into the pool and picks the avatar its count favours",
    "hunter": "Perceiver-hunter: plays for the majority colour and aims its Eyes at the leader",
}
SEARCH_DEFAULTS = {"rollouts": 16, "policy": "counter", "horizon": 3}
ROLLOUT_POLICIES = {"random": 0.0, "counter": 1.0}
ITEM_KEYS = ("eye", "swap", "skull", "x3")  # restricted:<base>:<key>, in item order


NAMES = Names("Tricksters ")  # the shared grammar (simkit.strategies.names)
KNOWN = f"random, {', '.join(PERSONALITIES)}, heuristic:..., search, restricted:<base>:<effect>"


def _heuristic(parts: list[str], spec: str) -> SeatStrategy:
    name, weights, given = NAMES.weights(parts, spec, FEATURES, PERSONALITIES, "heuristic:hoard=4:...")
    if given:
        name = "heuristic:" + ":".join(f"{key}={number_text(value)}" for key, value in weights.items())
    row = [0.0] * N_WEIGHTS
    for key, value in weights.items():
        row[FEATURES[key][0]] = value
    return SeatStrategy(name, HEURISTIC_ID, tuple(row))


def _search(parts: list[str], spec: str) -> SeatStrategy:
    options = NAMES.keywords(parts, SEARCH_DEFAULTS, spec)
    rollouts = NAMES.whole(options.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec, 1)
    horizon = NAMES.whole(options.get("horizon", str(SEARCH_DEFAULTS["horizon"])), "horizon", spec, 0,
                          what="of rounds (0: to the game's end)")
    policy = options.get("policy", SEARCH_DEFAULTS["policy"])
    if policy not in ROLLOUT_POLICIES:
        raise NAMES.fail(spec, f"policy must be one of {', '.join(ROLLOUT_POLICIES)}")
    row = list(_heuristic(["counter"], spec).weights)  # its other decisions and heuristic rollouts
    row[SEARCH_ROLLOUTS] = float(rollouts)
    row[SEARCH_POLICY] = ROLLOUT_POLICIES[policy]
    row[SEARCH_HORIZON] = float(horizon)
    default = (rollouts, policy, horizon) == (SEARCH_DEFAULTS["rollouts"], SEARCH_DEFAULTS["policy"],
                                              SEARCH_DEFAULTS["horizon"])
    name = "search" if default else f"search:rollouts={rollouts}:policy={policy}:horizon={horizon}"
    return SeatStrategy(name, SEARCH_ID, tuple(row))


def _restricted(parts: list[str], spec: str) -> SeatStrategy:
    """``restricted:<base>:<effect>`` (simkit.strategies.tricksters.wrappers)."""
    base, effect = NAMES.wrapped("restricted", parts, spec, parse_strategy, lambda word: word >> WRAP_SHIFT != 0,
                                 "effect")
    key = effect.lower().replace(" arrows", "")
    if key not in ITEM_KEYS:
        raise NAMES.fail(spec, f"unknown effect type {effect!r} (known: {', '.join(ITEM_KEYS)})")
    word = base.word | (WRAP_RESTRICTED << WRAP_SHIFT) | ((ITEM_KEYS.index(key) + 1) << ARG_SHIFT)
    return SeatStrategy(f"restricted:{base.name}:{key}", word, base.weights)


STRATEGY_TABLE = {  # head -> builder: one line per strategy (docs/tricksters.md)
    "random": NAMES.plain("random", RANDOM_ID, (0.0,) * N_WEIGHTS, KNOWN),
    "heuristic": _heuristic,
    "counter": lambda parts, spec: _heuristic(["counter", *parts], spec),
    "hunter": lambda parts, spec: _heuristic(["hunter", *parts], spec),
    "search": _search,
    "restricted": _restricted,
}


def parse_strategy(spec: str) -> SeatStrategy:
    """A seat's strategy from its name; raises StrategyNameError (a GameSetupError) naming the problem."""
    return NAMES.parse(spec, STRATEGY_TABLE, KNOWN)


def strategy_infos() -> list[StrategyInfo]:
    return [
        StrategyInfo("random", "uniformly random legal choice: the luck baseline"),
        *(StrategyInfo(name, PERSONALITY_TEXT[name] + f" (heuristic:{name})", dict(weights))
          for name, weights in PERSONALITIES.items()),
        StrategyInfo("heuristic", "weighted heuristic: heuristic:<personality>[:feature=value...] or "
                     "heuristic:feature=value... (" + "; ".join(f"{k}: {v[1]}" for k, v in FEATURES.items()) + ")",
                     dict.fromkeys(FEATURES, 0.0), example="heuristic:hoard=4:perceive=1:hunt=1"),
        StrategyInfo("search", "determinised flat Monte Carlo: at each turn and avatar choice samples the hidden "
                     "cards it cannot know and plays every option `horizon` rounds on (0: to the end) "
                     "`rollouts` times with the rollout `policy`; other choices as counter",
                     dict(SEARCH_DEFAULTS)),
        StrategyInfo("restricted", "restricted:<base>:<effect>: never adds that effect type (eye, swap, skull, "
                     "x3) to the pool while it has another option (restricted play)",
                     example="restricted:counter:eye"),
    ]


def seat_arrays(names: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Strategy words per seat (int32) and weight rows (float64, MAX_PLAYERS x N_WEIGHTS)."""
    words = np.zeros(MAX_PLAYERS, dtype=np.int32)
    weights = np.zeros((MAX_PLAYERS, N_WEIGHTS), dtype=np.float64)
    for seat, name in enumerate(names):
        strategy = parse_strategy(name)
        words[seat] = strategy.word
        weights[seat, :] = strategy.weights
    return words, weights

