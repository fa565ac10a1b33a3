"""Scoring as the rulebook and its FAQ state it: classes, the Perceivers' points, ledgers."""

from __future__ import annotations

from tests.tricksters.referee.rules import Card


def counts_of(revealed: list[Card], colours: list[str]) -> tuple[dict, dict]:
    """Per colour: the weight (x3 counts 3) and the number of revealed cards."""
    weights = dict.fromkeys(colours, 0)
    cards = dict.fromkeys(colours, 0)
    for card in revealed:
        weights[card.colour] += card.weight
        cards[card.colour] += 1
    return weights, cards


def classes_of(weights: dict, cards: dict, tie_card: Card | None) -> tuple[dict, int]:
    """Each colour's class, and the Perceivers' points (the fewest cards of a minority colour)."""
    if len(set(weights.values())) == 1:  # a three-way tie: the face-down card names the majority
        classes = dict.fromkeys(weights, "trickster")
        if tie_card is not None:
            classes[tie_card.colour] = "perceiver"
    else:
        most, fewest = max(weights.values()), min(weights.values())
        classes = {c: "perceiver" if w == most else "trickster" if w == fewest else "keeper"
                   for c, w in weights.items()}
    minority = [cards[c] for c, k in classes.items() if k == "trickster"]
    return classes, min(minority) if minority else 0


def gain(ledger: int, points: int, side: str | None) -> tuple[int, int]:
    """The signed ledger after the points (Light +, Dark -), and how many cancelled."""
    if not points:
        return ledger, 0
    delta = points if side == "Light" else -points
    cancelled = min(abs(ledger), points) if ledger * delta < 0 else 0
    return ledger + delta, cancelled


def competitor_scores(rules, ledger: list[int], deck_ledger: int) -> dict:
    """|points| per competitor: seats, teams (sums of their seats' ledgers), the solo deck."""
    if rules.mode == "team":
        return {t: abs(sum(ledger[p] for p in range(len(ledger)) if p % rules.teams == t))
                for t in range(rules.teams)}
    scores = {p: abs(v) for p, v in enumerate(ledger)}
    if rules.mode == "solo2":
        scores["deck"] = abs(deck_ledger)
    return scores
