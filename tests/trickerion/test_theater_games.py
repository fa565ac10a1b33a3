"""The Theater inside whole games (the core's turn loop, compiled, random play): its invariants
(theater_invariants.py) at random decisions of thousands of games and at their ends, and the
track's length turn by turn. (Uniform random play rarely performs, about one game in 60: the
Theater's rules are reached many times over by test_theater_invariants.py's random steps.)"""

import numpy as np
import pytest

from simkit.games.trickerion import layout as L
from simkit.games.trickerion.batch import MARK_COLUMNS, play_to_decision_nb
from simkit.games.trickerion.records import EV_TURN
from simkit.games.trickerion.rng import N_STREAMS
from simkit.games.trickerion.theater_invariants import check_theater_nb
from simkit.games.trickerion.theater_records import EV_LINK, EV_PERFORMANCE, EV_TRACK

from .core_games import play, template, traced

KINDS = {"duel": {}, "noduel": {"side": "normal", "blocking": "neutral_disc"}}


def positions_keep_the_invariants(players, games, stops, seed, strategy="random", **kw):
    out = play(players, strategy, games=games, seed=seed, check=True, **kw)
    tpl, w = template(players, strategy, **kw)
    s = np.zeros_like(tpl)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    pick = np.random.default_rng(seed)
    checked = 0
    for g in range(games):
        for stop in pick.integers(1, out["decisions"][g] + 1, size=stops):
            assert play_to_decision_nb(np.uint64(seed), g, tpl, w, int(stop), s, rng)
            assert check_theater_nb(s) == 0, (g, stop, check_theater_nb(s))
            checked += 1
    return out, checked


@pytest.mark.parametrize("players,kind", [(2, "duel"), (2, "noduel"), (3, "duel"), (4, "duel")])
def test_random_games_keep_the_theaters_invariants_at_random_decisions(players, kind):
    out, checked = positions_keep_the_invariants(players, games=400, stops=5, seed=17, **KINDS[kind])
    assert checked == 2000 and not out["capped"].any()
    marks = out["marks"].sum(axis=(0, 1))
    for name in ("performances", "sets_up"):
        assert marks[MARK_COLUMNS.index(name)] > 0, name
    if kind == "duel" and players == 2:  # the grey markers make Links likely even at random
        assert marks[MARK_COLUMNS.index("links_created")] > 0
        assert marks[MARK_COLUMNS.index("link_fame")] + marks[MARK_COLUMNS.index("link_coins")] > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_thousands_of_random_games_keep_the_theaters_invariants(players):
    for strategy in ("random", "random:stop=0"):
        _, checked = positions_keep_the_invariants(players, games=2500, stops=4, seed=23, strategy=strategy)
        assert checked == 10000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_moves_the_track_four_times_and_ends_sound(players):
    for game in range(5):
        s, tr = traced(players, seed=31, game=game)
        rec = tr[:s[L.TRACE_COUNT]]
        moves = rec[rec[:, 0] == EV_TRACK]
        # End Turn of turns 1-4 (not 5, G14): P, then P + 1 cards, full from then on
        assert list(moves[:, 3]) == [players, players + 1, players + 1, players + 1]
        assert list(moves[:, 1] >= 0) == [False, False, True, True]  # a card leaves from turn 3
        assert (moves[:, 2] >= 0).all() and s[L.PDECK_TOP] == s[L.N_PDECK]
        assert check_theater_nb(s) == 0
        # performances in weekday order within each turn
        turn_of = np.cumsum(rec[:, 0] == EV_TURN)
        perf = rec[:, 0] == EV_PERFORMANCE
        for turn in range(1, 6):
            days = rec[perf & (turn_of == turn), 1]
            assert (np.diff(days) > 0).all()
        assert (rec[rec[:, 0] == EV_LINK][:, 1] < players).all()
