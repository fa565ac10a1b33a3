"""The Dark Alley's card sections of a composition: the Special Assignment cards and the Prophecies
(docs/trickerion-effects.md), with their effects as int32 rows ready for kernels.

How an effect is stored (the engine reads the rows by position; docs/trickerion-effects.md, "How
an effect is stored", has the same table with every op):

- ``effect`` is an int32 array (N, MAX_EFFECT_STEPS, EFFECT_ROW) = (N, 3, 5). Step s of card n is
  ``effect[n, s] = [op id, p0, p1, p2, p3]``, in the order of the TOML list; ``n_steps[n]`` counts
  the used steps, which come first.
- The op id is the op's position in ``vocabulary.EFFECT_OPS`` (``EFFECT_OP_NAMES``); p0, p1, ...
  are its parameters in the order ``EFFECT_OPS`` lists them, each stored by its kind
  (``vocabulary.PARAM_KINDS``): "int" the number; "bool" 1 or 0; "action" its ACTIONS id;
  "category" its CATEGORIES id; "weekday" the index of the composition's Theater weekday of that
  name; "tiers" a bit mask (bit t = TIERS[t]); "who" its WHO id; "mode" its MODES id (add 0, set 1).
  An optional parameter left out is stored as its default.
- ``character_ap`` is written ``set = v`` or ``delta = v`` (``MODE_FIELDS``) and stored as
  (who, mode, value, if_advertised): mode "set" for ``set``, "add" for ``delta``.
- Unused parameter cells are 0; an unused step is ``[NO_OP, 0, 0, 0, 0]`` (NO_OP = -1).

``effect_steps`` turns the rows back into the TOML's steps (op name and parameters, defaults
included), for traces, the referee and tests.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.games.trickerion.board_data import frozen
from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.vocabulary import (ACTION_PLACES, ACTIONS, ANY_ACTION, CATEGORIES, EFFECT_OP_NAMES,
                                                EFFECT_OPS, EFFECT_ROW, MAX_EFFECT_STEPS, MAX_PROPHECIES,
                                                MAX_SPECIAL_ASSIGNMENTS, MODE_FIELDS, MODES, NO_OP, OP_ACTIONS,
                                                PROPHECY_SETS, THEATER, TIERS, WHO, Param)
from simkit.inputs import shown

PARAM_ACTIONS = tuple(a for a in ACTIONS if a != ANY_ACTION)  # an op's `action` names one action


def _param(step: Table, param: Param, weekdays: tuple[str, ...]) -> int:
    """One parameter's stored value (vocabulary.PARAM_KINDS)."""
    optional = {} if param.default is None else {"default": param.default}
    if param.kind == "int":
        return step.int(param.name, param.low, param.high, **optional)
    if param.kind == "bool":
        return int(step.bool(param.name, **optional))
    if param.kind == "tiers":
        mask = 0
        for tier in step.str_list(param.name, TIERS, 1, len(TIERS), unique=True, **optional):
            mask |= 1 << TIERS.index(tier)
        return mask
    words = _words(param.kind, weekdays)
    return words.index(step.str(param.name, words, **optional))


def _words(kind: str, weekdays: tuple[str, ...]) -> tuple[str, ...]:
    """The words a parameter of this kind takes; its stored value is the word's position."""
    return {"action": PARAM_ACTIONS, "category": CATEGORIES, "weekday": weekdays, "who": WHO, "mode": MODES}[kind]


def _mode_and_value(step: Table, op: str, value: Param) -> tuple[int, int]:
    """(mode id, value) of an op whose pair is written as one field named after the mode (MODE_FIELDS)."""
    spellings = MODE_FIELDS[op]
    given = [name for name in spellings if step.has(name)]
    if not given:
        step.fail(next(iter(spellings)), f"missing ({op} takes {' or '.join(spellings)})")
    if len(given) > 1:
        step.fail(given[1], f"{op} takes {' or '.join(spellings)}, not both")
    mode = spellings[given[0]]
    low = 0 if mode == "set" else value.low
    return MODES.index(mode), step.int(given[0], low, value.high)


