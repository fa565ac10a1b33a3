"""``restricted:<base>:noacademy``: the Academy rulesets' player that never visits the Academy
(issue 17: "a restricted player that never visits it"); the others' play is unchanged."""

import numpy as np

from simkit.games.trickerion import GAME


def academy_setup(strategies):
    return GAME.make_setup("trickerion-academy", 3, None, strategies, in_development=True)


def test_a_noacademy_seat_never_places_a_character_at_the_academy_and_its_rivals_still_do():
    setup = academy_setup("restricted:random:noacademy,random,random")
    outcome = GAME.play(setup, games=60, seed=5, check=True)
    visits = outcome.marks["academy_placements"]
    assert visits[:, 0].sum() == 0
    assert visits[:, 1:].sum() > 0  # the same games: the unrestricted seats go there
    unrestricted = GAME.play(academy_setup("random"), games=60, seed=5)
    assert unrestricted.marks["academy_placements"][:, 0].sum() > 0  # so the restriction is what stops it


def test_noacademy_restricts_nothing_without_the_academy():
    base = GAME.make_setup("trickerion-dark-alley", 3, None, "restricted:greedy:noacademy")
    plain = GAME.make_setup("trickerion-dark-alley", 3, None, "greedy")
    a = GAME.play(base, games=30, seed=9)
    b = GAME.play(plain, games=30, seed=9)
    assert np.array_equal(a.scores, b.scores) and np.array_equal(a.decisions, b.decisions)
