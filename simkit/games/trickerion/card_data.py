"""The card sections of a composition: Tricks, Performance cards, the Duel's grey-marker sides and
the Magicians (docs/trickerion.md, "The composition file"), as integer arrays ready for kernels.

Each ``parse_<section>(table, parsed)`` reads one section; ``parsed`` holds the sections read
before it (components and characters, for the Tricks' requirements and end-game conditions).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import numpy as np

from simkit.games.trickerion.board_data import frozen
from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.vocabulary import (BOXES, CATEGORIES, END_BONUS_KINDS, END_BONUS_NAMES, GRID_ADJACENT,
                                                GRID_SLOTS, MAX_GREY, MAX_LINKS, MAX_PERFORMANCE_CARDS,
                                                MAX_TRICKS, MODULES, TIERS)
from simkit.inputs import shown


@dataclass(frozen=True)
class Tricks:
    names: tuple[str, ...]  # Trick ids, file order
    category: np.ndarray  # (T,) CATEGORIES id
    level: np.ndarray  # (T,) 1..3
    module: np.ndarray  # (T,) MODULES id
    components: np.ndarray  # (T, K) copies of each component type required
    prepare_ap: np.ndarray  # (T,)
    markers: np.ndarray  # (T,) markers placed by a Prepare
    yields: np.ndarray  # (T, 3) Fame, Coins, Shards per performed marker
    end_kind: np.ndarray  # (T,) END_BONUS_NAMES id (0 = none)
    end_fame: np.ndarray  # (T,) Fame per unit (or once, for the "if_" kinds)
    end_arg: np.ndarray  # (T,) level, tier id, Trick count, Coins per unit, or a bit mask of character ids
    thresholds: np.ndarray  # (3,) Fame Threshold of levels 1..3
    end_bonus_cap: int  # Fame per Trick

    def id(self, name: str) -> int:
        return self.names.index(name)

    def threshold(self, trick: int) -> int:
        return int(self.thresholds[self.level[trick] - 1])


def _end_bonus(row: Table, level: int, parsed: dict) -> tuple[int, int, int]:
    if not row.has("end_bonus"):
        if level == 3:
            row.fail("end_bonus", "missing (every level-3 Trick has an end-game condition)")
        row.read.add("end_bonus")
        return 0, 0, 0
    bonus = row.sub("end_bonus")
    kind = bonus.str("kind", END_BONUS_NAMES)
    if (kind == "none") != (level != 3):
        bonus.fail("kind", "only level-3 Tricks have end-game conditions" if level != 3
                   else "a level-3 Trick needs an end-game condition")
    fame = bonus.int("fame", 0, 0) if kind == "none" else bonus.int("fame", 1, 20)
    extra, arg = END_BONUS_KINDS[kind], 0
    if extra == "level":
        arg = bonus.int("level", 1, 3)
    elif extra == "tier":
        arg = TIERS.index(bonus.str("tier", TIERS))
    elif extra == "count":
        arg = bonus.int("count", 1, 8)
    elif extra == "coins":
        arg = bonus.int("coins", 1, 20)
    elif extra == "characters":
        characters = parsed["characters"]
        for name in bonus.str_list("characters", characters.names, min_len=1, unique=True):
            arg |= 1 << characters.id(name)
    bonus.finish()
    return END_BONUS_NAMES.index(kind), fame, arg


TRICK_COLUMNS = ("category", "level", "module", "prepare_ap", "markers", "yields", "end_kind", "end_fame", "end_arg")


def read_trick_rows(rows: list[Table], parsed: dict, module: str | None = None,
                    extra: Callable[[Table, int], None] | None = None) -> tuple[list[str], np.ndarray, dict]:
    """The Trick fields of ``rows`` (``[[tricks.trick]]``, or the Dawn's ``[[signature_tricks.trick]]``): their
    names, their (T, K) component requirements and the columns of TRICK_COLUMNS as lists. ``module``: every row's
    module (the row has no ``module`` field); ``extra(row, t)`` reads the row's own further fields before it is
    finished."""
    components = parsed["components"]
    names = []
    columns = {key: [] for key in TRICK_COLUMNS}
    needs = np.zeros((len(rows), len(components.names)), dtype=np.int32)
    for t, row in enumerate(rows):
        names.append(row.name())
        columns["category"].append(CATEGORIES.index(row.str("category", CATEGORIES)))
        level = row.int("level", 1, 3)
        columns["level"].append(level)
        columns["module"].append(MODULES.index(module if module is not None else row.str("module", MODULES)))
        required = row.sub("components")
        if not 1 <= len(required.data) <= 4:
            row.fail("components", f"expected 1 to 4 component types, got {len(required.data)}")
        for name in required.data:
            if name not in components.names:
                required.fail(name, f"not a component type (types: {', '.join(components.names)})")
            needs[t, components.id(name)] = required.int(name, 1, components.max_per_type)
        required.finish()
        columns["prepare_ap"].append(row.int("prepare_ap", 1, 3))
        columns["markers"].append(row.int("markers", 1, 3))
        columns["yields"].append(row.amounts("yield", 0, 20))
        kind, fame, arg = _end_bonus(row, level, parsed)
        columns["end_kind"].append(kind)
        columns["end_fame"].append(fame)
        columns["end_arg"].append(arg)
        if extra is not None:
            extra(row, t)
        row.finish()
    unique_names(rows, names)
    needs.setflags(write=False)
    return names, needs, columns


def parse_tricks(table: Table, parsed: dict) -> Tricks:
    thresholds = table.int_list("thresholds", 0, 99, 3, 3)
    if list(thresholds) != sorted(thresholds):
        table.fail("thresholds", f"expected non-decreasing thresholds, got {list(thresholds)}")
    cap = table.int("end_bonus_cap", 0, 200)
    rows = table.entries("trick", 1, MAX_TRICKS)
    names, needs, columns = read_trick_rows(rows, parsed)
    return Tricks(tuple(names), components=needs, thresholds=frozen(thresholds), end_bonus_cap=cap,
                  **{key: frozen(values) for key, values in columns.items()})


@dataclass(frozen=True)
class PerformanceCards:
    names: tuple[str, ...]  # card ids
    venues: tuple[str, ...]  # venue ids
    venue_module: np.ndarray  # (V,) MODULES id
    marker_cycle: np.ndarray  # (4,) category ids clockwise around a Trick marker (G60)
    venue: np.ndarray  # (N,) venue id
    slots: np.ndarray  # (N, 6) 1 where the card has that grid slot (A..F)
    n_links: np.ndarray  # (N,)
    link_a: np.ndarray  # (N, MAX_LINKS) grid slot ids, -1 padding
    link_b: np.ndarray  # (N, MAX_LINKS)
    link_shard: np.ndarray  # (N, MAX_LINKS) 1 on the Shard circle
    bonus: np.ndarray  # (N, 3) Fame, Coins, Shards to the performer
    # the Duel side (grey pre-printed markers); all -1 when the composition has no duel_sides
    grey_slot: np.ndarray  # (N, MAX_GREY) grid slot id
    grey_facing: np.ndarray  # (N, MAX_GREY) the slot across the link circle it faces
    grey_category: np.ndarray  # (N, MAX_GREY) the category facing that circle

    def id(self, name: str) -> int:
        return self.names.index(name)

    def links(self, card: int) -> list[tuple[str, str, bool]]:
        return [(GRID_SLOTS[self.link_a[card, i]], GRID_SLOTS[self.link_b[card, i]], bool(self.link_shard[card, i]))
                for i in range(self.n_links[card])]

    def with_duel(self, grey_slot, grey_facing, grey_category) -> PerformanceCards:
        return replace(self, grey_slot=frozen(grey_slot), grey_facing=frozen(grey_facing),
                       grey_category=frozen(grey_category))


def _is_tree(slots: list[int], links: list[tuple[int, int]]) -> bool:
    if len(links) != len(slots) - 1:
        return False
    reached, frontier = {slots[0]}, [slots[0]]
    while frontier:
        here = frontier.pop()
        for a, b in links:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in reached:
                    reached.add(y)
                    frontier.append(y)
    return reached == set(slots)


def parse_performance_cards(table: Table, parsed: dict) -> PerformanceCards:
    cycle = table.str_list("marker_cycle", CATEGORIES, 4, 4, unique=True)
    venue_rows = table.entries("venue", 1, 6)
    venues, venue_module = [], []
    for row in venue_rows:
        venues.append(row.name())
        venue_module.append(MODULES.index(row.str("module", MODULES)))
        row.finish()
    unique_names(venue_rows, venues)
    rows = table.entries("card", 1, MAX_PERFORMANCE_CARDS)
    n = len(rows)
    names, venue, bonus = [], [], []
    slots = np.zeros((n, 6), dtype=np.int32)
    n_links = np.zeros(n, dtype=np.int32)
    link_a, link_b, link_shard = (np.full((n, MAX_LINKS), -1, dtype=np.int32) for _ in range(3))
    for c, row in enumerate(rows):
        names.append(row.name())
        venue.append(venues.index(row.str("venue", venues)))
        own = [GRID_SLOTS.index(s) for s in row.str_list("slots", GRID_SLOTS, 3, 6, unique=True)]
        slots[c, own] = 1
        links = row.list("links", 1, MAX_LINKS)
        pairs, shards = [], 0
        for i, item in enumerate(links):
            link = Table(item, row.path, f"{row.label}.links[{i}]")
            a, b = link.str("a", GRID_SLOTS), link.str("b", GRID_SLOTS)
            shard = link.bool("shard", default=False)
            link.finish()
            if frozenset((a, b)) not in GRID_ADJACENT:
                row.fail("links", f"link {a}-{b} joins slots that are not side by side on the 2x3 grid")
            for s in (a, b):
                if GRID_SLOTS.index(s) not in own:
                    row.fail("links", f"link {a}-{b}: slot {s} is not one of the card's slots")
            pair = (GRID_SLOTS.index(a), GRID_SLOTS.index(b))
            if frozenset(pair) in map(frozenset, pairs):
                row.fail("links", f"link {a}-{b} is listed twice")
            pairs.append(pair)
            link_a[c, i], link_b[c, i], link_shard[c, i] = pair[0], pair[1], int(shard)
            shards += shard
        n_links[c] = len(pairs)
        if not _is_tree(own, pairs):
            row.fail("links", f"{len(pairs)} links on {len(own)} slots do not join every slot in one tree "
                              "(a card needs slots - 1 links, connecting all its slots)")
        if shards != 1:
            row.fail("links", f"expected exactly one Shard circle (shard = true), got {shards}")
        bonus.append(row.amounts("bonus", 0, 20))
        row.finish()
    unique_names(rows, names)
    none = np.full((n, MAX_GREY), -1, dtype=np.int32)
    for array in (slots, n_links, link_a, link_b, link_shard, none):
        array.setflags(write=False)
    return PerformanceCards(tuple(names), tuple(venues), frozen(venue_module),
                            frozen([CATEGORIES.index(c) for c in cycle]), frozen(venue), slots, n_links, link_a,
                            link_b, link_shard, frozen(bonus), none, none, none)


def parse_duel_sides(table: Table, parsed: dict) -> PerformanceCards:
    """The grey markers of each card's Duel side, returned as the Performance cards with them."""
    cards: PerformanceCards = parsed["performance_cards"]
    rows = table.entries("card", 1, MAX_PERFORMANCE_CARDS, key="card")
    n = len(cards.names)
    grey = [np.full((n, MAX_GREY), -1, dtype=np.int32) for _ in range(3)]
    seen: dict[int, int] = {}
    for i, row in enumerate(rows):
        c = cards.id(row.str("card", cards.names))
        if c in seen:
            row.fail("card", f"{shown(cards.names[c])} has a Duel side already (#{seen[c] + 1})")
        seen[c] = i
        links = cards.links(c)
        degree = {s: 0 for s in GRID_SLOTS}
        for a, b, _ in links:
            degree[a] += 1
            degree[b] += 1
        used = set()
        for g, item in enumerate(row.list("grey", 0, MAX_GREY)):
            marker = Table(item, row.path, f"{row.label}.grey[{g}]")
            slot, facing = marker.str("slot", GRID_SLOTS), marker.str("facing", GRID_SLOTS)
            category = marker.str("category", CATEGORIES)
            if not cards.slots[c, GRID_SLOTS.index(slot)]:
                marker.fail("slot", f"{slot} is not one of the card's slots")
            if degree[slot] != 1:
                marker.fail("slot", f"{slot} is not a leaf of the card's link tree (grey markers sit on leaves)")
            if slot in used:
                marker.fail("slot", f"{slot} has a grey marker already")
            if not any({a, b} == {slot, facing} for a, b, _ in links):
                marker.fail("facing", f"no link circle joins {slot} and {facing} (a grey marker faces its link)")
            marker.finish()
            used.add(slot)
            grey[0][c, g], grey[1][c, g] = GRID_SLOTS.index(slot), GRID_SLOTS.index(facing)
            grey[2][c, g] = CATEGORIES.index(category)
        if len(used) >= int(cards.slots[c].sum()):
            row.fail("grey", "grey markers fill every slot of the card")
        row.finish()
    missing = [name for c, name in enumerate(cards.names) if c not in seen]
    if missing:
        table.fail("card", f"no Duel side for {shown(missing[0])} (every Performance card needs one)")
    return cards.with_duel(*grey)


@dataclass(frozen=True)
class Magicians:
    names: tuple[str, ...]  # Magician ids
    category: np.ndarray  # (M,) Favourite category id
    box: np.ndarray  # (M,) BOXES id
    ability: tuple[str, ...]  # ability id (part 2 gives them rules); the Dark Alley version
    academy_ability: tuple[str, ...]  # the version with the Academy ("" = the same)

    def id(self, name: str) -> int:
        return self.names.index(name)


def parse_magicians(table: Table, parsed: dict) -> Magicians:
    rows = table.entries("magician", 1, 16)
    names, category, box, ability, academy = [], [], [], [], []
    for row in rows:
        names.append(row.name())
        category.append(CATEGORIES.index(row.str("category", CATEGORIES)))
        box.append(BOXES.index(row.str("box", BOXES)))
        ability.append(row.str("ability"))
        academy.append(row.str("academy_ability") if row.has("academy_ability") else "")
        row.finish()
    unique_names(rows, names)
    return Magicians(tuple(names), frozen(category), frozen(box), tuple(ability), tuple(academy))

