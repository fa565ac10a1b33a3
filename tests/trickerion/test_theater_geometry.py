"""The geometry of Performance cards (G60, T2): circles per slot side, orientations, Links."""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.theater_geometry import (circle_at, direction_to, facing_direction, fill_geometry, grey_up,
                                                      is_link, links_on_card, neighbour, shows, tricks_in_links,
                                                      up_facing)

from .theater_state import (COMPOSITION, card_id, category, lay_out, learn, put_marker, sides, slot_id,
                            theater_state)

UP, RIGHT, DOWN, LEFT = 0, 1, 2, 3


def circles(s, card):
    """{slot letter: {direction: circle name}} of a card, from PC_CIRCLE."""
    p = COMPOSITION.performance_cards
    c = card_id(card)
    names = {i: "".join(sorted((a, b))) for i, (a, b, _) in enumerate(p.links(c))}
    out = {}
    for slot in "ABCDEF":
        here = {d: names[circle_at(s, c, slot_id(slot), d)] for d in range(4) if circle_at(s, c, slot_id(slot), d) >= 0}
        if here:
            out[slot] = here
    return out


def test_the_grid_neighbours_join_columns_up_down_and_rows_left_right():
    assert [neighbour(slot_id("B"), d) for d in range(4)] == [slot_id("A"), slot_id("E"), slot_id("C"), -1]
    assert [neighbour(slot_id("D"), d) for d in range(4)] == [-1, -1, slot_id("E"), slot_id("A")]
    assert neighbour(slot_id("C"), DOWN) == -1 and neighbour(slot_id("F"), RIGHT) == -1
    assert direction_to(slot_id("C"), slot_id("F")) == RIGHT and direction_to(slot_id("A"), slot_id("C")) == -1


def test_fill_geometry_puts_each_circle_at_both_its_slots_sides():
    s = theater_state()
    assert circles(s, "Riverside 1") == {"A": {DOWN: "AB"}, "B": {UP: "AB", DOWN: "BC"}, "C": {UP: "BC"}}
    # Grand Magorian 1: A-D, B-C, B-E (Shard), D-E; B has three circles, so three orientations
    assert circles(s, "Grand Magorian 1") == {"A": {RIGHT: "AD"}, "B": {RIGHT: "BE", DOWN: "BC"}, "C": {UP: "BC"},
                                              "D": {LEFT: "AD", DOWN: "DE"}, "E": {LEFT: "BE", UP: "DE"}}
    assert circles(s, "Magnus Pantheon 1")["E"] == {LEFT: "BE", UP: "DE"}
    assert circles(s, "Riverside 6")["C"] == {UP: "BC", RIGHT: "CF"}


def test_every_card_has_two_sides_per_circle_and_none_off_its_slots():
    s = theater_state()
    p = COMPOSITION.performance_cards
    for c in range(len(p.names)):
        block = s[L.PC_CIRCLE + c * 24:L.PC_CIRCLE + (c + 1) * 24].reshape(6, 4)
        for link in range(p.n_links[c]):
            assert (block == link).sum() == 2
        assert (block >= 0).sum() == 2 * p.n_links[c]
        for slot in range(6):
            if not p.slots[c, slot]:
                assert (block[slot] == -1).all()


def test_fill_geometry_refuses_a_link_between_slots_not_side_by_side():
    s = theater_state()
    c = card_id("Riverside 1")
    s[L.PC_LINK_B + c * L.MAX_LINKS + 1] = slot_id("A")  # B-A listed twice is fine; make it A-C:
    s[L.PC_LINK_A + c * L.MAX_LINKS + 1] = slot_id("C")
    with pytest.raises(ValueError, match="not side by side"):
        fill_geometry(s)


def test_the_marker_cycle_runs_clockwise_escape_spiritual_mechanical_optical_t2():
    s = theater_state()
    up = up_facing(s, category("Escape"), UP)
    assert [shows(s, up, d) for d in range(4)] == [category(c) for c in ("Escape", "Spiritual", "Mechanical", "Optical")]
    for c in range(4):
        for d in range(4):
            u = up_facing(s, c, d)
            assert shows(s, u, d) == c and facing_direction(s, u, c) == d
            # opposite sides are Escape/Mechanical and Optical/Spiritual
            assert {shows(s, u, d), shows(s, u, (d + 2) % 4)} in ({0, 1}, {2, 3})


def test_the_worked_example_mind_reading_on_riverside_1_links_the_grey_optical_at_bc():
    """docs/trickerion-trace.md's example: the Duel side of Riverside 1 has a grey marker on C
    showing Optical toward BC; Mind Reading (Spiritual) on B facing A shows Optical down."""
    s = theater_state(players=2)
    lay_out(s, "Riverside 1")
    assert s[L.TRACK_OWNER + slot_id("C")] == L.GREY
    assert sides(s, 0, "C")["up"] == "Optical"
    learn(s, 0, "Mind Reading")
    put_marker(s, 0, "Mind Reading", 0, "B", facing="A")
    assert sides(s, 0, "B") == {"up": "Spiritual", "right": "Mechanical", "down": "Optical", "left": "Escape"}
    assert is_link(s, 0, 1) == 1  # BC
    assert is_link(s, 0, 0) == 0  # AB: nothing on A
    assert links_on_card(s, 0) == 1
    assert tricks_in_links(s, 0) == 1  # the grey marker is no Trick


def test_a_link_forms_between_different_categories():
    """RULES §1.9: a Mechanical marker turned with its Optical side toward an Optical Trick's
    own side links with it (Riverside 2: B-E is its Shard circle)."""
    s = theater_state(players=3)
    lay_out(s, "Riverside 2")
    learn(s, 0, "Linking Rings")  # Mechanical
    learn(s, 1, "Enchanted Butterflies")  # Optical
    put_marker(s, 0, "Linking Rings", 0, "B", facing="A")  # Mechanical up: Optical shows right, toward E
    assert sides(s, 0, "B")["right"] == "Optical"
    put_marker(s, 1, "Enchanted Butterflies", 0, "E", facing="B")
    assert is_link(s, 0, 1) == 1 and links_on_card(s, 0) == 1
    # turned the other way (Mechanical toward B-E) there is no Link
    s[L.TRACK_UP + slot_id("B")] = up_facing(s, category("Mechanical"), RIGHT)
    assert is_link(s, 0, 1) == 0


def test_grey_up_turns_the_printed_category_toward_its_circle():
    cycle = COMPOSITION.performance_cards.marker_cycle
    # Riverside 4's grey marker on F faces E (up, E-F is a column circle) showing Escape
    up = grey_up(cycle, slot_id("F"), slot_id("E"), category("Escape"))
    s = theater_state()
    assert shows(s, up, UP) == category("Escape")
    with pytest.raises(ValueError):
        grey_up(cycle, slot_id("A"), slot_id("F"), 0)


def test_every_duel_sides_grey_marker_shows_its_category_toward_its_circle():
    s = theater_state(players=2)
    p = COMPOSITION.performance_cards
    for c in range(len(p.names)):
        for g in range(L.MAX_GREY):
            slot = p.grey_slot[c, g]
            if slot < 0:
                continue
            d = direction_to(slot, p.grey_facing[c, g])
            assert circle_at(s, c, slot, d) >= 0
            assert shows(s, s[L.PC_GREY_UP + c * L.MAX_GREY + g], d) == p.grey_category[c, g]
    assert np.count_nonzero(p.grey_slot >= 0) == 36
