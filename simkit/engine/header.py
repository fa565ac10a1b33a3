"""The state header: the fields every game's state starts with, at the same offsets in every game.

A game's state is one flat int32 array (its ``layout.py`` says where everything lives). Every
layout starts with this header, so the machinery every game shares (the trace buffer, the
decision point, the game driver) reads and writes it without knowing the game; a layout places
its own fields from ``header_end(MAX_OPTIONS)`` on.

| offset          | size          | meaning                                                        |
|-----------------|---------------|----------------------------------------------------------------|
| N_PLAYERS       | 1             | seats in this game                                             |
| N_CARDS         | 1             | cards in this game                                             |
| CAPPED          | 1             | 1 when the game hit a safety cap                               |
| TRACING         | 1             | 1 when trace records are written (simkit.engine.trace_buffer)  |
| TRACE_COUNT     | 1             | trace records written so far (overflows included)              |
| DECISION_POINTS | 1             | every decision point, forced ones included                     |
| DECISIONS       | 1             | decision points with two or more options                       |
| STOP_AT         | 1             | raise StopAtDecision at this decision number (0: never)        |
| DEFERRED        | 1             | 1 while a deferred decision awaits its answer                  |
| CTX_KIND        | 1             | the game's DECIDE_* of the pending decision                    |
| CTX_SEAT        | 1             | seat deciding the pending decision                             |
| N_OPTIONS       | 1             | options pending                                                |
| STRATEGY        | STRATEGY_SEATS| strategy word of each seat (its meaning is the game's)         |
| OPTIONS         | the game's    | the pending decision's options (``MAX_OPTIONS`` of the game)   |
"""

STRATEGY_SEATS = 8  # strategy words in the header: the largest table of any game (Tricksters)

N_PLAYERS = 0
N_CARDS = 1
CAPPED = 2
TRACING = 3
TRACE_COUNT = 4
DECISION_POINTS = 5
DECISIONS = 6
STOP_AT = 7
DEFERRED = 8
CTX_KIND = 9
CTX_SEAT = 10
N_OPTIONS = 11
STRATEGY = 12
OPTIONS = STRATEGY + STRATEGY_SEATS


def header_end(max_options: int) -> int:
    """The first offset after the header of a game whose option lists hold up to ``max_options``."""
    return OPTIONS + max_options
