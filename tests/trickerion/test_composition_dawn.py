"""Dawn of Technology's data (issue 17, part 4; DATA.md §3.2, RULES §1.4 steps 11-14, §1.19, G91-G94): the
compositions' Dawn sections hold the data notes' properties, a broken Dawn table is one GameSetupError line naming
the file, the table and the field, the catalogue of a Dawn ruleset holds them for 2, 3 and 4 players, and the older
rulesets neither see the Signature Tricks nor report the Dawn's assumed data."""

import tomllib

import numpy as np
import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import BUILT_IN_DIR, load_composition
from simkit.games.trickerion.outcome import item_tricks
from simkit.games.trickerion.setup import ACADEMY_RULESETS, DAWN_OPTIONS, DAWN_RULESETS, check_options
from simkit.games.trickerion.tables import catalogue
from simkit.games.trickerion.vocabulary import ACTIONS, CATEGORIES, EFFECT_ROW, MAX_EFFECT_STEPS, MODULES

C = load_composition()
DECKS = ("trickerion-assumed-v1", "trickerion-alt-v1", "trickerion-academy-sparse")
COMPS = {deck: load_composition(deck) for deck in DECKS}
DEFAULT_TEXT = (BUILT_IN_DIR / "trickerion-assumed-v1.toml").read_text()
FULL, FULL_DA_HAND = "trickerion-full", "trickerion-full-da-hand"
DAWN_SECTIONS = ("contraptions", "signature_tricks")
OLDER = ("trickerion", "trickerion-dark-alley", "trickerion-dark-alley-noprophecies",
         "trickerion-dark-alley-noabilities", "trickerion-academy", "trickerion-academy-da-hand")
# DATA.md §3.2: level 1 [RAS], 2 and 3 assumed
LEVELS = {"The Mechaniker": 1, "Lumenia the Radiant": 1, "Priestess of Mysticism": 1, "Professor Bernard": 1,
          "Electra": 2, "The Gentleman": 2, "The Red Lotus": 2, "Yoruba Spiritmaster": 2,
          "Geer van Augustin": 3, "The Great Optico": 3, "Master of Chains": 3, "Anjali": 3}
# each board's Contraptions bottom-up: (the action they modify, their ops)
BOARDS = {
    "Mechanical": ("prepare", [["prepare_markers"], ["action_ap"], ["prepare_markers", "action_ap"],
                               ["prepare_markers", "action_ap"]]),
    "Optical": ("set_up", [["set_up_fame"], ["swap_cards"], ["link_payment_times"],
                           ["pay_every_adjacent", "link_payment_times"]]),
    "Escape": ("perform", [["durable"], ["durable"], ["performer_bonus_times"], ["performer_bonus_times", "durable"]]),
    "Spiritual": ("any", [["shard_ap"], ["character_ap"], ["character_ap", "shard_ap"], ["character_ap", "shard_ap"]]),
}


# ---- the data notes' properties -----------------------------------------------------------------

@pytest.mark.parametrize("deck", DECKS)
def test_the_dawn_sections_are_assumed_and_the_full_rulesets_are_the_academys_with_dawn(deck):
    comp = COMPS[deck]
    assert all(comp.sources[name] == "assumed" for name in DAWN_SECTIONS)
    assert list(comp.sources)[-2:] == list(DAWN_SECTIONS)
    for full, academy in ((FULL, "trickerion-academy"), (FULL_DA_HAND, "trickerion-academy-da-hand")):
        a, b = comp.ruleset(full), comp.ruleset(academy)
        assert a.modules == b.modules + (MODULES.index("dawn"),) and (a.shards, b.shards) == (2, 1)
        for field in ("turns", "fame", "hand", "trick_levels", "magician_boxes", "magician_abilities", "scoring",
                      "special_assignment_decks", "prophecy_sets", "prophecies_removed", "performance_deck"):
            assert getattr(a, field) == getattr(b, field), field
        assert a.coins_by_seat.tolist() == b.coins_by_seat.tolist() == [12, 14, 16, 18]


