"""Scripted positions with named cards, for rule and hero tests.

A ``Position`` is a real engine state (simkit.games.trickster.layout) set up card by card:
every card starts in the deck; ``put`` places named cards; every seat plays
the ``scripted`` strategy, so each test says exactly which card or seat is
chosen. Engine kernels then run on it and the trace records say what happened.
"""

from __future__ import annotations

import numpy as np

import simkit.strategies.trickster.dispatch  # noqa: F401  (binds the decision point)
from simkit.games.trickster import layout as L
from simkit.games.trickster.catalog import load_catalog
from simkit.games.trickster.effects import resolve_effect_nb
from simkit.games.trickster.rules import decide_winners_nb, init_game_nb, play_trick_nb, refill_nb, score_round_nb
from simkit.games.trickster.pot import pot_entered_nb
from simkit.games.trickster.rng import seed_game_nb
from simkit.games.trickster.rulesets import COT
from simkit.games.trickster.trace import place, records_to_events
from simkit.games.trickster.tracebuf import RECORD_WIDTH
from simkit.games.trickster.zones import relocate_nb, zone_append_nb, zone_card_nb, zone_count_nb
from simkit.strategies.trickster.registry import SCRIPTED_ID

CATALOG = load_catalog()
FANTASY_DECK = ["Bard", "Druid", "Guard (Fantasy)", "Knight", "Mage", "Rogue", "Summoner"]
BEGINNER = ["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"]
STRATEGIST = ["Archivist", "Doctor", "Explorer", "Inventor", "Scavenger", "Scion", "Witness"]
GRAND_GAMBIT = ["General", "Hunter", "Noble", "Shaman", "Saint", "Smuggler", "Vigilante"]


