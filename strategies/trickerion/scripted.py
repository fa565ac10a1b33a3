"""``scripted`` (tests only, not in the registry): plays the option *values* listed in its
parameter row, in order. ``w[seat, 0]`` is the cursor, ``w[seat, 1:]`` the values; a value not
among the options raises, and past the script's end (``w[seat, 0] >= columns - 1`` or a value
SCRIPT_END) it takes option 0. A test builds the row with ``script_row``."""

import numpy as np

from simkit.engine.jit import leaf
from simkit.games.trickerion.layout import OPTIONS

SCRIPT_END = -1000.0


@leaf
def scripted_nb(s, w, seat, n):
    at = int(w[seat, 0])
    if at + 1 >= w.shape[1] or w[seat, at + 1] == SCRIPT_END:
        return 0
    value = int(w[seat, at + 1])
    w[seat, 0] = at + 1
    for i in range(n):
        if s[OPTIONS + i] == value:
            return i
    raise ValueError("a scripted option is not among the options")


def script_rows(scripts, columns: int = 256) -> np.ndarray:
    """The parameter rows of seats playing ``scripts`` (one list of option values per seat)."""
    w = np.full((4, columns), SCRIPT_END, dtype=np.float64)
    w[:, 0] = 0
    for seat, values in enumerate(scripts):
        w[seat, 1:1 + len(values)] = values
    return w
