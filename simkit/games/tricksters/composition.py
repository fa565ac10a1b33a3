"""Card compositions: which cards a Tricksters copy holds, read from a TOML data file.

A composition names exactly three colours and lists card kinds, each with its colour, side
("Light" or "Dark"), effect ("none", "eye", "swap", "skull" or "x3") and count::

    name = "annukuh-assumed-v1"
    colours = ["Red", "Green", "Blue"]
    [[cards]]
    colour = "Red"
    side = "Light"
    effect = "eye"
    count = 2

Built-in compositions are the TOML files beside this module (the default is
``annukuh-assumed-v1``); a path to any such file works too. Anything wrong raises a
GameSetupError whose one-line message names the file and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from simkit.games.base import GameSetupError
from simkit.games.tricksters.layout import EFFECT_NAMES, HAND_SIZE, MAX_COPY_CARDS, N_COLOURS
from simkit.inputs import InputError, read_toml, shown

DEFAULT_COMPOSITION = "annukuh-assumed-v1"
SIDES = ("Light", "Dark")
MIN_SPARE_CARDS = 6  # beyond the hands: two Cubs and a few cards to draw and place
MAX_NAME = 20  # characters of a colour name (card names in traces and tables)


@dataclass(frozen=True)
class Composition:
    name: str
    source: str  # the built-in name or the file path given
    path: Path
    colours: tuple[str, ...]
    card_colour: np.ndarray  # (cards,) int32, one entry per card of one copy
    card_side: np.ndarray
    card_effect: np.ndarray

    @property
    def size(self) -> int:
        return int(self.card_colour.shape[0])

    def card_names(self, copies: int) -> list[str]:
        """Unique names of the cards in play: "<Colour> <Side> <Effect> <n>", n counting the
        cards of that kind from 1 (over both copies)."""
        seen: dict[str, int] = {}
        names = []
        for card in range(self.size * copies):
            k = card % self.size
            kind = (f"{self.colours[self.card_colour[k]]} {SIDES[self.card_side[k]]} "
                    f"{EFFECT_NAMES[self.card_effect[k]]}")
            seen[kind] = seen.get(kind, 0) + 1
            names.append(f"{kind} {seen[kind]}")
        return names


def builtin_compositions() -> list[str]:
    return sorted(path.stem for path in Path(__file__).parent.glob("*.toml"))


def composition_path(deck: str) -> Path:
    """The file a composition name or path names (built-in names first)."""
    builtin = Path(__file__).parent / f"{deck}.toml"
    return builtin if builtin.is_file() else Path(deck)


def load_composition(deck: str | None = None, players_needing: int = 4) -> Composition:
    """Read and check a composition; ``players_needing`` seats must each get a hand."""
    deck = deck or DEFAULT_COMPOSITION
    path = composition_path(deck)
    where = f"composition {deck!r}" if path.parent == Path(__file__).parent else f"composition file {str(path)!r}"
    if not path.exists() and not path.is_symlink():
        raise GameSetupError(f"{where}: no such file or built-in composition "
                             f"(built-in: {', '.join(builtin_compositions())})")
    try:
        data = read_toml(path, what="composition file")
    except InputError as exc:  # a device, a folder, not UTF-8, a syntax error, nesting too deep
        raise GameSetupError(f"{where}: not readable TOML ({str(exc).removeprefix(f'{path}: ')})") from None
    unknown = sorted(set(data) - {"name", "description", "colours", "cards"})
    if unknown:
        raise GameSetupError(f"{where}: unknown key(s) {', '.join(map(shown, unknown))} "
                             "(known: name, description, colours, cards)")
    colours = data.get("colours")
    if not (isinstance(colours, list) and len(colours) == N_COLOURS
            and all(isinstance(c, str) and 0 < len(c.strip()) <= MAX_NAME and c.isprintable() for c in colours)
            and len(set(colours)) == N_COLOURS):
        raise GameSetupError(f"{where}: 'colours' must list exactly {N_COLOURS} different colour names "
                             f"(1 to {MAX_NAME} printable characters), got {shown(colours)}")
    kinds = data.get("cards")
    if not isinstance(kinds, list) or not kinds:
        raise GameSetupError(f"{where}: no [[cards]] entries")
    colour_of, side_of, effect_of = [], [], []
    for i, kind in enumerate(kinds, 1):
        if not isinstance(kind, dict):
            raise GameSetupError(f"{where}: [[cards]] entry {i} is not a table")
        unknown = set(kind) - {"colour", "side", "effect", "count"}
        if unknown:
            raise GameSetupError(f"{where}: [[cards]] entry {i} has unknown key(s) {', '.join(sorted(unknown))}")
        colour, side, effect, count = kind.get("colour"), kind.get("side"), kind.get("effect", "none"), kind.get("count")
        if not isinstance(colour, str) or colour not in colours:
            raise GameSetupError(f"{where}: [[cards]] entry {i}: colour {shown(colour)} is not one of "
                                 f"{', '.join(colours)}")
        if not isinstance(side, str) or side not in SIDES:
            raise GameSetupError(f"{where}: [[cards]] entry {i}: side {shown(side)} must be Light or Dark")
        if not isinstance(effect, str) or effect not in EFFECT_NAMES:
            raise GameSetupError(f"{where}: [[cards]] entry {i}: effect {shown(effect)} must be one of "
                                 f"{', '.join(EFFECT_NAMES)}")
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_COPY_CARDS:
            raise GameSetupError(f"{where}: [[cards]] entry {i}: count must be a whole number from 0 to "
                                 f"{MAX_COPY_CARDS}, got {shown(count)}")
        if len(colour_of) + count > MAX_COPY_CARDS:  # checked before the lists grow (count = 10**15)
            raise GameSetupError(f"{where}: more than {MAX_COPY_CARDS} cards, at most {MAX_COPY_CARDS} are supported")
        colour_of += [colours.index(colour)] * count
        side_of += [SIDES.index(side)] * count
        effect_of += [EFFECT_NAMES.index(effect)] * count
    size = len(colour_of)
    if size > MAX_COPY_CARDS:
        raise GameSetupError(f"{where}: {size} cards, at most {MAX_COPY_CARDS} are supported")
    needed = HAND_SIZE * players_needing + MIN_SPARE_CARDS
    if size < needed:
        raise GameSetupError(f"{where}: {size} cards are too few: {players_needing} hands of {HAND_SIZE} "
                             f"and {MIN_SPARE_CARDS} more need {needed}")
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not 0 < len(name.strip()) <= 80 or not name.isprintable():
        raise GameSetupError(f"{where}: 'name' must be a string of 1 to 80 printable characters, got {shown(name)}")
    if not isinstance(data.get("description", ""), str):
        raise GameSetupError(f"{where}: 'description' must be a string, got {shown(data['description'])}")
    return Composition(name, deck, path, tuple(colours), np.array(colour_of, dtype=np.int32),
                       np.array(side_of, dtype=np.int32), np.array(effect_of, dtype=np.int32))
