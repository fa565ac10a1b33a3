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
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from simkit.layout import MAX_STEPS, N_FIELDS

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


def _zone(value, where: str, *, owned_ok=True, shared_ok=True, dest=False):
    """(zone, owner) of a selector such as "own.tableau" or "trash"."""
    if not isinstance(value, str):
        raise CatalogError(f"{where}: expected a zone name such as \"own.hand\" or \"trash\", got {value!r}")
    if value in SHARED_ZONES and shared_ok:
        return SHARED_ZONES[value], O_NONE
    owner, _, zone = value.partition(".")
    if owned_ok and owner in OWNERS and zone in OWNED_ZONES:
        if OWNERS[owner] == O_OTHER and not dest:
            raise CatalogError(f"{where}: \"other\" names a destination only (any player but the source's owner)")
        return OWNED_ZONES[zone], OWNERS[owner]
    known = [f"{o}.{z}" for o in OWNERS for z in OWNED_ZONES] + list(SHARED_ZONES)
    raise CatalogError(f"{where}: unknown zone {value!r} (known: {', '.join(known)})")


def _pick(value, where: str) -> int:
    if value not in PICK_NAMES:
        raise CatalogError(f"{where}: unknown pick {value!r} (known: {', '.join(PICK_NAMES)})")
    return PICK_NAMES[value]


def _compile_step(step: dict, where: str) -> np.ndarray:
    row = np.zeros(N_FIELDS, dtype=np.int32)
    if not isinstance(step, dict):
        raise CatalogError(f"{where}: a step is a table such as {{ op = \"move\", from = ..., to = ... }}")
    op = step.get("op")
    if op is None:
        raise CatalogError(f"{where}: missing field 'op' (one of: {', '.join(OP_NAMES)})")
    if op not in OP_NAMES:
        raise CatalogError(f"{where}: unknown primitive op = {op!r} (known: {', '.join(OP_NAMES)})")
    required, optional = OP_KEYS[op]
    keys = set(step) - {"op"}
    for key in sorted(required - keys):
        raise CatalogError(f"{where}: op {op!r} needs field {key!r}")
    for key in sorted(keys - required - optional):
        raise CatalogError(f"{where}: op {op!r} has no field {key!r} (fields: {', '.join(sorted(required | optional))})")
    row[F_OP] = OP_NAMES[op]
    if op == "move":
        row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
        row[F_B_ZONE], row[F_B_OWNER] = _zone(step["to"], f"{where}.to", dest=True)
        if row[F_A_ZONE] == Z_POT:
            raise CatalogError(f"{where}.from: cards cannot be taken out of the pot")
        if row[F_A_ZONE] == Z_DECK_BOTTOM:
            raise CatalogError(f"{where}.from: cards are taken from \"deck.top\"")
        row[F_A_PICK] = PICK_TOP if row[F_A_ZONE] == Z_DECK_TOP else _pick(step.get("pick", "choice"), f"{where}.pick")
        if row[F_A_PICK] == PICK_OWNER and row[F_A_OWNER] == O_OWN:
            raise CatalogError(f"{where}.pick: \"owner\" is for an opponent's zone")
        if row[F_A_PICK] in (PICK_RANDOM, PICK_OWNER) and row[F_A_ZONE] not in (Z_HAND, Z_TABLEAU):
            raise CatalogError(f"{where}.pick: \"random\" and \"owner\" picks take from a hand or tableau")
        if row[F_B_ZONE] == Z_POT and row[F_A_PICK] not in (PICK_CHOICE, PICK_TOP):
            raise CatalogError(f"{where}.pick: a card for the pot is chosen by the actor or is the deck's top")
        if "else" in step:
            if row[F_B_ZONE] != Z_POT or row[F_A_ZONE] != Z_DECK_TOP:
                raise CatalogError(f"{where}.else: only a move from \"deck.top\" to \"pot\" has an 'else' zone")
            row[F_C_ZONE], row[F_C_OWNER] = _zone(step["else"], f"{where}.else", owned_ok=False)
            if row[F_C_ZONE] == Z_POT:
                raise CatalogError(f"{where}.else: the 'else' zone is where an illegal card goes, not the pot")
        row[F_REVEAL] = 1 if step.get("reveal", False) else 0
    elif op == "swap":
        row[F_A_ZONE], row[F_A_OWNER] = _zone(step["a"], f"{where}.a")
        row[F_B_ZONE], row[F_B_OWNER] = _zone(step["b"], f"{where}.b")
        row[F_A_PICK] = _pick(step.get("a_pick", "choice"), f"{where}.a_pick")
        row[F_B_PICK] = _pick(step.get("b_pick", "choice"), f"{where}.b_pick")
        for side in ("A", "B"):
            zone = row[F_A_ZONE] if side == "A" else row[F_B_ZONE]
            if zone in (Z_POT, Z_DECK_TOP, Z_DECK_BOTTOM):
                raise CatalogError(f"{where}.{side.lower()}: a swap exchanges cards of hands, tableaux or the trash")
    elif op == "reveal_keep":
        row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
        if row[F_A_ZONE] not in (Z_DECK_TOP, Z_HAND):
            raise CatalogError(f"{where}.from: reveal_keep reveals from \"deck.top\" or a hand")
        row[F_A_PICK] = PICK_TOP if row[F_A_ZONE] == Z_DECK_TOP else PICK_RANDOM
        if "pick" in step and _pick(step["pick"], f"{where}.pick") != PICK_RANDOM:
            raise CatalogError(f"{where}.pick: reveal_keep reveals random hand cards (pick = \"random\")")
        count = step["count"]
        minimum = step.get("min", count)
        if not isinstance(count, int) or not 1 <= count <= 2:
            raise CatalogError(f"{where}.count: reveal 1 or 2 cards, got {count!r}")
        if not isinstance(minimum, int) or not 1 <= minimum <= count:
            raise CatalogError(f"{where}.min: between 1 and count, got {minimum!r}")
        row[F_COUNT], row[F_MIN_COUNT] = count, minimum
        row[F_B_ZONE], row[F_B_OWNER] = _zone(step["keep"], f"{where}.keep", dest=True)
        row[F_C_ZONE], row[F_C_OWNER] = _zone(step["rest"], f"{where}.rest", dest=True)
        if row[F_C_ZONE] == Z_POT or row[F_B_ZONE] == Z_POT:
            raise CatalogError(f"{where}: reveal_keep does not put cards into the pot")
    elif op == "copy":
        sources = step["from"]
        if isinstance(sources, str):
            sources = [sources]
        if not 1 <= len(sources) <= 2:
            raise CatalogError(f"{where}.from: one or two zones to copy from")
        row[F_A_ZONE], row[F_A_OWNER] = _zone(sources[0], f"{where}.from")
        if len(sources) == 2:
            row[F_B_ZONE], row[F_B_OWNER] = _zone(sources[1], f"{where}.from")
        for zone in (row[F_A_ZONE], row[F_B_ZONE]):
            if zone in (Z_POT, Z_DECK_TOP, Z_DECK_BOTTOM):
                raise CatalogError(f"{where}.from: copy from a hand, a tableau or the trash")
    elif op == "sideways":
        row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
        if row[F_A_ZONE] not in (Z_TABLEAU, Z_TRASH):
            raise CatalogError(f"{where}.from: sideways turns a card of a tableau or the trash")
    return row


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