def _check_card_action(step: Table, op: str, row: list[int], card_action: str | None) -> None:
    """A Special Assignment card modifies its own action: an op must be one that action can take."""
    if card_action is None or card_action == ANY_ACTION:
        return
    if op in ("action_cost", "action_ap"):
        named = PARAM_ACTIONS[row[1]]
        if named != card_action:
            step.fail("action", f"{shown(named)} is not the card's action {shown(card_action)} (a card modifies its "
                                "own action; an \"any\" card any)")
    elif op in OP_ACTIONS and card_action not in OP_ACTIONS[op]:
        step.fail("op", f"{op} modifies {' or '.join(OP_ACTIONS[op])}, not the card's action {shown(card_action)}")


def parse_effect(row: Table, weekdays: tuple[str, ...], card_action: str | None = None) -> tuple[np.ndarray, int]:
    """The ``effect`` list of a card or Prophecy: its (MAX_EFFECT_STEPS, EFFECT_ROW) rows and its number of steps."""
    items = row.list("effect", 1, MAX_EFFECT_STEPS)
    rows = np.zeros((MAX_EFFECT_STEPS, EFFECT_ROW), dtype=np.int32)
    rows[:, 0] = NO_OP
    for s, item in enumerate(items):
        step = Table(item, row.path, f"{row.label}.effect[{s}]")
        op = step.str("op")
        if op not in EFFECT_OPS:
            step.fail("op", f"unknown op {shown(op)} (known: {', '.join(EFFECT_OP_NAMES)})")
        params = EFFECT_OPS[op]
        values = []
        for param in params:
            if op in MODE_FIELDS and param.name == "mode":  # with the value after it
                values.extend(_mode_and_value(step, op, next(p for p in params if p.name == "value")))
            elif not (op in MODE_FIELDS and param.name == "value"):
                values.append(_param(step, param, weekdays))
        step.finish()
        cells = [EFFECT_OP_NAMES.index(op)] + values
        _check_card_action(step, op, cells, card_action)
        rows[s, :len(cells)] = cells
    return rows, len(items)


def effect_steps(effect: np.ndarray, weekdays: tuple[str, ...]) -> list[dict]:
    """One card's stored rows back as its TOML steps: {"op": name, parameter: value, ...}, defaults included."""
    steps = []
    for row in effect:
        if row[0] == NO_OP:
            break
        op = EFFECT_OP_NAMES[row[0]]
        step: dict = {"op": op}
        for param, value in zip(EFFECT_OPS[op], (int(v) for v in row[1:])):
            step[param.name] = _shown_value(param, value, weekdays)
        if op in MODE_FIELDS:
            spelling = {mode: name for name, mode in MODE_FIELDS[op].items()}[step.pop("mode")]
            step = {key: value for key, value in step.items() if key != "value"} | {spelling: step["value"]}
        steps.append(step)
    return steps


def _shown_value(param: Param, value: int, weekdays: tuple[str, ...]):
    if param.kind == "int":
        return value
    if param.kind == "bool":
        return bool(value)
    if param.kind == "tiers":
        return [tier for t, tier in enumerate(TIERS) if value >> t & 1]
    return _words(param.kind, weekdays)[value]


@dataclass(frozen=True)
class SpecialAssignments:
    ids: tuple[str, ...]  # the cards' ids (BGA's A06-A45 for the Dark Alley's)
    names: tuple[str, ...]  # unique; traces name cards by it
    texts: tuple[str, ...]
    location_names: tuple[str, ...]  # the composition's locations, then "Theater"
    location: np.ndarray  # (N,) the card's deck: its index in location_names (the Theater: theater_location)
    action: np.ndarray  # (N,) ACTIONS id of the action it modifies ("any": the whole placement)
    n_steps: np.ndarray  # (N,) used steps of effect
    effect: np.ndarray  # (N, MAX_EFFECT_STEPS, EFFECT_ROW) [op id, p0..p3] (module docstring)
    weekdays: tuple[str, ...]  # the Theater's weekdays, which "weekday" parameters index

    @property
    def theater_location(self) -> int:
        """The Theater's code in ``location`` (= the number of board locations; the engine has its own)."""
        return len(self.location_names) - 1

    def id(self, name: str) -> int:
        return self.names.index(name)

    def deck(self, location: str) -> tuple[int, ...]:
        """The ids of the cards of one location's deck ("Theater" included), in file order."""
        code = self.location_names.index(location)
        return tuple(int(c) for c in np.flatnonzero(self.location == code))

    def steps(self, card: int) -> list[dict]:
        return effect_steps(self.effect[card], self.weekdays)


