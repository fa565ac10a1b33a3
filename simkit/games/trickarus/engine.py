"""The rules of Trickarus as kernels over the state array (docs/trickarus.md).

A game is a resumable loop (simkit/games/trickarus/play.py): ``advance_nb`` deals rounds and
scores tricks until a seat must play (it returns that seat, or -1 at the game's end),
``legal_options_nb`` lists the cards it may play and ``play_card_nb`` plays the chosen one.
The search player's rollouts run the same three steps from a copied state.
"""

import numpy as np

from simkit.games.trickarus.layout import (CAPPED, CARD_COLOUR, CARD_VALUE, DAY, FIRST_TO_SUN, FLIP_VALUE, FLIPS, FLOWN,
                                           GAME_OVER, HAND_COUNT, HAND_SIZE, HEIGHT, LAST_WINNER, LEAD_CARD,
                                           LEAD_CHANGES, LEADER, LEADING_SET, LIGHTNING_CARD, LIGHTNING_FALLS,
                                           LIGHTNING_FIZZLED, LIGHTNING_IN_TRICK, LIGHTNING_RESOLVED, LOC, MAX_CARDS,
                                           MODE, MODE_COOP, N_CARDS, N_PLAYERS, NEED_DEAL, SIDE, NO_COLOUR, OPTIONS,
                                           PLAYS_FIVE, PLAYS_LIGHTNING, REMOVED_CARD, ROUND, ROUND_LIMIT, STRATEGY,
                                           SUCCESS, SUN, SUN_FLIGHTS, TABLE, TABLE_SEAT, TRACK_SPACES, TRICK_NO,
                                           TRICKS_TOTAL, TRICKS_WON, TURN, WHITE, YELLOW, ZONE_DISCARD, ZONE_OUT,
                                           ZONE_SAVED, ZONE_TABLE)
from simkit.games.trickarus.records import (EV_DEAL, EV_DEALT, EV_FLIP, EV_GAME_END, EV_PLAY, EV_ROUND_END, EV_TRICK,
                                            EV_TRICK_END, record_nb)
from simkit.engine.jit import lean_kernel, leaf
from simkit.engine.stack_arrays import stack_empty
from simkit.engine.random_streams import CHANCE, randint_nb

TRUMP_RANK = 200  # rank of a trump card: TRUMP_RANK + value
LEAD_RANK = 100  # rank of a lead-colour card: LEAD_RANK + value; other cards rank -1 (cannot win)


@leaf
def hand_size_nb(n_players):
    """The rulebook's deal: 2 players 10 (20 saved), 3 players 13 (one card out), 4 players 10, 5 players 8."""
    if n_players == 3:
        return 13
    if n_players == 5:
        return 8
    return 10


@lean_kernel
def init_game_nb(s, n_players, mode, round_limit, colours, values, lightning_card, removed_card, words):
    """A fresh game before its first deal. ``colours``/``values`` are (2, n_cards): Day, Night."""
    s[:] = 0
    s[N_PLAYERS] = n_players
    s[MODE] = mode
    s[ROUND_LIMIT] = round_limit
    n_cards = colours.shape[1]
    s[N_CARDS] = n_cards
    s[LIGHTNING_CARD] = lightning_card
    s[REMOVED_CARD] = removed_card
    s[HAND_SIZE] = hand_size_nb(n_players)
    for side in range(2):
        for card in range(n_cards):
            s[CARD_COLOUR + side * MAX_CARDS + card] = colours[side, card]
            s[CARD_VALUE + side * MAX_CARDS + card] = values[side, card]
    for p in range(n_players):
        s[STRATEGY + p] = words[p]
    s[LEAD_CARD] = -1
    s[LAST_WINNER] = -1
    s[NEED_DEAL] = 1


# ---------------------------------------------------------------- cards and tricks

@leaf
def colour_on_nb(s, card, side):
    return s[CARD_COLOUR + side * MAX_CARDS + card]


