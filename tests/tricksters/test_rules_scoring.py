"""Scoring rules with named cards: classes, FAQ ties, the Perceivers' points, energy, ledgers."""

from simkit.games.tricksters.ending import check_end_nb, end_round_nb
from simkit.games.tricksters.layout import (ACTIVE, CLASS, CLASS_KEEPER, CLASS_PERCEIVER, CLASS_TRICKSTER,
                                            COLOUR_CLASS, DECK_LEDGER, FINISHED, LEDGER, MARK_CANCELLED_POINTS,
                                            MARKS, N_MARKS, PLAYING_ON, WINNER)
from simkit.games.tricksters.scoring import add_points_nb, classify_nb, energy_nb, score_round_nb
from tests.tricksters.tables import Table

RED, GREEN, BLUE = 0, 1, 2
T, K, P = CLASS_TRICKSTER, CLASS_KEEPER, CLASS_PERCEIVER


def classes(table: Table) -> tuple[list[int], int]:
    points = classify_nb(table.s, table.rng, table.tr)
    return [int(table.s[COLOUR_CLASS + c]) for c in range(3)], int(points)


def test_fewest_middle_most_are_tricksters_keepers_perceivers():
    t = Table().arrange(revealed=["Red Light none 1", "Green Light none 1", "Green Dark none 1",
                                  "Blue Light none 1", "Blue Dark none 1", "Blue Light none 2"])
    assert classes(t) == ([T, K, P], 1)  # Perceivers score the one Trickster card


def test_x3_counts_three_for_the_colour_but_one_point():
    # Red: one x3 (weight 3), Green 2 cards, Blue 1 card -> Blue minority, Red majority
    t = Table().arrange(revealed=["Red Dark x3 1", "Green Light none 1", "Green Dark none 1", "Blue Light none 1"])
    assert classes(t) == ([P, K, T], 1)
    # the x3 card in the minority scores 1 point, not 3
    t = Table().arrange(revealed=["Red Dark x3 1", "Green Light none 1", "Green Dark none 1", "Green Light none 2",
                                  "Green Dark none 2", "Blue Light none 1", "Blue Dark none 1", "Blue Light none 2",
                                  "Blue Dark none 2"])
    assert classes(t) == ([T, P, P], 1)


def test_tied_minorities_are_both_tricksters_and_perceivers_score_one_colour():
    t = Table().arrange(revealed=["Red Light none 1", "Red Dark none 1", "Green Light none 1", "Green Dark none 1",
                                  "Blue Light none 1", "Blue Dark none 1", "Blue Light none 2", "Blue Dark none 2"])
    assert classes(t) == ([T, T, P], 2)  # 2 points, not 4; no Keepers


def test_tied_weights_with_different_card_counts_score_the_fewest_cards():
    # Red x3 alone weighs 3 = Green's three cards: both minority; Perceivers get 1 (Red's one card)
    t = Table().arrange(revealed=["Red Dark x3 1", "Green Light none 1", "Green Dark none 1", "Green Light none 2",
                                  "Blue Light none 1", "Blue Dark none 1", "Blue Light none 2", "Blue Dark none 2"])
    assert classes(t) == ([T, T, P], 1)


def test_tied_majorities_are_both_perceivers():
    t = Table().arrange(revealed=["Red Light none 1", "Green Light none 1", "Green Dark none 1",
                                  "Blue Light none 1", "Blue Dark none 1"])
    assert classes(t) == ([T, P, P], 1)


def test_a_three_way_tie_is_broken_by_a_card_set_aside():
    t = Table().arrange(revealed=["Red Light none 1", "Green Light none 1", "Blue Light none 1"],
                        aside=["Green Dark none 5"])
    assert classes(t) == ([T, P, T], 1)
    assert t.knows_all("Green Dark none 5")  # shown to everyone


def test_no_minority_card_means_no_perceiver_points():
    t = Table().arrange(revealed=["Green Light none 1", "Blue Light none 1", "Blue Dark none 1"])
    assert classes(t) == ([T, K, P], 0)


