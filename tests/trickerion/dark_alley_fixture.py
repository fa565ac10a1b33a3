"""Hand-written Dark Alley traces for the referee's tests (tests/trickerion/test_referee_dark_alley*.py).

No engine writes Dark Alley traces yet, so these tests build their events by hand. The composition
is the shipped `trickerion-assumed-v1` data file read as TOML (no simkit code) with the Dark Alley
sections of docs/trickerion-effects.md added here: the 40 Special Assignment cards (DATA Appendix
C) and the 27 Prophecies (Appendix D) with the primitives the effect vocabulary names for them,
the `dark-alley` scoring scheme and the three Dark Alley rulesets. `Trace` writes events with the
bookkeeping a test should not repeat (turn numbers, gain totals, the track and the Prophecies'
moves at End Turn, initiative); every rule-bearing number is given by the test itself."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

from tests.trickerion.referee import check_trace

FILE = Path(__file__).resolve().parents[2] / "simkit/games/trickerion/compositions/trickerion-assumed-v1.toml"

# (id, name, location, action, effect) -- DATA Appendix C with docs/trickerion-effects.md's primitives
SA_CARDS = [
    ("A06", "Guest Performer", "Theater", "set_up", [{"op": "guest_slot"}]),
    ("A07", "Orchestral Interlude", "Theater", "set_up", [{"op": "pay_every_adjacent"}]),
    ("A08", "Headliner Trick", "Theater", "set_up", [{"op": "link_payment_times", "times": 2}]),
    ("A09", "New Twist", "Theater", "set_up", [{"op": "same_trick_twice"}]),
    ("A10", "Buying Time", "Theater", "set_up", [{"op": "swap_cards", "coins": 3}]),
    ("A11", "Durable Components", "Theater", "perform", [{"op": "durable", "markers": 1}]),
    ("A12", "Arranged Fiasco", "Theater", "perform", [{"op": "fiasco", "own": 1, "other": -1}]),
    ("A13", "Grand Premiere", "Theater", "perform", [{"op": "premiere", "times": 2}]),
    ("A14", "Street Performance", "Theater", "reschedule", [{"op": "street_performance"}]),
    ("A15", "Director's Favor", "Theater", "reschedule", [{"op": "directors_favor"}]),
    ("A16", "Trick Tweaking", "Workshop", "prepare", [{"op": "prepare_markers", "n": 1}]),
    ("A17", "Test Run", "Workshop", "prepare", [{"op": "prepare_markers", "n": -1}, {"op": "prepare_yield_now"}]),
    ("A18", "Replacable Parts", "Workshop", "prepare", [{"op": "prepare_markers", "n": -1},
                                                        {"op": "prepare_marker_elsewhere"}]),
    ("A19", "Invention", "Workshop", "prepare", [{"op": "prepare_fame_per_component",
                                                  "tiers": ["advanced", "superior"]}]),
    ("A20", "Ingenuity", "Workshop", "prepare", [{"op": "prepare_lacking", "types": 1, "markers": 1}]),
    ("A21", "Unstable Prototype", "Workshop", "prepare", [{"op": "prepare_return_components", "max": 3,
                                                           "markers": 1, "fame": 1, "coins": 1}]),
    ("A22", "Enhance Trick", "Workshop", "prepare", [{"op": "enhance_trick", "shards": 1, "fame": 1, "coins": 1}]),
    ("A23", "On-stage Preparation", "Workshop", "prepare", [{"op": "prepare_to_stage"}]),
    ("A24", "Hidden Talent", "Workshop", "prepare", [{"op": "hidden_talent"}]),
    ("A25", "Freelancer", "Workshop", "any", [{"op": "any_location"}]),
    ("A26", "Mass Recruitment", "Downtown", "hire", [{"op": "hire_second_apprentice", "coins": 3}]),
    ("A27", "Hypnotic Motivation", "Downtown", "hire", [{"op": "hire_arrives_now"}]),
    ("A28", "Headhunter", "Downtown", "hire", [{"op": "hire_any"}, {"op": "action_ap", "action": "hire", "delta": -1}]),
    ("A29", "Trick Overhaul", "Downtown", "learn", [{"op": "learn_overhaul"}]),
    ("A30", "Thirst for Knowledge", "Downtown", "learn", [{"op": "learn_any"},
                                                          {"op": "action_ap", "action": "learn", "delta": -1}]),
    ("A31", "Leaked Blueprints", "Downtown", "learn", [{"op": "learn_leaked", "max_level": 2, "markers": 1}]),
    ("A32", "Investments", "Downtown", "take_coins", [{"op": "take_coins_invest", "components": 3}]),
    ("A33", "Fame and Fortune", "Downtown", "take_coins", [{"op": "take_coins_fame", "minus": 1}]),
    ("A34", "Interest", "Downtown", "take_coins", [{"op": "take_coins_reroll_add"},
                                                   {"op": "action_ap", "action": "take_coins", "delta": -1}]),
    ("A35", "Empower", "Downtown", "any", [{"op": "shard_ap", "ap": 3}]),
    ("A36", "Component Sale", "Market Row", "buy", [{"op": "buy_any_mix", "count": 4}]),
    ("A37", "Smuggled Goods", "Market Row", "buy", [{"op": "buy_with_fame", "minus": 1}]),
    ("A38", "Barter with Power", "Market Row", "buy", [{"op": "buy_with_shard", "value": 4}]),
    ("A39", "Workshop Exhibition", "Market Row", "buy", [{"op": "buy_fame", "minus": 1}]),
    ("A40", "Shoplifting", "Market Row", "buy", [{"op": "shoplift"}]),
    ("A41", "Logistics", "Market Row", "order", [{"op": "order_now"}]),
    ("A42", "Traveling Merchants", "Market Row", "order", [{"op": "order_deliver", "surcharge": 1}]),
    ("A43", "Dubious Sources", "Market Row", "quick_order", [{"op": "keep_quick_order"}]),
    ("A44", "Business Share", "Market Row", "any", [{"op": "business_share"}]),
    ("A45", "Workshop Delivery", "Market Row", "buy", [{"op": "owned_types_in_stock", "discount": 1}]),
]

# (id, name, effect) -- DATA Appendix D with docs/trickerion-effects.md's primitives
PROPHECIES = [
    ("P01", "Every character has 1 base AP", [{"op": "character_ap", "who": "all", "set": 1}]),
    ("P02", "Receiving Shards gives one more", [{"op": "shard_gain_extra", "n": 1}]),
    ("P03", "Receiving Shards gives 2 Fame", [{"op": "shard_gain_fame", "fame": 2}]),
    ("P04", "Order-area types can be bought", [{"op": "buy_from_order_area"}]),
    ("P05", "Draw Further Cards costs 1 AP", [{"op": "action_cost", "action": "draw_further", "ap": 1}]),
    ("P06", "Performer bonuses are doubled", [{"op": "performer_bonus_times", "times": 2}]),
    ("P07", "Take Coins gives double", [{"op": "take_coins_times", "times": 2}]),
    ("P08", "The Shard AP buy gives +2", [{"op": "shard_ap", "ap": 2}]),
    ("P09", "Place two characters per placement turn", [{"op": "two_placements"}]),
    ("P10", "+2 Fame for setting up an Escape Trick", [{"op": "set_up_fame", "category": "Escape", "fame": 2}]),
    ("P11", "Friday has a -1 Fame -1 Coin yield modifier",
     [{"op": "weekday_yield", "weekday": "Friday", "fame": -1, "coins": -1, "mode": "add"}]),
    ("P12", "Learn Trick costs 1 AP", [{"op": "action_cost", "action": "learn", "ap": 1}]),
    ("P13", "+2 Fame for setting up a Mechanical Trick",
     [{"op": "set_up_fame", "category": "Mechanical", "fame": 2}]),
    ("P14", "Coin yields are received as Fame", [{"op": "coin_yield_as_fame"}]),
    ("P15", "Advertisers' Apprentices have +1 base AP",
     [{"op": "character_ap", "who": "apprentice", "delta": 1, "if_advertised": True}]),
    ("P16", "Thursday and Sunday have no yield modifiers",
     [{"op": "weekday_yield", "weekday": "Thursday", "fame": 0, "coins": 0, "mode": "set"},
      {"op": "weekday_yield", "weekday": "Sunday", "fame": 0, "coins": 0, "mode": "set"}]),
    ("P17", "+2 Fame for setting up an Optical Trick", [{"op": "set_up_fame", "category": "Optical", "fame": 2}]),
    ("P18", "The +2 slots cost 3 Coins", [{"op": "slot_cost", "modifier": 2, "coins": 3}]),
    ("P19", "The performer's yield modifier applies to all", [{"op": "performer_modifier_for_all"}]),
    ("P20", "Assignment cards are revealed at placement", [{"op": "reveal_at_placement"}]),
    ("P21", "All components cost 2", [{"op": "component_price", "price": 2}]),
    ("P22", "Saturday has a +1 Fame +1 Coin yield modifier",
     [{"op": "weekday_yield", "weekday": "Saturday", "fame": 1, "coins": 1, "mode": "add"}]),
    ("P23", "+2 Fame for setting up a Spiritual Trick",
     [{"op": "set_up_fame", "category": "Spiritual", "fame": 2}]),
    ("P24", "Take Coins costs 1 AP", [{"op": "action_cost", "action": "take_coins", "ap": 1}]),
    ("P25", "Hire Character costs 1 AP", [{"op": "action_cost", "action": "hire", "ap": 1}]),
    ("P26", "The Shard AP buy is allowed in the Theater", [{"op": "shard_ap_in_theater"}]),
    ("P27", "Characters take the lowest-modifier free slot", [{"op": "lowest_slot"}]),
]
PROPHECY = {pid: name for pid, name, _ in PROPHECIES}
LOCATIONS = ["Downtown", "Market Row", "Workshop", "Theater"]
DA_RULESETS = ["trickerion-dark-alley", "trickerion-dark-alley-noprophecies", "trickerion-dark-alley-noabilities"]


def decks_with(*cards: str) -> dict:
    """SA decks in the composition's order, but with `cards` on top of theirs (in the order given)."""
    loc = {n: location for _, n, location, _, _ in SA_CARDS}
    out = {}
    for x in LOCATIONS:
        mine = [c for c in cards if loc[c] == x]
        rest = [n for _, n, location, _, _ in SA_CARDS if location == x and n not in mine]
        deck = []
        for c in mine:   # each draw keeps one and puts the next card at the bottom
            deck += [c, rest.pop(0)]
        out[x] = deck + rest
    return out


