"""The referee's walk through a trace: every event checked against the rules, in order.

``referee(events)`` returns nothing for a legal game and raises Rejected naming the first
event that breaks a rule (an illegal move, a wrong count, score, class, winner, ...).
"""

from __future__ import annotations

from tests.tricksters.referee.rules import Card, Rejected, Rules, parse_card, rules_of
from tests.tricksters.referee.scoring import classes_of, competitor_scores, counts_of, gain
from tests.tricksters.referee.table import Table

MAX_TURNS = 3000
MAX_ROUNDS = 200
HAND = 7


class Walk:
    def __init__(self, events: list[dict]):
        self.events = events
        self.i = 0
        game = self.take("game")
        self.game = game
        self.rules: Rules = rules_of(game)
        self.n = self.rules.players
        deal = self.take("deal")
        names = deal["deck"] + deal["pile2"] + deal["cubs"] + [c for hand in deal["hands"] for c in hand]
        self.cards: dict[str, Card] = {name: parse_card(name, game["colours"]) for name in names}
        self.table = Table(self.cards, self.n)
        for place, cards in ((("deck",), deal["deck"]), (("pile2",), deal["pile2"]), (("cubs",), deal["cubs"])):
            for card in cards:
                self.table.put(card, place)
        for p, hand in enumerate(deal["hands"]):
            if len(hand) != HAND:
                raise Rejected(f"seat {p} is dealt {len(hand)} cards")
            for card in hand:
                self.table.put(card, ("hand", p))
        self.check_deal(deal)
        self.ledger = [0] * self.n
        self.deck_ledger = 0
        self.active = set(range(self.n))
        self.playing_on = False
        self.time = self.rules.time
        self.cub_slots = self.rules.cub_slots
        self.turns = 0
        self.round = 0
        self.winners: list[int] = []
        self.finished = False
        self.last_adder = 0

    # --- the event cursor -------------------------------------------------------------
    def fail(self, problem: str) -> Rejected:
        return Rejected(f"event {self.i} ({self.events[self.i - 1].get('event') if self.i else '-'}): {problem}")

    def peek(self) -> dict:
        if self.i >= len(self.events):
            raise Rejected("the trace ends before the game does")
        return self.events[self.i]

    def take(self, kind: str) -> dict:
        event = self.peek()
        self.i += 1
        if event["event"] != kind:
            raise self.fail(f"expected {kind!r}, got {event['event']!r}")
        return event

    def move(self, cause: str, frm: tuple | None = None, to: tuple | None = None, card: str | None = None) -> str:
        event = self.take("move")
        if event["cause"] != cause:
            raise self.fail(f"expected a {cause!r} move, got {event['cause']!r}")
        got_from, got_to = tuple(event["from"]), tuple(event["to"])
        if (frm is not None and got_from != frm) or (to is not None and got_to != to):
            raise self.fail(f"{cause} move {list(got_from)} -> {list(got_to)}, expected {frm} -> {to}")
        if card is not None and event["card"] != card:
            raise self.fail(f"{cause} move of {event['card']}, expected {card}")
        try:
            self.table.move(event["card"], got_from, got_to)
        except Rejected as exc:
            raise self.fail(str(exc)) from None
        return event["card"]

    # --- helpers --------------------------------------------------------------------
    def check_deal(self, deal: dict) -> None:
        if len(deal["cubs"]) != self.rules.cub_slots:
            raise Rejected(f"{len(deal['cubs'])} Cubs dealt, the rules say {self.rules.cub_slots}")
        if self.rules.mode == "solo1":
            if any(self.cards[c].acts for c in deal["deck"] + deal["hands"][0]):
                raise Rejected("solo mode 1: an acting effect card in the first pile")
            if any(not self.cards[c].acts for c in deal["pile2"] + deal["cubs"]):
                raise Rejected("solo mode 1: a card without an acting effect in the second pile")
        elif deal["pile2"]:
            raise Rejected("a second pile outside solo mode 1")

    def refills(self, deck: str, card: str) -> bool:
        if self.rules.mode != "solo1":
            return True
        return self.cards[card].acts == (deck == "pile2")

    def available(self, deck: str) -> int:
        return len(self.table.zone(deck)) + sum(self.refills(deck, c) for c in self.table.zone("discard"))

    def refill_deck(self, deck: str = "deck") -> None:
        """The deck takes its discards back, shuffled."""
        event = self.take("refill")
        if event["place"] != [deck]:
            raise self.fail(f"refill of {event['place']}, expected {deck}")
        for card in [c for c in self.table.zone("discard") if self.refills(deck, c)]:
            self.move("refill", ("discard",), (deck,), card)
        self.shuffle((deck,))

    def draw_from(self, deck: str, to: tuple, cause: str) -> str | None:
        """The top card of a deck moves (an empty deck takes its discards back first)."""
        if not self.table.zone(deck):
            self.refill_deck(deck)
            if not self.table.zone(deck):
                return None
        return self.move(cause, (deck,), to, self.table.zone(deck)[0])

    def shuffle(self, place: tuple) -> list[str]:
        event = self.take("shuffle")
        if tuple(event["place"]) != place:
            raise self.fail(f"shuffle of {event['place']}, expected {list(place)}")
        self.table.reorder(place, event["order"])
        return event["order"]

    def next_active(self, seat: int) -> int:
        p = (seat + 1) % self.n
        while p not in self.active:
            p = (p + 1) % self.n
        return p

    def colour_of_avatar(self, seat: int) -> str | None:
        avatar = self.table.zone("avatar", seat)
        return self.cards[avatar[0]].colour if avatar else None

    # --- the game --------------------------------------------------------------------
    def run(self) -> None:
        first = 0
        while True:
            event = self.peek()
            if event["event"] == "game_end":
                self.game_end(capped_ok=False)
                return
            self.round += 1
            start = self.take("round")
            if start["round"] != self.round or start["first"] != (first if self.rules.mode in ("standard", "team")
                                                                  else 0):
                raise self.fail(f"round {start['round']} starting with seat {start['first']}, expected round "
                                f"{self.round} with seat {first}")
            if not self.playing_phase(start["first"]):
                self.game_end(capped_ok=True)
                return
            if self.round_after_playing():
                return
            first = self.next_active(self.last_adder)

    def playing_phase(self, current: int) -> bool:
        """Turns until the effects phase; False when the game was capped or stalled instead."""
        rules = self.rules
        self.added = 0
        actions = 0
        placed = 0
        passes = 0
        while True:
            if rules.mode == "solo1" and actions == 4:
                self.cub_phase(placed)
                return True
            if rules.mode != "solo1" and self.added >= rules.trigger:
                return True
            if self.peek()["event"] == "game_end":
                stalled = rules.mode != "solo1" and passes >= len(self.active)
                if not (stalled or self.turns >= MAX_TURNS):
                    raise self.fail("the game ends in the playing phase without a cap or a stall")
                return False
            turn = self.take("turn")
            seat = turn["seat"]
            if seat != current or seat not in self.active:
                raise self.fail(f"seat {seat} takes the turn of seat {current}")
            self.turns += 1
            before = self.added
            progress = True
            if turn["action"] == "draw":
                self.draw(seat, turn)
            elif turn["action"] == "place":
                self.place(seat)
                placed += 1
                if rules.mode == "solo2" and self.added < rules.trigger and self.table.zone("hand", seat):
                    self.place(seat)
                    placed += 1
            elif turn["action"] == "pass":
                if self.table.zone("hand", seat) or self.can_draw():
                    raise self.fail(f"seat {seat} passes but could draw or place")
                progress = False
            else:
                raise self.fail(f"unknown action {turn['action']!r}")
            if rules.mode == "solo2":
                for _ in range(2):
                    if self.added >= rules.trigger or not self.available("deck"):
                        break
                    self.draw_from("deck", ("pool",), "deck_turn")
                    self.added += 1
                progress = progress or self.added > before
            elif rules.mode == "solo1":
                actions += 1
            else:
                current = self.next_active(seat)
            passes = 0 if progress else passes + 1

    def can_draw(self) -> bool:
        if self.rules.mode == "solo2":
            return self.available("deck") > 0
        cubs = len(self.table.zone("cubs"))
        deck = self.available("deck")
        pile2 = self.available("pile2") if self.rules.mode == "solo1" else 0
        if deck + pile2 == 0:  # rules notes: with deck and discards empty, the player must place
            return False
        return any(2 - k <= deck + pile2 for k in range(min(2, cubs) + 1))

    def draw(self, seat: int, turn: dict) -> None:
        rules = self.rules
        hand = ("hand", seat)
        cubs, deck, pile2 = turn["cubs"], turn["deck"], turn["pile2"]
        if rules.mode == "solo2":
            can = min(4, self.available("deck"))
            if (cubs, deck, pile2) != (0, can, 0) or not can:
                raise self.fail(f"solo mode 2 draws four cards from the deck (all {can} left), not "
                                f"{cubs} Cubs, {deck} deck and {pile2} second-pile cards")
            for _ in range(can):
                self.draw_from("deck", hand, "draw")
            return
        if cubs + deck + pile2 != 2 or cubs > len(self.table.zone("cubs")):
            raise self.fail(f"a draw of {cubs} Cubs, {deck} deck and {pile2} second-pile cards")
        if deck > self.available("deck") or (pile2 and (rules.mode != "solo1" or pile2 > self.available("pile2"))):
            raise self.fail("a draw of more cards than the deck can give")
        for _ in range(cubs):
            self.move("draw", ("cubs",), hand)
        for _ in range(deck):
            self.draw_from("deck", hand, "draw")
        for _ in range(pile2):
            self.draw_from("pile2", hand, "draw")
        if cubs:
            self.refill_cubs(cubs)

    def refill_cubs(self, count: int) -> None:
        """FAQ: "Only replenish the amount of Cubs you drew" (and never above the row's size)."""
        source = "pile2" if self.rules.mode == "solo1" else "deck"
        for _ in range(count):
            if len(self.table.zone("cubs")) >= self.cub_slots or not self.available(source):
                break
            self.draw_from(source, ("cubs",), "cub")

    def place(self, seat: int) -> None:
        card = self.move("place", ("hand", seat), ("pool",))
        self.added += 1
        self.last_adder = seat
        if self.added == self.rules.trigger and self.rules.mode in ("standard", "team"):
            reveal = self.take("reveal")
            if reveal["card"] != card or reveal["reason"] != "fourth":
                raise self.fail("the card completing the additions is not shown")

    def cub_phase(self, placed: int) -> None:
        while self.added < 4:
            if self.table.zone("cubs"):
                self.move("cub_fill", ("cubs",), ("pool",), self.table.zone("cubs")[0])
            elif self.available("pile2"):
                self.draw_from("pile2", ("pool",), "cub_fill")
            else:
                break
            self.added += 1
        self.refill_cubs(self.cub_slots)

    # --- after the playing phase --------------------------------------------------------
    def round_after_playing(self) -> bool:
        """Avatars, reveal, effects, scoring, the round's end. True when the game ended."""
        for p in range(self.n):
            if p in self.active and self.table.zone("hand", p):
                self.move("avatar", ("hand", p), ("avatar", p))
        order = self.shuffle(("pool",))
        x = min(self.rules.aside_per_round * self.round, len(order))
        for card in order[:x]:
            self.move("aside", ("pool",), ("aside",), card)
        for card in order[x:]:
            self.move("reveal", ("pool",), ("revealed",), card)
        scored = bool(order[x:])
        self.classes = {p: None for p in range(self.n)}
        self.applied: set[str] = set()
        if scored:
            if self.rules.mode == "solo1":
                if self.solo1_effects():
                    return True
            elif self.rules.mode == "solo2":
                self.effects_turn(0)
            else:
                seat = self.last_adder if self.last_adder in self.active else self.next_active(self.last_adder)
                for _ in range(len(self.active)):
                    self.effects_turn(seat)
                    seat = self.next_active(seat)
            self.score()
        self.end_round()
        if scored and self.check_end():
            return True
        if self.rules.mode == "solo1":
            self.time -= 1
            event = self.take("time")
            if event["left"] != self.time or event["reason"] != "round":
                raise self.fail("the round's time counter is not removed")
            if self.time <= 0:
                self.game_end(capped_ok=False)
                return True
        if self.round >= MAX_ROUNDS:
            self.game_end(capped_ok=True)
            return True
        return False

    def effects_turn(self, seat: int) -> None:
        event = self.take("effects_turn")
        colour = self.colour_of_avatar(seat)
        if event["seat"] != seat or event["colour"] != colour:
            raise self.fail(f"effects turn of seat {event['seat']} ({event['colour']}), expected seat {seat} "
                            f"({colour})")
        if colour is None:
            return
        done: set[str] = set()
        late: set[str] = set()
        while True:
            revealed = self.table.zone("revealed")
            mine = [c for c in revealed if self.cards[c].colour == colour and self.cards[c].acts and c not in done]
            pending = [c for c in mine if c not in late] or [c for c in mine if c in late]
            if not pending:
                return
            event = self.take("effect")
            card = event["card"]
            if event["seat"] != seat or card not in pending or event["effect"] != self.cards[card].effect:
                raise self.fail(f"{event['effect']} of {card} for seat {event['seat']} is not pending "
                                f"(pending: {pending})")
            done.add(card)
            effect = self.cards[card].effect
            if event["resolved"]:
                self.applied.add(card)
            if effect == "eye":
                if self.rules.mode == "solo2":
                    self.solo_eye(event)
                else:
                    self.eye(seat, event)
            elif effect == "swap":
                hand = self.table.zone("hand", seat)
                if event["resolved"] != bool(hand):
                    raise self.fail("Swap Arrows resolves exactly when the hand holds a card")
                if event["resolved"]:
                    self.swap(seat, colour_must_differ=False)
                    return
            else:
                if not event["resolved"]:
                    raise self.fail("a Skull always resolves")
                self.move("skull_destroy", ("revealed",), ("destroyed",))
                if self.table.zone("hand", seat):
                    late.add(self.move("skull_place", ("hand", seat), ("revealed",)))

    def eye(self, seat: int, event: dict) -> None:
        targets = [p for p in self.active if p != seat and self.table.zone("hand", p)]
        if event["resolved"] != bool(targets):
            raise self.fail("an Eye resolves exactly when another seat holds cards")
        if not targets:
            return
        look = self.take("look")
        if look["seat"] != seat or look["target"] not in targets:
            raise self.fail(f"seat {look['seat']} looks at seat {look['target']}")
        self.move("eye", ("hand", look["target"]), ("hand", seat))

    def solo_eye(self, event: dict) -> None:
        if event["resolved"] != (self.available("deck") > 0):
            raise self.fail("the solo Eye resolves exactly when the deck (or its discards) has a card")
        if not event["resolved"]:
            return
        if not self.table.zone("deck"):
            self.refill_deck()
        top = []
        for k in range(2):  # "Look at the top 2 cards of the main deck"
            if k == 1 and len(self.table.zone("deck")) == 1 and self.available("deck") > 1:
                # the one card seen, the deck is empty beneath it: its discards refill it
                self.refill_deck()
                if self.table.zone("deck")[0] != top[0]:
                    raise self.fail("the card the solo Eye saw does not stay on top of the refilled deck")
            if len(self.table.zone("deck")) <= k:
                break
            top.append(self.table.zone("deck")[k])
            reveal = self.take("reveal")
            if reveal["card"] != top[k] or reveal["reason"] != "eye":
                raise self.fail("the solo Eye shows the deck's top two cards")
        kept = self.move("eye_keep", ("deck",), ("hand", 0))
        if kept not in top:
            raise self.fail("the solo Eye keeps a card it did not look at")
        if len(top) == 2:
            self.move("eye_discard", ("deck",), ("discard",), top[1] if kept == top[0] else top[0])

    def swap(self, seat: int, colour_must_differ: bool) -> None:
        avatar = self.table.zone("avatar", seat)[0]
        self.move("swap", ("avatar", seat), ("hand", seat), avatar)
        new = self.move("swap", ("hand", seat), ("avatar", seat))
        if new == avatar or (colour_must_differ and self.cards[new].colour == self.cards[avatar].colour):
            raise self.fail(f"Swap Arrows exchanges {avatar} for {new}")

    def solo1_effects(self) -> bool:
        """The negative effects; True when the last time counter went (the game ended, lost)."""
        colour = self.colour_of_avatar(0)
        event = self.take("effects_turn")
        if event["seat"] != 0 or event["colour"] != colour:
            raise self.fail("solo mode 1's effects turn names the wrong avatar colour")
        level = self.rules.level

        def applies(card: str) -> bool:
            same = colour is not None and self.cards[card].colour == colour
            return same if level == "easy" else (colour is None or not same) if level == "normal" else True

        acting = [c for c in self.table.zone("revealed") if self.cards[c].acts and applies(c)]
        expected = [c for c in acting if self.cards[c].effect != "swap"] + \
                   [c for c in acting if self.cards[c].effect == "swap"]
        for card in expected:
            event = self.take("effect")
            if event["card"] != card:
                raise self.fail(f"solo mode 1 applies {event['card']}, expected {card}")
            effect = self.cards[card].effect
            if effect == "eye":
                if event["resolved"] != bool(self.table.zone("cubs")):
                    raise self.fail("the negative Eye applies exactly when a Cub is left")
                if event["resolved"]:
                    self.move("cub_lost", ("cubs",), ("discard",), self.table.zone("cubs")[0])
                    self.cub_slots -= 1
                    if self.take("cub_row")["size"] != self.cub_slots:
                        raise self.fail("the Cub row's size")
            elif effect == "skull":
                if not event["resolved"]:
                    raise self.fail("the negative Skull always applies")
                self.time -= 1
                if self.take("time")["left"] != self.time:
                    raise self.fail("a Skull takes one time counter")
                if self.time <= 0:
                    self.applied.add(card)
                    self.game_end(capped_ok=False)
                    return True
            else:
                now = self.colour_of_avatar(0)
                others = [c for c in self.table.zone("hand", 0) if now is not None and self.cards[c].colour != now]
                if event["resolved"] != bool(others):
                    raise self.fail("the negative Swap applies exactly when the hand holds another colour")
                if event["resolved"]:
                    self.swap(0, colour_must_differ=True)
            if event["resolved"]:
                self.applied.add(card)
        return False

    # --- scoring ----------------------------------------------------------------------
    def tie_card(self, reason: str) -> Card | None:
        """FAQ: a card "from the ones left unrevealed" (a card set aside that no tie of this
        round showed yet); "in case no cards are left unrevealed, take one from the deck and then
        discard it"."""
        unrevealed = [c for c in self.table.zone("aside") if c not in self.shown]
        if unrevealed:
            event = self.take("reveal")
            if event["reason"] != reason or event["card"] not in unrevealed:
                raise self.fail(f"a {reason} tie is broken by {event['card']}, not a card left unrevealed "
                                f"({unrevealed})")
            self.shown.add(event["card"])
            return self.cards[event["card"]]
        if not self.available("deck"):
            return None
        return self.cards[self.draw_from("deck", ("discard",), "tiebreak_discard")]

    def score(self) -> None:
        revealed = [self.cards[c] for c in self.table.zone("revealed")]
        weights, cards = counts_of(revealed, self.game["colours"])
        tie = None
        self.shown: set[str] = set()
        if len(set(weights.values())) == 1:
            tie = self.tie_card("colour_tie")
        classes, points = classes_of(weights, cards, tie)
        event = self.take("score")
        if event["weights"] != weights or event["cards"] != cards or event["classes"] != classes \
                or event["perceiver_points"] != points:
            raise self.fail(f"scoring {event} differs from weights {weights}, cards {cards}, classes {classes}, "
                            f"points {points}")
        solo2 = self.rules.mode == "solo2"
        for p in range(self.n):
            colour = self.colour_of_avatar(p)
            self.classes[p] = classes[colour] if colour is not None else None
        need = any(c == "perceiver" and (points > 0 or solo2) or (c == "keeper" and solo2)
                   for c in self.classes.values())
        side = None
        if need:
            light = sum(c.side == "Light" for c in revealed)
            dark = len(revealed) - light
            side = "Light" if light > dark else "Dark"
            if light == dark:
                card = self.tie_card("energy_tie")
                side = card.side if card else None
            energy = self.take("energy")
            if (energy["side"], energy["light"], energy["dark"]) != (side, light, dark):
                raise self.fail(f"energy {energy}, expected {side} ({light} Light, {dark} Dark)")
        for p in range(self.n):
            cls = self.classes[p]
            if p not in self.active or cls is None:
                continue
            event = self.take("seat_score")
            if event["seat"] != p or event["class"] != cls:
                raise self.fail(f"seat_score {event}, expected seat {p} as {cls}")
            if cls == "trickster":
                expected = (1, event["side"]) if event["side"] in ("Light", "Dark") else None
            elif cls == "keeper":
                expected = (0, None)
            else:
                expected = (points if side else 0, side if points and side else event["side"] if not points else None)
            if expected is None or event["points"] != expected[0] or (expected[0] and event["side"] != expected[1]):
                raise self.fail(f"seat {p} ({cls}) scores {event['points']} {event['side']}, expected {expected}")
            self.ledger[p], cancelled = gain(self.ledger[p], event["points"], event["side"])
            if event["ledger"] != self.ledger[p] or event["cancelled"] != cancelled:
                raise self.fail(f"seat {p}'s ledger {event['ledger']} (cancelled {event['cancelled']}), expected "
                                f"{self.ledger[p]} ({cancelled})")
            if solo2 and cls != "trickster" and side:
                deck = self.take("deck_score")
                want = 1 if cls == "keeper" else 2
                self.deck_ledger, _ = gain(self.deck_ledger, want, side)
                if (deck["points"], deck["side"], deck["ledger"]) != (want, side, self.deck_ledger):
                    raise self.fail(f"deck score {deck}, expected {want} {side} -> {self.deck_ledger}")

    def end_round(self) -> None:
        mode, level = self.rules.mode, self.rules.level
        for card in list(self.table.zone("revealed")):
            info = self.cards[card]
            if info.effect == "none":
                continue
            if mode != "solo1" or level == "easy" or (level == "normal" and (info.effect == "x3"
                                                                               or card in self.applied)):
                self.move("effect_discard", ("revealed",), ("discard",), card)
        for p in range(self.n):
            avatar = self.table.zone("avatar", p)
            if not avatar:
                continue
            cls = self.classes[p]
            if cls == "perceiver":
                self.move("perceiver", ("avatar", p), ("discard",), avatar[0])
            elif cls == "trickster":
                self.move("trickster", ("avatar", p), ("pool",), avatar[0])
            else:
                self.move("keeper", ("avatar", p), ("hand", p), avatar[0])
        for place in ("revealed", "aside"):
            for card in list(self.table.zone(place)):
                self.move("face_down", (place,), ("pool",), card)
        self.table.check_conservation()

    def check_end(self) -> bool:
        """Who won, who plays on; True when the game ended here."""
        scores = competitor_scores(self.rules, self.ledger, self.deck_ledger)
        competing = {k: v for k, v in scores.items() if k == "deck" or self.seats_of(k) & self.active}
        if not self.playing_on:
            competing = {k: v for k, v in competing.items() if v >= self.rules.target}
        if not competing:
            return False
        best = max(competing.values())
        leaders = [k for k, v in competing.items() if v == best]
        if len(leaders) == 1:
            self.winners = sorted(self.seats_of(leaders[0]))
            self.game_end(capped_ok=False)
            return True
        self.playing_on = True
        seats = set().union(*(self.seats_of(k) for k in leaders))
        if self.rules.mode != "solo2":
            self.active = seats
        event = self.take("playing_on")
        if set(event["seats"]) != self.active:
            raise self.fail(f"seats {event['seats']} play on, expected {sorted(self.active)}")
        return False

    def seats_of(self, competitor) -> set[int]:
        if competitor == "deck":
            return set()
        if self.rules.mode == "team":
            return {p for p in range(self.n) if p % self.rules.teams == competitor}
        return {competitor}

    def game_end(self, capped_ok: bool) -> None:
        event = self.take("game_end")
        if event["capped"] and not capped_ok:
            raise self.fail("the game is capped where no cap applies")
        if not event["capped"] and capped_ok:
            raise self.fail("the game ends without a winner, a lost solo game or a cap")
        if event["ledgers"] != self.ledger or event["deck_ledger"] != self.deck_ledger:
            raise self.fail(f"final ledgers {event['ledgers']} / {event['deck_ledger']}, expected {self.ledger} / "
                            f"{self.deck_ledger}")
        if sorted(event["winners"]) != self.winners:
            raise self.fail(f"winners {event['winners']}, expected {self.winners}")
        if event["rounds"] != self.round or event["turns"] != self.turns:
            raise self.fail(f"{event['rounds']} rounds and {event['turns']} turns, expected {self.round} and "
                            f"{self.turns}")
        if self.i != len(self.events):
            raise self.fail("events after the game's end")
        self.finished = True


def referee(events: list[dict]) -> None:
    """Replay a trace; raises Rejected at the first rule it breaks."""
    walk = Walk(events)
    walk.run()
    if not walk.finished:
        raise Rejected("the game never ended")
