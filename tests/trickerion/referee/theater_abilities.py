"""The Magicians' abilities that act in the Theater (RULES §1.16, G80-G82, G90; docs/trickerion-trace.md
"The Theater's card effects and the Magicians' abilities"): Supercharge (Electra), Break Free (Master
of Chains), Trick Steal (The Red Lotus), Soul Possession (Yoruba Spiritmaster)."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, gain

SUPERCHARGE = "supercharge"
BREAK_FREE = "break_free"
TRICK_STEAL = "trick_steal"
SOUL_POSSESSION = "soul_possession"


class TheaterAbilityRules:
    # -- Supercharge (G82)
    def supercharge_expectation(self, seat, trick: str, card: str, slot: str) -> Expect:
        """Electra may pile a second marker of the Set Up's Trick onto its slot (R42: right after the
        set-up marker, or after the Set Up's gains)."""
        def after(e):
            self.start_pile(seat, trick, card, slot)
        return Expect({"event": "magician_ability", "seat": seat.index, "magician": seat.magician,
                       "ability": SUPERCHARGE, "trick": trick, "card": card, "slot": slot},
                      "Supercharge piles a second marker onto the slot the Set Up took (G82)", optional=True,
                      after=after)

    def start_pile(self, seat, trick: str, card: str, slot: str) -> None:
        sym = seat.tricks[trick]["symbol"]
        require(seat.on_trick.get(sym, 0) >= 1, "Supercharge needs a second marker on the Trick card (G82)")
        self.pile_due = (seat.index, card, slot)
        self.queue.push_front(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym,
                                      "count": 1, "cause": "set_up", "from": ["trick", seat.index, sym],
                                      "to": ["card", card, slot]},
                                     "Supercharge: the second marker joins the first on its slot (G82)"))

    def late_supercharge(self, seat, e: dict) -> None:
        """A Supercharge after the Set Up's follow-ups: the last action of Electra's open placement."""
        o = self.open
        last = o and o.get("last_set_up")
        require(last and o["seat"] == seat.index and (e.get("trick"), e.get("card"), e.get("slot")) == last,
                "Supercharge follows Electra's Set Up and names its Trick, card and slot (G82)")
        m = self.game.cards[last[1]].get(last[2])
        require(m is not None and m.get("count", 1) == 1, "Supercharge piles 2 markers, once a slot (G82)")
        self.start_pile(seat, *last)

    # -- Break Free (G65, RULES §1.16 [BGA, RAS])
    def break_free(self, seat, e: dict) -> None:
        d, g = self.data, self.game
        require(self.phase == "reveal" and self.open is None and not self.performed,
                "Break Free comes before the Performance phase, after the placements (R43)")
        self.check_placements_done()
        require(BREAK_FREE not in self.abilities_used, "Break Free once a turn (R43)")
        self.abilities_used.add(BREAK_FREE)
        trick = e["trick"]
        require(trick in seat.tricks, "Break Free moves one of the seat's own markers")
        sym = seat.tricks[trick]["symbol"]
        src, dst = list(e["from"]), list(e["to"])
        m = g.cards.get(src[1], {}).get(src[2]) if src[0] == "card" else None
        require(m is not None and m["seat"] == seat.index and m["symbol"] == sym, "the seat's own marker of that Trick")
        require(dst[0] == "card" and (src[1], src[2]) != (dst[1], dst[2]), "Break Free reschedules to another slot")
        self.target_slot(seat, trick, dst[1], dst[2], moving_from=(src[1], src[2]))
        self.check_orientation(dst[1], dst[2], e["facing"], e["sides"], d.category(trick))
        trial = {k: v for k, v in g.cards[dst[1]].items() if (dst[1], k) != (src[1], src[2])}
        trial[dst[2]] = {"seat": seat.index, "symbol": sym, "sides": dict(e["sides"])}
        links = self.links_at(dst[1], dst[2], trial)
        want = [(circle, trial[other]["seat"], shard) for circle, other, shard in links]
        got = e["links"]
        require(sorted((x["circle"], x["with"], bool(x["shard"])) for x in got) == sorted(want),
                f"Break Free: the Links the marker makes at its new slot: {want}")
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym,
                                "count": m.get("count", 1), "cause": "reschedule", "from": src, "to": dst},
                               "Break Free: the marker moves (a free Reschedule)"))
        pay = d.link_payment[d.level(trick) - 1]
        for link in got:
            require(link["payment"] in ("fame", "coins"), "a Link pays Fame or Coins, the placer's choice (G62)")
            self.queue.push(gain(seat.index, cause="ability", magician=seat.magician, optional_if_zero=False,
                                 rule=f"Break Free pays each Link as a Set Up's: {pay} (G62)", **{link["payment"]: pay}))
            if link["shard"]:
                owners = [p for p in dict.fromkeys((seat.index, link["with"])) if p != "grey"]
                self.queue.push(Group([gain(p, shards=d.shard_circle_shards, cause="ability", optional_if_zero=False,
                                            rule="Break Free: a Shard-circle Link's Shards to each seat in it (G63)")
                                       for p in owners]))

    # -- Soul Possession (G81)
    def soul_possession(self, seat, e: dict) -> None:
        g = self.game
        require(self.open is None and self.phase in ("reveal", "performance"),
                "Soul Possession comes before a performance (G81)")
        require(SOUL_POSSESSION not in self.abilities_used, "Soul Possession once a turn (G81)")
        self.abilities_used.add(SOUL_POSSESSION)
        day = e["weekday"]
        stages = self.stage_magicians()
        require(day in stages and day not in self.performed and stages[day] == e["performer"],
                "Soul Possession names a performance still due and its performer (G81)")
        performer = e["performer"]
        require(performer != seat.index, "Soul Possession chooses for an opponent (G81)")
        holding = [c for c in g.track if any(m["seat"] == performer for m in g.cards[c].values())]
        require(len(holding) >= 2, "Soul Possession is offered only when the performer has two cards or more (G81)")
        require(seat.shards >= 1, "Soul Possession costs 1 Shard (G81)")
        self.queue.push(gain(seat.index, shards=-1, cause="ability", magician=seat.magician, optional_if_zero=False,
                             rule="Soul Possession costs 1 Shard (G81)"))

    # -- Trick Steal (G80)
    def steal_or_yield(self, p: int, slot: str, trick: str, own: Expect) -> Expect:
        """The Red Lotus' own marker: its yield, or a trick_steal taking another seat's yield instead."""
        seat = self.game.seats[p]
        if self.ability_of(seat) != TRICK_STEAL or not self.steal_open:
            return own
        level = self.data.level(trick)

        def when(e):
            return own.matches(e) or (e.get("event") == "magician_ability" and e.get("ability") == TRICK_STEAL
                                      and e.get("slot") == slot)

        def after(e):
            if e["event"] != "magician_ability":
                if own.after:
                    own.after(e)
                return
            card, markers = self.steal_open
            victim, vslot = e["victim"], e["victim_slot"]
            m = markers.get(vslot)
            require(m is not None and m["seat"] == victim and victim not in (p, "grey") and e["trick"] == m["trick"],
                    "Trick Steal takes the yield of another seat's Trick on the card (G80)")
            require(self.data.level(m["trick"]) <= level, "Trick Steal: a Trick of the same or a lower level (G80)")
            require(vslot not in self.stolen, "each marker of another seat is stolen at most once (G80)")
            require(self.data.red_lotus != "once" or not self.stolen,
                    "option red_lotus=once: one Trick Steal a Performance (G80, R63)")
            self.stolen[vslot] = p
            got = self.marker_yield(p, m["trick"], seat.weekday, owner=victim)
            due = [gain(p, *got, cause="ability", magician=seat.magician,
                        rule="Trick Steal: the stolen Trick's yield, her weekday's modifier (G80)")]
            if vslot in self.yield_fame and self.yield_fame[vslot] > 0:   # R44: the victim's yield came first
                due.append(gain(victim, fame=-1, cause="ability", magician=seat.magician, optional_if_zero=False,
                                rule="Trick Steal: the robbed seat gets 1 Fame less (G80, R44)"))
            as_fame = [src for src, eff in self.prophecy_effects() if eff["op"] == "coin_yield_as_fame"]
            if as_fame and got[1]:   # P14 converts the stolen yield's Coins, after the −1 if it is due here (R47)
                due.append(self.effect_gain(as_fame[0], p, "coin_yield_as_fame", fame=got[1], coins=-got[1],
                                            rule="P14: the stolen yield's Coins as Fame, one gain after her "
                                                 "stolen yield's gain and the robbed seat's -1 (T92, T99, R47)"))
            self.queue.push_front(*due)
        return Expect({"seat": p}, own.rule + "; or The Red Lotus' trick_steal (G80)", when=when, after=after)

    def victim_after(self, p: int, slot: str, fame: int, base=None):
        def after(e):
            if base:
                base(e)
            self.yield_fame[slot] = fame
            thief = self.stolen.get(slot)
            if thief is not None and fame > 0:
                # R89: after the Shards' triggered gains of that yield (P02, P03: R3 "right after the gain")
                k = 0
                while k < len(self.queue.items) and getattr(self.queue.items[k], "fields", {}).get("op") in \
                        ("shard_gain_extra", "shard_gain_fame"):
                    k += 1
                self.queue.items.insert(k, gain(p, fame=-1, cause="ability",
                                                magician=self.game.seats[thief].magician, optional_if_zero=False,
                                                rule="Trick Steal: the robbed seat gets 1 Fame less (G80)"))
        return after

    # -- the ability event outside a queue
    def on_theater_ability(self, seat, ability: str, e: dict) -> None:
        if ability == SUPERCHARGE:
            self.late_supercharge(seat, e)
        elif ability == BREAK_FREE:
            self.break_free(seat, e)
        elif ability == SOUL_POSSESSION:
            self.soul_possession(seat, e)
        else:
            require(False, "Trick Steal's magician_ability comes only at the Red Lotus' marker's yield (G80)")
