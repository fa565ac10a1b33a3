"""The per-game fizzle sums of the heroes table (docs/results.md): what the reduction stores, and
that a folder written before they existed still loads, with the sums unknown rather than 0."""

import json

import numpy as np
import pandas as pd

from simkit import experiments
from simkit.experiments.parts import write_part
from simkit.experiments.reduce import reduce_games
from simkit.api import make_setup
from simkit.games.trickster.game import outcome_of
from simkit.games.trickster.results import GameResults

ADDED = ["fizzled_sq_sum", "effects_sq_sum", "fizzled_effects_sum"]


def games():
    """Three games of the beginner deck: Brigand (slot 0) fizzles 1, 0, 2 of 3, 3, 3 effects."""
    setup = make_setup("cot", 3, "beginner", "random")
    results = GameResults.empty(3, 3, setup, seed=0, first_game=0)
    results.winners[:] = [[0, 1, 0], [1, 0, 0], [0, 0, 1]]
    results.heroes[:] = [setup.catalog.index(h) for h in setup.heroes]
    results.plays[:, :, 0] = [[2, 0, 1], [1, 1, 1], [0, 3, 0]]
    results.effects_resolved[:, 0] = [2, 3, 1]
    results.effects_fizzled[:, 0] = [1, 0, 2]
    results.effects_resolved[:, 1] = [4, 0, 1]  # Guard: never fizzles
    return results


def test_hero_rows_keep_the_per_game_sums_of_fizzles_and_effects():
    heroes = reduce_games(outcome_of(games()))["heroes"]
    assert heroes["hero"].tolist()[:2] == ["Brigand", "Guard"]
    assert heroes["fizzled_sq_sum"].tolist()[:2] == [1 + 0 + 4, 0]
    assert heroes["effects_sq_sum"].tolist()[:2] == [9 + 9 + 9, 16 + 0 + 1]
    assert heroes["fizzled_effects_sum"].tolist()[:2] == [3 + 0 + 6, 0]


SPEC = """ruleset = "cot"
players = 3
games = {games}
games_per_task = 3
seed = 1
[decks]
named = ["beginner"]
[[lineups]]
seats = ["random"]
"""


def _folder(tmp_path, rows_of_parts):
    """A real results folder of one cell whose parts are then rewritten to hold the given task rows
    (tables as the reduction writes them), each part whole and checked as the runner writes it."""
    from simkit.experiments.spec import load_spec
    from simkit.experiments.store import open_store
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "spec.toml").write_text(SPEC.format(games=3 * len(rows_of_parts)))
    spec = load_spec(tmp_path / "spec.toml")
    folder = tmp_path / "out"
    store = open_store(folder, spec)
    try:
        for task, rows in zip(store.plan, rows_of_parts):
            write_part(store.parts, store.experiment, task, rows)
    finally:
        store.close()
    return experiments.load(folder)


def _old(rows):
    """The rows as a simkit before the per-game sums wrote them."""
    return {**rows, "heroes": {k: v for k, v in rows["heroes"].items() if k not in ADDED}}


def test_a_folder_without_the_per_game_sums_loads_with_them_unknown(tmp_path):
    rows = reduce_games(outcome_of(games()))
    heroes = _folder(tmp_path, [_old(rows)]).heroes.set_index("hero")
    assert heroes.loc["Brigand", "fizzled"] == 3 and heroes.loc["Brigand", "fizzle_rate"] == 3 / 9
    assert heroes[ADDED].isna().all().all()


def test_a_cell_with_one_old_part_has_unknown_sums_and_new_parts_add_up(tmp_path):
    rows = reduce_games(outcome_of(games()))
    mixed = _folder(tmp_path / "mixed", [rows, _old(rows)]).heroes.set_index("hero")
    assert mixed.loc["Brigand", "plays"] == 18 and pd.isna(mixed.loc["Brigand", "fizzled_sq_sum"])
    new = _folder(tmp_path / "new", [rows, rows]).heroes.set_index("hero")
    assert new.loc["Brigand", ADDED].tolist() == [10, 54, 18]


def test_old_folders_tables_keep_int_columns_where_sums_are_known(tmp_path):
    rows = reduce_games(outcome_of(games()))
    heroes = _folder(tmp_path, [rows]).heroes
    assert np.issubdtype(heroes["fizzled"].dtype, np.integer)
    assert heroes["fizzled_sq_sum"].notna().all()
