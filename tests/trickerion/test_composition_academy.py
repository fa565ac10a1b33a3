"""Dahlgaard's Academy's data (issue 17, part 3; DATA.md §3.2-§3.3, Appendices D and E): the
composition's Academy sections hold the data notes' properties, a broken Academy table is one
GameSetupError line naming the file, the table and the field, the catalogue of an Academy ruleset
holds them for 2, 3 and 4 players, and the sparse composition differs only where it says."""

import tomllib
from collections import Counter

import numpy as np
import pytest

from simkit.games.base import GameSetupError
from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import BUILT_IN_DIR, load_composition
from simkit.games.trickerion.setup import ACADEMY_OPTIONS, ACADEMY_RULESETS, DARK_ALLEY_OPTIONS, check_options
from simkit.games.trickerion.tables import catalogue
from simkit.games.trickerion.vocabulary import (ABILITIES, ACTIONS, CHARACTER_KINDS, MODULES, PRACTICE_ABILITIES,
                                                PROPHECY_SETS, SPACE_KINDS, SPACE_ROWS)

C = load_composition()
SPARSE = load_composition("trickerion-academy-sparse")
DEFAULT_TEXT = (BUILT_IN_DIR / "trickerion-assumed-v1.toml").read_text()
ACADEMY = "trickerion-academy"
CLASSROOM, PRACTICE = SPACE_KINDS.index("classroom"), SPACE_KINDS.index("practice_room")
ACADEMY_SECTIONS = ("academy_location", "academy_tiles", "secrets", "protege")  # assumed, every Academy game's


# ---- the data notes' properties -----------------------------------------------------------------

APPENDIX_E = {  # space: row, Coins, Fame [RAS]
    "CR1": ("A", [5, 7, 9], [2, 5, 9]), "CR2": ("B", [3, 4, 6], [1, 3, 6]),
    "CR3": ("start", [6, 8, 10], [4, 7, 10]), "CR4": ("start", [4, 5, 11], [1, 3, 13]),
    "PR1": ("A", [4, 5, 11], [1, 3, 13]), "PR2": ("B", [6, 8, 10], [4, 7, 10]),
    "PR3": ("start", [3, 4, 6], [1, 3, 6]), "PR4": ("start", [5, 7, 9], [2, 5, 9]),
}


def spaces_of(spaces):
    return {name: (SPACE_ROWS[spaces.row[i]], spaces.coins[i].tolist(), spaces.fame[i].tolist())
            for i, name in enumerate(spaces.names)}


def test_the_8_and_10_room_sides_have_3_non_decreasing_ratios_per_space():
    eight, ten = C.academy.spaces, C.academy_ten_rooms
    assert (len(eight.names), len(ten.names)) == (8, 10)
    for side in (eight, ten):
        assert side.coins.shape == side.fame.shape == (len(side.names), 3)
        assert np.all(np.diff(side.coins, axis=1) >= 0) and np.all(np.diff(side.fame, axis=1) >= 0)
    assert spaces_of(eight) == APPENDIX_E
    assert [n[:2] == "CR" for n in eight.names] == [SPACE_KINDS[k] == "classroom" for k in eight.kind]
    # the assumed 10-room side: the 8 spaces, a starting Classroom as CR3, a starting Practice Room as PR4
    assert spaces_of(ten) == APPENDIX_E | {"CR5": APPENDIX_E["CR3"], "PR5": APPENDIX_E["PR4"]}
    assert Counter(SPACE_KINDS[k] for k in ten.kind) == {"classroom": 5, "practice_room": 5}


def test_banners_the_majority_and_the_open_rooms_by_player_count():
    a = C.academy
    assert a.banners_per_seat == 12 and a.banner_chart.tolist() == [4, 4, 3, 3, 2, 2, 1]
    assert a.rooms == {2: 8, 3: 8, 4: 10}
    assert a.banner_fame == {2: (8,), 3: (12, 6), 4: (15, 10, 5)}  # G76
    rows = {count: dict(zip(SPACE_ROWS, turns.tolist())) for count, turns in a.open_turn.items()}
    assert rows == {2: {"start": 1, "A": 4, "B": 6}, 3: {"start": 1, "A": 5, "B": 1}, 4: {"start": 1, "A": 4, "B": 6}}


