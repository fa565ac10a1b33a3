"""Fantasy, 3 players: the first time a player is Out, the hands are refilled from the deck.

One card at a time from the deck's top, starting with the next trick's Leader (the player
who just collected the pot) and going clockwise, skipping hands that already hold the full
count, until every hand is full or the deck is empty.
"""

from .errors import Violation
from .places import DECK, HAND, TOP


def expected_refill(hand_sizes: list[int], first: int, deck_size: int, full: int) -> list[int]:
    """The seats that receive a card, in order."""
    sizes, seats, seat = list(hand_sizes), [], first
    while deck_size > len(seats) and any(size < full for size in sizes):
        if sizes[seat] < full:
            sizes[seat] += 1
            seats.append(seat)
        seat = (seat + 1) % len(sizes)
    return seats


def check_refill(cur, table, collector: int, full: int) -> None:
    seats = expected_refill([len(hand) for hand in table.hands], collector, len(table.deck), full)
    for count, seat in enumerate(seats, 1):
        rule = (f"Out: refill card {count} of {len(seats)} goes from the deck's top to seat {seat}"
                f" (one at a time from seat {collector}, who collected the pot, clockwise, until"
                f" every hand holds {full} or the deck is empty)")
        card, source, target = cur.take_move("refill", why=rule)
        if source != (DECK, TOP) or target != (HAND, seat):
            raise Violation(rule)
        table.move(card, source, target)
    if cur.peek_is("move", cause="refill"):
        cur.index += 1
        raise Violation(f"the refill is over: every hand holds {full} cards or the deck is empty")
