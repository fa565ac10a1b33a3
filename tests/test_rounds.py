"""Setup, round end, scoring with strict majorities, tie-breaks and shared wins."""

import pytest

from positions import BEGINNER, Position
from simkit.games.trickster import layout as L
from simkit.api import trace_events


def scores(events):
    end = next(e for e in events if e["event"] == "round_end")
    return end["scores"], end["majorities"]


def test_trouble_points_skip_the_suits_a_player_has_strictly_most_of():
    p = Position(BEGINNER, players=3)
    p.clear_deck(to="trash")
    p.put("tableau 0", "Black Brigand", "Black Guard", "Black Nomad", "Red Guard")  # most Black: scores 1
    p.put("tableau 1", "Black Soldier", "Red Nomad", "Orange Guard", "Violet Guard")  # Red tied: no majority
    p.put("tableau 2", "Orange Nomad", "Orange Soldier")  # most Orange
    s, majorities = scores(p.score_round())
    assert s == [1, 3, 0]
    assert majorities == [["Black"], ["Violet"], ["Orange"]]


def test_a_tie_for_most_cards_of_a_suit_saves_nobody():
    p = Position(BEGINNER, players=4)
    p.clear_deck(to="trash")
    p.put("tableau 0", "Red Guard", "Red Nomad").put("tableau 1", "Red Brigand", "Red Soldier")
    s, majorities = scores(p.score_round())
    assert s == [2, 2, 0, 0] and majorities == [[], [], [], []]


def test_lowest_total_wins_and_ties_break_on_fewest_red_then_orange():
    p = Position(BEGINNER, players=3)
    p.clear_deck(to="trash")
    p.s[L.TOTAL:L.TOTAL + 3] = [10, 10, 12]
    p.put("tableau 0", "Red Guard", "Orange Guard").put("tableau 1", "Red Nomad", "Yellow Nomad")
    end = p.decide_winners()[0]
    assert end == {"event": "game_end", "totals": [10, 10, 12], "winners": [1]}  # same Red, fewer Orange


def test_a_complete_tie_is_a_shared_win():
    p = Position(BEGINNER, players=4)
    p.clear_deck(to="trash")
    p.s[L.TOTAL:L.TOTAL + 4] = [7, 9, 7, 7]
    p.put("tableau 0", "Red Guard").put("tableau 2", "Red Nomad").put("tableau 3", "Red Soldier", "Blue Soldier")
    assert p.decide_winners()[0]["winners"] == [0, 2]


@pytest.mark.parametrize("players, hand, timeline", [(2, 11, 12), (3, 11, 12), (4, 10, 0), (5, 9, 0), (6, 8, 0)])
def test_setup_deals_trash_hands_and_timeline(players, hand, timeline):
    events = trace_events("cot", players, "beginner", "random", seed=3)
    deal = events[1]
    assert deal["event"] == "deal" and len(deal["trash"]) == 6
    assert [len(h) for h in deal["hands"]] == [hand] * players
    assert len(deal["timeline"]) == timeline
    assert len(deal["deck"]) == 56 - 6 - hand * players - timeline
    setup = events[2:2 + players]
    assert [(e["cause"], e["from"], e["to"]) for e in setup] == [
        ("setup", ["hand", p], ["tableau", p]) for p in range(players)]


def round_tricks(events):
    """Per round: the list of trick events and bust events, in order."""
    rounds, current = [], None
    for e in events:
        if e["event"] == "deal":
            current = []
            rounds.append(current)
        elif e["event"] in ("trick", "bust"):
            current.append(e)
    return rounds


@pytest.mark.parametrize("seed", range(5))
def test_four_players_the_last_buster_leads_the_next_round(seed):
    events = trace_events("cot", 4, "beginner", "random", seed=seed)
    rounds = round_tricks(events)
    assert rounds[0][0]["leader"] == 0 and rounds[0][0]["trickster"] == 1
    for before, after in zip(rounds, rounds[1:]):
        last_bust = [e for e in before if e["event"] == "bust"][-1]["player"]
        assert after[0]["leader"] == last_bust and after[0]["trickster"] == (last_bust + 1) % 4


@pytest.mark.parametrize("players", [2, 3])
def test_small_games_rotate_the_trickster_across_rounds_and_end_on_an_empty_timeline(players):
    events = trace_events("cot", players, "strategist", "random", seed=11)
    tricksters = [e["trickster"] for e in events if e["event"] == "trick"]
    assert tricksters == [i % players for i in range(len(tricksters))]
    for tricks in round_tricks(events):
        assert 1 <= len([e for e in tricks if e["event"] == "trick"]) <= 12
    assert sum(e["event"] == "round_end" for e in events) == 3


def test_round_ends_after_the_trick_that_empties_a_hand():
    events = trace_events("cot", 5, "beginner", "random", seed=5)
    hands = {}
    for e in events:
        if e["event"] == "deal":
            hands = {p: len(h) for p, h in enumerate(e["hands"])}
        elif e["event"] == "move":
            for side, delta in (("from", -1), ("to", 1)):
                if e[side][0] == "hand":
                    hands[e[side][1]] += delta
        elif e["event"] == "trick":
            assert min(hands.values()) > 0  # no trick starts with an empty hand
        elif e["event"] == "round_end":
            assert sum(hands.values()) == 0  # every hand went to its tableau


def test_setup_choices_are_all_made_before_any_card_is_shown():
    from simkit.games.trickster.rules import choose_setup_cards_nb
    p = Position(BEGINNER, players=4)
    for seat in range(4):
        p.put(f"hand {seat}", f"{['Red', 'Blue', 'Green', 'Black'][seat]} Guard",
              f"{['Red', 'Blue', 'Green', 'Black'][seat]} Nomad")
    p.script(3, "Red Guard")  # not in seat 3's hand: the engine stops at seat 3's choice
    with pytest.raises(ValueError, match="not among the legal options"):
        choose_setup_cards_nb(p.s, p.rng, p.tr, p.w)
    assert [p.cards(f"tableau {seat}") for seat in range(4)] == [[], [], [], []]
    assert p.script_used(0) == 1  # seat 0 had chosen already; its card was not shown
