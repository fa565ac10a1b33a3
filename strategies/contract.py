"""The contract every strategy must keep: a legal choice, the same choice under the same seed,
and no peeking. Used by the test suite for every registered strategy and by
``simkit strategies --check NAME`` for a plugin.

Positions come from real games: the engine stops at a chosen decision
(simkit.api.position_at) and hands back the exact state and random streams the strategy
is given there, for every kind of decision (setup, plays, effect cards and players,
gives, copies, keeps). Peeking is tested by dealing anew every hidden card the deciding
seat does not know (simkit.games.trickster.knowledge: unknown cards in other hands and the deck,
keeping each zone's size and every card it remembers), and scrambling what the other
seats know, the engine's scratch, the chance stream and the other seats' streams: a
strategy that reads only its seat's observation chooses the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from simkit.games.trickster import layout as L
from simkit.api import decisions_in, make_setup, position_at
from simkit.games.trickster.rng import N_STREAMS

GAMES = (("cot", 4, "beginner"), ("cot", 3, "strategist"), ("cot", 5, "random"), ("fantasy", 5, "fantasy"))


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


def positions(setup, seed: int, count: int):
    """(state, streams, weights) at ``count`` decisions spread over game 0 of ``seed``."""
    total = decisions_in(setup, seed)
    for k in np.linspace(1, total, count).astype(int):
        position = position_at(setup, seed, 0, int(k))
        yield position.state, position.streams, position.weights


def unknown_places(s, seat) -> list[tuple[int, int, int]]:
    """(zone, index, card) of the hidden cards ``seat`` does not know (other hands, the deck)."""
    n = s[L.N_PLAYERS]
    out = []
    for zone in [p for p in range(n) if p != seat] + [L.ZONE_DECK]:
        for i in range(s[L.ZONE_COUNT + zone]):
            card = s[L.ZONE_CARDS + zone * L.MAX_CARDS + i]
            if not (s[L.KNOWERS + card] >> seat) & 1:
                out.append((zone, i, card))
    return out


def blind(s, rng, seat, generator):
    """A copy with everything the seat cannot know changed."""
    s, rng = s.copy(), rng.copy()
    places = unknown_places(s, seat)
    for (zone, i, _), card in zip(places, generator.permutation([c for _, _, c in places]).tolist()):
        s[L.ZONE_CARDS + zone * L.MAX_CARDS + i] = card
        s[L.LOC + card] = zone
        s[L.POS + card] = i
    own = 1 << seat
    others = generator.integers(0, 1 << L.MAX_PLAYERS, L.MAX_CARDS) & ~own
    s[L.KNOWERS:L.KNOWERS + L.MAX_CARDS] = (s[L.KNOWERS:L.KNOWERS + L.MAX_CARDS] & own) | others
    s[L.ENGINE_SCRATCH:L.ENGINE_SCRATCH + L.MAX_CARDS] = generator.integers(0, L.MAX_CARDS, L.MAX_CARDS)
    for stream in range(N_STREAMS):
        if stream != 1 + seat:
            rng[stream] = generator.integers(0, 2**63, dtype=np.uint64)
    return s, rng


def check_strategy(name: str, games=GAMES, seed: int = 11, count: int = 10, blinds: int = 2,
                   decide=None, catalog=None) -> ContractReport:
    """Check ``name`` in every seat of each game; raises ContractBroken on an illegal or
    non-deterministic choice, and reports peeking in ``changed``."""
    from simkit.strategies.dispatch import decide_at_nb
    decide = decide or decide_at_nb
    generator = np.random.default_rng(seed)
    report = ContractReport(name)
    for ruleset, players, deck in games:
        setup = make_setup(ruleset, players, deck, name, catalog)
        for s, rng, w in positions(setup, seed, count):
            seat = int(s[L.CTX_SEAT])
            n_options = int(s[L.N_OPTIONS])
            where = f"{ruleset} {players} players {deck}, decision {s[L.DECISIONS]}"
            index = decide(s.copy(), rng.copy(), w.copy(), seat)
            if not 0 <= index < n_options:
                raise ContractBroken(f"{name}: {where}: chose option {index} of {n_options}")
            if decide(s.copy(), rng.copy(), w.copy(), seat) != index:
                raise ContractBroken(f"{name}: {where}: a different choice from the same state and streams")
            for _ in range(blinds):
                s2, rng2 = blind(s, rng, seat, generator)
                report.changed += decide(s2, rng2, w.copy(), seat) != index
            report.kinds.add(L.DECIDE_NAMES[s[L.CTX_KIND]])
            report.checked += 1
    return report
