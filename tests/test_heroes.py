"""One test per hero: the effect resolves as printed, and fizzles when it cannot resolve in full."""

import pytest

from positions import BEGINNER, GRAND_GAMBIT, STRATEGIST, Position, effects, moves
from simkit.games.trickster import layout as L

T = lambda seat: ["tableau", seat]  # noqa: E731
H = lambda seat: ["hand", seat]  # noqa: E731


def beginner(**kw):
    return Position(BEGINNER, **kw)


def strategist(**kw):
    return Position(STRATEGIST, **kw)


def gambit(**kw):
    return Position(GRAND_GAMBIT, **kw)


# ---- Champions of Time ----------------------------------------------------------

def test_brigand_moves_own_tableau_card_to_chosen_opponent():
    p = beginner().put("hand 0", "Red Brigand").put("tableau 0", "Blue Guard", "Green Nomad")
    p.script(0, "Green Nomad", 2)
    ev = p.play(0, "Red Brigand")
    assert effects(ev) == [("Brigand", True)]
    assert moves(ev) == [("Green Nomad", T(0), T(2))]
    assert p.cards("tableau 0") == ["Blue Guard"]


def test_brigand_fizzles_with_empty_own_tableau():
    p = beginner().put("hand 0", "Red Brigand").put("tableau 1", "Blue Guard")
    ev = p.play(0, "Red Brigand")
    assert effects(ev) == [("Brigand", False)] and moves(ev) == []
    assert p.script_used(0) == 0


def test_witness_moves_own_tableau_card_to_an_opponent():
    p = strategist().put("hand 1", "Red Witness").put("tableau 1", "Blue Doctor")
    p.script(1, 3)  # the only card is forced; the opponent is a choice
    ev = p.play(1, "Red Witness")
    assert moves(ev) == [("Blue Doctor", T(1), T(3))]


def test_witness_fizzles_with_empty_own_tableau():
    p = strategist().put("hand 1", "Red Witness").put("tableau 0", "Blue Doctor")
    assert effects(p.play(1, "Red Witness")) == [("Witness", False)]


def test_doctor_moves_opponent_tableau_card_to_any_opponent_hand():
    p = strategist().put("hand 0", "Red Doctor").put("tableau 1", "Blue Scion").put("tableau 0", "Red Scion")
    p.put("tableau 3", "Black Scion")
    p.script(0, "Blue Scion", 2)
    ev = p.play(0, "Red Doctor")
    assert moves(ev) == [("Blue Scion", T(1), H(2))]


def test_doctor_may_return_the_card_to_its_owners_hand_but_never_the_actor():
    p = strategist().put("hand 0", "Red Doctor").put("tableau 1", "Blue Scion")
    p.script(0, 1)
    assert moves(p.play(0, "Red Doctor")) == [("Blue Scion", T(1), H(1))]
    p = strategist().put("hand 0", "Red Doctor").put("tableau 1", "Blue Scion")
    p.script(0, 0)
    with pytest.raises(ValueError, match="not among the legal options"):
        p.play(0, "Red Doctor")


def test_doctor_fizzles_when_no_opponent_has_a_tableau_card():
    p = strategist().put("hand 0", "Red Doctor").put("tableau 0", "Blue Scion")
    assert effects(p.play(0, "Red Doctor")) == [("Doctor", False)]


def test_explorer_keeps_one_of_the_top_two_and_the_other_stays_on_top():
    p = strategist().put("hand 2", "Red Explorer").deck_top("Blue Scion", "Green Witness")
    p.script(2, "Green Witness")
    ev = p.play(2, "Red Explorer")
    reveal = [e for e in ev if e["event"] == "reveal"]
    assert reveal == [{"event": "reveal", "player": 2, "cards": ["Blue Scion", "Green Witness"]}]
    assert moves(ev) == [("Green Witness", ["deck", "top"], H(2))]
    assert p.cards("deck")[-1] == "Blue Scion"


def test_explorer_takes_the_last_card_of_the_deck():
    p = strategist().put("hand 2", "Red Explorer").clear_deck().put("deck", "Blue Scion")
    ev = p.play(2, "Red Explorer")
    assert effects(ev) == [("Explorer", True)]
    assert moves(ev) == [("Blue Scion", ["deck", "top"], H(2))]


def test_explorer_fizzles_on_an_empty_deck():
    p = strategist().put("hand 2", "Red Explorer").clear_deck()
    assert effects(p.play(2, "Red Explorer")) == [("Explorer", False)]


