"""Effects with named cards: Eye, Swap Arrows, Skull, x3, for the avatar's colour, in order."""

import numpy as np

from simkit.games.tricksters.effects import effects_turn_nb
from simkit.games.tricksters.ending import end_round_nb
from simkit.games.tricksters.layout import (CLASS, CLASS_KEEPER, CUB_SLOTS, FIZZLED, KNOWERS, LEVEL, RESOLVED,
                                            TIME)
from simkit.games.tricksters.solo_effects import solo1_effects_nb
from tests.tricksters.tables import Table

EYE, SWAP, SKULL = 0, 1, 2  # item columns


def turn(t: Table, seat: int) -> None:
    effects_turn_nb(t.s, t.rng, t.tr, t.w, np.int64(seat))


def test_eye_takes_a_card_from_another_hand_and_shows_the_hand():
    t = Table(players=3).arrange(revealed=["Red Light eye 1", "Blue Light none 1"], avatar_0=["Red Dark none 9"],
                                 hand_1=["Green Dark none 1", "Green Light none 2"], hand_2=[])
    turn(t, 0)
    assert len(t.zone("hand 0")) == 1 and len(t.zone("hand 1")) == 1
    left = t.card(t.zone("hand 1")[0])
    assert t.s[KNOWERS + left] & 1  # seat 0 saw seat 1's hand
    assert t.s[RESOLVED + EYE] == 1


def test_effects_of_other_colours_do_nothing_and_unused_ones_fizzle():
    t = Table(players=2).arrange(revealed=["Green Light eye 1", "Blue Light none 1"], avatar_0=["Red Dark none 9"],
                                 avatar_1=["Blue Dark none 9"], hand_1=["Green Dark none 1"])
    turn(t, 0)
    turn(t, 1)
    assert t.zone("hand 1") == ["Green Dark none 1"] and t.s[RESOLVED + EYE] == 0
    end_round_nb(t.s, t.tr)
    assert t.s[FIZZLED + EYE] == 1


def test_an_effect_card_serves_every_seat_of_its_colour():
    t = Table(players=3).arrange(revealed=["Red Light eye 1"], avatar_0=["Red Dark none 9"],
                                 avatar_1=["Red Dark none 8"], hand_2=["Green Dark none 1", "Green Light none 2"])
    turn(t, 0)
    turn(t, 1)
    assert t.s[RESOLVED + EYE] == 2  # both Red avatars used the one Red Eye
    assert len(t.zone("hand 2")) == 1 and len(t.zone("hand 0")) + len(t.zone("hand 1")) == 1


def test_swap_exchanges_the_avatar_and_ends_the_turn():
    t = Table(players=2).arrange(revealed=["Red Light swap 1", "Red Dark eye 1", "Blue Light none 1"],
                                 avatar_0=["Red Dark none 9"], hand_0=["Blue Dark none 9"],
                                 hand_1=["Green Dark none 1"])
    turn(t, 0)  # counter: Eye first (takes seat 1's card), then Swap Arrows
    assert t.s[RESOLVED + EYE] == 1 and t.s[RESOLVED + SWAP] == 1
    assert len(t.zone("avatar 0")) == 1 and t.zone("avatar 0") != ["Red Dark none 9"]
    assert "Red Dark none 9" in t.zone("hand 0")


def test_skull_destroys_a_card_and_places_one_face_up_resolved_last():
    t = Table(players=2).arrange(revealed=["Red Light skull 1", "Green Light none 1", "Green Dark none 1"],
                                 avatar_0=["Red Dark none 9"], hand_0=["Red Dark eye 1"],
                                 hand_1=["Blue Dark none 1"])
    turn(t, 0)
    assert len(t.zone("destroyed")) == 1
    assert "Red Dark eye 1" in t.zone("revealed")  # placed face up; counts for scoring
    assert t.s[RESOLVED + SKULL] == 1 and t.s[RESOLVED + EYE] == 1  # its Eye came after the Skull
    assert t.zone("hand 1") == []


def test_skull_with_an_empty_hand_only_destroys():
    t = Table(players=2).arrange(revealed=["Red Light skull 1", "Green Light none 1"], avatar_0=["Red Dark none 9"])
    turn(t, 0)
    assert len(t.zone("destroyed")) == 1 and len(t.zone("revealed")) == 1


