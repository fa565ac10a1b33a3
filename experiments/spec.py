"""Experiment specs: read a TOML file, check all of it, expand it into cells.

A cell is one (ruleset, player count, deck, line-up); the spec plays ``games`` games in
every cell. Every problem raises SpecError naming the file, the key and the reason, and
the whole spec (every cell's setup included) is checked before any game runs. The format
is documented in docs/experiments.md.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from simkit.games.base import GameSetupError
from simkit.games.registry import game_names, game_of_ruleset, get_game
from simkit.inputs import read_toml
from simkit.wrapped import missing_wrapped_item

from simkit.experiments.adaptive import Adaptive, check_adaptive
from simkit.experiments.lineups import field_lineups, rotations, seat_lineup
from simkit.experiments.pairing import WRAPPERS, base_lineup, is_wrapped, verdict_lineups

DEFAULT_GAMES_PER_TASK = 10_000  # ~0.4-0.8 s of play per task: far above the per-task overhead
MAX_GAMES_PER_TASK = 250_000  # a task holds its games' arrays (~450 bytes a game) until it reduces them
# a spec's own keys; its decks are named by keys each game owns (Game.spec_deck_keys)
SPEC_KEYS = {"description", "game", "ruleset", "players", "plugins", "lineups", "verdicts", "games",
             "games_per_task", "seed", "out", "setup", "target", "race", "max_games"}
REQUIRED_KEYS = ("ruleset", "players", "lineups", "games", "seed")
LINEUP_KEYS = {"seats", "field", "rotate"}
VERDICT_KEYS = {"base", "wrapper", "seats"}
VERDICT_SEATS = ("all", "rotate")
MIN_VERDICT_BLOCKS = 20  # a paired cell is cut into at least this many tasks: its blocks are the bootstrap's units
NOT_THE_EXPERIMENT = ("out", "description")  # keys a resumed folder may differ in
# Size limits, far above any balance question (a cell of 10^9 games is 14 core-hours, its intervals
# +-0.003%), low enough that planning, the manifest and the part files stay small: a spec above one
# is refused before anything is planned (docs/experiments.md).
MAX_GAMES_PER_CELL = 10**9
MAX_TOTAL_GAMES = 10**11  # about two core-months at 20,000 games/s
MAX_CELLS = 500_000  # every Champions of Time deck (116,280) with a 4-seat rotation is 465,120
MAX_TASKS = 1_000_000  # one part file each


class SpecError(ValueError):
    """A spec that cannot run; the message names the file, the key and the reason."""


@dataclass(frozen=True)
class Cell:
    cell: int  # position in the spec's cell order
    ruleset: str
    players: int
    deck_id: int  # position of the deck in the spec's sweep
    heroes: tuple[str, ...]
    lineup: tuple[str, ...]  # strategy per seat, after rotation
    seed: int  # the cell's seed: its games are games 0..games-1 of this seed
    paired_with: int = -1  # the cell whose deals it shares (its line-up, wrappers stripped), or -1
    params: tuple[tuple[str, str], ...] = ()  # the game's setup parameters ([setup]), the same in every cell

    @property
    def deck(self) -> str:
        """The deck as results name it: seven heroes, or a composition as the spec names it."""
        return ",".join(self.heroes)

    @property
    def lineup_text(self) -> str:
        return ",".join(self.lineup)


@dataclass(frozen=True)
class Spec:
    path: Path
    data: dict  # the TOML as parsed
    ruleset: str
    players: tuple[int, ...]
    decks: tuple[tuple[str, ...], ...]
    lineups: dict[int, tuple[tuple[str, ...], ...]]  # player count -> line-ups
    games: int
    games_per_task: int
    seed: int
    out: Path | None
    designs: object  # what every cell's setup takes (Game.spec_decks: designer heroes, composition files)
    design_files: dict[str, Path]  # designer files (heroes, compositions) as the spec names them -> their path
    cells: tuple[Cell, ...]
    verdicts: dict | None = None  # the [verdicts] table as checked: base, wrapper, seats
    # the assumed data each (players, deck) of the sweep uses (Game.assumed_data), only those using any
    assumed_data: tuple[tuple[int, str, tuple[str, ...]], ...] = ()
    adaptive: Adaptive | None = None  # target or race (experiments/adaptive.py); games is then max_games

    def catalog_hashes(self) -> dict[str, str]:
        """Designer hero files and composition files, as the spec names them -> sha256 of their contents."""
        return {name: hashlib.sha256(path.read_bytes()).hexdigest() for name, path in self.design_files.items()}

    def setup_of(self, cell: Cell):
        """The cell's game setup (simkit.games.base)."""
        return make_cell_setup(cell, self.designs)


