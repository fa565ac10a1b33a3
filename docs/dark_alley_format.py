"""Text of the numbers on docs/findings-trickerion-dark-alley.md: shares in per cent, points of win
share, Fame with its interval, p-values; a missing estimate is a dash."""

from __future__ import annotations

import numpy as np

from dark_alley_stats import Estimate


def pct(x: float, digits: int = 1) -> str:
    return "-" if not np.isfinite(x) else f"{100 * x:.{digits}f}%"


def p_text(p: float) -> str:
    return "-" if not np.isfinite(p) else f"{p:.2f}" if p >= 0.01 else f"{p:.0e}" if p >= 1e-9 else "< 1e-9"


def share_text(e: Estimate, digits: int = 1) -> str:
    """A share: 43.2% [42.5, 43.9]."""
    if not np.isfinite(e.value):
        return "-"
    return f"{pct(e.value, digits)} [{100 * e.lo:.{digits}f}, {100 * e.hi:.{digits}f}]"


def points_text(e: Estimate, digits: int = 1) -> str:
    """A difference of shares in points: +2.1 [+0.8, +3.4]."""
    if not np.isfinite(e.value):
        return "-"
    return f"{100 * e.value:+.{digits}f} [{100 * e.lo:+.{digits}f}, {100 * e.hi:+.{digits}f}]"


def value_text(e: Estimate, digits: int = 2, sign: bool = False) -> str:
    """A mean with its interval: 12.34 [12.01, 12.67] (digits grow until the interval shows)."""
    if not np.isfinite(e.value):
        return "-"
    if not np.isfinite(e.lo):
        return f"{e.value:{'+' if sign else ''}.{digits}f} (one unit: no interval)"
    while 0 < e.hi - e.lo < 2 * 10 ** -digits and digits < 3:
        digits += 1
    f = f"{'+' if sign else ''}.{digits}f"
    return f"{e.value:{f}} [{e.lo:{f}}, {e.hi:{f}}]"


def flagged(text: str, clear: bool) -> str:
    """A cell whose test is significant after Holm gets a star."""
    return f"**{text}** \\*" if clear else text
