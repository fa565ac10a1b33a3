"""The events each (non-copying) Champions of Time / Grand Gambit hero's resolved effect
must produce (the Fantasy heroes are in fantasy_effects.py).

Each checker reads the effect's events through `ctx.step` / `ctx.reveal`, which check every
move against the places the hero allows and apply it to the table. A checker is only called
when the effect can resolve (effects.py checked that against `resolved`).
"""

from .context import ANYONE, ME, OPPONENT
from .patterns import may_join
from .places import BOTTOM, DECK, HAND, POT, TABLEAU, TOP, TRASH


def own_tableau_to_opponent_tableau(ctx, hero):
    ctx.step(f"{hero}: a card from your tableau to an opponent's tableau",
             (TABLEAU, ME), (TABLEAU, OPPONENT))


def doctor(ctx):
    ctx.step("Doctor: a card from an opponent's tableau to an opponent's hand",
             (TABLEAU, OPPONENT), (HAND, OPPONENT))


def explorer(ctx):
    rule = "Explorer: reveal the top two deck cards, one of them to your hand"
    revealed = ctx.reveal(rule)
    ctx.require(revealed == ctx.deck()[:2], f"{rule}: the reveal must show {ctx.deck()[:2]}")
    # The taken card is written as coming from the deck's top even when it was second.
    ctx.step(rule, (DECK, TOP), (HAND, ME), deck_depth=len(revealed))


def guard(ctx):
    ctx.step("Guard: a card from an opponent's tableau to your hand", (TABLEAU, OPPONENT), (HAND, ME))


def inventor(ctx):
    rule = "Inventor: reveal the deck's top card; to the pot if legal, else to the trash"
    top = ctx.deck()[0]
    ctx.require(ctx.reveal(rule) == [top], f"{rule}: the reveal must show [{top!r}]")
    legal = may_join(top, ctx.pot())
    ctx.step(rule, (DECK, TOP), (POT,) if legal else (TRASH,), card=top)
    if legal:
        ctx.trick.entered_pot(ctx.actor)


def nomad(ctx):
    ctx.step("Nomad: a card from an opponent's tableau to your tableau", (TABLEAU, OPPONENT), (TABLEAU, ME))


def hand_trade(ctx, hero):
    """Peddler and Bard: your hand card to an opponent who holds a card, then one of theirs
    (their choice, made without seeing yours) to you."""
    rule = f"{hero}: give a hand card to an opponent, who gives you one of theirs"
    given, _, (_, partner) = ctx.step(rule, (HAND, ME), (HAND, OPPONENT))
    ctx.require(len(ctx.hand(partner)) > 1, f"{rule}: seat {partner} held no hand card to give")
    received, _, _ = ctx.step(rule, (HAND, partner), (HAND, ME))
    ctx.require(received != given, f"{rule}: the opponent cannot give back the card just given")


def revolutionary(ctx):
    ctx.step("Revolutionary: a card from the trash to your hand", (TRASH,), (HAND, ME))


def scavenger(ctx):
    rule = "Scavenger: swap a card of your tableau with a card of the trash"
    dropped, _, _ = ctx.step(rule, (TABLEAU, ME), (TRASH,))
    taken, _, _ = ctx.step(rule, (TRASH,), (TABLEAU, ME))
    ctx.require(taken != dropped, f"{rule}: the card taken back cannot be the one just trashed")


def scion(ctx):
    rule = "Scion: draw the deck's top card, then any hand card to the bottom of the deck"
    ctx.step(rule, (DECK, TOP), (HAND, ME), card=ctx.deck()[0])
    ctx.step(rule, (HAND, ME), (DECK, BOTTOM))


def soldier(ctx):
    ctx.step("Soldier: a card from your hand to an opponent's tableau", (HAND, ME), (TABLEAU, OPPONENT))


def magician(ctx):
    ctx.step("Magician: a card from your tableau to the trash", (TABLEAU, ME), (TRASH,))


def hunter(ctx):
    ctx.step("Hunter: a card from the trash to an opponent's tableau", (TRASH,), (TABLEAU, OPPONENT))


def noble(ctx):
    rule = "Noble: a legal card from your tableau to the pot"
    pot_before = list(ctx.pot())
    card, _, _ = ctx.step(rule, (TABLEAU, ME), (POT,))
    ctx.require(may_join(card, pot_before), f"{rule}: {card} does not follow the pattern")
    ctx.trick.entered_pot(ctx.actor)


def shaman(ctx):
    ctx.step("Shaman: a card from your hand to your tableau", (HAND, ME), (TABLEAU, ME))


def saint(ctx):
    rule = "Saint: a random card of an opponent's hand to another player's hand"
    _, (_, source), (_, target) = ctx.step(rule, (HAND, OPPONENT), (HAND, ANYONE))
    ctx.require(target != source, f"{rule}: the card cannot go back to the hand it came from")


def smuggler(ctx):
    rule = "Smuggler: reveal 2 random cards of an opponent's hand; one to your hand, the other to any opponent's hand"
    revealed = ctx.reveal(rule)
    victims = [seat for seat in ctx.opponents() if all(card in ctx.hand(seat) for card in revealed)]
    ctx.require(len(revealed) == 2 and len(set(revealed)) == 2 and bool(victims),
                f"{rule}: the reveal must show two cards of one opponent's hand")
    victim = victims[0]
    kept, _, _ = ctx.step(rule, (HAND, victim), (HAND, ME))
    ctx.require(kept in revealed, f"{rule}: the card taken must be one of the revealed cards")
    other = revealed[1] if kept == revealed[0] else revealed[0]
    # When the other card stays with its owner, no move is written.
    if ctx.cur.peek_is("move", cause="effect"):
        _, _, (_, receiver) = ctx.step(rule, (HAND, victim), (HAND, OPPONENT), card=other)
        ctx.require(receiver != victim, f"{rule}: a card staying with its owner is not moved")


def vigilante(ctx):
    rule = "Vigilante: swap a card of the trash with a card of an opponent's tableau"
    given, _, (_, victim) = ctx.step(rule, (TRASH,), (TABLEAU, OPPONENT))
    taken, _, _ = ctx.step(rule, (TABLEAU, victim), (TRASH,))
    ctx.require(taken != given, f"{rule}: the card taken cannot be the one just given")


COT_EFFECTS = {
    "Brigand": lambda ctx: own_tableau_to_opponent_tableau(ctx, "Brigand"),
    "Witness": lambda ctx: own_tableau_to_opponent_tableau(ctx, "Witness"),
    "Doctor": doctor,
    "Explorer": explorer,
    "Guard": guard,
    "Inventor": inventor,
    "Nomad": nomad,
    "Peddler": lambda ctx: hand_trade(ctx, "Peddler"),
    "Revolutionary": revolutionary,
    "Scavenger": scavenger,
    "Scion": scion,
    "Soldier": soldier,
    "Magician": magician,
    "Hunter": hunter,
    "Noble": noble,
    "Shaman": shaman,
    "Saint": saint,
    "Smuggler": smuggler,
    "Vigilante": vigilante,
}
