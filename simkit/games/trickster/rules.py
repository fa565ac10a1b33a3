"""One game of a Trickster ruleset: setup, tricks, Outs and refills, round end, scoring.

The ruleset's parameters are in the state (``RULE_FIELDS`` of simkit.games.trickster.layout,
from simkit.games.trickster.rulesets): Champions of Time and Fantasy run on these kernels.

Kernels take ``(s, rng, tr, w)``: the state (simkit.games.trickster.layout), the
random streams (simkit.games.trickster.rng), the trace buffer (simkit.games.trickster.tracebuf), the seats'
strategy weights and the strategy dispatcher (simkit.games.trickster.decision).
"""

from simkit.engine.jit import lean_kernel, leaf
from simkit.games.trickster.knowledge import forget_all_nb

from simkit.games.trickster.decision import ask_nb
from simkit.games.trickster.effects import move_nb, resolve_effect_nb
from simkit.games.trickster.layout import (BUSTS, CAPPED, CARD_SLOT, CARD_SUIT, DECIDE_PLAY, DECIDE_SETUP, DECK_HEROES,
                           HAND_SIZE, LAST_BUSTER, LEADER, LOC, LOCKED_CARD, MAJORITY_SUITS, MAX_CARDS,
                           MAX_PLAYERS, MAX_STEPS, MAX_SUITS, MAX_TRICKS_PER_ROUND, NEXT_TRICKSTER, N_CARDS,
                           N_FIELDS, N_PLAYERS, N_ROUNDS, N_SUITS, N_ZONES, OPTIONS, OUTS, OUTS_TO_END,
                           PATTERN, PATTERN_NONE, PLAYS, POS, POT_HEROES, POT_SUITS, REFILL_TO, ROUND,
                           ROUND_SCORE, RULE_FIELDS, SETUP_PICK, SIDEWAYS, SLOT_HERO, SLOT_STEPS, STRATEGY,
                           SUIT_COUNT, TIEBREAK_CARDS, TIMELINE_SIZE, TOTAL, TRACING, TRASH_SIZE, TRICKS,
                           TRICKSTER, TRICK_FIRST, TRICK_NO, TRICK_TURNS, TURN, WINNER, ZONE_CARDS,
                           ZONE_COUNT, ZONE_DECK, ZONE_POT, ZONE_TABLEAU0, ZONE_TIMELINE, ZONE_TRASH)
from simkit.games.trickster.pot import pot_accepts_nb, pot_entered_nb
from simkit.games.trickster.rng import CHANCE, randint_nb
from simkit.games.trickster.tracebuf import (BUST_ALL_PLAYED, BUST_EMPTY_HAND, BUST_NO_LEGAL_CARD, CAUSE_BUST,
                             CAUSE_LEAD, CAUSE_PLAY, CAUSE_REFILL, CAUSE_ROUND_END, CAUSE_SETUP, EV_BUST, EV_DEAL,
                             EV_DEALT, EV_GAME_END, EV_ROUND_END, EV_SEAT_SCORE, EV_SEAT_TOTAL,
                             EV_TRICK, record_nb)
from simkit.games.trickster.zones import zone_append_nb, zone_card_nb, zone_count_nb, zone_last_nb

# ---- setup -------------------------------------------------------------------

@lean_kernel
def init_game_nb(s, n_players, slot_heroes, hero_steps, strategies, rules):
    """Clear the state for a new game of ``n_players`` with the deck's heroes under ``rules``."""
    s[:] = 0
    s[N_PLAYERS] = n_players
    for i in range(len(RULE_FIELDS)):
        s[RULE_FIELDS[i]] = rules[i]
    n_suits = s[N_SUITS]
    s[N_CARDS] = slot_heroes.shape[0] * n_suits
    s[LOCKED_CARD] = -1
    for slot in range(slot_heroes.shape[0]):
        s[SLOT_HERO + slot] = slot_heroes[slot]
        for k in range(MAX_STEPS):
            for f in range(N_FIELDS):
                s[SLOT_STEPS + (slot * MAX_STEPS + k) * N_FIELDS + f] = hero_steps[slot_heroes[slot], k, f]
    for card in range(s[N_CARDS]):
        s[CARD_SUIT + card] = card % n_suits
        s[CARD_SLOT + card] = card // n_suits
    for p in range(n_players):
        s[STRATEGY + p] = strategies[p]


@lean_kernel
def deal_top_nb(s, zone):
    """Deal the deck's top card to ``zone`` (no trace: the deal event lists every place)."""
    n = s[ZONE_COUNT + ZONE_DECK] - 1
    card = s[ZONE_CARDS + ZONE_DECK * MAX_CARDS + n]
    s[ZONE_COUNT + ZONE_DECK] = n
    zone_append_nb(s, zone, card)


