"""The names a Trickerion trace uses for the kernels' integer codes (docs/trickerion-trace.md,
"Names"): characters of a seat, locations, dice and their faces, symbols, grid slots, link
circles, marker orientations, places. Everything comes from the composition; nothing is a
constant of the rules.
"""

from __future__ import annotations

from simkit.games.trickerion.layout import LOC_THEATER
from simkit.games.trickerion.vocabulary import (CATEGORIES, CHARACTER_KINDS, DIE_KINDS, FACE_ANY, FACE_X,
                                                GRID_SLOTS)

SYMBOL_NAMES = ("spade", "heart", "diamond", "club")
DIRECTIONS = ("up", "right", "down", "left")
THEATER = "Theater"
FIRST_APPRENTICE_SLOT = 4  # layout: character slots 4..7 are the Apprentices in the order got
PROTEGE_SLOT = 8  # layout.PROTEGE_SLOT: the Protégé (the Academy)


class Names:
    """The composition's names for one game's codes."""

    def __init__(self, composition):
        self.comp = composition
        chars = composition.characters
        kinds = [CHARACTER_KINDS[int(k)] for k in chars.kind]
        self.magician_type = kinds.index("magician")
        self.specialist_types = [c for c, k in enumerate(kinds) if k == "specialist"]  # character slots 1..3

    # characters
    def character_type(self, ctype: int) -> str:
        return self.comp.characters.names[ctype]

    def character(self, slot: int) -> str:
        """A seat's character slot: 0 the Magician, 1..3 the Specialists (composition order), 4..7
        ``Apprentice 1`` .. ``Apprentice 4`` in the order the seat got them."""
        if slot == 0:
            return "Magician"
        if slot < FIRST_APPRENTICE_SLOT:
            return self.comp.characters.names[self.specialist_types[slot - 1]]
        if slot == PROTEGE_SLOT:
            return "Protégé"
        return f"Apprentice {slot - FIRST_APPRENTICE_SLOT + 1}"

    # the Academy (part 3): the renovation spaces of the game's side, tiles, Secrets
    players: int = 0  # the game's player count (TraceWriter sets it): which side of the Academy board

    def space(self, space: int) -> str | None:
        if space < 0:
            return None
        academy = self.comp.academy
        side = self.comp.academy_ten_rooms if academy.rooms.get(self.players) == 10 else academy.spaces
        return side.names[space]

    def tile(self, tile: int) -> str | None:
        return None if tile < 0 else self.comp.academy_tiles.names[tile]

    def secret(self, secret: int) -> str | None:
        return None if secret < 0 else self.comp.secrets.names[secret]

    # places on the board
    def location(self, loc: int) -> str | None:
        if loc < 0:
            return None
        return THEATER if loc == LOC_THEATER else self.comp.locations.names[loc]

    def weekday(self, day: int) -> str | None:
        return None if day < 0 else self.comp.theater.weekdays[day]

    # dice
    def die(self, die: int) -> str:
        return self.comp.dice.names[die]

    def face(self, die: int, value: int):
        """A die's face: a category, "Any" or "X" (Trick dice), a character type or "X" (Inn), Coins or "X" (Bank)."""
        if value == FACE_X:
            return "X"
        kind = DIE_KINDS[int(self.comp.dice.kind[die])]
        if kind == "trick":
            return "Any" if value == FACE_ANY else CATEGORIES[value]
        if kind == "inn":
            return self.comp.characters.names[value]
        return int(value)

    # Tricks, components, markers, cards
    def trick(self, trick: int) -> str | None:
        return None if trick < 0 else self.comp.trick_names[trick]

    def component(self, ctype: int) -> str | None:
        return None if ctype < 0 else self.comp.components.names[ctype]

    @staticmethod
    def symbol(symbol: int) -> str:
        return SYMBOL_NAMES[symbol]

    def card(self, card: int) -> str | None:
        return None if card < 0 else self.comp.performance_cards.names[card]

    @staticmethod
    def slot(grid_slot: int) -> str:
        """A grid slot's letter; past F, a card's Guest slot (A06): "guest"."""
        return GRID_SLOTS[grid_slot] if grid_slot < len(GRID_SLOTS) else "guest"

    def circle(self, card: int, link: int) -> str:
        """A link circle by its two slots in alphabetical order, e.g. "BE"."""
        cards = self.comp.performance_cards
        a, b = int(cards.link_a[card, link]), int(cards.link_b[card, link])
        return "".join(sorted(GRID_SLOTS[a] + GRID_SLOTS[b]))

    def sides(self, up: int) -> dict[str, str]:
        """The category toward each direction of a marker whose MARKER_CYCLE index ``up`` faces up
        (the cycle runs clockwise, T2)."""
        cycle = self.comp.performance_cards.marker_cycle
        return {d: CATEGORIES[int(cycle[(up + i) % 4])] for i, d in enumerate(DIRECTIONS)}

    @staticmethod
    def category(category: int) -> str:
        return CATEGORIES[category]
