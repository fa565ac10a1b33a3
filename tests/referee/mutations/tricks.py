"""Mutations breaking the rules of a trick: legality, passing, busts, turn order."""

import copy

from .walk import Walk, changed, follows, hero, is_play, suit


def illegal_follow(events):
    """A follower plays a card of their hand that breaks the pattern."""
    walk = Walk(events)
    for index, event in walk.steps():
        if is_play(event) and len(walk.pot) >= 2:
            seat = event["from"][1]
            illegal = [card for card in walk.cards_in("hand", seat) if not follows(card, walk.pot)]
            if illegal:
                return changed(events, index, card=illegal[0]), index, "does not follow the pattern"


def no_match_counts_effect_cards(events):
    """No match: a card that repeats only a card an effect put in the pot is still illegal."""
    walk = Walk(events)
    for index, event in walk.steps():
        if is_play(event) and len(walk.pot) >= 3 and not (
                suit(walk.pot[0]) == suit(walk.pot[1]) or hero(walk.pot[0]) == hero(walk.pot[1])):
            added = [card for card in walk.pot if _entered_by_effect(events, index, card)]
            played = [card for card in walk.pot if card not in added]
            seat = event["from"][1]
            for card in walk.cards_in("hand", seat):
                if not any(_clash(card, other) for other in played) and any(
                        _clash(card, other) for other in added):
                    return changed(events, index, card=card), index, "does not follow the pattern"


def _clash(card, other):
    return suit(card) == suit(other) or hero(card) == hero(other)


def _entered_by_effect(events, before, card):
    return any(event["event"] == "move" and event["card"] == card and event["to"] == ["pot"]
               and event["cause"] == "effect" for event in events[:before])


def pass_instead_of_play(events):
    """A follower holding a legal card busts instead of playing."""
    walk = Walk(events)
    for index, event in walk.steps():
        if is_play(event) and len(walk.pot) >= 2:
            seat = event["from"][1]
            bust = {"event": "bust", "player": seat, "reason": "no_legal_card"}
            return copy.deepcopy(events[:index]) + [bust], index, "must play"


def wrong_buster(events):
    for index, event in enumerate(events):
        if event["event"] == "bust" and event["reason"] == "no_legal_card":
            other = (event["player"] + 1) % events[0]["players"]
            return changed(events, index, player=other), index, "`player` must be"


def wrong_bust_reason(events):
    for index, event in enumerate(events):
        if event["event"] == "bust" and event["reason"] == "no_legal_card":
            return changed(events, index, reason="all_played"), index, "reason"


def lead_not_from_the_front(events):
    """2-3 players: the Timeline's front card leads."""
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "move" and event["cause"] == "lead":
            deal = next(e for e in reversed(events[:index]) if e["event"] == "deal")
            behind = [card for card in deal["timeline"] if walk.where[card] == ("timeline",)]
            return changed(events, index, card=behind[1]), index, "`card` must be"


def trickster_not_passed_on(events):
    """CoT 2-3 players: the Trickster passes one seat left after every trick."""
    if events[0]["players"] > 3 or events[0]["ruleset"] != "cot":
        return None
    tricks = [index for index, event in enumerate(events) if event["event"] == "trick"]
    index = tricks[1]
    return changed(events, index, trickster=events[tricks[0]]["trickster"]), index, "`trickster` must be"


def new_round_led_by_wrong_seat(events):
    """CoT 4+ players: the last buster of a round leads the next one."""
    players = events[0]["players"]
    if players < 4 or events[0]["ruleset"] != "cot":  # Fantasy is a single round
        return None
    deal = next(index for index, event in enumerate(events) if event["event"] == "deal" and event["round"] == 2)
    index = deal + players + 1
    leader = (events[index]["leader"] + 1) % players
    return changed(events, index, leader=leader, trickster=(leader + 1) % players), index, "`leader` must be"


MUTATIONS = [
    illegal_follow,
    no_match_counts_effect_cards,
    pass_instead_of_play,
    wrong_buster,
    wrong_bust_reason,
    lead_not_from_the_front,
    trickster_not_passed_on,
    new_round_led_by_wrong_seat,
]
