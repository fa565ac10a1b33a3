"""What a game family gives the rest of simkit: its rulesets, setups, batches, traces, strategies.

The runner (experiments/), the reports (reports/) and the CLI see a game only through
``Game`` and the ``Outcome`` of a batch, so a new game is one folder under simkit/games/
and one entry in simkit/games/registry.py (docs/games.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import numpy as np


class GameSetupError(ValueError):
    """A setup that cannot be played; the message is one line naming the problem. ``key``: the
    experiment spec key at fault, when the problem is in a spec's decks (``Game.spec_decks``)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class RulesetInfo:
    """One way to play a game. Names are unique across all games: a ruleset names its game."""
    name: str  # e.g. "cot", "tricksters", "tricksters-team", "trickarus-coop"
    title: str  # e.g. "Tricksters, team play"
    min_players: int
    max_players: int


@dataclass(frozen=True)
class StrategyInfo:
    name: str
    description: str
    params: dict = field(default_factory=dict)
    example: str = ""  # a runnable name, when the bare name is not one (docs, the strategy contract)

    @property
    def runnable(self) -> str:
        return self.example or self.name


@dataclass(frozen=True)
class ItemInfo:
    """One entry of a game's item catalogue (``simkit items``): a hero, an effect type, a card."""
    name: str
    group: str  # the hero's set, the card's colour or side, ...: a word that sorts the catalogue
    text: str  # what it does, in the rulebook's words


@dataclass(frozen=True)
class SpecDecks:
    """The decks of an experiment spec as the game reads them from its own keys (``spec_deck_keys``)."""
    decks: tuple[tuple[str, ...], ...]  # each deck as results name it (its parts joined by ","), in sweep order
    designs: object  # what ``make_setup(..., designs=)`` takes for every cell (picklable: workers get it)
    files: dict  # designer files as the spec names them -> resolved Path (hashed into the manifest)


@dataclass
class Outcome:
    """Per-game results of one batch, seats in columns: what the runner reduces and ``simkit play``
    summarises. Every array has one row per game; K is the number of items.

    Items are the cards whose play a designer asks about: the deck's heroes in Trickster, the
    effect types in Tricksters, the special cards in Trickarus. ``item_resolved`` counts
    played items whose effect happened, ``item_fizzled`` played items whose effect could not
    happen (both 0 for items without an effect).
    """
    seed: int
    first_game: int
    players: int
    strategies: list[str]  # per seat
    item_names: list[str]  # every item id's name (fixed-item games: one per column)
    scores: np.ndarray  # (games, players) int64: final score in the game's own unit
    winners: np.ndarray  # (games, players) 0/1: every (co-)winner; all 0 if nobody won (a lost solo game)
    length: np.ndarray  # (games,) turns or tricks played (the game's length_unit)
    rounds: np.ndarray  # (games,) rounds played
    lead_changes: np.ndarray  # (games,) how often the leading seats changed between rounds
    capped: np.ndarray  # (games,) 1 if the game hit a safety cap (a result to distrust)
    item_plays: np.ndarray  # (games, players, K)
    item_resolved: np.ndarray  # (games, K)
    item_fizzled: np.ndarray  # (games, K)
    decisions: np.ndarray  # (games,) decisions with two or more options
    decision_points: np.ndarray  # (games,) every decision, forced ones included
    marks: dict[str, np.ndarray] = field(default_factory=dict)  # name -> (games, players) per-seat event counts
    # (games, K) the item id of each column where it varies (Trickster's random decks); None: column k is item k
    items: np.ndarray | None = None

    def item_ids(self) -> np.ndarray:
        """(games, K) the item id in each item column."""
        if self.items is not None:
            return self.items
        return np.tile(np.arange(self.item_plays.shape[2]), (self.games, 1))

    @property
    def games(self) -> int:
        return self.winners.shape[0]

    def win_shares(self) -> np.ndarray:
        """(games, players): 1 for a sole win, 1/k for a k-way shared win, 0 in games nobody won."""
        count = self.winners.sum(axis=1, keepdims=True)
        return np.divide(self.winners, count, out=np.zeros(self.winners.shape), where=count > 0)


