"""Champions of Time and Fantasy's players (game ``trickster``): one module per family
(random_play, heuristic, search, scripted), the wrappers (restricted play), the registry of names
and the dispatcher that binds the engine's decision point (``simkit.games.trickster.decision``).
Importing ``simkit.strategies.trickster.dispatch`` binds it; the game names this package
(``Game.strategies_package``) and simkit.games.players.load_players imports it."""
