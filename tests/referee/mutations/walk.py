"""A tiny card tracker and helpers for finding mutation spots (none of the referee's code)."""

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
