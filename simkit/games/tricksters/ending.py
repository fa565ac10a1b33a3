"""The end of a round and of the game: discards, avatar fates, the pool face down, who won.

First every revealed effect card is discarded (solo mode 1: Easy all effect cards, x3 too;
Normal those whose effect applied, and x3; Hard none). Then the avatars: a Perceiver's is
discarded, a Keeper's goes back to its hand, a Trickster's is shuffled into the pool (and is
not discarded even if it has an effect); an avatar that was not classed (nothing revealed)
goes back to its hand. The revealed cards and those set aside become the face-down pool.

A seat (team play: a team, whose score is the sum of its seats' ledgers) wins at TARGET or more
points on one side at the end of a scoring phase; several at once: the one furthest past it;
still tied: only they play on, until one of them leads. Solo mode 1: the player wins at 7; the
game is lost when the time counters run out. Solo mode 2: the player against the deck.
"""

from simkit.engine.jit import lean_kernel, leaf

from simkit.games.tricksters.layout import (ACTIVE, CARD_EFFECT, CLASS, CLASS_PERCEIVER,
                                            CLASS_TRICKSTER, DECK_LEDGER, EFFECT_NONE, EFFECT_X3, FINISHED,
                                            FIZZLED, LEAD_CHANGES, LEAD_MASK, LEDGER, LEVEL, LEVEL_EASY,
                                            LEVEL_NORMAL, MAX_PLAYERS, MODE, MODE_SOLO1, MODE_SOLO2, MODE_TEAM,
                                            N_PLAYERS, N_TEAMS, PLAYING_ON, TARGET, TEAM, USED, WINNER,
                                            ZONE_ASIDE, ZONE_AVATAR0, ZONE_DISCARD, ZONE_POOL, ZONE_REVEALED)
from simkit.games.tricksters.table import is_action_effect_nb
from simkit.games.tricksters.zones import (CAUSE_EFFECT_DISCARD, CAUSE_FACE_DOWN, CAUSE_KEEPER, CAUSE_PERCEIVER,
                                           CAUSE_TRICKSTER, EV_PLAYING_ON, EV_WINNER, move_nb, record_nb,
                                           zone_card_nb, zone_count_nb, zone_last_nb)

DECK_SEAT = MAX_PLAYERS  # solo mode 2: the deck competes as "seat" 8 in the end check


@leaf
def discarded_nb(s, card):
    """Is this revealed card discarded at the end of the scoring phase?"""
    effect = s[CARD_EFFECT + card]
    if effect == EFFECT_NONE:
        return False
    if s[MODE] != MODE_SOLO1 or s[LEVEL] == LEVEL_EASY:
        return True
    if s[LEVEL] == LEVEL_NORMAL:
        return effect == EFFECT_X3 or s[USED + card] == 1
    return False


@lean_kernel
def end_round_nb(s, tr):
    """Fizzles, discards, avatar fates, and the new face-down pool."""
    i = 0
    while i < zone_count_nb(s, ZONE_REVEALED):
        card = zone_card_nb(s, ZONE_REVEALED, i)
        effect = s[CARD_EFFECT + card]
        if is_action_effect_nb(effect) and s[USED + card] == 0:
            s[FIZZLED + effect - 1] += 1
        if discarded_nb(s, card):
            move_nb(s, tr, card, ZONE_DISCARD, CAUSE_EFFECT_DISCARD)
        else:
            i += 1
    for p in range(s[N_PLAYERS]):
        if zone_count_nb(s, ZONE_AVATAR0 + p) == 0:
            continue
        avatar = zone_last_nb(s, ZONE_AVATAR0 + p)
        cls = s[CLASS + p]
        if cls == CLASS_PERCEIVER:
            move_nb(s, tr, avatar, ZONE_DISCARD, CAUSE_PERCEIVER)
        elif cls == CLASS_TRICKSTER:
            move_nb(s, tr, avatar, ZONE_POOL, CAUSE_TRICKSTER)
        else:
            move_nb(s, tr, avatar, p, CAUSE_KEEPER)
    while zone_count_nb(s, ZONE_REVEALED) > 0:
        move_nb(s, tr, zone_card_nb(s, ZONE_REVEALED, 0), ZONE_POOL, CAUSE_FACE_DOWN)
    while zone_count_nb(s, ZONE_ASIDE) > 0:
        move_nb(s, tr, zone_card_nb(s, ZONE_ASIDE, 0), ZONE_POOL, CAUSE_FACE_DOWN)


