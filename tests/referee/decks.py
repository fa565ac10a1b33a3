"""Decks the referee tests replay.

CoT decks: together they hold all 21 CoT and Grand Gambit heroes, and the copy heroes
(Archivist, General) meet the pot-entry heroes (Inventor, Noble) and each other.
Mixed decks (played under both rulesets): together they hold all 28 heroes; copy heroes meet
the Fantasy heroes, the deck heroes (Explorer, Inventor, Scion) play from the Fantasy deck,
Druid's sideways cards travel through the trash and the pot, and both Guards meet.
"""

DECKS = {
    "beginner": ["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"],
    "strategist": ["Archivist", "Doctor", "Explorer", "Inventor", "Scavenger", "Scion", "Witness"],
    "gambit_pot": ["General", "Hunter", "Noble", "Shaman", "Archivist", "Inventor", "Magician"],
    "gambit_hands": ["Saint", "Smuggler", "Vigilante", "General", "Noble", "Peddler", "Scion"],
}

FANTASY = ["Bard", "Druid", "Guard (Fantasy)", "Knight", "Mage", "Rogue", "Summoner"]

MIXED_DECKS = {
    "mixed_copies": ["Archivist", "General", "Druid", "Knight", "Bard", "Guard (Fantasy)", "Noble"],
    "mixed_deck": ["Explorer", "Inventor", "Scion", "Druid", "Summoner", "Guard", "Rogue"],
    "mixed_trash": ["Scavenger", "Vigilante", "Hunter", "Magician", "Druid", "Mage", "Revolutionary"],
    "mixed_hands": ["Peddler", "Saint", "Smuggler", "Shaman", "Soldier", "Bard", "Knight"],
    "mixed_tableaux": ["Brigand", "Witness", "Doctor", "Nomad", "Druid", "Guard (Fantasy)", "Mage"],
}
