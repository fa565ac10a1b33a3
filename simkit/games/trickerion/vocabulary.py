"""The fixed names of Trickerion data and their integer codes (ids are tuple positions).

A composition names things by these words; kernels see only the codes. Everything a designer may
change (which Tricks, which cards, the numbers) is in the composition, not here.
"""

from __future__ import annotations

from typing import NamedTuple

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
CHARACTER_KINDS = ("magician", "specialist", "apprentice", "protege")  # the Protégé: the Academy's (part 3)
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
# the Magicians' abilities (RULES §1.16): a Magician's `ability` (and `academy_ability`) names one; ids are positions
ABILITIES = ("mechanical_enhancement", "supercharge", "magorias_benefactor", "mimesis", "magic_for_the_masses",
             "luminous_bonds", "break_free", "secret_combination", "trick_steal", "mentor_of_magicians",
             "fate_weaving", "deja_vu", "soul_possession", "whisperer_of_secrets")
MAX_PERFORMANCE_CARDS = 40
MAX_TURNS = 12
MAX_PLAYERS = 4

# setup
THEATER = "Theater"  # the Theater's name in hands and decks: it is a section of its own, not a location
PROPHECY_SETS = ("dark-alley", "academy")  # the 27 Dark Alley Prophecies, the 7 blue Academy ones (part 3)
SHARD_SCORES = ("per_shard", "ceil_two_thirds", "two_per_started_three", "one_each")  # end scoring of Shards (G74)

# card effects (docs/trickerion-effects.md): the actions a card modifies, the primitives and their parameters
ACTIONS = ("learn", "hire", "take_coins", "reroll", "set_die",  # Downtown
           "buy", "order", "quick_order",  # Market Row
           "prepare", "move_trick", "move_components", "move_apprentice",  # Workshop
           "draw_first", "draw_further", "fortune_telling",  # Dark Alley
           "set_up", "reschedule", "perform",  # Theater
           "renovate", "practice", "teach", "learn_secret", "discover",  # the Academy (part 3)
           "any")  # the whole placement
ANY_ACTION = "any"
ACTION_PLACES = {"Downtown": ACTIONS[0:5], "Market Row": ACTIONS[5:8], "Workshop": ACTIONS[8:12],
                 "Dark Alley": ACTIONS[12:15], THEATER: ACTIONS[15:18], "Academy": ACTIONS[18:23]}  # where each action is taken
WHO = ("all", "apprentice")  # the characters a character_ap changes
MODES = ("add", "set")  # change a value, or replace it


class Param(NamedTuple):
    """One parameter of a primitive: its TOML field, its kind, its range (kind "int") and its default."""
    name: str
    kind: str  # PARAM_KINDS
    low: int = 0
    high: int = 0
    default: object = None  # None: required


# how a parameter's value is stored in its int32 cell
PARAM_KINDS = {
    "int": "the number",
    "bool": "1 for true, 0 for false",
    "action": "its ACTIONS id (not \"any\")",
    "category": "its CATEGORIES id",
    "weekday": "the index of the composition's Theater weekday of that name",
    "tiers": "a bit mask, bit t for TIERS[t]",
    "who": "its WHO id",
    "mode": "its MODES id",
}


def _int(name: str, low: int, high: int) -> Param:
    return Param(name, "int", low, high)


