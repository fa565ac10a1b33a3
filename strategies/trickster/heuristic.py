"""The heuristic family: every option scored by weighted move features.

``score(option) = sum_f w[f] * feature_f(option)`` with the features of
strategies.trickster.registry.FEATURES (weight-row order); the personalities (cautious,
dumper, collector, hunter) are weight presets, so new weights need no
recompilation. Features by decision:
- play / give: ``variety`` (the card's hand redundancy: other hand cards of its
  suit plus of its hero), ``block`` (as Trickster setting the pattern: minus the
  unseen cards that could follow), ``dump`` (play only: how far the hero's effect
  pushes cards out of the own tableau: catalog.effect_push_twice);
- setup (the card put in the own tableau): ``majority`` times the card's redundancy;
- effect player choices: ``hunt`` (the targeted opponent's lead: lowest total,
  then fewest tableau cards); never the own tableau as a destination, the own hand
  when taking;
- effect card choices: ``majority`` (leaving the own tableau: suits not being
  won), ``hunt`` (taken from an opponent: the leader's), ``variety`` (leaving the
  own hand: redundant ones);
- keep (Explorer, Smuggler): minus ``variety`` (the card adding most variety);
  copy: ``dump`` of the copied effect.
It reads only what its seat may know (simkit.games.trickster.knowledge). Counts are taken once per
decision into the strategy scratch and every option is scored from them.
Ties go to a random option from the seat's own stream.
"""

from simkit.games.trickster.catalog import F_PUSH, Z_HAND, Z_TABLEAU
from simkit.engine.jit import leaf
from simkit.games.trickster.knowledge import sees_nb
from simkit.games.trickster.layout import (CARD_SLOT, CARD_SUIT, CTX_KIND, CTX_ROLE, CTX_ZONE, DECIDE_CARD, DECIDE_COPY,
                           DECIDE_KEEP, DECIDE_PLAY, DECIDE_PLAYER, DECIDE_SETUP, LOC, MAX_STEPS, MAX_SUITS,
                           N_CARDS, N_FIELDS, N_OPTIONS, N_PLAYERS, N_SUITS, OPTIONS, ROLE_DESTINATION,
                           ROLE_REST, SLOT_STEPS, STRATEGY_SCRATCH, TOTAL, ZONE_POT, ZONE_TABLEAU0,
                           ZONE_TIMELINE, ZONE_TRASH)
from simkit.games.trickster.rng import random_unit_nb
from simkit.games.trickster.zones import zone_card_nb, zone_count_nb

W_VARIETY = 0
W_BLOCK = 1
W_DUMP = 2
W_HUNT = 3
W_MAJORITY = 4

# the scratch rows this strategy keeps in s[STRATEGY_SCRATCH:]
HAND_SUIT = STRATEGY_SCRATCH  # own hand cards per suit
HAND_SLOT = HAND_SUIT + MAX_SUITS  # own hand cards per hero slot
SEEN_SUIT = HAND_SLOT + MAX_SUITS  # visible cards per suit (own hand and public zones)
SEEN_SLOT = SEEN_SUIT + MAX_SUITS  # visible cards per hero slot
SUIT_LEAD = SEEN_SLOT + MAX_SUITS  # own tableau cards per suit minus the most any opponent has
OTHER_MAX = SUIT_LEAD + MAX_SUITS  # the most cards of each suit in one opponent's tableau
TABLEAU_SUIT = OTHER_MAX + MAX_SUITS  # cards per suit of the tableau being counted


@leaf
def tally_zone_nb(s, zone, suit_row, slot_row):
    """Add the zone's cards to the per-suit and per-hero rows of the scratch."""
    for i in range(zone_count_nb(s, zone)):
        card = zone_card_nb(s, zone, i)
        s[suit_row + s[CARD_SUIT + card]] += 1
        s[slot_row + s[CARD_SLOT + card]] += 1


@leaf
def count_hand_nb(s, seat):
    for i in range(MAX_SUITS):
        s[HAND_SUIT + i] = 0
        s[HAND_SLOT + i] = 0
    tally_zone_nb(s, seat, HAND_SUIT, HAND_SLOT)


