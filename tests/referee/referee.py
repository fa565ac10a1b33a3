"""`check_trace`: replay a Champions of Time trace and check every rule along the way."""

import json

from .cards import HEROES, HEROES_PER_DECK, HAND_SIZE, ROUNDS, SUITS
from .cursor import Cursor
from .errors import RefereeError, Violation
from .round import play_round
from .scoring import winners
from .turns import TurnOrder


def check_trace(events: list[dict]) -> None:
    """Raise RefereeError naming the first event that breaks a rule; return None if none does."""
    cur = Cursor(events)
    try:
        _check_game(cur)
    except Violation as violation:
        raise RefereeError(_describe(cur, str(violation))) from None


def _check_game(cur: Cursor) -> None:
    game = cur.take("game", why="a trace starts with the game")
    _check_game_fields(game)
    players = cur.players = game["players"]
    turns = TurnOrder(players)
    totals = [0] * players
    for number in range(1, ROUNDS + 1):
        scores, table = play_round(cur, game, turns, number)
        totals = [total + score for total, score in zip(totals, scores)]
    end = cur.take("game_end", why=f"the game ends after {ROUNDS} rounds")
    if end["totals"] != totals:
        raise Violation(f"the totals must be {totals}, the sums of the round scores")
    expected = winners(totals, table.tableaux)
    if not isinstance(end["winners"], list) or sorted(end["winners"]) != expected:
        raise Violation(f"the winners must be {expected} (lowest total; ties: fewest Red, Orange,"
                        " ..., White cards in the final round's tableau; then shared)")
    if cur.peek() is not None:
        cur.index += 1
        raise Violation("nothing may follow `game_end`")


def _check_game_fields(game: dict) -> None:
    if game["ruleset"] != "cot":
        raise Violation("this referee judges the Champions of Time ruleset (\"cot\") only")
    players = game["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players not in HAND_SIZE:
        raise Violation(f"Champions of Time is for {min(HAND_SIZE)}-{max(HAND_SIZE)} players")
    heroes = game["heroes"]
    if (not isinstance(heroes, list) or len(heroes) != HEROES_PER_DECK
            or len(set(heroes)) != HEROES_PER_DECK or not set(heroes) <= set(HEROES)):
        raise Violation(f"a deck is {HEROES_PER_DECK} different heroes from {list(HEROES)}")
    if game["suits"] != list(SUITS):
        raise Violation(f"the suits, in tie-break order, are {list(SUITS)}")
    if not isinstance(game["strategies"], list) or len(game["strategies"]) != players:
        raise Violation("`strategies` names one strategy per seat")


def _describe(cur: Cursor, rule: str) -> str:
    event = cur.current()
    shown = json.dumps(event) if event is not None else "end of trace"
    if len(shown) > 300:
        shown = shown[:300] + "..."
    return f"event {cur.index} {shown}: {rule}"
