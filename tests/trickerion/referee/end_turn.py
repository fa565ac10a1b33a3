"""End Turn (RULES §1.12, G71-G73, G14): wages and unpaid-wage Fame, Return Characters, Orders
arriving and the Quick Order returning, the Performance track, the turn's checkpoint."""

from __future__ import annotations

from .errors import require
from .expect import gain


class EndTurnRules:
    def wages_due(self, seat) -> int:
        d = self.data

        def wage(c):
            if d.academy and c.name == "Protégé":
                return d.protege_wage[self.secrets_held(seat.index)]   # G56: by the Secrets it holds
            return d.wage(c.name)
        return sum(wage(c) for c in seat.characters.values() if c.placed and not c.assistant_slot)

    def check_wages_done(self) -> None:
        for seat in self.game.seats:
            if self.wages_due(seat):
                require(seat.index in self.wages_seen, f"seat {seat.index} pays its wages at End Turn")

    def on_wages(self, e: dict) -> None:
        d = self.data
        self.enter("wages")
        seat = self.seat(e["seat"])
        require(seat.index not in self.wages_seen, "wages once a seat")
        self.wages_seen.add(seat.index)
        due = self.wages_due(seat)
        paid = min(seat.coins, due)
        short = due - paid
        require((e["due"], e["paid"], e["short"]) == (due, paid, short),
                f"wages: due {due} for the characters placed this turn (Apprentice 1, Specialist 2, the Assistant's "
                f"Apprentice free; G71), paid min(Coins, due) = {paid}, short {short} (G72)")
        self.queue.push(gain(seat.index, coins=-paid, cause="wages", rule=f"wages cost {paid} Coins (G72)"))
        if short:
            lost = min(seat.fame, d.unpaid_wage_fame * short)
            self.queue.push(gain(seat.index, fame=-lost, cause="unpaid_wage",
                                 rule=f"each unpaid wage Coin costs {d.unpaid_wage_fame} Fame, cut at 0 (G72, G19)"))

    def on_return(self, e: dict) -> None:
        self.enter("return")
        seat = self.seat(e["seat"])
        require(seat.index not in self.returns_seen, "one return a seat")
        self.returns_seen.add(seat.index)
        placed = {c.name for c in seat.characters.values() if c.placed}
        stayed = {c.name for c in seat.characters.values() if c.unplaceable}
        got = set(e["characters"])
        require(placed <= got <= placed | stayed, f"the characters placed this turn return home: {sorted(placed)}")
        cards, declined = {}, {}
        for c in seat.characters.values():
            if c.sa:
                continue   # an SA card does not go back to the hand (it is discarded, G29)
            if c.placed:
                cards[c.card] = cards.get(c.card, 0) + 1
            elif c.joined and c.card is not None and not c.unplaceable:   # may_decline: left home
                declined[c.card] = declined.get(c.card, 0) + 1
        got_cards = {k: v for k, v in e["cards"].items() if v}
        with_declined = {k: cards.get(k, 0) + declined.get(k, 0) for k in set(cards) | set(declined)}
        require(got_cards in (cards, with_declined), f"their cards go back to the hand: {cards}")
        cards = with_declined
        incoming = {c.name for c in seat.characters.values() if not c.joined}
        require(set(e["joined"]) == incoming, f"hired characters join now: {sorted(incoming)}")
        for loc, n in cards.items():
            seat.hand[loc] = seat.hand.get(loc, 0) + n
        for c in seat.characters.values():
            c.joined = True

    def on_end_market(self, e: dict) -> None:
        g = self.game
        self.enter("market")
        for seat in g.seats:
            if any(c.placed for c in seat.characters.values()) or any(not c.joined for c in seat.characters.values()):
                require(seat.index in self.returns_seen,
                        f"seat {seat.index}'s characters return before Orders arrive (G73)")
        slot = list(e["slot"])
        if e["cause"] == "arrives":
            require(slot[0] == "stock" and 0 <= slot[1] < len(g.order) and g.order[slot[1]] is not None
                    and e["component"] == g.order[slot[1]] and not self.qo_returned,
                    "an order arrives into its aligned Buy slot, before the Quick Order returns (G41, G73)")
            g.order[slot[1]] = None
            self.apply_market(e)
        elif e.get("op") == "keep_quick_order":   # A43 (docs/trickerion-trace.md: component = replaced, R24)
            require(e["cause"] == "special_assignment" and slot == ["quick_order"] and g.quick_order is not None
                    and g.quick_order_kept is not None and e.get("card") == g.quick_order_kept
                    and not self.qo_returned,
                    "Dubious Sources keeps the Quick Order component (A43): its market event names the card that "
                    "kept this turn's Quick Order, once")
            require(e["component"] == g.quick_order and e.get("replaced") == g.quick_order,
                    f"the kept Quick Order component stays: component = replaced = {g.quick_order} (A43)")
            require(all(o is None for o in g.order), "every order arrived before the Quick Order step (G73)")
            self.qo_returned = True
        else:
            require(e["cause"] == "returns" and slot == ["quick_order"] and g.quick_order is not None
                    and not g.quick_order_kept,
                    "the Quick Order component returns to the supply (G42, G73), unless Dubious Sources keeps it")
            require(e["component"] in (None, g.quick_order), "the returning Quick Order component")
            require(all(o is None for o in g.order), "every order arrived before the Quick Order returns (G73)")
            g.quick_order = None
            self.qo_returned = True

    def check_market_done(self) -> None:
        g = self.game
        require(all(o is None for o in g.order), "every order arrives at End Turn (RULES §1.12)")
        require(g.quick_order is None or g.quick_order_kept, "the Quick Order component returns at End Turn (G42)")
        require(g.quick_order is None or not g.quick_order_kept or self.qo_returned,
                "Dubious Sources' keep_quick_order market event at End Turn, instead of returns (A43, R24)")

    def on_card_left(self, e: dict) -> None:
        g = self.game
        self.enter("track")
        self.check_market_done()
        require(len(g.track) == self.data.players + 1 and list(e["from"])[:2] == ["card", g.track[0]],
                "a full track's oldest card leaves with its markers (RULES §1.12 step 5)")
        require(list(e["to"]) == ["supply", e["seat"]], "markers of a leaving card go back to their owners (G70)")
        self.apply_marker(e)

    def on_track(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("track")
        self.check_market_done()
        require(not self.track_seen, "one track event a turn")
        self.track_seen = True
        full = len(g.track) == d.players + 1
        last = g.turn == d.turns
        left = g.track[0] if full else None
        if last:
            require(e["entered"] is None, "no Performance card enters on the last turn (G14)")
            require(e["left"] in (None, left), "on the last turn the oldest card leaves at most")
            left = e["left"]
        else:
            require(e["left"] == left, f"a full track (players + 1 cards) loses its oldest card: {left}")
            require(e["entered"] == (g.deck[0] if g.deck else None), "the deck's top card enters the track")
        if left is not None:
            rest = [m for m in g.cards[left].values() if m["seat"] != "grey"]
            require(not rest, "the leaving card's markers went back first (card_left)")
            g.track.pop(0)
            del g.cards[left]
        if e["entered"] is not None:
            g.deck.pop(0)
            g.track.append(e["entered"])
            self.lay_card(e["entered"])
        require(list(e["track"]) == g.track, f"the track after the move, oldest first: {g.track}")

    def on_turn_end(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("turn_end")
        self.check_market_done()
        require(e["turn"] == g.turn, "turn_end names its turn")
        require(self.track_seen or g.turn == d.turns,
                "the Performance track moves at every End Turn but the last (G14)")
        if d.dark_alley:
            self.check_prophecy_step_done()
            self.check_sa_discards_done()
        if d.academy:
            self.check_academy_end_turn()
        for seat in g.seats:
            if any(c.placed for c in seat.characters.values()) or any(not c.joined for c in seat.characters.values()):
                require(seat.index in self.returns_seen, f"seat {seat.index}'s characters return home")
            elif seat.index not in self.returns_seen:
                for c in seat.characters.values():   # may_decline: a character left home keeps its card
                    if c.card is not None and not c.placed and not c.unplaceable and not c.sa:
                        seat.hand[c.card] = seat.hand.get(c.card, 0) + 1
        want = {"fame": [s.fame for s in g.seats], "coins": [s.coins for s in g.seats],
                "shards": [s.shards for s in g.seats]}
        require({k: list(e[k]) for k in want} == want, f"turn_end: the seats' Fame, Coins and Shards are {want}")
        self.leaders.append(want["fame"])
        self.phase = "ended"
