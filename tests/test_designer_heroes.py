"""The worked examples of docs/heroes.md: designer heroes from a catalogue file, no kernel code."""

from pathlib import Path

from positions import Position, effects, moves
from simkit.games.trickster.catalog import load_catalog

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples" / "designer-heroes.toml"
CATALOG = load_catalog([EXAMPLES])
DECK = ["Alchemist", "Courier", "Oracle", "Guard", "Nomad", "Brigand", "Soldier"]


def position():
    return Position(DECK, catalog=CATALOG).clear_deck(to="tableau 3")


def test_the_examples_load_with_their_texts():
    assert CATALOG.names[-3:] == ["Alchemist", "Courier", "Oracle"]
    assert all(h.set == "Designer examples" for h in CATALOG.heroes[-3:])


def test_alchemist_swaps_a_hand_card_with_a_trash_card():
    p = position().put("hand 0", "Red Alchemist", "Blue Guard").put("trash", "Green Nomad", "White Soldier")
    p.script(0, "White Soldier")
    ev = p.play(0, "Red Alchemist")
    assert moves(ev) == [("Blue Guard", ["hand", 0], ["trash"]), ("White Soldier", ["trash"], ["hand", 0])]
    p = position().put("hand 0", "Red Alchemist").put("trash", "Green Nomad")  # no hand card left
    assert effects(p.play(0, "Red Alchemist")) == [("Alchemist", False)]


def test_courier_takes_from_the_trash_then_delivers_a_hand_card():
    p = position().put("hand 1", "Red Courier").put("trash", "Green Nomad")
    p.script(1, 2)  # both cards are forced; the opponent is chosen
    ev = p.play(1, "Red Courier")
    assert moves(ev) == [("Green Nomad", ["trash"], ["hand", 1]), ("Green Nomad", ["hand", 1], ["tableau", 2])]
    p = position().put("hand 1", "Red Courier", "Blue Guard")  # empty trash: the first step cannot be done
    assert effects(p.play(1, "Red Courier")) == [("Courier", False)]
    assert p.cards("hand 1") == ["Blue Guard"]


def test_oracle_gives_one_revealed_card_and_buries_the_other():
    p = Position(DECK, catalog=CATALOG).put("hand 0", "Red Oracle").deck_top("Blue Guard", "Green Nomad")
    p.script(0, "Green Nomad", 3)
    ev = p.play(0, "Red Oracle")
    assert moves(ev) == [("Green Nomad", ["deck", "top"], ["hand", 3]), ("Blue Guard", ["deck", "top"], ["deck", "bottom"])]
    assert p.cards("deck")[0] == "Blue Guard"
    p = position().put("hand 0", "Red Oracle").put("deck", "Blue Guard")  # needs two cards
    assert effects(p.play(0, "Red Oracle")) == [("Oracle", False)]