def test_energy_is_the_light_dark_majority_and_a_tie_asks_a_card_set_aside():
    t = Table().arrange(revealed=["Red Light none 1", "Green Light none 1", "Blue Dark x3 1"])
    assert energy_nb(t.s, t.rng, t.tr) == 0  # Light; the x3 counts once
    t = Table().arrange(revealed=["Red Light none 1", "Green Dark none 1"], aside=["Blue Dark none 3"])
    assert energy_nb(t.s, t.rng, t.tr) == 1  # tie: the aside card is Dark


def test_a_light_dark_tie_after_a_three_way_tie_takes_another_card_left_unrevealed():
    """FAQ: the Light/Dark tie takes "one card from the ones left unrevealed": not the card the
    three-way tie of the same round already showed."""
    tied = ["Red Light none 1", "Red Dark none 1", "Green Light none 1", "Green Dark none 1",
            "Blue Light none 1", "Blue Dark none 1"]  # 2 / 2 / 2 cards, 3 Light and 3 Dark
    for seed in range(1, 21):  # whichever aside card the colour tie shows, the other decides the side
        t = Table(seed=seed).arrange(revealed=tied, aside=["Green Dark none 5", "Red Light none 5"])
        colour_classes, _ = classes(t)
        side = int(energy_nb(t.s, t.rng, t.tr))
        assert (colour_classes, side) in (([T, P, T], 0), ([P, T, T], 1)), seed
        assert t.knows_all("Green Dark none 5") and t.knows_all("Red Light none 5")


def test_with_no_card_left_unrevealed_a_light_dark_tie_takes_the_decks_top_and_discards_it():
    """FAQ: "In case no cards are left unrevealed, take one from the deck and then discard it":
    round 1 sets one card aside, and the three-way tie showed it."""
    t = Table().arrange(rest="destroyed", revealed=["Red Light none 1", "Red Dark none 1", "Green Light none 1",
                                                    "Green Dark none 1", "Blue Light none 1", "Blue Dark none 1"],
                        aside=["Green Dark none 5"], deck=["Blue Dark none 7", "Red Light none 5"])
    assert classes(t) == ([T, P, T], 2)  # the aside card (Green) names the Perceivers
    assert energy_nb(t.s, t.rng, t.tr) == 0  # Light: the deck's top, not the Dark card shown already
    assert t.zone("discard") == ["Red Light none 5"] and t.zone("deck") == ["Blue Dark none 7"]
    assert t.zone("aside") == ["Green Dark none 5"]


def test_opposite_points_cancel():
    assert add_points_nb(-3, 2, 0) == (-1, 2)  # 3 Dark - 2 Light = 1 Dark
    assert add_points_nb(2, 5, 1) == (-3, 2)
    assert add_points_nb(4, 1, 0) == (5, 0)


def test_a_round_scores_tricksters_perceivers_and_keepers():
    t = Table(players=3).arrange(
        revealed=["Red Light none 1", "Green Light none 1", "Green Dark none 1",
                  "Blue Light none 1", "Blue Light none 2", "Blue Light none 3"],
        avatar_0=["Red Dark none 9"], avatar_1=["Green Dark none 9"], avatar_2=["Blue Dark none 9"])
    t.s[LEDGER + 0] = -2  # seat 0 leads on Dark: counter takes its Trickster point there
    t.s[LEDGER + 2] = -3
    score_round_nb(t.s, t.rng, t.tr, t.w)
    assert [int(t.s[CLASS + p]) for p in range(3)] == [T, K, P]
    assert t.s[LEDGER + 0] == -3  # a Dark point chosen
    assert t.s[LEDGER + 1] == 0
    assert t.s[LEDGER + 2] == -2  # +1 Light (Light majority) cancels one Dark
    assert t.s[MARKS + 2 * N_MARKS + MARK_CANCELLED_POINTS] == 1


