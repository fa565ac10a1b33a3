"""The end of the game (RULES §1.13, G14, G74, G75, G77, T3): the base and Dark Alley scoring schemes,
the final scores, the single winner by the last turn's initiative order, and the `game_end` fields
recomputed."""

from __future__ import annotations

from .conditions import condition_fame
from .errors import require
from .expect import Group, gain


class EndGameRules:
    def score_lines(self, seat) -> dict:
        sc = self.data.scheme
        cap = sc.get("cap", 0)

        def capped(x):
            return min(x, cap) if cap else x
        apprentices = len(seat.apprentices())
        kinds = [self.data.characters.get(c.name, {}).get("kind") for c in seat.characters.values()]
        specialists = kinds.count("specialist")
        return {"shards": capped(sc["fame_per_shard"] * seat.shards),
                "coins": capped(seat.coins // sc["coins_per_fame"]) if sc["coins_per_fame"] else 0,
                "apprentices": capped(sc["fame_per_apprentice"] * apprentices),
                "specialists": capped(sc["fame_per_specialist"] * specialists)}

    def dark_alley_lines(self, seat) -> dict:
        """The Dark Alley scheme (RULES §1.13, G74, G75): Shards by `shard_score`, 1 per 3 Coins, 2 per SA
        card in hand, each line capped; the level-3 conditions capped per Trick."""
        d = self.data
        sc = d.scheme
        cap = sc.get("cap", 0)

        def capped(x):
            return min(x, cap) if cap else x
        s = seat.shards
        shards = {"per_shard": sc.get("fame_per_shard", 0) * s, "ceil_two_thirds": -(-2 * s // 3),
                  "two_per_started_three": 2 * -(-s // 3), "one_each": s}[d.shard_score]
        lines = {"shards": capped(shards),
                 "coins": capped(seat.coins // sc["coins_per_fame"]) if sc["coins_per_fame"] else 0,
                 "special_assignments": capped(d.sa_fame * len(seat.sa_hand))}
        kinds = [self.data.characters.get(c.name, {}).get("kind") for c in seat.characters.values()]
        if sc.get("fame_per_apprentice", 0):
            lines["apprentices"] = capped(sc["fame_per_apprentice"] * len(seat.apprentices()))
        if sc.get("fame_per_specialist", 0):
            lines["specialists"] = capped(sc["fame_per_specialist"] * kinds.count("specialist"))
        tricks = {}
        if d.trick_conditions:
            for trick in seat.tricks:
                fame = condition_fame(self, seat, trick)
                if fame:
                    tricks[trick] = fame
        return lines, tricks

    def on_dark_alley_score(self, e: dict, seat) -> None:
        lines, tricks = self.dark_alley_lines(seat)
        got = e["lines"]
        cap = self.data.scheme.get("cap", 0)
        require({k: got.get(k) for k in lines} == lines,
                f"end scoring (G74's shard_score {self.data.shard_score}, 1 per 3 Coins, "
                f"{self.data.sa_fame} per SA card in hand; each line at most {cap}): {lines}")
        shown = {k: v for k, v in dict(got.get("tricks") or {}).items() if v}
        require(shown == tricks, f"the level-3 Tricks' end-game conditions (G75: components met or a marker on "
                                 f"the card; at most {self.data.end_bonus_cap} each): {tricks}")
        causes = {"special_assignments": "end_special_assignments"}
        for line in lines:
            self.queue.push(gain(seat.index, fame=lines[line], cause=causes.get(line, "end_" + line),
                                 rule=f"the {line} line's Fame"))
        if tricks:
            self.queue.push(Group([gain(seat.index, fame=f, cause="end_trick_condition", trick=t,
                                        rule=f"{t}'s end-game condition scores {f} (G75)")
                                   for t, f in tricks.items()]))

    def on_end_score(self, e: dict) -> None:
        d, g = self.data, self.game
        require(g.turn == d.turns and self.phase in ("ended", "scoring"),
                f"end scoring after the last turn's turn_end ({d.turns} turns, G14)")
        self.phase = "scoring"
        seat = self.seat(e["seat"])
        require(seat.index not in self.scored, "one end_score a seat")
        require(e["scheme"] == d.scheme["name"], f"the ruleset's scoring scheme {d.scheme['name']}")
        self.scored.add(seat.index)
        if self.data.dark_alley_scoring:
            self.on_dark_alley_score(e, seat)
            return
        lines = self.score_lines(seat)
        require({k: e["lines"].get(k) for k in lines} == lines,
                f"end scoring (T3: every Apprentice and Specialist owned; Shards and Coins "
                                            f"not spent): {lines}")
        for line in ("shards", "coins", "apprentices", "specialists"):
            self.queue.push(gain(seat.index, fame=lines[line], cause="end_" + line, rule=f"the {line} line's Fame"))

    def on_game_end(self, e: dict) -> None:
        d, g = self.data, self.game
        require(self.phase == "scoring" and self.scored == set(range(d.players)),
                "every seat's end_score before game_end")
        if d.academy:
            self.check_banner_scores_done()
        scores = [s.fame for s in g.seats]
        require(list(e["scores"]) == scores, f"the scores are the final Fame {scores}")
        top = max(scores)
        tied = [p for p in range(d.players) if scores[p] == top]
        require(list(e["initiative"]) == g.initiative, f"game_end.initiative is the last turn's order {g.initiative}")
        if d.option("tiebreak", "initiative") == "shared":
            winners, tiebreak = tied, False
        else:
            winners = [next(p for p in g.initiative if p in tied)]
            tiebreak = len(tied) > 1
        require(list(e["winners"]) == winners,
                f"the winner: highest Fame, ties to the earliest in the last turn's initiative (G77): {winners}")
        require(e["tiebreak"] == tiebreak, f"tiebreak is {tiebreak}")
        require(e["rounds"] == d.turns, "rounds = turns played")
        require(e["length"] == self.placements, f"length = character placements ({self.placements})")
        require(e["capped"] is False, "a complete game is not capped")
        require(isinstance(e["lead_changes"], int) and 0 <= e["lead_changes"] <= d.turns, "lead_changes counts turns")
        self.over = True
