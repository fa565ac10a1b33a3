"""One round: the deal, the setup cards, the tricks (with the Fantasy 3-player refill), the
hand-to-tableau moves and the scores. A Fantasy game is a single round."""

from .errors import Violation
from .places import HAND, TABLEAU
from .refill import check_refill
from .scoring import round_scores
from .table import Table
from .trick import Trick


def play_round(cur, game: dict, rules, turns, number: int) -> tuple[list[int], Table]:
    """Replay round `number`; returns its scores and the final table."""
    players = game["players"]
    table = check_deal(cur, game, rules, number)
    check_setup(cur, table)
    refills_left = rules.refill_count(players)
    trick_number = 0  # counts on through a refill
    while True:
        trick_number += 1
        buster = Trick(cur, table, turns, trick_number).play_out()
        turns.trick_done(buster)
        out = table.empty_hands()
        if out and refills_left:
            refills_left -= 1
            check_refill(cur, table, buster, rules.refill_to(players))
        elif out or (rules.timeline_leads(players) and not table.timeline):
            break
    check_hands_to_tableaux(cur, table)
    return check_scores(cur, table, rules, number), table


def check_deal(cur, game: dict, rules, number: int) -> Table:
    deal = cur.take("deal", why=f"round {number} starts with a fresh deal", round=number)
    players = game["players"]
    deck, trash, hands, timeline = deal["deck"], deal["trash"], deal["hands"], deal["timeline"]
    parts = (deck, trash, hands, timeline, *(hands if isinstance(hands, list) else []))
    if not all(isinstance(part, list) for part in parts):
        raise Violation("`deck`, `trash`, `timeline` and each of `hands` are lists of cards")
    dealt = deck + trash + timeline + [card for hand in hands for card in hand]
    expected = rules.deck(game["heroes"])
    if len(dealt) != len(set(dealt)) or set(dealt) != expected:
        raise Violation(f"the deal must hold each of the {len(expected)} cards of the 7 heroes"
                        f" x {len(rules.suits)} suits exactly once")
    trash_size, hand_size = rules.trash_size[players], rules.hand_size[players]
    if len(trash) != trash_size:
        raise Violation(f"{trash_size} cards are dealt to the trash, not {len(trash)}")
    if len(hands) != players or any(len(hand) != hand_size for hand in hands):
        raise Violation(f"with {players} players each hand is dealt {hand_size} cards")
    timeline_length = rules.timeline_length if rules.timeline_leads(players) else 0
    if len(timeline) != timeline_length:
        raise Violation(f"{rules.title} with {players} players has a Timeline of"
                        f" {timeline_length} cards")
    return Table(players, deal)


def check_setup(cur, table: Table) -> None:
    """Each seat, in seat order, puts one card of its hand into its own tableau."""
    for seat in range(table.players):
        card, source, target = cur.take_move(
            "setup", why="each seat puts one hand card in its tableau, in seat order",
            **{"from": [HAND, seat], "to": [TABLEAU, seat]})
        table.move(card, source, target)


def check_hands_to_tableaux(cur, table: Table) -> None:
    """After the last trick every hand card goes to its owner's tableau, seat by seat."""
    last_seat = 0
    while cur.peek_is("move", cause="round_end"):
        card, source, target = cur.take_move("round_end")
        if source[0] != HAND or target != (TABLEAU, source[1]) or source[1] < last_seat:
            raise Violation("at round end each hand card goes to its owner's tableau, in seat order")
        last_seat = source[1]
        table.move(card, source, target)
    left = [seat for seat, hand in enumerate(table.hands) if hand]
    if left:
        cur.index += 1  # the event that came instead of the missing moves
        raise Violation(f"the round is over: seats {left} still hold hand cards, which must go to"
                        " their tableaux (cause round_end)")


def check_scores(cur, table: Table, rules, number: int) -> list[int]:
    scores, majorities = round_scores(table, rules.suits)
    event = cur.take("round_end", why=f"round {number} is over", round=number)
    if event["scores"] != scores:
        raise Violation(f"the scores must be {scores} (per tableau card, 2 for a sideways card,"
                        " except strict suit majorities)")
    reported = event["majorities"]
    if (not isinstance(reported, list) or len(reported) != len(majorities)
            or any(not isinstance(suits, list) or sorted(map(str, suits)) != sorted(won)
                   for suits, won in zip(reported, majorities))):
        raise Violation(f"the majorities must be {majorities} (a suit counts only when strictly"
                        " the most, a sideways card as 2)")
    return scores
