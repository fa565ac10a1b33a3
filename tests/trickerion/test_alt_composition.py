"""trickerion-alt-v1 differs from the default exactly where the data notes dispute the data
(docs/trickerion.md, "Data"): nothing more, nothing less."""

from dataclasses import fields, is_dataclass

import numpy as np

from simkit.games.trickerion.composition import load_composition
from simkit.games.trickerion.vocabulary import END_BONUS_NAMES

DEFAULT = load_composition("trickerion-assumed-v1")
ALT = load_composition("trickerion-alt-v1")


def differing(a, b, prefix=""):
    """Every (path) where two sections differ, down to dataclass fields and array rows."""
    if is_dataclass(a):
        out = set()
        for f in fields(a):
            out |= differing(getattr(a, f.name), getattr(b, f.name), f"{prefix}{f.name}")
        return out
    if isinstance(a, dict):
        out = {f"{prefix}[{k!r}]" for k in set(a) ^ set(b)}
        for k in set(a) & set(b):
            out |= differing(a[k], b[k], f"{prefix}[{k!r}]")
        return out
    if isinstance(a, np.ndarray):
        if a.shape != b.shape:
            return {prefix}
        return {f"{prefix}[{i}]" for i in range(a.shape[0]) if not np.array_equal(a[i], b[i])}
    return set() if a == b else {prefix}


def names_of(paths, section):
    """trick names whose rows differ, by field."""
    out = {}
    for p in paths:
        field, index = p.rstrip("]").split("[")
        out.setdefault(field, set()).add(section.names[int(index)])
    return out


def test_only_the_disputed_sections_differ():
    sections = ("components", "market", "characters", "dice", "locations", "theater", "initiative", "scoring",
                "tricks", "performance_cards", "magicians", "rulesets", "players", "turn_setup",
                "special_assignments", "prophecies", "academy_location", "academy", "academy_ten_rooms", "academy_tiles",
                "secrets", "protege", "contraptions", "signature_tricks")
    changed = {s for s in sections if differing(getattr(DEFAULT, s), getattr(ALT, s))}
    # the Signature Tricks copy their counterparts (Mutilation's components, Aztec Lady's condition are disputed);
    # assumed in both files
    assert changed == {"dice", "characters", "tricks", "signature_tricks"}
    assert {k for k in DEFAULT.sources if DEFAULT.sources[k] != ALT.sources[k]} == changed - {"signature_tricks"}
    assert all(ALT.sources[k] == "minority" for k in changed - {"signature_tricks"})
    assert ALT.uses_assumed_data() == DEFAULT.uses_assumed_data() == (
        "academy_location", "duel_sides", "turn_setup", "academy_ten_rooms", "academy_tiles", "secrets", "protege",
        "contraptions", "signature_tricks")


def test_the_dark_alley_sections_are_the_same_text_in_both_files():
    """Not only equal once parsed: the Dark Alley's cards, Prophecies, scheme and rulesets are sourced, not disputed."""
    import tomllib

    default, alt = (tomllib.loads(c.path.read_text()) for c in (DEFAULT, ALT))
    for section in ("special_assignments", "prophecies", "academy_location", "academy", "academy_ten_rooms",
                    "academy_tiles", "secrets", "protege"):  # and the Academy's (part 3), the same in both
        assert default[section] == alt[section]
    assert default["scoring"] == alt["scoring"] and default["setup"] == alt["setup"]
    assert ALT.special_assignments.steps(0) == DEFAULT.special_assignments.steps(0)


def test_the_tricks_differ_in_the_8_disputed_ones_and_the_2_level_3_conditions():
    diff = names_of(differing(DEFAULT.tricks, ALT.tricks), DEFAULT.tricks)
    assert diff == {"components": {"Vanishing Bird Cage", "Paper Shred", "Mutilation", "Stairs of Water", "Beast Within",
                                   "Pepper's Ghost", "Séance"},
                    "markers": {"Rabbit from the Top Hat"},
                    "end_kind": {"Aztec Lady", "Hellhound"}}
    t = ALT.tricks
    comp = ALT.components.id
    assert t.components[t.id("Paper Shred"), comp("Metal")] == 3 and t.components[t.id("Paper Shred"), comp("Fabric")] == 0
    assert t.components[t.id("Vanishing Bird Cage"), comp("Metal")] == 2  # RAS, where BGA is the majority
    assert t.components[t.id("Séance"), comp("Mirror")] == 1  # BGA's version
    assert t.markers[t.id("Rabbit from the Top Hat")] == 2
    assert END_BONUS_NAMES[t.end_kind[t.id("Aztec Lady")]] == "per_marker"
    assert END_BONUS_NAMES[t.end_kind[t.id("Hellhound")]] == "per_trick_owned"


def test_the_dice_are_rcs_inn_and_bank_dice():
    diff = names_of(differing(DEFAULT.dice, ALT.dice), DEFAULT.dice)
    assert diff == {"faces": {"Inn 1", "Inn 2", "Bank 1", "Bank 2"}}
    assert sorted(ALT.dice.faces[ALT.dice.id("Bank 1")].tolist()) == [-1, 1, 2, 3, 4, 5]
    assert ALT.dice.faces[ALT.dice.id("Inn 1")].tolist() == ALT.dice.faces[ALT.dice.id("Inn 2")].tolist()  # two identical Inn dice


def test_the_specialist_backstage_bonuses_are_rcs_catalogue():
    diff = names_of(differing(DEFAULT.characters, ALT.characters), DEFAULT.characters)
    assert diff == {"backstage_bonus": {"Assistant", "Manager"}}  # the Engineer's 1 Shard is the same
    ch = ALT.characters
    assert ch.backstage_bonus[ch.id("Assistant")].tolist() == [1, 0, 0]
    assert ch.backstage_bonus[ch.id("Manager")].tolist() == [0, 2, 0]
    assert ch.backstage_bonus[ch.id("Engineer")].tolist() == [0, 0, 1]
