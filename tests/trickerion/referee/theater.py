"""The Theater's actions (RULES §1.7, §1.9, G60-G65): Set Up Trick with its Links and payments,
Reschedule."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, gain, one_of
from .moves import GUEST
from .theater_abilities import SUPERCHARGE


class TheaterRules:
    def target_slot(self, seat, trick: str, card: str, slot: str, moving_from=None) -> None:
        d, g = self.data, self.game
        require(card in g.track, "a Performance card on the track")
        require(slot in d.cards[card]["slots"], "a slot of that Performance card")
        require(slot not in g.cards[card], "a free slot (grey markers fill theirs, G64)")
        sym = seat.tricks[trick]["symbol"]
        same = [s for s, m in g.cards[card].items() if m["seat"] == seat.index and m["symbol"] == sym
                and (card, s) != moving_from]
        twice = moving_from is None and self.effects("same_trick_twice", "set_up")   # New Twist (A09), R9
        if self.data.academy and self.ability_n(seat.index, trick, "double_marker"):
            twice = True   # T111: Double Marker, 2 markers of the Trick on one card
        require(not same or (twice and len(same) == 1), "the same Trick at most once on a Performance card (G61)")

    def act_set_up(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        trick, card, slot = e["trick"], e["card"], e["slot"]
        require(trick in seat.tricks, "Set Up a Trick the seat owns")
        sym = seat.tricks[trick]["symbol"]
        require(seat.on_trick.get(sym, 0) >= 1, "Set Up moves a marker from the seat's Trick card")
        if slot == GUEST:   # Guest Performer (A06)
            self.guest_set_up(seat, e)
            self.set_up_tail(seat, trick)
            return 1
        self.target_slot(seat, trick, card, slot)
        free = d.academy and self.ability_n(seat.index, trick, "free_rotate")
        self.check_orientation(card, slot, e["facing"], e["sides"], d.category(trick), free_rotate=bool(free))
        trial = dict(self.game.cards[card])
        trial[slot] = {"seat": seat.index, "symbol": sym, "sides": dict(e["sides"])}
        links = self.links_at(card, slot, trial)
        got = e["links"]
        want = [(circle, trial[other]["seat"], shard) for circle, other, shard in links]
        require(sorted((x["circle"], x["with"], bool(x["shard"])) for x in got) == sorted(want),
                f"the Links the marker creates (a circle whose two facing sides match): {want}")
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym, "count": 1,
                                "cause": "set_up", "from": ["trick", seat.index, sym], "to": ["card", card, slot],
                                "facing": e["facing"], "sides": dict(e["sides"])},
                               "the set-up marker goes onto the card"))
        self.open["last_set_up"] = (trick, card, slot)
        if self.ability_of(seat) == SUPERCHARGE:
            self.queue.push(self.supercharge_expectation(seat, trick, card, slot))
        pay = d.link_payment[d.level(trick) - 1]
        n = d.shard_circle_shards
        extras = []   # Headliner Trick (A08): one gain per Link after all the Links' gains (R10, R65)
        for link in got:
            require(link["payment"] in ("fame", "coins"), "a Link pays Fame or Coins, the placer's choice (G62)")
            rule = f"a Link pays {pay} by the placed Trick's level {d.level(trick)} (G62)"
            context = dict(card=card, circle=link["circle"])
            self.queue.push(gain(seat.index, cause="link_payment", trick=trick, optional_if_zero=False, rule=rule,
                                 **context, **{link["payment"]: pay}))
            if link["shard"]:
                owners = []
                for who in (seat.index, link["with"]):
                    if who != "grey" and who not in owners:
                        owners.append(who)
                rule = "a Shard-circle Link gives each seat in it 1 Shard, none for grey (G63, G64)"
                self.queue.push(Group([gain(p, shards=n, cause="link_shard", optional_if_zero=False, rule=rule,
                                            **context) for p in owners]))
            for src, eff in self.effects("link_payment_times", "set_up"):
                k = eff["times"] - 1
                amounts = {link["payment"]: k * pay, "shards": k * n if link["shard"] else 0}
                extras.append(self.effect_gain(
                    src, seat.index, "link_payment_times", **amounts,
                    rule=f"Headliner Trick: after all the Links' gains, the Link on {link['circle']} pays "
                         f"{eff['times']} times over, one gain of the rest {amounts} (A08, R65)"))
        self.queue.push(*extras)
        if d.academy and got and self.ability_of(seat) == "luminous_bonds":   # G87, T112
            n = len(got)
            lum = self.ability_event(seat, "luminous_bonds", e["character"],
                                     "Luminous Bonds after the Set Up's Link gains (G87, T112)", links=n)
            lum.fields["character"] = one_of(e["character"], None)   # R84: the acting character, or null
            self.open["luminous"] = [lum, Expect({"event": "gain", "seat": seat.index, "shards": 0, "cause": "ability",
                                    "magician": seat.magician},
                                   f"Luminous Bonds: {n} Fame and Coins in all, her choice (T112)",
                                   when=lambda ev, n=n: ev.get("fame", -1) >= 0 and ev.get("coins", -1) >= 0
                                   and ev["fame"] + ev["coins"] == n)]
        self.queue.push(*self.adjacent_payments(seat, e, trial, links, pay))
        self.set_up_tail(seat, trick, extras)
        return 1

    def set_up_tail(self, seat, trick: str, extras: list = ()) -> None:
        """After the Links' gains: the Prophecy's Fame, a late Supercharge, Buying Time's swap. With
        Headliner Trick's gains (`extras`, already queued) the Prophecy's Fame may come before or after
        them (R65)."""
        d = self.data
        for src, eff in self.effects("set_up_fame", "set_up"):   # P10, P13, P17, P23 (R5: after the Links' gains)
            if eff["category"] == d.category(trick):
                late = self.effect_gain(src, seat.index, "set_up_fame", fame=eff["fame"],
                                        rule=f"setting up a {eff['category']} Trick gives {eff['fame']} Fame "
                                             "(set_up_fame)")
                self.queue.push(late)
                if extras and not late.optional:
                    early = Expect(dict(late.fields), late.rule, optional=True,
                                   after=lambda e, x=late: self.queue.items.__setitem__(
                                       slice(None), [i for i in self.queue.items if i is not x]))
                    k = next(i for i, item in enumerate(self.queue.items) if item is extras[0])
                    self.queue.items.insert(k, early)
        self.queue.push(*self.open.pop("luminous", []))   # R84: Luminous Bonds after the Prophecy's Fame
        self.queue.push(*self.swap_expectation(seat))

    def act_reschedule(self, e: dict) -> int:
        d, g, actor = self.data, self.game, self.seat(e["seat"])
        if e.get("street_performance"):
            require(self.effects("street_performance", "reschedule"),
                    "a Reschedule to the supply only under Street Performance's text (A14)")
            return self.street_performance(actor, e)
        seat = self.reschedule_owner(actor, e)
        trick = e["trick"]
        require(trick in seat.tricks, "Reschedule a Trick of the seat's own (G65; Director's Favor: the owner's, A15)")
        sym = seat.tricks[trick]["symbol"]
        src, dst = list(e["from"]), list(e["to"])
        require(src[0] == "card" and dst[0] == "card", "Reschedule moves a marker between Performance card slots")
        m = g.cards.get(src[1], {}).get(src[2])
        require(m is not None and m["seat"] == seat.index and m["symbol"] == sym,
                "the seat's own marker of that Trick (G65)")
        require((src[1], src[2]) != (dst[1], dst[2]), "Reschedule moves to another slot")
        self.target_slot(seat, trick, dst[1], dst[2], moving_from=(src[1], src[2]))
        self.check_orientation(dst[1], dst[2], e["facing"], e["sides"], d.category(trick))
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym,
                                "count": m.get("count", 1), "cause": "reschedule", "from": src, "to": dst, "facing": e["facing"],
                                "sides": dict(e["sides"])}, "the rescheduled marker moves, no link payment (G65)"))
        return 1
