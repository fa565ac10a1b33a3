"""The columns of a Trickerion seat's parameter row that greedy, planner and search read, with
their keyword names and defaults. Constants only (compiled code imports the column numbers;
registry.py parses ``greedy:coins=0.3`` into a row): tuning is data, never a recompile.

The row is one float64 row per seat (``w[seat, column]``); ``random``'s columns come first
(ids.py), then from FIRST on the weights of the Fame-equivalent value V (value.py), the
planner's appetites (plan.py) and search's budget (search.py). Every family reads the V
weights, so a planner or a search can be re-weighted with the same keywords as greedy.
"""

FIRST = 8  # the first column of these families (ids.py: random's columns are below it)

# ---- V: the Fame-equivalent value of a seat's position (value.py) ------------------------------
W_COINS = FIRST + 0  # a: Fame per Coin
W_SHARDS = FIRST + 1  # b: Fame per Shard
W_CARD_MARKER = FIRST + 2  # share of a marker's yield value while it is on its Trick card (prepared)
W_THEATER_MARKER = FIRST + 3  # share while it is on a Performance card (set up)
W_LEAVING_MARKER = FIRST + 4  # share on the oldest card when it leaves this turn (lost unless performed)
W_READY = FIRST + 5  # c: share of a Prepare's value an owned Trick with its components met is worth
W_SPECIALIST = FIRST + 6  # d: Fame per Specialist per turn left (beyond its end-game score)
W_APPRENTICE = FIRST + 7  # Fame per Apprentice per turn left (beyond its end-game score)
W_WAGE = FIRST + 8  # Fame per Coin of wages committed this turn (paid at End Turn)
W_PROGRESS = FIRST + 9  # share of a Prepare's value for the share of a Trick's components held
W_OWNED = FIRST + 10  # share of a Prepare's yield value an owned Trick is worth before it is ready
W_LINK = FIRST + 11  # Fame per Link a seat's marker is part of (the performer's link Fame, G67)
V_END = FIRST + 12

# ---- the planner's appetites (plan.py, planner.py) ---------------------------------------------
P_AP_COINS = FIRST + 12  # Coins one Action Point is worth when ranking target Tricks
P_FAVOURITE = FIRST + 13  # factor on a Trick's score in the Magician's Favourite category
P_SUNDAY_MARKERS = FIRST + 14  # set up on Sunday (+1/+1 yields) from this many markers ready
P_PERFORM_MARKERS = FIRST + 15  # the Magician performs when this many own markers are on the cards
P_LOW_COINS = FIRST + 16  # Downtown for Coins below this many
P_ADVERTISE_SPARE = FIRST + 17  # advertise when this many Coins are left after paying
P_HIRE_TURNS = FIRST + 18  # hire a Specialist or Apprentice while at least this many turns are left
P_TARGETS = FIRST + 19  # target Tricks a plan pursues (1-2)
PLAN_END = FIRST + 20

# ---- search (search.py) -------------------------------------------------------------------------
S_ROLLOUTS = FIRST + 20  # determinised samples per macro decision
S_HORIZON = FIRST + 21  # turns a rollout plays (0: to the game's end)
# ---- the Shard's +1 AP (greedy.py; greedy, planner and search's rollouts) --------------------------
W_SHARD_AP = FIRST + 22  # 1: pay a Shard for +1 AP (D12) when the AP buys more than the Shard; 0 never
W_SHARD_MARGIN = FIRST + 23  # Fame-equivalents the AP must gain beyond the Shard's worth (`shards`)
# ---- the planner's plan (planner.py) ----------------------------------------------------------------
P_REPLAN = FIRST + 24  # 1: plan anew at every decision; 0 (the default): once a turn, at Assignment
# ---- the planner's view of the Market (plan.py, planner.py) -----------------------------------------
P_ORDERS = FIRST + 25  # 1: a target's type missing from the Buy area costs an Order and a turn; the plan Orders it
P_ABSENT = FIRST + 26  # Coins a turn's wait for an ordered type is worth when ranking target Tricks
# ---- the planner on the Dark Alley (plan.py) ------------------------------------------------------------
P_DA_PERFORM = FIRST + 27  # more markers out before the Magician performs: its placement could draw cards instead
# ---- Fortune Telling and Fate Weaving (prophecy.py; greedy, and so the planner and search) ----------------
W_FORTUNE = FIRST + 28  # Fame-equivalents a Fortune Telling (or Fate Weaving) must gain to be told
W_FORTUNE_NEXT = FIRST + 29  # weight of the turn after next's Active Prophecy against next turn's
# ---- Dahlgaard's Academy (academy_gains.py, value.py; greedy, and so the planner and search) ---------------
W_BANNERS = FIRST + 30  # share of the Banner majority's Fame a seat's Banners on the board are worth before the end
W_ROOM = FIRST + 31  # Fame-equivalents a renovated tile is worth to its renovator beyond the ratio (first use)
W_PRACTICE = FIRST + 32  # share of the turns left a Practice Room ability pays its Trick (prepared every other turn)
W_SECRET = FIRST + 33  # Fame-equivalents per turn left a Secret of the location the Protégé goes to is worth
W_PROTEGE_AP = FIRST + 34  # Fame-equivalents per turn left one more AP of the Protégé is worth (G56)
W_DISCOVER = FIRST + 35  # Fame-equivalents of Discover New Secrets (a Secret face up for anyone)
W_SHORT = FIRST + 37  # Fame-equivalents per Coin a Renovate leaves the wages short (G72: 2 Fame a Coin unpaid, less a)
P_ACADEMY = FIRST + 36  # the planner sends a spare character to the Academy when its best action gains this much over its wage
# ---- the planner on the Academy (planner.py; read only when the Academy is in the game) -------------------
P_ACADEMY_ADVERTISE = FIRST + 38  # the Academy's P_ADVERTISE_SPARE: advertise when this many Coins are left after paying
P_ACADEMY_PIPELINE = FIRST + 39  # 1: a character greedy leaves idle goes to its Theater pipeline task (Buy, Prepare, Set Up)
P_ACADEMY_BANNERS = FIRST + 40  # the planner's W_BANNERS on the Academy: it plays for the majority at the game's end
N_TUNED = 41  # columns this module defines, from FIRST

