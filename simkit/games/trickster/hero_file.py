"""Reading and checking a hero catalogue file (docs/heroes.md) and compiling it to step rows.

Every field is read by type (simkit.inputs) before it is used, and every combination the
engine cannot play is refused here, with one line naming the file, the hero and the field.
This module holds no kernel and compiled code does not import it: the steps it makes are data
the engine reads at run time, so editing the checker never recompiles the engine.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from simkit.games.trickster.catalog import (BUILTIN_CATALOG, F_A_OWNER, F_A_PICK, F_A_ZONE, F_B_OWNER, F_B_PICK, F_B_ZONE,
                            F_C_OWNER, F_C_ZONE, F_COUNT, F_MIN_COUNT, F_OP, F_PUSH, F_REVEAL, O_NONE, O_OPPONENT,
                            O_OTHER, O_OWN, OP_COPY, OP_KEYS, OP_NAMES, OWNED_ZONES, OWNERS, PICK_CHOICE, PICK_NAMES,
                            PICK_OWNER, PICK_RANDOM, PICK_TOP, SHARED_ZONES, Z_DECK_BOTTOM, Z_DECK_TOP, Z_HAND, Z_POT,
                            Z_TABLEAU, Z_TRASH, CatalogError, Hero, effect_push_twice)
from simkit.inputs import read_toml, shown, want_bool, want_int, want_list, want_str
from simkit.games.trickster.layout import MAX_STEPS, N_FIELDS

HERO_KEYS = ("name", "set", "ability", "text", "effect")
MAX_NAME = 40  # characters: a column of every table
MAX_TEXT = 1000  # characters of a set, ability or text: a line of a listing, not a book


def _zone(value, where: str, *, owned_ok=True, shared_ok=True, dest=False):
    """(zone, owner) of a selector such as "own.tableau" or "trash"."""
    if not isinstance(value, str):
        raise CatalogError(f"{where}: expected a zone name such as \"own.hand\" or \"trash\", got {shown(value)}")
    if value in SHARED_ZONES and shared_ok:
        return SHARED_ZONES[value], O_NONE
    owner, _, zone = value.partition(".")
    if owned_ok and owner in OWNERS and zone in OWNED_ZONES:
        if OWNERS[owner] == O_OTHER and not dest:
            raise CatalogError(f"{where}: \"other\" names a destination only (any player but the source's owner)")
        return OWNED_ZONES[zone], OWNERS[owner]
    known = [f"{o}.{z}" for o in OWNERS for z in OWNED_ZONES] + list(SHARED_ZONES)
    raise CatalogError(f"{where}: unknown zone {shown(value)} (known: {', '.join(known)})")


def _pick(value, where: str) -> int:
    if not isinstance(value, str) or value not in PICK_NAMES:
        raise CatalogError(f"{where}: unknown pick {shown(value)} (known: {', '.join(PICK_NAMES)})")
    return PICK_NAMES[value]


def _same_zone(zone_a, owner_a, zone_b, owner_b) -> bool:
    """Both selectors name the acting player's own hand or tableau (the one zone both can only be)."""
    return zone_a == zone_b and zone_a in (Z_HAND, Z_TABLEAU) and owner_a == owner_b == O_OWN


