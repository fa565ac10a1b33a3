"""The referee's two exceptions.

`Violation` is raised deep inside the replay, where only the rule is known; `check_trace`
turns it into a `RefereeError` that also names the event index and the event itself.
"""


class RefereeError(Exception):
    """A trace breaks a rule of the game or of the trace format."""


class Violation(Exception):
    """A rule broken at the event the replay is looking at (internal)."""