# T54 (docs/trickerion.md): coins=0.675:progress=0.216:owned=0.108 (and perform=4:orders=1 for the
# planner) play far stronger, but make greedy beat the planner; the defaults wait for the planner's rework.
V_DEFAULTS = {  # keyword -> (column, default)
    "coins": (W_COINS, 0.45),
    "shards": (W_SHARDS, 1.2),
    "card": (W_CARD_MARKER, 0.7),
    "theater": (W_THEATER_MARKER, 0.9),
    "leaving": (W_LEAVING_MARKER, 0.2),
    "ready": (W_READY, 1.0),
    "specialist": (W_SPECIALIST, 1.5),
    "apprentice": (W_APPRENTICE, 0.8),
    "wage": (W_WAGE, 0.6),
    "progress": (W_PROGRESS, 1.0),
    "owned": (W_OWNED, 0.3),
    "link": (W_LINK, 0.8),
    "shardap": (W_SHARD_AP, 0.0),  # off by default: docs/trickerion.md T51 has the measurements
    "shardmargin": (W_SHARD_MARGIN, 2.0),
    "fortune": (W_FORTUNE, 1.0),  # docs/trickerion.md T100 has the measurements
    "fortunenext": (W_FORTUNE_NEXT, 0.5),
    # the Academy (docs/trickerion.md T116): the majority's 15/10/5 Fame is far off and contested, so
    # Banners count at 0.4 of their rank's Fame (plus a Banner's share of the top prize); a Secret is
    # a weaker SA text (greedy values a card's text at 0.5 a use). Measured on trickerion-academy at 4
    # players (60 game numbers x 6 seatings against the defaults before): practice=0.05 beats 0.5 by
    # +8 Fame (greedy and the planner seldom prepare, so a Practice Room seldom pays) and 0.1 by +2.7;
    # protegeap=0.5 beats 1.0 by +2.8 and 0.8 by +2.2 (0.3: even)
    "banners": (W_BANNERS, 0.4),
    "room": (W_ROOM, 1.0),
    "practice": (W_PRACTICE, 0.05),
    "secret": (W_SECRET, 0.5),
    "protegeap": (W_PROTEGE_AP, 0.5),
    "discover": (W_DISCOVER, 0.1),
    "short": (W_SHORT, 1.6),
}
PLAN_DEFAULTS = {
    "ap": (P_AP_COINS, 2.0),
    "favourite": (P_FAVOURITE, 1.2),
    "sunday": (P_SUNDAY_MARKERS, 3.0),
    "perform": (P_PERFORM_MARKERS, 2.0),
    "low": (P_LOW_COINS, 8.0),
    "advertise": (P_ADVERTISE_SPARE, 6.0),
    "hire": (P_HIRE_TURNS, 1.0),
    "targets": (P_TARGETS, 2.0),
    "replan": (P_REPLAN, 0.0),  # docs/trickerion.md T52 has the measurements
    "orders": (P_ORDERS, 0.0),
    "absent": (P_ABSENT, 2.0),
    "daperform": (P_DA_PERFORM, 4.0),  # docs/trickerion.md T98 has the measurements
    "academy": (P_ACADEMY, 0.5),  # docs/trickerion.md T116
    # the Academy (docs/trickerion.md T117), read only with it: the planner advertises as greedy does
    # (6 spare Coins lost it 4.5 Fame of Advertise a game), leaves idle what greedy leaves idle rather
    # than pay wages for a Theater pipeline that never performs there, and values the Banner majority
    # at 2.5 (greedy's one-step 0.4 loses the majority race: 2.5 took 0.705 of the games against
    # greedy, 0.6 took 0.575 and 4 took 0.713; 100 game numbers, seed 13, tuned apart from the ladder's)
    "acadvertise": (P_ACADEMY_ADVERTISE, 0.0),
    "acpipeline": (P_ACADEMY_PIPELINE, 0.0),
    "acbanners": (P_ACADEMY_BANNERS, 2.5),
}
SEARCH_DEFAULTS = {
    "rollouts": (S_ROLLOUTS, 16.0),
    "horizon": (S_HORIZON, 1.0),
}


def default_row(n_params: int) -> list[float]:
    """A parameter row of ``n_params`` columns with every default of this module filled in."""
    assert n_params >= FIRST + N_TUNED
    row = [0.0] * n_params
    for table in (V_DEFAULTS, PLAN_DEFAULTS, SEARCH_DEFAULTS):
        for column, value in table.values():
            row[column] = value
    return row