def _compile_hero(entry: dict, where: str, source: str) -> Hero:
    for key in ("name", "set", "text", "effect"):
        if key not in entry:
            raise CatalogError(f"{where}: missing field {key!r}")
    unknown = set(entry) - {"name", "set", "ability", "text", "effect"}
    if unknown:
        raise CatalogError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    name = entry["name"]
    if not isinstance(name, str) or not name.strip() or "," in name:
        raise CatalogError(f"{where}.name: a non-empty name without commas, got {name!r}")
    effect = entry["effect"]
    if not isinstance(effect, list) or not 1 <= len(effect) <= MAX_STEPS:
        raise CatalogError(f"{where}.effect: a list of 1 to {MAX_STEPS} steps")
    steps = np.zeros((MAX_STEPS, N_FIELDS), dtype=np.int32)
    for i, step in enumerate(effect):
        steps[i] = _compile_step(step, f"{where}.effect[{i}]")
    ops = [int(r[F_OP]) for r in steps[: len(effect)]]
    if OP_COPY in ops and len(effect) != 1:
        raise CatalogError(f"{where}.effect: a copy step stands alone")
    steps[0, F_PUSH] = effect_push_twice(steps)
    return Hero(name=name.strip(), set=str(entry["set"]), ability=str(entry.get("ability", "")),
                text=str(entry["text"]), steps=steps, is_copy=ops[0] == OP_COPY, source=source)


def load_catalog_file(path: Path) -> list[Hero]:
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CatalogError(f"{path}: no such catalogue file") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CatalogError(f"{path}: not valid TOML ({exc})") from None
    entries = data.get("hero")
    if not isinstance(entries, list) or not entries:
        raise CatalogError(f"{path}: no [[hero]] tables")
    heroes, seen = [], set()
    for i, entry in enumerate(entries):
        label = entry.get("name", f"#{i + 1}") if isinstance(entry, dict) else f"#{i + 1}"
        hero = _compile_hero(entry, f"{path}: hero {label!r}", str(path))
        if hero.name.lower() in seen:
            raise CatalogError(f"{path}: hero {hero.name!r}: duplicate hero name")
        seen.add(hero.name.lower())
        heroes.append(hero)
    return heroes


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
