"""The Workshop's Special Assignment card effects whose events docs/trickerion-trace.md pins ("Card effects
of the Workshop"; docs/trickerion-effects.md "Workshop"; docs/trickerion.md T75-T83): Replacable Parts'
marker elsewhere (A18), Unstable Prototype's returned components (A21), Enhance Trick (A22), On-stage
Preparation (A23), Hidden Talent (A24). They change the placement's first Prepare (G28)."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, one_of
from .moves import GUEST
from .state import Character

RETURN = "prepare_return_components"


class WorkshopEffectRules:
    # -- A21 Unstable Prototype: between the action and its marker
    def returned_components(self, seat, trick: str, e: dict) -> tuple[int, list]:
        """(extra markers, the events due) for `prepare.returned` ({component: count}): required tokens only, at
        most the Trick's requirement of each type and `max` in all, held by the seat (T80); a `component` event
        per token (count -1, to the supply, cause return), in any order, then one gain of their Fame and
        Coins (cause special_assignment, op prepare_return_components)."""
        d = self.data
        found = self.effects(RETURN, "prepare")
        got = e.get("returned")
        if not found:
            require(not got, "prepare.returned only under Unstable Prototype's text (A21)")
            return 0, []
        src, eff = found[0]
        got = {} if got is None else got  # absent: none returned (the trace doc; R55)
        require(isinstance(got, dict), "prepare.returned ({component: count}) under Unstable Prototype's text (A21)")
        needs = d.tricks[trick]["components"]
        for comp, k in got.items():
            require(comp in needs and isinstance(k, int) and 0 <= k <= needs[comp],
                    f"Unstable Prototype returns the Trick's required tokens, at most the required copies of each "
                    f"type (A21, T80): {needs}")
            require(k <= seat.held(comp), f"the seat holds the {comp} it returns (A21)")
        n = sum(got.values())
        require(n <= eff["max"], f"Unstable Prototype returns at most {eff['max']} tokens (A21, T80)")
        tokens = []
        for comp, k in sorted(got.items()):
            places = [["board", seat.index]] + [["manager", seat.index, i] for i in range(len(seat.manager))
                                                if seat.manager_type(i) == comp]
            tokens += [Expect({"event": "component", "seat": seat.index, "component": comp, "cause": "return",
                               "count": one_of(-1, 1), "from": one_of(*places), "to": ["supply"]},
                              "Unstable Prototype: a component event per returned token, to the supply (A21)")
                       for _ in range(k)]
        due = [Group(tokens)] if tokens else []
        due.append(self.effect_gain(src, seat.index, RETURN, fame=n * eff["fame"], coins=n * eff["coins"],
                                    rule=f"Unstable Prototype: {eff['fame']} Fame and {eff['coins']} Coin per "
                                         f"returned token, one gain: {n} (A21)"))
        return n * eff["markers"], due

    # -- after the markers: on_stage (A23), elsewhere (A18), enhance (A22)
    def free_stage_slots(self, seat, trick: str) -> list:
        """(card, slot) a marker of the Trick could go to by Set Up's rules: a free slot of a card on the track
        without that Trick's marker (G61)."""
        g = self.game
        sym = seat.tricks[trick]["symbol"]
        return [(c, s) for c in g.track for s in self.data.cards[c]["slots"]
                if s not in g.cards[c] and not any(m["seat"] == seat.index and m["symbol"] == sym
                                                   for m in g.cards[c].values())]

    def on_stage_expectation(self, seat, trick: str, e: dict, placed: int) -> list:
        """A23 (T75, T76): `prepare.on_stage` {card, slot, facing, sides} whenever a new marker and a free
        slot exist (else null or absent, R55); a `marker` of count 1 from the Trick card to that slot, cause
        prepare; no Link payment, no Shard, no set_up_fame."""
        d = self.data
        found = self.effects("prepare_to_stage", "prepare")
        got = e.get("on_stage")
        if not found:
            require(not got, "prepare.on_stage only under On-stage Preparation's text (A23)")
            return []
        if got is None:
            require(placed == 0 or not self.free_stage_slots(seat, trick),
                    "On-stage Preparation moves a new marker onto a free Performance card slot whenever it can "
                    "(A23, T75): prepare.on_stage")
            return []
        require(placed >= 1, "On-stage Preparation moves one of the new markers: the Prepare placed none (A23)")
        card, slot, facing, sides = got["card"], got["slot"], got["facing"], got["sides"]
        require(slot != GUEST, "On-stage Preparation: a slot of the card, by Set Up's rules (A23)")
        self.target_slot(seat, trick, card, slot)
        self.check_orientation(card, slot, facing, sides, d.category(trick))
        sym = seat.tricks[trick]["symbol"]
        return [Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym, "count": 1,
                        "cause": "prepare", "from": ["trick", seat.index, sym], "to": ["card", card, slot],
                        "facing": facing, "sides": dict(sides)},
                       "On-stage Preparation: one new marker from the Trick card straight onto prepare.on_stage's "
                       "slot, cause prepare (A23)")]

    def elsewhere_expectation(self, seat, trick: str, e: dict) -> list:
        """A18 (T75, T77): `prepare.elsewhere`, another own Trick of the same or a lower level with no marker
        on its card and a free marker, whenever one exists (else null or absent, R55); a `marker` of count 1
        from the supply onto it, cause prepare, components or not."""
        d, g = self.data, self.game
        found = self.effects("prepare_marker_elsewhere", "prepare")
        got = e.get("elsewhere")
        if not found:
            require(got is None, "prepare.elsewhere only under Replacable Parts' text (A18)")
            return []
        ok = [t for t, info in seat.tricks.items() if t != trick and d.level(t) <= d.level(trick)
              and seat.on_trick.get(info["symbol"], 0) == 0 and g.free_markers(seat, info["symbol"]) >= 1]
        if got is None:
            require(not ok, f"Replacable Parts puts 1 marker on another own Trick whenever it can (A18, T75): one of "
                            f"{ok}")
            return []
        require(got in ok, f"Replacable Parts: another own Trick of equal or lower threshold whose card is empty, "
                           f"with a free marker (A18, T77): one of {ok}")
        sym = seat.tricks[got]["symbol"]
        return [Expect({"event": "marker", "seat": seat.index, "trick": got, "symbol": sym, "count": 1,
                        "cause": "prepare", "from": ["supply", seat.index], "to": ["trick", seat.index, sym]},
                       "Replacable Parts: 1 marker from the supply onto prepare.elsewhere's Trick, cause prepare (A18)")]

    def enhance_expectation(self, seat, trick: str, e: dict) -> list:
        """A22 (T75, T82): `prepare.enhance` {paid, shards, fame, coins} (the card's numbers; paid exactly when
        the seat has the Shards); if paid, the gain paying them, after which the Trick card's Fame and Coin
        yields are that much higher for the rest of the game (enhancements add up)."""
        g = self.game
        found = self.effects("enhance_trick", "prepare")
        got = e.get("enhance")
        if not found:
            require(got is None, "prepare.enhance only under Enhance Trick's text (A22)")
            return []
        src, eff = found[0]
        paid = seat.shards >= eff["shards"]
        want = {"paid": paid, "shards": eff["shards"], "fame": eff.get("fame", 0), "coins": eff.get("coins", 0)}
        require(isinstance(got, dict) and {k: got.get(k) for k in want} == want,
                f"prepare.enhance names the card's numbers and whether the seat had the Shards: {want} (A22)")
        if not paid:
            return []   # Enhance does nothing without the Shards (T75)

        def enhance(_):
            f, c = g.enhanced.get(trick, (0, 0))
            g.enhanced[trick] = (f + want["fame"], c + want["coins"])
        x = self.effect_gain(src, seat.index, "enhance_trick", shards=-eff["shards"], optional_if_zero=False,
                             rule=f"Enhance Trick: {eff['shards']} Shard(s) paid onto the Trick (A22)")
        x.after = enhance
        return [x]

    # -- A24 Hidden Talent
    def note_hidden_talent(self, seat, e: dict) -> None:
        found = self.effects("hidden_talent", "prepare")
        if found and e["character"].startswith(self.data.apprentice_type + " "):
            (_, card), _ = found[0]
            self.hidden_due.append((seat.index, e["character"], card))

    def lacking_specialists(self, seat) -> list:
        return [t for t in self.data.specialists if not seat.owns(t)]

    def on_hidden_talent(self, e: dict) -> None:
        """At End Turn after the `return` events (T83): the Apprentice leaves the team, a Specialist the seat
        lacks (hired this turn included) joins at home named by its type; its full wage is due now: `wage`
        {due, paid, short}, then its gains (cause special_assignment, op hidden_talent): Coins paid, then the
        Fame lost per Coin short (G72), cut at 0 (R56)."""
        d = self.data
        self.enter("return")
        for s in self.game.seats:
            if any(c.placed for c in s.characters.values()) or any(not c.joined for c in s.characters.values()):
                require(s.index in self.returns_seen,
                        f"Hidden Talent comes after the return events: seat {s.index} has not returned (A24)")
        seat = self.seat(e["seat"])
        due = [x for x in self.hidden_due if x[:2] == (seat.index, e["apprentice"])]
        require(due, "hidden_talent only for an Apprentice whose Prepare used Hidden Talent's text this turn (A24)")
        lacking = self.lacking_specialists(seat)
        require(e["specialist"] in lacking,
                f"Hidden Talent: the Apprentice becomes a Specialist the seat lacks: one of {lacking} (A24, T83)")
        wage = d.wage(e["specialist"])
        paid = min(seat.coins, wage)
        short = wage - paid
        got = e["wage"]
        require({k: got.get(k) for k in ("due", "paid", "short")} == {"due": wage, "paid": paid, "short": short},
                f"Hidden Talent: the Specialist's wage is due this turn: due {wage}, paid {paid}, short {short} "
                "(A24, T83, G72)")
        self.hidden_due.remove(due[0])
        _, name, card = due[0]
        seat.departed[name] = seat.characters.pop(name)
        seat.characters[e["specialist"]] = Character(e["specialist"])
        src = ("special_assignment", card)
        self.queue.push(self.effect_gain(src, seat.index, "hidden_talent", coins=-paid,
                                         rule=f"Hidden Talent: the Specialist's wage, {paid} Coins paid (T83)"))
        if short:
            lost = min(seat.fame, d.unpaid_wage_fame * short)
            self.queue.push(self.effect_gain(src, seat.index, "hidden_talent", fame=-lost,
                                             rule=f"Hidden Talent: each unpaid wage Coin costs {d.unpaid_wage_fame} "
                                                  f"Fame, cut at 0 (T83, G72, G19): {lost}"))

    def check_hidden_talents_done(self) -> None:
        for p, name, card in self.hidden_due:
            require(not self.lacking_specialists(self.game.seats[p]),
                    f"seat {p}'s {name} prepared under {card}'s text: at Return Characters it becomes a Specialist "
                    "the seat lacks (hidden_talent, A24, T83)")
