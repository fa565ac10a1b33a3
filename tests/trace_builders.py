"""Small builders for hand-written trace events, and the referee's rejection check (test helpers)."""

import pytest

try:
    from tests.referee import RefereeError, check_trace
except ImportError:  # plain `pytest` from the repo root puts tests/ itself on the path
    from referee import RefereeError, check_trace

TRUNCATED = "the trace ends where"  # a valid prefix fails only for being cut short


def event(kind, **fields):
    return {"event": kind, **fields}


def move(card, source, target, cause):
    return event("move", card=card, cause=cause, **{"from": source, "to": target})


def play(card, seat):
    return move(card, ["hand", seat], ["pot"], "play")


def effect(seat, card, resolved=True):
    return event("effect", player=seat, hero=card.split(" ", 1)[1], source=card, resolved=resolved)


def collect(seat, *cards):
    return [move(card, ["pot"], ["tableau", seat], "bust") for card in cards]


def assert_rejected(events, index, rule):
    """The referee rejects ``events`` at event ``index`` for breaking ``rule`` (a regex)."""
    with pytest.raises(RefereeError, match=rule) as caught:
        check_trace(events)
    assert str(caught.value).startswith(f"event {index} "), str(caught.value)


def assert_mutation_rejected(mutation, traces):
    """Apply ``mutation`` to the first trace that has a spot for it; the referee must reject it."""
    count = 0
    for events in traces:
        count += 1
        found = mutation(events)
        if found:
            break
    else:
        pytest.fail(f"none of the {count} traces has a spot for {mutation.__name__}")
    events, index, rule = found
    assert_rejected(events, index, rule)