# op -> its parameters in storage order (p0, p1, ...); op ids are positions (docs/trickerion-effects.md, "How an
# effect is stored"). Append new primitives at the end: the ids of the others must not move.
EFFECT_OPS: dict[str, tuple[Param, ...]] = {
    # Action Points and placement
    "action_cost": (Param("action", "action"), _int("ap", 0, 9)),
    "action_ap": (Param("action", "action"), _int("delta", -9, 9)),
    # written `set = v` or `delta = v` (MODE_FIELDS): mode "set" or "add" and the value
    "character_ap": (Param("who", "who"), Param("mode", "mode"), _int("value", -9, 9),
                     Param("if_advertised", "bool", default=False)),
    "shard_ap": (_int("ap", 1, 9),),
    "shard_ap_in_theater": (),
    "slot_cost": (_int("modifier", -3, 5), _int("coins", 0, 20)),
    "lowest_slot": (),
    "two_placements": (),
    "reveal_at_placement": (),
    "any_location": (),
    # Resources
    "shard_gain_extra": (_int("n", 1, 9),),
    "shard_gain_fame": (_int("fame", 1, 20),),
    "take_coins_times": (_int("times", 1, 9),),
    "take_coins_fame": (_int("minus", 0, 20),),
    "take_coins_reroll_add": (),
    "take_coins_invest": (_int("components", 1, 12),),
    # Market Row
    "component_price": (_int("price", 0, 20),),
    "buy_from_order_area": (),
    "buy_any_mix": (_int("count", 1, 12),),
    "buy_with_fame": (_int("minus", 0, 20),),
    "buy_with_shard": (_int("value", 1, 99),),
    "buy_fame": (_int("minus", 0, 20),),
    "shoplift": (),
    "order_now": (),
    "order_deliver": (_int("surcharge", 0, 20),),
    "keep_quick_order": (),
    "business_share": (),
    "owned_types_in_stock": (_int("discount", 0, 20),),
    # Workshop
    "prepare_markers": (_int("n", -3, 3),),
    "prepare_yield_now": (),
    "prepare_marker_elsewhere": (),
    "prepare_fame_per_component": (Param("tiers", "tiers"),),
    "prepare_lacking": (_int("types", 1, 4), _int("markers", 1, 3)),
    "prepare_return_components": (_int("max", 1, 12), _int("markers", 0, 3), _int("fame", 0, 20), _int("coins", 0, 20)),
    "enhance_trick": (_int("shards", 0, 9), _int("fame", 0, 20), _int("coins", 0, 20)),
    "prepare_to_stage": (),
    "hidden_talent": (),
    # Downtown
    "hire_second_apprentice": (_int("coins", 0, 20),),
    "hire_arrives_now": (),
    "hire_any": (),
    "learn_any": (),
    "learn_overhaul": (),
    "learn_leaked": (_int("max_level", 1, 3), _int("markers", 0, 3)),
    # Theater
    "set_up_fame": (Param("category", "category"), _int("fame", 0, 20)),
    "guest_slot": (),
    "pay_every_adjacent": (),
    "link_payment_times": (_int("times", 1, 9),),
    "same_trick_twice": (),
    "swap_cards": (_int("coins", 0, 20),),
    "durable": (_int("markers", 1, 9),),
    "fiasco": (_int("own", -9, 9), _int("other", -9, 9)),
    "premiere": (_int("times", 1, 9),),
    "street_performance": (),
    "directors_favor": (),
    "performer_bonus_times": (_int("times", 1, 9),),
    "coin_yield_as_fame": (),
    "weekday_yield": (Param("weekday", "weekday"), _int("fame", -9, 9), _int("coins", -9, 9), Param("mode", "mode")),
    "performer_modifier_for_all": (),
    # the Academy's blue Prophecies (P28-P34, part 3)
    "renovate_fame": (_int("per_level", 0, 20),),  # P28: + per_level x the ratio's level Fame at a Renovate
    "practice_coins": (_int("per_level", 0, 20),),  # P29: + per_level x the Trick's level Coins at a Practice
    "secret_draw": (_int("n", 1, 9),),  # P30: Learn Secret may draw n from the stack and keep 1
    "assign_at_placement": (),  # P31: a seat that Advertised assigns each card as it places
    "teach_yield_now": (),  # P32: Teach gives the Classroom slot's yield at once
    "protege_backstage": (_int("fame", 0, 20), _int("coins", 0, 20), _int("shards", 0, 9)),  # P33
    "classroom_double": (),  # P34: one Trick's Classroom yield doubled this turn
}
EFFECT_OP_NAMES = tuple(EFFECT_OPS)  # op ids
# a (mode, value) pair written as one field named after the mode: character_ap's `set = 1` or `delta = 1`
MODE_FIELDS = {"character_ap": {"set": "set", "delta": "add"}}
# the actions of a Special Assignment card an op can modify (ops not listed: any action); an "any" card takes
# every op, and action_cost and action_ap modify the action they name
OP_ACTIONS = {
    **dict.fromkeys(("take_coins_times", "take_coins_fame", "take_coins_reroll_add", "take_coins_invest"),
                    ("take_coins",)),
    "component_price": ("buy", "order", "quick_order"),
    **dict.fromkeys(("buy_from_order_area", "buy_any_mix", "buy_with_fame", "buy_with_shard", "buy_fame",
                     "shoplift", "owned_types_in_stock"), ("buy",)),
    **dict.fromkeys(("order_now", "order_deliver"), ("order",)),
    "keep_quick_order": ("quick_order",),
    **dict.fromkeys(("prepare_markers", "prepare_yield_now", "prepare_marker_elsewhere", "prepare_fame_per_component",
                     "prepare_lacking", "prepare_return_components", "enhance_trick", "prepare_to_stage",
                     "hidden_talent"), ("prepare",)),
    **dict.fromkeys(("hire_second_apprentice", "hire_arrives_now", "hire_any"), ("hire",)),
    **dict.fromkeys(("learn_any", "learn_overhaul", "learn_leaked"), ("learn",)),
    **dict.fromkeys(("set_up_fame", "guest_slot", "pay_every_adjacent", "link_payment_times", "same_trick_twice",
                     "swap_cards"), ("set_up",)),
    **dict.fromkeys(("street_performance", "directors_favor"), ("reschedule",)),
    **dict.fromkeys(("durable", "fiasco", "premiere", "performer_bonus_times", "coin_yield_as_fame", "weekday_yield",
                     "performer_modifier_for_all"), ("perform",)),
}
MAX_EFFECT_STEPS = 3  # primitives in one card's or Prophecy's effect
EFFECT_ROW = 1 + max(len(params) for params in EFFECT_OPS.values())  # [op id, p0, p1, p2, p3]
NO_OP = -1  # the op id of an unused step
MAX_SPECIAL_ASSIGNMENTS = 80  # 40 + the Academy's 22 (G95), with room
MAX_PROPHECIES = 40  # 27 + 7

