"""Replay many seeded engine games through the independent referee (tests/referee)."""

import random

import pytest

from simkit.api import trace_events

try:
    from tests.referee import RefereeError, check_trace
    from tests.referee.decks import DECKS
except ModuleNotFoundError:  # tests/ is not a package and the repo root is not on sys.path
    from referee import RefereeError, check_trace
    from referee.decks import DECKS

ALL_HEROES = sorted({hero for deck in DECKS.values() for hero in deck})
PLAYER_COUNTS = [2, 3, 4, 5, 6]
STRATEGIES = ["random", "cautious"]
DECK_CASES = [*DECKS, "random_decks"]  # random_decks: a seeded draw of 7 of the 21 heroes per game
GAMES_PER_CASE = 60  # 5 player counts x 5 deck cases x 2 strategies x 60 = 3,000 games


def test_decks_cover_every_hero():
    assert len(ALL_HEROES) == 21


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("deck", DECK_CASES)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_engine_games_obey_the_rules(players, deck, strategy):
    for game in range(GAMES_PER_CASE):
        seed = 1000 * players + game
        heroes = DECKS[deck] if deck in DECKS else random.Random(seed).sample(ALL_HEROES, 7)
        replay(players, heroes, [strategy], seed)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_mixed_strategies_obey_the_rules(players):
    strategies = [STRATEGIES[seat % 2] for seat in range(players)]
    for deck in DECKS.values():
        for seed in range(5):
            replay(players, deck, strategies, seed)


def replay(players, heroes, strategies, seed):
    events = trace_events(ruleset="cot", players=players, heroes=heroes, strategies=strategies,
                          seed=seed)
    case = f"{players} players, {heroes}, {strategies}, seed {seed}"
    game = events[0]
    seat_strategies = strategies * players if len(strategies) == 1 else strategies
    assert (game["players"], game["heroes"], game["seed"], game["strategies"]) == (
        players, heroes, seed, seat_strategies), f"{case}: the game event must echo the request"
    try:
        check_trace(events)
    except RefereeError as error:
        pytest.fail(f"{case}: {error}", pytrace=False)
