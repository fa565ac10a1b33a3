"""Trickerion's trace events, written into the trace buffer (simkit.engine.trace_buffer) by the
kernels that play (``s[TRACING] == 1`` only); simkit/games/trickerion/trace.py turns them into
the JSON Lines of docs/trickerion-trace.md.

A record is an event code and 7 ints. Every code's fields are listed beside it; where an event
needs more than 7 fields it is followed by a continuation record (``*_CONTEXT``). Codes 1-79 are
the kernels of setup, turns, placements and the locations; 80-119 the Theater's
(theater_*.py); 120+ are reserved for parts 2 and 3.
"""

from simkit.engine.trace_buffer import RECORD_WIDTH, record_nb  # noqa: F401

# resources (resources.gain_nb)
EV_GAIN = 1  # seat, fame, coins, shards (signed, after the G19 cut), cause (GAIN_*), fame total, coins total
EV_GAIN_CONTEXT = 2  # seat, context a, b, c (the cause's fields, -1 unused), shards total

# gain causes (the trace's `cause` words, in this order)
GAIN_ADVERTISE = 0  # context: -
GAIN_FAME_DEFICIT = 1  # context: trick
GAIN_TAKE_COINS = 2  # context: die
GAIN_BUY = 3  # context: component type, count, market slot (0..3 a Buy slot, 4 the Quick Order slot)
GAIN_SHARD_AP = 4  # context: -
GAIN_LINK_PAYMENT = 5  # context: Performance card id, link index, trick
GAIN_LINK_SHARD = 6  # context: Performance card id, link index
GAIN_YIELD = 7  # context: Performance card id, grid slot, trick
GAIN_PERFORMER_LINKS = 8  # context: Performance card id, links counted
GAIN_PERFORMER_SPECIALIST = 9  # context: character type
GAIN_PERFORMER_BONUS = 10  # context: Performance card id
GAIN_WAGES = 11  # context: -
GAIN_UNPAID_WAGE = 12  # context: -
GAIN_END_SHARDS = 13  # context: -
GAIN_END_COINS = 14
GAIN_END_APPRENTICES = 15
GAIN_END_SPECIALISTS = 16
GAIN_SPECIAL_ASSIGNMENT = 17  # context: SA card, op (the primitive's id)
GAIN_PROPHECY = 18  # context: Prophecy, op
GAIN_ABILITY = 19  # context: Magician
GAIN_END_SPECIAL_ASSIGNMENTS = 20  # context: -
GAIN_END_TRICK_CONDITION = 21  # context: trick
GAIN_RENOVATE = 22  # context: space, level (the ratio's), tile: the ratio's Coins paid (its Fame deficit included) and Fame
GAIN_CLASSROOM = 23  # context: trick, space, slot: a Classroom yield (RULES §1.11)
GAIN_CLASSROOM_BONUS = 24  # context: tile, trick: a Teach's one-time bonus (thresholds match)
GAIN_END_BANNERS = 25  # context: Banners placed, rank
GAIN_SIGNATURE_START = 26  # context: trick: the Shard paid to start with the Signature Trick (Dawn, G10)
GAIN_CONTRAPTION = 27  # context: Contraption (category * 4 + k), op (-1: its Fame on turning Active again)
GAIN_BUILD = 28  # context: Contraption: the Coins of a Build Contraption (G91)
GAIN_CAUSES = ("advertise", "fame_deficit", "take_coins", "buy", "shard_ap", "link_payment", "link_shard",
               "yield", "performer_links", "performer_specialist", "performer_bonus", "wages", "unpaid_wage",
               "end_shards", "end_coins", "end_apprentices", "end_specialists", "special_assignment", "prophecy",
               "ability", "end_special_assignments", "end_trick_condition", "renovate", "classroom_yield",
               "classroom_bonus", "end_banners", "signature_start", "contraption", "build")

