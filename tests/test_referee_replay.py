"""Replay many seeded engine games through the independent referee (tests/referee)."""

import pytest

from simkit.api import trace_events

try:
    from tests.referee import RefereeError, check_trace
    from tests.referee.decks import DECKS
except ModuleNotFoundError:  # tests/ is not a package and the repo root is not on sys.path
    from referee import RefereeError, check_trace
    from referee.decks import DECKS

PLAYER_COUNTS = [2, 3, 4, 5, 6]
STRATEGIES = ["random", "cautious"]
GAMES_PER_CASE = 75  # 5 player counts x 4 decks x 2 strategies x 75 = 3,000 games


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_engine_games_obey_the_rules(players, deck, strategy):
    for game in range(GAMES_PER_CASE):
        seed = 1000 * players + game
        replay(players, DECKS[deck], [strategy], seed)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_mixed_strategies_obey_the_rules(players):
    strategies = [STRATEGIES[seat % 2] for seat in range(players)]
    for deck in DECKS.values():
        for seed in range(5):
            replay(players, deck, strategies, seed)


def replay(players, heroes, strategies, seed):
    events = trace_events(ruleset="cot", players=players, heroes=heroes, strategies=strategies,
                          seed=seed)
    try:
        check_trace(events)
    except RefereeError as error:
        pytest.fail(f"{players} players, {heroes}, {strategies}, seed {seed}: {error}", pytrace=False)
