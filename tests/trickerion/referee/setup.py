"""The `game` header and the setup (turn 0): RULES §1.4 as docs/trickerion-trace.md orders it."""

from __future__ import annotations

from .academy_setup import AcademySetup
from .dark_alley_setup import DarkAlleySetup
from .data import Data
from .errors import require
from .expect import Expect
from .state import Game, Seat

STAGES = {"magician": 1, "seat": 2, "engineer": 3, "prep": 4}


class SetupRules(DarkAlleySetup, AcademySetup):
    def read_header(self, header: dict) -> None:
        require(header.get("event") == "game", "the first event is the game header")
        require(header.get("family") == "trickerion", "family trickerion")
        self.data = Data(header)
        d = self.data
        require(len(header["strategies"]) == d.players, "one strategy per seat")
        duel = d.side == "duel"
        want = (["duel_sides", "turn_setup"] if duel else []) + self.academy_assumed(header["data"]) \
            + self.dawn_assumed(header["data"])
        require(sorted(header.get("assumed_data", [])) == sorted(want),
                f"assumed_data: the Duel sections exactly when the game uses them (and the Academy's assumed "
                f"sections, R67): {sorted(want)}")
        self.params = {"magicians": header.get("magicians", "draft"), "specialists": header.get("specialists", "draft")}
        self.game = Game(seats=[Seat(p) for p in range(d.players)])
        self.stage = (0, 0)
        self.setup_seen = False
        self.start_components = [0] * d.players
        self.manager_components = [0] * d.players
        self.start_trick = [None] * d.players
        self.engineer_bonus = [None] * d.players
        self.prepared_at_setup = set()

    def stage_at(self, stage: str, seat: int) -> None:
        key = (STAGES[stage], seat)
        require(key >= self.stage, "setup order: magicians, then each seat's components, Trick and Specialist, "
                                   "then the Engineers' bonus Tricks, then the free preparations, in player order")
        self.stage = key

    def on_setup(self, e: dict) -> None:
        d, g = self.data, self.game
        require(not self.setup_seen and e["turn"] == 0, "one setup event, at turn 0")
        self.setup_seen = True
        deck = list(e["performance_deck"])
        venues = d.setup["performance_deck"]
        require(len(deck) == len(venues) and all(d.cards.get(c, {}).get("venue") == v for c, v in zip(deck, venues)),
                f"the Performance deck is {venues} top first (G2)")
        track = list(e["track"])
        require(len(track) == d.per_players["riverside_at_start"] and
                all(d.cards.get(c, {}).get("venue") == d.setup["start_venue"] for c in track),
                f"{d.per_players['riverside_at_start']} {d.setup['start_venue']} cards start on the track "
                "(players - 1)")
        require(len(set(deck + track)) == len(deck) + len(track), "every Performance card once")
        require(e["side"] == d.side, f"the {d.side} card side for {d.players} players ({d.ruleset})")
        g.deck, g.track = deck, track
        for card in track:
            self.lay_card(card)
        decks = e["trick_decks"]
        categories = sorted({t["category"] for t in d.tricks.values()})
        require(sorted(decks) == categories, "one Trick deck per category")
        for cat in categories:
            want = {n for n, t in d.tricks.items() if t["category"] == cat and d.in_ruleset(n)}
            got = list(decks[cat])
            require(set(got) == want and len(got) == len(want),
                    f"the {cat} deck holds the ruleset's levels {d.trick_levels}"
                    + (" and no Signature Trick: they wait beside their Magicians' boards (docs/trickerion-trace.md "
                       "part 4, RULES §1.4 step 14, R92)" if d.dawn else ""))
            require([d.level(t) for t in got] == sorted(d.level(t) for t in got), "a Trick deck is in threshold order")
            g.trick_decks[cat] = got
        m = e["market"]
        require(list(m["stock"]) == d.start_stock and list(m["order"]) == [None] * d.order_slots
                and m["quick_order"] is None, "the market starts with the Buy area, empty Order slots and Quick Order")
        g.stock, g.order, g.quick_order = list(d.start_stock), [None] * d.order_slots, None
        ts = list(e["turn_setup_deck"])
        if d.blocking == "turn_setup":
            require(sorted(ts) == sorted(d.turn_setup_order), "2 players: the whole Turn Setup deck, shuffled")
        else:
            require(ts == [], "no Turn Setup deck without the Duel module")
        g.turn_setup_deck = ts
        seats = e["seats"]
        require(len(seats) == d.players, "one setup entry per seat")
        for p, s in enumerate(seats):
            coins = d.setup["coins_by_seat"][0 if d.option("starting_coins", "by_seat") == "equal" else p]
            want = {"fame": d.setup["fame"], "coins": coins, "shards": d.setup["shards"]}
            if d.dawn:
                require(d.setup["shards"] == 2, "2 starting Shards with Dawn of Technology (G12, RULES §1.4 step 12)")
            require({k: s[k] for k in want} == want, f"seat {p} starts with {want} (G12)")
            require({k: v for k, v in s["hand"].items() if v} == {k: v for k, v in d.setup["hand"].items() if v},
                    f"the starting hand {d.setup['hand']}")
            seat = g.seats[p]
            seat.fame, seat.coins, seat.shards = want["fame"], want["coins"], want["shards"]
            seat.hand = dict(d.setup["hand"])
            seat.manager = [{} for _ in range(d.manager_slots)]
        if d.dark_alley:
            self.setup_dark_alley(e)
        if d.academy:
            self.setup_academy(e)
        require(list(e["initiative"]) == list(range(d.players)), "turn I initiative is seat order (G13)")
        require(list(e["positions"]) == d.positions, f"initiative positions {d.positions} (G13)")
        g.initiative, g.positions = list(range(d.players)), list(d.positions)

    def lay_card(self, card: str) -> None:
        """A card enters the track; on its Duel side with its grey markers (G64)."""
        d = self.data
        self.game.cards[card] = {}
        if d.side == "duel":
            for grey in d.grey.get(card, []):
                self.game.cards[card][grey["slot"]] = {
                    "seat": "grey", "symbol": None, "trick": None, "category": grey["category"],
                    "sides": self.sides_toward(grey["slot"], grey["facing"], grey["category"])}

    def on_magician(self, e: dict) -> None:
        d = self.data
        require(self.setup_seen and e["turn"] == 0, "Magicians are chosen at setup")
        self.stage_at("magician", e["seat"])
        seat = self.seat(e["seat"])
        require(seat.magician is None, "one Magician a seat")
        require(all(s.magician is not None for s in self.game.seats[:seat.index]), "Magicians in player order (G9)")
        m = d.magicians.get(e["magician"])
        require(m is not None and m["box"] in d.setup["magician_boxes"], "a Magician of the ruleset's boxes")
        require(all(s.category != m["category"] for s in self.game.seats),
                "a Magician whose category is not chosen yet (G9)")
        if isinstance(self.params["magicians"], list):
            require(e["magician"] == self.params["magicians"][seat.index], "the Magician the setup parameters fix")
        seat.magician, seat.category = e["magician"], m["category"]

    def on_specialist(self, e: dict) -> None:
        d = self.data
        require(e["turn"] == 0, "the starting Specialist is chosen at setup")
        self.stage_at("seat", e["seat"])
        seat = self.seat(e["seat"])
        require(seat.specialist is None and e["specialist"] in d.specialists, "one starting Specialist (G6)")
        if isinstance(self.params["specialists"], list):
            require(e["specialist"] == self.params["specialists"][seat.index],
                    "the Specialist the setup parameters fix")
        seat.specialist = e["specialist"]
        self.queue.push(Expect({"event": "character", "seat": seat.index, "character": e["specialist"],
                                "cause": "setup", "state": "home"}, "the chosen Specialist joins the seat"))
        if d.characters[e["specialist"]]["setup_bonus"] == "apprentice":
            self.queue.push(Expect({"event": "character", "seat": seat.index, "character": "Apprentice 2",
                                    "cause": "assistant_bonus", "state": "assistant_slot"},
                                   "the Assistant's free Apprentice on its slot (G6)"))

    def setup_character(self, e: dict) -> None:
        starting = ("Magician", "Apprentice 1") + (("Protégé",) if self.data.academy else ())
        require(e["cause"] == "setup" and e["state"] == "home" and e["character"] in starting,
                "at setup a seat gets its Magician and Apprentice 1 (G4), and with the Academy its Protégé (R66)")
        self.apply_character(e)

    def setup_component(self, e: dict) -> None:
        d = self.data
        seat = self.seat(e["seat"])
        self.stage_at("seat", seat.index)
        require(e["count"] > 0 and list(e["from"]) == ["supply"], "setup components come from the supply")
        value = e["count"] * d.price[e["component"]]
        if e["cause"] == "setup":
            require(list(e["to"]) == ["board", seat.index], "starting components onto the player board")
            self.start_components[seat.index] += value
            require(self.start_components[seat.index] <= d.setup["starting_component_value"],
                    f"starting components worth at most {d.setup['starting_component_value']} Coins (G7)")
        else:
            require(e["cause"] == "manager_bonus" and seat.specialist is not None and
                    d.characters[seat.specialist]["setup_bonus"] == "components",
                    "the Manager's bonus needs the Manager")
            require(list(e["to"])[0] == "manager", "the Manager's bonus goes onto its Multi Component slots (G6)")
            self.manager_components[seat.index] += value
            require(self.manager_components[seat.index] <= d.setup["starting_component_value"],
                    "the Manager's bonus is worth at most 2 Coins (G6)")
        self.apply_component(e)

    def setup_trick(self, e: dict) -> None:
        d = self.data
        seat = self.seat(e["seat"])
        trick = e["trick"]
        require(not (d.dawn and trick in d.signature_of and e["cause"] == "engineer_bonus"),
                "the Engineer's bonus Trick is never a Signature Trick (G6, G10, T122)")
        require(list(e["from"]) == ["deck", d.category(trick)] and d.level(trick) == 1, "a level-1 Trick from its deck")
        if e["cause"] == "setup":
            self.stage_at("seat", seat.index)
            require(self.start_trick[seat.index] is None, "one starting Trick")
            require(d.category(trick) == seat.category,
                    "the starting Trick is of the Magician's Favourite category (RULES §1.4)")
            require(list(e["to"]) == ["seat", seat.index], "the starting Trick goes into the Workshop")
            self.start_trick[seat.index] = trick
        else:
            require(e["cause"] == "engineer_bonus", "a setup Trick is the starting one or the Engineer's bonus")
            self.stage_at("engineer", seat.index)
            require(all(t is not None for t in self.start_trick),
                    "the Engineer's bonus comes after every seat's first Trick (G6)")
            require(seat.specialist is not None and d.characters[seat.specialist]["setup_bonus"] == "trick"
                    and self.engineer_bonus[seat.index] is None, "one bonus Trick, for the Engineer only")
            require(list(e["to"]) == ["engineer", seat.index],
                    "the bonus Trick goes onto the Engineer's Trick slot (G6)")
            self.engineer_bonus[seat.index] = trick
        self.apply_trick(e)

    def setup_marker(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        self.stage_at("prep", seat.index)
        trick = e["trick"]
        require(e["cause"] == "setup" and trick in seat.tricks and trick not in self.prepared_at_setup,
                "a free starting preparation of an owned Trick, once")
        require(not (self.data.dawn and trick in self.data.signature_of),
                "the setup's free preparation skips a Signature Trick: no Contraption is built yet (G94, T122)")
        require(seat.meets(self.data.tricks[trick]["components"], self.data.max_per_type),
                "the free preparation needs the Trick's components (RULES §1.4 step 15)")
        require(e["count"] == self.prepare_count(seat, trick),
                "the free preparation places the Trick's markers (+1 Engineer)")
        require(list(e["from"]) == ["supply", seat.index] and list(e["to"]) == ["trick", seat.index, e["symbol"]],
                "prepared markers go from the supply onto the Trick card")
        self.prepared_at_setup.add(trick)
        self.apply_marker(e)

    def dawn_assumed(self, comp: dict) -> list:
        """R91: Dawn's sections whose `source` is `assumed` (both, in the shipped data) that the game uses."""
        if not self.data.dawn:
            return []
        return [s for s in ("contraptions", "signature_tricks") if comp.get(s, {}).get("source") == "assumed"]

    def prepare_count(self, seat, trick: str) -> int:
        info = seat.tricks[trick]
        n = self.data.tricks[trick]["markers"] + (1 if info["engineer"] else 0)
        return min(n, self.game.free_markers(seat, info["symbol"]))

    def finish_setup(self) -> None:
        d = self.data
        require(self.setup_seen, "the setup event")
        for seat in self.game.seats:
            p = seat.index
            require(seat.magician is not None and seat.specialist is not None and self.start_trick[p] is not None,
                    f"seat {p} has its Magician, starting Trick and Specialist")
            require("Magician" in seat.characters and "Apprentice 1" in seat.characters,
                    f"seat {p} starts with its Magician and Apprentice 1 (G4)")
            if d.academy:
                require("Protégé" in seat.characters, f"seat {p} starts with its Protégé (R66)")
            if d.characters[seat.specialist]["setup_bonus"] == "trick":
                require(self.engineer_bonus[p] is not None, f"seat {p}'s Engineer bonus Trick (G6)")
            for trick in seat.tricks:
                if d.dawn and trick in d.signature_of:
                    continue   # G94, T122: never prepared at setup
                if seat.meets(d.tricks[trick]["components"], d.max_per_type):
                    require(trick in self.prepared_at_setup,
                            f"seat {p}'s free preparation of {trick} is always taken (G8)")
