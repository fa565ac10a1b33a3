"""An independent Trickarus referee: replays a JSON trace from the rulebook and the rules notes.

Written from /docs/trickarus.md's rules, not from the engine: it imports nothing of
simkit.games.trickarus. ``check_trace(events)`` raises RefereeError naming the event index and
the broken rule, for an illegal play, a wrong deal, a wrong winner, a wrong move on the track,
a missing or extra flip, a wrong round or game end, or wrong winners.
"""

from __future__ import annotations

HAND_SIZES = {2: 10, 3: 13, 4: 10, 5: 8}
COOP_ROUND_LIMITS = {3: 2, 4: 3, 5: 4}
TRUMPS = {"day": "Yellow", "night": "White"}


class RefereeError(Exception):
    """A trace breaks a rule of Trickarus or of the trace format."""


class _Broken(Exception):
    pass


def _require(condition: bool, rule: str) -> None:
    if not condition:
        raise _Broken(rule)


class Referee:
    def __init__(self, header: dict):
        _require(header.get("event") == "game" and header.get("family") == "trickarus", "first event is the game")
        self.n = header["players"]
        self.coop = header["mode"] == "coop"
        self.round_limit = header["round_limit"]
        _require(not self.coop or self.round_limit == COOP_ROUND_LIMITS[self.n], "co-operative round limit")
        self.top = header["track_spaces"]  # spaces above the ground; the sun is above them
        self.cards = {c["id"]: c for c in header["cards"]}
        _require(len(self.cards) == 40, "a composition of 40 cards")
        self.removed = header["removed_for_3_players"]
        self.heights = [0] * self.n
        self.round = 0
        self.flown = False
        self.over = False
        self.success = False
        self.last_winner = None
        self.hands: list[set] = []
        self.saved: set = set()
        self.side = "day"
        self.trick: list[tuple[int, int]] = []  # (seat, card) in play order
        self.trick_no = 0
        self.leader = None
        self.expect_flip = False
        self.in_trick = False

    # -- cards
    def colour(self, card: int) -> str | None:
        c = self.cards[card]
        return None if c.get("lightning") else c[self.side][0]

    def value(self, card: int) -> int | None:
        c = self.cards[card]
        return None if c.get("lightning") else c[self.side][1]

    def lead_colour(self) -> str | None:
        for _, card in self.trick:
            if self.colour(card) is not None:
                return self.colour(card)  # the first number card: the Leader's, or the one after a led Lightning
        return None

    # -- the track
    def taken(self, h: int, seat: int) -> bool:
        return any(p != seat and self.heights[p] == h for p in range(self.n))

    def move(self, seat: int, lightning: bool) -> tuple[int, bool, bool]:
        """(new height, flew into the sun, moved down)."""
        h = self.heights[seat]
        if lightning or (self.coop and self.flown):
            h -= 1
            while h >= 1 and self.taken(h, seat):
                h -= 1
            return max(h, 0), False, True
        h += 1
        while h <= self.top and self.taken(h, seat):
            h += 1
        if h <= self.top:
            return h, False, False
        lowest = min(self.heights[p] for p in range(self.n) if p != seat)
        return max(lowest - 1, 0), True, False

    # -- events
    def deal(self, e: dict) -> None:
        _require(not self.over and not self.in_trick and all(not h for h in self.hands), "a deal only between rounds")
        self.round += 1
        _require(e["round"] == self.round, "rounds are dealt in order")
        _require(e["leader"] == (0 if self.round == 1 else self.last_winner),
                 "seat 0 leads first, then the last trick's winner")
        hands = [set(h) for h in e["hands"]]
        _require(len(hands) == self.n and all(len(h) == HAND_SIZES[self.n] for h in hands), "hand sizes")
        dealt = set().union(*hands)
        _require(len(dealt) == self.n * HAND_SIZES[self.n], "hands are disjoint")
        everything = set(self.cards)
        if self.n == 2 and self.round % 2 == 0:
            _require(dealt == self.saved and not e["saved"], "the second 2-player round deals the saved 20")
            self.saved = set()
        elif self.n == 2:
            self.saved = set(e["saved"])
            _require(len(self.saved) == 20 and not self.saved & dealt and dealt | self.saved == everything,
                     "2 players: 10 each and 20 saved from all 40")
        elif self.n == 3:
            _require(e["out"] == [self.removed] and dealt == everything - {self.removed}, "3 players: one card out")
        else:
            _require(dealt == everything and not e["saved"], "every card dealt")
        self.hands = hands
        self.side = "day"
        _require(e["side"] == "day", "a round starts by Day")
        self.leader = e["leader"]
        self.trick_no = 0

    def start_trick(self, e: dict) -> None:
        _require(not self.over and not self.in_trick and self.hands and any(self.hands), "a trick starts in a round")
        self.trick_no += 1
        _require((e["round"], e["trick"], e["leader"]) == (self.round, self.trick_no, self.leader),
                 "trick number and Leader")
        self.in_trick = True
        self.trick = []

    def play(self, e: dict) -> None:
        _require(self.in_trick and not self.expect_flip and len(self.trick) < self.n, "a play inside a trick")
        seat, card = e["seat"], e["card"]
        _require(seat == (self.leader + len(self.trick)) % self.n, "clockwise order")
        _require(e["side"] == self.side, "the side the card was played on")
        hand = self.hands[seat]
        _require(card in hand, "the card is in the seat's hand")
        lead = self.lead_colour() if self.trick else None
        if lead is not None and any(self.colour(c) == lead for c in hand):
            _require(self.colour(card) == lead, "follow the lead colour of the active side")
        hand.remove(card)
        self.trick.append((seat, card))
        if self.value(card) == 5:
            self.expect_flip = True

    def flip(self, e: dict) -> None:
        _require(self.expect_flip, "a flip only after a 5")
        self.expect_flip = False
        self.side = "night" if self.side == "day" else "day"
        _require(e["side"] == self.side, "the flip turns the side")

    def end_trick(self, e: dict) -> None:
        _require(self.in_trick and not self.expect_flip and len(self.trick) == self.n, "a trick ends when all played")
        trump, lead = TRUMPS[self.side], self.lead_colour()
        best, best_rank = None, None
        for seat, card in self.trick:
            colour = self.colour(card)
            rank = (2, self.value(card)) if colour == trump else (1, self.value(card)) if colour == lead else None
            if rank is not None and (best_rank is None or rank > best_rank):
                best, best_rank = seat, rank
        _require(e["winner"] == best, "the trick's winner")
        lightning = any(self.cards[c].get("lightning") for _, c in self.trick)
        _require(e["lightning"] == lightning, "Lightning in the trick")
        _require(e["from"] == self.heights[best], "the winner's height before")
        to, sun, down = self.move(best, lightning)
        _require((e["to"], e["sun"], e["down"]) == (to, sun, down), "the winner's move on the track")
        self.heights[best] = to
        self.flown = self.flown or sun
        self.last_winner = self.leader = best
        self.in_trick = False
        if self.coop and self.flown and not any(self.heights):
            self.success = True
            self.over = True  # the team has landed everyone: the game ends at once

    def end_round(self, e: dict) -> None:
        _require(not self.in_trick and not any(self.hands) and not self.over, "a round ends when all cards are played")
        _require(e["round"] == self.round and e["heights"] == self.heights, "round end heights")
        if self.coop:
            self.over = self.round >= self.round_limit
        else:
            self.over = self.flown or self.round >= self.round_limit
        self.hands = []

    def end(self, e: dict) -> None:
        _require(self.over, "the game ends after a flight's round, at the co-operative limit, or at the cap")
        _require(e["heights"] == self.heights, "final heights")
        capped = not self.coop and not self.flown
        _require(e["capped"] == capped and e["success"] == self.success, "capped and success flags")
        if self.coop:
            expected = list(range(self.n)) if self.success else []
        else:
            top = max(self.heights)
            expected = [p for p in range(self.n) if self.heights[p] == top]
        _require(e["winners"] == expected, "the winners")


def check_trace(events: list[dict]) -> None:
    """Raise RefereeError unless the trace is a legal, correctly scored Trickarus game."""
    try:
        ref = Referee(events[0])
    except (_Broken, KeyError) as exc:
        raise RefereeError(f"event 0: {exc}") from None
    handlers = {"deal": ref.deal, "trick": ref.start_trick, "play": ref.play, "flip": ref.flip,
                "trick_end": ref.end_trick, "round_end": ref.end_round, "end": ref.end}
    ended = False
    for i, event in enumerate(events[1:], start=1):
        try:
            _require(not ended, "no event after the end")
            _require(event.get("event") in handlers, "a known event")
            handlers[event["event"]](event)
            ended = event["event"] == "end"
        except (_Broken, KeyError, TypeError) as exc:
            raise RefereeError(f"event {i} {event}: {exc}") from None
    if not ended:
        raise RefereeError("the trace has no end event")
