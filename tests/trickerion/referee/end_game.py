"""The end of the game (RULES §1.13, G14, G77, T3): the base scoring scheme, the final scores, the
single winner by the last turn's initiative order, and the `game_end` fields recomputed."""

from __future__ import annotations

from .errors import require
from .expect import gain


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

    def on_end_score(self, e: dict) -> None:
        d, g = self.data, self.game
        require(g.turn == d.turns and self.phase in ("ended", "scoring"),
                f"end scoring after the last turn's turn_end ({d.turns} turns, G14)")
        self.phase = "scoring"
        seat = self.seat(e["seat"])
        require(seat.index not in self.scored, "one end_score a seat")
        require(e["scheme"] == d.scheme["name"], f"the ruleset's scoring scheme {d.scheme['name']}")
        self.scored.add(seat.index)
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
