"""The game's data, read from the trace header's embedded composition (`game.data`) only.

Field names are those of docs/trickerion.md ("The composition file"); a missing `shard` on a link
or a missing part of a `{fame, coins, shards}` table reads as false / 0.
"""

from __future__ import annotations

from .academy_data import read_academy
from .dark_alley_data import read_dark_alley
from .dawn_data import DAWN_RULESETS, read_dawn
from .errors import require

RULESETS = ("trickerion", "trickerion-noduel", "trickerion-dark-alley", "trickerion-dark-alley-noprophecies",
            "trickerion-dark-alley-noabilities", "trickerion-academy", "trickerion-academy-da-hand") + DAWN_RULESETS
LETTERS = "ABCDEF"


def amounts(table: dict | None) -> tuple[int, int, int]:
    table = table or {}
    return (int(table.get("fame", 0)), int(table.get("coins", 0)), int(table.get("shards", 0)))


class Data:
    def __init__(self, header: dict):
        d = header["data"]
        self.ruleset = header["ruleset"]
        require(self.ruleset in RULESETS, f"a ruleset of parts 1-4 ({', '.join(RULESETS)})")
        self.players = header["players"]
        require(isinstance(self.players, int) and 2 <= self.players <= 4, "2-4 players")
        self.options = header.get("options", {})

        comp = d["components"]
        self.tier = {}
        for tier in ("basic", "advanced", "superior"):
            for name in comp[tier]:
                self.tier[name] = tier
        self.price = {name: comp["price"][tier] for name, tier in self.tier.items()}
        self.physical = {name: comp["physical_supply"][tier] for name, tier in self.tier.items()}
        self.max_per_type = comp["max_per_type"]
        self.board_slots = comp["board_slots"]
        self.manager_slots = comp["manager_slots"]

        market = d["market"]
        self.start_stock = list(market["start_stock"])
        self.order_slots = market["order_slots"]
        self.surcharge = market["quick_order_surcharge"]

        chars = d["characters"]
        self.unpaid_wage_fame = chars["unpaid_wage_fame"]
        self.characters = {c["name"]: c for c in chars["character"]}
        self.magician_type = next(n for n, c in self.characters.items() if c["kind"] == "magician")
        self.apprentice_type = next(n for n, c in self.characters.items() if c["kind"] == "apprentice")
        self.specialists = [n for n, c in self.characters.items() if c["kind"] == "specialist"]

        self.dice = [(x["name"], x["kind"], list(x["faces"])) for x in d["dice"]["die"]]
        self.die_kind = {name: kind for name, kind, _ in self.dice}
        self.die_faces = {name: faces for name, _, faces in self.dice}

        rulesets = {r["name"]: r for r in d["setup"]["ruleset"]}
        # trickerion-noduel is trickerion without the Duel module (docs/trickerion.md, "Replacing a section")
        if self.ruleset == "trickerion-noduel":
            self.setup = rulesets.get(self.ruleset) or rulesets["trickerion"]
        else:
            require(self.ruleset in rulesets, f"the composition has a [[setup.ruleset]] named {self.ruleset}")
            self.setup = rulesets[self.ruleset]
        self.modules = list(self.setup.get("modules", ["base"]))
        self.locations = {loc["name"]: loc for loc in d["locations"]["location"]
                          if loc.get("module", "base") in self.modules}

        th = d["theater"]
        self.weekdays = [w["name"] for w in th["weekday"]]
        self.weekday_ap = {w["name"]: w["ap"] for w in th["weekday"]}
        self.yield_modifier = {w["name"]: amounts(w.get("yield_modifier")) for w in th["weekday"]}
        self.stage_slots = th["stage_slots"]
        self.backstage_slots = th["backstage_slots"]
        self.link_payment = list(th["link_payment"])
        self.shard_circle_shards = th["shard_circle_shards"]
        self.performer_link_fame = th["performer_link_fame"]

        self.advertise_fame = d["initiative"]["advertise_fame"]
        self.advertise_cost = list(d["initiative"]["advertise_cost"])

        tricks = d["tricks"]
        self.thresholds = list(tricks["thresholds"])
        self.tricks = {t["name"]: t for t in tricks["trick"]}

        pc = d["performance_cards"]
        self.marker_cycle = list(pc["marker_cycle"])
        self.cards = {}
        for c in pc["card"]:
            links = [(min(x["a"], x["b"]), max(x["a"], x["b"]), bool(x.get("shard", False))) for x in c["links"]]
            self.cards[c["name"]] = {"venue": c["venue"], "slots": list(c["slots"]), "links": links,
                                     "bonus": amounts(c.get("bonus"))}
        self.grey = {g["card"]: list(g.get("grey", [])) for g in d.get("duel_sides", {}).get("card", [])}
        self.turn_setup_cards = {t["name"]: t["blocked"] for t in d.get("turn_setup", {}).get("card", [])}
        self.turn_setup_order = [t["name"] for t in d.get("turn_setup", {}).get("card", [])]
        self.magicians = {m["name"]: m for m in d["magicians"]["magician"]}

        per_count = {p["count"]: dict(p) for p in d["setup"]["players"]}
        require(self.players in per_count, "the composition has a setup for this player count")
        self.per_players = per_count[self.players]
        if self.ruleset == "trickerion-noduel" and self.players == 2:
            self.per_players["performance_side"] = "normal"
            self.per_players["slot_blocking"] = "neutral_disc"
        self.turns = self.setup["turns"]
        self.scheme = next(s for s in d["scoring"]["scheme"] if s["name"] == self.setup["scoring"])
        self.trick_levels = list(self.setup["trick_levels"])
        self.end_bonus_cap = tricks.get("end_bonus_cap", 0)
        self.positions = list(self.per_players["initiative_positions"])
        self.side = self.per_players["performance_side"]
        self.blocking = self.per_players["slot_blocking"]
        read_dark_alley(self, d)
        read_academy(self, d)
        read_dawn(self, d)

    # -- small lookups
    def level(self, trick: str) -> int:
        return self.tricks[trick]["level"]

    def threshold(self, trick: str) -> int:
        return self.thresholds[self.level(trick) - 1]

    def category(self, trick: str) -> str:
        return self.tricks[trick]["category"]

    def in_ruleset(self, trick: str) -> bool:
        t = self.tricks[trick]
        if t.get("signature"):
            return False   # a Signature Trick is in no deck (docs/trickerion-trace.md part 4)
        return t["level"] in self.trick_levels and t.get("module", "base") in self.modules

    def base_ap(self, character: str) -> int:
        return self.characters[char_type(character)]["ap"]

    def wage(self, character: str) -> int:
        return self.characters[char_type(character)]["wage"]

    def option(self, name: str, default):
        return self.options.get(name, default)


def char_type(character: str) -> str:
    """'Apprentice 3' -> 'Apprentice'; other characters are named by their type."""
    head, _, tail = character.rpartition(" ")
    return head if head and tail.isdigit() else character
