"""A task's rows from per-game results, on synthetic games whose sums are worked out by hand."""

import numpy as np

from simkit.api import make_setup
from simkit.games.trickster.game import lead_changes, outcome_of
from simkit.games.trickster.results import GameResults

from simkit.experiments.reduce import WIN_UNITS, reduce_games, win_units


def synthetic():
    """Three 3-player games of the beginner deck; round scores chosen for ties and lead changes."""
    setup = make_setup("cot", 3, "beginner", "random")
    results = GameResults.empty(3, 3, setup, seed=0, first_game=0)
    results.round_scores[0] = [[1, 2, 3], [5, 1, 1], [0, 0, 0]]  # leaders {0}, {1}, {1}: one change; totals 6 3 4
    results.round_scores[1] = [[2, 2, 5], [1, 1, 0], [0, 1, 0]]  # {0,1}, {0,1}, {0}: one change; totals 3 4 5
    results.round_scores[2] = [[4, 4, 4], [0, 0, 0], [1, 1, 0]]  # {0,1,2}, same, {2}: one change; totals 5 5 4
    results.winners[:] = [[0, 1, 0], [1, 0, 0], [0, 0, 1]]
    results.winners[2] = [1, 1, 0]  # a shared win (winners need not be the lowest here: the sums are what count)
    results.tricks[:] = [[10, 12, 9], [8, 8, 8], [20, 1, 1]]  # 31, 24, 22 tricks
    results.busts[:] = [[1, 0, 2], [0, 0, 0], [3, 1, 1]]
    results.capped[:] = [0, 1, 0]
    results.heroes[:] = [setup.catalog.index(h) for h in setup.heroes]  # Brigand in slot 0
    results.plays[:, :, 0] = [[2, 0, 1], [1, 1, 1], [0, 3, 0]]  # Brigand per seat
    results.effects_resolved[:, 0] = [2, 3, 1]
    results.effects_fizzled[:, 0] = [1, 0, 2]
    return results


def reduced():
    return reduce_games(outcome_of(synthetic()))


def test_lead_changes_count_changes_of_the_leader_set():
    assert lead_changes(synthetic().round_scores, 3).tolist() == [1, 1, 1]
    assert lead_changes(synthetic().round_scores, 1).tolist() == [0, 0, 0]  # one round: nothing to change


def test_seat_and_cell_sums():
    rows = reduced()
    seats = rows["seats"]
    assert seats["games"].tolist() == [3, 3, 3]
    assert seats["win_units"].tolist() == [WIN_UNITS + WIN_UNITS // 2, WIN_UNITS + WIN_UNITS // 2, 0]
    assert seats["sole_wins"].tolist() == [1, 1, 0]
    assert seats["score_sum"].tolist() == [6 + 3 + 5, 3 + 4 + 5, 4 + 5 + 4]
    assert seats["score_sq_sum"].tolist() == [36 + 9 + 25, 9 + 16 + 25, 16 + 25 + 16]
    cells = {k: v.tolist() for k, v in rows["cells"].items()}
    assert cells == {"games": [3], "length_sum": [31 + 24 + 22], "length_sq_sum": [31 ** 2 + 24 ** 2 + 22 ** 2],
                     "rounds_sum": [9], "rounds_sq_sum": [27], "shared_win_games": [1], "no_winner_games": [0],
                     "lead_changes_sum": [3], "spread_sum": [3 + 2 + 1], "spread_sq_sum": [9 + 4 + 1],
                     "capped_games": [1]}


def test_mark_rows_count_games_with_the_mark_and_the_wins_in_them():
    marks = reduced()["marks"]
    assert marks["mark"].tolist() == ["busts"] * 3 and marks["seat"].tolist() == [0, 1, 2]
    assert marks["mark_sum"].tolist() == [4, 1, 3] and marks["mark_sq_sum"].tolist() == [10, 1, 5]
    assert marks["marked_games"].tolist() == [2, 1, 2]  # busts [[1,0,2],[0,0,0],[3,1,1]]
    assert marks["marked_win_units"].tolist() == [WIN_UNITS // 2, WIN_UNITS // 2, 0]  # only game 2 counts


def test_a_game_nobody_won_gives_no_win_units():
    units = win_units(np.array([[0, 0], [1, 0], [1, 1]]))
    assert units.tolist() == [[0, 0], [WIN_UNITS, 0], [WIN_UNITS // 2, WIN_UNITS // 2]]
    assert all(WIN_UNITS % k == 0 for k in range(1, 9))  # every share of up to 8 players is whole


def test_hero_rows_and_histograms():
    rows = reduced()
    heroes = rows["heroes"]
    assert heroes["hero"].tolist()[0] == "Brigand" and len(heroes["hero"]) == 7
    assert heroes["plays"].tolist()[0] == 9 and heroes["resolved"].tolist()[0] == 6
    assert heroes["fizzled"].tolist()[0] == 3 and sum(heroes["plays"].tolist()[1:]) == 0
    hs = {k: v[:3].tolist() for k, v in rows["hero_seats"].items()}  # Brigand, seats 0-2
    assert hs["hero"] == ["Brigand"] * 3 and hs["seat"] == [0, 1, 2] and hs["games"] == [3, 3, 3]
    assert hs["plays_sum"] == [3, 4, 2] and hs["plays_sq_sum"] == [5, 10, 2]
    assert hs["plays_score_sum"] == [2 * 6 + 1 * 3, 1 * 4 + 3 * 5, 1 * 4 + 1 * 5]
    assert hs["plays_win_units"] == [WIN_UNITS, 3 * WIN_UNITS // 2, 0]
    hist = rows["score_hist"]
    assert list(zip(hist["seat"].tolist(), hist["score"].tolist(), hist["count"].tolist())) == [
        (0, 3, 1), (0, 5, 1), (0, 6, 1), (1, 3, 1), (1, 4, 1), (1, 5, 1), (2, 4, 2), (2, 5, 1)]
    assert rows["length_hist"]["length"].tolist() == [22, 24, 31] and rows["length_hist"]["count"].tolist() == [1] * 3
