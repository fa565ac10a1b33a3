"""Prophecies (RULES §1.4 step 18, §1.12 step 6, G11, G48, T55): the Pending ones and the Active one,
End Turn's Prophecy step, Fortune Telling's rotation, and the effects of the Active Prophecy, in
force for every seat during the whole turn it is Active (docs/trickerion-effects.md)."""

from __future__ import annotations

from .dark_alley_data import effects_of
from .errors import require
from .expect import Expect


class ProphecyRules:
    def prophecy_effects(self) -> list:
        """[(source, effect)] of the Active Prophecy; source = ("prophecy", name)."""
        name = self.game.active
        if name is None:
            return []
        return [(("prophecy", name), eff) for eff in effects_of(self.data.prophecies.get(name))]

    def rotate_for_fortune_telling(self) -> None:
        g = self.game
        require(g.pending, "Fortune Telling needs Pending Prophecies (not in a ruleset without them)")
        pending = g.pending[1:] + g.pending[:1]   # p1 -> p0, p2 -> p1, p0 -> p2 (G48)
        self.queue.push(Expect({"event": "prophecy", "cause": "fortune_telling", "pending": pending,
                                "active": g.active, "drawn": None},
                               f"Fortune Telling moves each Pending Prophecy one slot: {pending} (G48)"))

    def apply_prophecy(self, e: dict) -> None:
        g = self.game
        g.pending, g.active = list(e["pending"]), e["active"]
        if e.get("drawn") is not None:
            require(g.prophecy_bag and g.prophecy_bag[0] == e["drawn"], "a new Prophecy is drawn from the bag")
            g.prophecy_bag.pop(0)

    def on_prophecy_step(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("prophecy")
        self.check_market_done()
        require(d.prophecies, "no Prophecy step in a ruleset without Prophecies")
        require(e["cause"] == "end_turn", "a Prophecy step at End Turn")
        require(g.turn < d.turns, "End Turn's Prophecy step comes every turn but the last (T55)")
        require(self.track_seen, "the Prophecy step comes after the Performance track moves (RULES §1.12)")
        require(not self.prophecy_seen, "one Prophecy step a turn")
        self.prophecy_seen = True
        active = g.pending[0] if g.pending else None
        drawn = g.prophecy_bag[0] if g.prophecy_bag else None
        pending = g.pending[1:] + ([drawn] if drawn else [])
        want = {"active": active, "pending": pending, "drawn": drawn}
        require({k: e.get(k) for k in want} == want,
                f"End Turn: the Active Prophecy is discarded, p0 becomes Active, p1 and p2 move on, a new one is "
                f"drawn into p2 (RULES §1.12 step 6): {want}")
        self.apply_prophecy(e)

    def check_prophecy_step_done(self) -> None:
        if self.data.prophecies and self.game.turn < self.data.turns:
            require(self.prophecy_seen, "End Turn's Prophecy step comes after the track, every turn but the last (T55)")
