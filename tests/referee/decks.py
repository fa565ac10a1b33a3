"""Decks the referee tests replay: together they hold all 21 heroes, and the copy heroes
(Archivist, General) meet the pot-entry heroes (Inventor, Noble) and each other."""

DECKS = {
    "beginner": ["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Revolutionary"],
    "strategist": ["Archivist", "Doctor", "Explorer", "Inventor", "Scavenger", "Scion", "Witness"],
    "gambit_pot": ["General", "Hunter", "Noble", "Shaman", "Archivist", "Inventor", "Magician"],
    "gambit_hands": ["Saint", "Smuggler", "Vigilante", "General", "Noble", "Peddler", "Scion"],
}
