"""The layout of one Trickerion game's state: a single flat int32 array of named offsets.

The state starts with the header every game has (simkit.engine.header: players, the decision
counters and context, tracing, the strategy words, the options), then this game's fields, in
three blocks:

- **the catalogue**: the composition's integer tables (Tricks, components, characters, dice,
  locations, the Theater, Performance cards and their geometry, Turn Setup cards, scoring),
  written once at setup by the Python side (simkit/games/trickerion/tables.py) and never changed;
  kernels read the rules' numbers only from here, never from constants;
- **the game**: everything that changes (RULES §4.1), per seat and per board part;
- **the record**: per-seat marks and per-Trick counters for the Outcome (RULES §5.3).

Sizes are fixed maxima (RULES §7.12), so every offset is a compile-time constant; the
composition's own counts (``N_TRICKS``, ``N_PCARDS``, ...) are fields. The whole base-game state
is about 4,000 int32 (16 KB): a copy for search is one memcpy.

Conventions: seats 0..3; ``-1`` means none/empty; a *character* of a seat is a character slot
0..MAX_CHARS-1 (slot 0 the Magician, 1..3 the Specialists in the composition's character order,
4..7 the Apprentices in the order the seat got them); an *occupant* code is
``seat * MAX_CHARS + character slot``. Location ids are the composition's order; the Theater is
``LOC_THEATER``. Categories are the vocabulary's ids (Escape 0, Mechanical 1, Optical 2,
Spiritual 3); a marker's orientation is stored as the index, in ``MARKER_CYCLE``, of the category
facing up, so the category facing direction d (0 up, 1 right, 2 down, 3 left) is
``MARKER_CYCLE[(up + d) % 4]``.
"""

from simkit.engine.header import (CAPPED, CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED,  # noqa: F401
                                  N_CARDS, N_OPTIONS, N_PLAYERS, OPTIONS, STOP_AT, STRATEGY, STRATEGY_SEATS,
                                  TRACE_COUNT, TRACING, header_end)
from simkit.games.trickerion.vocabulary import (CONTRAPTIONS_PER_BOARD, EFFECT_ROW, MAX_ACADEMY_TILES,  # noqa: F401
                                                MAX_EFFECT_STEPS, MAX_GREY, MAX_LINKS, MAX_PERFORMANCE_CARDS,
                                                MAX_PLAYERS, MAX_PROPHECIES,
                                                MAX_SECRETS, MAX_SPACES, MAX_SPECIAL_ASSIGNMENTS, MAX_TRICKS,
                                                MAX_TURNS, TILE_SLOTS)

# ---- sizes -------------------------------------------------------------------------------------
MAX_SEATS = MAX_PLAYERS  # 4
MAX_COMPONENTS = 16  # component types (12 in the box)
MAX_CHARACTER_TYPES = 8  # character types of the composition (5 in the base game)
MAX_CHARS = 9  # character slots of a seat: Magician, 3 Specialists, 4 Apprentices, the Protégé (Academy)
FIRST_APPRENTICE = 4  # character slots 4..7: the Apprentices in the order got
PROTEGE_SLOT = 8  # the Protégé's character slot (the Academy rulesets; empty otherwise)
MAX_DICE = 8  # Downtown dice (6 in the box)
DIE_FACES = 6
MAX_LOCATIONS = 6  # board locations of the composition (the Theater apart)
LOC_THEATER = MAX_LOCATIONS  # the Theater's location code (hands, assignments, traces)
MAX_LOC_SLOTS = 6  # slots of a location
MAX_WEEKDAYS = 4
THEATER_SLOTS = 3  # per weekday: 0 the stage slot, 1-2 backstage
GRID = 6  # Performance card grid slots A..F
DIRECTIONS = 4  # up, right, down, left
MAX_TRACK = 5  # Performance track positions (players + 1)
MAX_PDECK = 8  # Performance deck (6 in the full game, 4 in the base game)
MAX_TURN_SETUP = 16  # Turn Setup cards (12 assumed)
MAX_MARKET = 4  # Buy slots, and Order slots aligned with them
SYMBOLS = 4  # Symbol markers of a seat: spade, heart, diamond, club
MARKERS_PER_SYMBOL = 4
MAX_OPTIONS = 512  # the largest option list (joint Set Up: 4 Tricks x 5 cards x 6 slots x 3 turns = 360)
# the Dark Alley (part 2)
MAX_SA = MAX_SPECIAL_ASSIGNMENTS  # Special Assignment cards (40 in the box, 22 more with the Academy's data)
SA_DECKS = MAX_LOCATIONS + 1  # SA decks and discard piles, by location code (the Theater's LOC_THEATER)
MAX_SA_DECK = 24  # cards of one deck
PENDING = 3  # Pending Prophecy slots, p0 next to become Active (G48)
EFFECT_STEPS = MAX_EFFECT_STEPS  # steps of a card's effect (docs/trickerion-effects.md)
# the Academy (part 3)
SPACE_SLOTS = TILE_SLOTS  # Trick slots of a renovated space (its tile's)
TILE_STACKS = 6  # face-down stacks: [kind * 3 + level - 1], kind SPACE_KINDS (classroom 0, practice room 1)
MAX_STACK = 8  # tiles of one stack
ACADEMY_SECRETS = 2  # face-up Secret slots on the Academy (G55)
PROTEGE_SECRETS = 3  # Secret slots of the Protégé's board
# Dawn of Technology (part 4)
CONTRAPTIONS = CONTRAPTIONS_PER_BOARD  # Contraptions of a board (4), k = 0..3 bottom-up, built in that order
BOARDS = 4  # Contraption boards: one per Favourite category, indexed by category id
MAX_MAGICIANS = 16  # Magicians of the composition (the MAGICIAN_* fields' size)
# a step is EFFECT_ROW ints: op id, then its parameters (simkit/games/trickerion/effect_data.py)

