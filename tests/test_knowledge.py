"""What each seat remembers of hidden cards (simkit.games.trickster.knowledge), with named cards.

A seat knows a hidden card's place when it saw the card go there: from a public zone,
from its own hand, or after it was revealed to it; it forgets when the card moves on
out of its sight, and at a new deal.
"""

from positions import BEGINNER, GRAND_GAMBIT, STRATEGIST, Position
from simkit.games.trickster import layout as L
from simkit.games.trickster.knowledge import knows_nb


def known(p: Position, seat: int) -> dict[str, str]:
    """Cards in hidden zones (other hands, the deck) that ``seat`` knows, and where."""
    out = {}
    for card in range(p.s[L.N_CARDS]):
        loc = p.s[L.LOC + card]
        hidden = loc == L.ZONE_DECK or (loc < L.MAX_PLAYERS and loc != seat)
        if hidden and knows_nb(p.s, seat, card):
            out[p.name(card)] = "deck" if loc == L.ZONE_DECK else f"hand {loc}"
    return out


def test_nobody_knows_another_hand_after_setup():
    p = Position(BEGINNER).put("hand 1", "Red Guard", "Blue Nomad").put("hand 2", "Green Soldier")
    assert all(known(p, seat) == {} for seat in range(4))


def test_a_card_taken_from_a_tableau_into_a_hand_is_known_to_everyone():
    """Doctor: an opponent's tableau card goes to an opponent's hand in everyone's sight."""
    p = Position(STRATEGIST).put("hand 0", "Red Doctor").put("tableau 1", "Blue Scion")
    p.script(0, 2)  # the only tableau card is forced; the receiver is a choice
    p.play(0, "Red Doctor")
    for seat in (0, 1, 3):
        assert known(p, seat) == {"Blue Scion": "hand 2"}
    assert known(p, 2) == {}  # in its own hand: seen, not remembered


def test_peddler_swap_each_side_knows_what_it_gave():
    p = Position(BEGINNER).put("hand 0", "Red Peddler", "Blue Guard").put("hand 2", "Green Nomad", "White Soldier")
    p.script(2, "White Soldier")
    p.play(0, "Red Peddler")
    assert known(p, 0) == {"Blue Guard": "hand 2"}
    assert known(p, 2) == {"White Soldier": "hand 0"}
    assert known(p, 1) == {} and known(p, 3) == {}


def test_explorer_remembers_the_card_put_back_on_the_deck():
    p = Position(STRATEGIST).put("hand 2", "Red Explorer").deck_top("Blue Scion", "Green Witness")
    p.script(2, "Green Witness")
    p.play(2, "Red Explorer")
    assert known(p, 2) == {"Blue Scion": "deck"}
    assert known(p, 0) == {}


def test_smuggler_follows_both_revealed_cards_and_the_victim_knows_what_left():
    p = Position(GRAND_GAMBIT).put("hand 0", "Red Smuggler").put("hand 1", "Blue Noble", "Green Saint")
    p.script(0, "Green Saint", 3)
    p.play(0, "Red Smuggler")
    assert known(p, 0) == {"Blue Noble": "hand 3"}
    assert known(p, 1) == {"Green Saint": "hand 0", "Blue Noble": "hand 3"}
    assert known(p, 2) == {}
    assert known(p, 3) == {}


def test_smuggler_remembers_the_card_left_with_its_owner():
    p = Position(GRAND_GAMBIT).put("hand 0", "Red Smuggler").put("hand 1", "Blue Noble", "Green Saint")
    p.script(0, "Blue Noble", 1)
    p.play(0, "Red Smuggler")
    assert known(p, 0) == {"Green Saint": "hand 1"}


def test_saint_giving_unseen_teaches_the_actor_nothing():
    """Saint to another opponent: the actor does not look; only the victim knows where it went."""
    p = Position(GRAND_GAMBIT).put("hand 0", "Red Saint").put("hand 1", "Blue Noble")
    p.script(0, 2)
    p.play(0, "Red Saint")
    assert known(p, 0) == {} and known(p, 3) == {}
    assert known(p, 1) == {"Blue Noble": "hand 2"}


def test_a_remembered_card_is_forgotten_when_it_moves_on_unseen():
    p = Position(["Doctor", "Saint", "General", "Noble", "Scion", "Witness", "Guard"])
    p.put("hand 0", "Red Doctor").put("tableau 1", "Blue Scion").put("hand 3", "Red Saint")
    p.script(0, 2)  # the only tableau card is forced; the receiver is a choice
    p.play(0, "Red Doctor")
    assert known(p, 0) == {"Blue Scion": "hand 2"} == known(p, 3)
    p.script(3, 1)  # Saint: hand 2 is the only source; the card goes to hand 1, unseen by the actor
    p.play(3, "Red Saint")
    assert p.where("Blue Scion") == ["hand", 1]
    assert known(p, 0) == {} and known(p, 3) == {}
    assert known(p, 2) == {"Blue Scion": "hand 1"}  # it left its own hand: it knows where


def test_a_general_shows_the_hand_card_it_copies_to_everyone():
    p = Position(GRAND_GAMBIT).put("hand 0", "Red General", "Blue Noble").put("tableau 0", "Green Saint")
    p.script(0, "Blue Noble")
    ev = p.play(0, "Red General")  # copies Noble: Green Saint goes to the pot; the shown card stays
    assert any(e["event"] == "reveal" and e["cards"] == ["Blue Noble"] for e in ev)
    assert p.where("Blue Noble") == ["hand", 0]
    assert all(known(p, seat) == {"Blue Noble": "hand 0"} for seat in (1, 2, 3))


def test_a_new_deal_forgets_everything():
    from simkit.games.trickster.rules import deal_round_nb
    p = Position(BEGINNER).put("hand 0", "Red Peddler", "Blue Guard").put("hand 2", "White Soldier")
    p.play(0, "Red Peddler")
    assert known(p, 0)
    deal_round_nb(p.s, p.rng, p.tr)
    assert all(known(p, seat) == {} for seat in range(4))
