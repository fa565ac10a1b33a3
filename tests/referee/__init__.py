"""An independent referee for Champions of Time traces, written from the rulebook alone.

It shares no code with the engine: it replays the trace's events on its own model of the
table and checks every rule (see referee.py for the entry point).
"""

from .errors import RefereeError
from .referee import check_trace

__all__ = ["RefereeError", "check_trace"]
