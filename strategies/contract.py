"""The contract every strategy of every game must keep: a legal choice, the same choice under the
same seed, and no peeking. Used by the test suite for every game x every listed strategy
(tests/test_strategy_contract.py) and by ``simkit strategies [--game G] --check NAME``.

Positions come from real games: the engine stops at a chosen decision and hands back the exact
state and random streams the strategy is given there. Peeking is tested by blinding: the cards
the deciding seat cannot know are dealt anew (each zone keeping its size and every card the seat
remembers), and the random streams of chance and of the other seats are scrambled; a strategy
that reads only its seat's observation chooses the same.

What differs between games (how to stop a game at a decision, what a seat cannot know, which
kernel answers) is in each game's ``strategies/<game>/contract.py``, with the same names:
``GAMES`` (the setups checked), ``make_setup``, ``positions``, ``seat_of``, ``options_of``,
``kind_of``, ``decide_at``, ``chosen`` and ``blind``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module

from simkit.games.registry import get_game


class ContractBroken(AssertionError):
    pass


@dataclass
class ContractReport:
    strategy: str
    checked: int = 0  # decisions checked
    changed: int = 0  # blinded positions where the choice changed (peeking)
    kinds: set[str] = field(default_factory=set)

    def summary(self) -> str:
        verdict = "legal, deterministic, no peeking" if self.changed == 0 else \
            f"PEEKS: {self.changed} blinded positions changed its choice"
        return f"{self.strategy}: {self.checked} decisions checked ({', '.join(sorted(self.kinds))}): {verdict}"


def contract_of(game="trickster"):
    """A game's contract hooks (``strategies/<game>/contract.py``), its players loaded."""
    game = get_game(game) if isinstance(game, str) else game
    return import_module(game.strategies_package + ".contract")


def check_strategy(name: str, games=None, seed: int = 11, count: int = 10, blinds: int = 2,
                   decide=None, catalog=None, game="trickster") -> ContractReport:
    """Check ``name`` in every seat of each of ``games`` (default: the game's ``GAMES``, each
    ``(ruleset, players, deck)``); raises ContractBroken on an illegal or non-deterministic
    choice, and reports peeking in ``changed``. ``decide(s, rng, w, seat) -> option index``
    replaces the game's own answer (self-checks)."""
    import numpy as np

    hooks = contract_of(game)
    decide = decide or hooks.decide_at
    generator = np.random.default_rng(seed)
    report = ContractReport(name)
    for ruleset, players, deck in games or hooks.GAMES:
        setup = hooks.make_setup(ruleset, players, deck, name, catalog)
        for s, rng, w in hooks.positions(setup, seed, count):
            seat = hooks.seat_of(s)
            options = hooks.options_of(s)
            where = f"{ruleset} {players} players {deck}, decision {hooks.decision_of(s)}"
            first = s.copy()
            index = decide(first, rng.copy(), w.copy(), seat)
            if not 0 <= index < len(options):
                raise ContractBroken(f"{name}: {where}: chose option {index} of {len(options)}")
            choice = hooks.chosen(first, index)
            again = s.copy()
            if hooks.chosen(again, decide(again, rng.copy(), w.copy(), seat)) != choice:
                raise ContractBroken(f"{name}: {where}: a different choice from the same state and streams")
            for _ in range(blinds):
                s2, rng2 = hooks.blind(s, rng, seat, generator)
                report.changed += hooks.chosen(s2, decide(s2, rng2, w.copy(), seat)) != choice
            report.kinds.add(hooks.kind_of(s))
            report.checked += 1
    return report