def test_effect_cards_are_discarded_and_avatars_meet_their_fates():
    t = Table(players=3).arrange(
        revealed=["Red Light eye 1", "Green Light none 1", "Green Dark x3 1", "Blue Light none 1",
                  "Blue Light none 2"],
        aside=["Blue Dark none 8"],
        avatar_0=["Red Dark skull 1"], avatar_1=["Green Dark none 9"], avatar_2=["Blue Dark none 9"])
    t.s[CLASS + 0], t.s[CLASS + 1], t.s[CLASS + 2] = T, K, P
    end_round_nb(t.s, t.tr)
    assert sorted(t.zone("discard")) == ["Blue Dark none 9", "Green Dark x3 1", "Red Light eye 1"]
    assert t.zone("hand 1") == ["Green Dark none 9"]  # the Keeper's avatar back to hand
    # the Trickster's avatar joins the pool and keeps its effect card; revealed and aside turn face down
    assert sorted(t.zone("pool")) == ["Blue Dark none 8", "Blue Light none 1", "Blue Light none 2",
                                      "Green Light none 1", "Red Dark skull 1"]
    assert t.zone("revealed") == [] and t.zone("aside") == []
    assert t.knows_all("Red Dark skull 1") and t.knows_all("Green Light none 1")


def test_seven_on_one_side_wins_and_the_furthest_past_wins_a_tie():
    t = Table(players=3).arrange()
    t.s[LEDGER:LEDGER + 3] = [7, -6, 2]
    check_end_nb(t.s, t.tr)
    assert t.s[FINISHED] == 1 and list(t.s[WINNER:WINNER + 3]) == [1, 0, 0]
    t = Table(players=3).arrange()
    t.s[LEDGER:LEDGER + 3] = [7, -8, 2]
    check_end_nb(t.s, t.tr)
    assert list(t.s[WINNER:WINNER + 3]) == [0, 1, 0]


def test_a_tie_past_seven_plays_on_with_the_tied_seats_only():
    t = Table(players=3).arrange()
    t.s[LEDGER:LEDGER + 3] = [7, -7, 3]
    check_end_nb(t.s, t.tr)
    assert t.s[FINISHED] == 0 and t.s[PLAYING_ON] == 1 and t.s[ACTIVE] == 0b011
    t.s[LEDGER:LEDGER + 3] = [6, -5, 9]  # seat 2 is out; seat 0 now leads the tied pair
    check_end_nb(t.s, t.tr)
    assert t.s[FINISHED] == 1 and list(t.s[WINNER:WINNER + 3]) == [1, 0, 0]


def test_team_scores_are_sums_that_cancel_and_the_team_wins_together():
    t = Table("tricksters-team", 4).arrange()
    t.s[LEDGER:LEDGER + 4] = [10, -3, 4, 0]  # team 0: 14 Light; team 1: 3 Dark
    check_end_nb(t.s, t.tr)
    assert list(t.s[WINNER:WINNER + 4]) == [1, 0, 1, 0]
    t = Table("tricksters-team", 4).arrange()
    t.s[LEDGER:LEDGER + 4] = [10, 0, -4, 0]  # 10 Light - 4 Dark = 6: no win
    check_end_nb(t.s, t.tr)
    assert t.s[FINISHED] == 0


def test_solo2_keeper_and_perceiver_give_the_deck_points():
    t = Table("tricksters-solo2", 1).arrange(
        revealed=["Red Light none 1", "Green Light none 1", "Green Dark none 1", "Blue Light none 1",
                  "Blue Light none 2", "Blue Light none 3"], avatar_0=["Blue Dark none 9"])
    score_round_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[LEDGER] == 1 and t.s[DECK_LEDGER] == 2  # Perceiver: 1 Light; the deck 2 Light
    t = Table("tricksters-solo2", 1).arrange(
        revealed=["Red Light none 1", "Green Light none 1", "Green Dark none 1", "Blue Light none 1",
                  "Blue Light none 2", "Blue Light none 3"], avatar_0=["Green Dark none 9"])
    score_round_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[LEDGER] == 0 and t.s[DECK_LEDGER] == 1
    t.s[DECK_LEDGER] = 7
    t.s[LEDGER] = 3
    check_end_nb(t.s, t.tr)
    assert t.s[FINISHED] == 1 and t.s[WINNER] == 0  # the deck won

