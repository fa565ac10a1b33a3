"""A hero the catalogue checker accepts must play: generated heroes from the whole vocabulary
(tests/hero_vocabulary.py) play games under both rulesets without an engine error.

The checker used to accept ``reveal_keep`` from ``own.hand`` into ``own.hand``, and then every
game failed ("a strategy chose an option index out of range")."""

import numpy as np
import pytest

from hero_vocabulary import accepted_heroes
from simkit.api import make_setup, play
from simkit.games.trickster.catalog import Catalog, CatalogError, load_catalog
from simkit.games.trickster.hero_file import compile_hero

BUILT_IN = load_catalog()
FILLERS = ["Guard", "Nomad", "Brigand", "Soldier", "Magician", "Scion"]


@pytest.mark.parametrize("seed", range(8))
def test_generated_heroes_the_checker_accepts_play(seed):
    heroes = accepted_heroes(seed, 3)
    catalog = Catalog(BUILT_IN.heroes + tuple(heroes))
    deck = [h.name for h in heroes] + FILLERS[:4]
    for ruleset, players, strategies in (("cot", 4, ["cautious", "random", "hunter", "random"]),
                                         ("fantasy", 5, "random")):
        setup = make_setup(ruleset, players, deck, strategies, catalog)
        results = play(setup, 40, seed)
        assert results.games == 40 and not results.capped.any()
        assert (results.winners.sum(axis=1) >= 1).all()


def test_the_generator_reaches_every_primitive():
    ops = {int(h.steps[0, 0]) for seed in range(8) for h in accepted_heroes(seed, 3)}
    assert ops == {1, 2, 3, 4, 5}  # move, swap, reveal_keep, copy, sideways


def test_reveal_keep_back_into_the_revealed_hand_is_refused():
    entry = {"name": "Loop", "set": "X", "text": "t",
             "effect": [{"op": "reveal_keep", "from": "own.hand", "count": 1, "keep": "own.hand", "rest": "trash"}]}
    with pytest.raises(CatalogError, match="must leave the hand it is revealed from"):
        compile_hero(entry, "mine.toml: hero 'Loop'", "mine.toml")


def test_reveal_keep_from_a_hand_into_the_actors_hand_plays():
    """The Smuggler's shape from the actor's own hand to an opponent's: accepted and played."""
    entry = {"name": "Giver", "set": "X", "text": "t",
             "effect": [{"op": "reveal_keep", "from": "own.hand", "count": 2, "min": 1, "keep": "opponent.hand",
                         "rest": "own.hand"}]}
    hero = compile_hero(entry, "mine.toml: hero 'Giver'", "mine.toml")
    catalog = Catalog(BUILT_IN.heroes + (hero,))
    results = play(make_setup("cot", 4, ["Giver"] + FILLERS, "random", catalog), 60, 1)
    slot = list(results.heroes[0]).index(catalog.index("Giver"))
    assert int(np.sum(results.effects_resolved[:, slot])) > 0
