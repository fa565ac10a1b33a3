"""Trickarus' side of the strategy contract (simkit.strategies.contract): positions, blinding.

Positions: the engine stops at a play with two or more legal cards
(simkit.games.trickarus.batch.play_to_decision_nb) with the exact state and streams the strategy
is given there. Blinding deals the cards the seat cannot see (the other hands and, for 2 players,
the saved pile) anew into the unseen places, hand counts kept, and scrambles the chance stream
and the other seats' streams. The dispatcher may set the Lightning card aside inside the option
list, so a choice is compared as the card it plays.
"""

from __future__ import annotations

import numpy as np

from simkit.games.trickarus import GAME
from simkit.games.trickarus import layout as L
from simkit.games.trickarus.batch import play_to_decision_nb
from simkit.games.trickarus.rng import N_STREAMS
from simkit.strategies.trickarus.dispatch import decide_kernel_nb

GAMES = (("trickarus", 4, GAME.default_deck), ("trickarus", 2, GAME.default_deck),
         ("trickarus-coop", 4, GAME.default_deck))


def make_setup(ruleset: str, players: int, deck: str, name: str, catalog=None):
    return GAME.make_setup(ruleset, players, deck, name)


def play_to(setup, seed: int, game: int, decision: int):
    """(state, streams, parameters) of game ``game`` of ``seed`` stopped at ``decision`` (0: its end),
    and whether it stopped there."""
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    args = setup.kernel_args()
    stopped = play_to_decision_nb(np.uint64(seed), game, *args, decision, s, rng)
    return s, rng, args[-1], bool(stopped)


def positions(setup, seed: int, count: int):
    """(state, streams, parameters) at ``count`` decisions spread over game 0 of ``seed``."""
    total = int(play_to(setup, seed, 0, 0)[0][L.DECISIONS])
    for k in np.linspace(1, total, count).astype(int):
        s, rng, params, stopped = play_to(setup, seed, 0, int(k))
        assert stopped, f"game 0 of seed {seed} did not stop at decision {k}"
        yield s, rng, params


def decide_at(s, rng, w, seat) -> int:
    return decide_kernel_nb(s, rng, w, seat, int(s[L.N_OPTIONS]))  # the decision point's compiled kernel


def seat_of(s) -> int:
    return int(s[L.CTX_SEAT])


def options_of(s) -> list[int]:
    return s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]].tolist()


def decision_of(s) -> int:
    return int(s[L.DECISIONS])


def kind_of(s) -> str:
    return "play"


def chosen(s, index: int) -> int:
    """The card played: ``s[OPTIONS + index]`` once the strategy answered in ``s``."""
    return int(s[L.OPTIONS + index])


def blind(s, rng, seat, generator):
    """A copy with the cards the seat cannot see dealt anew into the unseen places, and every
    stream but the seat's own scrambled."""
    s, rng = s.copy(), rng.copy()
    n = int(s[L.N_PLAYERS])
    hidden = [c for c in range(int(s[L.N_CARDS]))
              if s[L.LOC + c] == L.ZONE_SAVED or (s[L.LOC + c] < n and s[L.LOC + c] != seat)]
    places = [int(s[L.LOC + c]) for c in hidden]
    for card, place in zip(generator.permutation(hidden).tolist(), places):
        s[L.LOC + card] = place
    for stream in range(N_STREAMS):
        if stream != 1 + seat:
            rng[stream] = generator.integers(0, 2**63, dtype=np.uint64)
    return s, rng
