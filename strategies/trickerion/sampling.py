"""The sampling step shared by search's determinisation (search.py, dark_alley_sample.py)."""

from simkit.engine.jit import leaf
from simkit.engine.random_streams import randint_nb


@leaf
def shuffle_sorted_nb(values, m, streams):
    """Sort ``values[:m]`` (by id: the sample never depends on the true order), then shuffle it on
    ``streams[0]``."""
    for i in range(1, m):  # insertion sort: m is small, and nothing is allocated
        v = values[i]
        j = i - 1
        while j >= 0 and values[j] > v:
            values[j + 1] = values[j]
            j -= 1
        values[j + 1] = v
    for i in range(m - 1, 0, -1):
        j = randint_nb(streams, 0, i + 1)
        v = values[i]
        values[i] = values[j]
        values[j] = v
