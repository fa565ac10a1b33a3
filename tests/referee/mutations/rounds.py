"""Mutations breaking the deal, the setup, the round end and the scores."""

import copy

from .walk import Walk, changed


def setup_from_another_hand(events):
    index = 3  # game, deal, seat 0's setup card, seat 1's
    card = events[1]["hands"][0][0]
    return changed(events, index, card=card, **{"from": ["hand", 0]}), index, "setup|from"


def deal_with_a_card_twice(events):
    deal = copy.deepcopy(events[1])
    deal["hands"][0][0] = deal["trash"][0]
    mutated = copy.deepcopy(events)
    mutated[1] = deal
    return mutated, 1, "exactly once"


def deal_with_a_short_hand(events):
    mutated = copy.deepcopy(events)
    deal = mutated[1]
    deal["deck"].append(deal["hands"][-1].pop())
    return mutated, 1, "each hand is dealt"


def round_goes_on_after_an_empty_hand(events):
    for index, event in enumerate(events):
        if event["event"] == "move" and event["cause"] == "round_end":
            mutated = copy.deepcopy(events)
            mutated[index] = {"event": "trick", "number": 99, "leader": None, "trickster": 0}
            return mutated, index, "still hold hand cards"


def round_ends_too_early(events):
    walk = Walk(events)
    for index, event in walk.steps():
        if event["event"] == "trick" and event["number"] > 1:
            card = walk.cards_in("hand", 0)[0]
            early = {"event": "move", "card": card, "from": ["hand", 0], "to": ["tableau", 0],
                     "cause": "round_end"}
            return changed(events, index, **early), index, "expected a `trick` event"


def missing_round_end_move(events):
    for index, event in enumerate(events):
        if event["event"] == "move" and event["cause"] == "round_end":
            mutated = copy.deepcopy(events)
            del mutated[index]
            end = next(i for i in range(index, len(mutated)) if mutated[i]["event"] == "round_end")
            return mutated, end, "still hold hand cards"


def wrong_score(events):
    for index, event in enumerate(events):
        if event["event"] == "round_end":
            scores = list(event["scores"])
            scores[0] += 1
            return changed(events, index, scores=scores), index, "scores must be"


def wrong_majorities(events):
    for index, event in enumerate(events):
        if event["event"] == "round_end":
            majorities = [list(suits) for suits in event["majorities"]]
            majorities[0] = majorities[0][1:] if majorities[0] else ["Red"]
            return changed(events, index, majorities=majorities), index, "majorities must be"


def wrong_totals(events):
    index = len(events) - 1
    totals = list(events[index]["totals"])
    totals[-1] -= 1
    return changed(events, index, totals=totals), index, "totals must be"


def wrong_winners(events):
    index = len(events) - 1
    losers = [seat for seat in range(events[0]["players"]) if seat not in events[index]["winners"]]
    return changed(events, index, winners=losers[:1]), index, "winners must be"


MUTATIONS = [
    setup_from_another_hand,
    deal_with_a_card_twice,
    deal_with_a_short_hand,
    round_goes_on_after_an_empty_hand,
    round_ends_too_early,
    missing_round_end_move,
    wrong_score,
    wrong_majorities,
    wrong_totals,
    wrong_winners,
]
