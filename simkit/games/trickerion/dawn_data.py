"""Dawn of Technology sections of a composition (issue 17, part 4; RULES §1.4 steps 11-14, §1.6 step 1, §1.7,
§1.12 step 3, §1.19, G91-G94; DATA.md §3.2; docs/trickerion.md, "The composition file"):

- ``contraptions`` (assumed): the Build Contraption costs (G91), the Shard column of a Contraption board, and per
  Favourite category a board of 4 Contraptions, each with the Shard positions of its space (G92), its Fame on
  reactivation, and an effect written as a Special Assignment card's (``action`` and ``effect``, effect_data.py);
- ``signature_tricks`` (assumed): one Signature Trick per Magician, an upgraded standard Trick (its
  ``counterpart``) of the Magician's Favourite category and of the same level, with a Trick's fields
  (card_data.read_trick_rows); in a Dawn game they are Tricks N..N+11 after the composition's N standard Tricks.

Each ``parse_<section>(table, parsed)`` reads one section into a frozen dataclass of integer arrays.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.games.trickerion.board_data import frozen
from simkit.games.trickerion.card_data import Tricks, read_trick_rows
from simkit.games.trickerion.effect_data import effect_steps, parse_effect
from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.vocabulary import (ACTIONS, CATEGORIES, CONTRAPTIONS_PER_BOARD, EFFECT_ROW,
                                                MAX_EFFECT_STEPS, MAX_SHARD_COLUMN, MAX_TRICKS, MODULES, NO_OP)
from simkit.inputs import shown

DAWN_MODULE = MODULES.index("dawn")
BOARDS = len(CATEGORIES)  # one Contraption board per Favourite category [S L25]


def uses_dawn(ruleset, players) -> bool:
    """SECTIONS' ``used`` of the Dawn's sections: the ruleset has the dawn module."""
    return DAWN_MODULE in ruleset.modules


# ---- Contraptions ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Contraptions:
    """The Contraption boards, indexed [category id, k] (CATEGORIES order; k = 0..3 the board's Contraptions
    bottom-up, the order they are built in)."""
    build_ap: int  # AP of a Build Contraption (1 [S L109])
    build_coins_per_built: int  # Coins per Contraption the seat has built already (1 [FEN], G91)
    column: int  # Shard positions of a board's column, 1 the lowest (Shards fill bottom-up, are spent top-down, G92)
    names: tuple[tuple[str, ...], ...]  # [category][k]
    texts: tuple[tuple[str, ...], ...]
    positions: tuple[tuple[tuple[int, ...], ...], ...]  # [category][k]: the Shard positions of its space
    needs: np.ndarray  # (4, 4) the highest of them: covered once the board holds that many Shards (G92)
    fame: np.ndarray  # (4, 4) Fame when it turns Active again at End Turn (RULES §1.12 step 3)
    action: np.ndarray  # (4, 4) ACTIONS id of the action it modifies ("any": the whole placement)
    n_steps: np.ndarray  # (4, 4)
    effect: np.ndarray  # (4, 4, MAX_EFFECT_STEPS, EFFECT_ROW) as SpecialAssignments.effect
    weekdays: tuple[str, ...]  # the Theater's weekdays, which "weekday" parameters index

    def steps(self, category: int, k: int) -> list[dict]:
        return effect_steps(self.effect[category, k], self.weekdays)


def parse_contraptions(table: Table, parsed: dict) -> Contraptions:
    weekdays = parsed["theater"].weekdays
    build_ap = table.int("build_ap", 0, 9)
    build_coins = table.int("build_coins_per_built", 0, 20)
    column = table.int("column", CONTRAPTIONS_PER_BOARD, MAX_SHARD_COLUMN)
    boards = table.entries("board", BOARDS, BOARDS, key="category")
    names = [[""] * CONTRAPTIONS_PER_BOARD for _ in range(BOARDS)]
    texts = [[""] * CONTRAPTIONS_PER_BOARD for _ in range(BOARDS)]
    positions = [[()] * CONTRAPTIONS_PER_BOARD for _ in range(BOARDS)]
    needs = np.zeros((BOARDS, CONTRAPTIONS_PER_BOARD), dtype=np.int32)
    fame = np.zeros_like(needs)
    action = np.zeros_like(needs)
    n_steps = np.zeros_like(needs)
    effect = np.zeros((BOARDS, CONTRAPTIONS_PER_BOARD, MAX_EFFECT_STEPS, EFFECT_ROW), dtype=np.int32)
    effect[..., 0] = NO_OP
    seen: dict[int, int] = {}
    every_row, every_name = [], []
    for b, board in enumerate(boards):
        category = CATEGORIES.index(board.str("category", CATEGORIES))
        if category in seen:
            board.fail("category", f"{CATEGORIES[category]} has a board already (#{seen[category] + 1}): one board "
                                   "per Favourite category")
        seen[category] = b
        rows = board.entries("contraption", CONTRAPTIONS_PER_BOARD, CONTRAPTIONS_PER_BOARD)
        taken: dict[int, str] = {}
        for k, row in enumerate(rows):
            name = row.name()
            names[category][k], texts[category][k] = name, row.text()
            spots = row.int_list("shards", 1, column, 1, column)
            if len(set(spots)) != len(spots):
                row.fail("shards", f"a position is listed twice in {list(spots)}")
            for spot in spots:
                if spot in taken:
                    row.fail("shards", f"position {spot} is in the space of {shown(taken[spot])} already")
                taken[spot] = name
            positions[category][k] = tuple(spots)
            needs[category, k] = max(spots)
            if k and needs[category, k] < needs[category, k - 1]:
                row.fail("shards", f"its highest position {max(spots)} is below the one of the Contraption before it "
                                   f"({needs[category, k - 1]}): Contraptions are listed bottom-up, non-decreasing")
            fame[category, k] = row.int("fame", 0, 20)
            card_action = row.str("action", ACTIONS)
            action[category, k] = ACTIONS.index(card_action)
            effect[category, k], n_steps[category, k] = parse_effect(row, weekdays, card_action)
            row.finish()
            every_row.append(row)
            every_name.append(name)
        board.finish()
    unique_names(every_row, every_name)
    for array in (needs, fame, action, n_steps, effect):
        array.setflags(write=False)
    return Contraptions(build_ap, build_coins, column, tuple(map(tuple, names)), tuple(map(tuple, texts)),
                        tuple(map(tuple, positions)), needs, fame, action, n_steps, effect, weekdays)


# ---- Signature Tricks --------------------------------------------------------------------------

@dataclass(frozen=True)
class SignatureTricks:
    """The Signature Tricks as Tricks (module "dawn"; the standard Tricks' thresholds and end-bonus cap), with
    the Magician each belongs to and the standard Trick each upgrades (G93)."""
    tricks: Tricks
    magician: np.ndarray  # (S,) Magician id
    counterpart: np.ndarray  # (S,) the standard Trick's id (composition.tricks)

    @property
    def names(self) -> tuple[str, ...]:
        return self.tricks.names

    def of_magician(self, magician: int) -> int:
        """The Signature Trick (its index here) of a Magician."""
        return int(np.flatnonzero(self.magician == magician)[0])


def parse_signature_tricks(table: Table, parsed: dict) -> SignatureTricks:
    standard: Tricks = parsed["tricks"]
    magicians = parsed["magicians"]
    rows = table.entries("trick", 1, MAX_TRICKS)
    if len(rows) > MAX_TRICKS - len(standard.names):
        table.fail("trick", f"{len(standard.names)} standard and {len(rows)} Signature Tricks, more than "
                            f"{MAX_TRICKS} Tricks")
    owner, counterpart = [], []
    by_magician: dict[int, int] = {}
    by_counterpart: dict[int, int] = {}

    def extra(row: Table, t: int) -> None:
        m = magicians.id(row.str("magician", magicians.names))
        if m in by_magician:
            row.fail("magician", f"{shown(magicians.names[m])} has a Signature Trick already (#{by_magician[m] + 1})")
        by_magician[m] = t
        c = standard.id(row.str("counterpart", standard.names))
        if c in by_counterpart:
            row.fail("counterpart", f"{shown(standard.names[c])} is the counterpart of #{by_counterpart[c] + 1} "
                                    "already")
        by_counterpart[c] = t
        owner.append(m)
        counterpart.append(c)

    names, needs, columns = read_trick_rows(rows, parsed, module="dawn", extra=extra)
    for t, row in enumerate(rows):
        m, c = owner[t], counterpart[t]
        category, level = columns["category"][t], columns["level"][t]
        if category != int(magicians.category[m]):
            row.fail("category", f"{CATEGORIES[category]}, but {shown(magicians.names[m])}'s Favourite category is "
                                 f"{CATEGORIES[int(magicians.category[m])]}")
        if category != int(standard.category[c]) or level != int(standard.level[c]):
            row.fail("counterpart", f"{shown(standard.names[c])} is a {CATEGORIES[int(standard.category[c])]} Trick of "
                                    f"level {int(standard.level[c])}, not {CATEGORIES[category]} of level {level}")
        if names[t] in standard.names:
            row.fail("name", f"{shown(names[t])} is the name of a standard Trick")
    missing = [name for m, name in enumerate(magicians.names) if m not in by_magician]
    if missing:
        table.fail("trick", f"no Signature Trick for {shown(missing[0])} (every Magician has one)")
    tricks = Tricks(tuple(names), components=needs, thresholds=standard.thresholds,
                    end_bonus_cap=standard.end_bonus_cap, **{key: frozen(values) for key, values in columns.items()})
    return SignatureTricks(tricks, frozen(owner), frozen(counterpart))
