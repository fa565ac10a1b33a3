"""The start of a turn: Roll Dice, the Turn Setup card, Set Initiative Order, Advertise, the hidden
simultaneous Assignment and its reveal (RULES §1.5 steps 1-4)."""

from __future__ import annotations

from .errors import require
from .expect import Expect, gain, one_of

PHASES = ["turn", "turn_setup", "initiative", "advertise", "assign", "reveal", "performance", "classroom",
          "wages", "return", "market", "track", "prophecy", "deja_vu", "sa_discard", "secrets", "anjali",
          "room_opens", "turn_end"]


class TurnRules:
    def enter(self, phase: str, opening: bool = False) -> None:
        now = PHASES.index(self.phase) if self.phase in PHASES else -1
        new = PHASES.index(phase)
        require(self.game.turn >= 1, "a turn has begun")
        require(new >= now, f"{phase} comes in its place in the turn (RULES §1.5): after {self.phase}")
        if new > PHASES.index("turn_setup") and self.data.blocking == "turn_setup":
            require(self.turn_setup_seen, "2 players: a Turn Setup card is flipped each turn (G32)")
        if new > PHASES.index("initiative") and self.game.turn >= 2:
            require(self.initiative_seen, "Set Initiative Order on every turn after the first")
        if new >= PHASES.index("reveal") and not opening:
            require(self.revealed, "Place Characters begins with the reveal of every Assignment card")
        if new > PHASES.index("reveal") >= now:
            self.check_placements_done()
        if new > PHASES.index("performance") >= now:
            self.check_performances_done()
        if self.data.academy and new > PHASES.index("classroom") >= now:
            self.check_classroom_done()
        if new > PHASES.index("wages") >= now:
            self.check_wages_done()
        if new > PHASES.index("return") >= now:
            self.check_hidden_talents_done()
            if self.data.dawn:
                self.check_reactivations_done()   # RULES §1.12 step 3, T127
        self.phase = phase

    def on_turn(self, e: dict) -> None:
        d, g = self.data, self.game
        if g.turn == 0:
            self.finish_setup()
        else:
            require(self.phase == "ended", "a turn begins after the last one's turn_end")
        require(e["turn"] == g.turn + 1 <= d.turns, f"turns run 1..{d.turns} (G14)")
        g.turn = e["turn"]
        self.phase = "turn"
        if d.dawn:
            self.dawn_new_turn()
        self.turn_setup_seen = False
        self.initiative_seen = False
        self.last_advertiser = -1
        self.last_assigner = -1
        self.hidden_due = []
        for seat in g.seats:
            seat.advertised = False
            for ch in seat.departed.values():
                ch.sa = None
            seat.weekday = None
            for ch in seat.characters.values():
                ch.card, ch.assigned, ch.placed, ch.unplaceable, ch.where = None, False, False, False, None
                ch.sa, ch.sa_use = None, None
        g.slots, g.weekday_owner = {}, {}
        g.blocked = {}
        if d.blocking == "neutral_disc":
            for name, loc in d.locations.items():
                if loc.get("three_player_block", -1) >= 0 and not loc.get("per_seat"):
                    g.blocked[name] = {loc["three_player_block"]}
        self.performed = set()
        self.revealed = False
        self.track_seen = False
        self.qo_returned = False
        self.wages_seen, self.returns_seen = set(), set()
        self.open = None
        self.last_placer = -1
        self.turn_placements = 0
        self.double_turn = False
        self.prophecy_seen = False
        self.last_discarder = -1
        self.business_share = []
        self.abilities_used = set()   # the once-a-turn abilities used (G78, G79)
        self.one_by_one = False       # reveal_at_placement (P20): cards public at their place
        g.quick_order_kept = None
        self.secrets_step_seen = False
        self.late = {}          # P31 (T113): seat -> stopped
        self.late_next = None
        self.anjali_turn = {}
        for name, _, faces in d.dice:
            self.queue.push(Expect({"event": "die", "die": name, "cause": "roll", "face": one_of(*faces)},
                                   "Roll Dice: every die is rolled, in the composition's order"))

    def on_turn_setup(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("turn_setup")
        require(d.blocking == "turn_setup" and not self.turn_setup_seen,
                "a Turn Setup card only with 2 players and the Duel module, once a turn")
        require(g.turn_setup_deck and e["card"] == g.turn_setup_deck[0],
                "the top card of the Turn Setup deck is flipped")
        g.turn_setup_deck.pop(0)
        card = dict(d.turn_setup_cards[e["card"]])
        blocked = dict(e["blocked"])
        for loc, info in d.locations.items():
            if info.get("turn_setup_as") in card:   # the Academy: blocked as the Dark Alley [S L48] (G50)
                card[loc] = card[info["turn_setup_as"]]
                blocked.setdefault(loc, card[loc])   # R68: the card's own rows; the Academy's row may be left out
        for loc in d.locations:
            if d.locations[loc].get("turn_setup"):
                require(sorted(blocked.get(loc, [])) == sorted(card.get(loc, [])), f"the card's blocked slots at {loc}")
        for loc, slots in blocked.items():
            require(sorted(slots) == sorted(card.get(loc, [])), f"the card's blocked slots at {loc}")
        g.blocked = {loc: set(card[loc]) for loc in card if loc in d.locations}
        self.turn_setup_seen = True

    def on_initiative(self, e: dict) -> None:
        g = self.game
        self.enter("initiative")
        require(g.turn >= 2 and not self.initiative_seen, "Set Initiative Order from turn II on, once a turn")
        order = sorted(g.initiative, key=lambda p: g.seats[p].fame)  # stable: ties keep the previous order (G15)
        require(list(e["order"]) == order, f"initiative: fewest Fame first, ties in the previous order (G15): {order}")
        positions = [0] * len(order)
        for k, p in enumerate(order):
            positions[p] = self.data.positions[k]
        require(list(e["positions"]) == positions, f"initiative positions {positions} (G13)")
        g.initiative, g.positions = order, positions
        self.initiative_seen = True

    def on_advertise(self, e: dict) -> None:
        d, g = self.data, self.game
        self.enter("advertise")
        seat = self.seat(e["seat"])
        k = g.initiative.index(seat.index)
        require(not seat.advertised, "Advertise at most once a turn (G16)")
        require(k > self.last_advertiser, "Advertise in initiative order")
        require(e["position"] == g.positions[seat.index], "Advertise names the seat's initiative position")
        cost = d.advertise_cost[e["position"] - 1]
        require(seat.coins >= cost, f"Advertise from position {e['position']} costs {cost} Coins, paid in full (G16)")
        seat.advertised = True
        self.last_advertiser = k
        self.queue.push(gain(seat.index, fame=d.advertise_fame, coins=-cost, cause="advertise",
                             rule=f"Advertise from initiative position {e['position']} costs {cost} Coins "
                                  f"for {d.advertise_fame} Fame",
                             optional_if_zero=False))

    def on_assign(self, e: dict) -> None:
        self.enter("assign")
        seat = self.seat(e["seat"])
        require(seat.index >= self.last_assigner, "assign events in seat order")
        self.last_assigner = seat.index
        ch = seat.characters.get(e["character"])
        require(ch is not None and ch.joined, "only a character at home is assigned (hires join at Return Characters)")
        require(not ch.assigned, "each character receives at most one card (G20)")
        card = e["card"]
        sa = e["special_assignment"] if self.data.dark_alley else None
        if sa is not None:
            self.assign_special(seat, ch, e)
        elif card is not None:
            require(card in self.data.locations or card == "Theater",
                    "an Assignment card names a location of the ruleset")
            require(seat.hand.get(card, 0) > 0, f"a {card} card left in the seat's hand")
            seat.hand[card] -= 1
        ch.assigned, ch.card = True, card

    def on_reveal(self, e: dict) -> None:
        self.enter("reveal", opening=True)
        for seat in self.game.seats:
            for ch in seat.characters.values():
                if ch.joined and seat.index not in getattr(self, "late", {}):
                    require(ch.assigned, f"seat {seat.index}'s {ch.name} got an assign event (T9)")
        require(not self.revealed, "one reveal a turn")
        self.revealed = True
        got = e["assignments"]
        if self.data.dark_alley:
            self.one_by_one = e.get("one_by_one")
            require(self.one_by_one == self.in_force("reveal_at_placement"),
                    "reveal.one_by_one is true exactly while a reveal_at_placement Prophecy (P20) is Active (R38)")
            if self.one_by_one:
                require(len(got) in (0, len(self.game.seats)) and not any(got)
                        and not any(e["special_assignments"]),
                        "under reveal_at_placement (P20) the reveal shows no card: each is public from its own "
                        "place or unplaceable (R38)")
                return
        require(len(got) == len(self.game.seats), "the reveal shows every seat")
        for seat, shown in zip(self.game.seats, got):
            want = {c.name: c.card for c in seat.characters.values() if c.joined}
            if seat.index in getattr(self, "late", {}):
                want = {}   # P31: its cards are assigned at placement (T113)
            require(dict(shown) == want, f"the reveal shows seat {seat.index}'s assignments as assigned {want}")
        if self.data.dark_alley:
            self.reveal_special(e)
