"""The Market Row's Special Assignment card effects whose events docs/trickerion-trace.md pins ("Card effects
of the Market Row and Downtown"; docs/trickerion-effects.md "Market Row"; docs/trickerion.md T68-T70):
Component Sale (A36), Shoplifting (A40), Logistics (A41), Traveling Merchants (A42). Workshop Delivery
(A45) is a market source and a price in market.py."""

from __future__ import annotations

from .errors import require
from .expect import Expect, gain, one_of


class MarketEffectRules:
    # -- A40 Shoplifting
    def shoplift(self, seat, e: dict, found: tuple) -> int:
        """T68: one copy from a Buy slot for free (`buy` count 1, price 0, its `component` cause buy from
        ["stock", i]; its `buy` gain of 0 may be written), then the `market` event (cause special_assignment, op
        shoplift) refilling that slot with a Basic type shown on no other Buy slot."""
        d, g = self.data, self.game
        (_, card), _ = found
        comp, bargain = e["component"], e["bargain"]
        require(comp in d.tier, "a component of the composition")
        require(e["count"] == 1 and e["price"] == 0,
                "Shoplifting takes one component for free: count 1, price 0 (A40)")
        require(isinstance(bargain, int) and bargain >= 0, "Bargain AP is 0 or more")
        slots = [["stock", i] for i, c in enumerate(g.stock) if c == comp]
        require(slots, "Shoplifting takes a component from a Buy slot, not the Quick Order slot (A40, T68)")
        require(seat.held(comp) + 1 <= d.max_per_type, f"at most {d.max_per_type} of a type held (RULES §1.7)")

        def refill(ev):
            i = ev["market_slot"][1]
            shown = {c for k, c in enumerate(g.stock) if k != i}
            basics = [c for c, tier in d.tier.items() if tier == "basic" and c not in shown]
            self.queue.push_front(
                gain(seat.index, cause="buy", component=comp, rule="the shoplifted copy costs nothing"),
                Expect({"event": "market", "slot": ["stock", i], "component": one_of(*basics), "replaced": comp,
                        "cause": "special_assignment", "card": card, "op": "shoplift"},
                       f"Shoplifting refills the Buy slot with a Basic type shown on no other Buy slot: one of "
                       f"{basics} (A40, T68)"))
        self.queue.push(Expect({"event": "component", "seat": seat.index, "component": comp, "count": 1,
                                "cause": "buy", "from": ["supply"], "to": one_of(*self.buy_destinations(seat, comp)),
                                "market_slot": one_of(*slots)},
                               "Shoplifting: the free copy goes from a Buy slot to the seat (A40)", after=refill))
        return 1 + bargain

    # -- A36 Component Sale
    def buy_mix(self, seat, e: dict, found: tuple) -> int:
        """docs/trickerion-trace.md: up to `count` copies in any mix of types; `component` null when several
        types, one `component` event per copy (count 1, its market_slot) then one `gain` cause buy with
        `component` and `market_slot` null. A single named type may also show as one `component` event of the
        whole count, as an ordinary Buy (R54). price = the copies' prices − Bargain, at least 0."""
        d = self.data
        _, eff = found
        comp, n, bargain = e["component"], e["count"], e["bargain"]
        require(comp is None or comp in d.tier, "a component of the composition, or null for a mix (A36)")
        require(isinstance(n, int) and 1 <= n <= eff["count"],
                f"Component Sale takes 1-{eff['count']} components in one Buy (A36)")
        require(isinstance(bargain, int) and bargain >= 0, "Bargain AP is 0 or more")
        require(isinstance(e["price"], int) and seat.coins >= e["price"], "the seat can pay for its Buy")
        self.queue.push(self.mix_copy(seat, e, n, 0, set(), bargain))
        return 1 + bargain

    def mix_copy(self, seat, e: dict, left: int, worth: int, types: set, bargain: int) -> Expect:
        comp = e["component"]

        def when(ev):
            c, k = ev.get("component"), ev.get("count")
            if c not in self.data.tier or (comp is not None and c != comp) or list(ev.get("from", [])) != ["supply"]:
                return False
            if not (k == 1 or (comp is not None and k == left == e["count"])):
                return False
            return ev.get("market_slot") in self.market_sources(seat, c) \
                and list(ev.get("to", [])) in self.buy_destinations(seat, c)

        def after(ev):
            k, c = ev["count"], ev["component"]
            total = worth + k * self.copy_price(seat, c, ev["market_slot"])
            if left - k > 0:
                self.queue.push_front(self.mix_copy(seat, e, left - k, total, types | {c}, bargain))
                return
            require(comp is not None or len(types | {c}) >= 2,
                    "a Component Sale Buy of one type names it: component is null only for several types (A36)")
            price = max(0, total - bargain)
            require(e["price"] == price, f"the Buy's price is its copies' prices - Bargain, at least 0: {price} (A36)")
            pay = gain(seat.index, coins=-price, cause="buy", component=comp,
                       rule=f"Component Sale: one buy gain of the whole price {price} (A36)")
            if comp is None:
                pay.when = lambda g_ev: g_ev.get("market_slot") is None
            self.queue.push_front(pay)
        return Expect({"event": "component", "seat": seat.index, "cause": "buy"},
                      f"Component Sale: {left} more cop{'y' if left == 1 else 'ies'} of a type in stock, one "
                      f"component event per copy (A36)", when=when, after=after)

    # -- A41 Logistics, A42 Traveling Merchants (after the Order's market event)
    def order_effects(self, seat, comp: str, slot: int) -> list:
        d, g = self.data, self.game
        out = []
        for (_, card), _ in self.effects("order_now", "order"):   # the placement's first Order (G28)
            out.append(Expect({"event": "market", "slot": ["stock", slot], "component": comp,
                               "replaced": g.stock[slot], "cause": "special_assignment", "card": card,
                               "op": "order_now"},
                              "Logistics: the ordered type shows in the aligned Buy slot at once (A41, T69)"))
        sa = self.open.get("sa")
        if sa and sa["use"] == "text" and sa["word"] == "order":   # Traveling Merchants: every Order (T70)
            for eff in d.sa_cards[sa["card"]].get("effect", []):
                if eff["op"] != "order_deliver":
                    continue
                cost = self.copy_price(seat, comp, ["order", slot]) + eff["surcharge"]
                src = ("special_assignment", sa["card"])

                def pay(ev, cost=cost, src=src):
                    self.queue.push_front(self.effect_gain(
                        src, seat.index, "order_deliver", coins=-cost, optional_if_zero=False,
                        rule=f"Traveling Merchants: the delivered copy costs its price + 1 = {cost} (A42)"))
                out.append(Expect({"event": "component", "seat": seat.index, "component": comp, "count": 1,
                                   "cause": "buy", "from": ["supply"], "market_slot": ["order", slot],
                                   "to": one_of(*self.buy_destinations(seat, comp))},
                                  "Traveling Merchants may deliver one copy of the order at once (A42, T70)",
                                  optional=True, after=pay))
        return out