def test_9_classroom_and_9_practice_room_tiles_3_per_stack_2_slots_each():
    t = C.academy_tiles
    assert len(t.names) == 18 and t.ability.shape == t.ability_n.shape == (18, 2) and t.yields.shape == (18, 2, 3)
    assert Counter(zip(t.kind.tolist(), t.level.tolist())) == {(k, lv): 3 for k in (0, 1) for lv in (1, 2, 3)}
    classroom = t.kind == CLASSROOM
    assert np.all(t.ability[classroom] == -1) and np.all(t.ability[~classroom] >= 0)
    assert not t.yields[~classroom].any() and not t.bonus[~classroom].any()


def test_classroom_tiles_follow_the_rule_of_the_data_notes():
    """Threshold 1: {+0, -1 Fame}, {+1 Coin, +0}, {+0, +1 Fame}; each threshold one step better; bonus 2 Coins /
    3 Fame / 4 Fame + 1 Shard."""
    t = C.academy_tiles
    fame_coins = {t.names[i]: [tuple(t.yields[i, s, :2].tolist()) for s in range(2)] for i in np.flatnonzero(t.kind == 0)}
    assert fame_coins == {
        "Classroom 1a": [(0, 0), (-1, 0)], "Classroom 1b": [(0, 1), (0, 0)], "Classroom 1c": [(0, 0), (1, 0)],
        "Classroom 2a": [(1, 0), (0, 0)], "Classroom 2b": [(0, 2), (1, 0)], "Classroom 2c": [(1, 0), (2, 0)],
        "Classroom 3a": [(2, 0), (1, 0)], "Classroom 3b": [(0, 3), (2, 0)], "Classroom 3c": [(2, 0), (3, 0)]}
    assert not t.yields[:, :, 2].any()
    bonus = {int(t.level[i]): tuple(t.bonus[i].tolist()) for i in np.flatnonzero(t.kind == 0)}
    assert bonus == {1: (0, 2, 0), 2: (3, 0, 0), 3: (4, 0, 1)}


def test_practice_room_abilities_appear_2_or_3_times_yields_low_stay_and_double_high():
    t = C.academy_tiles
    practice = np.flatnonzero(t.kind == PRACTICE)
    count = Counter(PRACTICE_ABILITIES[a] for a in t.ability[practice].ravel())
    assert set(count) == set(PRACTICE_ABILITIES) and set(count.values()) <= {2, 3} and sum(count.values()) == 18
    level = {PRACTICE_ABILITIES[a]: set() for a in range(len(PRACTICE_ABILITIES))}
    for i in practice:
        for a in t.ability[i]:
            level[PRACTICE_ABILITIES[a]].add(int(t.level[i]))
    assert level["stay_on_card"] == level["double_marker"] == {3}
    assert max(level["yield_fame"] | level["yield_coins"]) <= 2 and 1 in level["yield_fame"] & level["yield_coins"]
    numbered = [PRACTICE_ABILITIES.index(a) for a in ("free_rotate", "double_marker")]
    assert np.all((t.ability_n[practice] == 0) == np.isin(t.ability[practice], numbered))


def test_12_secrets_3_per_location_in_the_special_assignment_vocabulary():
    s = C.secrets
    assert s.ids == tuple(f"S{k:02}" for k in range(1, 13)) and len(set(s.names)) == 12
    places = Counter(s.location_names[p] for p in s.location)
    assert places == {"Downtown": 3, "Market Row": 3, "Workshop": 3, "Theater": 3}
    assert s.steps(s.ids.index("S01")) == [{"op": "learn_any"}]
    assert s.steps(s.ids.index("S07")) == [{"op": "prepare_markers", "n": 1}]
    assert s.steps(s.ids.index("S10")) == [{"op": "link_payment_times", "times": 2}]
    assert ACTIONS[s.action[s.ids.index("S06")]] == "order"


