"""Compile a game's kernels ahead of use (``simkit compile``): one game of every listed strategy
and one traced game, so numba's disk cache holds every kernel a batch, a search player or a trace
needs. Later processes load them from the cache instead of compiling."""

from __future__ import annotations

from simkit.games.base import GameSetupError


def compile_game(game) -> list[str]:
    """Play one game with each listed strategy in every seat (on the first ruleset that takes it,
    at its smallest table of 3 or more) and trace one; returns the strategies played."""
    played = []
    for strategy in game.strategies():
        for ruleset, info in game.rulesets.items():
            players = min(max(3, info.min_players), info.max_players)
            try:
                setup = game.make_setup(ruleset, players, game.default_deck, strategy.name)
            except GameSetupError:
                continue  # a strategy for another ruleset (a co-operative one, a solo one)
            game.play(setup, 1, 0)
            played.append(strategy.name)
            break
    ruleset, info = next(iter(game.rulesets.items()))
    players = min(max(3, info.min_players), info.max_players)
    game.trace(game.make_setup(ruleset, players, game.default_deck, "random"), 0, 0)
    return played
