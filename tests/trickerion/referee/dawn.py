"""Dawn of Technology (RULES §1.4 steps 11-14, §1.6 step 1, §1.7, §1.12 step 3, §1.19; G10, G12, G30, G91-G94;
docs/trickerion.md T120-T127; docs/trickerion-trace.md "Dawn of Technology (part 4)"): the Signature Tricks (setup
start for a Shard, Learn with its counterpart leaving or replaced, Prepare only with enough Contraptions built),
Build Contraption, activation before a placement, a Contraption's text in force, reactivation at End Turn.
Readings R91 on (README "Dawn of Technology")."""

from __future__ import annotations

from .dark_alley_data import effects_of
from .dawn_data import contraption_space_top
from .errors import require
from .expect import Expect, Group, gain


class DawnState:
    def __init__(self, data):
        n = data.players
        self.built = [[] for _ in range(n)]        # Contraption names, bottom-up (slot 1 first)
        self.active = [set() for _ in range(n)]    # the built ones Active now
        self.activated = [[] for _ in range(n)]    # activated at the start of this placement turn, not placed yet
        self.perform = [[] for _ in range(n)]      # "perform" texts in force this turn (T126)
        self.beside = set(data.signature_of)       # Signature Tricks still beside their Magician's board
        self.gone = set()                          # Tricks out of the game (G93)


