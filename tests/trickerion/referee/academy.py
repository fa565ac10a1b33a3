"""Dahlgaard's Academy's actions and moves (RULES §1.7 "Academy", §1.18, G51-G57, G84, G85; docs/trickerion.md
T103-T105, T107, T108; docs/trickerion-trace.md "Dahlgaard's Academy (part 3)"): Renovate with its price, Fame,
tile and Banners (and the shortfall rule), Practice and Teach, Learn Secret (P30's draw) and Discover, the Secrets a
placed Protégé or Anjali's Apprentice uses, Anjali's Coins, Geer's free Advertise, and the moves of Banners,
Academy markers and Secrets."""

from __future__ import annotations

from .academy_data import stack_key, row_open_turn
from .errors import require
from .expect import Expect, Group, gain

GEER = "magorias_benefactor"
ANJALI = "whisperer_of_secrets"
SECRET_CAUSES = ("deal", "discover", "learn", "replaced", "end_turn", "draw")


class AcademyState:
    def __init__(self, data):
        self.tiles = {}                      # space -> tile name
        self.stacks = {}                     # "classroom 1" -> [tile names], top first
        self.face_up = [None, None]          # the Academy's 2 Secret slots
        self.stack = []                      # the Secret stack, top first
        self.protege = [[None] * data.protege_slots for _ in range(data.players)]
        self.banners_left = [data.banners_per_seat] * data.players
        self.banners_placed = [0] * data.players
        self.marker = {}                     # (seat, trick) -> (space, slot)
        self.slots = {}                      # (space, slot) -> (seat, trick)
        self.aside = [[] for _ in range(data.players)]   # Bernard's set-aside Tricks (T110)
        self.coins = [{} for _ in range(data.players)]   # Anjali's Coins: protege slot -> Coins on it (T108)
        self.opened = set()                  # rows opened by room_opens
        self.drawn = [[] for _ in range(data.players)]   # P30: Secrets drawn, seen by their drawer


