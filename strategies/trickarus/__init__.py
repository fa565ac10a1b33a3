"""Trickarus' players (game ``trickarus``): one module per family (random_play, heuristic, search),
the wrappers (the Lightning restriction), the registry of names and the dispatcher that binds the
engine's decision point (``decide`` in ``simkit.games.trickarus.play``). The game names this
package (``Game.strategies_package``) and simkit.games.players.load_players imports it."""
