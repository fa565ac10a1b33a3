"""An independent referee for Trickster traces (Champions of Time, Trickster: Fantasy and
mixed decks under either ruleset), written from the rulebooks alone.

It shares no code with the engine: it replays the trace's events on its own model of the
table and checks every rule (see referee.py for the entry point).
"""

from .errors import RefereeError
from .referee import check_trace

__all__ = ["RefereeError", "check_trace"]
