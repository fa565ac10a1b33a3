"""The playing phase and the reveal with named cards: draws, Cubs, placing, X set aside."""

import numpy as np

from simkit.games.tricksters.layout import (ACTIONS, ADDED, ALL_SEATS, ASIDE_PER_ROUND, CURRENT, KNOWERS,
                                            OPTIONS, PLACE_CODE, ROUND, TRIGGER, TURN_PASS)
from simkit.games.tricksters.rounds import reveal_pool_nb
from simkit.games.tricksters.turns import apply_turn_nb, draw_options_nb
from tests.tricksters.tables import Table


def play(t: Table, seat: int, code: int) -> None:
    apply_turn_nb(t.s, t.rng, t.tr, t.w, np.int64(seat), np.int64(code))


def test_a_draw_takes_cubs_and_deck_cards_then_refills_the_cub_row():
    t = Table(players=2).arrange(cubs=["Red Light none 1", "Blue Dark none 1"],
                                 deck=["Green Light none 1", "Green Light none 2", "Green Light none 3"])
    play(t, 0, 0b10 | (1 << 4))  # the second Cub and one deck card
    assert sorted(t.zone("hand 0")) == ["Blue Dark none 1", "Green Light none 3"]
    assert t.zone("cubs") == ["Red Light none 1", "Green Light none 2"]
    assert t.s[CURRENT] == 1


def test_draw_options_count_cubs_and_what_the_deck_can_give():
    t = Table(players=2).arrange(rest="destroyed", cubs=["Red Light none 1", "Blue Dark none 1"],
                                 deck=["Green Light none 1"])
    n = draw_options_nb(t.s, 0)
    codes = sorted(int(c) for c in t.s[OPTIONS:OPTIONS + n])
    assert codes == sorted([0b01 | 1 << 4, 0b10 | 1 << 4, 0b11])  # not two deck cards: there is one


def test_an_empty_deck_is_refilled_from_the_discard_pile():
    t = Table(players=2).arrange(rest="destroyed", cubs=[], discard=["Red Light none 1", "Red Dark none 1"])
    play(t, 1, 2 << 4)
    assert sorted(t.zone("hand 1")) == ["Red Dark none 1", "Red Light none 1"]
    assert t.zone("discard") == []


def test_placing_the_fourth_card_shows_it_to_everyone():
    t = Table(players=2).arrange(hand_0=["Red Light none 1", "Red Light none 2"], hand_1=["Blue Dark none 1"])
    t.s[ADDED] = 3
    card = t.card("Red Light none 2")
    play(t, 0, PLACE_CODE + card)
    assert t.zone("pool") == ["Red Light none 2"] and t.s[ADDED] == 4
    assert t.s[KNOWERS + card] == ALL_SEATS
    t.s[ADDED] = 0
    play(t, 1, PLACE_CODE + t.card("Blue Dark none 1"))
    assert t.s[KNOWERS + t.card("Blue Dark none 1")] == 1 << 1  # only its owner knows it is in the pool


def test_x_cards_are_set_aside_and_the_rest_revealed():
    t = Table(players=2).arrange(pool=["Red Light none 1", "Red Light none 2", "Blue Light none 1",
                                       "Green Dark none 1", "Green Dark none 2"])
    t.s[ROUND] = 3
    reveal_pool_nb(t.s, t.rng, t.tr)
    assert len(t.zone("aside")) == 3 and len(t.zone("revealed")) == 2


def test_five_to_eight_players_use_two_copies_trigger_on_players_and_set_aside_twice_the_round():
    t = Table(players=6)
    assert len(t.names) == 180 and t.s[TRIGGER] == 6 and t.s[ASIDE_PER_ROUND] == 2
    t.arrange(pool=t.names[:10])
    t.s[ROUND] = 2
    reveal_pool_nb(t.s, t.rng, t.tr)
    assert len(t.zone("aside")) == 4 and len(t.zone("revealed")) == 6


def test_a_pool_of_x_cards_or_fewer_reveals_nothing():
    t = Table(players=2).arrange(pool=["Red Light none 1", "Red Light none 2"])
    t.s[ROUND] = 2
    reveal_pool_nb(t.s, t.rng, t.tr)
    assert t.zone("revealed") == [] and len(t.zone("aside")) == 2


def test_a_seat_with_nothing_to_draw_or_place_passes():
    t = Table(players=2).arrange(rest="destroyed")
    assert draw_options_nb(t.s, 0) == 0
    play(t, 0, TURN_PASS)
    assert t.s[CURRENT] == 1


