"""Trickerion's players (game ``trickerion``): one module per family (random_play, ...), the
registry of names and the dispatcher that binds the engine's decision point (``decide`` in
``simkit.games.trickerion.decision``). The game names this package (``Game.strategies_package``)
and simkit.games.players.load_players imports it."""
