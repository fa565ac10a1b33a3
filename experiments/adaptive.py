"""Runs that stop when the answer is known: a precision target per cell, or a race over decks.

A spec's ``target = { halfwidth = 0.005, measure = "seat_share" }`` (with ``max_games``) or
``race = { keep = 5, objective = "imbalance", rounds = 4 }`` makes its run adaptive. The folder's
plan is the fixed plan of ``max_games`` games per cell (experiments/tasks.py), so a cell's k-th
task is games k*games_per_task.. of the cell's seed whether or not the run is adaptive; the run
plays a prefix of every cell's tasks, in rounds:

- round 0: every cell plays ``games`` games;
- after round r, the rule decides from the results of the tasks played so far which cells go on;
  those play up to ``games * 2^(r+1)`` games (at most ``max_games``) in round r+1.

A decision reads only the sums of whole rounds, and a round is decided only when all its tasks are
finished, so the tasks a run plays depend on the seed alone: bit-identical on any worker count or
a cluster, and a run killed at any moment replays its decisions from its part files and goes on
(``schedule`` is the one replay, used by the runner and by ``load``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import sqrt
from statistics import NormalDist

import numpy as np

from simkit.engine.intervals import Z95, wilson_interval
from simkit.experiments.racing import RaceState, race_round
from simkit.experiments.reduce import WIN_UNITS

TARGET_KEYS = {"halfwidth", "measure"}
TARGET_MEASURES = ("seat_share", "length")
RACE_KEYS = {"keep", "objective", "rounds"}
RACE_OBJECTIVES = ("imbalance",)
MAX_ROUNDS = 20
AT_TARGET, AT_CAP, RUNNING = "at target", "at max_games", "running"


@dataclass(frozen=True)
class Adaptive:
    """The checked ``target`` or ``race`` of a spec."""
    kind: str  # "target" or "race"
    first_games: int  # the spec's games: round 0
    max_games: int  # the plan's games per cell
    games_per_task: int
    halfwidth: float = 0.0  # target: the interval's half-width, in the measure's unit (a fraction for shares)
    measure: str = ""
    keep: int = 0  # race: decks settled at each end of the ranking
    objective: str = ""
    rounds: int = 0

    def round_games(self, r: int) -> int:
        """Games per cell a cell still going has after round r, on the plan's task boundaries."""
        wanted = min(self.max_games, self.first_games * 2 ** r)
        return min(self.max_games, -(-wanted // self.games_per_task) * self.games_per_task)

    @property
    def last_round(self) -> int:
        """The round after which no cell goes on (the cap, or the race's rounds)."""
        if self.kind == "race":
            return self.rounds - 1
        r = 0
        while self.round_games(r) < self.max_games:
            r += 1
        return r

    def describe(self) -> str:
        if self.kind == "target":
            return f"target: {self.measure} interval half-width {self.halfwidth:g}, at most {self.max_games:,} games"
        return f"race: {self.keep} decks at each end by {self.objective}, {self.rounds} rounds, at most {self.max_games:,} games"


def check_adaptive(data: dict, fail, games: int, games_per_task: int) -> Adaptive | None:
    """The spec's target / race / max_games, checked (``fail(key, reason)`` makes the SpecError)."""
    has_target, has_race = "target" in data, "race" in data
    if not has_target and not has_race:
        if "max_games" in data:
            raise fail("max_games", "only with target or race (a fixed run plays games in every cell)")
        return None
    if has_target and has_race:
        raise fail("race", "give target (a precision per cell) or race (over decks), not both")
    cap = data.get("max_games")
    if cap is not None and (not _is_int(cap) or cap < games):
        raise fail("max_games", f"expected a number of games >= games ({games:,}), got {cap!r}")
    if has_target:
        return _target(data["target"], fail, games, games_per_task, cap)
    return _race(data["race"], fail, games, games_per_task, cap)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _table(value, key: str, known: set, fail) -> dict:
    if not isinstance(value, dict):
        raise fail(key, f"expected a table ({key} = {{ ... }}), got {value!r}")
    unknown = sorted(set(value) - known)
    if unknown:
        raise fail(f"{key}.{unknown[0]}", f"unknown key (known: {', '.join(sorted(known))})")
    return value


def _target(value, fail, games: int, games_per_task: int, cap) -> Adaptive:
    value = _table(value, "target", TARGET_KEYS, fail)
    measure = value.get("measure", "seat_share")
    if measure not in TARGET_MEASURES:
        raise fail("target.measure", f"expected one of {', '.join(TARGET_MEASURES)}, got {measure!r}")
    halfwidth = value.get("halfwidth")
    if isinstance(halfwidth, bool) or not isinstance(halfwidth, (int, float)) or not halfwidth > 0 \
            or (measure == "seat_share" and not halfwidth < 0.5) or halfwidth != halfwidth or halfwidth == float("inf"):
        limit = " and < 0.5 (a win share's half-width, 0.005 = half a point)" if measure == "seat_share" else ""
        raise fail("target.halfwidth", f"expected a number > 0{limit}, got {halfwidth!r}")
    if cap is None:
        raise fail("max_games", "missing: a target needs a cap on the games per cell")
    return Adaptive("target", games, cap, games_per_task, halfwidth=float(halfwidth), measure=measure)


def _race(value, fail, games: int, games_per_task: int, cap) -> Adaptive:
    value = _table(value, "race", RACE_KEYS, fail)
    keep = value.get("keep", 5)
    if not _is_int(keep) or keep < 1:
        raise fail("race.keep", f"expected a number of decks >= 1, got {keep!r}")
    objective = value.get("objective", "imbalance")
    if objective not in RACE_OBJECTIVES:
        raise fail("race.objective", f"expected one of {', '.join(RACE_OBJECTIVES)}, got {objective!r}")
    rounds = value.get("rounds", 4)
    if not _is_int(rounds) or not 2 <= rounds <= MAX_ROUNDS:
        raise fail("race.rounds", f"expected a number of rounds from 2 to {MAX_ROUNDS}, got {rounds!r}")
    cap = cap if cap is not None else games * 2 ** (rounds - 1)
    return Adaptive("race", games, cap, games_per_task, keep=keep, objective=objective, rounds=rounds)


# --- the replay --------------------------------------------------------------------------------

@dataclass
class TaskStats:
    """What the rules read of a task: its games, each seat's win units, its length sums."""
    games: int
    win_units: np.ndarray  # per seat
    length_sum: int
    length_sq_sum: int


def stats_of_rows(rows) -> TaskStats:
    """From a worker's rows (experiments/reduce.py)."""
    cells = rows["cells"]
    return TaskStats(int(cells["games"][0]), np.asarray(rows["seats"]["win_units"], np.int64),
                     int(cells["length_sum"][0]), int(cells["length_sq_sum"][0]))


def stats_of_frames(seats, cells) -> dict[int, TaskStats]:
    """From the per-task tables of a folder (task, seat, win_units; task, games, length sums)."""
    found = {}
    wins = {task: group.sort_values("seat")["win_units"].to_numpy(np.int64) for task, group in seats.groupby("task")}
    for row in cells.itertuples(index=False):
        found[int(row.task)] = TaskStats(int(row.games), wins[int(row.task)], int(row.length_sum),
                                         int(row.length_sq_sum))
    return found


@dataclass
class CellSums:
    games: int = 0
    win_units: np.ndarray | None = None
    length_sum: int = 0
    length_sq_sum: int = 0

    def add(self, stats: TaskStats) -> None:
        self.games += stats.games
        self.win_units = stats.win_units.copy() if self.win_units is None else self.win_units + stats.win_units
        self.length_sum += stats.length_sum
        self.length_sq_sum += stats.length_sq_sum


def halfwidth(sums: CellSums, measure: str) -> float:
    """The cell's 95% interval half-width of the target's measure (the widest seat for seat shares)."""
    n = sums.games
    if n < 2:
        return float("inf")
    if measure == "seat_share":
        widths = [(hi - lo) / 2 for lo, hi in (wilson_interval(w / WIN_UNITS, n) for w in sums.win_units)]
        return max(widths)
    variance = max(sums.length_sq_sum - sums.length_sum ** 2 / n, 0) / (n - 1)
    return Z95 * sqrt(variance / n)


@dataclass
class Schedule:
    """Where a replay got to: the round to play (its missing tasks), or the end (``finished``)."""
    round: int
    games: dict[int, int]  # cell -> games it has (finished rounds) or is to have (the round to play)
    status: dict[int, str]  # cell -> AT_TARGET, AT_CAP, RUNNING, or a race status
    missing: list  # tasks of the round to play not yet finished
    finished: bool
    sums: dict[int, CellSums] = field(default_factory=dict)
    race: RaceState | None = None
    rounds: list = field(default_factory=list)  # per decided round: (round, games per running cell, cells running)

    @property
    def running(self) -> list[int]:
        return [c for c, s in self.status.items() if s == RUNNING]


def schedule(adaptive: Adaptive, cells, slots, stats: dict[int, TaskStats]) -> Schedule:
    """Replay the rule over the finished tasks (``stats``: task id -> TaskStats). ``cells``: the spec's
    cells (cell, ruleset, players, deck_id, paired_with); ``slots``: the plan's (cell, first game,
    games) in task order (experiments.tasks.task_slots). ``missing`` lists task ids."""
    by_cell: dict[int, list] = {}
    for task, (cell, first, _) in enumerate(slots):
        by_cell.setdefault(cell, []).append((task, first))
    status = {cell.cell: RUNNING for cell in cells}
    games = {cell.cell: 0 for cell in cells}
    race = RaceState.start(adaptive, cells) if adaptive.kind == "race" else None
    history = []
    sums: dict[int, CellSums] = {}
    r = 0
    while True:
        wanted = adaptive.round_games(r)
        needed = [t for c in status if status[c] == RUNNING for t, first in by_cell[c] if first < wanted]
        missing = [t for t in needed if t not in stats]
        for c in status:
            if status[c] == RUNNING:
                games[c] = wanted
        if missing:
            return Schedule(r, games, status, missing, False, sums, race, history)
        sums = _sums(by_cell, games, stats)
        running = sum(1 for s in status.values() if s == RUNNING)
        history.append((r, wanted, running))
        last = r >= adaptive.last_round or wanted >= adaptive.max_games
        if adaptive.kind == "target":
            for c in status:
                if status[c] == RUNNING:
                    if halfwidth(sums[c], adaptive.measure) <= adaptive.halfwidth:
                        status[c] = AT_TARGET
                    elif last:
                        status[c] = AT_CAP
        else:
            race = race_round(race, r, sums, last)
            for c in status:
                status[c] = race.cell_status(c)
        if not any(s == RUNNING for s in status.values()):
            return Schedule(r, games, status, [], True, sums, race, history)
        r += 1


def _sums(by_cell, games: dict[int, int], stats) -> dict[int, CellSums]:
    found = {}
    for c, tasks in by_cell.items():
        sums = CellSums()
        for task, first in tasks:
            if first < games[c]:
                sums.add(stats[task])
        found[c] = sums
    return found


def race_z(seats: int, decks: int, rounds: int, level: float = 0.95) -> float:
    """Bonferroni over every seat of every deck at every round a deck can be looked at."""
    return NormalDist().inv_cdf(1 - (1 - level) / (2 * seats * decks * rounds))


@dataclass
class Outcome:
    """What ``load`` says of an adaptive folder: the replay's state, one row per cell (and per deck)."""
    kind: str
    finished: bool
    tasks: int  # tasks the rule has asked for so far
    cells: object  # DataFrame: cell, games, status
    race: object = None  # DataFrame (experiments/racing.race_table) for a race
    adaptive: Adaptive | None = None


class _Refused(ValueError):
    pass


def outcome_of(manifest: dict, cells, slots, stats: dict[int, TaskStats]) -> Outcome | None:
    """Replay a folder's adaptive run from its finished tasks (None for a fixed run)."""
    import pandas as pd

    from simkit.experiments.racing import race_table
    spec = manifest.get("spec", {})
    if "target" not in spec and "race" not in spec:
        return None
    first = manifest["segments"][0]["games_per_task"]

    def fail(key, reason):
        return _Refused(f"{key}: {reason}")
    adaptive = check_adaptive(spec, fail, spec["games"], first)
    step = schedule(adaptive, cells, slots, stats)
    asked = len(stats) + len(step.missing) if not step.finished else len(stats)
    table = pd.DataFrame({"cell": list(step.games), "games": list(step.games.values()),
                          "status": [step.status[c] for c in step.games]})
    race = race_table(step.race, cells) if step.race is not None else None
    return Outcome(adaptive.kind, step.finished, asked, table, race, adaptive)
