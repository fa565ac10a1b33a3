"""Pluggable strategies: the registry and the dispatcher behind the engine's decision point.

Importing this package binds ``simkit.decision.decide`` to the registered strategies.
"""

from strategies import dispatch as _dispatch  # noqa: F401  (registers the overload)
