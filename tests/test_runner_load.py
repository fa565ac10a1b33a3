"""simkit.experiments.load: the documented columns, with values recomputed game by game from simkit.api.play."""

from collections import Counter
from math import sqrt

import numpy as np
import pytest

from simkit import experiments
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.api import make_setup, play
from simkit.games.trickster.results import wilson_interval

SPEC = """\
ruleset = "cot"
players = [3]
games = 70
games_per_task = 30
seed = 9

[decks]
named = ["strategist"]
lists = [["Brigand", "Guard", "Magician", "Nomad", "Peddler", "Soldier", "Scion"]]

[[lineups]]
seats = ["cautious", "random", "random"]
rotate = true
"""
CELL = ["ruleset", "players", "deck_id", "deck", "lineup"]
COLUMNS = {
    "seats": CELL + ["seat", "strategy", "games", "wins", "sole_wins", "win_share", "win_share_lo", "win_share_hi",
                     "score_sum", "score_sq_sum", "score_mean", "score_sd"],
    "cells": CELL + ["games", "length_sum", "length_sq_sum", "length_mean", "length_sd", "rounds_sum",
                     "rounds_sq_sum", "rounds_mean", "rounds_sd", "shared_win_games", "no_winner_games",
                     "lead_changes_sum", "spread_sum", "spread_sq_sum", "capped_games", "cell", "paired_with"],
    "heroes": CELL + ["hero", "plays", "resolved", "fizzled", "fizzle_rate", "fizzled_sq_sum", "effects_sq_sum",
                      "fizzled_effects_sum"],
    "hero_seats": CELL + ["seat", "strategy", "hero", "games", "plays_sum", "plays_sq_sum", "plays_score_sum",
                          "plays_win_sum"],
    "marks": CELL + ["seat", "strategy", "mark", "games", "mark_sum", "mark_sq_sum", "mark_mean", "marked_games",
                     "marked_rate", "marked_wins", "marked_win_share", "marked_win_share_lo", "marked_win_share_hi"],
    "score_hist": CELL + ["seat", "score", "count"],
    "length_hist": CELL + ["length", "count"],
}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tiny")
    (folder / "spec.toml").write_text(SPEC)
    spec = load_spec(folder / "spec.toml")
    run_spec(spec, folder / "out", lambda: local_pool(1), log=lambda message: None)
    return spec, experiments.load(folder / "out")


def expected_cell(spec, cell):
    """Every number of one cell, from its games one at a time."""
    results = play(make_setup("cot", 3, list(cell.heroes), list(cell.lineup)), spec.games, cell.seed)
    totals = results.round_scores.sum(axis=1)
    seats, games = [], spec.games
    for seat in range(3):
        wins = sum(w[seat] / sum(w) for w in results.winners.tolist())
        seats.append({"wins": wins, "sole_wins": sum(w[seat] == 1 and sum(w) == 1 for w in results.winners.tolist()),
                      "score_sum": int(totals[:, seat].sum()), "busts_mean": results.busts[:, seat].mean(),
                      "busted_games": int((results.busts[:, seat] > 0).sum()),
                      "busted_wins": sum(w[seat] / sum(w) for w, b in zip(results.winners.tolist(), results.busts[:, seat])
                                         if b > 0),
                      "score_sd": float(np.std(totals[:, seat], ddof=1)), "interval": wilson_interval(wins, games),
                      "hist": sorted(Counter(totals[:, seat].tolist()).items())})
    changes = 0
    for game in results.round_scores.tolist():
        running, leaders = [0, 0, 0], []
        for scores in game:
            running = [a + b for a, b in zip(running, scores)]
            leaders.append({s for s in range(3) if running[s] == min(running)})
        changes += sum(a != b for a, b in zip(leaders, leaders[1:]))
    tricks = results.tricks.sum(axis=1)
    heroes = {}
    for game in range(games):
        for slot, hero in enumerate(results.heroes[game].tolist()):
            name = results.hero_names[hero]
            row = heroes.setdefault(name, {"plays": 0, "fizzled": 0, "per_seat": [[0, 0, 0.0] for _ in range(3)]})
            row["fizzled"] += int(results.effects_fizzled[game, slot])
            for seat in range(3):
                n = int(results.plays[game, seat, slot])
                row["plays"] += n
                row["per_seat"][seat][0] += n * int(totals[game, seat])
                row["per_seat"][seat][1] += n * n
                row["per_seat"][seat][2] += n * results.winners[game, seat] / results.winners[game].sum()
    return {"seats": seats, "lead_changes": changes, "tricks": tricks, "heroes": heroes,
            "spread": int((totals.max(axis=1) - totals.min(axis=1)).sum()),
            "shared": int((results.winners.sum(axis=1) > 1).sum())}


def test_columns_are_the_documented_ones(tiny):
    _, results = tiny
    for table, columns in COLUMNS.items():
        assert list(getattr(results, table).columns) == columns, table
    assert results.complete and results.tasks_done == results.tasks_total == 2 * 3 * 3
    assert results.manifest["seed"] == 9 and results.manifest["spec"]["games"] == 70
    assert len(results.cells) == 6 and len(results.seats) == 18 and len(results.heroes) == 6 * 7


