"""The Dark Alley's actions (RULES §1.7, G47, G48): Draw First Card (1 AP, once per placement), Draw
Further Cards (2 AP each, only after a first draw in the same placement), Fortune Telling (1 AP,
repeatable; option `fortune_telling=once`: once per placement). Each returns its AP cost (before
the effects in force) and queues the moves that must follow it."""

from __future__ import annotations

from .errors import require
from .expect import Expect


class DarkAlleyRules:
    def act_draw_first_card(self, e: dict) -> int:
        o = self.open
        require(not o.get("drew"), "Draw First Card only once per placement (RULES §1.7)")
        self.draw(e)
        return 1

    def act_draw_further_cards(self, e: dict) -> int:
        require(self.open.get("drew"), "Draw Further Cards only after Draw First Card in the same placement "
                                       "(RULES §1.7)")
        self.draw(e)
        return 2

    def draw(self, e: dict) -> None:
        d, g, seat = self.data, self.game, self.seat(e["seat"])
        self.open["drew"] = True
        loc = e["deck"]
        require(loc in d.sa_deck_names, f"a Special Assignment deck: {', '.join(d.sa_deck_names)}")
        drawn, kept, bottom = list(e["drawn"]), e["kept"], e["bottom"]
        require(kept in drawn, "the kept card is one of the cards drawn")
        others = [c for c in drawn if c != kept]
        require(len(drawn) in (1, 2) and len(set(drawn)) == len(drawn) and bottom == (others[0] if others else None),
                "the drawer keeps one card of the 2 drawn and puts the other at the bottom (G47)")

        def check_top(deck: list) -> None:
            require(drawn == deck[:2], f"a draw takes the deck's 2 top cards, or the 1 it has (G47): {deck[:2]}")
        if g.sa_decks[loc]:
            check_top(g.sa_decks[loc])
        else:
            require(g.sa_discards[loc], f"the {loc} deck and its discards are empty: it cannot be drawn (G47)")
            self.queue.push(Expect({"event": "special_assignment_reshuffle", "deck": loc},
                                   "an empty deck is refilled by shuffling its discards first (G47)",
                                   after=lambda _: check_top(g.sa_decks[loc])))
        self.queue.push(Expect({"event": "special_assignment", "seat": seat.index, "card": kept, "cause": "keep",
                                "from": ["sa_deck", loc], "to": ["sa_hand", seat.index]},
                               "the kept card goes into the seat's SA hand (G47)"))
        if bottom is not None:
            self.queue.push(Expect({"event": "special_assignment", "seat": seat.index, "card": bottom,
                                    "cause": "bottom", "from": ["sa_deck", loc], "to": ["sa_deck", loc]},
                                   "the other card goes to the bottom of its deck (G47)"))

    def act_fortune_telling(self, e: dict) -> int:
        o = self.open
        if self.data.fortune_telling == "once":
            require(not o.get("told"), "option fortune_telling=once: Fortune Telling once per placement (G48)")
        o["told"] = True
        self.rotate_for_fortune_telling()
        return 1
