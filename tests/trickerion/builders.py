"""A hand-made Trickerion trace builder for the referee's tests (no engine exists yet).

It writes the events of docs/trickerion-trace.md one by one and keeps just the bookkeeping a
trace writer needs (totals, AP left, symbols, markers, the track), so a test scripts a game's
choices and gets a legal trace:

    b = TraceBuilder(players=2)
    b.standard_setup()
    b.start_turn()
    b.assign({0: {"Magician": "Theater"}})
    b.place(0, "Magician", "Theater", 1, weekday="Friday")
    b.set_up("Linking Rings", "Riverside 1", "A", facing="B")
    b.end_placement()
    b.end_turn()
    b.play_out()
    events = b.events

It reads the shipped composition with tomllib (the header embeds it, as the engine will) and
nothing of simkit. Values a rule fixes are computed here in the simplest way; the tests assert the
named cases' numbers literally, so the builder and the referee cannot agree on a wrong number
unnoticed.
"""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path

COMPOSITIONS = Path(__file__).resolve().parents[2] / "simkit" / "games" / "trickerion" / "compositions"
SYMBOLS = ("spade", "heart", "diamond", "club")
DIRS = ("up", "right", "down", "left")
OPP = {"up": "down", "down": "up", "left": "right", "right": "left"}

_CACHE: dict = {}


def load_data(name: str = "trickerion-assumed-v1") -> dict:
    if name not in _CACHE:
        with open(COMPOSITIONS / f"{name}.toml", "rb") as f:
            _CACHE[name] = tomllib.load(f)
    return copy.deepcopy(_CACHE[name])


def direction(a: str, b: str) -> str:
    ka, kb = "ABCDEF".index(a), "ABCDEF".index(b)
    (ca, ra), (cb, rb) = divmod(ka, 3), divmod(kb, 3)
    if ca == cb:
        return "up" if rb == ra - 1 else "down"
    return "right" if cb > ca else "left"


DEFAULT_MAGICIANS = ["The Mechaniker", "The Great Optico", "Master of Chains", "Priestess of Mysticism"]
FIRST_TRICK = {"Mechanical": "Linking Rings", "Optical": "Enchanted Butterflies", "Escape": "Barricaded Barrels",
               "Spiritual": "Mind Reading"}
FIRST_COMPONENTS = {"Mechanical": {"Metal": 2}, "Optical": {"Fabric": 2}, "Escape": {"Wood": 2},
                    "Spiritual": {"Glass": 2}}
ENGINEER_TRICKS = ["Stocks Escape", "Burning Mummy", "Rabbit from the Top Hat", "Water Tank Escape"]
DEFAULT_DICE = {"Trick 1": "Optical", "Trick 2": "Any", "Inn 1": "Engineer", "Inn 2": "Apprentice",
                "Bank 1": 4, "Bank 2": 6}


