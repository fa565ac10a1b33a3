"""The Magicians' abilities outside the Theater (RULES §1.16, G78, G79, G83, G90; docs/trickerion.md
T62, T65, T66; docs/trickerion-trace.md "The placement's effects and the Magicians' abilities outside
the Theater"), in the rulesets whose `magician_abilities` is true (`trickerion-dark-alley`,
`-noprophecies`). A seat's ability is its Magician's `ability` id in the composition's `magicians`
table.

- Mechanical Enhancement (The Mechaniker): once a turn, +1 AP (`place.ap.ability`) to an Apprentice
  placed outside the Theater; its `magician_ability` (`ap` 1) follows the `place`.
- Mimesis (The Great Optico): once a turn, a character placed with a Permanent card uses another
  seat's revealed SA card of that card's location (`place.special_assignment.copied`), its text or
  +1 AP; its `magician_ability` (`copied`) follows the `place`; the card stays its owner's.
- Magic for the Masses (The Gentleman): his Magician placed at Downtown, the Market Row or the Dark
  Alley gains Fame = the Tricks his seat owns: `magician_ability` (`fame`), then a `gain` cause
  `ability` (context `magician`), after the placement's own gains.
- Fate Weaving (the Priestess): the Dark Alley action `fate_weaving` (1 AP, repeatable, only with an
  Active Prophecy): the chosen Pending one becomes Active, the others keep their order and the bag's
  next one is drawn into the last slot (T62).

The Theater's abilities (Supercharge, Break Free, Trick Steal, Soul Possession) have no events in
docs/trickerion-trace.md yet: a `magician_ability` of theirs is refused as uncheckable (R33)."""

from __future__ import annotations

from .errors import require
from .expect import Expect, gain

MECHANICAL_ENHANCEMENT = "mechanical_enhancement"
MIMESIS = "mimesis"
MAGIC_FOR_THE_MASSES = "magic_for_the_masses"
FATE_WEAVING = "fate_weaving"
OUTSIDE_THE_THEATER = (MECHANICAL_ENHANCEMENT, MIMESIS, MAGIC_FOR_THE_MASSES, FATE_WEAVING)
MASSES_LOCATIONS = ("Downtown", "Market Row", "Dark Alley", "Academy")   # the Academy too [S L45] (G83)

# ability id -> what docs/trickerion-trace.md would need to show (README, R33)
THEATER_ABILITIES = {
    "supercharge": "the doubled marker: a field of set_up and its marker event (two markers on one slot), its "
                   "+1/+2/+3 Fame and Coins' gain (cause, when)",
    "break_free": "the free Reschedule before the Performance phase (its action or event, who, when) and its "
                  "link payments' gains",
    "trick_steal": "the yields taken at her Performance: which opponent's Trick replaces which of hers, the "
                   "owner's 1 Fame less (the yield gains' fields)",
    "soul_possession": "the Shard paid and the card chosen for the opponent (an event before that opponent's "
                       "performance, its gain)",
}