def make_cell_setup(cell: Cell, designs):
    more = {"params": dict(cell.params)} if cell.params else {}  # a game without parameters is passed none
    return game_of_ruleset(cell.ruleset).make_setup(cell.ruleset, cell.players, cell.deck, list(cell.lineup),
                                                    designs=designs, **more)


def spec_keys() -> set[str]:
    """Every key a spec may have: its own and the deck keys of every registered game."""
    return SPEC_KEYS | {key for name in game_names() for key in get_game(name).spec_deck_keys}


def _own_deck_keys(data: dict) -> set[str]:
    """The deck keys of the game of the spec's ruleset, or none when the ruleset is not one."""
    ruleset = data.get("ruleset")
    try:
        return set(game_of_ruleset(ruleset).spec_deck_keys) if isinstance(ruleset, str) else set()
    except GameSetupError:
        return set()


def identity(spec_data: dict, catalog_hashes: dict) -> dict:
    """What a result folder must agree on to be resumed: the spec but ``out`` and ``description``
    (where results go and what they are called are not the experiment), and the hero files."""
    return {"spec": {k: v for k, v in spec_data.items() if k not in NOT_THE_EXPERIMENT},
            "catalogs": catalog_hashes}


class SizeError(ValueError):
    """An experiment above a size limit; ``key`` is the spec key to change."""

    def __init__(self, key: str, message: str):
        super().__init__(message)
        self.key = key