def test_27_dark_alley_and_7_academy_prophecies_with_the_new_ops():
    pr = C.prophecies
    assert Counter(PROPHECY_SETS[x] for x in pr.set) == {"dark-alley": 27, "academy": 7}
    blue = {pr.ids[p]: pr.steps(p) for p in pr.of_sets((PROPHECY_SETS.index("academy"),))}
    assert blue == {"P28": [{"op": "renovate_fame", "per_level": 2}], "P29": [{"op": "practice_coins", "per_level": 2}],
                    "P30": [{"op": "secret_draw", "n": 3}], "P31": [{"op": "assign_at_placement"}],
                    "P32": [{"op": "teach_yield_now"}],
                    "P33": [{"op": "protege_backstage", "fame": 1, "coins": 1, "shards": 1}],
                    "P34": [{"op": "classroom_double"}]}


def test_12_magicians_3_per_category_and_the_protege():
    assert len(C.magicians.names) == 12 and Counter(C.magicians.category.tolist()) == {c: 3 for c in range(4)}
    ch, p = C.characters, C.protege
    assert CHARACTER_KINDS[ch.kind[p.character]] == "protege" and ch.names[p.character] == "Protégé"
    assert p.character == len(ch.names) - 1 and MODULES[ch.module[p.character]] == "academy"
    assert p.ap.tolist() == [1, 1, 2, 3] and p.wage.tolist() == [1, 2, 3, 3]  # G56
    assert p.character not in C.dice.faces[list(C.dice.of_kind("inn"))]  # not hireable (G57)


def test_the_academy_scheme_and_rulesets():
    da, ac = C.scoring["dark-alley"], C.scoring["academy"]
    assert ac.banner_majority and not da.banner_majority
    assert {k: v for k, v in vars(ac).items() if k not in ("name", "banner_majority")} == \
        {k: v for k, v in vars(da).items() if k not in ("name", "banner_majority")}
    rules, other = C.ruleset(ACADEMY), C.ruleset("trickerion-academy-da-hand")
    assert [MODULES[m] for m in rules.modules] == ["base", "dark-alley", "academy"] and rules.turns == 7
    assert (rules.fame, rules.shards, rules.coins_by_seat.tolist()) == (3, 1, [12, 14, 16, 18])
    assert rules.hand == {"Theater": 3, "Workshop": 2, "Market Row": 2, "Downtown": 2, "Academy": 1, "Dark Alley": 1}
    assert other.hand == {"Theater": 2, "Workshop": 1, "Market Row": 1, "Downtown": 1, "Dark Alley": 1, "Academy": 1}
    for r in (rules, other):
        assert r.prophecy_sets == (0, 1) and r.prophecies_removed == 7 and r.scoring == "academy"
        assert r.magician_boxes == (0, 1) and r.magician_abilities
    assert C.ruleset("trickerion-dark-alley").prophecies_removed == 0


@pytest.mark.parametrize("ruleset, players, assumed", [
    (ACADEMY, 2, ("academy_location", "duel_sides", "turn_setup", "academy_tiles", "secrets", "protege")),
    (ACADEMY, 3, ACADEMY_SECTIONS),
    (ACADEMY, 4, ("academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege")),
    ("trickerion-academy-da-hand", 4, ("academy_location", "academy_ten_rooms", "academy_tiles", "secrets", "protege")),
    ("trickerion-dark-alley", 2, ("duel_sides", "turn_setup")),
    ("trickerion-dark-alley", 4, ()),
    ("trickerion", 3, ()),
])
def test_the_assumed_academy_sections_are_reported_only_where_a_game_uses_them(ruleset, players, assumed):
    assert C.uses_assumed_data(ruleset, players) == assumed
    assert {C.sources[s] for s in ACADEMY_SECTIONS + ("academy_ten_rooms",)} == {"assumed"}
    assert C.sources["academy"] == "ras"