class TraceBuilder:
    def __init__(self, players: int = 2, ruleset: str = "trickerion", options: dict | None = None,
                 composition: str = "trickerion-assumed-v1", magicians="draft", specialists="draft"):
        self.data = load_data(composition)
        self.players = players
        self.ruleset = ruleset
        opts = {"may_decline": False, "favourite_uses_die": False, "component_supply": "unlimited",
                "link_bonus": "per_link", "tiebreak": "initiative", "starting_coins": "by_seat"}
        opts.update(options or {})
        self.options = opts
        self.duel = players == 2 and ruleset == "trickerion"
        self.turn = 0
        self.events: list = [{
            "event": "game", "family": "trickerion", "ruleset": ruleset, "players": players, "seed": 1, "game": 0,
            "strategies": ["random"] * players, "composition": composition, "composition_file": composition,
            "composition_sha256": "0" * 64, "data": self.data,
            "assumed_data": ["duel_sides", "turn_setup"] if self.duel else [], "options": opts,
            "magicians": magicians, "specialists": specialists, "version": "test"}]
        d = self.data
        self.tricks = {t["name"]: t for t in d["tricks"]["trick"]}
        self.cards_data = {c["name"]: c for c in d["performance_cards"]["card"]}
        self.grey = {g["card"]: g["grey"] for g in d["duel_sides"]["card"]}
        self.chars = {c["name"]: c for c in d["characters"]["character"]}
        self.weekdays = {w["name"]: w for w in d["theater"]["weekday"]}
        self.setup_rules = d["setup"]["ruleset"][0]
        self.per = next(p for p in d["setup"]["players"] if p["count"] == players)
        self.price = {}
        for tier in ("basic", "advanced", "superior"):
            for c in d["components"][tier]:
                self.price[c] = d["components"]["price"][tier]
        self.fame = [0] * players
        self.coins = [0] * players
        self.shards = [0] * players
        self.category = [None] * players
        self.characters = [dict() for _ in range(players)]   # name -> {"joined", "free"}
        self.hand = [dict() for _ in range(players)]
        self.owned = [dict() for _ in range(players)]        # trick -> {"symbol", "engineer"}
        self.on_trick = [dict() for _ in range(players)]
        self.board = [dict() for _ in range(players)]
        self.manager = [[{}, {}] for _ in range(players)]
        self.dice = {}
        self.stock = list(d["market"]["start_stock"])
        self.order = [None] * d["market"]["order_slots"]
        self.quick = None
        self.deck, self.track, self.cards = [], [], {}
        self.trick_decks = {}
        self.turn_setup_deck = []
        self.initiative = list(range(players))
        self.positions = list(self.per["initiative_positions"])
        self.placements = 0
        self.cur = None
        self.placed = [dict() for _ in range(players)]       # this turn: name -> (location, weekday, slot)
        self.weekday = [None] * players

    # -- writing
    def emit(self, event: str, **fields) -> dict:
        e = {"event": event, "turn": self.turn}
        e.update(fields)
        self.events.append(e)
        return e

    def gain(self, seat, fame=0, coins=0, shards=0, cause="", **ctx) -> dict:
        self.fame[seat] += fame
        self.coins[seat] += coins
        self.shards[seat] += shards
        return self.emit("gain", seat=seat, fame=fame, coins=coins, shards=shards, cause=cause,
                         totals=[self.fame[seat], self.coins[seat], self.shards[seat]], **ctx)

    def last(self, kind: str) -> dict:
        return next(e for e in reversed(self.events) if e["event"] == kind)

    # -- setup
    def setup_event(self, deck=None, track=None, turn_setup_deck=None) -> None:
        d = self.data
        cards = d["performance_cards"]["card"]
        by_venue = {}
        for c in cards:
            by_venue.setdefault(c["venue"], []).append(c["name"])
        if track is None:
            track = by_venue["Riverside"][:self.per["riverside_at_start"]]
        if deck is None:
            deck = [by_venue["Riverside"][-2], by_venue["Riverside"][-1], by_venue["Grand Magorian"][0],
                    by_venue["Grand Magorian"][1]]
        if turn_setup_deck is None:
            turn_setup_deck = [c["name"] for c in d["turn_setup"]["card"]] if self.duel else []
        levels = self.setup_rules["trick_levels"]
        decks = {}
        for cat in ("Escape", "Mechanical", "Optical", "Spiritual"):
            names = [t["name"] for t in d["tricks"]["trick"] if t["category"] == cat and t["level"] in levels]
            decks[cat] = sorted(names, key=lambda n: self.tricks[n]["level"])
        self.trick_decks = copy.deepcopy(decks)
        self.deck, self.track, self.turn_setup_deck = list(deck), list(track), list(turn_setup_deck)
        for card in track:
            self.lay(card)
        seats = []
        for p in range(self.players):
            self.fame[p] = self.setup_rules["fame"]
            self.coins[p] = self.setup_rules["coins_by_seat"][p]
            self.shards[p] = self.setup_rules["shards"]
            self.hand[p] = dict(self.setup_rules["hand"])
            seats.append({"fame": self.fame[p], "coins": self.coins[p], "shards": self.shards[p],
                          "hand": dict(self.hand[p])})
        self.emit("setup", performance_deck=list(deck), side="duel" if self.duel else "normal", track=list(track),
                  trick_decks=decks, market={"stock": list(self.stock), "order": list(self.order), "quick_order": None},
                  turn_setup_deck=list(turn_setup_deck), seats=seats, initiative=list(range(self.players)),
                  positions=list(self.positions))

    def lay(self, card):
        self.cards[card] = {}
        if self.duel:
            for g in self.grey.get(card, []):
                sides = self.sides(g["slot"], g["facing"], g["category"])
                self.cards[card][g["slot"]] = {"seat": "grey", "sides": sides}

    def magician(self, seat, name):
        cat = next(m["category"] for m in self.data["magicians"]["magician"] if m["name"] == name)
        self.category[seat] = cat
        self.emit("magician", seat=seat, magician=name)

    def character(self, seat, name, cause="setup", state="home"):
        self.characters[seat][name] = {"joined": state != "incoming", "free": state == "assistant_slot"}
        self.emit("character", seat=seat, character=name, cause=cause, state=state)

    def component(self, seat, comp, count, to=None, cause="setup", frm=("supply",), **extra):
        to = list(to or ["board", seat])
        frm = list(frm)
        for place, sign in ((frm, -1), (to, 1)):
            if place[0] == "board":
                self.board[seat][comp] = self.board[seat].get(comp, 0) + sign * count
                if not self.board[seat][comp]:
                    del self.board[seat][comp]
            elif place[0] == "manager":
                pile = self.manager[seat][place[2]]
                pile[comp] = pile.get(comp, 0) + sign * count
                if not pile[comp]:
                    del pile[comp]
        self.emit("component", seat=seat, component=comp, count=count, **{"from": frm}, to=to, cause=cause, **extra)

    def take_trick(self, seat, trick, to=None, cause="setup"):
        cat = self.tricks[trick]["category"]
        used = {i["symbol"] for i in self.owned[seat].values()}
        symbol = next(s for s in SYMBOLS if s not in used)
        to = list(to or ["seat", seat])
        self.trick_decks[cat].remove(trick)
        self.owned[seat][trick] = {"symbol": symbol, "engineer": to[0] == "engineer"}
        self.emit("trick", seat=seat, trick=trick, **{"from": ["deck", cat]}, to=to, symbol=symbol, cause=cause)

    def marker(self, seat, trick, count, frm, to, cause, **extra):
        sym = self.owned[seat][trick]["symbol"]
        if frm[0] == "trick":
            self.on_trick[seat][sym] -= count
        if to[0] == "trick":
            self.on_trick[seat][sym] = self.on_trick[seat].get(sym, 0) + count
        if frm[0] == "card":
            del self.cards[frm[1]][frm[2]]
        if to[0] == "card":
            self.cards[to[1]][to[2]] = {"seat": seat, "symbol": sym, "trick": trick, "sides": extra["sides"]}
        self.emit("marker", seat=seat, trick=trick, symbol=sym, count=count, **{"from": list(frm)}, to=list(to),
                  cause=cause, **extra)

    def printed_markers(self, seat, trick):
        n = self.tricks[trick]["markers"] + (1 if self.owned[seat][trick]["engineer"] else 0)
        sym = self.owned[seat][trick]["symbol"]
        theater = sum(1 for c in self.cards.values() for m in c.values()
                      if m["seat"] == seat and m.get("symbol") == sym)
        return min(n, 4 - self.on_trick[seat].get(sym, 0) - theater)

    def standard_setup(self, magicians=None, specialists=None, components=None, tricks=None,
                       engineer_tricks=None, manager_components=None, prepare=None, track=None) -> None:
        """The default setup: seat p plays DEFAULT_MAGICIANS[p]; specialists default Engineer, Manager,
        Assistant, Engineer; each seat takes 2 Basics its first Trick needs (so it is prepared free)."""
        n = self.players
        magicians = magicians or DEFAULT_MAGICIANS[:n]
        specialists = specialists or ["Engineer", "Manager", "Assistant", "Engineer"][:n]
        self.setup_event(track=track)
        for p in range(n):
            self.magician(p, magicians[p])
        for p in range(n):
            self.character(p, "Magician")
            self.character(p, "Apprentice 1")
        for p in range(n):
            comps = components[p] if components else FIRST_COMPONENTS[self.category[p]]
            for comp, k in comps.items():
                self.component(p, comp, k)
            self.take_trick(p, tricks[p] if tricks else FIRST_TRICK[self.category[p]])
            spec = specialists[p]
            self.emit("specialist", seat=p, specialist=spec)
            self.character(p, spec)
            if spec == "Assistant":
                self.character(p, "Apprentice 2", cause="assistant_bonus", state="assistant_slot")
            if spec == "Manager":
                mc = (manager_components or {}).get(p, {"Wood": 2})
                for i, (comp, k) in enumerate(mc.items()):
                    self.component(p, comp, k, to=["manager", p, i], cause="manager_bonus")
        for p in range(n):
            if specialists[p] == "Engineer":
                t = (engineer_tricks or {}).get(p, ENGINEER_TRICKS[p])
                self.take_trick(p, t, to=["engineer", p], cause="engineer_bonus")
        for p in range(n):
            todo = prepare[p] if prepare is not None else [t for t in self.owned[p] if self.meets(p, t)]
            for t in todo:
                sym = self.owned[p][t]["symbol"]
                self.marker(p, t, self.printed_markers(p, t), ["supply", p], ["trick", p, sym], "setup")

    def meets(self, seat, trick):
        for comp, k in self.tricks[trick]["components"].items():
            held = self.board[seat].get(comp, 0)
            mgr = sum(pile.get(comp, 0) for pile in self.manager[seat])
            have = min(3, held + mgr + 1) if mgr else held
            if have < k:
                return False
        return True

    # -- a turn
    def start_turn(self, dice=None, initiative=True) -> None:
        self.turn += 1
        self.emit("turn")
        faces = dict(DEFAULT_DICE)
        faces.update(dice or {})
        for die in self.data["dice"]["die"]:
            self.dice[die["name"]] = faces[die["name"]]
            self.emit("die", die=die["name"], face=faces[die["name"]], cause="roll")
        if self.duel:
            card = self.turn_setup_deck.pop(0)
            blocked = next(c["blocked"] for c in self.data["turn_setup"]["card"] if c["name"] == card)
            self.blocked = blocked
            self.emit("turn_setup", card=card, blocked=blocked)
        if self.turn >= 2 and initiative:
            order = sorted(self.initiative, key=lambda p: self.fame[p])
            self.initiative = order
            self.positions = [0] * self.players
            for k, p in enumerate(order):
                self.positions[p] = self.per["initiative_positions"][k]
            self.emit("initiative", order=list(order), positions=list(self.positions))
        self.placed = [dict() for _ in range(self.players)]
        self.weekday = [None] * self.players

    def advertise(self, seat) -> None:
        pos = self.positions[seat]
        self.emit("advertise", seat=seat, position=pos)
        self.gain(seat, fame=self.data["initiative"]["advertise_fame"],
                  coins=-self.data["initiative"]["advertise_cost"][pos - 1], cause="advertise")

    def assign(self, plan: dict | None = None, reveal=True) -> None:
        """plan: {seat: {character: location}}; every other character at home stays idle."""
        plan = plan or {}
        self.cards_of = [dict() for _ in range(self.players)]
        for p in range(self.players):
            for name, info in self.characters[p].items():
                if not info["joined"]:
                    continue
                loc = plan.get(p, {}).get(name)
                if loc:
                    self.hand[p][loc] -= 1
                self.cards_of[p][name] = loc
                self.emit("assign", seat=p, character=name, card=loc)
        if reveal:
            self.emit("reveal", assignments=[dict(a) for a in self.cards_of])

    def place(self, seat, character, location, slot, weekday=None, shard=False) -> None:
        kind = character.rpartition(" ")[0] if character.startswith("Apprentice") else character
        base = self.chars[kind]["ap"]
        if location == "Theater":
            mod = self.weekdays[weekday]["ap"]
            self.weekday[seat] = weekday
        else:
            loc = next(x for x in self.data["locations"]["location"] if x["name"] == location)
            mod = loc["slot_ap"][slot]
        total = max(0, base + mod + (1 if shard else 0))
        self.emit("place", seat=seat, character=character, location=location, slot=slot, weekday=weekday, shard=shard,
                  ap={"character": base, "slot": mod, "shard": 1 if shard else 0, "total": total})
        if shard:
            self.gain(seat, shards=-1, cause="shard_ap")
        self.placements += 1
        self.placed[seat][character] = (location, weekday, slot)
        self.cur = {"seat": seat, "character": character, "ap": total}

    def action(self, name, ap, **fields) -> dict:
        self.cur["ap"] -= ap
        return self.emit("action", seat=self.cur["seat"], character=self.cur["character"], action=name, ap=ap,
                         ap_left=self.cur["ap"], **fields)

    def end_placement(self) -> None:
        self.emit("placement_end", seat=self.cur["seat"], character=self.cur["character"], ap_unused=self.cur["ap"])
        self.cur = None

    def unplaceable(self, seat, character, location) -> None:
        self.hand[seat][location] += 1
        self.emit("unplaceable", seat=seat, character=character, location=location)

    # Downtown
    def use_die(self, die):
        self.dice[die] = "X"
        self.emit("die", die=die, face="X", cause="used")

    def learn(self, trick, die=None) -> None:
        s = self.cur["seat"]
        level = self.tricks[trick]["level"]
        deficit = max(0, self.data["tricks"]["thresholds"][level - 1] - self.fame[s])
        self.action("learn_trick", 3, trick=trick, die=die, deficit=deficit)
        if die:
            self.use_die(die)
        if deficit:
            self.gain(s, coins=-deficit, cause="fame_deficit", trick=trick)
        self.take_trick(s, trick, cause="learn")

    def hire(self, kind, die) -> None:
        s = self.cur["seat"]
        self.action("hire", 3, type=kind, die=die)
        self.use_die(die)
        if kind == "Apprentice":
            kind = f"Apprentice {sum(1 for n in self.characters[s] if n.startswith('Apprentice')) + 1}"
        self.character(s, kind, cause="hire", state="incoming")

    def take_coins(self, die) -> None:
        s = self.cur["seat"]
        face = self.dice[die]
        self.action("take_coins", 3, die=die)
        self.use_die(die)
        self.gain(s, coins=face, cause="take_coins", die=die)

    def reroll(self, die, face) -> None:
        self.action("reroll_die", 1, die=die)
        self.dice[die] = face
        self.emit("die", die=die, face=face, cause="reroll")

    def set_die(self, die, face) -> None:
        self.action("set_die", 2, die=die, face=face)
        self.dice[die] = face
        self.emit("die", die=die, face=face, cause="set")

    # Market Row
    def buy(self, comp, count, bargain=0, quick=False, to=None) -> None:
        s = self.cur["seat"]
        unit = self.price[comp] + (self.data["market"]["quick_order_surcharge"] if quick else 0)
        price = max(0, count * unit - bargain)
        self.action("buy", 1 + bargain, component=comp, count=count, bargain=bargain, price=price)
        slot = ["quick_order"] if quick else ["stock", self.stock.index(comp)]
        if to is None:
            mgr = [i for i, pile in enumerate(self.manager[s]) if comp in pile]
            to = ["manager", s, mgr[0]] if mgr else ["board", s]
        self.component(s, comp, count, to=to, cause="buy", market_slot=slot)
        self.gain(s, coins=-price, cause="buy", component=comp)

    def order_component(self, comp, slot) -> None:
        self.action("order", 1, component=comp, slot=slot)
        self.order[slot] = comp
        self.emit("market", slot=["order", slot], component=comp, cause="order", replaced=None)

    def quick_order(self, comp) -> None:
        self.action("quick_order", 2, component=comp)
        old, self.quick = self.quick, comp
        self.emit("market", slot=["quick_order"], component=comp, cause="quick_order", replaced=old)

    # Workshop
    def prepare(self, trick) -> None:
        s = self.cur["seat"]
        n = self.printed_markers(s, trick)
        sym = self.owned[s][trick]["symbol"]
        self.action("prepare", self.tricks[trick]["prepare_ap"], trick=trick, markers=n)
        self.marker(s, trick, n, ["supply", s], ["trick", s, sym], "prepare")

    def move_trick(self, trick) -> None:
        s = self.cur["seat"]
        other = next((t for t, i in self.owned[s].items() if i["engineer"]), None)
        self.action("move_trick", 1, trick=trick, swapped=other)
        self.owned[s][trick]["engineer"] = True
        if other:
            self.owned[s][other]["engineer"] = False
        sym = self.owned[s][trick]["symbol"]
        self.emit("trick", seat=s, trick=trick, **{"from": ["seat", s]}, to=["engineer", s], symbol=sym, cause="move")
        if other:
            self.emit("trick", seat=s, trick=other, **{"from": ["engineer", s]}, to=["seat", s],
                      symbol=self.owned[s][other]["symbol"], cause="move")

    def move_components(self, comp, slot) -> None:
        s = self.cur["seat"]
        there = dict(self.manager[s][slot])
        swapped = next(iter(there), None)
        self.action("move_components", 1, component=comp, slot=slot, swapped=swapped)
        self.component(s, comp, self.board[s][comp], frm=["board", s], to=["manager", s, slot], cause="move")
        if swapped:
            self.component(s, swapped, there[swapped], frm=["manager", s, slot], to=["board", s], cause="move")

    def move_apprentice(self, name) -> None:
        s = self.cur["seat"]
        self.action("move_apprentice", 1, apprentice=name)
        self.characters[s][name]["free"] = True
        self.emit("character", seat=s, character=name, cause="move_apprentice", state="assistant_slot")

    # Theater
    def sides(self, slot, facing, category) -> dict:
        cycle = self.data["performance_cards"]["marker_cycle"]
        d = DIRS.index(direction(slot, facing))
        k = cycle.index(category)
        return {DIRS[(d + i) % 4]: cycle[(k + i) % 4] for i in range(4)}

    def links_for(self, card, slot, sides):
        out = []
        for link in self.cards_data[card]["links"]:
            a, b = sorted((link["a"], link["b"]))
            if slot not in (a, b):
                continue
            other = b if a == slot else a
            m = self.cards[card].get(other)
            if m is None:
                continue
            d = direction(slot, other)
            if sides[d] == m["sides"][OPP[d]]:
                out.append({"circle": a + b, "with": m["seat"], "shard": bool(link.get("shard", False))})
        return out

    def set_up(self, trick, card, slot, facing, payments=None) -> list:
        s = self.cur["seat"]
        sym = self.owned[s][trick]["symbol"]
        sides = self.sides(slot, facing, self.tricks[trick]["category"])
        links = self.links_for(card, slot, sides)
        for k, link in enumerate(links):
            link["payment"] = (payments or ["fame"] * len(links))[k]
        self.action("set_up", 1, trick=trick, card=card, slot=slot, facing=facing, sides=sides, links=links)
        self.marker(s, trick, 1, ["trick", s, sym], ["card", card, slot], "set_up", facing=facing, sides=sides)
        pay = self.data["theater"]["link_payment"][self.tricks[trick]["level"] - 1]
        for link in links:
            self.gain(s, cause="link_payment", card=card, circle=link["circle"], trick=trick, **{link["payment"]: pay})
            if link["shard"]:
                for p in dict.fromkeys([s, link["with"]]):
                    if p != "grey":
                        self.gain(p, shards=self.data["theater"]["shard_circle_shards"], cause="link_shard", card=card,
                                  circle=link["circle"])
        return links

    def reschedule(self, trick, frm, to, facing) -> None:
        s = self.cur["seat"]
        sides = self.sides(to[2], facing, self.tricks[trick]["category"])
        self.action("reschedule", 1, trick=trick, **{"from": list(frm)}, to=list(to), facing=facing, sides=sides)
        self.marker(s, trick, 1, frm, to, "reschedule", facing=facing, sides=sides)

    # Performance
    def perform(self, weekday, card) -> None:
        seat = next(p for p in range(self.players) if self.placed[p].get("Magician") == ("Theater", weekday, 0))
        self.emit("performance", weekday=weekday, seat=seat, card=card)
        if card is None:
            return
        markers = self.cards[card]
        for p in range(self.players):
            for slot in sorted(markers):
                m = markers[slot]
                if m["seat"] != p:
                    continue
                y = self.tricks[m["trick"]]["yield"]
                mod = self.weekdays[self.weekday[p]]["yield_modifier"] if self.weekday[p] else {}
                self.gain(p, fame=max(0, y["fame"] + mod.get("fame", 0)),
                          coins=max(0, y["coins"] + mod.get("coins", 0)),
                          shards=max(0, y["shards"] + mod.get("shards", 0)), cause="yield", card=card, slot=slot,
                          trick=m["trick"], weekday=self.weekday[p])
        links, linked = 0, set()
        for link in self.cards_data[card]["links"]:
            a, b = sorted((link["a"], link["b"]))
            if a in markers and b in markers:
                d = direction(a, b)
                if markers[a]["sides"][d] == markers[b]["sides"][OPP[d]]:
                    links += 1
                    linked |= {s for s in (a, b) if markers[s]["seat"] != "grey"}
        if self.options["link_bonus"] == "per_trick":
            links = len(linked)
        self.gain(seat, fame=self.data["theater"]["performer_link_fame"] * links, cause="performer_links", card=card,
                  links=links)
        for name, (loc, day, slot) in self.placed[seat].items():
            specialist = self.chars.get(name, {}).get("kind") == "specialist"
            if loc == "Theater" and day == weekday and slot > 0 and specialist:
                b = self.chars[name]["backstage_bonus"]
                self.gain(seat, fame=b["fame"], coins=b["coins"], shards=b["shards"], cause="performer_specialist",
                          character=name)
        bonus = self.cards_data[card]["bonus"]
        self.gain(seat, fame=bonus["fame"], coins=bonus["coins"], shards=bonus["shards"], cause="performer_bonus",
                  card=card)
        for slot in sorted(list(markers)):
            m = markers[slot]
            if m["seat"] != "grey":
                self.marker(m["seat"], m["trick"], 1, ["card", card, slot], ["supply", m["seat"]], "performed")

    # End Turn
    def wages(self, seat) -> None:
        due = sum(self.chars["Apprentice" if n.startswith("Apprentice") else n]["wage"]
                  for n in self.placed[seat] if not self.characters[seat][n]["free"])
        paid = min(due, self.coins[seat])
        short = due - paid
        self.emit("wages", seat=seat, due=due, paid=paid, short=short)
        if paid:
            self.gain(seat, coins=-paid, cause="wages")
        if short:
            self.gain(seat, fame=-min(self.fame[seat], self.data["characters"]["unpaid_wage_fame"] * short),
                      cause="unpaid_wage")

    def end_turn(self, track=True) -> None:
        for p in range(self.players):
            self.wages(p)
        for p in range(self.players):
            cards = {}
            for n in self.placed[p]:
                loc = self.cards_of[p][n]
                cards[loc] = cards.get(loc, 0) + 1
            for loc, k in cards.items():
                self.hand[p][loc] += k
            joined = [n for n, i in self.characters[p].items() if not i["joined"]]
            for n in joined:
                self.characters[p][n]["joined"] = True
            self.emit("return", seat=p, characters=list(self.placed[p]), cards=cards, joined=joined)
        for i, comp in enumerate(self.order):
            if comp is not None:
                old, self.stock[i], self.order[i] = self.stock[i], comp, None
                self.emit("market", slot=["stock", i], component=comp, cause="arrives", replaced=old)
        if self.quick is not None:
            self.emit("market", slot=["quick_order"], component=None, cause="returns", replaced=self.quick)
            self.quick = None
        last = self.turn == self.setup_rules["turns"]
        if track and not last:
            left = None
            if len(self.track) == self.players + 1:
                left = self.track[0]
                for slot in sorted(self.cards[left]):
                    m = self.cards[left][slot]
                    if m["seat"] != "grey":
                        self.marker(m["seat"], m["trick"], 1, ["card", left, slot], ["supply", m["seat"]], "card_left")
                self.track.pop(0)
                del self.cards[left]
            entered = self.deck.pop(0) if self.deck else None
            if entered:
                self.track.append(entered)
                self.lay(entered)
            self.emit("track", left=left, entered=entered, track=list(self.track))
        self.emit("turn_end", fame=list(self.fame), coins=list(self.coins), shards=list(self.shards))

    def idle_turn(self) -> None:
        self.start_turn()
        self.assign()
        self.end_turn()

    def finish(self, lead_changes=0) -> None:
        sc = self.data["scoring"]["scheme"][0]
        for p in range(self.players):
            apprentices = sum(1 for n in self.characters[p] if n.startswith("Apprentice"))
            specialists = sum(1 for n in self.characters[p] if self.chars.get(n, {}).get("kind") == "specialist")
            lines = {"shards": sc["fame_per_shard"] * self.shards[p], "coins": self.coins[p] // sc["coins_per_fame"],
                     "apprentices": sc["fame_per_apprentice"] * apprentices,
                     "specialists": sc["fame_per_specialist"] * specialists}
            self.emit("end_score", seat=p, scheme=sc["name"], lines=lines)
            for line in ("shards", "coins", "apprentices", "specialists"):
                self.gain(p, fame=lines[line], cause="end_" + line)
        top = max(self.fame)
        tied = [p for p in range(self.players) if self.fame[p] == top]
        if self.options["tiebreak"] == "shared":
            winners, tb = tied, False
        else:
            winners, tb = [next(p for p in self.initiative if p in tied)], len(tied) > 1
        self.emit("game_end", scores=list(self.fame), winners=winners, tiebreak=tb, initiative=list(self.initiative),
                  length=self.placements, rounds=self.turn, lead_changes=lead_changes, capped=False)

    def play_out(self) -> None:
        """Idle turns to the last one, then the end scoring."""
        while self.turn < self.setup_rules["turns"]:
            self.idle_turn()
        self.finish()
