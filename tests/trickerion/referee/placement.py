"""Place Characters (RULES §1.6, G21-G26): whose turn it is, which slot, the AP of a placement, its
actions' AP arithmetic, the end of a placement, unplaceable characters and anytime actions."""

from __future__ import annotations

from .dark_alley_data import effects_of
from .errors import require
from .expect import Expect, Group, gain, one_of

LOCATION_ACTIONS = {
    "Downtown": {"learn_trick", "hire", "take_coins", "reroll_die", "set_die"},
    "Market Row": {"buy", "order", "quick_order"},
    "Workshop": {"prepare", "move_trick", "move_components", "move_apprentice", "build_contraption"},
    "Theater": {"set_up", "reschedule"},
    "Dark Alley": {"draw_first_card", "draw_further_cards", "fortune_telling", "fate_weaving"},
    "Academy": {"renovate", "practice", "teach", "learn_secret", "discover_secret"},
}


def secret_draw_done(ref, e: dict) -> None:
    """Under P30 the drawn Secrets are followed by the Learn Secret (docs/trickerion-trace.md)."""
    ac = getattr(ref, "ac", None)
    if ac is not None and ac.drawn[ref.open["seat"]]:
        require(e["action"] == "learn_secret", "P30: the Secrets drawn come right before the Learn Secret")


