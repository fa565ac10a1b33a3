"""Replay many seeded engine games through the independent referee (tests/referee):
Champions of Time with its own decks, Trickster: Fantasy with the Fantasy deck, and mixed
decks (any 7 of the 28 heroes) under both rulesets."""

import random

import pytest

from simkit.api import trace_events

try:
    from tests.referee import RefereeError, check_trace
    from tests.referee.cards import FANTASY_HEROES, HEROES
    from tests.referee.decks import DECKS, FANTASY, MIXED_DECKS
except ModuleNotFoundError:  # tests/ is not a package and the repo root is not on sys.path
    from referee import RefereeError, check_trace
    from referee.cards import FANTASY_HEROES, HEROES
    from referee.decks import DECKS, FANTASY, MIXED_DECKS

COT_HEROES = sorted({hero for deck in DECKS.values() for hero in deck})
MIXED_HEROES = sorted({hero for deck in MIXED_DECKS.values() for hero in deck})
PLAYER_COUNTS = {"cot": [2, 3, 4, 5, 6], "fantasy": [3, 4, 5, 6, 7]}
STRATEGIES = ["random", "cautious"]
DECK_CASES = [*DECKS, "random_decks"]  # random_decks: a seeded draw of 7 of the 21 heroes per game
GAMES_PER_CASE = 60  # 5 player counts x 5 deck cases x 2 strategies x 60 = 3,000 games
FANTASY_GAMES_PER_CASE = 300  # 5 player counts x 2 strategies x 300 = 3,000 games
# Mixed decks: 5 named + 1 seeded draw of 7 of all 28 heroes per game (+ the Fantasy deck
# under CoT). Fantasy: 5 x 6 x 2 x 60 = 3,600 games; CoT: 5 x 7 x 2 x 30 = 2,100 games.
MIXED_GAMES_PER_CASE = {"fantasy": 60, "cot": 30}
MIXED_CASES = {"fantasy": [*MIXED_DECKS, "random_decks"],
               "cot": [*MIXED_DECKS, "fantasy", "random_decks"]}


def test_decks_cover_every_hero():
    assert len(COT_HEROES) == 21
    assert sorted(FANTASY) == sorted(FANTASY_HEROES)
    assert MIXED_HEROES == sorted(HEROES) and len(HEROES) == 28


@pytest.mark.slow  # a referee volume (the golden playthroughs are the fast tier)
@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("deck", DECK_CASES)
@pytest.mark.parametrize("players", PLAYER_COUNTS["cot"])
def test_engine_games_obey_the_rules(players, deck, strategy):
    for game in range(GAMES_PER_CASE):
        seed = 1000 * players + game
        heroes = DECKS[deck] if deck in DECKS else random.Random(seed).sample(COT_HEROES, 7)
        replay("cot", players, heroes, [strategy], seed)


@pytest.mark.slow  # a referee volume (the golden playthroughs are the fast tier)
@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("players", PLAYER_COUNTS["fantasy"])
def test_fantasy_games_obey_the_rules(players, strategy):
    for game in range(FANTASY_GAMES_PER_CASE):
        # The named deck and its seven heroes listed must both be accepted.
        heroes = "fantasy" if game % 2 else FANTASY
        replay("fantasy", players, heroes, [strategy], 1000 * players + game)


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("ruleset, deck, players", [
    (ruleset, deck, players) for ruleset, decks in MIXED_CASES.items() for deck in decks
    for players in PLAYER_COUNTS[ruleset]])
@pytest.mark.slow  # a referee volume (the golden playthroughs are the fast tier)
def test_mixed_deck_games_obey_the_rules(ruleset, deck, players, strategy):
    for game in range(MIXED_GAMES_PER_CASE[ruleset]):
        seed = 1000 * players + game
        if deck == "random_decks":
            heroes = random.Random(seed).sample(sorted(HEROES), 7)
        else:
            heroes = FANTASY if deck == "fantasy" else MIXED_DECKS[deck]
        replay(ruleset, players, heroes, [strategy], seed)


@pytest.mark.parametrize("ruleset, players", [
    (ruleset, players) for ruleset, counts in PLAYER_COUNTS.items() for players in counts])
def test_mixed_strategies_obey_the_rules(ruleset, players):
    strategies = [STRATEGIES[seat % 2] for seat in range(players)]
    decks = [*DECKS.values()] if ruleset == "cot" else [FANTASY]
    for deck in [*decks, *MIXED_DECKS.values()]:
        for seed in range(5):
            replay(ruleset, players, deck, strategies, seed)


def replay(ruleset, players, heroes, strategies, seed):
    events = trace_events(ruleset=ruleset, players=players, heroes=heroes, strategies=strategies,
                          seed=seed)
    case = f"{ruleset}, {players} players, {heroes}, {strategies}, seed {seed}"
    game = events[0]
    seat_strategies = strategies * players if len(strategies) == 1 else strategies
    deck = FANTASY if heroes == "fantasy" else heroes
    assert (game["ruleset"], game["players"], game["heroes"], game["seed"], game["strategies"]) == (
        ruleset, players, deck, seed, seat_strategies), f"{case}: the game event must echo the request"
    try:
        check_trace(events)
    except RefereeError as error:
        pytest.fail(f"{case}: {error}", pytrace=False)


LIBRARY = ["dumper", "collector", "hunter", "restricted:cautious:Guard", "search:rollouts=2"]


@pytest.mark.parametrize("ruleset, players", [("cot", 2), ("cot", 3), ("cot", 4), ("cot", 6),
                                              ("fantasy", 3), ("fantasy", 5)])
def test_library_strategies_obey_the_rules(ruleset, players):
    """The heuristic personalities, a restricted player and search (whose deferred plays resume
    the game between engine calls) in mixed line-ups."""
    decks = [*DECKS.values()] if ruleset == "cot" else [FANTASY]
    for seed in range(12):
        strategies = [LIBRARY[(seat + seed) % len(LIBRARY)] for seat in range(players)]
        heroes = decks[seed % len(decks)] if seed % 3 else random.Random(seed).sample(sorted(HEROES), 7)
        events = trace_events(ruleset=ruleset, players=players, heroes=heroes, strategies=strategies, seed=seed)
        try:
            check_trace(events)
        except RefereeError as error:
            pytest.fail(f"{ruleset}, {players} players, {heroes}, {strategies}, seed {seed}: {error}",
                        pytrace=False)