class AcademyRules:
    # -- lookups
    def space_open(self, name: str) -> bool:
        d = self.data
        row = d.spaces[name]["row"]
        return row == "start" or row in self.ac.opened or row_open_turn(d, row) <= 1

    def slot_kind(self, place) -> str | None:
        space, slot = place
        tile = self.ac.tiles.get(space)
        if tile is None or not (0 <= slot < len(self.data.tiles[tile]["slots"])):
            return None
        return self.data.tiles[tile]["kind"]

    def practice_ability(self, seat: int, trick: str) -> dict:
        """The Practice Room ability of the Trick's Academy marker's slot ({} when none, T111)."""
        place = self.ac.marker.get((seat, trick))
        if place is None or self.slot_kind(place) != "practice_room":
            return {}
        return dict(self.data.tiles[self.ac.tiles[place[0]]]["slots"][place[1]])

    def ability_n(self, seat: int, trick: str, name: str) -> int:
        ab = self.practice_ability(seat, trick)
        return ab.get("n", 1) if ab.get("ability") == name else 0

    def taught(self, seat: int, trick: str) -> bool:
        place = self.ac.marker.get((seat, trick))
        return place is not None and self.slot_kind(place) == "classroom"

    def secrets_held(self, p: int) -> int:
        return sum(1 for s in self.ac.protege[p] if s is not None)

    def seat_ability(self, seat) -> str | None:
        return self.ability_of(seat)

    # -- Renovate (G51, G52, G84, T103)
    def act_renovate(self, e: dict) -> int:
        d, g, ac = self.data, self.game, self.ac
        seat = self.seat(e["seat"])
        p = seat.index
        space, level, tile = e["space"], e["level"], e["tile"]
        require(space in d.spaces, f"a renovation space of the {d.rooms}-room side")
        require(self.space_open(space), "an open space: its row's Closed Room tiles have left (G59)")
        require(space not in ac.tiles, "an empty space (not renovated yet)")
        require(level in (1, 2, 3), "one of the space's 3 ratios (threshold 1/16/36)")
        kind = d.spaces[space]["kind"]
        stack = ac.stacks[stack_key(kind, level)]
        require(stack, f"a tile left in the {kind} stack of level {level} (T103)")
        if d.option("tile_choice", "top") == "look":
            require(tile in stack, "tile_choice=look: a tile of that stack (G51)")
        else:
            require(tile == stack[0], f"Renovate takes the top tile of its stack: {stack[0]} (G51)")
        require(ac.banners_left[p] >= 1, "Renovate needs a Banner in the seat's supply (T103)")
        threshold = d.thresholds[level - 1]
        deficit = max(0, threshold - seat.fame)
        if self.seat_ability(seat) == GEER:
            own = max([k for k in (1, 2, 3) if seat.fame >= d.thresholds[k - 1]], default=0)
            if level == own + 1:
                deficit = 0    # G84: the ratio one threshold above his Fame, no deficit
        price = d.spaces[space]["coins"][level - 1] + deficit
        fame = d.spaces[space]["fame"][level - 1]
        require(e["coins"] == price, f"Renovate costs the ratio's {d.spaces[space]['coins'][level - 1]} Coins plus 1 "
                                     f"a Fame point short of {threshold} (T103, G84): {price}")
        require(seat.coins >= price, f"Renovate's {price} Coins are paid in full")
        stack.remove(tile)
        ac.tiles[space] = tile
        self.queue.push(gain(p, fame=fame, coins=-price, cause="renovate", space=space, level=level, tile=tile,
                             optional_if_zero=False,
                             rule=f"Renovate: -{price} Coins, +{fame} Fame (the ratio of level {level})"))
        for src, eff in self.prophecy_effects():
            if eff["op"] == "renovate_fame":
                self.queue.push(self.effect_gain(src, p, "renovate_fame", fame=eff["per_level"] * level,
                                                 rule=f"P28: Renovate gives {eff['per_level']} Fame a level"))
        chart = d.banner_chart[g.turn - 1]
        n = min(chart, ac.banners_left[p])
        short = chart - n
        self.queue.push(Expect({"event": "banner", "seat": p, "count": n, "cause": "renovate", "by": p,
                                "left": ac.banners_left[p] - n, "placed": ac.banners_placed[p] + n},
                               f"Renovate places the turn's {chart} Banners (4, 4, 3, 3, 2, 2, 1; G52) from the seat's "
                               f"supply: {n}"))
        if short:
            items = []
            for q in range(d.players):
                k = min(short, ac.banners_left[q])
                if q != p:
                    items.append(Expect({"event": "banner", "seat": q, "count": -k, "cause": "short", "by": p,
                                         "left": ac.banners_left[q] - k, "placed": ac.banners_placed[q]},
                                        f"each Banner the renovator cannot place makes every other seat discard one "
                                        f"(G52): {k}", optional=k == 0))
            self.queue.push(Group(items))
        if self.seat_ability(seat) == GEER and price >= 6 and not seat.advertised:
            self.queue.push(self.ability_event(seat, GEER, e["character"],
                                               "Geer's free Advertise: he paid at least 6 Coins on a Renovate and had "
                                               "not advertised this turn (G84)", fame=d.advertise_fame))
            self.queue.push(Expect({"event": "gain", "seat": p, "fame": d.advertise_fame, "coins": 0, "shards": 0,
                                    "cause": lambda c: c in ("ability", "advertise")},
                                   "Geer's free Advertise gives its Fame (G84)"))
            seat.advertised = True
        return 2

    def apply_banner(self, e: dict) -> None:
        ac = self.ac
        p = e["seat"]
        n = e["count"]
        ac.banners_left[p] -= n if n > 0 else -n
        if n > 0:
            ac.banners_placed[p] += n
        require(ac.banners_left[p] >= 0, "Banners come from the seat's supply")
        require(e["left"] == ac.banners_left[p] and e["placed"] == ac.banners_placed[p],
                f"banner.left and banner.placed are the seat's {ac.banners_left[p]} and {ac.banners_placed[p]}")

    # -- Practice and Teach (G53, G54, T104, T107)
    def academy_trick(self, seat, trick: str) -> None:
        require(trick in seat.tricks, "a Trick the seat owns (not one set aside, T110)")

    def act_practice(self, e: dict) -> int:
        d, ac = self.data, self.ac
        seat = self.seat(e["seat"])
        p, trick = seat.index, e["trick"]
        self.academy_trick(seat, trick)
        here = ac.marker.get((p, trick))
        require(here is None or self.slot_kind(here) == "practice_room",
                "a taught Trick's Academy marker can't be taken back from its Classroom [S L140] (T104)")
        to = tuple(e["to"])
        require(self.slot_kind(to) == "practice_room" and to not in ac.slots,
                "Practice: onto an empty Practice Room slot (T104)")
        require((list(here) if here else None) == (list(e["from"]) if e["from"] is not None else None),
                f"practice.from is where the Trick's Academy marker is ({here})")
        self.queue.push(Expect({"event": "academy_marker", "seat": p, "trick": trick, "cause": "practice",
                                "from": list(here) if here else None, "to": list(to)},
                               "the Trick's Academy marker moves onto the Practice Room slot"))
        level = d.level(trick)
        for src, eff in self.prophecy_effects():
            if eff["op"] == "practice_coins":
                self.queue.push(self.effect_gain(src, p, "practice_coins", coins=eff["per_level"] * level,
                                                 rule=f"P29: Practice gives {eff['per_level']} Coins a level"))
        return level

    def act_teach(self, e: dict) -> int:
        d, g, ac = self.data, self.game, self.ac
        seat = self.seat(e["seat"])
        p, trick = seat.index, e["trick"]
        self.academy_trick(seat, trick)
        here = ac.marker.get((p, trick))
        to = tuple(e["to"])
        require(self.slot_kind(to) == "classroom" and to not in ac.slots, "Teach: onto an empty Classroom slot (T104)")
        require((list(here) if here else None) == (list(e["from"]) if e["from"] is not None else None),
                f"teach.from is where the Trick's Academy marker is ({here})")
        sym = seat.tricks[trick]["symbol"]
        require(seat.meets(d.tricks[trick]["components"], d.max_per_type) or seat.on_trick.get(sym, 0)
                or g.in_theater(p, sym), "Teach: the Trick's components met or a marker of it on its card or in the "
                                        "Theater [S L136-142] (T104)")
        self.queue.push(Expect({"event": "academy_marker", "seat": p, "trick": trick, "cause": "teach",
                                "from": list(here) if here else None, "to": list(to)},
                               "the Trick's Academy marker moves onto the Classroom slot"))
        level = d.level(trick)
        tile = d.tiles[ac.tiles[to[0]]]
        if tile["level"] == level:
            f, c, s = (tile.get("bonus", {}).get(k, 0) for k in ("fame", "coins", "shards"))
            self.queue.push(gain(p, f, c, s, cause="classroom_bonus", tile=tile["name"], trick=trick,
                                 rule=f"a Teach of a level-{level} Trick onto a level-{level} tile gives its one-time "
                                      f"bonus (T107)"))
        for src, eff in self.prophecy_effects():
            if eff["op"] == "teach_yield_now":
                got = self.classroom_yield(trick, to)
                self.queue.push(gain(p, *got, cause="classroom_yield",
                                     rule=f"P32: Teach gives the Classroom's yield at once {got} (T106)"))
        return level

    def apply_academy_marker(self, e: dict) -> None:
        ac = self.ac
        p, trick = e["seat"], e["trick"]
        src = tuple(e["from"]) if e["from"] is not None else None
        dst = tuple(e["to"]) if e["to"] is not None else None
        require(ac.marker.get((p, trick)) == src, "the Academy marker is where the event takes it from")
        if src is not None:
            del ac.slots[src]
            del ac.marker[(p, trick)]
        if dst is not None:
            require(dst not in ac.slots, "one Academy marker a renovation slot")
            ac.slots[dst] = (p, trick)
            ac.marker[(p, trick)] = dst

    def classroom_yield(self, trick: str, place) -> tuple:
        """T106: the printed yield + Enhance Trick's + the slot's modifier, each part at least 0."""
        d = self.data
        y = d.tricks[trick]["yield"]
        ef, ec = self.game.enhanced.get(trick, (0, 0))
        mod = d.tiles[self.ac.tiles[place[0]]]["slots"][place[1]]
        return (max(0, y.get("fame", 0) + ef + mod.get("fame", 0)), max(0, y.get("coins", 0) + ec + mod.get("coins", 0)),
                max(0, y.get("shards", 0) + mod.get("shards", 0)))

    # -- Secrets (G55, T105, P30)
    def act_discover_secret(self, e: dict) -> int:
        ac = self.ac
        i = e["slot"]
        require(i in (0, 1) and ac.face_up[i] is None, "Discover needs an empty Academy Secret slot (G55)")
        require(ac.stack and e["secret"] == ac.stack[0], "Discover draws the Secret stack's top one")
        self.queue.push(Expect({"event": "secret", "seat": e["seat"], "secret": e["secret"], "from": "stack",
                                "to": ["academy", i], "cause": "discover"},
                               "the discovered Secret goes face up onto the Academy's slot"))
        return 1

    def act_learn_secret(self, e: dict) -> int:
        ac = self.ac
        o = self.open
        seat = self.seat(e["seat"])
        p = seat.index
        require(not o.get("learned_secret"), "Learn Secret once per placement [S L147]")
        o["learned_secret"] = True
        name, slot, replaced = e["secret"], e["slot"], e["replaced"]
        held = ac.protege[p]
        require(isinstance(slot, int) and 0 <= slot < len(held), "a Secret slot of the Protégé")
        if replaced is None:
            free = [i for i, s in enumerate(held) if s is None]
            require(free and slot == free[0], "a learned Secret takes the Protégé's lowest empty slot [S L147-151]")
        else:
            require(held[slot] == replaced, "the replaced Secret is on that Protégé slot")
        drawn = o.get("secret_draw")
        if drawn is not None:   # P30: the drawn Secrets came before the action
            require(name in ac.drawn[p], "under P30 the learned Secret is one the seat drew")
            source = ["drawn", p]
        else:
            require(name in ac.face_up, "Learn Secret takes a face-up Academy Secret (G55)")
            source = ["academy", ac.face_up.index(name)]
        if replaced is not None:
            self.queue.push(Expect({"event": "secret", "seat": p, "secret": replaced, "from": ["protege", p, slot],
                                    "to": "box", "cause": "replaced"}, "the replaced Secret goes to the box"))
            coins = ac.coins[p].get(slot, 0)
            if coins:
                self.queue.push(gain(p, coins=coins, cause="ability", magician=seat.magician,
                                     rule="Anjali's Coins on a replaced Secret come back to her (T108)"))
        self.queue.push(Expect({"event": "secret", "seat": p, "secret": name, "from": source,
                                "to": ["protege", p, slot], "cause": "learn"},
                               "the learned Secret goes onto the Protégé's slot"))
        return 2

    def apply_secret(self, e: dict) -> None:
        ac = self.ac
        name = e["secret"]
        require(name in self.data.secrets and e["cause"] in SECRET_CAUSES, "a Secret of the composition")
        src, dst = e["from"], e["to"]
        src = src if isinstance(src, str) else list(src)
        dst = dst if isinstance(dst, str) else list(dst)
        if src == "stack":
            require(ac.stack and ac.stack[0] == name, "a Secret drawn from the stack is its top one")
            ac.stack.pop(0)
        elif src[0] == "academy":
            require(ac.face_up[src[1]] == name, "the Secret is on that Academy slot")
            ac.face_up[src[1]] = None
        elif src[0] == "protege":
            require(ac.protege[src[1]][src[2]] == name, "the Secret is on that Protégé slot")
            ac.protege[src[1]][src[2]] = None
            ac.coins[src[1]].pop(src[2], None)
        else:
            require(src[0] == "drawn" and name in ac.drawn[src[1]], "the Secret is among the drawn ones")
            ac.drawn[src[1]].remove(name)
        if dst == "stack":
            ac.stack.append(name)   # under the stack
        elif dst == "box":
            pass
        elif dst[0] == "academy":
            require(ac.face_up[dst[1]] is None, "an empty Academy Secret slot")
            ac.face_up[dst[1]] = name
        elif dst[0] == "protege":
            require(ac.protege[dst[1]][dst[2]] is None, "an empty Protégé slot")
            ac.protege[dst[1]][dst[2]] = name
        else:
            require(dst[0] == "drawn", "a Secret place of the format")
            ac.drawn[dst[1]].append(name)

    # -- a placed Protégé's or Anjali's Apprentice's Secret (T105, G85)
    def on_secret_use(self, e: dict) -> None:
        d, ac, o = self.data, self.ac, self.open
        require(o is not None and o.get("fresh") and e["seat"] == o["seat"] and e["character"] == o["character"],
                "secret_use comes right after the place (and its abilities) of the character using it (T105)")
        seat = self.seat(e["seat"])
        p, name = seat.index, e["secret"]
        require(name in ac.protege[p], "a Secret the seat's Protégé holds")
        slot = ac.protege[p].index(name)
        require(d.secrets[name]["location"] == o["location"], "a Secret of the placement's location (T105)")
        sa = o.get("sa")
        require(not (sa and sa["use"] == "text"), "no Secret when the placement already uses an SA card's text (T105)")
        if e.get("anjali"):
            require(self.ability_of(seat) == ANJALI and o["character"].startswith(d.apprentice_type + " "),
                    "Anjali's Apprentice uses a Secret of hers (G85)")
            require(ac.coins[p].get(slot, 0) >= 1, "the Secret holds one of Anjali's Coins (G85)")
            ac.coins[p][slot] -= 1
        else:
            require(o["character"] == "Protégé", "the placed Protégé uses one of its Secrets (T105)")
        o["fresh"] = False
        o["sa"] = {"card": name, "use": "text", "word": d.secrets[name]["action"], "spent": False, "secret": True}
        if o["sa"]["word"] == "any":
            self.refuse_uncheckable(self.card_effects_now(None), name)

    # -- Anjali's Coins at Assignment (G85, T108)
    def on_anjali_gain(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        require(self.ability_of(seat) == ANJALI and e["cause"] == "ability" and (e["fame"], e["coins"], e["shards"])
                == (0, -1, 0), "at Assignment only Anjali pays a Coin onto a Secret (G85)")
        self.apply_gain(e)
        self.queue.push(Expect({"event": "anjali_coin", "seat": seat.index},
                               "Anjali's Coin goes onto a Secret of hers right after she pays it (G85)"))

    def apply_anjali_coin(self, e: dict) -> None:
        ac = self.ac
        p, slot = e["seat"], e["slot"]
        require(0 <= slot < len(ac.protege[p]) and ac.protege[p][slot] == e["secret"],
                "Anjali's Coin goes onto a Secret her Protégé holds")
        ac.coins[p][slot] = ac.coins[p].get(slot, 0) + 1
        self.anjali_turn[p] = self.anjali_turn.get(p, 0) + 1
        require(self.anjali_turn[p] <= 4, "at most 4 of Anjali's Coins a turn (T108)")
        require(e["coins"] == ac.coins[p][slot], f"anjali_coin.coins is the Coins now on the Secret ({ac.coins[p][slot]})")

    # -- Stay on Card (T111): after its Performance up to n performed markers go back onto its Trick card
    def stay_on_card_expectations(self, card: str, markers: dict, returns: list) -> list:
        out = []
        for slot, m in sorted(markers.items()):
            if m["seat"] == "grey":
                continue
            n = self.ability_n(m["seat"], m["trick"], "stay_on_card")
            if not n:
                continue

            def after(e, slot=slot):
                for k, x in enumerate(returns):
                    if x.fields["from"] == ["card", card, slot]:
                        if x.fields["count"] == e["count"]:
                            returns.pop(k)
                        else:
                            x.fields["count"] -= e["count"]
                        break
            out.append(Expect({"event": "marker", "seat": m["seat"], "trick": m["trick"], "symbol": m["symbol"],
                               "cause": "performed", "from": ["card", card, slot],
                               "to": ["trick", m["seat"], m["symbol"]],
                               "count": lambda c, top=min(n, m.get("count", 1)): 1 <= c <= top},
                              "Stay on Card: a performed marker of the Trick back onto its Trick card (T111)",
                              optional=True, after=after))
        return out
