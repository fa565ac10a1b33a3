"""End of the game (RULES §1.13): the base scheme's end scoring (T3: every Apprentice and every
Specialist the seat owns, hired ones joined at the last Return Characters), then the single
winner: the highest Fame, ties broken by the last turn's initiative order, earliest first (G77).
"""

from simkit.engine.jit import lean_kernel
from simkit.engine.trace_buffer import record_nb
from simkit.games.trickerion.board_nb import KIND_APPRENTICE, KIND_SPECIALIST
from simkit.games.trickerion.layout import (CAPPED, CHAR_TYPE, COINS, CTYPE_KIND, FAME, GAME_OVER, LEAD_CHANGES,
                                            MARK_FAME_ENDGAME, MARKS, MAX_CHARS, N_MARKS, N_PLAYERS, ORDER, PHASE,
                                            PHASE_OVER, PLACEMENTS, SCORE_CAP, SCORE_COINS_PER_FAME,
                                            SCORE_PER_APPRENTICE, SCORE_PER_SHARD, SCORE_PER_SPECIALIST, SCORE_SCHEME, SHARDS,
                                            TIEBREAK_USED, TURN, WINNER)
from simkit.games.trickerion.records import (EV_END_SCORE, EV_GAME_END, GAIN_END_APPRENTICES, GAIN_END_COINS,
                                             GAIN_END_SHARDS, GAIN_END_SPECIALISTS)
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
        shards = capped_line(s, s[SCORE_PER_SHARD] * s[SHARDS + seat])
        coins = capped_line(s, s[COINS + seat] // s[SCORE_COINS_PER_FAME])
        app = capped_line(s, s[SCORE_PER_APPRENTICE] * apprentices)
        spec = capped_line(s, s[SCORE_PER_SPECIALIST] * specialists)
        record_nb(s, tr, EV_END_SCORE, seat, s[SCORE_SCHEME], shards, coins, app, spec, 0)
        if shards > 0:
            gain_nb(s, tr, seat, shards, 0, 0, GAIN_END_SHARDS, -1, -1, -1)
        if coins > 0:
            gain_nb(s, tr, seat, coins, 0, 0, GAIN_END_COINS, -1, -1, -1)
        if app > 0:
            gain_nb(s, tr, seat, app, 0, 0, GAIN_END_APPRENTICES, -1, -1, -1)
        if spec > 0:
            gain_nb(s, tr, seat, spec, 0, 0, GAIN_END_SPECIALISTS, -1, -1, -1)
        s[MARKS + seat * N_MARKS + MARK_FAME_ENDGAME] += shards + coins + app + spec


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
