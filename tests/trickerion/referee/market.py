"""Market Row's actions (RULES §1.7, G39-G43, T11): Buy with Bargain, Order, Quick Order."""

from __future__ import annotations

from .errors import require
from .expect import Expect, gain, one_of


class MarketRules:
    def act_buy(self, e: dict) -> int:
        d, g, seat = self.data, self.game, self.seat(e["seat"])
        comp, n, bargain = e["component"], e["count"], e["bargain"]
        require(comp in d.tier, "a component of the composition")
        require(isinstance(n, int) and 1 <= n <= 3, "a Buy takes 1-3 copies of one type (G40)")
        require(isinstance(bargain, int) and bargain >= 0, "Bargain AP is 0 or more")
        slots = [["stock", i] for i, c in enumerate(g.stock) if c == comp]
        if g.quick_order == comp:
            slots.append(["quick_order"])
        require(slots, "Buy a type in the Buy area or on the Quick Order slot (RULES §1.7)")
        require(seat.held(comp) + n <= d.max_per_type, f"at most {d.max_per_type} of a type held (RULES §1.7)")

        def cost(market_slot):
            unit = d.price[comp] + (d.surcharge if list(market_slot) == ["quick_order"] else 0)
            return max(0, n * unit - bargain)
        prices = {tuple(s): cost(s) for s in slots}
        require(e["price"] in prices.values(), f"the price is count x price (+1 a copy from the Quick Order slot, T11) "
                                               f"- Bargain, at least 0 (G39): {sorted(set(prices.values()))}")
        require(seat.coins >= e["price"], "the seat can pay for its Buy")
        manager = [i for i in range(len(seat.manager)) if seat.manager_type(i) == comp]
        if manager:
            to = [["manager", seat.index, manager[0]]]
        elif seat.board.get(comp):
            to = [["board", seat.index]]
        else:
            to = [["board", seat.index]] + [["manager", seat.index, i] for i in range(len(seat.manager))
                                            if seat.manager_type(i) is None and seat.owns("Manager")]
        ok = [list(s) for s, p in prices.items() if p == e["price"]]
        self.queue.push(Expect({"event": "component", "seat": seat.index, "component": comp, "count": n,
                                "cause": "buy", "from": ["supply"], "to": one_of(*to), "market_slot": one_of(*ok)},
                               "the bought components go from the supply to the seat, from the market slot priced"))
        self.queue.push(gain(seat.index, coins=-e["price"], cause="buy", component=comp,
                             rule=f"Buy costs count x price - Bargain = {e['price']}"))
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
        return 1

    def act_quick_order(self, e: dict) -> int:
        d, g = self.data, self.game
        comp = e["component"]
        require(comp in d.tier and comp not in g.stock, "Quick Order a type not in the Buy area (G42)")
        self.queue.push(Expect({"event": "market", "slot": ["quick_order"], "component": comp, "cause": "quick_order",
                                "replaced": g.quick_order},
                               "the Quick Order component replaces what was on its slot (G42)"))
        return 2
