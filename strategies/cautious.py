"""``cautious``: a simple hand-management heuristic (weights in strategies.registry).

It reads only what its seat may know: its own hand, the public zones
(tableaux, pot, trash, Timeline), counts, the public scores and the options.
- Leading or following: play the most redundant card (whose suit and hero the
  hand holds most often), keeping a varied hand that can follow later.
- As Trickster: set the pattern that the fewest unseen cards can follow.
- Effects: give trouble to (and take from) the opponent with the lowest total;
  move out of the own tableau the cards of suits it is not winning.
"""

from numba import njit

from simkit.catalog import Z_HAND, Z_TABLEAU
from simkit.layout import (CARD_SLOT, CARD_SUIT, CTX_KIND, CTX_ROLE, CTX_ZONE, DECIDE_GIVE,
                           DECIDE_KEEP, DECIDE_PLAY, DECIDE_PLAYER, DECIDE_SETUP, DECIDE_CARD,
                           LOC, N_CARDS, N_OPTIONS, N_PLAYERS, N_SUITS, OPTIONS, ROLE_DESTINATION,
                           ROLE_REST, TOTAL, ZONE_POT, ZONE_TABLEAU0, ZONE_TIMELINE, ZONE_TRASH)
from simkit.rng import random_unit_nb
from simkit.zones import zone_card_nb, zone_count_nb

W_REDUNDANCY = 0
W_FOLLOWERS = 1
W_DUMP_ON_LEADER = 2
W_MAJORITY_KEEP = 3


@njit(cache=True)
def hand_redundancy_nb(s, seat, card):
    """How many other cards of the hand share the card's suit or hero."""
    same = 0
    for i in range(zone_count_nb(s, seat)):
        other = zone_card_nb(s, seat, i)
        if other != card:
            if s[CARD_SUIT + other] == s[CARD_SUIT + card]:
                same += 1
            if s[CARD_SLOT + other] == s[CARD_SLOT + card]:
                same += 1
    return same


@njit(cache=True)
def can_follow_nb(s, card, pattern_suit, pattern_slot, no_match, other_suit, other_slot):
    """Would ``card`` follow: same suit, same hero, or (no_match) share neither with the two cards."""
    suit = s[CARD_SUIT + card]
    slot = s[CARD_SLOT + card]
    if no_match:
        return suit != pattern_suit and suit != other_suit and slot != pattern_slot and slot != other_slot
    if pattern_suit >= 0:
        return suit == pattern_suit
    return slot == pattern_slot


@njit(cache=True)
def followers_left_nb(s, seat, card):
    """Unseen cards that could follow the pattern ``card`` would set as the pot's second card.

    Unseen = neither in this seat's hand nor in a public zone (tableaux, pot,
    trash, Timeline): the cards other hands and the deck may hold.
    """
    lead = zone_card_nb(s, ZONE_POT, 0)
    n_suits = s[N_SUITS]
    heroes = s[N_CARDS] // n_suits
    lead_suit = s[CARD_SUIT + lead]
    lead_slot = s[CARD_SLOT + lead]
    suit = s[CARD_SUIT + card]
    slot = s[CARD_SLOT + card]
    no_match = False
    if lead_suit == suit:
        total = heroes
        pattern_suit, pattern_slot = lead_suit, -1
    elif lead_slot == slot:
        total = n_suits
        pattern_suit, pattern_slot = -1, lead_slot
    else:
        total = (n_suits - 2) * (heroes - 2)
        pattern_suit, pattern_slot, no_match = lead_suit, lead_slot, True
    seen = 0
    n = s[N_PLAYERS]
    for zi in range(n + 4):
        if zi < n:
            zone = ZONE_TABLEAU0 + zi
        elif zi == n:
            zone = seat
        elif zi == n + 1:
            zone = ZONE_POT
        elif zi == n + 2:
            zone = ZONE_TRASH
        else:
            zone = ZONE_TIMELINE
        for i in range(zone_count_nb(s, zone)):
            if can_follow_nb(s, zone_card_nb(s, zone, i), pattern_suit, pattern_slot, no_match, suit, slot):
                seen += 1
    return total - seen


@njit(cache=True)
def suit_lead_nb(s, seat, suit):
    """Own tableau cards of the suit minus the most any opponent has (> 0: winning it)."""
    n = s[N_PLAYERS]
    mine = 0
    best_other = 0
    for p in range(n):
        zone = ZONE_TABLEAU0 + p
        c = 0
        for i in range(zone_count_nb(s, zone)):
            if s[CARD_SUIT + zone_card_nb(s, zone, i)] == suit:
                c += 1
        if p == seat:
            mine = c
        elif c > best_other:
            best_other = c
    return mine - best_other


@njit(cache=True)
def leading_opponent_score_nb(s, seat, p):
    """Higher for the opponent doing best (lowest total, then smallest tableau)."""
    return -s[TOTAL + p] * 100 - zone_count_nb(s, ZONE_TABLEAU0 + p)


@njit(cache=True)
def option_score_nb(s, w, seat, option):
    kind = s[CTX_KIND]
    if kind == DECIDE_PLAY:
        if zone_count_nb(s, ZONE_POT) == 1:  # this card sets the pattern
            return -w[seat, W_FOLLOWERS] * followers_left_nb(s, seat, option)
        return w[seat, W_REDUNDANCY] * hand_redundancy_nb(s, seat, option)
    if kind == DECIDE_SETUP:
        return w[seat, W_MAJORITY_KEEP] * hand_redundancy_nb(s, seat, option)
    if kind == DECIDE_GIVE:
        return w[seat, W_REDUNDANCY] * hand_redundancy_nb(s, seat, option)
    if kind == DECIDE_KEEP:
        return -w[seat, W_REDUNDANCY] * hand_redundancy_nb(s, seat, option)
    if kind == DECIDE_PLAYER:
        role = s[CTX_ROLE]
        zone = s[CTX_ZONE]
        if (role == ROLE_DESTINATION or role == ROLE_REST) and zone == Z_TABLEAU:
            if option == seat:
                return -1e9
            return w[seat, W_DUMP_ON_LEADER] * leading_opponent_score_nb(s, seat, option)
        if (role == ROLE_DESTINATION or role == ROLE_REST) and zone == Z_HAND:
            return 1e9 if option == seat else 0.0
        return w[seat, W_DUMP_ON_LEADER] * leading_opponent_score_nb(s, seat, option)
    if kind == DECIDE_CARD:
        loc = s[LOC + option]
        if loc == ZONE_TABLEAU0 + seat:  # leaving the own tableau: prefer suits not being won
            return -w[seat, W_MAJORITY_KEEP] * suit_lead_nb(s, seat, s[CARD_SUIT + option])
        if loc >= ZONE_TABLEAU0 and loc < ZONE_POT:  # taken from an opponent's tableau
            return w[seat, W_DUMP_ON_LEADER] * leading_opponent_score_nb(s, seat, loc - ZONE_TABLEAU0)
        if loc == seat:  # leaving the own hand
            return w[seat, W_REDUNDANCY] * hand_redundancy_nb(s, seat, option)
    return 0.0


@njit(cache=True)
def cautious_decide_nb(s, rng, w, seat):
    """The best-scoring option; ties broken at random from the seat's own stream."""
    best = 0
    best_score = -1e18
    ties = 0
    for i in range(s[N_OPTIONS]):
        score = option_score_nb(s, w, seat, s[OPTIONS + i])
        if score > best_score:
            best, best_score, ties = i, score, 1
        elif score == best_score:
            ties += 1
            if random_unit_nb(rng, 1 + seat) * ties < 1.0:
                best = i
    return best
