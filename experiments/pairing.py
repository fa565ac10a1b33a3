"""Paired cells: a wrapped line-up plays the same deals as the line-up it wraps.

A wrapper (``restricted:<base>:<item>``, ``noeffect:<base>:<item>``) changes one seat's play.
Compared with its base line-up on *other* deals, the difference carries the deals' noise; on the
same deals (common random numbers: the same cell seed, so game g deals the same cards) the deal
noise cancels. So a cell whose line-up, wrappers stripped, is another cell of the spec (same
player count and deck) takes that cell's seed: the pair is paired by construction.

``verdict_lineups`` adds the cells a spec's ``[verdicts]`` table asks for: for every line-up,
every seat that plays the verdict's base strategy and every item of the deck, the line-up with
that seat wrapped as ``<wrapper>:<base>:<item>``.
"""

from __future__ import annotations

WRAPPERS = ("restricted", "noeffect")


def unwrapped(strategy: str) -> str:
    """The base of a wrapper strategy (``noeffect:cautious:Guard`` -> ``cautious``); a plain name as is.

    The base may itself hold colons (``restricted:heuristic:dumper:dump=2:Guard``): the item is the
    last field, the wrapper the first."""
    head, _, rest = strategy.partition(":")
    if head.lower() not in WRAPPERS or ":" not in rest:
        return strategy
    return rest.rpartition(":")[0]


def base_lineup(lineup: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(unwrapped(name) for name in lineup)


def is_wrapped(lineup: tuple[str, ...]) -> bool:
    return base_lineup(lineup) != tuple(lineup)


def verdict_lineups(lineup: tuple[str, ...], base: str, wrapper: str, items: tuple[str, ...],
                    seats: str, rotation: int) -> list[tuple[str, ...]]:
    """The wrapped line-ups of one line-up: per eligible seat (plays ``base``) and item.

    ``seats = "all"`` wraps every eligible seat in turn; ``"rotate"`` one seat per item, rotating
    with ``rotation`` (the deck's position) so that over a sweep every seat is measured equally."""
    eligible = [seat for seat, name in enumerate(lineup) if name == base]
    found = []
    for k, item in enumerate(items):
        chosen = eligible if seats == "all" else eligible[(rotation + k) % len(eligible):][:1] if eligible else []
        for seat in chosen:
            wrapped = list(lineup)
            wrapped[seat] = f"{wrapper}:{base}:{item}"
            found.append(tuple(wrapped))
    return found