def test_solo1_draws_from_either_pile_and_the_cub_phase_fills_four_cards():
    t = Table("tricksters-solo1-normal", 1).arrange(
        rest="destroyed", deck=["Red Light none 1", "Red Light none 2"], pile2=["Blue Light eye 1", "Blue Dark skull 1"],
        cubs=["Green Light swap 1", "Green Dark eye 1", "Red Dark skull 1"], hand_0=["Green Light none 1"])
    play(t, 0, (1 << 4) | (1 << 8))  # one card from each pile
    assert sorted(t.zone("hand 0")) == ["Blue Dark skull 1", "Green Light none 1", "Red Light none 2"]
    play(t, 0, PLACE_CODE + t.card("Green Light none 1"))
    play(t, 0, TURN_PASS)
    play(t, 0, TURN_PASS)
    assert t.s[ACTIONS] == 4 and t.s[ADDED] == 4
    # one card placed: the three Cubs fill the pool, oldest first; the row refills from the second pile
    assert sorted(t.zone("pool")) == ["Green Dark eye 1", "Green Light none 1", "Green Light swap 1",
                                      "Red Dark skull 1"]
    assert t.zone("cubs") == ["Blue Light eye 1"]


def test_solo2_places_two_and_the_deck_adds_its_top_two():
    t = Table("tricksters-solo2", 1).arrange(rest="destroyed",
                                             hand_0=["Red Light none 1", "Red Light none 2", "Red Light none 3"],
                                             deck=["Blue Dark none 1", "Blue Dark none 2", "Blue Dark none 3"])
    assert draw_options_nb(t.s, 0) == 1 and t.s[OPTIONS] == 3 << 4  # draw four: only three are left
    play(t, 0, 3 << 4)
    assert len(t.zone("hand 0")) == 6 and t.zone("pool") == [] and t.s[ADDED] == 0
    t.arrange(rest="destroyed", hand_0=["Red Light none 1", "Red Light none 2", "Red Light none 3"],
              deck=["Blue Dark none 1", "Blue Dark none 2", "Blue Dark none 3"])
    play(t, 0, PLACE_CODE + t.card("Red Light none 1"))
    assert t.s[ADDED] == 4 and len(t.zone("hand 0")) == 1
    assert "Blue Dark none 3" in t.zone("pool") and "Blue Dark none 2" in t.zone("pool")


def test_with_deck_and_discards_empty_a_seat_must_place_even_with_cubs_left():
    """Rules notes: "if both are empty, the player must place a card" - the Cubs alone are no draw."""
    t = Table(players=2).arrange(rest="destroyed", cubs=["Red Light none 1", "Blue Dark none 1"],
                                 hand_0=["Green Light none 1"])
    assert draw_options_nb(t.s, 0) == 0
    play(t, 0, PLACE_CODE + t.card("Green Light none 1"))
    assert t.zone("pool") == ["Green Light none 1"] and t.zone("cubs") == ["Red Light none 1", "Blue Dark none 1"]


def test_a_draw_replenishes_only_the_cubs_it_took():
    """FAQ: "Only replenish the amount of Cubs you drew": a row left short stays short."""
    t = Table(players=2).arrange(cubs=["Red Light none 1"],  # short: the deck ran dry earlier
                                 deck=["Green Light none 1", "Green Light none 2", "Green Light none 3"])
    play(t, 0, 0b1 | (1 << 4))  # the Cub and one deck card
    assert sorted(t.zone("hand 0")) == ["Green Light none 3", "Red Light none 1"]
    assert t.zone("cubs") == ["Green Light none 2"]  # one Cub taken, one replenished
    play(t, 1, 2 << 4)  # no Cub taken: none replenished
    assert t.zone("cubs") == ["Green Light none 2"]


def test_solo2_draw_says_how_many_cards_it_draws():
    """Draw four: the option (and the trace's turn event) names what is drawn, four, or all that
    the deck and its discards hold."""
    t = Table("tricksters-solo2", 1).arrange(rest="destroyed", deck=["Blue Dark none 1"],
                                             discard=["Red Light none 1", "Red Light none 2"])
    assert draw_options_nb(t.s, 0) == 1 and t.s[OPTIONS] == 3 << 4
    t = Table("tricksters-solo2", 1).arrange(deck=[])
    assert draw_options_nb(t.s, 0) == 1 and t.s[OPTIONS] == 4 << 4
