"""Strategy names as the runner writes them: plain (`cautious`, `heuristic:preset:...`) or a
wrapper around a base strategy and a hero (`restricted:<base>:<hero>`, `noeffect:<base>:<hero>`)."""

from __future__ import annotations

WRAPPERS = ("restricted", "noeffect")


def parse_wrapper(strategy: str) -> tuple[str, str, str] | None:
    """(wrapper, base, hero) for a wrapper strategy, None for a plain one.

    The base may itself contain colons (`restricted:heuristic:greedy:w=2:Guard`): the hero is
    the last field, the wrapper the first."""
    head, _, rest = strategy.partition(":")
    if head not in WRAPPERS or ":" not in rest:
        return None
    base, _, hero = rest.rpartition(":")
    return head, base, hero


def is_mixed(lineup: str) -> bool:
    """A line-up of two or more plain strategies: the setting a skill gap is measured in."""
    names = lineup.split(",")
    return len(set(names)) > 1 and not any(parse_wrapper(name) for name in names)
