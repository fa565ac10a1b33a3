"""The independent Trickerion trace referee (see README.md)."""

from .errors import RefereeError
from .referee import check_trace

__all__ = ["RefereeError", "check_trace"]
