"""The registered strategies, and how a strategy name becomes what a seat runs.

A seat runs a *strategy word* (``s[STRATEGY + seat]``: the strategy's id, a
wrapper and its argument; simkit.games.trickster.layout) and a *weight row* (floats: the
strategy's parameters). Names a user writes:

- ``random``; ``search`` (options ``search:rollouts=64:policy=cautious``);
- a heuristic personality: ``cautious``, ``dumper``, ``collector``, ``hunter``,
  the same as ``heuristic:<personality>``; ``heuristic:<personality>:dump=2``
  changes some weights, ``heuristic:variety=1:block=2`` starts from zero weights;
- ``restricted:<base>:<hero>`` and ``noeffect:<base>:<hero>`` around any base;
- a plugin's name (``--plugin FILE``, simkit.strategies.plugins).

New weights are data: no recompilation. A new strategy is one module with a
``*_decide_nb`` kernel, its id in ids.py, one ``Strategy`` entry here and one branch in
simkit.strategies.trickster.dispatch.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.games.base import StrategyInfo
from simkit.games.trickster.layout import ARG_SHIFT, MAX_PLAYERS, STRATEGY_DEFERS, WRAP_NOEFFECT, WRAP_RESTRICTED, WRAP_SHIFT
from simkit.strategies.names import Names, SeatStrategy, StrategyNameError, number_text
from simkit.strategies.trickster.ids import (HEURISTIC_ID, N_WEIGHTS, PLUGIN_IDS, RANDOM_ID, SCRIPTED_ID,  # noqa: F401
                                             SEARCH_ID, SEARCH_POLICY, SEARCH_ROLLOUTS)

# the heuristic's move features (strategies.trickster.heuristic), in weight-row order
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
_PLUGINS: dict[str, tuple[Strategy, object]] = {}  # name -> (entry, kernel); filled by simkit.strategies.plugins


NAMES = Names()  # the shared grammar (simkit.strategies.names); Trickster's messages carry no label
UnknownStrategy = StrategyNameError  # the one error type of strategy names (older name)


def all_strategies() -> list[Strategy]:
    return STRATEGIES + [entry for entry, _ in _PLUGINS.values()]


def strategy_infos() -> list[StrategyInfo]:
    """Every listed strategy, plugins included (``simkit strategies``)."""
    return [StrategyInfo(st.name, st.description, dict(st.params), st.example) for st in all_strategies() if st.listed]


def known_names() -> str:
    return ", ".join(st.name for st in all_strategies() if st.listed)


def _entry(name: str) -> Strategy | None:
    return next((st for st in all_strategies() if st.name == name), None)


def _heuristic(parts: list[str], spec: str) -> SeatStrategy:
    """A personality's weights, with any weights overridden; named canonically."""
    name, weights, given = NAMES.weights(parts, spec, FEATURES, PERSONALITIES, "heuristic:variety=1:block=2")
    if given:  # explicit weights: the name lists them all
        name = "heuristic:" + ":".join(f"{key}={number_text(value)}" for key, value in weights.items())
    return SeatStrategy(name, HEURISTIC_ID, tuple(weights.values()))


def _search(parts: list[str], spec: str) -> SeatStrategy:
    options = NAMES.keywords(parts, SEARCH_DEFAULTS, spec)
    rollouts = NAMES.whole(options.get("rollouts", str(SEARCH_DEFAULTS["rollouts"])), "rollouts", spec, 1)
    policy = options.get("policy", SEARCH_DEFAULTS["policy"])
    if policy not in ROLLOUT_POLICIES:
        raise NAMES.fail(spec, f"policy must be one of {', '.join(ROLLOUT_POLICIES)}")
    row = [0.0] * N_WEIGHTS
    row[:len(FEATURES)] = PERSONALITIES["cautious"].values()  # its effect choices and heuristic rollouts
    row[SEARCH_ROLLOUTS] = float(rollouts)
    row[SEARCH_POLICY] = ROLLOUT_POLICIES[policy]
    name = "search" if not parts else f"search:rollouts={rollouts}:policy={policy}"
    return SeatStrategy(name, SEARCH_ID | STRATEGY_DEFERS, tuple(row))


def _wrapper(kind: str, catalog):
    """``restricted:<base>:<hero>`` / ``noeffect:<base>:<hero>`` (simkit.strategies.trickster.wrappers)."""
    def build(parts: list[str], spec: str) -> SeatStrategy:
        base, hero = NAMES.wrapped(kind, parts, spec, lambda text: parse_strategy(text, catalog),
                                   lambda word: word >> WRAP_SHIFT != 0, "hero")
        heroes = catalog
        if heroes is None:
            from simkit.games.trickster.catalog import load_catalog
            heroes = load_catalog()
        try:
            hero_id = heroes.index(hero)
        except (KeyError, ValueError):
            raise NAMES.fail(spec, f"unknown hero {hero!r}") from None
        mode = WRAP_RESTRICTED if kind == "restricted" else WRAP_NOEFFECT
        word = base.word | (mode << WRAP_SHIFT) | ((hero_id + 1) << ARG_SHIFT)
        return SeatStrategy(f"{kind}:{base.name}:{heroes.heroes[hero_id].name}", word, base.weights)
    return build


def _listed_entry(listed_only: bool):
    """Any other registered name (plugins; ``scripted`` for tools and tests): no parameters."""
    def build(parts: list[str], spec: str) -> SeatStrategy:
        entry = _entry(parts[0])
        if entry is None or (listed_only and not entry.listed) or parts[1:]:
            raise NAMES.unknown(spec, known_names())
        row = [0.0] * N_WEIGHTS
        values = [float(v) for v in entry.params.values() if isinstance(v, (int, float))]
        row[:len(values)] = values
        return SeatStrategy(entry.name, entry.id, tuple(row))
    return build


def parse_strategy(spec: str, catalog=None, *, listed_only: bool = True) -> SeatStrategy:
    """A seat's strategy from its name; raises StrategyNameError naming the problem."""
    table = {
        "heuristic": _heuristic,
        **{name: (lambda name: lambda parts, text: _heuristic([name, *parts], text))(name) for name in PERSONALITIES},
        "search": _search,
        "restricted": _wrapper("restricted", catalog),
        "noeffect": _wrapper("noeffect", catalog),
    }
    return NAMES.parse(spec, table, known_names(), fallback=_listed_entry(listed_only))


def seat_arrays(names: list[str | SeatStrategy], catalog=None) -> tuple[np.ndarray, np.ndarray]:
    """Strategy words per seat (int32) and weight rows (float64, MAX_PLAYERS x N_WEIGHTS)."""
    ids = np.zeros(MAX_PLAYERS, dtype=np.int32)
    weights = np.zeros((MAX_PLAYERS, N_WEIGHTS), dtype=np.float64)
    for seat, name in enumerate(names):
        strategy = name if isinstance(name, SeatStrategy) else parse_strategy(name, catalog, listed_only=False)
        ids[seat] = strategy.word
        weights[seat, :len(strategy.weights)] = strategy.weights
    return ids, weights
