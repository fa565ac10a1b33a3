"""Composition files: all card and board data of a Trickerion game, as data (docs/trickerion.md).

A composition is a TOML file of named sections (``[components]``, ``[tricks]``, ...). Every section
states its provenance, ``source = "bga" | "ras" | "majority" | "minority" | "assumed"``, and holds
named fields only (never positional rows). ``load_composition`` reads a built-in name
(``trickerion-assumed-v1``, the default, or ``trickerion-alt-v1``) or a path, checks every type,
range and reference between tables, and returns a frozen ``Composition`` whose sections hold
integer ids and numpy arrays for kernels. Any problem is one ``GameSetupError`` line naming the
file, the table and the field.

A later part of the game adds a section as one entry of ``SECTIONS`` (its table name, its parser,
its dataclass), never by changing the sections already here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from simkit.games.base import GameSetupError
from simkit.games.trickerion.academy_data import (Academy, AcademyTiles, Protege, Spaces, parse_academy,
                                                  parse_academy_location, parse_academy_ten_rooms, parse_academy_tiles,
                                                  parse_protege, parse_secrets, uses_academy, uses_ten_rooms)
from simkit.games.trickerion.board_data import (Characters, Components, Dice, Initiative, Locations, Market,
                                                ScoringScheme, Theater, TurnSetup, parse_characters,
                                                parse_components, parse_dice, parse_initiative, parse_locations,
                                                parse_market, parse_scoring, parse_theater, parse_turn_setup)
from simkit.games.trickerion.card_data import (Magicians, PerformanceCards, Tricks, parse_duel_sides,
                                               parse_magicians, parse_performance_cards, parse_tricks)
from simkit.games.trickerion.dawn_data import (Contraptions, SignatureTricks, parse_contraptions,
                                               parse_signature_tricks, uses_dawn)
from simkit.games.trickerion.effect_data import (Prophecies, SpecialAssignments, parse_prophecies,
                                                 parse_special_assignments)
from simkit.games.trickerion.fields import Table
from simkit.games.trickerion.setup_data import PlayerCountSetup, RulesetSetup, parse_setup
from simkit.games.trickerion.vocabulary import ASSUMED, SOURCES
from simkit.inputs import InputError, read_toml, shown

BUILT_IN_DIR = Path(__file__).resolve().parent / "compositions"
DEFAULT_COMPOSITION = "trickerion-assumed-v1"


@dataclass(frozen=True)
class Section:
    name: str  # the TOML table
    parse: Callable  # (Table, parsed sections) -> the section's dataclass
    required: bool = True
    # when a game uses the section (None: always), from its ruleset setup and player-count setup
    used: Callable[[RulesetSetup, PlayerCountSetup], bool] | None = None
    # the section read before it whose parsed value this one's replaces for the sections below (the
    # Academy's location joins the locations)
    replaces: str | None = None


# In reading order: a section may refer to the ones above it.
SECTIONS = (
    Section("components", parse_components),
    Section("market", parse_market),
    Section("characters", parse_characters),
    Section("dice", parse_dice),
    Section("locations", parse_locations),
    Section("theater", parse_theater),
    Section("initiative", parse_initiative),
    Section("scoring", parse_scoring),
    Section("tricks", parse_tricks),
    Section("performance_cards", parse_performance_cards),
    Section("duel_sides", parse_duel_sides, required=False,
            used=lambda ruleset, players: players.performance_side == "duel"),
    Section("turn_setup", parse_turn_setup, required=False,
            used=lambda ruleset, players: players.slot_blocking == "turn_setup"),
    Section("academy_location", parse_academy_location, required=False, used=uses_academy, replaces="locations"),
    Section("magicians", parse_magicians),
    Section("special_assignments", parse_special_assignments, required=False,
            used=lambda ruleset, players: bool(ruleset.special_assignment_decks)),
    Section("prophecies", parse_prophecies, required=False,
            used=lambda ruleset, players: bool(ruleset.prophecy_sets)),
    # Dahlgaard's Academy (part 3; academy_data.py)
    Section("academy", parse_academy, required=False, used=uses_academy),
    Section("academy_ten_rooms", parse_academy_ten_rooms, required=False, used=uses_ten_rooms),
    Section("academy_tiles", parse_academy_tiles, required=False, used=uses_academy),
    Section("secrets", parse_secrets, required=False, used=uses_academy),
    Section("protege", parse_protege, required=False, used=uses_academy),
    # Dawn of Technology (part 4; dawn_data.py)
    Section("contraptions", parse_contraptions, required=False, used=uses_dawn),
    Section("signature_tricks", parse_signature_tricks, required=False, used=uses_dawn),
    Section("setup", parse_setup),
)
TOP_LEVEL = ("name", "description")


@dataclass(frozen=True)
class Composition:
    name: str  # its ``name`` field
    given: str  # the built-in name or the path as given
    path: Path
    description: str
    sources: dict[str, str]  # section -> its source, in file order
    components: Components
    market: Market
    characters: Characters
    dice: Dice
    locations: Locations  # with the Academy's (academy_location), last, when the composition has it
    theater: Theater
    initiative: Initiative
    scoring: dict[str, ScoringScheme]
    tricks: Tricks
    performance_cards: PerformanceCards  # with the grey markers of the Duel sides, when there are any
    magicians: Magicians
    rulesets: dict[str, RulesetSetup]
    players: dict[int, PlayerCountSetup]
    turn_setup: TurnSetup | None = None
    has_duel_sides: bool = False
    special_assignments: SpecialAssignments | None = None  # the Dark Alley's (docs/trickerion-effects.md)
    prophecies: Prophecies | None = None
    # Dahlgaard's Academy (part 3; academy_data.py)
    academy_location: int = -1  # the Academy's location id, -1 without the section academy_location
    academy: Academy | None = None
    academy_ten_rooms: Spaces | None = None
    academy_tiles: AcademyTiles | None = None
    secrets: SpecialAssignments | None = None  # the Secrets, as Special Assignment cards never in a deck
    protege: Protege | None = None
    # Dawn of Technology (part 4; dawn_data.py)
    contraptions: Contraptions | None = None
    signature_tricks: SignatureTricks | None = None  # Tricks len(tricks.names) + k in a Dawn game's catalogue
    # every parsed section by its table name: a section added later is here before it gets an attribute
    sections: dict = field(default_factory=dict)

    @property
    def trick_names(self) -> tuple[str, ...]:
        """The names of the catalogue's Trick ids: the standard Tricks, then the Signature Tricks (a Dawn game's
        Tricks len(tricks.names) + k; the other games never use those ids)."""
        return self.tricks.names + (self.signature_tricks.names if self.signature_tricks is not None else ())

    @property
    def assumed_sections(self) -> tuple[str, ...]:
        """Every section whose source is "assumed", in file order."""
        return tuple(name for name, source in self.sources.items() if source == ASSUMED)

    def uses_assumed_data(self, ruleset: str | None = None, players: int | None = None) -> tuple[str, ...]:
        """The assumed sections a game of this ruleset and player count uses (empty: none), for
        manifests and reports; without arguments, every assumed section of the file."""
        if ruleset is None or players is None:
            return self.assumed_sections
        setup, count = self.ruleset(ruleset), self.player_count(players)
        used = {s.name for s in SECTIONS if s.used is None or s.used(setup, count)}
        return tuple(name for name in self.assumed_sections if name in used)

    def ruleset(self, name: str) -> RulesetSetup:
        if name not in self.rulesets:
            raise GameSetupError(f"composition {self.path}: no setup for ruleset {name!r} "
                                 f"(it has {', '.join(self.rulesets)})")
        return self.rulesets[name]

    def player_count(self, players: int) -> PlayerCountSetup:
        if players not in self.players:
            raise GameSetupError(f"composition {self.path}: no setup for {players} players "
                                 f"(it has {', '.join(map(str, self.players))})")
        return self.players[players]


def built_in_names() -> list[str]:
    return sorted(p.stem for p in BUILT_IN_DIR.glob("*.toml"))


def composition_path(deck: str) -> Path:
    """The file a composition names: a built-in name or a path to a TOML file."""
    if (BUILT_IN_DIR / f"{deck}.toml").is_file():
        return BUILT_IN_DIR / f"{deck}.toml"
    path = Path(deck).expanduser()
    if not path.exists():
        raise GameSetupError(f"composition {deck!r}: no such file and no built-in composition "
                             f"(built in: {', '.join(built_in_names())})")
    return path


def load_composition(deck: str | None = None) -> Composition:
    """Read and check a composition; any problem is one GameSetupError line naming file, table and field."""
    deck = deck or DEFAULT_COMPOSITION
    path = composition_path(deck)
    try:
        data = read_toml(path, what="composition file")
    except InputError as exc:  # a folder, a device, not UTF-8, a syntax error, nesting too deep
        raise GameSetupError(f"composition {path}: not readable TOML ({str(exc).removeprefix(f'{path}: ')})") from None
    return parse_composition(data, path, deck)


def parse_composition(data: dict, path: Path, given: str | None = None) -> Composition:
    """Check parsed TOML (``path`` names it in errors) and build the Composition."""
    known = TOP_LEVEL + tuple(s.name for s in SECTIONS)
    for key in data:
        if key not in known:
            raise GameSetupError(f"composition {path}: unknown section or field {shown(key)} "
                                 f"(known: {', '.join(known)})")
    for key in TOP_LEVEL:
        if key in data and (not isinstance(data[key], str) or not data[key].strip() or len(data[key]) > 200):
            raise GameSetupError(f"composition {path}: field {key}: expected a string of 1 to 200 characters, "
                                 f"got {shown(data[key])}")
    parsed: dict[str, object] = {}
    sources: dict[str, str] = {}
    for section in SECTIONS:
        if section.name not in data:
            if section.required:
                raise GameSetupError(f"composition {path}: table {section.name}: missing (every composition "
                                     "needs it)")
            continue
        table = Table(data[section.name], path, section.name)
        sources[section.name] = table.str("source", SOURCES)
        parsed[section.name] = section.parse(table, parsed)
        table.finish()
        if section.replaces:
            parsed[section.replaces] = parsed[section.name]
    rulesets, players = parsed["setup"]
    cards = parsed.get("duel_sides", parsed["performance_cards"])
    sources = {name: sources[name] for name in data if name in sources}  # file order
    return Composition(
        name=data.get("name", path.stem), given=given or str(path), path=path, description=data.get("description", ""),
        sources=sources, components=parsed["components"], market=parsed["market"],
        characters=parsed["characters"], dice=parsed["dice"], locations=parsed["locations"],
        theater=parsed["theater"], initiative=parsed["initiative"], scoring=parsed["scoring"],
        tricks=parsed["tricks"], performance_cards=cards, magicians=parsed["magicians"], rulesets=rulesets,
        players=players, turn_setup=parsed.get("turn_setup"), has_duel_sides="duel_sides" in parsed,
        special_assignments=parsed.get("special_assignments"), prophecies=parsed.get("prophecies"),
        academy_location=len(parsed["locations"].names) - 1 if "academy_location" in parsed else -1,
        academy=parsed.get("academy"), academy_ten_rooms=parsed.get("academy_ten_rooms"),
        academy_tiles=parsed.get("academy_tiles"), secrets=parsed.get("secrets"), protege=parsed.get("protege"),
        contraptions=parsed.get("contraptions"), signature_tricks=parsed.get("signature_tricks"),
        sections=dict(parsed))
