"""The independent referee (tests/trickerion/referee/, written from the rules and the trace format
alone) replays the engine's traces: every player count, both rulesets, every strategy.

One disagreement is the engine's and is open (docs/trickerion.md, T43): when the Manager's setup
bonus takes a component type the seat already holds on its board, the engine moves the board's
tokens onto the Manager slot too (a type lives in one place in its state), a move the rules and
the trace format do not have. The referee rejects those games; the volume tests count them apart
(and fail on any other rejection), and ``test_the_managers_bonus_moves_no_board_component`` holds
one such game, xfail until the engine changes.
"""

import json

import pytest

from simkit.games.trickerion import GAME
from tests.trickerion.referee import RefereeError, check_trace

CONFIGS = [("trickerion", 2), ("trickerion", 3), ("trickerion", 4), ("trickerion-noduel", 2)]
KNOWN_ENGINE_ISSUE = "setup components come from the supply"  # T43


def lineups(players: int) -> list[list[str]]:
    """Every listed strategy on every seat, its variants, and a mixed table."""
    names = [s.runnable for s in GAME.strategies()] + ["random:stop=0", "random:anytime=1"]
    names = list(dict.fromkeys(names))
    mixed = [names[p % len(names)] for p in range(players)]
    return [[name] * players for name in names] + [mixed]


def replay(ruleset: str, players: int, games: int, seed: int) -> tuple[int, int]:
    """(games accepted, games rejected for the known engine issue); any other rejection fails."""
    accepted = known = 0
    for k, lineup in enumerate(lineups(players)):
        setup = GAME.make_setup(ruleset, players, None, lineup)
        for game in range(games):
            events = GAME.trace(setup, seed + k, game)
            json.dumps(events)
            try:
                check_trace(events)
                accepted += 1
            except RefereeError as exc:
                if KNOWN_ENGINE_ISSUE not in str(exc) or '"cause": "manager_bonus"' not in str(exc):
                    raise AssertionError(f"{ruleset}, {players} players, {','.join(lineup)}, seed {seed + k} "
                                         f"game {game}: {exc}") from None
                known += 1
    return accepted, known


@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_the_referee_accepts_engine_games_of_every_player_count_and_strategy(ruleset, players):
    accepted, known = replay(ruleset, players, 20, 20261202)
    assert accepted + known == 20 * len(lineups(players)) and accepted >= known


@pytest.mark.slow  # a referee volume: thousands of games
@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_the_referee_accepts_thousands_of_engine_games(ruleset, players):
    accepted, known = replay(ruleset, players, 250, 7)
    assert accepted + known == 250 * len(lineups(players)) and accepted >= known


@pytest.mark.xfail(strict=True, reason="T43: the engine moves the board's tokens of a type onto the Manager slot "
                                       "when the Manager's setup bonus takes that type (an undocumented move)")
def test_the_managers_bonus_moves_no_board_component():
    events = GAME.trace(GAME.make_setup("trickerion", 2, None, "random"), 7, 1)
    assert any(e["event"] == "component" and e["cause"] == "manager_bonus" for e in events)
    check_trace(events)


def test_a_mutated_engine_trace_is_rejected():
    """The referee is not a rubber stamp on real traces: an Advertise's Fame off by one is caught."""
    setup = GAME.make_setup("trickerion", 3, None, "random:stop=0")
    for game in range(40):
        events = GAME.trace(setup, 3, game)
        gains = [i for i, e in enumerate(events) if e["event"] == "gain" and e["cause"] == "advertise"]
        try:
            check_trace(events)
        except RefereeError:
            continue  # the known engine issue (T43)
        if gains:
            break
    else:
        raise AssertionError("no accepted game with an Advertise in 40 games")
    events[gains[0]]["fame"] += 1
    with pytest.raises(RefereeError):
        check_trace(events)