@pytest.mark.parametrize("deck", DECKS)
def test_4_boards_of_4_contraptions_a_column_of_8_and_fame_0_0_1_2(deck):
    con = COMPS[deck].contraptions
    assert (con.build_ap, con.build_coins_per_built, con.column) == (1, 1, 8)  # G91
    assert con.needs.shape == con.fame.shape == con.action.shape == (4, 4)
    for c, category in enumerate(CATEGORIES):
        assert con.positions[c] == ((1, 2), (3, 4), (5, 6), (7, 8))  # Contraption k: 2k-1 and 2k (G92)
        assert con.needs[c].tolist() == [2, 4, 6, 8] and con.fame[c].tolist() == [0, 0, 1, 2]
        action, ops = BOARDS[category]
        assert [ACTIONS[a] for a in con.action[c]] == [action] * 4
        assert [[step["op"] for step in con.steps(c, k)] for k in range(4)] == ops
        assert con.n_steps[c].tolist() == [len(o) for o in ops]
    names = [name for board in con.names for name in board]
    assert len(names) == len(set(names)) == 16 and all(t for board in con.texts for t in board)
    assert con.effect.shape == (4, 4, MAX_EFFECT_STEPS, EFFECT_ROW)
    assert COMPS[deck].contraptions.steps(CATEGORIES.index("Mechanical"), 3) == [
        {"op": "prepare_markers", "n": 2}, {"op": "action_ap", "action": "prepare", "delta": -1}]


@pytest.mark.parametrize("deck", DECKS)
def test_12_signature_tricks_one_per_magician_copying_their_counterparts_with_fame_and_coins_plus_1(deck):
    comp = COMPS[deck]
    sig, tricks, mags = comp.signature_tricks, comp.tricks, comp.magicians
    data = tomllib.loads(comp.path.read_text())["tricks"]["trick"]
    assert len(sig.names) == 12 and sorted(sig.magician.tolist()) == list(range(12))
    assert comp.trick_names == tricks.names + sig.names and len(comp.trick_names) == 60
    taken = set()
    for k, name in enumerate(sig.names):
        m, c = int(sig.magician[k]), int(sig.counterpart[k])
        magician, level = mags.names[m], LEVELS[mags.names[m]]
        category = CATEGORIES[int(mags.category[m])]
        # the first standard Trick of that category and level (file order) not taken by another
        first = next(t["name"] for t in data
                     if (t["category"], t["level"]) == (category, level) and t["name"] not in taken)
        taken.add(first)
        assert tricks.names[c] == first and name == f"{first} (Signature)", magician
        t = sig.tricks
        assert (int(t.category[k]), int(t.level[k]), int(t.module[k])) == (int(mags.category[m]), level,
                                                                           MODULES.index("dawn"))
        assert t.components[k].tolist() == tricks.components[c].tolist()
        assert (int(t.prepare_ap[k]), int(t.markers[k])) == (int(tricks.prepare_ap[c]), int(tricks.markers[c]))
        assert t.yields[k].tolist() == (tricks.yields[c] + [1, 1, 0]).tolist()
        for field in ("end_kind", "end_fame", "end_arg"):  # the level-3 ones keep their end-game condition
            assert int(getattr(t, field)[k]) == int(getattr(tricks, field)[c])
        assert sig.of_magician(m) == k
    assert [sig.names[sig.of_magician(mags.id(n))] for n in ("The Mechaniker", "Electra", "Geer van Augustin")] == [
        "Linking Rings (Signature)", "Mechanical Hornet (Signature)", "Aztec Lady (Signature)"]


# ---- a broken Dawn table ----------------------------------------------------------------------------

