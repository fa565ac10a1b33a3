"""The referee's own model of a Trickerion game: seats, characters, the board, the Theater."""

from __future__ import annotations

from dataclasses import dataclass, field

SYMBOLS = ("spade", "heart", "diamond", "club")


@dataclass
class Character:
    name: str
    joined: bool = True          # False while a hire is incoming (G33)
    assistant_slot: bool = False  # on the Assistant's Apprentice slot: no wage (G46)
    card: str | None = None      # this turn's revealed location, None: idle
    assigned: bool = False       # an `assign` event was seen this turn
    placed: bool = False
    unplaceable: bool = False
    where: tuple | None = None   # (location, slot) or ("Theater", weekday, slot)
    sa: str | None = None        # the Special Assignment card assigned this turn (Dark Alley)
    sa_use: str | None = None    # "text" or "ap", chosen at its placement (D11, G27)


@dataclass
class Seat:
    index: int
    fame: int = 0
    coins: int = 0
    shards: int = 0
    magician: str | None = None
    category: str | None = None
    specialist: str | None = None
    hand: dict = field(default_factory=dict)
    characters: dict = field(default_factory=dict)   # name -> Character, in the order got
    board: dict = field(default_factory=dict)        # component -> count on the player board
    manager: list = field(default_factory=list)      # per Manager slot: {component: count} (one type)
    tricks: dict = field(default_factory=dict)       # name -> {"symbol", "engineer"}
    on_trick: dict = field(default_factory=dict)     # symbol -> markers on its Trick card
    advertised: bool = False
    weekday: str | None = None
    sa_hand: list = field(default_factory=list)      # Special Assignment cards in hand (G49)
    departed: dict = field(default_factory=dict)     # name -> Character: Apprentices gone by Hidden Talent (A24)

    # -- characters
    def owns(self, type_name: str) -> bool:
        return any(c.name == type_name for c in self.characters.values())

    def apprentices(self) -> list[Character]:
        return [c for c in self.characters.values() if c.name.startswith("Apprentice ")]

    # -- components
    def held(self, component: str) -> int:
        return self.board.get(component, 0) + sum(slot.get(component, 0) for slot in self.manager)

    def counts_for(self, component: str, cap: int) -> int:
        """The count toward a requirement: a pile on a Manager slot counts 1 more, still at most 3."""
        on_manager = any(slot.get(component, 0) > 0 for slot in self.manager)
        return min(cap, self.held(component) + 1) if on_manager else self.held(component)

    def meets(self, requirement: dict, cap: int) -> bool:
        return all(self.counts_for(c, cap) >= n for c, n in requirement.items())

    # -- tricks and symbols
    def manager_type(self, i: int) -> str | None:
        return next(iter(self.manager[i]), None)

    def trick_of(self, symbol: str) -> str | None:
        return next((t for t, info in self.tricks.items() if info["symbol"] == symbol), None)

    def lowest_free_symbol(self) -> str | None:
        used = {info["symbol"] for info in self.tricks.values()}
        return next((s for s in SYMBOLS if s not in used), None)


@dataclass
class Game:
    seats: list
    dice: dict = field(default_factory=dict)
    stock: list = field(default_factory=list)
    order: list = field(default_factory=list)
    quick_order: str | None = None
    deck: list = field(default_factory=list)          # Performance deck, top first
    track: list = field(default_factory=list)         # oldest first
    cards: dict = field(default_factory=dict)         # card -> slot -> marker dict
    trick_decks: dict = field(default_factory=dict)   # category -> [names]
    turn_setup_deck: list = field(default_factory=list)
    blocked: dict = field(default_factory=dict)       # location -> set of slots, this turn
    slots: dict = field(default_factory=dict)         # (location, slot[, seat]) -> (seat, character)
    weekday_owner: dict = field(default_factory=dict)
    initiative: list = field(default_factory=list)
    positions: list = field(default_factory=list)
    turn: int = 0
    sa_decks: dict = field(default_factory=dict)      # location -> [SA card names], top first (G3)
    sa_discards: dict = field(default_factory=dict)   # location -> [SA card names], face up
    prophecy_bag: list = field(default_factory=list)  # draw order
    pending: list = field(default_factory=list)       # p0 first
    active: str | None = None                         # the Active Prophecy (none on turn I, G11)
    enhanced: dict = field(default_factory=dict)       # Trick -> (fame, coins) added by Enhance Trick (A22)
    quick_order_kept: str | None = None               # the card (Dubious Sources, A43) keeping this turn's Quick Order

    def in_theater(self, seat: int, symbol: str) -> int:
        return sum(m.get("count", 1) for slots in self.cards.values() for m in slots.values()
                   if m["seat"] == seat and m["symbol"] == symbol)   # Electra's pile counts 2 (G82)

    def free_markers(self, seat: Seat, symbol: str) -> int:
        return 4 - seat.on_trick.get(symbol, 0) - self.in_theater(seat.index, symbol)
