"""The Dark Alley's data (RULES §1.17), read from the header's composition: the Special Assignment
cards and Prophecies of the ruleset, the scoring scheme's Dark Alley fields and the setup options
of docs/trickerion-trace.md "The Dark Alley (part 2)". A base-game header reads as: no decks, no
Prophecies, the scheme's Shards scored `per_shard`."""

from __future__ import annotations

from .errors import require

SHARD_SCORES = ("ceil_two_thirds", "two_per_started_three", "one_each")
FORTUNE_TELLING = ("repeatable", "once")
RED_LOTUS = ("per_trick", "once")

# the words of docs/trickerion-effects.md ("Actions") for the trace's action names
ACTION_WORD = {"learn_trick": "learn", "hire": "hire", "take_coins": "take_coins", "reroll_die": "reroll",
               "set_die": "set_die", "buy": "buy", "order": "order", "quick_order": "quick_order",
               "prepare": "prepare", "move_trick": "move_trick", "move_components": "move_components",
               "move_apprentice": "move_apprentice", "draw_first_card": "draw_first",
               "draw_further_cards": "draw_further", "fortune_telling": "fortune_telling",
               "fate_weaving": "fate_weaving", "set_up": "set_up",
               "reschedule": "reschedule", "renovate": "renovate", "practice": "practice", "teach": "teach",
               "learn_secret": "learn_secret", "discover_secret": "discover_secret",
               "build_contraption": "build_contraption"}


def read_dark_alley(data, d: dict) -> None:
    setup = data.setup
    data.dark_alley = "dark-alley" in data.modules
    data.sa_deck_names = list(setup.get("special_assignment_decks", []))
    cards = d.get("special_assignments", {}).get("card", []) if data.sa_deck_names else []
    data.sa_cards = {c["name"]: c for c in cards if c["location"] in data.sa_deck_names}
    require(len(data.sa_cards) == len([c for c in cards if c["location"] in data.sa_deck_names]),
            "Special Assignment card names are unique")
    sets = list(setup.get("prophecy_sets", []))
    table = d.get("prophecies", {}) if sets else {}
    data.prophecies = {p["name"]: p for p in table.get("prophecy", []) if p.get("set") in sets}
    data.pending_count = table.get("pending", 3) if data.prophecies else 0
    data.abilities = bool(setup.get("magician_abilities", False))

    sc = data.scheme
    data.sa_fame = sc.get("fame_per_special_assignment", 0)
    data.trick_conditions = bool(sc.get("trick_conditions", False))
    data.dark_alley_scoring = "shard_score" in sc or data.sa_fame > 0 or data.trick_conditions
    if "shard_score" in sc:
        data.shard_score = data.options.get("shard_score", sc["shard_score"])
        require(data.shard_score in SHARD_SCORES, f"option shard_score is one of {', '.join(SHARD_SCORES)} (G74)")
    else:
        data.shard_score = "per_shard"
    data.fortune_telling = data.options.get("fortune_telling", "repeatable")
    data.red_lotus = data.options.get("red_lotus", "per_trick")   # G80; R63
    if data.dark_alley:
        for name, values in (("fortune_telling", FORTUNE_TELLING), ("red_lotus", RED_LOTUS),
                             ("shard_score", SHARD_SCORES)):
            require(data.options.get(name) in values,
                    f"the header's options name {name} ({', '.join(values)}) for a Dark Alley ruleset")


def effects_of(table: dict | None) -> list:
    """The primitives of a card or Prophecy, as dicts with `op`."""
    return list((table or {}).get("effect", []))
