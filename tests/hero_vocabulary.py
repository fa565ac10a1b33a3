"""Random heroes written in the catalogue's vocabulary (docs/heroes.md), for property tests:
every hero the checker accepts must play (simkit.games.trickster.hero_file)."""

from __future__ import annotations

import random

SOURCES = ["own.hand", "own.tableau", "opponent.hand", "opponent.tableau", "any.hand", "any.tableau",
           "other.hand", "trash", "pot", "deck.top", "deck.bottom"]
DESTINATIONS = SOURCES + ["other.tableau"]
PICKS = [None, "choice", "random", "owner"]


def _maybe(rng, key, values, step):
    value = rng.choice(values)
    if value is not None:
        step[key] = value


def random_step(rng: random.Random, op: str) -> dict:
    step = {"op": op}
    if op == "move":
        step["from"], step["to"] = rng.choice(SOURCES), rng.choice(DESTINATIONS)
        _maybe(rng, "pick", PICKS, step)
        _maybe(rng, "else", [None] * 4 + ["trash", "deck.bottom", "deck.top"], step)
        _maybe(rng, "reveal", [None, True, False], step)
    elif op == "swap":
        step["a"], step["b"] = rng.choice(SOURCES), rng.choice(SOURCES)
        _maybe(rng, "a_pick", PICKS, step)
        _maybe(rng, "b_pick", PICKS, step)
    elif op == "reveal_keep":
        step["from"] = rng.choice(["deck.top", "own.hand", "opponent.hand", "any.hand", "trash"])
        step["count"] = rng.choice([1, 2])
        _maybe(rng, "min", [None, 1, 2], step)
        step["keep"], step["rest"] = rng.choice(DESTINATIONS), rng.choice(DESTINATIONS)
        _maybe(rng, "pick", [None, None, "random"], step)
    elif op == "copy":
        step["from"] = rng.choice([rng.choice(SOURCES), [rng.choice(SOURCES), rng.choice(SOURCES)]])
    else:
        step["from"] = rng.choice(SOURCES)
    return step


def random_hero(rng: random.Random, name: str) -> dict:
    if rng.random() < 0.15:
        effect = [random_step(rng, "copy")]
    else:
        ops = ["move"] * 4 + ["swap", "swap", "reveal_keep", "reveal_keep", "sideways"]
        effect = [random_step(rng, rng.choice(ops)) for _ in range(rng.choice([1, 1, 2, 3]))]
    return {"name": name, "set": "Generated", "text": "generated", "effect": effect}


def accepted_heroes(seed: int, count: int) -> list:
    """``count`` generated heroes the checker accepts (compiled Hero objects), reproducibly."""
    from simkit.games.trickster.catalog import CatalogError
    from simkit.games.trickster.hero_file import compile_hero
    rng = random.Random(seed)
    heroes, tries = [], 0
    while len(heroes) < count:
        tries += 1
        entry = random_hero(rng, f"Gen{len(heroes)}")
        try:
            heroes.append(compile_hero(entry, f"generated hero {entry}", "generated"))
        except CatalogError:
            continue
    return heroes
