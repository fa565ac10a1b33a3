"""The default composition has every property the rules notes state (and the first assumption,
kept by name, those of the first notes); broken files are one-line errors."""

from collections import Counter

import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickarus import GAME
from simkit.games.trickarus.composition import COLOURS, DEFAULT_COMPOSITION, load_composition

DEFAULT = load_composition("trickarus-assumed-v2")
FIRST = load_composition("trickarus-assumed-v1")  # the named alternative: the first version of the notes
YELLOW, PINK, BLUE, WHITE = range(4)


def test_the_default_is_the_corrected_assumption_and_the_first_stays_selectable_by_name():
    assert DEFAULT_COMPOSITION == GAME.default_deck == "trickarus-assumed-v2"
    assert GAME.make_setup("trickarus", 4).composition.sides == DEFAULT.sides
    assert GAME.make_setup("trickarus", 4, "trickarus-assumed-v1").composition.sides == FIRST.sides


@pytest.mark.parametrize("composition", [DEFAULT, FIRST], ids=["v2", "v1"])
def test_39_number_cards_and_one_lightning_card(composition):
    assert len(composition.sides) == 39 and composition.lightning == 1 and composition.n_cards == 40
    assert composition.lightning_card == 39 and composition.card_text(39) == "Lightning"


@pytest.mark.parametrize("composition", [DEFAULT, FIRST], ids=["v2", "v1"])
def test_day_sides_are_yellow_pink_blue_0_to_9_and_white_0_to_8(composition):
    day = sorted((COLOURS[c], v) for c, v, _, _ in composition.sides)
    expected = sorted([(colour, v) for colour in ("Yellow", "Pink", "Blue") for v in range(10)]
                      + [("White", v) for v in range(9)])
    assert day == expected


@pytest.mark.parametrize("composition", [DEFAULT, FIRST], ids=["v2", "v1"])
def test_the_3_player_card_is_pink_0_blue_0(composition):
    assert composition.card_text(composition.removed_for_three) == "Pink 0 / Blue 0"


def test_default_non_zero_cards_keep_their_colour_by_night_with_another_value():
    for dc, dv, nc, nv in DEFAULT.sides:
        if dv > 0:
            assert nc == dc and nv != dv and nv > 0


def test_default_each_colours_night_values_are_again_a_spread():
    """Yellow, Pink and Blue 0-9 by Night, White 0-8 (as by Day): no two cards alike by Night."""
    for colour in range(4):
        night = sorted(nv for _, _, nc, nv in DEFAULT.sides if nc == colour)
        assert night == list(range(9 if colour == WHITE else 10))


def test_default_zero_cards_change_colour_in_pairs_and_stay_zeros():
    zeros = {dc: (nc, nv) for dc, dv, nc, nv in DEFAULT.sides if dv == 0}
    assert zeros == {PINK: (BLUE, 0), BLUE: (PINK, 0), YELLOW: (WHITE, 0), WHITE: (YELLOW, 0)}


def test_first_assumption_night_sides_show_another_colour_every_colour_about_equally_and_every_value():
    assert all(dc != nc for dc, _, nc, _ in FIRST.sides)
    colours = Counter(nc for _, _, nc, _ in FIRST.sides)
    assert set(colours) == set(range(4)) and max(colours.values()) - min(colours.values()) <= 1
    assert {nv for _, _, _, nv in FIRST.sides} == set(range(10))
    assert len({(nc, nv) for _, _, nc, nv in FIRST.sides}) == 39  # no two cards alike by Night


def test_first_assumption_spreads_each_day_colour_over_the_other_night_colours():
    """Its choice beyond the first notes: a flip moves the trumps (few Day-Yellow cards are White by Night)."""
    for day_colour in range(4):
        night = Counter(nc for dc, _, nc, _ in FIRST.sides if dc == day_colour)
        assert len(night) == 3 and max(night.values()) <= 4
    yellow_white = sum(1 for dc, _, nc, _ in FIRST.sides if (dc, nc) == (0, 3))
    assert yellow_white <= 4


def test_first_assumption_keeps_no_value_but_the_3_player_card_and_has_no_day_5_that_is_a_night_5():
    same = [FIRST.card_text(c) for c, (_, dv, _, nv) in enumerate(FIRST.sides) if dv == nv]
    assert same == ["Pink 0 / Blue 0"]
    assert not any(dv == 5 and nv == 5 for _, dv, _, nv in FIRST.sides)


def write(tmp_path, text):
    path = tmp_path / "deck.toml"
    path.write_text(text)
    return str(path)


GOOD_CARDS = "cards = [" + ", ".join(f'"{t}"' for t in (DEFAULT.card_text(c) for c in range(39))) + "]\n"
FIRST_CARD = f'"{DEFAULT.card_text(0)}"'  # "Yellow 0 / <its Night side>"
NIGHT_OF_FIRST = DEFAULT.card_text(0).split(" / ")[1]


@pytest.mark.parametrize("text, problem", [
    ("cards = [", "not readable TOML"),
    ("lightning = 1\n", "needs a list 'cards'"),
    (GOOD_CARDS.replace(FIRST_CARD, f'"Yellow 0 {NIGHT_OF_FIRST}"') + 'removed_for_3_players = "Pink 0 / Blue 0"',
     "is not"),
    (GOOD_CARDS.replace(FIRST_CARD, f'"Purple 0 / {NIGHT_OF_FIRST}"') + 'removed_for_3_players = "Pink 0 / Blue 0"',
     "unknown colour"),
    (GOOD_CARDS.replace(FIRST_CARD, f'"Yellow 12 / {NIGHT_OF_FIRST}"') + 'removed_for_3_players = "Pink 0 / Blue 0"',
     "not 0-9"),
    (GOOD_CARDS + 'lightning = 0\nremoved_for_3_players = "Pink 0 / Blue 0"', "is not 40 cards"),
    (GOOD_CARDS + 'removed_for_3_players = "Pink 0 / Pink 0"', "not one of its cards"),
    (GOOD_CARDS + 'removed_for_3_players = "Pink 0 / Blue 0"\ncolour = 1', "unknown keys"),
])
def test_a_broken_file_is_a_one_line_setup_error_naming_the_file(tmp_path, text, problem):
    path = write(tmp_path, text)
    with pytest.raises(GameSetupError) as info:
        GAME.make_setup("trickarus", 4, path, "random")
    message = str(info.value)
    assert problem in message and path in message and "\n" not in message


def test_a_valid_file_plays_and_is_hashed(tmp_path):
    path = write(tmp_path, GOOD_CARDS + 'removed_for_3_players = "Pink 0 / Blue 0"\n')
    setup = GAME.make_setup("trickarus", 3, path, "random")
    assert setup.deck == path and GAME.deck_files(path) == [tmp_path / "deck.toml"]
    assert GAME.deck_files("trickarus-assumed-v2") == [] and GAME.deck_files("trickarus-assumed-v1") == []
    assert GAME.play(setup, 20, 1).games == 20


def test_an_unknown_composition_name_is_a_setup_error():
    with pytest.raises(GameSetupError, match="no such file"):
        GAME.make_setup("trickarus", 4, "no-such-composition", "random")


@pytest.mark.parametrize("ruleset, players", [("trickarus", 1), ("trickarus", 6), ("trickarus-coop", 2),
                                              ("trickarus-coop", 6), ("trickaroo", 4)])
def test_player_counts_and_rulesets_are_checked(ruleset, players):
    with pytest.raises(GameSetupError):
        GAME.make_setup(ruleset, players, None, "random")
