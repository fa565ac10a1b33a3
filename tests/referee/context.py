"""What a hero effect sees and does: its player, the table, and the card it copies (if any).

A copied card stays where it is while its effect is used, so the views below leave it out
(it can neither be chosen nor count towards "can this effect resolve?"), and `step` refuses
any move of it. (Druid moves nothing: it may turn the copied card sideways, see
fantasy_effects.py.)
"""

from .errors import Violation
from .places import DECK, show

ME = "the acting player"  # a place owner: the player whose effect this is
OPPONENT = "an opponent"  # a place owner: any seat but the acting player's
ANYONE = "any player"  # a place owner: any seat


class EffectContext:
    def __init__(self, trick, actor: int, copied: str | None = None):
        self.trick = trick
        self.cur = trick.cur
        self.table = trick.table
        self.actor = actor
        self.copied = copied

    def copying(self, card: str) -> "EffectContext":
        return EffectContext(self.trick, self.actor, copied=card)

    # Views of the table without the copied card.
    def opponents(self) -> list[int]:
        return [seat for seat in range(self.table.players) if seat != self.actor]

    def hand(self, seat: int) -> list[str]:
        return self._without_copied(self.table.hands[seat])

    def tableau(self, seat: int) -> list[str]:
        return self._without_copied(self.table.tableaux[seat])

    def trash(self) -> list[str]:
        return self._without_copied(self.table.trash)

    def deck(self) -> list[str]:
        return self.table.deck

    def pot(self) -> list[str]:
        return self.table.pot

    def _without_copied(self, cards: list[str]) -> list[str]:
        return [card for card in cards if card != self.copied]

    # Reading the effect's own events.
    def require(self, condition: bool, rule: str) -> None:
        if not condition:
            raise Violation(rule)

    def step(self, rule: str, source: tuple, target: tuple, card: str | None = None,
             deck_depth: int = 1) -> tuple[str, tuple, tuple]:
        """The next event must be an effect move from a place like `source` to one like
        `target` (owners may be ME, OPPONENT or a seat); it is applied to the table."""
        moved, real_source, real_target = self.cur.take_move("effect", why=rule)
        self._match(real_source, source, rule, "from")
        self._match(real_target, target, rule, "to")
        self.require(card is None or moved == card, f"{rule}: the card moved must be {card}")
        self.require(moved != self.copied,
                     f"{rule}: the copied card {self.copied} must stay where it is")
        self.require(_zone(real_source) != _zone(real_target),
                     f"{rule}: a move never goes back into the zone it came from")
        self.table.move(moved, real_source, real_target, deck_depth)
        return moved, real_source, real_target

    def reveal(self, rule: str) -> list[str]:
        event = self.cur.take("reveal", why=rule, player=self.actor)
        cards = event["cards"]
        self.require(isinstance(cards, list) and all(isinstance(card, str) for card in cards),
                     "`cards` of a reveal is a list of card names")
        return cards

    def _match(self, place: tuple, wanted: tuple, rule: str, end: str) -> None:
        fits = len(place) == len(wanted) and place[0] == wanted[0]
        if fits and len(wanted) == 2:
            owner = wanted[1]
            if owner == ME:
                fits = place[1] == self.actor
            elif owner == OPPONENT:
                fits = place[1] != self.actor
            elif owner == ANYONE:
                fits = True
            else:
                fits = place[1] == owner
        if not fits:
            raise Violation(f"{rule}: the move's `{end}` must be {_describe(wanted)}, not {show(place)}")


def _zone(place: tuple) -> tuple:
    """A place without the deck's end: the deck's top and bottom are one zone."""
    return place[:1] if place[0] == DECK else place


def _describe(place: tuple) -> str:
    if len(place) == 2 and place[1] in (ME, OPPONENT, ANYONE):
        return f"the {place[0]} of {place[1]}"
    return show(place)
