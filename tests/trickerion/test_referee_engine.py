"""The independent referee (tests/trickerion/referee/, written from the rules and the trace format
alone) replays the engine's traces: every player count, both rulesets, every strategy (restricted
play among them: the registry's example and two more restrictions on other bases).

The one disagreement they had (docs/trickerion.md, T43: the Manager's setup bonus moved a board
pile) was the engine's and is fixed (T15); every rejection now fails.
"""

import json

import pytest

from simkit.games.trickerion import GAME
from tests.trickerion.referee import RefereeError, check_trace

CONFIGS = [("trickerion", 2), ("trickerion", 3), ("trickerion", 4), ("trickerion-noduel", 2)]


# search at 2 rollouts a decision: the rules it reaches are the same as at its default 16, at an
# eighth of the cost (a 4-player all-search game takes about 14 s at 16, 1.8 s at 2)
SEARCH_FOR_THE_REFEREE = "search:rollouts=2"


def lineups(players: int) -> list[list[str]]:
    """Every listed strategy on every seat, its variants, and a mixed table."""
    names = [s.runnable for s in GAME.strategies()] + ["random:stop=0", "random:anytime=1",
                                                       "restricted:greedy:nohire=engineer",
                                                       "restricted:random:stop=0:noadvertise"]
    names = [SEARCH_FOR_THE_REFEREE if name.split(":")[0] == "search" else name for name in names]
    names = list(dict.fromkeys(names))
    mixed = [names[p % len(names)] for p in range(players)]
    return [[name] * players for name in names] + [mixed]


def games_for(lineup: list[str], games: int) -> int:
    """A table with a search seat plays a tenth of the games (at least 2): search replays the game
    from its start at every deferred decision: at 2 rollouts a game still costs about 60 planner games."""
    return max(2, games // 10) if SEARCH_FOR_THE_REFEREE in lineup else games


def replay(ruleset: str, players: int, games: int, seed: int) -> int:
    """Games the referee accepted; any rejection fails, naming the game."""
    accepted = 0
    for k, lineup in enumerate(lineups(players)):
        setup = GAME.make_setup(ruleset, players, None, lineup)
        for game in range(games_for(lineup, games)):
            events = GAME.trace(setup, seed + k, game)
            json.dumps(events)
            try:
                check_trace(events)
            except RefereeError as exc:
                raise AssertionError(f"{ruleset}, {players} players, {','.join(lineup)}, seed {seed + k} "
                                     f"game {game}: {exc}") from None
            accepted += 1
    return accepted


@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_the_referee_accepts_engine_games_of_every_player_count_and_strategy(ruleset, players):
    assert replay(ruleset, players, 20, 20261202) == sum(games_for(lineup, 20) for lineup in lineups(players))


@pytest.mark.slow  # a referee volume: thousands of games
@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_the_referee_accepts_thousands_of_engine_games(ruleset, players):
    assert replay(ruleset, players, 250, 7) == sum(games_for(lineup, 250) for lineup in lineups(players))


def test_a_game_with_the_managers_bonus_is_accepted():  # T43, fixed by T15
    events = GAME.trace(GAME.make_setup("trickerion", 2, None, "random"), 7, 1)
    assert any(e["event"] == "component" and e["cause"] == "manager_bonus" for e in events)
    check_trace(events)


def test_a_mutated_engine_trace_is_rejected():
    """The referee is not a rubber stamp on real traces: an Advertise's Fame off by one is caught."""
    setup = GAME.make_setup("trickerion", 3, None, "random:stop=0")
    for game in range(40):
        events = GAME.trace(setup, 3, game)
        gains = [i for i, e in enumerate(events) if e["event"] == "gain" and e["cause"] == "advertise"]
        check_trace(events)
        if gains:
            break
    else:
        raise AssertionError("no game with an Advertise in 40 games")
    events[gains[0]]["fame"] += 1
    with pytest.raises(RefereeError):
        check_trace(events)


@pytest.mark.parametrize("players", [2, 4])
def test_equal_starting_coins_give_every_seat_seat_0s_coins_and_the_referee_agrees(players):  # T53
    setup = GAME.make_setup("trickerion", players, None, "planner", params={"starting_coins": "equal"})
    for game in range(3):
        events = GAME.trace(setup, 11, game)
        seats = next(e for e in events if e["event"] == "setup")["seats"]
        assert [s["coins"] for s in seats] == [10] * players
        check_trace(events)
    events[0]["options"]["starting_coins"] = "by_seat"  # the rule's 10/12/...: the same trace is refused
    with pytest.raises(RefereeError):
        check_trace(events)
