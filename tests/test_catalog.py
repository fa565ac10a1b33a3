"""The hero catalogue: the built-in file, and one clear message for each kind of broken catalogue."""

import pytest

from simkit.games.trickster.catalog import F_PUSH, CatalogError, load_catalog
from simkit.games.trickster.layout import N_FIELDS

COT_HEROES = ["Archivist", "Brigand", "Doctor", "Explorer", "Guard", "Inventor", "Nomad", "Peddler",
              "Revolutionary", "Scavenger", "Scion", "Soldier", "Witness", "General", "Hunter", "Magician",
              "Noble", "Shaman", "Saint", "Smuggler", "Vigilante"]


FANTASY_HEROES = ["Bard", "Druid", "Guard (Fantasy)", "Knight", "Mage", "Rogue", "Summoner"]


def test_the_built_in_catalogue_has_the_28_heroes_and_two_copy_heroes():
    catalog = load_catalog()
    assert catalog.names == COT_HEROES + FANTASY_HEROES
    assert [h.name for h in catalog.heroes if h.is_copy] == ["Archivist", "General"]
    assert catalog.steps_table().shape == (28, 3, N_FIELDS)
    assert catalog.heroes[catalog.index("Guard")].set == "Champions of Time"
    assert catalog.heroes[catalog.index("guard (fantasy)")].set == "Fantasy"  # two distinct Guards


def write(tmp_path, body):
    path = tmp_path / "mine.toml"
    path.write_text(body)
    return path


GOOD = '[[hero]]\nname = "Thief"\nset = "Designer"\ntext = "Take a trash card."\n'


def test_a_designer_hero_made_of_primitives_loads_after_the_built_ins(tmp_path):
    path = write(tmp_path, GOOD + 'effect = [{ op = "move", from = "trash", to = "own.hand" }]\n')
    catalog = load_catalog([path])
    assert catalog.names[-1] == "Thief" and len(catalog.names) == 29


@pytest.mark.parametrize("effect, message", [
    ('[{ op = "teleport", from = "trash", to = "own.hand" }]', "unknown primitive op = 'teleport'"),
    ('[{ op = "move", from = "graveyard", to = "own.hand" }]', "unknown zone 'graveyard'"),
    ('[{ op = "move", from = "trash" }]', "op 'move' needs field 'to'"),
    ('[{ from = "trash", to = "own.hand" }]', "missing field 'op'"),
    ('[{ op = "move", from = "opponent.hand", pick = "random", to = "pot" }]', "chosen by the actor"),
    ('[{ op = "move", from = "deck.top", to = "pot", else = "own.hand" }]', "unknown zone 'own.hand'"),
    ('[{ op = "move", from = "other.hand", to = "own.hand" }]', "names a destination only"),
])
def test_a_broken_step_names_file_hero_and_field(tmp_path, effect, message):
    path = write(tmp_path, GOOD + f"effect = {effect}\n")
    with pytest.raises(CatalogError) as error:
        load_catalog([path])
    assert str(path) in str(error.value) and "'Thief'" in str(error.value) and message in str(error.value)


def test_duplicate_and_clashing_names_are_refused(tmp_path):
    step = 'effect = [{ op = "move", from = "trash", to = "own.hand" }]\n'
    with pytest.raises(CatalogError, match="duplicate hero name"):
        load_catalog([write(tmp_path, (GOOD + step) * 2)])
    with pytest.raises(CatalogError, match="clashes with a built-in hero"):
        load_catalog([write(tmp_path, GOOD.replace("Thief", "Guard") + step)])
    with pytest.raises(CatalogError, match="missing field 'text'"):
        load_catalog([write(tmp_path, '[[hero]]\nname = "X"\nset = "Y"\n' + step)])


@pytest.mark.parametrize("hero, twice", [("Brigand", 4), ("Witness", 4), ("Guard", 0), ("Doctor", 0),
                                         ("Scavenger", 1), ("Revolutionary", 0), ("Archivist", 0)])
def test_each_effect_carries_its_push_for_the_heuristics(hero, twice):
    """Brigand takes from the own tableau and gives to an opponent's: pushes 2 (stored twice)."""
    catalog = load_catalog()
    assert catalog.heroes[catalog.index(hero)].steps[0, F_PUSH] == twice
