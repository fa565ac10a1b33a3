"""Pluggable strategies: the registry (strategies.registry) and the dispatcher behind the
engine's decision point (strategies.dispatch).

Importing ``simkit.strategies.dispatch`` binds ``simkit.games.trickster.decision.decide`` to the registered
strategies; load plugins (strategies.plugins) before that.
"""
