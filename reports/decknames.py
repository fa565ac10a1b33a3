"""Named decks by their names: the deck column of the results is the hero list, and a designer
knows "beginner" and "strategist", not seven heroes in a row.

A deck gets the name the spec gave it (``decks.named`` in the manifest's spec), or the name of
the game's rulebook deck with the same heroes (Game.named_decks); other decks stay hero lists.
"""

from __future__ import annotations

import pandas as pd


def named_decks_of(results) -> dict[str, tuple[str, ...]]:
    """The named decks of the results' game (results name their game: Results.game)."""
    from simkit.games.registry import get_game
    return get_game(results.game).named_decks()


def deck_names(manifest: dict, known: dict[str, tuple[str, ...]]) -> dict[frozenset, str]:
    """Hero set -> deck name, the spec's names first; ``known``: the game's named decks."""
    spec = manifest.get("spec") if isinstance(manifest, dict) else None
    decks = spec.get("decks") if isinstance(spec, dict) else None
    named = decks.get("named", []) if isinstance(decks, dict) else []
    order = [str(name).strip().lower() for name in named if isinstance(name, str)] + list(known)
    names: dict[frozenset, str] = {}
    for name in order:
        if name in known:
            names.setdefault(frozenset(known[name]), name)
    return names


def name_of(deck: str, names: dict[frozenset, str]) -> str:
    """The deck's name, or '' when it has none."""
    return names.get(frozenset(deck.split(",")), "") if isinstance(deck, str) else ""


def add_deck_names(table: pd.DataFrame, names: dict[frozenset, str]) -> pd.DataFrame:
    """The table with a ``deck_name`` column after its ``deck`` column (unchanged without one)."""
    if "deck" not in table.columns or "deck_name" in table.columns:
        return table
    table = table.copy()
    table.insert(table.columns.get_loc("deck") + 1, "deck_name", [name_of(d, names) for d in table["deck"]])
    return table


def deck_label(deck: str, name: str = "") -> str:
    """'beginner (Brigand, Guard, ...)' for a named deck, 'A, B, C, ...' otherwise: a table cell or a
    sentence can wrap between heroes."""
    heroes = deck.replace(",", ", ")
    return f"{name} ({heroes})" if name else heroes
