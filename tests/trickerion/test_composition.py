"""The default composition holds every property of the data notes (docs/trickerion.md, "Data") and
the named cards as the data tables give them."""

from collections import Counter
from itertools import combinations

import numpy as np
import pytest

from simkit.games.trickerion.composition import DEFAULT_COMPOSITION, SECTIONS, built_in_names, load_composition
from simkit.games.trickerion.vocabulary import CATEGORIES, END_BONUS_NAMES, FACE_ANY, FACE_X, GRID_SLOTS, MODULES, TIERS

C = load_composition()
TRICKS, CARDS = C.tricks, C.performance_cards
MECHANICAL, OPTICAL, ESCAPE, SPIRITUAL = (CATEGORIES.index(c) for c in ("Mechanical", "Optical", "Escape", "Spiritual"))


def test_the_default_is_assumed_v1_and_both_built_ins_load():
    assert DEFAULT_COMPOSITION == "trickerion-assumed-v1" == C.name
    assert built_in_names() == ["trickerion-academy-sparse", "trickerion-alt-v1", "trickerion-assumed-v1"]
    assert load_composition("trickerion-alt-v1").name == "trickerion-alt-v1"


def test_every_section_of_the_file_is_a_known_section_with_its_source():
    assert list(C.sources) == ["components", "market", "dice", "locations", "academy_location", "theater", "characters",
                               "initiative", "scoring", "setup", "tricks", "performance_cards", "duel_sides",
                               "turn_setup", "magicians", "special_assignments", "prophecies", "academy",
                               "academy_ten_rooms", "academy_tiles", "secrets", "protege", "contraptions",
                               "signature_tricks"]
    assert set(C.sources) == {s.name for s in SECTIONS}
    assert {name for name, source in C.sources.items() if source == "assumed"} == {
        "duel_sides", "turn_setup", "academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege",
        "contraptions", "signature_tricks"}
    assert C.sources["tricks"] == "majority" and C.sources["magicians"] == "ras"
    assert C.sources["special_assignments"] == C.sources["prophecies"] == "bga"


def test_every_parsed_section_is_kept_by_its_table_name_and_the_file_is_json_for_trace_headers():
    import json
    import tomllib

    assert set(C.sections) == {s.name for s in SECTIONS}
    assert C.sections["tricks"] is C.tricks and C.sections["turn_setup"] is C.turn_setup
    data = tomllib.loads(C.path.read_text())
    assert json.loads(json.dumps(data)) == data  # the trace header's "data" (docs/trickerion-trace.md)


def test_assumed_data_is_flagged_only_where_a_game_uses_it():
    assert C.uses_assumed_data() == ("academy_location", "duel_sides", "turn_setup", "academy_ten_rooms",
                                     "academy_tiles", "secrets", "protege", "contraptions",
                                     "signature_tricks")  # file order
    assert C.uses_assumed_data("trickerion", 2) == ("duel_sides", "turn_setup")  # the Duel module
    assert C.uses_assumed_data("trickerion", 3) == () and C.uses_assumed_data("trickerion", 4) == ()


# Tricks (Appendix A)

def test_48_tricks_12_per_category_4_per_level_per_category():
    assert len(TRICKS.names) == 48 and len(set(TRICKS.names)) == 48
    assert Counter(TRICKS.category.tolist()) == {c: 12 for c in range(4)}
    assert Counter(zip(TRICKS.category.tolist(), TRICKS.level.tolist())) == {(c, lv): 4 for c in range(4) for lv in (1, 2, 3)}


def test_requirements_prep_markers_and_yields_are_in_range():
    needs = TRICKS.components
    types = (needs > 0).sum(axis=1)
    assert types.min() >= 1 and types.max() <= 4
    assert set(needs[needs > 0].tolist()) <= {1, 2, 3}
    assert set(TRICKS.prepare_ap.tolist()) <= {1, 2, 3} and set(TRICKS.markers.tolist()) <= {1, 2, 3}
    assert TRICKS.yields.min() >= 0


