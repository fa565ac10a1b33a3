"""The referee's one error, and the helper every rule check goes through."""

from __future__ import annotations


class RefereeError(Exception):
    """A Trickerion trace breaks a rule of the game or of docs/trickerion-trace.md."""


class Broken(Exception):
    """A rule broken by the current event; check_trace turns it into a RefereeError."""


def require(condition: bool, rule: str) -> None:
    if not condition:
        raise Broken(rule)
