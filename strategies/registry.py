"""The registered strategies, and how a strategy name becomes what a seat runs.

A seat runs a *strategy word* (``s[STRATEGY + seat]``: the strategy's id, a
wrapper and its argument; simkit.games.trickster.layout) and a *weight row* (floats: the
strategy's parameters). Names a user writes:

- ``random``; ``search`` (options ``search:rollouts=64:policy=cautious``);
- a heuristic personality: ``cautious``, ``dumper``, ``collector``, ``hunter``,
  the same as ``heuristic:<personality>``; ``heuristic:<personality>:dump=2``
  changes some weights, ``heuristic:variety=1:block=2`` starts from zero weights;
- ``restricted:<base>:<hero>`` and ``noeffect:<base>:<hero>`` around any base;
- a plugin's name (``--plugin FILE``, strategies.plugins).

New weights are data: no recompilation. A new strategy is one module with a
``*_decide_nb`` kernel, one ``Strategy`` entry here and one branch in
strategies.dispatch.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.games.trickster.layout import ARG_SHIFT, MAX_PLAYERS, STRATEGY_DEFERS, WRAP_NOEFFECT, WRAP_RESTRICTED, WRAP_SHIFT

RANDOM_ID = 0
HEURISTIC_ID = 1
SCRIPTED_ID = 2
SEARCH_ID = 3
PLUGIN_IDS = (16, 17, 18, 19)  # the dispatcher's plugin slots (strategies.plugins)
N_WEIGHTS = 16  # length of every seat's weight row

# the heuristic's move features (strategies.heuristic), in weight-row order
FEATURES = {
    "variety": "play (give) the card whose suit and hero the hand holds most, keeping a hand that can follow",
    "block": "as Trickster, set the pattern that the fewest unseen cards can follow",
    "dump": "play and copy heroes whose effects push cards out of the own tableau to opponents",
    "hunt": "aim effects at the opponent doing best (lowest total): give them cards, take theirs",
    "majority": "keep the suits the seat is winning: build them at setup, never move them out",
}
PERSONALITIES = {
    "cautious": {"variety": 1.0, "block": 1.0, "dump": 0.0, "hunt": 1.0, "majority": 1.0},
    "dumper": {"variety": 0.5, "block": 0.5, "dump": 3.0, "hunt": 0.3, "majority": 0.5},
    "collector": {"variety": 0.5, "block": 0.5, "dump": 0.0, "hunt": 0.5, "majority": 3.0},
    "hunter": {"variety": 1.0, "block": 1.0, "dump": 0.5, "hunt": 3.0, "majority": 0.5},
}
PERSONALITY_TEXT = {
    "cautious": "avoids busting: keeps a varied hand, blocks as Trickster, dumps on the leader",
    "dumper": "pushes cards into opponents' tableaux: prefers heroes whose effects do so",
    "collector": "majority-seeker: builds suits to claim their majority and keeps them",
    "hunter": "leader-hunter: aims every effect at the seat that is winning",
}

# search's parameters: rollouts per option at each play decision, and the rollout policy
SEARCH_ROLLOUTS = 8  # weight-row column
SEARCH_POLICY = 9  # 0: random rollouts, 1: rollouts by the seat's heuristic weights
SEARCH_DEFAULTS = {"rollouts": 24.0, "policy": "cautious"}
ROLLOUT_POLICIES = {"random": 0.0, "cautious": 1.0}


@dataclass(frozen=True)
class Strategy:
    name: str
    id: int
    description: str
    params: dict[str, object] = field(default_factory=dict)  # parameter -> default
    listed: bool = True  # offered on the command line
    example: str = ""  # a runnable name, when the bare name is not one (docs, contract tests)

    @property
    def runnable(self) -> str:
        return self.example or self.name


STRATEGIES: list[Strategy] = [
    Strategy("random", RANDOM_ID, "uniformly random legal choice: the luck baseline"),
    *(Strategy(name, HEURISTIC_ID, PERSONALITY_TEXT[name] + " (heuristic:" + name + ")", dict(weights))
      for name, weights in PERSONALITIES.items()),
    Strategy("heuristic", HEURISTIC_ID,
             "weighted move features: heuristic:<personality>[:feature=value...] or heuristic:feature=value...",
             dict.fromkeys(FEATURES, 0.0), example="heuristic:variety=1:block=2:hunt=0.5"),
    Strategy("search", SEARCH_ID,
             "determinised flat Monte Carlo: at each play, samples the hidden cards it cannot know and "
             "plays every option to the round's end `rollouts` times with the rollout `policy`; "
             "effects by cautious weights",
             dict(SEARCH_DEFAULTS)),
    Strategy("restricted", -1, "restricted:<base>:<hero>: never plays the hero while it has another legal card",
             example="restricted:cautious:Guard"),
    Strategy("noeffect", -1, "noeffect:<base>:<hero>: ignores the hero's effect (a measuring device that breaks "
             "the must-use rule; its traces do not pass the referee)", example="noeffect:cautious:Brigand"),
    Strategy("scripted", SCRIPTED_ID, "plays the choices listed in its weight row (tests, replays)", listed=False),
]
_PLUGINS: dict[str, tuple[Strategy, object]] = {}  # name -> (entry, kernel); filled by strategies.plugins


class UnknownStrategy(ValueError):
    pass


@dataclass(frozen=True)
class SeatStrategy:
    """What one seat runs: its canonical name, strategy word and weight row."""
    name: str
    word: int
    weights: tuple[float, ...]


def all_strategies() -> list[Strategy]:
    return STRATEGIES + [entry for entry, _ in _PLUGINS.values()]


def known_names() -> str:
    return ", ".join(st.name for st in all_strategies() if st.listed)


def _entry(name: str) -> Strategy | None:
    return next((st for st in all_strategies() if st.name == name), None)


def _numbers(parts: list[str], allowed: dict[str, object], spec: str) -> dict[str, str]:
    values = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq or key.strip() not in allowed:
            raise UnknownStrategy(f"strategy {spec!r}: {part!r} is not one of "
                                  f"{', '.join(k + '=...' for k in allowed)}")
        values[key.strip()] = value.strip()
    return values


def _float(value: str, key: str, spec: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise UnknownStrategy(f"strategy {spec!r}: {key} must be a number, got {value!r}") from None
    if not np.isfinite(number):
        raise UnknownStrategy(f"strategy {spec!r}: {key} must be finite, got {value!r}")
    return number


def _number_text(value: float) -> str:
    """The shortest text that parses back to the same float."""
    return str(int(value)) if value == int(value) else repr(value)


def _heuristic(parts: list[str], spec: str) -> SeatStrategy:
    """A personality's weights, with any weights overridden; named canonically."""
    weights = dict.fromkeys(FEATURES, 0.0)
    name = None
    if parts and "=" not in parts[0]:
        if parts[0] not in PERSONALITIES:
            raise UnknownStrategy(f"strategy {spec!r}: unknown personality {parts[0]!r} "
                                  f"(known: {', '.join(PERSONALITIES)})")
        weights.update(PERSONALITIES[parts[0]])
        name, parts = parts[0], parts[1:]
    if name is None and not parts:
        raise UnknownStrategy(f"strategy {spec!r}: name a personality ({', '.join(PERSONALITIES)}) "
                              "or weights (heuristic:variety=1:block=2)")
    for key, value in _numbers(parts, FEATURES, spec).items():
        weights[key] = _float(value, key, spec)
    if parts:  # explicit weights: the name lists them all
        name = "heuristic:" + ":".join(f"{key}={_number_text(value)}" for key, value in weights.items())
    return SeatStrategy(name, HEURISTIC_ID, tuple(weights.values()))