class Game(Protocol):
    """A game family. Implementations live in simkit/games/<name>/ and export ``GAME``."""
    name: str  # "trickster", "tricksters", "trickarus"
    title: str
    rulesets: dict[str, RulesetInfo]  # in the order ``simkit`` lists them; the first is the default
    deck_kind: str  # "heroes" (a deck of 7 heroes) or "composition" (a card-list data file)
    default_deck: str  # "beginner", or the default composition's name
    high_score_wins: bool
    length_unit: str  # "tricks" or "turns": what ``Outcome.length`` counts
    item_kind: str  # "hero", "effect type", "card": what an item is called in reports and tables
    item_plural: str  # "heroes", "effect types", "cards"
    cap_noun: str  # what a game cut short hit, in a report's warning: "trick cap", "safety cap"
    mark_names: tuple[str, ...]  # the keys of Outcome.marks, always all present
    deck_option: str  # the command-line option naming a deck: "deck" (--deck) or "composition" (--composition)
    deck_noun: str  # how a refusal names what this game's decks are: "hero decks", "compositions"
    designs_kind: str | None  # designer files ``load_designs`` reads (--catalog): "hero files", or None
    spec_deck_keys: tuple[str, ...]  # the top-level keys of an experiment spec that name its decks
    trace_end_event: str  # the event a whole game's trace ends with
    strategies_package: str  # its players, "simkit.strategies.<name>" (loaded by simkit.games.players)
    setup_params: dict[str, str]  # setup parameters name -> what it sets (simkit.games.setup_params); {} for none

    def make_setup(self, ruleset: str, players: int, deck: str, strategies: str | list[str], designs=None):
        """Check everything; raise GameSetupError (a ValueError) naming the problem. The setup
        has ``ruleset`` (str), ``players``, ``deck`` (str: as given, canonical) and
        ``strategies`` (list[str], one canonical name per seat). ``designs``: what
        ``load_designs`` or ``spec_decks`` gave (designer heroes, a spec's composition files)."""

    def load_designs(self, files) -> object:
        """Designer data files loaded once for many setups (Trickster: hero catalogues); a game
        without them (``designs_kind`` None) refuses any file with GameSetupError."""

    def spec_decks(self, spec: dict, folder, ruleset: str, seed: int, max_decks: int) -> SpecDecks:
        """The decks of an experiment spec (the parsed TOML; its files are relative to ``folder``):
        raise GameSetupError(reason, key=...) naming the spec key. ``seed`` seeds a deck sample; a
        sweep of more than ``max_decks`` decks (the cells an experiment may have) is refused."""

    def items(self, designs=None) -> list[ItemInfo]:
        """The item catalogue (``simkit items``; Trickster's ``simkit heroes``), designer items included."""

    def named_decks(self) -> dict[str, tuple[str, ...]]:
        """Decks a designer knows by name (the rulebook's), as results list their parts; {} when none."""

    def play(self, setup, games: int, seed: int, first_game: int = 0) -> Outcome:
        """Games ``first_game .. first_game + games - 1`` of ``seed``: each game depends only on
        (seed, game number, setup)."""

    def trace(self, setup, seed: int, game: int) -> list[dict]:
        """The JSON Lines events of one game (the same game ``play`` plays); the first event is
        {"event": "game", "family": name, "ruleset": ..., ...}."""

    def render(self, events: list[dict]) -> str:
        """A trace as text for a person (``simkit replay``)."""

    def strategies(self) -> list[StrategyInfo]:
        """Every strategy a seat of this game may run (``simkit strategies --game``)."""

    def deck_files(self, deck: str) -> list:
        """The designer files a deck names (a composition file), hashed into an experiment's
        manifest so a resumed run notices an edit; [] for built-in decks."""

    def summarise(self, setup, games: int, seed: int, first_game: int = 0):
        """Games ``first_game ..`` of ``seed`` reduced to running sums (simkit.play_summary): an
        object with ``merge(other)`` and ``format(game, wall_seconds)``, what ``simkit play`` prints."""

    def setup_line(self, setup) -> str:
        """The line ``simkit play`` prints above its summary: ruleset, players, deck."""

    def deck_items(self, setup) -> set[str] | None:
        """The items (lower case) a setup's deck can hold, for the wrappers that name one
        (``restricted:<strategy>:<item>``); None when this game's wrappers name no item."""

    def deck_label(self, setup) -> str:
        """How a refusal names the setup's deck: ``deck beginner``."""

    def assumed_data(self, setup) -> tuple[str, ...]:
        """The parts of the setup's data that no public source gives (assumed, replaceable by a
        designer), which a manifest and a report must name; () when the setup uses none."""
