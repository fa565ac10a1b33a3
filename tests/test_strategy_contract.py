"""The contract every registered strategy inherits (strategies/contract.py): a legal choice,
the same choice under the same seed, and no peeking, at real positions of every decision kind."""

import numpy as np
import pytest
from numba import njit

from simkit.games.registry import game_names, get_game
from simkit.games.trickster import layout as L
from simkit.api import make_setup
from simkit.strategies.contract import check_strategy, contract_of
from simkit.strategies.trickster.contract import blind, positions

# search with a small budget: the contract does not depend on it, and positions replay whole games
CHEAP = {"search": {"trickster": "search:rollouts=2", "tricksters": "search:rollouts=2:horizon=1",
                    "trickarus": "search:rollouts=2", "trickerion": "search:rollouts=2"}}
CASES = [(name, CHEAP.get(st.name, {}).get(name, st.runnable), setup)
         for name in game_names() for st in get_game(name).strategies() for setup in contract_of(name).GAMES]


# one worker per game: its first case compiles the game's position kernels, the rest reuse them
@pytest.mark.parametrize("game, strategy, setup",
                         [pytest.param(*case, marks=pytest.mark.xdist_group(f"contract-{case[0]}")) for case in CASES],
                         ids=[f"{g}-{s}-{'-'.join(map(str, c))}" for g, s, c in CASES])
def test_legal_deterministic_and_no_peeking(game, strategy, setup):
    """Every game x every listed strategy x each of the game's contract setups."""
    report = check_strategy(strategy, games=[setup], game=game)
    assert report.checked >= 8
    assert report.changed == 0, report.summary()


@pytest.mark.parametrize("strategy", ["cautious", "random"])
def test_positions_cover_effect_decisions(strategy):
    kinds = set()
    for seed in range(6):
        kinds |= check_strategy(strategy, games=[("cot", 4, "strategist")], seed=seed).kinds
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
    assert check_strategy("random", games=[("cot", 4, "beginner")], seed=1, decide=cheat).changed > 0


def test_blinding_keeps_the_cards_a_seat_remembers():
    """Positions where a seat knows a card in another hand or the deck exist; blinding keeps them."""
    found = 0
    for seed in range(8):
        setup = make_setup("cot", 4, "strategist", "random")
        for s, rng, _ in positions(setup, seed, 20):
            seat = int(s[L.CTX_SEAT])
            known = [c for c in range(s[L.N_CARDS]) if (s[L.KNOWERS + c] >> seat) & 1]
            s2, _ = blind(s, rng, seat, np.random.default_rng(seed))
            for card in known:
                assert s2[L.LOC + card] == s[L.LOC + card]
            found += len(known)
    assert found > 0


@pytest.mark.parametrize("game, strategy, checked", [("tricksters", "counter", "legal, deterministic, no peeking"),
                                                      ("trickarus", "climber", "legal, deterministic, no peeking")])
def test_the_command_checks_a_strategy_of_any_game(capsys, game, strategy, checked):
    from cli_run import run
    code, out, _ = run(capsys, "strategies", "--game", game, "--check", strategy)
    assert code == 0 and out.startswith(f"{strategy}: ") and checked in out


def test_the_command_names_a_bad_strategy_of_any_game_in_one_line(capsys):
    from cli_run import run
    code, _, err = run(capsys, "strategies", "--game", "trickarus", "--check", "nope")
    assert code == 2 and err.count("\n") == 1 and "unknown Trickarus strategy 'nope'" in err