def check_sizes(cells: int, games: int, games_per_task: int) -> None:
    """The limits on cells, games and tasks (MAX_*), before anything is planned."""
    if games > MAX_GAMES_PER_CELL:
        raise SizeError("games", f"at most {MAX_GAMES_PER_CELL:,} games per cell, got {games:,}")
    if cells > MAX_CELLS:
        raise SizeError("decks", f"{cells:,} cells (decks x line-ups), more than {MAX_CELLS:,}")
    if cells * games > MAX_TOTAL_GAMES:
        raise SizeError("games", f"{cells:,} cells x {games:,} games is {cells * games:,} games, more than "
                                 f"{MAX_TOTAL_GAMES:,}")
    tasks = cells * -(-games // games_per_task)
    if tasks > MAX_TASKS:
        raise SizeError("games_per_task", f"{cells:,} cells x {games:,} games in tasks of {games_per_task:,} is "
                                          f"{tasks:,} tasks (a part file each), more than {MAX_TASKS:,}: raise "
                                          "games_per_task")


def cell_seed(master_seed: int, cell: int) -> int:
    """A cell's seed from (master seed, cell) alone, so no schedule can change a game."""
    return int(np.random.SeedSequence(master_seed, spawn_key=(cell,)).generate_state(1, np.uint64)[0])


def load_spec(path: Path) -> Spec:
    path = Path(path)
    data = read_toml(path, limit=None, what="spec file", error=SpecError)  # by type: no /dev/zero, no deep nesting
    return _Checker(path).spec(data)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Checker:
    def __init__(self, path: Path):
        self.path = path

    def fail(self, key: str, reason: str) -> SpecError:
        return SpecError(f"{self.path}: {key}: {reason}")

    def spec(self, data: dict) -> Spec:
        known = SPEC_KEYS | _own_deck_keys(data)
        if set(data) - known:  # only then every game is imported (each takes a fifth of a second)
            known = spec_keys()
        unknown = sorted(set(data) - known)
        if unknown:
            raise self.fail(unknown[0], f"unknown key (known: {', '.join(sorted(known))})")
        for key in REQUIRED_KEYS:
            if key not in data:
                raise self.fail(key, "missing")
        if not isinstance(data.get("description", ""), str):
            raise self.fail("description", "expected a string")
        seed = data["seed"]
        if not _is_int(seed) or seed < 0:
            raise self.fail("seed", f"expected an integer >= 0, got {seed!r}")
        self.master_seed = seed  # the default seed of a deck sample
        ruleset = self.ruleset(data["ruleset"])
        self.game = game_of_ruleset(ruleset)
        if "game" in data and data["game"] != self.game.name:
            raise self.fail("game", f"ruleset {ruleset!r} is a ruleset of {self.game.name!r}, not {data['game']!r}")
        players = self.players(data["players"], ruleset)
        self.params = self.setup_params(data.get("setup", {}))
        decks = self.decks({key: data[key] for key in data if key in known - SPEC_KEYS}, ruleset)
        lineups = self.lineups(data["lineups"], ruleset, players, decks[0])
        games = self.positive("games", data["games"])
        verdicts = self.verdicts(data["verdicts"], ruleset, players, decks, lineups) if "verdicts" in data else None
        # paired cells are compared block by block (reports/paired.py): by default at least
        # MIN_VERDICT_BLOCKS tasks per cell; the split changes no game (game g is game g of the cell)
        default_per_task = DEFAULT_GAMES_PER_TASK
        sampled = isinstance(data.get("decks"), dict) and data["decks"].get("sample") is not None
        paired = verdicts is not None or any(is_wrapped(l) for ls in lineups.values() for l in ls)
        if paired and not sampled:  # sampled decks are the units themselves
            default_per_task = max(1, min(default_per_task, -(-data["games"] // MIN_VERDICT_BLOCKS))) \
                if _is_int(data["games"]) else default_per_task
        adaptive_spec = "target" in data or "race" in data
        if adaptive_spec and _is_int(data["games"]):  # the first round is at least one task
            default_per_task = max(1, min(default_per_task, data["games"]))
        games_per_task = self.positive("games_per_task", data.get("games_per_task", default_per_task))
        if games_per_task > MAX_GAMES_PER_TASK:
            raise self.fail("games_per_task", f"at most {MAX_GAMES_PER_TASK:,} (a worker's memory grows with it), "
                                              f"got {games_per_task:,}")
        adaptive = check_adaptive(data, self.fail, games, games_per_task)
        if adaptive is not None:
            if adaptive.kind == "race" and len(decks) <= 2 * adaptive.keep:
                raise self.fail("race.keep", f"{adaptive.keep} decks at each end need more than {2 * adaptive.keep} "
                                             f"decks, the sweep has {len(decks)}")
            games = adaptive.max_games  # the plan: every task a cell could play
        out = data.get("out")
        if out is not None and (not isinstance(out, str) or not out.strip()):
            raise self.fail("out", f"expected a folder name, got {out!r}")
        try:
            check_sizes(self.cell_count(players, decks, lineups, verdicts), games, games_per_task)
        except SizeError as exc:
            raise self.fail(exc.key, str(exc)) from None
        self.assumed = {}
        cells = self.cells(ruleset, players, decks, lineups, seed, verdicts)
        assumed = tuple((p, deck, sections) for (p, deck), sections in self.assumed.items() if sections)
        return Spec(self.path, data, ruleset, players, decks, lineups, games, games_per_task, seed,
                    Path(out) if out else None, self.designs, self.design_files, cells, verdicts, assumed,
                    adaptive)

    def ruleset(self, value) -> str:
        if not isinstance(value, str):
            raise self.fail("ruleset", f"expected a ruleset name, got {value!r}")
        try:
            return game_of_ruleset(value).rulesets[value.strip().lower()].name
        except ValueError as exc:
            raise self.fail("ruleset", str(exc)) from None

    def setup_params(self, value) -> tuple[tuple[str, str], ...]:
        """[setup]: the game's setup parameters (simkit.games.setup_params), for every cell."""
        from simkit.games.setup_params import check_params
        if not isinstance(value, dict):
            raise self.fail("setup", "expected a table ([setup]) of the game's setup parameters")
        try:
            return tuple(check_params(self.game, value).items())
        except ValueError as exc:
            raise self.fail("setup", str(exc)) from None

    def decks(self, section: dict, ruleset: str) -> tuple[tuple[str, ...], ...]:
        """The game reads its own deck keys (Game.spec_decks); its designs serve every cell's setup."""
        try:
            found = self.game.spec_decks(section, self.path.parent, ruleset, self.master_seed, MAX_CELLS)
        except ValueError as exc:
            raise self.fail(getattr(exc, "key", None) or "decks", str(exc)) from None
        self.designs, self.design_files = found.designs, dict(found.files)
        return found.decks

    def players(self, value, ruleset: str) -> tuple[int, ...]:
        counts = value if isinstance(value, list) else [value]
        if not counts:
            raise self.fail("players", "empty: the sweep needs at least one player count")
        rules = self.game.rulesets[ruleset]
        for count in counts:
            if not _is_int(count):
                raise self.fail("players", f"expected a player count or a list of them, got {count!r}")
            if not rules.min_players <= count <= rules.max_players:
                raise self.fail("players", f"{rules.title} is for {rules.min_players}-{rules.max_players} players, "
                                           f"not {count}")
        if len(set(counts)) != len(counts):
            raise self.fail("players", f"a player count appears twice in {counts}")
        return tuple(counts)

    def lineups(self, value, ruleset: str, players: tuple[int, ...],
                deck: tuple[str, ...]) -> dict[int, tuple[tuple[str, ...], ...]]:
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise self.fail("lineups", "expected [[lineups]] tables")
        if not value:
            raise self.fail("lineups", "empty: the sweep needs at least one line-up")
        found: dict[int, list[tuple[str, ...]]] = {p: [] for p in players}
        for i, entry in enumerate(value):
            key = f"lineups[{i}]"
            unknown = sorted(set(entry) - LINEUP_KEYS)
            if unknown:
                raise self.fail(f"{key}.{unknown[0]}", f"unknown key (known: {', '.join(sorted(LINEUP_KEYS))})")
            rotate = entry.get("rotate", False)
            if not isinstance(rotate, bool):
                raise self.fail(f"{key}.rotate", f"expected true or false, got {rotate!r}")
            if ("seats" in entry) == ("field" in entry):
                raise self.fail(key, "give seats (a strategy per seat) or field (strategies to mix), one of them")
            which = "seats" if "seats" in entry else "field"
            names = self.strategy_list(f"{key}.{which}", entry[which])
            applies = False
            for p in players:
                if which == "field":
                    bases = field_lineups(names, p)
                else:
                    base = seat_lineup(names, p)
                    bases = [] if base is None else [base]
                for base in bases:
                    canonical = self.lineup(f"{key}.{which}", ruleset, p, deck, base)
                    for lineup in rotations(canonical) if rotate else [canonical]:
                        if lineup not in found[p]:
                            found[p].append(lineup)
                    applies = True
            if not applies:
                raise self.fail(f"{key}.seats", f"{len(names)} seats, but players is {list(players)}")
        for p, lineups in found.items():
            if not lineups:
                raise self.fail("lineups", f"no line-up for {p} players (a seats list of {p}, one name, or a field)")
        return {p: tuple(lineups) for p, lineups in found.items()}

    def strategy_list(self, key: str, value) -> list[str]:
        names = [value] if isinstance(value, str) else value
        if not isinstance(names, list) or not names or not all(isinstance(v, str) and v.strip() for v in names):
            raise self.fail(key, f"expected a list of strategy names, got {value!r}")
        for name in names:
            if "," in name:
                raise self.fail(key, f"one strategy per list item, got {name!r}")
        return [name.strip() for name in names]

    def lineup(self, key: str, ruleset: str, players: int, deck: tuple[str, ...],
               lineup: tuple[str, ...]) -> tuple[str, ...]:
        """Checked through the game's make_setup (the only judge of strategy names); canonical spelling."""
        try:
            cell = Cell(0, ruleset, players, 0, deck, lineup, 0, params=self.params)
            return tuple(make_cell_setup(cell, self.designs).strategies)
        except ValueError as exc:
            raise self.fail(key, str(exc)) from None

    def positive(self, key: str, value) -> int:
        if not _is_int(value) or value < 1:
            raise self.fail(key, f"expected a number of games >= 1, got {value!r}")
        if key == "games" and value > MAX_GAMES_PER_CELL:
            raise self.fail(key, f"at most {MAX_GAMES_PER_CELL:,} games per cell, got {value:,}")
        return value

    @staticmethod
    def cell_count(players, decks, lineups, verdicts: dict | None) -> int:
        """How many cells the spec has, [verdicts] cells included, before any is built."""
        count = sum(len(decks) * len(lineups[p]) for p in players)
        if verdicts is not None:
            for p in players:
                for lineup in lineups[p]:
                    if not is_wrapped(lineup):
                        seats = lineup.count(verdicts["base"])
                        seats = min(seats, 1) if verdicts["seats"] == "rotate" else seats
                        count += sum(len(deck) for deck in decks) * seats
        return count

    def verdicts(self, value, ruleset: str, players: tuple[int, ...], decks, lineups) -> dict:
        """[verdicts]: which strategy's seats are measured, by which wrapper, at which seats."""
        if not isinstance(value, dict):
            raise self.fail("verdicts", "expected a table ([verdicts])")
        unknown = sorted(set(value) - VERDICT_KEYS)
        if unknown:
            raise self.fail(f"verdicts.{unknown[0]}", f"unknown key (known: {', '.join(sorted(VERDICT_KEYS))})")
        if self.game.deck_kind != "heroes":
            raise self.fail("verdicts", f"{self.game.name} decks are card lists: write its restricted line-ups in "
                                        "[[lineups]] (they are paired with their base line-up)")
        base = value.get("base")
        if not isinstance(base, str) or not base.strip():
            raise self.fail("verdicts.base", f"expected the strategy whose seats are measured, got {base!r}")
        wrapper = value.get("wrapper", "noeffect")
        if wrapper not in WRAPPERS:
            raise self.fail("verdicts.wrapper", f"expected one of {', '.join(WRAPPERS)}, got {wrapper!r}")
        seats = value.get("seats", "all")
        if seats not in VERDICT_SEATS:
            raise self.fail("verdicts.seats", f"expected one of {', '.join(VERDICT_SEATS)}, got {seats!r}")
        p = players[0]
        canonical = self.lineup("verdicts.base", ruleset, p, decks[0], (base.strip(),) * p)[0]
        if is_wrapped((canonical,)):
            raise self.fail("verdicts.base", f"the base must be a plain strategy, got {base!r}")
        if not any(canonical in lineup for ls in lineups.values() for lineup in ls):
            raise self.fail("verdicts.base", f"no line-up has a seat playing {canonical!r}")
        return {"base": canonical, "wrapper": wrapper, "seats": seats}

    def cells(self, ruleset: str, players: tuple[int, ...], decks, lineups, seed: int,
              verdicts: dict | None = None) -> tuple[Cell, ...]:
        """The spec's cells in order; then the [verdicts] cells. A wrapped line-up whose base line-up
        is a cell of the same deck and player count shares that cell's seed (experiments/pairing.py)."""
        planned: list[tuple[int, int, tuple[str, ...], tuple[str, ...]]] = []  # (players, deck_id, deck, line-up)
        for p in players:
            for deck_id, deck in enumerate(decks):
                planned += [(p, deck_id, deck, lineup) for lineup in lineups[p]]
        if verdicts is not None:  # after every spec cell, so adding [verdicts] moves no other cell
            listed = set((p, deck_id, lineup) for p, deck_id, _, lineup in planned)
            for p, deck_id, deck, lineup in list(planned):
                if not is_wrapped(lineup):
                    for wrapped in verdict_lineups(lineup, verdicts["base"], verdicts["wrapper"], deck,
                                                   verdicts["seats"], deck_id):
                        if (p, deck_id, wrapped) not in listed:
                            listed.add((p, deck_id, wrapped))
                            planned.append((p, deck_id, deck, wrapped))
        # a wrapper naming a card a deck lacks would play as its base there: that cell is left out,
        # and a wrapped line-up no deck can play is refused
        kept, missing = [], {}
        for p, deck_id, deck, lineup in planned:
            try:  # a strategy may depend on the deck (a restricted hero must be in it)
                setup = make_cell_setup(Cell(0, ruleset, p, deck_id, deck, lineup, 0, params=self.params), self.designs)
            except ValueError as exc:
                raise self.fail("lineups", f"line-up {','.join(lineup)} with deck {deck_id} "
                                           f"({','.join(deck)}): {exc}") from None
            if (p, ",".join(deck)) not in self.assumed:  # what a manifest and a report must say
                self.assumed[(p, ",".join(deck))] = tuple(self.game.assumed_data(setup))
            problem = missing_wrapped_item(self.game, setup)
            if problem is None:
                kept.append((p, deck_id, deck, lineup))
                missing.pop((p, lineup), None)
            elif not any(k[0] == p and k[3] == lineup for k in kept):
                missing[(p, lineup)] = problem
        if missing:
            (p, lineup), problem = next(iter(missing.items()))
            raise self.fail("lineups", f"line-up {','.join(lineup)}: no deck of the spec can play it ({problem})")
        planned = kept
        first: dict[tuple, int] = {}  # (players, deck_id, line-up) -> its cell
        for index, (p, deck_id, _, lineup) in enumerate(planned):
            first.setdefault((p, deck_id, lineup), index)
        cells: list[Cell] = []
        for index, (p, deck_id, deck, lineup) in enumerate(planned):
            base = first.get((p, deck_id, base_lineup(lineup)), -1) if is_wrapped(lineup) else -1
            # an unpaired cell's seed comes from its own position, as before pairing existed
            cells.append(Cell(index, ruleset, p, deck_id, deck, lineup, cell_seed(seed, base if base >= 0 else index),
                              base, self.params))
        return tuple(cells)
