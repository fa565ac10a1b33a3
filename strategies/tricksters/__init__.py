"""Tricksters' players (game ``tricksters``): one module per family (random_play, heuristic,
search), the wrappers (restricted play), the registry of names and the dispatcher that binds the
engine's decision point (``choose``, ``defers``, ``answer_deferred`` in
``simkit.games.tricksters.decide``). The game names this package (``Game.strategies_package``) and
simkit.games.players.load_players imports it."""