# Dahlgaard's Academy (part 3; RULES §1.7, §1.11, §1.18, G50-G59; DATA.md Appendix E, §3.2)
SPACE_KINDS = ("classroom", "practice_room")  # a renovation space's tile type (Classrooms left, Practice Rooms right)
SPACE_ROWS = ("start", "A", "B")  # "start" rows are open from turn I; A and B open on their Open Room turn (G59)
# a Practice Room slot's ability while a Trick's Academy marker sits there ([RAS] names; n its number)
PRACTICE_ABILITIES = ("extra_marker",  # Prepare places n more markers (at most 5 on the card)
                      "stay_on_card",  # after its Performance n marker(s) of the Trick stay on the card
                      "free_rotate",  # Set Up: the marker's own category need not face a link circle
                      "double_marker",  # Set Up: a second marker of the Trick may go on the same card
                      "prepare_cost",  # Prepare costs n AP less (at least 1)
                      "yield_fame",  # + n Fame to each of its performed markers' yields
                      "yield_coins")  # + n Coins to each of its performed markers' yields
MAX_SPACES = 12  # renovation spaces of one Academy side (8 and 10 in the box)
MAX_ACADEMY_TILES = 32  # Classroom and Practice Room tiles (18 assumed)
TILE_SLOTS = 2  # slots of one tile
MAX_SECRETS = 24  # Secret tiles (12 assumed)

# Dawn of Technology (part 4; RULES §1.19, G91-G94; DATA.md §3.2)
CONTRAPTIONS_PER_BOARD = 4  # Contraptions of a category's board, built bottom-up (Contraption k = 1..4)
MAX_SHARD_COLUMN = 16  # Shard positions of a Contraption board's column (8 assumed), position 1 the lowest