def test_guard_takes_an_opponent_tableau_card_into_hand():
    p = beginner().put("hand 0", "Red Guard").put("tableau 3", "Blue Nomad")
    ev = p.play(0, "Red Guard")
    assert moves(ev) == [("Blue Nomad", T(3), H(0))]


def test_guard_fizzles_when_only_own_tableau_has_cards():
    p = beginner().put("hand 0", "Red Guard").put("tableau 0", "Blue Nomad")
    assert effects(p.play(0, "Red Guard")) == [("Guard", False)]


def test_inventor_card_becomes_second_card_sets_pattern_and_leader_becomes_trickster():
    p = strategist().put("hand 0", "Red Inventor").deck_top("Red Scion")
    p.start_trick(leader=0)
    ev = p.play(0, "Red Inventor")
    assert moves(ev) == [("Red Scion", ["deck", "top"], ["pot"])]
    assert [e for e in ev if e["event"] == "pattern"] == [{"event": "pattern", "pattern": "same_suit", "trickster": 0}]
    assert p.trickster == 0 and p.pattern == "same_suit"


def test_inventor_legal_card_follows_into_pot_illegal_goes_to_trash():
    p = strategist().put("hand 2", "Blue Inventor", "Green Inventor").deck_top("Blue Scion", "White Archivist")
    p.start_trick(leader=0, pot=("Blue Doctor", "Blue Explorer"))  # same suit: Blue
    assert moves(p.play(2, "Blue Inventor")) == [("Blue Scion", ["deck", "top"], ["pot"])]
    p.put("hand 3", "Orange Inventor")
    ev = p.play(3, "Orange Inventor")  # illegal itself, but the test plays it to reach the effect
    assert moves(ev) == [("White Archivist", ["deck", "top"], ["trash"])]


def test_inventor_fizzles_on_an_empty_deck():
    p = strategist().put("hand 0", "Red Inventor").clear_deck()
    assert effects(p.play(0, "Red Inventor")) == [("Inventor", False)]


def test_nomad_moves_opponent_tableau_card_to_own_tableau():
    p = beginner().put("hand 1", "Red Nomad").put("tableau 2", "Blue Guard", "Black Soldier")
    p.script(1, "Black Soldier")
    assert moves(p.play(1, "Red Nomad")) == [("Black Soldier", T(2), T(1))]


def test_nomad_fizzles_without_opponent_tableau_cards():
    p = beginner().put("hand 1", "Red Nomad")
    assert effects(p.play(1, "Red Nomad")) == [("Nomad", False)]


def test_peddler_swaps_a_hand_card_for_one_the_opponent_chooses():
    p = beginner().put("hand 0", "Red Peddler", "Blue Guard").put("hand 2", "Green Nomad", "White Soldier")
    p.script(2, "White Soldier")  # the actor's card and opponent are forced here
    ev = p.play(0, "Red Peddler")
    assert moves(ev) == [("Blue Guard", H(0), H(2)), ("White Soldier", H(2), H(0))]
    assert p.script_used(2) == 1  # the opponent made the choice
    p.put("hand 0", "Red Guard").put("hand 3", "Black Nomad")
    p.start_trick(leader=0).put("hand 0", "Black Peddler")
    p.script(0, "Red Guard", 3)
    assert moves(p.play(0, "Black Peddler"))[0] == ("Red Guard", H(0), H(3))


def test_peddler_fizzles_with_no_card_left_in_hand():
    p = beginner().put("hand 0", "Red Peddler").put("hand 2", "Green Nomad")
    assert effects(p.play(0, "Red Peddler")) == [("Peddler", False)]


def test_revolutionary_takes_a_trash_card():
    p = beginner().put("hand 0", "Red Revolutionary").put("trash", "Blue Guard", "Green Nomad")
    p.script(0, "Green Nomad")
    assert moves(p.play(0, "Red Revolutionary")) == [("Green Nomad", ["trash"], H(0))]


def test_revolutionary_fizzles_on_an_empty_trash():
    p = beginner().put("hand 0", "Red Revolutionary")
    assert effects(p.play(0, "Red Revolutionary")) == [("Revolutionary", False)]


def test_scavenger_swaps_own_tableau_card_with_a_trash_card():
    p = strategist().put("hand 0", "Red Scavenger").put("tableau 0", "Blue Doctor").put("trash", "Green Scion")
    ev = p.play(0, "Red Scavenger")
    assert moves(ev) == [("Blue Doctor", T(0), ["trash"]), ("Green Scion", ["trash"], T(0))]