def _card(row: Table) -> tuple[str, str, str]:
    """The fields every card and Prophecy has: id, name and text."""
    return row.str("id"), row.name(), row.text()


def _unique(rows: list[Table], ids: list[str], names: list[str]) -> None:
    unique_names(rows, ids, "id")
    unique_names(rows, names)


def _frozen_effects(effects: list[np.ndarray]) -> np.ndarray:
    effect = np.array(effects, dtype=np.int32).reshape(len(effects), MAX_EFFECT_STEPS, EFFECT_ROW)
    effect.setflags(write=False)
    return effect


def parse_special_assignments(table: Table, parsed: dict) -> SpecialAssignments:
    return parse_cards(table, parsed, "card", MAX_SPECIAL_ASSIGNMENTS)


def parse_cards(table: Table, parsed: dict, entry: str, most: int) -> SpecialAssignments:
    """The ``[[<section>.<entry>]]`` tables of a section of cards that modify an action of a location (the
    Special Assignment cards; the Academy's Secrets, academy_data.py): id, name, text, location, action, effect."""
    weekdays = parsed["theater"].weekdays
    places = parsed["locations"].names + (THEATER,)
    rows = table.entries(entry, 1, most)
    ids, names, texts, location, action, effects, n_steps = [], [], [], [], [], [], []
    for row in rows:
        card_id, name, text = _card(row)
        place = row.str("location", places)
        card_action = row.str("action", ACTIONS)
        if card_action != ANY_ACTION and place in ACTION_PLACES and card_action not in ACTION_PLACES[place]:
            row.fail("action", f"{shown(card_action)} is not an action of {place} (its actions: "
                               f"{', '.join(ACTION_PLACES[place])}, or \"any\")")
        effect, n = parse_effect(row, weekdays, card_action)
        row.finish()
        for column, value in ((ids, card_id), (names, name), (texts, text), (location, places.index(place)),
                              (action, ACTIONS.index(card_action)), (effects, effect), (n_steps, n)):
            column.append(value)
    _unique(rows, ids, names)
    return SpecialAssignments(tuple(ids), tuple(names), tuple(texts), places, frozen(location), frozen(action),
                              frozen(n_steps), _frozen_effects(effects), weekdays)


@dataclass(frozen=True)
class Prophecies:
    ids: tuple[str, ...]  # P01-P27 (BGA's) for the Dark Alley's
    names: tuple[str, ...]  # unique; traces name Prophecies by it
    texts: tuple[str, ...]
    set: np.ndarray  # (N,) PROPHECY_SETS id
    n_steps: np.ndarray  # (N,)
    effect: np.ndarray  # (N, MAX_EFFECT_STEPS, EFFECT_ROW), as SpecialAssignments.effect
    pending: int  # Pending Prophecies on the board (G11)
    weekdays: tuple[str, ...]

    def id(self, name: str) -> int:
        return self.names.index(name)

    def of_sets(self, sets: tuple[int, ...]) -> tuple[int, ...]:
        """The ids of the Prophecies of these PROPHECY_SETS ids, in file order."""
        return tuple(int(p) for p in np.flatnonzero(np.isin(self.set, sets)))

    def steps(self, prophecy: int) -> list[dict]:
        return effect_steps(self.effect[prophecy], self.weekdays)


def parse_prophecies(table: Table, parsed: dict) -> Prophecies:
    weekdays = parsed["theater"].weekdays
    pending = table.int("pending", 1, 5)
    rows = table.entries("prophecy", 1, MAX_PROPHECIES)
    ids, names, texts, sets, effects, n_steps = [], [], [], [], [], []
    for row in rows:
        prophecy_id, name, text = _card(row)
        prophecy_set = row.str("set", PROPHECY_SETS)
        effect, n = parse_effect(row, weekdays)
        row.finish()
        for column, value in ((ids, prophecy_id), (names, name), (texts, text),
                              (sets, PROPHECY_SETS.index(prophecy_set)), (effects, effect), (n_steps, n)):
            column.append(value)
    _unique(rows, ids, names)
    return Prophecies(tuple(ids), tuple(names), tuple(texts), frozen(sets), frozen(n_steps), _frozen_effects(effects),
                      pending, weekdays)
