"""The layout of one game's state: a single flat int32 array.

Every kernel reads and writes the state through the offsets below, so this
module is the one place that says where anything lives. Offsets are computed
from the sizes, in order; numba freezes these module globals as compile-time
constants.

Cards are ints ``0 .. n_cards-1`` with ``card = hero_slot * n_suits + suit``:
``hero_slot`` is the hero's place (0..6) in this game's deck, ``suit`` the
suit's place in the ruleset's tie-break order. ``CARD_SUIT`` and
``CARD_SLOT`` cache the two parts.

Zones: ``hand(p) = p``, ``tableau(p) = MAX_PLAYERS + p``, then the pot, the
trash, the deck and the Timeline. Every zone keeps an ordered card list in
``ZONE_CARDS``; the deck's top is its last entry, the Timeline's front its
last entry, the pot in the order cards entered.

| offset           | size                          | meaning                                            |
|------------------|-------------------------------|----------------------------------------------------|
| N_PLAYERS        | 1                             | players in this game                               |
| N_SUITS          | 1                             | suits of the ruleset (CoT 8, Fantasy 7)            |
| N_CARDS          | 1                             | cards in the deck (7 heroes x suits)               |
| ROUND            | 1                             | current round, from 0                              |
| N_ROUNDS         | 1                             | rounds in a game (CoT 3, Fantasy 1)                |
| TRICK_NO         | 1                             | trick number within the round, from 1              |
| LEADER           | 1                             | Leader of this trick (-1: the Timeline leads)      |
| TRICKSTER        | 1                             | seat holding the Trickster role in this trick      |
| NEXT_TRICKSTER   | 1                             | 2-3 players: the next trick's Trickster            |
| PATTERN          | 1                             | PATTERN_* of this trick, PATTERN_NONE before       |
| POT_SUITS        | 1                             | bit mask of suits now in the pot                   |
| POT_HEROES       | 1                             | bit mask of hero slots now in the pot              |
| LAST_BUSTER      | 1                             | seat that busted last (leads the next trick)       |
| LOCKED_CARD      | 1                             | card a copy effect is using (may not move), or -1  |
| TRACING          | 1                             | 1 when trace records are written                   |
| TRACE_COUNT      | 1                             | trace records written so far                       |
| DECISIONS        | 1                             | decision points with two or more options           |
| CAPPED           | 1                             | 1 when a round hit MAX_TRICKS_PER_ROUND            |
| CTX_KIND         | 1                             | decision context: DECIDE_* of the pending decision |
| CTX_HERO         | 1                             | global hero id of the effect being resolved        |
| CTX_OP           | 1                             | OP_* of the effect step being resolved             |
| CTX_ZONE         | 1                             | Z_* the chosen card or player is for               |
| CTX_OWNER        | 1                             | O_* owner selector of that zone                    |
| CTX_ROLE         | 1                             | ROLE_*: choosing a source, a destination, ...      |
| CTX_PLAYER       | 1                             | source player of the step (-1 none)                |
| N_OPTIONS        | 1                             | options pending                                    |
| DECISION_POINTS  | 1                             | every decision point, forced ones included         |
| HAND_SIZE        | 1                             | rule: cards dealt to each hand                     |
| TRASH_SIZE       | 1                             | rule: cards dealt face up to the trash             |
| TIMELINE_SIZE    | 1                             | rule: Timeline cards (0: the buster leads)         |
| OUTS_TO_END      | 1                             | rule: times a hand empties before the round ends   |
| REFILL_TO        | 1                             | rule: hands refilled to this after an Out          |
| TIEBREAK_CARDS   | 1                             | rule: 1 if fewest actual cards breaks a tie first  |
| OUTS             | 1                             | times a hand emptied this round                    |
| TURN             | 1                             | turn of the trick being played (from 0)            |
| TRICK_FIRST      | 1                             | seat taking the trick's first turn                 |
| TRICK_TURNS      | 1                             | turns in this trick                                |
| CTX_SEAT         | 1                             | seat deciding the pending decision                 |
| REVEAL_VIEWER    | 1                             | seat + 1 seeing the cards being revealed, 0 none   |
| DEFERRED         | 1                             | 1 while a deferred play decision awaits its answer |
| STOP_AT          | 1                             | raise StopAtDecision at this decision number (0: never; tests) |
| LOC              | MAX_CARDS                     | zone of each card                                  |
| POS              | MAX_CARDS                     | index of each card in its zone list                |
| ZONE_COUNT       | N_ZONES                       | cards in each zone                                 |
| ZONE_CARDS       | N_ZONES * MAX_CARDS           | each zone's ordered card list                      |
| CARD_SUIT        | MAX_CARDS                     | suit of each card                                  |
| CARD_SLOT        | MAX_CARDS                     | hero slot of each card                             |
| SIDEWAYS         | MAX_CARDS                     | 1 when the card is turned sideways (Fantasy Druid) |
| SLOT_HERO        | DECK_HEROES                   | global hero id of each hero slot                   |
| SLOT_STEPS       | DECK_HEROES*MAX_STEPS*N_FIELDS| each slot's effect program (catalog.F_*)           |
| STRATEGY         | MAX_PLAYERS                   | strategy id of each seat                           |
| OPTIONS          | MAX_OPTIONS                   | the pending decision's options                     |
| REVEALED         | MAX_REVEAL                    | cards revealed by the step being resolved          |
| SETUP_PICK       | MAX_PLAYERS                   | setup cards chosen (moved together)                |
| ROUND_SCORE      | MAX_ROUNDS * MAX_PLAYERS      | Trouble Points per round and seat                  |
| MAJORITY_SUITS   | MAX_PLAYERS                   | suits each seat won (bit mask), last round scored  |
| TOTAL            | MAX_PLAYERS                   | total score per seat                               |
| WINNER           | MAX_PLAYERS                   | 1 for every winner (several on a full tie)         |
| TRICKS           | MAX_ROUNDS                    | tricks played per round                            |
| BUSTS            | MAX_PLAYERS                   | busts per seat over the game                       |
| EFFECT_RESOLVED  | DECK_HEROES                   | played cards whose own effect resolved, per slot   |
| EFFECT_FIZZLED   | DECK_HEROES                   | played cards whose own effect fizzled, per slot    |
| PLAYS            | MAX_PLAYERS * DECK_HEROES     | cards each seat played, per hero slot              |
| SUIT_COUNT       | MAX_PLAYERS * MAX_SUITS       | scratch: tableau cards per seat and suit (scoring) |
| KNOWERS          | MAX_CARDS                     | per card: bit p set when seat p knows where the hidden card is (simkit.games.trickster.knowledge) |
| STRATEGY_SCRATCH | STRATEGY_SCRATCH_SIZE         | scratch of the deciding strategy (engine ignores)  |
| FILTER_SCRATCH   | MAX_CARDS                     | options set aside by a restricting wrapper         |
| ENGINE_SCRATCH   | MAX_CARDS                     | engine scratch; may hold hidden cards (never read by strategies) |
| STATE_SIZE       |                               | total length                                       |
"""