def composition() -> dict:
    with open(FILE, "rb") as f:
        d = tomllib.load(f)
    d = copy.deepcopy(d)
    d["special_assignments"] = {"source": "bga", "card": [
        {"id": i, "name": n, "location": loc, "action": a, "text": n, "effect": eff} for i, n, loc, a, eff in SA_CARDS]}
    d["prophecies"] = {"source": "bga", "pending": 3, "prophecy": [
        {"id": i, "name": n, "set": "dark-alley", "text": n, "effect": eff} for i, n, eff in PROPHECIES]}
    d["scoring"]["scheme"] = [s for s in d["scoring"]["scheme"] if s["name"] != "dark-alley"] + [{
        "name": "dark-alley", "shard_score": "ceil_two_thirds", "fame_per_shard": 0, "coins_per_fame": 3,
        "fame_per_apprentice": 0, "fame_per_specialist": 0, "fame_per_special_assignment": 2,
        "trick_conditions": True, "cap": 20}]
    base = {"modules": ["base", "dark-alley"], "turns": 7, "fame": 5, "shards": 1, "coins_by_seat": [10, 12, 14, 16],
            "starting_component_value": 2,
            "hand": {"Theater": 2, "Workshop": 1, "Market Row": 1, "Downtown": 1, "Dark Alley": 1},
            "trick_levels": [1, 2, 3], "magician_boxes": ["base"], "magician_abilities": True,
            "start_venue": "Riverside",
            "performance_deck": ["Riverside", "Riverside", "Grand Magorian", "Grand Magorian", "Magnus Pantheon",
                                 "Magnus Pantheon"],
            "scoring": "dark-alley", "special_assignment_decks": list(LOCATIONS), "prophecy_sets": ["dark-alley"]}
    rulesets = [r for r in d["setup"]["ruleset"] if r["name"] not in DA_RULESETS]
    rulesets.append(dict(base, name="trickerion-dark-alley"))
    rulesets.append(dict(base, name="trickerion-dark-alley-noprophecies", prophecy_sets=[]))
    rulesets.append(dict(base, name="trickerion-dark-alley-noabilities", magician_abilities=False))
    d["setup"]["ruleset"] = rulesets
    return d


