"""The Tricksters family behind simkit's Game contract (simkit/games/base.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit import __version__
from simkit.games.base import GameSetupError, ItemInfo, Outcome, RulesetInfo, StrategyInfo
from simkit.games.composition_specs import CompositionDecks, resolve_deck
from simkit.games.players import load_players
from simkit.games.tricksters.batch import play_batch_nb, trace_game_nb
from simkit.games.tricksters.composition import DEFAULT_COMPOSITION, Composition, load_composition
from simkit.games.tricksters.layout import (ITEM_NAMES, MARK_NAMES, MODE_TEAM, N_ITEMS, N_MARKS,
                                            TRACE_COUNT)
from simkit.games.tricksters.render import render_events
from simkit.games.tricksters.rulesets import RULESETS, Ruleset, get_ruleset
from simkit.games.tricksters.trace import records_to_events
from simkit.games.tricksters.zones import RECORD_WIDTH

TRACE_CAPACITY = 200_000  # records; far above any game seen
ITEM_TEXTS = {  # docs/tricksters.md, Effects
    "Eye": "look at one player's hand, take one card",
    "Swap Arrows": "exchange avatar with a hand card, then the turn ends",
    "Skull": "destroy one pool card, then place one hand card into the pool face up",
    "x3": "counts 3 for its colour at scoring",
}


@dataclass(frozen=True)
class Setup:
    ruleset: str
    players: int
    deck: str
    strategies: list[str]
    rules: Ruleset = field(repr=False)
    composition: Composition = field(repr=False)

    @property
    def copies(self) -> int:
        return self.rules.copies(self.players)

    def kernel_args(self) -> tuple:
        words, weights = load_players(TrickstersGame).seat_arrays(self.strategies)
        c = self.composition
        return (self.players, self.rules.rules_array(self.players), c.card_colour, c.card_side, c.card_effect,
                self.copies, words, weights)


def seat_scores(rules: Ruleset, players: int, ledger: np.ndarray) -> np.ndarray:
    """Outcome.scores: points on the seat's leading side (team play: its team's sum)."""
    if rules.mode != MODE_TEAM:
        return np.abs(ledger).astype(np.int64)
    teams = np.arange(players) % 2
    sums = np.stack([ledger[:, teams == t].sum(axis=1) for t in range(2)], axis=1)
    return np.abs(sums[:, teams]).astype(np.int64)


class TrickstersGame(CompositionDecks):
    name = "tricksters"
    title = "Tricksters (Annukuh cards)"
    strategies_package = "simkit.strategies.tricksters"  # its players (simkit.games.players)
    rulesets: dict[str, RulesetInfo] = {name: r.info for name, r in RULESETS.items()}
    deck_kind = "composition"
    default_deck = DEFAULT_COMPOSITION
    high_score_wins = True
    length_unit = "turns"
    item_kind = "effect type"
    item_plural = "effect types"
    cap_noun = "safety cap"
    mark_names = MARK_NAMES
    deck_option = "composition"
    deck_noun = "compositions"
    designs_kind = None
    spec_deck_keys = ("compositions",)
    trace_end_event = "game_end"

    def make_setup(self, ruleset: str, players: int, deck: str, strategies: str | list[str],
                   designs=None) -> Setup:
        """``designs``: a spec's composition files by the names it gives them (``spec_decks``)."""
        deck = resolve_deck(deck, designs)
        rules = get_ruleset(ruleset)
        if not isinstance(players, int) or isinstance(players, bool):
            raise GameSetupError(f"players must be a whole number, got {players!r}")
        rules.check_players(players)
        deck = (deck or DEFAULT_COMPOSITION).strip() if isinstance(deck, str) else deck
        composition = load_composition(deck, players_needing=min(players, 4))
        names = [strategies] if isinstance(strategies, str) else list(strategies)
        names = [part.strip() for name in names for part in name.split(",") if part.strip()]
        if len(names) == 1:
            names = names * players
        if len(names) != players:
            raise GameSetupError(f"strategies: one name for every seat or one per seat ({players}), got {len(names)}")
        names = [load_players(self).parse_strategy(name).name for name in names]
        return Setup(rules.name, players, deck, names, rules, composition)

    def play(self, setup: Setup, games: int, seed: int, first_game: int = 0) -> Outcome:
        if games < 1:
            raise GameSetupError(f"the number of games must be at least 1, got {games}")
        n = setup.players
        ledger = np.zeros((games, n), dtype=np.int64)
        deck_ledger = np.zeros(games, dtype=np.int64)
        winners = np.zeros((games, n), dtype=np.int64)
        turns = np.zeros(games, dtype=np.int64)
        rounds = np.zeros(games, dtype=np.int64)
        lead_changes = np.zeros(games, dtype=np.int64)
        capped = np.zeros(games, dtype=np.int64)
        plays = np.zeros((games, n, N_ITEMS), dtype=np.int64)
        resolved = np.zeros((games, N_ITEMS), dtype=np.int64)
        fizzled = np.zeros((games, N_ITEMS), dtype=np.int64)
        decisions = np.zeros(games, dtype=np.int64)
        decision_points = np.zeros(games, dtype=np.int64)
        marks = np.zeros((games, n, N_MARKS), dtype=np.int64)
        time_left = np.zeros(games, dtype=np.int64)
        play_batch_nb(np.uint64(seed), first_game, *setup.kernel_args(), ledger, deck_ledger, winners, turns,
                      rounds, lead_changes, capped, plays, resolved, fizzled, decisions, decision_points, marks,
                      time_left)
        return Outcome(seed=seed, first_game=first_game, players=n, strategies=list(setup.strategies),
                       item_names=list(ITEM_NAMES), scores=seat_scores(setup.rules, n, ledger), winners=winners,
                       length=turns, rounds=rounds, lead_changes=lead_changes, capped=capped, item_plays=plays,
                       item_resolved=resolved, item_fizzled=fizzled, decisions=decisions,
                       decision_points=decision_points,
                       marks={name: marks[:, :, i] for i, name in enumerate(MARK_NAMES)})

    def trace(self, setup: Setup, seed: int, game: int) -> list[dict]:
        tr = np.zeros((TRACE_CAPACITY, RECORD_WIDTH), dtype=np.int32)
        s = trace_game_nb(np.uint64(seed), game, *setup.kernel_args(), tr)
        count = int(s[TRACE_COUNT])
        if count > TRACE_CAPACITY:
            raise RuntimeError(f"trace overflow: {count} records, capacity {TRACE_CAPACITY}")
        header = {"family": self.name, "ruleset": setup.ruleset, "players": setup.players,
                  "composition": setup.composition.name, "composition_source": setup.deck,
                  "colours": list(setup.composition.colours), "copies": setup.copies,
                  "strategies": list(setup.strategies), "seed": seed, "game": game, "version": __version__}
        return records_to_events(tr[:count], s, header, setup.composition.card_names(setup.copies))

    def render(self, events: list[dict]) -> str:
        return render_events(events)

    def strategies(self) -> list[StrategyInfo]:
        return load_players(self).strategy_infos()

    def deck_files(self, deck: str) -> list:
        from simkit.games.tricksters.composition import composition_path
        path = composition_path(deck or DEFAULT_COMPOSITION)
        return [] if path.parent == composition_path(DEFAULT_COMPOSITION).parent else [path]

    def summarise(self, setup: Setup, games: int, seed: int, first_game: int = 0):
        from simkit.play_summary import OutcomeSummary
        outcome = self.play(setup, games, seed, first_game)
        return OutcomeSummary(setup.players, setup.strategies, outcome.item_names).add(outcome)

    def setup_line(self, setup: Setup) -> str:
        return f"{self.rulesets[setup.ruleset].title}, {setup.players} players, composition {setup.deck}"

    def deck_items(self, setup: Setup) -> set[str]:
        from simkit.games.tricksters.layout import EFFECT_NAMES
        return {EFFECT_NAMES[int(e)] for e in set(setup.composition.card_effect.tolist())}

    def items(self, designs=None) -> list[ItemInfo]:
        return [ItemInfo(name, "effect", ITEM_TEXTS[name]) for name in ITEM_NAMES]