@leaf
def competitor_of_nb(s, seat):
    """What a seat's score belongs to: the seat, or its team in team play."""
    return s[TEAM + seat] if s[MODE] == MODE_TEAM else seat


@leaf
def competitor_score_nb(s, k):
    """|points| of competitor k (a seat, a team, or solo mode 2's deck as DECK_SEAT)."""
    if k == DECK_SEAT:
        return abs(s[DECK_LEDGER])
    if s[MODE] != MODE_TEAM:
        return abs(s[LEDGER + k])
    total = 0
    for p in range(s[N_PLAYERS]):
        if s[TEAM + p] == k:
            total += s[LEDGER + p]
    return abs(total)


@leaf
def competitor_seats_nb(s, k):
    """Bit mask of the seats of competitor k (none for the deck)."""
    if k == DECK_SEAT:
        return 0
    if s[MODE] != MODE_TEAM:
        return 1 << k
    mask = 0
    for p in range(s[N_PLAYERS]):
        if s[TEAM + p] == k:
            mask |= 1 << p
    return mask


@leaf
def competitor_count_nb(s):
    if s[MODE] == MODE_TEAM:
        return s[N_TEAMS]
    return s[N_PLAYERS]


@leaf
def is_competing_nb(s, k):
    if k == DECK_SEAT:
        return True
    return (s[ACTIVE] & competitor_seats_nb(s, k)) != 0


@leaf
def win_nb(s, tr, k):
    s[FINISHED] = 1
    mask = competitor_seats_nb(s, k)
    for p in range(s[N_PLAYERS]):
        if (mask >> p) & 1:
            s[WINNER + p] = 1
            record_nb(s, tr, EV_WINNER, p, 0, 0, 0, 0, 0, 0)


@lean_kernel
def note_lead_nb(s):
    """Count a change of the leading seats (those with the most points, when anyone has any)."""
    best = 0
    for k in range(competitor_count_nb(s)):
        best = max(best, competitor_score_nb(s, k))
    if best == 0:
        return
    mask = 0
    for k in range(competitor_count_nb(s)):
        if competitor_score_nb(s, k) == best:
            mask |= competitor_seats_nb(s, k)
    if s[LEAD_MASK] != 0 and mask != s[LEAD_MASK]:
        s[LEAD_CHANGES] += 1
    s[LEAD_MASK] = mask


@lean_kernel
def check_end_nb(s, tr):
    """After a scoring phase: has a seat, a team (or the deck) won? Ties play on."""
    note_lead_nb(s)
    count = competitor_count_nb(s)
    last = count
    if s[MODE] == MODE_SOLO2:
        last = DECK_SEAT + 1
    best = -1
    leaders = 0
    leader = -1
    for k in range(last):
        if k >= count and k != DECK_SEAT:
            continue
        if not is_competing_nb(s, k):
            continue
        score = competitor_score_nb(s, k)
        if s[PLAYING_ON] == 0 and score < s[TARGET]:
            continue
        if score > best:
            best, leaders, leader = score, 1, k
        elif score == best:
            leaders += 1
    if leaders == 0:
        return
    if leaders == 1:
        if leader == DECK_SEAT:
            s[FINISHED] = 1  # the deck won: the player lost
        else:
            win_nb(s, tr, leader)
        return
    s[PLAYING_ON] = 1
    active = 0
    for k in range(last):
        if k >= count and k != DECK_SEAT:
            continue
        if is_competing_nb(s, k) and competitor_score_nb(s, k) == best:
            active |= competitor_seats_nb(s, k)
    if s[MODE] != MODE_SOLO2:
        s[ACTIVE] = active
    record_nb(s, tr, EV_PLAYING_ON, s[ACTIVE], 0, 0, 0, 0, 0, 0)
