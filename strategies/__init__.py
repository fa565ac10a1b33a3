"""Every game's players (installed as simkit.strategies; docs/strategies.md).

One folder per game, the same shape (trickster/, tricksters/, trickarus/: ids, registry,
dispatch, wrappers, one module per family, contract), and what they all share: the name grammar
(names.py), the wrappers' put-back (wrappers.py), search's sampling (determinise.py), the
contract (contract.py) and the plugin loader (plugins.py). A game's decision point is bound by
importing its ``dispatch``: simkit.games.players.load_players(game) does that; load plugins
(plugins.py) before it.
"""