@leaf
def value_on_nb(s, card, side):
    return s[CARD_VALUE + side * MAX_CARDS + card]


@leaf
def trump_of_nb(side):
    return YELLOW if side == DAY else WHITE


@leaf
def rank_on_nb(s, card, side, lead_colour):
    """How strongly the card stands in a trick on ``side``: trumps above the lead colour, others -1."""
    colour = colour_on_nb(s, card, side)
    if colour == NO_COLOUR:
        return -1
    if colour == trump_of_nb(side):
        return TRUMP_RANK + value_on_nb(s, card, side)
    if colour == lead_colour:
        return LEAD_RANK + value_on_nb(s, card, side)
    return -1


@leaf
def lead_colour_nb(s):
    """The lead colour: the active colour of the lead-setting card (none yet after a led Lightning)."""
    card = s[LEAD_CARD]
    return NO_COLOUR if card < 0 else colour_on_nb(s, card, s[SIDE])


@leaf
def trick_winner_index_nb(s):
    """Index in TABLE of the card winning the trick so far (the earlier of equal ranks), -1 if none."""
    side = s[SIDE]
    lead = lead_colour_nb(s)
    best = -1
    best_rank = -1
    for i in range(s[TURN]):
        rank = rank_on_nb(s, s[TABLE + i], side, lead)
        if rank > best_rank:
            best_rank = rank
            best = i
    return best


@leaf
def seat_to_play_nb(s):
    return (s[LEADER] + s[TURN]) % s[N_PLAYERS]


@lean_kernel
def legal_options_nb(s, seat):
    """Write the cards ``seat`` may play to OPTIONS; returns how many.

    The Leader plays any card. A follower must play the lead colour of the active side if it
    holds one (the Lightning card is then not allowed); otherwise any card. After a led
    Lightning card the next player sets the lead colour with any card.
    """
    lead = lead_colour_nb(s) if s[TURN] > 0 else NO_COLOUR
    side = s[SIDE]
    n = 0
    if lead != NO_COLOUR:
        for card in range(s[N_CARDS]):
            if s[LOC + card] == seat and colour_on_nb(s, card, side) == lead:
                s[OPTIONS + n] = card
                n += 1
    if n == 0:
        for card in range(s[N_CARDS]):
            if s[LOC + card] == seat:
                s[OPTIONS + n] = card
                n += 1
    return n


@lean_kernel
def play_card_nb(s, tr, seat, card):
    """``seat`` plays ``card`` into the trick; a card played as a 5 flips Day/Night at once."""
    side = s[SIDE]
    record_nb(s, tr, EV_PLAY, seat, card, side, 0, 0, 0, 0)
    s[LOC + card] = ZONE_TABLE
    s[HAND_COUNT + seat] -= 1
    s[TABLE + s[TURN]] = card
    s[TABLE_SEAT + s[TURN]] = seat
    s[TURN] += 1
    if card == s[LIGHTNING_CARD]:
        s[LIGHTNING_IN_TRICK] = 1
        s[PLAYS_LIGHTNING + seat] += 1
        return
    if s[LEAD_CARD] < 0:
        s[LEAD_CARD] = card
    if value_on_nb(s, card, side) == FLIP_VALUE:
        s[SIDE] = 1 - side  # hands and the table turn together: the active side is global
        s[FLIPS] += 1
        s[PLAYS_FIVE + seat] += 1
        record_nb(s, tr, EV_FLIP, 1 - side, 0, 0, 0, 0, 0, 0)


# ---------------------------------------------------------------- the scoring track

@leaf
def occupied_nb(s, height, seat):
    """Is the space (above the ground) held by a piece other than ``seat``'s?"""
    for p in range(s[N_PLAYERS]):
        if p != seat and s[HEIGHT + p] == height:
            return True
    return False


