"""The Workshop's actions (RULES §1.7, G44-G46): Prepare, Move Tricks (Engineer), Move Components
(Manager), Move Apprentice (Assistant)."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, one_of


class WorkshopRules:
    def act_prepare(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        trick = e["trick"]
        require(trick in seat.tricks, "Prepare a Trick the seat owns")
        info = seat.tricks[trick]
        self.signature_prepare_check(seat, trick)   # G94
        needs = d.tricks[trick]["components"]
        missing = [c for c, k in needs.items() if seat.counts_for(c, d.max_per_type) < k]
        lacking = self.effects("prepare_lacking", "prepare")                       # Ingenuity (A20)
        allowed = max([eff["types"] for _, eff in lacking], default=0)
        require(len(missing) <= allowed,
                "Prepare needs the Trick's components (a Manager pile counts 1 more, at most 3; G44)"
                + (f"; Ingenuity lets it lack {allowed} type" if lacking else ""))
        require(seat.on_trick.get(info["symbol"], 0) == 0, "Prepare only a Trick with no marker on its card (G44, G45)")
        academy = d.academy
        if academy:
            require(not self.taught(seat.index, trick), "a Trick in a Classroom can't be prepared [S L144] (T104)")
        free = self.game.free_markers(seat, info["symbol"])
        require(free >= 1, "Prepare needs a free marker of the Trick's symbol (4 a symbol)")
        n = d.tricks[trick]["markers"] + (1 if info["engineer"] else 0)
        n += sum(eff["n"] for _, eff in self.effects("prepare_markers", "prepare"))    # A16, A17, A18
        more, returned = self.returned_components(seat, trick, e)                   # Unstable Prototype (A21)
        n += more
        if academy:
            n += self.ability_n(seat.index, trick, "extra_marker")   # T111: Extra Marker
        if missing:
            n = min(n, min(eff["markers"] for _, eff in lacking))
        n = max(0, min(n, free))
        require(e["markers"] == n,
                f"Prepare places the printed markers (+1 on the Engineer's slot, and the effects in force), capped by "
                f"the free ones: {n}")
        self.queue.push(*returned)   # A21: between the action and its marker
        if n:
            self.queue.push(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": info["symbol"],
                                    "count": n, "cause": "prepare", "from": ["supply", seat.index],
                                    "to": ["trick", seat.index, info["symbol"]]},
                                   "the prepared markers go onto the Trick card"))
        # after the markers: on_stage, elsewhere, enhance, the yield, Fame per component (docs/trickerion-trace.md)
        self.queue.push(*self.on_stage_expectation(seat, trick, e, n))             # On-stage Preparation (A23)
        self.queue.push(*self.elsewhere_expectation(seat, trick, e))               # Replacable Parts (A18)
        self.queue.push(*self.enhance_expectation(seat, trick, e))                 # Enhance Trick (A22)
        for src, _ in self.effects("prepare_yield_now", "prepare"):                # Test Run (A17)
            f, c, sh = (d.tricks[trick]["yield"].get(k, 0) for k in ("fame", "coins", "shards"))
            ef, ec = self.game.enhanced.get(trick, (0, 0))                         # with its enhancements (T81)
            self.queue.push(self.effect_gain(src, seat.index, "prepare_yield_now", fame=f + ef, coins=c + ec,
                                             shards=sh,
                                             rule="the prepared Trick yields once, now (prepare_yield_now), with "
                                                  "its enhancements (T81)"))
        for src, eff in self.effects("prepare_fame_per_component", "prepare"):     # Invention (A19)
            fame = sum(k for c, k in needs.items() if d.tier[c] in eff["tiers"])
            self.queue.push(self.effect_gain(src, seat.index, "prepare_fame_per_component", fame=fame,
                                             rule=f"1 Fame per {'/'.join(eff['tiers'])} component the Trick requires "
                                                  f"(prepare_fame_per_component): {fame}"))
        self.note_hidden_talent(seat, e)                                           # Hidden Talent (A24)
        cost = d.tricks[trick]["prepare_ap"]
        if academy and self.ability_n(seat.index, trick, "prepare_cost"):
            cost = max(1, cost - self.ability_n(seat.index, trick, "prepare_cost"))   # T111, R71
        return cost

    def act_move_trick(self, e: dict) -> int:
        seat = self.seat(e["seat"])
        require(seat.owns("Engineer"), "Move Tricks needs the Engineer")
        trick = e["trick"]
        require(trick in seat.tricks and not seat.tricks[trick]["engineer"],
                "a Trick of the Workshop, not already on the Engineer's slot")
        other = self.engineer_trick(seat)
        require(e["swapped"] == other, f"the Trick on the Engineer's slot is swapped out ({other})")
        self.pending_swap = other
        items = [Expect({"event": "trick", "seat": seat.index, "trick": trick, "cause": "move",
                         "from": ["seat", seat.index], "to": ["engineer", seat.index]},
                        "the Trick moves onto the Engineer's slot")]
        if other:
            items.append(Expect({"event": "trick", "seat": seat.index, "trick": other, "cause": "move",
                                 "from": ["engineer", seat.index], "to": ["seat", seat.index]},
                                "the swapped Trick moves off it"))
        self.queue.push(Group(items))
        return 1

    def act_move_components(self, e: dict) -> int:
        seat = self.seat(e["seat"])
        require(seat.owns("Manager"), "Move Components needs the Manager")
        comp, slot = e["component"], e["slot"]
        require(isinstance(slot, int) and 0 <= slot < len(seat.manager), "one of the Manager's Multi Component slots")
        sources = [(["board", seat.index], seat.board.get(comp, 0))] + \
            [(["manager", seat.index, i], seat.manager[i].get(comp, 0)) for i in range(len(seat.manager)) if i != slot]
        sources = [(place, n) for place, n in sources if n > 0]
        require(sources, "a component pile of the seat's moves onto a Manager slot")
        src, n = sources[0]
        kind = seat.manager_type(slot)
        there = (kind, seat.manager[slot][kind]) if kind else None
        require(e["swapped"] == kind, "the pile on that Manager slot is swapped out")
        items = [Expect({"event": "component", "seat": seat.index, "component": comp, "cause": "move",
                         "count": one_of(n, -n), "from": src, "to": ["manager", seat.index, slot]},
                        "the whole pile moves onto the Manager slot")]
        if there:
            items.append(Expect({"event": "component", "seat": seat.index, "component": there[0], "cause": "move",
                                 "count": one_of(there[1], -there[1]), "from": ["manager", seat.index, slot],
                                 "to": src}, "the swapped pile goes back where the moved one came from"))
        self.queue.push(Group(items) if len(items) > 1 else items[0])
        if there:
            self.swap_events = 2   # a swap passes through a double pile for a moment
        return 1

    def act_move_apprentice(self, e: dict) -> int:
        seat = self.seat(e["seat"])
        require(seat.owns("Assistant"), "Move Apprentice needs the Assistant")
        name = e["apprentice"]
        ch = seat.characters.get(name)
        require(ch is not None and name.startswith("Apprentice ") and ch.joined, "an Apprentice of the seat")
        require(not any(c.assistant_slot for c in seat.characters.values()), "the Assistant's Apprentice slot is empty")
        self.queue.push(Expect({"event": "character", "seat": seat.index, "character": name, "cause": "move_apprentice",
                                "state": "assistant_slot"}, "the Apprentice goes onto the Assistant's slot (G46)"))
        return 1
