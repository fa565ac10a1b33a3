"""The independent referee (tests/trickerion/referee/) replays the engine's Dark Alley traces: the three
rulesets at 2, 3 and 4 players, strategies random, random:stop=0, greedy and planner, 3 games each (108
games).

Every primitive of docs/trickerion-effects.md and every Magician's ability has its events pinned by
docs/trickerion-trace.md and checked by the referee (README R1-R62): nothing is pending any more. Every game
the referee refuses fails the test, naming the configuration, the game, the event index, the event and the
rule broken (the referee's message), so that the engine or the referee can be put right against the trace
format."""

from __future__ import annotations

import json

import pytest

from simkit.games.trickerion import GAME
from tests.trickerion.referee import RefereeError, check_trace

RULESETS = ["trickerion-dark-alley", "trickerion-dark-alley-noprophecies", "trickerion-dark-alley-noabilities"]
STRATEGIES = ["random", "random:stop=0", "greedy", "planner"]
CONFIGS = [(r, p, s) for r in RULESETS for p in (2, 3, 4) for s in STRATEGIES]
GAMES = 3
SEED = 20261203


def trace(ruleset: str, players: int, strategy: str, game: int) -> list[dict]:
    try:
        setup = GAME.make_setup(ruleset, players, None, strategy)
    except Exception:   # a ruleset still in development is refused without the flag
        setup = GAME.make_setup(ruleset, players, None, strategy, in_development=True)
    events = GAME.trace(setup, SEED, game)
    json.dumps(events)
    return events


def first_failure(events: list[dict]) -> str | None:
    try:
        check_trace(events)
    except RefereeError as exc:
        return str(exc)
    return None


@pytest.mark.parametrize("ruleset, players, strategy", CONFIGS)
def test_the_referee_replays_engine_dark_alley_games(ruleset, players, strategy):
    broken = []
    for game in range(GAMES):
        events = trace(ruleset, players, strategy, game)
        message = first_failure(events)
        if message is not None:   # "event <index> <event json>: <rule broken>"
            broken.append(f"{ruleset}, {players} players, {strategy}, seed {SEED} game {game}: {message[:1200]}")
    assert not broken, "the referee refuses engine games:\n" + "\n".join(broken)


def test_the_referee_rejects_a_mutated_dark_alley_engine_trace():
    """Not a rubber stamp: an engine game's first magician_ability, accepted as written, is refused once it
    names another character."""
    for game in range(30):
        events = trace("trickerion-dark-alley", 4, "planner", game)
        hits = [i for i, e in enumerate(events) if e["event"] == "magician_ability"]
        if not hits:
            continue
        cut = events[:hits[0] + 1]
        try:
            check_trace(cut, complete=False)
        except RefereeError:
            continue   # refused earlier in this game (the other test names it)
        break
    else:
        pytest.fail("no engine game with an accepted magician_ability in 30 4-player planner games")
    cut[-1] = dict(cut[-1], character="Apprentice 4")
    with pytest.raises(RefereeError):
        check_trace(cut, complete=False)
