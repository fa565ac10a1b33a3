"""End of the game (RULES §1.13): the scheme's end scoring: the base game's (T3: every Apprentice
and every Specialist the seat owns, hired ones joined at the last Return Characters) or the Dark
Alley's (Shards by G74's kind, Coins, 2 per unspent Special Assignment card, each capped at 20,
and the level-3 Tricks' end-game conditions, capped per Trick, G75), then the single
winner: the highest Fame, ties broken by the last turn's initiative order, earliest first (G77).
"""

from simkit.engine.jit import lean_kernel
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import KIND_APPRENTICE, KIND_SPECIALIST, components_met_nb, owns_type_nb
from simkit.games.trickerion.academy_turn_nb import banner_majority_nb
from simkit.games.trickerion.dark_alley_nb import sa_hand_size_nb
from simkit.games.trickerion.layout import (CAPPED, CHAR_TYPE, COINS, CTYPE_KIND, FAME, GAME_OVER, LEAD_CHANGES,
                                            MARK_FAME_ENDGAME, MARKS, MAX_CHARS, N_MARKS, N_PLAYERS, ORDER, PHASE,
                                            PHASE_OVER, PLACEMENTS, SCORE_CAP, SCORE_COINS_PER_FAME,
                                            SCORE_PER_APPRENTICE, SCORE_PER_SHARD, SCORE_PER_SPECIALIST, SCORE_SCHEME, SHARDS,
                                            TIEBREAK_USED, TURN, WINNER, SCORE_PER_SA, SCORE_TRICK_CONDITIONS, N_TRICKS,
                                            TRICK_OWNER, TRICK_END_KIND, TRICK_END_FAME, TRICK_END_ARG, TRICK_ON_CARD,
                                            SYMBOLS, SYMBOL_TRICK, MARKERS_PER_SYMBOL, MARKERS_FREE, TRICK_LEVEL,
                                            N_CHARACTER_TYPES, N_COMPONENT_TYPES, COMPONENT_TIER, HELD, MAX_COMPONENTS,
                                            END_BONUS_CAP, SCORE_SHARD_KIND, SHARD_SCORE_CEIL_TWO_THIRDS,
                                            SHARD_SCORE_TWO_PER_STARTED_THREE, SHARD_SCORE_ONE_EACH)
from simkit.games.trickerion.records import (EV_END_SCORE, EV_END_TRICK, EV_GAME_END, GAIN_END_APPRENTICES,
                                             GAIN_END_COINS, GAIN_END_SHARDS, GAIN_END_SPECIAL_ASSIGNMENTS,
                                             GAIN_END_SPECIALISTS, GAIN_END_TRICK_CONDITION)
from simkit.games.trickerion.vocabulary import END_BONUS_NAMES

# level-3 end-game conditions (TRICK_END_KIND): the vocabulary's END_BONUS_KINDS ids
END_PER_MARKER_ON_TRICK_CARDS = END_BONUS_NAMES.index("per_marker_on_trick_cards")
END_PER_MARKER = END_BONUS_NAMES.index("per_marker")
END_PER_SHARD = END_BONUS_NAMES.index("per_shard")
END_PER_TRICK_OF_LEVEL = END_BONUS_NAMES.index("per_trick_of_level")
END_PER_TRICK_OWNED = END_BONUS_NAMES.index("per_trick_owned")
END_PER_UNUSED_SA = END_BONUS_NAMES.index("per_unused_special_assignment")
END_IF_CHARACTERS = END_BONUS_NAMES.index("if_characters")
END_PER_COMPONENT_OF_TIER = END_BONUS_NAMES.index("per_component_of_tier")
END_IF_TRICKS_OWNED = END_BONUS_NAMES.index("if_tricks_owned")
END_PER_APPRENTICE = END_BONUS_NAMES.index("per_apprentice")
END_PER_COINS = END_BONUS_NAMES.index("per_coins")
from simkit.games.trickerion.resources import gain_nb


@lean_kernel
def capped_line(s, fame):
    cap = s[SCORE_CAP]
    return fame if cap == 0 else min(fame, cap)


