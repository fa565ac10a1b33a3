"""The two rulesets a deck of any 7 heroes may be played under, side by side.

Everything that differs between Champions of Time ("cot") and Trickster: Fantasy
("fantasy") lives here: suits, player counts, the deal, the Timeline, rounds, the 3-player
refill and the tie-break. Heroes bring only their effects, whatever the ruleset.
"""

from dataclasses import dataclass, field

from .cards import deck_cards


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    suits: tuple  # in tie-break order
    hand_size: dict  # players -> cards dealt to each hand (its keys are the player counts)
    trash_size: dict  # players -> cards dealt to the trash
    timeline_players: tuple = ()  # player counts with a Timeline (it leads; nobody is Leader)
    timeline_length: int = 0
    rounds: int = 1
    # Out with a refill left: refill players -> (how many refills, refill hands up to).
    refills: dict = field(default_factory=dict)
    # The tie-break after the lowest total: actual cards in the (final) tableau first?
    fewest_cards_first: bool = False

    def deck(self, heroes) -> set[str]:
        return deck_cards(heroes, self.suits)

    def timeline_leads(self, players: int) -> bool:
        return players in self.timeline_players

    def refill_count(self, players: int) -> int:
        return self.refills.get(players, (0, 0))[0]

    def refill_to(self, players: int) -> int:
        return self.refills[players][1]

    def tie_break(self, physical_counts: dict, cards: int) -> tuple:
        """Smaller wins: (fewest actual cards, in Fantasy,) then fewest of each suit in order.
        Counts are of physical cards: a sideways card is one card here."""
        by_suit = tuple(physical_counts[suit] for suit in self.suits)
        return ((cards,) if self.fewest_cards_first else ()) + by_suit

    def describe_tie_break(self) -> str:
        first = "fewest actual cards, then " if self.fewest_cards_first else ""
        return f"{first}fewest {', '.join(self.suits)} cards (a sideways card is one card)"


COT = Ruleset(
    name="cot",
    title="Champions of Time",
    suits=("Red", "Orange", "Yellow", "Green", "Blue", "Violet", "Black", "White"),
    hand_size={2: 11, 3: 11, 4: 10, 5: 9, 6: 8},
    trash_size=dict.fromkeys(range(2, 7), 6),
    timeline_players=(2, 3),
    timeline_length=12,
    rounds=3,
)

FANTASY = Ruleset(
    name="fantasy",
    title="Trickster: Fantasy",
    suits=("Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"),
    hand_size={3: 7, 4: 6, 5: 6, 6: 6, 7: 5},
    trash_size={3: 7, 4: 6, 5: 6, 6: 6, 7: 5},
    refills={3: (1, 7)},  # 3 players: the first Out refills the hands to 7; the second ends
    fewest_cards_first=True,
)

RULESETS = {rules.name: rules for rules in (COT, FANTASY)}
