"""The Performance phase (RULES §1.10, G66-G70): weekday order, the performer's card choice, every
marker's yield with its owner's weekday modifier, the performer's Link, Specialist and card
bonuses, and the markers going home."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, flex_gain, gain, one_of
from .theater_abilities import TRICK_STEAL


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

    def perform_card_effect(self, performer: int, op: str):
        """(source, effect) of the performer's `perform` SA card used for its text (its own, not a copy: T66)."""
        ch = self.game.seats[performer].characters.get("Magician")
        if ch and ch.sa and ch.sa_use == "text" and self.data.sa_cards[ch.sa]["action"] == "perform":
            for eff in self.data.sa_cards[ch.sa].get("effect", []):
                if eff["op"] == op:
                    return ("special_assignment", ch.sa), eff
        return self.perform_contraption_effect(performer, op)   # T126: then a "perform" Contraption

    def premiere_gain(self, premiere, p: int, got: tuple) -> Expect:
        """Grand Premiere (A13): right after a first-performed Trick's yield, one chosen part once more (R45)."""
        (_, card), eff = premiere
        extra = eff.get("times", 2) - 1
        options = [tuple(x * extra if k == i else 0 for k, x in enumerate(got)) for i in range(3) if got[i]]

        def when(e):
            return (e.get("fame"), e.get("coins"), e.get("shards")) in options
        return Expect({"event": "gain", "seat": p, "cause": "special_assignment", "card": card, "op": "premiere"},
                      f"Grand Premiere: a Trick performed for the first time this game doubles one part of its yield "
                      f"{got} (A13)", when=when)

    def fiasco_gains(self, performer: int, markers: dict) -> list:
        """Arranged Fiasco (A12): per seat in seat order, + own per own marker, other per marker (R46: a pile is
        one marker, the Guest slot's counts)."""
        found = self.perform_card_effect(performer, "fiasco")
        if not found:
            return []
        src, eff = found
        out = []
        for p in range(self.data.players):
            n = sum(1 for m in markers.values() if m["seat"] == p)
            fame = n * (eff["own"] if p == performer else eff["other"])
            x = self.effect_gain(src, p, "fiasco", fame=fame,
                                 rule="Arranged Fiasco: the performer +1 Fame per own marker, every other seat "
                                      "-1 per marker, cut at 0 Fame (A12, G19)")
            if fame < 0:   # a loss is cut at the seat's Fame (G19)
                del x.fields["fame"]
                x.when = (lambda want: lambda e: e.get("fame") == want or
                          (want < e.get("fame", 1) <= 0 and e.get("totals", [None])[0] == 0))(fame)
            out.append(x)
        return out

    def durable_expectation(self, performer: int, card: str, markers: dict, returns: list) -> Expect:
        """Durable Components (A11): one performed marker of the performer's back onto its Trick card."""
        def when(e):
            m = markers.get(e.get("from", [None, None, None])[2]) if list(e.get("from", []))[:2] == ["card", card] \
                else None
            return m is not None and m["seat"] == performer and e.get("count") == 1 \
                and list(e.get("to", [])) == ["trick", performer, m["symbol"]]

        def after(e):
            slot = e["from"][2]
            for k, x in enumerate(returns):
                if x.fields["from"] == ["card", card, slot]:
                    if x.fields["count"] == 1:
                        returns.pop(k)
                    else:
                        x.fields["count"] -= 1
                    break
        return Expect({"event": "marker", "seat": performer, "cause": "performed"},
                      "Durable Components: one performed marker back onto its Trick card (A11)", optional=True,
                      when=when, after=after)

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
        markers = g.cards[card]
        for_all = self.in_force("performer_modifier_for_all")   # P19 (R11: `weekday` the owner's or the day's)
        as_fame = [src for src, eff in self.prophecy_effects() if eff["op"] == "coin_yield_as_fame"]   # P14
        self.steal_open = (card, markers) if any(self.ability_of(g.seats[p]) == TRICK_STEAL for p in [performer]) \
            else None
        self.stolen, self.yield_fame = {}, {}
        premiere = self.perform_card_effect(performer, "premiere")
        for p in range(d.players):
            for slot in sorted(markers):
                m = markers[slot]
                if m["seat"] != p:
                    continue
                owner = g.seats[p]
                day_of = day if for_all else owner.weekday
                got = self.marker_yield(p, m["trick"], day_of)
                rule = (f"a performed {m['trick']} yields its yield + its owner's weekday modifier ({day_of}), each "
                        f"part at least 0 (G68, and the Prophecy in force)")
                where = dict(card=card, slot=slot, trick=m["trick"],
                             weekday=one_of(owner.weekday, day) if for_all else owner.weekday)
                pile = m.get("count", 1) == 2
                first = premiere and p == performer and m["trick"] not in self.performed_tricks and any(got)
                if as_fame and (pile or first):   # P14 after Electra's and the premiere's gains (R47)
                    own = gain(p, *got, cause="yield", rule=rule, **where)
                elif as_fame and got[1]:
                    own = flex_gain(self.queue, p, got, (got[0] + got[1], 0, got[2]), "yield", rule,
                                    self.rest_gain(as_fame[0], p, "coin_yield_as_fame"), **where)
                else:
                    own = gain(p, *got, cause="yield", rule=rule, **where)
                own.after = self.victim_after(p, slot, got[0], own.after)
                own = self.steal_or_yield(p, slot, m["trick"], own) if p == performer else own
                self.queue.push(own)
                coins = [got[1]]
                both = []   # R90: Supercharge's and Grand Premiere's gains, both "right after the yield", any order
                if pile:   # Supercharge: the pile yields once, then the level in Fame and Coins
                    lv = d.level(m["trick"])
                    both.append(gain(p, fame=lv, coins=lv, cause="ability", magician=owner.magician,
                                     rule=f"Supercharge: the pile yields {lv} Fame and {lv} Coins more (G82)"))
                    coins[0] += lv
                if first:
                    x = self.premiere_gain(premiere, p, got)
                    x.after = (lambda c: lambda e: c.__setitem__(0, c[0] + e["coins"]))(coins)
                    both.append(x)
                if len(both) == 2:
                    self.queue.push(Group(both))
                else:
                    self.queue.push(*both)
                if as_fame and (pile or first):
                    x = self.effect_gain(as_fame[0], p, "coin_yield_as_fame", rule="P14: the yield's Coins (Electra's "
                                         "and the premiere's included) as Fame (coin_yield_as_fame, R47)")
                    del x.fields["fame"], x.fields["coins"]
                    x.when = (lambda c: lambda e: e.get("fame") == c[0] and e.get("coins") == -c[0])(coins)
                    x.optional = coins[0] == 0   # no Coins now: the premiere doubles no Coins then (R45, R47)
                    self.queue.push(x)
                self.performed_tricks.add(m["trick"])
        links = self.all_links(card)
        if d.option("link_bonus", "per_link") == "per_trick":
            count = len({s for a, b, _ in links for s in (a, b) if markers[s]["seat"] != "grey"})
        else:
            count = len(links)
        total = [d.performer_link_fame * count, 0, 0]
        self.queue.push(gain(performer, d.performer_link_fame * count, cause="performer_links", card=card, links=count,
                             rule=f"the performer gains {d.performer_link_fame} Fame per Link on the card: {count} "
                                  "(G67)"))
        if d.academy and self.ability_of(g.seats[performer]) == "secret_combination":   # G88, T114
            mine = sum(1 for a, b, _ in links if performer in (markers[a]["seat"], markers[b]["seat"]))
            total[0] += mine
            seat = g.seats[performer]
            self.queue.push(self.ability_event(seat, "secret_combination", None,
                                               "The Secret Combination after the performer's Link gain (T114)",
                                               optional=True))
            self.queue.push(gain(performer, fame=mine, cause="ability", magician=seat.magician,
                                 rule=f"The Secret Combination: 1 more Fame per Link with his marker: {mine} (G88, "
                                      f"T114)"))
        bonuses = []
        for key, (p, name) in g.slots.items():
            if p == performer and key[0] == "Theater" and key[1] == day and key[2] >= d.stage_slots \
                    and d.characters.get(name, {}).get("kind") == "specialist":
                amounts = tuple(d.characters[name]["backstage_bonus"].get(k, 0) for k in ("fame", "coins", "shards"))
                total = [t + x for t, x in zip(total, amounts)]
                bonuses.append(gain(performer, *amounts, cause="performer_specialist", character=name,
                                    rule=f"the performer's {name} backstage gives its bonus (G69)"))
        if d.academy:
            for src, eff in self.prophecy_effects():   # P33 (T114): the performer's Protégé backstage
                if eff["op"] == "protege_backstage" and any(
                        p == performer and key[0] == "Theater" and key[1] == day and key[2] >= d.stage_slots
                        and name == "Protégé" for key, (p, name) in g.slots.items()):
                    amounts = tuple(eff.get(k, 0) for k in ("fame", "coins", "shards"))
                    total = [t + x for t, x in zip(total, amounts)]
                    bonuses.append(Expect({"event": "gain", "seat": performer, "fame": amounts[0], "coins": amounts[1],
                                           "shards": amounts[2], "cause": one_of("performer_specialist", "prophecy")},
                                          "P33: the performer's Protégé backstage gives its bonus like a "
                                          "Specialist's (T114, R78)"))
        if bonuses:
            self.queue.push(Group(bonuses))
        total = [t + x for t, x in zip(total, d.cards[card]["bonus"])]
        self.queue.push(gain(performer, *d.cards[card]["bonus"], cause="performer_bonus", card=card,
                             rule="the performer gains the card's printed bonus"))
        for src, eff in self.prophecy_effects():   # P06: after the performer's gains, one gain of the rest (R2)
            if eff["op"] == "performer_bonus_times" and eff["times"] != 1:
                extra = [x * (eff["times"] - 1) for x in total]
                self.queue.push(self.effect_gain(src, performer, "performer_bonus_times", fame=extra[0],
                                                 coins=extra[1], shards=extra[2],
                                                 rule=f"P06: after the performer's gains, one gain of the bonuses "
                                                      f"{tuple(total)} x {eff['times'] - 1} more "
                                                      f"(performer_bonus_times, R2)"))
        found = self.perform_contraption_effect(performer, "performer_bonus_times") if d.dawn else None
        if found and found[1]["times"] != 1:   # Chain Hoist, Vanishing Cabinet (T126; R99: after P06's, additive)
            src, eff = found
            extra = [x * (eff["times"] - 1) for x in total]
            self.queue.push(self.effect_gain(src, performer, "performer_bonus_times", fame=extra[0], coins=extra[1],
                                             shards=extra[2],
                                             rule=f"a perform Contraption: after the performer's gains, one gain of "
                                                  f"the bonuses {tuple(total)} x {eff['times'] - 1} more (T126, R99)"))
        self.queue.push(*self.fiasco_gains(performer, markers))
        durable = self.perform_card_effect(performer, "durable")
        returns = [Expect({"event": "marker", "seat": m["seat"], "trick": m["trick"], "symbol": m["symbol"],
                           "count": m.get("count", 1),
                           "cause": "performed", "from": ["card", card, slot], "to": ["supply", m["seat"]]},
                          "every seat's performed marker goes back to its supply (G70)")
                   for slot, m in sorted(markers.items()) if m["seat"] != "grey"]
        if durable:
            n = durable[1].get("markers", 1) if durable[0][0] == "contraption" else 1   # Trapdoor 1, Escape Tank 2
            self.queue.push(*[self.durable_expectation(performer, card, markers, returns) for _ in range(n)])
        if d.academy:
            self.queue.push(*self.stay_on_card_expectations(card, markers, returns))
        if returns:
            self.queue.push(Group(returns))
