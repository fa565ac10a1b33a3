"""One trick: the lead, the plays in turn order with their effects, and the bust."""

from .effects import check_effect
from .errors import Violation
from .patterns import may_join, pattern_of
from .places import HAND, POT, TABLEAU, TIMELINE

EMPTY_HAND, NO_LEGAL_CARD, ALL_PLAYED = "empty_hand", "no_legal_card", "all_played"


class Trick:
    def __init__(self, cur, table, turns, number: int):
        self.cur = cur
        self.table = table
        leader, self.trickster = turns.roles()
        cur.take("trick", why=f"trick {number} begins", number=number, leader=leader,
                 trickster=self.trickster)
        self.leader = leader
        self.turn_seats = turns.seats_in_turn(leader, self.trickster)

    def play_out(self) -> int:
        """Replay the trick to its bust; returns the buster."""
        if self.leader is None:
            lead = self.table.timeline[0] if self.table.timeline else None
            self.cur.take_move("lead", why="the Timeline's front card leads, without its effect",
                               card=lead, **{"from": [TIMELINE], "to": [POT]})
            self.table.move(lead, (TIMELINE,), (POT,))
        for seat in self.turn_seats:
            if self.cur.peek_is("bust"):
                self.cur.take("bust", why=f"it is seat {seat}'s turn", player=seat)
                self.check_bust_reason(seat)
                return self.collect_pot(seat)
            self.play(seat)
        self.cur.take("bust", why="everyone played, so the Trickster busts",
                      player=self.trickster, reason=ALL_PLAYED)
        return self.collect_pot(self.trickster)

    def play(self, seat: int) -> None:
        hand = self.table.hands[seat]
        card, source, target = self.cur.take_move("play", why=f"seat {seat} must play or bust")
        if source != (HAND, seat) or target != (POT,):
            raise Violation(f"it is seat {seat}'s turn: a play goes from ['hand', {seat}] to ['pot']")
        if card in hand and not may_join(card, self.table.pot):
            raise Violation(f"{card} does not follow the pattern {self.pattern()} of the pot {self.table.pot}")
        self.table.move(card, source, target)
        self.entered_pot(seat)
        check_effect(self, seat, card)

    def check_bust_reason(self, seat: int) -> None:
        """A player busts only with an empty hand or with no legal card (no passing)."""
        hand = self.table.hands[seat]
        legal = [card for card in hand if may_join(card, self.table.pot)]
        if legal:
            raise Violation(f"seat {seat} holds legal cards {legal}, so must play (no passing)")
        reason = EMPTY_HAND if not hand else NO_LEGAL_CARD
        if self.cur.current()["reason"] != reason:
            raise Violation(f"seat {seat}'s hand is {hand}: the bust's reason must be {reason!r}")

    def collect_pot(self, seat: int) -> int:
        for _ in range(len(self.table.pot)):
            card, source, target = self.cur.take_move(
                "bust", why="the whole pot goes to the buster's tableau",
                **{"from": [POT], "to": [TABLEAU, seat]})
            self.table.move(card, source, target)
        return seat

    def entered_pot(self, seat: int) -> None:
        """After a card entered the pot: the second card fixes the pattern, and whoever put it
        there (the Leader too, through an effect) is the Trickster from now on."""
        if len(self.table.pot) == 2:
            self.cur.take("pattern", why="the pot's second card fixes the pattern",
                          pattern=self.pattern(), trickster=seat)
            self.trickster = seat

    def pattern(self) -> str | None:
        pot = self.table.pot
        return pattern_of(pot[0], pot[1]) if len(pot) >= 2 else None
