"""Trickster (Champions of Time and Fantasy) seen through the game contract (simkit.games.base).

The engine itself is simkit's core (simkit.api and the kernels it drives); this adapter
names its rulesets and turns its per-game results into an ``Outcome``: items are the
deck's seven heroes, scores are final totals (Trouble Points, the lowest wins).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.games.base import GameSetupError, ItemInfo, Outcome, RulesetInfo, SpecDecks, StrategyInfo
from simkit.games.players import load_players

DESIGNER_HINT = "; a designer's hero? load its file with --catalog FILE (docs/heroes.md)"
RULESETS = {
    "cot": RulesetInfo("cot", "Trickster: Champions of Time", 2, 6),
    "fantasy": RulesetInfo("fantasy", "Trickster: Fantasy", 3, 7),
}


@dataclass(frozen=True)
class TricksterSetup:
    ruleset: str
    players: int
    deck: str  # a named deck, "random", or seven comma-separated heroes
    strategies: list[str]
    core: object = field(repr=False)  # simkit.api.Setup


def lead_changes(round_scores: np.ndarray, rounds: int) -> np.ndarray:
    """Per game: how often the set of seats with the lowest running total changes between rounds."""
    running = np.cumsum(round_scores[:, :rounds, :], axis=1)
    leaders = running == running.min(axis=2, keepdims=True)
    return (leaders[:, 1:] != leaders[:, :-1]).any(axis=2).sum(axis=1)


def outcome_of(results) -> Outcome:
    """simkit.games.trickster.results.GameResults -> Outcome (items: hero ids per deck slot into ``item_names``)."""
    rounds = results.rounds
    return Outcome(
        seed=results.seed, first_game=results.first_game, players=results.players,
        strategies=list(results.strategies), item_names=list(results.hero_names), items=results.heroes,
        scores=results.totals.astype(np.int64), winners=results.winners,
        length=results.tricks[:, :rounds].sum(axis=1).astype(np.int64),
        rounds=np.full(results.games, rounds, np.int64),
        lead_changes=lead_changes(results.round_scores, rounds), capped=results.capped,
        item_plays=results.plays, item_resolved=results.effects_resolved, item_fizzled=results.effects_fizzled,
        decisions=results.decisions, decision_points=results.decision_points,
        marks={"busts": results.busts})


class TricksterGame:
    name = "trickster"
    strategies_package = "simkit.strategies.trickster"  # its players (simkit.games.players)
    title = "Trickster (Champions of Time, Fantasy)"
    rulesets = RULESETS
    deck_kind = "heroes"
    default_deck = "beginner"
    high_score_wins = False
    length_unit = "tricks"
    item_kind = "hero"
    item_plural = "heroes"
    cap_noun = "trick cap"  # what a game cut short hit (Outcome.capped)
    mark_names = ("busts",)
    deck_option = "deck"
    deck_noun = "hero decks"
    designs_kind = "hero files"
    spec_deck_keys = ("catalogs", "decks")
    trace_end_event = "game_end"
    setup_params: dict[str, str] = {}  # none: a setup is its ruleset, deck and strategies

    def make_setup(self, ruleset: str, players: int, deck: str, strategies, designs=None) -> TricksterSetup:
        """``designs``: a catalogue (``load_designs``); None is the built-in heroes."""
        from simkit.api import make_setup
        try:
            core = make_setup(ruleset, players, deck, strategies, designs)
        except ValueError as exc:  # the engine's own (ruleset, deck, strategy) errors: the contract's type
            message = str(exc)
            if "unknown hero" in message and designs is None:
                message += DESIGNER_HINT
            raise GameSetupError(message) from None
        return TricksterSetup(core.ruleset.name, players, deck, list(core.strategies), core)

    def load_designs(self, files):
        """The built-in heroes and those of designer hero files (docs/heroes.md)."""
        from simkit.games.trickster.catalog import CatalogError, load_catalog
        try:
            return load_catalog(tuple(files))
        except CatalogError as exc:
            raise GameSetupError(str(exc)) from None

    def spec_decks(self, spec: dict, folder, ruleset: str, seed: int, max_decks: int) -> SpecDecks:
        from simkit.games.trickster.spec_decks import spec_decks
        return spec_decks(spec, folder, ruleset, seed, max_decks)

    def items(self, designs=None) -> list[ItemInfo]:
        """Every built-in hero; with designs, the heroes their designer files define."""
        from simkit.games.trickster.catalog import BUILTIN_CATALOG, load_catalog
        heroes = (designs or load_catalog()).heroes
        if designs is not None:
            heroes = [h for h in heroes if h.source != str(BUILTIN_CATALOG)]
        return [ItemInfo(h.name, h.set, f"{h.ability + ': ' if h.ability else ''}{h.text}") for h in heroes]

    def named_decks(self) -> dict[str, tuple[str, ...]]:
        from simkit.games.trickster.decks import NAMED_DECKS
        return dict(NAMED_DECKS)

    def play(self, setup: TricksterSetup, games: int, seed: int, first_game: int = 0) -> Outcome:
        from simkit.api import play
        return outcome_of(play(setup.core, games, seed, first_game))

    def trace(self, setup: TricksterSetup, seed: int, game: int) -> list[dict]:
        from simkit.api import trace_setup
        return trace_setup(setup.core, seed, game)

    def render(self, events: list[dict]) -> str:
        from simkit.games.trickster.render import render_trace
        return render_trace(events)

    def strategies(self) -> list[StrategyInfo]:
        return load_players(self).strategy_infos()

    def deck_files(self, deck: str) -> list:
        return []  # designer hero files come in through the catalogue, hashed by the experiment

    def summarise(self, setup: TricksterSetup, games: int, seed: int, first_game: int = 0):
        from simkit.api import play
        from simkit.games.trickster.summary import TricksterSummary
        results = play(setup.core, games, seed, first_game)
        return TricksterSummary(setup.players, setup.core.ruleset.rounds, setup.strategies).add(results)

    def setup_line(self, setup: TricksterSetup) -> str:
        core = setup.core
        heroes = ", ".join(core.heroes) if core.heroes else "random (7 drawn per game)"
        return f"{core.ruleset.title}, {core.players} players, deck {setup.deck}: {heroes}"

    def deck_items(self, setup: TricksterSetup) -> set[str]:
        core = setup.core
        if core.heroes is not None:
            return {h.lower() for h in core.heroes}
        return {h.name.lower() for h in core.catalog.heroes if h.set in core.ruleset.home_sets}  # a random deck

    def deck_label(self, setup: TricksterSetup) -> str:
        if setup.core.heroes is None:
            return "random decks (drawn from the ruleset's sets)"
        return f"deck {setup.deck}"

    def assumed_data(self, setup: TricksterSetup) -> tuple[str, ...]:
        return ()  # every hero is the rulebooks' (a designer's own heroes are theirs, not assumed)


GAME = TricksterGame()
