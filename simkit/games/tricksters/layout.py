"""The layout of one Tricksters game's state: a single flat int32 array.

Every Tricksters kernel reads and writes the state through the offsets below, so this module
is the one place that says where anything lives. Offsets are computed from the sizes, in
order; numba freezes these module globals as compile-time constants.

Cards are ints ``0 .. n_cards-1`` (two copies of the composition with 5-8 players); what a
card is lives in ``CARD_COLOUR``, ``CARD_SIDE`` and ``CARD_EFFECT``.

Zones: ``hand(p) = p``, ``avatar(p) = ZONE_AVATAR0 + p``, then the deck, the second pile
(solo mode 1's effect pile), the Cubs, the pool (face down), the cards set aside this round,
the revealed pool, the discard pile and the destroyed cards. Every zone keeps an ordered card
list in ``ZONE_CARDS``; a deck's top is its last entry, the Cubs' oldest their first.

| offset          | size                 | meaning                                                  |
|-----------------|----------------------|----------------------------------------------------------|
| (header)        | simkit.engine.header | N_PLAYERS, N_CARDS, CAPPED, TRACING, TRACE_COUNT, DECISION_POINTS, DECISIONS, STOP_AT, DEFERRED, CTX_KIND, CTX_SEAT, N_OPTIONS, STRATEGY, OPTIONS (MAX_OPTIONS) |
| MODE            | 1                    | MODE_* of the ruleset                                    |
| LEVEL           | 1                    | solo mode 1 difficulty (LEVEL_*), 0 otherwise             |
| TRIGGER         | 1                    | rule: cards added in a round that start the effects      |
| ASIDE_PER_ROUND | 1                    | rule: X = ASIDE_PER_ROUND x round                        |
| TARGET          | 1                    | rule: points on one side that win (team target in teams) |
| N_TEAMS         | 1                    | teams (team play), else 0                                |
| CUB_SLOTS       | 1                    | size of the Cub row (solo mode 1's Eye shrinks it)       |
| ROUND           | 1                    | current round, from 1                                    |
| TURNS           | 1                    | playing-phase turns taken (the game's length)            |
| CURRENT         | 1                    | seat whose turn it is                                    |
| ADDED           | 1                    | cards added to the pool this round                       |
| LAST_ADDER      | 1                    | seat that added the round's last card                    |
| TIME            | 1                    | solo mode 1: time counters left                          |
| ACTIVE          | 1                    | bit mask of seats still playing (a tie plays on)         |
| DECK_LEDGER     | 1                    | solo mode 2: the deck's points (Light +, Dark -)         |
| FINISHED        | 1                    | 1 when the game is over                                  |
| LEAD_CHANGES    | 1                    | changes of the leading seats between rounds              |
| LEAD_MASK       | 1                    | leading seats after the last scoring                      |
| CTX_ARG         | 1                    | extra context (the Eye's target seat, ...)               |
| PLAYING_ON      | 1                    | 1 after a tie at the target: the leader alone wins       |
| PASSES          | 1                    | consecutive turns without a card added or drawn          |
| PHASE           | 1                    | PHASE_* the game continues from                          |
| ACTIONS         | 1                    | solo mode 1: actions taken this round                    |
| ROLLOUT_END     | 1                    | a search rollout stops after this round (0: never)       |
| TIE_SHOWN       | 1                    | scoring: 1 + the aside card a colour tie showed (0: none) |
| LOC             | MAX_CARDS            | zone of each card                                        |
| POS             | MAX_CARDS            | index of each card in its zone list                      |
| ZONE_COUNT      | N_ZONES              | cards in each zone                                       |
| ZONE_CARDS      | N_ZONES * MAX_CARDS  | each zone's ordered card list                            |
| CARD_COLOUR     | MAX_CARDS            | colour of each card (0..2)                               |
| CARD_SIDE       | MAX_CARDS            | SIDE_LIGHT or SIDE_DARK                                  |
| CARD_EFFECT     | MAX_CARDS            | EFFECT_* of each card                                    |
| KNOWERS         | MAX_CARDS            | bit p: seat p knows where this hidden card is            |
| TURN_MARK       | MAX_CARDS            | effects turn: MARK_DONE / MARK_LATE per revealed card    |
| USED            | MAX_CARDS            | 1 when a revealed effect card resolved for someone       |
| TEAM            | MAX_PLAYERS          | team of each seat (team play)                            |
| LEDGER          | MAX_PLAYERS          | each seat's points: Light positive, Dark negative        |
| WINNER          | MAX_PLAYERS          | 1 for the winner(s)                                      |
| CLASS           | MAX_PLAYERS          | this round's CLASS_* of each seat's avatar               |
| PICK            | MAX_PLAYERS          | avatar cards chosen (moved together)                     |
| PLAYS           | MAX_PLAYERS*N_ITEMS  | effect cards each seat added to the pool, per type       |
| RESOLVED        | N_ITEMS              | effects resolved, per type                               |
| FIZZLED         | N_ITEMS              | revealed effect cards nobody could use, per type         |
| MARKS           | MAX_PLAYERS*N_MARKS  | per-seat counts (MARK_*)                                 |
| COLOUR_WEIGHT   | N_COLOURS            | scoring: revealed cards per colour, x3 counting 3        |
| COLOUR_CARDS    | N_COLOURS            | scoring: revealed cards per colour                       |
| COLOUR_CLASS    | N_COLOURS            | scoring: CLASS_* of each colour this round               |
| FILTER_SCRATCH  | MAX_OPTIONS          | options set aside by a restricting wrapper               |
| STATE_SIZE      |                      | total length                                             |
"""

