"""Synthetic paired results: base cells and their no-effect cells on shared deals, with planted
effect values, shaped like experiments.load's ``cells`` and ``seat_blocks``."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass
class PairedResults:
    manifest: dict
    cells: pd.DataFrame
    seat_blocks: pd.DataFrame


def paired_results(values: dict[str, float], decks: list[list[str]], *, players: int = 4, blocks: int = 4,
                   games: int = 250, deck_spread: float = 0.0, sampled: bool = True, seed: int = 0,
                   base: str = "cautious", wrapper: str = "noeffect") -> PairedResults:
    """Per deck, one base cell (``base`` at every seat) and, per hero and seat 0, a wrapped cell.

    A hero's true effect value in a deck is ``values[hero]`` plus a deck-specific N(0, deck_spread)
    term; in each block the base seat wins Binomial(games, 1/players) and the wrapped seat
    Binomial(games, 1/players - value), so the paired difference has mean ``value``."""
    rng = np.random.default_rng(seed)
    cells, blocks_rows = [], []
    fair = 1.0 / players
    for deck_id, deck in enumerate(decks):
        base_cell = len(cells)
        lineup = [base] * players
        cells.append({"cell": base_cell, "ruleset": "cot", "players": players, "deck_id": deck_id,
                      "deck": ",".join(deck), "lineup": ",".join(lineup), "paired_with": -1})
        shifts = {hero: values[hero] + rng.normal(0, deck_spread) for hero in deck}
        for hero in deck:
            cell = len(cells)
            wrapped = [f"{wrapper}:{base}:{hero}"] + lineup[1:]
            cells.append({"cell": cell, "ruleset": "cot", "players": players, "deck_id": deck_id,
                          "deck": ",".join(deck), "lineup": ",".join(wrapped), "paired_with": base_cell})
            for block in range(blocks):
                blocks_rows.append({"cell": cell, "paired_with": base_cell, "block": block, "seat": 0,
                                    "games": games,
                                    "wins": float(rng.binomial(games, min(max(fair - shifts[hero], 0.0), 1.0)))})
        for block in range(blocks):
            # the base seat's wins are shared by every wrapped cell of the deck (the same games)
            blocks_rows.append({"cell": base_cell, "paired_with": -1, "block": block, "seat": 0, "games": games,
                                "wins": float(rng.binomial(games, fair))})
    manifest = {"spec": {"decks": {"sample": len(decks)} if sampled else {"named": ["x"]}}}
    return PairedResults(manifest, pd.DataFrame(cells), pd.DataFrame(blocks_rows))
