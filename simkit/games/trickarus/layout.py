"""The layout of one Trickarus game's state: a single flat int32 array of named offsets.

Cards are ids ``0 .. N_CARDS-1`` (a composition's file order, the Lightning card last).
``CARD_COLOUR[side * MAX_CARDS + card]`` and ``CARD_VALUE[...]`` give each side's colour and
value (side 0 Day, 1 Night); the Lightning card has colour ``NO_COLOUR``.
``LOC[card]`` is the card's zone: a seat's hand (0..MAX_SEATS-1) or one of the ``ZONE_*`` below.
The trick in play is listed in ``TABLE`` (cards in play order) and ``TABLE_SEAT``.
Heights: 0 is the ground (any number of pieces), 1..TRACK_SPACES one piece each, SUN above.

The state starts with the header every game has (simkit.engine.header: players, cards, the
decision counters and context, tracing, the strategy words, the options), then this game's
fields; ``SIDE`` is the active side (DAY or NIGHT, the side values).
"""

from simkit.engine.header import (CAPPED, CTX_KIND, CTX_SEAT, DECISION_POINTS, DECISIONS, DEFERRED,  # noqa: F401
                                  N_CARDS, N_OPTIONS, N_PLAYERS, OPTIONS, STOP_AT, STRATEGY, STRATEGY_SEATS,
                                  TRACE_COUNT, TRACING, header_end)

MAX_SEATS = 5
MAX_CARDS = 40
TRACK_SPACES = 12  # spaces above the ground (rules notes)
SUN = TRACK_SPACES + 1
NO_COLOUR = -1
YELLOW = 0
PINK = 1
BLUE = 2
WHITE = 3
DAY = 0
NIGHT = 1
FLIP_VALUE = 5  # a card played with this active value flips Day/Night

# zones other than the hands
ZONE_TABLE = MAX_SEATS  # the trick in play (face up)
ZONE_DISCARD = MAX_SEATS + 1  # played this game (face down, but everyone saw them)
ZONE_SAVED = MAX_SEATS + 2  # 2 players: the 20 cards saved for the second round (hidden)
ZONE_OUT = MAX_SEATS + 3  # 3 players: the card taken out (known to all)

assert MAX_SEATS <= STRATEGY_SEATS

MODE_COMPETITIVE = 0
MODE_COOP = 1

MAX_OPTIONS = MAX_CARDS  # an option is a card of the hand
DECIDE_PLAY = 0  # the one decision kind (CTX_KIND): a card to play into the trick

MAX_ROUNDS_COMPETITIVE = 50  # safety cap: a competitive game with no flight by then is capped

MODE = header_end(MAX_OPTIONS)  # MODE_*
LIGHTNING_CARD = MODE + 1  # id of the Lightning card, -1 without one
REMOVED_CARD = LIGHTNING_CARD + 1  # the card taken out for 3 players
HAND_SIZE = REMOVED_CARD + 1  # cards dealt to each hand
ROUND_LIMIT = HAND_SIZE + 1  # rounds allowed: co-operative limit, or the competitive safety cap
ROUND = ROUND_LIMIT + 1  # rounds dealt so far (the current round, from 1)
SIDE = ROUND + 1  # active side: DAY or NIGHT
LEADER = SIDE + 1  # Leader of the trick in play
TURN = LEADER + 1  # cards played into the trick in play
TRICK_NO = TURN + 1  # trick number within the round, from 1
TRICKS_TOTAL = TRICK_NO + 1  # tricks completed in the game
LEAD_CARD = TRICKS_TOTAL + 1  # the card setting the lead colour (the Leader's, or the first after a led Lightning), -1
LIGHTNING_IN_TRICK = LEAD_CARD + 1  # 1 when the Lightning card is in the trick in play
FLOWN = LIGHTNING_IN_TRICK + 1  # 1 once someone has flown into the sun
NEED_DEAL = FLOWN + 1  # 1 when the next step deals a round
GAME_OVER = NEED_DEAL + 1  # 1 when the game has ended
SUCCESS = GAME_OVER + 1  # co-operative: 1 when the team landed everyone
LAST_WINNER = SUCCESS + 1  # winner of the last completed trick, -1 before
LEADING_SET = LAST_WINNER + 1  # bit mask of the highest seats at the last round's end
LEAD_CHANGES = LEADING_SET + 1  # times that set changed between rounds
FLIPS = LEAD_CHANGES + 1  # 5s played (each flipped Day/Night)
LIGHTNING_RESOLVED = FLIPS + 1  # Lightning tricks that moved the winner down
LIGHTNING_FIZZLED = LIGHTNING_RESOLVED + 1  # Lightning tricks won by a seat already on the ground
LOC = LIGHTNING_FIZZLED + 1  # zone of each card
CARD_COLOUR = LOC + MAX_CARDS  # colour per side and card
CARD_VALUE = CARD_COLOUR + 2 * MAX_CARDS  # value per side and card
TABLE = CARD_VALUE + 2 * MAX_CARDS  # cards of the trick in play, in play order
TABLE_SEAT = TABLE + MAX_SEATS  # who played them
HEIGHT = TABLE_SEAT + MAX_SEATS  # each seat's piece on the track
HAND_COUNT = HEIGHT + MAX_SEATS  # cards in each hand
FIRST_TO_SUN = HAND_COUNT + MAX_SEATS  # mark: 1 for the seat that flew first
SUN_FLIGHTS = FIRST_TO_SUN + MAX_SEATS  # mark: flights into the sun per seat
TRICKS_WON = SUN_FLIGHTS + MAX_SEATS  # mark: tricks won per seat
LIGHTNING_FALLS = TRICKS_WON + MAX_SEATS  # mark: tricks won with the Lightning card in them per seat
PLAYS_LIGHTNING = LIGHTNING_FALLS + MAX_SEATS  # Lightning card plays per seat
PLAYS_FIVE = PLAYS_LIGHTNING + MAX_SEATS  # cards played as a 5 per seat
STATE_SIZE = PLAYS_FIVE + MAX_SEATS
