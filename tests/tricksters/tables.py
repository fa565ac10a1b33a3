"""Hand-built Tricksters states with named cards, for the rule tests."""

from __future__ import annotations

import numpy as np

from simkit.games.tricksters import GAME
from simkit.games.tricksters.layout import (ALL_SEATS, KNOWERS, LOC, N_CARDS, STATE_SIZE, ZONE_ASIDE, ZONE_AVATAR0,
                                            ZONE_CUBS, ZONE_DECK, ZONE_DECK2, ZONE_DESTROYED, ZONE_DISCARD,
                                            ZONE_POOL, ZONE_REVEALED)
from simkit.games.tricksters.rng import N_STREAMS, seed_game_nb
from simkit.games.tricksters.setup_nb import init_game_nb
from simkit.games.tricksters.zones import RECORD_WIDTH, zone_append_nb, zone_card_nb, zone_count_nb, zone_remove_nb

SHARED = {"deck": ZONE_DECK, "pile2": ZONE_DECK2, "cubs": ZONE_CUBS, "pool": ZONE_POOL, "aside": ZONE_ASIDE,
          "revealed": ZONE_REVEALED, "discard": ZONE_DISCARD, "destroyed": ZONE_DESTROYED}


def zone_of(place: str) -> int:
    """"hand 2", "avatar 0", "deck", "revealed", ..."""
    kind, _, seat = place.partition(" ")
    if kind == "hand":
        return int(seat)
    if kind == "avatar":
        return ZONE_AVATAR0 + int(seat)
    return SHARED[kind]


class Table:
    """A game state whose zones hold exactly the named cards (all others in the deck)."""

    def __init__(self, ruleset: str = "tricksters", players: int = 4, strategies: str = "counter", seed: int = 1):
        self.setup = GAME.make_setup(ruleset, players, GAME.default_deck, strategies)
        self.names = self.setup.composition.card_names(self.setup.copies)
        self.ids = {name: i for i, name in enumerate(self.names)}
        self.s = np.zeros(STATE_SIZE, dtype=np.int32)
        self.rng = np.zeros(N_STREAMS, dtype=np.uint64)
        self.tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
        seed_game_nb(self.rng, np.uint64(seed), 0)
        args = self.setup.kernel_args()
        self.w = args[-1]
        init_game_nb(self.s, self.rng, self.tr, *args[:-1], 0)

    def card(self, name: str) -> int:
        return self.ids[name]

    def name(self, card: int) -> str:
        return self.names[int(card)]

    def arrange(self, rest: str = "deck", **places: list[str]) -> "Table":
        """Put every card in ``rest`` (the deck, or "destroyed": out of play), then the named cards
        where given (zone names with '_' for ' ': hand_0=[...], revealed=[...]); lists are in zone
        order (a deck's top last)."""
        s = self.s
        for card in range(s[N_CARDS]):
            zone_remove_nb(s, card)
            zone_append_nb(s, zone_of(rest), card)
            s[KNOWERS + card] = 0
        for place, cards in places.items():
            zone = zone_of(place.replace("_", " "))
            for name in cards:
                zone_remove_nb(s, self.card(name))
                zone_append_nb(s, zone, self.card(name))
        return self

    def zone(self, place: str) -> list[str]:
        zone = zone_of(place)
        return [self.name(zone_card_nb(self.s, zone, i)) for i in range(zone_count_nb(self.s, zone))]

    def where(self, name: str) -> int:
        return int(self.s[LOC + self.card(name)])

    def knows_all(self, name: str) -> bool:
        return int(self.s[KNOWERS + self.card(name)]) == ALL_SEATS

    def set(self, offset: int, value: int) -> None:
        self.s[offset] = value