# ---- a broken Academy table is one line naming file, table and field -----------------------------

CR1 = 'name = "CR1"\nkind = "classroom"\nrow = "A"\ncoins = [5, 7, 9]\nfame = [2, 5, 9]\n[[academy.space]]\nname = "CR2"'
TILE_1A = 'name = "Classroom 1a"\nkind = "classroom"\nlevel = 1\nslots = [{}, { fame = -1 }]'
PRACTICE_1A = 'name = "Practice Room 1a"\nkind = "practice_room"\nlevel = 1\nslots = [{ ability = "yield_fame", n = 1 }'
S07 = 'name = "Secret of Tweaking"  # A16 Trick Tweaking\nlocation = "Workshop"\naction = "prepare"\ntext = "Prepare: +1 Trick marker."\neffect = [{ op = "prepare_markers", n = 1 }]'

CASES = [  # id, text to replace (once in the file), replacement, table, field, words of the problem
    ("decreasing ratio", CR1, CR1.replace("coins = [5, 7, 9]", "coins = [5, 9, 7]"),
     "academy.space #1 'CR1'", "coins", "expected non-decreasing values"),
    ("unknown space kind", CR1, CR1.replace('kind = "classroom"', 'kind = "library"', 1),
     "academy.space #1 'CR1'", "kind", "'library' is not one of classroom, practice_room"),
    ("unknown row", CR1, CR1.replace('row = "A"', 'row = "C"'), "academy.space #1 'CR1'", "row", "is not one of start"),
    ("7 spaces on the 8-room side", CR1 + '\nkind = "classroom"\nrow = "B"\ncoins = [3, 4, 6]\nfame = [1, 3, 6]\n'
     '[[academy.space]]', CR1.split("\n[[academy.space]]")[0] + "\n[[academy.space]]", "academy", "space",
     "expected a list of 8 to 8 items, got 7"),
    ("a majority list longer than the seats", "count = 2\nrooms = 8  # the 8-room side [S L14]\nbanner_fame = [8]",
     "count = 2\nrooms = 8\nbanner_fame = [8, 4, 2]", "academy.players #1 (count 2)", "banner_fame", "1 to 2 items"),
    ("a side that is not 8 or 10", "count = 3\nrooms = 8", "count = 3\nrooms = 9", "academy.players #2 (count 3)",
     "rooms", "expected 8 or 10"),
    ("a tile with 3 slots", TILE_1A, TILE_1A.replace("slots = [{}, ", "slots = [{}, {}, "),
     "academy_tiles.tile #1 'Classroom 1a'", "slots", "2 to 2 items"),
    ("an unknown ability", PRACTICE_1A, PRACTICE_1A.replace("yield_fame", "levitate"),
     "academy_tiles.tile #10 'Practice Room 1a'.slots[0]", "ability", "'levitate' is not one of extra_marker"),
    ("a Classroom modifier on a Practice Room slot", PRACTICE_1A, PRACTICE_1A.replace("n = 1 }", "n = 1, fame = 1 }"),
     "academy_tiles.tile #10 'Practice Room 1a'.slots[0]", "fame", "unknown field"),
    ("a bonus on a Practice Room tile", PRACTICE_1A, PRACTICE_1A.replace('level = 1\n', 'level = 1\nbonus = { fame = 1 }\n'),
     "academy_tiles.tile #10 'Practice Room 1a'", "bonus", "only a Classroom tile"),
    ("a Secret's op of another action", S07, S07.replace('op = "prepare_markers", n = 1', 'op = "learn_any"'),
     "secrets.secret #7 'Secret of Tweaking'.effect[0]", "op", "learn_any modifies learn, not the card's action 'prepare'"),
    ("a Secret's action of another location", S07, S07.replace('action = "prepare"', 'action = "buy"'),
     "secrets.secret #7 'Secret of Tweaking'", "action", "'buy' is not an action of Workshop"),
    ("a Protégé wage the character does not have", "wage_by_secrets = [1, 2, 3, 3]", "wage_by_secrets = [2, 2, 3, 3]",
     "protege", "wage_by_secrets", "with no Secret 2, but the character 'Protégé' has 1"),
    ("a hireable Protégé", 'faces = ["X", "X", "X", "Assistant", "Manager", "Engineer"]',
     'faces = ["X", "X", "X", "Protégé", "Manager", "Engineer"]', "dice.die #3 'Inn 1'", "faces[3]", "not a inn die face"),
    ("a banner chart shorter than the game", "banner_chart = [4, 4, 3, 3, 2, 2, 1]", "banner_chart = [4, 4, 3]",
     "setup.ruleset #5 'trickerion-academy'", "turns", "academy.banner_chart has Banners for 3"),
    ("more Prophecies removed than the Dark Alley has", 'prophecies_removed = 7  # "remove 7',
     'prophecies_removed = 30  # "remove 7', "setup.ruleset #5 'trickerion-academy'", "prophecies_removed",
     "30 removed, but the Dark Alley set has 27 Prophecies"),
    ("the Academy copying a location Turn Setup cards do not block", 'turn_setup_as = "Dark Alley"',
     'turn_setup_as = "Workshop"', "academy_location", "turn_setup_as", "'Workshop' is not one of Downtown, Market Row, "
     "Dark Alley"),
    ("the Banner majority without the Academy", 'scoring = "base"', 'scoring = "academy"',
     "setup.ruleset #1 'trickerion'", "scoring", "scores the Banner majority: it needs the module \"academy\""),
    ("the Protégé before a character in play", 'name = "Apprentice"\nkind = "apprentice"\n',
     'name = "Apprentice"\nkind = "apprentice"\nmodule = "academy"\n', "characters.character #5 'Apprentice'", "module",
     "the Magician and the Apprentice are the base game's"),
]