class PlacementRules:
    # -- whose turn
    def remaining(self, seat) -> list:
        late = getattr(self, "late", {})
        if seat.index in late and not late[seat.index]:   # P31: a seat that has not stopped may still assign
            return [c for c in seat.characters.values()
                    if c.joined and not c.placed and not c.unplaceable and (c.card is not None or not c.assigned)]
        return [c for c in seat.characters.values()
                if c.joined and c.card is not None and not c.placed and not c.unplaceable]

    def next_placer(self) -> int | None:
        order = self.game.initiative
        if self.last_placer >= 0 and self.turn_placements == 1 and self.double_turn \
                and self.remaining(self.game.seats[self.last_placer]):
            return self.last_placer   # P09: a seat places two characters a turn, the second if it has one
        start = order.index(self.last_placer) + 1 if self.last_placer >= 0 else 0
        for k in range(len(order)):
            p = order[(start + k) % len(order)]
            if self.remaining(self.game.seats[p]):
                return p
        return None

    def check_placements_done(self) -> None:
        require(self.open is None, "the last placement ended (placement_end)")
        if not self.data.option("may_decline", False):
            for seat in self.game.seats:
                left = self.remaining(seat)
                require(not left,
                        f"seat {seat.index}'s revealed {left[0].name if left else ''} is placed or unplaceable (G21)")

    # -- slots
    def free_slots(self, seat, ch, loc: str | None = None, stage: bool = True) -> list:
        """Every (location, slot, weekday) the character may take now at `loc` (its card's location):
        free, not blocked, affordable (slot_cost), and the lowest modifier's under lowest_slot (P27)."""
        d, g = self.data, self.game
        loc = loc or ch.card
        out = []
        if loc == "Theater":
            days = [seat.weekday] if seat.weekday else [w for w in d.weekdays if w not in g.weekday_owner]
            for w in days:
                for s in range(d.stage_slots + d.backstage_slots):
                    if s < d.stage_slots and (ch.name != "Magician" or not stage):
                        continue
                    if ("Theater", w, s) not in g.slots:
                        out.append((loc, s, w))
        else:
            info = d.locations[loc]
            for s in range(len(info["slot_ap"])):
                if info.get("per_seat"):
                    if (loc, s, seat.index) not in g.slots:
                        out.append((loc, s, None))
                elif (loc, s) not in g.slots and s not in g.blocked.get(loc, set()):
                    if seat.coins >= sum(c for _, c in self.slot_costs(loc, info["slot_ap"][s])):
                        out.append((loc, s, None))
        if out and self.in_force("lowest_slot"):
            low = min(self.slot_ap(*x) for x in out)
            out = [x for x in out if self.slot_ap(*x) == low]
        return out

    def possible_slots(self, seat, ch) -> list:
        """free_slots, and with Freelancer's text (A25, any_location) those of every other location but
        the Theater's stage."""
        out = self.free_slots(seat, ch)
        cards = [ch.sa] if ch.sa else self.copyable_cards(seat, ch)   # Mimesis may copy a Freelancer (G79)
        if any(eff["op"] == "any_location" for card in cards for eff in self.data.sa_cards[card].get("effect", [])):
            for loc in list(self.data.locations) + ["Theater"]:
                if loc != ch.card:
                    out += self.free_slots(seat, ch, loc, stage=False)
        return out

    def slot_key(self, seat, location, slot, weekday):
        if location == "Theater":
            return ("Theater", weekday, slot)
        if self.data.locations[location].get("per_seat"):
            return (location, slot, seat.index)
        return (location, slot)

    def slot_ap(self, location, slot, weekday=None) -> int:
        if location == "Theater":
            return self.data.weekday_ap[weekday]
        return self.data.locations[location]["slot_ap"][slot]

    # -- events
    def on_anytime(self, e: dict) -> None:
        self.enter("reveal")
        require(self.open is None and e["seat"] == self.next_placer(),
                "anytime actions only at the start of the seat's own placement (G17)")
        seat = self.seat(e["seat"])
        self.check_no_activation_pending(seat)   # T125: anytime events come before the activations
        if e["what"] == "discard_trick":
            trick = e["trick"]
            require(trick in seat.tricks, "a Trick the seat owns is discarded")
            sym = seat.tricks[trick]["symbol"]
            group = []
            if seat.on_trick.get(sym, 0):
                group.append(Expect({"event": "marker", "seat": seat.index, "trick": trick, "cause": "discard",
                                     "count": seat.on_trick[sym], "from": ["trick", seat.index, sym],
                                     "to": ["supply", seat.index]}, "a discarded Trick's markers go back (G18)"))
            for card, slots in self.game.cards.items():
                for slot, m in slots.items():
                    if m["seat"] == seat.index and m["symbol"] == sym:
                        group.append(Expect({"event": "marker", "seat": seat.index, "trick": trick, "cause": "discard",
                                             "from": ["card", card, slot], "to": ["supply", seat.index]},
                                            "a discarded Trick's markers in the Theater go back too (G18)"))
            self.queue.push(*group)
            here = self.ac.marker.get((seat.index, trick)) if self.data.academy else None
            if here is not None:
                self.queue.push(Expect({"event": "academy_marker", "seat": seat.index, "trick": trick,
                                        "cause": "discard", "from": list(here), "to": None},
                                       "a discarded Trick's Academy marker comes back (G18, R72)"))
            where = "engineer" if seat.tricks[trick]["engineer"] else "seat"
            back = ["deck", self.data.category(trick)]
            if self.data.dawn and trick in self.data.signature_of:
                back = ["beside", self.data.signature_of[trick]]   # R98 (open reading): beside its board again
            self.queue.push(Expect({"event": "trick", "seat": seat.index, "trick": trick, "cause": "discard",
                                    "from": [where, seat.index], "to": back},
                                   "the discarded Trick goes back to its deck (G18; a Signature Trick beside its "
                                   "Magician's board, R98)"))
        else:
            require(e["what"] == "return_components", "anytime: discard_trick or return_components")
            comp, n = e["component"], e["count"]
            require(n > 0 and seat.held(comp) >= n, "the seat holds the components it returns")
            places = [["board", seat.index]] + [["manager", seat.index, i] for i in range(len(seat.manager))
                                                if seat.manager_type(i) == comp]
            self.queue.push(Expect({"event": "component", "seat": seat.index, "component": comp, "cause": "return",
                                    "count": one_of(n, -n), "from": one_of(*places), "to": ["supply"]},
                                   "returned components go to the supply"))

    def on_place(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("reveal")
        require(self.open is None, "one placement at a time")
        require(e["seat"] == self.next_placer(),
                f"placements go round by round in initiative order (G23): seat {self.next_placer()} is due")
        seat = self.seat(e["seat"])
        ch = seat.characters.get(e["character"])
        require(ch is not None and ch in self.remaining(seat), "a revealed character not placed yet (G22)")
        if seat.index in getattr(self, "late", {}):
            require(self.late_next == (seat.index, ch.name),
                    "under P31 the place follows its character's assign (T113)")
            self.late_next = None
        loc, slot, weekday = e["location"], e["slot"], e.get("weekday")
        sa = self.placement_card(seat, ch, e)
        if sa and sa["use"] == "ap" and any(eff["op"] == "any_location" for eff in effects_of(d.sa_cards[sa["card"]])):
            require(self.free_slots(seat, ch),
                    "a Freelancer whose own location has no free slot must use its text: its +1 AP is not offered "
                    "(A25, T63)")
        self.open = {"seat": seat.index, "character": ch.name, "location": loc, "ap_left": 0, "slot": slot,
                     "weekday": weekday, "sa": sa, "fresh": True}
        if d.dawn:
            self.open["contraptions"] = self.take_activated(seat)   # T125, T126
        if loc != "Theater":
            require(weekday is None, "a weekday only in the Theater")
        if loc != ch.card and self.effects("any_location"):
            require(loc in d.locations or loc == "Theater", "Freelancer: any location of the ruleset (A25)")
            require((loc, slot, weekday) in self.free_slots(seat, ch, loc, stage=False),
                    "Freelancer: a free legal slot of another location, not the Theater's stage (A25)")
        else:
            require(loc == ch.card, f"the character goes to the location of its card ({ch.card})")
            require((loc, slot, weekday) in self.free_slots(seat, ch),
                    "a free legal slot: not taken, not blocked, the seat's own Workshop slots, its own single weekday "
                    "(the first seat there claims it, G24), the stage for the Magician only; paid for (slot_cost); "
                    "the lowest modifier's under lowest_slot")
        shard = bool(e["shard"])
        ap = e["ap"]
        want = {"character": self.character_ap(seat, ch.name), "slot": self.slot_ap(loc, slot, weekday),
                "shard": self.shard_ap() if shard else 0}
        if d.dark_alley:
            want["special_assignment"] = 1 if sa and sa["use"] == "ap" else 0
            want["ability"] = self.mechanical_enhancement(seat, ch, loc, ap)
        want["total"] = max(0, sum(want.values()))
        require({k: ap.get(k) for k in want} == want,
                f"a placement's AP = the character's AP + the slot's modifier + the Shard (+1 for an SA card's AP, "
                f"+1 for Mechanical Enhancement; G25-G27, G78 and the effects in force): {want}")
        paid = []
        if shard:
            require(loc != "Theater" or self.in_force("shard_ap_in_theater"), "no Shard for AP in the Theater (G26)")
            require(seat.shards >= 1, "the Shard buy needs a Shard")
            paid.append(gain(seat.index, shards=-1, cause="shard_ap", rule="the Shard buy costs 1 Shard (G26)",
                             optional_if_zero=False))
        for src, coins in self.slot_costs(loc, want["slot"]):
            paid.append(self.effect_gain(src, seat.index, "slot_cost", coins=-coins, optional_if_zero=False,
                                         rule=f"the slot costs {coins} Coins (slot_cost)"))
        among, after = self.ability_follow_ups(seat, ch, loc, want.get("ability", 0), sa)
        paid += among   # R32: Mechanical Enhancement's and Mimesis' events among the place's own follow-ups
        if paid:
            self.queue.push(Group(paid) if len(paid) > 1 else paid[0])
        self.queue.push(*after)   # Magic for the Masses after the placement's own gains (G83)
        key = self.slot_key(seat, loc, slot, weekday)
        g.slots[key] = (seat.index, ch.name)
        if loc == "Theater":
            g.weekday_owner[weekday] = seat.index
            seat.weekday = weekday
        ch.placed, ch.where = True, key
        self.open["stage"] = loc == "Theater" and slot < d.stage_slots
        self.open["ap_left"] = want["total"]
        self.placements += 1
        self.turn_placements = self.turn_placements + 1 if self.last_placer == seat.index else 1
        if self.turn_placements == 1:   # R39: P09 Active when the placement turn begins makes it two placements
            self.double_turn = self.in_force("two_placements")
        self.last_placer = seat.index
        if sa and sa["use"] == "text" and sa["word"] == "any":
            self.refuse_uncheckable(self.card_effects_now(None), sa["card"])
            if self.effects("business_share"):
                self.business_share.append((seat.index, sa["card"]))

    def placement_card(self, seat, ch, e: dict):
        """The placed character's SA card and the seat's choice (D11): its text or +1 AP (G27)."""
        if not self.data.dark_alley:
            return None
        got = e["special_assignment"]
        if isinstance(got, dict) and got.get("copied"):
            return self.copied_card(seat, ch, got)   # Mimesis (G79, T66)
        if ch.sa is None:
            require(got is None, "place names an SA card only for a character that was assigned one")
            return None
        require(isinstance(got, dict) and got.get("card") == ch.sa and got.get("use") in ("text", "ap"),
                f"place names the character's SA card {ch.sa} and the seat's choice: its text or +1 AP (G27)")
        ch.sa_use = got["use"]
        return {"card": ch.sa, "use": got["use"], "word": self.data.sa_cards[ch.sa]["action"], "spent": False}

    def on_unplaceable(self, e: dict) -> None:
        self.enter("reveal")
        require(self.open is None and e["seat"] == self.next_placer(),
                "an unplaceable character is met on its seat's turn (G21)")
        seat = self.seat(e["seat"])
        ch = seat.characters.get(e["character"])
        require(ch is not None and ch in self.remaining(seat) and e["location"] == ch.card,
                "a revealed, unplaced character")
        require(not self.possible_slots(seat, ch), "a character with a free legal slot must be placed (G21)")
        ch.unplaceable = True
        if ch.sa:
            self.sa_back_to_hand(seat, ch)
        else:
            seat.hand[ch.card] = seat.hand.get(ch.card, 0) + 1   # its card goes back to the hand
        # no placement: the seat still places one of its other characters this round (G22: it
        # chooses which to place; G23: one placement each round; docs/trickerion.md T42)

    def on_action(self, e: dict) -> None:
        o = self.open
        require(o is not None and e["seat"] == o["seat"] and e["character"] == o["character"],
                "an action of the character being placed")
        require(not o["stage"], "a Magician on the stage slot takes no action (RULES §1.6)")
        require(e["action"] in LOCATION_ACTIONS[o["location"]],
                f"{o['location']}'s actions are {', '.join(sorted(LOCATION_ACTIONS[o['location']]))}")
        o["fresh"] = False
        secret_draw_done(self, e)
        word = self.start_action(e["action"])
        card = self.card_in_scope(word)
        if card is not None:
            self.refuse_uncheckable(self.card_effects_now(word), card, skip=("guest_slot",))
        cost = self.action_cost(word, getattr(self, "act_" + e["action"])(e))
        require(e["ap"] == cost, f"{e['action']} costs {cost} AP")
        require(cost <= o["ap_left"], f"AP overspent: {cost} AP with {o['ap_left']} left")
        o["ap_left"] -= cost
        require(e["ap_left"] == o["ap_left"], f"ap_left runs down from the placement's total ({o['ap_left']})")

    def on_placement_end(self, e: dict) -> None:
        o = self.open
        require(o is not None and e["seat"] == o["seat"] and e["character"] == o["character"],
                "the placed character stops")
        require(e["ap_unused"] == o["ap_left"], f"ap_unused is the AP left ({o['ap_left']})")
        self.open = None
