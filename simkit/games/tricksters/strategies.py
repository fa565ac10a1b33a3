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

from dataclasses import dataclass

import numpy as np

from simkit.games.base import GameSetupError, StrategyInfo
from simkit.games.tricksters.heuristic import (F_HOARD, F_HUNT, F_MEMORY, F_PERCEIVE, F_TRICK)
from simkit.games.tricksters.layout import ARG_SHIFT, MAX_PLAYERS, WRAP_RESTRICTED, WRAP_SHIFT
from simkit.games.tricksters.policies import HEURISTIC_ID, RANDOM_ID, SEARCH_ID
from simkit.games.tricksters.search import SEARCH_HORIZON, SEARCH_POLICY, SEARCH_ROLLOUTS

N_WEIGHTS = 8
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


@dataclass(frozen=True)
class SeatStrategy:
    name: str
    word: int
    weights: tuple[float, ...]


def _fail(spec: str, problem: str) -> GameSetupError:
    return GameSetupError(f"Tricksters strategy {spec!r}: {problem}")


def _number(value: str, key: str, spec: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise _fail(spec, f"{key} must be a number, got {value!r}") from None
    if not np.isfinite(number):
        raise _fail(spec, f"{key} must be finite, got {value!r}")
    return number


def _text(value: float) -> str:
    return str(int(value)) if value == int(value) else repr(value)


def _pairs(parts: list[str], allowed, spec: str) -> dict[str, str]:
    values = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or key.strip() not in allowed:
            raise _fail(spec, f"{part!r} is not one of {', '.join(k + '=...' for k in allowed)}")
        values[key.strip()] = value.strip()
    return values


def _heuristic(parts: list[str], spec: str) -> SeatStrategy:
    weights = dict.fromkeys(FEATURES, 0.0)
    name = None
    if parts and "=" not in parts[0]:
        if parts[0] not in PERSONALITIES:
            raise _fail(spec, f"unknown personality {parts[0]!r} (known: {', '.join(PERSONALITIES)})")
        weights.update(PERSONALITIES[parts[0]])
        name, parts = parts[0], parts[1:]
    if name is None and not parts:
        raise _fail(spec, f"name a personality ({', '.join(PERSONALITIES)}) or weights (heuristic:hoard=4:...)")
    for key, value in _pairs(parts, FEATURES, spec).items():
        weights[key] = _number(value, key, spec)
    if parts:
        name = "heuristic:" + ":".join(f"{key}={_text(value)}" for key, value in weights.items())
    row = [0.0] * N_WEIGHTS
    for key, value in weights.items():
        row[FEATURES[key][0]] = value
    return SeatStrategy(name, HEURISTIC_ID, tuple(row))


def _search(parts: list[str], spec: str) -> SeatStrategy:
    options = _pairs(parts, SEARCH_DEFAULTS, spec)
    rollouts = _number(options.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec)
    if rollouts < 1 or rollouts != int(rollouts):
        raise _fail(spec, "rollouts must be a whole number of at least 1")
    horizon = _number(options.get("horizon", str(SEARCH_DEFAULTS["horizon"])), "horizon", spec)
    if horizon < 0 or horizon != int(horizon):
        raise _fail(spec, "horizon must be a whole number of rounds (0: to the game's end)")
    policy = options.get("policy", SEARCH_DEFAULTS["policy"])
    if policy not in ROLLOUT_POLICIES:
        raise _fail(spec, f"policy must be one of {', '.join(ROLLOUT_POLICIES)}")
    row = list(_heuristic(["counter"], spec).weights)  # its other decisions and heuristic rollouts
    row[SEARCH_ROLLOUTS] = rollouts
    row[SEARCH_POLICY] = ROLLOUT_POLICIES[policy]
    row[SEARCH_HORIZON] = horizon
    default = (int(rollouts), policy, int(horizon)) == (SEARCH_DEFAULTS["rollouts"], SEARCH_DEFAULTS["policy"],
                                                         SEARCH_DEFAULTS["horizon"])
    name = "search" if default else f"search:rollouts={int(rollouts)}:policy={policy}:horizon={int(horizon)}"
    return SeatStrategy(name, SEARCH_ID, tuple(row))


def _restricted(parts: list[str], spec: str) -> SeatStrategy:
    if len(parts) < 2:
        raise _fail(spec, "write restricted:<base strategy>:<effect> (effect: " + ", ".join(ITEM_KEYS) + ")")
    key = parts[-1].lower().replace(" arrows", "")
    if key not in ITEM_KEYS:
        raise _fail(spec, f"unknown effect type {parts[-1]!r} (known: {', '.join(ITEM_KEYS)})")
    base = parse_strategy(":".join(parts[:-1]))
    if base.word >> WRAP_SHIFT:
        raise _fail(spec, "wrappers do not nest")
    item = ITEM_KEYS.index(key)
    word = base.word | (WRAP_RESTRICTED << WRAP_SHIFT) | ((item + 1) << ARG_SHIFT)
    return SeatStrategy(f"restricted:{base.name}:{key}", word, base.weights)


def parse_strategy(spec: str) -> SeatStrategy:
    """A seat's strategy from its name; raises GameSetupError naming the problem."""
    text = spec.strip()
    head, *parts = [part.strip() for part in text.split(":")]
    head = head.lower()
    if head == "random" and not parts:
        return SeatStrategy("random", RANDOM_ID, (0.0,) * N_WEIGHTS)
    if head == "heuristic":
        return _heuristic(parts, text)
    if head in PERSONALITIES:
        return _heuristic([head, *parts], text)
    if head == "search":
        return _search(parts, text)
    if head == "restricted":
        return _restricted(parts, text)
    raise GameSetupError(f"unknown Tricksters strategy {text!r} (known: random, {', '.join(PERSONALITIES)}, "
                         "heuristic:..., search, restricted:<base>:<effect>)")


def strategy_infos() -> list[StrategyInfo]:
    return [
        StrategyInfo("random", "uniformly random legal choice: the luck baseline"),
        *(StrategyInfo(name, PERSONALITY_TEXT[name] + f" (heuristic:{name})", dict(weights))
          for name, weights in PERSONALITIES.items()),
        StrategyInfo("heuristic", "weighted heuristic: heuristic:<personality>[:feature=value...] or "
                     "heuristic:feature=value... (" + "; ".join(f"{k}: {v[1]}" for k, v in FEATURES.items()) + ")",
                     dict.fromkeys(FEATURES, 0.0)),
        StrategyInfo("search", "determinised flat Monte Carlo: at each turn and avatar choice samples the hidden "
                     "cards it cannot know and plays every option `horizon` rounds on (0: to the end) "
                     "`rollouts` times with the rollout `policy`; other choices as counter",
                     dict(SEARCH_DEFAULTS)),
        StrategyInfo("restricted", "restricted:<base>:<effect>: never adds that effect type (eye, swap, skull, "
                     "x3) to the pool while it has another option (restricted play)"),
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

