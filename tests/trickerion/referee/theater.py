"""The Theater's actions (RULES §1.7, §1.9, G60-G65): Set Up Trick with its Links and payments,
Reschedule."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, gain


class TheaterRules:
    def target_slot(self, seat, trick: str, card: str, slot: str, moving_from=None) -> None:
        d, g = self.data, self.game
        require(card in g.track, "a Performance card on the track")
        require(slot in d.cards[card]["slots"], "a slot of that Performance card")
        require(slot not in g.cards[card], "a free slot (grey markers fill theirs, G64)")
        sym = seat.tricks[trick]["symbol"]
        same = [s for s, m in g.cards[card].items() if m["seat"] == seat.index and m["symbol"] == sym
                and (card, s) != moving_from]
        require(not same, "the same Trick at most once on a Performance card (G61)")

    def act_set_up(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        trick, card, slot = e["trick"], e["card"], e["slot"]
        require(trick in seat.tricks, "Set Up a Trick the seat owns")
        sym = seat.tricks[trick]["symbol"]
        require(seat.on_trick.get(sym, 0) >= 1, "Set Up moves a marker from the seat's Trick card")
        self.target_slot(seat, trick, card, slot)
        self.check_orientation(card, slot, e["facing"], e["sides"], d.category(trick))
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
        pay = d.link_payment[d.level(trick) - 1]
        for link in got:
            require(link["payment"] in ("fame", "coins"), "a Link pays Fame or Coins, the placer's choice (G62)")
            self.queue.push(gain(seat.index, cause="link_payment", card=card, circle=link["circle"], trick=trick,
                                 optional_if_zero=False,
                                 rule=f"a Link pays {pay} by the placed Trick's level {d.level(trick)} (G62)",
                                 **{link["payment"]: pay}))
            if link["shard"]:
                owners = []
                for who in (seat.index, link["with"]):
                    if who != "grey" and who not in owners:
                        owners.append(who)
                self.queue.push(Group([gain(p, shards=d.shard_circle_shards, cause="link_shard", card=card,
                                            circle=link["circle"], optional_if_zero=False,
                                            rule="a Shard-circle Link gives each seat in it 1 Shard, none for "
                                                 "grey (G63, G64)")
                                       for p in owners]))
        return 1

    def act_reschedule(self, e: dict) -> int:
        d, g, seat = self.data, self.game, self.seat(e["seat"])
        trick = e["trick"]
        require(trick in seat.tricks, "Reschedule a Trick of the seat's own (G65)")
        sym = seat.tricks[trick]["symbol"]
        src, dst = list(e["from"]), list(e["to"])
        require(src[0] == "card" and dst[0] == "card", "Reschedule moves a marker between Performance card slots")
        m = g.cards.get(src[1], {}).get(src[2])
        require(m is not None and m["seat"] == seat.index and m["symbol"] == sym,
                "the seat's own marker of that Trick (G65)")
        require((src[1], src[2]) != (dst[1], dst[2]), "Reschedule moves to another slot")
        self.target_slot(seat, trick, dst[1], dst[2], moving_from=(src[1], src[2]))
        self.check_orientation(dst[1], dst[2], e["facing"], e["sides"], d.category(trick))
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym, "count": 1,
                                "cause": "reschedule", "from": src, "to": dst, "facing": e["facing"],
                                "sides": dict(e["sides"])}, "the rescheduled marker moves, no link payment (G65)"))
        return 1
