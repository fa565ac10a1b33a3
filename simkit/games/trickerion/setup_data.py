"""The setup sections of a composition: per ruleset (modules, turns, starting Fame, Coins, Shards,
hand, decks, Magicians, end scoring, Special Assignment decks, Prophecies) and per player count
(card side, initiative positions, slot blocking, starting Performance cards). Read last: they refer
to almost every other section.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from simkit.games.trickerion.board_data import frozen
from simkit.games.trickerion.fields import Table, unique_names
from simkit.games.trickerion.vocabulary import (BOXES, CATEGORIES, MAX_PLAYERS, MAX_TURNS, MODULES,
                                                PERFORMANCE_SIDES, PROPHECY_SETS, SLOT_BLOCKING, THEATER)
from simkit.inputs import shown

BASE, DARK_ALLEY = MODULES.index("base"), MODULES.index("dark-alley")


@dataclass(frozen=True)
class RulesetSetup:
    name: str  # the ruleset it sets up, e.g. "trickerion"
    turns: int
    fame: int
    shards: int
    coins_by_seat: np.ndarray  # (4,) starting Coins, seat 0 first
    starting_component_value: int  # Coins' worth of starting components, and the Manager's bonus
    hand: dict[str, int]  # location name (or "Theater") -> Permanent Assignment cards
    trick_levels: tuple[int, ...]  # the levels of the category decks
    magician_boxes: tuple[int, ...]  # BOXES ids
    magician_abilities: bool
    start_venue: int  # venue id of the Performance cards laid out at setup
    performance_deck: tuple[int, ...]  # venue ids, top first; each card drawn at random from its venue
    scoring: str  # a scoring scheme's name
    modules: tuple[int, ...] = (BASE,)  # MODULES ids in play: a location, venue or Trick of another is not
    # the Special Assignment decks at the Dark Alley: codes of SpecialAssignments.location (a location's id, or
    # the number of locations for the Theater)
    special_assignment_decks: tuple[int, ...] = ()
    prophecy_sets: tuple[int, ...] = ()  # PROPHECY_SETS ids of the Prophecy bag (none: no Prophecies)


@dataclass(frozen=True)
class PlayerCountSetup:
    count: int
    performance_side: str  # "normal" or "duel"
    initiative_positions: tuple[int, ...]  # positions 1..4 the seats use
    slot_blocking: str  # "none", "neutral_disc" or "turn_setup"
    start_cards: int  # Performance cards of the start venue laid out at setup


def parse_setup(table: Table, parsed: dict) -> tuple[dict[str, RulesetSetup], dict[int, PlayerCountSetup]]:
    players = _parse_players(table, parsed)
    rows = table.entries("ruleset", 1, 16)
    rulesets = [_parse_ruleset(row, parsed, players) for row in rows]
    unique_names(rows, [r.name for r in rulesets])
    return {r.name: r for r in rulesets}, players


def _parse_players(table: Table, parsed: dict) -> dict[int, PlayerCountSetup]:
    rows = table.entries("players", 1, MAX_PLAYERS, key="count")
    result: dict[int, PlayerCountSetup] = {}
    for row in rows:
        count = row.int("count", 2, MAX_PLAYERS)
        if count in result:
            row.fail("count", f"{count} players are set up twice")
        side = row.str("performance_side", PERFORMANCE_SIDES)
        if side == "duel" and "duel_sides" not in parsed:
            row.fail("performance_side", "\"duel\" needs the section duel_sides")
        positions = row.int_list("initiative_positions", 1, MAX_PLAYERS, count, count)
        if list(positions) != sorted(set(positions)):
            row.fail("initiative_positions", f"expected increasing positions, got {list(positions)}")
        blocking = row.str("slot_blocking", SLOT_BLOCKING)
        if blocking == "turn_setup" and "turn_setup" not in parsed:
            row.fail("slot_blocking", "\"turn_setup\" needs the section turn_setup")
        if blocking == "turn_setup" and count != 2:
            row.fail("slot_blocking", "Turn Setup cards leave 2 slots open: 2 players only")
        result[count] = PlayerCountSetup(count, side, positions, blocking, row.int("riverside_at_start", 0, 5))
        row.finish()
    return dict(sorted(result.items()))


def _parse_ruleset(row: Table, parsed: dict, players: dict[int, PlayerCountSetup]) -> RulesetSetup:
    locations, cards, tricks = parsed["locations"], parsed["performance_cards"], parsed["tricks"]
    magicians, schemes = parsed["magicians"], parsed["scoring"]
    name = row.name()
    modules = _modules(row)
    turns = row.int("turns", 1, MAX_TURNS)
    fame, shards = row.int("fame", 0, 99), row.int("shards", 0, 20)
    coins = row.int_list("coins_by_seat", 0, 99, MAX_PLAYERS, MAX_PLAYERS)
    value = row.int("starting_component_value", 0, 20)
    hand_table = row.sub("hand")
    places = (THEATER,) + locations.names
    hand = {}
    for place in hand_table.data:
        if place not in places:
            hand_table.fail(place, f"not a location (locations: {', '.join(places)})")
        if place != THEATER and locations.module[locations.id(place)] not in modules:
            hand_table.fail(place, f"{place} is not in play (its module {MODULES[locations.module[locations.id(place)]]} "
                                   f"is not one of the ruleset's modules)")
        hand[place] = hand_table.int(place, 0, 9)
    hand_table.finish()
    if not sum(hand.values()):
        row.fail("hand", "a hand of no cards")
    levels = row.int_list("trick_levels", 1, 3, 1, 3)
    if list(levels) != sorted(set(levels)) or levels[0] != 1:
        row.fail("trick_levels", f"expected increasing levels from 1, got {list(levels)}")
    in_play = np.isin(tricks.module, modules)
    for level in levels:
        if not np.any(in_play & (tricks.level == level)):
            row.fail("trick_levels", f"no level-{level} Trick of the ruleset's modules "
                                     f"({', '.join(MODULES[m] for m in modules)})")
    for category in range(len(CATEGORIES)):  # each seat starts with a level-1 Trick of its Favourite category
        if not np.any(in_play & (tricks.category == category) & (tricks.level == 1)):
            row.fail("trick_levels", f"no level-1 {CATEGORIES[category]} Trick for a starting Trick")
    boxes = tuple(BOXES.index(b) for b in row.str_list("magician_boxes", BOXES, 1, len(BOXES), unique=True))
    offered = np.isin(magicians.box, boxes)
    for category in range(len(CATEGORIES)):  # 4 seats each take a Magician of a category not yet chosen
        if not np.any(offered & (magicians.category == category)):
            row.fail("magician_boxes", f"no {CATEGORIES[category]} Magician in {', '.join(BOXES[b] for b in boxes)}: "
                                       "4 seats need one of each category")
    abilities = row.bool("magician_abilities")
    start = cards.venues.index(row.str("start_venue", cards.venues))
    deck = tuple(cards.venues.index(v) for v in row.str_list("performance_deck", cards.venues, 1, 20))
    for field, venue in (("start_venue", start),) + tuple(("performance_deck", v) for v in deck):
        if cards.venue_module[venue] not in modules:
            row.fail(field, f"{cards.venues[venue]} is not in play (its module {MODULES[cards.venue_module[venue]]} "
                            "is not one of the ruleset's modules)")
    if len(deck) < turns - 1:
        row.fail("performance_deck", f"{len(deck)} cards, but a card enters at the end of each of the first "
                                     f"{turns - 1} turns")
    for v, venue in enumerate(cards.venues):
        have = int(np.sum(cards.venue == v))
        need = deck.count(v) + (max((p.start_cards for p in players.values()), default=0) if v == start else 0)
        if need > have:
            row.fail("performance_deck", f"needs {need} {venue} cards (deck and setup), the composition has {have}")
    scoring = row.str("scoring", schemes)
    decks = _special_assignment_decks(row, parsed, modules)
    prophecy_sets = _prophecy_sets(row, parsed, turns)
    row.finish()
    return RulesetSetup(name, turns, fame, shards, frozen(coins), value, hand, levels, boxes, abilities, start, deck,
                        scoring, modules, decks, prophecy_sets)


def _modules(row: Table) -> tuple[int, ...]:
    modules = row.str_list("modules", MODULES, 1, len(MODULES), unique=True, default=["base"])
    if "base" not in modules:
        row.fail("modules", f"expected \"base\" among the modules, got {list(modules)}")
    return tuple(MODULES.index(m) for m in modules)


def _special_assignment_decks(row: Table, parsed: dict, modules: tuple[int, ...]) -> tuple[int, ...]:
    """The decks at the Dark Alley (RULES §1.4 step 4): each needs the section, the module and a card."""
    places = parsed["locations"].names + (THEATER,)
    decks = row.str_list("special_assignment_decks", places, 0, len(places), unique=True, default=[])
    if not decks:
        return ()
    cards = parsed.get("special_assignments")
    if cards is None:
        row.fail("special_assignment_decks", "Special Assignment decks need the section special_assignments")
    if DARK_ALLEY not in modules:
        row.fail("special_assignment_decks", "Special Assignment decks lie at the Dark Alley: "
                                             "they need the module \"dark-alley\"")
    for place in decks:
        if not cards.deck(place):
            row.fail("special_assignment_decks", f"the {place} deck has no card (special_assignments has no "
                                                 f"card of location {shown(place)})")
    return tuple(places.index(place) for place in decks)


def _prophecy_sets(row: Table, parsed: dict, turns: int) -> tuple[int, ...]:
    """The sets of the Prophecy bag; it must last the game (G11, docs/trickerion-trace.md "prophecy")."""
    sets = row.str_list("prophecy_sets", PROPHECY_SETS, 0, len(PROPHECY_SETS), unique=True, default=[])
    if not sets:
        return ()
    prophecies = parsed.get("prophecies")
    if prophecies is None:
        row.fail("prophecy_sets", "Prophecies need the section prophecies")
    ids = tuple(PROPHECY_SETS.index(s) for s in sets)
    # `pending` lie on the board at setup, and every End Turn but the last draws one into the last
    # Pending slot (the Active one of turns II..last comes from the Pending ones): pending + turns - 1
    need, have = prophecies.pending + turns - 1, len(prophecies.of_sets(ids))
    if have < need:
        row.fail("prophecy_sets", f"{have} Prophecies of {', '.join(sets)}, but a game of {turns} turns draws "
                                  f"{need} ({prophecies.pending} Pending at setup, then one at each of "
                                  f"{turns - 1} End Turns)")
    return ids