# ---- allocation --------------------------------------------------------------------------------
_next = header_end(MAX_OPTIONS)


def _field(size: int = 1) -> int:
    """The offset of the next field of ``size`` int32 (module-level allocation, in file order)."""
    global _next
    at = _next
    _next += size
    return at


# ---- catalogue (written once by tables.py; read-only in kernels) -------------------------------
# game setup
TURNS = _field()  # turns in this ruleset (base 5, G14)
DUEL = _field()  # 1: 2 players with the Duel module (grey sides, Turn Setup cards)
BLOCKING = _field()  # SLOT_BLOCKING id: none, neutral_disc, turn_setup
START_CARDS = _field()  # Performance cards of the start venue laid out at setup (P - 1)
START_COMPONENT_VALUE = _field()  # Coins' worth of starting components (G7) and the Manager's bonus (G6)
OPT_MAY_DECLINE = _field()  # setup options (RULES §5.1): 0 the default
OPT_FAVOURITE_USES_DIE = _field()
OPT_COMPONENT_SUPPLY = _field()  # 0 unlimited, 1 physical
OPT_LINK_BONUS = _field()  # 0 per Link, 1 per Trick
OPT_TIEBREAK = _field()  # 0 initiative, 1 shared
# Tricks
N_TRICKS = _field()
TRICK_CATEGORY = _field(MAX_TRICKS)
TRICK_LEVEL = _field(MAX_TRICKS)  # 1..3
TRICK_IN_GAME = _field(MAX_TRICKS)  # 1: of the ruleset's levels and modules (in a category deck)
TRICK_NEEDS = _field(MAX_TRICKS * MAX_COMPONENTS)  # [trick * MAX_COMPONENTS + type]: copies required
TRICK_PREPARE_AP = _field(MAX_TRICKS)
TRICK_MARKERS = _field(MAX_TRICKS)  # markers a Prepare places
TRICK_YIELD = _field(MAX_TRICKS * 3)  # [trick * 3 + r]: Fame, Coins, Shards per performed marker
THRESHOLDS = _field(3)  # Fame Threshold of levels 1..3
# components and the market
N_COMPONENT_TYPES = _field()
COMPONENT_TIER = _field(MAX_COMPONENTS)
COMPONENT_PRICE = _field(MAX_COMPONENTS)
COMPONENT_PHYSICAL = _field(MAX_COMPONENTS)  # tokens in the box (option component_supply=physical)
MAX_PER_TYPE = _field()  # 3
BOARD_SLOTS = _field()  # component types on a player board (6)
MANAGER_SLOTS = _field()  # Manager Multi Component slots (2)
N_MARKET_SLOTS = _field()  # Buy slots (4)
N_ORDER_SLOTS = _field()  # Order slots (4)
QUICK_ORDER_SURCHARGE = _field()  # extra Coins per copy from the Quick Order slot (T11)
MARKET_START = _field(MAX_MARKET)  # component type in each Buy slot at setup
# characters
N_CHARACTER_TYPES = _field()
CTYPE_KIND = _field(MAX_CHARACTER_TYPES)  # CHARACTER_KINDS id: magician, specialist, apprentice
CTYPE_AP = _field(MAX_CHARACTER_TYPES)
CTYPE_WAGE = _field(MAX_CHARACTER_TYPES)
CTYPE_MAX = _field(MAX_CHARACTER_TYPES)  # how many a seat may own
CTYPE_BACKSTAGE = _field(MAX_CHARACTER_TYPES * 3)  # [type * 3 + r]: to the performer per own one backstage
CTYPE_SETUP_BONUS = _field(MAX_CHARACTER_TYPES)  # SETUP_BONUSES id (G6)
CTYPE_SLOT = _field(MAX_CHARACTER_TYPES)  # its first character slot (0 Magician, 1..3 Specialists, 4 Apprentices)
SLOT_CTYPE = _field(MAX_CHARS)  # character slot -> character type
UNPAID_WAGE_FAME = _field()  # Fame lost per wage Coin not paid (G72)
# dice
N_DICE = _field()
DIE_KIND = _field(MAX_DICE)  # DIE_KINDS id: trick, inn, bank
DIE_FACE_VALUES = _field(MAX_DICE * DIE_FACES)  # [die * 6 + f]; FACE_X = -1, FACE_ANY = 4
# locations
N_LOCATIONS = _field()
LOC_ROLE = _field(MAX_LOCATIONS)  # ROLE_* below: which actions it offers
LOC_IN_GAME = _field(MAX_LOCATIONS)  # 1: of the ruleset's modules
LOC_N_SLOTS = _field(MAX_LOCATIONS)
LOC_SLOT_AP = _field(MAX_LOCATIONS * MAX_LOC_SLOTS)  # [loc * MAX_LOC_SLOTS + slot]
LOC_PER_SEAT = _field(MAX_LOCATIONS)  # 1: every seat has its own slots (the Workshop)
LOC_3P_BLOCK = _field(MAX_LOCATIONS)  # slot under the neutral disc with 3 players, -1
LOC_TURN_SETUP = _field(MAX_LOCATIONS)  # 1: Turn Setup cards block it with 2 players
# the Theater
N_WEEKDAYS = _field()
WEEKDAY_AP = _field(MAX_WEEKDAYS)
WEEKDAY_YIELD = _field(MAX_WEEKDAYS * 3)  # [day * 3 + r]: added to each of the owner's yields (G68)
LINK_PAYMENT = _field(3)  # per Link by the placed Trick's level (G62)
SHARD_CIRCLE_SHARDS = _field()  # per seat in a Shard-circle Link (G63)
PERFORMER_LINK_FAME = _field()  # per Link on the performed card (G67)
# Performance cards (composition data)
N_PCARDS = _field()
MARKER_CYCLE = _field(4)  # category ids clockwise around a marker (G60, T2)
PC_VENUE = _field(MAX_PERFORMANCE_CARDS)
PC_SLOTS = _field(MAX_PERFORMANCE_CARDS * GRID)  # [card * 6 + slot]: 1 where the card has the slot
PC_N_LINKS = _field(MAX_PERFORMANCE_CARDS)
PC_LINK_A = _field(MAX_PERFORMANCE_CARDS * MAX_LINKS)  # [card * MAX_LINKS + link]: grid slots, -1
PC_LINK_B = _field(MAX_PERFORMANCE_CARDS * MAX_LINKS)
PC_LINK_SHARD = _field(MAX_PERFORMANCE_CARDS * MAX_LINKS)  # 1 on the Shard circle
PC_BONUS = _field(MAX_PERFORMANCE_CARDS * 3)  # [card * 3 + r]: to the performer
PC_GREY_SLOT = _field(MAX_PERFORMANCE_CARDS * MAX_GREY)  # Duel side: grid slot of each grey marker, -1
PC_GREY_UP = _field(MAX_PERFORMANCE_CARDS * MAX_GREY)  # its orientation (MARKER_CYCLE index facing up)
# Performance card geometry (derived by tables.py from the links): the link circle at each
# direction of each slot, -1 where the slot has none there
PC_CIRCLE = _field(MAX_PERFORMANCE_CARDS * GRID * DIRECTIONS)  # [(card * 6 + slot) * 4 + d]: link index
START_VENUE = _field()
N_PDECK = _field()  # cards in the Performance deck at setup
PDECK_VENUES = _field(MAX_PDECK)  # venue of each deck position, top first (G2)
# Turn Setup cards (2 players, Duel)
N_TURN_SETUP = _field()
TS_BLOCKED = _field(MAX_TURN_SETUP * MAX_LOCATIONS * MAX_LOC_SLOTS)  # [(card * L + loc) * S + slot]
# initiative and scoring
ADVERTISE_FAME = _field()
ADVERTISE_COST = _field(4)  # by initiative position 1..4
INITIATIVE_POSITIONS = _field(MAX_SEATS)  # positions 1..4 the seats use (2 players: 1 and 3, G13)
SCORE_PER_SHARD = _field()
SCORE_COINS_PER_FAME = _field()
SCORE_PER_APPRENTICE = _field()
SCORE_PER_SPECIALIST = _field()
SCORE_CAP = _field()  # per line, 0 none
START_FAME = _field()
START_SHARDS = _field()
START_COINS = _field(MAX_SEATS)  # by seat (10/12/14/16)
START_HAND = _field(MAX_LOCATIONS + 1)  # Permanent Assignment cards per location, the Theater last
N_MAGICIANS = _field()
MAGICIAN_CATEGORY = _field(16)
MAGICIAN_IN_GAME = _field(16)  # 1: of the ruleset's boxes
MAGICIAN_ABILITY = _field(16)  # the vocabulary's ABILITIES id of its ability in this ruleset, -1
SCORE_SCHEME = _field()  # the ruleset's scoring scheme: its index in the composition's order (trace)
# the Dark Alley (part 2): 0 everywhere in the base game
DARK_ALLEY = _field()  # 1: the ruleset has the Dark Alley module (its location, SA decks)
PROPHECIES_ON = _field()  # 1: Prophecies are in play
ABILITIES_ON = _field()  # 1: Magician abilities are in play
OPT_FORTUNE_ONCE = _field()  # option fortune_telling=once (G48)
OPT_RED_LOTUS_ONCE = _field()  # option red_lotus=once (G80)
SCORE_SHARD_KIND = _field()  # SHARD_SCORE_* below (G74)
SCORE_PER_SA = _field()  # Fame per unspent Special Assignment card (RULES §1.13)
SCORE_TRICK_CONDITIONS = _field()  # 1: level-3 end-game conditions score
END_BONUS_CAP = _field()  # Fame per level-3 Trick (G75)
TRICK_END_KIND = _field(MAX_TRICKS)  # END_BONUS_NAMES id of the vocabulary (0 none)
TRICK_END_FAME = _field(MAX_TRICKS)
TRICK_END_ARG = _field(MAX_TRICKS)  # level, tier, count, Coins per unit, or a bit mask of character types
N_SA = _field()  # Special Assignment cards of the composition
SA_LOC = _field(MAX_SA)  # the card's location code (its deck), -1 when its deck is not in play
SA_ACTION = _field(MAX_SA)  # the ACTIONS id of the vocabulary it modifies
SA_EFFECT = _field(MAX_SA * EFFECT_STEPS * EFFECT_ROW)  # [(card * STEPS + step) * ROW + i]; op -1 unused
N_PROPHECIES = _field()
PR_IN_GAME = _field(MAX_PROPHECIES)  # 1: of the ruleset's sets (in the bag)
PR_EFFECT = _field(MAX_PROPHECIES * EFFECT_STEPS * EFFECT_ROW)
# Dahlgaard's Academy (part 3): 0 everywhere without the Academy module
ACADEMY = _field()  # 1: the ruleset has the Academy module (its location, Protégé, Secrets, Banners, Classrooms)
ACADEMY_LOC = _field()  # the Academy's location id, -1
OPT_TILE_LOOK = _field()  # option tile_choice=look (G51): the renovator looks through the stack and chooses
N_SPACES = _field()  # renovation spaces of this player count's side (8 or 10)
SPACE_KIND = _field(MAX_SPACES)  # SPACE_KINDS id: 0 Classroom, 1 Practice Room
SPACE_OPENS = _field(MAX_SPACES)  # the turn from which it may be renovated (1 the start rows, G59)
SPACE_COINS = _field(MAX_SPACES * 3)  # [space * 3 + level - 1]: Coins of its ratio at threshold 1 / 16 / 36
SPACE_FAME = _field(MAX_SPACES * 3)  # Fame of that ratio
N_TILES = _field()
TILE_KIND = _field(MAX_ACADEMY_TILES)  # SPACE_KINDS id
TILE_LEVEL = _field(MAX_ACADEMY_TILES)  # 1..3: its Fame Threshold's level (its stack)
TILE_YIELD = _field(MAX_ACADEMY_TILES * SPACE_SLOTS * 3)  # Classroom: [(tile * 2 + slot) * 3 + r] added to the yield
TILE_BONUS = _field(MAX_ACADEMY_TILES * 3)  # Classroom: [tile * 3 + r] the one-time bonus of a matching Teach
TILE_ABILITY = _field(MAX_ACADEMY_TILES * SPACE_SLOTS)  # Practice Room: PRACTICE_ABILITIES id of each slot, -1
TILE_ABILITY_N = _field(MAX_ACADEMY_TILES * SPACE_SLOTS)  # its number
BANNERS_PER_SEAT = _field()  # 12 [RAS]
BANNER_CHART = _field(MAX_TURNS)  # Banners placed per Renovate on turn t (index t - 1): 4, 4, 3, 3, 2, 2, 1
BANNER_FAME = _field(MAX_SEATS)  # the majority's Fame by rank for this player count (G76), 0 past the list
N_SECRETS = _field()  # Secret tiles; Secret k is stored as SA card N_SA + k (SA_LOC, SA_ACTION, SA_EFFECT)
PROTEGE_AP = _field(PROTEGE_SECRETS + 1)  # the Protégé's base AP by Secrets held 0..3 (1, 1, 2, 3)
PROTEGE_WAGE = _field(PROTEGE_SECRETS + 1)  # its wage by Secrets held (G56: 1, 2, 3, 3)
SCORE_BANNERS = _field()  # 1: the Banner majority scores (RULES §1.13)
PR_SET = _field(MAX_PROPHECIES)  # the Prophecy's PROPHECY_SETS id
PROPHECIES_REMOVED = _field()  # [S L40]: Prophecies of the Dark Alley set removed at random from the bag at setup (7 with the Academy)
# Dawn of Technology (part 4; dawn_data.py): 0 everywhere without the dawn module, but the -1 (none) of the id fields
DAWN = _field()  # 1: the ruleset has the dawn module (Contraption boards, Shards on them, Signature Tricks)
CONTRAPTION_COLUMN = _field()  # Shard positions of a board's column (8): filled bottom-up, spent top-down (G92)
# [category * 4 + k]: the highest Shard position of Contraption k's space: covered when the seat's Shards >= it (G92)
CONTRAPTION_NEEDS = _field(BOARDS * CONTRAPTIONS)
CONTRAPTION_FAME = _field(BOARDS * CONTRAPTIONS)  # [category * 4 + k]: Fame when it turns Active again at End Turn
CONTRAPTION_ACTION = _field(BOARDS * CONTRAPTIONS)  # [category * 4 + k]: ACTIONS id it modifies, as SA_ACTION
# [((category * 4 + k) * STEPS + step) * ROW + i], as SA_EFFECT; op -1 unused
CONTRAPTION_EFFECT = _field(BOARDS * CONTRAPTIONS * EFFECT_STEPS * EFFECT_ROW)
BUILD_AP = _field()  # AP of a Build Contraption at the Workshop (1)
BUILD_COINS_PER_BUILT = _field()  # Coins per Contraption already built (G91: 1; 0 with the option contraption_coins=0)
TRICK_SIGNATURE_OF = _field(MAX_TRICKS)  # the Magician id whose Signature Trick it is, -1 (a standard Trick)
TRICK_COUNTERPART = _field(MAX_TRICKS)  # a Signature Trick's standard counterpart (same category and level, G93), -1
MAGICIAN_SIGNATURE = _field(MAX_MAGICIANS)  # the Trick id of the Magician's Signature Trick, -1
CATALOGUE_END = _next

