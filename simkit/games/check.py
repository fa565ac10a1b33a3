"""``check_game(game)``: the game contract (simkit.games.base) checked in one call, pgx-style, so a
new game's tests hold one line: ``check_game(GAME)``. Every ruleset: a batch is an Outcome of
consistent shapes, split batches play the same games, a trace names its game and renders; bad
setups raise GameSetupError with one line; every listed strategy plays; the words, items and
spec decks are there. Raises AssertionError
naming the first broken promise."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from simkit.games.base import GameSetupError, Outcome


def small_players(game, ruleset: str) -> int:
    """The ruleset's smallest table of 3 or more (what every check plays)."""
    info = game.rulesets[ruleset]
    return min(max(3, info.min_players), info.max_players)


def check_batches(game, ruleset: str) -> None:
    players = small_players(game, ruleset)
    setup = game.make_setup(ruleset, players, game.default_deck, "random")
    where = f"{game.name} {ruleset}"
    assert setup.ruleset == ruleset and setup.players == players and len(setup.strategies) == players, where
    whole = game.play(setup, 12, seed=5)
    assert isinstance(whole, Outcome) and whole.games == 12 and whole.players == players, where
    for array in (whole.scores, whole.winners):
        assert array.shape == (12, players), where
    for array in (whole.length, whole.rounds, whole.lead_changes, whole.capped, whole.decisions,
                  whole.decision_points):
        assert array.shape == (12,), where
    k = whole.item_plays.shape[2]
    assert whole.item_plays.shape == (12, players, k) and whole.item_resolved.shape == (12, k), where
    assert whole.item_ids().shape == (12, k) and sorted(whole.marks) == sorted(game.mark_names), where
    assert set(np.unique(whole.winners)) <= {0, 1} and (whole.length > 0).all() and (whole.rounds > 0).all(), where
    assert (whole.decisions <= whole.decision_points).all() and not whole.capped.any(), where
    part = game.play(setup, 5, seed=5, first_game=7)  # games 7..11 of the same seed
    assert np.array_equal(part.scores, whole.scores[7:]) and np.array_equal(part.winners, whole.winners[7:]), \
        f"{where}: games 7..11 differ when played as their own batch"
    assert np.array_equal(part.length, whole.length[7:]), where


def check_trace(game, ruleset: str) -> None:
    setup = game.make_setup(ruleset, small_players(game, ruleset), game.default_deck, "random")
    events = game.trace(setup, seed=3, game=2)
    json.dumps(events)  # JSON Lines: every event serialisable
    first = events[0]
    assert first["event"] == "game" and first["ruleset"] == ruleset and first["game"] == 2, ruleset
    from simkit.trace_file import game_of_trace
    assert game_of_trace("trace", first) is game, "a trace's first event names its game (family or ruleset)"
    assert events[-1]["event"] == game.trace_end_event, f"{game.name}: a whole game's trace ends with its end event"
    text = game.render(events)
    assert isinstance(text, str) and text, f"{game.name}: render gave no text"


def check_bad_setups(game) -> None:
    ruleset = next(iter(game.rulesets))
    info = game.rulesets[ruleset]
    for args in [(ruleset, info.max_players + 1, game.default_deck, "random"),
                 (ruleset, info.min_players, game.default_deck, "no-such-strategy")]:
        try:
            game.make_setup(*args)
        except GameSetupError as exc:
            assert str(exc) and "\n" not in str(exc), f"{game.name}: a setup error is one line"
        else:
            raise AssertionError(f"{game.name}: make_setup{args} was accepted")


def check_strategies(game) -> None:
    ruleset = next(iter(game.rulesets))
    listed = [s.name for s in game.strategies()]
    assert "random" in listed, f"{game.name}: every game lists random play (the luck baseline)"
    for strategy in listed:
        try:
            setup = game.make_setup(ruleset, small_players(game, ruleset), game.default_deck, strategy)
        except GameSetupError:
            continue  # a family name that needs arguments (restricted:<base>:<item>), or another ruleset's
        assert game.play(setup, 2, seed=1).games == 2, f"{game.name}: {strategy}"


def check_words_and_decks(game) -> None:
    """The words reports use, the item catalogue, named decks, designer files and a spec's decks."""
    for word in ("item_kind", "item_plural", "length_unit", "cap_noun", "deck_noun", "trace_end_event"):
        assert isinstance(getattr(game, word), str) and getattr(game, word), f"{game.name}: {word}"
    assert isinstance(game.high_score_wins, bool) and game.deck_option in ("deck", "composition"), game.name
    items = game.items()
    assert items and all(item.name and item.text for item in items), f"{game.name}: an item catalogue"
    for name, parts in game.named_decks().items():
        game.make_setup(next(iter(game.rulesets)), small_players(game, next(iter(game.rulesets))), name, "random")
        assert parts and all(isinstance(part, str) for part in parts), f"{game.name}: named deck {name}"
    designs = game.load_designs(())
    assert game.spec_deck_keys, f"{game.name}: the spec keys naming decks"
    if game.designs_kind is None:
        try:
            game.load_designs(("designer.toml",))
        except GameSetupError:
            pass
        else:
            raise AssertionError(f"{game.name}: takes no designer files, but load_designs accepted one")
    ruleset = next(iter(game.rulesets))
    params = game.setup_params
    assert isinstance(params, dict) and all(isinstance(k, str) and v for k, v in params.items()), \
        f"{game.name}: setup_params, name -> what it sets"
    assumed = game.assumed_data(game.make_setup(ruleset, small_players(game, ruleset), game.default_deck, "random"))
    assert isinstance(assumed, tuple) and all(isinstance(a, str) and a for a in assumed), \
        f"{game.name}: assumed_data(setup) is a tuple of section names"
    section = {"decks": {"named": [game.default_deck]}} if "decks" in game.spec_deck_keys else {}
    decks = game.spec_decks(section, Path("."), ruleset, 1, 10)
    assert decks.decks and all(isinstance(d, tuple) for d in decks.decks), f"{game.name}: a spec's decks"
    setup = game.make_setup(ruleset, small_players(game, ruleset), ",".join(decks.decks[0]), "random",
                            designs=decks.designs if decks.designs is not None else designs)
    assert setup.ruleset == ruleset, game.name
    try:
        game.spec_decks({"no-such-deck-key": 1}, Path("."), ruleset, 1, 10)
    except GameSetupError as exc:
        assert exc.key == "no-such-deck-key", f"{game.name}: a spec deck error names its key"
    else:
        raise AssertionError(f"{game.name}: spec_decks accepted a key it does not own")


def check_game(game) -> None:
    """Every check above, on every ruleset of the game."""
    for ruleset in game.rulesets:
        check_batches(game, ruleset)
        check_trace(game, ruleset)
    check_bad_setups(game)
    check_strategies(game)
    check_words_and_decks(game)