# ---- the core kernels' events (codes 3-79; docs/trickerion-trace.md) ---------------------------
# Place codes used in the fields below.
PLACE_SUPPLY = 0  # components: the general supply
PLACE_BOARD = 1  # components: the seat's player board
PLACE_MANAGER = 2  # components: Manager slot i is PLACE_MANAGER + i
TPLACE_DECK = 0  # Tricks: its category deck
TPLACE_SEAT = 1  # Tricks: owned, in the Workshop
TPLACE_ENGINEER = 2  # Tricks: owned, on the Engineer's Trick slot
TPLACE_ASIDE = 3  # Tricks: set aside by Bernard (G86; the Academy)
TPLACE_BESIDE = 4  # Tricks: a Signature Trick beside its Magician's board, not learned yet (Dawn, G93)
TPLACE_GONE = 5  # Tricks: out of the game, a Signature Trick's counterpart (Dawn, G93)
MPLACE_SUPPLY = 0  # markers: the seat's free markers
MPLACE_TRICK = 1  # markers: on the seat's Trick card
MPLACE_CARD = 2  # markers: on a Performance card (an EV_MARKER_CONTEXT follows: track position, grid slot)

# setup (turn 0)
EV_SETUP = 3  # players, duel (0/1), turn setup cards in the deck, 0, 0, 0, 0 (then the Theater's setup records)
EV_TS_DECK = 4  # index (top first), Turn Setup card id: one per card of the shuffled Turn Setup deck (2 players)
EV_MAGICIAN = 5  # seat, Magician id
EV_CHARACTER = 6  # seat, character slot, character type, cause (CHAR_CAUSE_*), state (CHAR_STATE_*), number (Apprentice 1..4, else 0)
EV_SPECIALIST = 7  # seat, character type
# moves of things
EV_COMPONENT = 8  # seat, component type, count (signed), from (PLACE_*), to (PLACE_*), cause (COMP_CAUSE_*), market slot (0..3 a Buy slot, 4 the Quick Order slot, -1)
EV_TRICK = 9  # seat, trick, from (TPLACE_*), to (TPLACE_*), symbol, cause (TRICK_CAUSE_*)
EV_MARKER = 10  # seat, trick, symbol, count, from (MPLACE_*), to (MPLACE_*), cause (MARKER_CAUSE_*)
EV_MARKER_CONTEXT = 11  # card id, grid slot, 0 ...: after an EV_MARKER with MPLACE_CARD on either side
EV_DIE = 12  # die, face value (FACE_X = -1), cause (DIE_CAUSE_*)
EV_MARKET = 13  # slot kind (MSLOT_*), slot index, component type (-1 none), cause (MARKET_CAUSE_*), replaced type (-1 none)
# the turn
EV_TURN = 14  # turn
EV_TURN_SETUP = 15  # Turn Setup card id (its blocked slots are the composition's)
EV_INITIATIVE = 16  # seats first to last (4 fields, -1 padded); positions are the composition's initiative_positions in that order
EV_ADVERTISE = 17  # seat, position
EV_ASSIGN = 18  # seat, character slot, location (LOC_THEATER the Theater, -1 idle), SA card (-1: a Permanent card)
EV_REVEAL = 19  # - (the assignments are the turn's EV_ASSIGN records)
EV_PLACE = 20  # seat, character slot, location, slot (Theater: weekday * 3 + slot), shard (0/1), character AP, slot AP
EV_UNPLACEABLE = 21  # seat, character slot, location
EV_ACTION = 22  # seat, character slot, action (ACT_*), AP spent, AP left, field 0, field 1
EV_ACTION_CONTEXT = 23  # field 2, field 3, 0 ...: after an EV_ACTION whose action has more than 2 fields
EV_PLACEMENT_END = 24  # seat, character slot, AP unused
EV_ANYTIME = 25  # seat, what (ANYTIME_DISCARD / ANYTIME_RETURN of options.py), Trick or component type, count
EV_WAGES = 26  # seat, due, paid, short
EV_RETURN = 27  # seat, mask of character slots back home, mask of hired character slots that joined, cards back to hand (4 bits per location code 0..LOC_THEATER)
EV_TURN_END = 28  # turn (an EV_SEAT_TOTALS per seat follows)
EV_SEAT_TOTALS = 29  # seat, fame, coins, shards
EV_END_SCORE = 30  # seat, scheme index (the composition's scoring order), shards line, coins line, apprentices line, specialists line, SA line
EV_GAME_END = 31  # winner, tiebreak (0/1), length (placements), rounds (turns), lead changes, capped