MAX_PLAYERS = 7  # Fantasy goes to 7; CoT uses 2..6
MAX_CARDS = 56  # 7 heroes x 8 suits
MAX_SUITS = 8  # CoT; Fantasy has 7
DECK_HEROES = 7  # heroes in one deck
MAX_ROUNDS = 3
MAX_STEPS = 3  # primitive steps in one hero effect
N_FIELDS = 13  # fields of one step (catalog.F_*)
MAX_OPTIONS = 512  # largest option list: 56 cards x 7 players fits
MAX_REVEAL = 4
MAX_TRICKS_PER_ROUND = 400  # a safety net; see docs/rules.md

# zones
N_ZONES = 2 * MAX_PLAYERS + 4
ZONE_TABLEAU0 = MAX_PLAYERS  # tableau(p) = ZONE_TABLEAU0 + p; hand(p) = p
ZONE_POT = 2 * MAX_PLAYERS
ZONE_TRASH = ZONE_POT + 1
ZONE_DECK = ZONE_POT + 2
ZONE_TIMELINE = ZONE_POT + 3

# scalars
N_PLAYERS = 0
N_SUITS = 1
N_CARDS = 2
ROUND = 3
N_ROUNDS = 4
TRICK_NO = 5
LEADER = 6
TRICKSTER = 7
NEXT_TRICKSTER = 8
PATTERN = 9
POT_SUITS = 10
POT_HEROES = 11
LAST_BUSTER = 12
LOCKED_CARD = 13
TRACING = 14
TRACE_COUNT = 15
DECISIONS = 16
CAPPED = 17
CTX_KIND = 18
CTX_HERO = 19
CTX_OP = 20
CTX_ZONE = 21
CTX_OWNER = 22
CTX_ROLE = 23
CTX_PLAYER = 24
N_OPTIONS = 25
DECISION_POINTS = 26
HAND_SIZE = 27
TRASH_SIZE = 28
TIMELINE_SIZE = 29
OUTS_TO_END = 30
REFILL_TO = 31
TIEBREAK_CARDS = 32
OUTS = 33
TURN = 34
TRICK_FIRST = 35
TRICK_TURNS = 36
CTX_SEAT = 37
REVEAL_VIEWER = 38
DEFERRED = 39
STOP_AT = 40
_SCALARS = 41

