"""Trickerion strategy names -> (strategy word, parameter row), and their canonical names.

Names: ``random[:stop=0|1][:anytime=0|1]`` (defaults stop=1, anytime=0);
``greedy[:key=value...]`` with V's weights (weights.V_DEFAULTS: ``greedy:coins=0.3``);
``planner[:key=value...]`` with V's weights and the planner's appetites (weights.PLAN_DEFAULTS);
``search[:rollouts=N][:horizon=H][:key=value...]`` (weights.SEARCH_DEFAULTS: 16 rollouts to the end of
the turn) with the planner's keywords for its rollouts;
``restricted:<base>:<what>`` around any of them (wrappers.py), ``<what>`` one of
``nolearn=<category>`` (Escape, Mechanical, Optical, Spiritual: never takes a Trick of it),
``nohire=<specialist>`` (a Specialist of the default composition: Engineer, Manager, Assistant;
never chooses nor hires it), ``noadvertise`` (never Advertises) and ``noacademy`` (never sends a
character to the Academy: the Academy rulesets' "never visits it" player); a restriction yields when
every option is restricted (docs/trickerion.md, T49). Its canonical name is
``restricted:<base's canonical name>:<what>`` with the name lower-cased.
A name with default parameters is written bare; otherwise the parameters that differ from their
defaults are written, in the table's order, so names round-trip (``random:stop=0``).
"""

from __future__ import annotations

import numpy as np

from simkit.games.base import StrategyInfo
from simkit.games.trickerion.layout import MAX_SEATS
from simkit.strategies.names import Names, SeatStrategy
from simkit.strategies.names import number_text
from simkit.games.trickerion.replay import DEFERS, replay_rows
from simkit.games.trickerion.vocabulary import CATEGORIES
from simkit.strategies.trickerion.ids import (GREEDY_ID, N_PARAMS, PARAM_ANYTIME, PARAM_RESTRICT, PARAM_RESTRICT_ARG,
                                              PARAM_STOP, PLANNER_ID, RANDOM_ID, RESTRICT_NOACADEMY, RESTRICT_NOADVERTISE,
                                              RESTRICT_NOHIRE, RESTRICT_NOLEARN, RESTRICTED, SEARCH_ID)
from simkit.strategies.trickerion.weights import PLAN_DEFAULTS, SEARCH_DEFAULTS, V_DEFAULTS, default_row

RANDOM_DEFAULTS = {"stop": 1, "anytime": 0}
RANDOM_COLUMNS = {"stop": PARAM_STOP, "anytime": PARAM_ANYTIME}

STRATEGY_INFO = [
    StrategyInfo("random", "uniformly random legal option: the luck baseline; `stop=0` never ends a placement "
                 "with an affordable action left; `anytime=1` also discards Tricks and returns components at "
                 "random", dict(RANDOM_DEFAULTS)),
    StrategyInfo("greedy", "one-step look-ahead: every option by the change of a Fame-equivalent value V (Fame, "
                 "Coins, Shards, prepared markers, ready Tricks, characters, wages; weights as data)",
                 {key: value for key, (_, value) in V_DEFAULTS.items()}),
    StrategyInfo("planner", "plans the turn at Assignment (target Tricks, the locations serving them, the weekday, "
                 "whether the Magician performs), then executes greedily on V",
                 {key: value for key, (_, value) in {**V_DEFAULTS, **PLAN_DEFAULTS}.items()}),
    StrategyInfo("search", "determinised flat Monte Carlo at Assignment, Set Up and the card to perform: samples "
                 "what the seat cannot know, tries each option `rollouts` times with the planner at every seat "
                 "for `horizon` turns (0: to the end), scored by V against the best rival",
                 {key: value for key, (_, value) in SEARCH_DEFAULTS.items()}, example="search:rollouts=16:horizon=1"),
    StrategyInfo("restricted", "restricted:<base>:<what>: any base strategy that never learns a Trick category "
                 "(nolearn=<category>), never hires a Specialist (nohire=<specialist>) or never Advertises "
                 "(noadvertise) or never goes to the Academy (noacademy); the restriction yields when nothing "
                 "else is legal",
                 example="restricted:planner:nolearn=optical"),
]

NAMES = Names("Trickerion ")
KNOWN = "random, greedy, planner, search, restricted:<base>:<what>"
RESTRICTIONS = "nolearn=<category>, nohire=<specialist>, noadvertise, noacademy"


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


