"""How numbers read in the report: rates as percentages with their interval, effects with a sign."""

from __future__ import annotations

import math


def pct(value: float, digits: int = 1) -> str:
    return "n/a" if value is None or math.isnan(value) else f"{100 * value:.{digits}f}%"


def pct_interval(value: float, lo: float, hi: float, digits: int = 1) -> str:
    """'31.0% [30.2, 31.8]'"""
    if value is None or math.isnan(value):
        return "n/a"
    return f"{100 * value:.{digits}f}% [{100 * lo:.{digits}f}, {100 * hi:.{digits}f}]"


def points_interval(value: float, lo: float, hi: float, digits: int = 1, scale: float = 100.0, sign: bool = True) -> str:
    """Percentage points (scale 100) or plain units (scale 1) with an interval: '+2.1 [1.3, 2.9]'"""
    if value is None or math.isnan(value):
        return "n/a"
    head = f"{scale * value:+.{digits}f}" if sign else f"{scale * value:.{digits}f}"
    return f"{head} [{scale * lo:.{digits}f}, {scale * hi:.{digits}f}]"


def p_value(value: float) -> str:
    if value is None or math.isnan(value):
        return "n/a"
    return "< 0.0001" if value < 1e-4 else f"{value:.4f}" if value < 0.01 else f"{value:.2f}"


def group_label(ruleset: str, players: int) -> str:
    return f"{ruleset}, {players} players"