@pytest.mark.parametrize("old, new, table, field, problem", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_broken_academy_table_is_one_line_naming_file_table_and_field(tmp_path, old, new, table, field, problem):
    assert DEFAULT_TEXT.count(old) == 1, f"the case's text occurs {DEFAULT_TEXT.count(old)} times"
    path = tmp_path / "broken.toml"
    path.write_text(DEFAULT_TEXT.replace(old, new))
    with pytest.raises(GameSetupError) as caught:
        load_composition(str(path))
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"composition {path}: table {table}, field {field}: "), message
    assert problem in message, message


def without(text, section, following):
    return text[:text.index(f"\n[{section}]")] + text[text.index(f"\n[{following}]"):]


def test_the_academy_module_needs_its_sections_and_a_ruleset_without_it_does_not(tmp_path):
    path = tmp_path / "no-ten-rooms.toml"
    path.write_text(without(DEFAULT_TEXT, "academy_ten_rooms", "academy_tiles"))
    with pytest.raises(GameSetupError, match=r"table setup.ruleset #5 'trickerion-academy', field modules: 4 players "
                                             r"play the 10-room side: it needs the section academy_ten_rooms"):
        load_composition(str(path))
    path.write_text(without(DEFAULT_TEXT, "secrets", "protege"))
    with pytest.raises(GameSetupError, match=r"field modules: the module \"academy\" needs the section secrets"):
        load_composition(str(path))
    # without the Academy's rulesets, a composition needs none of its sections (nor the Protégé's row)
    start, end = DEFAULT_TEXT.index("[[setup.ruleset]]  # Dahlgaard's Academy"), DEFAULT_TEXT.index("[[setup.players]]")
    text = DEFAULT_TEXT[:start] + DEFAULT_TEXT[end:]
    text = text[:text.index("\n# the 7 blue Academy Prophecies")] + "\n"
    text = without(text, "academy_location", "theater")
    path.write_text(text)
    bare = load_composition(str(path))
    assert bare.academy is None and bare.secrets is None and bare.academy_location == -1
    assert bare.locations.names == ("Downtown", "Market Row", "Workshop", "Dark Alley")
    assert bare.uses_assumed_data() == ("duel_sides", "turn_setup")
    for players in (2, 3, 4):
        assert np.array_equal(catalogue(bare, "trickerion-dark-alley", players)[:L.CATALOGUE_END],
                              catalogue(C, "trickerion-dark-alley", players)[:L.CATALOGUE_END])


