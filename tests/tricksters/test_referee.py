"""The independent referee replays thousands of traces in every variant, and rejects mutants."""

import copy

import pytest

from simkit.games.tricksters import GAME
from tests.tricksters.referee.referee import referee
from tests.tricksters.referee.rules import Rejected

VARIANTS = [("tricksters", 2), ("tricksters", 3), ("tricksters", 4), ("tricksters", 5), ("tricksters", 6),
            ("tricksters", 7), ("tricksters", 8), ("tricksters-team", 4), ("tricksters-team", 6),
            ("tricksters-team", 8), ("tricksters-solo1-easy", 1), ("tricksters-solo1-normal", 1),
            ("tricksters-solo1-hard", 1), ("tricksters-solo2", 1)]
MIXES = ["random", "counter", "hunter", "random,counter,hunter,restricted:counter:skull,random,hunter,counter,random"]


def seats(mix: str, players: int) -> list[str]:
    names = mix.split(",")
    return [names[p % len(names)] for p in range(players)]


def traces(ruleset: str, players: int, mix: str, games: int, seed: int = 11):
    setup = GAME.make_setup(ruleset, players, GAME.default_deck, seats(mix, players))
    for game in range(games):
        yield GAME.trace(setup, seed, game)


@pytest.mark.slow  # a referee volume (the golden playthroughs are the fast tier)
@pytest.mark.parametrize("ruleset, players", VARIANTS)
def test_the_referee_accepts_every_game_of_every_variant(ruleset, players):
    checked = 0
    for mix in MIXES:
        for events in traces(ruleset, players, mix, 40):
            referee(events)
            checked += 1
    assert checked == 160


def test_the_referee_accepts_search_games():
    for ruleset, players in [("tricksters", 3), ("tricksters-solo2", 1), ("tricksters-solo1-easy", 1)]:
        setup = GAME.make_setup(ruleset, players, GAME.default_deck,
                                ["search:rollouts=2:policy=random:horizon=1"] + ["counter"] * (players - 1))
        referee(GAME.trace(setup, 5, 0))


def a_game(ruleset="tricksters", players=3):
    return next(traces(ruleset, players, "counter", 1, seed=3))


def first(events, predicate):
    return next(i for i, e in enumerate(events) if predicate(e))


def rejected(events) -> bool:
    try:
        referee(events)
    except Rejected:
        return True
    return False


def test_mutants_are_rejected():
    events = a_game()
    assert not rejected(events)
    mutants = []
    m = copy.deepcopy(events)  # a placed card comes from another seat's hand
    i = first(m, lambda e: e["event"] == "move" and e["cause"] == "place")
    m[i]["from"] = ["hand", (m[i]["from"][1] + 1) % 3]
    mutants.append(m)
    m = copy.deepcopy(events)  # a seat scores one point too many
    i = first(m, lambda e: e["event"] == "seat_score" and e["points"] > 0)
    m[i]["points"] += 1
    mutants.append(m)
    m = copy.deepcopy(events)  # classes swapped
    i = first(m, lambda e: e["event"] == "score")
    m[i]["classes"] = {c: {"trickster": "perceiver", "perceiver": "trickster", "keeper": "keeper"}[k]
                       for c, k in m[i]["classes"].items()}
    mutants.append(m)
    m = copy.deepcopy(events)  # the wrong seat takes a turn
    i = first(m, lambda e: e["event"] == "turn" and e["seat"] == 1)
    m[i]["seat"] = 2
    mutants.append(m)
    m = copy.deepcopy(events)  # a drawn card is not the deck's top
    i = first(m, lambda e: e["event"] == "move" and e["cause"] == "draw" and e["from"] == ["deck"])
    deck_order = next(e for e in m if e["event"] == "deal")["deck"]
    m[i]["card"] = next(c for c in deck_order[5:] if c != m[i]["card"])
    mutants.append(m)
    m = copy.deepcopy(events)  # the winner is someone else
    m[-1]["winners"] = [(m[-1]["winners"][0] + 1) % 3] if m[-1]["winners"] else [0]
    mutants.append(m)
    m = copy.deepcopy(events)  # an effect card stays in the pool instead of the discard pile
    i = first(m, lambda e: e["event"] == "move" and e["cause"] == "effect_discard")
    del m[i]
    mutants.append(m)
    m = copy.deepcopy(events)  # one card too few set aside
    i = first(m, lambda e: e["event"] == "move" and e["cause"] == "aside")
    m[i]["to"], m[i]["cause"] = ["revealed"], "reveal"
    mutants.append(m)
    for k, mutant in enumerate(mutants):
        assert rejected(mutant), f"mutant {k} passed the referee"


def test_a_skipped_effect_is_rejected():
    for game, events in enumerate(traces("tricksters", 4, "counter", 30, seed=2)):
        effects = [i for i, e in enumerate(events) if e["event"] == "effect" and e["effect"] in ("skull", "eye")]
        if effects:
            i = effects[0]
            end = next(j for j in range(i + 1, len(events)) if events[j]["event"] in ("effect", "effects_turn",
                                                                                       "score"))
            assert rejected(events[:i] + events[end:])
            return
    pytest.fail("no game with an Eye or a Skull")


def test_issue_20_cases_in_traces_are_as_the_rules_say_and_their_old_form_is_rejected():
    """Solo mode 2 traces hold all three rare cases of issue 20: a draw of fewer than four cards,
    an Eye that sees the deck's last card and the top of its refilled discards, and a round with
    both a three-way tie and a Light/Dark tie. Each is legal as traced; its old form is rejected."""
    setup = GAME.make_setup("tricksters-solo2", 1, GAME.default_deck, ["random"])
    seen = set()
    for game in range(400):
        events = GAME.trace(setup, 3, game)
        for i, e in enumerate(events):
            if "short" not in seen and e["event"] == "turn" and e["action"] == "draw" and e["deck"] < 4:
                drawn = 0
                for x in events[i + 1:]:  # the draws, with a refill (its moves and shuffle) between
                    if x["event"] == "move" and x["cause"] == "draw":
                        drawn += 1
                    elif not (x["event"] in ("refill", "shuffle") or x.get("cause") == "refill"):
                        break
                assert drawn == e["deck"]
                m = copy.deepcopy(events)
                m[i]["deck"] = 4  # the old trace: a draw of four announced, fewer drawn
                assert rejected(m)
                seen.add("short")
            if "eye" not in seen and e["event"] == "refill" and events[i - 1].get("reason") == "eye":
                shuffle = next(x for x in events[i:] if x["event"] == "shuffle")
                assert shuffle["order"][0] == events[i - 1]["card"]  # the card seen stays on top
                m = copy.deepcopy(events)
                order = next(x for x in m[i:] if x["event"] == "shuffle")["order"]
                order.append(order.pop(0))  # the seen card shuffled in with the discards
                assert rejected(m)
                seen.add("eye")
            if "ties" not in seen and e["event"] == "reveal" and e["reason"] == "energy_tie":
                start = max(k for k in range(i) if events[k]["event"] == "round")
                colour = [x for x in events[start:i] if x["event"] == "reveal" and x["reason"] == "colour_tie"]
                if colour:
                    assert colour[0]["card"] != e["card"]
                    m = copy.deepcopy(events)
                    m[i]["card"] = colour[0]["card"]  # the old engine: the card already shown again
                    assert rejected(m)
                    seen.add("ties")
        referee(events)
        if len(seen) == 3:
            return
    pytest.fail(f"only {sorted(seen)} found in 400 games")