class AbilityRules:
    # -- whose ability
    def ability_of(self, seat) -> str | None:
        """The seat's Magician's ability id, in a ruleset with `magician_abilities` (G90); else None."""
        if not self.data.abilities or seat.magician is None:
            return None
        m = self.data.magicians[seat.magician]
        if self.data.academy and m.get("academy_ability"):
            return m["academy_ability"]   # G90: Master of Chains' and the Priestess' Academy versions
        return m.get("ability")

    def copyable_cards(self, seat, ch) -> list:
        """The SA cards Mimesis could copy for this character now (G79, T66, R34)."""
        if self.ability_of(seat) != MIMESIS or MIMESIS in self.abilities_used or ch.sa or ch.card is None:
            return []
        return [c.sa for s in self.game.seats if s.index != seat.index for c in s.characters.values()
                if c.sa and self.data.sa_cards[c.sa]["location"] == ch.card and (not self.one_by_one or c.placed)]

    def ability_event(self, seat, ability: str, character: str, rule: str, optional: bool = False,
                      **fields) -> Expect:
        want = {"event": "magician_ability", "seat": seat.index, "magician": seat.magician, "ability": ability,
                "character": character}
        want.update(fields)
        return Expect(want, rule, optional=optional)

    # -- at a placement
    def mechanical_enhancement(self, seat, ch, location: str, ap: dict) -> int:
        """The +1 AP `place.ap.ability` claims (0 or 1), checked against G78/T65; marks it used."""
        if not self.data.dark_alley:
            return 0
        got = ap.get("ability")
        require(got in (0, 1), "place.ap.ability is the Mechaniker's +1 AP, 0 otherwise (docs/trickerion-trace.md)")
        if got:
            require(self.ability_of(seat) == MECHANICAL_ENHANCEMENT,
                    "only The Mechaniker's seat has Mechanical Enhancement's +1 AP, in a ruleset with the "
                    "Magicians' abilities (G78, G90)")
            require(ch.name.startswith(self.data.apprentice_type + " "),
                    "Mechanical Enhancement gives its +1 AP to an Apprentice (G78)")
            require(location != "Theater", "Mechanical Enhancement: an Apprentice placed outside the Theater (G78)")
            require(MECHANICAL_ENHANCEMENT not in self.abilities_used, "Mechanical Enhancement once a turn (G78, T65)")
            self.abilities_used.add(MECHANICAL_ENHANCEMENT)
        return got

    def copied_card(self, seat, ch, got: dict) -> dict:
        """Mimesis (G79, T66): the SA card copied by a character placed with a Permanent card."""
        d = self.data
        require(self.ability_of(seat) == MIMESIS,
                "only The Great Optico copies an SA card (Mimesis, G79), in a ruleset with the Magicians' abilities")
        require(ch.sa is None and ch.card is not None,
                "Mimesis: a character placed with a Permanent card copies, not one with an SA card (T66)")
        require(MIMESIS not in self.abilities_used, "Mimesis once a turn (G79)")
        card = got.get("card")
        require(got.get("use") in ("text", "ap"), "the copy's text or its +1 AP (G79, G27)")
        owners = [(s, c) for s in self.game.seats if s.index != seat.index for c in s.characters.values()
                  if c.sa == card and c.sa is not None]
        require(owners, "Mimesis copies an SA card another seat assigned this turn (G79, T66)")
        _, owner = owners[0]
        require(d.sa_cards[card]["location"] == ch.card,
                f"Mimesis copies an SA card of the location of the character's Permanent card ({ch.card}, G79)")
        require(not self.one_by_one or owner.placed,
                "Mimesis copies a revealed card: under reveal_at_placement (P20) only one whose character was "
                "placed already (R34)")
        self.abilities_used.add(MIMESIS)
        return {"card": card, "use": got["use"], "word": d.sa_cards[card]["action"], "spent": False, "copied": True}

    def ability_follow_ups(self, seat, ch, location: str, ap_ability: int, sa) -> tuple[list, list]:
        """The placement's ability events: (those among the place's own follow-ups, those after them)."""
        among, after = [], []
        if ap_ability:
            among.append(self.ability_event(seat, MECHANICAL_ENHANCEMENT, ch.name,
                                            "Mechanical Enhancement's magician_ability follows its place (G78)",
                                            ap=1))
        if sa and sa.get("copied"):
            among.append(self.ability_event(seat, MIMESIS, ch.name, "Mimesis' magician_ability follows its place "
                                            "and names the copied card (G79)", copied=sa["card"]))
        if self.ability_of(seat) == MAGIC_FOR_THE_MASSES and ch.name == self.data.magician_type \
                and location in MASSES_LOCATIONS:
            fame = len(seat.tricks)
            rule = (f"Magic for the Masses: the Gentleman's Magician placed at {location} gains Fame = the Tricks "
                    f"his seat owns, {fame} (G83)")
            after.append(self.ability_event(seat, MAGIC_FOR_THE_MASSES, ch.name, rule, optional=fame == 0,
                                            fame=fame))
            after.append(gain(seat.index, fame=fame, cause="ability", magician=seat.magician, rule=rule))
        return among, after

    # -- the Dark Alley action
    def act_fate_weaving(self, e: dict) -> int:
        g, seat = self.game, self.seat(e["seat"])
        require(self.ability_of(seat) == FATE_WEAVING,
                "Fate Weaving is the Priestess of Mysticism's Dark Alley ability, in a ruleset with the Magicians' "
                "abilities (G90)")
        require(g.active is not None, "Fate Weaving needs an Active Prophecy to discard (T62: none on turn I)")
        chosen = e["prophecy"]
        require(chosen in g.pending, f"Fate Weaving makes a Pending Prophecy Active: one of {g.pending} (G90)")
        drawn = g.prophecy_bag[0] if g.prophecy_bag else None
        pending = [p for p in g.pending if p != chosen] + ([drawn] if drawn else [])
        self.queue.push(Expect({"event": "prophecy", "cause": "fate_weaving", "active": chosen, "pending": pending,
                                "drawn": drawn},
                               f"Fate Weaving: the Active Prophecy is discarded, {chosen} becomes Active, the others "
                               f"keep their order and a new one is drawn into the last slot: {pending} (T62)"))
        return 1

    # -- an ability event nothing caused
    def on_magician_ability(self, e: dict) -> None:
        seat = self.seat(e["seat"])
        require(self.data.abilities, "no Magician abilities in this ruleset (magician_abilities is false; the base "
                                     "game and -noabilities play without them, G90)")
        ability = self.ability_of(seat)
        require(e.get("magician") == seat.magician and e.get("ability") == ability,
                f"a magician_ability names the seat's Magician ({seat.magician}) and its ability id ({ability}) "
                "from the composition's magicians table")
        if ability in THEATER_ABILITIES:
            return self.on_theater_ability(seat, ability, e)
        where = {MECHANICAL_ENHANCEMENT: "right after the place of an Apprentice given its +1 AP (place.ap.ability)",
                 MIMESIS: "right after a place with special_assignment.copied",
                 MAGIC_FOR_THE_MASSES: "after the place of the Gentleman's Magician at Downtown, the Market Row or "
                                       "the Dark Alley"}.get(ability, "where its rule applies")
        require(False, f"{ability}'s magician_ability has no cause here: it comes only {where}")

    def apply_magician_ability(self, e: dict) -> None:
        """A magician_ability an ability's rule made due: its fields were matched; nothing moves."""
