"""The fixed names of Trickerion data and their integer codes (ids are tuple positions).

A composition names things by these words; kernels see only the codes. Everything a designer may
change (which Tricks, which cards, the numbers) is in the composition, not here.
"""

from __future__ import annotations

SOURCES = ("bga", "ras", "majority", "minority", "assumed")  # provenance of a section
ASSUMED = "assumed"
CATEGORIES = ("Escape", "Mechanical", "Optical", "Spiritual")  # Trick categories, ids 0..3
TIERS = ("basic", "advanced", "superior")  # component tiers, ids 0..2
MODULES = ("base", "dark-alley", "academy", "dawn")  # which product brings a table entry
BOXES = ("base", "academy")  # the box a Magician comes in
LEVELS = (1, 2, 3)

# dice
DIE_KINDS = ("trick", "inn", "bank")
FACE_X = -1  # the X face of every die: used
FACE_ANY = 4  # a Trick die's "Any" face (the rules' "?"); categories are 0..3
MAX_BANK_FACE = 20

# characters
CHARACTER_KINDS = ("magician", "specialist", "apprentice")
SETUP_BONUSES = ("none", "trick", "components", "apprentice")  # G6
MAX_CHARACTER_TYPES = 8

# Performance cards: a 2x3 grid, A B C the left column top to bottom, D E F the right one
GRID_SLOTS = ("A", "B", "C", "D", "E", "F")  # slot ids 0..5
GRID_ADJACENT = frozenset(frozenset(pair) for pair in ("AB", "BC", "DE", "EF", "AD", "BE", "CF"))
MAX_LINKS = 5  # a tree on at most 6 slots
MAX_GREY = 2  # grey markers a Duel side may carry
PERFORMANCE_SIDES = ("normal", "duel")
SLOT_BLOCKING = ("none", "neutral_disc", "turn_setup")

# level-3 end-game conditions: kind -> the extra field it needs (None: just "fame")
END_BONUS_KINDS = {
    "none": None,
    "per_marker_on_trick_cards": None,  # fame x own markers on own Trick cards (not in the Theater)
    "per_marker": None,  # fame x own markers on Trick cards and in the Theater
    "per_shard": None,  # fame x unspent Shards
    "per_trick_of_level": "level",  # fame x owned Tricks of that level (this one included)
    "per_trick_owned": None,  # fame x owned Tricks
    "per_unused_special_assignment": None,  # fame x unspent Special Assignment cards
    "if_characters": "characters",  # fame if the seat owns every listed character type
    "per_component_of_tier": "tier",  # fame x component tokens held of that tier
    "if_tricks_owned": "count",  # fame if the seat owns at least count Tricks
    "per_apprentice": None,  # fame x Apprentices owned
    "per_coins": "coins",  # fame x (unspent Coins // coins)
}
END_BONUS_NAMES = tuple(END_BONUS_KINDS)  # ids

MAX_TRICKS = 60  # 48 + 12 Signature Tricks (RULES §4.1)
MAX_PERFORMANCE_CARDS = 40
MAX_TURNS = 12
MAX_PLAYERS = 4
