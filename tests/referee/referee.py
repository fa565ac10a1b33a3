"""`check_trace`: replay a Champions of Time or Trickster: Fantasy trace (any 7 heroes of
either set) and check every rule along the way."""

import json

from .cards import HEROES, HEROES_PER_DECK
from .cursor import Cursor
from .errors import RefereeError, Violation
from .round import play_round
from .rules import RULESETS
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
    rules = _check_game_fields(game)
    players = cur.players = game["players"]
    turns = TurnOrder(players, rules.timeline_leads(players))
    totals = [0] * players
    for number in range(1, rules.rounds + 1):
        scores, table = play_round(cur, game, rules, turns, number)
        totals = [total + score for total, score in zip(totals, scores)]
    rounds = "1 round" if rules.rounds == 1 else f"{rules.rounds} rounds"
    end = cur.take("game_end", why=f"{rules.title} ends after {rounds}")
    if end["totals"] != totals:
        raise Violation(f"the totals must be {totals}, the sums of the round scores")
    expected = winners(totals, table.tableaux, rules)
    if not isinstance(end["winners"], list) or sorted(end["winners"]) != expected:
        raise Violation(f"the winners must be {expected} (lowest total; ties:"
                        f" {rules.describe_tie_break()} in the final tableau; then shared)")
    if cur.peek() is not None:
        cur.index += 1
        raise Violation("nothing may follow `game_end`")


def _check_game_fields(game: dict):
    rules = RULESETS.get(game["ruleset"])
    if rules is None:
        raise Violation(f"the ruleset must be one of {sorted(RULESETS)}")
    players = game["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players not in rules.hand_size:
        raise Violation(f"{rules.title} is for {min(rules.hand_size)}-{max(rules.hand_size)} players")
    heroes = game["heroes"]
    if (not isinstance(heroes, list) or len(heroes) != HEROES_PER_DECK
            or not all(isinstance(hero, str) for hero in heroes)
            or len(set(heroes)) != HEROES_PER_DECK or not set(heroes) <= set(HEROES)):
        raise Violation(f"a deck is {HEROES_PER_DECK} different heroes from {list(HEROES)}")
    if game["suits"] != list(rules.suits):
        raise Violation(f"the suits of {rules.title}, in tie-break order, are {list(rules.suits)}")
    if not isinstance(game["strategies"], list) or len(game["strategies"]) != players:
        raise Violation("`strategies` names one strategy per seat")
    return rules


def _describe(cur: Cursor, rule: str) -> str:
    event = cur.current()
    shown = json.dumps(event) if event is not None else "end of trace"
    if len(shown) > 300:
        shown = shown[:300] + "..."
    return f"event {cur.index} {shown}: {rule}"
