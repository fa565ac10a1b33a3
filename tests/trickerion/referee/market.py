"""Market Row's actions (RULES §1.7, G39-G43, T11): Buy with Bargain, Order, Quick Order."""

from __future__ import annotations

from .errors import require
from .expect import Expect, gain, one_of


class MarketRules:
    # -- where a Buy may take a type, at what price a copy, where it goes
    def market_sources(self, seat, comp: str) -> list:
        """The market slots a Buy (or Investments, A32) may take `comp` from: its Buy slots, the Quick Order slot,
        the Order slots under buy_from_order_area (P04, R6), ["owned"] for a type the seat holds under
        owned_types_in_stock (A45)."""
        g = self.game
        slots = [["stock", i] for i, c in enumerate(g.stock) if c == comp]
        if g.quick_order == comp:
            slots.append(["quick_order"])
        if self.effects("buy_from_order_area", "buy"):
            slots += [["order", i] for i, c in enumerate(g.order) if c == comp]
        if self.effects("owned_types_in_stock", "buy") and seat.held(comp) > 0:
            slots.append(["owned"])
        return slots

    def copy_price(self, seat, comp: str, market_slot) -> int:
        """A copy's price: the component's (component_price, P21), +1 from the Quick Order slot (T11), less
        owned_types_in_stock's discount for a type the seat holds (A45, R53), at least 0."""
        d = self.data
        price = d.price[comp]
        for _, eff in self.effects("component_price", "buy"):   # P21
            price = eff["price"]
        if list(market_slot) == ["quick_order"]:
            price += d.surcharge
        for _, eff in self.effects("owned_types_in_stock", "buy"):
            if seat.held(comp) > 0:
                price = max(0, price - eff["discount"])
        return price

    def buy_destinations(self, seat, comp: str) -> list:
        """R16: onto the Manager slot holding the type, else the board if it holds it, else the board or an
        empty Manager slot."""
        manager = [i for i in range(len(seat.manager)) if seat.manager_type(i) == comp]
        if manager:
            return [["manager", seat.index, manager[0]]]
        if seat.board.get(comp):
            return [["board", seat.index]]
        return [["board", seat.index]] + [["manager", seat.index, i] for i in range(len(seat.manager))
                                         if seat.manager_type(i) is None and seat.owns("Manager")]

    def act_buy(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        lift = self.effects("shoplift", "buy")                               # Shoplifting (A40)
        if lift:
            return self.shoplift(seat, e, lift[0])
        mix = self.effects("buy_any_mix", "buy")                             # Component Sale (A36)
        if mix:
            return self.buy_mix(seat, e, mix[0])
        comp, n, bargain = e["component"], e["count"], e["bargain"]
        require(comp in d.tier, "a component of the composition")
        require(isinstance(n, int) and 1 <= n <= 3, "a Buy takes 1-3 copies of one type (G40)")
        require(isinstance(bargain, int) and bargain >= 0, "Bargain AP is 0 or more")
        slots = self.market_sources(seat, comp)   # P04's Order slots (R6), Workshop Delivery's ["owned"] (A45, R53)
        require(slots, "Buy a type in the Buy area or on the Quick Order slot (RULES §1.7)")
        require(seat.held(comp) + n <= d.max_per_type, f"at most {d.max_per_type} of a type held (RULES §1.7)")

        def worth(market_slot):
            return n * self.copy_price(seat, comp, market_slot)
        prices = {tuple(s): max(0, worth(s) - bargain) for s in slots}
        by_fame = self.effects("buy_with_fame", "buy")                      # Smuggled Goods (A37)
        by_shard = [(src, eff) for src, eff in self.effects("buy_with_shard", "buy")   # Barter with Power (A38)
                    if seat.shards >= 1 and any(worth(s) <= eff["value"] for s in slots)]
        if by_fame or by_shard:
            require(e["price"] == 0, "the Buy paid in Fame or with a Shard costs no Coins (R7)")
            if by_shard:
                slots = [s for s in slots if worth(s) <= by_shard[0][1]["value"]]
            ok = [list(s) for s in slots]
        else:
            require(e["price"] in prices.values(),
                    f"the price is count x price (+1 a copy from the Quick Order slot, T11) - Bargain, at least 0 "
                    f"(G39): {sorted(set(prices.values()))}")
            ok = [list(s) for s, p in prices.items() if p == e["price"]]
        require(seat.coins >= e["price"], "the seat can pay for its Buy")
        to = self.buy_destinations(seat, comp)

        buy_fame = self.effects("buy_fame", "buy")                          # Workshop Exhibition (A39)

        def payments(ev):
            nominal = prices[tuple(ev["market_slot"])]
            out = [gain(seat.index, coins=-e["price"], cause="buy", component=comp,
                        rule=f"Buy costs count x price - Bargain = {e['price']}")]
            for src, eff in by_fame:
                lost = min(seat.fame, max(0, nominal - eff["minus"]))
                out.append(self.effect_gain(src, seat.index, "buy_with_fame", fame=-lost,
                                            rule=f"the Buy is paid in Fame = price - {eff['minus']}, cut at 0 "
                                                 f"(buy_with_fame): {lost}"))
            if by_shard and not by_fame:
                out.append(self.effect_gain(by_shard[0][0], seat.index, "buy_with_shard", shards=-1,
                                            rule="the Buy is free for 1 Shard returned (buy_with_shard)"))
            for src, eff in buy_fame:
                fame = max(0, e["price"] - eff["minus"])
                out.append(self.effect_gain(src, seat.index, "buy_fame", fame=fame,
                                            rule=f"after the Buy, Fame = Coins paid - {eff['minus']} (buy_fame): "
                                                 f"{fame}"))
            self.queue.push_front(*out)
        self.queue.push(Expect({"event": "component", "seat": seat.index, "component": comp, "count": n,
                                "cause": "buy", "from": ["supply"], "to": one_of(*to), "market_slot": one_of(*ok)},
                               "the bought components go from the supply to the seat, from the market slot priced",
                               after=payments))
        return 1 + bargain

    def act_order(self, e: dict) -> int:
        d, g = self.data, self.game
        comp, slot = e["component"], e["slot"]
        require(comp in d.tier, "a component of the composition")
        require(comp not in g.stock and comp not in g.order,
                "Order a type in neither the Buy area nor the Order area (G41)")
        require(isinstance(slot, int) and 0 <= slot < len(g.order) and g.order[slot] is None,
                "Order onto an empty Order slot (G41)")
        self.queue.push(Expect({"event": "market", "slot": ["order", slot], "component": comp, "cause": "order",
                                "replaced": None}, "the order goes onto its Order slot"))
        self.queue.push(*self.order_effects(self.seat(e["seat"]), comp, slot))   # Logistics (A41), Traveling Merchants (A42)
        return 1

    def act_quick_order(self, e: dict) -> int:
        d, g = self.data, self.game
        comp = e["component"]
        require(comp in d.tier and comp not in g.stock, "Quick Order a type not in the Buy area (G42)")
        self.queue.push(Expect({"event": "market", "slot": ["quick_order"], "component": comp, "cause": "quick_order",
                                "replaced": g.quick_order},
                               "the Quick Order component replaces what was on its slot (G42)"))
        kept = self.effects("keep_quick_order", "quick_order")   # Dubious Sources (A43): the card keeping it, or None
        g.quick_order_kept = kept[0][0][1] if kept else None
        return 2
