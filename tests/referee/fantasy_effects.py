"""The events each Trickster: Fantasy hero's resolved effect must produce.

Like hero_effects.py: each checker reads its events through `ctx.step` and is only called
when the effect can resolve. Under either ruleset, and when a copy hero uses them.
"""

from .context import ANYONE, ME
from .hero_effects import hand_trade, own_tableau_to_opponent_tableau
from .places import HAND, TABLEAU, TRASH


def druid(ctx):
    """The only effect that moves no card: a `sideways` event. The copied card (a copy hero
    using a Druid) is not held out here: it may be turned sideways."""
    rule = "Druid: turn an upright card in any player's tableau sideways"
    card = ctx.cur.take("sideways", why=rule)["card"]
    table = ctx.table
    ctx.require(any(card in tableau for tableau in table.tableaux),
                f"{rule}: {card} is not in a tableau but in {table.locate(card)}")
    ctx.require(card not in table.sideways, f"{rule}: {card} is already sideways")
    table.turn_sideways(card)


def guard_fantasy(ctx):
    ctx.step("Guard (Fantasy): a card from any player's tableau to your hand",
             (TABLEAU, ANYONE), (HAND, ME))


def knight(ctx):
    ctx.step("Knight: a card from your hand to any player's tableau", (HAND, ME), (TABLEAU, ANYONE))


def mage(ctx):
    ctx.step("Mage: a card from any player's tableau to the trash", (TABLEAU, ANYONE), (TRASH,))


def summoner(ctx):
    ctx.step("Summoner: a card from the trash to your hand", (TRASH,), (HAND, ME))


FANTASY_EFFECTS = {
    "Bard": lambda ctx: hand_trade(ctx, "Bard"),
    "Druid": druid,
    "Guard (Fantasy)": guard_fantasy,
    "Knight": knight,
    "Mage": mage,
    "Rogue": lambda ctx: own_tableau_to_opponent_tableau(ctx, "Rogue"),
    "Summoner": summoner,
}