# ---- the game ----------------------------------------------------------------------------------
TURN = _field()  # 0 during setup, then 1..TURNS
PHASE = _field()  # PHASE_* below
PLACEMENTS = _field()  # characters placed so far (the Outcome's length)
GAME_OVER = _field()
LEADER = _field()  # the Fame leader at the last turn's end, -1 before
LEAD_CHANGES = _field()
WINNER = _field()
TIEBREAK_USED = _field()  # 1: the tie-break decided the winner
# per seat
FAME = _field(MAX_SEATS)
COINS = _field(MAX_SEATS)
SHARDS = _field(MAX_SEATS)
MAGICIAN = _field(MAX_SEATS)  # Magician id
FAVOURITE = _field(MAX_SEATS)  # the Magician's Favourite category
START_SPECIALIST = _field(MAX_SEATS)  # character type chosen at setup (D4)
POSITION = _field(MAX_SEATS)  # initiative position 1..4 this turn
ORDER = _field(MAX_SEATS)  # seats in initiative order, first to last
ADVERTISED = _field(MAX_SEATS)  # 1 once the seat advertised this turn
HAND = _field(MAX_SEATS * (MAX_LOCATIONS + 1))  # [seat * (L + 1) + loc]: Assignment cards in hand
# Tricks and markers
TRICK_OWNER = _field(MAX_TRICKS)  # seat, or -1 (in its category deck)
TRICK_SYMBOL = _field(MAX_TRICKS)  # 0..3 while owned, -1
TRICK_ON_CARD = _field(MAX_TRICKS)  # markers on the Trick card (prepared, not set up)
ENGINEER_TRICK = _field(MAX_SEATS)  # the Trick on the seat's Engineer slot, -1
SYMBOL_TRICK = _field(MAX_SEATS * SYMBOLS)  # [seat * 4 + symbol]: the Trick with that Symbol marker, -1
MARKERS_FREE = _field(MAX_SEATS * SYMBOLS)  # [seat * 4 + symbol]: markers in the seat's supply (G44)
# -- card effects of the Workshop (fields their primitives need) --
TRICK_ENHANCED = _field(MAX_TRICKS * 2)  # [trick * 2 + r]: Fame, Coins added to its yields for good (enhance_trick)
TALENT = _field(MAX_SEATS * MAX_CHARS)  # [seat * 9 + ch]: 1 + the SA card once this turn's Apprentice prepared under its hidden_talent
# components
HELD = _field(MAX_SEATS * MAX_COMPONENTS)  # [seat * MAX_COMPONENTS + type]: tokens held (board + Manager)
MANAGER_PILE = _field(MAX_SEATS * 2)  # [seat * 2 + i]: component type on Manager slot i, -1
SUPPLY_LEFT = _field(MAX_COMPONENTS)  # option component_supply=physical: tokens left in the supply
MARKET_STOCK = _field(MAX_MARKET)  # component type in each Buy slot, -1
MARKET_ORDER = _field(MAX_MARKET)  # component type ordered onto each Order slot, -1
QUICK_ORDER = _field()  # component type on the Quick Order slot, -1
DICE = _field(MAX_DICE)  # face shown: the face value (FACE_X = -1)
# -- card effects of the Market Row and Downtown (fields their primitives need) --
BUSINESS_SHARE = _field()  # A44: 1 + the seat whose Business Share takes the other seats' Market Row Coins this turn, 0 none
BUSINESS_SHARE_CARD = _field()  # its SA card
QUICK_KEEP = _field()  # A43: 1 + the SA card that keeps the Quick Order component at this turn's End Turn, 0 none
# characters
CHAR_TYPE = _field(MAX_SEATS * MAX_CHARS)  # [seat * 8 + ch]: character type, -1 not owned
CHAR_STATE = _field(MAX_SEATS * MAX_CHARS)  # CH_* below
CHAR_CARD = _field(MAX_SEATS * MAX_CHARS)  # location of its Assignment card this turn, -1 idle
CHAR_LOC = _field(MAX_SEATS * MAX_CHARS)  # where it was placed this turn, -1
CHAR_SLOT = _field(MAX_SEATS * MAX_CHARS)  # slot (Theater: weekday * 3 + slot), -1
CHAR_FREE = _field(MAX_SEATS * MAX_CHARS)  # 1: the Apprentice on the Assistant's slot (no wage)
CHAR_NUMBER = _field(MAX_SEATS * MAX_CHARS)  # Apprentices: 1..4 in the order got ("Apprentice 2")
APPRENTICE_NUMBERS = _field(MAX_SEATS)  # the highest Apprentice number the seat has given (T23; kept when one leaves)
# board slots
SLOT_OCC = _field(MAX_LOCATIONS * MAX_LOC_SLOTS)  # shared locations: occupant code, -1
SLOT_BLOCKED = _field(MAX_LOCATIONS * MAX_LOC_SLOTS)  # 1: neutral disc or this turn's Turn Setup card
WORKSHOP_OCC = _field(MAX_SEATS * MAX_LOC_SLOTS)  # per-seat locations: [seat * 6 + slot] occupant, -1
WEEKDAY_OWNER = _field(MAX_WEEKDAYS)  # the seat that claimed the weekday this turn (G24), -1
THEATER_OCC = _field(MAX_WEEKDAYS * THEATER_SLOTS)  # [day * 3 + slot]: occupant code, -1
# the Performance track and deck
TRACK_LEN = _field()  # cards on the track
TRACK_CARD = _field(MAX_TRACK)  # card ids, oldest first
TRACK_OWNER = _field(MAX_TRACK * GRID)  # [pos * 6 + slot]: -1 empty, GREY (-2), or a seat
TRACK_SYMBOL = _field(MAX_TRACK * GRID)  # the marker's symbol (its Trick: SYMBOL_TRICK), -1 grey
TRACK_UP = _field(MAX_TRACK * GRID)  # orientation: MARKER_CYCLE index facing up
# -- card effects of the Theater and the Magicians' abilities (fields they need) --
TRACK_GUEST = _field(MAX_TRACK)  # A06 Guest Performer's slot of each card (no links): 0, or 1 + seat * 4 + symbol
TRACK_PILE = _field(MAX_TRACK * GRID)  # Electra's Supercharge (G82): 1 where the slot holds 2 markers of its Trick
PDECK = _field(MAX_PDECK)  # the Performance deck, top first (hidden)
PDECK_TOP = _field()  # index of the next card to enter
# Turn Setup deck (hidden)
TS_DECK = _field(MAX_TURN_SETUP)  # card ids, top first
TS_TOP = _field()
TS_CURRENT = _field()  # this turn's card, -1
# the Dark Alley: Special Assignment cards (hidden where RULES §4.3 says) and Prophecies (public but the bag)
SA_PLACE = _field(MAX_SA)  # SA_IN_* below
SA_OWNER = _field(MAX_SA)  # the seat holding it (hand or assigned), -1
SA_DECK = _field(SA_DECKS * MAX_SA_DECK)  # [loc * MAX_SA_DECK + i]: card ids, top first (hidden)
SA_DECK_N = _field(SA_DECKS)
SA_DISCARD = _field(SA_DECKS * MAX_SA_DECK)  # face up, in the order discarded
SA_DISCARD_N = _field(SA_DECKS)
CHAR_SA = _field(MAX_SEATS * MAX_CHARS)  # [seat * 8 + ch]: the SA card assigned this turn, -1
CHAR_SA_USE = _field(MAX_SEATS * MAX_CHARS)  # SA_USE_* below: chosen at its placement (D11)
PR_BAG = _field(MAX_PROPHECIES)  # Prophecy ids in draw order (hidden)
PR_BAG_TOP = _field()  # the next to draw
PR_BAG_N = _field()
PR_PENDING = _field(PENDING)  # p0 (next to become Active), p1, p2; -1 empty
PR_ACTIVE = _field()  # the Active Prophecy, -1
SA_TEXT = _field()  # the SA card whose text the placement in progress uses (effects_nb.py), -1
SA_TEXT_SPENT = _field()  # 1 once it was used on the first action of its kind (G28)
DREW_FIRST = _field()  # 1 once the placement in progress took Draw First Card
FORTUNE_TOLD = _field()  # Fortune Tellings of the placement in progress (option fortune_telling=once)
ABILITY_USED = _field(MAX_SEATS)  # 1 once the seat used its once-a-turn ability this turn (Mechaniker, Optico)
CHAR_REVEALED = _field(MAX_SEATS * MAX_CHARS)  # 1 once its Assignment card is face up (P20: at its placement)
# Dahlgaard's Academy (part 3; academy_nb.py)
SPACE_TILE = _field(MAX_SPACES)  # the tile renovated onto the space, -1 empty
SPACE_OWNER = _field(MAX_SPACES)  # the seat that renovated it, -1
SPACE_TRICK = _field(MAX_SPACES * SPACE_SLOTS)  # [space * 2 + slot]: the Trick whose Academy marker sits there, -1
TRICK_ACADEMY = _field(MAX_TRICKS)  # its Academy marker's place: space * 2 + slot, -1 (G54: one per Trick)
TRICK_ASIDE = _field(MAX_TRICKS)  # 1 + the seat that set it aside (Bernard, G86): no Symbol, keeps its Classroom slot; 0
TILE_STACK = _field(TILE_STACKS * MAX_STACK)  # [stack * 8 + i]: tile ids, top first (hidden)
TILE_STACK_N = _field(TILE_STACKS)
BANNERS_LEFT = _field(MAX_SEATS)  # in the seat's supply
BANNERS_PLACED = _field(MAX_SEATS)  # on the Academy board (the majority's count)
SECRET_STACK = _field(MAX_SECRETS)  # Secret ids, top first (hidden)
SECRET_STACK_N = _field()
ACADEMY_SECRET = _field(ACADEMY_SECRETS)  # the face-up Secret on each Academy Secret slot, -1
PROTEGE_SECRET = _field(MAX_SEATS * PROTEGE_SECRETS)  # [seat * 3 + i]: the Secret on the Protégé's slot i, -1
ANJALI_COINS = _field(MAX_SEATS * PROTEGE_SECRETS)  # [seat * 3 + i]: Anjali's Coins on her Protégé's Secret i (G85)
LEARNED_SECRET = _field()  # 1 once the placement in progress took Learn Secret (once per placement)
ASSIGN_LATE = _field(MAX_SEATS)  # P31: 1 while the seat (it Advertised) assigns each card as it places
# Dawn of Technology (part 4): the seat's Contraption board is its Magician's Favourite category's (FAVOURITE);
# its Shard column holds SHARDS[seat] Shards from position 1 up (G92), so no field of its own
CONTRAPTIONS_BUILT = _field(MAX_SEATS)  # Contraptions built, 0..4: Contraption k (0-based) is built iff k < it
CONTRAPTION_ACTIVE = _field(MAX_SEATS * CONTRAPTIONS)  # [seat * 4 + k]: 1 Active side up, 0 Inactive or not built
# [seat * 4 + k]: 1 from its activation until its effect is over (the placement; "perform": the seat's Performance)
CONTRAPTION_IN_FORCE = _field(MAX_SEATS * CONTRAPTIONS)
CONTRAPTION_SPENT = _field(MAX_SEATS * CONTRAPTIONS)  # [seat * 4 + k]: 1 once used on its first such action (G28)
# the placement in progress (placement_nb.place_character_nb; public, as the trace's `place` shows)
PLACING = _field()  # the character slot being placed, from its slot (D10) to its last action; -1
PLACING_AP = _field()  # its AP: at D12 before the Shard, at each D13 what is left
# the Performance in progress (theater_perform.perform_card_nb; public, as the trace's `performance` shows)
PERFORMING = _field()  # the performed card's track position, -1
STEALING_SLOT = _field()  # the Red Lotus' own marker slot whose Trick Steal is being asked (DECIDE_CARD_MARKER), -1
# each seat's strategy's own notes (its plan of the turn and its memos: strategies/trickerion/notes.py),
# written and read by that seat's strategy only: the engine never reads them, no trace shows them
NOTES_SIZE = 170
SEAT_NOTES = _field(MAX_SEATS * NOTES_SIZE)
GAME_END = _next

