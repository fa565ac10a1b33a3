"""Trickster: Fantasy: its seven heroes, setup, Outs and the 3-player refill, scoring with sideways cards."""

import pytest

from positions import FANTASY_DECK, Position, effects, moves
from simkit.games.trickster import layout as L
from simkit.api import trace_events
from simkit.games.trickster.rulesets import FANTASY

T = lambda seat: ["tableau", seat]  # noqa: E731
H = lambda seat: ["hand", seat]  # noqa: E731


def fantasy(players=4):
    return Position(FANTASY_DECK, players=players, ruleset=FANTASY).clear_deck(to="trash")


def sideways(events):
    return [e["card"] for e in events if e["event"] == "sideways"]


# ---- the seven heroes -------------------------------------------------------------------

def test_bard_trades_a_card_with_an_opponent_who_picks_theirs():
    p = fantasy().put("hand 0", "Red Bard", "Blue Druid").put("hand 2", "Green Knight", "Violet Mage")
    p.script(2, "Violet Mage")
    assert moves(p.play(0, "Red Bard")) == [("Blue Druid", H(0), H(2)), ("Violet Mage", H(2), H(0))]


def test_bard_fizzles_when_no_opponent_has_a_card_in_hand():
    p = fantasy().put("hand 0", "Red Bard", "Blue Druid")  # every opponent's hand is empty
    assert effects(p.play(0, "Red Bard")) == [("Bard", False)]


def test_druid_turns_an_upright_house_card_sideways():
    p = fantasy().put("hand 0", "Red Druid").put("tableau 1", "Blue Knight", "Green Mage")
    p.s[L.SIDEWAYS + p.card("Blue Knight")] = 1
    ev = p.play(0, "Red Druid")  # Blue Knight is sideways already: Green Mage is the only choice
    assert sideways(ev) == ["Green Mage"] and p.s[L.SIDEWAYS + p.card("Green Mage")] == 1


def test_druid_fizzles_when_every_house_card_is_sideways():
    p = fantasy().put("hand 0", "Red Druid").put("tableau 1", "Blue Knight")
    p.s[L.SIDEWAYS + p.card("Blue Knight")] = 1
    assert effects(p.play(0, "Red Druid")) == [("Druid", False)]


def test_fantasy_guard_takes_from_any_house_including_its_own():
    p = fantasy().put("hand 0", "Red Guard (Fantasy)").put("tableau 0", "Blue Knight")
    assert moves(p.play(0, "Red Guard (Fantasy)")) == [("Blue Knight", T(0), H(0))]


def test_fantasy_guard_fizzles_when_every_house_is_empty():
    p = fantasy().put("hand 0", "Red Guard (Fantasy)")
    assert effects(p.play(0, "Red Guard (Fantasy)")) == [("Guard (Fantasy)", False)]


def test_knight_moves_a_hand_card_to_any_house_its_own_included():
    p = fantasy().put("hand 0", "Red Knight", "Blue Mage")
    p.script(0, 0)
    assert moves(p.play(0, "Red Knight")) == [("Blue Mage", H(0), T(0))]


def test_knight_fizzles_with_an_empty_hand():
    p = fantasy().put("hand 0", "Red Knight")
    assert effects(p.play(0, "Red Knight")) == [("Knight", False)]


def test_mage_moves_a_card_of_any_house_to_the_trash():
    p = fantasy().put("hand 1", "Red Mage").put("tableau 3", "Blue Rogue")
    assert moves(p.play(1, "Red Mage")) == [("Blue Rogue", T(3), ["trash"])]


def test_mage_fizzles_when_every_house_is_empty():
    p = fantasy().put("hand 1", "Red Mage")
    assert effects(p.play(1, "Red Mage")) == [("Mage", False)]


def test_rogue_moves_own_house_card_to_an_opponents_house():
    p = fantasy().put("hand 1", "Red Rogue").put("tableau 1", "Blue Summoner")
    p.script(1, 3)
    assert moves(p.play(1, "Red Rogue")) == [("Blue Summoner", T(1), T(3))]


def test_rogue_fizzles_with_an_empty_own_house():
    p = fantasy().put("hand 1", "Red Rogue").put("tableau 2", "Blue Summoner")
    assert effects(p.play(1, "Red Rogue")) == [("Rogue", False)]


def test_summoner_takes_a_trash_card_and_a_sideways_card_turns_upright_in_hand():
    p = Position(FANTASY_DECK, ruleset=FANTASY).put("hand 2", "Red Summoner").put("trash", "Blue Bard")
    p.clear_deck(to="tableau 3")
    p.s[L.SIDEWAYS + p.card("Blue Bard")] = 1  # stays sideways in the trash until it enters a hand
    assert moves(p.play(2, "Red Summoner")) == [("Blue Bard", ["trash"], H(2))]
    assert p.s[L.SIDEWAYS + p.card("Blue Bard")] == 0


def test_summoner_fizzles_on_an_empty_trash():
    p = Position(FANTASY_DECK, ruleset=FANTASY).put("hand 2", "Red Summoner").clear_deck(to="tableau 3")
    assert effects(p.play(2, "Red Summoner")) == [("Summoner", False)]


