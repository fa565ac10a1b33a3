"""The `effect` event after every played card: resolved exactly when it can be."""

from .cards import hero_of
from .context import EffectContext
from .copy_effects import COPY_EFFECTS, SIMPLE_EFFECTS
from .errors import Violation
from .resolvable import can_resolve

EFFECTS = {**SIMPLE_EFFECTS, **COPY_EFFECTS}


def check_effect(trick, actor: int, card: str) -> None:
    hero = hero_of(card)
    event = trick.cur.take("effect", why=f"{card} was just played and its effect comes at once",
                           player=actor, hero=hero, source=card)
    ctx = EffectContext(trick, actor)
    possible = can_resolve(hero, ctx)
    resolved = event["resolved"]
    if not isinstance(resolved, bool):
        raise Violation("`resolved` must be true or false")
    if resolved and not possible:
        raise Violation(f"{hero}'s effect cannot be resolved in its entirety here, so it must fizzle")
    if possible and not resolved:
        raise Violation(f"{hero}'s effect can be resolved in its entirety here, so it is mandatory")
    if resolved:
        EFFECTS[hero](ctx)
