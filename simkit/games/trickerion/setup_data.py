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

BASE, DARK_ALLEY, ACADEMY = MODULES.index("base"), MODULES.index("dark-alley"), MODULES.index("academy")
DAWN = MODULES.index("dawn")


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
    prophecies_removed: int = 0  # Dark Alley Prophecies removed at random from the bag at setup (7 with the Academy [S L40])


@dataclass(frozen=True)
class PlayerCountSetup:
    count: int
    performance_side: str  # "normal" or "duel"
    initiative_positions: tuple[int, ...]  # positions 1..4 the seats use
    slot_blocking: str  # "none", "neutral_disc" or "turn_setup"
    start_cards: int  # Performance cards of the start venue laid out at setup
    academy_rooms: int = 0  # the Academy board's side with this many players (8 or 10; 0 without [academy])


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
        academy = parsed.get("academy")
        rooms = academy.rooms.get(count, 0) if academy is not None else 0
        result[count] = PlayerCountSetup(count, side, positions, blocking, row.int("riverside_at_start", 0, 5), rooms)
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
    prophecy_sets, removed = _prophecy_sets(row, parsed, turns)
    _characters_in_play(row, parsed, modules)
    _academy(row, parsed, modules, turns, schemes[scoring], players)
    _dawn(row, parsed, modules, shards, boxes, levels)
    row.finish()
    return RulesetSetup(name, turns, fame, shards, frozen(coins), value, hand, levels, boxes, abilities, start, deck,
                        scoring, modules, decks, prophecy_sets, removed)


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


def _prophecy_sets(row: Table, parsed: dict, turns: int) -> tuple[tuple[int, ...], int]:
    """The sets of the Prophecy bag and the Dark Alley Prophecies removed from it at setup ([S L40]: 7 with the
    Academy); the bag must last the game (G11, docs/trickerion-trace.md "prophecy")."""
    sets = row.str_list("prophecy_sets", PROPHECY_SETS, 0, len(PROPHECY_SETS), unique=True, default=[])
    removed = row.int("prophecies_removed", 0, 99, default=0)
    if not sets:
        if removed:
            row.fail("prophecies_removed", "Prophecies are removed from a bag: the ruleset has no prophecy_sets")
        return (), 0
    prophecies = parsed.get("prophecies")
    if prophecies is None:
        row.fail("prophecy_sets", "Prophecies need the section prophecies")
    ids = tuple(PROPHECY_SETS.index(s) for s in sets)
    # `pending` lie on the board at setup, and every End Turn but the last draws one into the last
    # Pending slot (the Active one of turns II..last comes from the Pending ones): pending + turns - 1
    removable = len(prophecies.of_sets((PROPHECY_SETS.index("dark-alley"),)))
    if removed and PROPHECY_SETS.index("dark-alley") not in ids:
        row.fail("prophecies_removed", "the removed Prophecies are the Dark Alley's: prophecy_sets needs \"dark-alley\"")
    if removed > removable:
        row.fail("prophecies_removed", f"{removed} removed, but the Dark Alley set has {removable} Prophecies")
    need, have = prophecies.pending + turns - 1, len(prophecies.of_sets(ids)) - removed
    if have < need:
        row.fail("prophecy_sets", f"{have} Prophecies of {', '.join(sets)}, but a game of {turns} turns draws "
                                  f"{need} ({prophecies.pending} Pending at setup, then one at each of "
                                  f"{turns - 1} End Turns)")
    return ids, removed


def _characters_in_play(row: Table, parsed: dict, modules: tuple[int, ...]) -> None:
    """The characters of the ruleset's modules come first: the catalogue leaves the others out (tables.py)."""
    characters = parsed["characters"]
    in_play = [int(m) in modules for m in characters.module]
    if False in in_play and True in in_play[in_play.index(False):]:
        late = in_play.index(False)
        row.fail("modules", f"the character {shown(characters.names[late])} (module "
                            f"{MODULES[int(characters.module[late])]}) is not in play but comes before one that is: "
                            "a module's characters come after those of the modules in play")


def _academy(row: Table, parsed: dict, modules: tuple[int, ...], turns: int, scheme,
             players: dict[int, PlayerCountSetup]) -> None:
    """A ruleset with the Academy module needs the Academy's sections and data for every player count."""
    if scheme.banner_majority and ACADEMY not in modules:
        row.fail("scoring", f"the scheme {shown(scheme.name)} scores the Banner majority: it needs the module "
                            "\"academy\"")
    if ACADEMY not in modules:
        return
    for section in ("academy_location", "academy", "academy_tiles", "secrets", "protege"):
        if section not in parsed:
            row.fail("modules", f"the module \"academy\" needs the section {section}")
    if parsed["locations"].module[-1] != ACADEMY:
        row.fail("modules", "the module \"academy\" needs its location: academy_location's module is not \"academy\"")
    characters = parsed["characters"]
    protege = parsed["protege"].character
    if int(characters.module[protege]) not in modules:
        row.fail("modules", f"the Protégé {shown(characters.names[protege])} is of the module "
                            f"{MODULES[int(characters.module[protege])]}, not in play")
    academy = parsed["academy"]
    if len(academy.banner_chart) < turns:
        row.fail("turns", f"{turns} turns, but academy.banner_chart has Banners for {len(academy.banner_chart)}")
    for count in players:
        if count not in academy.rooms:
            row.fail("modules", f"the section academy has no entry for {count} players")
        if academy.rooms[count] == 10 and "academy_ten_rooms" not in parsed:
            row.fail("modules", f"{count} players play the 10-room side: it needs the section academy_ten_rooms")


def _dawn(row: Table, parsed: dict, modules: tuple[int, ...], shards: int, boxes: tuple[int, ...],
          levels: tuple[int, ...]) -> None:
    """A ruleset with the dawn module needs the Dawn's sections; its starting Shards lie on the lowest positions of
    the Contraption board [S L26], and every Magician it offers has a Signature Trick of one of its levels."""
    if DAWN not in modules:
        return
    for section in ("contraptions", "signature_tricks"):
        if section not in parsed:
            row.fail("modules", f"the module \"dawn\" needs the section {section}")
    column = parsed["contraptions"].column
    if shards > column:
        row.fail("shards", f"{shards} starting Shards on a Contraption board's column of {column} positions")
    signature, magicians = parsed["signature_tricks"], parsed["magicians"]
    for m, name in enumerate(magicians.names):
        if int(magicians.box[m]) in boxes:
            level = int(signature.tricks.level[signature.of_magician(m)])
            if level not in levels:
                row.fail("trick_levels", f"{shown(name)}'s Signature Trick is of level {level}, not one of the "
                                         f"ruleset's trick_levels {list(levels)}")