def test_scavenger_fizzles_without_own_tableau_card_or_trash_card():
    p = strategist().put("hand 0", "Red Scavenger").put("trash", "Green Scion")
    assert effects(p.play(0, "Red Scavenger")) == [("Scavenger", False)]
    p = strategist().put("hand 0", "Red Scavenger").put("tableau 0", "Green Scion")
    assert effects(p.play(0, "Red Scavenger")) == [("Scavenger", False)]


def test_scion_draws_then_puts_any_hand_card_at_the_deck_bottom():
    p = strategist().put("hand 0", "Red Scion", "Blue Doctor").deck_top("Green Witness")
    p.script(0, "Blue Doctor")
    ev = p.play(0, "Red Scion")
    assert moves(ev) == [("Green Witness", ["deck", "top"], H(0)), ("Blue Doctor", H(0), ["deck", "bottom"])]
    assert p.cards("deck")[0] == "Blue Doctor"


def test_scion_may_put_back_the_card_it_drew():
    p = strategist().put("hand 0", "Red Scion").deck_top("Green Witness")
    ev = p.play(0, "Red Scion")  # the hand is empty but for the drawn card
    assert moves(ev)[1] == ("Green Witness", H(0), ["deck", "bottom"])


def test_scion_fizzles_on_an_empty_deck():
    p = strategist().put("hand 0", "Red Scion", "Blue Doctor").clear_deck()
    assert effects(p.play(0, "Red Scion")) == [("Scion", False)]


def test_soldier_moves_a_hand_card_to_an_opponent_tableau():
    p = beginner().put("hand 0", "Red Soldier", "Blue Guard")
    p.script(0, 3)
    assert moves(p.play(0, "Red Soldier")) == [("Blue Guard", H(0), T(3))]


def test_soldier_fizzles_with_an_empty_hand():
    p = beginner().put("hand 0", "Red Soldier")
    assert effects(p.play(0, "Red Soldier")) == [("Soldier", False)]


def test_magician_moves_own_tableau_card_to_the_trash():
    p = beginner().put("hand 0", "Red Magician").put("tableau 0", "Blue Guard")
    assert moves(p.play(0, "Red Magician")) == [("Blue Guard", T(0), ["trash"])]


def test_magician_fizzles_with_empty_own_tableau():
    p = beginner().put("hand 0", "Red Magician").put("tableau 1", "Blue Guard")
    assert effects(p.play(0, "Red Magician")) == [("Magician", False)]


def test_archivist_uses_a_trash_card_effect_and_the_copied_card_stays():
    p = strategist().put("hand 0", "Red Archivist").put("tableau 0", "Blue Doctor").put("trash", "Green Witness")
    p.script(0, 1)  # copy and card are forced (Doctor could not resolve), the opponent is chosen
    ev = p.play(0, "Red Archivist")
    assert [(e["hero"], e["source"], e["resolved"]) for e in ev if e["event"] == "effect"] == [
        ("Archivist", "Red Archivist", True), ("Witness", "Green Witness", True)]
    assert moves(ev) == [("Blue Doctor", T(0), T(1))]
    assert p.where("Green Witness") == ["trash"]
    # fizzle statistics count the played hero's own effect: one Archivist, no Witness play
    resolved = p.s[L.EFFECT_RESOLVED:L.EFFECT_RESOLVED + 7].tolist()
    assert resolved == [1 if hero == "Archivist" else 0 for hero in STRATEGIST]


def test_archivist_copy_cannot_move_the_copied_card_itself():
    # the only own tableau card is a Witness: copying it would have to move it
    p = strategist().put("hand 0", "Red Archivist").put("tableau 0", "Blue Witness").put("trash", "Green Archivist")
    p.clear_deck(to="tableau 1")
    assert effects(p.play(0, "Red Archivist")) == [("Archivist", False)]


def test_archivist_may_copy_an_own_tableau_card_using_another_card():
    p = strategist().put("hand 0", "Red Archivist").put("tableau 0", "Blue Witness", "Black Scion")
    p.clear_deck(to="tableau 1")
    p.script(0, 2)
    assert moves(p.play(0, "Red Archivist")) == [("Black Scion", T(0), T(2))]


# ---- Grand Gambit -------------------------------------------------------------------

def test_general_reveals_a_hand_card_and_uses_its_effect():
    p = gambit().put("hand 0", "Red General", "Blue Shaman", "Green Hunter")
    ev = p.play(0, "Red General")
    assert [e for e in ev if e["event"] == "reveal"] == [{"event": "reveal", "player": 0, "cards": ["Blue Shaman"]}]
    assert moves(ev) == [("Green Hunter", H(0), T(0))]
    assert p.where("Blue Shaman") == H(0)


