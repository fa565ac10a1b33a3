"""Card names and the heroes of the Trickster sets the referee knows.

A card is "<Suit> <Hero>"; hero names may hold spaces ("Guard (Fantasy)"), suits never do.
Which suits a deck uses is the ruleset's business (rules.py), not the heroes'.
"""

# Champions of Time and its Grand Gambit expansion.
COT_HEROES = (
    "Archivist", "Brigand", "Doctor", "Explorer", "Guard", "Inventor", "Nomad", "Peddler",
    "Revolutionary", "Scavenger", "Scion", "Soldier", "Witness",
    "General", "Hunter", "Magician", "Noble", "Shaman", "Saint", "Smuggler", "Vigilante",
)

# Trickster: Fantasy. Its Guard is a different hero from the CoT Guard.
FANTASY_HEROES = ("Bard", "Druid", "Guard (Fantasy)", "Knight", "Mage", "Rogue", "Summoner")

# Mixing sets: any 7 distinct heroes of these play under either ruleset.
HEROES = COT_HEROES + FANTASY_HEROES

# Heroes that use another card's effect; they may never be copied (no chains).
COPY_HEROES = ("Archivist", "General")

HEROES_PER_DECK = 7


def card_name(suit: str, hero: str) -> str:
    return f"{suit} {hero}"


def suit_of(card: str) -> str:
    return card.split(" ", 1)[0]


def hero_of(card: str) -> str:
    return card.split(" ", 1)[1]


def deck_cards(heroes, suits) -> set[str]:
    """Every card of a deck: each of the seven heroes in each suit of the ruleset."""
    return {card_name(suit, hero) for hero in heroes for suit in suits}