@lean_kernel
def deal_round_nb(s, rng, tr):
    """Shuffle every card into the deck; deal the trash, the hands and the Timeline (if any)."""
    n = s[N_PLAYERS]
    n_cards = s[N_CARDS]
    for zone in range(N_ZONES):
        s[ZONE_COUNT + zone] = 0
    base = ZONE_CARDS + ZONE_DECK * MAX_CARDS
    for card in range(n_cards):
        s[base + card] = card
        s[SIDEWAYS + card] = 0
    for i in range(n_cards - 1, 0, -1):  # Fisher-Yates
        j = randint_nb(rng, CHANCE, i + 1)
        card = s[base + i]
        s[base + i] = s[base + j]
        s[base + j] = card
    for i in range(n_cards):
        s[LOC + s[base + i]] = ZONE_DECK
        s[POS + s[base + i]] = i
    s[ZONE_COUNT + ZONE_DECK] = n_cards
    forget_all_nb(s)
    for _ in range(s[TRASH_SIZE]):
        deal_top_nb(s, ZONE_TRASH)
    for p in range(n):
        for _ in range(s[HAND_SIZE]):
            deal_top_nb(s, p)
    for _ in range(s[TIMELINE_SIZE]):
        deal_top_nb(s, ZONE_TIMELINE)
    record_nb(s, tr, EV_DEAL, s[ROUND], 0, 0, 0, 0, 0, 0)
    if s[TRACING]:
        for zone in range(N_ZONES):
            for i in range(zone_count_nb(s, zone)):
                record_nb(s, tr, EV_DEALT, zone_card_nb(s, zone, i), zone, i, 0, 0, 0, 0)


@lean_kernel
def choose_setup_cards_nb(s, rng, tr, w):
    """Every seat picks a hand card for its tableau; all picks are made before any is shown."""
    n = s[N_PLAYERS]
    for p in range(n):
        for i in range(zone_count_nb(s, p)):
            s[OPTIONS + i] = zone_card_nb(s, p, i)
        s[SETUP_PICK + p] = ask_nb(s, rng, w, p, DECIDE_SETUP, zone_count_nb(s, p))
    for p in range(n):
        move_nb(s, tr, s[SETUP_PICK + p], ZONE_TABLEAU0 + p, False, CAUSE_SETUP)


# ---- a trick -------------------------------------------------------------------

@lean_kernel
def bust_nb(s, tr, buster, reason):
    """The buster collects the pot into their tableau; they lead the next trick (4+ players)."""
    record_nb(s, tr, EV_BUST, buster, reason, 0, 0, 0, 0, 0)
    while zone_count_nb(s, ZONE_POT) > 0:
        move_nb(s, tr, zone_card_nb(s, ZONE_POT, 0), ZONE_TABLEAU0 + buster, False, CAUSE_BUST)
    s[BUSTS + buster] += 1
    s[LAST_BUSTER] = buster


@leaf
def play_card_nb(s, rng, tr, w, seat, card):
    """``seat`` plays ``card`` to the pot and resolves its effect."""
    s[PLAYS + seat * DECK_HEROES + s[CARD_SLOT + card]] += 1
    move_nb(s, tr, card, ZONE_POT, False, CAUSE_PLAY)
    pot_entered_nb(s, tr, card, seat)
    resolve_effect_nb(s, rng, tr, w, seat, card)


@lean_kernel
def play_turn_nb(s, rng, tr, w, seat):
    """``seat`` plays a legal card and resolves its effect; returns a bust reason or -1."""
    k = 0
    for i in range(zone_count_nb(s, seat)):
        card = zone_card_nb(s, seat, i)
        if pot_accepts_nb(s, card):
            s[OPTIONS + k] = card
            k += 1
    if k == 0:
        return BUST_EMPTY_HAND if zone_count_nb(s, seat) == 0 else BUST_NO_LEGAL_CARD
    play_card_nb(s, rng, tr, w, seat, ask_nb(s, rng, w, seat, DECIDE_PLAY, k))
    return -1


@leaf
def play_turns_nb(s, rng, tr, w, first_turn):
    """The trick's turns from ``first_turn`` on, until one busts or all have played."""
    n = s[N_PLAYERS]
    for t in range(first_turn, s[TRICK_TURNS]):
        s[TURN] = t
        seat = (s[TRICK_FIRST] + t) % n
        reason = play_turn_nb(s, rng, tr, w, seat)
        if reason >= 0:
            bust_nb(s, tr, seat, reason)
            return
    bust_nb(s, tr, s[TRICKSTER], BUST_ALL_PLAYED)