@leaf
def up_target_nb(s, seat):
    """The next open space above the seat, swooping over occupied ones; SUN if none is open."""
    h = s[HEIGHT + seat] + 1
    while h <= TRACK_SPACES and occupied_nb(s, h, seat):
        h += 1
    return h


@leaf
def down_target_nb(s, seat):
    """The next open space below the seat, never below the ground (which holds any number)."""
    h = s[HEIGHT + seat] - 1
    while h >= 1 and occupied_nb(s, h, seat):
        h -= 1
    return h if h > 0 else 0


@leaf
def fall_target_nb(s, seat):
    """Where a piece that flew into the sun falls: below the lowest other piece, or the ground."""
    lowest = SUN
    for p in range(s[N_PLAYERS]):
        if p != seat and s[HEIGHT + p] < lowest:
            lowest = s[HEIGHT + p]
    return lowest - 1 if lowest > 0 else 0


@leaf
def highest_mask_nb(s):
    """Bit mask of the seats highest on the track."""
    top = -1
    for p in range(s[N_PLAYERS]):
        top = max(top, s[HEIGHT + p])
    mask = 0
    for p in range(s[N_PLAYERS]):
        if s[HEIGHT + p] == top:
            mask |= 1 << p
    return mask


@leaf
def winner_mask_nb(s):
    """Competitive: the highest seats (shared on a tie). Co-operative: everyone on success, else nobody."""
    if s[MODE] == MODE_COOP:
        return (1 << s[N_PLAYERS]) - 1 if s[SUCCESS] else 0
    return highest_mask_nb(s)


@leaf
def all_grounded_nb(s):
    for p in range(s[N_PLAYERS]):
        if s[HEIGHT + p] != 0:
            return False
    return True


# ---------------------------------------------------------------- game flow

@lean_kernel
def deal_nb(s, rng, tr):
    """Deal the next round. 2 players: odd rounds shuffle all 40 cards and save 20, even rounds
    deal the saved 20. 3 players: the removed card stays out. The round starts by Day."""
    n = s[N_PLAYERS]
    s[ROUND] += 1
    rnd = s[ROUND]
    leader = 0 if rnd == 1 else s[LAST_WINNER]
    order = stack_empty(MAX_CARDS, np.int32)
    m = 0
    for card in range(s[N_CARDS]):
        if n == 2 and rnd % 2 == 0:
            if s[LOC + card] == ZONE_SAVED:
                order[m] = card
                m += 1
        elif n == 3 and card == s[REMOVED_CARD]:
            s[LOC + card] = ZONE_OUT
        else:
            order[m] = card
            m += 1
    for i in range(m - 1, 0, -1):  # Fisher-Yates on the chance stream
        j = randint_nb(rng, CHANCE, i + 1)
        card = order[i]
        order[i] = order[j]
        order[j] = card
    record_nb(s, tr, EV_DEAL, rnd, leader, 0, 0, 0, 0, 0)
    if n == 3:
        record_nb(s, tr, EV_DEALT, s[REMOVED_CARD], ZONE_OUT, 0, 0, 0, 0, 0)
    size = s[HAND_SIZE]
    for i in range(m):
        zone = i // size if i < n * size else ZONE_SAVED
        s[LOC + order[i]] = zone
        record_nb(s, tr, EV_DEALT, order[i], zone, 0, 0, 0, 0, 0)
    for p in range(n):
        s[HAND_COUNT + p] = size
    s[SIDE] = DAY
    s[LEADER] = leader
    s[TURN] = 0
    s[TRICK_NO] = 1
    s[LEAD_CARD] = -1
    s[LIGHTNING_IN_TRICK] = 0
    s[NEED_DEAL] = 0


@lean_kernel
def end_game_nb(s, tr):
    s[GAME_OVER] = 1
    record_nb(s, tr, EV_GAME_END, winner_mask_nb(s), s[CAPPED], s[SUCCESS], 0, 0, 0, 0)


