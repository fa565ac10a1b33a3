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
    """Replays deal, move and sideways events; `steps()` yields (index, event) with the state
    before it."""

    def __init__(self, events):
        self.events = events
        self.players = events[0]["players"]
        self.where = {}  # card -> ("hand", seat) / ("tableau", seat) / ("pot",) / ...
        self.pot = []
        self.deck = []  # top first
        self.sideways = set()  # upright again in a hand or the deck
        self.ever_sideways = set()  # what a referee forgetting that would believe

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
            self.deck = list(event["deck"])
            self.sideways, self.ever_sideways = set(), set()
        elif event["event"] == "move":
            card = event["card"]
            target = tuple(event["to"][:1] if event["to"][0] == "deck" else event["to"])
            self.where[card] = target
            if target == ("pot",):
                self.pot.append(card)
            elif event["from"] == ["pot"]:
                self.pot.remove(card)
            if event["from"][0] == "deck":
                self.deck.remove(card)
            if target[0] in ("hand", "deck"):
                self.sideways.discard(card)
            if event["to"] == ["deck", "top"]:
                self.deck.insert(0, card)
            elif target == ("deck",):
                self.deck.append(card)
        elif event["event"] == "sideways":
            self.sideways.add(event["card"])
            self.ever_sideways.add(event["card"])

    def cards_in(self, *place):
        return [card for card, at in self.where.items() if at == place]


def score(tableaux, weight):
    """Cards (weighted) minus the suits a seat has strictly most of, restated."""
    counts = [{} for _ in tableaux]
    for seat, tableau in enumerate(tableaux):
        for card in tableau:
            counts[seat][suit(card)] = counts[seat].get(suit(card), 0) + weight(card)
    scores = []
    for seat, own in enumerate(counts):
        kept = [n for s, n in own.items()
                if not all(n > other.get(s, 0) for o, other in enumerate(counts) if o != seat)]
        scores.append(sum(kept))
    return scores


def inserted(events, index, event):
    return copy.deepcopy(events[:index]) + [event] + copy.deepcopy(events[index:])


def changed(events, index, **fields):
    mutated = copy.deepcopy(events)
    mutated[index].update(fields)
    return mutated


def is_play(event):
    return event["event"] == "move" and event["cause"] == "play"