# ---- the catalogue of an Academy ruleset ------------------------------------------------------------

def cat(players, ruleset=ACADEMY, comp=C, **options):
    return catalogue(comp, ruleset, players, options=options or None)


def row(s, at, n):
    return s[at:at + n].tolist()


@pytest.mark.parametrize("players, spaces, opens, fame", [
    (2, 8, [4, 6, 1, 1, 4, 6, 1, 1], [8, 0, 0, 0]),
    (3, 8, [5, 1, 1, 1, 5, 1, 1, 1], [12, 6, 0, 0]),
    (4, 10, [4, 6, 1, 1, 1, 4, 6, 1, 1, 1], [15, 10, 5, 0]),
])
def test_the_side_open_rooms_and_banner_fame_by_player_count(players, spaces, opens, fame):
    s = cat(players)
    side = C.academy.spaces if spaces == 8 else C.academy_ten_rooms
    assert (s[L.ACADEMY], s[L.N_SPACES]) == (1, spaces)
    assert row(s, L.SPACE_OPENS, spaces) == opens and row(s, L.SPACE_OPENS + spaces, 2) == [0, 0]
    assert row(s, L.SPACE_KIND, spaces) == side.kind.tolist()
    assert row(s, L.SPACE_COINS, spaces * 3) == side.coins.ravel().tolist()
    assert row(s, L.SPACE_FAME, spaces * 3) == side.fame.ravel().tolist()
    assert row(s, L.BANNER_FAME, L.MAX_SEATS) == fame
    assert s[L.BANNERS_PER_SEAT] == 12 and row(s, L.BANNER_CHART, 8) == [4, 4, 3, 3, 2, 2, 1, 0]
    assert s[L.SCORE_BANNERS] == 1 and s[L.SCORE_PER_SA] == 2 and s[L.TURNS] == 7


def test_the_academy_location_and_its_blocking():
    for players in (2, 3, 4):
        s = cat(players)
        loc = int(s[L.ACADEMY_LOC])
        assert loc == C.locations.id("Academy") == 4 and s[L.N_LOCATIONS] == 5
        assert (s[L.LOC_ROLE + loc], s[L.LOC_IN_GAME + loc], s[L.LOC_N_SLOTS + loc]) == (L.ROLE_ACADEMY, 1, 4)
        assert row(s, L.LOC_SLOT_AP + loc * L.MAX_LOC_SLOTS, 4) == [2, 1, 1, 0]
        assert (s[L.LOC_3P_BLOCK + loc], s[L.LOC_TURN_SETUP + loc], s[L.LOC_PER_SEAT + loc]) == (1, 1, 0)
    s, dark = cat(2), C.locations.id("Dark Alley")
    assert s[L.N_TURN_SETUP] == 12
    for card in range(12):
        cells = [row(s, L.TS_BLOCKED + (card * L.MAX_LOCATIONS + at) * L.MAX_LOC_SLOTS, 6) for at in (dark, 4)]
        assert cells[0] == cells[1] and sum(cells[1]) == 2  # the Academy copies the Dark Alley [S L48]