@leaf
def count_seen_nb(s, seat):
    """Visible cards per suit and hero: own hand, tableaux, pot, trash, Timeline (after count_hand_nb)."""
    for i in range(MAX_SUITS):
        s[SEEN_SUIT + i] = s[HAND_SUIT + i]
        s[SEEN_SLOT + i] = s[HAND_SLOT + i]
    for p in range(s[N_PLAYERS]):
        tally_zone_nb(s, ZONE_TABLEAU0 + p, SEEN_SUIT, SEEN_SLOT)
    for zone in (ZONE_POT, ZONE_TRASH, ZONE_TIMELINE):
        tally_zone_nb(s, zone, SEEN_SUIT, SEEN_SLOT)


@leaf
def redundancy_nb(s, card):
    """Other own hand cards sharing the card's suit, plus those sharing its hero."""
    return s[HAND_SUIT + s[CARD_SUIT + card]] + s[HAND_SLOT + s[CARD_SLOT + card]] - 2


@leaf
def unseen_count_nb(s):
    """Cards the seat does not see (after count_seen_nb)."""
    unseen = s[N_CARDS]
    for i in range(s[N_SUITS]):
        unseen -= s[SEEN_SUIT + i]
    return unseen


@leaf
def followers_left_nb(s, seat, card, unseen):
    """Unseen cards that could follow the pattern ``card`` would set as the pot's second card
    (``unseen``: unseen_count_nb, the same for every option)."""
    n_suits = s[N_SUITS]
    heroes = s[N_CARDS] // n_suits
    lead = zone_card_nb(s, ZONE_POT, 0)
    lead_suit = s[CARD_SUIT + lead]
    lead_slot = s[CARD_SLOT + lead]
    suit = s[CARD_SUIT + card]
    slot = s[CARD_SLOT + card]
    if lead_suit == suit:
        return heroes - s[SEEN_SUIT + suit]
    if lead_slot == slot:
        return n_suits - s[SEEN_SLOT + slot]
    # no match: unseen cards of neither suit and neither hero, by inclusion-exclusion
    blocked = (2 * heroes - s[SEEN_SUIT + lead_suit] - s[SEEN_SUIT + suit]
               + 2 * n_suits - s[SEEN_SLOT + lead_slot] - s[SEEN_SLOT + slot])
    for crossing in (lead_slot * n_suits + suit, slot * n_suits + lead_suit):
        if not sees_nb(s, seat, crossing):
            blocked -= 1  # counted once as of a suit and once as of a hero
    return unseen - blocked


@leaf
def count_suit_leads_nb(s, seat):
    """SUIT_LEAD[suit]: own tableau cards of the suit minus the most any opponent has (> 0: winning it)."""
    for suit in range(MAX_SUITS):
        s[SUIT_LEAD + suit] = 0
        s[OTHER_MAX + suit] = 0
    for p in range(s[N_PLAYERS]):
        zone = ZONE_TABLEAU0 + p
        for suit in range(MAX_SUITS):
            s[TABLEAU_SUIT + suit] = 0
        for i in range(zone_count_nb(s, zone)):
            s[TABLEAU_SUIT + s[CARD_SUIT + zone_card_nb(s, zone, i)]] += 1
        for suit in range(MAX_SUITS):
            if p == seat:
                s[SUIT_LEAD + suit] = s[TABLEAU_SUIT + suit]
            elif s[TABLEAU_SUIT + suit] > s[OTHER_MAX + suit]:
                s[OTHER_MAX + suit] = s[TABLEAU_SUIT + suit]
    for suit in range(MAX_SUITS):
        s[SUIT_LEAD + suit] -= s[OTHER_MAX + suit]


@leaf
def leading_opponent_score_nb(s, p):
    """Higher for the opponent doing best (lowest total, then smallest tableau)."""
    return -s[TOTAL + p] * 100 - zone_count_nb(s, ZONE_TABLEAU0 + p)


@leaf
def player_score_nb(s, seat, option, giving_zone, w_leader):
    """A player choice: give trouble to the leading opponent, keep cards for oneself."""
    if giving_zone == Z_TABLEAU:
        return -1e9 if option == seat else w_leader * leading_opponent_score_nb(s, option)
    if giving_zone == Z_HAND:
        return 1e9 if option == seat else 0.0
    return w_leader * leading_opponent_score_nb(s, option)