# EV_ACTION fields by action (field 0, field 1, then field 2, field 3 in EV_ACTION_CONTEXT):
#   ACT_LEARN: trick, die (-1: Favourite or learn_any, no die), deficit | ACT_HIRE: type, die (-1: hire_any)
#   ACT_TAKE_COINS: die
#   ACT_REROLL: die | ACT_SET_DIE: die, face | ACT_BUY: component (-1: a mix of types), count, bargain, price paid
#   ACT_ORDER: component, order slot | ACT_QUICK_ORDER: component | ACT_PREPARE: trick, markers
#   ACT_MOVE_TRICK: trick, swapped trick (-1) | ACT_MOVE_COMPONENTS: component, Manager slot, swapped type (-1)
#   ACT_MOVE_APPRENTICE: apprentice character slot | ACT_SET_UP, ACT_RESCHEDULE: theater_records.py
#   ACT_DRAW_FIRST, ACT_DRAW_FURTHER: deck (location code), kept card, bottom card (-1), the card drawn first
#   ACT_FORTUNE_TELLING: -
#   ACT_RENOVATE: space, level, tile, Coins paid | ACT_PRACTICE, ACT_TEACH: trick, to (space * 2 + slot), from (-1 none)
#   ACT_LEARN_SECRET: secret, Protégé slot, replaced secret (-1) | ACT_DISCOVER: secret, Academy Secret slot
#   ACT_BUILD: Contraption (category * 4 + k), Coins paid
ACTION_FIELDS = (0, 3, 2, 1, 1, 2, 4, 2, 1, 2, 2, 3, 1, 0, 0, 4, 4, 0, 1,
                 4, 3, 3, 3, 2, 2)  # fields of each ACT_* (0 for the Theater's)

CHAR_CAUSE_SETUP = 0  # the trace's `character` causes, in this order
CHAR_CAUSE_ASSISTANT_BONUS = 1
CHAR_CAUSE_HIRE = 2
CHAR_CAUSE_MOVE_APPRENTICE = 3
CHAR_CAUSES = ("setup", "assistant_bonus", "hire", "move_apprentice")
CHAR_STATE_HOME = 0  # the trace's `character` states
CHAR_STATE_INCOMING = 1
CHAR_STATE_ASSISTANT_SLOT = 2
CHAR_STATES = ("home", "incoming", "assistant_slot")
COMP_CAUSE_SETUP = 0
COMP_CAUSE_MANAGER_BONUS = 1
COMP_CAUSE_BUY = 2
COMP_CAUSE_MOVE = 3
COMP_CAUSE_RETURN = 4
COMP_CAUSES = ("setup", "manager_bonus", "buy", "move", "return")
TRICK_CAUSE_SETUP = 0
TRICK_CAUSE_ENGINEER_BONUS = 1
TRICK_CAUSE_LEARN = 2
TRICK_CAUSE_MOVE = 3
TRICK_CAUSE_DISCARD = 4
TRICK_CAUSE_ASIDE = 5  # Bernard's Mentor of Magicians (G86)
TRICK_CAUSE_SIGNATURE = 6  # a counterpart leaves the game for its Signature Trick (Dawn, G93)
TRICK_CAUSES = ("setup", "engineer_bonus", "learn", "move", "discard", "aside", "signature")
MARKER_CAUSE_SETUP = 0
MARKER_CAUSE_PREPARE = 1
MARKER_CAUSE_SET_UP = 2
MARKER_CAUSE_RESCHEDULE = 3
MARKER_CAUSE_PERFORMED = 4
MARKER_CAUSE_CARD_LEFT = 5
MARKER_CAUSE_DISCARD = 6
MARKER_CAUSE_TAUGHT = 7  # the Classroom phase: a taught Trick's leftover markers (RULES §1.11)
MARKER_CAUSES = ("setup", "prepare", "set_up", "reschedule", "performed", "card_left", "discard", "taught")
DIE_CAUSE_ROLL = 0
DIE_CAUSE_REROLL = 1
DIE_CAUSE_SET = 2
DIE_CAUSE_USED = 3
DIE_CAUSES = ("roll", "reroll", "set", "used")
MSLOT_STOCK = 0  # EV_MARKET slot kinds
MSLOT_ORDER = 1
MSLOT_QUICK = 2
MARKET_CAUSE_ORDER = 0
MARKET_CAUSE_QUICK_ORDER = 1
MARKET_CAUSE_ARRIVES = 2
MARKET_CAUSE_RETURNS = 3
MARKET_CAUSES = ("order", "quick_order", "arrives", "returns")

