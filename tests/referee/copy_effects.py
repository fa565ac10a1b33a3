"""Archivist and General: use the effect of another card, which stays where it is."""

from .cards import COPY_HEROES, hero_of
from .fantasy_effects import FANTASY_EFFECTS
from .hero_effects import COT_EFFECTS
from .resolvable import can_resolve

# Every hero whose effect a copy hero may use: all but the copy heroes, from any set.
SIMPLE_EFFECTS = {**COT_EFFECTS, **FANTASY_EFFECTS}


def archivist(ctx):
    rule = "Archivist: use the effect of a card in your tableau or the trash"
    copied = ctx.cur.take("effect", why=rule, player=ctx.actor, resolved=True)
    source = copied["source"]
    ctx.require(source in ctx.table.tableaux[ctx.actor] or source in ctx.table.trash,
                f"{rule}: {source} is in {ctx.table.locate(source)}")
    use_copied_effect(ctx, copied, rule)


def general(ctx):
    rule = "General: use the effect of a trash card, or reveal a hand card and use its effect"
    if ctx.cur.peek_is("reveal"):
        revealed = ctx.reveal(rule)
        ctx.require(len(revealed) == 1 and revealed[0] in ctx.table.hands[ctx.actor],
                    f"{rule}: the reveal must show one card of your hand")
        copied = ctx.cur.take("effect", why=rule, player=ctx.actor, resolved=True, source=revealed[0])
    else:
        copied = ctx.cur.take("effect", why=rule, player=ctx.actor, resolved=True)
        ctx.require(copied["source"] in ctx.table.trash,
                    f"{rule}: {copied['source']} is not in the trash (a hand card is revealed first)")
    use_copied_effect(ctx, copied, rule)


def use_copied_effect(ctx, copied: dict, rule: str) -> None:
    source, hero = copied["source"], copied["hero"]
    ctx.require(hero == hero_of(source), f"{rule}: `hero` must be the copied card's hero")
    ctx.require(hero not in COPY_HEROES, f"{rule}: {hero} cannot be copied (no chains)")
    copy_ctx = ctx.copying(source)
    ctx.require(can_resolve(hero, copy_ctx),
                f"{rule}: only a card whose effect can resolve may be copied, and {source}'s"
                " cannot (the copied card itself stays put and does not count)")
    SIMPLE_EFFECTS[hero](copy_ctx)


COPY_EFFECTS = {"Archivist": archivist, "General": general}