class DawnRules:
    # -- lookups
    def dawn_state(self):
        if not hasattr(self, "dn"):
            self.dn = DawnState(self.data)
        return self.dn

    def is_signature(self, trick: str) -> bool:
        return self.data.dawn and trick in self.data.signature_of

    def contraption_word(self, name: str) -> str:
        return self.data.contraptions[name][2]["action"]

    def contraptions_in_scope(self, word: str | None) -> list:
        """The Contraptions whose text applies now to an action `word` (None: the placement itself), bottom-up
        (T126): "any" the whole placement, a named action its placement's first such action (G28)."""
        o = self.open
        if not self.data.dawn or not o:
            return []
        out = []
        for c in o.get("contraptions", []):
            if c["word"] == "any" or (word is not None and c["word"] == word and c.get("now")):
                out.append(c["name"])
        return out

    def contraption_effects(self, op: str, word: str | None) -> list:
        """The first Contraption in scope (bottom-up) that has the primitive: two do not add up (T126)."""
        for name in self.contraptions_in_scope(word):
            effs = [eff for eff in effects_of(self.data.contraptions[name][2]) if eff["op"] == op]
            if effs:
                return [(("contraption", name), eff) for eff in effs]
        return []

    def start_contraption_action(self, word: str) -> None:
        """G28 for a Contraption's named action: its text applies to the placement's first action of that kind."""
        for c in (self.open or {}).get("contraptions", []):
            c["now"] = c["word"] == word and not c["spent"]
            if c["word"] == word:
                c["spent"] = True

    def perform_contraption_effect(self, performer: int, op: str):
        """The performer's first "perform" Contraption in force this turn with the primitive (T126)."""
        if not self.data.dawn:
            return None
        for name in self.dawn_state().perform[performer]:
            for eff in effects_of(self.data.contraptions[name][2]):
                if eff["op"] == op:
                    return ("contraption", name), eff
        return None

    def contraption_character_ap(self, ap: int, character: str) -> int:
        """T126: a Contraption's `character_ap` (activated for this placement) changes the placed character's base
        AP (`place.ap.character`); the first one that has it (R95)."""
        d = self.data
        apprentice = character.startswith(d.apprentice_type + " ")
        for _, eff in self.contraption_effects("character_ap", None):
            if eff.get("who", "all") == "apprentice" and not apprentice:
                continue
            ap = eff["set"] if "set" in eff else ap + eff.get("delta", 0)
            break
        return ap

    # -- the setup (G10, G12, T122)
    def on_signature_start(self, e: dict) -> None:
        d = self.data
        dn = self.dawn_state()
        seat = self.seat(e["seat"])
        self.stage_at("seat", seat.index)
        sig = d.signature.get(seat.magician)
        require(sig is not None and e.get("trick") == sig,
                "signature_start names the seat's own Magician's Signature Trick (T122)")
        require(d.level(sig) == 1, "only a Magician whose Signature Trick is of level 1 may start with it (G10, T122)")
        require(self.start_trick[seat.index] is None and sig in dn.beside,
                "the Signature Trick replaces the starting Trick, once (G10)")
        require((e["fame"], e["coins"], e["shards"]) == (0, 0, -1),
                "the Signature Trick as starting Trick costs 1 Shard (G10, T122): a gain of -1 Shard")
        self.apply_gain(e)

        def took(ev):
            self.start_trick[seat.index] = sig
        cp, cat = d.counterpart[sig], d.category(sig)
        if cp in self.game.trick_decks.get(cat, []):   # R96: accepted, not required (open reading)
            self.queue.push(Expect({"event": "trick", "trick": cp, "cause": "signature", "from": ["deck", cat],
                                    "to": ["gone"], "symbol": None},
                                   f"the counterpart {cp} may leave the game when its Signature Trick starts in the "
                                   f"Workshop (G93 read at setup, R96)", optional=True))
        self.queue.push(Expect({"event": "trick", "seat": seat.index, "trick": sig, "cause": "setup",
                                "from": ["beside", seat.magician], "to": ["seat", seat.index],
                                "symbol": seat.lowest_free_symbol()},
                               "after its Shard, the Signature Trick goes from beside the board into the Workshop "
                               "as the starting Trick (G10, T122)", after=took))

    # -- Learn Trick of a Signature Trick (G93, T120, T121)
    def act_learn_signature(self, e: dict) -> int:
        d, g = self.data, self.game
        dn = self.dawn_state()
        seat = self.seat(e["seat"])
        trick = e["trick"]
        mag = d.signature_of[trick]
        require(seat.magician == mag, f"only {mag}'s seat may learn its Signature Trick {trick} (G93, T120)")
        require(trick in dn.beside, "the Signature Trick is still beside its Magician's board")
        require(e["die"] is None, "a Signature Trick is learned without a die (it is of the Favourite category, "
                                  "G34, G93, T120)")
        cp = d.counterpart[trick]
        cat = d.category(trick)
        owns = cp in seat.tricks
        free_symbol = len(seat.tricks) < 4 and seat.lowest_free_symbol() is not None
        require(owns or free_symbol, "a free Symbol marker (at most 4 Tricks, G36), unless the seat owns the "
                                     "counterpart, which the Signature Trick replaces (T121)")
        deficit = max(0, d.threshold(trick) - seat.fame)
        require(e["deficit"] == deficit, f"the Signature Trick's Fame threshold: deficit = {deficit} (T120, G35)")
        require(seat.coins >= deficit, "the Fame deficit is paid in Coins, 1 per point (G35)")
        first = []
        if deficit:
            first.append(gain(seat.index, coins=-deficit, cause="fame_deficit", trick=trick,
                              rule=f"learning below the threshold costs {deficit} Coins (G35, T120)"))
        if owns:
            info = seat.tricks[cp]
            where = ["engineer" if info["engineer"] else "seat", seat.index]
            first.append(Expect({"event": "trick", "seat": seat.index, "trick": cp, "cause": "signature",
                                 "from": where, "to": ["gone"], "symbol": info["symbol"]},
                                f"the learner's own counterpart {cp} leaves the game (G93, T121)"))
            symbol, to = info["symbol"], where
        else:
            if cp in g.trick_decks.get(cat, []):
                first.append(Expect({"event": "trick", "trick": cp, "cause": "signature", "from": ["deck", cat],
                                     "to": ["gone"], "symbol": None},
                                    f"the counterpart {cp}, still in its deck, leaves the game first (G93, T121)"))
            symbol, to = seat.lowest_free_symbol(), ["seat", seat.index]
        if first:
            self.queue.push(Group(first) if len(first) > 1 else first[0])
        self.queue.push(Expect({"event": "trick", "seat": seat.index, "trick": trick, "cause": "learn",
                                "from": ["beside", mag], "to": to, "symbol": symbol},
                               "the Signature Trick comes from beside the board: with the lowest free symbol, or in "
                               "its owned counterpart's place and symbol (T121)"))
        self.queue.push(*self.leaked_markers(seat, trick, symbol))
        return 3

    def apply_dawn_trick(self, e: dict) -> None:
        """A Signature Trick from beside its board, a Trick to ["gone"] (G93, T121, T122)."""
        d, g = self.data, self.game
        dn = self.dawn_state()
        seat = self.seat(e["seat"]) if e.get("seat") is not None else None
        trick, src, dst = e["trick"], list(e["from"]), list(e["to"])
        if dst == ["gone"]:
            require(trick in d.counterpart.values() and e.get("cause") == "signature",
                    "only a Signature Trick's counterpart leaves the game, cause signature (G93)")
            if src[0] == "deck":
                cat = d.category(trick)
                require(src[1] == cat and trick in g.trick_decks.get(cat, []), "the counterpart is in its deck")
                g.trick_decks[cat].remove(trick)
            else:
                require(seat is not None and src[0] in ("seat", "engineer") and src[1] == seat.index
                        and trick in seat.tricks, "the counterpart is the learner's")
                info = seat.tricks.pop(trick)
                self.replaced_counterpart = (seat.index, trick, info)
            dn.gone.add(trick)
            return
        if dst[0] == "beside":   # R98: a discarded Signature Trick goes back beside its Magician's board
            require(seat is not None and trick in seat.tricks and self.is_signature(trick)
                    and dst[1] == d.signature_of[trick], "only a Signature Trick goes beside its own Magician's board")
            info = seat.tricks[trick]
            require(info["engineer"] == (src[0] == "engineer") and e["symbol"] == info["symbol"],
                    "the Trick is where the event takes it from, with its symbol")
            require(seat.on_trick.get(info["symbol"], 0) == 0 and g.in_theater(seat.index, info["symbol"]) == 0,
                    "a discarded Trick's markers went back first (G18)")
            del seat.tricks[trick]
            dn.beside.add(trick)
            return
        require(src[0] == "beside" and self.is_signature(trick) and d.signature_of[trick] == src[1]
                and trick in dn.beside, "a Signature Trick comes from beside its own Magician's board")
        require(seat is not None and seat.magician == src[1], "only its Magician's seat takes it (G93)")
        require(dst[0] in ("seat", "engineer") and dst[1] == seat.index, "into its owner's Workshop")
        dn.beside.discard(trick)
        replaced = getattr(self, "replaced_counterpart", None)
        self.replaced_counterpart = None
        if replaced is not None and replaced[0] == seat.index:
            _, cp, info = replaced
            require(e["symbol"] == info["symbol"] and (dst[0] == "engineer") == info["engineer"],
                    "the Signature Trick takes its counterpart's symbol and place (T121)")
            seat.tricks[trick] = {"symbol": info["symbol"], "engineer": info["engineer"]}
            for slots in g.cards.values():   # its markers in the Theater are the Signature Trick's now (T121)
                for m in slots.values():
                    if m["seat"] == seat.index and m["symbol"] == info["symbol"]:
                        m["trick"] = trick
            if d.academy and (seat.index, cp) in self.ac.marker:   # and its Academy marker (T121)
                place = self.ac.marker.pop((seat.index, cp))
                self.ac.marker[(seat.index, trick)] = place
                self.ac.slots[place] = (seat.index, trick)
            return
        require(e["symbol"] == seat.lowest_free_symbol() and len(seat.tricks) < 4,
                "a learned Trick takes the lowest free symbol (T4, at most 4 Tricks G36)")
        if dst[0] == "engineer":
            require(self.engineer_trick(seat) is None, "the Engineer's Trick slot is free")
        seat.tricks[trick] = {"symbol": e["symbol"], "engineer": dst[0] == "engineer"}

    def signature_prepare_check(self, seat, trick: str) -> None:
        if self.is_signature(trick):
            lv, n = self.data.level(trick), len(self.dawn_state().built[seat.index])
            require(n >= lv, f"a Signature Trick of level {lv} is prepared only with at least {lv} Contraptions "
                             f"built, Active or not (G94): the seat has {n}")

    # -- Build Contraption (G91, T124)
    def act_build_contraption(self, e: dict) -> int:
        d = self.data
        require(d.dawn, "Build Contraption is a Dawn of Technology action")
        dn = self.dawn_state()
        seat = self.seat(e["seat"])
        p = seat.index
        built = dn.built[p]
        require(len(built) < 4, "at most 4 Contraptions a seat (T124)")
        board = d.boards[seat.category]
        want = board[len(built)]["name"]
        require(e["board"] == seat.category, f"the seat's board is its Favourite category's ({seat.category})")
        require(e["slot"] == len(built) + 1 and e["contraption"] == want,
                f"the lowest empty slot, bottom-up: slot {len(built) + 1}, {want} (RULES §1.7, T124)")
        free = str(d.option("contraption_coins", "1")) == "0"
        coins = 0 if free else d.build_coins_per_built * len(built)
        require(e["coins"] == coins, f"Build Contraption costs {d.build_coins_per_built} Coin per Contraption "
                                     f"already built (G91{', 0 under contraption_coins=0' if free else ''}): {coins}")
        require(seat.coins >= coins, "the build's Coins are paid in full (G91)")
        if coins:
            self.queue.push(gain(p, coins=-coins, cause="build", contraption=want, optional_if_zero=False,
                                 rule=f"the build's {coins} Coins (G91)"))
        built.append(want)
        dn.active[p].add(want)   # Active, even with its Shards uncovered [S L109-110]
        return d.build_ap

    # -- the contraption event
    def on_contraption(self, e: dict) -> None:
        d = self.data
        dn = self.dawn_state()
        seat = self.seat(e["seat"])
        p = seat.index
        name = e["contraption"]
        require(name in dn.built[p], f"{name} is a Contraption the seat has built")
        if e["change"] == "activated":
            self.enter("reveal")
            require(self.open is None and p == self.next_placer(),
                    "a Contraption is activated at the start of its seat's placement turn, before its place (RULES "
                    "§1.6 step 1, G30, T125)")
            require(name in dn.active[p], "only an Active Contraption is activated (G30, T125)")
            slots = [dn.built[p].index(c["name"]) for c in dn.activated[p]]
            require(all(k < dn.built[p].index(name) for k in slots), "activations go bottom-up (T125)")
            dn.active[p].discard(name)
            dn.activated[p].append({"name": name, "word": self.contraption_word(name), "spent": False, "now": False})
            return
        require(e["change"] == "reactivated", "contraption.change is activated or reactivated")
        self.enter("return")
        for s in self.game.seats:
            if any(c.placed for c in s.characters.values()) or any(not c.joined for c in s.characters.values()):
                require(s.index in self.returns_seen,
                        "reactivation comes after Return Characters (RULES §1.12 step 3, T127)")
        require(name not in dn.active[p], "only an Inactive Contraption is reactivated (T127)")
        top = contraption_space_top(d, name)
        require(seat.shards >= top, f"{name} turns Active only with its space's Shard positions covered: the seat "
                                    f"holds {seat.shards} Shards, its highest position is {top} (G92, T127)")
        dn.active[p].add(name)
        fame = d.contraptions[name][2].get("fame", 0)
        if fame:
            self.queue.push(Expect({"event": "gain", "seat": p, "fame": fame, "coins": 0, "shards": 0,
                                    "cause": "contraption", "contraption": name},
                                   f"the reactivated {name} gives its {fame} Fame (RULES §1.12 step 3, T127)",
                                   when=lambda ev: ev.get("op") is None))

    def check_reactivations_done(self) -> None:
        """Every Inactive built Contraption whose space is covered turned Active (RULES §1.12 step 3, T127)."""
        d = self.data
        dn = self.dawn_state()
        for seat in self.game.seats:
            for name in dn.built[seat.index]:
                if name not in dn.active[seat.index]:
                    require(seat.shards < contraption_space_top(d, name),
                            f"seat {seat.index}'s {name} turns Active at End Turn: its space's Shard positions are "
                            f"covered ({seat.shards} Shards, G92, T127)")

    def take_activated(self, seat) -> list:
        """At the place: the Contraptions activated at the start of this placement turn are in force (T126)."""
        dn = self.dawn_state()
        got, dn.activated[seat.index] = dn.activated[seat.index], []
        for c in got:
            if c["word"] == "perform":
                dn.perform[seat.index].append(c["name"])
        return got

    def check_no_activation_pending(self, seat) -> None:
        if self.data.dawn:
            require(not self.dawn_state().activated[seat.index],
                    "a Contraption is activated after the seat's anytime events, right before its place (T125)")

    def dawn_new_turn(self) -> None:
        dn = self.dawn_state()
        for p in range(self.data.players):
            dn.perform[p] = []
            dn.activated[p] = []
