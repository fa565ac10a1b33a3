"""A broken composition is one GameSetupError line naming the file, the table and the field.

Each case edits one spot of the default file (the edited text must occur exactly once, so a
case cannot silently stop applying) and checks the whole location part of the message.
"""

import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickerion.composition import BUILT_IN_DIR, load_composition

DEFAULT_TEXT = (BUILT_IN_DIR / "trickerion-assumed-v1.toml").read_text()
LEVITATION = 'name = "Levitation"\ncategory = "Mechanical"\nlevel = 1\nmodule = "base"\n'
LINKING = 'name = "Linking Rings"\ncategory = "Mechanical"\nlevel = 1\nmodule = "base"\ncomponents = { Metal = 2 }\n'
AZTEC = 'name = "Aztec Lady"\ncategory = "Mechanical"\nlevel = 3\nmodule = "dark-alley"\n'
RIVERSIDE_1 = 'name = "Riverside 1"\nvenue = "Riverside"\nslots = ["A", "B", "C"]\n'

# id, text to replace, replacement, table, field, words the problem names
CASES = [
    ("missing field", LEVITATION + "components = { Glass = 3, Rope = 1, Petroleum = 2 }\nprepare_ap = 1\n",
     LEVITATION + "components = { Glass = 3, Rope = 1, Petroleum = 2 }\n",
     "tricks.trick #4 'Levitation'", "prepare_ap", "missing"),
    ("wrong type", LINKING + "prepare_ap = 1\nmarkers = 2\n", LINKING + "prepare_ap = 1\nmarkers = \"two\"\n",
     "tricks.trick #1 'Linking Rings'", "markers", "expected a whole number"),
    ("out of range level", LEVITATION, LEVITATION.replace("level = 1", "level = 4"),
     "tricks.trick #4 'Levitation'", "level", "from 1 to 3"),
    ("out of range count", LINKING, LINKING.replace("Metal = 2", "Metal = 4"),
     "tricks.trick #1 'Linking Rings'.components", "Metal", "from 1 to 3"),
    ("negative yield", LEVITATION + "components = { Glass = 3, Rope = 1, Petroleum = 2 }\nprepare_ap = 1\nmarkers = 2\n"
     "yield = { fame = 2,", LEVITATION + "components = { Glass = 3, Rope = 1, Petroleum = 2 }\nprepare_ap = 1\n"
     "markers = 2\nyield = { fame = -2,", "tricks.trick #4 'Levitation'.yield", "fame", "from 0 to 20"),
    ("bad component reference", LINKING, LINKING.replace("Metal = 2", "Wool = 2"),
     "tricks.trick #1 'Linking Rings'.components", "Wool", "not a component type"),
    ("bad category", LEVITATION, LEVITATION.replace('"Mechanical"', '"Musical"'),
     "tricks.trick #4 'Levitation'", "category", "is not one of Escape"),
    ("duplicate name", 'name = "Living Piano"', 'name = "Linking Rings"',
     "tricks.trick #2 'Linking Rings'", "name", "duplicate name 'Linking Rings' (also #1)"),
    ("unknown field", LEVITATION, LEVITATION + 'colour = "red"\n',
     "tricks.trick #4 'Levitation'", "colour", "unknown field"),
    ("end bonus on a level-1 trick", LINKING, LINKING + 'end_bonus = { kind = "per_shard", fame = 1 }\n',
     "tricks.trick #1 'Linking Rings'.end_bonus", "kind", "only level-3 Tricks"),
    ("level-3 trick without its condition", 'end_bonus = { kind = "per_shard", fame = 1 }', "",
     "tricks.trick #10 'Horror Saws'", "end_bonus", "missing"),
    ("end bonus missing its argument", 'end_bonus = { kind = "per_trick_of_level", fame = 4, level = 2 }',
     'end_bonus = { kind = "per_trick_of_level", fame = 4 }',
     "tricks.trick #11 'Automaton'.end_bonus", "level", "missing"),
    ("end bonus naming an unknown character", 'characters = ["Manager"]', 'characters = ["Butler"]',
     "tricks.trick #24 'Vanishing Elephant'.end_bonus", "characters[0]", "is not one of Magician"),
    ("unknown end bonus kind", AZTEC + "components = { Glass = 2, Saw = 1, Padlock = 1, Cog = 2 }\nprepare_ap = 2\n"
     "markers = 3\nyield = { fame = 5, coins = 5, shards = 0 }  # per performed marker\nend_bonus = { kind = \"per_marker_on_trick_cards\"",
     AZTEC + "components = { Glass = 2, Saw = 1, Padlock = 1, Cog = 2 }\nprepare_ap = 2\n"
     "markers = 3\nyield = { fame = 5, coins = 5, shards = 0 }  # per performed marker\nend_bonus = { kind = \"per_smile\"",
     "tricks.trick #9 'Aztec Lady'.end_bonus", "kind", "'per_smile' is not one of"),
    ("bad die face", 'faces = ["X", "X", "X", "Assistant", "Manager", "Engineer"]',
     'faces = ["X", "X", "X", "Protege", "Manager", "Engineer"]', "dice.die #3 'Inn 1'", "faces[3]", "not a inn die face"),
    ("too few die faces", 'faces = ["Apprentice", "Apprentice", "Apprentice", "Apprentice", "Apprentice", "X"]',
     'faces = ["Apprentice", "X"]', "dice.die #4 'Inn 2'", "faces", "6 to 6 items"),
    ("bad source", '[dice]  # the 6 Downtown dice; [BGA] (G38); [RC] has other Inn and Bank dice: trickerion-alt-v1\nsource = "bga"',
     '[dice]\nsource = "guess"', "dice", "source", "'guess' is not one of bga, ras, majority, minority, assumed"),
    ("slot modifier out of range", "slot_ap = [2, 1, 1, 0]  # slot 0 first\nper_seat = false\nthree_player_block = 1  # the slot a neutral disc covers with 3 players, -1 for none\nturn_setup = true  # 2 players: Turn Setup cards block its slots (G32)\n[[locations.location]]\nname = \"Market Row\"",
     "slot_ap = [9, 1, 1, 0]\nper_seat = false\nthree_player_block = 1\nturn_setup = true\n[[locations.location]]\nname = \"Market Row\"",
     "locations.location #1 'Downtown'", "slot_ap[0]", "from -3 to 5"),
    ("link between slots not side by side", RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }, { a = "B", b = "C" }]',
     RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }, { a = "A", b = "C" }]',
     "performance_cards.card #1 'Riverside 1'", "links", "not side by side"),
    ("two shard circles", RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }, { a = "B", b = "C" }]',
     RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }, { a = "B", b = "C", shard = true }]',
     "performance_cards.card #1 'Riverside 1'", "links", "exactly one Shard circle"),
    ("links not a tree", RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }, { a = "B", b = "C" }]',
     RIVERSIDE_1 + 'links = [{ a = "A", b = "B", shard = true }]',
     "performance_cards.card #1 'Riverside 1'", "links", "do not join every slot"),
    ("card of an unknown venue", RIVERSIDE_1, RIVERSIDE_1.replace('venue = "Riverside"', 'venue = "Globe"'),
     "performance_cards.card #1 'Riverside 1'", "venue", "'Globe' is not one of Riverside"),
    ("grey marker off a leaf", 'card = "Riverside 1"\ngrey = [{ slot = "C", facing = "B", category = "Optical" }]',
     'card = "Riverside 1"\ngrey = [{ slot = "B", facing = "C", category = "Optical" }]',
     "duel_sides.card #1 'Riverside 1'.grey[0]", "slot", "not a leaf"),
    ("grey marker facing no circle", 'card = "Riverside 1"\ngrey = [{ slot = "C", facing = "B", category = "Optical" }]',
     'card = "Riverside 1"\ngrey = [{ slot = "C", facing = "A", category = "Optical" }]',
     "duel_sides.card #1 'Riverside 1'.grey[0]", "facing", "no link circle joins C and A"),
    ("duel side of an unknown card", 'card = "Riverside 1"\n', 'card = "Riverside 13"\n',
     "duel_sides.card #1 'Riverside 13'", "card", "'Riverside 13' is not one of"),
    ("duel side given twice", 'card = "Riverside 2"\n', 'card = "Riverside 1"\n',
     "duel_sides.card #2 'Riverside 1'", "card", "has a Duel side already (#1)"),
    ("turn setup card blocking 1 slot", 'name = "Turn Setup 1"\nblocked = { Downtown = [0, 2],',
     'name = "Turn Setup 1"\nblocked = { Downtown = [0],', "turn_setup.card #1 'Turn Setup 1'.blocked", "Downtown",
     "2 to 2 items"),
    ("turn setup card blocking the Workshop", 'name = "Turn Setup 1"\nblocked = { Downtown = [0, 2],',
     'name = "Turn Setup 1"\nblocked = { Workshop = [0, 1], Downtown = [0, 2],',
     "turn_setup.card #1 'Turn Setup 1'.blocked", "Workshop", "not a location that Turn Setup cards block"),
    ("setup naming an unknown scoring scheme", 'scoring = "base"', 'scoring = "dawn"',
     "setup.ruleset #1 'trickerion'", "scoring", "'dawn' is not one of base, dark-alley, academy"),
    ("hand naming an unknown location", 'hand = { Theater = 3, Workshop = 2, "Market Row" = 2, Downtown = 2 }',
     'hand = { Library = 1, Theater = 3, Workshop = 2, "Market Row" = 2, Downtown = 2 }',
     "setup.ruleset #1 'trickerion'.hand", "Library", "not a location"),
    ("deck needing more cards than the venue has", 'performance_deck = ["Riverside", "Riverside", "Grand Magorian", "Grand Magorian"]',
     'performance_deck = ["Riverside"' + ', "Riverside"' * 10 + ', "Grand Magorian", "Grand Magorian"]',
     "setup.ruleset #1 'trickerion'", "performance_deck", "needs 14 Riverside cards"),
    ("deck running out before the last turn", 'turns = 5  # G14', 'turns = 7',
     "setup.ruleset #1 'trickerion'", "performance_deck", "the first 6 turns"),
    ("too few coins by seat", "shards = 1\ncoins_by_seat = [10, 12, 14, 16]  # seat 0 first\n",
     "shards = 1\ncoins_by_seat = [10, 12, 14]\n",
     "setup.ruleset #1 'trickerion'", "coins_by_seat", "4 to 4 items"),
    ("a category without a base magician", 'name = "Priestess of Mysticism"\ncategory = "Spiritual"  # Favourite category\n'
     'box = "base"\nability = "fate_weaving"  # the Dark Alley version [BGA, RAS] (G90)\nacademy_ability = "deja_vu"  '
     '# the version with the Academy [S] (G90)\n[[magicians.magician]]\nname = "Yoruba Spiritmaster"\n'
     'category = "Spiritual"  # Favourite category\nbox = "base"',  # (their boxes: their Signature Tricks keep them
     'name = "Priestess of Mysticism"\ncategory = "Spiritual"\nbox = "academy"\n'  # Spiritual, of their category)
     'ability = "fate_weaving"\n[[magicians.magician]]\nname = "Yoruba Spiritmaster"\ncategory = "Spiritual"\n'
     'box = "academy"',
     "setup.ruleset #1 'trickerion'", "magician_boxes", "no Spiritual Magician in base"),
    ("initiative positions of the wrong count", "initiative_positions = [1, 3]", "initiative_positions = [1, 2, 3]",
     "setup.players #1 (count 2)", "initiative_positions", "2 to 2 items"),
]