# the rules array a ruleset gives a game (simkit.games.trickster.rulesets.Ruleset.rules_array), in this order
RULE_FIELDS = (N_SUITS, N_ROUNDS, HAND_SIZE, TRASH_SIZE, TIMELINE_SIZE, OUTS_TO_END, REFILL_TO, TIEBREAK_CARDS)

# arrays
LOC = _SCALARS
POS = LOC + MAX_CARDS
ZONE_COUNT = POS + MAX_CARDS
ZONE_CARDS = ZONE_COUNT + N_ZONES
CARD_SUIT = ZONE_CARDS + N_ZONES * MAX_CARDS
CARD_SLOT = CARD_SUIT + MAX_CARDS
SIDEWAYS = CARD_SLOT + MAX_CARDS
SLOT_HERO = SIDEWAYS + MAX_CARDS
SLOT_STEPS = SLOT_HERO + DECK_HEROES
STRATEGY = SLOT_STEPS + DECK_HEROES * MAX_STEPS * N_FIELDS
OPTIONS = STRATEGY + MAX_PLAYERS
REVEALED = OPTIONS + MAX_OPTIONS
SETUP_PICK = REVEALED + MAX_REVEAL
ROUND_SCORE = SETUP_PICK + MAX_PLAYERS
MAJORITY_SUITS = ROUND_SCORE + MAX_ROUNDS * MAX_PLAYERS
TOTAL = MAJORITY_SUITS + MAX_PLAYERS
WINNER = TOTAL + MAX_PLAYERS
TRICKS = WINNER + MAX_PLAYERS
BUSTS = TRICKS + MAX_ROUNDS
EFFECT_RESOLVED = BUSTS + MAX_PLAYERS
EFFECT_FIZZLED = EFFECT_RESOLVED + DECK_HEROES
PLAYS = EFFECT_FIZZLED + DECK_HEROES
SUIT_COUNT = PLAYS + MAX_PLAYERS * DECK_HEROES
KNOWERS = SUIT_COUNT + MAX_PLAYERS * MAX_SUITS
STRATEGY_SCRATCH = KNOWERS + MAX_CARDS
STRATEGY_SCRATCH_SIZE = 64
FILTER_SCRATCH = STRATEGY_SCRATCH + STRATEGY_SCRATCH_SIZE
ENGINE_SCRATCH = FILTER_SCRATCH + MAX_CARDS
STATE_SIZE = ENGINE_SCRATCH + MAX_CARDS

# a seat's strategy word (s[STRATEGY + seat]): the strategy's id, whether it defers its play
# decisions (simkit.games.trickster.decision), a wrapper and its argument (strategies.trickster.registry builds it). The
# engine reads one wrapper itself: WRAP_NOEFFECT, a measuring device that ignores the argument
# hero's effect when the seat plays that hero.
STRATEGY_ID_MASK = 0x7F
STRATEGY_DEFERS = 0x80
WRAP_SHIFT = 8
WRAP_MASK = 0xF
ARG_SHIFT = 12  # the argument is stored + 1 (0: none)
WRAP_NONE = 0
WRAP_RESTRICTED = 1  # never plays the argument hero while it has another legal card
WRAP_NOEFFECT = 2  # ignores the argument hero's effect (not a legal player: see docs/strategies.md)

# trick patterns (the numbering is the trace's order of names)
PATTERN_NONE = -1
PATTERN_SAME_SUIT = 0
PATTERN_SAME_HERO = 1
PATTERN_NO_MATCH = 2
PATTERN_NAMES = ("same_suit", "same_hero", "no_match")

# decision kinds: what the options of a pending decision are
DECIDE_SETUP = 0  # options: hand cards; the one put in the own tableau at setup
DECIDE_PLAY = 1  # options: legal hand cards to play to the pot
DECIDE_CARD = 2  # options: cards for an effect step (CTX_ZONE/CTX_OWNER/CTX_ROLE say which)
DECIDE_PLAYER = 3  # options: seats for an effect step (CTX_ROLE says source or destination)
DECIDE_GIVE = 4  # options: own hand cards; an opponent gives one (Peddler, Bard)
DECIDE_COPY = 5  # options: cards whose effect a copy hero may use
DECIDE_KEEP = 6  # options: revealed cards; the one kept (Explorer, Smuggler)
DECIDE_NAMES = ("setup", "play", "card", "player", "give", "copy", "keep")

# roles of a card or player choice inside an effect step
ROLE_SOURCE = 0
ROLE_DESTINATION = 1
ROLE_SWAP_OTHER = 2  # the second card of a swap
ROLE_REST = 3  # where the revealed cards not kept go