# ---- the Dark Alley's events (codes 120-129; docs/trickerion-trace.md, "The Dark Alley") -------
# Card effects' own records: 130-139 the Market Row's and Downtown's, 140-149 the Workshop's,
# 150-169 the Theater's and the Magicians' abilities there, 170-179 the placement's and the other
# abilities'.
EV_SA_DECK = 120  # deck (location code), index (top first), SA card, reshuffled (0 at setup, 1 after a reshuffle)
EV_SA_MOVE = 121  # seat, SA card, from (SA_IN_* of layout.py), to (SA_IN_*), cause (SA_CAUSE_*), character slot (-1)
EV_SA_RESHUFFLE = 122  # deck (location code), cards (its new order: the EV_SA_DECK records that follow)
EV_PROPHECY = 123  # cause (PROPHECY_CAUSE_*), Active (-1), pending p0, p1, p2 (-1 empty), drawn (-1)
EV_PLACE_SA = 124  # seat, character slot, SA card, use (SA_USE_TEXT / SA_USE_AP of layout.py): after its EV_PLACE
EV_END_TRICK = 125  # seat, trick, Fame: a level-3 Trick's end-game condition (after EV_END_SCORE)
EV_PR_BAG = 126  # index (draw order), Prophecy: the bag after the 3 Pending were drawn (setup, hidden)
# the Market Row's and Downtown's card effects (docs/trickerion-trace.md, "Card effects of the Market Row and Downtown")
EV_EFFECT_MARKET = 130  # slot kind (MSLOT_*), slot index, component (-1), replaced (-1), SA card, op: a market slot an effect fills (A40, A41) or keeps (A43)
EV_EFFECT_TRICK = 131  # seat, trick, from (TPLACE_*), to (TPLACE_*), symbol, SA card, op: a Trick an effect moves (A29)
EV_EFFECT_MARKERS = 132  # seat, trick, symbol, count, SA card, op: markers an effect puts from the supply onto the Trick card (A31)
SA_CAUSE_KEEP = 0
SA_CAUSE_BOTTOM = 1
SA_CAUSE_ASSIGN = 2
SA_CAUSE_UNPLACEABLE = 3
SA_CAUSE_DISCARD = 4
SA_CAUSES = ("keep", "bottom", "assign", "unplaceable", "discard")
PROPHECY_CAUSE_SETUP = 0
PROPHECY_CAUSE_END_TURN = 1
PROPHECY_CAUSE_FORTUNE = 2
PROPHECY_CAUSE_FATE = 3
PROPHECY_CAUSES = ("setup", "end_turn", "fortune_telling", "fate_weaving")

# the placement's effects and the abilities outside the Theater (codes 170-179)
EV_ABILITY = 170  # seat, Magician, ability (the vocabulary's ABILITIES id), character slot, value (its AP, Fame or copied SA card)
EV_HIRED_ARRIVES = 171  # seat, character slot, location (-1 idle), SA card (-1): Hypnotic Motivation's assignment

# ---- card effects of the Workshop (codes 140-149; docs/trickerion-trace.md, "Card effects of the Workshop")
# (140, 141, 143 and 144 follow the Prepare's EV_ACTION and complete its `prepare` action in the trace)
EV_ENHANCE = 140  # seat, trick, SA card, paid (0/1), Shards, Fame, Coins (the card's; added if paid)
EV_ON_STAGE = 141  # seat, trick, symbol, card id, grid slot, orientation (up), facing slot: before its EV_MARKER
EV_HIDDEN_TALENT = 142  # seat, Apprentice's character slot, Specialist's character slot, its type, wage due, paid, short
EV_ELSEWHERE = 143  # seat, trick: prepare_marker_elsewhere's Trick, before its EV_MARKER
EV_RETURNED = 144  # seat, component type, count: prepare_return_components, one per type, before the EV_COMPONENTs