def broken(tmp_path, old, new):
    assert DEFAULT_TEXT.count(old) == 1, f"the case's text occurs {DEFAULT_TEXT.count(old)} times"
    path = tmp_path / "broken.toml"
    path.write_text(DEFAULT_TEXT.replace(old, new))
    return path


@pytest.mark.parametrize("old, new, table, field, problem", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_broken_file_is_one_line_naming_file_table_and_field(tmp_path, old, new, table, field, problem):
    path = broken(tmp_path, old, new)
    with pytest.raises(GameSetupError) as caught:
        load_composition(str(path))
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"composition {path}: table {table}, field {field}: "), message
    assert problem in message, message


def test_the_unedited_text_loads(tmp_path):  # the cases above fail for their edit, not for the copy
    path = tmp_path / "copy.toml"
    path.write_text(DEFAULT_TEXT)
    assert load_composition(str(path)).tricks.names == load_composition().tricks.names


@pytest.mark.parametrize("edit, words", [
    (lambda text: text.split("[magicians]")[0], "table magicians: missing"),
    (lambda text: text + "\n[dawn]\nsource = \"assumed\"\n", "unknown section or field 'dawn'"),
    (lambda text: text.replace('name = "trickerion-assumed-v1"', "name = 7"), "field name: expected a string"),
    (lambda text: text.replace("[components]", "[components", 1), "not readable TOML"),
], ids=["missing section", "unknown section", "top-level field of the wrong type", "not TOML"])
def test_file_level_problems_are_one_line_naming_the_file(tmp_path, edit, words):
    path = tmp_path / "broken.toml"
    path.write_text(edit(DEFAULT_TEXT))
    with pytest.raises(GameSetupError) as caught:
        load_composition(str(path))
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"composition {path}: ") and words in message, message


