"""What an event must be followed by: the moves and gains an action or a phase step causes.

A handler that has seen, say, a Buy computes the events that must follow it (its `component`
and its `gain`) and queues them as patterns. The next events must match the queue in order; a
pattern's field is a value (equal) or a predicate; `optional` patterns may be absent (a zero
`gain`); a group is matched in any order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .errors import require


@dataclass
class Expect:
    fields: dict
    rule: str
    optional: bool = False
    after: Callable | None = None   # called with the matched event once it is applied
    when: Callable | None = None    # a predicate on the whole event, besides the fields

    def matches(self, event: dict) -> bool:
        if self.when is not None and not self.when(event):
            return False
        for key, want in self.fields.items():
            got = event.get(key, _MISSING)
            if callable(want):
                if got is _MISSING or not want(got):
                    return False
            elif got != want:
                return False
        return True

    def describe(self) -> str:
        shown = {k: ("<" + getattr(v, "__doc__", None) + ">" if callable(v) and getattr(v, "__doc__", None) else v)
                 for k, v in self.fields.items() if not callable(v) or getattr(v, "__doc__", None)}
        return f"{self.rule}: expected {shown}"


@dataclass
class Group:
    """Expectations matched in any order."""
    items: list = field(default_factory=list)


_MISSING = object()


def gain(seat: int, fame: int = 0, coins: int = 0, shards: int = 0, cause: str = "", rule: str = "",
         optional_if_zero: bool = True, **context) -> Expect:
    fields = {"event": "gain", "seat": seat, "fame": fame, "coins": coins, "shards": shards, "cause": cause}
    fields.update(context)
    zero = fame == 0 and coins == 0 and shards == 0
    return Expect(fields, rule or f"the {cause} gain", optional=zero and optional_if_zero)


def flex_gain(queue, seat: int, base: tuple, total: tuple, cause: str, rule: str, extra: Callable,
              optional_if_zero: bool = True, **context) -> Expect:
    """A gain an effect enlarges (R2): either one `cause` gain of the `total` amounts, or the `base`
    amounts followed at once by `extra(fame, coins, shards)`, the effect's own gain of the rest."""
    if tuple(base) == tuple(total):
        return gain(seat, *base, cause=cause, rule=rule, optional_if_zero=optional_if_zero, **context)
    fields = {"event": "gain", "seat": seat, "cause": cause}
    fields.update(context)

    def amounts(e):
        return (e.get("fame"), e.get("coins"), e.get("shards"))

    def when(e):
        return amounts(e) in (tuple(base), tuple(total))

    def after(e):
        if amounts(e) == tuple(base):
            queue.push_front(extra(*(t - b for t, b in zip(total, base))))
    return Expect(fields, f"{rule}: {tuple(total)} in one gain, or {tuple(base)} and the effect's gain of the rest",
                  when=when, after=after)


def one_of(*values):
    def pred(v):
        return v in values
    pred.__doc__ = "one of " + ", ".join(map(str, values))
    return pred


class Queue:
    def __init__(self):
        self.items: list = []

    def __bool__(self) -> bool:
        return bool(self.items)

    def push(self, *items) -> None:
        self.items.extend(items)

    def push_front(self, *items) -> None:
        """Events due right after the one just applied (a triggered effect's gain)."""
        self.items[0:0] = list(items)

    def would_take(self, event: dict) -> bool:
        for head in self.items:
            if isinstance(head, Group):
                if any(item.matches(event) for item in head.items):
                    return True
                if not all(item.optional for item in head.items):
                    return False
            elif head.matches(event):
                return True
            elif not head.optional:
                return False
        return False

    def all_optional(self) -> bool:
        return all(all(i.optional for i in h.items) if isinstance(h, Group) else h.optional for h in self.items)

    def take(self, event: dict) -> Expect:
        """The expectation the event fulfils; raises if the event is not the one due."""
        while self.items:
            head = self.items[0]
            if isinstance(head, Group):
                for k, item in enumerate(head.items):
                    if item.matches(event):
                        head.items.pop(k)
                        if not head.items:
                            self.items.pop(0)
                        return item
                if all(item.optional for item in head.items):
                    self.items.pop(0)
                    continue
                due = next(item for item in head.items if not item.optional)
                require(False, due.describe())
            if head.matches(event):
                self.items.pop(0)
                return head
            if head.optional:
                self.items.pop(0)
                continue
            require(False, head.describe())
        require(False, "an event nobody caused")
        raise AssertionError  # unreachable

    def drop_optional(self) -> None:
        """At a top-level event: optional leftovers are fine, a required one is missing."""
        while self.items:
            head = self.items[0]
            if isinstance(head, Group):
                required = [i for i in head.items if not i.optional]
                require(not required, required[0].describe() if required else "")
                self.items.pop(0)
            else:
                require(head.optional, head.describe())
                self.items.pop(0)
