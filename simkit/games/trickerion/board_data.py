"""The board sections of a composition: components, market, dice, characters, locations, Theater,
initiative, end scoring and the Duel's Turn Setup cards (docs/trickerion.md, "The composition file").

Each ``parse_<section>(table, parsed)`` reads one section (a ``fields.Table``) into a frozen
dataclass; ``parsed`` holds the sections read before it, for references between tables.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.vocabulary import (CATEGORIES, CHARACTER_KINDS, DIE_KINDS, FACE_ANY, FACE_X,
                                                MAX_BANK_FACE, MAX_CHARACTER_TYPES, MODULES, SETUP_BONUSES, SHARD_SCORES,
                                                TIERS)
from simkit.inputs import shown

PROTEGE = CHARACTER_KINDS.index("protege")


def frozen(values, dtype=np.int32) -> np.ndarray:
    array = np.array(values, dtype=dtype)
    array.setflags(write=False)
    return array


@dataclass(frozen=True)
class Components:
    names: tuple[str, ...]  # component type ids: Basic, then Advanced, then Superior, in file order
    tier: np.ndarray  # (K,) tier id
    price: np.ndarray  # (K,) Coins
    physical_supply: np.ndarray  # (K,) tokens of the type in the box (component_supply=physical)
    max_per_type: int
    board_slots: int
    manager_slots: int

    def id(self, name: str) -> int:
        return self.names.index(name)


def parse_components(table: Table, parsed: dict) -> Components:
    names, tier = [], []
    for t, tier_name in enumerate(TIERS):
        for name in table.str_list(tier_name, min_len=1, max_len=8, unique=True):
            if name in names:
                table.fail(tier_name, f"component {shown(name)} is in two tiers")
            names.append(name)
            tier.append(t)
    price_table, supply_table = table.sub("price"), table.sub("physical_supply")
    price = [price_table.int(name, 0, 20) for name in TIERS]
    supply = [supply_table.int(name, 1, 99) for name in TIERS]
    price_table.finish()
    supply_table.finish()
    max_per_type = table.int("max_per_type", 1, 9)
    board_slots = table.int("board_slots", 1, len(names))
    manager_slots = table.int("manager_slots", 0, 4)
    return Components(tuple(names), frozen(tier), frozen([price[t] for t in tier]),
                      frozen([supply[t] for t in tier]), max_per_type, board_slots, manager_slots)


@dataclass(frozen=True)
class Market:
    start_stock: tuple[int, ...]  # component id in each Buy slot at setup
    order_slots: int
    quick_order_surcharge: int

    @property
    def stock_slots(self) -> int:
        return len(self.start_stock)


def parse_market(table: Table, parsed: dict) -> Market:
    components: Components = parsed["components"]
    stock = table.str_list("start_stock", components.names, min_len=1, max_len=8, unique=True)
    order_slots = table.int("order_slots", 0, 8)
    if order_slots not in (0, len(stock)):
        table.fail("order_slots", f"expected 0 or one per stock slot ({len(stock)}), got {order_slots}")
    return Market(tuple(components.id(n) for n in stock), order_slots, table.int("quick_order_surcharge", 0, 9))


@dataclass(frozen=True)
class Characters:
    names: tuple[str, ...]  # character type ids
    kind: np.ndarray  # (C,) CHARACTER_KINDS id
    ap: np.ndarray  # (C,) base AP
    wage: np.ndarray  # (C,) Coins at End Turn when working
    max_per_seat: np.ndarray  # (C,)
    backstage_bonus: np.ndarray  # (C, 3) Fame, Coins, Shards to the performer
    setup_bonus: np.ndarray  # (C,) SETUP_BONUSES id
    unpaid_wage_fame: int
    module: np.ndarray  # (C,) MODULES id: a ruleset without it has no such character (the Protégé: "academy")

    def id(self, name: str) -> int:
        return self.names.index(name)


def parse_characters(table: Table, parsed: dict) -> Characters:
    unpaid = table.int("unpaid_wage_fame", 0, 10)
    rows = table.entries("character", 1, MAX_CHARACTER_TYPES)
    names, kind, ap, wage, most, backstage, bonus, module = [], [], [], [], [], [], [], []
    for row in rows:
        names.append(row.name())
        kind.append(CHARACTER_KINDS.index(row.str("kind", CHARACTER_KINDS)))
        module.append(MODULES.index(row.str("module", MODULES, default="base")))
        ap.append(row.int("ap", 0, 9))
        wage.append(row.int("wage", 0, 9))
        most.append(row.int("max_per_seat", 1, 9))
        backstage.append(row.amounts("backstage_bonus"))
        bonus.append(SETUP_BONUSES.index(row.str("setup_bonus", SETUP_BONUSES)))
        if kind[-1] != CHARACTER_KINDS.index("specialist") and bonus[-1] != 0:
            row.fail("setup_bonus", "only a specialist has a setup bonus")
        if kind[-1] == CHARACTER_KINDS.index("magician") and most[-1] != 1:
            row.fail("max_per_seat", "a seat has exactly one Magician")
        if kind[-1] == PROTEGE:  # one per seat from the setup, not hireable (G4, G57)
            if most[-1] != 1:
                row.fail("max_per_seat", "a seat has exactly one Protégé")
            if any(backstage[-1]):
                row.fail("backstage_bonus", "a Protégé gives no backstage bonus (G57)")
        if kind[-1] in (CHARACTER_KINDS.index("magician"), CHARACTER_KINDS.index("apprentice")) and module[-1] != 0:
            row.fail("module", "the Magician and the Apprentice are the base game's (module \"base\")")
        row.finish()
    unique_names(rows, names)
    for needed in ("magician", "apprentice"):
        if CHARACTER_KINDS.index(needed) not in kind:
            table.fail("character", f"needs a character of kind {needed!r}")
    if kind.count(PROTEGE) > 1:
        table.fail("character", "at most one character of kind 'protege'")
    return Characters(tuple(names), frozen(kind), frozen(ap), frozen(wage), frozen(most), frozen(backstage),
                      frozen(bonus), unpaid, frozen(module))


@dataclass(frozen=True)
class Dice:
    names: tuple[str, ...]
    kind: np.ndarray  # (D,) DIE_KINDS id
    faces: np.ndarray  # (D, 6): trick: category id or FACE_ANY; inn: character id; bank: Coins; FACE_X = X

    def id(self, name: str) -> int:
        return self.names.index(name)

    def of_kind(self, kind: str) -> tuple[int, ...]:
        return tuple(int(d) for d in np.flatnonzero(self.kind == DIE_KINDS.index(kind)))


def parse_dice(table: Table, parsed: dict) -> Dice:
    characters: Characters = parsed["characters"]
    hireable = tuple(n for n, k in zip(characters.names, characters.kind)
                     if CHARACTER_KINDS[k] not in ("magician", "protege"))  # the Protégé is not hired (G57)
    rows = table.entries("die", 1, 12)
    names, kinds, faces = [], [], []
    for row in rows:
        names.append(row.name())
        kind = row.str("kind", DIE_KINDS)
        values = row.list("faces", 6, 6)
        die = []
        for i, face in enumerate(values):
            if face == "X":
                die.append(FACE_X)
            elif kind == "trick" and face in CATEGORIES + ("Any",):
                die.append(FACE_ANY if face == "Any" else CATEGORIES.index(face))
            elif kind == "inn" and face in hireable:
                die.append(characters.id(face))
            elif (kind == "bank" and isinstance(face, int) and not isinstance(face, bool)
                  and 0 < face <= MAX_BANK_FACE):
                die.append(face)
            else:
                allowed = {"trick": f"{', '.join(CATEGORIES)}, Any", "inn": ", ".join(hireable),
                           "bank": f"a number of Coins 1-{MAX_BANK_FACE}"}[kind]
                row.fail(f"faces[{i}]", f"{shown(face)} is not a {kind} die face (expected X, {allowed})")
        kinds.append(DIE_KINDS.index(kind))
        faces.append(die)
        row.finish()
    unique_names(rows, names)
    for kind in DIE_KINDS:
        if DIE_KINDS.index(kind) not in kinds:
            table.fail("die", f"needs at least one {kind} die")
    return Dice(tuple(names), frozen(kinds), frozen(faces))


@dataclass(frozen=True)
class Locations:
    names: tuple[str, ...]  # location ids (the Theater is its own section)
    module: np.ndarray  # (L,) MODULES id
    slot_ap: tuple[tuple[int, ...], ...]  # per location, the AP modifier of each slot, slot 0 first
    per_seat: np.ndarray  # (L,) 1: every seat has these slots of its own (the Workshop)
    three_player_block: np.ndarray  # (L,) slot covered by the neutral disc with 3 players, -1 none
    turn_setup: np.ndarray  # (L,) 1: Turn Setup cards block its slots with 2 players
    # per location, the location whose cells of the Turn Setup cards block it: its own id, or the Dark Alley's
    # for the Academy, which "copies the Dark Alley" [S L48] (academy_data.py; the cards list only [locations])
    turn_setup_as: tuple[int, ...] = ()

    def id(self, name: str) -> int:
        return self.names.index(name)


def parse_locations(table: Table, parsed: dict) -> Locations:
    rows = table.entries("location", 1, 8)
    names, module, slot_ap, per_seat, block, turn_setup = [], [], [], [], [], []
    for row in rows:
        names.append(row.name())
        module.append(MODULES.index(row.str("module", MODULES)))
        slots = row.int_list("slot_ap", -3, 5, min_len=1, max_len=6)
        slot_ap.append(slots)
        per_seat.append(int(row.bool("per_seat")))
        block.append(row.int("three_player_block", -1, len(slots) - 1))
        turn_setup.append(int(row.bool("turn_setup")))
        if per_seat[-1] and (block[-1] != -1 or turn_setup[-1]):
            row.fail("three_player_block" if block[-1] != -1 else "turn_setup", "a seat's own slots are never blocked")
        row.finish()
    unique_names(rows, names)
    return Locations(tuple(names), frozen(module), tuple(slot_ap), frozen(per_seat), frozen(block), frozen(turn_setup),
                     tuple(range(len(names))))


@dataclass(frozen=True)
class Theater:
    weekdays: tuple[str, ...]  # weekday ids, in Performance order
    weekday_ap: np.ndarray  # (W,) slot AP modifier
    yield_modifier: np.ndarray  # (W, 3) Fame, Coins, Shards added to each of the seat's Tricks' yields
    stage_slots: int
    backstage_slots: int
    link_payment: np.ndarray  # (3,) Fame or Coins per Link by the placed Trick's level 1..3
    shard_circle_shards: int
    performer_link_fame: int


def parse_theater(table: Table, parsed: dict) -> Theater:
    stage = table.int("stage_slots", 1, 1)
    backstage = table.int("backstage_slots", 0, 4)
    link_payment = table.int_list("link_payment", 0, 9, 3, 3)
    shards = table.int("shard_circle_shards", 0, 9)
    link_fame = table.int("performer_link_fame", 0, 9)
    rows = table.entries("weekday", 1, 7)
    names, ap, mods = [], [], []
    for row in rows:
        names.append(row.name())
        ap.append(row.int("ap", -3, 5))
        mods.append(row.amounts("yield_modifier", -9, 9))
        row.finish()
    unique_names(rows, names)
    return Theater(tuple(names), frozen(ap), frozen(mods), stage, backstage, frozen(link_payment), shards, link_fame)


@dataclass(frozen=True)
class Initiative:
    advertise_fame: int
    advertise_cost: np.ndarray  # (4,) Coins by initiative position 1..4


def parse_initiative(table: Table, parsed: dict) -> Initiative:
    return Initiative(table.int("advertise_fame", 0, 20), frozen(table.int_list("advertise_cost", 0, 20, 4, 4)))


@dataclass(frozen=True)
class ScoringScheme:
    name: str
    fame_per_shard: int  # with shard_score "per_shard"
    coins_per_fame: int  # 1 Fame per this many leftover Coins, rounded down
    fame_per_apprentice: int
    fame_per_specialist: int
    cap: int  # per scoring line, 0 = no cap
    shard_score: str = "per_shard"  # SHARD_SCORES: how unspent Shards score (G74)
    fame_per_special_assignment: int = 0  # per unspent Special Assignment card in hand
    trick_conditions: bool = False  # level-3 Tricks' end-game conditions score, each capped at tricks.end_bonus_cap
    banner_majority: bool = False  # the Academy's Banner majority scores (RULES §1.13, G76; academy.banner_fame)


def parse_scoring(table: Table, parsed: dict) -> dict[str, ScoringScheme]:
    rows = table.entries("scheme", 1, 8)
    schemes = []
    for row in rows:
        scheme = ScoringScheme(row.name(), row.int("fame_per_shard", 0, 9), row.int("coins_per_fame", 1, 99),
                               row.int("fame_per_apprentice", 0, 20), row.int("fame_per_specialist", 0, 20),
                               row.int("cap", 0, 200), row.str("shard_score", SHARD_SCORES, default="per_shard"),
                               row.int("fame_per_special_assignment", 0, 20, default=0),
                               row.bool("trick_conditions", default=False), row.bool("banner_majority", default=False))
        if scheme.shard_score != "per_shard" and scheme.fame_per_shard:
            row.fail("fame_per_shard", f"expected 0: Shards score by shard_score {shown(scheme.shard_score)}, "
                                       "fame_per_shard is for \"per_shard\"")
        schemes.append(scheme)
        row.finish()
    unique_names(rows, [s.name for s in schemes])
    return {s.name: s for s in schemes}


@dataclass(frozen=True)
class TurnSetup:
    names: tuple[str, ...]
    blocked: np.ndarray  # (cards, L, 6) 1 where the card blocks that slot of that location


def parse_turn_setup(table: Table, parsed: dict) -> TurnSetup:
    locations: Locations = parsed["locations"]
    targets = [n for n, ts in zip(locations.names, locations.turn_setup) if ts]
    rows = table.entries("card", 1, 40)
    names, blocked = [], np.zeros((len(rows), len(locations.names), 6), dtype=np.int32)
    for c, row in enumerate(rows):
        names.append(row.name())
        cells = row.sub("blocked")
        for name in targets:
            slots = locations.slot_ap[locations.id(name)]
            open_slots = 2  # one for each of the 2 seats
            chosen = cells.int_list(name, 0, len(slots) - 1, min_len=len(slots) - open_slots,
                                    max_len=len(slots) - open_slots)
            if len(set(chosen)) != len(chosen):
                cells.fail(name, f"slot {next(s for s in chosen if chosen.count(s) > 1)} is listed twice")
            blocked[c, locations.id(name), list(chosen)] = 1
        for extra in sorted(set(cells.data) - set(targets)):
            cells.fail(extra, "not a location that Turn Setup cards block "
                              f"(those with turn_setup = true: {', '.join(targets)})")
        cells.finish()
        row.finish()
    unique_names(rows, names)
    blocked.setflags(write=False)
    return TurnSetup(tuple(names), blocked)
