"""Restricted-play wrappers that name a card the deck does not hold.

``restricted:cautious:Jester`` on a deck without the Jester plays exactly like ``cautious``
(there is nothing to hold back), and its results would be pooled with the decks that do hold
it: a quiet mistake. ``missing_wrapped_item`` names the first such seat strategy of a setup,
for every game: a Trickster hero (``restricted:`` / ``noeffect:``), a Tricksters effect type, the
Trickarus Lightning card.
"""

from __future__ import annotations

WRAPPERS = ("restricted", "noeffect")


def wrapped_item(strategy: str) -> str | None:
    """The card a wrapper names (its last part), lower case; None for a plain strategy."""
    head, _, rest = strategy.partition(":")
    if head.strip().lower() not in WRAPPERS or ":" not in rest:
        return None
    return rest.rsplit(":", 1)[1].strip().lower()


def missing_wrapped_item(game, setup) -> str | None:
    """One line naming a wrapper whose card the deck does not hold, or None."""
    items = game.deck_items(setup)
    if items is None:
        return None
    for strategy in dict.fromkeys(setup.strategies):
        item = wrapped_item(strategy)
        if item is not None and item not in items:
            return (f"strategy {strategy!r}: {game.deck_label(setup)} has no {item!r}, so the wrapper would play as its base "
                    "strategy; use a deck that holds it")
    return None
