"""Tasks: a chunk of one cell's games, and the function a worker runs on one.

A cell's games are games 0..N-1 of the cell's seed (game g of a seed is the same game
in any batch), so a task is (cell, first game, games) and its results depend on the
spec alone: not on the chunking, the worker count, the order tasks finish or the machine.

A folder's plan is a list of segments: the first run's games 0..N-1 of every cell, then each
extension's games N..M-1 (more games per cell on the same folder), each chunked by the
games_per_task it was planned with. Task ids run on through the segments, so the tasks of an
extension never rename a finished one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import simkit
from simkit.games.registry import game_of_ruleset

from simkit.experiments.reduce import TaskRows, reduce_games
from simkit.experiments.spec import Cell, Spec, make_cell_setup


class EngineMismatch(RuntimeError):
    """A worker runs other engine code than the process that planned the run (a cluster out of step)."""


@dataclass(frozen=True)
class Task:
    task: int  # position in the spec's task order; names the part file
    cell: Cell
    first_game: int
    games: int


@dataclass(frozen=True)
class TaskInput:
    """What a worker needs, picklable: the task, the spec's designs (designer heroes, composition
    files: Game.spec_decks) and the engine hash it was planned with."""
    task: Task
    designs: object
    engine_hash: str


@dataclass(frozen=True)
class Segment:
    """Games ``games_from``..``games_to``-1 of every cell, in tasks of ``games_per_task``."""
    games_from: int
    games_to: int
    games_per_task: int

    def tasks_per_cell(self) -> int:
        return -(-(self.games_to - self.games_from) // self.games_per_task)


def task_slots(cells: int, segments: list[Segment]):
    """(cell, first game, games) of every task of the plan, in task order."""
    for segment in segments:
        for cell in range(cells):
            for first in range(segment.games_from, segment.games_to, segment.games_per_task):
                yield cell, first, min(segment.games_per_task, segment.games_to - first)


def count_tasks(cells: int, segments: list[Segment]) -> int:
    return sum(cells * segment.tasks_per_cell() for segment in segments)


def plan_tasks(spec: Spec, segments: list[Segment] | None = None) -> list[Task]:
    """Every task of the plan; one segment of the spec's games when none is given."""
    segments = segments or [Segment(0, spec.games, spec.games_per_task)]
    return [Task(task, spec.cells[cell], first, games)
            for task, (cell, first, games) in enumerate(task_slots(len(spec.cells), segments))]


@lru_cache(maxsize=1)
def _worker_engine_hash() -> str:
    """This process's engine hash, hashed at its first task (each hash reads every kernel source)."""
    return simkit.ENGINE_HASH


def run_task(job: TaskInput) -> tuple[int, TaskRows]:
    """Play a task's games and reduce them to its rows (runs in a worker)."""
    if _worker_engine_hash() != job.engine_hash:
        raise EngineMismatch(f"this worker's engine hash is {_worker_engine_hash()}, the run's is {job.engine_hash}: "
                             "install the same simkit on every worker")
    cell = job.task.cell
    setup = make_cell_setup(cell, job.designs)
    outcome = game_of_ruleset(cell.ruleset).play(setup, job.task.games, cell.seed, job.task.first_game)
    return job.task.task, reduce_games(outcome)