@pytest.mark.parametrize("cell_index", [0, 4])
def test_values_match_the_games_one_by_one(tiny, cell_index):
    spec, results = tiny
    cell = spec.cells[cell_index]
    want = expected_cell(spec, cell)
    mine = (results.seats["deck_id"] == cell.deck_id) & (results.seats["lineup"] == cell.lineup_text)
    seats = results.seats[mine].sort_values("seat")
    assert seats["strategy"].tolist() == list(cell.lineup) and seats["games"].tolist() == [70] * 3
    for row, exp in zip(seats.itertuples(), want["seats"]):
        assert row.wins == pytest.approx(exp["wins"], abs=1e-12) and row.sole_wins == exp["sole_wins"]
        assert row.win_share == pytest.approx(exp["wins"] / 70)
        assert (row.win_share_lo, row.win_share_hi) == pytest.approx(exp["interval"])
        assert row.score_sum == exp["score_sum"] and row.score_mean == pytest.approx(exp["score_sum"] / 70)
        assert row.score_sd == pytest.approx(exp["score_sd"])
        busts = results.marks[(results.marks["deck_id"] == cell.deck_id) & (results.marks["mark"] == "busts")
                              & (results.marks["lineup"] == cell.lineup_text) & (results.marks["seat"] == row.seat)]
        assert busts["mark_mean"].item() == pytest.approx(exp["busts_mean"])
        assert busts["marked_games"].item() == exp["busted_games"]
        assert busts["marked_wins"].item() == pytest.approx(exp["busted_wins"], abs=1e-12)
        hist = results.score_hist[(results.score_hist["deck_id"] == cell.deck_id)
                                  & (results.score_hist["lineup"] == cell.lineup_text)
                                  & (results.score_hist["seat"] == row.seat)]
        assert list(zip(hist["score"], hist["count"])) == exp["hist"]
    cells = results.cells[(results.cells["deck_id"] == cell.deck_id) & (results.cells["lineup"] == cell.lineup_text)]
    (row,) = cells.itertuples()
    assert row.deck == ",".join(cell.heroes) and row.games == 70
    assert row.length_sum == want["tricks"].sum() and row.length_mean == pytest.approx(want["tricks"].mean())
    assert row.length_sd == pytest.approx(float(np.std(want["tricks"], ddof=1)))
    assert row.rounds_sum == 3 * 70 and row.rounds_sd == 0 and row.no_winner_games == 0
    assert row.lead_changes_sum == want["lead_changes"] and row.spread_sum == want["spread"]
    assert row.shared_win_games == want["shared"] and row.capped_games == 0
    heroes = results.heroes[(results.heroes["deck_id"] == cell.deck_id) & (results.heroes["lineup"] == cell.lineup_text)]
    assert sorted(heroes["hero"]) == sorted(want["heroes"])
    for hero in heroes.itertuples():
        exp = want["heroes"][hero.hero]
        assert (hero.plays, hero.fizzled) == (exp["plays"], exp["fizzled"]) and hero.resolved == hero.plays - hero.fizzled
        assert hero.fizzle_rate == pytest.approx(exp["fizzled"] / exp["plays"])
    hs = results.hero_seats[(results.hero_seats["deck_id"] == cell.deck_id)
                            & (results.hero_seats["lineup"] == cell.lineup_text)]
    for row in hs.itertuples():
        score, square, win = want["heroes"][row.hero]["per_seat"][row.seat]
        assert (row.plays_score_sum, row.plays_sq_sum, row.games) == (score, square, 70)
        assert row.plays_win_sum == pytest.approx(win, abs=1e-12)
    lengths = results.length_hist[(results.length_hist["deck_id"] == cell.deck_id)
                                  & (results.length_hist["lineup"] == cell.lineup_text)]
    assert list(zip(lengths["length"], lengths["count"])) == sorted(Counter(want["tricks"].tolist()).items())


def test_score_sd_is_the_sample_sd_of_the_pooled_games(tiny):
    _, results = tiny
    row = results.seats.iloc[0]
    hist = results.score_hist[(results.score_hist["lineup"] == row["lineup"]) & (results.score_hist["seat"] == 0)
                              & (results.score_hist["deck_id"] == row["deck_id"])]
    values = np.repeat(hist["score"].to_numpy(), hist["count"].to_numpy())
    assert row["score_sd"] == pytest.approx(sqrt(values.var(ddof=1)))


def test_fizzle_rate_leaves_out_effects_a_noeffect_player_ignored(tmp_path, capsys):
    from cli_run import run
    (tmp_path / "spec.toml").write_text(
        'ruleset = "cot"\nplayers = 4\ngames = 150\nseed = 3\n[decks]\nnamed = ["beginner"]\n'
        '[[lineups]]\nseats = ["noeffect:cautious:Brigand", "cautious", "cautious", "cautious"]\n')
    code, _, err = run(capsys, "run", str(tmp_path / "spec.toml"), "--out", str(tmp_path / "out"), "--workers", "1")
    assert code == 0, err
    results = experiments.load(tmp_path / "out")
    assert results.heroes is results.items and results.hero_seats is results.item_seats  # the old names
    brigand = results.items.set_index("hero").loc["Brigand"]
    assert brigand.resolved + brigand.fizzled < brigand.plays  # seat 0's Brigands were ignored
    assert brigand.fizzle_rate == brigand.fizzled / (brigand.resolved + brigand.fizzled)