def test_level_3_tricks_and_only_they_have_end_bonuses_and_are_the_dark_alleys():
    level3 = TRICKS.level == 3
    assert np.all((TRICKS.end_kind != 0) == level3)
    assert np.all(TRICKS.end_fame[level3] > 0) and np.all(TRICKS.end_fame[~level3] == 0)
    assert np.all(TRICKS.module[level3] == MODULES.index("dark-alley"))
    assert np.all(TRICKS.module[~level3] == MODULES.index("base"))
    assert TRICKS.end_bonus_cap == 20 and TRICKS.thresholds.tolist() == [1, 16, 36]


def needs_of(name):
    row = TRICKS.components[TRICKS.id(name)]
    return {C.components.names[k]: int(n) for k, n in enumerate(row) if n}


@pytest.mark.parametrize("name, category, level, needs, prep, markers, yields", [
    ("Linking Rings", MECHANICAL, 1, {"Metal": 2}, 1, 2, (0, 2, 0)),
    ("Levitation", MECHANICAL, 1, {"Glass": 3, "Rope": 1, "Petroleum": 2}, 1, 2, (2, 3, 0)),
    ("Vanishing Bird Cage", MECHANICAL, 2, {"Fabric": 2, "Animal": 2, "Cog": 1}, 1, 2, (2, 3, 1)),  # majority 2Fa
    ("Rabbit from the Top Hat", OPTICAL, 1, {"Metal": 1, "Fabric": 1, "Animal": 1}, 1, 1, (3, 1, 0)),  # 1 marker
    ("Paper Shred", OPTICAL, 2, {"Fabric": 3, "Saw": 2, "Mirror": 1}, 2, 2, (4, 2, 1)),
    ("Stairs of Water", OPTICAL, 3, {"Glass": 3, "Petroleum": 2, "Mirror": 1, "Cog": 1}, 3, 3, (5, 4, 2)),
    ("Barricaded Barrels", ESCAPE, 1, {"Wood": 2}, 1, 2, (1, 1, 0)),
    ("Wolf Cage", ESCAPE, 2, {"Metal": 2, "Petroleum": 1, "Animal": 2}, 1, 1, (3, 3, 1)),
    ("Ghost Trap", SPIRITUAL, 2, {"Wood": 3, "Glass": 3, "Fabric": 3, "Animal": 3}, 2, 3, (3, 3, 1)),
    ("Séance", SPIRITUAL, 3, {"Wood": 3, "Glass": 2, "Petroleum": 2, "Mirror": 2}, 2, 2, (7, 5, 1)),  # = BL
    ("Metamorphosis", SPIRITUAL, 3, {"Glass": 3, "Fabric": 3, "Rope": 3, "Disguise": 3}, 3, 3, (10, 4, 0)),
])
def test_named_tricks(name, category, level, needs, prep, markers, yields):
    t = TRICKS.id(name)
    assert (TRICKS.category[t], TRICKS.level[t], TRICKS.prepare_ap[t], TRICKS.markers[t]) == (category, level, prep, markers)
    assert needs_of(name) == needs and tuple(TRICKS.yields[t]) == yields


def bit(*names):
    return sum(1 << C.characters.id(n) for n in names)


@pytest.mark.parametrize("name, kind, fame, arg", [
    ("Aztec Lady", "per_marker_on_trick_cards", 2, 0),
    ("Horror Saws", "per_shard", 1, 0),
    ("Automaton", "per_trick_of_level", 4, 2),
    ("Hellhound", "per_unused_special_assignment", 2, 0),
    ("Mutilation", "if_characters", 12, bit("Engineer", "Manager", "Assistant")),
    ("Stairs of Water", "per_component_of_tier", 2, TIERS.index("advanced")),
    ("Beast Within", "if_tricks_owned", 10, 4),
    ("Vanishing Elephant", "if_characters", 7, bit("Manager")),
    ("Buried Alive", "if_characters", 7, bit("Engineer")),
    ("Assistant's Revenge", "if_characters", 7, bit("Assistant")),
    ("Iron Maiden", "per_trick_of_level", 4, 1),
    ("Transported Man", "per_trick_of_level", 4, 3),
    ("Balsamo's Skull", "per_component_of_tier", 3, TIERS.index("superior")),
    ("Séance", "per_apprentice", 3, 0),
    ("Skeleton Dance", "per_component_of_tier", 1, TIERS.index("basic")),
    ("Metamorphosis", "per_coins", 1, 3),
])
def test_the_16_level_3_end_game_conditions(name, kind, fame, arg):
    t = TRICKS.id(name)
    assert (END_BONUS_NAMES[TRICKS.end_kind[t]], TRICKS.end_fame[t], TRICKS.end_arg[t]) == (kind, fame, arg)
    assert TRICKS.level[t] == 3 and TRICKS.threshold(t) == 36