def _move(step: dict, row: np.ndarray, where: str) -> None:
    row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
    row[F_B_ZONE], row[F_B_OWNER] = _zone(step["to"], f"{where}.to", dest=True)
    if row[F_A_ZONE] == Z_POT:
        raise CatalogError(f"{where}.from: cards cannot be taken out of the pot")
    if row[F_A_ZONE] == Z_DECK_BOTTOM:
        raise CatalogError(f"{where}.from: cards are taken from \"deck.top\"")
    if _same_zone(row[F_A_ZONE], row[F_A_OWNER], row[F_B_ZONE], row[F_B_OWNER]) or (
            row[F_A_ZONE] == row[F_B_ZONE] == Z_TRASH):
        raise CatalogError(f"{where}.to: a move never puts a card back into the zone it came from")
    if row[F_A_ZONE] == Z_DECK_TOP and row[F_B_ZONE] == Z_DECK_TOP:
        raise CatalogError(f"{where}.to: a move never puts a card back into the zone it came from")
    if "pick" in step and row[F_A_ZONE] == Z_DECK_TOP:
        raise CatalogError(f"{where}.pick: a card from \"deck.top\" is the deck's top card, nobody picks it")
    row[F_A_PICK] = PICK_TOP if row[F_A_ZONE] == Z_DECK_TOP else _pick(step.get("pick", "choice"), f"{where}.pick")
    if row[F_A_PICK] == PICK_OWNER and row[F_A_OWNER] == O_OWN:
        raise CatalogError(f"{where}.pick: \"owner\" is for an opponent's zone")
    if row[F_A_PICK] in (PICK_RANDOM, PICK_OWNER) and row[F_A_ZONE] not in (Z_HAND, Z_TABLEAU):
        raise CatalogError(f"{where}.pick: \"random\" and \"owner\" picks take from a hand or tableau")
    if row[F_B_ZONE] == Z_POT and row[F_A_PICK] not in (PICK_CHOICE, PICK_TOP):
        raise CatalogError(f"{where}.pick: a card for the pot is chosen by the actor or is the deck's top")
    if "else" in step:
        if row[F_B_ZONE] != Z_POT or row[F_A_ZONE] != Z_DECK_TOP:
            raise CatalogError(f"{where}.else: only a move from \"deck.top\" to \"pot\" has an 'else' zone")
        row[F_C_ZONE], row[F_C_OWNER] = _zone(step["else"], f"{where}.else", owned_ok=False)
        if row[F_C_ZONE] in (Z_POT, Z_DECK_TOP):
            raise CatalogError(f"{where}.else: the 'else' zone is where an illegal card goes, not the pot "
                               "or the deck's top it came from")
    # "no" or 0 must not turn reveal on: only true or false
    row[F_REVEAL] = 1 if want_bool(step.get("reveal", False), f"{where}.reveal", error=CatalogError) else 0


def _swap(step: dict, row: np.ndarray, where: str) -> None:
    row[F_A_ZONE], row[F_A_OWNER] = _zone(step["a"], f"{where}.a")
    row[F_B_ZONE], row[F_B_OWNER] = _zone(step["b"], f"{where}.b")
    row[F_A_PICK] = _pick(step.get("a_pick", "choice"), f"{where}.a_pick")
    row[F_B_PICK] = _pick(step.get("b_pick", "choice"), f"{where}.b_pick")
    for side in ("a", "b"):
        zone = row[F_A_ZONE] if side == "a" else row[F_B_ZONE]
        if zone in (Z_POT, Z_DECK_TOP, Z_DECK_BOTTOM):
            raise CatalogError(f"{where}.{side}: a swap exchanges cards of hands, tableaux or the trash")
    for side, zone, owner, pick in (("a", F_A_ZONE, F_A_OWNER, F_A_PICK), ("b", F_B_ZONE, F_B_OWNER, F_B_PICK)):
        if row[pick] == PICK_OWNER and row[owner] == O_OWN:
            raise CatalogError(f"{where}.{side}_pick: \"owner\" is for an opponent's zone")
        if row[pick] in (PICK_RANDOM, PICK_OWNER) and row[zone] not in (Z_HAND, Z_TABLEAU):
            raise CatalogError(f"{where}.{side}_pick: \"random\" and \"owner\" picks take from a hand or tableau")
    if _same_zone(row[F_A_ZONE], row[F_A_OWNER], row[F_B_ZONE], row[F_B_OWNER]) or (
            row[F_A_ZONE] == row[F_B_ZONE] == Z_TRASH):
        raise CatalogError(f"{where}.b: a swap exchanges cards of two different zones")


def _leaves_the_hand(source_owner, keep_owner) -> bool:
    """A hand-to-hand keep never lands in the source hand: other.hand, or own <-> opponent."""
    return keep_owner == O_OTHER or {int(source_owner), int(keep_owner)} == {O_OWN, O_OPPONENT}


