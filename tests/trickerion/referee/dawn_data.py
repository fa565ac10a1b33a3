"""Dawn of Technology's data (RULES §1.19, G91-G94; docs/trickerion.md "The composition file": `contraptions` and
`signature_tricks`; docs/trickerion-trace.md "Dawn of Technology (part 4)"), read from the header's composition: the
four Contraption boards by Favourite category (4 Contraptions each, bottom-up), the build's AP and Coins, the Shard
column, and one Signature Trick per Magician with its standard counterpart. A header without the module `dawn` reads
as: no Dawn (no Contraption, no Signature Trick)."""

from __future__ import annotations

from .errors import require

DAWN_RULESETS = ("trickerion-full", "trickerion-full-da-hand")


def read_dawn(data, d: dict) -> None:
    data.dawn = "dawn" in data.modules
    data.signature_of = {}        # Signature Trick -> its Magician
    data.signature = {}           # Magician -> its Signature Trick
    data.counterpart = {}         # Signature Trick -> its standard counterpart
    data.boards = {}              # category -> [Contraption dicts], bottom-up
    data.contraptions = {}        # name -> (category, slot 1-4, its dict)
    if not data.dawn:
        return
    c = d["contraptions"]
    data.build_ap = int(c["build_ap"])
    data.build_coins_per_built = int(c["build_coins_per_built"])
    data.column = int(c["column"])
    for board in c["board"]:
        cat = board["category"]
        items = list(board["contraption"])
        require(len(items) == 4, f"4 Contraptions on the {cat} board (RULES §1.4 step 11)")
        data.boards[cat] = items
        for k, x in enumerate(items):
            require(x["name"] not in data.contraptions, "Contraption names are unique")
            data.contraptions[x["name"]] = (cat, k + 1, x)
    require(len(data.boards) == 4, "one Contraption board per Favourite category (RULES §1.4 step 11)")
    for t in d["signature_tricks"]["trick"]:
        name, mag, cp = t["name"], t["magician"], t["counterpart"]
        require(name not in data.tricks, f"a Signature Trick's name ({name}) is not a standard Trick's")
        require(cp in data.tricks and data.tricks[cp]["category"] == t["category"]
                and data.tricks[cp]["level"] == t["level"],
                f"{name}'s counterpart {cp} is a standard Trick of its category and level")
        require(mag in data.magicians and data.magicians[mag]["category"] == t["category"],
                f"{name} is of its Magician {mag}'s Favourite category")
        require(cp not in data.counterpart.values(), "a standard Trick is at most one Signature Trick's counterpart")
        data.tricks[name] = dict(t, module="dawn", signature=True)
        data.signature_of[name] = mag
        data.signature[mag] = name
        data.counterpart[name] = cp


def contraption_space_top(data, name: str) -> int:
    """The highest Shard position of the Contraption's space (G92): covered when the seat holds that many."""
    return max(data.contraptions[name][2]["shards"])
