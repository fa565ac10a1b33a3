"""The contract every registered strategy inherits: a legal choice, the same choice under the
same seed, and no peeking.

Positions are captured from real games: the engine stops at a chosen decision
(``simkit.api.position_at``) and hands back the exact state and random streams the strategy saw
there: plays, setup picks and every kind of effect decision. Peeking is tested by
dealing anew every hidden card the deciding seat does not know (simkit.knowledge:
unseen cards in other hands and the deck, keeping each zone's size and every card
it remembers), scrambling what the other seats know, the engine's scratch, the
chance stream and the other seats' streams: a strategy that reads only its seat's
observation chooses the same.
"""

import numpy as np
import pytest
from numba import njit

from simkit import layout as L
from simkit.api import decisions_in, make_setup, position_at
from simkit.rng import N_STREAMS
from strategies.dispatch import decide_at_nb
from strategies.registry import all_strategies

RUNNABLE = [st.runnable for st in all_strategies() if st.listed]
# search with a small budget: the contract does not depend on it, and positions replay whole games
CHEAP = {"search": "search:rollouts=2"}
GAMES = [("cot", 4, "beginner"), ("cot", 3, "strategist"), ("cot", 5, "random"), ("fantasy", 5, "fantasy")]


def positions(strategy, ruleset, players, deck, seed, count=10):
    """(state, streams, weights) at ``count`` decisions spread over one game."""
    setup = make_setup(ruleset, players, deck, CHEAP.get(strategy, strategy))
    total = decisions_in(setup, seed)
    for k in np.linspace(1, total, count).astype(int):
        position = position_at(setup, seed, 0, int(k))
        yield position.state, position.streams, position.weights


def unknown_cards(s, seat):
    n = s[L.N_PLAYERS]
    hidden = [(zone, i) for zone in [p for p in range(n) if p != seat] + [L.ZONE_DECK]
              for i in range(s[L.ZONE_COUNT + zone])]
    out = []
    for zone, i in hidden:
        card = s[L.ZONE_CARDS + zone * L.MAX_CARDS + i]
        if not (s[L.KNOWERS + card] >> seat) & 1:
            out.append((zone, i, card))
    return out


def blind(s, rng, seat, generator):
    """What the seat cannot know, changed: unknown hidden cards dealt anew, others' memories,
    the engine's scratch, the chance stream and the other seats' streams scrambled."""
    s, rng = s.copy(), rng.copy()
    places = unknown_cards(s, seat)
    cards = [card for _, _, card in places]
    for (zone, i, _), card in zip(places, generator.permutation(cards).tolist()):
        s[L.ZONE_CARDS + zone * L.MAX_CARDS + i] = card
        s[L.LOC + card] = zone
        s[L.POS + card] = i
    own = 1 << seat
    others = generator.integers(0, 1 << L.MAX_PLAYERS, L.MAX_CARDS) & ~own
    s[L.KNOWERS:L.KNOWERS + L.MAX_CARDS] = (s[L.KNOWERS:L.KNOWERS + L.MAX_CARDS] & own) | others
    s[L.ENGINE_SCRATCH:L.ENGINE_SCRATCH + L.MAX_CARDS] = generator.integers(0, 56, L.MAX_CARDS)
    for stream in range(N_STREAMS):
        if stream != 1 + seat:
            rng[stream] = generator.integers(0, 2**63, dtype=np.uint64)
    return s, rng, len(places)


def check_contract(strategy, ruleset, players, deck, seed, decide=decide_at_nb):
    """Legality and determinism asserted; returns (decisions checked, blind choices that differed)."""
    generator = np.random.default_rng(seed)
    checked = changed = 0
    kinds = set()
    for s, rng, w in positions(strategy, ruleset, players, deck, seed):
        seat = int(s[L.CTX_SEAT])
        n_options = int(s[L.N_OPTIONS])
        options = s[L.OPTIONS:L.OPTIONS + n_options].copy()
        index = decide(s.copy(), rng.copy(), w.copy(), seat)
        assert 0 <= index < n_options, f"decision {s[L.DECISIONS]}: option {index} of {n_options}"
        assert decide(s.copy(), rng.copy(), w.copy(), seat) == index  # same state, same streams
        for _ in range(2):
            s2, rng2, hidden = blind(s, rng, seat, generator)
            assert np.array_equal(s2[L.OPTIONS:L.OPTIONS + n_options], options)
            changed += decide(s2, rng2, w.copy(), seat) != index
        kinds.add(L.DECIDE_NAMES[s[L.CTX_KIND]])
        checked += 1
    return checked, changed, kinds


@pytest.mark.parametrize("strategy", RUNNABLE)
@pytest.mark.parametrize("ruleset, players, deck", GAMES)
def test_legal_deterministic_and_no_peeking(strategy, ruleset, players, deck):
    checked, changed, _ = check_contract(strategy, ruleset, players, deck, seed=11)
    assert checked >= 8
    assert changed == 0, f"{strategy} changed its choice when cards it cannot know changed"


@pytest.mark.parametrize("strategy", ["cautious", "random"])
def test_positions_cover_effect_decisions(strategy):
    kinds = set()
    for seed in range(6):
        kinds |= check_contract(strategy, "cot", 4, "strategist", seed)[2]
    assert {"setup", "play", "card", "player"} <= kinds


@njit
def peeking_decide(s, rng, w, seat):
    """A cheat for the self-check: picks by the first card of the next seat's hand."""
    nxt = (seat + 1) % s[L.N_PLAYERS]
    if s[L.ZONE_COUNT + nxt] == 0:
        return 0
    return s[L.ZONE_CARDS + nxt * L.MAX_CARDS] % s[L.N_OPTIONS]


@njit
def chance_decide(s, rng, w, seat):
    """Another cheat: reads the chance stream (the future deals and random picks)."""
    return int(rng[0] % np.uint64(s[L.N_OPTIONS]))


@pytest.mark.parametrize("cheat", [peeking_decide, chance_decide])
def test_the_check_catches_a_strategy_that_peeks(cheat):
    assert check_contract("random", "cot", 4, "beginner", 1, decide=cheat)[1] > 0


def test_blinding_keeps_the_cards_a_seat_remembers():
    """Positions where a seat knows a card in another hand or the deck exist; blinding keeps them."""
    found = 0
    for seed in range(8):
        for s, rng, _ in positions("random", "cot", 4, "strategist", seed, count=20):
            seat = int(s[L.CTX_SEAT])
            known = [c for c in range(s[L.N_CARDS]) if (s[L.KNOWERS + c] >> seat) & 1]
            s2, _, _ = blind(s, rng, seat, np.random.default_rng(seed))
            for card in known:
                assert s2[L.LOC + card] == s[L.LOC + card]
            found += len(known)
    assert found > 0
