"""Card names, suits and heroes of Champions of Time (with the Grand Gambit heroes)."""

# CoT suits in tie-break order (fewest Red wins a tie first, then Orange, ...).
SUITS = ("Red", "Orange", "Yellow", "Green", "Blue", "Violet", "Black", "White")

# Every hero a CoT deck may use: the Champions of Time box and the Grand Gambit expansion.
HEROES = (
    "Archivist", "Brigand", "Doctor", "Explorer", "Guard", "Inventor", "Nomad", "Peddler",
    "Revolutionary", "Scavenger", "Scion", "Soldier", "Witness",
    "General", "Hunter", "Magician", "Noble", "Shaman", "Saint", "Smuggler", "Vigilante",
)

# Heroes that use another card's effect; they may never be copied (no chains).
COPY_HEROES = ("Archivist", "General")

HEROES_PER_DECK = 7
TRASH_AT_SETUP = 6
TIMELINE_LENGTH = 12  # 2-3 players only
HAND_SIZE = {2: 11, 3: 11, 4: 10, 5: 9, 6: 8}
ROUNDS = 3


def card_name(suit: str, hero: str) -> str:
    return f"{suit} {hero}"


def suit_of(card: str) -> str:
    return card.split(" ", 1)[0]


def hero_of(card: str) -> str:
    return card.split(" ", 1)[1]


def deck_cards(heroes) -> set[str]:
    """The 56 cards of a deck built from seven heroes."""
    return {card_name(suit, hero) for hero in heroes for suit in SUITS}


def timeline_leads(players: int) -> bool:
    """With 2-3 players a Timeline card leads each trick and nobody is Leader."""
    return players <= 3
