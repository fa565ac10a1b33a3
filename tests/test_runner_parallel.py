"""Results depend on the spec only: 1 worker, 2 worker processes, a Dask cluster and another chunking agree bit for bit."""

import pandas as pd
import pytest

from simkit import experiments
from cli_run import run
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec

TABLES = ("seats", "cells", "heroes", "hero_seats", "score_hist", "length_hist")
SPEC = """\
ruleset = "cot"
players = [3, 4]
games = 400
games_per_task = GAMES_PER_TASK
seed = 77

[decks]
named = ["beginner"]
sample = 1

[[lineups]]
seats = ["random"]

[[lineups]]
seats = ["cautious", "random", "random", "random"]
rotate = true
"""


def write_spec(folder, name, games_per_task=150):
    spec = folder / f"{name}.toml"
    spec.write_text(SPEC.replace("GAMES_PER_TASK", str(games_per_task)))
    return spec


def run_cli(capsys, folder, name, *options, games_per_task=150):
    code, _, err = run(capsys, "run", str(write_spec(folder, name, games_per_task)), "--out", str(folder / name),
                       *options)
    assert code == 0, err
    return experiments.load(folder / name)


def assert_identical(a, b):
    for table in TABLES:
        pd.testing.assert_frame_equal(getattr(a, table), getattr(b, table), check_exact=True)


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory):
    """The reference: tasks one after another in this process."""
    folder = tmp_path_factory.mktemp("one")
    run_spec(load_spec(write_spec(folder, "one")), folder / "one", lambda: local_pool(1), log=lambda message: None)
    return experiments.load(folder / "one")


def test_two_worker_processes_give_the_same_bits(capsys, tmp_path, one_worker):
    assert one_worker.complete and len(one_worker.cells) == 2 * (1 + 5)  # decks x line-ups of 3 and 4 players
    assert one_worker.tasks_total == 12 * 3
    assert_identical(one_worker, run_cli(capsys, tmp_path, "two", "--workers", "2"))


def test_another_chunking_gives_the_same_bits(capsys, tmp_path, one_worker):
    assert_identical(one_worker, run_cli(capsys, tmp_path, "chunks", "--workers", "1", games_per_task=90))


def test_a_dask_cluster_gives_the_same_bits(capsys, tmp_path, one_worker):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        assert_identical(one_worker, run_cli(capsys, tmp_path, "dask", "--scheduler", cluster.scheduler_address))