def _search(parts: list[str], spec: str) -> SeatStrategy:
    options = _numbers(parts, SEARCH_DEFAULTS, spec)
    rollouts = _float(options.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec)
    if rollouts < 1 or rollouts != int(rollouts):
        raise UnknownStrategy(f"strategy {spec!r}: rollouts must be a whole number of at least 1")
    policy = options.get("policy", SEARCH_DEFAULTS["policy"])
    if policy not in ROLLOUT_POLICIES:
        raise UnknownStrategy(f"strategy {spec!r}: policy must be one of {', '.join(ROLLOUT_POLICIES)}")
    row = [0.0] * N_WEIGHTS
    row[:len(FEATURES)] = PERSONALITIES["cautious"].values()  # its effect choices and heuristic rollouts
    row[SEARCH_ROLLOUTS] = rollouts
    row[SEARCH_POLICY] = ROLLOUT_POLICIES[policy]
    name = "search" if not parts else f"search:rollouts={int(rollouts)}:policy={policy}"
    return SeatStrategy(name, SEARCH_ID | STRATEGY_DEFERS, tuple(row))


def _wrapped(kind: str, parts: list[str], spec: str, catalog) -> SeatStrategy:
    if len(parts) < 2:
        raise UnknownStrategy(f"strategy {spec!r}: write {kind}:<base strategy>:<hero>")
    hero = parts[-1]
    base = parse_strategy(":".join(parts[:-1]), catalog)
    if base.word >> WRAP_SHIFT:
        raise UnknownStrategy(f"strategy {spec!r}: wrappers do not nest")
    if catalog is None:
        from simkit.games.trickster.catalog import load_catalog
        catalog = load_catalog()
    try:
        hero_id = catalog.index(hero)
    except (KeyError, ValueError):
        raise UnknownStrategy(f"strategy {spec!r}: unknown hero {hero!r}") from None
    mode = WRAP_RESTRICTED if kind == "restricted" else WRAP_NOEFFECT
    word = base.word | (mode << WRAP_SHIFT) | ((hero_id + 1) << ARG_SHIFT)
    return SeatStrategy(f"{kind}:{base.name}:{catalog.heroes[hero_id].name}", word, base.weights)