@lean_kernel
def end_scoring_nb(s, tr):
    """Each seat's lines (Shards and Coins are counted, not spent), recorded then gained."""
    for seat in range(s[N_PLAYERS]):
        apprentices = 0
        specialists = 0
        for ch in range(MAX_CHARS):
            t = s[CHAR_TYPE + seat * MAX_CHARS + ch]
            if t < 0:
                continue
            if s[CTYPE_KIND + t] == KIND_APPRENTICE:
                apprentices += 1
            elif s[CTYPE_KIND + t] == KIND_SPECIALIST:
                specialists += 1
        shards = capped_line(s, shard_score_nb(s, s[SHARDS + seat]))
        coins = capped_line(s, s[COINS + seat] // s[SCORE_COINS_PER_FAME])
        app = capped_line(s, s[SCORE_PER_APPRENTICE] * apprentices)
        spec = capped_line(s, s[SCORE_PER_SPECIALIST] * specialists)
        cards = capped_line(s, s[SCORE_PER_SA] * sa_hand_size_nb(s, seat))
        record_nb(s, tr, EV_END_SCORE, seat, s[SCORE_SCHEME], shards, coins, app, spec, cards)
        conditions = 0
        if s[SCORE_TRICK_CONDITIONS] == 1:
            for trick in range(s[N_TRICKS]):
                if s[TRICK_OWNER + trick] == seat and s[TRICK_END_KIND + trick] != 0:
                    fame = trick_condition_nb(s, seat, trick, apprentices)
                    if fame > 0:
                        record_nb(s, tr, EV_END_TRICK, seat, trick, fame, 0, 0, 0, 0)
                        conditions += fame
        if shards > 0:
            gain_nb(s, tr, seat, shards, 0, 0, GAIN_END_SHARDS, -1, -1, -1)
        if coins > 0:
            gain_nb(s, tr, seat, coins, 0, 0, GAIN_END_COINS, -1, -1, -1)
        if app > 0:
            gain_nb(s, tr, seat, app, 0, 0, GAIN_END_APPRENTICES, -1, -1, -1)
        if spec > 0:
            gain_nb(s, tr, seat, spec, 0, 0, GAIN_END_SPECIALISTS, -1, -1, -1)
        if cards > 0:
            gain_nb(s, tr, seat, cards, 0, 0, GAIN_END_SPECIAL_ASSIGNMENTS, -1, -1, -1)
        if conditions > 0:
            for trick in range(s[N_TRICKS]):
                if s[TRICK_OWNER + trick] == seat and s[TRICK_END_KIND + trick] != 0:
                    fame = trick_condition_nb(s, seat, trick, apprentices)
                    if fame > 0:
                        gain_nb(s, tr, seat, fame, 0, 0, GAIN_END_TRICK_CONDITION, trick, -1, -1)
        s[MARKS + seat * N_MARKS + MARK_FAME_ENDGAME] += shards + coins + app + spec + cards + conditions
    banner_majority_nb(s, tr)


@lean_kernel
def shard_score_nb(s, shards):
    """The Shards' line before its cap (G74)."""
    kind = s[SCORE_SHARD_KIND]
    if kind == SHARD_SCORE_CEIL_TWO_THIRDS:
        return (2 * shards + 2) // 3
    if kind == SHARD_SCORE_TWO_PER_STARTED_THREE:
        return 2 * ((shards + 2) // 3)
    if kind == SHARD_SCORE_ONE_EACH:
        return shards
    return s[SCORE_PER_SHARD] * shards


@lean_kernel
def trick_condition_nb(s, seat, trick, apprentices):
    """A level-3 Trick's end-game condition (the vocabulary's END_BONUS_KINDS), capped per Trick
    (G75); only for a Trick whose components are met or with a marker on its card."""
    if not components_met_nb(s, seat, trick) and s[TRICK_ON_CARD + trick] == 0:
        return 0
    kind = s[TRICK_END_KIND + trick]
    fame = s[TRICK_END_FAME + trick]
    arg = s[TRICK_END_ARG + trick]
    units = 0
    if kind == END_PER_MARKER_ON_TRICK_CARDS:
        for t in range(s[N_TRICKS]):
            if s[TRICK_OWNER + t] == seat:
                units += s[TRICK_ON_CARD + t]
    elif kind == END_PER_MARKER:
        for k in range(SYMBOLS):
            if s[SYMBOL_TRICK + seat * SYMBOLS + k] >= 0:
                units += MARKERS_PER_SYMBOL - s[MARKERS_FREE + seat * SYMBOLS + k]
    elif kind == END_PER_SHARD:
        units = s[SHARDS + seat]
    elif kind == END_PER_TRICK_OF_LEVEL or kind == END_PER_TRICK_OWNED or kind == END_IF_TRICKS_OWNED:
        for t in range(s[N_TRICKS]):
            if s[TRICK_OWNER + t] == seat and (kind != END_PER_TRICK_OF_LEVEL or s[TRICK_LEVEL + t] == arg):
                units += 1
        if kind == END_IF_TRICKS_OWNED:
            units = 1 if units >= arg else 0
    elif kind == END_PER_UNUSED_SA:
        units = sa_hand_size_nb(s, seat)
    elif kind == END_IF_CHARACTERS:
        units = 1
        for ctype in range(s[N_CHARACTER_TYPES]):
            if (arg >> ctype) & 1 == 1 and not owns_type_nb(s, seat, ctype):
                units = 0
    elif kind == END_PER_COMPONENT_OF_TIER:
        for comp in range(s[N_COMPONENT_TYPES]):
            if s[COMPONENT_TIER + comp] == arg:
                units += s[HELD + seat * MAX_COMPONENTS + comp]
    elif kind == END_PER_APPRENTICE:
        units = apprentices
    elif kind == END_PER_COINS:
        units = s[COINS + seat] // arg
    return min(fame * units, s[END_BONUS_CAP])


@lean_kernel
def decide_winner_nb(s, tr):
    """G77: the highest final Fame; among tied seats the earliest in the last turn's initiative
    order wins (TIEBREAK_USED = 1 when a tie was broken)."""
    n = s[N_PLAYERS]
    top = -1
    for p in range(n):
        top = max(top, s[FAME + p])
    tied = 0
    winner = -1
    for i in range(n):
        seat = s[ORDER + i]
        if s[FAME + seat] == top:
            tied += 1
            if winner < 0:
                winner = seat
    s[WINNER] = winner
    s[TIEBREAK_USED] = 1 if tied > 1 else 0
    s[GAME_OVER] = 1
    s[PHASE] = PHASE_OVER
    record_nb(s, tr, EV_GAME_END, winner, s[TIEBREAK_USED], s[PLACEMENTS], s[TURN], s[LEAD_CHANGES], s[CAPPED], 0)
