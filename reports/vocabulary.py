"""The words a report uses for its game, as the game declares them (simkit.games.base.Game:
item_kind, item_plural, length_unit, high_score_wins, deck_kind, cap_noun).

Every title, text, caption, note and column name of the report is written from the start with
these words (``words.item``, ``words.items``, ``words.length_unit``, ``words.better`` and the
helpers below), so one report serves every registered game (simkit.games.registry) and a name
from the results (a hero, a strategy, a deck) is never rewritten.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Vocabulary:
    item: str  # "hero", "effect type", "card"
    items: str  # "heroes", "effect types", "cards"
    length_unit: str  # "tricks", "turns"
    lower_wins: bool
    deck_kind: str = "heroes"  # "heroes" (a deck is 7 heroes) or "composition" (a card list)
    cap_noun: str = "safety cap"  # what a game cut short hit: "trick cap", "safety cap"

    @property
    def Item(self) -> str:  # noqa: N802 - the word at the start of a sentence or title
        return self.item.capitalize()

    @property
    def Items(self) -> str:  # noqa: N802
        return self.items.capitalize()

    @property
    def an_item(self) -> str:
        """'a hero', 'an effect type', 'a card'."""
        return f"{'an' if self.item[:1].lower() in 'aeiou' else 'a'} {self.item}"

    @property
    def An_item(self) -> str:  # noqa: N802
        return self.an_item.capitalize()

    @property
    def better(self) -> str:
        """Which way a final total helps its player: 'lower' or 'higher'."""
        return "lower" if self.lower_wins else "higher"

    @property
    def helpful_sign(self) -> str:
        """Which sign of a change in a final total helps its player: 'negative' or 'positive'."""
        return "negative" if self.lower_wins else "positive"

    def outcomes(self) -> dict[str, tuple[int, str, str]]:
        """Deck outcome -> (unit scale, unit, what it is in a sentence); every unit is named in full: the
        report has points of win share and game-score points, and "points" alone would not say which.
        A game's length is in its own unit (tricks, turns)."""
        return {
            "seat0_advantage": (100, "points of win share", "seat 0's win share"),
            "imbalance": (100, "points of win share", "the seat imbalance (highest minus lowest seat win share)"),
            "spread": (1, "game-score points", "the final score spread"),
            "length": (1, self.length_unit, "the game length"),
            "skill_gap": (100, "points of win share", "the skill gap"),
        }

    def per_game(self, capital: bool = False) -> str:
        """'tricks per game', 'Turns per game'."""
        unit = self.length_unit.capitalize() if capital else self.length_unit
        return f"{unit} per game"


def vocabulary_of_game(game) -> Vocabulary:
    """A game's words (simkit.games.base.Game)."""
    return Vocabulary(game.item_kind, game.item_plural, game.length_unit, not game.high_score_wins, game.deck_kind,
                      game.cap_noun)


def vocabulary_of(results) -> Vocabulary:
    """The results' game's words (results name their game: experiments.result_tables.Results.game)."""
    from simkit.games.registry import get_game
    return vocabulary_of_game(get_game(results.game))
