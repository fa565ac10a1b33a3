"""Tasks: a chunk of one cell's games, and the function a worker runs on one.

A cell's games are games 0..N-1 of the cell's seed (game g of a seed is the same game
in any batch), so a task is (cell, first game, games) and its results depend on the
spec alone: not on the chunking, the worker count, the order tasks finish or the machine.
"""

from __future__ import annotations

from dataclasses import dataclass

from pathlib import Path

import simkit
from simkit.catalog import Catalog
from simkit.games.registry import game_of_ruleset

from experiments.reduce import TaskRows, reduce_games
from experiments.spec import Cell, Spec, make_cell_setup


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
    """What a worker needs, picklable: the task, the heroes (designer heroes included), the
    composition files and the engine hash it was planned with."""
    task: Task
    catalog: Catalog
    engine_hash: str
    composition_files: dict[str, Path]


def plan_tasks(spec: Spec) -> list[Task]:
    tasks = []
    for cell in spec.cells:
        for first in range(0, spec.games, spec.games_per_task):
            tasks.append(Task(len(tasks), cell, first, min(spec.games_per_task, spec.games - first)))
    return tasks


def run_task(job: TaskInput) -> tuple[int, TaskRows]:
    """Play a task's games and reduce them to its rows (runs in a worker)."""
    if simkit.ENGINE_HASH != job.engine_hash:
        raise EngineMismatch(f"this worker's engine hash is {simkit.ENGINE_HASH}, the run's is {job.engine_hash}: "
                             "install the same simkit on every worker")
    cell = job.task.cell
    setup = make_cell_setup(cell, job.catalog, job.composition_files)
    outcome = game_of_ruleset(cell.ruleset).play(setup, job.task.games, cell.seed, job.task.first_game)
    return job.task.task, reduce_games(outcome)