def _reveal_keep(step: dict, row: np.ndarray, where: str) -> None:
    row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
    if row[F_A_ZONE] not in (Z_DECK_TOP, Z_HAND):
        raise CatalogError(f"{where}.from: reveal_keep reveals from \"deck.top\" or a hand")
    row[F_A_PICK] = PICK_TOP if row[F_A_ZONE] == Z_DECK_TOP else PICK_RANDOM
    if "pick" in step and _pick(step["pick"], f"{where}.pick") != PICK_RANDOM:
        raise CatalogError(f"{where}.pick: reveal_keep reveals random hand cards (pick = \"random\")")
    count = want_int(step["count"], f"{where}.count", error=CatalogError, low=1, high=2)
    minimum = want_int(step.get("min", count), f"{where}.min", error=CatalogError, low=1, high=count)
    row[F_COUNT], row[F_MIN_COUNT] = count, minimum
    row[F_B_ZONE], row[F_B_OWNER] = _zone(step["keep"], f"{where}.keep", dest=True)
    row[F_C_ZONE], row[F_C_OWNER] = _zone(step["rest"], f"{where}.rest", dest=True)
    if row[F_C_ZONE] == Z_POT or row[F_B_ZONE] == Z_POT:
        raise CatalogError(f"{where}: reveal_keep does not put cards into the pot")
    if row[F_A_ZONE] == Z_HAND and row[F_B_ZONE] == Z_HAND and not _leaves_the_hand(row[F_A_OWNER], row[F_B_OWNER]):
        # the kept card could stay in the hand it was revealed from: the engine then has no
        # receiver to offer and every game fails (found by tests/test_hero_checker_plays.py)
        other = {O_OWN: "opponent.hand", O_OPPONENT: "own.hand"}.get(int(row[F_A_OWNER]))
        raise CatalogError(f"{where}.keep: the kept card must leave the hand it is revealed from "
                           f"(from {step['from']!r}, keep {step['keep']!r}; keep \"other.hand\""
                           f"{f' or {other!r}' if other else ''} can)")
    if row[F_A_ZONE] == Z_DECK_TOP and row[F_B_ZONE] == Z_DECK_TOP:
        raise CatalogError(f"{where}.keep: the kept card must leave the deck's top")


def _copy(step: dict, row: np.ndarray, where: str) -> None:
    sources = step["from"]
    if isinstance(sources, str):
        sources = [sources]
    sources = want_list(sources, f"{where}.from", error=CatalogError, min_len=1, max_len=2)
    row[F_A_ZONE], row[F_A_OWNER] = _zone(sources[0], f"{where}.from[0]")
    if len(sources) == 2:
        row[F_B_ZONE], row[F_B_OWNER] = _zone(sources[1], f"{where}.from[1]")
        if sources[0] == sources[1]:
            raise CatalogError(f"{where}.from: the same zone twice ({sources[0]!r})")
    for zone in (row[F_A_ZONE], row[F_B_ZONE]):
        if zone in (Z_POT, Z_DECK_TOP, Z_DECK_BOTTOM):
            raise CatalogError(f"{where}.from: copy from a hand, a tableau or the trash")


def _sideways(step: dict, row: np.ndarray, where: str) -> None:
    row[F_A_ZONE], row[F_A_OWNER] = _zone(step["from"], f"{where}.from")
    if row[F_A_ZONE] not in (Z_TABLEAU, Z_TRASH):
        raise CatalogError(f"{where}.from: sideways turns a card of a tableau or the trash")


COMPILERS = {"move": _move, "swap": _swap, "reveal_keep": _reveal_keep, "copy": _copy, "sideways": _sideways}


def compile_step(step, where: str) -> np.ndarray:
    row = np.zeros(N_FIELDS, dtype=np.int32)
    if not isinstance(step, dict):
        raise CatalogError(f"{where}: a step is a table such as {{ op = \"move\", from = ..., to = ... }}, "
                           f"got {shown(step)}")
    op = step.get("op")
    if op is None:
        raise CatalogError(f"{where}: missing field 'op' (one of: {', '.join(OP_NAMES)})")
    if not isinstance(op, str) or op not in OP_NAMES:
        raise CatalogError(f"{where}: unknown primitive op = {shown(op)} (known: {', '.join(OP_NAMES)})")
    required, optional = OP_KEYS[op]
    keys = set(step) - {"op"}
    for key in sorted(required - keys):
        raise CatalogError(f"{where}: op {op!r} needs field {key!r}")
    for key in sorted(keys - required - optional):
        raise CatalogError(f"{where}: op {op!r} has no field {shown(key)} (fields: "
                           f"{', '.join(sorted(required | optional))})")
    row[F_OP] = OP_NAMES[op]
    COMPILERS[op](step, row, where)
    return row


