"""Engine games that reach the Special Assignment cards the 108 games of test_referee_dark_alley_engine.py never
use: the referee (tests/trickerion/referee/) must accept each whole game, and the card's use must really be in
the trace (so that this test fails if the engine stops reaching it).

How the list was found (a one-off scan, not kept as a tool): for every game number g = 0 .. 599 (A29, never
found there, then on to g = 1362, 13 games found), every ruleset of RULESETS, 2, 3 and 4 players and the strategies `random` and
`random:stop=0`, `trace(ruleset, players, strategy, g)` (test_referee_dark_alley_engine's helper, its SEED) was
searched for the events USES below, docs/trickerion-trace.md's signs of each card's text in use:

    A24 Hidden Talent        an event `hidden_talent`
    A26 Mass Recruitment     a `gain` with op `hire_second_apprentice` (the second Apprentice's 3 Coins)
    A42 Traveling Merchants  a `gain` with op `order_deliver` (a delivery after an Order)
    A36 Component Sale       an `action` `buy` with `component` null (one Buy of several types)
    A21 Unstable Prototype   an `action` `prepare` whose `returned` returns at least one token
    A23 On-stage Preparation an `action` `prepare` with `on_stage` (a marker straight onto a card)
    A29 Trick Overhaul       a `trick` event with op `learn_overhaul` (a Trick really replaced)

and CASES keeps, for each card, the first game found in each ruleset (scan order: game, ruleset, players,
strategy; for A29, found at 4 players only there, also the first at 2 and at 3 players), plus the Hidden Talent
games where the seat later hires an Apprentice (both refused, see below). Of the 295 games where the scan found
one of the first six cards, the referee refused only those two (once it read Electra's pile moving with count
2, R64, and Dubious Sources' keep_quick_order market event, R24, as docs/trickerion-trace.md pins them).

Refused games (the engine side, judged against the documents; the referee is not bent to them):
- trickerion-dark-alley 2p random:stop=0 game 285, event 351, and trickerion-dark-alley-noprophecies 4p
  random:stop=0 game 361, event 591: Hidden Talent took the seat's `Apprentice 2` away; a later Hire names the
  new Apprentice `Apprentice 2` again. docs/trickerion-trace.md: Apprentices are "numbered in the order the seat
  got them"; docs/trickerion.md T23: "the next number after the highest the seat has given": the seat's third
  Apprentice is `Apprentice 3` (README R52).
"""

from __future__ import annotations

import pytest

from tests.trickerion.test_referee_dark_alley_engine import first_failure, trace

USES = {
    "A24 Hidden Talent": lambda e: e["event"] == "hidden_talent",
    "A26 Mass Recruitment": lambda e: e["event"] == "gain" and e.get("op") == "hire_second_apprentice",
    "A42 Traveling Merchants": lambda e: e["event"] == "gain" and e.get("op") == "order_deliver",
    "A36 Component Sale": lambda e: e["event"] == "action" and e["action"] == "buy" and e.get("component") is None,
    "A21 Unstable Prototype": lambda e: e["event"] == "action" and e["action"] == "prepare"
    and any((e.get("returned") or {}).values()),
    "A23 On-stage Preparation": lambda e: e["event"] == "action" and e["action"] == "prepare"
    and bool(e.get("on_stage")),
    "A29 Trick Overhaul": lambda e: e["event"] == "trick" and e.get("op") == "learn_overhaul",
}

DA, NOPRO, NOAB = "trickerion-dark-alley", "trickerion-dark-alley-noprophecies", "trickerion-dark-alley-noabilities"
STOP = "random:stop=0"

# (card, ruleset, players, strategy, game); the first event of the card's use at the time of the scan
CASES = [
    ("A24 Hidden Talent", NOPRO, 3, STOP, 85),          # hidden_talent at event 195
    ("A24 Hidden Talent", DA, 3, STOP, 123),            # 553
    ("A24 Hidden Talent", NOAB, 2, STOP, 176),          # 417
    ("A24 Hidden Talent", DA, 2, STOP, 285),            # 188; then a Hire names Apprentice 2 again: refused (R52)
    ("A24 Hidden Talent", NOPRO, 4, STOP, 361),         # 542; then a Hire names Apprentice 2 again: refused (R52)
    ("A26 Mass Recruitment", DA, 3, STOP, 116),         # hire_second_apprentice at 144
    ("A26 Mass Recruitment", NOAB, 3, STOP, 158),       # 242
    ("A26 Mass Recruitment", NOPRO, 4, STOP, 328),      # 237
    ("A42 Traveling Merchants", NOPRO, 2, STOP, 5),     # order_deliver at 287
    ("A42 Traveling Merchants", DA, 3, STOP, 8),        # 161
    ("A42 Traveling Merchants", NOAB, 3, STOP, 8),      # 157
    ("A36 Component Sale", DA, 3, STOP, 13),            # a mixed buy at 282
    ("A36 Component Sale", NOAB, 3, STOP, 13),          # 283
    ("A36 Component Sale", NOPRO, 3, STOP, 17),         # 529
    ("A21 Unstable Prototype", DA, 2, "random", 99),    # prepare returning tokens at 397
    ("A21 Unstable Prototype", NOPRO, 4, "random", 241),   # 420 (and Electra's pile rescheduled whole, R64)
    ("A21 Unstable Prototype", NOAB, 3, STOP, 333),     # 447
    ("A23 On-stage Preparation", NOPRO, 4, STOP, 21),   # prepare with on_stage at 706
    ("A23 On-stage Preparation", DA, 4, STOP, 37),      # 704 (and Electra's pile rescheduled whole at 209, R64)
    ("A23 On-stage Preparation", NOAB, 3, STOP, 126),   # 594
    ("A29 Trick Overhaul", NOPRO, 4, STOP, 699),        # learn_overhaul at 490
    ("A29 Trick Overhaul", DA, 4, "random", 871),       # 406
    ("A29 Trick Overhaul", NOAB, 4, "random", 871),     # 423
    ("A29 Trick Overhaul", NOPRO, 2, "random", 1193),   # 311 (the first at 2 players)
    ("A29 Trick Overhaul", DA, 3, STOP, 1259),          # 453 (the first at 3 players)
]


@pytest.mark.parametrize("card, ruleset, players, strategy, game", CASES,
                         ids=[f"{c.split()[0]}-{r}-{p}p-{s}-g{g}" for c, r, p, s, g in CASES])
def test_the_referee_accepts_an_engine_game_using_the_card(card, ruleset, players, strategy, game):
    events = trace(ruleset, players, strategy, game)
    uses = [i for i, e in enumerate(events) if USES[card](e)]
    assert uses, f"{ruleset}, {players} players, {strategy}, game {game} no longer uses {card}: rescan"
    message = first_failure(events)
    assert message is None, (f"the referee refuses {ruleset}, {players} players, {strategy}, game {game} "
                             f"({card} at event {uses[0]}): {message[:1200]}")
