"""The Performance phase (RULES §1.10, G66-G70): weekday order, the performer's card choice, every
marker's yield with its owner's weekday modifier, the performer's Link, Specialist and card
bonuses, and the markers going home."""

from __future__ import annotations

from .errors import require
from .expect import Expect, Group, gain


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
        for p in range(d.players):
            for slot in sorted(markers):
                m = markers[slot]
                if m["seat"] != p:
                    continue
                owner = g.seats[p]
                y = self.data.tricks[m["trick"]]["yield"]
                f, c, s = (y.get(k, 0) for k in ("fame", "coins", "shards"))
                mf, mc, ms = d.yield_modifier[owner.weekday] if owner.weekday else (0, 0, 0)
                self.queue.push(gain(p, fame=max(0, f + mf), coins=max(0, c + mc), shards=max(0, s + ms), cause="yield",
                                     card=card, slot=slot, trick=m["trick"], weekday=owner.weekday,
                                     rule=f"a performed {m['trick']} yields its yield + its owner's weekday modifier "
                                          f"({owner.weekday}), each part at least 0 (G68)"))
        links = self.all_links(card)
        if d.option("link_bonus", "per_link") == "per_trick":
            count = len({s for a, b, _ in links for s in (a, b) if markers[s]["seat"] != "grey"})
        else:
            count = len(links)
        self.queue.push(gain(performer, fame=d.performer_link_fame * count, cause="performer_links", card=card,
                             links=count,
                             rule=f"the performer gains {d.performer_link_fame} Fame per Link on the card: "
                                  f"{count} (G67)"))
        bonuses = []
        for key, (p, name) in g.slots.items():
            if p == performer and key[0] == "Theater" and key[1] == day and key[2] >= d.stage_slots \
                    and d.characters.get(name, {}).get("kind") == "specialist":
                f, c, s = (d.characters[name]["backstage_bonus"].get(k, 0) for k in ("fame", "coins", "shards"))
                bonuses.append(gain(performer, fame=f, coins=c, shards=s, cause="performer_specialist", character=name,
                                    rule=f"the performer's {name} backstage gives its bonus (G69)"))
        if bonuses:
            self.queue.push(Group(bonuses))
        f, c, s = d.cards[card]["bonus"]
        self.queue.push(gain(performer, fame=f, coins=c, shards=s, cause="performer_bonus", card=card,
                             rule="the performer gains the card's printed bonus"))
        returns = [Expect({"event": "marker", "seat": m["seat"], "trick": m["trick"], "symbol": m["symbol"], "count": 1,
                           "cause": "performed", "from": ["card", card, slot], "to": ["supply", m["seat"]]},
                          "every seat's performed marker goes back to its supply (G70)")
                   for slot, m in sorted(markers.items()) if m["seat"] != "grey"]
        if returns:
            self.queue.push(Group(returns))
