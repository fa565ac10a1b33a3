"""The card effects in force (docs/trickerion-effects.md, "When an effect is in force"): the Active
Prophecy for every seat, and the Special Assignment card of the character being placed when its
seat uses the text (G27): for the first action of the card's kind in that placement (G28), for the
whole placement with `action = "any"`, for the Performance with `action = "perform"`.

Every rule point asks `effects(op)` for the primitives it knows. A card primitive whose events
docs/trickerion-trace.md does not pin would be refused where it applies (`UNCHECKABLE`, R27): the referee
could not follow the state past it. Every primitive of the vocabulary is pinned now: the list is empty."""

from __future__ import annotations

from .dark_alley_data import ACTION_WORD, effects_of
from .errors import require
from .expect import gain

# primitive -> what the trace would need to show (README, "Effects the trace cannot show yet", R27): none now,
# docs/trickerion-trace.md pins the events of every primitive of the vocabulary
UNCHECKABLE: dict = {}

# the special_assignment gains that are Coins spent on Market Row components (T73): Business Share takes them
MARKET_PAYMENTS = ("take_coins_invest", "order_deliver")


class EffectRules:
    # -- what is in force
    def card_in_scope(self, word: str | None) -> str | None:
        """The SA card whose text applies now to an action `word` (None: the placement itself)."""
        o = self.open
        sa = o.get("sa") if o else None
        if not sa or sa["use"] != "text":
            return None
        if sa["word"] == "any":
            return sa["card"]
        if word is not None and sa["word"] == word and o.get("card_now"):
            return sa["card"]
        return None

    def effects(self, op: str, word: str | None = None) -> list:
        """[(source, effect)] with primitive `op` in force: the Prophecy's, then the card's."""
        out = [(src, eff) for src, eff in self.prophecy_effects() if eff["op"] == op]
        card = self.card_in_scope(word)
        if card is not None:
            out += [(("special_assignment", card), eff) for eff in effects_of(self.data.sa_cards[card])
                    if eff["op"] == op]
        if self.data.dawn and not any(src[0] == "special_assignment" for src, _ in out):
            out += self.contraption_effects(op, word)   # T126: then the seat's Contraptions, the first that has it
        return out

    def card_effects_now(self, word: str | None) -> list:
        card = self.card_in_scope(word)
        return [] if card is None else effects_of(self.data.sa_cards[card])

    def refuse_uncheckable(self, effects: list, card: str, skip=()) -> None:
        for eff in effects:
            need = UNCHECKABLE.get(eff["op"])
            require(need is None or eff["op"] in skip,
                    f"{card}'s primitive {eff['op']} applies here, and docs/trickerion-trace.md does not pin its "
                    f"events yet (needs: {need}); the referee cannot check it")

    def start_action(self, action: str) -> str:
        """Before an action: is it the first of the card's kind in this placement (G28)?"""
        o = self.open
        word = ACTION_WORD[action]
        sa = o.get("sa")
        o["card_now"] = bool(sa and sa["word"] == word and not sa["spent"])
        if sa and sa["word"] == word:
            sa["spent"] = True
        if self.data.dawn:
            self.start_contraption_action(word)   # T126, G28
        return word

    # -- Action Points
    def action_cost(self, word: str, base: int) -> int:
        """action_cost sets the cost, then action_ap adds to it; never below 0 (Prophecy, then card)."""
        cost = base
        for _, eff in self.effects("action_cost", word):
            if eff["action"] == word:
                cost = eff["ap"]
        for _, eff in self.effects("action_ap", word):
            if eff["action"] == word:
                cost += eff["delta"]
        return max(0, cost)

    def character_ap(self, seat, character: str) -> int:
        d = self.data
        ap = d.base_ap(character)
        if d.academy and character == "Protégé":
            ap = d.protege_ap[self.secrets_held(seat.index)]   # G56: by the Secrets it holds
        apprentice = character.startswith(d.apprentice_type + " ")
        for _, eff in self.prophecy_effects():
            if eff["op"] != "character_ap":
                continue
            if eff.get("who", "all") == "apprentice" and not apprentice:
                continue
            if eff.get("if_advertised") and not seat.advertised:
                continue
            ap = eff["set"] if "set" in eff else ap + eff.get("delta", 0)
        if self.data.dawn:
            ap = self.contraption_character_ap(ap, character)   # T126
        return ap

    def shard_ap(self) -> int:
        ap = 1
        for _, eff in self.effects("shard_ap"):
            ap = eff["ap"]
        return ap

    def slot_costs(self, location: str, modifier: int) -> list:
        """[(source, coins)] to take a slot with this AP modifier (slot_cost: the shared boards only)."""
        d = self.data
        if location == "Theater" or d.locations[location].get("per_seat"):
            return []
        return [(src, eff["coins"]) for src, eff in self.prophecy_effects()
                if eff["op"] == "slot_cost" and eff["modifier"] == modifier]

    def in_force(self, op: str) -> bool:
        return any(eff["op"] == op for _, eff in self.prophecy_effects())

    # -- gains an effect triggers (R3: right after the gain that triggers them)
    def after_gain(self, e: dict) -> None:
        triggered = []
        if e["shards"] > 0 and e["cause"] != "prophecy":   # P02, P03: "each time a seat receives Shards"
            for src, eff in self.prophecy_effects():
                if eff["op"] == "shard_gain_extra":
                    triggered.append(self.effect_gain(src, e["seat"], "shard_gain_extra", shards=eff["n"],
                                                      rule=f"receiving Shards gives {eff['n']} more "
                                                           "(shard_gain_extra)"))
                elif eff["op"] == "shard_gain_fame":
                    triggered.append(self.effect_gain(src, e["seat"], "shard_gain_fame", fame=eff["fame"],
                                                      rule=f"receiving Shards gives {eff['fame']} Fame "
                                                           "(shard_gain_fame)"))
        if e["coins"] < 0 and (e["cause"] == "buy" or e["cause"] == "special_assignment"
                               and e.get("op") in MARKET_PAYMENTS):   # Business Share (A44, T73, R25)
            for holder, card in self.business_share:
                if holder != e["seat"]:
                    triggered.append(self.effect_gain(("special_assignment", card), holder, "business_share",
                                                      coins=-e["coins"],
                                                      rule="the Coins another seat spends at the Market Row go to "
                                                           "the Business Share's holder (business_share)"))
        if triggered:
            self.queue.push_front(*triggered)

    # -- gains an effect causes
    def effect_gain(self, source: tuple, seat: int, op: str, rule: str, fame: int = 0, coins: int = 0,
                    shards: int = 0, optional_if_zero: bool = True):
        kind, name = source
        context = {"card": name} if kind == "special_assignment" else {kind: name}   # prophecy, contraption (T126)
        return gain(seat, fame=fame, coins=coins, shards=shards, cause=kind, op=op, rule=rule,
                    optional_if_zero=optional_if_zero, **context)
