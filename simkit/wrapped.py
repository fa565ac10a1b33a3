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


def deck_items(game, setup) -> set[str] | None:
    """The items a setup's deck can hold, lower case (None: this game's wrappers are not checked)."""
    if game.name == "trickster":
        core = setup.core
        if core.heroes is not None:
            return {h.lower() for h in core.heroes}
        return {h.name.lower() for h in core.catalog.heroes if h.set in core.ruleset.home_sets}  # a random deck
    if game.name == "tricksters":
        from simkit.games.tricksters.layout import EFFECT_NAMES
        return {EFFECT_NAMES[int(e)] for e in set(setup.composition.card_effect.tolist())}
    if game.name == "trickarus":
        return {"lightning"} if setup.composition.lightning else set()
    return None


def missing_wrapped_item(game, setup) -> str | None:
    """One line naming a wrapper whose card the deck does not hold, or None."""
    items = deck_items(game, setup)
    if items is None:
        return None
    for strategy in dict.fromkeys(setup.strategies):
        item = wrapped_item(strategy)
        if item is not None and item not in items:
            what = "random decks (drawn from the ruleset's sets)" if (
                game.name == "trickster" and setup.core.heroes is None) else f"deck {setup.deck}"
            return (f"strategy {strategy!r}: {what} has no {item!r}, so the wrapper would play as its base "
                    "strategy; use a deck that holds it")
    return None
