"""Tricks from the rulebook's examples, run through the engine's own trick kernel."""

import pytest

from positions import BEGINNER, STRATEGIST, Position
from simkit.games.trickster.layout import LAST_BUSTER, NEXT_TRICKSTER


def bust(events):
    return next((e["player"], e["reason"]) for e in events if e["event"] == "bust")


def plays(events):
    return [(e["from"][1], e["card"]) for e in events if e["event"] == "move" and e["cause"] == "play"]


def quiet(position: Position) -> Position:
    """Empty deck and tableaux, so that no effect in the example can resolve and change the trick."""
    return position.clear_deck(to="trash")


def test_same_suit_followers_must_play_the_suit_and_a_player_without_it_busts():
    p = quiet(Position(STRATEGIST, players=4))
    p.put("hand 0", "Yellow Explorer").put("hand 1", "Yellow Scion", "Red Scion")
    p.put("hand 2", "Yellow Witness", "Blue Witness").put("hand 3", "Green Doctor", "Blue Doctor")
    p.script(1, "Yellow Scion")
    p.start_trick(leader=0)
    ev = p.play_trick()
    assert plays(ev) == [(0, "Yellow Explorer"), (1, "Yellow Scion"), (2, "Yellow Witness")]
    assert [e for e in ev if e["event"] == "pattern"][0]["pattern"] == "same_suit"
    assert bust(ev) == (3, "no_legal_card")
    assert p.cards("tableau 3") == ["Yellow Explorer", "Yellow Scion", "Yellow Witness"]
    assert int(p.s[LAST_BUSTER]) == 3  # the buster leads the next trick


def test_same_hero_followers_must_play_the_hero():
    p = quiet(Position(STRATEGIST, players=4))
    p.put("hand 0", "Yellow Explorer").put("hand 1", "Black Explorer", "Black Scion")
    p.put("hand 2", "Red Explorer", "Red Witness").put("hand 3", "Green Explorer", "Green Doctor")
    p.script(1, "Black Explorer")
    p.start_trick(leader=0)
    ev = p.play_trick()
    assert [e for e in ev if e["event"] == "pattern"][0]["pattern"] == "same_hero"
    assert plays(ev)[2:] == [(2, "Red Explorer"), (3, "Green Explorer")]
    assert bust(ev) == (1, "all_played")  # everyone followed: the Trickster busts


def test_no_match_followers_may_repeat_no_hero_and_no_suit_in_the_pot():
    p = quiet(Position(STRATEGIST, players=4))
    p.put("hand 0", "Yellow Explorer").put("hand 1", "Orange Scion", "Yellow Scion")
    # seat 2 holds only cards repeating a hero or suit of the pot, seat 3 is never reached
    p.put("hand 2", "Blue Explorer", "Orange Witness", "Yellow Doctor").put("hand 3", "Green Doctor")
    p.script(1, "Orange Scion")
    p.start_trick(leader=0)
    ev = p.play_trick()
    assert [e for e in ev if e["event"] == "pattern"][0]["pattern"] == "no_match"
    assert bust(ev) == (2, "no_legal_card")


def test_no_match_counts_every_card_in_the_pot():
    def position():
        p = quiet(Position(STRATEGIST, players=4))
        p.put("hand 0", "Yellow Explorer").put("hand 1", "Orange Scion", "Yellow Scion")
        p.put("hand 2", "Blue Witness", "Green Witness").put("hand 3", "Green Doctor", "Blue Doctor", "Red Inventor")
        p.script(1, "Orange Scion").script(2, "Blue Witness")
        return p.start_trick(leader=0)
    p = position().script(3, "Blue Doctor")  # Blue is in the pot through seat 2's card
    with pytest.raises(ValueError, match="not among the legal options"):
        p.play_trick()
    ev = position().script(3, "Red Inventor").play_trick()
    assert plays(ev)[3] == (3, "Red Inventor")
    assert bust(ev) == (1, "all_played")


def test_three_players_timeline_leads_and_trickster_busts_when_all_follow():
    # "The lead card is a Red Brigand. Abby is the Trickster. Abby plays a Blue Brigand. Beth plays a
    # Green Brigand. Candi plays a Yellow Brigand. ... Abby busts. In the next trick, Beth will be the Trickster."
    p = quiet(Position(BEGINNER, players=3))
    p.put("timeline", "White Guard", "Red Brigand")  # the front is the last card
    p.put("hand 0", "Blue Brigand").put("hand 1", "Green Brigand", "Black Nomad").put("hand 2", "Yellow Brigand")
    p.s[NEXT_TRICKSTER] = 0  # Abby (seat 0)
    ev = p.play_trick()
    assert ev[0] == {"event": "trick", "number": 1, "leader": None, "trickster": 0}
    assert ev[1] == {"event": "move", "card": "Red Brigand", "from": ["timeline"], "to": ["pot"], "cause": "lead"}
    assert plays(ev) == [(0, "Blue Brigand"), (1, "Green Brigand"), (2, "Yellow Brigand")]
    assert bust(ev) == (0, "all_played")
    assert [e["hero"] for e in ev if e["event"] == "effect"] == ["Brigand"] * 3  # the lead card's is not resolved
    ev = p.play_trick(2)
    assert ev[0]["trickster"] == 1  # Beth, whoever busted


def test_two_players_take_two_turns_each():
    # "The lead card is a Blue Brigand. Abby is the Trickster. Abby plays a Blue Explorer. Beth plays a Blue
    # Magician. Then Abby ... plays a Blue Brigand. Then Beth ... plays a Blue Scion. ... Abby busts."
    # The example leads and plays the same card (Blue Brigand); each card exists once, so here Abby's
    # second card is the Blue Nomad.
    p = quiet(Position(["Brigand", "Explorer", "Magician", "Scion", "Guard", "Nomad", "Soldier"], players=2))
    p.put("timeline", "Blue Brigand")
    p.put("hand 0", "Blue Explorer", "Blue Nomad").put("hand 1", "Blue Magician", "Blue Scion")
    p.script(0, "Blue Explorer").script(1, "Blue Magician")
    ev = p.play_trick()
    assert plays(ev) == [(0, "Blue Explorer"), (1, "Blue Magician"), (0, "Blue Nomad"), (1, "Blue Scion")]
    assert bust(ev) == (0, "all_played")
    assert len(p.cards("tableau 0")) == 5


def test_a_player_with_an_empty_hand_busts_when_their_turn_comes():
    # seat 1 has no card (an effect took it earlier): it busts on its turn and collects the pot
    p = quiet(Position(BEGINNER, players=4))
    p.put("hand 0", "Red Guard").put("hand 2", "Blue Guard").put("hand 3", "Green Guard")
    p.start_trick(leader=0)
    ev = p.play_trick()
    assert bust(ev) == (1, "empty_hand")
    assert p.cards("tableau 1") == ["Red Guard"]