# ---- the record (Outcome) ----------------------------------------------------------------------
N_MARKS = 43
MARKS = _field(MAX_SEATS * N_MARKS)  # [seat * N_MARKS + MARK_*]
ITEM_PLAYS = _field(MAX_SEATS * MAX_TRICKS)  # [seat * T + trick]: markers of the Trick performed
ITEM_LEARNED = _field(MAX_TRICKS)  # times learned
STATE_SIZE = _next

GREY = -2  # TRACK_OWNER of a Duel side's grey marker

# per-seat marks (RULES §5.3, the base game's)
MARK_PERFORMANCES = 0
MARK_LINKS_CREATED = 1
MARK_LINK_FAME = 2
MARK_LINK_COINS = 3
MARK_FAME_PERFORMED = 4  # Fame from yields of performed markers
MARK_FAME_PERFORMER = 5  # Fame from performer bonuses (links, Specialists, card)
MARK_FAME_ADVERTISE = 6
MARK_FAME_ENDGAME = 7
MARK_COINS_TAKEN = 8
MARK_SHARDS_GAINED = 9
MARK_WAGES_UNPAID = 10
MARK_TRICKS_LEARNED = 11
MARK_APPRENTICES_HIRED = 12
MARK_SPECIALISTS_HIRED = 13
MARK_DAYS = 14  # 14..17: turns with a character on Thursday .. Sunday
MARK_SETS_UP = 18
MARK_PREPARES = 19
MARK_IDLE = 20  # characters left idle at Assignment
MARK_UNPLACEABLE = 21  # revealed characters with no free slot (G21)
MARK_FAME_LOST = 22  # Fame lost to unpaid wages
MARK_COINS_SPENT_COMPONENTS = 23
MARK_SA_DRAWN = 24  # the Dark Alley: Special Assignment cards drawn (kept)
MARK_SA_USED = 25  # SA cards used for their text (Mimesis' copies included)
MARK_SA_PLUS_AP = 26  # SA cards used for +1 AP
MARK_FORTUNE_TELLINGS = 27  # Fortune Tellings and Fate Weavings
MARK_FAME_ABILITY = 28  # Fame from the seat's Magician's ability
MARK_FAME_EFFECTS = 29  # Fame from SA cards' and Prophecies' effects (gains caused by them)
MARK_RENOVATIONS = 30  # the Academy (part 3): Renovate actions
MARK_FAME_RENOVATE = 31  # Fame from Renovate ratios (and P28)
MARK_FAME_BANNERS = 32  # Fame from the Banner majority at the end
MARK_FAME_CLASSROOM = 33  # Fame from Classroom yields and one-time bonuses
MARK_COINS_CLASSROOM = 34  # Coins from them
MARK_PRACTICES = 35  # Practice actions
MARK_TEACHES = 36  # Teach actions
MARK_SECRETS_LEARNED = 37  # Learn Secret actions
MARK_ACADEMY_PLACEMENTS = 38  # characters placed at the Academy
MARK_COINS_RENOVATE = 39  # Coins paid for Renovate ratios (the Fame deficit included)
MARK_CONTRAPTIONS_BUILT = 40  # Build Contraption actions (Dawn)
MARK_CONTRAPTIONS_ACTIVATED = 41  # Contraptions activated before a placement
MARK_FAME_CONTRAPTIONS = 42  # Fame from Contraptions: their effects and their reactivation
assert MARK_COINS_RENOVATE < N_MARKS

