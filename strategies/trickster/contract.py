"""Trickster's side of the strategy contract (simkit.strategies.contract): positions, blinding.

Positions come from real games, for every kind of decision (setup, plays, effect cards and
players, gives, copies, keeps): the engine stops at a chosen decision
(simkit.games.trickster.batch.play_to_decision_nb) with the exact state and random streams the
strategy is given there. Blinding deals anew every hidden card the deciding seat does not know
(simkit.games.trickster.knowledge: unknown cards in other hands and the deck, keeping each
zone's size and every card it remembers), and scrambles what the other seats know, the engine's
scratch, the chance stream and the other seats' streams.
"""

from __future__ import annotations

import numpy as np

from simkit.games.trickster import GAME
from simkit.games.trickster import layout as L
from simkit.games.trickster.batch import play_to_decision_nb
from simkit.games.trickster.rng import N_STREAMS
from simkit.strategies.trickster.dispatch import decide_at_nb
from simkit.strategies.trickster.registry import seat_arrays

GAMES = (("cot", 4, "beginner"), ("cot", 3, "strategist"), ("cot", 5, "random"), ("fantasy", 5, "fantasy"))
decide_at = decide_at_nb  # the seat's answer to the pending decision, deferred (search) or not


def make_setup(ruleset: str, players: int, deck: str, name: str, catalog=None):
    """The engine's setup (simkit.api.Setup) for ``name`` in every seat."""
    return GAME.make_setup(ruleset, players, deck, name, catalog).core


def play_to(setup, seed: int, game: int, decision: int):
    """(state, streams, weights) of game ``game`` of ``seed`` stopped at ``decision`` (0: its end)."""
    ids, weights = seat_arrays(setup.strategies, setup.catalog)
    state = np.zeros(L.STATE_SIZE, dtype=np.int32)
    streams = np.zeros(N_STREAMS, dtype=np.uint64)
    play_to_decision_nb(np.uint64(seed), game, setup.players, setup.rules_array(), setup.deck_array(),
                        setup.pool_array(), setup.catalog.steps_table(), ids, weights, decision, state, streams)
    return state, streams, weights


def positions(setup, seed: int, count: int):
    """(state, streams, weights) at ``count`` decisions spread over game 0 of ``seed``."""
    total = int(play_to(setup, seed, 0, 0)[0][L.DECISIONS])
    for k in np.linspace(1, total, count).astype(int):
        state, streams, weights = play_to(setup, seed, 0, int(k))
        assert state[L.DECISIONS] == k, f"game 0 of seed {seed} did not stop at decision {k}"
        yield state, streams, weights


def seat_of(s) -> int:
    return int(s[L.CTX_SEAT])


def options_of(s) -> list[int]:
    return s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]].tolist()


def decision_of(s) -> int:
    return int(s[L.DECISIONS])


def kind_of(s) -> str:
    return L.DECIDE_NAMES[s[L.CTX_KIND]]


def chosen(s, index: int) -> int:
    """The option (a card or a seat) at ``index``, after the strategy answered in ``s``."""
    return int(s[L.OPTIONS + index])


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