class Position:
    def __init__(self, heroes: list[str], players: int = 4, catalog=CATALOG, ruleset=COT):
        self.heroes = list(heroes)
        self.players = players
        self.catalog = catalog
        self.ruleset = ruleset
        self.suits = ruleset.suits
        self.s = np.zeros(L.STATE_SIZE, dtype=np.int32)
        hero_ids = np.array([catalog.index(h) for h in heroes], dtype=np.int32)
        init_game_nb(self.s, players, hero_ids, catalog.steps_table(),
                     np.full(L.MAX_PLAYERS, SCRIPTED_ID, dtype=np.int32), ruleset.rules_array(players))
        for card in range(self.s[L.N_CARDS]):
            zone_append_nb(self.s, L.ZONE_DECK, card)
        self.rng = np.zeros(8, dtype=np.uint64)
        seed_game_nb(self.rng, 12345, 0)
        self.tr = np.zeros((20_000, RECORD_WIDTH), dtype=np.int32)
        self.s[L.TRACING] = 1
        self.read = 0
        self.w = np.full((L.MAX_PLAYERS, 64), -1.0)
        self.w[:, 0] = 1
        self.start_trick(leader=0)

    # ---- cards and zones
    def card(self, name: str) -> int:
        suit, hero = name.split(" ", 1)
        return self.heroes.index(hero) * len(self.suits) + self.suits.index(suit)

    def name(self, card: int) -> str:
        return f"{self.suits[card % len(self.suits)]} {self.heroes[card // len(self.suits)]}"

    @staticmethod
    def zone(zone: str) -> int:
        kind, _, seat = zone.partition(" ")
        return {"hand": lambda: int(seat), "tableau": lambda: L.ZONE_TABLEAU0 + int(seat),
                "pot": lambda: L.ZONE_POT, "trash": lambda: L.ZONE_TRASH, "deck": lambda: L.ZONE_DECK,
                "timeline": lambda: L.ZONE_TIMELINE}[kind]()

    def put(self, zone: str, *names: str) -> "Position":
        """Move the named cards to the end of ``zone`` (the deck's top, the Timeline's front)."""
        for name in names:
            relocate_nb(self.s, self.card(name), self.zone(zone), False)
        return self

    def deck_top(self, *names: str) -> "Position":
        """Put the named cards on top of the deck, the first named on top."""
        return self.put("deck", *reversed(names))

    def clear_deck(self, to: str = "trash") -> "Position":
        while zone_count_nb(self.s, L.ZONE_DECK):
            relocate_nb(self.s, zone_card_nb(self.s, L.ZONE_DECK, 0), self.zone(to), False)
        return self

    def cards(self, zone: str) -> list[str]:
        z = self.zone(zone)
        return [self.name(zone_card_nb(self.s, z, i)) for i in range(zone_count_nb(self.s, z))]

    def where(self, name: str) -> list:
        return place(int(self.s[L.LOC + self.card(name)]))

    # ---- choices
    def script(self, seat: int, *choices) -> "Position":
        """The seat's next choices: card names, seats (ints) or None (the first option)."""
        values = [-1 if c is None else (c if isinstance(c, int) else self.card(c)) for c in choices]
        self.w[seat, 0] = 1
        self.w[seat, 1:] = -1
        self.w[seat, 1:1 + len(values)] = values
        return self

    def script_used(self, seat: int) -> int:
        return int(self.w[seat, 0]) - 1

    # ---- play
    def start_trick(self, leader: int = -1, trickster: int | None = None, pot: tuple[str, ...] = ()):
        """A fresh trick: roles, no pattern; ``pot`` cards enter the pot in order (played by nobody)."""
        s = self.s
        s[L.LEADER] = leader
        s[L.TRICKSTER] = (leader + 1) % self.players if trickster is None else trickster
        s[L.PATTERN] = L.PATTERN_NONE
        s[L.POT_SUITS] = 0
        s[L.POT_HEROES] = 0
        for name in pot:
            relocate_nb(s, self.card(name), L.ZONE_POT, False)
            pot_entered_nb(s, self.tr, self.card(name), s[L.TRICKSTER] if zone_count_nb(s, L.ZONE_POT) == 2 else -1)
        self.events()  # forget the set-up records
        return self

    def play(self, seat: int, name: str) -> list[dict]:
        """``seat`` plays the named card from hand to the pot and resolves its effect."""
        card = self.card(name)
        assert self.s[L.LOC + card] == seat, f"{name} is not in hand {seat}"
        relocate_nb(self.s, card, L.ZONE_POT, False)
        pot_entered_nb(self.s, self.tr, card, seat)
        resolve_effect_nb(self.s, self.rng, self.tr, self.w, seat, card)
        return self.events()

    def play_trick(self, trick_no: int = 1) -> list[dict]:
        """Run the engine's whole trick with the scripted choices."""
        self.s[L.TRICK_NO] = trick_no
        play_trick_nb(self.s, self.rng, self.tr, self.w)
        return self.events()

    def refill(self) -> list[dict]:
        refill_nb(self.s, self.tr)
        return self.events()

    def score_round(self) -> list[dict]:
        score_round_nb(self.s, self.tr)
        return self.events()

    def decide_winners(self) -> list[dict]:
        decide_winners_nb(self.s, self.tr)
        return self.events()

    def events(self) -> list[dict]:
        """Trace events recorded since the last call."""
        count = int(self.s[L.TRACE_COUNT])
        records = self.tr[self.read:count]
        self.read = count
        header = {"ruleset": self.ruleset.name, "players": self.players, "heroes": self.heroes}
        return records_to_events(records, game=header, hero_names=self.catalog.names, suits=self.suits)[1:]

    @property
    def pattern(self) -> str | None:
        p = int(self.s[L.PATTERN])
        return None if p < 0 else L.PATTERN_NAMES[p]

    @property
    def trickster(self) -> int:
        return int(self.s[L.TRICKSTER])


def effects(events: list[dict]) -> list[tuple[str, bool]]:
    return [(e["hero"], e["resolved"]) for e in events if e["event"] == "effect"]


def moves(events: list[dict]) -> list[tuple[str, list, list]]:
    return [(e["card"], e["from"], e["to"]) for e in events if e["event"] == "move" and e["cause"] == "effect"]
