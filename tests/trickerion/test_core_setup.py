"""Setup (RULES §1.4, G2-G13) per player count, with scripted choices: Magicians by category,
the starting Trick before the components (G7), the Specialists' bonuses (G6) and the free
preparation (G8)."""

import numpy as np
import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickerion import layout as L
from simkit.games.trickerion import records as R
from simkit.games.trickerion.engine import new_state
from simkit.games.trickerion.setup_nb import setup_game_nb
from tests.trickerion.core_state import (COMPOSITION, comp, ctype, magician, records, script, scripted_words,
                                         streams, trick, tracing)


def set_up(players, scripts, **kw):
    s = new_state(COMPOSITION, "trickerion", players, scripted_words(players), **kw)
    tr = tracing(s)
    setup_game_nb(s, streams(3), tr, script(*scripts))
    return s, tr


def test_setup_per_player_count_values_sides_blocking_and_positions():
    for players, coins, positions in ((2, [10, 12], [1, 3]), (3, [10, 12, 14], [1, 2, 3]),
                                      (4, [10, 12, 14, 16], [1, 2, 3, 4])):
        s, tr = set_up(players, [])
        assert list(s[L.COINS:L.COINS + players]) == coins
        assert list(s[L.FAME:L.FAME + players]) == [5] * players
        assert list(s[L.SHARDS:L.SHARDS + players]) == [1] * players
        assert list(s[L.POSITION:L.POSITION + players]) == positions
        assert list(s[L.HAND:L.HAND + L.MAX_LOCATIONS + 1]) == [2, 2, 2, 0, 0, 0, 3]
        blocked = int(s[L.SLOT_BLOCKED:L.SLOT_BLOCKED + L.MAX_LOCATIONS * L.MAX_LOC_SLOTS].sum())
        assert blocked == (3 if players == 3 else 0)  # Downtown, Market Row, Dark Alley slot 1 (G31)
        assert s[L.DUEL] == (players == 2)
        deck = records(s, tr, R.EV_TS_DECK)
        assert len(deck) == (12 if players == 2 else 0)
        if players == 2:
            assert sorted(r[2] for r in deck) == list(range(12))
        categories = {int(s[L.FAVOURITE + p]) for p in range(players)}
        assert len(categories) == players  # G9: a category once
        assert s[L.TRACK_LEN] == players - 1  # the Theater's starting Riverside cards


def test_scripted_setup_trick_then_components_then_specialist_with_each_bonus():
    mech, optico = magician("The Mechaniker"), magician("The Great Optico")
    seat0 = [mech, trick("Linking Rings"), comp("Metal"), comp("Metal"), ctype("Engineer"), trick("Mind Reading")]
    seat1 = [trick("Enchanted Butterflies"), comp("Fabric"), comp("Fabric"), ctype("Manager"), comp("Rope")]
    # seat 1's Magician is forced once seat 0 took the Mechanical one? no: 6 left; script it first
    seat1 = [optico] + seat1
    s, tr = set_up(2, [seat0, seat1])
    assert s[L.MAGICIAN] == mech and s[L.MAGICIAN + 1] == optico
    lr, mr, eb = trick("Linking Rings"), trick("Mind Reading"), trick("Enchanted Butterflies")
    assert s[L.TRICK_OWNER + lr] == 0 and s[L.TRICK_OWNER + mr] == 0 and s[L.ENGINEER_TRICK] == mr
    assert s[L.HELD + comp("Metal")] == 2
    assert s[L.TRICK_ON_CARD + lr] == 2  # G8: Metal 2 met, prepared free (2 markers)
    assert s[L.TRICK_ON_CARD + mr] == 0  # Glass 2 not met
    at1 = L.MAX_COMPONENTS
    assert s[L.HELD + at1 + comp("Fabric")] == 2 and s[L.HELD + at1 + comp("Rope")] == 1
    assert s[L.MANAGER_PILE + 2] == comp("Rope")  # the Manager's bonus on its slot
    assert s[L.TRICK_ON_CARD + eb] == 2
    assert s[L.CHAR_TYPE + 1] == ctype("Engineer") and s[L.CHAR_TYPE + L.MAX_CHARS + 2] == ctype("Manager")
    kinds = [r[0] for r in records(s, tr) if r[0] in (R.EV_MAGICIAN, R.EV_TRICK, R.EV_COMPONENT, R.EV_SPECIALIST)]
    # seat 0's Trick before its components (G7), the Engineer's bonus after seat 1's first Trick (G6)
    tricks = [r for r in records(s, tr, R.EV_TRICK)]
    assert [r[2] for r in tricks] == [lr, eb, mr] and tricks[2][6] == R.TRICK_CAUSE_ENGINEER_BONUS
    assert kinds.index(R.EV_TRICK) < kinds.index(R.EV_COMPONENT)


