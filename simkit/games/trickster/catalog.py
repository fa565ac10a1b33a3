"""Hero catalogues: heroes written in a small vocabulary of effect primitives.

A catalogue is a TOML file with one ``[[hero]]`` table per hero::

    [[hero]]
    name = "Brigand"
    set = "Champions of Time"
    ability = "Escape"
    text = "Move a card from your tableau to an opponent's tableau."
    effect = [{ op = "move", from = "own.tableau", to = "opponent.tableau" }]

``effect`` is a list of steps (at most ``MAX_STEPS``). The effect resolves
when its first step can be done; later steps are then done if able. The
built-in catalogue (``heroes.toml`` beside this file) is such a file; the
vocabulary is documented in ``docs/heroes.md``. Loading compiles each effect
into a row of ints (``F_*`` fields) that one kernel interprets.

This module holds what compiled code reads (the codes and fields of a step); the
file checker is ``simkit.games.trickster.hero_file``, imported only when a catalogue is loaded, so
that editing the checker does not change the kernel-cache key (simkit/__init__.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from simkit.games.trickster.layout import MAX_STEPS, N_FIELDS

BUILTIN_CATALOG = Path(__file__).with_name("heroes.toml")

# step operations
OP_NONE = 0
OP_MOVE = 1  # a card from zone A to zone B (C: where an illegal pot card goes)
OP_SWAP = 2  # a card of zone A changes place with a card of zone B
OP_REVEAL_KEEP = 3  # reveal COUNT cards of zone A, keep one in B, the rest to C
OP_COPY = 4  # use the effect of a card in zone A or zone B
OP_SIDEWAYS = 5  # turn an upright card of zone A sideways
OP_NAMES = {"move": OP_MOVE, "swap": OP_SWAP, "reveal_keep": OP_REVEAL_KEEP,
            "copy": OP_COPY, "sideways": OP_SIDEWAYS}

# zones a step names
Z_NONE = 0
Z_HAND = 1
Z_TABLEAU = 2
Z_TRASH = 3
Z_POT = 4
Z_DECK_TOP = 5
Z_DECK_BOTTOM = 6

# whose zone (hands and tableaux only)
O_NONE = 0
O_OWN = 1  # the acting player
O_OPPONENT = 2  # any opponent, the chooser's pick
O_ANY = 3  # any player, the actor included
O_OTHER = 4  # any player but the step's source player (a destination only)

# who picks the card out of the source zone
PICK_CHOICE = 0  # the acting player
PICK_RANDOM = 1  # chance
PICK_OWNER = 2  # the zone's owner (Peddler: "of their choice")
PICK_TOP = 3  # the deck's top card(s)
PICK_NAMES = {"choice": PICK_CHOICE, "random": PICK_RANDOM, "owner": PICK_OWNER}

# fields of one compiled step
F_OP = 0
F_A_ZONE = 1
F_A_OWNER = 2
F_A_PICK = 3
F_B_ZONE = 4
F_B_OWNER = 5
F_B_PICK = 6
F_C_ZONE = 7
F_C_OWNER = 8
F_COUNT = 9  # cards revealed (reveal_keep)
F_MIN_COUNT = 10  # fewest cards the source must hold (reveal_keep)
F_REVEAL = 11  # 1: show the moved card to everyone first (Inventor)
F_PUSH = 12  # first step only, derived for strategies: twice the effect's push (effect_push_twice)
assert F_PUSH == N_FIELDS - 1

SHARED_ZONES = {"trash": Z_TRASH, "pot": Z_POT, "deck.top": Z_DECK_TOP,
                "deck.bottom": Z_DECK_BOTTOM}
OWNED_ZONES = {"hand": Z_HAND, "tableau": Z_TABLEAU}
OWNERS = {"own": O_OWN, "opponent": O_OPPONENT, "any": O_ANY, "other": O_OTHER}

# which keys each op takes: required, optional
OP_KEYS = {
    "move": ({"from", "to"}, {"pick", "else", "reveal"}),
    "swap": ({"a", "b"}, {"a_pick", "b_pick"}),
    "reveal_keep": ({"from", "count", "keep", "rest"}, {"min", "pick"}),
    "copy": ({"from"}, set()),
    "sideways": ({"from"}, set()),
}


class CatalogError(ValueError):
    """A catalogue that cannot be used; the message names file, hero and field."""


@dataclass(frozen=True)
class Hero:
    name: str
    set: str
    ability: str
    text: str
    steps: np.ndarray  # (MAX_STEPS, N_FIELDS) int32
    is_copy: bool  # copies another card's effect (may not be copied itself)
    source: str  # the catalogue file that defined it


@dataclass(frozen=True)
class Catalog:
    heroes: tuple[Hero, ...]

    def __post_init__(self):
        object.__setattr__(self, "_index", {h.name.lower(): i for i, h in enumerate(self.heroes)})

    def index(self, name: str) -> int:
        """Global hero id of a hero name (case-insensitive); KeyError if unknown."""
        return self._index[name.strip().lower()]

    def __contains__(self, name: str) -> bool:
        return name.strip().lower() in self._index

    @property
    def names(self) -> list[str]:
        return [h.name for h in self.heroes]

    def steps_table(self) -> np.ndarray:
        """(n_heroes, MAX_STEPS, N_FIELDS) int32: every hero's compiled effect."""
        return np.stack([h.steps for h in self.heroes]).astype(np.int32)


def effect_push_twice(steps: np.ndarray) -> int:
    """Twice how far an effect pushes trouble away from its player, for heuristics: per move
    step +1 for taking from the own tableau, +1 for giving to an opponent's tableau, -1 for
    receiving into the own tableau; +1/2 for a swap out of the own tableau. The engine never
    reads it; strategies read it from the first step instead of re-deriving it per option."""
    twice = 0
    for row in steps:
        if row[F_OP] == OP_MOVE:
            if row[F_A_ZONE] == Z_TABLEAU and row[F_A_OWNER] == O_OWN:
                twice += 2
            if row[F_B_ZONE] == Z_TABLEAU:
                twice += -2 if row[F_B_OWNER] == O_OWN else 2
        elif row[F_OP] == OP_SWAP and row[F_A_ZONE] == Z_TABLEAU and row[F_A_OWNER] == O_OWN:
            twice += 1
    return twice


def load_catalog_file(path: Path) -> list[Hero]:
    """The heroes of one catalogue file, checked and compiled (simkit.games.trickster.hero_file)."""
    from simkit.games.trickster.hero_file import load_catalog_file as load  # not at the top: compiled code never needs it
    return load(path)


def load_catalog(extra_files=()) -> Catalog:
    """The built-in heroes plus those of ``extra_files`` (names must not clash)."""
    heroes = load_catalog_file(BUILTIN_CATALOG)
    names = {h.name.lower(): h.source for h in heroes}
    for path in extra_files:
        for hero in load_catalog_file(path):
            if hero.name.lower() in names:
                clash = "a built-in hero" if names[hero.name.lower()] == str(BUILTIN_CATALOG) else f"a hero of {names[hero.name.lower()]}"
                raise CatalogError(f"{path}: hero {hero.name!r}: name clashes with {clash}")
            names[hero.name.lower()] = str(path)
            heroes.append(hero)
    return Catalog(tuple(heroes))
