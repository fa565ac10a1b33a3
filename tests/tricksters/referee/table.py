"""Where every card is, as the trace's moves say; each move must name the card's place."""

from __future__ import annotations

from tests.tricksters.referee.rules import Card, Rejected

DECKS = ("deck", "pile2")  # kept top first, as the trace lists them


def key(place: list) -> tuple:
    return tuple(place)


class Table:
    def __init__(self, cards: dict[str, Card], players: int):
        self.cards = cards
        self.where: dict[str, tuple] = {}
        self.zones: dict[tuple, list[str]] = {}
        for p in range(players):
            self.zones[("hand", p)] = []
            self.zones[("avatar", p)] = []
        for name in ("deck", "pile2", "cubs", "pool", "aside", "revealed", "discard", "destroyed"):
            self.zones[(name,)] = []

    def put(self, card: str, place: tuple) -> None:
        if card not in self.cards:
            raise Rejected(f"unknown card {card!r}")
        if card in self.where:
            raise Rejected(f"{card} dealt twice")
        self.where[card] = place
        self.zones[place].append(card)

    def zone(self, *place) -> list[str]:
        return self.zones[tuple(place)]

    def move(self, card: str, frm: tuple, to: tuple) -> None:
        if self.where.get(card) != frm:
            raise Rejected(f"{card} moves from {list(frm)} but is in {list(self.where.get(card, ('nowhere',)))}")
        self.zones[frm].remove(card)
        self.zones[to].append(card)
        self.where[card] = to

    def reorder(self, place: tuple, order: list[str]) -> None:
        if sorted(order) != sorted(self.zones[place]):
            raise Rejected(f"a shuffle of {list(place)} is not a permutation of its cards")
        self.zones[place] = list(order)

    def check_conservation(self) -> None:
        total = sum(len(cards) for cards in self.zones.values())
        if total != len(self.cards) or len(self.where) != len(self.cards):
            raise Rejected(f"{total} cards in places, {len(self.cards)} in the game")
