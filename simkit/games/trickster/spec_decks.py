"""The decks of a Trickster experiment spec: ``catalogs = [...]`` (designer hero files) and the
``[decks]`` table (named decks, hero lists, every deck of a pool or a seeded sample of them).

Every problem raises GameSetupError with the spec key at fault (docs/experiments.md).
"""

from __future__ import annotations

from math import comb
from pathlib import Path

from simkit.games.base import GameSetupError, SpecDecks
from simkit.games.trickster.catalog import Catalog, CatalogError, load_catalog
from simkit.games.trickster.deck_sweep import all_decks, sample_decks
from simkit.games.trickster.decks import parse_deck
from simkit.games.trickster.layout import DECK_HEROES
from simkit.games.trickster.rulesets import get_ruleset

SPEC_DECK_KEYS = ("catalogs", "decks")
DECK_KEYS = {"named", "lists", "pool", "all", "sample", "sample_seed"}


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def fail(key: str, reason: str) -> GameSetupError:
    return GameSetupError(reason, key=key)


def spec_decks(section: dict, folder: Path, ruleset: str, seed: int, max_decks: int) -> SpecDecks:
    """``section``: the spec's deck keys (of any game); ``seed`` seeds ``decks.sample``; a pool's
    decks beyond ``max_decks`` (the cells an experiment may have) must be sampled."""
    for key in section:
        if key not in SPEC_DECK_KEYS:
            raise fail(key, "trickster decks are heroes: use [decks]")
    files, catalog = catalogs(section.get("catalogs", []), folder)
    if "decks" not in section:
        raise fail("decks", "missing")
    names = [str(name) for name in section.get("catalogs", [])]
    return SpecDecks(decks(section["decks"], ruleset, catalog, seed, max_decks), catalog, dict(zip(names, files)))


def catalogs(value, folder: Path) -> tuple[tuple[Path, ...], Catalog]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail("catalogs", f"expected a list of hero files, got {value!r}")
    files = tuple((folder / v).resolve() for v in value)  # relative to the spec file
    for name, file in zip(value, files):
        if not file.is_file():
            raise fail("catalogs", f"no such hero file {name!r} (paths are relative to the spec file)")
    try:
        return files, load_catalog(files)
    except CatalogError as exc:
        raise fail("catalogs", str(exc)) from None


def hero_list(key: str, value, catalog: Catalog) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(key, f"expected a list of hero names, got {value!r}")
    unknown = [name for name in value if name not in catalog]
    if unknown:
        raise fail(key, f"unknown hero {unknown[0]!r} (run 'simkit heroes' for the catalogue)")
    names = [catalog.heroes[catalog.index(name)].name for name in value]
    repeated = sorted({h for h in names if names.count(h) > 1})
    if repeated:
        raise fail(key, f"hero {repeated[0]!r} appears more than once")
    return names


def deck(key: str, text: str, catalog: Catalog) -> tuple[str, ...]:
    try:
        heroes = parse_deck(text, catalog)
    except ValueError as exc:
        raise fail(key, str(exc)) from None
    if heroes is None:
        raise fail(key, "a 'random' deck changes every game; use decks.sample for a sample of decks")
    return tuple(heroes)


def decks(value, ruleset: str, catalog: Catalog, seed: int, max_decks: int) -> tuple[tuple[str, ...], ...]:
    if not isinstance(value, dict):
        raise fail("decks", "expected a table ([decks])")
    unknown = sorted(set(value) - DECK_KEYS)
    if unknown:
        raise fail(f"decks.{unknown[0]}", f"unknown key (known: {', '.join(sorted(DECK_KEYS))})")
    sweep: list[tuple[str, ...]] = []
    named = value.get("named", [])
    if not isinstance(named, list) or not all(isinstance(v, str) for v in named):
        raise fail("decks.named", f"expected a list of deck names, got {named!r}")
    sweep += [deck(f"decks.named[{i}]", name, catalog) for i, name in enumerate(named)]
    lists = value.get("lists", [])
    if not isinstance(lists, list):
        raise fail("decks.lists", f"expected a list of hero lists, got {lists!r}")
    for i, heroes in enumerate(lists):
        names = hero_list(f"decks.lists[{i}]", heroes, catalog)
        sweep.append(deck(f"decks.lists[{i}]", ",".join(names), catalog))
    sweep += pool_decks(value, ruleset, catalog, seed, max_decks)
    if not sweep:
        raise fail("decks", "the sweep is empty: give named, lists, or a pool with all or sample")
    seen_sets: set[frozenset] = set()
    kept = []
    for heroes in sweep:  # the same 7 heroes twice are one deck, kept in first position and order
        if frozenset(heroes) not in seen_sets:
            seen_sets.add(frozenset(heroes))
            kept.append(heroes)
    return tuple(kept)


def pool_decks(value: dict, ruleset: str, catalog: Catalog, seed: int, max_decks: int) -> list[tuple[str, ...]]:
    take_all = value.get("all", False)
    if not isinstance(take_all, bool):
        raise fail("decks.all", f"expected true or false, got {take_all!r}")
    sample = value.get("sample")
    if sample is not None and (not _is_int(sample) or sample < 1):
        raise fail("decks.sample", f"expected a number of decks >= 1, got {sample!r}")
    if take_all and sample is not None:
        raise fail("decks.sample", "give all = true or sample = N, not both")
    if "sample_seed" in value and sample is None:
        raise fail("decks.sample_seed", "only with decks.sample")
    if not take_all and sample is None:
        if "pool" in value:
            raise fail("decks.pool", "a pool needs all = true or sample = N")
        return []
    if "pool" in value:
        pool = hero_list("decks.pool", value["pool"], catalog)
        order = {name: i for i, name in enumerate(catalog.names)}
        pool.sort(key=order.__getitem__)  # catalogue order: a pool's decks do not depend on how it is listed
    else:
        home = get_ruleset(ruleset).home_sets
        pool = [h.name for h in catalog.heroes if h.set in home]
    if len(pool) < DECK_HEROES:
        raise fail("decks.pool", f"a pool needs at least {DECK_HEROES} heroes, got {len(pool)}")
    total = comb(len(pool), DECK_HEROES)
    if take_all and total > max_decks:
        raise fail("decks.all", f"the pool of {len(pool)} heroes has {total:,} decks, more than the "
                                f"{max_decks:,} cells an experiment may have: sample them")
    if take_all:
        return all_decks(pool)
    if sample > max_decks:
        raise fail("decks.sample", f"at most {max_decks:,} decks (an experiment's cells), got {sample:,}")
    if sample > total:
        raise fail("decks.sample", f"the pool of {len(pool)} heroes has {total:,} decks, not {sample:,}")
    sample_seed = value.get("sample_seed", None)
    if sample_seed is not None and (not _is_int(sample_seed) or sample_seed < 0):
        raise fail("decks.sample_seed", f"expected an integer >= 0, got {sample_seed!r}")
    return sample_decks(pool, sample, seed if sample_seed is None else sample_seed)
