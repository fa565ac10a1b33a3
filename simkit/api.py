"""The Python entry point: validate a setup, play a batch, trace one game.

Like the CLI, this module stands over the packages: it loads Trickster's strategies
(simkit.games.players.load_players, which binds the engine's decision point).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit import __version__
from simkit.games.trickster.batch import play_batch_nb, play_to_decision_nb, trace_game_nb
from simkit.games.trickster.catalog import Catalog, load_catalog
from simkit.games.trickster.decks import parse_deck
from simkit.games.trickster.layout import DECISIONS, DECK_HEROES, SLOT_HERO, STATE_SIZE, TRACE_COUNT
from simkit.games.trickster.rng import N_STREAMS
from simkit.games.trickster.results import GameResults
from simkit.games.trickster.rulesets import Ruleset, check_players, get_ruleset
from simkit.games.trickster.trace import records_to_events
from simkit.games.trickster.tracebuf import RECORD_WIDTH
from simkit.games.players import load_players
from simkit.games.trickster import GAME

_PLAYERS = load_players(GAME)  # binds simkit.games.trickster.decision.decide (before any kernel compiles)
parse_strategy, seat_arrays = _PLAYERS.parse_strategy, _PLAYERS.seat_arrays

TRACE_CAPACITY = 60_000  # records; far above any game seen (a few thousand)


class SetupError(ValueError):
    pass


@dataclass(frozen=True)
class Setup:
    """A validated game setup: ruleset, players, deck (None: random per game), strategies per seat."""
    ruleset: Ruleset
    players: int
    heroes: list[str] | None
    strategies: list[str]
    catalog: Catalog = field(repr=False)

    def deck_array(self) -> np.ndarray:
        if self.heroes is None:
            return np.full(DECK_HEROES, -1, dtype=np.int32)
        return np.array([self.catalog.index(h) for h in self.heroes], dtype=np.int32)

    def pool_array(self) -> np.ndarray:
        """The heroes a random deck draws from: the ruleset's own sets (CoT: CoT and Grand Gambit)."""
        return np.array([i for i, h in enumerate(self.catalog.heroes) if h.set in self.ruleset.home_sets],
                        dtype=np.int32)

    def rules_array(self) -> np.ndarray:
        return self.ruleset.rules_array(self.players)


def make_setup(ruleset: str = "cot", players: int = 4, deck: str | list[str] = "beginner",
               strategies: str | list[str] = "random", catalog: Catalog | None = None) -> Setup:
    """Check every parameter; raises a ValueError subclass whose message names the problem."""
    catalog = catalog or load_catalog()
    rules = get_ruleset(ruleset)
    check_players(rules, players)
    heroes = parse_deck(deck if isinstance(deck, str) else ",".join(deck), catalog)
    names = [strategies] if isinstance(strategies, str) else list(strategies)
    names = [part.strip() for name in names for part in name.split(",") if part.strip()]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise SetupError(f"--strategies takes one name for every seat or one per seat ({players}), got {len(names)}")
    names = [parse_strategy(name, catalog).name for name in names]
    return Setup(rules, players, heroes, names, catalog)


def play(setup: Setup, games: int, seed: int, first_game: int = 0) -> GameResults:
    """Play games ``first_game .. first_game + games - 1`` of ``seed``."""
    if games < 1:
        raise SetupError(f"the number of games must be at least 1, got {games}")
    n = setup.players
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    catalog = setup.catalog
    out = GameResults.empty(games, n, setup, seed, first_game)
    play_batch_nb(np.uint64(seed), first_game, n, setup.rules_array(), setup.deck_array(), setup.pool_array(),
                  catalog.steps_table(), ids, weights, out.heroes, out.round_scores, out.winners,
                  out.tricks, out.busts, out.effects_resolved, out.effects_fizzled, out.plays, out.decisions,
                  out.decision_points, out.capped)
    return out


@dataclass
class Position:
    """A game stopped at a decision: the state and streams the deciding seat's strategy is given
    (simkit.games.trickster.layout; ``state[CTX_SEAT]`` is the seat), and the seats' weight rows."""
    state: np.ndarray
    streams: np.ndarray
    weights: np.ndarray

    @property
    def seat(self) -> int:
        from simkit.games.trickster.layout import CTX_SEAT
        return int(self.state[CTX_SEAT])


def decisions_in(setup: Setup, seed: int, game: int = 0) -> int:
    """How many decisions (choices with two or more options) game ``game`` of ``seed`` has."""
    state, streams, _ = _play_to(setup, seed, game, 0)
    return int(state[DECISIONS])


def position_at(setup: Setup, seed: int, game: int, decision: int) -> Position:
    """Game ``game`` of ``seed`` stopped when decision number ``decision`` (from 1) is asked."""
    if decision < 1:
        raise SetupError(f"decisions are numbered from 1, got {decision}")
    state, streams, weights = _play_to(setup, seed, game, decision)
    if state[DECISIONS] != decision:
        total = decisions_in(setup, seed, game)
        raise SetupError(f"game {game} of seed {seed} has {total} decisions, not {decision}"
                         if total < decision else f"the game failed before decision {decision}")
    return Position(state, streams, weights)


def _play_to(setup: Setup, seed: int, game: int, decision: int):
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    state = np.zeros(STATE_SIZE, dtype=np.int32)
    streams = np.zeros(N_STREAMS, dtype=np.uint64)
    play_to_decision_nb(np.uint64(seed), game, setup.players, setup.rules_array(), setup.deck_array(),
                        setup.pool_array(), setup.catalog.steps_table(), ids, weights, decision, state, streams)
    return state, streams, weights


def trace_events(ruleset: str = "cot", players: int = 4, heroes: str | list[str] = "beginner",
                 strategies: str | list[str] = "random", seed: int = 0, game: int = 0,
                 catalog: Catalog | None = None) -> list[dict]:
    """The trace events of game ``game`` of ``seed`` (the same game ``play`` plays)."""
    setup = make_setup(ruleset, players, heroes, strategies, catalog)
    return trace_setup(setup, seed, game)


def trace_setup(setup: Setup, seed: int, game: int = 0) -> list[dict]:
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    records = np.zeros((TRACE_CAPACITY, RECORD_WIDTH), dtype=np.int32)
    state = trace_game_nb(np.uint64(seed), game, setup.players, setup.rules_array(), setup.deck_array(),
                          setup.pool_array(),
                          setup.catalog.steps_table(), ids, weights, records)
    count = int(state[TRACE_COUNT])
    if count > TRACE_CAPACITY:
        raise RuntimeError(f"the trace needs {count} records, more than the buffer's {TRACE_CAPACITY}")
    names = setup.catalog.names
    header = {
        "ruleset": setup.ruleset.name, "players": setup.players,
        "heroes": [names[int(state[SLOT_HERO + slot])] for slot in range(DECK_HEROES)],
        "suits": list(setup.ruleset.suits), "seed": seed, "game": game,
        "strategies": setup.strategies, "version": __version__,
    }
    return records_to_events(records[:count], game=header, hero_names=names, suits=setup.ruleset.suits)
