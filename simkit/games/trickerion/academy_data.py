"""Dahlgaard's Academy sections of a composition (issue 17, part 3; RULES §1.7, §1.11, §1.18, G50-G59;
DATA.md §3.2, Appendix E; docs/trickerion.md, "The composition file"):

- ``academy_location`` (assumed: its slot modifiers, G50): the Academy location, added after the
  ``[locations]`` ones (it replaces the parsed ``locations`` for the sections below it);
- ``academy`` (sourced [RAS]): Banners, the banner chart, per player count the side (8 or 10 rooms),
  the majority's Fame (G76) and the Open Room turns (G59), and the 8 renovation spaces of the 8-room side;
- ``academy_ten_rooms`` (assumed): the 10 renovation spaces of the 4-player side;
- ``academy_tiles`` (assumed): the Classroom and Practice Room tiles;
- ``secrets`` (assumed): the Secrets, written as Special Assignment cards (effect_data.parse_cards);
- ``protege`` (assumed: its base wage, G56): the Protégé's AP and wage by Secrets held.

Each ``parse_<section>(table, parsed)`` reads one section into a frozen dataclass of integer arrays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from simkit.games.trickerion.board_data import PROTEGE, Locations, frozen
from simkit.games.trickerion.effect_data import SpecialAssignments, parse_cards
from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.layout import MAX_STACK, PROTEGE_SECRETS
from simkit.games.trickerion.vocabulary import (MAX_ACADEMY_TILES, MAX_PLAYERS, MAX_SECRETS, MAX_TURNS, MODULES,
                                                PRACTICE_ABILITIES, SPACE_KINDS, SPACE_ROWS, TILE_SLOTS)
from simkit.inputs import shown

ACADEMY_MODULE = MODULES.index("academy")
EIGHT_ROOMS, TEN_ROOMS = 8, 10  # the two sides of the Academy board [S L14]
START_ROW = SPACE_ROWS.index("start")
# Practice Room abilities that take a number n (the others, free_rotate and double_marker, take none)
NUMBERED_ABILITIES = ("extra_marker", "stay_on_card", "prepare_cost", "yield_fame", "yield_coins")


def uses_academy(ruleset, players) -> bool:
    """SECTIONS' ``used`` of the Academy's sections: the ruleset has the Academy module."""
    return ACADEMY_MODULE in ruleset.modules


def uses_ten_rooms(ruleset, players) -> bool:
    return uses_academy(ruleset, players) and players.academy_rooms == TEN_ROOMS


# ---- the location ------------------------------------------------------------------------------

def parse_academy_location(table: Table, parsed: dict) -> Locations:
    """The Academy as one more location, after those of ``[locations]``: the Locations with it."""
    locations: Locations = parsed["locations"]
    name = table.name()
    if name in locations.names:
        table.fail("name", f"{shown(name)} is a location of [locations] already")
    module = MODULES.index(table.str("module", MODULES))
    slots = table.int_list("slot_ap", -3, 5, min_len=1, max_len=6)
    block = table.int("three_player_block", -1, len(slots) - 1)
    copied = [n for n, ts in zip(locations.names, locations.turn_setup) if ts]
    if table.has("turn_setup_as"):  # 2 players: blocked by the Turn Setup cards as that location [S L48]
        turn_setup, like = 1, locations.id(table.str("turn_setup_as", copied))
    else:
        turn_setup, like = 0, len(locations.names)

    def add(array, value):
        return frozen(list(array) + [value])

    return replace(locations, names=locations.names + (name,), module=add(locations.module, module),
                   slot_ap=locations.slot_ap + (slots,), per_seat=add(locations.per_seat, 0),
                   three_player_block=add(locations.three_player_block, block),
                   turn_setup=add(locations.turn_setup, turn_setup), turn_setup_as=locations.turn_setup_as + (like,))


# ---- the board: spaces, Banners, player counts ------------------------------------------------

@dataclass(frozen=True)
class Spaces:
    """The renovation spaces of one side of the Academy board."""
    names: tuple[str, ...]
    kind: np.ndarray  # (S,) SPACE_KINDS id: the tile type renovated there
    row: np.ndarray  # (S,) SPACE_ROWS id: "start" open from turn I, A and B from their Open Room turn
    coins: np.ndarray  # (S, 3) Coins of its ratio at threshold 1 / 16 / 36
    fame: np.ndarray  # (S, 3) Fame of that ratio


def _spaces(table: Table, count: int) -> Spaces:
    rows = table.entries("space", count, count)
    names, kind, row_ids, coins, fame = [], [], [], [], []
    for row in rows:
        names.append(row.name())
        kind.append(SPACE_KINDS.index(row.str("kind", SPACE_KINDS)))
        row_ids.append(SPACE_ROWS.index(row.str("row", SPACE_ROWS)))
        for field, column in (("coins", coins), ("fame", fame)):
            values = row.int_list(field, 0, 99, 3, 3)
            if list(values) != sorted(values):
                row.fail(field, f"expected non-decreasing values by threshold 1 / 16 / 36, got {list(values)}")
            column.append(values)
        row.finish()
    unique_names(rows, names)
    return Spaces(tuple(names), frozen(kind), frozen(row_ids), frozen(coins), frozen(fame))


@dataclass(frozen=True)
class Academy:
    banners_per_seat: int
    banner_chart: np.ndarray  # (n,) Banners placed per Renovate on turn t (index t - 1)
    rooms: dict[int, int]  # player count -> 8 or 10: the side of the board
    banner_fame: dict[int, tuple[int, ...]]  # player count -> the majority's Fame by rank (G76)
    open_turn: dict[int, np.ndarray]  # player count -> (len(SPACE_ROWS),) the turn each row opens (start: 1)
    spaces: Spaces  # the 8-room side

    def space_opens(self, spaces: Spaces, players: int) -> np.ndarray:
        """The turn from which each space may be renovated with this many players."""
        return self.open_turn[players][spaces.row]


def parse_academy(table: Table, parsed: dict) -> Academy:
    banners = table.int("banners_per_seat", 1, 99)
    chart = table.int_list("banner_chart", 0, 99, 1, MAX_TURNS)
    rows = table.entries("players", MAX_PLAYERS - 1, MAX_PLAYERS - 1, key="count")
    rooms, fame, opens = {}, {}, {}
    for row in rows:
        count = row.int("count", 2, MAX_PLAYERS)
        if count in rooms:
            row.fail("count", f"{count} players are set up twice")
        rooms[count] = row.int("rooms", EIGHT_ROOMS, TEN_ROOMS)
        if rooms[count] not in (EIGHT_ROOMS, TEN_ROOMS):
            row.fail("rooms", f"expected {EIGHT_ROOMS} or {TEN_ROOMS} (the two sides of the board), got {rooms[count]}")
        ranks = row.int_list("banner_fame", 0, 99, 1, count)
        if list(ranks) != sorted(ranks, reverse=True):
            row.fail("banner_fame", f"expected Fame by rank, non-increasing, got {list(ranks)}")
        fame[count] = ranks
        cells = row.sub("open_rooms")
        turns = [1] * len(SPACE_ROWS)
        for r, name in enumerate(SPACE_ROWS):
            if r != START_ROW:
                turns[r] = cells.int(name, 1, MAX_TURNS)
        cells.finish()
        opens[count] = frozen(turns)
        row.finish()
    spaces = _spaces(table, EIGHT_ROOMS)
    return Academy(banners, frozen(chart), dict(sorted(rooms.items())), dict(sorted(fame.items())),
                   dict(sorted(opens.items())), spaces)


def parse_academy_ten_rooms(table: Table, parsed: dict) -> Spaces:
    return _spaces(table, TEN_ROOMS)


# ---- the tiles ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class AcademyTiles:
    names: tuple[str, ...]
    kind: np.ndarray  # (N,) SPACE_KINDS id
    level: np.ndarray  # (N,) 1..3: its threshold's level, its stack
    yields: np.ndarray  # (N, TILE_SLOTS, 3) Classroom: Fame, Coins, Shards added to the yield on each slot
    bonus: np.ndarray  # (N, 3) Classroom: the one-time bonus of a Teach of the tile's threshold
    ability: np.ndarray  # (N, TILE_SLOTS) Practice Room: PRACTICE_ABILITIES id of each slot, -1 on Classrooms
    ability_n: np.ndarray  # (N, TILE_SLOTS) its number (0 for the abilities without one)

    def stack(self, kind: int, level: int) -> tuple[int, ...]:
        """The tiles of one face-down stack, in file order."""
        return tuple(int(t) for t in np.flatnonzero((self.kind == kind) & (self.level == level)))


def parse_academy_tiles(table: Table, parsed: dict) -> AcademyTiles:
    rows = table.entries("tile", 1, MAX_ACADEMY_TILES)
    n = len(rows)
    names, kind, level = [], [], []
    yields = np.zeros((n, TILE_SLOTS, 3), dtype=np.int32)
    bonus = np.zeros((n, 3), dtype=np.int32)
    ability = np.full((n, TILE_SLOTS), -1, dtype=np.int32)
    ability_n = np.zeros((n, TILE_SLOTS), dtype=np.int32)
    for t, row in enumerate(rows):
        names.append(row.name())
        kind.append(SPACE_KINDS.index(row.str("kind", SPACE_KINDS)))
        level.append(row.int("level", 1, 3))
        classroom = SPACE_KINDS[kind[-1]] == "classroom"
        for s, item in enumerate(row.list("slots", TILE_SLOTS, TILE_SLOTS)):
            slot = Table(item, row.path, f"{row.label}.slots[{s}]")
            if classroom:  # a yield modifier
                yields[t, s] = [slot.int(key, -9, 9, default=0) for key in ("fame", "coins", "shards")]
            else:
                name = slot.str("ability", PRACTICE_ABILITIES)
                ability[t, s] = PRACTICE_ABILITIES.index(name)
                if name in NUMBERED_ABILITIES:
                    ability_n[t, s] = slot.int("n", 0, 9)
            slot.finish()
        if classroom:
            bonus[t] = row.amounts("bonus", 0, 20)
        elif row.has("bonus"):
            row.fail("bonus", "only a Classroom tile has a one-time bonus")
        row.finish()
        stack = sum(1 for k, lv in zip(kind, level) if (k, lv) == (kind[-1], level[-1]))
        if stack > MAX_STACK:
            row.fail("level", f"more than {MAX_STACK} {SPACE_KINDS[kind[-1]]} tiles of level {level[-1]} "
                              "(one face-down stack)")
    unique_names(rows, names)
    for array in (yields, bonus, ability, ability_n):
        array.setflags(write=False)
    return AcademyTiles(tuple(names), frozen(kind), frozen(level), yields, bonus, ability, ability_n)


# ---- Secrets and the Protégé ------------------------------------------------------------------

def parse_secrets(table: Table, parsed: dict) -> SpecialAssignments:
    """The Secrets: each modifies one action of a location (its ``location`` and ``action``) with the Special
    Assignment cards' effects and checks (effect_data.parse_cards); the Protégé holding one has it for good."""
    return parse_cards(table, parsed, "secret", MAX_SECRETS)


