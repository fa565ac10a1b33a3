"""Every 7 of a hero pool, or a seeded sample of them: the pool decks of an experiment spec.

A sampled deck is a rank among the pool's combinations in lexicographic order, drawn
with Floyd's algorithm from raw PCG64 output (a bit stream numpy keeps stable across
versions, unlike ``Generator.choice``), so a sample depends on its seed only.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

import numpy as np

from simkit.games.trickster.layout import DECK_HEROES

SAMPLE_STREAM = 0x5EED_DEC5  # spawn key of the deck-sampling stream, apart from every cell's seed


def all_decks(pool: list[str]) -> list[tuple[str, ...]]:
    """Every 7-hero deck of the pool, in lexicographic order of pool positions."""
    return list(combinations(pool, DECK_HEROES))


def deck_of_rank(pool: list[str], rank: int) -> tuple[str, ...]:
    """The deck at position ``rank`` of ``all_decks(pool)``, without listing the others."""
    deck, start, left = [], 0, DECK_HEROES
    for _ in range(DECK_HEROES):
        # skip every combination that starts with pool[start] while rank lies past them
        while comb(len(pool) - start - 1, left - 1) <= rank:
            rank -= comb(len(pool) - start - 1, left - 1)
            start += 1
        deck.append(pool[start])
        start += 1
        left -= 1
    return tuple(deck)


def _below(bits: np.random.PCG64, bound: int) -> int:
    """A uniform integer in [0, bound) by rejection (no modulo bias)."""
    limit = 2**64 - (2**64 % bound)
    while True:
        raw = int(bits.random_raw())
        if raw < limit:
            return raw % bound


def sample_ranks(total: int, count: int, seed: int) -> list[int]:
    """``count`` distinct ranks of ``range(total)``, sorted (Floyd's algorithm)."""
    bits = np.random.PCG64(np.random.SeedSequence(seed, spawn_key=(SAMPLE_STREAM,)))
    chosen: set[int] = set()
    for top in range(total - count, total):
        pick = _below(bits, top + 1)
        chosen.add(top if pick in chosen else pick)
    return sorted(chosen)


def sample_decks(pool: list[str], count: int, seed: int) -> list[tuple[str, ...]]:
    """``count`` distinct decks of the pool drawn uniformly, in lexicographic order."""
    return [deck_of_rank(pool, rank) for rank in sample_ranks(comb(len(pool), DECK_HEROES), count, seed)]