def test_a_missing_file_names_it_and_the_built_ins(tmp_path):
    with pytest.raises(GameSetupError, match=r"no such file and no built-in composition \(built in: "
                                             r"trickerion-academy-sparse, trickerion-alt-v1, "
                                             r"trickerion-assumed-v1\)"):
        load_composition(str(tmp_path / "nothing.toml"))


def test_without_the_duel_sections_2_players_must_play_without_the_duel_module(tmp_path):
    start, end = DEFAULT_TEXT.index("[duel_sides]"), DEFAULT_TEXT.index("[magicians]")
    text = DEFAULT_TEXT[:start] + DEFAULT_TEXT[end:]
    path = tmp_path / "noduel.toml"
    path.write_text(text)
    with pytest.raises(GameSetupError, match=r"table setup.players #1 \(count 2\), field performance_side: \"duel\" needs "
                                             r"the section duel_sides"):
        load_composition(str(path))
    path.write_text(text.replace('performance_side = "duel"', 'performance_side = "normal"')
                        .replace('slot_blocking = "turn_setup"', 'slot_blocking = "neutral_disc"'))
    noduel = load_composition(str(path))
    assert noduel.uses_assumed_data() == ("academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege",
                                          "contraptions", "signature_tricks")
    assert noduel.uses_assumed_data("trickerion", 2) == ()
    assert not noduel.has_duel_sides and noduel.turn_setup is None
    assert (noduel.performance_cards.grey_slot == -1).all()