@dataclass(frozen=True)
class Protege:
    character: int  # its character type
    ap: np.ndarray  # (PROTEGE_SECRETS + 1,) base AP by Secrets held 0..3
    wage: np.ndarray  # (PROTEGE_SECRETS + 1,) wage by Secrets held


def parse_protege(table: Table, parsed: dict) -> Protege:
    characters = parsed["characters"]
    kinds = [int(k) for k in characters.kind]
    if PROTEGE not in kinds:
        table.fail("source", "the Protégé's table needs a character of kind 'protege' in [characters]")
    ctype = kinds.index(PROTEGE)
    ap = table.int_list("ap_by_secrets", 0, 9, PROTEGE_SECRETS + 1, PROTEGE_SECRETS + 1)
    wage = table.int_list("wage_by_secrets", 0, 9, PROTEGE_SECRETS + 1, PROTEGE_SECRETS + 1)
    for field, values, base in (("ap_by_secrets", ap, characters.ap), ("wage_by_secrets", wage, characters.wage)):
        if list(values) != sorted(values):
            table.fail(field, f"expected non-decreasing values by Secrets held 0..{PROTEGE_SECRETS}, got {list(values)}")
        if values[0] != int(base[ctype]):
            table.fail(field, f"with no Secret {values[0]}, but the character {shown(characters.names[ctype])} "
                              f"has {int(base[ctype])}")
    return Protege(ctype, frozen(ap), frozen(wage))