@leaf
def card_score_nb(s, seat, option, w_keep, w_leader, w_redundancy):
    """A card an effect may take (own hand or a public zone, so its place is known)."""
    loc = s[LOC + option]
    if loc == ZONE_TABLEAU0 + seat:  # leaving the own tableau: prefer suits not being won
        return -w_keep * s[SUIT_LEAD + s[CARD_SUIT + option]]
    if loc >= ZONE_TABLEAU0 and loc < ZONE_POT:  # taken from an opponent's tableau
        return w_leader * leading_opponent_score_nb(s, loc - ZONE_TABLEAU0)
    if loc == seat:  # leaving the own hand
        return w_redundancy * redundancy_nb(s, option)
    return 0.0


@leaf
def count_for_cards_nb(s, seat):
    """What card_score_nb reads for this decision's options, and only that: the own hand when an
    option is in it, the suit leads when one is in the own tableau."""
    in_hand = False
    in_tableau = False
    for i in range(s[N_OPTIONS]):
        loc = s[LOC + s[OPTIONS + i]]
        in_hand |= loc == seat
        in_tableau |= loc == ZONE_TABLEAU0 + seat
    if in_hand:
        count_hand_nb(s, seat)
    if in_tableau:
        count_suit_leads_nb(s, seat)


@leaf
def effect_push_nb(s, card):
    """How far the card's hero effect pushes trouble away (derived by the catalogue)."""
    return 0.5 * s[SLOT_STEPS + s[CARD_SLOT + card] * MAX_STEPS * N_FIELDS + F_PUSH]


@leaf
def heuristic_decide_nb(s, rng, w, seat):
    """The best-scoring option; ties broken at random from the seat's own stream."""
    kind = s[CTX_KIND]
    w_variety = w[seat, W_VARIETY]
    w_block = w[seat, W_BLOCK]
    w_dump = w[seat, W_DUMP]
    w_hunt = w[seat, W_HUNT]
    w_majority = w[seat, W_MAJORITY]
    setting_pattern = kind == DECIDE_PLAY and zone_count_nb(s, ZONE_POT) == 1 and w_block != 0.0
    if kind != DECIDE_PLAYER and kind != DECIDE_CARD:  # card choices count what they need (count_for_cards_nb)
        count_hand_nb(s, seat)
    unseen = 0
    if setting_pattern:
        count_seen_nb(s, seat)
        unseen = unseen_count_nb(s)
    if kind == DECIDE_CARD:
        count_for_cards_nb(s, seat)
    # the weight of the hand-redundancy score for this kind of choice
    if kind == DECIDE_SETUP:
        w_hand = w_majority
    elif kind == DECIDE_KEEP:
        w_hand = -w_variety
    else:
        w_hand = w_variety
    giving = s[CTX_ROLE] == ROLE_DESTINATION or s[CTX_ROLE] == ROLE_REST
    giving_zone = s[CTX_ZONE] if giving else -1
    best = 0
    best_score = -1e18
    ties = 0
    for i in range(s[N_OPTIONS]):
        option = s[OPTIONS + i]
        if kind == DECIDE_PLAYER:
            score = player_score_nb(s, seat, option, giving_zone, w_hunt)
        elif kind == DECIDE_CARD:
            score = card_score_nb(s, seat, option, w_majority, w_hunt, w_variety)
        elif kind == DECIDE_COPY:
            score = w_dump * effect_push_nb(s, option)
        else:  # play, setup, give, keep: by the hand's redundancy
            score = w_hand * redundancy_nb(s, option)
            if kind == DECIDE_PLAY:
                if setting_pattern:
                    score -= w_block * followers_left_nb(s, seat, option, unseen)
                if w_dump != 0.0:
                    score += w_dump * effect_push_nb(s, option)
        if score > best_score:
            best, best_score, ties = i, score, 1
        elif score == best_score:
            ties += 1
            if random_unit_nb(rng, 1 + seat) * ties < 1.0:
                best = i
    return best
