"""One-rule mutations of valid traces, for the referee's self-check tests.

Each mutation looks for a spot in a trace where it can break exactly one rule, and returns
`(mutated events, index of the broken event, regex the referee's message must match)`, or
None when the trace has no such spot. This file deliberately uses none of the referee's code
(a bug there must not hide itself here): `Walk` is its own tiny card tracker.
"""

import copy

def suit(card):
    return card.split(" ", 1)[0]


def hero(card):
    return card.split(" ", 1)[1]


def follows(card, pot):
    """The pattern rule, restated: may `card` join this pot?"""
    if len(pot) < 2:
        return True
    lead, second = pot[0], pot[1]
    if suit(lead) == suit(second):
        return suit(card) == suit(lead)
    if hero(lead) == hero(second):
        return hero(card) == hero(lead)
    return all(suit(card) != suit(other) and hero(card) != hero(other) for other in pot)


class Walk:
    """Replays deal and move events; `steps()` yields (index, event) with the state before it."""

    def __init__(self, events):
        self.events = events
        self.players = events[0]["players"]
        self.where = {}  # card -> ("hand", seat) / ("tableau", seat) / ("pot",) / ...
        self.pot = []

    def steps(self):
        for index, event in enumerate(self.events):
            yield index, event
            self.apply(event)

    def apply(self, event):
        if event["event"] == "deal":
            self.where = {card: ("deck",) for card in event["deck"]}
            self.where.update({card: ("trash",) for card in event["trash"]})
            self.where.update({card: ("timeline",) for card in event["timeline"]})
            for seat, hand in enumerate(event["hands"]):
                self.where.update({card: ("hand", seat) for card in hand})
            self.pot = []
        elif event["event"] == "move":
            target = tuple(event["to"][:1] if event["to"][0] == "deck" else event["to"])
            self.where[event["card"]] = target
            if target == ("pot",):
                self.pot.append(event["card"])
            elif event["from"] == ["pot"]:
                self.pot.remove(event["card"])

    def cards_in(self, *place):
        return [card for card, at in self.where.items() if at == place]


def changed(events, index, **fields):
    mutated = copy.deepcopy(events)
    mutated[index].update(fields)
    return mutated


def is_play(event):
    return event["event"] == "move" and event["cause"] == "play"


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


def _effect_moves(events, index):
    """Indices of the events that belong to the effect at `index` (up to the next play,
    bust or effect)."""
    following = index + 1
    while following < len(events) and events[following]["event"] in ("move", "reveal", "pattern") \
            and events[following].get("cause") in (None, "effect"):
        following += 1
    return range(index + 1, following)


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


def missing_round_end_move(events):
    for index, event in enumerate(events):
        if event["event"] == "move" and event["cause"] == "round_end":
            mutated = copy.deepcopy(events)
            del mutated[index]
            end = next(i for i in range(index, len(mutated)) if mutated[i]["event"] == "round_end")
            return mutated, end, "still hold hand cards"


def trickster_not_passed_on(events):
    """2-3 players: the Trickster passes one seat left after every trick."""
    if events[0]["players"] > 3:
        return None
    tricks = [index for index, event in enumerate(events) if event["event"] == "trick"]
    index = tricks[1]
    return changed(events, index, trickster=events[tricks[0]]["trickster"]), index, "`trickster` must be"


def new_round_led_by_wrong_seat(events):
    """4+ players: the last buster of a round leads the next one."""
    players = events[0]["players"]
    if players < 4:
        return None
    deal = next(index for index, event in enumerate(events) if event["event"] == "deal" and event["round"] == 2)
    index = deal + players + 1
    leader = (events[index]["leader"] + 1) % players
    return changed(events, index, leader=leader, trickster=(leader + 1) % players), index, "`leader` must be"


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


MUTATIONS = [illegal_follow, no_match_counts_effect_cards, pass_instead_of_play, wrong_buster,
             wrong_bust_reason, fizzle_instead_of_resolving, resolving_instead_of_fizzle,
             doctor_to_own_hand, move_from_wrong_place, explorer_reveals_wrong_cards,
             inventor_trashes_legal_card, peddler_gets_own_card_back,
             smuggler_returns_card_to_its_hand, copy_of_a_card_elsewhere, copy_of_a_copy_hero,
             wrong_score, wrong_majorities, wrong_totals, wrong_winners, missing_round_end_move,
             trickster_not_passed_on, new_round_led_by_wrong_seat, setup_from_another_hand,
             deal_with_a_card_twice, deal_with_a_short_hand]
