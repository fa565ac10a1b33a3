"""The Academy's phases (RULES §1.11, §1.12 steps 7-9, §1.13; G58, G59, G76, G86, G89; docs/trickerion.md T106,
T108-T110, T115): the Classroom phase (the taught Tricks' markers going home, the yields seats in initiative order,
Bernard's set-aside), End Turn's Déjà Vu, the Secrets going under the stack and the new deal, Anjali's Coins coming
back, the Open Room tokens, and the Banner majority at the end."""

from __future__ import annotations

from .academy_data import row_open_turn
from .errors import require
from .expect import Expect, Group, gain

BERNARD = "mentor_of_magicians"
DEJA_VU = "deja_vu"


class AcademyTurnRules:
    # -- the Classroom phase (G58, T106, T109, T110)
    def taught_tricks(self, p: int) -> list:
        """(trick, place) of every Trick of seat p in a Classroom: owned or set aside (T110)."""
        return [(t, place) for (q, t), place in self.ac.marker.items()
                if q == p and self.slot_kind(place) == "classroom"]

    def taught_markers_due(self) -> list:
        out = []
        for seat in self.game.seats:
            for trick, _ in self.taught_tricks(seat.index):
                if trick in seat.tricks:
                    sym = seat.tricks[trick]["symbol"]
                    if seat.on_trick.get(sym, 0) or self.game.in_theater(seat.index, sym):
                        out.append((seat.index, trick))
        return out

    def start_classroom(self) -> None:
        if getattr(self, "classroom_turn", None) != self.game.turn:
            self.classroom_turn = self.game.turn
            self.classroom_seen = set()
            self.last_classroom = -1
            self.doubled_seats = set()
            self.aside_due = None

    def on_taught_markers(self, e: dict) -> None:
        self.enter("classroom")
        self.start_classroom()
        require(not self.classroom_seen, "the taught Tricks' markers go home before the Classroom yields (T109)")
        seat = self.seat(e["seat"])
        trick = e["trick"]
        require((seat.index, trick) in self.taught_markers_due(),
                "taught_markers: a taught Trick with markers still on its card or in the Theater (T109)")
        sym = seat.tricks[trick]["symbol"]
        items = []
        if seat.on_trick.get(sym, 0):
            items.append(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym,
                                 "count": seat.on_trick[sym], "cause": "taught", "from": ["trick", seat.index, sym],
                                 "to": ["supply", seat.index]}, "a taught Trick's markers on its card go home (T109)"))
        for card, slots in self.game.cards.items():
            for slot, m in slots.items():
                if m["seat"] == seat.index and m["symbol"] == sym:
                    items.append(Expect({"event": "marker", "seat": seat.index, "trick": trick, "symbol": sym,
                                         "count": m.get("count", 1), "cause": "taught", "from": ["card", card, slot],
                                         "to": ["supply", seat.index]},
                                        "a taught Trick's markers in the Theater go home (T109)"))
        self.queue.push(Group(items))

    def on_classroom(self, e: dict) -> None:
        self.enter("classroom")
        self.start_classroom()
        due = self.taught_markers_due()
        require(not due, f"the taught Tricks' markers go home first (T109): {due[0] if due else ''}")
        seat = self.seat(e["seat"])
        p, trick = seat.index, e["trick"]
        k = self.game.initiative.index(p)
        require(k >= self.last_classroom, "the Classroom yields seats in initiative order (G58)")
        if k > self.last_classroom:
            self.check_seat_classroom_done(self.last_classroom)
        self.last_classroom = k
        taught = dict(self.taught_tricks(p))
        require(trick in taught, "a Trick of the seat in a Classroom (owned or set aside)")
        require((p, trick) not in self.classroom_seen, "one Classroom yield a Trick a turn")
        self.classroom_seen.add((p, trick))
        place = taught[trick]
        require(list(e["place"]) == list(place), f"classroom.place is the Trick's Classroom slot {list(place)}")
        got = self.classroom_yield(trick, place)
        if e.get("doubled"):
            require(self.in_force("classroom_double") and p not in self.doubled_seats,
                    "P34: one Trick's Classroom yield doubled a turn, only while P34 is Active")
            self.doubled_seats.add(p)
            got = tuple(2 * x for x in got)
        self.queue.push(gain(p, *got, cause="classroom_yield",
                             rule=f"the Classroom yield: the Trick's yield + its enhancements + the slot's modifier, "
                                  f"each part at least 0, no weekday modifier (T106): {got}"))
        if self.ability_of(seat) == BERNARD and trick in seat.tricks and len(self.ac.aside[p]) < 2:
            self.queue.push(self.ability_event(seat, BERNARD, None, "Bernard may set the Trick aside at its yield "
                                               "(G86, T110)", optional=True, trick=trick))
            self.queue.items[-1].after = lambda ev, seat=seat, trick=trick: self.bernard_aside(seat, trick)

    def bernard_aside(self, seat, trick: str) -> None:
        sym = seat.tricks[trick]["symbol"]
        where = "engineer" if seat.tricks[trick]["engineer"] else "seat"
        self.queue.push_front(Expect({"event": "trick", "seat": seat.index, "trick": trick, "symbol": sym,
                                      "cause": "aside", "from": [where, seat.index], "to": ["aside", seat.index]},
                                     "Bernard's set-aside Trick leaves the Workshop (T110)"))

    def apply_aside(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        trick = e["trick"]
        info = seat.tricks[trick]
        require(seat.on_trick.get(info["symbol"], 0) == 0 and self.game.in_theater(seat.index, info["symbol"]) == 0,
                "a set-aside Trick has no marker out")
        del seat.tricks[trick]
        self.ac.aside[seat.index].append(trick)
        require(len(self.ac.aside[seat.index]) <= 2, "Bernard sets at most 2 Tricks aside (G86)")

    def check_seat_classroom_done(self, k: int) -> None:
        if k < 0:
            return
        p = self.game.initiative[k]
        for trick, _ in self.taught_tricks(p):
            got = self.classroom_yield(trick, self.ac.marker[(p, trick)])
            if any(got):
                require((p, trick) in self.classroom_seen,
                        f"seat {p}'s taught {trick} yields at the Classroom phase (T106)")

    def check_classroom_done(self) -> None:
        self.start_classroom()
        due = self.taught_markers_due()
        require(not due, f"the taught Tricks' markers go home at the Classroom phase (T109): {due[0] if due else ''}")
        for k in range(len(self.game.initiative)):
            self.check_seat_classroom_done(k)

    # -- End Turn: Déjà Vu (G89, T115)
    def on_deja_vu(self, seat, e: dict) -> None:
        self.enter("deja_vu")
        self.check_prophecy_step_done()
        require(DEJA_VU not in self.abilities_used, "Déjà Vu once a turn (G89)")
        self.abilities_used.add(DEJA_VU)
        require(seat.shards >= 1, "Déjà Vu costs 1 Shard")
        card = e.get("card")
        due = [(c, ch) for c, s, ch in [(x[2], x[0], x[1]) for x in self.sa_to_discard()] if s == seat.index]
        found = [ch for c, ch in due if c == card]
        require(found, "Déjà Vu takes back an SA card she placed this turn (G89, T115)")
        self.queue.push(gain(seat.index, shards=-1, cause="ability", magician=seat.magician, optional_if_zero=False,
                             rule="Déjà Vu costs 1 Shard (T115)"))
        self.queue.push(Expect({"event": "special_assignment", "seat": seat.index, "card": card, "cause": "keep",
                                "from": ["sa_assigned", seat.index, found[0]], "to": ["sa_hand", seat.index]},
                               "Déjà Vu puts the SA card back into her hand (T115)"))

    # -- End Turn: the Secrets (RULES §1.12 step 8)
    def on_secret_step(self, e: dict) -> None:
        ac = self.ac
        self.enter("secrets")
        self.check_prophecy_step_done()
        self.check_sa_discards_done()
        require(not self.secrets_step_seen, "one Secret step a turn")
        self.secrets_step_seen = True
        items = [Expect({"event": "secret", "secret": name, "from": ["academy", i], "to": "stack",
                         "cause": "end_turn"}, "the face-up Secrets go under the stack (RULES §1.12 step 8)")
                 for i, name in enumerate(ac.face_up) if name is not None]
        if items:
            self.queue.push(Group(items))
        last = self.game.turn == self.data.turns
        if not last:   # R73: as many as the stack holds, slot 0 first
            for i in (0, 1):
                self.queue.push(Expect({"event": "secret", "from": "stack", "to": ["academy", i], "cause": "deal"},
                                       "two new Secrets are dealt from the top of the stack (RULES §1.12 step 8)",
                                       optional=True, when=lambda ev: ac.stack and ev["secret"] == ac.stack[0]))
        self.feed(e)

    def anjali_back_due(self) -> list:
        return [(p, sum(c.values())) for p, c in enumerate(self.ac.coins) if sum(c.values())]

    def on_anjali_back(self, e: dict) -> None:
        self.enter("anjali")
        self.check_secret_step_done()
        seat = self.seat(e["seat"])
        due = dict(self.anjali_back_due())
        require(seat.index in due and (e["fame"], e["coins"], e["shards"]) == (0, due[seat.index], 0),
                f"at End Turn Anjali's Coins left on her Secrets come back (T108): {due}")
        self.apply_gain(e)
        self.ac.coins[seat.index] = {}

    def rows_opening(self) -> list:
        """Rows whose Open Room turn is the next turn (G59)."""
        d, t = self.data, self.game.turn
        return sorted(r for r in d.open_rooms if row_open_turn(d, r) == t + 1 and t + 1 <= d.turns
                      and r not in self.ac.opened)

    def on_room_opens(self, e: dict) -> None:
        d = self.data
        self.enter("room_opens")
        self.check_secret_step_done()
        require(not self.anjali_back_due(), "Anjali's Coins come back before the Open Room step")
        rows = self.rows_opening()
        require(rows and e["from_turn"] == self.game.turn + 1,
                f"room_opens at the End Turn before a row's Open Room turn (G59): {rows}")
        spaces = sorted(n for n, s in d.spaces.items() if s["row"] in rows)
        require(sorted(e["spaces"]) == spaces, f"the opening rows' spaces {spaces} (G59)")
        self.ac.opened.update(rows)

    def check_secret_step_done(self) -> None:
        if self.game.turn < self.data.turns and (self.ac.stack or any(self.ac.face_up)):
            require(self.secrets_step_seen, "End Turn deals new Secrets after the SA discards (RULES §1.12 step 8)")
            require(all(s is not None for s in self.ac.face_up) or not self.ac.stack,
                    "End Turn deals 2 Secrets, as many as the stack holds (RULES §1.12 step 8, R73)")

    def check_academy_end_turn(self) -> None:
        self.check_secret_step_done()
        require(not self.anjali_back_due(), "Anjali's Coins left on her Secrets come back at End Turn (T108)")
        require(not self.rows_opening(), f"the Open Room tokens of {self.rows_opening()} at this End Turn (G59)")

    # -- the end: the Banner majority (G76)
    def on_banner_score(self, e: dict) -> None:
        """R75: a seat's banner_score after its own end_score, seats in seat order; right after its end_score's
        gains or after every seat's end_score."""
        require(self.phase == "scoring", "banner_score at the end scoring")
        seat = self.seat(e["seat"])
        require(seat.index in self.scored, "a seat's banner_score comes after its end_score")
        done = getattr(self, "banner_scored", set())
        self.banner_scored = done
        require(seat.index not in done and all(q < seat.index for q in done),
                "one banner_score a seat, seats in seat order")
        due = self.banner_expectations(seat)
        require(due, "a banner_score only for a seat with at least one Banner placed (G76)")
        done.add(seat.index)
        self.queue.push(*due)
        self.feed(e)

    def check_banner_scores_done(self) -> None:
        done = getattr(self, "banner_scored", set())
        for seat in self.game.seats:
            if self.data.banner_majority and self.ac.banners_placed[seat.index] >= 1:
                require(seat.index in done, f"seat {seat.index}'s Banner majority (banner_score, G76)")

    def banner_expectations(self, seat) -> list:
        d, ac = self.data, self.ac
        if not d.banner_majority or ac.banners_placed[seat.index] < 1:
            return []
        mine = ac.banners_placed[seat.index]
        ranked = [q for q in range(d.players) if ac.banners_placed[q] >= 1]
        above = sum(1 for q in ranked if ac.banners_placed[q] > mine)
        tied = sum(1 for q in ranked if ac.banners_placed[q] == mine)
        spans = range(above, above + tied)
        fame = min(d.banner_fame[k] if k < len(d.banner_fame) else 0 for k in spans)
        if d.players == 2 and tied > 1:
            fame = 0
        out = [Expect({"event": "banner_score", "seat": seat.index, "banners": mine, "rank": above + 1, "fame": fame},
                      f"the Banner majority (G76): {mine} Banners, rank {above + 1}, {fame} Fame")]
        if fame:
            out.append(gain(seat.index, fame=fame, cause="end_banners", rule="the Banner majority's Fame (G76)"))
        return out

    # -- which Academy event starts here (referee.top_level)
    def academy_top_level(self, e: dict):
        kind = e["event"]
        if kind == "taught_markers":
            return self.on_taught_markers
        if kind == "banner_score" and not self.queue:
            return self.on_banner_score
        if kind == "classroom":
            return self.on_classroom
        if kind == "secret_use":
            return self.on_secret_use
        if kind == "room_opens":
            return self.on_room_opens
        if kind == "assign_late":
            return self.on_assign_late
        if kind == "assign" and e.get("seat") in self.late and self.phase in ("reveal", "assign") and self.revealed:
            return self.on_late_assign
        if kind == "secret" and e.get("cause") in ("end_turn", "deal"):
            return self.on_secret_step
        if kind == "secret" and e.get("cause") == "draw":
            return self.on_secret_draw
        if kind == "gain" and e.get("cause") == "ability" and self.phase == "assign":
            return self.on_anjali_gain
        if kind == "gain" and e.get("cause") == "ability" and self.phase in ("sa_discard", "secrets", "deja_vu",
                                                                              "prophecy", "track", "anjali"):
            return self.on_anjali_back
        return None

    # -- P30: Learn Secret may draw 3 and keep 1 (docs/trickerion-trace.md: the draws come before the action)
    def on_secret_draw(self, e: dict) -> None:
        o = self.open
        require(o is not None and o["location"] == "Academy" and e["seat"] == o["seat"],
                "P30's draw comes in a placement at the Academy, before its Learn Secret")
        effs = [eff for _, eff in self.prophecy_effects() if eff["op"] == "secret_draw"]
        require(effs, "Secrets are drawn for Learn Secret only while P30 is Active")
        p = e["seat"]
        o["fresh"] = False
        src = e["from"] if isinstance(e["from"], str) else list(e["from"])
        if src == "stack":
            require(o.get("secret_draw", 0) < effs[0]["n"] and not o.get("secret_back"),
                    f"P30 draws up to {effs[0]['n']} Secrets from the stack, then puts back the ones not kept")
            o["secret_draw"] = o.get("secret_draw", 0) + 1
            require(list(e["to"]) == ["drawn", p], "a drawn Secret goes to its drawer")
        else:
            require(o.get("secret_draw") and e["to"] == "stack", "the Secrets not kept go back under the stack")
            o["secret_back"] = True
        self.apply_secret(e)

    # -- P31: a seat that Advertised assigns each card as it places (T113)
    def on_assign_late(self, e: dict) -> None:
        self.enter("assign")
        seat = self.seat(e["seat"])
        require(self.in_force("assign_at_placement"), "assign_late only while P31 is Active (T113)")
        require(seat.advertised, "under P31 only a seat that Advertised assigns at placement (T113)")
        require(seat.index not in self.late, "one assign_late a seat")
        require(not any(c.assigned for c in seat.characters.values()),
                "a seat assigning at placement has no assign event at Assignment (T113)")
        self.late[seat.index] = False   # True once it stops

    def on_late_assign(self, e: dict) -> None:
        """A P31 seat's assign at its placement turn: a card for the character placed next, or, when it stops, card
        null for every character left home (T113, R79)."""
        seat = self.seat(e["seat"])
        require(self.open is None and seat.index == self.next_placer(),
                "under P31 a seat assigns at its own placement turn, right before the place (T113)")
        ch = seat.characters.get(e["character"])
        require(ch is not None and ch.joined and not ch.assigned, "a home character not assigned yet")
        if e["card"] is None:
            left = [c for c in seat.characters.values() if c.joined and not c.assigned]
            self.late[seat.index] = True
            ch.assigned, ch.card = True, None
            rest = [Expect({"event": "assign", "seat": seat.index, "character": c.name, "card": None},
                           "a P31 seat that stops assigns card null to every character left home, in any order "
                           "(T113, R79)", after=lambda ev, c=c: setattr(c, "assigned", True))
                    for c in left if c is not ch]
            if rest:
                self.queue.push(Group(rest))
            return
        self.enter("reveal")
        sa = e.get("special_assignment")
        if sa is not None:
            self.assign_special(seat, ch, e)
        else:
            require(seat.hand.get(e["card"], 0) > 0, f"a {e['card']} card left in the seat's hand")
            seat.hand[e["card"]] -= 1
        ch.assigned, ch.card = True, e["card"]
        self.late_next = (seat.index, ch.name)
