"""Setups: compositions (built-in, a file, broken files), rulesets, player counts, strategy names."""

import pytest

from simkit.games.base import GameSetupError
from simkit.games.tricksters import GAME
from simkit.games.tricksters.composition import load_composition

GOOD = '''name = "tiny-test"
colours = ["Red", "Green", "Blue"]
[[cards]]
colour = "Red"
side = "Light"
effect = "none"
count = 12
[[cards]]
colour = "Green"
side = "Dark"
effect = "eye"
count = 12
[[cards]]
colour = "Blue"
side = "Light"
effect = "x3"
count = 12
'''


def test_the_default_composition_is_the_documented_assumption():
    c = load_composition()
    assert c.name == "annukuh-assumed-v1" and c.size == 90 and c.colours == ("Red", "Green", "Blue")
    for colour in range(3):
        in_colour = c.card_effect[c.card_colour == colour]
        assert len(in_colour) == 30 and (c.card_side[c.card_colour == colour] == 0).sum() == 15
        assert [int((in_colour == e).sum()) for e in range(5)] == [18, 3, 3, 3, 3]
        effect_sides = c.card_side[(c.card_colour == colour) & (c.card_effect > 0)]
        assert (effect_sides == 0).sum() == 6  # effects split evenly between Light and Dark


def test_a_composition_file_swaps_the_cards(tmp_path):
    path = tmp_path / "tiny.toml"
    path.write_text(GOOD)
    setup = GAME.make_setup("tricksters", 4, str(path), "random")
    assert setup.composition.size == 36 and GAME.deck_files(str(path)) == [path]
    events = GAME.trace(setup, 1, 0)
    assert events[0]["composition"] == "tiny-test"
    assert all(card.startswith(("Red Light none", "Green Dark eye", "Blue Light x3")) for card in events[1]["deck"])
    assert GAME.play(setup, 20, seed=1).games == 20


@pytest.mark.parametrize("text, problem", [
    ("this is = = not toml\n", "not readable TOML"),
    (GOOD.replace('["Red", "Green", "Blue"]', '["Red", "Green"]'), "exactly 3"),
    (GOOD.replace('side = "Light"\neffect = "none"', 'side = "Grey"\neffect = "none"'), "Light or Dark"),
    (GOOD.replace('effect = "eye"', 'effect = "hat"'), "effect 'hat'"),
    (GOOD.replace("count = 12\n[[cards]]\ncolour = \"Green\"", "count = -1\n[[cards]]\ncolour = \"Green\""),
     "count"),
    (GOOD.replace('colour = "Blue"', 'colour = "Pink"'), "colour 'Pink'"),
    (GOOD.replace("count = 12", "count = 2"), "too few"),
    (GOOD.replace('count = 12\n', 'count = 12\nmood = "happy"\n', 1), "unknown key"),
    ('name = "x"\ncolours = ["Red", "Green", "Blue"]\n', "no [[cards]]"),
])
def test_a_broken_composition_is_one_line_naming_the_file(tmp_path, text, problem):
    path = tmp_path / "broken.toml"
    path.write_text(text)
    with pytest.raises(GameSetupError) as caught:
        GAME.make_setup("tricksters", 4, str(path), "random")
    message = str(caught.value)
    assert "broken.toml" in message and problem in message and "\n" not in message


def test_a_missing_composition_names_the_built_in_ones():
    with pytest.raises(GameSetupError, match="annukuh-assumed-v1"):
        GAME.make_setup("tricksters", 4, "no-such-composition", "random")


@pytest.mark.parametrize("ruleset, players", [("tricksters", 1), ("tricksters", 9), ("tricksters-team", 5),
                                              ("tricksters-solo2", 2), ("tricksters-solo1-easy", 2)])
def test_player_counts_outside_a_ruleset_are_refused(ruleset, players):
    with pytest.raises(GameSetupError, match=ruleset):
        GAME.make_setup(ruleset, players, GAME.default_deck, "random")


@pytest.mark.parametrize("name, canonical", [
    ("random", "random"), ("counter", "counter"), ("heuristic:hunter", "hunter"),
    ("heuristic:counter:hoard=6", "heuristic:hoard=6:perceive=1:trick=1:hunt=0:memory=1"),
    ("search", "search"), ("search:rollouts=4", "search:rollouts=4:policy=counter:horizon=3"),
    ("restricted:counter:Swap Arrows", "restricted:counter:swap"), ("restricted:search:x3", "restricted:search:x3"),
])
def test_strategy_names_are_canonical_and_round_trip(name, canonical):
    setup = GAME.make_setup("tricksters", 2, GAME.default_deck, name)
    assert setup.strategies == [canonical, canonical]
    assert GAME.make_setup("tricksters", 2, GAME.default_deck, canonical).strategies == setup.strategies


@pytest.mark.parametrize("name", ["nobody", "restricted:counter:hat", "search:rollouts=0", "heuristic:luck=2",
                                  "restricted:restricted:counter:eye:eye", "counter:hoard=x"])
def test_bad_strategy_names_are_one_line(name):
    with pytest.raises(GameSetupError) as caught:
        GAME.make_setup("tricksters", 2, GAME.default_deck, name)
    assert "\n" not in str(caught.value)


def test_a_restricted_seat_never_adds_its_effect_type_while_it_has_another_option():
    setup = GAME.make_setup("tricksters", 4, GAME.default_deck,
                            "restricted:counter:skull,counter,restricted:random:eye,random")
    outcome = GAME.play(setup, 300, seed=6)
    plays = outcome.item_plays.sum(axis=0)
    base = GAME.play(GAME.make_setup("tricksters", 4, GAME.default_deck, "counter,counter,random,random"), 300, 6)
    base_plays = base.item_plays.sum(axis=0)
    assert plays[0, 2] < base_plays[0, 2] / 5  # Skulls only when every option was one
    assert plays[2, 0] < base_plays[2, 0] / 5
