"""Mutations breaking hero effects: fizzles, targets, copies, pot entries."""

import copy

from .walk import Walk, changed, follows, hero


SIMPLE_HEROES = ("Brigand", "Witness", "Magician", "Guard", "Nomad", "Doctor", "Revolutionary",
                 "Soldier", "Hunter", "Shaman")


def fizzle_instead_of_resolving(events):
    """A one-move effect that resolved is written as a fizzle (its move removed)."""
    for index, event in enumerate(events):
        if (event["event"] == "effect" and event["resolved"] and event["hero"] in SIMPLE_HEROES
                and events[index - 1]["event"] in ("move", "pattern")):
            mutated = changed(events, index, resolved=False)
            del mutated[index + 1]
            return mutated, index, "mandatory"


def resolving_instead_of_fizzle(events):
    for index, event in enumerate(events):
        if event["event"] == "effect" and event["resolved"] is False:
            return changed(events, index, resolved=True), index, "must fizzle"


def doctor_to_own_hand(events):
    """The Doctor moves a card to an opponent's hand, never to its own player's."""
    for index, event in enumerate(events):
        if event["event"] == "effect" and event["hero"] == "Doctor" and event["resolved"]:
            move_index = index + 1
            return (changed(events, move_index, to=["hand", event["player"]]), move_index,
                    "Doctor: .*`to` must be the hand of an opponent")


def move_from_wrong_place(events):
    """An effect's first move names an opponent's tableau the card is not in."""
    players = events[0]["players"]
    for index, event in enumerate(events):
        if (event["event"] == "move" and event["cause"] == "effect" and event["from"][0] == "tableau"
                and events[index - 1]["event"] == "effect"):
            owner, actor = event["from"][1], events[index - 1]["player"]
            others = [seat for seat in range(players) if seat not in (owner, actor)]
            if owner != actor and others:
                return (changed(events, index, **{"from": ["tableau", others[0]]}), index,
                        "is not in \\['tableau'")


def explorer_reveals_wrong_cards(events):
    for index, event in enumerate(events):
        if event["event"] == "reveal" and events[index - 1].get("hero") == "Explorer" \
                and len(event["cards"]) == 2:
            return changed(events, index, cards=event["cards"][::-1]), index, "reveal must show"


def inventor_trashes_legal_card(events):
    for index, event in enumerate(events):
        if (event["event"] == "move" and event["cause"] == "effect" and event["to"] == ["pot"]
                and events[index - 2].get("hero") == "Inventor"):
            return changed(events, index, to=["trash"]), index, "Inventor"


def noble_adds_illegal_card(events):
    """Noble puts only a card that follows the pattern into the pot."""
    walk = Walk(events)
    for index, event in walk.steps():
        if (event["event"] == "move" and event["cause"] == "effect" and event["to"] == ["pot"]
                and event["from"][0] == "tableau" and len(walk.pot) >= 2):
            illegal = [card for card in walk.cards_in(*event["from"]) if not follows(card, walk.pot)]
            if illegal:
                return changed(events, index, card=illegal[0]), index, "Noble.*does not follow"


def peddler_gets_own_card_back(events):
    for index, event in enumerate(events):
        if event["event"] == "effect" and event["hero"] == "Peddler" and event["resolved"]:
            given = events[index + 1]
            back = index + 2
            return (changed(events, back, card=given["card"], **{"from": given["to"]}), back,
                    "Peddler")


def smuggler_returns_card_to_its_hand(events):
    for index, event in enumerate(events):
        if (event["event"] == "effect" and event["hero"] == "Smuggler" and event["resolved"]
                and index + 3 < len(events) and events[index + 3].get("cause") == "effect"):
            second = index + 3
            return (changed(events, second, to=events[second]["from"]), second,
                    "Smuggler")


def copy_of_a_card_elsewhere(events):
    """Archivist copies only a card of its player's tableau or the trash."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "effect" and event["hero"] == "Archivist" and event["resolved"] \
                and events[index + 1]["event"] == "effect":
            actor = event["player"]
            elsewhere = [card for card, at in walk.where.items()
                         if at[0] == "tableau" and at[1] != actor and hero(card) not in ("Archivist", "General")]
            if elsewhere:
                card = elsewhere[0]
                return (changed(events, index + 1, source=card, hero=hero(card)), index + 1,
                        "Archivist")


def copy_of_a_copy_hero(events):
    """Archivist never copies Archivist or General (no chains)."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "effect" and event["hero"] == "Archivist" and event["resolved"]:
            copy_heroes = [card for card in walk.cards_in("trash") if hero(card) in ("Archivist", "General")]
            if copy_heroes:
                card = copy_heroes[0]
                return (changed(events, index + 1, source=card, hero=hero(card)), index + 1,
                        "no chains")


def general_copies_hand_card_unrevealed(events):
    """General shows a hand card (reveal) before using its effect."""
    for index, event in enumerate(events):
        if event["event"] == "reveal" and events[index - 1].get("hero") == "General":
            mutated = copy.deepcopy(events)
            del mutated[index]
            return mutated, index, "General.*not in the trash"


MUTATIONS = [
    fizzle_instead_of_resolving,
    resolving_instead_of_fizzle,
    doctor_to_own_hand,
    move_from_wrong_place,
    explorer_reveals_wrong_cards,
    inventor_trashes_legal_card,
    noble_adds_illegal_card,
    peddler_gets_own_card_back,
    smuggler_returns_card_to_its_hand,
    copy_of_a_card_elsewhere,
    copy_of_a_copy_hero,
    general_copies_hand_card_unrevealed,
]