# ---- setup, Outs, refill ----------------------------------------------------------------

@pytest.mark.parametrize("players, hand", [(3, 7), (4, 6), (5, 6), (6, 6), (7, 5)])
def test_setup_deals_hands_and_an_equal_trash_and_no_timeline(players, hand):
    deal = trace_events("fantasy", players, "fantasy", "random", seed=2)[1]
    assert [len(h) for h in deal["hands"]] == [hand] * players and len(deal["trash"]) == hand
    assert deal["timeline"] == [] and len(deal["deck"]) == 49 - hand * (players + 1)


def test_three_player_refill_deals_one_card_at_a_time_from_the_leader_clockwise():
    p = Position(FANTASY_DECK, players=3, ruleset=FANTASY)
    p.clear_deck(to="trash")
    p.put("hand 1", "Red Bard", "Red Druid", "Red Knight", "Red Mage", "Red Rogue")  # 5 cards
    p.put("hand 2", "Blue Bard", "Blue Druid", "Blue Knight", "Blue Mage", "Blue Rogue", "Blue Summoner")  # 6
    p.deck_top("Green Bard", "Green Druid", "Green Knight", "Green Mage")
    p.s[L.LAST_BUSTER] = 1  # seat 1 collected the pot last: it leads, and is dealt first
    ev = p.refill()
    assert [(e["card"], e["from"], e["to"], e["cause"]) for e in ev] == [
        ("Green Bard", ["deck", "top"], H(1), "refill"), ("Green Druid", ["deck", "top"], H(2), "refill"),
        ("Green Knight", ["deck", "top"], H(0), "refill"), ("Green Mage", ["deck", "top"], H(1), "refill")]


@pytest.mark.parametrize("seed", range(6))
def test_three_players_refill_once_and_end_at_the_second_out(seed):
    events = trace_events("fantasy", 3, "fantasy", "random", seed=seed)
    assert sum(e["event"] == "round_end" for e in events) == 1
    refill_moves = [i for i, e in enumerate(events) if e["event"] == "move" and e["cause"] == "refill"]
    if refill_moves:  # one refill, in one block, right after a bust's collection
        assert refill_moves == list(range(refill_moves[0], refill_moves[-1] + 1))
        assert events[refill_moves[0] - 1]["event"] == "move" and events[refill_moves[0] - 1]["cause"] == "bust"
        assert events[refill_moves[-1] + 1]["event"] == "trick"


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_four_to_seven_players_end_at_the_first_out(players):
    events = trace_events("fantasy", players, "fantasy", "random", seed=players)
    assert not any(e["event"] == "move" and e["cause"] == "refill" for e in events)
    end = next(i for i, e in enumerate(events) if e["event"] == "move" and e["cause"] == "round_end")
    last_bust = max(i for i, e in enumerate(events[:end]) if e["event"] == "bust")
    hands = {p: len(h) for p, h in enumerate(events[1]["hands"])}
    for e in events[:end]:
        if e["event"] == "move":
            for side, delta in (("from", -1), ("to", 1)):
                if e[side][0] == "hand":
                    hands[e[side][1]] += delta
    assert min(hands.values()) == 0 and last_bust < end


# ---- scoring ------------------------------------------------------------------------------

def test_a_sideways_card_counts_two_and_can_give_the_majority():
    # the rulebook's Bob: "the sideways Orange giving him a total of 4 Orange, thus majority of Orange"
    p = fantasy(players=3)
    p.put("tableau 1", "Orange Bard", "Orange Druid", "Orange Knight", "Violet Mage")
    p.s[L.SIDEWAYS + p.card("Orange Bard")] = 1
    p.put("tableau 0", "Orange Mage", "Orange Rogue", "Orange Summoner").put("tableau 2", "Red Bard")
    end = [e for e in p.score_round() if e["event"] == "round_end"][0]
    assert end["majorities"] == [[], ["Orange", "Violet"], ["Red"]]
    assert end["scores"] == [3, 0, 0]
    p.s[L.SIDEWAYS + p.card("Orange Bard")] = 0  # upright: 3 Orange each, nobody's majority
    p.s[L.TOTAL:L.TOTAL + 3] = 0
    assert [e for e in p.score_round() if e["event"] == "round_end"][0]["scores"] == [3, 3, 0]


def test_a_sideways_card_scores_two_trouble():
    p = fantasy(players=3).put("tableau 0", "Red Bard", "Blue Druid").put("tableau 1", "Red Knight", "Blue Mage")
    p.s[L.SIDEWAYS + p.card("Red Bard")] = 1
    assert [e for e in p.score_round() if e["event"] == "round_end"][0]["scores"] == [1, 2, 0]


def test_fantasy_ties_go_to_fewest_actual_cards_before_suits():
    p = fantasy(players=3)
    p.s[L.TOTAL:L.TOTAL + 3] = [4, 4, 9]
    p.put("tableau 0", "Violet Bard", "Violet Druid", "Violet Knight")  # 3 cards, no Red
    p.put("tableau 1", "Red Bard", "Red Druid")  # 2 cards (one sideways: counts 3), more Red
    p.s[L.SIDEWAYS + p.card("Red Bard")] = 1
    assert p.decide_winners()[0]["winners"] == [1]