# Performance cards (Appendix B) and the assumed Duel sides

def card_text(name):
    c = CARDS.id(name)
    slots = "".join(s for i, s in enumerate(GRID_SLOTS) if CARDS.slots[c, i])
    links = " ".join(f"{a}{b}{'*' if shard else ''}" for a, b, shard in CARDS.links(c))
    return slots, links, tuple(CARDS.bonus[c])


@pytest.mark.parametrize("name, slots, links, bonus", [
    ("Riverside 1", "ABC", "AB* BC", (0, 0, 1)),
    ("Riverside 5", "CDEF", "CF* DE EF", (1, 0, 0)),
    ("Riverside 11", "ABD", "AB AD*", (0, 2, 0)),
    ("Grand Magorian 3", "ABCEF", "AB* BE CF EF", (0, 3, 0)),
    ("Grand Magorian 7", "BDEF", "BE DE* EF", (1, 0, 1)),
    ("Magnus Pantheon 1", "ABCDEF", "AD BC BE CF DE*", (3, 0, 0)),
    ("Magnus Pantheon 8", "ABCEF", "AB BC* BE CF", (0, 0, 2)),
])
def test_named_performance_cards(name, slots, links, bonus):
    assert card_text(name) == (slots, links, bonus)


def test_28_cards_12_8_8_with_their_slot_counts_and_modules():
    assert len(CARDS.names) == 28
    assert CARDS.venues == ("Riverside", "Grand Magorian", "Magnus Pantheon")
    assert Counter(CARDS.venue.tolist()) == {0: 12, 1: 8, 2: 8}
    sizes = {v: set(CARDS.slots[CARDS.venue == v].sum(axis=1).tolist()) for v in range(3)}
    assert sizes == {0: {3, 4}, 1: {4, 5}, 2: {5, 6}}
    assert CARDS.venue_module.tolist() == [MODULES.index("base"), MODULES.index("base"), MODULES.index("dark-alley")]
    assert [CATEGORIES[c] for c in CARDS.marker_cycle] == ["Escape", "Spiritual", "Mechanical", "Optical"]


def leaves(c):
    degree = Counter()
    for a, b, _ in CARDS.links(c):
        degree.update((a, b))
    return {s for s, d in degree.items() if d == 1}


def test_every_card_is_a_connected_link_tree_with_one_shard_circle():
    for c in range(28):
        slots = {s for i, s in enumerate(GRID_SLOTS) if CARDS.slots[c, i]}
        links = CARDS.links(c)
        assert len(links) == len(slots) - 1 and sum(shard for *_, shard in links) == 1
        reached = {min(slots)}
        for _ in slots:
            reached |= {y for a, b, _ in links for x, y in ((a, b), (b, a)) if x in reached}
        assert reached == slots and CARDS.bonus[c].min() >= 0


