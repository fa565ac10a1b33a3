"""The referee's own model of where every card is, built from a `deal` and kept by `move`s.

Every card lives in exactly one list below, so a card can never be in two places: a move
takes it out of the list named by its `from` (and fails if it is not there) and puts it
into the list named by its `to`. The table also knows which cards lie sideways (Druid): a
card stays sideways in a tableau, the trash and the pot, and turns upright when it moves
into a hand or the deck.
"""

from .errors import Violation
from .places import BOTTOM, DECK, HAND, POT, TABLEAU, TIMELINE, TOP, TRASH, show


class Table:
    def __init__(self, players: int, deal: dict):
        self.players = players
        self.hands = [list(hand) for hand in deal["hands"]]
        self.tableaux = [[] for _ in range(players)]
        self.pot = []  # in the order the cards entered: pot[0] leads, pot[1] sets the pattern
        self.trash = list(deal["trash"])
        self.deck = list(deal["deck"])  # deck[0] is the top
        self.timeline = list(deal["timeline"])  # timeline[0] is the front
        self.sideways = set()  # every card is dealt upright

    def zone(self, place: tuple) -> list:
        kind = place[0]
        if kind == HAND:
            return self.hands[place[1]]
        if kind == TABLEAU:
            return self.tableaux[place[1]]
        return {POT: self.pot, TRASH: self.trash, DECK: self.deck, TIMELINE: self.timeline}[kind]

    def move(self, card: str, source: tuple, target: tuple, deck_depth: int = 1) -> None:
        """Move `card`, checking it really is at `source`.

        `["deck", "top"]` means the top card, except that an Explorer takes one of the
        top `deck_depth` revealed cards and the trace still writes it as coming from the top.
        """
        cards = self.zone(source)
        if source == (DECK, TOP):
            position = _index(cards[:deck_depth], card)
            where = "on top of the deck" if deck_depth == 1 else f"in the top {deck_depth} deck cards"
        elif source == (DECK, BOTTOM):
            position = len(cards) - 1 if cards and cards[-1] == card else None
            where = "at the bottom of the deck"
        elif source == (TIMELINE,):
            position = 0 if cards and cards[0] == card else None
            where = "at the front of the Timeline"
        else:
            position = _index(cards, card)
            where = f"in {show(source)}"
        if position is None:
            raise Violation(f"a move must name the place its card is in: {card} is not {where}"
                            f" (it is in {self.locate(card)})")
        if target[0] == TIMELINE:
            raise Violation("no card ever moves into the Timeline")
        del cards[position]
        if target[0] in (HAND, DECK):
            self.sideways.discard(card)
        destination = self.zone(target)
        if target == (DECK, TOP):
            destination.insert(0, card)
        else:
            destination.append(card)

    def locate(self, card: str) -> str:
        for place in self.places():
            if card in self.zone(place):
                return show(place)
        return "no place at all"

    def places(self):
        for seat in range(self.players):
            yield (HAND, seat)
            yield (TABLEAU, seat)
        yield from ((POT,), (TRASH,), (DECK, TOP), (TIMELINE,))

    def all_cards(self) -> list[str]:
        return [card for place in self.places() for card in self.zone(place)]

    def turn_sideways(self, card: str) -> None:
        self.sideways.add(card)

    def weight(self, card: str) -> int:
        """What a card counts for majorities and score: 2 when sideways, else 1."""
        return 2 if card in self.sideways else 1

    def empty_hands(self) -> list[int]:
        return [seat for seat, hand in enumerate(self.hands) if not hand]


def _index(cards: list, card: str):
    try:
        return cards.index(card)
    except ValueError:
        return None