# ---- the Academy's events (codes 200-219; academy_nb.py, academy_turn_nb.py) ----------------------
EV_TILE_STACK = 200  # stack (kind * 3 + level - 1), index (top first), tile: the shuffled stacks at setup (hidden)
EV_SECRET_STACK = 201  # index (top first), secret: the Secret stack after setup's or End Turn's deal (hidden)
EV_SECRET = 202  # seat (-1), secret, from (SPLACE_*), to (SPLACE_*), to slot, cause (SECRET_CAUSE_*), from slot (an Academy, Protégé or drawn index, -1)
EV_BANNERS = 203  # seat, count (signed: placed > 0 from its supply; discarded < 0), left in supply, placed in all, cause (BANNER_CAUSE_*), the renovating seat
EV_ACADEMY_MARKER = 204  # seat, trick, from (space * 2 + slot, -1 none), to (-1: back to the seat), cause (AMARKER_CAUSE_*)
EV_ROOMS_OPEN = 205  # turn, row (SPACE_ROWS id): the Closed Room tiles of that row leave (G59)
EV_CLASSROOM = 206  # seat, trick, space, slot, doubled (0/1): its Classroom yield follows as an EV_GAIN
EV_ASIDE = 207  # seat, trick, symbol freed: Bernard sets the Trick aside (G86)
EV_BANNER_SCORE = 208  # seat, Banners placed, rank (1 first, ties share), Fame (after EV_END_SCORE)
EV_SECRET_USE = 209  # seat, character slot, secret, Anjali's Coin spent (0/1): the Secret's ability for this placement
EV_ANJALI_COIN = 210  # seat, Protégé slot, secret, Coins now on it
EV_ASSIGN_LATE = 212  # seat: under P31 it assigns each card as it places (its EV_ASSIGN records come at its placements)
EV_TAUGHT_MARKERS = 211  # seat, trick: a taught Trick's markers leave the card and the Theater (Classroom phase), EV_MARKERs follow
SPLACE_STACK = 0  # Secrets: the face-down stack
SPLACE_ACADEMY = 1  # face up on an Academy Secret slot
SPLACE_PROTEGE = 2  # on a Protégé's Secret slot
SPLACE_BOX = 3  # replaced: out of the game
SPLACE_DRAWN = 4  # drawn under P30 (secret_draw), seen by the learner only
SECRET_CAUSE_DEAL = 0  # setup and End Turn (RULES §1.12 step 8)
SECRET_CAUSE_DISCOVER = 1
SECRET_CAUSE_LEARN = 2
SECRET_CAUSE_REPLACED = 3
SECRET_CAUSE_END_TURN = 4  # the unlearnt face-up ones go under the stack
SECRET_CAUSE_DRAW = 5  # P30's draw, and the ones not kept going under the stack
SECRET_CAUSES = ("deal", "discover", "learn", "replaced", "end_turn", "draw")
BANNER_CAUSE_SETUP = 0
BANNER_CAUSE_RENOVATE = 1
BANNER_CAUSE_SHORT = 2  # another seat placed its last Banner short (G52)
BANNER_CAUSES = ("setup", "renovate", "short")
AMARKER_CAUSE_PRACTICE = 0
AMARKER_CAUSE_TEACH = 1
AMARKER_CAUSE_TAKE_BACK = 2  # from a Practice Room, at any time [S L132]
AMARKER_CAUSE_DISCARD = 3  # its Trick was discarded (G18)
AMARKER_CAUSES = ("practice", "teach", "take_back", "discard")

# ---- Dawn of Technology's events (codes 220-229; contraptions_nb.py) ---------------------------------
EV_CONTRAPTION = 220  # seat, Contraption (category * 4 + k), change (CONTRAPTION_*)
CONTRAPTION_ACTIVATED = 0  # turned Inactive before a placement: its effect in force (G30)
CONTRAPTION_REACTIVATED = 1  # turned Active again at End Turn, its Shard symbols covered (a gain of its Fame follows, if any)
CONTRAPTION_CHANGES = ("activated", "reactivated")
