"""Decks: the rulebook's named decks, random decks, and seven named heroes."""

from __future__ import annotations

from simkit.games.trickster.catalog import Catalog
from simkit.games.trickster.layout import DECK_HEROES

NAMED_DECKS = {
    "beginner": ("Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"),
    "strategist": ("Archivist", "Doctor", "Explorer", "Inventor", "Scavenger", "Scion", "Witness"),
    "fantasy": ("Bard", "Druid", "Guard (Fantasy)", "Knight", "Mage", "Rogue", "Summoner"),
}
RANDOM_DECK = "random"  # 7 heroes of the ruleset's own sets drawn per game (the rulebook's "Random" building)


class DeckError(ValueError):
    pass


def parse_deck(spec: str, catalog: Catalog) -> list[str] | None:
    """Hero names of a deck spec in catalogue spelling; None for a random deck per game."""
    key = spec.strip().lower()
    if key == RANDOM_DECK:
        return None
    if key in NAMED_DECKS:
        return list(NAMED_DECKS[key])
    names = [part.strip() for part in spec.split(",") if part.strip()]
    if len(names) == 1:
        raise DeckError(f"unknown deck {spec.strip()!r} (named decks: {', '.join([*NAMED_DECKS, RANDOM_DECK])}, "
                        f"or {DECK_HEROES} comma-separated hero names)")
    unknown = [name for name in names if name not in catalog]
    if unknown:
        raise DeckError(f"unknown hero {unknown[0]!r} in deck (run 'simkit heroes' for the catalogue)")
    heroes = [catalog.heroes[catalog.index(name)].name for name in names]
    repeated = sorted({h for h in heroes if heroes.count(h) > 1})
    if repeated:
        raise DeckError(f"hero {repeated[0]!r} appears more than once in the deck")
    if len(heroes) != DECK_HEROES:
        raise DeckError(f"a deck has {DECK_HEROES} different heroes, got {len(heroes)}")
    return heroes