# Special Assignment card places (SA_PLACE) and their use at placement (CHAR_SA_USE)
SA_IN_BOX = 0  # not in this game
SA_IN_DECK = 1
SA_IN_HAND = 2
SA_IN_ASSIGNED = 3  # given to a character this turn (revealed at Place Characters)
SA_IN_DISCARD = 4
SA_USE_NONE = 0
SA_USE_TEXT = 1
SA_USE_AP = 2  # discarded for +1 AP (G27)
SA_OPTION = 16  # DECIDE_ASSIGN: ``pack(character, SA_OPTION + card)`` gives the character an SA card
# scoring of Shards (SCORE_SHARD_KIND, G74)
SHARD_SCORE_PER_SHARD = 0  # SCORE_PER_SHARD each (the base scheme)
SHARD_SCORE_CEIL_TWO_THIRDS = 1  # ceil(2 x Shards / 3)
SHARD_SCORE_TWO_PER_STARTED_THREE = 2  # 2 x ceil(Shards / 3)
SHARD_SCORE_ONE_EACH = 3

# location roles (LOC_ROLE): the actions a location offers
ROLE_DOWNTOWN = 0
ROLE_MARKET_ROW = 1
ROLE_WORKSHOP = 2
ROLE_DARK_ALLEY = 3  # part 2
ROLE_ACADEMY = 4  # part 3
SPACE_CLASSROOM = 0  # SPACE_KIND (vocabulary.SPACE_KINDS)
SPACE_PRACTICE_ROOM = 1

