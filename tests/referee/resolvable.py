"""When can a hero's effect be resolved in its entirety? (Otherwise it fizzles.)

Each test looks at the table through an EffectContext, which leaves out a copied card.
"""

from .cards import COPY_HEROES, hero_of
from .patterns import may_join


def _own_tableau(ctx):
    return bool(ctx.tableau(ctx.actor))


def _opponent_tableau(ctx):
    return any(ctx.tableau(seat) for seat in ctx.opponents())


def _deck(ctx):
    return bool(ctx.deck())


def _trash(ctx):
    return bool(ctx.trash())


def _own_hand(ctx):
    return bool(ctx.hand(ctx.actor))


def _opponent_hand(ctx):
    return any(ctx.hand(seat) for seat in ctx.opponents())


def _any_tableau(ctx):
    return any(ctx.tableau(seat) for seat in range(ctx.table.players))


def _upright_in_a_tableau(ctx):
    # Druid moves no card, so a copied card is not held out: it may be turned sideways.
    return any(card not in ctx.table.sideways for tableau in ctx.table.tableaux for card in tableau)


RESOLVABLE = {
    "Brigand": _own_tableau,
    "Witness": _own_tableau,
    "Magician": _own_tableau,
    "Doctor": _opponent_tableau,
    "Guard": _opponent_tableau,
    "Nomad": _opponent_tableau,
    "Explorer": _deck,  # with one card in the deck, the Explorer takes it
    "Inventor": _deck,  # an illegal card still goes to the trash
    "Scion": _deck,
    "Peddler": lambda ctx: _own_hand(ctx) and _opponent_hand(ctx),
    "Revolutionary": _trash,
    "Hunter": _trash,
    "Scavenger": lambda ctx: _own_tableau(ctx) and _trash(ctx),
    "Soldier": _own_hand,
    "Shaman": _own_hand,
    "Noble": lambda ctx: any(may_join(card, ctx.pot()) for card in ctx.tableau(ctx.actor)),
    "Saint": _opponent_hand,
    "Smuggler": lambda ctx: any(len(ctx.hand(seat)) >= 2 for seat in ctx.opponents()),
    "Vigilante": lambda ctx: _trash(ctx) and _opponent_tableau(ctx),
    "Archivist": lambda ctx: bool(copy_candidates("Archivist", ctx)),
    "General": lambda ctx: bool(copy_candidates("General", ctx)),
    # Trickster: Fantasy
    "Bard": lambda ctx: _own_hand(ctx) and _opponent_hand(ctx),
    "Druid": _upright_in_a_tableau,
    "Guard (Fantasy)": _any_tableau,
    "Knight": _own_hand,
    "Mage": _any_tableau,
    "Rogue": _own_tableau,
    "Summoner": _trash,
}


def can_resolve(hero: str, ctx) -> bool:
    return RESOLVABLE[hero](ctx)


def copy_pool(hero: str, ctx) -> list[str]:
    """Cards a copy effect may look at: Archivist, own tableau and trash; General, trash and own hand."""
    if hero == "Archivist":
        return ctx.table.tableaux[ctx.actor] + ctx.table.trash
    return ctx.table.trash + ctx.table.hands[ctx.actor]


def may_copy(card: str, ctx) -> bool:
    """No chains, and only a card whose effect can resolve while the card stays put."""
    hero = hero_of(card)
    return hero not in COPY_HEROES and can_resolve(hero, ctx.copying(card))


def copy_candidates(hero: str, ctx) -> list[str]:
    return [card for card in copy_pool(hero, ctx) if may_copy(card, ctx)]
