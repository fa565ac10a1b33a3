"""The Performance phase (RULES §1.10, G66-G70): weekday order, the performer's card choice, every
marker's yield with its owner's weekday modifier, the performer's Link, Specialist and card
bonuses, and the markers going home."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, flex_gain, gain, one_of


class PerformanceRules:
    def stage_magicians(self) -> dict:
        """weekday -> seat whose Magician is on its stage slot."""
        out = {}
        for key, (seat, name) in self.game.slots.items():
            if key[0] == "Theater" and key[2] < self.data.stage_slots and name == "Magician":
                out[key[1]] = seat
        return out

    def check_performances_done(self) -> None:
        due = set(self.stage_magicians())
        require(due <= self.performed,
                f"every weekday with a Magician on its stage performs: {sorted(due - self.performed)}")

    def yield_modifier(self, day: str) -> tuple:
        """The weekday's yield modifier, changed or replaced by the Prophecy's weekday_yield (P11, P16, P22)."""
        mod = list(self.data.yield_modifier[day])
        for _, eff in self.prophecy_effects():
            if eff["op"] == "weekday_yield" and eff["weekday"] == day:
                new = [eff.get(k, 0) for k in ("fame", "coins", "shards")]
                mod = new if eff.get("mode", "add") == "set" else [a + b for a, b in zip(mod, new)]
        return tuple(mod)

    def rest_gain(self, source: tuple, seat: int, op: str):
        def rest(fame, coins, shards):
            return self.effect_gain(source, seat, op, fame=fame, coins=coins, shards=shards, optional_if_zero=False,
                                    rule=f"the rest of the gain the effect changes ({op})")
        return rest

    def refuse_perform_card(self, performer: int) -> None:
        """A Theater SA card whose action is `perform`, used for its text by the performing Magician."""
        ch = self.game.seats[performer].characters.get("Magician")
        if ch and ch.sa and ch.sa_use == "text" and self.data.sa_cards[ch.sa]["action"] == "perform":
            self.refuse_uncheckable(self.data.sa_cards[ch.sa].get("effect", []), ch.sa)

    def on_performance(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("performance")
        stages = self.stage_magicians()
        day = e["weekday"]
        require(day in stages and day not in self.performed, "a weekday whose stage slot holds a Magician, once")
        require(all(d.weekdays.index(w) < d.weekdays.index(day) for w in self.performed),
                "performances in weekday order, Thursday to Sunday (RULES §1.10)")
        require(all(w in self.performed for w in stages if d.weekdays.index(w) < d.weekdays.index(day)),
                "performances in weekday order: no earlier weekday's performance is skipped")
        performer = stages[day]
        require(e["seat"] == performer, f"the performer is the seat of that stage's Magician ({performer})")
        self.performed.add(day)
        card = e["card"]
        holding = [c for c in g.track if any(m["seat"] == performer for m in g.cards[c].values())]
        if card is None:
            require(not holding, "a performer with markers on a card performs one of them (G66)")
            return
        require(card in holding, "the performer chooses a card holding at least one of its markers (RULES §1.10)")
        self.refuse_perform_card(performer)
        markers = g.cards[card]
        for_all = self.in_force("performer_modifier_for_all")   # P19 (R11: `weekday` the owner's or the day's)
        as_fame = [src for src, eff in self.prophecy_effects() if eff["op"] == "coin_yield_as_fame"]   # P14
        for p in range(d.players):
            for slot in sorted(markers):
                m = markers[slot]
                if m["seat"] != p:
                    continue
                owner = g.seats[p]
                y = self.data.tricks[m["trick"]]["yield"]
                f, c, s = (y.get(k, 0) for k in ("fame", "coins", "shards"))
                day_of = day if for_all else owner.weekday
                mf, mc, ms = self.yield_modifier(day_of) if day_of else (0, 0, 0)
                got = (max(0, f + mf), max(0, c + mc), max(0, s + ms))
                rule = (f"a performed {m['trick']} yields its yield + its owner's weekday modifier ({day_of}), each "
                        f"part at least 0 (G68, and the Prophecy in force)")
                where = dict(card=card, slot=slot, trick=m["trick"],
                             weekday=one_of(owner.weekday, day) if for_all else owner.weekday)
                if as_fame and got[1]:
                    self.queue.push(flex_gain(self.queue, p, got, (got[0] + got[1], 0, got[2]), "yield", rule,
                                              self.rest_gain(as_fame[0], p, "coin_yield_as_fame"), **where))
                else:
                    self.queue.push(gain(p, *got, cause="yield", rule=rule, **where))
        times = 1
        for src, eff in self.prophecy_effects():   # P06
            if eff["op"] == "performer_bonus_times":
                times, times_src = eff["times"], src

        def bonus(amounts, cause, rule, group=False, **context):
            total = tuple(x * times for x in amounts)
            if times == 1 or total == tuple(amounts):
                return gain(performer, *amounts, cause=cause, rule=rule, **context)
            return flex_gain(self.queue, performer, tuple(amounts), total, cause, rule,
                             self.rest_gain(times_src, performer, "performer_bonus_times"), **context)
        links = self.all_links(card)
        if d.option("link_bonus", "per_link") == "per_trick":
            count = len({s for a, b, _ in links for s in (a, b) if markers[s]["seat"] != "grey"})
        else:
            count = len(links)
        self.queue.push(bonus((d.performer_link_fame * count, 0, 0), "performer_links",
                              f"the performer gains {d.performer_link_fame} Fame per Link on the card: {count} (G67)",
                              card=card, links=count))
        bonuses = []
        for key, (p, name) in g.slots.items():
            if p == performer and key[0] == "Theater" and key[1] == day and key[2] >= d.stage_slots \
                    and d.characters.get(name, {}).get("kind") == "specialist":
                f, c, s = (d.characters[name]["backstage_bonus"].get(k, 0) for k in ("fame", "coins", "shards"))
                bonuses.append(bonus((f, c, s), "performer_specialist",
                                     f"the performer's {name} backstage gives its bonus (G69)", character=name))
        if bonuses:
            self.queue.push(Group(bonuses))
        self.queue.push(bonus(d.cards[card]["bonus"], "performer_bonus", "the performer gains the card's printed bonus",
                              card=card))
        returns = [Expect({"event": "marker", "seat": m["seat"], "trick": m["trick"], "symbol": m["symbol"], "count": 1,
                           "cause": "performed", "from": ["card", card, slot], "to": ["supply", m["seat"]]},
                          "every seat's performed marker goes back to its supply (G70)")
                   for slot, m in sorted(markers.items()) if m["seat"] != "grey"]
        if returns:
            self.queue.push(Group(returns))