# character states (CHAR_STATE)
CH_NONE = 0  # not owned
CH_HOME = 1  # in the team, not assigned
CH_ASSIGNED = 2  # holds an Assignment card (or idle, CHAR_CARD -1) this turn
CH_PLACED = 3  # placed this turn
CH_INCOMING = 4  # hired this turn: joins at Return Characters (G33)
CH_UNPLACEABLE = 5  # revealed, no free legal slot when its turn came (G21)

# phases (PHASE)
PHASE_SETUP = 0
PHASE_DICE = 1
PHASE_INITIATIVE = 2
PHASE_ADVERTISE = 3
PHASE_ASSIGNMENT = 4
PHASE_PLACEMENT = 5
PHASE_PERFORMANCE = 6
PHASE_END_TURN = 7
PHASE_OVER = 8
PHASE_CLASSROOM = 9  # the Academy's, after the Performance (RULES §1.11, G58)

# actions (the options of DECIDE_ACTION)
ACT_STOP = 0
ACT_LEARN = 1
ACT_HIRE = 2
ACT_TAKE_COINS = 3
ACT_REROLL = 4
ACT_SET_DIE = 5
ACT_BUY = 6
ACT_ORDER = 7
ACT_QUICK_ORDER = 8
ACT_PREPARE = 9
ACT_MOVE_TRICK = 10
ACT_MOVE_COMPONENTS = 11
ACT_MOVE_APPRENTICE = 12
ACT_SET_UP = 13
ACT_RESCHEDULE = 14
ACT_DRAW_FIRST = 15  # the Dark Alley's
ACT_DRAW_FURTHER = 16
ACT_FORTUNE_TELLING = 17
ACT_FATE_WEAVING = 18  # the Priestess' (Dark Alley version)
ACT_RENOVATE = 19  # the Academy's (part 3)
ACT_PRACTICE = 20
ACT_TEACH = 21
ACT_LEARN_SECRET = 22
ACT_DISCOVER = 23
ACT_BUILD = 24  # Build Contraption, Dawn of Technology's (part 4), at the Workshop
N_ACTIONS = 25

