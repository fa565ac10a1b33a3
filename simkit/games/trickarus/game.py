"""Trickarus as a simkit ``Game``: setups, batches into ``Outcome``, traces, strategies."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.games.base import GameSetupError, ItemInfo, Outcome, RulesetInfo
from simkit.games.composition_specs import CompositionDecks, resolve_deck
from simkit.games.players import load_players
from simkit.games.trickarus.batch import MARK_COLUMNS, play_batch_nb, trace_game_nb
from simkit.games.trickarus.composition import BUILT_IN_DIR, DEFAULT_COMPOSITION, Composition, load_composition
from simkit.games.trickarus.layout import MAX_ROUNDS_COMPETITIVE, MODE_COMPETITIVE, MODE_COOP
from simkit.games.trickarus.render import render
from simkit.games.trickarus.trace import empty_records, events_of, game_header

COMPETITIVE = "trickarus"
COOP = "trickarus-coop"
COOP_ROUNDS = {3: 2, 4: 3, 5: 4}  # the rulebook's co-operative round limits
ITEM_NAMES = ["Lightning", "5"]
ITEM_TEXTS = {  # docs/trickarus.md
    "Lightning": "in a trick, its winner moves down to the next open space instead of up",
    "5": "a card played while its active side shows a 5 flips Day and Night at once",
}


@dataclass(frozen=True)
class TrickarusSetup:
    ruleset: str
    players: int
    deck: str
    strategies: list[str]
    composition: Composition = field(repr=False)
    seats: tuple = field(repr=False)  # the registry's SeatStrategy per seat

    @property
    def mode(self) -> int:
        return MODE_COOP if self.ruleset == COOP else MODE_COMPETITIVE

    @property
    def round_limit(self) -> int:
        return COOP_ROUNDS[self.players] if self.ruleset == COOP else MAX_ROUNDS_COMPETITIVE

    def kernel_args(self) -> tuple:
        """The setup as the entry kernels take it (after the seed and game number)."""
        comp = self.composition
        colours = np.full((2, comp.n_cards), -1, dtype=np.int32)
        values = np.zeros((2, comp.n_cards), dtype=np.int32)
        for card, (dc, dv, nc, nv) in enumerate(comp.sides):
            colours[:, card] = (dc, nc)
            values[:, card] = (dv, nv)
        words, params = load_players(TrickarusGame).seat_arrays(self.seats)
        return (self.players, self.mode, self.round_limit, colours, values, comp.lightning_card,
                comp.removed_for_three, words, params)


class TrickarusGame(CompositionDecks):
    name = "trickarus"
    title = "Trickarus"
    strategies_package = "simkit.strategies.trickarus"  # its players (simkit.games.players)
    rulesets = {
        COMPETITIVE: RulesetInfo(COMPETITIVE, "Trickarus, competitive", 2, 5),
        COOP: RulesetInfo(COOP, "Trickarus, co-operative", 3, 5),
    }
    deck_kind = "composition"
    default_deck = DEFAULT_COMPOSITION
    high_score_wins = True
    length_unit = "tricks"
    item_kind = "card"
    item_plural = "cards"
    cap_noun = "safety cap"
    mark_names = MARK_COLUMNS
    deck_option = "composition"
    deck_noun = "compositions"
    designs_kind = None
    spec_deck_keys = ("compositions",)
    trace_end_event = "end"

    def make_setup(self, ruleset: str, players: int, deck: str | None = None,
                   strategies: str | list[str] = "random", designs=None) -> TrickarusSetup:
        """``designs``: a spec's composition files by the names it gives them (``spec_decks``)."""
        deck = resolve_deck(deck, designs) if deck else deck
        key = ruleset.strip().lower()
        if key not in self.rulesets:
            raise GameSetupError(f"unknown Trickarus ruleset {ruleset!r} (known: {', '.join(self.rulesets)})")
        info = self.rulesets[key]
        if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
            raise GameSetupError(f"{key} is for {info.min_players}-{info.max_players} players, not {players}")
        deck = deck or DEFAULT_COMPOSITION
        composition = load_composition(deck)
        names = strategies.split(",") if isinstance(strategies, str) else list(strategies)
        if len(names) == 1:
            names = names * players
        if len(names) != players:
            raise GameSetupError(f"{len(names)} strategies for {players} players")
        seats = tuple(load_players(self).parse_strategy(name) for name in names)
        return TrickarusSetup(key, players, deck, [seat.name for seat in seats], composition, seats)

    def play(self, setup: TrickarusSetup, games: int, seed: int, first_game: int = 0,
             check: bool = False) -> Outcome:
        """``check``: verify the state invariants after every play (tests)."""
        n = setup.players
        scores = np.zeros((games, n), dtype=np.int64)
        winners = np.zeros((games, n), dtype=np.int64)
        length = np.zeros(games, dtype=np.int64)
        rounds = np.zeros(games, dtype=np.int64)
        lead_changes = np.zeros(games, dtype=np.int64)
        capped = np.zeros(games, dtype=np.int64)
        plays = np.zeros((games, n, len(ITEM_NAMES)), dtype=np.int64)
        resolved = np.zeros((games, len(ITEM_NAMES)), dtype=np.int64)
        fizzled = np.zeros((games, len(ITEM_NAMES)), dtype=np.int64)
        decisions = np.zeros(games, dtype=np.int64)
        decision_points = np.zeros(games, dtype=np.int64)
        marks = np.zeros((games, n, len(MARK_COLUMNS)), dtype=np.int64)
        play_batch_nb(np.uint64(seed), first_game, *setup.kernel_args(), check, scores, winners, length,
                      rounds, lead_changes, capped, plays, resolved, fizzled, decisions, decision_points, marks)
        return Outcome(seed=seed, first_game=first_game, players=n, strategies=list(setup.strategies),
                       item_names=list(ITEM_NAMES), scores=scores, winners=winners, length=length,
                       rounds=rounds, lead_changes=lead_changes, capped=capped, item_plays=plays,
                       item_resolved=resolved, item_fizzled=fizzled, decisions=decisions,
                       decision_points=decision_points,
                       marks={name: marks[:, :, k] for k, name in enumerate(MARK_COLUMNS)})

    def trace(self, setup: TrickarusSetup, seed: int, game: int) -> list[dict]:
        records = empty_records()
        state = trace_game_nb(np.uint64(seed), game, *setup.kernel_args(), records)
        mode = "coop" if setup.mode == MODE_COOP else "competitive"
        header = game_header(self.name, setup, setup.composition, seed, game, mode, setup.round_limit)
        return events_of(header, records, state)

    def render(self, events: list[dict]) -> str:
        return render(events)

    def strategies(self):
        return load_players(self).strategy_infos()

    def deck_files(self, deck: str) -> list:
        path = load_composition(deck or DEFAULT_COMPOSITION).path
        return [] if path.parent == BUILT_IN_DIR else [path]

    def summarise(self, setup: TrickarusSetup, games: int, seed: int, first_game: int = 0):
        from simkit.play_summary import OutcomeSummary
        outcome = self.play(setup, games, seed, first_game)
        return OutcomeSummary(setup.players, setup.strategies, outcome.item_names).add(outcome)

    def setup_line(self, setup: TrickarusSetup) -> str:
        return f"{self.rulesets[setup.ruleset].title}, {setup.players} players, composition {setup.deck}"

    def deck_items(self, setup: TrickarusSetup) -> set[str]:
        return {"lightning"} if setup.composition.lightning else set()

    def items(self, designs=None) -> list[ItemInfo]:
        return [ItemInfo(name, "card", ITEM_TEXTS[name]) for name in ITEM_NAMES]



GAME = TrickarusGame()