def test_solo1_easy_applies_the_avatars_colour_and_discards_every_effect_card():
    t = Table("tricksters-solo1-easy", 1).arrange(
        revealed=["Red Light skull 1", "Red Light eye 1", "Blue Light skull 1", "Green Dark x3 1"],
        avatar_0=["Red Dark none 9"], cubs=["Blue Dark eye 1", "Green Dark swap 1", "Red Dark swap 1"])
    t.s[CUB_SLOTS] = 3
    t.s[TIME] = 7
    solo1_effects_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[TIME] == 6 and t.s[CUB_SLOTS] == 2 and t.zone("cubs") == ["Green Dark swap 1", "Red Dark swap 1"]
    t.s[CLASS] = CLASS_KEEPER
    end_round_nb(t.s, t.tr)
    assert sorted(t.zone("discard")) == ["Blue Dark eye 1", "Blue Light skull 1", "Green Dark x3 1",
                                         "Red Light eye 1", "Red Light skull 1"]


def test_solo1_normal_applies_other_colours_and_discards_what_applied_and_x3():
    t = Table("tricksters-solo1-normal", 1).arrange(
        revealed=["Red Light skull 1", "Blue Light skull 1", "Green Dark x3 1", "Green Dark eye 1"],
        avatar_0=["Red Dark none 9"], cubs=[])
    t.s[TIME] = 7
    solo1_effects_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[TIME] == 6  # Blue's Skull applied; Green's Eye found no Cub
    t.s[CLASS] = CLASS_KEEPER
    end_round_nb(t.s, t.tr)
    assert sorted(t.zone("discard")) == ["Blue Light skull 1", "Green Dark x3 1"]
    assert "Red Light skull 1" in t.zone("pool") and "Green Dark eye 1" in t.zone("pool")


def test_solo1_hard_applies_all_keeps_every_card_and_swaps_to_another_colour_last():
    t = Table("tricksters-solo1-hard", 1).arrange(
        revealed=["Red Light swap 1", "Blue Light skull 1", "Green Dark x3 1"],
        avatar_0=["Red Dark none 9"], hand_0=["Red Dark none 8", "Green Light none 1"])
    t.s[TIME] = 2
    t.s[LEVEL] = 2
    solo1_effects_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[TIME] == 1 and t.zone("avatar 0") == ["Green Light none 1"]
    t.s[CLASS] = CLASS_KEEPER
    end_round_nb(t.s, t.tr)
    assert t.zone("discard") == [] and len(t.zone("pool")) == 3


def test_solo1_losing_the_last_time_counter_ends_the_game():
    t = Table("tricksters-solo1-hard", 1).arrange(revealed=["Blue Light skull 1", "Red Light skull 1"],
                                                  avatar_0=["Red Dark none 9"])
    t.s[TIME] = 1
    solo1_effects_nb(t.s, t.rng, t.tr, t.w)
    assert t.s[TIME] == 0 and t.s[RESOLVED + SKULL] == 1


def test_solo2_eye_keeps_one_of_the_decks_top_two_and_discards_the_other():
    t = Table("tricksters-solo2", 1).arrange(revealed=["Red Light eye 1"], avatar_0=["Red Dark none 9"])
    top_two = t.zone("deck")[-2:]
    turn(t, 0)
    assert len(t.zone("hand 0")) == 1 and t.zone("hand 0")[0] in top_two
    assert t.zone("discard") == [c for c in top_two if c != t.zone("hand 0")[0]]



def test_solo2_eye_with_one_card_in_the_deck_sees_it_and_the_top_of_the_reshuffled_discards():
    """"Look at the top 2 cards of the main deck": the deck holds one, so it takes its discards
    back (rules notes: an empty deck is refilled) and the Eye sees that card and the new top."""
    t = Table("tricksters-solo2", 1).arrange(rest="destroyed", revealed=["Red Light eye 1"],
                                             avatar_0=["Red Dark none 9"], deck=["Blue Light none 1"],
                                             discard=["Green Dark none 1", "Green Dark none 2"])
    turn(t, 0)
    assert t.s[RESOLVED + EYE] == 1
    seen = t.zone("hand 0") + t.zone("discard")
    assert len(t.zone("hand 0")) == 1 and len(t.zone("discard")) == 1 and len(t.zone("deck")) == 1
    assert "Blue Light none 1" in seen  # the deck's one card, then one of the refilled discards
    assert sorted(seen + t.zone("deck")) == ["Blue Light none 1", "Green Dark none 1", "Green Dark none 2"]


def test_solo2_eye_with_one_card_and_no_discards_keeps_that_card():
    t = Table("tricksters-solo2", 1).arrange(rest="destroyed", revealed=["Red Light eye 1"],
                                             avatar_0=["Red Dark none 9"], deck=["Blue Light none 1"])
    turn(t, 0)
    assert t.zone("hand 0") == ["Blue Light none 1"] and t.zone("discard") == [] and t.zone("deck") == []
