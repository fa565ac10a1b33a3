"""Special Assignment cards (RULES §1.17, G3, G20, G21, G27-G29, G47, G49): where each card is, its
moves (`special_assignment` events), a deck's reshuffle, the Assignment of a card to a character,
the reveal, a card back to the hand when its character could not be placed, and the End Turn
discard of every card assigned and revealed."""

from __future__ import annotations

from .errors import require
from .expect import Expect

CAUSES = ("keep", "bottom", "assign", "unplaceable", "discard")


class SpecialAssignmentRules:
    # -- the Assignment and the reveal
    def assign_special(self, seat, ch, e: dict) -> None:
        d = self.data
        name = e["special_assignment"]
        require(name in d.sa_cards, "a Special Assignment card of the ruleset")
        require(name in seat.sa_hand, "a Special Assignment card from the seat's own hand (G20)")
        loc = d.sa_cards[name]["location"]
        require(e["card"] == loc, f"an SA card sends its character to the card's location ({loc}, G20)")
        require(all(c.sa != name for c in seat.characters.values()), "an SA card goes to one character")
        ch.sa = name
        self.queue.push(Expect({"event": "special_assignment", "seat": seat.index, "card": name, "cause": "assign",
                                "from": ["sa_hand", seat.index], "to": ["sa_assigned", seat.index, ch.name]},
                               "the assigned SA card moves from the hand to its character, right after its assign"))

    def reveal_special(self, e: dict) -> None:
        got = e["special_assignments"]
        require(len(got) == len(self.game.seats), "the reveal shows every seat's Special Assignment cards")
        for seat, shown in zip(self.game.seats, got):
            want = {c.name: c.sa for c in seat.characters.values() if c.sa}
            if seat.index in getattr(self, "late", {}):
                want = {}   # P31 (T113)
            shown = {k: v for k, v in dict(shown).items() if v is not None}
            require(shown == want, f"the reveal shows seat {seat.index}'s SA cards as assigned: {want}")

    def sa_back_to_hand(self, seat, ch) -> None:
        """G21: the SA card of a character that could not be placed goes back to the hand."""
        self.queue.push(Expect({"event": "special_assignment", "seat": seat.index, "card": ch.sa,
                                "cause": "unplaceable", "from": ["sa_assigned", seat.index, ch.name],
                                "to": ["sa_hand", seat.index]},
                               "the SA card of an unplaceable character goes back to the hand (G21)"))

    # -- End Turn: discards (G29)
    def sa_to_discard(self) -> list:
        return [(seat.index, c.name, c.sa) for seat in self.game.seats
                for c in list(seat.characters.values()) + list(seat.departed.values()) if c.sa and not c.unplaceable]

    def on_sa_discard(self, e: dict) -> None:
        d = self.data
        self.enter("sa_discard")
        self.check_prophecy_step_done()
        require(e["cause"] == "discard", "at End Turn an SA card is discarded")
        seat = self.seat(e["seat"])
        require(seat.index >= self.last_discarder, "SA cards are discarded seats in seat order")
        self.last_discarder = seat.index
        due = [x for x in self.sa_to_discard() if x[0] == seat.index and x[2] == e["card"]]
        require(due, "every SA card assigned this turn and revealed is discarded, used or not (G29); "
                     "an unplaceable character's went back to the hand")
        _, character, card = due[0]
        loc = d.sa_cards[card]["location"]
        require(list(e["from"]) == ["sa_assigned", seat.index, character] and list(e["to"]) == ["sa_discard", loc],
                f"the card goes from its character to its deck's discards, face up ({loc})")
        self.apply_special_assignment(e)

    def check_sa_discards_done(self) -> None:
        left = self.sa_to_discard()
        if self.game.turn < self.data.turns:
            require(not left, f"End Turn discards every SA card assigned and revealed (G29): {left[0] if left else ''}")

    # -- the moves
    def sa_place(self, seat, place: list, card: str, taking: bool) -> None:
        """Check that `card` is at (taking) or may go to `place`, and move it there or away."""
        d, g = self.data, self.game
        kind = place[0]
        if kind == "sa_deck":
            require(place[1] == d.sa_cards[card]["location"], "an SA card's deck is its location's")
            deck = g.sa_decks[place[1]]
            if taking:
                require(card in deck, f"the card is in the {place[1]} deck")
                deck.remove(card)
            else:
                deck.append(card)   # a card goes back to the bottom (G47)
        elif kind == "sa_hand":
            require(place[1] == seat.index, "an SA card of the seat's own hand")
            if taking:
                require(card in seat.sa_hand, "the card is in the seat's SA hand")
                seat.sa_hand.remove(card)
            else:
                seat.sa_hand.append(card)
        elif kind == "sa_assigned":
            require(place[1] == seat.index, "an SA card assigned to one of the seat's characters")
            ch = seat.characters.get(place[2]) or seat.departed.get(place[2])   # Hidden Talent's Apprentice (A24)
            require(ch is not None and ch.sa == card, "the card is assigned to that character")
            if taking:
                ch.sa = None   # back to the hand (G21) or discarded (G29)
        else:
            require(kind == "sa_discard" and not taking and place[1] == d.sa_cards[card]["location"],
                    "an SA card place is sa_deck, sa_hand, sa_assigned or sa_discard")
            g.sa_discards[place[1]].append(card)

    def apply_special_assignment(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        card = e["card"]
        require(card in self.data.sa_cards and e["cause"] in CAUSES, "a Special Assignment card of the ruleset")
        src, dst = list(e["from"]), list(e["to"])
        if e["cause"] == "bottom":
            deck = self.game.sa_decks[src[1]]
            require(deck and deck[0] == card, "the card not kept from a draw goes to the bottom of its deck (G47)")
        self.sa_place(seat, src, card, taking=True)
        self.sa_place(seat, dst, card, taking=False)

    def apply_sa_reshuffle(self, e: dict) -> None:
        g = self.game
        loc = e["deck"]
        require(loc in g.sa_decks and not g.sa_decks[loc], "only an empty deck is reshuffled (G47)")
        order = list(e["order"])
        require(sorted(order) == sorted(g.sa_discards[loc]) and order,
                f"the {loc} deck is refilled with exactly its discards, shuffled (G47)")
        g.sa_decks[loc], g.sa_discards[loc] = order, []
