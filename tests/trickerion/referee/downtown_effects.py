"""Downtown's Special Assignment card effects whose events docs/trickerion-trace.md pins ("Card effects of
the Market Row and Downtown"; docs/trickerion-effects.md "Resources", "Downtown"; docs/trickerion.md
T70-T72, T74): Mass Recruitment's second Apprentice (A26), Trick Overhaul (A29), Leaked Blueprints
(A31), Investments (A32), Interest (A34). Each queues the events that must follow its action."""

from __future__ import annotations

from .errors import require
from .expect import Expect, flex_gain, one_of

OVERHAUL = "learn_overhaul"


class DowntownEffectRules:
    # -- A26 Mass Recruitment
    def next_apprentice(self, seat) -> str:
        """The name of the seat's next Apprentice: numbered in the order got (docs/trickerion-trace.md "Names"),
        after every Apprentice it ever had, Hidden Talent's departed ones included (R52)."""
        numbers = [int(name.rsplit(" ", 1)[1]) for name in list(seat.characters) + list(seat.departed)
                   if name.startswith(self.data.apprentice_type + " ")]
        return f"{self.data.apprentice_type} {max(numbers, default=0) + 1}"

    def second_apprentice(self, seat, hired: str) -> list:
        """A26 (T70): after the Hire of an Apprentice, optionally a second one for `coins` Coins, no AP, no die:
        its `gain` (cause special_assignment, op hire_second_apprentice) and its `character` event (cause hire,
        incoming), in either order (R49)."""
        d = self.data
        found = self.effects("hire_second_apprentice", "hire")
        if not found:
            return []
        src, eff = found[0]
        most = d.characters[d.apprentice_type]["max_per_seat"]
        if len(seat.apprentices()) + 2 > most or seat.coins < eff["coins"]:
            return []
        number = int(hired.rsplit(" ", 1)[1]) + 1
        name = f"{d.apprentice_type} {number}"
        rule = (f"Mass Recruitment: a second Apprentice ({name}) for {eff['coins']} Coins, no AP, no die: its gain "
                "and its character event (A26, T70, R49)")
        pay = self.effect_gain(src, seat.index, "hire_second_apprentice", coins=-eff["coins"],
                               optional_if_zero=False, rule=rule)
        join = Expect({"event": "character", "seat": seat.index, "character": name, "cause": "hire",
                       "state": "incoming"}, rule)

        def when(e):
            return pay.matches(e) or join.matches(e)

        def after(e):
            self.queue.push_front(join if e["event"] == "gain" else pay)
        return [Expect({"seat": seat.index}, rule, optional=True, when=when, after=after)]

    # -- A29 Trick Overhaul, A31 Leaked Blueprints
    def overhaul_targets(self, seat, trick: str) -> list:
        """A29 (T74): the owned Tricks the new one may replace: any, if the seat meets the new Trick's
        components (a Manager pile +1)."""
        if not self.effects(OVERHAUL, "learn"):
            return []
        if not seat.meets(self.data.tricks[trick]["components"], self.data.max_per_type):
            return []
        return [t for t in seat.tricks if t != trick]

    def learned_expectation(self, seat, trick: str, ordinary: Expect | None, targets: list) -> Expect:
        """The Learn's trick event: the ordinary one (cause learn, a free Symbol) or, under Trick Overhaul,
        the replaced Trick going back to its deck (cause special_assignment, op learn_overhaul), after which
        the learned one takes its Symbol and its place (A29)."""
        if not targets:
            return ordinary
        d = self.data
        (_, card), _ = self.effects(OVERHAUL, "learn")[0]

        def place_of(old):
            return ["engineer" if seat.tricks[old]["engineer"] else "seat", seat.index]

        def replaced(e):
            old = e.get("trick")
            return (old in targets and old in seat.tricks and e.get("event") == "trick" and e.get("seat") == seat.index
                    and e.get("cause") == "special_assignment" and e.get("card") == card and e.get("op") == OVERHAUL
                    and list(e.get("from", [])) == place_of(old) and list(e.get("to", [])) == ["deck", d.category(old)]
                    and e.get("symbol") == seat.tricks[old]["symbol"])

        def when(e):
            return replaced(e) or (ordinary is not None and ordinary.matches(e))

        def after(e):
            if e["cause"] != "special_assignment":
                return
            self.queue.push_front(Expect(
                {"event": "trick", "seat": seat.index, "trick": trick, "cause": "special_assignment", "card": card,
                 "op": OVERHAUL, "from": ["deck", d.category(trick)], "to": list(e["from"]), "symbol": e["symbol"]},
                f"Trick Overhaul: {trick} takes the replaced {e['trick']}'s Symbol ({e['symbol']}, and so its "
                f"markers) and its place (A29, T74)"))
        rule = (f"the learned Trick comes from its deck with the lowest free symbol (T4), or under Trick Overhaul "
                f"one of {targets} goes back to its deck first (A29, T74)" if ordinary is not None else
                f"Trick Overhaul with no free Symbol: one of {targets} goes back to its deck, then {trick} takes its "
                "Symbol and place (A29, T74)")
        return Expect({"event": "trick", "seat": seat.index}, rule, when=when, after=after)

    def apply_overhaul(self, e: dict) -> None:
        """A29's two trick events (matched against the queue): the replaced Trick to its deck, its markers
        staying with the Symbol; the learned one from its deck into the replaced one's Symbol and place."""
        d, g, seat = self.data, self.game, self.seat(e["seat"])
        trick, src, dst = e["trick"], list(e["from"]), list(e["to"])
        category = d.category(trick)
        if src[0] != "deck":
            del seat.tricks[trick]
            g.trick_decks[category] = sorted(g.trick_decks[category] + [trick], key=d.level)
            return
        require(trick in g.trick_decks.get(category, []) and trick not in seat.tricks,
                "the learned Trick is in its category's deck")
        g.trick_decks[category].remove(trick)
        seat.tricks[trick] = {"symbol": e["symbol"], "engineer": dst[0] == "engineer"}
        for slots in g.cards.values():   # the Symbol's markers in the Theater are the new Trick's now (T74)
            for m in slots.values():
                if m["seat"] == seat.index and m["symbol"] == e["symbol"]:
                    m["trick"], m["category"] = trick, category

    def leaked_markers(self, seat, trick: str, symbol: str) -> list:
        """A31: the markers put on the learned Trick at once, components or not (cause special_assignment)."""
        out = []
        for (_, card), eff in self.effects("learn_leaked", "learn"):
            require(self.data.level(trick) <= eff["max_level"],
                    f"Leaked Blueprints learns a Trick of level {eff['max_level']} or lower (threshold 16 or "
                    f"lower; A31, R48)")
            n = min(eff["markers"], 4)
            if n:
                out.append(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": symbol,
                                   "count": n, "from": ["supply", seat.index], "to": ["trick", seat.index, symbol],
                                   "cause": "special_assignment", "card": card, "op": "learn_leaked"},
                                  f"Leaked Blueprints puts {n} marker(s) on the learned Trick at once, components "
                                  "or not (A31)"))
        return out

    # -- A32 Investments, A34 Interest (after the Take Coins' gains)
    def take_coins_extras(self, seat, die: str, taken: int) -> list:
        out = []
        for src, eff in self.effects("take_coins_invest", "take_coins"):
            out.append(self.invest_expectation(seat, src, eff["components"], taken))
        for src, _ in self.effects("take_coins_reroll_add", "take_coins"):
            out.append(self.interest_expectation(seat, src, die))
        return out

    def invest_expectation(self, seat, src: tuple, left: int, budget: int) -> Expect:
        """A32 (T71): one copy at a time, at most `left` more, paid from the Coins this Take Coins gave (at most
        `budget` more): a `component` cause buy (count 1, its market_slot) then its gain (cause
        special_assignment, op take_coins_invest) of the copy's normal price (R50)."""
        def when(e):
            comp = e.get("component")
            if comp not in self.data.tier or e.get("count") != 1 or list(e.get("from", [])) != ["supply"]:
                return False
            slot = e.get("market_slot")
            return (slot in self.market_sources(seat, comp) and self.copy_price(seat, comp, slot) <= budget
                    and list(e.get("to", [])) in self.buy_destinations(seat, comp))

        def after(e):
            price = self.copy_price(seat, e["component"], e["market_slot"])
            follow = [self.effect_gain(src, seat.index, "take_coins_invest", coins=-price,
                                       rule=f"Investments: the copy costs its normal price, {price} Coins (A32, T71)")]
            if left > 1:
                follow.append(self.invest_expectation(seat, src, left - 1, budget - price))
            self.queue.push_front(*follow)
        return Expect({"event": "component", "seat": seat.index, "cause": "buy"},
                      f"Investments: up to {left} more Market Row component(s), one at a time, at normal prices, "
                      f"paid from the {budget} Coins left of this Take Coins (A32, T71)",
                      optional=True, when=when, after=after)

    def interest_expectation(self, seat, src: tuple, die: str) -> Expect:
        """A34 (T72): the used Bank die is rolled again (`die` cause reroll or roll, R51); not X: it turns to X
        again and its face is a gain (cause special_assignment, op take_coins_reroll_add; P07 doubles it, R2)."""
        faces = self.data.die_faces[die]

        def after(e):
            face = e["face"]
            if face == "X":
                return   # a rolled X gives nothing (T72)
            times = [(p, eff["times"]) for p, eff in self.effects("take_coins_times", "take_coins")]
            rule = f"Interest: the Bank die's new face {face} is added to the Coins taken (A34, T72)"
            if times and times[0][1] != 1:
                p_src, k = times[0]

                def rest(f, c, s):
                    return self.effect_gain(p_src, seat.index, "take_coins_times", coins=c, optional_if_zero=False,
                                            rule="P07 doubles Interest's Coins too (take_coins_times, T72)")
                pay = flex_gain(self.queue, seat.index, (0, face, 0), (0, face * k, 0), "special_assignment", rule,
                                rest, card=src[1], op="take_coins_reroll_add")
            else:
                pay = self.effect_gain(src, seat.index, "take_coins_reroll_add", coins=face, optional_if_zero=False,
                                       rule=rule)
            self.queue.push_front(self.die_used(die), pay)
        return Expect({"event": "die", "die": die, "cause": one_of("reroll", "roll"), "face": one_of(*faces)},
                      "Interest rolls the used Bank die once more after the Take Coins' gain (A34, T72, R51)",
                      after=after)