from simkit.engine.header import (CAPPED, CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED,  # noqa: F401
                                  N_CARDS, N_OPTIONS, N_PLAYERS, OPTIONS, STOP_AT, STRATEGY, STRATEGY_SEATS,
                                  TRACE_COUNT, TRACING, header_end)

MAX_PLAYERS = 8
MAX_CARDS = 256  # two copies of a composition of up to 128 cards
MAX_COPY_CARDS = 128
N_COLOURS = 3
MAX_OPTIONS = 256
HAND_SIZE = 7  # cards dealt to each hand
MAX_TURNS = 3000  # a safety net per game (see docs/tricksters.md)
MAX_ROUNDS = 200

# zones
ZONE_AVATAR0 = MAX_PLAYERS  # avatar(p) = ZONE_AVATAR0 + p; hand(p) = p
ZONE_DECK = 2 * MAX_PLAYERS
ZONE_DECK2 = ZONE_DECK + 1  # solo mode 1: the effect pile
ZONE_CUBS = ZONE_DECK + 2
ZONE_POOL = ZONE_DECK + 3
ZONE_ASIDE = ZONE_DECK + 4
ZONE_REVEALED = ZONE_DECK + 5
ZONE_DISCARD = ZONE_DECK + 6
ZONE_DESTROYED = ZONE_DECK + 7
N_ZONES = ZONE_DECK + 8

# phases a game continues from (the game loop is resumable there: the search player's deferrals)
PHASE_PLAYING = 0  # between turns of the playing phase
PHASE_AVATARS = 1  # avatars being chosen (PICK: -1 not yet asked)
PHASE_RESOLVE = 2  # avatars down: reveal, effects, scoring, end of round

# modes (rulesets)
MODE_STANDARD = 0
MODE_TEAM = 1
MODE_SOLO1 = 2
MODE_SOLO2 = 3

# solo mode 1 difficulty
LEVEL_EASY = 0
LEVEL_NORMAL = 1
LEVEL_HARD = 2

# card sides and effects (effects 1..4 are the items, in ITEM order)
SIDE_LIGHT = 0
SIDE_DARK = 1
EFFECT_NONE = 0
EFFECT_EYE = 1
EFFECT_SWAP = 2
EFFECT_SKULL = 3
EFFECT_X3 = 4
N_ITEMS = 4  # item k is effect k + 1
ITEM_NAMES = ("Eye", "Swap Arrows", "Skull", "x3")
EFFECT_NAMES = ("none", "eye", "swap", "skull", "x3")

# classes of a colour (and of an avatar) at scoring
CLASS_NONE = -1  # no avatar, or nothing scored this round
CLASS_TRICKSTER = 0  # minority
CLASS_KEEPER = 1  # middle
CLASS_PERCEIVER = 2  # majority
CLASS_NAMES = ("trickster", "keeper", "perceiver")

# marks of a revealed card during an effects turn
MARK_DONE = 1  # resolved (or lost) in this turn
MARK_LATE = 2  # placed by this turn's Skull: resolved after every other effect

# per-seat counts (Outcome.marks), in the order of MARK_NAMES
MARK_TRICKSTER_POINTS = 0
MARK_PERCEIVER_POINTS = 1
MARK_KEEPER_ROUNDS = 2
MARK_SCORELESS_ROUNDS = 3
MARK_CANCELLED_POINTS = 4
MARK_CARDS_STOLEN = 5
N_MARKS = 6
MARK_NAMES = ("trickster_points", "perceiver_points", "keeper_rounds", "scoreless_rounds",
              "cancelled_points", "cards_stolen")

