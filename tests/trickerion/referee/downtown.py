"""Downtown's actions (RULES §1.7, G33-G38): Learn Trick, Hire Character, Take Coins, Reroll Die,
Set Die. Each returns its AP cost and queues the moves that must follow it."""

from __future__ import annotations

from .errors import require
from .expect import Expect, flex_gain, gain, one_of


class DowntownRules:
    def die_used(self, die: str) -> Expect:
        return Expect({"event": "die", "die": die, "face": "X", "cause": "used"},
                      "after a die action the die turns to X (RULES §1.6)")

    def die_of(self, name: str, kind: str) -> str:
        require(self.data.die_kind.get(name) == kind, f"a {kind} die")
        face = self.game.dice.get(name)
        require(face != "X", "a die showing X cannot be used")
        return face

    def act_learn_trick(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        trick = e["trick"]
        if d.dawn and trick in d.signature_of:
            return self.act_learn_signature(e)   # G93, T120, T121
        require(trick in d.tricks and d.in_ruleset(trick), "a Trick of the ruleset's levels")
        cat = d.category(trick)
        require(trick in self.game.trick_decks[cat], "a Trick still in its deck (any face-up card, G36)")
        free_symbol = len(seat.tricks) < 4 and seat.lowest_free_symbol() is not None
        targets = self.overhaul_targets(seat, trick)   # Trick Overhaul (A29)
        require(free_symbol or targets, "a free Symbol marker: at most 4 Tricks (G36)"
                + ("; Trick Overhaul replaces a Trick only if the seat meets the new one's components (A29, T74)"
                   if self.effects("learn_overhaul", "learn") else ""))
        leaked = self.leaked_markers(seat, trick, seat.lowest_free_symbol())   # Leaked Blueprints (A31)
        die = e["die"]
        favourite_die = d.option("favourite_uses_die", False)
        if die is None and self.effects("learn_any", "learn"):
            pass   # Thirst for Knowledge (A30): any category, without a die
        elif die is None:
            require(cat == seat.category and not favourite_die,
                    "Learn Trick without a die only for the Magician's Favourite category (G34)")
        else:
            face = self.die_of(die, "trick")
            require(face == cat or face == "Any" or (cat == seat.category),
                    f"the die shows the Trick's category or Any (it shows {face})")
            self.queue.push(self.die_used(die))
        deficit = max(0, d.threshold(trick) - seat.fame)
        require(e["deficit"] == deficit, f"the Fame deficit is threshold - Fame = {deficit} (G35)")
        require(seat.coins >= deficit, "the Fame deficit is paid in Coins, 1 per point (G35)")
        if deficit:
            self.queue.push(gain(seat.index, coins=-deficit, cause="fame_deficit", trick=trick,
                                 rule=f"learning below the threshold costs {deficit} Coins (G35)"))
        ordinary = Expect({"event": "trick", "seat": seat.index, "trick": trick, "cause": "learn",
                           "from": ["deck", cat], "to": ["seat", seat.index], "symbol": seat.lowest_free_symbol()},
                          "the learned Trick goes from its deck to the seat, with the lowest free symbol (T4)") \
            if free_symbol else None
        self.queue.push(self.learned_expectation(seat, trick, ordinary, targets))
        self.queue.push(*leaked)
        return 3

    def act_hire(self, e: dict) -> int:
        d, seat = self.data, self.seat(e["seat"])
        kind = e["type"]
        anyone = bool(self.effects("hire_any", "hire"))
        if anyone:   # Headhunter (A28): any type, without a die
            require(e["die"] is None, "hire_any: Hire without a die (R4)")
        else:
            face = self.die_of(e["die"], "inn")
            require(face == kind, f"Hire the character an Inn die shows ({face})")
        require(kind in d.characters and d.characters[kind]["kind"] in ("specialist", "apprentice"),
                "a hireable character (G33)")
        if kind == d.apprentice_type:
            n, most = len(seat.apprentices()), d.characters[kind]["max_per_seat"]
            require(n < most, f"at most {most} Apprentices a seat (G33)")
            name = self.next_apprentice(seat)
        else:
            require(not seat.owns(kind), "one Specialist of each kind (RULES §1.2)")
            name = kind
        if not anyone:
            self.queue.push(self.die_used(e["die"]))
        self.queue.push(Expect({"event": "character", "seat": seat.index, "character": name, "cause": "hire",
                                "state": "incoming"}, "a hire joins at Return Characters, incoming until then (G33)"))
        if kind == d.apprentice_type:   # Mass Recruitment (A26)
            self.queue.push(*self.second_apprentice(seat, name))
        if self.effects("hire_arrives_now", "hire"):   # Hypnotic Motivation (A27, T64)
            self.queue.push(Expect({"event": "hired_arrives", "seat": seat.index, "character": name},
                                   "Hypnotic Motivation: the hired character arrives at once, right after the Hire's "
                                   "character event (hired_arrives, A27, T64)"))
        return 3

    def apply_hired_arrives(self, e: dict) -> None:
        """A27/T64: the hire joins now with a card of the hand (a Permanent card, an SA card face up at once, or
        none: idle) and is placed in the seat's later placement turns; it is not `joined` at Return Characters."""
        d, seat = self.data, self.seat(e["seat"])
        ch = seat.characters.get(e["character"])
        require(ch is not None and not ch.joined, "hired_arrives names the character just hired (A27)")
        card, sa = e["card"], e["special_assignment"]
        if sa is not None:
            require(sa in d.sa_cards and sa in seat.sa_hand, "the arriving character takes an SA card from the "
                                                             "seat's own hand (T64, G20)")
            loc = d.sa_cards[sa]["location"]
            require(card == loc, f"an SA card sends its character to the card's location ({loc}, G20)")
            ch.sa = sa
            self.queue.push_front(Expect({"event": "special_assignment", "seat": seat.index, "card": sa,
                                          "cause": "assign", "from": ["sa_hand", seat.index],
                                          "to": ["sa_assigned", seat.index, ch.name]},
                                         "the arriving character's SA card moves from the hand to it, right after "
                                         "hired_arrives (T64)"))
        elif card is not None:
            require(card in d.locations or card == "Theater", "an Assignment card names a location of the ruleset")
            require(seat.hand.get(card, 0) > 0, f"a {card} card left in the seat's hand (T64)")
            seat.hand[card] -= 1
        ch.joined, ch.assigned, ch.card = True, True, card

    def act_take_coins(self, e: dict) -> int:
        seat = self.seat(e["seat"])
        face = self.die_of(e["die"], "bank")
        require(isinstance(face, int), "a Bank die shows Coins")
        self.queue.push(self.die_used(e["die"]))
        total = face
        for src, eff in self.effects("take_coins_times", "take_coins"):   # P07
            extra = (eff["times"] - 1) * face

            def rest(f, c, s, src=src):
                return self.effect_gain(src, seat.index, "take_coins_times", coins=c, optional_if_zero=False,
                                        rule="Take Coins gives times the die (take_coins_times)")
            self.queue.push(flex_gain(self.queue, seat.index, (0, face, 0), (0, face + extra, 0), "take_coins",
                                      f"Take Coins gives {eff['times']} x the Bank die's {face} Coins", rest,
                                      die=e["die"]))
            total += extra
            break
        else:
            self.queue.push(gain(seat.index, coins=face, cause="take_coins", die=e["die"],
                                 rule=f"Take Coins gives the Bank die's {face} Coins", optional_if_zero=False))
        for src, eff in self.effects("take_coins_fame", "take_coins"):   # Fame and Fortune (A33)
            fame = max(0, total - eff["minus"])
            self.queue.push(self.effect_gain(src, seat.index, "take_coins_fame", fame=fame,
                                             rule=f"Take Coins also gives Fame = the Coins taken - {eff['minus']} "
                                                  f"= {fame} (take_coins_fame)"))
        self.queue.push(*self.take_coins_extras(seat, e["die"], total))   # Investments (A32), Interest (A34)
        return 3

    def act_reroll_die(self, e: dict) -> int:
        require(e["die"] in self.data.die_faces, "a Downtown die")
        self.queue.push(Expect({"event": "die", "die": e["die"], "cause": "reroll",
                                "face": one_of(*self.data.die_faces[e["die"]])}, "Reroll Die rerolls that die"))
        return 1

    def act_set_die(self, e: dict) -> int:
        require(e["die"] in self.data.die_faces and e["face"] in self.data.die_faces[e["die"]],
                "Set Die sets a die to one of its faces, X included (G37)")
        self.queue.push(Expect({"event": "die", "die": e["die"], "cause": "set", "face": e["face"]},
                               "Set Die turns the die to the chosen face"))
        return 2