def _weighted(head: str, word: int, tables: tuple[dict, ...]):
    """A family whose parameters are weights (weights.py) given as ``key=value``, any subset."""
    defaults = {key: entry for table in tables for key, entry in table.items()}

    def build(parts: list[str], spec: str) -> SeatStrategy:
        values = NAMES.keywords(parts, tuple(defaults), spec)
        row = default_row(N_PARAMS)
        for key, value in values.items():
            if key in SEARCH_DEFAULTS:
                row[defaults[key][0]] = NAMES.whole(value, key, spec, 1 if key == "rollouts" else 0, 10000)
            else:
                row[defaults[key][0]] = NAMES.number(value, key, spec)
        changed = [key for key in defaults if row[defaults[key][0]] != defaults[key][1]]
        name = head + "".join(f":{key}={number_text(row[defaults[key][0]])}" for key in changed)
        return SeatStrategy(name, word, tuple(row))
    return build


def _specialists() -> dict[str, int]:
    """The default composition's Specialists: lower-cased name -> character type (its position in
    the composition's character order)."""
    from simkit.games.trickerion.composition import DEFAULT_COMPOSITION, load_composition
    from simkit.games.trickerion.vocabulary import CHARACTER_KINDS
    chars = load_composition(DEFAULT_COMPOSITION).characters
    specialist = CHARACTER_KINDS.index("specialist")
    return {name.lower(): c for c, name in enumerate(chars.names) if int(chars.kind[c]) == specialist}


def _restricted(parts: list[str], spec: str) -> SeatStrategy:
    """``restricted:<base>:<what>`` (module docstring, wrappers.py)."""
    base, item = NAMES.wrapped("restricted", parts, spec, parse_strategy, lambda word: word & RESTRICTED != 0,
                               "what")
    key, eq, value = item.partition("=")
    key, value = key.strip().lower(), value.strip().lower()
    row = list(base.weights)
    if key == "noadvertise" and not eq:
        row[PARAM_RESTRICT] = float(RESTRICT_NOADVERTISE)
        what = "noadvertise"
    elif key == "noacademy" and not eq:
        row[PARAM_RESTRICT] = float(RESTRICT_NOACADEMY)
        what = "noacademy"
    elif key == "nolearn" and eq:
        categories = [c.lower() for c in CATEGORIES]
        if value not in categories:
            raise NAMES.fail(spec, f"unknown Trick category {item.partition('=')[2].strip()!r} "
                             f"(known: {', '.join(CATEGORIES)})")
        row[PARAM_RESTRICT] = float(RESTRICT_NOLEARN)
        row[PARAM_RESTRICT_ARG] = float(categories.index(value))
        what = f"nolearn={value}"
    elif key == "nohire" and eq:
        specialists = _specialists()
        if value not in specialists:
            raise NAMES.fail(spec, f"unknown Specialist {item.partition('=')[2].strip()!r} "
                             f"(known: {', '.join(name.title() for name in specialists)})")
        row[PARAM_RESTRICT] = float(RESTRICT_NOHIRE)
        row[PARAM_RESTRICT_ARG] = float(specialists[value])
        what = f"nohire={value}"
    else:
        raise NAMES.fail(spec, f"{item!r} is not one of {RESTRICTIONS}")
    return SeatStrategy(f"restricted:{base.name}:{what}", base.word | RESTRICTED, tuple(row))


STRATEGY_TABLE = {  # head -> builder: one line per strategy
    "random": _random,
    "greedy": _weighted("greedy", GREEDY_ID, (V_DEFAULTS,)),
    "planner": _weighted("planner", PLANNER_ID, (V_DEFAULTS, PLAN_DEFAULTS)),
    "search": _weighted("search", SEARCH_ID | DEFERS, (SEARCH_DEFAULTS, V_DEFAULTS, PLAN_DEFAULTS)),
    "restricted": _restricted,
}


def parse_strategy(spec: str) -> SeatStrategy:
    """A seat's strategy from its name; StrategyNameError (a GameSetupError, one line) naming the problem."""
    return NAMES.parse(spec, STRATEGY_TABLE, KNOWN)


def seat_arrays(seats: list[SeatStrategy]) -> tuple[np.ndarray, np.ndarray]:
    """Strategy words per seat (int32) and parameter rows (float64, MAX_SEATS x N_PARAMS; with a
    deferring seat (search) the replay rows below them, simkit.games.trickerion.replay)."""
    words = np.zeros(MAX_SEATS, dtype=np.int32)
    deferring = any(seat.word & DEFERS for seat in seats)
    params = np.zeros((replay_rows(N_PARAMS) if deferring else MAX_SEATS, N_PARAMS), dtype=np.float64)
    for p, seat in enumerate(seats):
        words[p] = seat.word
        params[p] = seat.weights
    return words, params


def strategy_infos() -> list[StrategyInfo]:
    return list(STRATEGY_INFO)