# decision kinds: what the options of a pending decision are
DECIDE_ACTION = 0  # options: ACTION_DRAW, ACTION_PLACE
DECIDE_DRAW = 1  # options: draw codes (cub mask | deck cards << 4 | second-pile cards << 8)
DECIDE_PLACE = 2  # options: hand cards to add to the pool
DECIDE_AVATAR = 3  # options: hand cards
DECIDE_EFFECT = 4  # options: effect types still to resolve this turn (EFFECT_*)
DECIDE_EYE_TARGET = 5  # options: seats whose hand to look at
DECIDE_EYE_TAKE = 6  # options: cards of the target's hand (CTX_ARG: the target)
DECIDE_SWAP = 7  # options: hand cards to swap with the avatar
DECIDE_DESTROY = 8  # options: revealed pool cards
DECIDE_SKULL_PLACE = 9  # options: hand cards to put face up into the pool
DECIDE_POINT = 10  # options: SIDE_LIGHT, SIDE_DARK (a Trickster's free point)
DECIDE_KEEP = 11  # options: the two cards seen by solo mode 2's Eye; the one kept
DECIDE_TURN = 12  # options: whole-turn codes (a deferring strategy answers a turn at once)
DECIDE_NAMES = ("action", "draw", "place", "avatar", "effect", "eye_target", "eye_take", "swap",
                "destroy", "skull_place", "point", "keep", "turn")
ACTION_DRAW = 0
ACTION_PLACE = 1

# whole-turn codes: a draw code (cub mask | deck cards << 4 | second-pile cards << 8), a pass,
# or PLACE_CODE + card
TURN_PASS = -1
PLACE_CODE = 0x10000

# a seat's strategy word: strategy id, a wrapper and its argument
STRATEGY_ID_MASK = 0xFF
WRAP_SHIFT = 8
WRAP_MASK = 0xF
ARG_SHIFT = 12  # the argument is stored + 1 (0: none)
WRAP_NONE = 0
WRAP_RESTRICTED = 1  # never adds the argument effect type to the pool while it has another option

# the state header (simkit.engine.header): the fields every game has, then the options area
assert MAX_PLAYERS <= STRATEGY_SEATS

# scalars of this game
MODE = header_end(MAX_OPTIONS)
LEVEL = MODE + 1
TRIGGER = LEVEL + 1
ASIDE_PER_ROUND = TRIGGER + 1
TARGET = ASIDE_PER_ROUND + 1
N_TEAMS = TARGET + 1
CUB_SLOTS = N_TEAMS + 1
ROUND = CUB_SLOTS + 1
TURNS = ROUND + 1
CURRENT = TURNS + 1
ADDED = CURRENT + 1
LAST_ADDER = ADDED + 1
TIME = LAST_ADDER + 1
ACTIVE = TIME + 1
DECK_LEDGER = ACTIVE + 1
FINISHED = DECK_LEDGER + 1
LEAD_CHANGES = FINISHED + 1
LEAD_MASK = LEAD_CHANGES + 1
CTX_ARG = LEAD_MASK + 1
PLAYING_ON = CTX_ARG + 1
PASSES = PLAYING_ON + 1
PHASE = PASSES + 1
ACTIONS = PHASE + 1
ROLLOUT_END = ACTIONS + 1
TIE_SHOWN = ROLLOUT_END + 1
_SCALARS_END = TIE_SHOWN + 1

# the rules array a ruleset gives a game, in this order
RULE_FIELDS = (MODE, LEVEL, TRIGGER, ASIDE_PER_ROUND, TARGET, N_TEAMS, CUB_SLOTS, TIME)

# arrays
LOC = _SCALARS_END
POS = LOC + MAX_CARDS
ZONE_COUNT = POS + MAX_CARDS
ZONE_CARDS = ZONE_COUNT + N_ZONES
CARD_COLOUR = ZONE_CARDS + N_ZONES * MAX_CARDS
CARD_SIDE = CARD_COLOUR + MAX_CARDS
CARD_EFFECT = CARD_SIDE + MAX_CARDS
KNOWERS = CARD_EFFECT + MAX_CARDS
TURN_MARK = KNOWERS + MAX_CARDS
USED = TURN_MARK + MAX_CARDS
TEAM = USED + MAX_CARDS
LEDGER = TEAM + MAX_PLAYERS
WINNER = LEDGER + MAX_PLAYERS
CLASS = WINNER + MAX_PLAYERS
PICK = CLASS + MAX_PLAYERS
PLAYS = PICK + MAX_PLAYERS
RESOLVED = PLAYS + MAX_PLAYERS * N_ITEMS
FIZZLED = RESOLVED + N_ITEMS
MARKS = FIZZLED + N_ITEMS
COLOUR_WEIGHT = MARKS + MAX_PLAYERS * N_MARKS
COLOUR_CARDS = COLOUR_WEIGHT + N_COLOURS
COLOUR_CLASS = COLOUR_CARDS + N_COLOURS
FILTER_SCRATCH = COLOUR_CLASS + N_COLOURS
STATE_SIZE = FILTER_SCRATCH + MAX_OPTIONS

ALL_SEATS = (1 << MAX_PLAYERS) - 1
