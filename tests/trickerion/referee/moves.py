"""Applying the events that change things: gains, components, Tricks, markers, dice, the market,
characters. Each checks that the thing is where the event says it comes from, and the invariants
of docs/trickerion-trace.md ("Invariants the referee checks") after the change."""

from __future__ import annotations

from .errors import require
from .state import SYMBOLS, Character

GUEST = "guest"   # a card's Guest slot (A06 Guest Performer)


class Moves:
    # -- resources
    def apply_gain(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        for key in ("fame", "coins", "shards"):
            require(isinstance(e[key], int), f"gain {key} is an integer")
        seat.fame += e["fame"]
        seat.coins += e["coins"]
        seat.shards += e["shards"]
        require(seat.fame >= 0 and seat.coins >= 0 and seat.shards >= 0,
                "Fame, Coins and Shards never go below 0 (G19)")
        require(list(e["totals"]) == [seat.fame, seat.coins, seat.shards],
                f"gain totals are the seat's Fame, Coins, Shards {[seat.fame, seat.coins, seat.shards]}")
        if self.data.dark_alley:
            self.after_gain(e)

    # -- components
    def _pile(self, seat, place, component):
        kind = place[0]
        if kind == "board":
            require(place[1] == seat.index, "a component place on the seat's own board")
            return seat.board.get(component, 0)
        if kind == "manager":
            require(place[1] == seat.index and 0 <= place[2] < len(seat.manager),
                    "a Manager slot of the seat's own Manager")
            return seat.manager[place[2]].get(component, 0)
        require(kind == "supply", "a component place is supply, board or manager")
        return None

    def _put(self, seat, place, component, n):
        pile = seat.board if place[0] == "board" else seat.manager[place[2]]
        pile[component] = pile.get(component, 0) + n
        if pile[component] == 0:
            del pile[component]

    def apply_component(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        component = e["component"]
        require(component in self.data.tier, "a component of the composition")
        n = abs(e["count"])
        require(n > 0, "a component event moves at least one")
        src, dst = list(e["from"]), list(e["to"])
        require(src != dst, "a component moves somewhere else")
        have = self._pile(seat, src, component)
        if have is not None:
            require(have >= n, f"the component is where the event takes it from ({have} {component} there)")
        if dst[0] != "supply":
            self._pile(seat, dst, component)
        if src[0] != "supply":
            self._put(seat, src, component, -n)
        if dst[0] != "supply":
            self._put(seat, dst, component, n)
        if self.swap_events:
            self.swap_events -= 1   # a swap's two moves: the limits hold once both are done
            if self.swap_events:
                return
        self.check_components(seat)

    def check_components(self, seat) -> None:
        for component in self.data.tier:
            require(seat.held(component) <= self.data.max_per_type,
                    f"at most {self.data.max_per_type} of a component type held")
        require(all(len(slot) <= 1 for slot in seat.manager), "a Manager slot holds one component type")
        require(len(seat.board) <= self.data.board_slots,
                f"at most {self.data.board_slots} component types on the board")
        if self.data.option("component_supply", "unlimited") == "physical":
            for component, limit in self.data.physical.items():
                require(sum(s.held(component) for s in self.game.seats) <= limit,
                        "component_supply=physical: no more tokens than the box holds (G43)")

    # -- Tricks
    def apply_trick(self, e: dict) -> None:
        trick = e["trick"]
        require(trick in self.data.tricks, "a Trick of the composition")
        if self.data.dawn and list(e["from"])[0] == "deck" and list(e["to"]) == ["gone"]:
            return self.apply_dawn_trick(e)   # a counterpart leaving its deck names no seat (G93, R97)
        seat = self.seat(e["seat"])
        if e.get("cause") == "special_assignment" and e.get("op") == "learn_overhaul":
            return self.apply_overhaul(e)   # Trick Overhaul's two moves, as the queue matched them (A29)
        if e.get("cause") == "aside":
            return self.apply_aside(e)      # Bernard's set-aside (T110), as the queue matched it
        src, dst = list(e["from"]), list(e["to"])
        if self.data.dawn and (src[0] == "beside" or dst[0] == "beside" or dst == ["gone"]):
            return self.apply_dawn_trick(e)   # Signature Tricks (G93, T121, T122)
        category = self.data.category(trick)
        if src[0] == "deck":
            require(src[1] == category and trick in self.game.trick_decks.get(category, []),
                    "the Trick is in its category's deck")
            require(trick not in seat.tricks, "the Trick is not owned yet")
            symbol = e["symbol"]
            require(symbol == seat.lowest_free_symbol(),
                    "a learned Trick takes the lowest free symbol (T4, at most 4 Tricks G36)")
            self.game.trick_decks[category].remove(trick)
            require(dst[0] in ("seat", "engineer") and dst[1] == seat.index, "a Trick goes to its owner's Workshop")
            if dst[0] == "engineer":
                require(self.engineer_trick(seat) is None, "the Engineer's Trick slot is free")
            seat.tricks[trick] = {"symbol": symbol, "engineer": dst[0] == "engineer"}
            return
        require(src[0] in ("seat", "engineer") and src[1] == seat.index and trick in seat.tricks,
                "the Trick is the seat's")
        info = seat.tricks[trick]
        require(info["engineer"] == (src[0] == "engineer"), "the Trick is where the event takes it from")
        require(e["symbol"] == info["symbol"], "the Trick's symbol")
        if dst[0] == "deck":
            require(dst[1] == category, "a discarded Trick goes back to its own deck (G18)")
            require(seat.on_trick.get(info["symbol"], 0) == 0 and self.game.in_theater(seat.index, info["symbol"]) == 0,
                    "a discarded Trick's markers went back first (G18)")
            del seat.tricks[trick]
            deck = self.game.trick_decks[category] + [trick]
            self.game.trick_decks[category] = sorted(deck, key=self.data.level)
            return
        require(dst[0] in ("seat", "engineer") and dst[1] == seat.index, "a Trick moves inside its owner's Workshop")
        if dst[0] == "engineer":
            other = self.engineer_trick(seat)
            require(other is None or self.pending_swap == other, "the Engineer's Trick slot is free")
        info["engineer"] = dst[0] == "engineer"
        swapping = self.pending_swap is not None and seat.tricks.get(self.pending_swap, {}).get("engineer")
        require(swapping or sum(1 for i in seat.tricks.values() if i["engineer"]) <= 1,
                "one Trick on the Engineer's slot")

    def engineer_trick(self, seat):
        return next((t for t, i in seat.tricks.items() if i["engineer"]), None)

    # -- markers
    def apply_marker(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        symbol, trick, n = e["symbol"], e["trick"], e["count"]
        require(symbol in SYMBOLS and isinstance(n, int) and n > 0, "a marker event moves markers of a symbol")
        require(seat.trick_of(symbol) == trick, "the marker's symbol is its Trick's")
        src, dst = list(e["from"]), list(e["to"])
        if src[0] == "supply":
            require(src[1] == seat.index, "the seat's own marker supply")
            require(self.game.free_markers(seat, symbol) >= n, "at most 4 markers of a symbol (RULES §1.8)")
        elif src[0] == "trick":
            require(src[1:] == [seat.index, symbol] and seat.on_trick.get(symbol, 0) >= n,
                    "the markers are on their Trick card")
            seat.on_trick[symbol] -= n
        else:
            require(src[0] == "card", "markers move from a Performance card")
            m = self.game.cards.get(src[1], {}).get(src[2])
            require(m is not None and m["seat"] == seat.index and m["symbol"] == symbol,
                    "the marker is on that Performance card slot")
            pile = m.get("count", 1)
            require(n == pile or (n == 1 and dst[0] == "trick"),
                    "a Performance card slot's markers move together: one, or Electra's pile of 2 (G82)")
            if n < pile:
                m["count"] = pile - n   # Durable Components takes one marker of a pile back (A11)
            else:
                del self.game.cards[src[1]][src[2]]
        if dst[0] == "supply":
            require(dst[1] == seat.index, "markers go back to their owner's supply (G70)")
        elif dst[0] == "trick":
            require(dst[1:] == [seat.index, symbol], "markers go onto their own Trick card")
            seat.on_trick[symbol] = seat.on_trick.get(symbol, 0) + n
        else:
            whole_pile = src[0] == "card" and n == 2   # Electra's pile moves with count 2 (docs "Places", G82)
            require(dst[0] == "card" and (n == 1 or whole_pile),
                    "one marker onto a Performance card (or Electra's pile of 2 moved from its slot, G82)")
            card, slot = dst[1], dst[2]
            require(card in self.game.track and (slot in self.data.cards[card]["slots"] or slot == GUEST),
                    "a slot of a card on the track (or its Guest slot, A06)")
            here = self.game.cards.setdefault(card, {}).get(slot)
            if here is not None and self.pile_due == (seat.index, card, slot):   # Supercharge (G82)
                require(here["symbol"] == symbol and here.get("count", 1) == 1, "Electra piles 2 markers of one Trick")
                here["count"] = 2
                self.pile_due = None
                return
            require(here is None, "the Performance card slot is free")
            self.game.cards[card][slot] = {"seat": seat.index, "symbol": symbol, "trick": trick,
                                           "sides": dict(e.get("sides") or {}), "category": self.data.category(trick)}
            if n == 2:
                self.game.cards[card][slot]["count"] = 2

    # -- dice, market, characters
    def apply_die(self, e: dict) -> None:
        require(e["die"] in self.data.die_faces, "a die of the composition")
        require(e["face"] in self.data.die_faces[e["die"]], "a face of that die")
        self.game.dice[e["die"]] = e["face"]

    def apply_market(self, e: dict) -> None:
        slot = list(e["slot"])
        g = self.game
        if slot[0] == "stock":
            old = g.stock[slot[1]]
            g.stock[slot[1]] = e["component"]
        elif slot[0] == "order":
            old = g.order[slot[1]]
            g.order[slot[1]] = e["component"]
        else:
            require(slot == ["quick_order"], "a market slot is stock, order or quick_order")
            old = g.quick_order
            g.quick_order = e["component"]
        require(e.get("replaced") == old or (e["cause"] == "returns" and e.get("replaced") in (None, old)),
                f"market replaced names what was there ({old})")

    def apply_character(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        name, state = e["character"], e["state"]
        require(state in ("home", "incoming", "assistant_slot"), "a character state of the format")
        if e["cause"] == "move_apprentice":
            ch = seat.characters.get(name)
            require(ch is not None and name.startswith("Apprentice "), "Move Apprentice moves an owned Apprentice")
            require(state == "assistant_slot", "Move Apprentice puts it on the Assistant's slot")
            ch.assistant_slot = True
            return
        require(name not in seat.characters, "a new character joins the seat once")
        seat.characters[name] = Character(name, joined=state != "incoming", assistant_slot=state == "assistant_slot")

    APPLY = {"gain": "apply_gain", "component": "apply_component", "trick": "apply_trick",
             "marker": "apply_marker", "die": "apply_die", "market": "apply_market",
             "character": "apply_character", "special_assignment": "apply_special_assignment",
             "special_assignment_reshuffle": "apply_sa_reshuffle", "prophecy": "apply_prophecy",
             "magician_ability": "apply_magician_ability", "hired_arrives": "apply_hired_arrives",
             "track_swap": "apply_track_swap", "banner": "apply_banner", "academy_marker": "apply_academy_marker",
             "secret": "apply_secret", "anjali_coin": "apply_anjali_coin", "banner_score": "apply_nothing",
             "assign": "apply_nothing"}

    def apply_nothing(self, e: dict) -> None:
        """An event whose fields the queue matched; it moves nothing itself."""