def test_general_uses_a_trash_card_effect():
    p = gambit().put("hand 0", "Red General").put("trash", "Blue Hunter", "Green Noble")
    p.script(0, 2)
    ev = p.play(0, "Red General")
    assert effects(ev) == [("General", True), ("Hunter", True)]
    assert moves(ev) == [("Green Noble", ["trash"], T(2))]


def test_general_cannot_copy_general_or_archivist():
    p = Position(["General", "Archivist", "Hunter", "Noble", "Shaman", "Saint", "Vigilante"])
    p.put("hand 0", "Red General", "Blue General").put("trash", "Green Archivist")
    assert effects(p.play(0, "Red General")) == [("General", False)]


def test_hunter_moves_a_trash_card_to_an_opponent_tableau():
    p = gambit().put("hand 0", "Red Hunter").put("trash", "Blue Noble")
    p.script(0, 1)
    assert moves(p.play(0, "Red Hunter")) == [("Blue Noble", ["trash"], T(1))]


def test_hunter_fizzles_on_an_empty_trash():
    p = gambit().put("hand 0", "Red Hunter")
    assert effects(p.play(0, "Red Hunter")) == [("Hunter", False)]


def test_noble_as_leader_adds_any_tableau_card_and_becomes_trickster():
    p = gambit().put("hand 0", "Red Noble").put("tableau 0", "Blue Saint")
    p.start_trick(leader=0)
    ev = p.play(0, "Red Noble")
    assert moves(ev) == [("Blue Saint", T(0), ["pot"])]
    assert p.trickster == 0 and p.pattern == "no_match"
    assert effects(ev) == [("Noble", True)]  # the added card's effect is not resolved


def test_noble_offers_only_cards_that_follow_the_pattern():
    p = gambit().put("hand 2", "Red Noble").put("tableau 2", "Blue Saint", "Red Hunter")
    p.start_trick(leader=0, pot=("Red Shaman", "Red Smuggler"))  # same suit: Red
    assert moves(p.play(2, "Red Noble")) == [("Red Hunter", T(2), ["pot"])]  # Blue Saint is not offered


def test_noble_fizzles_when_no_tableau_card_is_legal():
    p = gambit().put("hand 2", "Red Noble").put("tableau 2", "Blue Saint")
    p.start_trick(leader=0, pot=("Red Shaman", "Red Smuggler"))
    assert effects(p.play(2, "Red Noble")) == [("Noble", False)]


def test_shaman_moves_a_hand_card_to_own_tableau():
    p = gambit().put("hand 0", "Red Shaman", "Blue Saint")
    assert moves(p.play(0, "Red Shaman")) == [("Blue Saint", H(0), T(0))]


def test_shaman_fizzles_with_an_empty_hand():
    p = gambit().put("hand 0", "Red Shaman")
    assert effects(p.play(0, "Red Shaman")) == [("Shaman", False)]


def test_saint_moves_a_random_card_to_another_players_hand_never_back():
    p = gambit().put("hand 0", "Red Saint").put("hand 1", "Blue Noble")
    p.script(0, 2)  # seat 1 is the only source; give to seat 2
    assert moves(p.play(0, "Red Saint")) == [("Blue Noble", H(1), H(2))]
    p = gambit().put("hand 0", "Red Saint").put("hand 1", "Blue Noble")
    p.script(0, 1)
    with pytest.raises(ValueError, match="not among the legal options"):
        p.play(0, "Red Saint")


def test_saint_may_keep_the_card():
    p = gambit().put("hand 0", "Red Saint").put("hand 3", "Blue Noble")
    p.script(0, 0)
    assert moves(p.play(0, "Red Saint")) == [("Blue Noble", H(3), H(0))]


def test_saint_fizzles_when_every_opponent_hand_is_empty():
    p = gambit().put("hand 0", "Red Saint", "Blue Noble")
    assert effects(p.play(0, "Red Saint")) == [("Saint", False)]


def test_smuggler_keeps_one_revealed_card_and_passes_the_other():
    p = gambit().put("hand 0", "Red Smuggler").put("hand 1", "Blue Noble", "Green Saint")
    p.script(0, "Green Saint", 3)
    ev = p.play(0, "Red Smuggler")
    assert [e["event"] for e in ev][:2] == ["effect", "reveal"]
    assert sorted(next(e for e in ev if e["event"] == "reveal")["cards"]) == ["Blue Noble", "Green Saint"]
    assert moves(ev) == [("Green Saint", H(1), H(0)), ("Blue Noble", H(1), H(3))]


