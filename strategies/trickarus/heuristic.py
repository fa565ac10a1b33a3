"""The heuristic policies (and random, their baseline): ``random``, ``climber``, ``flipper``, ``coop`` (docs/trickarus.md).

Each reads only the seat's observation: its own hand (``LOC == seat``), the trick on the table,
the active side, the public track and counts, and its own random stream. Each returns an index
into the ``n`` options in ``s[OPTIONS:]``.

- climber: wants the trick while winning it keeps it ``margin`` or more spaces below the sun
  and no Lightning card is in the trick; then it plays its cheapest winning card, else it sheds
  its weakest card (or the Lightning card, to pull a rival down). Ducking, it plays its
  strongest card that does not win, else its weakest (or the Lightning card).
- flipper: a climber that plays a 5 whenever the flip leaves it ``gain`` or more trumps more
  in hand than it holds now, and otherwise prefers a 5 that wins (or ducks) the trick.
- coop: for the co-operative mode. Before anyone has flown the highest seat (ties: the first
  in this trick's order) tries to win and everyone else ducks, using the Lightning card on a
  trick another seat is winning; after the flight seats in the air try to win (winners move
  down) and seats on the ground duck.
"""

from simkit.games.trickarus.engine import (colour_on_nb, rank_on_nb, trick_winner_index_nb, trump_of_nb, up_target_nb,
                                           value_on_nb)
from simkit.games.trickarus.layout import (FLIP_VALUE, FLOWN, HEIGHT, LEAD_CARD, LEADER, LIGHTNING_CARD,
                                           LIGHTNING_IN_TRICK, LOC, N_CARDS, N_PLAYERS, SIDE, NO_COLOUR, OPTIONS, SUN,
                                           TABLE, TABLE_SEAT, TURN)
from simkit.engine.jit import lean_kernel, leaf
from simkit.strategies.trickarus.random_play import random_nb
from simkit.strategies.trickarus.ids import COOP_ID, FLIPPER_ID, RANDOM_ID



@leaf
def side_after_nb(s, card):
    """The active side once ``card`` is played (a 5 flips it)."""
    side = s[SIDE]
    if card != s[LIGHTNING_CARD] and value_on_nb(s, card, side) == FLIP_VALUE:
        return 1 - side
    return side


@leaf
def wins_with_nb(s, card):
    """Would ``card``, played now, be winning the trick so far (flips included)?"""
    side = side_after_nb(s, card)
    lead_card = s[LEAD_CARD]
    if lead_card < 0 and card != s[LIGHTNING_CARD]:
        lead_card = card
    lead = NO_COLOUR if lead_card < 0 else colour_on_nb(s, lead_card, side)
    mine = rank_on_nb(s, card, side, lead)
    if mine < 0:
        return False
    for i in range(s[TURN]):
        if rank_on_nb(s, s[TABLE + i], side, lead) >= mine:
            return False
    return True


@leaf
def power_nb(s, card):
    """A card's strength on its own (as if it led): trumps above others, by value; Lightning lowest."""
    side = s[SIDE]
    colour = colour_on_nb(s, card, side)
    if colour == NO_COLOUR:
        return -1
    return rank_on_nb(s, card, side, colour)


@leaf
def current_winner_nb(s):
    """Seat winning the trick so far, -1 before any number card."""
    i = trick_winner_index_nb(s)
    return -1 if i < 0 else s[TABLE_SEAT + i]


@leaf
def lightning_option_nb(s, n):
    for i in range(n):
        if s[OPTIONS + i] == s[LIGHTNING_CARD]:
            return i
    return -1


