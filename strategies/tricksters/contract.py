"""Tricksters' side of the strategy contract (simkit.strategies.contract): positions, blinding.

Positions: the engine stops at a decision (simkit.games.tricksters.batch.play_to_decision_nb)
with the exact state and streams the strategy is given there; a deferring seat's turn or avatar
(search) is answered as the game driver answers it. Blinding permutes the cards the seat does
not know (``knows_nb``: other hands, the decks, the face-down pool, the cards set aside) among
the places they occupy, and scrambles the chance stream and the other seats' streams.
"""

from __future__ import annotations

import numpy as np

from simkit.games.tricksters import GAME
from simkit.games.tricksters import layout as L
from simkit.games.tricksters.batch import play_to_decision_nb
from simkit.games.tricksters.rng import N_STREAMS
from simkit.games.tricksters.zones import knows_nb
from simkit.strategies.tricksters.dispatch import choose_kernel_nb, defers_nb
from simkit.strategies.tricksters.search import search_choose_nb

GAMES = (("tricksters", 4, GAME.default_deck), ("tricksters-team", 4, GAME.default_deck),
         ("tricksters-solo2", 1, GAME.default_deck), ("tricksters-solo1-normal", 1, GAME.default_deck))
DEFERRED_KINDS = (L.DECIDE_TURN, L.DECIDE_AVATAR)  # what a deferring strategy answers outside the engine


def make_setup(ruleset: str, players: int, deck: str, name: str, catalog=None):
    return GAME.make_setup(ruleset, players, deck, name)


def play_to(setup, seed: int, game: int, decision: int):
    """(state, streams, weights) of game ``game`` of ``seed`` stopped at ``decision`` (0: its end)."""
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    args = setup.kernel_args()
    play_to_decision_nb(np.uint64(seed), game, *args, decision, s, rng)
    return s, rng, args[-1]


def positions(setup, seed: int, count: int):
    """(state, streams, weights) at ``count`` decisions spread over game 0 of ``seed``."""
    total = int(play_to(setup, seed, 0, 0)[0][L.DECISIONS])
    for k in np.linspace(1, total, count).astype(int):
        s, rng, w = play_to(setup, seed, 0, int(k))
        assert s[L.DECISIONS] == k, f"game 0 of seed {seed} did not stop at decision {k}"
        yield s, rng, w


def decide_at(s, rng, w, seat) -> int:
    """The seat's answer to the pending decision, deferred (search's turns and avatars) or not."""
    if defers_nb(s, seat) and s[L.CTX_KIND] in DEFERRED_KINDS:
        return search_choose_nb(s, rng, w, np.int64(seat))
    return choose_kernel_nb(s, rng, w, np.int64(seat))  # the decision point's compiled kernel


def seat_of(s) -> int:
    return int(s[L.CTX_SEAT])


def options_of(s) -> list[int]:
    return s[L.OPTIONS:L.OPTIONS + s[L.N_OPTIONS]].tolist()


def decision_of(s) -> int:
    return int(s[L.DECISIONS])


def kind_of(s) -> str:
    return L.DECIDE_NAMES[s[L.CTX_KIND]]


def chosen(s, index: int) -> int:
    return int(s[L.OPTIONS + index])


def blind(s, rng, seat, generator):
    """A copy with the cards the seat does not know permuted among their places, and every
    stream but the seat's own scrambled."""
    s, rng = s.copy(), rng.copy()
    unknown = [c for c in range(int(s[L.N_CARDS])) if not knows_nb(s, seat, c)]
    slots = [(int(s[L.LOC + c]), int(s[L.POS + c])) for c in unknown]
    for card, (zone, i) in zip(generator.permutation(unknown).tolist(), slots):
        s[L.ZONE_CARDS + zone * L.MAX_CARDS + i] = card
        s[L.LOC + card] = zone
        s[L.POS + card] = i
    for stream in range(N_STREAMS):
        if stream != 1 + seat:
            rng[stream] = generator.integers(0, 2**63, dtype=np.uint64)
    return s, rng
