"""The Theater's Set Up and Reschedule card effects (docs/trickerion-trace.md "The Theater's card
effects and the Magicians' abilities"; docs/trickerion-effects.md): Guest Performer's Guest slot (A06),
Orchestral Interlude's payment of every adjacent marker (A07), Buying Time's `track_swap` (A10),
Street Performance (A14) and Director's Favor (A15)."""

from __future__ import annotations

from .errors import require
from .expect import Expect
from .moves import GUEST


class TheaterEffectRules:
    # -- A06 Guest Performer
    def guest_set_up(self, seat, e: dict) -> None:
        d, g = self.data, self.game
        trick, card = e["trick"], e["card"]
        require(self.effects("guest_slot", "set_up"), "the Guest slot only under Guest Performer's text (A06)")
        require(card in g.track, "a Performance card on the track")
        require(all(s in g.cards[card] for s in d.cards[card]["slots"]),
                "Guest Performer sets up into a full card's Guest slot (A06, R41)")
        require(GUEST not in g.cards[card], "one Guest slot a card (A06, R41)")
        sym = seat.tricks[trick]["symbol"]
        require(not any(m["seat"] == seat.index and m["symbol"] == sym for m in g.cards[card].values()),
                "the same Trick at most once on a Performance card, the Guest slot included (G61)")
        require(e.get("links") == [], "a Guest slot is in no circle: no Link (A06)")
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym, "count": 1,
                                "cause": "set_up", "from": ["trick", seat.index, sym], "to": ["card", card, GUEST]},
                               "the set-up marker goes onto the card's Guest slot (A06)"))

    # -- A07 Orchestral Interlude
    def adjacent_payments(self, seat, e: dict, trial: dict, links: list, pay: int) -> list:
        """The gains for every circle of the new slot with a marker across it that is no Link (A07)."""
        card, slot = e["card"], e["slot"]
        cards = self.effects("pay_every_adjacent", "set_up")
        got = e.get("adjacent")
        if not cards:
            require(not got, "set_up.adjacent only under Orchestral Interlude's text (A07)")
            return []
        linked = {circle for circle, _, _ in links}
        want = []
        for a, b, _ in self.circles_of(card, slot):
            other = b if a == slot else a
            if other in trial and a + b not in linked:
                want.append((a + b, trial[other]["seat"]))
        got = got or []
        require(sorted((x["circle"], x["with"]) for x in got) == sorted(want),
                f"Orchestral Interlude pays every circle of the slot with a marker across it that is no Link: {want} "
                "(A07, set_up.adjacent)")
        src = cards[0][0]
        out = []
        for x in got:
            require(x["payment"] in ("fame", "coins"), "an adjacent marker pays Fame or Coins, the placer's choice")
            out.append(self.effect_gain(src, seat.index, "pay_every_adjacent", optional_if_zero=False,
                                        rule=f"Orchestral Interlude: the adjacent marker across {x['circle']} pays the "
                                             f"Link payment {pay} (A07)", **{x["payment"]: pay}))
        return out

    # -- A10 Buying Time
    def swap_expectation(self, seat) -> list:
        cards = self.effects("swap_cards", "set_up")
        if not cards:
            return []
        src, eff = cards[0]

        def after(e):
            self.queue.push_front(self.effect_gain(src, seat.index, "swap_cards", coins=eff["coins"],
                                                   optional_if_zero=False,
                                                   rule=f"Buying Time: the swap gives {eff['coins']} Coins (A10)"))
        return [Expect({"event": "track_swap", "seat": seat.index},
                       "Buying Time may swap two Performance cards after the Set Up (A10)", optional=True, after=after)]

    def apply_track_swap(self, e: dict) -> None:
        g = self.game
        a, b = e["cards"]
        require(a != b and a in g.track and b in g.track, "Buying Time swaps two Performance cards of the track (A10)")
        i, j = g.track.index(a), g.track.index(b)
        g.track[i], g.track[j] = b, a
        require(list(e["track"]) == g.track, f"track_swap.track is the track after the swap: {g.track} (A10)")

    # -- A14 Street Performance, A15 Director's Favor
    def street_performance(self, seat, e: dict) -> int:
        g, o = self.game, self.open
        trick = e["trick"]
        require(trick in seat.tricks, "Street Performance takes one of the seat's own markers (A14)")
        sym = seat.tricks[trick]["symbol"]
        src = list(e["from"])
        require(src[0] == "card" and g.cards.get(src[1], {}).get(src[2], {}).get("seat") == seat.index
                and g.cards[src[1]][src[2]]["symbol"] == sym, "Street Performance: the seat's own marker on a card (A14)")
        require(list(e["to"]) == ["supply", seat.index], "Street Performance: the marker goes to the supply (A14)")
        day = o["weekday"]
        require(e.get("weekday") == day, f"Street Performance yields by the placed character's weekday ({day}, A14)")
        n = g.cards[src[1]][src[2]].get("count", 1)
        self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym, "count": n,
                                "cause": "reschedule", "from": src, "to": ["supply", seat.index]},
                               "Street Performance: the marker leaves its card (A14)"))
        got = self.marker_yield(seat.index, trick, day)
        src_card = self.effects("street_performance", "reschedule")[0][0]
        self.queue.push(self.effect_gain(src_card, seat.index, "street_performance", fame=got[0], coins=got[1],
                                         shards=got[2],
                                         rule=f"Street Performance: the marker yields now, {day}'s modifier (A14)"))
        return 1

    def reschedule_owner(self, seat, e: dict):
        """The seat whose marker a Reschedule moves: another's under Director's Favor (A15)."""
        owner = e.get("owner")
        if owner is None or owner == seat.index:
            return seat
        require(self.effects("directors_favor", "reschedule"),
                "reschedule.owner names another seat only under Director's Favor's text (A15, G65)")
        return self.seat(owner)

    def marker_yield(self, p: int, trick: str, day, owner: int | None = None) -> tuple:
        """A marker's yield (with its Trick's enhancements, A22, and its Practice Room's yield ability, T111) + the
        weekday's modifier, each part at least 0."""
        y = self.data.tricks[trick]["yield"]
        f, c, s = (y.get(k, 0) for k in ("fame", "coins", "shards"))
        ef, ec = self.game.enhanced.get(trick, (0, 0))
        if self.data.academy:
            q = p if owner is None else owner
            ef += self.ability_n(q, trick, "yield_fame")
            ec += self.ability_n(q, trick, "yield_coins")
        mf, mc, ms = self.yield_modifier(day) if day else (0, 0, 0)
        return (max(0, f + ef + mf), max(0, c + ec + mc), max(0, s + ms))
