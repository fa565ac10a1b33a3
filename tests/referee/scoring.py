"""Trouble Points, majorities, totals and the winners with their tie-break."""

from .cards import SUITS, suit_of


def suit_counts(tableau: list[str]) -> dict[str, int]:
    counts = dict.fromkeys(SUITS, 0)
    for card in tableau:
        counts[suit_of(card)] += 1
    return counts


def round_scores(tableaux: list[list[str]]) -> tuple[list[int], list[list[str]]]:
    """1 point per tableau card, except the suits in which a seat has strictly more cards than
    every other seat (its majorities; ties do not count)."""
    counts = [suit_counts(tableau) for tableau in tableaux]
    scores, majorities = [], []
    for seat, own in enumerate(counts):
        others = [count for other, count in enumerate(counts) if other != seat]
        won = [suit for suit in SUITS if all(own[suit] > count[suit] for count in others)]
        majorities.append(won)
        scores.append(len(tableaux[seat]) - sum(own[suit] for suit in won))
    return scores, majorities


def winners(totals: list[int], final_tableaux: list[list[str]]) -> list[int]:
    """Lowest total; ties: fewest Red cards in the final round's tableau, then Orange, ...,
    White; still tied: a shared win."""
    def rank(seat):
        counts = suit_counts(final_tableaux[seat])
        return (totals[seat], *(counts[suit] for suit in SUITS))

    best = min(rank(seat) for seat in range(len(totals)))
    return [seat for seat in range(len(totals)) if rank(seat) == best]
