"""Where a game's players come from: the one place that imports a game's strategies.

A game names its strategies package (``Game.strategies_package``, a folder of the user's
strategies/, installed as ``simkit.strategies.<game>``); ``load_players`` imports it by that name,
so no module of simkit's core imports strategies (the layers run simkit <- strategies). Every
strategies package has the same two modules:

- ``dispatch``: importing it binds the game's decision point (numba ``@overload`` of the stubs
  the engine calls), which must happen before a kernel that asks a seat is compiled;
- ``registry``: the game's strategy names, ``parse_strategy(name)``, ``seat_arrays(...)`` (what
  the kernels take) and ``strategy_infos()`` (``simkit strategies``).
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType


def load_players(game) -> ModuleType:
    """The game's strategy registry, with the game's decision point bound."""
    import_module(game.strategies_package + ".dispatch")
    return import_module(game.strategies_package + ".registry")


def players_loader(game_name: str):
    """What a game's late-bound decision point (simkit.engine.late_binding) calls when nothing
    implements it yet: imports the game's strategies, whose dispatcher implements it."""
    def load() -> None:
        from simkit.games.registry import get_game
        load_players(get_game(game_name))
    return load