@lean_kernel
def play_trick_nb(s, rng, tr, w):
    n = s[N_PLAYERS]
    s[PATTERN] = PATTERN_NONE
    s[POT_SUITS] = 0
    s[POT_HEROES] = 0
    if s[TIMELINE_SIZE] == 0:  # the Leader leads
        first = s[LEADER]
        s[TRICK_TURNS] = n
        s[TRICKSTER] = (first + 1) % n
        record_nb(s, tr, EV_TRICK, s[TRICK_NO], first, s[TRICKSTER], 0, 0, 0, 0)
    else:
        # CoT 2-3 players: the Timeline leads; the Trickster rotates whoever busts; 2 players take two turns each
        first = s[NEXT_TRICKSTER]
        s[TRICK_TURNS] = 4 if n == 2 else 3
        s[LEADER] = -1
        s[TRICKSTER] = first
        record_nb(s, tr, EV_TRICK, s[TRICK_NO], -1, first, 0, 0, 0, 0)
        lead = zone_last_nb(s, ZONE_TIMELINE)
        move_nb(s, tr, lead, ZONE_POT, False, CAUSE_LEAD)
        pot_entered_nb(s, tr, lead, -1)
        s[NEXT_TRICKSTER] = (first + 1) % n
    s[TRICK_FIRST] = first
    play_turns_nb(s, rng, tr, w, 0)


# ---- round end and scoring ---------------------------------------------------------

@lean_kernel
def any_hand_empty_nb(s):
    for p in range(s[N_PLAYERS]):
        if zone_count_nb(s, p) == 0:
            return True
    return False


@lean_kernel
def refill_nb(s, tr):
    """Fantasy, 3 players, after the first Out: deal one card at a time from the deck, starting
    with the Leader (the last collector) and going clockwise, until every hand holds REFILL_TO."""
    n = s[N_PLAYERS]
    target = s[REFILL_TO]
    dealt = True
    while dealt:
        dealt = False
        for k in range(n):
            p = (s[LAST_BUSTER] + k) % n
            if zone_count_nb(s, p) < target and zone_count_nb(s, ZONE_DECK) > 0:
                move_nb(s, tr, zone_last_nb(s, ZONE_DECK), p, False, CAUSE_REFILL)
                dealt = True


@lean_kernel
def count_suits_nb(s, physical):
    """SUIT_COUNT[p, suit]: each tableau's cards per suit (a sideways card counts 2 unless physical)."""
    n = s[N_PLAYERS]
    n_suits = s[N_SUITS]
    for p in range(n):
        for suit in range(n_suits):
            s[SUIT_COUNT + p * MAX_SUITS + suit] = 0
        zone = ZONE_TABLEAU0 + p
        for i in range(zone_count_nb(s, zone)):
            card = zone_card_nb(s, zone, i)
            weight = 1 if physical or s[SIDEWAYS + card] == 0 else 2
            s[SUIT_COUNT + p * MAX_SUITS + s[CARD_SUIT + card]] += weight


@lean_kernel
def score_round_nb(s, tr):
    """Trouble Points: every tableau card, except the suits where the seat has strictly the most."""
    n = s[N_PLAYERS]
    n_suits = s[N_SUITS]
    r = s[ROUND]
    count_suits_nb(s, False)
    for p in range(n):
        s[MAJORITY_SUITS + p] = 0
    for suit in range(n_suits):
        best = -1
        best_count = 0
        unique = False
        for p in range(n):
            c = s[SUIT_COUNT + p * MAX_SUITS + suit]
            if c > best_count:
                best, best_count, unique = p, c, True
            elif c == best_count:
                unique = False
        if best >= 0 and unique:
            s[MAJORITY_SUITS + best] |= 1 << suit
    record_nb(s, tr, EV_ROUND_END, r, 0, 0, 0, 0, 0, 0)
    for p in range(n):
        score = 0
        for suit in range(n_suits):
            if (s[MAJORITY_SUITS + p] >> suit) & 1 == 0:
                score += s[SUIT_COUNT + p * MAX_SUITS + suit]
        s[ROUND_SCORE + r * MAX_PLAYERS + p] = score
        s[TOTAL + p] += score
        record_nb(s, tr, EV_SEAT_SCORE, p, score, s[MAJORITY_SUITS + p], 0, 0, 0, 0)