def test_the_engineers_bonus_trick_gets_its_extra_marker_at_the_free_preparation():
    seat0 = [magician("The Mechaniker"), trick("Linking Rings"), comp("Metal"), comp("Metal"), ctype("Engineer"),
             trick("Water Tank Escape")]
    s, tr = set_up(2, [seat0, [magician("Master of Chains")]])
    wte = trick("Water Tank Escape")  # needs Metal 2, Glass 2, Rope 1: not met
    assert s[L.TRICK_ON_CARD + wte] == 0
    seat0 = [magician("The Mechaniker"), trick("Living Piano"), comp("Metal"), comp("Metal"), ctype("Engineer"),
             trick("Linking Rings")]
    s, tr = set_up(2, [seat0, [magician("Master of Chains")]])
    assert s[L.ENGINEER_TRICK] == trick("Linking Rings")
    assert s[L.TRICK_ON_CARD + trick("Linking Rings")] == 2 + 1


def test_the_assistants_free_apprentice_sits_on_its_slot():
    s, tr = set_up(2, [[magician("Electra"), trick("Linking Rings"), comp("Wood"), comp("Wood"),
                        ctype("Assistant")], [magician("Anjali") if False else magician("Master of Chains")]])
    assert s[L.CHAR_TYPE + 5] == ctype("Apprentice") and s[L.CHAR_FREE + 5] == 1 and s[L.CHAR_NUMBER + 5] == 2
    rows = [r for r in records(s, tr, R.EV_CHARACTER) if r[1] == 0]
    assert rows[-1][4:6] == (R.CHAR_CAUSE_ASSISTANT_BONUS, R.CHAR_STATE_ASSISTANT_SLOT)


def test_components_worth_at_most_two_one_advanced_takes_it_all():
    s, tr = set_up(2, [[magician("Electra"), trick("Linking Rings"), comp("Saw"), ctype("Assistant")],
                       [magician("Master of Chains")]])
    held = s[L.HELD:L.HELD + L.MAX_COMPONENTS]
    assert held[comp("Saw")] == 1 and held.sum() == 1


def test_fixed_and_random_magicians_keep_categories_apart():
    s, tr = set_up(4, [], magicians=["The Gentleman", "random", "random", "random"], specialists="Engineer")
    assert s[L.MAGICIAN] == magician("The Gentleman")
    assert len({int(s[L.FAVOURITE + p]) for p in range(4)}) == 4
    assert all(s[L.START_SPECIALIST + p] == ctype("Engineer") for p in range(4))
    with pytest.raises(GameSetupError, match="one Favourite category"):
        new_state(COMPOSITION, "trickerion", 2, scripted_words(2), magicians=["Electra", "The Mechaniker"])
    with pytest.raises(GameSetupError, match="not in this ruleset"):
        new_state(COMPOSITION, "trickerion", 2, scripted_words(2), magicians=["Anjali", "draft"])
    with pytest.raises(GameSetupError, match="unknown Specialist"):
        new_state(COMPOSITION, "trickerion", 2, scripted_words(2), specialists="Protégé")


def test_setup_noduel_two_players_use_the_neutral_disc_and_normal_sides():
    s = new_state(COMPOSITION, "trickerion", 2, scripted_words(2), side="normal", blocking="neutral_disc")
    tr = tracing(s)
    setup_game_nb(s, streams(), tr, script())
    assert s[L.DUEL] == 0 and int(s[L.SLOT_BLOCKED:L.SLOT_BLOCKED + 36].sum()) == 3
    assert not records(s, tr, R.EV_TS_DECK)
    assert np.all(s[L.TRACK_OWNER:L.TRACK_OWNER + L.MAX_TRACK * L.GRID] != L.GREY)


def test_the_managers_bonus_of_a_type_on_the_board_moves_that_pile_onto_its_slot_t15():
    seat0 = [magician("The Mechaniker"), trick("Linking Rings"), comp("Wood"), comp("Wood"), ctype("Manager"),
             comp("Wood")]
    s, tr = set_up(2, [seat0, [magician("Master of Chains")]])
    assert s[L.HELD + comp("Wood")] == 3 and s[L.MANAGER_PILE] == comp("Wood")
    moves = [r for r in records(s, tr, R.EV_COMPONENT) if r[1] == 0]
    assert [m[2:6] for m in moves if m[6] == R.COMP_CAUSE_MANAGER_BONUS][:2] == [
        (comp("Wood"), 2, R.PLACE_BOARD, R.PLACE_MANAGER), (comp("Wood"), 1, R.PLACE_SUPPLY, R.PLACE_MANAGER)]