def test_random_edits_give_a_composition_or_one_line_naming_the_file():
    """200 files with one or two values replaced (any type) or removed: never a traceback."""
    import copy
    import random
    import tomllib
    from pathlib import Path

    from simkit.games.trickerion.composition import parse_composition

    data = tomllib.loads(DEFAULT_TEXT)

    def paths(node, path=()):
        if isinstance(node, dict):
            for key, value in node.items():
                yield from paths(value, path + (key,))
        elif isinstance(node, list):
            for i, value in enumerate(node):
                yield from paths(value, path + (i,))
        if path:
            yield path

    every = list(paths(data))
    values = [0, -1, 7, 10**12, "", "Wood", "X", [], [1], ["A"], {}, {"fame": 1}, True, 1.5, None]
    rng = random.Random(15)
    refused = 0
    for _ in range(200):
        edited = copy.deepcopy(data)
        for _ in range(rng.choice((1, 2))):
            path, value = rng.choice(every), copy.deepcopy(rng.choice(values))
            node = edited
            try:
                for key in path[:-1]:
                    node = node[key]
                if value is None:
                    del node[path[-1]]
                else:
                    node[path[-1]] = value
            except (KeyError, IndexError, TypeError):  # the first edit removed this path
                pass
        try:
            parse_composition(edited, Path("/edited.toml"))
        except GameSetupError as exc:
            refused += 1
            assert "\n" not in str(exc) and str(exc).startswith("composition /edited.toml: "), str(exc)
    assert refused > 130  # most edits break something, and each says where
