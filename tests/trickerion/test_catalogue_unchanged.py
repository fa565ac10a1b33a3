"""Dawn of Technology's data (issue 17, part 4) leaves every older ruleset's catalogue as it was: for every
ruleset of parts 1-3 at every player count, with the default, the alt and the Academy's sparse compositions, the
values of every catalogue field that existed before the Dawn's fields were added, field by field and by name (the
layout's offsets may move as fields are added), hash to what was recorded on the branch `dawn-data` at dac93bf,
before the Dawn's data, layout fields and tables.py's Dawn part were added. (The Academy's part froze the raw
catalogue prefix of the parts 1-2 rulesets the same way, at a53bfa4.)

FIELDS lists those fields with their sizes; a field of the catalogue block is found by its name in layout.py
(``NAME = _field(...)`` between "---- catalogue" and ``CATALOGUE_END``), its size being the distance to the next.
"""

import hashlib
import re
from pathlib import Path

import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.tables import catalogue

# ruleset -> (the composition's [[setup.ruleset]], player counts, side and blocking overrides), as
# Game.make_setup calls tables.catalogue (trickerion-noduel: the normal sides and the neutral disc)
RULESETS = {
    "trickerion": ("trickerion", (2, 3, 4), None, None),
    "trickerion-noduel": ("trickerion", (2,), "normal", "neutral_disc"),
    "trickerion-dark-alley": ("trickerion-dark-alley", (2, 3, 4), None, None),
    "trickerion-dark-alley-noprophecies": ("trickerion-dark-alley-noprophecies", (2, 3, 4), None, None),
    "trickerion-dark-alley-noabilities": ("trickerion-dark-alley-noabilities", (2, 3, 4), None, None),
    "trickerion-academy": ("trickerion-academy", (2, 3, 4), None, None),
    "trickerion-academy-da-hand": ("trickerion-academy-da-hand", (2, 3, 4), None, None),
}
DECKS = ("trickerion-assumed-v1", "trickerion-alt-v1", "trickerion-academy-sparse")
# the catalogue fields before the Dawn's, with their sizes (int32 cells)
FIELDS = (
    ("TURNS", 1), ("DUEL", 1), ("BLOCKING", 1), ("START_CARDS", 1), ("START_COMPONENT_VALUE", 1),
    ("OPT_MAY_DECLINE", 1), ("OPT_FAVOURITE_USES_DIE", 1), ("OPT_COMPONENT_SUPPLY", 1), ("OPT_LINK_BONUS", 1),
    ("OPT_TIEBREAK", 1), ("N_TRICKS", 1), ("TRICK_CATEGORY", 60), ("TRICK_LEVEL", 60), ("TRICK_IN_GAME", 60),
    ("TRICK_NEEDS", 960), ("TRICK_PREPARE_AP", 60), ("TRICK_MARKERS", 60), ("TRICK_YIELD", 180), ("THRESHOLDS", 3),
    ("N_COMPONENT_TYPES", 1), ("COMPONENT_TIER", 16), ("COMPONENT_PRICE", 16), ("COMPONENT_PHYSICAL", 16),
    ("MAX_PER_TYPE", 1), ("BOARD_SLOTS", 1), ("MANAGER_SLOTS", 1), ("N_MARKET_SLOTS", 1), ("N_ORDER_SLOTS", 1),
    ("QUICK_ORDER_SURCHARGE", 1), ("MARKET_START", 4), ("N_CHARACTER_TYPES", 1), ("CTYPE_KIND", 8), ("CTYPE_AP", 8),
    ("CTYPE_WAGE", 8), ("CTYPE_MAX", 8), ("CTYPE_BACKSTAGE", 24), ("CTYPE_SETUP_BONUS", 8), ("CTYPE_SLOT", 8),
    ("SLOT_CTYPE", 9), ("UNPAID_WAGE_FAME", 1), ("N_DICE", 1), ("DIE_KIND", 8), ("DIE_FACE_VALUES", 48),
    ("N_LOCATIONS", 1), ("LOC_ROLE", 6), ("LOC_IN_GAME", 6), ("LOC_N_SLOTS", 6), ("LOC_SLOT_AP", 36),
    ("LOC_PER_SEAT", 6), ("LOC_3P_BLOCK", 6), ("LOC_TURN_SETUP", 6), ("N_WEEKDAYS", 1), ("WEEKDAY_AP", 4),
    ("WEEKDAY_YIELD", 12), ("LINK_PAYMENT", 3), ("SHARD_CIRCLE_SHARDS", 1), ("PERFORMER_LINK_FAME", 1),
    ("N_PCARDS", 1), ("MARKER_CYCLE", 4), ("PC_VENUE", 40), ("PC_SLOTS", 240), ("PC_N_LINKS", 40), ("PC_LINK_A", 200),
    ("PC_LINK_B", 200), ("PC_LINK_SHARD", 200), ("PC_BONUS", 120), ("PC_GREY_SLOT", 80), ("PC_GREY_UP", 80),
    ("PC_CIRCLE", 960), ("START_VENUE", 1), ("N_PDECK", 1), ("PDECK_VENUES", 8), ("N_TURN_SETUP", 1),
    ("TS_BLOCKED", 576), ("ADVERTISE_FAME", 1), ("ADVERTISE_COST", 4), ("INITIATIVE_POSITIONS", 4),
    ("SCORE_PER_SHARD", 1), ("SCORE_COINS_PER_FAME", 1), ("SCORE_PER_APPRENTICE", 1), ("SCORE_PER_SPECIALIST", 1),
    ("SCORE_CAP", 1), ("START_FAME", 1), ("START_SHARDS", 1), ("START_COINS", 4), ("START_HAND", 7),
    ("N_MAGICIANS", 1), ("MAGICIAN_CATEGORY", 16), ("MAGICIAN_IN_GAME", 16), ("MAGICIAN_ABILITY", 16),
    ("SCORE_SCHEME", 1), ("DARK_ALLEY", 1), ("PROPHECIES_ON", 1), ("ABILITIES_ON", 1), ("OPT_FORTUNE_ONCE", 1),
    ("OPT_RED_LOTUS_ONCE", 1), ("SCORE_SHARD_KIND", 1), ("SCORE_PER_SA", 1), ("SCORE_TRICK_CONDITIONS", 1),
    ("END_BONUS_CAP", 1), ("TRICK_END_KIND", 60), ("TRICK_END_FAME", 60), ("TRICK_END_ARG", 60), ("N_SA", 1),
    ("SA_LOC", 80), ("SA_ACTION", 80), ("SA_EFFECT", 1200), ("N_PROPHECIES", 1), ("PR_IN_GAME", 40),
    ("PR_EFFECT", 600), ("ACADEMY", 1), ("ACADEMY_LOC", 1), ("OPT_TILE_LOOK", 1), ("N_SPACES", 1), ("SPACE_KIND", 12),
    ("SPACE_OPENS", 12), ("SPACE_COINS", 36), ("SPACE_FAME", 36), ("N_TILES", 1), ("TILE_KIND", 32),
    ("TILE_LEVEL", 32), ("TILE_YIELD", 192), ("TILE_BONUS", 96), ("TILE_ABILITY", 64), ("TILE_ABILITY_N", 64),
    ("BANNERS_PER_SEAT", 1), ("BANNER_CHART", 12), ("BANNER_FAME", 4), ("N_SECRETS", 1), ("PROTEGE_AP", 4),
    ("PROTEGE_WAGE", 4), ("SCORE_BANNERS", 1), ("PR_SET", 40), ("PROPHECIES_REMOVED", 1),
)
FROZEN = {
    ("trickerion-assumed-v1", "trickerion", 2): "572c60b3d01496ca206e0f7b79a05b7583d1f4ff43f8000dab825d5bf531ad99",
    ("trickerion-assumed-v1", "trickerion", 3): "794d8e6752addd082e5329a106b25284b84703620d746be94e2750af13cd417c",
    ("trickerion-assumed-v1", "trickerion", 4): "d1857f608d7fa3527681e37d33bf2aaf7301103fd7f6bde566bfddeb037252ff",
    ("trickerion-assumed-v1", "trickerion-noduel", 2): "ef025a4447efc6b94110beed17c931c24decd841ba045fbda30e5a90c82f7144",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 2): "a73f40e642889c2eb884ad19749957811f5f4c7986d03bb01bd491781b59d5fd",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 3): "5b1b2e288e349390e799e413a535ca9424e8e4bfed8071f3d402566d1c810ebb",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 4): "332f7e9c93dabb89d491de70b416f8dda3cd6b1012e1379cc708f44332a46889",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 2): "38e52d2efd88beb16207e1f56e83728204308855727d65efb5b7c041d00da3c1",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 3): "8287231169e80439310bd71d9eb09e90386c3f88c6e6731883c72b1c45dab0b8",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 4): "b1d0e973956b5a4a7d22e0720bd5204b16344ad27f8cdc29be008d0a246f4a8c",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 2): "a6b0ec33746b83c09a8d49472220d2f6d1c68d653dbae57b9badbbff6568012f",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 3): "817679ea72d9d4beb8391b3678f245f97b95f676ec400054788cb8866e09265a",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 4): "ec8e4742592d067baf5e0bc4ee7f55b2fef7e91beb26eda93b7d7f31eb24260f",
    ("trickerion-assumed-v1", "trickerion-academy", 2): "c0589827fc4685959c9544812ea8604e51fe255907f5ae3c16d6b94082c69ac9",
    ("trickerion-assumed-v1", "trickerion-academy", 3): "9cf3b4be0efd9b647f261a51897a81efe98425a164a3b5bcd473cd75a4487e71",
    ("trickerion-assumed-v1", "trickerion-academy", 4): "b1b9fc7987ff40f052a2563d568706723c9d40fb8ea0a788bbbc73d7dc86f6c6",
    ("trickerion-assumed-v1", "trickerion-academy-da-hand", 2): "33048f26fc4605a83529bb2a83a67845ffbf85d519afc2ba84696ae1d1cc40d4",
    ("trickerion-assumed-v1", "trickerion-academy-da-hand", 3): "5e274537091cf55e551038b52c2a2bf8ef4dfe4b96b30b96a8fd35518aecad10",
    ("trickerion-assumed-v1", "trickerion-academy-da-hand", 4): "154024a09bd4390751f2da6e5be589442d5e546d3b05cdb3d87b242512e264eb",
    ("trickerion-alt-v1", "trickerion", 2): "287f689027a4eafb016463ceff6c3c708e72ed1d927bb07505b2d5847f9dbe27",
    ("trickerion-alt-v1", "trickerion", 3): "03c1235346e5b9ac87dd98649309e77710c7125179976f32f20255e3a4ee722e",
    ("trickerion-alt-v1", "trickerion", 4): "ee0d33cea5f2409e7bfdf974455ade5780b4668df865ab469c71ea01e589ce30",
    ("trickerion-alt-v1", "trickerion-noduel", 2): "67052caa4e76d836c9bd45bd67fb3fb0c40fcea524b4befa455ac913f1dfedc9",
    ("trickerion-alt-v1", "trickerion-dark-alley", 2): "d99f0a18fb61260939d0f7a5f58f920b1541c17e483e70f42278528a4ec0d62a",
    ("trickerion-alt-v1", "trickerion-dark-alley", 3): "622d0f8a9bbbd794dac4fccab8e3e1030e01d865b52cb4482eedfeb55ebf0499",
    ("trickerion-alt-v1", "trickerion-dark-alley", 4): "ab6243021f983164a51915d67e108da889350b682dbfc74c11b68b7c841b76d9",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 2): "fb0e20cb42d1b7e4bc0368c91a7520434b323fe18356d39675728408c8ebac8c",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 3): "b27551eda2ebe13cb7235f5d7a1c3e6ee9deb140d32a1b25b3eb0f94df44db4c",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 4): "c8cdb7b701701ea52f69f672f84272d5774f68cfd8ae250f100f3baea5f097c3",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 2): "6529292963b2c9c82e71f385aa5c90f634ed1abc0a46d9ab4b0141af2781ab96",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 3): "788c51cbeb93d5d3fe182afd057ee78722b8f31b5e92f29c5257f0334520a370",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 4): "f8c84495ab37c9daec0577e18edf1e0f83b4ab733c12abb34fb6e74e9bd11135",
    ("trickerion-alt-v1", "trickerion-academy", 2): "bcfc53453ebb9a8cc25fdd825be6bee24577d8a9edd2eeaa005895a20d0cf2eb",
    ("trickerion-alt-v1", "trickerion-academy", 3): "a47364361f02f6bf82076de45381502c39c3907f313fb0314477dd106b5e07d3",
    ("trickerion-alt-v1", "trickerion-academy", 4): "27c185847ce1668c06651c65ae4a70d3536fb5f4f1f55de6479ca20c067a464f",
    ("trickerion-alt-v1", "trickerion-academy-da-hand", 2): "30846a6ae2b3982c38e32c569da6f9fd5ab22a47ab27f4535c3bbf31a42d63c0",
    ("trickerion-alt-v1", "trickerion-academy-da-hand", 3): "828c9b957a7376b9aeadac49b5ac17c0881179ced4c226e4737375b3d099bf5e",
    ("trickerion-alt-v1", "trickerion-academy-da-hand", 4): "2ce04010d5591ae0ea8cfe984f30ac29e1a4cbdf70804a22fe4dbf6c469d881a",
    ("trickerion-academy-sparse", "trickerion", 2): "572c60b3d01496ca206e0f7b79a05b7583d1f4ff43f8000dab825d5bf531ad99",
    ("trickerion-academy-sparse", "trickerion", 3): "794d8e6752addd082e5329a106b25284b84703620d746be94e2750af13cd417c",
    ("trickerion-academy-sparse", "trickerion", 4): "d1857f608d7fa3527681e37d33bf2aaf7301103fd7f6bde566bfddeb037252ff",
    ("trickerion-academy-sparse", "trickerion-noduel", 2): "ef025a4447efc6b94110beed17c931c24decd841ba045fbda30e5a90c82f7144",
    ("trickerion-academy-sparse", "trickerion-dark-alley", 2): "a73f40e642889c2eb884ad19749957811f5f4c7986d03bb01bd491781b59d5fd",
    ("trickerion-academy-sparse", "trickerion-dark-alley", 3): "5b1b2e288e349390e799e413a535ca9424e8e4bfed8071f3d402566d1c810ebb",
    ("trickerion-academy-sparse", "trickerion-dark-alley", 4): "332f7e9c93dabb89d491de70b416f8dda3cd6b1012e1379cc708f44332a46889",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noprophecies", 2): "38e52d2efd88beb16207e1f56e83728204308855727d65efb5b7c041d00da3c1",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noprophecies", 3): "8287231169e80439310bd71d9eb09e90386c3f88c6e6731883c72b1c45dab0b8",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noprophecies", 4): "b1d0e973956b5a4a7d22e0720bd5204b16344ad27f8cdc29be008d0a246f4a8c",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noabilities", 2): "a6b0ec33746b83c09a8d49472220d2f6d1c68d653dbae57b9badbbff6568012f",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noabilities", 3): "817679ea72d9d4beb8391b3678f245f97b95f676ec400054788cb8866e09265a",
    ("trickerion-academy-sparse", "trickerion-dark-alley-noabilities", 4): "ec8e4742592d067baf5e0bc4ee7f55b2fef7e91beb26eda93b7d7f31eb24260f",
    ("trickerion-academy-sparse", "trickerion-academy", 2): "ba7f370d620317cca83d92fb84ea555d14823d397d540a03ed40636ba9375ab4",
    ("trickerion-academy-sparse", "trickerion-academy", 3): "3544822e15ace93e3e825d6b8f1a396674f9c15f28bc6bf796ceea5468345589",
    ("trickerion-academy-sparse", "trickerion-academy", 4): "768015e0017dee61d03d1e5dc90f4bd180392117eeec0c6140192fc761d23c5c",
    ("trickerion-academy-sparse", "trickerion-academy-da-hand", 2): "bf0916cfd7c85e3cdcaadf6081470e8b725e113b4ffbf40976b286a266f13717",
    ("trickerion-academy-sparse", "trickerion-academy-da-hand", 3): "fa5fbe600928c46f761e9d8e1c1251abfacda70ac8cb9ce07219c5013dd9ed06",
    ("trickerion-academy-sparse", "trickerion-academy-da-hand", 4): "cd4a9d5a7b62f0f84ff24a9f48a2d4b007a591ad7ff1ee553b3b00b61f6f4e9b",
}