GEAR_PRESS = 'name = "Gear Press"\nshards = [1, 2]'
STEAM_BENCH = 'name = "Steam Bench"\nshards = [3, 4]'
RINGS = 'name = "Linking Rings (Signature)"\nmagician = "The Mechaniker"'
RINGS_COUNTERPART = 'counterpart = "Linking Rings"  # the first Mechanical Trick of level 1\ncategory = "Mechanical"'
CASES = [
    ("a board twice", 'category = "Mechanical"\n[[contraptions.board.contraption]]',
     'category = "Optical"\n[[contraptions.board.contraption]]', "contraptions.board #2 'Optical'", "category",
     "Optical has a board already (#1): one board per Favourite category"),
    ("a board of 3", '[[contraptions.board.contraption]]\nname = "Steam Bench"',
     '[[contraptions.board.x]]\nname = "Steam Bench"',
     "contraptions.board #1 'Mechanical'", "contraption", "4 to 4 items"),
    ("a position outside the column", GEAR_PRESS, 'name = "Gear Press"\nshards = [1, 9]',
     "contraptions.board #1 'Mechanical'.contraption #1 'Gear Press'", "shards[1]", "9"),
    ("a position twice", STEAM_BENCH, 'name = "Steam Bench"\nshards = [3, 3]',
     "contraptions.board #1 'Mechanical'.contraption #2 'Steam Bench'", "shards", "a position is listed twice in [3, 3]"),
    ("a position in two spaces", STEAM_BENCH, 'name = "Steam Bench"\nshards = [2, 3]',
     "contraptions.board #1 'Mechanical'.contraption #2 'Steam Bench'", "shards",
     "position 2 is in the space of 'Gear Press' already"),
    ("an op of another action", 'effect = [{ op = "prepare_markers", n = 1 }]\n[[contraptions.board.contraption]]',
     'effect = [{ op = "learn_any" }]\n[[contraptions.board.contraption]]',
     "contraptions.board #1 'Mechanical'.contraption #1 'Gear Press'.effect[0]", "op",
     "learn_any modifies learn, not the card's action 'prepare'"),
    ("an unknown action", 'action = "any"\ntext = "This placement: a Shard buys 2 AP instead of 1."',
     'action = "levitate"\ntext = "This placement: a Shard buys 2 AP instead of 1."',
     "contraptions.board #4 'Spiritual'.contraption #1 'Aether Condenser'", "action", "'levitate' is not one of"),
    ("a Magician's second Signature Trick", 'magician = "Electra"', 'magician = "The Mechaniker"',
     "signature_tricks.trick #2 'Mechanical Hornet (Signature)'", "magician",
     "'The Mechaniker' has a Signature Trick already (#1)"),
    ("an unknown Magician", RINGS, 'name = "Linking Rings (Signature)"\nmagician = "Houdini"',
     "signature_tricks.trick #1 'Linking Rings (Signature)'", "magician", "'Houdini' is not one of"),
    ("a counterpart of another level", RINGS_COUNTERPART, 'counterpart = "Bullet Catch"\ncategory = "Mechanical"',
     "signature_tricks.trick #1 'Linking Rings (Signature)'", "counterpart",
     "'Bullet Catch' is a Mechanical Trick of level 2, not Mechanical of level 1"),
    ("a counterpart twice", 'counterpart = "Mechanical Hornet"', 'counterpart = "Linking Rings"',
     "signature_tricks.trick #2 'Mechanical Hornet (Signature)'", "counterpart",
     "'Linking Rings' is the counterpart of #1 already"),
    ("a category not the Magician's", RINGS_COUNTERPART,
     'counterpart = "Linking Rings"\ncategory = "Optical"', "signature_tricks.trick #1 'Linking Rings (Signature)'",
     "category", "Optical, but 'The Mechaniker''s Favourite category is Mechanical"),
    ("a standard Trick's name", RINGS, 'name = "Linking Rings"\nmagician = "The Mechaniker"',
     "signature_tricks.trick #1 'Linking Rings'", "name", "'Linking Rings' is the name of a standard Trick"),
    ("a Magician without one", '[[signature_tricks.trick]]\nname = "Balsamo\'s Skull (Signature)"',
     '[[signature_tricks.x]]\nname = "Balsamo\'s Skull (Signature)"', "signature_tricks", "trick",
     "no Signature Trick for 'Anjali' (every Magician has one)"),
]