@leaf
def pick_nb(s, n, want_win, lightning_ok):
    """The climber's card choice for a seat that wants (or does not want) the trick.

    ``lightning_ok``: the seat is glad to play the Lightning card when it cannot get what it wants.
    """
    best = -1
    best_power = 0
    weakest = -1
    weakest_power = 0
    lightning = lightning_option_nb(s, n)
    # wanting it: playing last, the cheapest winner; earlier, the strongest (it must hold);
    # ducking: the strongest card that still ducks
    cheapest = want_win and s[TURN] == s[N_PLAYERS] - 1
    for i in range(n):
        card = s[OPTIONS + i]
        if i == lightning:
            continue
        power = power_nb(s, card)
        if weakest < 0 or power < weakest_power:
            weakest = i
            weakest_power = power
        if wins_with_nb(s, card) == want_win:
            if best < 0 or (power < best_power if cheapest else power > best_power):
                best = i
                best_power = power
    if best >= 0:
        return best
    if lightning >= 0 and (lightning_ok or weakest < 0):
        return lightning
    return weakest


@leaf
def climber_wants_nb(s, seat, margin):
    if s[LIGHTNING_IN_TRICK] == 1:
        return False
    return up_target_nb(s, seat) <= SUN - 1 - margin


@leaf
def climber_lightning_ok_nb(s, seat):
    """Glad to play the Lightning card: a rival above the ground is winning the trick."""
    rival = current_winner_nb(s)
    return rival >= 0 and rival != seat and s[HEIGHT + rival] > 0


@leaf
def trumps_in_hand_nb(s, seat, side):
    trump = trump_of_nb(side)
    count = 0
    for card in range(s[N_CARDS]):
        if s[LOC + card] == seat and colour_on_nb(s, card, side) == trump:
            count += 1
    return count


@leaf
def is_trump_nb(s, card, side):
    return colour_on_nb(s, card, side) == trump_of_nb(side)


@leaf
def flipper_five_nb(s, seat, n, margin, gain):
    """The 5 the flipper plays (an option index), or -1 to play as a climber."""
    side = s[SIDE]
    fives = 0
    for i in range(n):
        if side_after_nb(s, s[OPTIONS + i]) != side:
            fives += 1
    if fives == 0:
        return -1
    want = climber_wants_nb(s, seat, margin)
    trumps_now = trumps_in_hand_nb(s, seat, side)
    trumps_flipped = trumps_in_hand_nb(s, seat, 1 - side)
    five = -1
    for i in range(n):
        card = s[OPTIONS + i]
        if side_after_nb(s, card) != side:
            # the rest of the hand's trumps once this 5 is played, against now
            gained = (trumps_flipped - is_trump_nb(s, card, 1 - side)) - (trumps_now - is_trump_nb(s, card, side))
            if gained >= gain:
                return i
            if five < 0 and wins_with_nb(s, card) == want:
                five = i
    return five


@leaf
def coop_flyer_nb(s):
    """Before the flight: the highest seat, the first in this trick's order on a tie."""
    n_players = s[N_PLAYERS]
    flyer = -1
    for k in range(n_players):
        p = (s[LEADER] + k) % n_players
        if flyer < 0 or s[HEIGHT + p] > s[HEIGHT + flyer]:
            flyer = p
    return flyer


@lean_kernel
def policy_nb(s, rng, seat, n, policy, margin, gain):
    """Index of the option the policy ``policy`` (a *_ID other than SEARCH_ID) picks.

    A kernel, not inlined: the decision point and the search rollouts share one compiled copy,
    and the card choice (``pick_nb``) is written out once for the three heuristics."""
    if policy == RANDOM_ID:
        return random_nb(rng, seat, n)
    if policy == FLIPPER_ID:
        five = flipper_five_nb(s, seat, n, margin, gain)
        if five >= 0:
            return five
    if policy == COOP_ID:
        if s[FLOWN] == 1:  # winners move down now: seats in the air want tricks
            want = s[HEIGHT + seat] > 0
            lightning_ok = False
        else:
            flyer = coop_flyer_nb(s)
            rival = current_winner_nb(s)
            want = seat == flyer and s[LIGHTNING_IN_TRICK] == 0
            lightning_ok = rival >= 0 and rival != flyer
    else:
        want = climber_wants_nb(s, seat, margin)
        lightning_ok = climber_lightning_ok_nb(s, seat)
    return pick_nb(s, n, want, lightning_ok)