CASES = [(deck, ruleset, players) for deck in DECKS for ruleset, (_, counts, _, _) in RULESETS.items()
         for players in counts]


def catalogue_fields() -> dict[str, tuple[int, int]]:
    """Every field of layout.py's catalogue block by name: (offset, size), in file order."""
    source = Path(L.__file__).read_text(encoding="utf-8")
    block = source[source.index("# ---- catalogue"):source.index("CATALOGUE_END = _next")]
    names = re.findall(r"^([A-Z][A-Z_0-9]*) = _field\(", block, re.MULTILINE)
    offsets = [getattr(L, name) for name in names] + [L.CATALOGUE_END]
    return {name: (offsets[i], offsets[i + 1] - offsets[i]) for i, name in enumerate(names)}


def digest(s, fields) -> str:
    h = hashlib.sha256()
    for name, (at, size) in fields.items():
        h.update(name.encode() + b"=" + s[at:at + size].tobytes())
    return h.hexdigest()


def test_every_case_is_frozen():
    assert sorted(CASES) == sorted(FROZEN)


def test_the_older_fields_are_still_there_with_their_sizes():
    now = catalogue_fields()
    for name, size in FIELDS:
        assert name in now, f"the catalogue field {name} is gone"
        assert now[name][1] == size, f"the catalogue field {name} has {now[name][1]} cells, was {size}"
    assert list(now)[:len(FIELDS)] == [name for name, _ in FIELDS], "new fields go after the older ones"


@pytest.mark.parametrize("deck, ruleset, players", CASES)
def test_the_catalogue_of_the_rulesets_of_parts_1_to_3_is_unchanged(deck, ruleset, players):
    data, _, side, blocking = RULESETS[ruleset]
    s = catalogue(load_composition(deck), data, players, side, blocking)
    now = catalogue_fields()
    fields = {name: (now[name][0], size) for name, size in FIELDS}
    assert digest(s, fields) == FROZEN[(deck, ruleset, players)]