def test_duel_sides_put_36_grey_markers_on_leaves_facing_their_link_9_per_category():
    assert C.has_duel_sides
    per_card = (CARDS.grey_slot >= 0).sum(axis=1)
    assert per_card.tolist() == [1] * 20 + [2] * 8 and per_card.sum() == 36
    assert Counter(CARDS.grey_category[CARDS.grey_category >= 0].tolist()) == {c: 9 for c in range(4)}
    on_shard_circle = set()
    for c in range(28):
        for g in range(per_card[c]):
            slot, facing = GRID_SLOTS[CARDS.grey_slot[c, g]], GRID_SLOTS[CARDS.grey_facing[c, g]]
            assert slot in leaves(c)
            link, = [shard for a, b, shard in CARDS.links(c) if {a, b} == {slot, facing}]
            if link:
                on_shard_circle.add(CARDS.names[c])
    # decision T1: only where a card has a single leaf off the Shard circle
    assert on_shard_circle == {"Magnus Pantheon 2", "Magnus Pantheon 5", "Magnus Pantheon 6"}
    for name in on_shard_circle:
        assert sum(not shard for a, b, shard in CARDS.links(CARDS.id(name)) if leaves(CARDS.id(name)) & {a, b}) == 1


def test_named_duel_side():
    c = CARDS.id("Riverside 1")  # one leaf off the Shard circle: C, facing B
    assert (GRID_SLOTS[CARDS.grey_slot[c, 0]], GRID_SLOTS[CARDS.grey_facing[c, 0]]) == ("C", "B")
    assert CARDS.grey_slot[c, 1] == -1


def test_turn_setup_cards_block_each_pair_twice_per_location_and_leave_2_slots_open():
    ts = C.turn_setup
    # the cards name the locations of [locations]; the Academy (the last location) copies the Dark Alley's cells
    assert len(ts.names) == 12 and ts.blocked.shape == (12, len(C.locations.names) - 1, 6)
    for name in ("Downtown", "Market Row", "Dark Alley"):
        rows = ts.blocked[:, C.locations.id(name), :4]
        assert rows.sum(axis=1).tolist() == [2] * 12  # 2 blocked, 2 open for 2 seats
        assert rows.sum(axis=0).tolist() == [6] * 4
        pairs = Counter(tuple(np.flatnonzero(r).tolist()) for r in rows)
        assert pairs == {pair: 2 for pair in combinations(range(4), 2)}
    assert ts.blocked[:, C.locations.id("Workshop")].sum() == 0


# the board

def test_components_and_market():
    comp = C.components
    assert comp.names == ("Wood", "Metal", "Glass", "Fabric", "Rope", "Petroleum", "Saw", "Animal",
                          "Padlock", "Mirror", "Disguise", "Cog")
    assert comp.price.tolist() == [1] * 4 + [2] * 4 + [3] * 4
    assert comp.physical_supply.tolist() == [10] * 4 + [8] * 4 + [6] * 4
    assert (comp.max_per_type, comp.board_slots, comp.manager_slots) == (3, 6, 2)
    assert [comp.names[k] for k in C.market.start_stock] == ["Wood", "Metal", "Glass", "Fabric"]
    assert (C.market.order_slots, C.market.quick_order_surcharge) == (4, 1)


def test_dice_faces():
    faces = {name: C.dice.faces[d].tolist() for d, name in enumerate(C.dice.names)}
    trick = [ESCAPE, MECHANICAL, OPTICAL, SPIRITUAL, FACE_ANY, FACE_X]
    ch = C.characters.id
    assert faces == {"Trick 1": trick, "Trick 2": trick,
                     "Inn 1": [FACE_X] * 3 + [ch("Assistant"), ch("Manager"), ch("Engineer")],
                     "Inn 2": [ch("Apprentice")] * 5 + [FACE_X],
                     "Bank 1": [3, 4, 4, 5, 6, FACE_X], "Bank 2": [3, 4, 4, 5, 6, FACE_X]}
    assert C.dice.of_kind("inn") == (2, 3)


def test_locations_and_theater():
    loc = C.locations
    assert loc.names == ("Downtown", "Market Row", "Workshop", "Dark Alley", "Academy")  # the Academy: academy_location
    assert loc.slot_ap == ((2, 1, 1, 0), (2, 1, 1, 0), (0, 0), (2, 1, 1, 0), (2, 1, 1, 0))
    assert loc.three_player_block.tolist() == [1, 1, -1, 1, 1] and loc.per_seat.tolist() == [0, 0, 1, 0, 0]
    assert loc.module.tolist() == [MODULES.index(m) for m in ("base", "base", "base", "dark-alley", "academy")]
    assert loc.turn_setup.tolist() == [1, 1, 0, 1, 1] and loc.turn_setup_as == (0, 1, 2, 3, 3)
    th = C.theater
    assert th.weekdays == ("Thursday", "Friday", "Saturday", "Sunday")
    assert th.weekday_ap.tolist() == [1, 0, 0, -1]
    assert th.yield_modifier.tolist() == [[-1, -1, 0], [0, 0, 0], [0, 0, 0], [1, 1, 0]]
    assert th.link_payment.tolist() == [1, 2, 3] and (th.stage_slots, th.backstage_slots) == (1, 2)
    assert (th.shard_circle_shards, th.performer_link_fame) == (1, 1)


