"""The words a report uses for its game, as the game declares them (simkit.games.base.Game:
item_kind, item_plural, length_unit, high_score_wins, deck_kind).

The analyses and sections are still written in one set of words (``WRITTEN_IN``: heroes,
tricks, lower totals win); ``adapt`` puts the game's own words into every title, text, caption
and column name, so one report serves every registered game (simkit.games.registry).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Vocabulary:
    item: str  # "hero", "effect type", "card"
    items: str  # "heroes", "effect types", "cards"
    length_unit: str  # "tricks", "turns"
    lower_wins: bool
    deck_kind: str = "heroes"  # "heroes" (a deck is 7 heroes) or "composition" (a card list)

    @property
    def better(self) -> str:
        """Which way a final total helps its player: 'lower' or 'higher'."""
        return "lower" if self.lower_wins else "higher"

    def adapt(self, text: str) -> str:
        if (self.item, self.items, self.length_unit, self.lower_wins) == WRITTEN_IN:  # deck kind: no words
            return text
        unit = self.length_unit
        swaps = [("lower totals win, so the most negative helps most", f"{self.better} totals win, so the most "
                  f"{'negative' if self.lower_wins else 'positive'} helps most"),
                 ("lower totals win, so negative helps", f"{self.better} totals win, so "
                  f"{'negative' if self.lower_wins else 'positive'} helps"),
                 ("lower wins", f"{self.better} wins"), ("trick cap", "safety cap"),
                 ("Tricks per game", f"{unit.capitalize()} per game"), ("tricks per game", f"{unit} per game"),
                 ("tricks for length", f"{unit} for length")]
        for old, new in swaps:
            text = text.replace(old, new)
        text = re.sub(r"\btricks\b", unit, text)
        text = re.sub(r"\bTricks\b", unit.capitalize(), text)
        text = re.sub(r"\bHeroes\b", self.items.capitalize(), text)
        text = re.sub(r"\bheroes\b", self.items, text)
        text = re.sub(r"\bHero\b", self.item.capitalize(), text)
        return re.sub(r"\bhero\b", self.item, text)


WRITTEN_IN = ("hero", "heroes", "tricks", True)  # the words the report texts are written in


def vocabulary_of_game(game) -> Vocabulary:
    """A game's words (simkit.games.base.Game)."""
    return Vocabulary(game.item_kind, game.item_plural, game.length_unit, not game.high_score_wins, game.deck_kind)


def vocabulary_of(results) -> Vocabulary:
    """The results' game's words (results name their game: experiments.result_tables.Results.game)."""
    from simkit.games.registry import get_game
    return vocabulary_of_game(get_game(results.game))