def test_tiles_secrets_protege_and_prophecies_in_the_catalogue():
    s, t, sec = cat(3), C.academy_tiles, C.secrets
    n = len(t.names)
    assert s[L.N_TILES] == n == 18
    assert row(s, L.TILE_KIND, n) == t.kind.tolist() and row(s, L.TILE_LEVEL, n) == t.level.tolist()
    assert row(s, L.TILE_YIELD, n * 6) == t.yields.ravel().tolist() and row(s, L.TILE_BONUS, n * 3) == t.bonus.ravel().tolist()
    assert row(s, L.TILE_ABILITY, n * 2) == t.ability.ravel().tolist() and -1 in row(s, L.TILE_ABILITY, n * 2)
    assert row(s, L.TILE_ABILITY_N, n * 2) == t.ability_n.ravel().tolist()
    # Secret k is SA card N_SA + k, exactly as an SA card, never in a deck
    first, k = int(s[L.N_SA]), len(sec.names)
    assert first == 40 and s[L.N_SECRETS] == k == 12 and first + k <= L.MAX_SA
    theater = {"Downtown": 0, "Market Row": 1, "Workshop": 2, "Theater": L.LOC_THEATER}
    assert row(s, L.SA_LOC + first, k) == [theater[sec.location_names[p]] for p in sec.location]
    assert row(s, L.SA_ACTION + first, k) == sec.action.tolist()
    size = L.EFFECT_STEPS * L.EFFECT_ROW
    assert row(s, L.SA_EFFECT + first * size, k * size) == sec.effect.ravel().tolist()
    assert row(s, L.SA_LOC + first + k, 1) == [-1]
    # the Protégé: its character slot, AP and wage by Secrets
    p = C.protege.character
    assert s[L.N_CHARACTER_TYPES] == 6 and s[L.CTYPE_SLOT + p] == L.PROTEGE_SLOT == 8
    assert s[L.SLOT_CTYPE + L.PROTEGE_SLOT] == p and row(s, L.SLOT_CTYPE + L.FIRST_APPRENTICE, 4) == [4] * 4
    assert s[L.CTYPE_KIND + p] == CHARACTER_KINDS.index("protege") and (s[L.CTYPE_AP + p], s[L.CTYPE_WAGE + p]) == (1, 1)
    assert row(s, L.PROTEGE_AP, 4) == [1, 1, 2, 3] and row(s, L.PROTEGE_WAGE, 4) == [1, 2, 3, 3]
    # both Prophecy sets in the bag, 7 Dark Alley ones removed at setup
    assert (s[L.N_PROPHECIES], s[L.PROPHECIES_REMOVED], s[L.PROPHECIES_ON]) == (34, 7, 1)
    assert row(s, L.PR_SET, 34) == [0] * 27 + [1] * 7 and row(s, L.PR_IN_GAME, 34) == [1] * 34


def test_the_academy_versions_of_master_of_chains_and_the_priestess_and_the_hand():
    m = C.magicians
    s, da = cat(4), cat(4, "trickerion-dark-alley")
    ability = {name: ABILITIES[s[L.MAGICIAN_ABILITY + i]] for i, name in enumerate(m.names)}
    assert ability["Master of Chains"] == "secret_combination" and ability["Priestess of Mysticism"] == "deja_vu"
    assert ABILITIES[da[L.MAGICIAN_ABILITY + m.id("Master of Chains")]] == "break_free"
    assert ABILITIES[da[L.MAGICIAN_ABILITY + m.id("Priestess of Mysticism")]] == "fate_weaving"
    assert ability["Anjali"] == "whisperer_of_secrets" and row(s, L.MAGICIAN_IN_GAME, 12) == [1] * 12
    assert sum(a != b for a, b in zip(row(s, L.MAGICIAN_ABILITY, 12), row(da, L.MAGICIAN_ABILITY, 12))) == 2
    by_place = {name: int(s[L.START_HAND + i]) for i, name in enumerate(C.locations.names)}
    assert by_place == {"Downtown": 2, "Market Row": 2, "Workshop": 2, "Dark Alley": 1, "Academy": 1}
    assert s[L.START_HAND + L.LOC_THEATER] == 3
    assert row(cat(4, "trickerion-academy-da-hand"), L.START_HAND, 7) == [1, 1, 1, 1, 1, 0, 2]
    assert (s[L.START_FAME], row(s, L.START_COINS, 4)) == (3, [12, 14, 16, 18])


