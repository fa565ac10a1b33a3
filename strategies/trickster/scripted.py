"""``scripted``: plays the option values listed in its weight row, in order.

The row is ``[cursor, value, value, ...]``: ``cursor`` starts at 1 and
moves on at every decision; a value is the card id or seat to choose, or
-1 for "the first option". A value that is not among the options is an
error, so a script that no longer matches the game fails loudly. Used by
the tests to set up positions with named cards; usable to replay a game
whose choices are known.
"""

from simkit.engine.jit import leaf

from simkit.games.trickster.layout import N_OPTIONS, OPTIONS


@leaf
def scripted_decide_nb(s, rng, w, seat):
    cursor = int(w[seat, 0])
    if cursor < 1:
        cursor = 1
    if cursor >= w.shape[1]:
        raise ValueError("the script has no more choices")
    wanted = int(w[seat, cursor])
    w[seat, 0] = cursor + 1
    if wanted < 0:
        return 0
    for i in range(s[N_OPTIONS]):
        if s[OPTIONS + i] == wanted:
            return i
    raise ValueError("the scripted choice is not among the legal options")
