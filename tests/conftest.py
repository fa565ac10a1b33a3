"""Session set-up: compile the other games' kernels on a second core while the tests compile
Trickster's (a cold compile of every engine is most of a clean run's time).

The warm-up is a separate process filling numba's disk cache (simkit keys it on the kernel
sources, so both processes use the same folder); a kernel it has not finished is compiled
where a test needs it, exactly as without it. ``SIMKIT_NO_WARM_UP=1`` turns it off.
"""

import os
import subprocess
import sys
from pathlib import Path

WARM_UP = """
from simkit.games.registry import game_names, get_game
for name in game_names():
    game = get_game(name)
    if name == "trickster":
        continue  # the tests compile it first, in the main process
    ruleset = next(iter(game.rulesets))
    players = min(max(3, game.rulesets[ruleset].min_players), game.rulesets[ruleset].max_players)
    for strategies in ("random", "search"):
        game.play(game.make_setup(ruleset, players, game.default_deck, strategies), 1, 0)
    game.trace(game.make_setup(ruleset, players, game.default_deck, "random"), 0, 0)
"""

_warm_up = None


def pytest_sessionstart(session):
    global _warm_up
    if os.environ.get("SIMKIT_NO_WARM_UP") or (os.cpu_count() or 1) < 2:
        return
    _warm_up = subprocess.Popen([sys.executable, "-c", WARM_UP], cwd=Path(__file__).resolve().parent.parent,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def pytest_sessionfinish(session, exitstatus):
    if _warm_up is not None and _warm_up.poll() is None:
        _warm_up.kill()  # numba writes cache files whole (a temporary name, then a rename)
        _warm_up.wait()
