"""The rulebook's worked examples, played as scripted tricks with named cards on the default
composition (trickarus-assumed-v2), and the first assumption (trickarus-assumed-v1) that
contradicts the flip example.

Default composition, Day side -> Night side, as used below: Pink 6 -> Pink 1, Yellow 1 -> Yellow 8,
Pink 0 -> Blue 0, Pink 5 -> Pink 9; every non-zero card keeps its colour, the zeros change theirs.
"""

import pytest

from simkit.games.trickarus.composition import COLOURS
from simkit.games.trickarus.engine import legal_options_nb, play_card_nb, resolve_trick_nb
from simkit.games.trickarus.layout import LEADER, SIDE, OPTIONS
from tests.trickarus.builders import COMPOSITION, FIRST_ASSUMPTION, card, new_state, night_card, no_trace

A, B, C, D = 0, 1, 2, 3


def options(s, seat):
    n = legal_options_nb(s, seat)
    return sorted(int(c) for c in s[OPTIONS:OPTIONS + n])


def play(s, *seat_cards):
    for seat, c in seat_cards:
        assert c in options(s, seat), f"seat {seat} may not play card {c}"
        play_card_nb(s, no_trace(), seat, c)


def winner_of(s):
    resolve_trick_nb(s, no_trace())
    return int(s[LEADER])


def test_the_leaders_yellow_8_is_the_highest_card_of_the_lead_colour():
    """"The Leader (A) leads the Yellow 8. ... B ... follows with the Yellow 6. ... C doesn't have
    any Yellow cards. They play a Pink 9 card. ... D plays the Yellow 3. The Leader's Yellow 8 ...
    will win the trick.\""""
    s = new_state(4, [[card("Yellow 8")], [card("Yellow 6"), card("Pink 1")], [card("Pink 9"), card("Blue 2")],
                      [card("Yellow 3"), card("Blue 4")]])
    play(s, (A, card("Yellow 8")))
    assert options(s, B) == [card("Yellow 6")]  # B has Yellow cards, so follows
    play(s, (B, card("Yellow 6")), (C, card("Pink 9")), (D, card("Yellow 3")))
    assert winner_of(s) == A


def test_by_night_a_low_white_wins_over_stronger_blues():
    """"The Day/Night Marker shows it is Night. The Leader (A) leads the Blue 3. ... B & C play
    stronger Blue cards. ... D doesn't have any Blue cards so chooses to play the White 1. ... D
    wins this trick.\""""
    s = new_state(4, [[night_card("Blue 3")], [night_card("Blue 7")], [night_card("Blue 9")],
                      [night_card("White 1"), night_card("Pink 8")]], night=True)
    play(s, (A, night_card("Blue 3")), (B, night_card("Blue 7")), (C, night_card("Blue 9")))
    play(s, (D, night_card("White 1")))
    assert winner_of(s) == D


def flip_example(composition):
    """"At the start of the trick, it is Day. The Leader (A) leads the Pink 6. ... B doesn't have any
    Pink cards, so plays the Yellow 1 ... C ... plays the Pink 0. ... D plays the Pink 5 card.\""""
    def named(day):
        return card(day, composition)

    s = new_state(4, [[named("Pink 6")], [named("Yellow 1"), named("Blue 2")], [named("Pink 0")],
                      [named("Pink 5")]], composition=composition)
    play(s, (A, named("Pink 6")), (B, named("Yellow 1")), (C, named("Pink 0")))
    assert s[SIDE] == 0
    play(s, (D, named("Pink 5")))
    assert s[SIDE] == 1  # "flip the Day/Night Marker from Day to Night"
    return winner_of(s)


def test_the_flip_example_d_wins_with_the_pink_5_as_the_highest_of_the_leaders_colour():
    """"Now that it is Night, Yellow is no longer the strongest color. The last player (D) wins with
    the Pink 5 as it is the highest card of the Leader's color.\""""
    assert flip_example(COMPOSITION) == D
    sides = COMPOSITION.sides
    assert sides[card("Pink 6")][2:] == (COLOURS.index("Pink"), 1)  # still the Leader's colour by Night
    assert sides[card("Pink 5")][2:] == (COLOURS.index("Pink"), 9)
    assert COLOURS[sides[card("Yellow 1")][2]] == "Yellow"  # no White (the Night trump) on the table


def test_the_first_assumption_contradicts_the_flip_example():
    """trickarus-assumed-v1 (every Night side another colour): the Pink 6 shows Yellow 1 by Night,
    the lead colour turns Yellow, and the Leader wins instead of D."""
    assert flip_example(FIRST_ASSUMPTION) == A


@pytest.mark.parametrize("zero", ["Pink 0", "Blue 0", "Yellow 0", "White 0"])
def test_a_zero_led_then_a_5_changes_the_lead_colour(zero):
    """FAQ: "If the Leader plays a zero card and then a 5 is played by another player in the same
    trick, the lead color will change. Players who have not yet played into the current trick must
    play the same color of the newly active side of the Leader's card.\""""
    day_colour = zero.split()[0]
    night_colour = COLOURS[COMPOSITION.sides[card(zero)][2]]
    assert night_colour != day_colour
    five = card(f"{day_colour} 5")
    same = card(f"{day_colour} 7")  # follows the lead colour by Day (and keeps its colour by Night)
    other = card(f"{night_colour} 3")  # the zero's Night colour (a non-zero card keeps it by Day too)
    s = new_state(3, [[card(zero)], [five], [same, other]])
    play(s, (A, card(zero)))
    assert options(s, C) == [same]
    play(s, (B, five))
    assert s[SIDE] == 1
    assert options(s, C) == [other]