MAGICIANS = ["The Mechaniker", "The Great Optico", "Master of Chains", "Priestess of Mysticism"]
FIRST_TRICK = {"Mechanical": "Linking Rings", "Optical": "Enchanted Butterflies", "Escape": "Barricaded Barrels",
               "Spiritual": "Mind Reading"}
CATEGORY = {"The Mechaniker": "Mechanical", "The Great Optico": "Optical", "Master of Chains": "Escape",
            "Priestess of Mysticism": "Spiritual", "The Gentleman": "Optical", "Electra": "Mechanical",
            "The Red Lotus": "Escape", "Yoruba Spiritmaster": "Spiritual"}


class Trace:
    """A Dark Alley trace written by hand: `t.events` grows with every call."""

    def __init__(self, players: int = 2, ruleset: str = "trickerion-dark-alley", options: dict | None = None,
                 data: dict | None = None):
        self.data = data or composition()
        self.players, self.ruleset = players, ruleset
        self.setup_table = next(r for r in self.data["setup"]["ruleset"] if r["name"] == ruleset)
        per = next(p for p in self.data["setup"]["players"] if p["count"] == players)
        self.per = per
        opts = {"may_decline": False, "favourite_uses_die": False, "component_supply": "unlimited",
                "link_bonus": "per_link", "tiebreak": "initiative", "starting_coins": "by_seat",
                "fortune_telling": "repeatable", "red_lotus": "per_trick", "shard_score": "ceil_two_thirds"}
        opts.update(options or {})
        self.turn = 0
        self.totals = [[0, 0, 0] for _ in range(players)]
        self.characters = [["Magician", "Apprentice 1"] for _ in range(players)]
        self.initiative = list(range(players))
        self.positions = list(per["initiative_positions"])
        self.assigned: list[dict] = [{} for _ in range(players)]
        self.sa_assigned: list[dict] = [{} for _ in range(players)]
        self.track: list = []
        self.deck: list = []
        self.pending: list = []
        self.active = None
        self.bag: list = []
        self.events = [{"event": "game", "family": "trickerion", "ruleset": ruleset, "players": players, "seed": 1,
                        "game": 0, "strategies": ["random"] * players, "composition": "trickerion-assumed-v1",
                        "composition_file": "trickerion-assumed-v1", "composition_sha256": "0" * 64,
                        "data": self.data,
                        "assumed_data": ["duel_sides", "turn_setup"] if per["performance_side"] == "duel" else [],
                        "options": opts, "magicians": "draft", "specialists": "draft", "version": "test"}]

    # -- writing
    def emit(self, kind: str, **fields) -> dict:
        e = {"event": kind, "turn": self.turn}
        e.update(fields)
        self.events.append(e)
        return e

    def gain(self, seat: int, fame: int = 0, coins: int = 0, shards: int = 0, cause: str = "", **context) -> dict:
        t = self.totals[seat]
        t[0] += fame
        t[1] += coins
        t[2] += shards
        return self.emit("gain", seat=seat, fame=fame, coins=coins, shards=shards, cause=cause, totals=list(t),
                         **context)

    def check(self, complete: bool = False) -> None:
        check_trace(self.events, complete=complete)

    # -- setup
    def setup(self, sa_decks: dict | None = None, pending: list | None = None, bag: list | None = None,
              specialists: list | None = None, magicians: list | None = None) -> "Trace":
        """magicians: one per seat, of distinct categories (default MAGICIANS)."""
        d, p = self.data, self.players
        self.magicians = list(magicians or MAGICIANS)
        cards = {loc: [c["name"] for c in d["special_assignments"]["card"] if c["location"] == loc]
                 for loc in LOCATIONS}
        cards.update(sa_decks or {})
        sets = self.setup_table.get("prophecy_sets") or ["dark-alley"]
        names = [x["name"] for x in d["prophecies"]["prophecy"] if x.get("set", "dark-alley") in sets]
        pending = pending if pending is not None else names[:3]
        bag = bag if bag is not None else [n for n in names if n not in pending]
        venue = {c["name"]: c["venue"] for c in d["performance_cards"]["card"]}
        riverside = [n for n in venue if venue[n] == "Riverside"]
        self.deck = riverside[6:8] + [n for n in venue if venue[n] == "Grand Magorian"][:2] + \
            [n for n in venue if venue[n] == "Magnus Pantheon"][:2]
        self.track = riverside[:self.per["riverside_at_start"]]
        coins = self.setup_table["coins_by_seat"]
        seats = [{"fame": 5, "coins": coins[s], "shards": 1, "hand": dict(self.setup_table["hand"]),
                  "special_assignments": []} for s in range(p)]
        self.totals = [[5, coins[s], 1] for s in range(p)]
        tricks = {}
        for t in d["tricks"]["trick"]:
            if t["level"] in self.setup_table["trick_levels"]:
                tricks.setdefault(t["category"], []).append(t)
        fields = dict(performance_deck=list(self.deck), side=self.per["performance_side"], track=list(self.track),
                      trick_decks={c: [t["name"] for t in sorted(ts, key=lambda t: t["level"])]
                                   for c, ts in tricks.items()},
                      market={"stock": list(d["market"]["start_stock"]), "order": [None] * d["market"]["order_slots"],
                              "quick_order": None},
                      turn_setup_deck=[c["name"] for c in d["turn_setup"]["card"]]
                      if self.per["slot_blocking"] == "turn_setup" else [],
                      seats=seats, initiative=list(range(p)), positions=list(self.positions),
                      sa_decks={loc: list(cards[loc]) for loc in LOCATIONS})
        self.turn_setup_deck = list(fields["turn_setup_deck"])
        self.sa_decks = {loc: list(cards[loc]) for loc in LOCATIONS}
        if self.setup_table["prophecy_sets"]:
            fields["prophecy_bag"] = list(bag)
            fields["prophecies"] = {"pending": list(pending), "active": None}
            self.pending, self.bag = list(pending), list(bag)
        self.emit("setup", **fields)
        for s in range(p):
            self.emit("character", seat=s, character="Magician", cause="setup", state="home")
            self.emit("character", seat=s, character="Apprentice 1", cause="setup", state="home")
        for s in range(p):
            self.emit("magician", seat=s, magician=self.magicians[s])
        specialists = specialists or ["Manager"] * p
        symbols = ["spade", "heart", "diamond", "club"]
        self.symbols = [{} for _ in range(p)]
        for s in range(p):
            trick = FIRST_TRICK[CATEGORY[self.magicians[s]]]
            self.emit("trick", seat=s, trick=trick, cause="setup", symbol=symbols[0],
                      **{"from": ["deck", CATEGORY[self.magicians[s]]], "to": ["seat", s]})
            self.symbols[s][trick] = symbols[0]
            self.emit("specialist", seat=s, specialist=specialists[s])
            self.emit("character", seat=s, character=specialists[s], cause="setup", state="home")
            self.characters[s].append(specialists[s])
            if specialists[s] == "Assistant":
                self.emit("character", seat=s, character="Apprentice 2", cause="assistant_bonus",
                          state="assistant_slot")
                self.characters[s].append("Apprentice 2")
        return self

    # -- a turn
    def start_turn(self, dice: dict | None = None) -> "Trace":
        self.turn += 1
        self.emit("turn")
        faces = {"Trick 1": "Any", "Trick 2": "Escape", "Inn 1": "Manager", "Inn 2": "Apprentice", "Bank 1": 4,
                 "Bank 2": 5}
        faces.update(dice or {})
        for die in self.data["dice"]["die"]:
            self.emit("die", die=die["name"], face=faces[die["name"]], cause="roll")
        if self.per["slot_blocking"] == "turn_setup":
            card = self.turn_setup_deck.pop(0)
            blocked = next(c["blocked"] for c in self.data["turn_setup"]["card"] if c["name"] == card)
            self.emit("turn_setup", card=card, blocked=blocked)
        if self.turn >= 2:
            self.initiative = sorted(self.initiative, key=lambda s: self.totals[s][0])
            positions = [0] * self.players
            for k, s in enumerate(self.initiative):
                positions[s] = self.per["initiative_positions"][k]
            self.positions = positions
            self.emit("initiative", order=list(self.initiative), positions=list(positions))
        self.assigned = [{} for _ in range(self.players)]
        self.sa_assigned = [{} for _ in range(self.players)]
        return self

    def assign(self, seat: int, cards: dict | None = None, sa: dict | None = None) -> "Trace":
        """cards: {character: location}; sa: {character: SA card name}; the rest idle."""
        cards, sa = dict(cards or {}), dict(sa or {})
        loc = {c["name"]: c["location"] for c in self.data["special_assignments"]["card"]}
        for ch in self.characters[seat]:
            if ch in sa:
                self.emit("assign", seat=seat, character=ch, card=loc[sa[ch]], special_assignment=sa[ch])
                self.emit("special_assignment", seat=seat, card=sa[ch], cause="assign",
                          **{"from": ["sa_hand", seat], "to": ["sa_assigned", seat, ch]})
                self.assigned[seat][ch] = loc[sa[ch]]
                self.sa_assigned[seat][ch] = sa[ch]
            else:
                self.emit("assign", seat=seat, character=ch, card=cards.get(ch), special_assignment=None)
                self.assigned[seat][ch] = cards.get(ch)
        return self

    def reveal(self) -> "Trace":
        for s in range(self.players):
            if not self.assigned[s]:
                self.assign(s)
        if self.active == PROPHECY["P20"]:   # reveal_at_placement: each card public at its own place
            self.emit("reveal", assignments=[{} for _ in self.assigned], special_assignments=[{} for _ in self.assigned],
                      one_by_one=True)
        else:
            self.emit("reveal", assignments=[dict(a) for a in self.assigned],
                      special_assignments=[dict(a) for a in self.sa_assigned], one_by_one=False)
        return self

    def place(self, seat: int, character: str, location: str, slot: int, ap: dict, weekday: str | None = None,
              shard: bool = False, sa: dict | None = None) -> "Trace":
        ap = dict(ap)
        ap.setdefault("ability", 0)   # the Mechaniker's +1 AP (docs/trickerion-trace.md): 0 unless a test gives it
        self.emit("place", seat=seat, character=character, location=location, slot=slot, weekday=weekday,
                  shard=shard, ap=ap, special_assignment=sa)
        return self

    def action(self, seat: int, character: str, action: str, ap: int, ap_left: int, **fields) -> "Trace":
        self.emit("action", seat=seat, character=character, action=action, ap=ap, ap_left=ap_left, **fields)
        return self

    def end_placement(self, seat: int, character: str, unused: int) -> "Trace":
        self.emit("placement_end", seat=seat, character=character, ap_unused=unused)
        return self

    def draw(self, seat: int, character: str, ap: int, ap_left: int, deck: str, drawn: list, kept: str,
             further: bool = False) -> "Trace":
        bottom = next((c for c in drawn if c != kept), None)
        deck_now = self.sa_decks[deck]
        deck_now.remove(kept)
        if bottom:
            deck_now.remove(bottom)
            deck_now.append(bottom)
        self.action(seat, character, "draw_further_cards" if further else "draw_first_card", ap, ap_left, deck=deck,
                    drawn=list(drawn), kept=kept, bottom=bottom)
        self.emit("special_assignment", seat=seat, card=kept, cause="keep",
                  **{"from": ["sa_deck", deck], "to": ["sa_hand", seat]})
        if bottom:
            self.emit("special_assignment", seat=seat, card=bottom, cause="bottom",
                      **{"from": ["sa_deck", deck], "to": ["sa_deck", deck]})
        return self

    def draw_cards(self, seat: int, cards: list, character: str = "Magician") -> "Trace":
        """A placement at the Dark Alley's +2 slot drawing `cards` (each on top of its deck), then stopping."""
        loc = {c["name"]: c["location"] for c in self.data["special_assignments"]["card"]}
        ap = self.characters_ap(character) + 2
        self.place(seat, character, "Dark Alley", 0, {"character": ap - 2, "slot": 2, "shard": 0,
                                                     "special_assignment": 0, "total": ap})
        for k, card in enumerate(cards):
            cost = 1 if k == 0 else 2
            ap -= cost
            deck = self.sa_decks[loc[card]]
            assert deck[0] == card, f"{card} is not on top of its deck"
            self.draw(seat, character, cost, ap, loc[card], deck[:2], card, further=k > 0)
        self.end_placement(seat, character, ap)
        return self

    def characters_ap(self, character: str) -> int:
        kind = character.split(" ")[0]
        return next(c["ap"] for c in self.data["characters"]["character"] if c["name"] == kind)

    def fortune_telling(self, seat: int, character: str, ap: int, ap_left: int) -> "Trace":
        self.action(seat, character, "fortune_telling", ap, ap_left)
        self.pending = self.pending[1:] + self.pending[:1]
        self.emit("prophecy", pending=list(self.pending), active=self.active, cause="fortune_telling", drawn=None)
        return self

    def end_turn(self, wages: dict | None = None, returns: dict | None = None, discards: list | None = None,
                 track: bool = True, prophecy: bool = True, after_return=None, joined: dict | None = None) -> "Trace":
        """wages {seat: due}; returns {seat: (characters, {location: count})}; discards [(seat, character)];
        after_return(trace): writes what comes between Return Characters and the track (Hidden Talent, the
        market); joined {seat: [hired characters joining]}."""
        for s, due in sorted((wages or {}).items()):
            paid = min(self.totals[s][1], due)
            self.emit("wages", seat=s, due=due, paid=paid, short=due - paid)
            self.gain(s, coins=-paid, cause="wages")
            if due > paid:
                self.gain(s, fame=-min(self.totals[s][0], 2 * (due - paid)), cause="unpaid_wage")
        for s, (chars, cards) in sorted((returns or {}).items()):
            self.emit("return", seat=s, characters=list(chars), cards=dict(cards), joined=list((joined or {}).get(s, [])))
        if after_return:
            after_return(self)
        last = self.turn == self.setup_table["turns"]
        if track and not last:
            left = self.track.pop(0) if len(self.track) == self.players + 1 else None
            entered = self.deck.pop(0) if self.deck else None
            if entered:
                self.track.append(entered)
            self.emit("track", left=left, entered=entered, track=list(self.track))
        if prophecy and not last and self.setup_table["prophecy_sets"]:
            self.active = self.pending[0] if self.pending else None
            drawn = self.bag.pop(0) if self.bag else None
            self.pending = self.pending[1:] + ([drawn] if drawn else [])
            self.emit("prophecy", pending=list(self.pending), active=self.active, cause="end_turn", drawn=drawn)
        loc = {c["name"]: c["location"] for c in self.data["special_assignments"]["card"]}
        for s, ch in discards or []:
            card = self.sa_assigned[s][ch]
            self.emit("special_assignment", seat=s, card=card, cause="discard",
                      **{"from": ["sa_assigned", s, ch], "to": ["sa_discard", loc[card]]})
        self.emit("turn_end", fame=[t[0] for t in self.totals], coins=[t[1] for t in self.totals],
                  shards=[t[2] for t in self.totals])
        return self

    def idle_turn(self) -> "Trace":
        return self.start_turn().reveal().end_turn()

    def finish(self, lines: list, tricks: list | None = None, winners: list | None = None) -> "Trace":
        """lines: per seat {shards, coins, special_assignments}; tricks: per seat {Trick: Fame}."""
        tricks = tricks or [{} for _ in range(self.players)]
        causes = {"shards": "end_shards", "coins": "end_coins", "special_assignments": "end_special_assignments"}
        for s in range(self.players):
            self.emit("end_score", seat=s, scheme="dark-alley", lines=dict(lines[s], tricks=dict(tricks[s])))
            for line, cause in causes.items():
                if lines[s][line]:
                    self.gain(s, fame=lines[s][line], cause=cause)
            for trick, fame in tricks[s].items():
                self.gain(s, fame=fame, cause="end_trick_condition", trick=trick)
        scores = [t[0] for t in self.totals]
        top = max(scores)
        winner = next(s for s in self.initiative if scores[s] == top)
        self.emit("game_end", scores=scores, winners=winners or [winner],
                  tiebreak=sum(1 for x in scores if x == top) > 1, initiative=list(self.initiative),
                  length=sum(1 for e in self.events if e["event"] == "place"), rounds=self.turn, lead_changes=0,
                  capped=False)
        return self


class Live:
    """A referee fed event by event, whose model a test may set up directly (e.g. the final state
    of an end-scoring case) before feeding more: `Live(t).feed(events)`."""

    def __init__(self, trace: Trace, upto: int | None = None):
        from tests.trickerion.referee.referee import Referee
        self.trace = trace
        self.ref = Referee(trace.events[0])
        self.fed = 1
        self.feed(upto)

    def feed(self, upto: int | None = None) -> "Live":
        """Feed the trace's events up to index `upto` (None: all written so far)."""
        import json

        from tests.trickerion.referee import RefereeError
        from tests.trickerion.referee.errors import Broken
        events = self.trace.events
        stop = len(events) if upto is None else upto
        while self.fed < stop:
            e = events[self.fed]
            try:
                self.ref.feed(e)
            except (Broken, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                rule = exc.args[0] if isinstance(exc, Broken) else f"malformed event ({type(exc).__name__}: {exc})"
                raise RefereeError(f"event {self.fed} {json.dumps(e, sort_keys=True)}: {rule}") from None
            self.fed += 1
        return self

    @property
    def game(self):
        return self.ref.game

    def seat(self, p: int):
        return self.ref.game.seats[p]
