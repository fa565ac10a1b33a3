"""Every game simkit plays: one line per game (its folder under simkit/games/ exports GAME)."""

from __future__ import annotations

from importlib import import_module

from simkit.games.base import Game, GameSetupError

GAMES = {
    "trickster": "simkit.games.trickster",  # Champions of Time and Fantasy (the core engine)
    "tricksters": "simkit.games.tricksters",  # Tricksters (Annukuh cards)
    "trickarus": "simkit.games.trickarus",  # double-sided cards, Day and Night (issue 8)
    "trickerion": "simkit.games.trickerion",  # Trickerion's base game, worker placement (issue 15)
}


def game_names() -> list[str]:
    return list(GAMES)


def get_game(name: str) -> Game:
    key = name.strip().lower()
    if key not in GAMES:
        raise GameSetupError(f"unknown game {name!r} (known: {', '.join(GAMES)})")
    return import_module(GAMES[key]).GAME


def game_of_ruleset(ruleset: str) -> Game:
    """The game a ruleset belongs to (ruleset names are unique across games)."""
    key = ruleset.strip().lower()
    for name in GAMES:
        game = get_game(name)
        if key in game.rulesets:
            return game
    known = [r for name in GAMES for r in get_game(name).rulesets]
    raise GameSetupError(f"unknown ruleset {ruleset!r} (known: {', '.join(known)})")
