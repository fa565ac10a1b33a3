"""A new game's state: the cards of the composition (twice with 5-8 players), the deal.

Standard, team play and solo mode 2: every card shuffled into one deck; 7 cards to each seat
(seat 0 first); standard and team play then turn the top two up as Cubs. Solo mode 1: the cards
without an acting effect (x3 included) form the deck, the Eye, Swap Arrows and Skull cards the
second pile; 7 cards from the deck, three Cubs from the second pile, 7 time counters.
"""

from simkit.engine.jit import lean_kernel

from simkit.games.tricksters.layout import (ACTIVE, CARD_COLOUR, CARD_EFFECT, CARD_SIDE, CUB_SLOTS, HAND_SIZE,
                                            LOC, MAX_CARDS, MODE, MODE_SOLO1, MODE_TEAM, N_CARDS, N_PLAYERS,
                                            N_TEAMS, N_ZONES, PHASE, PHASE_PLAYING, RULE_FIELDS, STRATEGY, TEAM,
                                            TRACING, ZONE_CUBS, ZONE_DECK, ZONE_DECK2)
from simkit.games.tricksters.rounds import start_round_nb
from simkit.games.tricksters.table import is_action_effect_nb, shuffle_zone_nb
from simkit.games.tricksters.zones import (EV_DEAL, EV_PLACED, record_nb, zone_append_nb, zone_card_nb,
                                           zone_count_nb, zone_last_nb, zone_remove_nb)


@lean_kernel
def deal_top_nb(s, deck_zone, to_zone, count):
    for _ in range(count):
        if zone_count_nb(s, deck_zone) == 0:
            return
        card = zone_last_nb(s, deck_zone)
        zone_remove_nb(s, card)
        zone_append_nb(s, to_zone, card)


@lean_kernel
def init_game_nb(s, rng, tr, n_players, rules, colours, sides, effects, copies, strategies, tracing):
    """Set up game state ``s`` (rng already seeded for this game)."""
    s[:] = 0
    s[N_PLAYERS] = n_players
    for i in range(len(RULE_FIELDS)):
        s[RULE_FIELDS[i]] = rules[i]
    n_type = colours.shape[0]
    n_cards = n_type * copies
    s[N_CARDS] = n_cards
    for card in range(MAX_CARDS):
        s[LOC + card] = -1
    for card in range(n_cards):
        s[CARD_COLOUR + card] = colours[card % n_type]
        s[CARD_SIDE + card] = sides[card % n_type]
        s[CARD_EFFECT + card] = effects[card % n_type]
    for p in range(n_players):
        s[STRATEGY + p] = strategies[p]
        s[TEAM + p] = p % s[N_TEAMS] if s[MODE] == MODE_TEAM else p
    s[ACTIVE] = (1 << n_players) - 1
    solo1 = s[MODE] == MODE_SOLO1
    for card in range(n_cards):
        second = solo1 and is_action_effect_nb(s[CARD_EFFECT + card])
        zone_append_nb(s, ZONE_DECK2 if second else ZONE_DECK, card)
    shuffle_zone_nb(s, rng, tr, ZONE_DECK)
    if solo1:
        shuffle_zone_nb(s, rng, tr, ZONE_DECK2)
    for p in range(n_players):
        deal_top_nb(s, ZONE_DECK, p, HAND_SIZE)
    deal_top_nb(s, ZONE_DECK2 if solo1 else ZONE_DECK, ZONE_CUBS, s[CUB_SLOTS])
    s[TRACING] = tracing
    if tracing:
        record_nb(s, tr, EV_DEAL, 0, 0, 0, 0, 0, 0, 0)
        for zone in range(N_ZONES):
            for i in range(zone_count_nb(s, zone)):
                record_nb(s, tr, EV_PLACED, zone_card_nb(s, zone, i), zone, i, 0, 0, 0, 0)
    s[PHASE] = PHASE_PLAYING
    start_round_nb(s, tr, 1, 0)

