"""Trickerion as a simkit ``Game``: setups, batches into ``Outcome``, traces, strategies (docs/games.md)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from simkit.games.base import GameSetupError, ItemInfo, Outcome
from simkit.games.composition_specs import CompositionDecks, resolve_deck
from simkit.games.players import load_players
from simkit.games.trickerion.composition import BUILT_IN_DIR, DEFAULT_COMPOSITION, load_composition
from simkit.games.trickerion.setup import (ACADEMY_RELEASED, ACADEMY_RULESETS, DARK_ALLEY_RELEASED, DARK_ALLEY_RULESETS,
                                           DATA_RULESET, DAWN_RELEASED, DAWN_RULESETS, NODUEL, RULESETS, SETUP_PARAMS,
                                           TrickerionSetup, check_magicians, check_options, check_specialists, effective_setup)
from simkit.games.trickerion.vocabulary import CATEGORIES

MAX_BATCH = 1_000_000  # rows of one play() call: ~700 ints a game


@lru_cache(maxsize=1)
def _default_marks() -> tuple[str, ...]:
    from simkit.games.trickerion.outcome import mark_names
    return mark_names(load_composition(DEFAULT_COMPOSITION))


class TrickerionGame(CompositionDecks):
    name = "trickerion"
    title = "Trickerion: Legends of Illusion"
    strategies_package = "simkit.strategies.trickerion"  # its players (simkit.games.players)
    rulesets = {**RULESETS, **(DARK_ALLEY_RULESETS if DARK_ALLEY_RELEASED else {}),
                **(ACADEMY_RULESETS if ACADEMY_RELEASED else {}), **(DAWN_RULESETS if DAWN_RELEASED else {})}
    deck_kind = "composition"
    default_deck = DEFAULT_COMPOSITION
    high_score_wins = True  # Fame
    length_unit = "placements"
    item_kind = "Trick"
    item_plural = "Tricks"
    cap_noun = "safety cap"
    deck_option = "composition"
    deck_noun = "compositions"
    designs_kind = None
    spec_deck_keys = ("compositions",)
    trace_end_event = "game_end"
    setup_params = SETUP_PARAMS

    @property
    def mark_names(self) -> tuple[str, ...]:
        """The default composition's marks (another composition's Magicians name its own, T44)."""
        return _default_marks()

    def make_setup(self, ruleset: str, players: int, deck: str | None = None, strategies="random", designs=None,
                   params: dict | None = None, in_development: bool = False) -> TrickerionSetup:
        """``designs``: a spec's composition files by the names it gives them (``spec_decks``);
        ``params``: the setup parameters (``setup_params``: magicians, specialists, the options).
        ``in_development``: also the rulesets not released yet (the Dark Alley's until issue 16 was in,
        the Academy's and Dawn of Technology's until issue 17 is), which are not listed (nor playable from the command
        line and specs)."""
        from simkit.games.trickerion.engine import new_state
        deck = resolve_deck(deck, designs) if deck else deck
        key = ruleset.strip().lower()
        known = {**self.rulesets,
                 **({**DARK_ALLEY_RULESETS, **ACADEMY_RULESETS, **DAWN_RULESETS} if in_development else {})}
        if key not in known:
            raise GameSetupError(f"unknown Trickerion ruleset {ruleset!r} (known: {', '.join(self.rulesets)})")
        info = known[key]
        if not isinstance(players, int) or isinstance(players, bool) or not info.min_players <= players <= info.max_players:
            raise GameSetupError(f"{key} is for {info.min_players}-{info.max_players} players, not {players}")
        deck = deck or DEFAULT_COMPOSITION
        composition = load_composition(deck)
        rules, count = effective_setup(composition, key, players)
        params = dict(params or {})
        unknown = sorted(set(params) - set(SETUP_PARAMS))
        if unknown:
            raise GameSetupError(f"trickerion has no setup parameter {unknown[0]!r} (its setup parameters: "
                                 f"{', '.join(SETUP_PARAMS)})")
        magicians = check_magicians(params.get("magicians", "draft"), composition, rules, players)
        specialists = check_specialists(params.get("specialists", "draft"), composition, players)
        options = check_options(params, key)
        names = strategies.split(",") if isinstance(strategies, str) else list(strategies)
        if len(names) == 1:
            names = names * players
        if len(names) != players:
            raise GameSetupError(f"{len(names)} strategies for {players} players")
        registry = load_players(self)
        seats = tuple(registry.parse_strategy(name) for name in names)
        words, weights = registry.seat_arrays(list(seats))
        setup = TrickerionSetup(key, players, deck, [seat.name for seat in seats], composition, seats,
                                magicians, specialists, options, rules, count)
        side, blocking = (count.performance_side, count.slot_blocking) if key == NODUEL else (None, None)
        template = new_state(composition, DATA_RULESET[key], players, words,
                             magicians=magicians if isinstance(magicians, str) else list(magicians),
                             specialists=specialists if isinstance(specialists, str) else list(specialists),
                             side=side, blocking=blocking, options=setup.option_codes)
        return TrickerionSetup(key, players, deck, setup.strategies, composition, seats, magicians, specialists,
                               options, rules, count, template, weights)

    def play(self, setup: TrickerionSetup, games: int, seed: int, first_game: int = 0,
             check: bool = False) -> Outcome:
        """``check``: verify the state invariants after every placement (tests)."""
        from simkit.games.trickerion.outcome import empty_rows, outcome_of
        from simkit.games.trickerion.outcome_nb import play_rows_nb
        if games > MAX_BATCH:
            raise GameSetupError(f"at most {MAX_BATCH:,} games in one batch, got {games:,}")
        rows = empty_rows(games)
        play_rows_nb(np.uint64(seed), first_game, setup.template, setup.params, check, rows)
        return outcome_of(rows, setup, seed, first_game)

    def trace(self, setup: TrickerionSetup, seed: int, game: int) -> list[dict]:
        from simkit.games.trickerion.batch import trace_game_nb
        from simkit.games.trickerion.layout import TRACE_COUNT
        from simkit.games.trickerion.trace import empty_records, events_of, game_header
        records = empty_records()
        state = trace_game_nb(np.uint64(seed), game, setup.template, setup.params, records)
        header = game_header(self.name, setup, seed, game)
        return events_of(header, setup, records, int(state[TRACE_COUNT]), state)

    def render(self, events: list[dict]) -> str:
        from simkit.games.trickerion.render import render
        return render(events)

    def strategies(self):
        return load_players(self).strategy_infos()

    def compile_parts(self) -> dict:
        """Parts of the kernels ``simkit compile`` may compile side by side (compile_parts.py)."""
        from simkit.games.trickerion.compile_parts import PARTS
        return {name: (lambda run=run: run(self)) for name, run in PARTS.items()}

    def deck_files(self, deck: str) -> list:
        path = load_composition(deck or DEFAULT_COMPOSITION).path
        return [] if path.parent == BUILT_IN_DIR else [path]

    def summarise(self, setup: TrickerionSetup, games: int, seed: int, first_game: int = 0):
        from simkit.play_summary import OutcomeSummary
        outcome = self.play(setup, games, seed, first_game)
        return OutcomeSummary(setup.players, setup.strategies, outcome.item_names).add(outcome)

    def setup_line(self, setup: TrickerionSetup) -> str:
        line = f"{self.rulesets[setup.ruleset].title}, {setup.players} players, composition {setup.deck}"
        assumed = setup.assumed_data()
        return line + (f" (assumed data: {', '.join(assumed)})" if assumed else "")

    def deck_items(self, setup: TrickerionSetup) -> set[str] | None:
        return None  # no wrapper names a Trick yet

    def assumed_data(self, setup: TrickerionSetup) -> tuple[str, ...]:
        return setup.assumed_data()

    def items(self, designs=None) -> list[ItemInfo]:
        """The default composition's Tricks of the base game (levels 1-2): name, category and level, what it needs and yields."""
        comp = load_composition(DEFAULT_COMPOSITION)
        rules = comp.ruleset("trickerion")
        t = comp.tricks
        found = []
        for i, name in enumerate(t.names):
            if int(t.level[i]) not in rules.trick_levels:
                continue
            needs = ", ".join(f"{int(k)} {comp.components.names[c]}" for c, k in enumerate(t.components[i]) if k)
            fame, coins, shards = (int(v) for v in t.yields[i])
            found.append(ItemInfo(name, f"{CATEGORIES[int(t.category[i])]} {int(t.level[i])}",
                                  f"needs {needs}; prepare {int(t.prepare_ap[i])} AP for {int(t.markers[i])} "
                                  f"markers; yields {fame} Fame, {coins} Coins, {shards} Shards per marker"))
        return found


GAME = TrickerionGame()
