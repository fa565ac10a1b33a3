"""The strategy-name grammar every game's registry shares: one parser, one error type.

A name is ``head[:part]...`` (head case-insensitive, parts stripped):

- ``family`` or ``family:key=value:...``: a strategy family and its parameters
  (``search:rollouts=8``); a number is finite, parameters are named once;
- ``personality[:key=value...]`` or ``heuristic:key=value...``: a heuristic's weights, from a
  named personality or from zero, some overridden;
- ``wrapper:<base name>:<item>``: a wrapper (restricted play, ...) around any base name; wrappers
  do not nest.

A game's registry (strategies/<game>/registry.py) is a table of families, one line per
strategy: ``head -> build(parts, spec) -> SeatStrategy``; ``Names(label).parse(spec, table)``
finds the family and reports any problem as one line. Names are canonical: parsing a name's
canonical form gives the same seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from simkit.games.base import GameSetupError


class StrategyNameError(GameSetupError):
    """A strategy name that does not parse; the message is one line naming the problem."""


@dataclass(frozen=True)
class SeatStrategy:
    """What one seat runs: its canonical name, strategy word and weight row (the parameters)."""
    name: str
    word: int
    weights: tuple[float, ...]


Build = Callable[[list[str], str], SeatStrategy]


def number_text(value: float) -> str:
    """The shortest text that parses back to the same float."""
    return str(int(value)) if value == int(value) else repr(value)


@dataclass(frozen=True)
class Names:
    """One game's use of the grammar: ``label`` starts its messages ("" or "Tricksters ")."""
    label: str = ""

    def fail(self, spec: str, problem: str) -> StrategyNameError:
        return StrategyNameError(f"{self.label}strategy {spec!r}: {problem}")

    def unknown(self, spec: str, known: str) -> StrategyNameError:
        return StrategyNameError(f"unknown {self.label}strategy {spec!r} (known: {known})")

    def parse(self, spec: str, table: dict[str, Build], known: str, fallback: Build | None = None) -> SeatStrategy:
        """The seat ``spec`` names: its head's builder from ``table`` (else ``fallback``, given
        the head first), or StrategyNameError listing the ``known`` names."""
        text = spec.strip()
        head, *parts = [part.strip() for part in text.split(":")]
        head = head.lower()
        if head in table:
            return table[head](parts, text)
        if fallback is not None:
            return fallback([head, *parts], text)
        raise self.unknown(text, known)

    def keywords(self, parts: list[str], allowed, spec: str) -> dict[str, str]:
        """``key=value`` parts, keys among ``allowed`` (lower-cased), each named once."""
        values = {}
        for part in parts:
            key, eq, value = part.partition("=")
            key = key.strip().lower()
            if not eq or key not in allowed:
                raise self.fail(spec, f"{part!r} is not one of {', '.join(k + '=...' for k in allowed)}")
            if key in values:
                raise self.fail(spec, f"{key} is given twice")
            values[key] = value.strip()
        return values

    def number(self, value: str, key: str, spec: str) -> float:
        try:
            number = float(value)
        except ValueError:
            raise self.fail(spec, f"{key} must be a number, got {value!r}") from None
        if not np.isfinite(number):
            raise self.fail(spec, f"{key} must be finite, got {value!r}")
        return number

    def whole(self, value: str, key: str, spec: str, low: int, high: int | None = None, what: str = "") -> int:
        """A whole number from ``low`` (to ``high``); ``what`` replaces the range in the message."""
        number = self.number(value, key, spec)
        if number != int(number) or number < low or (high is not None and number > high):
            span = what or (f"of at least {low}" if high is None else f"{low}-{high}")
            raise self.fail(spec, f"{key} must be a whole number {span}")
        return int(number)

    def plain(self, name: str, word: int, weights: tuple[float, ...], known: str) -> Build:
        """A family that takes no parameters (``random``)."""
        def build(parts: list[str], spec: str) -> SeatStrategy:
            if parts:
                raise self.unknown(spec, known)
            return SeatStrategy(name, word, weights)
        return build

    def weights(self, parts: list[str], spec: str, features, personalities: dict[str, dict[str, float]],
                example: str) -> tuple[str | None, dict[str, float], bool]:
        """A heuristic's weights: ``[personality][:feature=value...]`` -> (its name when no weight
        was given, every feature's weight, whether weights were given)."""
        weights = dict.fromkeys(features, 0.0)
        name = None
        if parts and "=" not in parts[0]:
            if parts[0].lower() not in personalities:
                raise self.fail(spec, f"unknown personality {parts[0]!r} (known: {', '.join(personalities)})")
            name, parts = parts[0].lower(), parts[1:]
            weights.update(personalities[name])
        if name is None and not parts:
            raise self.fail(spec, f"name a personality ({', '.join(personalities)}) or weights ({example})")
        for key, value in self.keywords(parts, features, spec).items():
            weights[key] = self.number(value, key, spec)
        return name, weights, bool(parts)

    def wrapped(self, kind: str, parts: list[str], spec: str, parse_base: Callable[[str], SeatStrategy],
                is_wrapped: Callable[[int], bool], item_kind: str) -> tuple[SeatStrategy, str]:
        """``<base name>:<item>`` after a wrapper's head: (the base seat, the item as written)."""
        if len(parts) < 2:
            raise self.fail(spec, f"write {kind}:<base strategy>:<{item_kind}>")
        base = parse_base(":".join(parts[:-1]))
        if is_wrapped(base.word):
            raise self.fail(spec, "wrappers do not nest")
        return base, parts[-1]