# decision kinds (CTX_KIND); each kind's option encoding is documented where it is asked
DECIDE_MAGICIAN = 0  # D1
DECIDE_START_COMPONENTS = 1  # D2
DECIDE_START_TRICK = 2  # D3
DECIDE_SPECIALIST = 3  # D4
DECIDE_ENGINEER_TRICK = 4  # D4: the Engineer's bonus Trick
DECIDE_MANAGER_COMPONENTS = 5  # D4: the Manager's bonus components
DECIDE_ADVERTISE = 6  # D5
DECIDE_ASSIGN = 7  # D7
DECIDE_PLACE_CHARACTER = 8  # D9
DECIDE_SLOT = 9  # D10
DECIDE_SHARD_AP = 10  # D12
DECIDE_ANYTIME = 11  # D21
DECIDE_ACTION = 12  # D13: next action or stop
DECIDE_LEARN_TRICK = 13  # D14 ...
DECIDE_LEARN_DIE = 14
DECIDE_HIRE = 15
DECIDE_HIRE_DIE = 16
DECIDE_BANK_DIE = 17
DECIDE_REROLL_DIE = 18
DECIDE_SET_DIE = 19
DECIDE_SET_FACE = 20
DECIDE_BUY = 21
DECIDE_BARGAIN = 22
DECIDE_ORDER = 23
DECIDE_QUICK_ORDER = 24
DECIDE_PREPARE = 25
DECIDE_MOVE_TRICK = 26
DECIDE_MOVE_COMPONENTS = 27
DECIDE_MOVE_APPRENTICE = 28
DECIDE_SA_USE = 29  # D11: the SA card's text or +1 AP
DECIDE_DRAW_DECK = 30  # D14: the deck to draw 2 from
DECIDE_DRAW_KEEP = 31  # D14: the card to keep
DECIDE_BUY_COPY = 32  # card effects: one copy from a market source, or none more (A32 Investments, A36 Component Sale)
DECIDE_REFILL = 33  # A40 Shoplifting: the Basic type that refills the emptied Buy slot
DECIDE_OVERHAUL = 34  # A29 Trick Overhaul: the owned Trick the learned one replaces, or none
DECIDE_EFFECT_USE = 35  # 0 no, 1 yes: an optional effect (A26's second Apprentice, A42's delivery)
# the Workshop's card effects (workshop_effects_nb.py)
DECIDE_RETURN_COMPONENT = 36  # prepare_return_components: one more required token to return, or none
DECIDE_MARKER_ELSEWHERE = 37  # prepare_marker_elsewhere: the other Trick
DECIDE_ON_STAGE = 38  # prepare_to_stage: the Performance card slot
DECIDE_HIDDEN_TALENT = 39  # hidden_talent: the Specialist
DECIDE_SET_UP = 40  # the Theater's (kernels in theater_*.py)
DECIDE_LINK_PAYMENT = 41
DECIDE_RESCHEDULE = 42
DECIDE_PERFORM_CARD = 43  # D17
DECIDE_GUEST_SLOT = 44  # the Theater's card effects and abilities (theater_options.py): A06 Guest Performer
DECIDE_SWAP_CARDS = 45  # A10 Buying Time
DECIDE_CARD_MARKER = 46  # a marker of the performed card: A11 Durable Components, A13 Grand Premiere, Trick Steal
DECIDE_ABILITY = 48  # a Magician's optional ability: 0 no, 1 use it (Mechanical Enhancement; the Theater's three)
DECIDE_MIMESIS = 49  # The Great Optico: 0 no, 1 + an opponent's revealed SA card to copy
DECIDE_FATE_WEAVING = 50  # the Priestess: the Pending Prophecy that becomes Active
DECIDE_FREELANCE_LOCATION = 51  # Freelancer: the location to go to (location code)
DECIDE_HIRED_CARD = 52  # Hypnotic Motivation: the card the hired character takes (as DECIDE_ASSIGN)
# the Academy's (part 3; options in academy_options.py)
DECIDE_RENOVATE = 53  # the space and the ratio's level
DECIDE_TILE = 54  # option tile_choice=look: the tile taken from the stack
DECIDE_PRACTICE = 55  # the Trick and the Practice Room slot
DECIDE_TEACH = 56  # the Trick and the Classroom slot
DECIDE_LEARN_SECRET = 57  # the face-up (or drawn, P30) Secret and the Protégé slot
DECIDE_SECRET_USE = 58  # a Protégé's (or Anjali's Apprentice's) Secret for this placement
DECIDE_CLASSROOM_DOUBLE = 59  # P34: the Trick whose Classroom yield is doubled
DECIDE_ANJALI_COIN = 60  # Anjali at Assignment: a Coin onto one of her Protégé's Secrets, or stop
DECIDE_LUMINOUS_BOND = 61  # Lumenia: Fame or Coin for a Link she created
DECIDE_LATE_ASSIGN = 62  # P31: the character and card to place now, or stop (the rest idle)
DECIDE_ACTIVATE = 63  # D8 (Dawn): activate an Active Contraption before the placement (contraptions_nb.py), or not
N_DECISION_KINDS = 64
