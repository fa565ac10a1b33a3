"""Trickarus strategy names -> (strategy word, parameter row), and their canonical names.

Names: ``random``, ``climber[:margin=M]``, ``flipper[:margin=M][:gain=G]``, ``coop``,
``search[:rollouts=N][:policy=P]`` and ``restricted:<base>:lightning``. A name with default
parameters is written bare; otherwise every parameter is written, so names round-trip.
"""

from __future__ import annotations

from dataclasses import dataclass

from simkit.games.base import GameSetupError, StrategyInfo
from simkit.games.trickarus.play import (N_PARAMS, PARAM_GAIN, PARAM_MARGIN, PARAM_POLICY, PARAM_ROLLOUTS,
                                         RESTRICT_LIGHTNING)
from simkit.games.trickarus.policies import (CLIMBER_ID, COOP_ID, DEFAULT_GAIN, DEFAULT_MARGIN, FLIPPER_ID, RANDOM_ID,
                                             SEARCH_ID)

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
                 "while it has another legal card"),
]


@dataclass(frozen=True)
class SeatStrategy:
    name: str  # canonical
    word: int
    params: tuple[float, ...]  # N_PARAMS


def _keywords(parts: list[str], allowed: tuple[str, ...], spec: str) -> dict[str, str]:
    found = {}
    for part in parts:
        key, eq, value = part.partition("=")
        key = key.strip().lower()
        if not eq or key not in allowed or key in found:
            raise GameSetupError(f"strategy {spec!r}: expected {' / '.join(k + '=...' for k in allowed)}, "
                                 f"not {part!r}")
        found[key] = value.strip()
    return found


def _whole(value: str, key: str, spec: str, low: int, high: int) -> int:
    try:
        number = int(value)
    except ValueError:
        number = low - 1
    if not low <= number <= high:
        raise GameSetupError(f"strategy {spec!r}: {key} must be a whole number {low}-{high}")
    return number


def _policy(head: str, parts: list[str], spec: str) -> SeatStrategy:
    row = [0.0] * N_PARAMS
    row[PARAM_MARGIN] = DEFAULT_MARGIN
    row[PARAM_GAIN] = DEFAULT_GAIN
    allowed = {"climber": ("margin",), "flipper": ("margin", "gain")}.get(head, ())
    if parts and not allowed:
        raise GameSetupError(f"strategy {spec!r}: {head} takes no parameters")
    values = _keywords(parts, allowed, spec)
    if "margin" in values:
        row[PARAM_MARGIN] = _whole(values["margin"], "margin", spec, 0, 12)
    if "gain" in values:
        row[PARAM_GAIN] = _whole(values["gain"], "gain", spec, 1, 13)
    name = head
    if values:
        name = head + "".join(f":{key}={int(row[col])}" for key, col in (("margin", PARAM_MARGIN),
                                                                           ("gain", PARAM_GAIN)) if key in allowed)
    return SeatStrategy(name, POLICIES[head], tuple(row))


def _search(parts: list[str], spec: str) -> SeatStrategy:
    values = _keywords(parts, ("rollouts", "policy"), spec)
    rollouts = _whole(values.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec, 1, 100000)
    policy = values.get("policy", SEARCH_DEFAULTS["policy"]).lower()
    if policy not in POLICIES:
        raise GameSetupError(f"strategy {spec!r}: policy must be one of {', '.join(POLICIES)}")
    row = [0.0] * N_PARAMS
    row[PARAM_ROLLOUTS] = rollouts
    row[PARAM_POLICY] = POLICIES[policy]
    name = "search" if not values else f"search:rollouts={rollouts}:policy={policy}"
    return SeatStrategy(name, SEARCH_ID, tuple(row))


def parse_strategy(spec: str) -> SeatStrategy:
    """A seat's strategy from its name; GameSetupError (one line) naming the problem."""
    text = spec.strip()
    head, *parts = [part.strip() for part in text.split(":")]
    head = head.lower()
    if head == "restricted":
        if len(parts) < 2 or parts[-1].lower() not in RESTRICTABLE_ITEMS:
            raise GameSetupError(f"strategy {text!r}: write restricted:<base>:lightning")
        base = parse_strategy(":".join(parts[:-1]))
        if base.word & RESTRICT_LIGHTNING:
            raise GameSetupError(f"strategy {text!r}: restricted does not nest")
        return SeatStrategy(f"restricted:{base.name}:lightning", base.word | RESTRICT_LIGHTNING, base.params)
    if head == "search":
        return _search(parts, text)
    if head in POLICIES:
        return _policy(head, parts, text)
    raise GameSetupError(f"unknown Trickarus strategy {text!r} "
                         f"(known: random, climber, flipper, coop, search, restricted:<base>:lightning)")
