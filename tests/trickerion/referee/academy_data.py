"""Dahlgaard's Academy's data (RULES §1.18, DATA Appendix E; docs/trickerion-trace.md "Dahlgaard's Academy
(part 3)"), read from the header's composition: the Academy location, the board side of the player count
(`academy.space`, or `academy_ten_rooms.space` on the 10-room side), its Banners and their chart, the Banner
majority's Fame and the Open Room turns, the tiles by kind and level, the Secrets, the Protégé's AP and wage by
Secrets held. A header without the module `academy` reads as: no Academy."""

from __future__ import annotations

from .errors import require

ACADEMY_ACTIONS = ("renovate", "practice", "teach", "learn_secret", "discover_secret")
PRACTICE_ABILITIES = ("extra_marker", "prepare_cost", "yield_fame", "yield_coins", "stay_on_card", "free_rotate",
                      "double_marker")


def read_academy(data, d: dict) -> None:
    data.academy = "academy" in data.modules
    if not data.academy:
        return
    loc = dict(d["academy_location"])
    require(loc.get("name") == "Academy", "the Academy location is named Academy")
    data.locations["Academy"] = loc
    ac = d["academy"]
    data.banners_per_seat = ac["banners_per_seat"]
    data.banner_chart = list(ac["banner_chart"])
    per = {p["count"]: p for p in ac["players"]}
    require(data.players in per, "the Academy has a row for this player count")
    row = per[data.players]
    data.rooms = row["rooms"]
    data.banner_fame = list(row["banner_fame"])
    data.open_rooms = dict(row.get("open_rooms", {}))
    spaces = ac["space"] if data.rooms == len(ac["space"]) else d["academy_ten_rooms"]["space"]
    require(len(spaces) == data.rooms, f"the {data.rooms}-room side of the Academy board (RULES §1.4 step 6)")
    data.spaces = {s["name"]: s for s in spaces}
    data.tiles = {t["name"]: t for t in d["academy_tiles"]["tile"]}
    data.secrets = {s["name"]: s for s in d["secrets"]["secret"]}
    data.sa_cards = CardBook(data.sa_cards, data.secrets)   # a Secret's text reads as an SA card's (T105)
    pr = d["protege"]
    data.protege_ap = list(pr.get("ap_by_secrets", pr.get("ap", [1, 1, 2, 3])))
    data.protege_wage = list(pr.get("wage_by_secrets", pr.get("wage", [1, 2, 3, 3])))
    data.protege_slots = len(data.protege_ap) - 1
    data.prophecies_removed = data.setup.get("prophecies_removed", 0)
    data.banner_majority = bool(data.scheme.get("banner_majority", False))


class CardBook(dict):
    """The Special Assignment cards; a Secret in use is looked up as one (T105: "its effect is in force ... as an SA
    card's text would be"), but it is no card of any deck: `in`, iteration and the counts see the cards only."""
    def __init__(self, cards: dict, secrets: dict):
        super().__init__(cards)
        self.secrets = secrets

    def __missing__(self, key):
        return self.secrets[key]


def stack_key(kind: str, level: int) -> str:
    return f"{kind} {level}"


def row_open_turn(data, row: str) -> int:
    """The turn a row's spaces open from (`start` rows from turn I, G59)."""
    if row == "start":
        return 1
    return data.open_rooms.get(row, 1)