@leaf
def trick_ends_round_nb(s, tr):
    """After a trick: the next Leader, Outs and refills; True when the round is over."""
    if s[TIMELINE_SIZE] == 0:
        s[LEADER] = s[LAST_BUSTER]
    if any_hand_empty_nb(s):  # a player is Out
        s[OUTS] += 1
        if s[OUTS] >= s[OUTS_TO_END]:
            return True
        refill_nb(s, tr)
    elif s[TIMELINE_SIZE] > 0 and zone_count_nb(s, ZONE_TIMELINE) == 0:
        return True
    if s[TRICK_NO] >= MAX_TRICKS_PER_ROUND:
        s[CAPPED] = 1
        return True
    return False


@lean_kernel
def play_tricks_nb(s, rng, tr, w):
    """Tricks until the round ends."""
    while True:
        s[TRICK_NO] += 1
        play_trick_nb(s, rng, tr, w)
        if trick_ends_round_nb(s, tr):
            return


@lean_kernel
def end_round_nb(s, tr):
    """Hand cards go to the tableaux; the round is scored."""
    s[TRICKS + s[ROUND]] = s[TRICK_NO]
    for p in range(s[N_PLAYERS]):
        while zone_count_nb(s, p) > 0:
            move_nb(s, tr, zone_card_nb(s, p, 0), ZONE_TABLEAU0 + p, False, CAUSE_ROUND_END)
    score_round_nb(s, tr)


@lean_kernel
def play_round_nb(s, rng, tr, w):
    deal_round_nb(s, rng, tr)
    choose_setup_cards_nb(s, rng, tr, w)
    s[LEADER] = s[LAST_BUSTER]  # round 1: seat 0; later: the last player to bust
    s[OUTS] = 0
    s[TRICK_NO] = 0
    play_tricks_nb(s, rng, tr, w)
    end_round_nb(s, tr)


@lean_kernel
def decide_winners_nb(s, tr):
    """Lowest total wins. Ties: (Fantasy) fewest actual cards in the tableau; then fewest Red cards
    in the final tableaux, then Orange, ...; still tied: a shared win."""
    n = s[N_PLAYERS]
    best = s[TOTAL]
    for p in range(1, n):
        best = min(best, s[TOTAL + p])
    for p in range(n):
        s[WINNER + p] = 1 if s[TOTAL + p] == best else 0
    if s[TIEBREAK_CARDS]:
        fewest = MAX_CARDS + 1
        for p in range(n):
            if s[WINNER + p]:
                fewest = min(fewest, zone_count_nb(s, ZONE_TABLEAU0 + p))
        for p in range(n):
            if s[WINNER + p] and zone_count_nb(s, ZONE_TABLEAU0 + p) > fewest:
                s[WINNER + p] = 0
    count_suits_nb(s, True)
    for suit in range(s[N_SUITS]):
        fewest = MAX_CARDS + 1
        for p in range(n):
            if s[WINNER + p]:
                fewest = min(fewest, s[SUIT_COUNT + p * MAX_SUITS + suit])
        for p in range(n):
            if s[WINNER + p] and s[SUIT_COUNT + p * MAX_SUITS + suit] > fewest:
                s[WINNER + p] = 0
    record_nb(s, tr, EV_GAME_END, 0, 0, 0, 0, 0, 0, 0)
    for p in range(n):
        record_nb(s, tr, EV_SEAT_TOTAL, p, s[TOTAL + p], s[WINNER + p], 0, 0, 0, 0)


@lean_kernel
def play_rounds_nb(s, rng, tr, w, first_round):
    for r in range(first_round, s[N_ROUNDS]):
        s[ROUND] = r
        play_round_nb(s, rng, tr, w)


@lean_kernel
def play_game_nb(s, rng, tr, w):
    """Play a whole game on a state prepared by ``init_game_nb``."""
    s[LAST_BUSTER] = 0
    s[NEXT_TRICKSTER] = 0
    play_rounds_nb(s, rng, tr, w, 0)
    decide_winners_nb(s, tr)


@lean_kernel
def finish_after_play_nb(s, rng, tr, w, card, whole_game):
    """Play on from a play decision (``s`` as ``ask_nb`` left it), the deciding seat playing
    ``card``: to the end of the game, or (``whole_game`` False) of the round. The game driver
    resumes deferred decisions here, and the search player's rollouts start here."""
    seat = (s[TRICK_FIRST] + s[TURN]) % s[N_PLAYERS]
    play_card_nb(s, rng, tr, w, seat, card)
    play_turns_nb(s, rng, tr, w, s[TURN] + 1)
    if not trick_ends_round_nb(s, tr):
        play_tricks_nb(s, rng, tr, w)
    end_round_nb(s, tr)
    if whole_game:
        play_rounds_nb(s, rng, tr, w, s[ROUND] + 1)
        decide_winners_nb(s, tr)
