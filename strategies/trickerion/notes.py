"""A seat's notes (the state's SEAT_NOTES, NOTES_SIZE int32 words a seat): what its strategy keeps
between its own decisions. The engine never reads them and no trace shows them.

- PLAN_STAMP (the turn it was made for + 1), then the plan (plan.py, PLAN_SIZE words): the
  planner's plan of the turn (planner.turn_plan_nb).
- PLACE_MEMO: (turn + 1, placements + 1, character): the character greedy or the planner chose
  at D9, read back at D10 of the same placement instead of being chosen again (the state is the
  same in between, so it is the same character).
- ASSIGN_MEMO: the location values of the Assignment phase (assign_memo.py).

The memos are caches of what the seat's own parameter row makes of the state; search clears
them for every seat of a sample (forget_memos_nb), whose seats then play with other rows.
"""

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import NOTES_SIZE, PLACEMENTS, SEAT_NOTES, TURN, MAX_SEATS
from simkit.strategies.trickerion.plan import PLAN_SIZE

PLAN_STAMP = 0
PLACE_MEMO = 1 + PLAN_SIZE  # 3 words
ASSIGN_MEMO = PLACE_MEMO + 3 + (PLACE_MEMO + 3) % 2  # even: its float64 part stays 8-byte aligned
if ASSIGN_MEMO >= NOTES_SIZE:
    raise ImportError("strategies.trickerion.notes: the seat notes (NOTES_SIZE) are too small")


@leaf
def notes_at_nb(seat):
    return SEAT_NOTES + seat * NOTES_SIZE


@leaf
def remember_placed_nb(s, seat, ch):
    """Note the character chosen at D9 (PLACE_MEMO)."""
    at = notes_at_nb(seat) + PLACE_MEMO
    s[at] = s[TURN] + 1
    s[at + 1] = s[PLACEMENTS] + 1
    s[at + 2] = ch


@leaf
def placed_noted_nb(s, seat):
    """The character noted at this placement's D9, -1 when none was (its D9 was forced)."""
    at = notes_at_nb(seat) + PLACE_MEMO
    if s[at] == s[TURN] + 1 and s[at + 1] == s[PLACEMENTS] + 1:
        return s[at + 2]
    return -1


@leaf
def forget_memos_nb(s):
    """Clear every seat's memos (not its plan)."""
    for p in range(MAX_SEATS):
        at = notes_at_nb(p)
        s[at + PLACE_MEMO] = 0
        s[at + ASSIGN_MEMO] = 0
