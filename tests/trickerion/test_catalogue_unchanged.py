"""The Academy's data (issue 17, part 3) leaves every older ruleset's catalogue as it was: the whole
catalogue block s[:CATALOGUE_END] that tables.catalogue writes, for every ruleset of parts 1-2 at
every player count, with the default and the alt compositions, has the sha256 recorded on the branch
`academy` (a53bfa4) before the Academy's data and tables.py's Academy part were added.
"""

import hashlib

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
}
FROZEN = {
    ("trickerion-assumed-v1", "trickerion", 2): "3c5fba32c53cc5468a4714202dc0d9cdec346414752f40ef9f176c496defff99",
    ("trickerion-assumed-v1", "trickerion", 3): "c6111e72490dd27738ce581cffd77a9f2830c3e6da93d4a197f961ce989cfeb5",
    ("trickerion-assumed-v1", "trickerion", 4): "c544738fc830e86b38f52cbd17954c07d1c0c2be7938df9449fce2f25000d2e0",
    ("trickerion-assumed-v1", "trickerion-noduel", 2): "f001bbd2b322be5d5f8ab559e5feaedb3bf195a17a0c8bab683d4a65b479e56c",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 2): "bf9303cc077ffafbe043bb838980d0972225f774015cfce154c12a4b8dd620a7",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 3): "144ad794c2ca55b5931edda75da6734ee77d502901897be60cbd45af4d0bad4a",
    ("trickerion-assumed-v1", "trickerion-dark-alley", 4): "36129525922471889ffbcd3034341c7a095c33b4838b70033bf71bf8eddbfde6",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 2): "507356c15879a21b72280e4b99c2e1cb2fc5ec6c8ff964ca24eef85c96cae65a",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 3): "f92d5a22bd4124c88aa23013a159b940a31eb0a5ee05c3f5c3540ccefdb78c48",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noprophecies", 4): "fb9d10146b01d6852dff806f776856d0f7e6982c6fd6fa0e396141d183c9003e",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 2): "3745f5e8e6473362044d8bcdbe0dbf65cefe0f16f33a12cb7de46a54a9d1c8a2",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 3): "f5d43e64bb23f6d6475b1da38f9cef7d5df12c115a38a1d19b76fe4dfe1e98db",
    ("trickerion-assumed-v1", "trickerion-dark-alley-noabilities", 4): "dc6f8e24ff2bcbe4fe1a42fdaa83ecb3c8744282b7735cf556a1853203438942",
    ("trickerion-alt-v1", "trickerion", 2): "4fd3edebe454bceae3896938a20f4a28e20d1f19548ea9235f7e3a26a4e72483",
    ("trickerion-alt-v1", "trickerion", 3): "063b58bed813ad35226216b2a90ceeef77455c6f5f17e601adc6b7e632b0a923",
    ("trickerion-alt-v1", "trickerion", 4): "20e57fd79a622fb2b2078b499b8c3833796a3c58d843019c688bf62b7608d03e",
    ("trickerion-alt-v1", "trickerion-noduel", 2): "8d35224f357dd63b270346db4f5250b89170494b8e63c63b71e64b5084fdca99",
    ("trickerion-alt-v1", "trickerion-dark-alley", 2): "9be971f04c61f1cd3ae3da94e5f7032c07f845ac7ffbbc9a58ce912a94449d93",
    ("trickerion-alt-v1", "trickerion-dark-alley", 3): "fe9fa1d7efd045ebddf8ea305f0e651d308efe11686b3f3437cabca2feded76e",
    ("trickerion-alt-v1", "trickerion-dark-alley", 4): "e84a929cbf1e51cdcb42460722de6ae6111494d0e799ec499768b55ca908a5f6",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 2): "9b7583da0ec13ab1917c128ca6e6df1a8e269d3788a5e563d5f3bcab0ca5b0e9",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 3): "298cef0eb90a149a33f48de370ddabe4934e14ccedd689a54cfad9e61cfb46d5",
    ("trickerion-alt-v1", "trickerion-dark-alley-noprophecies", 4): "f01766e88e4ffd48a086034f902e1aa16783ad642ba556df700ec20b027ecc58",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 2): "49d5eb1064fe7b08c42e1315a89115259988cb8fe57b9c925f001e7ae80a3a1d",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 3): "29583a019bc30075ac8b558653d8aa8ec3f981fa784669d60d3cf36bbde6b29b",
    ("trickerion-alt-v1", "trickerion-dark-alley-noabilities", 4): "77bf79af929d593ad90cfe321727df864ed2d94df01fc37487948159c07b0191",
}
CASES = [(deck, ruleset, players) for deck in ("trickerion-assumed-v1", "trickerion-alt-v1")
         for ruleset, (_, counts, _, _) in RULESETS.items() for players in counts]


def test_every_case_is_frozen():
    assert sorted(CASES) == sorted(FROZEN)


@pytest.mark.parametrize("deck, ruleset, players", CASES)
def test_the_catalogue_of_the_rulesets_of_parts_1_and_2_is_unchanged(deck, ruleset, players):
    data, _, side, blocking = RULESETS[ruleset]
    s = catalogue(load_composition(deck), data, players, side, blocking)
    assert hashlib.sha256(s[:L.CATALOGUE_END].tobytes()).hexdigest() == FROZEN[(deck, ruleset, players)]
