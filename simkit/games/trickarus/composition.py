"""Composition files: the 40 double-sided cards of a Trickarus game, as data.

A composition is a TOML file (format in docs/trickarus.md): ``cards``, one string per number
card, "<Day colour> <Day value> / <Night colour> <Night value>"; ``lightning`` (0 or 1);
``removed_for_3_players``, the card taken out for 3 players. The rulebook's deals (10, 13, 10, 8
cards, and 20 saved for 2 players) need exactly 40 cards, the Lightning card counted.
Card ids are the file order, the Lightning card last.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from simkit.games.base import GameSetupError
from simkit.inputs import InputError, read_toml, shown

COLOURS = ("Yellow", "Pink", "Blue", "White")  # colour ids 0..3
DECK_SIZE = 40
BUILT_IN_DIR = Path(__file__).resolve().parent / "compositions"
DEFAULT_COMPOSITION = "trickarus-assumed-v2"  # trickarus-assumed-v1: the first assumption, by name

_SIDE = r"\s*([A-Za-z]+)\s+(\d+)\s*"
_CARD = re.compile(rf"^{_SIDE}/{_SIDE}$")


@dataclass(frozen=True)
class Composition:
    name: str  # the built-in name or the path as given
    path: Path
    sides: tuple[tuple[int, int, int, int], ...]  # per number card: Day colour, Day value, Night colour, Night value
    lightning: int  # 0 or 1
    removed_for_three: int  # card id

    @property
    def n_cards(self) -> int:
        return len(self.sides) + self.lightning

    @property
    def lightning_card(self) -> int:
        """The Lightning card's id, -1 without one."""
        return len(self.sides) if self.lightning else -1

    def card_text(self, card: int) -> str:
        if card == self.lightning_card:
            return "Lightning"
        dc, dv, nc, nv = self.sides[card]
        return f"{COLOURS[dc]} {dv} / {COLOURS[nc]} {nv}"


def built_in_names() -> list[str]:
    return sorted(p.stem for p in BUILT_IN_DIR.glob("*.toml"))


def composition_path(deck: str) -> Path:
    """The file a deck names: a built-in composition's name or a path to a TOML file."""
    if (BUILT_IN_DIR / f"{deck}.toml").is_file():
        return BUILT_IN_DIR / f"{deck}.toml"
    path = Path(deck).expanduser()
    if not path.is_file():
        raise GameSetupError(f"composition {deck!r}: no such file and no built-in composition "
                             f"(built in: {', '.join(built_in_names())})")
    return path


def _parse_card(text: object, where: str) -> tuple[int, int, int, int]:
    match = _CARD.match(text) if isinstance(text, str) else None
    if match is None:
        raise GameSetupError(f"{where}: {shown(text)} is not \"<colour> <value> / <colour> <value>\"")
    sides = []
    for colour, value in (match.group(1, 2), match.group(3, 4)):
        name = colour.capitalize()
        if name not in COLOURS:
            raise GameSetupError(f"{where}: unknown colour {shown(colour)} (colours: {', '.join(COLOURS)})")
        if len(value) > 1 or not 0 <= int(value) <= 9:
            raise GameSetupError(f"{where}: value {shown(value)} is not 0-9")
        sides += [COLOURS.index(name), int(value)]
    return tuple(sides)


def load_composition(deck: str) -> Composition:
    """Read and check a composition; any problem -> GameSetupError naming the file, one line."""
    path = composition_path(deck)
    try:
        data = read_toml(path, what="composition file")
    except InputError as exc:  # a device, a folder, not UTF-8, a syntax error, nesting too deep
        raise GameSetupError(f"composition {path}: not readable TOML ({str(exc).removeprefix(f'{path}: ')})") from None
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise GameSetupError(f"composition {path}: needs a list 'cards' of number cards")
    if len(cards) > DECK_SIZE:
        raise GameSetupError(f"composition {path}: {len(cards):,} number cards, more than the {DECK_SIZE} "
                             "the rulebook's deals need")
    sides = tuple(_parse_card(text, f"composition {path}: card {i + 1}") for i, text in enumerate(cards))
    lightning = data.get("lightning", 1)
    if not isinstance(lightning, int) or isinstance(lightning, bool) or lightning not in (0, 1):  # 1.0 is no count
        raise GameSetupError(f"composition {path}: 'lightning' must be 0 or 1, not {shown(lightning)}")
    if len(sides) + lightning != DECK_SIZE:
        raise GameSetupError(f"composition {path}: {len(sides)} number cards + {lightning} Lightning is not "
                             f"{DECK_SIZE} cards (the rulebook's deals need {DECK_SIZE})")
    removed = data.get("removed_for_3_players")
    removed_sides = _parse_card(removed, f"composition {path}: removed_for_3_players")
    if removed_sides not in sides:
        raise GameSetupError(f"composition {path}: removed_for_3_players {removed!r} is not one of its cards")
    unknown = set(data) - {"name", "description", "cards", "lightning", "removed_for_3_players"}
    if unknown:
        raise GameSetupError(f"composition {path}: unknown keys {', '.join(map(shown, sorted(unknown)))}")
    for key in ("name", "description"):
        if not isinstance(data.get(key, ""), str):
            raise GameSetupError(f"composition {path}: '{key}' must be a string, not {shown(data[key])}")
    return Composition(deck, path, sides, lightning, sides.index(removed_sides))