def test_smuggler_other_card_may_stay_with_its_owner_without_a_move():
    p = gambit().put("hand 0", "Red Smuggler").put("hand 1", "Blue Noble", "Green Saint")
    p.script(0, "Blue Noble", 1)
    assert moves(p.play(0, "Red Smuggler")) == [("Blue Noble", H(1), H(0))]
    assert p.where("Green Saint") == H(1)


def test_smuggler_fizzles_unless_an_opponent_holds_two_cards():
    p = gambit().put("hand 0", "Red Smuggler").put("hand 1", "Blue Noble").put("hand 2", "Green Saint")
    assert effects(p.play(0, "Red Smuggler")) == [("Smuggler", False)]


def test_vigilante_swaps_a_trash_card_with_an_opponent_tableau_card():
    p = gambit().put("hand 0", "Red Vigilante").put("trash", "Blue Noble").put("tableau 2", "Green Saint")
    ev = p.play(0, "Red Vigilante")
    assert moves(ev) == [("Blue Noble", ["trash"], T(2)), ("Green Saint", T(2), ["trash"])]


def test_vigilante_fizzles_without_an_opponent_tableau_card():
    p = gambit().put("hand 0", "Red Vigilante").put("trash", "Blue Noble").put("tableau 0", "Green Saint")
    assert effects(p.play(0, "Red Vigilante")) == [("Vigilante", False)]


# ---- a designer hero made of the sideways primitive (the Fantasy Druid's) -------------------

def test_sideways_card_counts_as_two_for_majorities_and_score_and_turns_upright_in_a_hand(tmp_path):
    from simkit.games.trickster.catalog import load_catalog
    path = tmp_path / "gardener.toml"
    path.write_text('[[hero]]\nname = "Gardener"\nset = "Designer"\ntext = "Turn an upright card in any '
                    'tableau sideways."\neffect = [{ op = "sideways", from = "any.tableau" }]\n')
    heroes = ["Gardener", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"]
    p = Position(heroes, players=3, catalog=load_catalog([path])).clear_deck(to="trash")
    p.put("hand 0", "Red Gardener").put("tableau 0", "Blue Guard").put("tableau 1", "Blue Nomad", "Blue Soldier")
    p.put("tableau 2", "Green Guard")
    p.script(0, "Blue Guard")
    ev = p.play(0, "Red Gardener")
    assert [e for e in ev if e["event"] == "sideways"] == [{"event": "sideways", "card": "Blue Guard"}]
    p.put("pot").put("trash", "Red Gardener")
    s, majorities = [(e["scores"], e["majorities"]) for e in p.score_round() if e["event"] == "round_end"][0]
    assert s == [2, 2, 0]  # the sideways Blue Guard counts 2: Blue is tied 2-2, nobody has its majority
    assert majorities == [[], [], ["Green"]]
    p.put("hand 0", "Blue Guard")  # into a hand: upright again
    assert p.s[L.SIDEWAYS + p.card("Blue Guard")] == 0
    p2 = Position(heroes, players=3, catalog=load_catalog([path])).clear_deck(to="trash")
    p2.put("hand 0", "Red Gardener")
    assert effects(p2.play(0, "Red Gardener")) == [("Gardener", False)]  # no tableau card at all


def test_saint_names_the_receiver_before_chance_draws_the_card():
    p = gambit().put("hand 0", "Red Saint").put("hand 1", "Blue Noble", "Green Hunter", "White Shaman")
    p.script(0, 1)  # not a legal receiver: the engine stops at that choice
    chance_before = int(p.rng[0])
    with pytest.raises(ValueError, match="not among the legal options"):
        p.play(0, "Red Saint")
    assert int(p.rng[0]) == chance_before  # no card drawn yet
    assert p.cards("hand 1") == ["Blue Noble", "Green Hunter", "White Shaman"]


def test_peddler_opponent_chooses_before_the_actors_card_moves():
    p = beginner().put("hand 0", "Red Peddler", "Blue Guard", "Black Guard").put("hand 2", "Green Nomad", "White Soldier")
    p.script(0, "Blue Guard", 2).script(2, "Red Nomad")  # seat 2's choice is illegal: stop there
    with pytest.raises(ValueError, match="not among the legal options"):
        p.play(0, "Red Peddler")
    assert p.where("Blue Guard") == H(0) and p.script_used(2) == 1
