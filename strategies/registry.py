"""The registered strategies: name, id, one-line description, parameters with defaults."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.layout import MAX_PLAYERS

RANDOM_ID = 0
CAUTIOUS_ID = 1
SCRIPTED_ID = 2
N_WEIGHTS = 8  # length of every seat's weight row


@dataclass(frozen=True)
class Strategy:
    name: str
    id: int
    description: str
    params: dict[str, float] = field(default_factory=dict)  # weight name -> default, in row order
    listed: bool = True  # offered on the command line


STRATEGIES = (
    Strategy("random", RANDOM_ID, "uniformly random legal choice: the luck baseline"),
    Strategy("cautious", CAUTIOUS_ID,
             "avoids busting: keeps a varied hand, as Trickster sets the pattern fewest unseen cards "
             "can follow, and aims effects at the seat with the lowest score",
             {"redundancy": 1.0, "followers": 1.0, "dump_on_leader": 1.0, "majority_keep": 1.0}),
    Strategy("scripted", SCRIPTED_ID, "plays the choices listed in its weight row (tests, replays)",
             listed=False),
)
_BY_NAME = {st.name: st for st in STRATEGIES}


class UnknownStrategy(ValueError):
    pass


def get_strategy(name: str, *, listed_only: bool = True) -> Strategy:
    key = name.strip().lower()
    if key not in _BY_NAME or (listed_only and not _BY_NAME[key].listed):
        known = ", ".join(st.name for st in STRATEGIES if st.listed)
        raise UnknownStrategy(f"unknown strategy {name.strip()!r} (known: {known})")
    return _BY_NAME[key]


def seat_arrays(names: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Strategy ids per seat (int32) and weight rows (float64, MAX_PLAYERS x N_WEIGHTS)."""
    ids = np.zeros(MAX_PLAYERS, dtype=np.int32)
    weights = np.zeros((MAX_PLAYERS, N_WEIGHTS), dtype=np.float64)
    for seat, name in enumerate(names):
        strategy = get_strategy(name, listed_only=False)
        ids[seat] = strategy.id
        weights[seat, : len(strategy.params)] = list(strategy.params.values())
    return ids, weights