def parse_strategy(spec: str, catalog=None, *, listed_only: bool = True) -> SeatStrategy:
    """A seat's strategy from its name; raises UnknownStrategy naming the problem."""
    text = spec.strip()
    head, *parts = [part.strip() for part in text.split(":")]
    head = head.lower()
    if head == "heuristic":
        return _heuristic(parts, text)
    if head in PERSONALITIES:
        return _heuristic([head, *parts], text)
    if head == "search":
        return _search(parts, text)
    if head in ("restricted", "noeffect"):
        return _wrapped(head, parts, text, catalog)
    entry = _entry(head)
    if entry is None or (listed_only and not entry.listed) or parts:
        raise UnknownStrategy(f"unknown strategy {text!r} (known: {known_names()})")
    row = [0.0] * N_WEIGHTS
    values = [float(v) for v in entry.params.values() if isinstance(v, (int, float))]
    row[:len(values)] = values
    return SeatStrategy(entry.name, entry.id, tuple(row))


def seat_arrays(names: list[str | SeatStrategy], catalog=None) -> tuple[np.ndarray, np.ndarray]:
    """Strategy words per seat (int32) and weight rows (float64, MAX_PLAYERS x N_WEIGHTS)."""
    ids = np.zeros(MAX_PLAYERS, dtype=np.int32)
    weights = np.zeros((MAX_PLAYERS, N_WEIGHTS), dtype=np.float64)
    for seat, name in enumerate(names):
        strategy = name if isinstance(name, SeatStrategy) else parse_strategy(name, catalog, listed_only=False)
        ids[seat] = strategy.word
        weights[seat, :len(strategy.weights)] = strategy.weights
    return ids, weights