@lean_kernel
def resolve_trick_nb(s, tr):
    """Score the full trick: the winner moves on the track; the cards go to the discard."""
    winner = s[TABLE_SEAT + trick_winner_index_nb(s)]
    before = s[HEIGHT + winner]
    flew = 0
    down = s[LIGHTNING_IN_TRICK] == 1 or (s[MODE] == MODE_COOP and s[FLOWN] == 1)
    s[TRICKS_WON + winner] += 1
    if s[LIGHTNING_IN_TRICK] == 1:
        s[LIGHTNING_FALLS + winner] += 1
        if before > 0:
            s[LIGHTNING_RESOLVED] += 1
        else:
            s[LIGHTNING_FIZZLED] += 1
    if down:
        s[HEIGHT + winner] = down_target_nb(s, winner)
    else:
        target = up_target_nb(s, winner)
        if target == SUN:
            flew = 1
            s[SUN_FLIGHTS + winner] += 1
            if s[FLOWN] == 0:
                s[FIRST_TO_SUN + winner] = 1
            s[FLOWN] = 1
            target = fall_target_nb(s, winner)
        s[HEIGHT + winner] = target
    record_nb(s, tr, EV_TRICK_END, winner, before, s[HEIGHT + winner], flew, s[LIGHTNING_IN_TRICK],
              1 if down else 0, 0)
    for i in range(s[TURN]):
        s[LOC + s[TABLE + i]] = ZONE_DISCARD
    s[TURN] = 0
    s[LEAD_CARD] = -1
    s[LIGHTNING_IN_TRICK] = 0
    s[LEADER] = winner
    s[LAST_WINNER] = winner
    s[TRICK_NO] += 1
    s[TRICKS_TOTAL] += 1
    if s[MODE] == MODE_COOP and s[FLOWN] == 1 and all_grounded_nb(s):
        s[SUCCESS] = 1  # everyone landed: nobody can rise again, so the team has won
        end_game_nb(s, tr)


@lean_kernel
def end_round_nb(s, tr):
    """All cards played: the game ends after a flight (competitive), at the round limit
    (co-operative), or at the safety cap; otherwise the next round is dealt."""
    record_nb(s, tr, EV_ROUND_END, s[ROUND], s[HEIGHT], s[HEIGHT + 1], s[HEIGHT + 2], s[HEIGHT + 3],
              s[HEIGHT + 4], 0)
    mask = highest_mask_nb(s)
    if s[ROUND] > 1 and mask != s[LEADING_SET]:
        s[LEAD_CHANGES] += 1
    s[LEADING_SET] = mask
    if s[MODE] == MODE_COOP:
        if s[ROUND] >= s[ROUND_LIMIT]:
            end_game_nb(s, tr)
            return
    elif s[FLOWN] == 1:
        end_game_nb(s, tr)
        return
    elif s[ROUND] >= s[ROUND_LIMIT]:
        s[CAPPED] = 1
        end_game_nb(s, tr)
        return
    s[NEED_DEAL] = 1


@leaf
def hands_empty_nb(s):
    for p in range(s[N_PLAYERS]):
        if s[HAND_COUNT + p] > 0:
            return False
    return True


@lean_kernel
def advance_nb(s, rng, tr):
    """Deal, score full tricks and end rounds until a seat must play; that seat, or -1 at the end."""
    while True:
        if s[GAME_OVER] == 1:
            return -1
        if s[NEED_DEAL] == 1:
            deal_nb(s, rng, tr)
            continue
        if s[TURN] == s[N_PLAYERS]:
            resolve_trick_nb(s, tr)
            if s[GAME_OVER] == 0 and hands_empty_nb(s):
                end_round_nb(s, tr)
            continue
        if s[TURN] == 0:
            record_nb(s, tr, EV_TRICK, s[ROUND], s[TRICK_NO], s[LEADER], 0, 0, 0, 0)
        return seat_to_play_nb(s)
