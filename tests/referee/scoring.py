"""Trouble Points, majorities, totals and the winners with their tie-break.

A sideways card (Druid) counts as two cards of its suit for majorities and for score, under
either ruleset; the tie-breaks count physical cards (a sideways card is one card).
"""

from .cards import suit_of


def suit_counts(tableau: list[str], suits, weight=lambda card: 1) -> dict[str, int]:
    counts = dict.fromkeys(suits, 0)
    for card in tableau:
        counts[suit_of(card)] += weight(card)
    return counts


def round_scores(table, suits) -> tuple[list[int], list[list[str]]]:
    """Per seat: its tableau's cards (sideways = 2), except the suits in which it has strictly
    more (sideways = 2) than every other seat (its majorities; ties do not count)."""
    counts = [suit_counts(tableau, suits, table.weight) for tableau in table.tableaux]
    scores, majorities = [], []
    for seat, own in enumerate(counts):
        others = [count for other, count in enumerate(counts) if other != seat]
        won = [suit for suit in suits if all(own[suit] > count[suit] for count in others)]
        majorities.append(won)
        scores.append(sum(own.values()) - sum(own[suit] for suit in won))
    return scores, majorities


def winners(totals: list[int], final_tableaux: list[list[str]], rules) -> list[int]:
    """Lowest total; ties: the ruleset's tie-break on the final tableaux; still tied: shared."""
    def rank(seat):
        tableau = final_tableaux[seat]
        return (totals[seat], *rules.tie_break(suit_counts(tableau, rules.suits), len(tableau)))

    best = min(rank(seat) for seat in range(len(totals)))
    return [seat for seat in range(len(totals)) if rank(seat) == best]
