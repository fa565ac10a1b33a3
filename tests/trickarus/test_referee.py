"""The independent referee replays thousands of engine traces, and rejects mutated ones."""

import copy
import json

import pytest

from simkit.games.trickarus import GAME
from tests.trickarus.referee import RefereeError, check_trace

CONFIGS = [("trickarus", n) for n in (2, 3, 4, 5)] + [("trickarus-coop", n) for n in (3, 4, 5)]
LINEUPS = ["random", "climber", "flipper", "coop", "restricted:random:lightning", "climber:margin=3"]
GAMES_PER_CONFIG = 1000


def lineup(players, k):
    return [LINEUPS[(k + p) % len(LINEUPS)] for p in range(players)]


@pytest.mark.slow  # a referee volume (the golden playthroughs are the fast tier)
@pytest.mark.parametrize("ruleset, players", CONFIGS)
def test_referee_accepts_every_engine_game(ruleset, players):
    games = 0
    for k in range(len(LINEUPS)):
        setup = GAME.make_setup(ruleset, players, None, lineup(players, k))
        for game in range(GAMES_PER_CONFIG // len(LINEUPS) + 1):
            events = GAME.trace(setup, 20261130 + k, game)
            json.dumps(events)
            check_trace(events)
            games += 1
    assert games >= GAMES_PER_CONFIG


@pytest.mark.parametrize("ruleset, players", [("trickarus", 3), ("trickarus-coop", 4)])
def test_referee_accepts_search_games(ruleset, players):
    lineup = ["search:rollouts=2:policy=random", "climber", "coop", "random"][:players]
    setup = GAME.make_setup(ruleset, players, None, lineup)
    for game in range(3):
        check_trace(GAME.trace(setup, 3, game))


def sample_trace(ruleset="trickarus", players=4, game=0, strategy="random"):
    return GAME.trace(GAME.make_setup(ruleset, players, None, strategy), 11, game)


def first(events, kind, where=lambda e: True):
    return next(i for i, e in enumerate(events) if e["event"] == kind and where(e))


def mutate_unfollowed_colour(events):
    """A follower holding the lead colour plays a card of another colour from its hand."""
    cards = {c["id"]: c for c in events[0]["cards"]}
    hands, side, table = [], "day", []

    def colour(card):
        return None if cards[card].get("lightning") else cards[card][side][0]

    for e in events:
        if e["event"] == "deal":
            hands, side = [set(h) for h in e["hands"]], "day"
        elif e["event"] == "trick":
            table = []
        elif e["event"] == "flip":
            side = e["side"]
        elif e["event"] == "play":
            lead = next((colour(c) for c in table if colour(c) is not None), None)
            others = [c for c in hands[e["seat"]] if colour(c) != lead]
            if table and lead is not None and colour(e["card"]) == lead and others:
                e["card"] = others[0]
                return
            hands[e["seat"]].remove(e["card"])
            table.append(e["card"])
    raise AssertionError("no follower that could break the rule")


def mutate_winner(events):
    i = first(events, "trick_end")
    events[i]["winner"] = (events[i]["winner"] + 1) % events[0]["players"]


def mutate_height(events):
    i = first(events, "trick_end")
    events[i]["to"] += 1


def mutate_drop_flip(events):
    del events[first(events, "flip")]


def mutate_winners(events):
    events[-1]["winners"] = [p for p in range(events[0]["players"]) if p not in events[-1]["winners"]]


def mutate_leader(events):
    i = first(events, "trick", lambda e: e["trick"] == 2)
    events[i]["leader"] = (events[i]["leader"] + 1) % events[0]["players"]


def mutate_no_last_round(events):
    """Pretend the game went on: delete the end event."""
    del events[-1]


def mutate_deal(events):
    i = first(events, "deal")
    events[i]["hands"][0][0], events[i]["hands"][1][0] = events[i]["hands"][1][0], events[i]["hands"][0][0]
    events[i]["hands"][0].append(events[i]["hands"][1].pop())


MUTATIONS = [mutate_unfollowed_colour, mutate_winner, mutate_height, mutate_drop_flip, mutate_winners,
             mutate_leader, mutate_no_last_round, mutate_deal]


@pytest.mark.parametrize("mutation", MUTATIONS, ids=lambda m: m.__name__)
def test_referee_rejects_a_mutated_trace(mutation):
    events = sample_trace()
    check_trace(copy.deepcopy(events))
    mutated = copy.deepcopy(events)
    mutation(mutated)
    with pytest.raises(RefereeError):
        check_trace(mutated)


def test_referee_rejects_a_wrong_coop_success_flag():
    events = next(e for e in (sample_trace("trickarus-coop", 3, game, "coop") for game in range(100))
                  if e[-1]["success"])
    mutated = copy.deepcopy(events)
    mutated[-1]["success"] = False
    with pytest.raises(RefereeError):
        check_trace(mutated)
