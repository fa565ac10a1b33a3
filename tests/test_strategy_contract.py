"""The contract every registered strategy inherits: a legal choice, the same choice under the
same seed, and no peeking.

Positions are captured from real games: the engine stops at a chosen decision
(``s[STOP_AT]``) and hands back the exact state and random streams the strategy saw
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
from simkit.api import make_setup
from simkit.batch import pick_deck_nb, play_whole_game_nb
from simkit.game import init_game_nb
from simkit.rng import N_STREAMS, seed_game_nb
from simkit.tracebuf import RECORD_WIDTH
from strategies.dispatch import decide_at_nb
from strategies.registry import all_strategies, seat_arrays

RUNNABLE = [st.runnable for st in all_strategies() if st.listed]
# search with a small budget: the contract does not depend on it, and positions replay whole games
CHEAP = {"search": "search:rollouts=2"}
GAMES = [("cot", 4, "beginner"), ("cot", 3, "strategist"), ("cot", 5, "random"), ("fantasy", 5, "fantasy")]


@njit
def state_at_decision(seed, game, n, rules, deck, pool, steps, words, w, stop_at, out_s, out_rng):
    """Play game ``game`` of ``seed`` up to decision ``stop_at`` (0: to the end); True if stopped."""
    s = np.zeros(L.STATE_SIZE, dtype=np.int32)
    rng = np.zeros(N_STREAMS, dtype=np.uint64)
    tr = np.zeros((1, RECORD_WIDTH), dtype=np.int32)
    slot_heroes = np.zeros(L.DECK_HEROES, dtype=np.int32)
    seed_game_nb(rng, seed, game)
    pick_deck_nb(rng, deck, pool, slot_heroes)
    init_game_nb(s, n, slot_heroes, steps, words, rules)
    s[L.STOP_AT] = stop_at
    stopped = False
    try:
        play_whole_game_nb(s, rng, tr, w)
    except Exception:
        stopped = True
    out_s[:] = s
    out_rng[:] = rng
    return stopped


def positions(strategy, ruleset, players, deck, seed, count=10):
    """(state, streams, weights) at ``count`` decisions spread over one game."""
    setup = make_setup(ruleset, players, deck, CHEAP.get(strategy, strategy))
    words, w = seat_arrays(setup.strategies, setup.catalog)
    args = (np.uint64(seed), 0, players, setup.rules_array(), setup.deck_array(), setup.pool_array(),
            setup.catalog.steps_table(), words, w)
    s, rng = np.zeros(L.STATE_SIZE, dtype=np.int32), np.zeros(N_STREAMS, dtype=np.uint64)
    assert not state_at_decision(*args, 0, s, rng)
    total = int(s[L.DECISIONS])
    for k in np.linspace(1, total, count).astype(int):
        assert state_at_decision(*args, int(k), s, rng)
        assert s[L.DECISIONS] == k
        yield s.copy(), rng.copy(), w


def unknown_cards(s, seat):
    n = s[L.N_PLAYERS]
    hidden = [(zone, i) for zone in [p for p in range(n) if p != seat] + [L.ZONE_DECK]
              for i in range(s[L.ZONE_COUNT + zone])]
    out = []
    for zone, i in hidden:
        card = s[L.ZONE_CARDS + zone * L.MAX_CARDS + i]
        if s[L.KNOWN + seat * L.MAX_CARDS + card] != zone + 1:
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
    for p in range(L.MAX_PLAYERS):
        if p != seat:
            row = slice(L.KNOWN + p * L.MAX_CARDS, L.KNOWN + (p + 1) * L.MAX_CARDS)
            s[row] = generator.integers(0, L.N_ZONES + 1, L.MAX_CARDS)
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


def test_knowledge_follows_a_card_given_from_hand_to_hand():
    """Positions where a seat knows a card in another hand exist, and blinding keeps them."""
    found = 0
    for seed in range(8):
        for s, rng, _ in positions("random", "cot", 4, "strategist", seed, count=20):
            seat = int(s[L.CTX_SEAT])
            known = [c for c in range(s[L.N_CARDS])
                     if s[L.KNOWN + seat * L.MAX_CARDS + c] and s[L.LOC + c] != seat]
            for card in known:
                assert s[L.KNOWN + seat * L.MAX_CARDS + card] == s[L.LOC + card] + 1  # never stale
            s2, _, _ = blind(s, rng, seat, np.random.default_rng(seed))
            for card in known:
                assert s2[L.LOC + card] == s[L.LOC + card]
            found += len(known)
    assert found > 0
