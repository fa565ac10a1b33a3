"""What every game's wrappers share (restricted play: ``restricted:<base>:<item>``).

A wrapper sets some options aside before the base strategy chooses: the full list waits in the
game's scratch area, the base strategy sees the rest, and the chosen option is then found in the
full list again (``put_back_nb``). Which options a wrapper sets aside is the game's own
(strategies/<game>/wrappers.py); the state offsets come in as arguments (constants at every call
site: the helpers are inlined).
"""

from simkit.engine.jit import leaf


@leaf
def put_back_nb(s, n, index, options, n_options, scratch):
    """Put the full list of ``n`` options back from ``scratch``; the index of the chosen option
    (``index`` into the reduced list) in it."""
    option = s[options + index]
    found = 0
    for i in range(n):
        s[options + i] = s[scratch + i]
        if s[options + i] == option:
            found = i
    s[n_options] = n
    return found