def test_the_option_tile_choice_is_the_academys():
    assert cat(3)[L.OPT_TILE_LOOK] == 0 and cat(3, tile_choice=1)[L.OPT_TILE_LOOK] == 1
    assert check_options({"tile_choice": "look"}, ACADEMY)["tile_choice"] == "look"
    options = check_options({"shard_score": "one_each"}, ACADEMY)  # the Dark Alley's options too
    assert set(options) >= set(DARK_ALLEY_OPTIONS) | set(ACADEMY_OPTIONS) and options["shard_score"] == "one_each"
    for ruleset in ("trickerion-dark-alley", "trickerion"):
        with pytest.raises(GameSetupError, match=r"--tile_choice: only the Academy rulesets have it "
                                                 r"\(trickerion-academy, trickerion-academy-da-hand, trickerion-full, "
                                                 r"trickerion-full-da-hand\)"):
            check_options({"tile_choice": "look"}, ruleset)
    assert "tile_choice" not in check_options({}, "trickerion-dark-alley")


def test_the_academy_rulesets_are_released_and_report_their_assumed_data():
    from simkit.games.trickerion.game import TrickerionGame
    game = TrickerionGame()
    assert set(ACADEMY_RULESETS) <= set(game.rulesets)
    setup = game.make_setup(ACADEMY, 3, params={"tile_choice": "look"})
    assert setup.assumed_data() == ACADEMY_SECTIONS and setup.template[L.OPT_TILE_LOOK] == 1
    assert setup.template[L.ACADEMY] == 1 and setup.options["tile_choice"] == "look"


# ---- the sparse composition ----------------------------------------------------------------------

def test_the_sparse_composition_differs_only_in_the_assumed_tiles_and_secrets():
    default, sparse = (tomllib.loads(c.path.read_text()) for c in (C, SPARSE))
    differ = {key for key in default.keys() | sparse.keys() if default.get(key) != sparse.get(key)}
    assert differ == {"name", "description", "academy_tiles", "secrets"}
    assert SPARSE.uses_assumed_data(ACADEMY, 4) == C.uses_assumed_data(ACADEMY, 4)
    for players in (2, 3, 4):  # and in the catalogue, only the tiles and the Secrets' rows
        a, b = cat(players), cat(players, comp=SPARSE)
        moved = set(np.flatnonzero(a[:L.CATALOGUE_END] != b[:L.CATALOGUE_END]).tolist())
        tiles = set(range(L.TILE_YIELD, L.BANNERS_PER_SEAT))
        secrets = set(range(L.SA_EFFECT + 40 * L.EFFECT_STEPS * L.EFFECT_ROW, L.SA_EFFECT + 52 * L.EFFECT_STEPS * L.EFFECT_ROW))
        assert moved and moved <= tiles | secrets


def test_the_sparse_tiles_are_the_default_ones_halved_toward_zero():
    d, s = C.academy_tiles, SPARSE.academy_tiles
    assert d.names == s.names and np.array_equal(d.kind, s.kind) and np.array_equal(d.ability, s.ability)
    for a, b in ((d.yields, s.yields), (d.bonus, s.bonus), (d.ability_n, s.ability_n)):
        assert np.array_equal(np.trunc(a / 2).astype(int), b)
    assert d.yields.any() and d.ability_n.any() and not s.ability_n.any()


def test_the_sparse_secrets_are_weaker_by_the_header_rule():
    d, s = C.secrets, SPARSE.secrets
    assert d.ids == s.ids and np.array_equal(d.location, s.location) and np.array_equal(d.action, s.action)
    changed = {d.ids[k]: (d.steps(k), s.steps(k)) for k in range(12) if d.steps(k) != s.steps(k)}
    assert set(changed) == set(d.ids)  # every Secret is weakened
    for k in ("S01", "S02", "S08"):  # no number: 1 AP more
        old, new = changed[k]
        assert new[:1] == old and new[1]["op"] == "action_ap" and new[1]["delta"] == 1
    assert changed["S03"][1] == [{"op": "take_coins_fame", "minus": 6}]
    assert changed["S07"][1] == [{"op": "prepare_markers", "n": 0}]
    assert changed["S10"][1] == [{"op": "link_payment_times", "times": 1}]