def _text(entry: dict, key: str, where: str, default=None) -> str:
    value = want_str(entry.get(key, default), f"{where}.{key}", error=CatalogError)
    if len(value) > MAX_TEXT:
        raise CatalogError(f"{where}.{key}: at most {MAX_TEXT} characters, got {len(value):,}")
    return value


def compile_hero(entry, where: str, source: str) -> Hero:
    if not isinstance(entry, dict):
        raise CatalogError(f"{where}: a hero is a [[hero]] table, got {shown(entry)}")
    for key in ("name", "set", "text", "effect"):
        if key not in entry:
            raise CatalogError(f"{where}: missing field {key!r}")
    unknown = sorted(set(entry) - set(HERO_KEYS))
    if unknown:
        raise CatalogError(f"{where}: unknown field {shown(unknown[0])} (fields: {', '.join(HERO_KEYS)})")
    name = entry["name"]
    if (not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or "," in name or ":" in name
            or not name.isprintable()):
        raise CatalogError(f"{where}.name: a name of 1 to {MAX_NAME} printable characters without commas "
                           f"or colons (they separate heroes and strategy parts), got {shown(name)}")
    name = name.strip()
    hero_set, text = _text(entry, "set", where), _text(entry, "text", where)
    ability = _text(entry, "ability", where, "")
    effect = entry["effect"]
    if not isinstance(effect, list) or not 1 <= len(effect) <= MAX_STEPS:
        raise CatalogError(f"{where}.effect: a list of 1 to {MAX_STEPS} steps, got {shown(effect)}")
    steps = np.zeros((MAX_STEPS, N_FIELDS), dtype=np.int32)
    for i, step in enumerate(effect):
        steps[i] = compile_step(step, f"{where}.effect[{i}]")
    ops = [int(r[F_OP]) for r in steps[: len(effect)]]
    if OP_COPY in ops and len(effect) != 1:
        raise CatalogError(f"{where}.effect: a copy step stands alone")
    steps[0, F_PUSH] = effect_push_twice(steps)
    return Hero(name=name, set=hero_set, ability=ability, text=text, steps=steps, is_copy=ops[0] == OP_COPY,
                source=source)


def _label(entry, i: int) -> str:
    name = entry.get("name") if isinstance(entry, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() and len(name) <= 80 else f"#{i + 1}"


_BUILT_IN: dict = {}  # the built-in file's heroes, by (size, mtime): every command loads it


def load_catalog_file(path) -> list[Hero]:
    path = Path(path)
    if path == BUILTIN_CATALOG:
        info = path.stat()
        key = (info.st_size, info.st_mtime_ns)
        if key not in _BUILT_IN:
            _BUILT_IN.clear()
            _BUILT_IN[key] = _load(path)
        return list(_BUILT_IN[key])
    return _load(path)


def _load(path: Path) -> list[Hero]:
    data = read_toml(path, what="catalogue file", error=CatalogError)
    unknown = sorted(set(data) - {"hero"})
    if unknown:
        raise CatalogError(f"{path}: unknown key {shown(unknown[0])} (a catalogue holds [[hero]] tables only)")
    entries = data.get("hero")
    if entries is None or entries == []:
        raise CatalogError(f"{path}: no [[hero]] tables")
    if not isinstance(entries, list):
        raise CatalogError(f"{path}: hero: expected [[hero]] tables, got {shown(entries)}")
    heroes, seen = [], set()
    for i, entry in enumerate(entries):
        hero = compile_hero(entry, f"{path}: hero {_label(entry, i)!r}", str(path))
        if hero.name.lower() in seen:
            raise CatalogError(f"{path}: hero {hero.name!r}: duplicate hero name")
        seen.add(hero.name.lower())
        heroes.append(hero)
    return heroes