@pytest.mark.parametrize("old, new, table, field, problem", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_broken_dawn_table_is_one_line_naming_file_table_and_field(tmp_path, old, new, table, field, problem):
    assert DEFAULT_TEXT.count(old) == 1, f"the case's text occurs {DEFAULT_TEXT.count(old)} times"
    path = tmp_path / "broken.toml"
    path.write_text(DEFAULT_TEXT.replace(old, new))
    with pytest.raises(GameSetupError) as caught:
        load_composition(str(path))
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"composition {path}: table {table}, field {field}: "), message
    assert problem in message, message


def test_needs_must_not_go_down(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(DEFAULT_TEXT.replace(STEAM_BENCH, 'name = "Steam Bench"\nshards = [5, 6]', 1)
                    .replace('name = "Clockwork Assistant"\nshards = [5, 6]',
                             'name = "Clockwork Assistant"\nshards = [3, 4]', 1))
    with pytest.raises(GameSetupError, match=r"contraption #3 'Clockwork Assistant', field shards: its highest "
                                             r"position 4 is below the one of the Contraption before it \(6\)"):
        load_composition(str(path))


def test_the_dawn_module_needs_its_sections_and_shards_within_the_column(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(DEFAULT_TEXT[:DEFAULT_TEXT.index("\n[contraptions]")] + "\n"
                    + DEFAULT_TEXT[DEFAULT_TEXT.index("\n[signature_tricks]"):])
    with pytest.raises(GameSetupError, match=r"table setup.ruleset #7 'trickerion-full', field modules: the module "
                                             r"\"dawn\" needs the section contraptions"):
        load_composition(str(path))
    path.write_text(DEFAULT_TEXT.replace("shards = 2  # on the lowest 2", "shards = 9  # on the lowest 2", 1))
    with pytest.raises(GameSetupError, match=r"table setup.ruleset #7 'trickerion-full', field shards: 9 starting "
                                             r"Shards on a Contraption board's column of 8 positions"):
        load_composition(str(path))
    at = DEFAULT_TEXT.index('name = "trickerion-full"\n')  # its trick_levels without level 3
    path.write_text(DEFAULT_TEXT[:at] + DEFAULT_TEXT[at:].replace("trick_levels = [1, 2, 3]", "trick_levels = [1, 2]",
                                                                  1))
    with pytest.raises(GameSetupError, match=r"table setup.ruleset #7 'trickerion-full', field trick_levels: "
                                             r"'Geer van Augustin''s Signature Trick is of level 3"):
        load_composition(str(path))


def test_without_the_dawn_rulesets_a_composition_needs_none_of_its_sections(tmp_path):
    text = DEFAULT_TEXT
    start, end = text.index("[[setup.ruleset]]  # Dawn of Technology"), text.index("[[setup.players]]")
    text = text[:start] + text[end:]
    text = text[:text.index("\n[contraptions]")] + "\n"
    path = tmp_path / "bare.toml"
    path.write_text(text)
    bare = load_composition(str(path))
    assert bare.contraptions is None and bare.signature_tricks is None and bare.trick_names == C.tricks.names
    assert "contraptions" not in bare.uses_assumed_data()
    for ruleset in OLDER:
        for players in (2, 3, 4):
            assert np.array_equal(catalogue(bare, ruleset, players), catalogue(C, ruleset, players))


# ---- the catalogue of a Dawn ruleset ---------------------------------------------------------------

def cat(players, ruleset=FULL, comp=C, **options):
    return catalogue(comp, ruleset, players, options=options or None)


def row(s, at, n):
    return s[at:at + n].tolist()


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_contraptions_in_the_catalogue(deck, players):
    comp = COMPS[deck]
    con = comp.contraptions
    s = cat(players, comp=comp)
    assert (s[L.DAWN], s[L.CONTRAPTION_COLUMN], s[L.BUILD_AP], s[L.BUILD_COINS_PER_BUILT]) == (1, 8, 1, 1)
    assert row(s, L.CONTRAPTION_NEEDS, 16) == [2, 4, 6, 8] * 4
    assert row(s, L.CONTRAPTION_FAME, 16) == [0, 0, 1, 2] * 4
    assert row(s, L.CONTRAPTION_ACTION, 16) == con.action.ravel().tolist()
    size = L.EFFECT_STEPS * L.EFFECT_ROW
    assert row(s, L.CONTRAPTION_EFFECT, 16 * size) == con.effect.ravel().tolist()
    mechanical = CATEGORIES.index("Mechanical")  # category-major: [category * 4 + k]
    assert ACTIONS[s[L.CONTRAPTION_ACTION + mechanical * 4 + 3]] == "prepare"
    assert s[L.START_SHARDS] == 2
    assert cat(players, comp=comp, contraption_coins=1)[L.BUILD_COINS_PER_BUILT] == 0  # G91's option


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_signature_tricks_are_tricks_48_to_59_of_a_dawn_game(deck, players):
    comp = COMPS[deck]
    sig, mags = comp.signature_tricks, comp.magicians
    s = cat(players, comp=comp)
    assert s[L.N_TRICKS] == 60
    assert row(s, L.TRICK_SIGNATURE_OF, 60) == [-1] * 48 + sig.magician.tolist()
    assert row(s, L.TRICK_COUNTERPART, 60) == [-1] * 48 + sig.counterpart.tolist()
    assert row(s, L.MAGICIAN_SIGNATURE, 16) == [48 + sig.of_magician(m) for m in range(12)] + [-1] * 4
    assert row(s, L.TRICK_IN_GAME, 60) == [1] * 60
    t = sig.tricks
    for k in range(12):
        trick = 48 + k
        c = int(sig.counterpart[k])
        assert (s[L.TRICK_CATEGORY + trick], s[L.TRICK_LEVEL + trick]) == (t.category[k], t.level[k])
        assert (s[L.TRICK_CATEGORY + trick], s[L.TRICK_LEVEL + trick]) == (s[L.TRICK_CATEGORY + c],
                                                                           s[L.TRICK_LEVEL + c])
        assert row(s, L.TRICK_NEEDS + trick * L.MAX_COMPONENTS, L.MAX_COMPONENTS) == row(
            s, L.TRICK_NEEDS + c * L.MAX_COMPONENTS, L.MAX_COMPONENTS)
        assert (s[L.TRICK_PREPARE_AP + trick], s[L.TRICK_MARKERS + trick]) == (s[L.TRICK_PREPARE_AP + c],
                                                                               s[L.TRICK_MARKERS + c])
        plus = [a + b for a, b in zip(row(s, L.TRICK_YIELD + c * 3, 3), (1, 1, 0))]
        assert row(s, L.TRICK_YIELD + trick * 3, 3) == plus
        for field in (L.TRICK_END_KIND, L.TRICK_END_FAME, L.TRICK_END_ARG):
            assert s[field + trick] == s[field + c]
        assert s[L.TRICK_CATEGORY + trick] == mags.category[sig.magician[k]]
    assert list(item_tricks(s)) == list(range(60))
    assert [comp.trick_names[t] for t in item_tricks(s)][48:] == list(sig.names)


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("full, academy", ((FULL, "trickerion-academy"), (FULL_DA_HAND, "trickerion-academy-da-hand")))
def test_a_dawn_catalogue_is_the_academys_but_for_the_dawn_fields(full, academy, players):
    a, b = cat(players, full), cat(players, academy)
    moved = set(np.flatnonzero(a[:L.CATALOGUE_END] != b[:L.CATALOGUE_END]).tolist())
    tricks = {L.N_TRICKS, L.START_SHARDS}
    for field, width in ((L.TRICK_CATEGORY, 1), (L.TRICK_LEVEL, 1), (L.TRICK_IN_GAME, 1), (L.TRICK_PREPARE_AP, 1),
                         (L.TRICK_MARKERS, 1), (L.TRICK_YIELD, 3), (L.TRICK_NEEDS, L.MAX_COMPONENTS),
                         (L.TRICK_END_KIND, 1), (L.TRICK_END_FAME, 1), (L.TRICK_END_ARG, 1)):
        tricks |= set(range(field + 48 * width, field + 60 * width))
    assert moved and moved <= tricks | set(range(L.DAWN, L.CATALOGUE_END))
    assert moved & tricks == tricks - {t for t in tricks if a[t] == b[t]}


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("ruleset", OLDER)
def test_without_the_dawn_module_no_signature_trick_is_in_play(deck, ruleset):
    for players in (2, 3, 4):
        s = catalogue(COMPS[deck], ruleset, players)
        assert s[L.N_TRICKS] == 48 and s[L.DAWN] == 0 and row(s, L.TRICK_IN_GAME + 48, 12) == [0] * 12
        assert max(item_tricks(s)) < 48
        assert row(s, L.TRICK_SIGNATURE_OF, 60) == [-1] * 60 and row(s, L.MAGICIAN_SIGNATURE, 16) == [-1] * 16
        assert row(s, L.CONTRAPTION_NEEDS, 16) == [0] * 16 and s[L.BUILD_AP] == s[L.BUILD_COINS_PER_BUILT] == 0


# ---- the rulesets: released, options, assumed data ----------------------------------------------

def test_assumed_data_is_reported_only_for_the_dawn_rulesets():
    for deck, comp in COMPS.items():
        for players in (2, 3, 4):
            for ruleset in OLDER:
                assert not set(DAWN_SECTIONS) & set(comp.uses_assumed_data(ruleset, players)), (deck, ruleset)
            for ruleset in (FULL, FULL_DA_HAND):
                used = comp.uses_assumed_data(ruleset, players)
                assert used == comp.uses_assumed_data("trickerion-academy", players) + DAWN_SECTIONS


def test_the_option_contraption_coins_is_the_dawns():
    assert DAWN_OPTIONS == {"contraption_coins": ("per_built", "0")}
    assert check_options({}, FULL)["contraption_coins"] == "per_built"
    assert check_options({"contraption_coins": "0", "tile_choice": "look", "shard_score": "one_each"}, FULL) == (
        check_options({"tile_choice": "look", "shard_score": "one_each"}, "trickerion-academy")
        | {"contraption_coins": "0"})
    for ruleset in ("trickerion", "trickerion-dark-alley", *ACADEMY_RULESETS):
        with pytest.raises(GameSetupError, match=r"--contraption_coins: only the Dawn rulesets have it "
                                                 r"\(trickerion-full, trickerion-full-da-hand\)"):
            check_options({"contraption_coins": "0"}, ruleset)


def test_the_dawn_rulesets_are_released_and_report_their_assumed_data():
    from simkit.games.trickerion.game import TrickerionGame
    game = TrickerionGame()
    assert set(DAWN_RULESETS) <= set(game.rulesets)  # listed (simkit games) and playable from the command line and specs
    setup = game.make_setup(FULL, 3, params={"contraption_coins": "0"})
    assert setup.assumed_data() == ("academy_location", "academy_tiles", "secrets", "protege") + DAWN_SECTIONS
    assert setup.template[L.DAWN] == 1 and setup.template[L.BUILD_COINS_PER_BUILT] == 0
    assert setup.options["contraption_coins"] == "0"
    setup = game.make_setup(FULL_DA_HAND, 4)
    assert setup.template[L.BUILD_COINS_PER_BUILT] == 1 and "academy_ten_rooms" in setup.assumed_data()
    assert game.make_setup("trickerion-academy", 3).assumed_data() == (
        "academy_location", "academy_tiles", "secrets", "protege")
