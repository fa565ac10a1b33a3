"""The three patterns and which card may join the pot."""

from .cards import hero_of, suit_of

SAME_SUIT, SAME_HERO, NO_MATCH = "same_suit", "same_hero", "no_match"


def pattern_of(lead: str, second: str) -> str:
    if suit_of(lead) == suit_of(second):
        return SAME_SUIT
    if hero_of(lead) == hero_of(second):
        return SAME_HERO
    return NO_MATCH


def may_join(card: str, pot: list[str]) -> bool:
    """May `card` enter the pot now? The first two cards are free; then the pattern rules.

    No match: the card repeats no hero and no suit of any card in the pot, cards that
    effects added included.
    """
    if len(pot) < 2:
        return True
    pattern = pattern_of(pot[0], pot[1])
    if pattern == SAME_SUIT:
        return suit_of(card) == suit_of(pot[0])
    if pattern == SAME_HERO:
        return hero_of(card) == hero_of(pot[0])
    return all(suit_of(card) != suit_of(other) and hero_of(card) != hero_of(other) for other in pot)