def test_characters_initiative_and_scoring():
    ch = C.characters
    assert ch.names == ("Magician", "Engineer", "Manager", "Assistant", "Apprentice", "Protégé")
    assert ch.ap.tolist() == [3, 2, 2, 2, 1, 1] and ch.wage.tolist() == [0, 2, 2, 2, 1, 1]
    assert ch.max_per_seat.tolist() == [1, 1, 1, 1, 4, 1] and ch.unpaid_wage_fame == 2
    assert ch.backstage_bonus.tolist() == [[0, 0, 0], [0, 0, 1], [0, 3, 0], [2, 0, 0], [0, 0, 0], [0, 0, 0]]
    assert ch.setup_bonus.tolist() == [0, 1, 2, 3, 0, 0]  # none, trick, components, apprentice
    assert ch.module.tolist() == [0] * 5 + [MODULES.index("academy")]  # the Protégé is the Academy's
    assert C.initiative.advertise_fame == 2 and C.initiative.advertise_cost.tolist() == [1, 2, 3, 4]
    base = C.scoring["base"]
    assert (base.fame_per_shard, base.coins_per_fame, base.fame_per_apprentice, base.fame_per_specialist,
            base.cap) == (1, 3, 2, 3, 0)


def test_base_game_setup_per_ruleset_and_player_count():
    base = C.ruleset("trickerion")
    assert (base.turns, base.fame, base.shards, base.starting_component_value) == (5, 5, 1, 2)
    assert base.coins_by_seat.tolist() == [10, 12, 14, 16]
    assert base.hand == {"Theater": 3, "Workshop": 2, "Market Row": 2, "Downtown": 2}
    assert base.trick_levels == (1, 2) and not base.magician_abilities and base.scoring == "base"
    assert [CARDS.venues[v] for v in base.performance_deck] == ["Riverside"] * 2 + ["Grand Magorian"] * 2
    two, three, four = (C.player_count(n) for n in (2, 3, 4))
    assert (two.performance_side, two.initiative_positions, two.slot_blocking, two.start_cards) == ("duel", (1, 3), "turn_setup", 1)
    assert (three.performance_side, three.initiative_positions, three.slot_blocking, three.start_cards) == ("normal", (1, 2, 3), "neutral_disc", 2)
    assert (four.performance_side, four.initiative_positions, four.slot_blocking, four.start_cards) == ("normal", (1, 2, 3, 4), "none", 3)


def test_12_magicians_3_per_category_8_in_the_base_box():
    mag = C.magicians
    assert len(mag.names) == 12 and Counter(mag.category.tolist()) == {c: 3 for c in range(4)}
    base = mag.box == 0
    assert Counter(mag.category[base].tolist()) == {c: 2 for c in range(4)}
    assert mag.category[mag.id("Master of Chains")] == ESCAPE and mag.box[mag.id("Anjali")] == 1
    assert mag.ability[mag.id("Master of Chains")] == "break_free"
    assert mag.academy_ability[mag.id("Master of Chains")] == "secret_combination"
    assert mag.academy_ability[mag.id("Priestess of Mysticism")] == "deja_vu"
    assert len(set(mag.ability)) == 12


def test_kernel_arrays_are_int32_and_read_only():
    for array in (TRICKS.components, TRICKS.yields, CARDS.link_a, CARDS.grey_slot, C.dice.faces, C.turn_setup.blocked):
        assert array.dtype == np.int32 and not array.flags.writeable
