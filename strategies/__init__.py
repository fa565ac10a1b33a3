"""Pluggable strategies: the registry (strategies.trickster.registry) and the dispatcher behind the
engine's decision point (strategies.trickster.dispatch).

Importing ``simkit.strategies.trickster.dispatch`` binds ``simkit.games.trickster.decision.decide`` to the registered
strategies; load plugins (strategies.plugins) before that.
"""
